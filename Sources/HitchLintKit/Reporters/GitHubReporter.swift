/// `--format github`: GitHub Actions workflow commands, one annotation per finding.
///
/// Everything from a linted file or its name is escaped so it can never end the command or start a
/// new one: `%`, CR and LF in the message, and also `:` and `,` in properties.
public struct GitHubReporter: Reporter {
    /// How many cores may write the annotations.
    public var threads: Int

    public init(threads: Int = 1) { self.threads = threads }

    public func write(_ report: Report, to emit: ([UInt8]) -> Void) {
        ReportPieces.write(to: emit) { write(report, to: &$0) }
    }

    private func write(_ report: Report, to output: inout ReportPieces) {
        // Escaping stands for whole characters, so a part is escaped on its own as it would be in the
        // whole (no message copied to append the rule to it, no line of numbers made as a `String`).
        output.items(of: report.result.diagnostics[...], threads: threads) { diagnostics, lines in
            var paths = PathTexts()
            for diagnostic in diagnostics {
                switch diagnostic.severity {
                case .error: lines.bytes.append("::error file=")
                case .warning: lines.bytes.append("::warning file=")
                case .note: lines.bytes.append("::notice file=")
                }
                Self.append(paths.text(of: diagnostic.path), escaping: .property, to: &lines.bytes)
                lines.bytes.append(",line=")
                lines.bytes.append(decimal: diagnostic.start.line)
                lines.bytes.append(",col=")
                lines.bytes.append(decimal: diagnostic.start.utf16Column)
                lines.bytes.append(",endLine=")
                lines.bytes.append(decimal: diagnostic.end.line)
                lines.bytes.append(",endColumn=")
                lines.bytes.append(decimal: diagnostic.end.utf16Column)
                lines.bytes.append(",title=hitchlint%3A ")  // `hitchlint: `, escaped
                Self.append(diagnostic.ruleID, escaping: .property, to: &lines.bytes)
                lines.bytes.append("::")
                diagnostic.forEachMessagePart { Self.append($0, escaping: .data, to: &lines.bytes) }
                lines.bytes.append(" [")
                Self.append(diagnostic.ruleID, escaping: .data, to: &lines.bytes)
                lines.bytes.append("]\n")
                lines.endItem()
            }
        }
        for error in report.result.errors {
            output.append("::error")
            if let path = error.path {
                output.append(" file=")
                Self.append(path.description, escaping: .property, to: &output.bytes)
            }
            output.append(",title=hitchlint::")
            Self.append(error.description, escaping: .data, to: &output.bytes)
            output.bytes.append(0x0A)
            output.endItem()
        }
    }

    /// What a workflow command's part must not hold as it is: a message (`data`) no `%`, CR or LF,
    /// which could end the command and start another; a property also no `:` or `,`.
    enum CommandPart { case data, property }

    /// Appends `text` percent-encoded for `escaping` (every escaped character is ASCII).
    static func append(_ text: String, escaping: CommandPart, to output: inout [UInt8]) {
        let isProperty = escaping == .property
        output.appendEscaped(text, where: { $0 == 0x25 || $0 == 0x0D || $0 == 0x0A || isProperty && ($0 == 0x3A || $0 == 0x2C) }, marks: { word in
            let data = ByteWord.bytes(of: word, equalTo: 0x25) | ByteWord.bytes(of: word, equalTo: 0x0D) | ByteWord.bytes(of: word, equalTo: 0x0A)
            return data | (isProperty ? ByteWord.bytes(of: word, equalTo: 0x3A) | ByteWord.bytes(of: word, equalTo: 0x2C) : 0)
        }) { bytes, index, output in
            output.append(utf8: "%" + Escaping.hex(bytes[index]))
            return 1
        }
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
