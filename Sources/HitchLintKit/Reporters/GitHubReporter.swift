/// `--format github`: GitHub Actions workflow commands, one annotation per finding.
///
/// Everything from a linted file or its name is escaped so it can never end the command or start a
/// new one: `%`, CR and LF in the message, and also `:` and `,` in properties.
public struct GitHubReporter: Reporter {
    public init() {}

    public func write(_ report: Report, to emit: ([UInt8]) -> Void) {
        ReportPieces.write(to: emit) { write(report, to: &$0) }
    }

    private func write(_ report: Report, to output: inout ReportPieces) {
        for diagnostic in report.result.diagnostics {
            let command: String
            switch diagnostic.severity {
            case .error: command = "error"
            case .warning: command = "warning"
            case .note: command = "notice"
            }
            let properties = [
                "file=" + Self.property(diagnostic.path.description),
                "line=\(diagnostic.start.line)", "col=\(diagnostic.start.utf16Column)",
                "endLine=\(diagnostic.end.line)", "endColumn=\(diagnostic.end.utf16Column)",
                "title=" + Self.property("hitchlint: \(diagnostic.ruleID)"),
            ]
            output.append("::\(command) \(properties.joined(separator: ","))::\(Self.data(diagnostic.message + " [\(diagnostic.ruleID)]"))\n")
            output.endItem()
        }
        for error in report.result.errors {
            let file = error.path.map { " file=" + Self.property($0.description) } ?? ""
            output.append("::error\(file),title=hitchlint::\(Self.data(error.description))\n")
        }
    }

    static func data(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    static func property(_ text: String) -> String {
        var result = ""
        for scalar in data(text).unicodeScalars {
            switch scalar {
            case ":": result += "%3A"
            case ",": result += "%2C"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The Markdown appended to `$GITHUB_STEP_SUMMARY`: every finding (GitHub shows only ten
    /// annotations of each level per step), bounded to `limit` rows, escaped for a table cell.
    public static func stepSummary(_ report: Report, limit: Int = 1000) -> String {
        let result = report.result
        var text = "### hitchlint\n\n" + TextReporter.summary(result) + "\n\n"
        guard !result.diagnostics.isEmpty || !result.errors.isEmpty else { return text }
        text += "| Location | Severity | Rule | Finding |\n| --- | --- | --- | --- |\n"
        for diagnostic in result.diagnostics.prefix(limit) {
            let location = "\(diagnostic.path):\(diagnostic.start.line):\(diagnostic.start.utf8Column)"
            text += "| \(cell(location)) | \(diagnostic.severity.rawValue) | \(diagnostic.ruleID) | \(cell(diagnostic.message)) |\n"
        }
        if result.diagnostics.count > limit {
            text += "\n… and \(result.diagnostics.count - limit) more findings: see the job log.\n"
        }
        for error in result.errors { text += "\n- " + cell(error.description) }
        return text + "\n"
    }

    /// Table cells: no line breaks, no `|`, no HTML, no Markdown links or images from file content.
    static func cell(_ text: String) -> String {
        var result = ""
        for scalar in Escaping.printable(text).unicodeScalars {
            switch scalar {
            case "|": result += "\\|"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "&": result += "&amp;"
            case "[": result += "\\["
            case "]": result += "\\]"
            case "!": result += "\\!"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
