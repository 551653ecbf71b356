/// `--format gitlab`: a GitLab Code Quality report (a JSON array), with stable fingerprints.
public struct GitLabReporter: Reporter {
    public init() {}

    public func write(_ report: Report, to emit: ([UInt8]) -> Void) {
        let diagnostics = report.result.diagnostics
        let document = JSONValue.elements(JSONElements(count: diagnostics.count) { index in
            let diagnostic = diagnostics[index]
            return .object([
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
        })
        ReportPieces.write(to: emit) { document.write(to: &$0) }
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "critical"
        case .warning: return "major"
        case .note: return "info"
        }
    }
}
