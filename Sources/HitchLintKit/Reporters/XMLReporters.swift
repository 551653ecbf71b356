/// Escaping for XML 1.0 text and attributes. C0 control characters other than tab, LF and CR are
/// removed (XML 1.0 forbids them even as character references), as are U+FFFE and U+FFFF.
enum XML {
    static func escape(_ text: String, attribute: Bool = true) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n": result += attribute ? "&#10;" : "\n"
            case "\r": result += "&#13;"
            case "\t": result += attribute ? "&#9;" : "\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
}

/// `--format checkstyle`: Checkstyle XML, read by Jenkins' warnings plugin, reviewdog and others.
public struct CheckstyleReporter: Reporter {
    public init() {}

    public func write(_ report: Report, to emit: ([UInt8]) -> Void) {
        ReportPieces.write(to: emit) { output in
            output.append(XML.declaration + "<checkstyle version=\"4.3\">\n")
            let byPath = Dictionary(grouping: report.result.diagnostics, by: \.path)
            let paths = Set(report.result.lintedPaths).union(byPath.keys).sorted()
            for path in paths {
                let findings = byPath[path] ?? []
                output.append("  <file name=\"\(XML.escape(path.description))\">\n")
                for diagnostic in findings {
                    output.append("    <error line=\"\(diagnostic.start.line)\" column=\"\(diagnostic.start.utf8Column)\" "
                        + "severity=\"\(severity(diagnostic.severity))\" message=\"\(XML.escape(diagnostic.message))\" "
                        + "source=\"hitchlint.\(diagnostic.ruleID)\"/>\n")
                }
                output.append("  </file>\n")
                output.endItem()
            }
            for error in report.result.errors {
                output.append("  <file name=\"\(XML.escape(error.path?.description ?? ""))\">\n")
                output.append("    <error line=\"1\" severity=\"error\" message=\"\(XML.escape(error.description))\" source=\"hitchlint.io\"/>\n")
                output.append("  </file>\n")
                output.endItem()
            }
            output.append("</checkstyle>\n")
        }
    }

    func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "info"
        }
    }
}

/// `--format junit`: one test suite per linted file, one failing test case per finding (a file
/// without findings is one passing case), unreadable files as errors.
public struct JUnitReporter: Reporter {
    public init() {}

    public func write(_ report: Report, to emit: ([UInt8]) -> Void) {
        ReportPieces.write(to: emit) { write(report, to: &$0) }
    }

    private func write(_ report: Report, to output: inout ReportPieces) {
        let result = report.result
        let failing = result.diagnostics.lazy.filter { $0.severity >= .warning }.count
        let byPath = Dictionary(grouping: result.diagnostics, by: \.path)
        let paths = Set(result.lintedPaths).union(byPath.keys).sorted()
        let tests = paths.reduce(0) { $0 + max(1, byPath[$1]?.count ?? 0) } + result.errors.count
        output.append(XML.declaration)
        output.append("<testsuites name=\"hitchlint\" tests=\"\(tests)\" failures=\"\(failing)\" errors=\"\(result.errors.count)\">\n")
        for path in paths {
            let findings = byPath[path] ?? []
            let name = XML.escape(path.description)
            let failures = findings.filter { $0.severity >= .warning }.count
            output.append("  <testsuite name=\"\(name)\" tests=\"\(max(1, findings.count))\" failures=\"\(failures)\" errors=\"0\">\n")
            if findings.isEmpty { output.append("    <testcase name=\"no findings\" classname=\"\(name)\"/>\n") }
            for diagnostic in findings {
                let caseName = XML.escape("\(diagnostic.ruleID) at \(diagnostic.start.line):\(diagnostic.start.utf8Column)")
                output.append("    <testcase name=\"\(caseName)\" classname=\"\(name)\">\n")
                let location = "\(diagnostic.path):\(diagnostic.start.line):\(diagnostic.start.utf8Column)"
                let body = XML.escape("\(location): \(diagnostic.message)", attribute: false)
                if diagnostic.severity >= .warning {
                    output.append("      <failure type=\"\(diagnostic.severity.rawValue)\" message=\"\(XML.escape(diagnostic.message))\">\(body)</failure>\n")
                } else {
                    output.append("      <system-out>\(body)</system-out>\n")
                }
                output.append("    </testcase>\n")
            }
            output.append("  </testsuite>\n")
            output.endItem()
        }
        if !result.errors.isEmpty {
            output.append("  <testsuite name=\"hitchlint\" tests=\"\(result.errors.count)\" failures=\"0\" errors=\"\(result.errors.count)\">\n")
            for error in result.errors {
                let name = XML.escape(error.path?.description ?? "hitchlint")
                output.append("    <testcase name=\"\(name)\" classname=\"hitchlint\">\n")
                output.append("      <error message=\"\(XML.escape(error.description))\"/>\n    </testcase>\n")
            }
            output.append("  </testsuite>\n")
        }
        output.append("</testsuites>\n")
    }
}
