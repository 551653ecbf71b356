#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A `// hitchlint:…` comment that silences findings.
///
/// - `// hitchlint:disable-next-line rule-id[, rule-id] -- reason`
/// - `// hitchlint:disable-line rule-id` at the end of a line
/// - `// hitchlint:disable rule-id` … `// hitchlint:enable rule-id`
/// - `// hitchlint:disable-file rule-id`
public struct SuppressionDirective: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        case disableNextLine = "disable-next-line"
        case disableLine = "disable-line"
        case disable
        case enable
        case disableFile = "disable-file"
    }

    public var kind: Kind?
    /// The rule ids (or categories) named; `all` silences every rule.
    public var rules: [String]
    /// The 1-based line the comment is on.
    public var line: Int
    public var start: SourcePosition
    public var end: SourcePosition
    /// The word after `hitchlint:` when it is not a known directive.
    public var unknownWord: String?

    static let marker = Array("hitchlint:".utf8)

    /// Finds directives in a file's comments (never in string literals).
    public static func parse(_ file: SyntaxFile) -> [SuppressionDirective] {
        var result: [SuppressionDirective] = []
        let bytes = file.source.bytes
        for piece in file.pieces where piece.kind == .lineComment || piece.kind == .blockComment {
            let range = piece.startOffset..<piece.endOffset
            guard let found = firstIndex(of: marker, in: bytes, range) else { continue }
            let textStart = found + marker.count
            var textEnd = range.upperBound
            if piece.kind == .blockComment { textEnd = max(textStart, textEnd - 2) }
            // Everything after ` -- ` is the reason, for people.
            let reasonStart = firstIndex(of: Array("--".utf8), in: bytes, textStart..<textEnd) ?? textEnd
            let body = String(decoding: bytes[textStart..<reasonStart], as: UTF8.self)
            var words: [String] = body.split { (character: Character) in
                character == " " || character == "\t" || character == ","
            }.map(String.init)
            guard !words.isEmpty else { continue }
            let word = words.removeFirst()
            let position = file.source.position(ofOffset: found)
            result.append(SuppressionDirective(
                kind: Kind(rawValue: word), rules: words, line: position.line,
                start: file.source.position(ofOffset: piece.startOffset),
                end: file.source.position(ofOffset: piece.endOffset),
                unknownWord: Kind(rawValue: word) == nil ? word : nil))
        }
        return result
    }

    /// Whether `bytes` hold `hitchlint:` anywhere (in a comment or not): false means the file has no
    /// directive, so a lint need not read its comments. Found by its `h`, the rarest of its letters: in
    /// the benchmark corpus half as frequent as its `:` (6.7 against 13.2 a thousand bytes), in three real
    /// apps about as frequent (10.1 against 10.8).
    static func mayOccur(in bytes: [UInt8]) -> Bool {
        ByteString.contains(marker, in: bytes)
    }

    static func firstIndex(of needle: [UInt8], in bytes: [UInt8], _ range: Range<Int>) -> Int? {
        guard range.count >= needle.count else { return nil }
        var index = range.lowerBound
        while index + needle.count <= range.upperBound {
            if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}

/// Applies a file's directives to its findings.
///
/// Each finding's directive is looked up by the names that can silence it (its rule's id, its category,
/// `all`) and by its line, not found by a pass over every directive: a large file with hundreds of
/// directives and thousands of findings made that quadratic.
public struct SuppressionFilter: Sendable {
    let directives: [SuppressionDirective]
    /// Each directive's names, as a set: a long comment can name thousands of words.
    let names: [Set<String>]
    /// By each name they carry (`all` for those naming none): the first `disable-file` directive …
    let firstFileWide: [String: Int]
    /// … and the `disable`s and `enable`s, in source order.
    let regions: [String: [Int]]
    /// `disable-line` and `disable-next-line` directives, by the line they silence, in source order.
    let lineScoped: [Int: [Int]]

    /// `directives`: in source order, as `SuppressionDirective.parse` finds them.
    public init(_ directives: [SuppressionDirective]) {
        self.directives = directives
        names = directives.map { Set($0.rules) }
        var firstFileWide: [String: Int] = [:]
        var regions: [String: [Int]] = [:]
        var lineScoped: [Int: [Int]] = [:]
        for (index, directive) in directives.enumerated() {
            let keys = directive.rules.isEmpty ? ["all"] : directive.rules
            switch directive.kind {
            case .disableFile:
                for key in keys where firstFileWide[key] == nil { firstFileWide[key] = index }
            case .disable, .enable:
                for key in Set(keys) { regions[key, default: []].append(index) }
            case .disableLine:
                lineScoped[directive.line, default: []].append(index)
            case .disableNextLine:
                lineScoped[directive.line + 1, default: []].append(index)
            case nil:
                break
            }
        }
        self.firstFileWide = firstFileWide
        self.regions = regions
        self.lineScoped = lineScoped
    }

    func silences(_ index: Int, _ diagnostic: Diagnostic) -> Bool {
        let names = names[index]
        return names.isEmpty || names.contains("all") || names.contains(diagnostic.ruleID)
            || names.contains(diagnostic.category.rawValue)
    }

    /// The index of the directive that silences `diagnostic`, if any: the first `disable-file`,
    /// `disable-line` or `disable-next-line` that applies, else the `disable` whose region holds it (the
    /// last `disable` or `enable` for it at or above its line being a `disable`).
    public func suppressor(of diagnostic: Diagnostic) -> Int? {
        guard !directives.isEmpty else { return nil }  // most files
        let line = diagnostic.start.line
        let keys = ["all", diagnostic.ruleID, diagnostic.category.rawValue]
        var first = keys.compactMap { firstFileWide[$0] }.min()
        if let onLine = lineScoped[line]?.first(where: { silences($0, diagnostic) }) {
            first = min(first ?? onLine, onLine)
        }
        if let first { return first }
        var lastRegionEdge = -1
        for key in keys {
            guard let edges = regions[key] else { continue }
            let atOrAbove = partitionPoint(in: edges.indices) { directives[edges[$0]].line <= line }
            if atOrAbove > 0 { lastRegionEdge = max(lastRegionEdge, edges[atOrAbove - 1]) }
        }
        return lastRegionEdge >= 0 && directives[lastRegionEdge].kind == .disable ? lastRegionEdge : nil
    }
}

extension SuppressionDirective {
    public static let invalidRule = RuleDescription(
        id: "invalid-suppression", category: .debug,
        summary: "A hitchlint: comment with an unknown directive or rule id")
    public static let unusedRule = RuleDescription(
        id: "unused-suppression", category: .debug,
        summary: "A hitchlint:disable comment that silences nothing (--report-unused-disables)",
        isEnabledByDefault: false)

    /// Findings about the directives themselves: unknown words and rule ids, and (when asked) those
    /// that silenced nothing.
    /// How many of a directive's names its findings quote.
    static let unknownNamesShown = 3

    public static func problems(_ directives: [SuppressionDirective], path: FilePath, used: Set<Int>,
                                reportsUnused: Bool) -> [Diagnostic] {
        guard !directives.isEmpty else { return [] }  // most files: no list of rule names made for them
        var result: [Diagnostic] = []
        let ruleNames = RuleRegistry.ids + RuleCategory.allCases.map(\.rawValue) + ["all"]
        func finding(_ rule: RuleDescription, _ directive: SuppressionDirective, _ message: String) -> Diagnostic {
            Diagnostic(path: path, ruleID: rule.id, category: rule.category, severity: .warning, message: message,
                       start: directive.start, end: directive.end)
        }
        for (index, directive) in directives.enumerated() {
            guard let kind = directive.kind else {
                let word = directive.unknownWord ?? ""
                let known = Kind.allCases.map(\.rawValue)
                let hint = Suggestions.closest(to: word, among: known).map { "; did you mean `hitchlint:\($0)`?" }
                    ?? "; known: " + known.map { "`\($0)`" }.joined(separator: ", ")
                result.append(finding(invalidRule, directive, "unknown directive `hitchlint:\(word)`\(hint)"))
                continue
            }
            // A comment that runs on with code after it (`// hitchlint:enable { x in { x in …`) names
            // thousands of "rules": a few findings say so, not one per word.
            let unknown = directive.rules.filter { !ruleNames.contains($0) }
            for rule in unknown.prefix(Self.unknownNamesShown) {
                let suggestion = rule.utf8.count <= 64 ? Suggestions.closest(to: rule, among: ruleNames) : nil
                let hint = suggestion.map { "; did you mean `\($0)`?" } ?? ""
                result.append(finding(invalidRule, directive, "unknown rule `\(rule)` in `hitchlint:\(kind.rawValue)`\(hint)"))
            }
            if unknown.count > Self.unknownNamesShown {
                result.append(finding(invalidRule, directive,
                    "\(unknown.count - Self.unknownNamesShown) more unknown rule names in `hitchlint:\(kind.rawValue)`: "
                        + "rule ids are separated by spaces or commas, and a reason follows ` -- `"))
            }
            if reportsUnused && kind != .enable && !used.contains(index) {
                let shown = directive.rules.prefix(Self.unknownNamesShown).joined(separator: ", ")
                let more = directive.rules.count > Self.unknownNamesShown ? ", …" : ""
                let names = directive.rules.isEmpty ? "" : " " + shown + more
                result.append(finding(unusedRule, directive,
                    "`hitchlint:\(kind.rawValue)\(names)` silences nothing here: remove it, so a future finding is not hidden"))
            }
        }
        return result
    }
}
