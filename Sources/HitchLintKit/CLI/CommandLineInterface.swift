/// The `hitchlint` command. `main.swift` only calls `CommandLineInterface.main`; everything else is here so
/// tests can drive it, and so it stays a thin shell over the library.
public enum CommandLineInterface {
    public static let version = "0.1.0"

    /// Runs the command and returns its exit code: 0 clean, 1 findings, 2 usage, configuration or I/O error.
    /// `leftovers`: what the command made that ending the process reclaims at once (a lint's findings),
    /// for the caller to hold until it exits: freed one by one, the corpus's 33,773 findings took 8 ms on
    /// one thread after the last line was written.
    public static func main(_ arguments: [String], leftovers: inout Any?) -> Int32 {
        OutputStream.ensureStandardDescriptors()
        OutputStream.ignoreBrokenPipes()
        FreeMemory.keepLargeBlocksMapped()
        var output = OutputStream.standardOutput
        var errors = OutputStream.standardError
        let words = Array(arguments.dropFirst())
        switch words.first {
        case "debug":
            return DebugCommand.run(Array(words.dropFirst()), output: &output, errors: &errors)
        case "rules":
            output.write(RulesCommand.listing())
            return 0
        case "explain":
            return RulesCommand.explain(Array(words.dropFirst()), output: &output, errors: &errors)
        case "init":
            return SettingsCommand.initialize(Array(words.dropFirst()), output: &output, errors: &errors)
        case "install-hook":
            return HookCommand.run(Array(words.dropFirst()), output: &output, errors: &errors)
        case "lsp":
            return LanguageServer.main(Array(words.dropFirst()))
        default:
            return LintCommand.run(words, output: &output, errors: &errors, leftovers: &leftovers)
        }
    }

    static let help = """
        hitchlint \(version) — finds the SwiftUI code that makes lists and scroll views hitch, freeze or truncate.

        USAGE
          hitchlint [options] [paths…]        lint files and folders (default: .)
          hitchlint rules                     list the rules
          hitchlint explain <rule-id>         print a rule's documentation
          hitchlint init [--force]            write a commented .hitchlint.json listing every rule
          hitchlint install-hook [--force | --uninstall]
                                              install (or remove) a git pre-commit hook running --staged
          hitchlint lsp                       a language server (LSP 3.17 on stdio) for editors
          hitchlint debug tokens <file>       every token and trivia piece, as the engine sees them
          hitchlint debug outline <file>      declarations, view code and rows found in a file

        OPTIONS
          --format <name>           text (default), json, sarif, github, gitlab, checkstyle, junit
                                    (github is the default when GITHUB_ACTIONS=true)
          --output-file <path>      write the report to a file instead of standard output
          --statistics              one line per rule with its count, then the total
          --stdin-filename <path>   read the source from standard input; <path> names it
          --staged                  lint what is staged for commit (the index), reported at real paths
          --changed-since <rev>     report only findings on lines changed since <rev> (not with --fix)
          --touch <path>            write an empty <path> when done (for build systems)

        FIXES
          --fix                     apply safe fixes (files are rewritten atomically)
          --unsafe-fixes            with --fix or --diff, also fixes that may change behaviour
          --diff                    print a unified diff of what --fix would change; write nothing
                                    (with --stdin-filename, --fix prints the fixed source to stdout)
          --jobs <n>                files linted in parallel (default: all cores)
          --no-color                no colour in text output (also NO_COLOR=1)

        CONFIGURATION (flags win over .hitchlint.json)
          --config <path>           use this configuration for every file
          --select <rules>          run only these rules or categories (comma-separated; ALL for all)
          --extend-select <rules>   run these too
          --ignore <rules>          do not run these
          --fail-on <severity>      lowest severity that fails the run (default: warning)
          --max-warnings <n>        fail when there are more than n warnings
          --exit-zero               exit 0 even with findings (errors still exit 2)
          --force-exclude           apply exclude globs to files named explicitly too
          --show-settings           print the resolved settings for the given file and exit
          --report-unused-disables  report hitchlint:disable comments that silence nothing
          --baseline <file>         report only findings not recorded in this baseline
          --write-baseline <file>   record today's findings as the baseline and exit 0
          --no-gitignore            walk folders without asking git what it ignores
          --no-cache                neither read nor write the project index cache (.hitchlint_cache/)
          --version, --help

        A path that looks like a subcommand is given as ./rules or after --.

        EXIT CODES
          0  no finding at or above the failing severity (warning)
          1  findings
          2  usage, configuration or I/O error (wins over 1)

        EXAMPLES
          hitchlint Sources/
          hitchlint --stdin-filename Sources/Row.swift < Sources/Row.swift
          hitchlint explain index-based-id

        """
}

