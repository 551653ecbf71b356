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

    public init() {}

    public func write(_ report: Report, to emit: ([UInt8]) -> Void) {
        let result = report.result
        let diagnostics = result.diagnostics
        let document = JSONValue.object([
            ("tool", .object([("name", .string("hitchlint")), ("version", .string(report.toolVersion))])),
            ("schemaVersion", .integer(Self.schemaVersion)),
            ("findings", .elements(JSONElements(count: diagnostics.count) { finding(diagnostics[$0]) })),
            ("errors", .array(result.errors.map { error in
                .object([
                    ("path", error.path.map { .string($0.description) } ?? .null), ("message", .string(error.description)),
                    ("skipped", .bool(error.isNotice)),
                ])
            })),
            ("summary", .object([
                ("files", .integer(result.filesLinted)), ("findings", .integer(result.diagnostics.count)),
                ("errors", .integer(result.errors.count)), ("suppressed", .integer(result.suppressedCount)),
            ])),
        ])
        ReportPieces.write(to: emit) { document.write(to: &$0) }
    }

    func finding(_ diagnostic: Diagnostic) -> JSONValue {
        .object([
            ("path", .string(diagnostic.path.description)),
            ("rule", .string(diagnostic.ruleID)),
            ("category", .string(diagnostic.category.rawValue)),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("message", .string(diagnostic.message)),
            ("fingerprint", .string(diagnostic.fingerprint)),
            ("start", position(diagnostic.start)),
            ("end", position(diagnostic.end)),
            ("fix", diagnostic.fix.map(fix) ?? .null),
        ])
    }

    func position(_ position: SourcePosition) -> JSONValue {
        .object([
            ("offset", .integer(position.offset)), ("line", .integer(position.line)),
            ("column", .integer(position.utf8Column)), ("utf16Column", .integer(position.utf16Column)),
            ("scalarColumn", .integer(position.scalarColumn)),
        ])
    }

    func fix(_ fix: Fix) -> JSONValue {
        .object([
            ("title", .string(fix.title)),
            ("applicability", .string(fix.applicability.rawValue)),
            ("edits", .array(fix.edits.map { edit in
                .object([("start", position(edit.start)), ("end", position(edit.end)), ("replacement", .string(edit.replacement))])
            })),
        ])
    }
}
