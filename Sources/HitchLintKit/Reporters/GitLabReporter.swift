/// `--format gitlab`: a GitLab Code Quality report (a JSON array), with stable fingerprints.
public struct GitLabReporter: Reporter {
    public init() {}

    public func render(_ report: Report) -> String {
        JSONValue.array(report.result.diagnostics.map { diagnostic in
            .object([
                ("type", .string("issue")),
                ("check_name", .string(diagnostic.ruleID)),
                ("description", .string("\(diagnostic.message) [\(diagnostic.ruleID)]")),
                ("categories", .array([.string("Performance")])),
                ("severity", .string(Self.severity(diagnostic.severity))),
                ("fingerprint", .string(diagnostic.fingerprint)),
                ("location", .object([
                    ("path", .string(diagnostic.path.description)),
                    ("lines", .object([("begin", .integer(diagnostic.start.line)), ("end", .integer(diagnostic.end.line))])),
                ])),
            ])
        }).rendered()
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "critical"
        case .warning: return "major"
        case .note: return "info"
        }
    }
}
