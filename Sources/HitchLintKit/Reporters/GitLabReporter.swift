/// `--format gitlab`: a GitLab Code Quality report (a JSON array), with stable fingerprints.
public struct GitLabReporter: Reporter {
    /// How many cores may write the issues.
    public var threads: Int

    public init(threads: Int = 1) { self.threads = threads }

    public func write(_ report: Report, to emit: ([UInt8]) -> Void) {
        JSONWriter.write(to: emit) { json in
            json.array { list in
                list.elements(of: report.result.diagnostics, threads: threads) { diagnostics, issues in
                    var paths = PathTexts()
                    for diagnostic in diagnostics {
                        let path = paths.text(of: diagnostic.path)
                        issues.element()
                        issues.object { issue in
                            issue.member("type", string: "issue")
                            issue.member("check_name", string: diagnostic.ruleID)
                            issue.member("description")
                            issue.string(messageOf: diagnostic, then: " [", diagnostic.ruleID, "]")
                            issue.member("categories", array: { $0.element(); $0.string("Performance") })
                            issue.member("severity", string: Self.severity(diagnostic.severity))
                            issue.member("fingerprint", string: diagnostic.fingerprint)
                            issue.member("location", object: { location in
                                location.member("path", string: path)
                                location.member("lines", object: { lines in
                                    lines.member("begin", integer: diagnostic.start.line)
                                    lines.member("end", integer: diagnostic.end.line)
                                })
                            })
                        }
                        issues.endItem()
                    }
                }
            }
        }
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "critical"
        case .warning: return "major"
        case .note: return "info"
        }
    }
}
