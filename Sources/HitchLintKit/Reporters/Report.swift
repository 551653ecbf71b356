/// Everything an output format may show about a run.
public struct Report: Sendable {
    public var result: LintResult
    public var rules: [RuleDescription]
    public var toolVersion: String

    public init(result: LintResult, rules: [RuleDescription] = RuleRegistry.allDescriptions,
                toolVersion: String = CommandLineInterface.version) {
        self.result = result
        self.rules = rules
        self.toolVersion = toolVersion
    }

    public static let repositoryURL = "https://github.com/hitchlint/hitchlint"

    /// The rule docs in the repository, for `helpUri` and links.
    public static func documentationURL(for ruleID: String) -> String {
        repositoryURL + "/blob/main/Rules/\(ruleID).md"
    }
}

/// An output format.
public protocol Reporter: Sendable {
    /// The whole document for a run (the text format writes findings only; its summary goes to stderr).
    func render(_ report: Report) -> String
}

/// The names `--format` accepts.
public enum OutputFormat: String, CaseIterable, Sendable {
    case text, json, sarif, github, gitlab, checkstyle, junit

    public var reporter: any Reporter {
        switch self {
        case .text: return TextReporter()
        case .json: return JSONReporter()
        case .sarif: return SARIFReporter()
        case .github: return GitHubReporter()
        case .gitlab: return GitLabReporter()
        case .checkstyle: return CheckstyleReporter()
        case .junit: return JUnitReporter()
        }
    }
}
