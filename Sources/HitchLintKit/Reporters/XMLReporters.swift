/// Escaping for XML 1.0 text and attributes. C0 control characters other than tab, LF and CR are
/// removed (XML 1.0 forbids them even as character references), as are U+FFFE and U+FFFF.
enum XML {
    /// Appends `text` escaped. In element text (not an `attribute`) tabs and line feeds stay as they are.
    static func append(_ text: String, attribute: Bool = true, to output: inout [UInt8]) {
        let special: (UInt8) -> Bool = { $0 < 0x20 || $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 || $0 == 0xEF }
        output.appendEscaped(text, where: special, marks: { word in
            ByteWord.bytes(of: word, below: 0x20) | ByteWord.bytes(of: word, equalTo: 0x26) | ByteWord.bytes(of: word, equalTo: 0x3C)
                | ByteWord.bytes(of: word, equalTo: 0x3E) | ByteWord.bytes(of: word, equalTo: 0x22)
                | ByteWord.bytes(of: word, equalTo: 0x27) | ByteWord.bytes(of: word, equalTo: 0xEF)
        }) { bytes, index, output in
            switch bytes[index] {
            case UInt8(ascii: "&"): output.append("&amp;")
            case UInt8(ascii: "<"): output.append("&lt;")
            case UInt8(ascii: ">"): output.append("&gt;")
            case UInt8(ascii: "\""): output.append("&quot;")
            case UInt8(ascii: "'"): output.append("&apos;")
            case 0x0A:
                guard attribute else { return 0 }
                output.append("&#10;")
            case 0x0D: output.append("&#13;")
            case 0x09:
                guard attribute else { return 0 }
                output.append("&#9;")
            case 0xEF:
                // U+FFFE and U+FFFF (EF BF BE, EF BF BF) are dropped; any other character starting with EF is kept.
                guard index + 2 < bytes.count, bytes[index + 1] == 0xBF, bytes[index + 2] >= 0xBE else { return 0 }
                return 3
            default:
                break  // another C0 control: dropped (XML 1.0 forbids them even as character references)
            }
            return 1
        }
    }

    static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
}

extension ReportPieces {
    mutating func appendXML(_ text: String, attribute: Bool = true) { XML.append(text, attribute: attribute, to: &bytes) }
}

/// `--format checkstyle`: Checkstyle XML, read by Jenkins' warnings plugin, reviewdog and others.
public struct CheckstyleReporter: Reporter {
    /// How many cores may write the files' elements.
    public var threads: Int

    public init(threads: Int = 1) { self.threads = threads }

    public func write(_ report: Report, to emit: ([UInt8]) -> Void) {
        ReportPieces.write(to: emit) { output in
            output.append(XML.declaration + "<checkstyle version=\"4.3\">\n")
            let byPath = Dictionary(grouping: report.result.diagnostics, by: \.path)
            let paths = Set(report.result.lintedPaths).union(byPath.keys).sorted()
            output.items(of: paths[...], threads: threads) { run, files in
                for path in run {
                    files.append("  <file name=\"")
                    files.appendXML(path.description)
                    files.append("\">\n")
                    for diagnostic in byPath[path] ?? [] {
                        // Appended part by part: a finding's line made as a `String` first cost as much again.
                        files.bytes.append("    <error line=\"")
                        files.bytes.append(decimal: diagnostic.start.line)
                        files.bytes.append("\" column=\"")
                        files.bytes.append(decimal: diagnostic.start.utf8Column)
                        files.bytes.append("\" severity=\"")
                        files.append(severity(diagnostic.severity))
                        files.bytes.append("\" message=\"")
                        diagnostic.forEachMessagePart { files.appendXML($0) }
                        files.bytes.append("\" source=\"hitchlint.")
                        files.append(diagnostic.ruleID)
                        files.bytes.append("\"/>\n")
                    }
                    files.append("  </file>\n")
                    files.endItem()
                }
            }
            for error in report.result.errors {
                output.append("  <file name=\"")
                output.appendXML(error.path?.description ?? "")
                output.append("\">\n    <error line=\"1\" severity=\"error\" message=\"")
                output.appendXML(error.description)
                output.append("\" source=\"hitchlint.io\"/>\n  </file>\n")
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
    /// How many cores may write the files' test suites.
    public var threads: Int

    public init(threads: Int = 1) { self.threads = threads }

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
        output.items(of: paths[...], threads: threads) { run, suites in
            for path in run {
                let findings = byPath[path] ?? []
                let pathText = path.description
                var name: [UInt8] = []
                XML.append(pathText, to: &name)
                let failures = findings.lazy.filter { $0.severity >= .warning }.count
                suites.append("  <testsuite name=\"")
                suites.bytes += name
                suites.append("\" tests=\"\(max(1, findings.count))\" failures=\"\(failures)\" errors=\"0\">\n")
                if findings.isEmpty {
                    suites.append("    <testcase name=\"no findings\" classname=\"")
                    suites.bytes += name
                    suites.append("\"/>\n")
                }
                // A finding's texts are escaped part by part (escapes stand for whole characters, so the
                // parts come out as the whole would), with no `String` made of them first.
                for diagnostic in findings {
                    suites.bytes.append("    <testcase name=\"")
                    suites.appendXML(diagnostic.ruleID)
                    suites.bytes.append(" at ")
                    appendLineAndColumn(of: diagnostic, to: &suites.bytes)
                    suites.bytes.append("\" classname=\"")
                    suites.bytes += name
                    suites.bytes.append("\">\n")
                    if diagnostic.severity >= .warning {
                        suites.bytes.append("      <failure type=\"")
                        suites.append(diagnostic.severity.rawValue)
                        suites.bytes.append("\" message=\"")
                        diagnostic.forEachMessagePart { suites.appendXML($0) }
                        suites.bytes.append("\">")
                        appendBody(of: diagnostic, path: pathText, to: &suites)
                        suites.bytes.append("</failure>\n")
                    } else {
                        suites.bytes.append("      <system-out>")
                        appendBody(of: diagnostic, path: pathText, to: &suites)
                        suites.bytes.append("</system-out>\n")
                    }
                    suites.bytes.append("    </testcase>\n")
                }
                suites.append("  </testsuite>\n")
                suites.endItem()
            }
        }
        if !result.errors.isEmpty {
            output.append("  <testsuite name=\"hitchlint\" tests=\"\(result.errors.count)\" failures=\"0\" errors=\"\(result.errors.count)\">\n")
            for error in result.errors {
                output.append("    <testcase name=\"")
                output.appendXML(error.path?.description ?? "hitchlint")
                output.append("\" classname=\"hitchlint\">\n      <error message=\"")
                output.appendXML(error.description)
                output.append("\"/>\n    </testcase>\n")
                output.endItem()
            }
            output.append("  </testsuite>\n")
        }
        output.append("</testsuites>\n")
    }

    /// `12:5`: a finding's line and byte column.
    private func appendLineAndColumn(of diagnostic: Diagnostic, to output: inout [UInt8]) {
        output.append(decimal: diagnostic.start.line)
        output.append(0x3A)
        output.append(decimal: diagnostic.start.utf8Column)
    }

    /// `path:line:column: message`, escaped as element text. `path`: the finding's path as text.
    private func appendBody(of diagnostic: Diagnostic, path: String, to output: inout ReportPieces) {
        output.appendXML(path, attribute: false)
        output.bytes.append(0x3A)
        appendLineAndColumn(of: diagnostic, to: &output.bytes)
        output.bytes.append(": ")
        diagnostic.forEachMessagePart { output.appendXML($0, attribute: false) }
    }
}
