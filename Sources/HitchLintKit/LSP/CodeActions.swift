/// The code actions of one buffer, from the findings of its current text: each fix as a quick fix
/// (safe ones preferred, so "auto fix" picks them; display-only ones are advice, never edits), a
/// "disable for this line" comment, and `source.fixAll.hitchlint` applying every safe fix.
struct CodeActionBuilder {
    static let fixAllKind = "source.fixAll.hitchlint"
    static let directive = "hitchlint:disable-next-line"

    let uri: String
    let version: Int
    let source: SourceFile
    let diagnostics: [Diagnostic]
    let encoding: PositionEncoding
    /// The editor takes `documentChanges`: edits name the version they were computed for, so an
    /// editor whose text moved on refuses them instead of corrupting the file.
    let usesDocumentChanges: Bool

    /// Whether an action of `kind` is asked for by `only` (kinds are hierarchical: `source` asks for
    /// `source.fixAll.hitchlint`).
    static func wants(_ kind: String, only: [String]?) -> Bool {
        guard let only else { return true }
        return only.contains { kind == $0 || kind.hasPrefix($0 + ".") }
    }

    var hasSafeFixes: Bool {
        diagnostics.contains { $0.fix.map { $0.applicability == .safe && !$0.edits.isEmpty } == true }
    }

    func quickFixes(touching range: LSPRange) -> [JSONValue] {
        var actions: [JSONValue] = []
        var disabledLines: Set<String> = []
        for diagnostic in diagnostics where encoding.range(diagnostic.start, diagnostic.end).touches(range) {
            let related = diagnostic.lspJSON(encoding)
            if let fix = diagnostic.fix, fix.applicability != .displayOnly, !fix.edits.isEmpty {
                // Titles may carry the replacement code on later lines; menus show one line.
                let title = fix.title.split(separator: "\n").first.map(String.init) ?? fix.title
                let edits = fix.edits.map { textEdit(encoding.range($0.start, $0.end), $0.replacement) }
                actions.append(action(fix.applicability == .safe ? title : "Unsafe fix: \(title)", kind: "quickfix",
                                      diagnostic: related, isPreferred: fix.applicability == .safe, edits: edits))
            }
            guard Diagnostic.documentedRules.contains(diagnostic.ruleID),
                  disabledLines.insert("\(diagnostic.ruleID) \(diagnostic.start.line)").inserted else { continue }
            let (offset, text) = disableComment(diagnostic)
            let position = encoding.position(source.position(ofOffset: offset))
            actions.append(action("Disable \(diagnostic.ruleID) for this line", kind: "quickfix", diagnostic: related,
                                  isPreferred: false, edits: [textEdit(LSPRange(start: position, end: position), text)]))
        }
        return actions
    }

    /// Where the comment silencing `diagnostic` goes, and its text: a new line above the finding,
    /// indented like it; or, when the line above already is such a comment, the rule joins it (a
    /// second comment line would leave the first one silencing the second).
    func disableComment(_ diagnostic: Diagnostic) -> (offset: Int, text: String) {
        let bytes = source.bytes
        let lineIndex = diagnostic.start.line - 1
        if lineIndex > 0, let end = directiveRulesEnd(source.lines.lineRange(lineIndex - 1, in: bytes)) {
            return (end, ", \(diagnostic.ruleID)")
        }
        let line = source.lines.lineRange(lineIndex, in: bytes)
        var indentEnd = line.lowerBound
        while indentEnd < line.upperBound && (bytes[indentEnd] == 0x20 || bytes[indentEnd] == 0x09) { indentEnd += 1 }
        let indentation = String(decoding: bytes[line.lowerBound..<indentEnd], as: UTF8.self)
        return (line.lowerBound, indentation + "// \(Self.directive) \(diagnostic.ruleID)" + SourceStyle.lineEnding(bytes, source.lines))
    }