/// `hitchlint [options] [paths…]`.
enum LintCommand {
    struct Options {
        var paths: [FilePath] = []
        var format: OutputFormat? = nil
        var outputFile: FilePath? = nil
        var showsStatistics = false
        var standardInputName: FilePath? = nil
        var jobs = processorCount()
        var usesColor: Bool? = nil
        var configFile: FilePath? = nil
        var overrides = ConfigurationOverrides()
        var maximumWarnings: Int? = nil
        var exitZero = false
        var showsSettings = false
        var reportsUnusedSuppressions = false
        var baselineFile: FilePath? = nil
        var writesBaseline: FilePath? = nil
        var respectsGitIgnore = true
        var usesIndexCache = true
        var lintsStaged = false
        var changedSince: String? = nil
        var touchFile: FilePath? = nil
        var fixes = false
        var unsafeFixes = false
        var showsDiff = false
    }

    static func parse(_ words: [String]) -> Result<Options, UsageError> {
        var options = Options()
        var index = 0
        var onlyPaths = false
        func value(_ flag: String) -> Result<String, UsageError> {
            index += 1
            guard index < words.count else { return .failure(UsageError("\(flag) needs a value")) }
            return .success(words[index])
        }
        /// A file to read or write: an empty name (`-o ""`, an unset shell variable) is no file.
        func path(_ flag: String) -> Result<FilePath, UsageError> {
            value(flag).flatMap { $0.isEmpty ? .failure(UsageError("\(flag) needs a path")) : .success(FilePath($0)) }
        }
        while index < words.count {
            let word = words[index]
            if onlyPaths || !word.hasPrefix("-") || word == "-" {
                options.paths.append(FilePath(word))
            } else {
                switch word {
                case "--":
                    onlyPaths = true
                case "--format":
                    switch value(word) {
                    case .success(let name):
                        guard let format = OutputFormat(rawValue: name) else {
                            let known = OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")
                            return .failure(UsageError("unknown format '\(name)'; known: \(known)"))
                        }
                        options.format = format
                    case .failure(let error): return .failure(error)
                    }
                case "--output-file", "-o":
                    switch path(word) {
                    case .success(let file): options.outputFile = file
                    case .failure(let error): return .failure(error)
                    }
                case "--statistics":
                    options.showsStatistics = true
                case "--stdin-filename":
                    switch value(word) {
                    case .success(let name): options.standardInputName = FilePath(name)
                    case .failure(let error): return .failure(error)
                    }
                case "--jobs", "-j":
                    switch value(word) {
                    case .success(let text):
                        guard let jobs = Int(text), jobs > 0 else { return .failure(UsageError("--jobs takes a positive whole number")) }
                        options.jobs = jobs
                    case .failure(let error): return .failure(error)
                    }
                case "--config":
                    switch value(word) {
                    case .success(let name): options.configFile = FilePath(name)
                    case .failure(let error): return .failure(error)
                    }
                case "--select", "--extend-select", "--ignore":
                    switch value(word) {
                    case .success(let list):
                        let names = list.split(separator: ",").map { String($0).trimmingSpaces() }.filter { !$0.isEmpty }
                        let known = RuleRegistry.ids + RuleCategory.allCases.map(\.rawValue) + ["ALL"]
                        for name in names where !known.contains(name) {
                            let hint = Suggestions.closest(to: name, among: known).map { "; did you mean '\($0)'?" } ?? ""
                            return .failure(UsageError("\(word): unknown rule or category '\(name)'\(hint)"))
                        }
                        if word == "--select" { options.overrides.select = names }
                        if word == "--extend-select" { options.overrides.extendSelect += names }
                        if word == "--ignore" { options.overrides.ignore += names }
                    case .failure(let error): return .failure(error)
                    }
                case "--fail-on":
                    switch value(word) {
                    case .success(let name):
                        guard let severity = Severity(rawValue: name) else {
                            return .failure(UsageError("--fail-on takes note, warning or error"))
                        }
                        options.overrides.failOn = severity
                    case .failure(let error): return .failure(error)
                    }
                case "--max-warnings":
                    switch value(word) {
                    case .success(let text):
                        guard let count = Int(text), count >= 0 else { return .failure(UsageError("--max-warnings takes a whole number")) }
                        options.maximumWarnings = count
                    case .failure(let error): return .failure(error)
                    }
                case "--baseline", "--write-baseline":
                    switch path(word) {
                    case .success(let file):
                        if word == "--baseline" { options.baselineFile = file } else { options.writesBaseline = file }
                    case .failure(let error): return .failure(error)
                    }
                case "--staged":
                    options.lintsStaged = true
                case "--changed-since":
                    switch value(word) {
                    case .success(let revision): options.changedSince = revision
                    case .failure(let error): return .failure(error)
                    }
                case "--touch":
                    switch path(word) {
                    case .success(let file): options.touchFile = file
                    case .failure(let error): return .failure(error)
                    }
                case "--fix":
                    options.fixes = true
                case "--unsafe-fixes":
                    options.unsafeFixes = true
                case "--diff":
                    options.showsDiff = true
                case "--exit-zero":
                    options.exitZero = true
                case "--force-exclude":
                    options.overrides.forceExclude = true
                case "--show-settings":
                    options.showsSettings = true
                case "--report-unused-disables":
                    options.reportsUnusedSuppressions = true
                case "--no-gitignore":
                    options.respectsGitIgnore = false
                case "--no-cache":
                    options.usesIndexCache = false
                case "--no-color":
                    options.usesColor = false
                case "--color":
                    options.usesColor = true
                default:
                    return .failure(UsageError("unknown option '\(word)' (see hitchlint --help)"))
                }
            }
            index += 1
        }
        if options.paths.isEmpty && options.standardInputName == nil { options.paths = [FilePath(".")] }
        // A fix moves the lines `--changed-since` counts from: the fixed file's findings could not be told
        // apart from those it had before, and every fix was refused.
        if (options.fixes || options.showsDiff) && options.changedSince != nil {
            return .failure(UsageError("--fix and --diff work on whole files: run them without --changed-since"))
        }
        return .success(options)
    }

