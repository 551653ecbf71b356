/// `--format sarif`: SARIF 2.1.0 as GitHub code scanning accepts it. Columns are UTF-16 code units
/// (stated with `columnKind`); files that could not be linted are `toolExecutionNotifications`.
public struct SARIFReporter: Reporter {
    public init() {}

    public func write(_ report: Report, to emit: ([UInt8]) -> Void) {
        let result = report.result
        let diagnostics = result.diagnostics
        let ruleIndex = Dictionary(uniqueKeysWithValues: report.rules.enumerated().map { ($1.id, $0) })
        let notifications: [JSONValue] = result.errors.map { error in
            var members: [(String, JSONValue)] = [
                ("level", .string(error.isNotice ? "note" : "error")),
                ("message", .object([("text", .string(error.description))])),
            ]
            if let path = error.path {
                members.append(("locations", .array([.object([("physicalLocation", .object([
                    ("artifactLocation", .object([("uri", .string(Self.uri(path)))])),
                ]))])])))
            }
            return .object(members)
        }
        let run: JSONValue = .object([
            ("tool", .object([("driver", .object([
                ("name", .string("hitchlint")),
                ("version", .string(report.toolVersion)),
                ("semanticVersion", .string(report.toolVersion)),
                ("informationUri", .string(Report.repositoryURL)),
                ("rules", .array(report.rules.map(rule))),
            ]))])),
            ("invocations", .array([.object([
                ("executionSuccessful", .bool(!result.hasFailures)),
                ("toolExecutionNotifications", .array(notifications)),
            ])])),
            ("columnKind", .string("utf16CodeUnits")),
            ("results", .elements(JSONElements(count: diagnostics.count) { index in
                self.result(diagnostics[index], ruleIndex: ruleIndex[diagnostics[index].ruleID])
            })),
        ])
        let document = JSONValue.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ])
        ReportPieces.write(to: emit) { document.write(to: &$0) }
    }

    func rule(_ rule: RuleDescription) -> JSONValue {
        let document = RuleDocs.documents[rule.id] ?? rule.summary
        return .object([
            ("id", .string(rule.id)),
            ("name", .string(rule.id)),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", .object([("text", .string(Self.firstParagraph(of: document) ?? rule.summary))])),
            ("help", .object([("text", .string(document)), ("markdown", .string(document))])),
            ("helpUri", .string(Report.documentationURL(for: rule.id))),
            ("defaultConfiguration", .object([
                ("level", .string("warning")), ("enabled", .bool(rule.isEnabledByDefault)),
            ])),
            ("properties", .object([("tags", .array([.string("performance"), .string(rule.category.rawValue)]))])),
        ])
    }

    func result(_ diagnostic: Diagnostic, ruleIndex: Int?) -> JSONValue {
        var members: [(String, JSONValue)] = [("ruleId", .string(diagnostic.ruleID))]
        if let ruleIndex { members.append(("ruleIndex", .integer(ruleIndex))) }
        members += [
            ("level", .string(Self.level(diagnostic.severity))),
            ("message", .object([("text", .string(diagnostic.message))])),
            ("locations", .array([.object([("physicalLocation", physicalLocation(diagnostic.path, diagnostic.start, diagnostic.end))])])),
            ("partialFingerprints", .object([("hitchlint/v1", .string(diagnostic.fingerprint))])),
        ]
        if let fix = diagnostic.fix, !fix.edits.isEmpty {
            members.append(("fixes", .array([.object([
                ("description", .object([("text", .string("\(fix.title) (\(fix.applicability.rawValue))"))])),
                ("artifactChanges", .array([.object([
                    ("artifactLocation", .object([("uri", .string(Self.uri(diagnostic.path)))])),
                    ("replacements", .array(fix.edits.map { edit in
                        .object([
                            ("deletedRegion", region(edit.start, edit.end)),
                            ("insertedContent", .object([("text", .string(edit.replacement))])),
                        ])
                    })),
                ])])),
            ])])))
        }
        return .object(members)
    }

    func physicalLocation(_ path: FilePath, _ start: SourcePosition, _ end: SourcePosition) -> JSONValue {
        .object([
            ("artifactLocation", .object([("uri", .string(Self.uri(path)))])),
            ("region", region(start, end)),
        ])
    }

    func region(_ start: SourcePosition, _ end: SourcePosition) -> JSONValue {
        .object([
            ("startLine", .integer(start.line)), ("startColumn", .integer(start.utf16Column)),
            ("endLine", .integer(end.line)), ("endColumn", .integer(end.utf16Column)),
        ])
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }

    /// A relative URI reference: every byte outside the unreserved set and `/` percent-encoded, so
    /// spaces, `#`, `?`, newlines and bytes that are not UTF-8 all survive.
    static func uri(_ path: FilePath) -> String {
        var text = ""
        var bytes = path.bytes
        if bytes.starts(with: Array("./".utf8)) { bytes.removeFirst(2) }
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                 UInt8(ascii: "~"), UInt8(ascii: "/"):
                text.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                text += "%" + Escaping.hex(byte)
            }
        }
        return text
    }

    /// The first paragraph after the document's title and header lines.
    static func firstParagraph(of document: String) -> String? {
        let paragraphs = document.split(separator: "\n\n", omittingEmptySubsequences: true)
        return paragraphs.first { !$0.hasPrefix("#") && !$0.hasPrefix("**") }.map {
            $0.split(separator: "\n").joined(separator: " ")
        }
    }
}