    /// The end of the rule list of a `// hitchlint:disable-next-line rule…` line (before any
    /// `-- reason`), or nil when the line is something else.
    func directiveRulesEnd(_ line: Range<Int>) -> Int? {
        let bytes = source.bytes
        var index = line.lowerBound
        func skipSpaces() { while index < line.upperBound && (bytes[index] == 0x20 || bytes[index] == 0x09) { index += 1 } }
        func skip(_ text: String) -> Bool {
            let expected = Array(text.utf8)
            guard line.upperBound - index >= expected.count, bytes[index..<(index + expected.count)].elementsEqual(expected) else { return false }
            index += expected.count
            return true
        }
        skipSpaces()
        guard skip("//") else { return nil }
        skipSpaces()
        guard skip(Self.directive) else { return nil }
        var end = SuppressionDirective.firstIndex(of: Array("--".utf8), in: bytes, index..<line.upperBound) ?? line.upperBound
        while end > index && (bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09) { end -= 1 }
        return end > index ? end : nil
    }

    /// Every safe fix, applied the way `--fix` applies them: overlapping fixes wait for a later pass
    /// over the re-linted text, and the result must pass `FixRunner`'s checks. Edits are whole lines
    /// that changed, so the editor keeps its cursor and folds elsewhere.
    func fixAll(relint: ([UInt8]) -> [Diagnostic]) -> JSONValue? {
        let original = source.bytes
        var current = original
        var latest = diagnostics
        for _ in 0..<FixRunner.maximumPasses {
            let (fixed, applied) = FixApplier.apply(latest, to: current, allowing: [.safe])
            guard applied > 0, fixed != current else { break }
            current = fixed
            latest = relint(current)
        }
        guard current != original,
              FixRunner.verify(unmatchedBrackets: FixApplier.unmatchedBrackets(original), fixed: current, before: diagnostics,
                               after: latest) == nil else { return nil }
        let edits = Self.lineEdits(from: original, to: current).map { edit in
            textEdit(encoding.range(source.position(ofOffset: edit.range.lowerBound), source.position(ofOffset: edit.range.upperBound)),
                     String(decoding: edit.replacement, as: UTF8.self))
        }
        return action("Fix all safe hitchlint findings", kind: Self.fixAllKind, diagnostic: nil, isPreferred: false, edits: edits)
    }

    /// The runs of lines that differ between `old` and `new`, as byte ranges of `old` and the lines
    /// of `new` replacing them.
    static func lineEdits(from old: [UInt8], to new: [UInt8]) -> [(range: Range<Int>, replacement: [UInt8])] {
        let oldLines = LineDiff.lines(old)
        let newLines = LineDiff.lines(new)
        let (keptOld, keptNew) = LineDiff.alignment(oldLines.map(LineDiff.hash), newLines.map(LineDiff.hash))
        var edits: [(range: Range<Int>, replacement: [UInt8])] = []
        var i = 0, j = 0, offset = 0
        while i < oldLines.count || j < newLines.count {
            if i < oldLines.count && keptOld[i] && j < newLines.count && keptNew[j] {
                offset += oldLines[i].count
                i += 1
                j += 1
                continue
            }
            let start = offset
            var replacement: [UInt8] = []
            while i < oldLines.count && !keptOld[i] {
                offset += oldLines[i].count
                i += 1
            }
            while j < newLines.count && !keptNew[j] {
                replacement += newLines[j]
                j += 1
            }
            // Kept lines pair up in order, so a run always moves on; this guards the loop regardless.
            guard start < offset || !replacement.isEmpty else { break }
            edits.append((start..<offset, replacement))
        }
        return edits
    }

    func textEdit(_ range: LSPRange, _ text: String) -> JSONValue {
        .object([("range", range.json), ("newText", .string(text))])
    }

    func action(_ title: String, kind: String, diagnostic: JSONValue?, isPreferred: Bool, edits: [JSONValue]) -> JSONValue {
        var members: [(String, JSONValue)] = [("title", .string(title)), ("kind", .string(kind))]
        if let diagnostic { members.append(("diagnostics", .array([diagnostic]))) }
        if isPreferred { members.append(("isPreferred", .bool(true))) }
        let edit: JSONValue
        if usesDocumentChanges {
            let document = JSONValue.object([("uri", .string(uri)), ("version", .integer(version))])
            edit = .object([("documentChanges", .array([.object([("textDocument", document), ("edits", .array(edits))])]))])
        } else {
            edit = .object([("changes", .object([(uri, .array(edits))]))])
        }
        members.append(("edit", edit))
        return .object(members)
    }
}
