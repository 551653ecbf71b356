/// `path:line:column: severity: message [rule-id]` — the line Xcode, VS Code problem matchers, Vim's
/// quickfix and Emacs' compile mode all read. Columns are 1-based UTF-8 bytes, as swiftc prints them.
public struct TextReporter: Reporter {
    public var showsSource: Bool
    public var usesColor: Bool
    /// How many cores may write the report's lines (not with source lines, which are read from files).
    public var threads: Int

    public init(showsSource: Bool = false, usesColor: Bool = false, threads: Int = 1) {
        self.showsSource = showsSource
        self.usesColor = usesColor
        self.threads = threads
    }

    public func write(_ report: Report, to emit: ([UInt8]) -> Void) {
        self.report(report.result.diagnostics, sourceLine: { _ in nil }, emit: emit)
    }

    public func line(for diagnostic: Diagnostic) -> String {
        var line: [UInt8] = []
        append(diagnostic, path: diagnostic.path.description, to: &line)
        return String(decoding: line, as: UTF8.self)
    }

    /// The finding's line, its parts' bytes appended to the report's: a report of twenty thousand
    /// findings made each message's line, then the line with its newline, then the report, a copy each.
    /// `path`: the diagnostic's path as text.
    func append(_ diagnostic: Diagnostic, path: String, to output: inout [UInt8]) {
        output.append(utf8: path)
        output.append(0x3A)
        output.append(decimal: diagnostic.start.line)
        output.append(0x3A)
        output.append(decimal: diagnostic.start.utf8Column)
        output.append(": ")
        output.append(utf8: usesColor ? colored(diagnostic.severity) : diagnostic.severity.rawValue)
        output.append(utf8: ": ")
        diagnostic.forEachMessagePart { output.append(utf8: Escaping.printable($0)) }
        output.append(utf8: " [")
        output.append(utf8: diagnostic.ruleID)
        output.append(utf8: "]")
        if let fix = diagnostic.fix, fix.applicability != .displayOnly { output.append(utf8: " (fixable)") }
    }

    func colored(_ severity: Severity) -> String {
        switch severity {
        case .error: return "\u{1B}[1;31merror\u{1B}[0m"
        case .warning: return "\u{1B}[1;33mwarning\u{1B}[0m"
        case .note: return "\u{1B}[1;36mnote\u{1B}[0m"
        }
    }

    /// The findings, one per line (with the source line and a caret under the finding when asked).
    public func report(_ diagnostics: [Diagnostic], sourceLine: (Diagnostic) -> [UInt8]? = { _ in nil }) -> String {
        var output: [UInt8] = []
        report(diagnostics, sourceLine: sourceLine) { output += $0 }
        return String(decoding: output, as: UTF8.self)
    }

    /// The same as UTF-8, handed to `emit` in pieces of about 64 KB (on several cores: batches of lines,
    /// `ReportPieces.items(of:threads:_:)`).
    public func report(_ diagnostics: [Diagnostic], sourceLine: (Diagnostic) -> [UInt8]?, emit: ([UInt8]) -> Void) {
        ReportPieces.write(to: emit) { output in
            guard showsSource else {
                return output.items(of: diagnostics[...], threads: threads) { batch, lines in
                    var paths = PathTexts()
                    for diagnostic in batch {
                        append(diagnostic, path: paths.text(of: diagnostic.path), to: &lines.bytes)
                        lines.bytes.append(0x0A)
                        lines.endItem()
                    }
                }
            }
            var paths = PathTexts()
            for diagnostic in diagnostics {
                append(diagnostic, path: paths.text(of: diagnostic.path), to: &output.bytes)
                output.bytes.append(0x0A)
                if let source = sourceLine(diagnostic) {
                    output.append(caretLines(source, column: diagnostic.start.utf8Column))
                }
                output.endItem()
            }
        }
    }