    static func run(_ words: [String], output: inout OutputStream, errors: inout OutputStream, leftovers: inout Any?) -> Int32 {
        if words.contains("--help") || words.contains("-h") {
            output.write(CommandLineInterface.help)
            return 0
        }
        if words.contains("--version") {
            output.write("hitchlint \(CommandLineInterface.version)\n")
            return 0
        }
        let options: Options
        switch parse(words) {
        case .success(let parsed): options = parsed
        case .failure(let error):
            errors.write("hitchlint: \(Escaping.printable(error.message))\n")
            return 2
        }
        var request = LintRequest(paths: options.paths, jobs: options.jobs)
        request.configFile = options.configFile
        request.overrides = options.overrides
        request.reportsUnusedSuppressions = options.reportsUnusedSuppressions
        request.respectsGitIgnore = options.respectsGitIgnore
        request.usesIndexCache = options.usesIndexCache
        if options.showsSettings {
            return SettingsCommand.show(request, output: &output, errors: &errors)
        }
        if let baselineFile = options.baselineFile {
            switch Baseline.load(baselineFile) {
            case .success(let fingerprints):
                request.baseline = fingerprints
                // The file's parsed tree is freed: its pages go back before the lint (a baseline of the corpus's
                // 33,773 findings parses into some 28 MB).
                FreeMemory.returnToSystem()
            case .failure(let error):
                errors.write("hitchlint: \(error.description)\n")
                return 2
            }
        }
        if let name = options.standardInputName {
            request.sourceOverrides = [name: readStandardInput()]
            request.paths = []
        }
        if options.lintsStaged {
            switch GitWorkflow.stagedFiles(in: FilePath("."), jobs: request.jobs) {
            case .success(let staged):
                request.sourceOverrides = staged.contents
                request.paths = staged.unchangedOnDisk
            case .failure(let error):
                errors.write("hitchlint: --staged: \(error.description)\n")
                return 2
            }
        }
        if let revision = options.changedSince {
            switch GitWorkflow.changedLines(since: revision, in: FilePath("."), jobs: request.jobs) {
            case .success(let lines): request.changedLines = lines
            case .failure(let error):
                errors.write("hitchlint: --changed-since: \(error.description)\n")
                return 2
            }
        }
        // With `--fix`, the findings the fixes leave are reported as a lint's are.
        let result: LintResult
        var summaryPrefix = ""
        var fixWriteFailed = false
        if options.fixes || options.showsDiff {
            switch FixCommand.run(request, options: options, output: &output, errors: &errors) {
            case .done(let status): return status
            case let .report(remaining, summary, writeFailed):
                (result, summaryPrefix, fixWriteFailed) = (remaining, summary, writeFailed)
            }
        } else {
            result = LintEngine().run(request)
        }
        leftovers = result
        if let baselinePath = options.writesBaseline {
            for error in result.errors { errors.write("hitchlint: \(error.description)\n") }
            if case .failure(let error) = AtomicFile.writeOutput(Array(Baseline.render(result.diagnostics).utf8), to: baselinePath) {
                errors.write("hitchlint: \(error.description)\n")
                return 2
            }
            errors.write(summaryPrefix + "Wrote \(result.diagnostics.count) finding\(result.diagnostics.count == 1 ? "" : "s") to the baseline \(baselinePath).\n")
            return result.hasFailures || fixWriteFailed ? 2 : 0
        }
        let report = Report(result: result)
        let isGitHubActions = environmentValue("GITHUB_ACTIONS") == "true"
        let format = options.format ?? (isGitHubActions ? .github : .text)
        // The report goes out in pieces as it is made: a large report is never held whole in memory.
        // A report file gets them in a temporary file, put in its place once whole.
        let reportFile = options.outputFile.map { AtomicFile.start($0) }
        func emit(_ piece: [UInt8]) {
            switch reportFile {
            case nil: piece.withUnsafeBytes { output.write(bytes: $0) }
            case .success(let writer)?: writer.write(piece)
            case .failure?: break
            }
        }
        if options.showsStatistics {
            StatisticsReporter().write(report, to: emit)
        } else if format == .text {
            let toTerminal = options.outputFile == nil && OutputStream.isTerminal(1)
            let usesColor = options.usesColor ?? (toTerminal && (environmentValue("NO_COLOR") ?? "").isEmpty)
            let reporter = TextReporter(showsSource: toTerminal, usesColor: usesColor, threads: options.jobs)
            reporter.report(result.diagnostics, sourceLine: { sourceLine(of: $0, request: request) }, emit: emit)
        } else {
            format.reporter(threads: options.jobs).write(report, to: emit)
        }
        var status: Int32 = fixWriteFailed ? 2 : 0
        if let reportFile, case .failure(let error) = reportFile.flatMap({ $0.commit() }) {
            errors.write("hitchlint: \(error.description)\n")
            status = 2
        }
        if isGitHubActions, let summaryPath = environmentValue("GITHUB_STEP_SUMMARY"), !summaryPath.isEmpty {
            if case .failure(let error) = AtomicFile.append(Array(GitHubReporter.stepSummary(report).utf8), to: FilePath(summaryPath)) {
                errors.write("hitchlint: \(error.description)\n")
            }
        }
        for error in result.errors { errors.write("hitchlint: \(error.description)\n") }
        errors.write(summaryPrefix + TextReporter.summary(result) + "\n")
        if let touchFile = options.touchFile, case .failure(let error) = AtomicFile.writeOutput([], to: touchFile) {
            errors.write("hitchlint: \(error.description)\n")
            status = 2
        }
        if let failure = output.failure {
            errors.write("hitchlint: cannot write output: \(failure)\n")
            return 2
        }
        if status != 0 || result.hasFailures { return 2 }
        if options.exitZero { return 0 }
        if let maximum = options.maximumWarnings {
            // Up to `maximum` warnings are tolerated; errors still fail.
            let warnings = result.diagnostics.reduce(0) { $0 + ($1.severity == .warning ? 1 : 0) }
            if warnings > maximum {
                errors.write("hitchlint: \(warnings) warnings, more than the \(maximum) allowed by --max-warnings\n")
                return 1
            }
            return result.diagnostics.contains { $0.severity == .error } ? 1 : 0
        }
        return result.failingCount > 0 ? 1 : 0
    }

    /// The line a finding is on, for the caret display in a terminal.
    static func sourceLine(of diagnostic: Diagnostic, request: LintRequest) -> [UInt8]? {
        let bytes: [UInt8]
        if let override = request.sourceOverrides?[diagnostic.path] {
            bytes = override
        } else if case .success(let read) = FileSystem.readFile(diagnostic.path) {
            bytes = read
        } else {
            return nil
        }
        let lines = LineTable(bytes)
        guard diagnostic.start.line - 1 < lines.lineCount else { return nil }
        return Array(bytes[lines.lineRange(diagnostic.start.line - 1, in: bytes)])
    }
}

extension String {
    func trimmingSpaces() -> String {
        var text = Substring(self)
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}

struct UsageError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
