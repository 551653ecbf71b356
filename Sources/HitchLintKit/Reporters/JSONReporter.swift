/// `--format json`: one document, schema version 1.
///
/// ```
/// { "tool": {name, version}, "schemaVersion": 1,
///   "findings": [{ path, rule, category, severity, message, fingerprint,
///                  start: {offset, line, column, utf16Column, scalarColumn}, end: {…},
///                  fix: {title, applicability, edits: [{start, end, replacement}]} | null }],
///   "errors": [{ path, message, skipped }],   (skipped: a binary or oversized file, not a failure)
///   "summary": { files, findings, errors, suppressed } }
/// ```
/// Columns are 1-based; `column` counts UTF-8 bytes, `utf16Column` UTF-16 code units, `scalarColumn`
/// Unicode scalars; `offset` is the 0-based byte offset. Lists are in path, then position order.
public struct JSONReporter: Reporter {
    public static let schemaVersion = 1

    /// How many cores may write the findings.
    public var threads: Int

    public init(threads: Int = 1) { self.threads = threads }

    public func write(_ report: Report, to emit: ([UInt8]) -> Void) {
        let result = report.result
        JSONWriter.write(to: emit) { json in
            json.object { document in
                document.member("tool", object: { tool in
                    tool.member("name", string: "hitchlint")
                    tool.member("version", string: report.toolVersion)
                })
                document.member("schemaVersion", integer: Self.schemaVersion)
                document.member("findings", array: { list in
                    list.elements(of: result.diagnostics, threads: threads) { diagnostics, findings in
                        var paths = PathTexts()
                        for diagnostic in diagnostics {
                            findings.element()
                            writeFinding(diagnostic, path: paths.text(of: diagnostic.path), to: &findings)
                            findings.endItem()
                        }
                    }
                })
                document.member("errors", array: { errors in
                    for error in result.errors {
                        errors.element()
                        errors.object { object in
                            object.member("path")
                            if let path = error.path { object.string(path.description) } else { object.null() }
                            object.member("message", string: error.description)
                            object.member("skipped", bool: error.isNotice)
                        }
                        errors.endItem()
                    }
                })
                document.member("summary", object: { summary in
                    summary.member("files", integer: result.filesLinted)
                    summary.member("findings", integer: result.diagnostics.count)
                    summary.member("errors", integer: result.errors.count)
                    summary.member("suppressed", integer: result.suppressedCount)
                })
            }
        }
    }

    /// `path`: the diagnostic's path as text.
    func writeFinding(_ diagnostic: Diagnostic, path: String, to json: inout JSONWriter) {
        json.object { finding in
            finding.member("path", string: path)
            finding.member("rule", string: diagnostic.ruleID)
            finding.member("category", string: diagnostic.category.rawValue)
            finding.member("severity", string: diagnostic.severity.rawValue)
            finding.member("message", messageOf: diagnostic)
            finding.member("fingerprint", string: diagnostic.fingerprint)
            finding.member("start", object: { writePosition(diagnostic.start, to: &$0) })
            finding.member("end", object: { writePosition(diagnostic.end, to: &$0) })
            finding.member("fix")
            guard let fix = diagnostic.fix else {
                finding.null()
                return
            }
            finding.object { object in
                object.member("title", string: fix.title)
                object.member("applicability", string: fix.applicability.rawValue)
                object.member("edits", array: { edits in
                    for edit in fix.edits {
                        edits.element()
                        edits.object { object in
                            object.member("start", object: { writePosition(edit.start, to: &$0) })
                            object.member("end", object: { writePosition(edit.end, to: &$0) })
                            object.member("replacement", string: edit.replacement)
                        }
                    }
                })
            }
        }
    }

    /// A position's members (the object around them is the caller's).
    func writePosition(_ position: SourcePosition, to object: inout JSONWriter) {
        object.member("offset", integer: position.offset)
        object.member("line", integer: position.line)
        object.member("column", integer: position.utf8Column)
        object.member("utf16Column", integer: position.utf16Column)
        object.member("scalarColumn", integer: position.scalarColumn)
    }
}
