/// How LSP positions count characters within a line. LSP positions are 0-based lines and columns;
/// the engine's `SourcePosition`s are 1-based and carry every unit, so conversion is exact for emoji
/// (two UTF-16 units, four bytes) and CJK (one unit, three bytes) alike.
enum PositionEncoding: String, Sendable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"

    /// UTF-8 when the editor offers it (no counting at all), else UTF-16, which every client supports.
    static func negotiate(offered: [String]) -> PositionEncoding {
        offered.contains(PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
    }

    func position(_ position: SourcePosition) -> LSPPosition {
        LSPPosition(line: position.line - 1, character: (self == .utf8 ? position.utf8Column : position.utf16Column) - 1)
    }

    func range(_ start: SourcePosition, _ end: SourcePosition) -> LSPRange {
        LSPRange(start: position(start), end: position(end))
    }
}

struct LSPPosition: Comparable, Sendable {
    var line: Int
    var character: Int

    init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    init?(_ node: JSONNode?) {
        guard let line = node?["line"]?.integer, let character = node?["character"]?.integer else { return nil }
        self.init(line: line, character: character)
    }

    static func < (lhs: LSPPosition, rhs: LSPPosition) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }

    var json: JSONValue { .object([("line", .integer(line)), ("character", .integer(character))]) }
}

struct LSPRange: Sendable {
    var start: LSPPosition
    var end: LSPPosition

    init(start: LSPPosition, end: LSPPosition) {
        self.start = start
        self.end = end
    }

    init?(_ node: JSONNode?) {
        guard let start = LSPPosition(node?["start"]), let end = LSPPosition(node?["end"]) else { return nil }
        self.init(start: start, end: end)
    }

    /// Shares a position with `other`; touching counts, so a cursor just after a finding finds it.
    func touches(_ other: LSPRange) -> Bool { start <= other.end && other.start <= end }

    var json: JSONValue { .object([("start", start.json), ("end", end.json)]) }
}

extension Diagnostic {
    static let documentedRules = Set(RuleRegistry.ids)

    /// The finding as an LSP `Diagnostic`: `code` is the rule id, linked to its documentation.
    func lspJSON(_ encoding: PositionEncoding) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("range", encoding.range(start, end).json),
            ("severity", .integer(severity.lspSeverity)),
            ("code", .string(ruleID)),
        ]
        // Comment checks (`invalid-suppression`) have no page of their own.
        if Self.documentedRules.contains(ruleID) {
            members.append(("codeDescription", .object([("href", .string(Report.documentationURL(for: ruleID)))])))
        }
        members += [("source", .string("hitchlint")), ("message", .string(message))]
        return .object(members)
    }
}

extension Severity {
    /// LSP's `DiagnosticSeverity`: notes (body work outside rows) are Information, below warnings.
    var lspSeverity: Int {
        switch self {
        case .error: return 1
        case .warning: return 2
        case .note: return 3
        }
    }
}