    /// The source line and a caret under the byte column, with tabs kept so the caret lines up.
    func caretLines(_ line: [UInt8], column: Int) -> String {
        let text = Escaping.printable(line).replacingTabs()
        var padding = ""
        let prefix = line.prefix(max(0, column - 1))
        var index = 0
        while index < prefix.count {
            let byte = prefix[prefix.startIndex + index]
            if byte == 0x09 { padding += "\t" } else if byte & 0xC0 != 0x80 { padding += " " }
            index += 1
        }
        let caret = usesColor ? "\u{1B}[1;32m^\u{1B}[0m" : "^"
        return "    " + text + "\n    " + padding + caret + "\n"
    }

    /// `Found 3 findings (2 warnings, 1 note) in 7 files.`
    public static func summary(_ result: LintResult) -> String {
        // Counted in one pass, with no copies: a large run has tens of thousands of findings, and
        // filtering them copied each (its strings retained and released) once per severity; so did a
        // `for … in` loop (read in place by index: 0.6M fewer instructions for 1,100 findings).
        var bySeverity = Array(repeating: 0, count: Severity.allCases.count)  // by rank
        var fixable = 0, unsafe = 0
        for index in result.diagnostics.indices {
            bySeverity[result.diagnostics[index].severity.rank] += 1
            guard let applicability = result.diagnostics[index].fix?.applicability, applicability != .displayOnly else { continue }
            fixable += 1
            if applicability == .unsafe { unsafe += 1 }
        }
        let counts = Severity.allCases.reversed().compactMap { severity -> String? in
            let count = bySeverity[severity.rank]
            return count == 0 ? nil : "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
        }
        let files = "\(result.filesLinted) file\(result.filesLinted == 1 ? "" : "s")"
        var text: String
        if result.diagnostics.isEmpty {
            text = "No findings in \(files)."
        } else {
            let total = result.diagnostics.count
            text = "Found \(total) finding\(total == 1 ? "" : "s") (\(counts.joined(separator: ", "))) in \(files)."
        }
        if fixable > 0 {
            text += unsafe == 0 ? " \(fixable) fixable with --fix."
                : unsafe == fixable ? " \(fixable) fixable with --fix --unsafe-fixes."
                : " \(fixable) fixable with --fix (\(unsafe) of them with --unsafe-fixes)."
        }
        if result.suppressedCount > 0 { text += " \(result.suppressedCount) suppressed by comments." }
        if result.baselinedCount > 0 { text += " \(result.baselinedCount) in the baseline." }
        let failures = result.errors.filter { !$0.isNotice }.count
        let skipped = result.errors.count - failures
        if skipped > 0 { text += " \(skipped) file\(skipped == 1 ? "" : "s") skipped." }
        if failures > 0 { text += " \(failures) error\(failures == 1 ? "" : "s") (see above)." }
        return text
    }
}

extension String {
    /// Tabs are escaped by `Escaping.printable`; in a source excerpt they are shown as tabs again.
    fileprivate func replacingTabs() -> String {
        var result = ""
        var iterator = unicodeScalars.makeIterator()
        while let scalar = iterator.next() {
            if scalar == "\\" {
                guard let next = iterator.next() else { result.unicodeScalars.append(scalar); break }
                if next == "t" { result += "\t" } else { result.unicodeScalars.append(scalar); result.unicodeScalars.append(next) }
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

/// `--statistics`: one line per rule with its count (most frequent first), then the total.
public struct StatisticsReporter: Reporter {
    public init() {}

    public func write(_ report: Report, to emit: ([UInt8]) -> Void) {
        ReportPieces.write(to: emit) { $0.append(text(report)) }
    }

    private func text(_ report: Report) -> String {
        let counts = Dictionary(grouping: report.result.diagnostics, by: \.ruleID).mapValues(\.count)
        let ordered = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        let width = max(String(report.result.diagnostics.count).count, 1)
        var text = ""
        for (rule, count) in ordered {
            text += String(repeating: " ", count: width - String(count).count) + "\(count)  \(rule)\n"
        }
        let total = String(report.result.diagnostics.count)
        return text + String(repeating: " ", count: width - total.count) + "\(total)  total\n"
    }
}
