/// `--format sarif`: SARIF 2.1.0 as GitHub code scanning accepts it. Columns are UTF-16 code units
/// (stated with `columnKind`); files that could not be linted are `toolExecutionNotifications`.
public struct SARIFReporter: Reporter {
    /// How many cores may write the results.
    public var threads: Int

    public init(threads: Int = 1) { self.threads = threads }

    public func write(_ report: Report, to emit: ([UInt8]) -> Void) {
        let result = report.result
        let ruleIndex = Dictionary(uniqueKeysWithValues: report.rules.enumerated().map { ($1.id, $0) })
        let notifications: [JSONValue] = result.errors.map { error in
            var members: [(String, JSONValue)] = [
                ("level", .string(error.isNotice ? "note" : "error")),
                ("message", .object([("text", .string(error.description))])),
            ]
            if let path = error.path {
                members.append(("locations", .array([.object([("physicalLocation", .object([
                    ("artifactLocation", .object([("uri", .string(String(decoding: Self.uri(path), as: UTF8.self)))])),
                ]))])])))
            }
            return .object(members)
        }
        JSONWriter.write(to: emit) { json in
            json.object { document in
                document.member("$schema", string: "https://json.schemastore.org/sarif-2.1.0.json")
                document.member("version", string: "2.1.0")
                document.member("runs", array: { runs in
                    runs.element()
                    runs.object { run in
                        run.member("tool", value: .object([("driver", .object([
                            ("name", .string("hitchlint")),
                            ("version", .string(report.toolVersion)),
                            ("semanticVersion", .string(report.toolVersion)),
                            ("informationUri", .string(Report.repositoryURL)),
                            ("rules", .array(report.rules.map(rule))),
                        ]))]))
                        run.member("invocations", value: .array([.object([
                            ("executionSuccessful", .bool(!result.hasFailures)),
                            ("toolExecutionNotifications", .array(notifications)),
                        ])]))
                        run.member("columnKind", string: "utf16CodeUnits")
                        run.member("results", array: { results in writeResults(result.diagnostics, ruleIndex: ruleIndex, to: &results) })
                    }
                })
            }
        }
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

    /// Each finding, written as it is reached (on several cores, a batch each: `JSONWriter.elements`). A
    /// file's findings come together (report order), so its URI is encoded once for all of them.
    func writeResults(_ findings: [Diagnostic], ruleIndex: [String: Int], to list: inout JSONWriter) {
        list.elements(of: findings, threads: threads) { diagnostics, results in
            var uris = PathForms(Self.uri)
            for diagnostic in diagnostics {
                results.element()
                writeResult(diagnostic, ruleIndex: ruleIndex[diagnostic.ruleID], uri: uris.form(of: diagnostic.path), to: &results)
                results.endItem()
            }
        }
    }

    func writeResult(_ diagnostic: Diagnostic, ruleIndex: Int?, uri: [UInt8], to json: inout JSONWriter) {
        json.object { result in
            result.member("ruleId", string: diagnostic.ruleID)
            if let ruleIndex { result.member("ruleIndex", integer: ruleIndex) }
            result.member("level", string: Self.level(diagnostic.severity))
            result.member("message", object: { $0.member("text", messageOf: diagnostic) })
            result.member("locations", array: { locations in
                locations.element()
                locations.object { location in
                    location.member("physicalLocation", object: { physical in
                        writeArtifactLocation(uri, to: &physical)
                        physical.member("region", object: { writeRegion(diagnostic.start, diagnostic.end, to: &$0) })
                    })
                }
            })
            result.member("partialFingerprints", object: { $0.member("hitchlint/v1", string: diagnostic.fingerprint) })
            guard let fix = diagnostic.fix, !fix.edits.isEmpty else { return }
            result.member("fixes", array: { fixes in
                fixes.element()
                fixes.object { fixObject in
                    fixObject.member("description", object: {
                        $0.member("text", string: "\(fix.title) (\(fix.applicability.rawValue))")
                    })
                    fixObject.member("artifactChanges", array: { changes in
                        changes.element()
                        changes.object { change in
                            writeArtifactLocation(uri, to: &change)
                            change.member("replacements", array: { replacements in
                                for edit in fix.edits {
                                    replacements.element()
                                    replacements.object { replacement in
                                        replacement.member("deletedRegion", object: { writeRegion(edit.start, edit.end, to: &$0) })
                                        replacement.member("insertedContent", object: { $0.member("text", string: edit.replacement) })
                                    }
                                }
                            })
                        }
                    })
                }
            })
        }
    }

    /// An `artifactLocation` member: the file's URI (percent-encoded: no JSON escaping needed).
    func writeArtifactLocation(_ uri: [UInt8], to object: inout JSONWriter) {
        object.member("artifactLocation", object: { location in
            location.member("uri")
            location.plainString(uri)
        })
    }

    /// A region's members (the object around them is the caller's).
    func writeRegion(_ start: SourcePosition, _ end: SourcePosition, to region: inout JSONWriter) {
        region.member("startLine", integer: start.line)
        region.member("startColumn", integer: start.utf16Column)
        region.member("endLine", integer: end.line)
        region.member("endColumn", integer: end.utf16Column)
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }

    /// A relative URI reference: every byte outside the unreserved set and `/` percent-encoded, so
    /// spaces, `#`, `?`, newlines and bytes that are not UTF-8 all survive. Its bytes need no JSON escaping.
    static func uri(_ path: FilePath) -> [UInt8] {
        var bytes = path.bytes[...]
        if bytes.starts(with: "./".utf8) { bytes = bytes.dropFirst(2) }
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count)
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                 UInt8(ascii: "~"), UInt8(ascii: "/"):
                text.append(byte)
            default:
                text.append(UInt8(ascii: "%"))
                text += Escaping.hexBytes(byte)
            }
        }
        return text
    }

    /// The first paragraph after the document's title and header lines, its lines joined by spaces.
    /// Split on bytes (splitting the docs as `String`s, grapheme by grapheme, took 4 million
    /// instructions a rule, on every SARIF report), as `Character`s split: a line feed right after a
    /// carriage return is part of one character (`\r\n`), which neither ends a paragraph nor a line;
    /// the header test compares characters (`#` and a combining mark is not `#`).
    static func firstParagraph(of document: String) -> String? {
        let bytes = Array(document.utf8)
        /// Whether a line feed at `index` is a character of its own.
        func isLineFeed(_ index: Int) -> Bool { bytes[index] == 0x0A && (index == 0 || bytes[index - 1] != 0x0D) }
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count && !(end + 1 < bytes.count && isLineFeed(end) && bytes[end + 1] == 0x0A) { end += 1 }
            let paragraph = String(decoding: bytes[start..<end], as: UTF8.self)
            if !paragraph.isEmpty && !paragraph.hasPrefix("#") && !paragraph.hasPrefix("**") {
                // Lines split at line feeds of their own; empty ones (a paragraph that starts with the
                // third of three line feeds) left out, as splitting `Character`s leaves them out.
                let lineStarts = [start] + (start..<end).filter(isLineFeed).map { $0 + 1 }
                let lineEnds = (start..<end).filter(isLineFeed) + [end]
                let lines = zip(lineStarts, lineEnds).filter { $0 < $1 }.map { bytes[$0..<$1] }
                return String(decoding: Array(lines.joined(separator: [0x20])), as: UTF8.self)
            }
            start = end + 2
        }
        return nil
    }
}
