/// A file seen by the engine: its bytes, its tokens, its bracket tree and its declarations.
///
/// This is not a Swift parser. It is a forgiving outline built in a few linear passes that never fail:
/// unbalanced, half-typed code still yields an outline for the rest of the file.
///
/// Immutable once built, and a class: every pass and rule hands it around, and copying a struct of
/// ten arrays cost ten reference-count updates each time.
public final class SyntaxFile: Sendable {
    public let source: SourceFile
    /// Every token and trivia piece (lossless), or only the comments, or nothing (`init(source:keeping:)`).
    public let pieces: [Token]
    /// Significant tokens; every other index in this type refers to this array.
    public let tokens: [Token]
    /// For each bracket token, the index of its partner; -1 for other tokens and unmatched brackets.
    public let partner: [Int32]
    /// For each token, the innermost open bracket that contains it; -1 at the top level.
    public let enclosingOpen: [Int32]
    /// What each `{` opens (only meaningful at `{` tokens).
    public let braceRoles: [BraceRole]
    public let declarations: [Declaration]
    /// The tokens declarations list (`Declaration.attributes`, `.inherited`), list after list.
    public let listedTokens: [Int]
    /// Its declarations and tokens by name, each index made at the first question that needs it.
    let nameIndexes = FileNameIndexes()

    public convenience init(source: SourceFile) { self.init(source: source, keeping: .all) }

    /// `kept`: which pieces to keep; rules read only comments, and indexing none.
    init(source: SourceFile, keeping kept: Tokenizer.KeptPieces) {
        self.source = source
        let lexed = Tokenizer.tokenize(source.bytes, keeping: kept)
        pieces = lexed.pieces
        tokens = lexed.tokens
        let brackets = BracketMatcher.match(tokens)
        partner = brackets.partner
        enclosingOpen = brackets.enclosingOpen
        var parser = DeclarationParser(source: source, tokens: tokens, partner: brackets.partner)
        declarations = parser.parse()
        listedTokens = parser.listedTokens
        braceRoles = BraceRoleClassifier.classify(
            source: source, tokens: tokens, partner: brackets.partner, declarations: declarations)
    }

    /// The token indices of one of a declaration's lists.
    public func listed(_ list: TokenList) -> ArraySlice<Int> { listedTokens[list.range] }

    // MARK: Token text

    public func text(_ index: Int) -> String {
        guard index >= 0 && index < tokens.count else { return "" }
        return source.text(of: tokens[index])
    }

    public func text(_ range: Range<Int>) -> String {
        guard !range.isEmpty, range.lowerBound >= 0, range.upperBound <= tokens.count else { return "" }
        return source.text(tokens[range.lowerBound].startOffset..<tokens[range.upperBound - 1].endOffset)
    }

    /// The bytes of token `index` (empty for an index out of range), with no `String` made.
    func bytes(of index: Int) -> ArraySlice<UInt8> {
        guard index >= 0 && index < tokens.count else { return [] }
        return source.bytes[tokens[index].startOffset..<tokens[index].endOffset]
    }

    /// Whether token `index` is exactly `word`, compared as bytes (no `String` is made).
    @inline(__always)
    public func isText(_ index: Int, _ word: StaticString) -> Bool {
        guard index >= 0 && index < tokens.count else { return false }
        return source.bytes.matches(tokens[index], word)
    }

    /// Whether token `index`'s text ends with `suffix` (a project's own `…SplitView`, `…Picker`).
    @inline(__always)
    public func textEnds(_ index: Int, with suffix: StaticString) -> Bool {
        guard index >= 0 && index < tokens.count else { return false }
        let token = tokens[index]
        let count = suffix.utf8CodeUnitCount
        guard Int(token.length) >= count else { return false }
        // Byte by byte from the end, where most names already differ: asked at every closure of view code.
        let start = token.endOffset - count
        let pointer = suffix.utf8Start
        return source.bytes.withUnsafeBufferPointer { buffer in
            for offset in (0..<count).reversed() where buffer[start + offset] != pointer[offset] { return false }
            return true
        }
    }

    /// Whether token `index`'s text starts with `prefix` (a project's own `alert2`, `alertWithRecovery`).
    public func textStarts(_ index: Int, with prefix: StaticString) -> Bool {
        guard index >= 0 && index < tokens.count else { return false }
        let token = tokens[index]
        let count = prefix.utf8CodeUnitCount
        guard Int(token.length) >= count else { return false }
        let pointer = prefix.utf8Start
        return source.bytes.withUnsafeBufferPointer { buffer in
            (0..<count).allSatisfy { buffer[token.startOffset + $0] == pointer[$0] }
        }
    }

    // The small questions below are asked millions of times a lint, from large functions: inlined, not
    // called (the optimizer left several of them as calls, a call each).
    @inline(__always)
    public func isKind(_ index: Int, _ kind: TokenKind) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == kind
    }

    @inline(__always)
    public func isIdentifier(_ index: Int) -> Bool { isKind(index, .identifier) }

    /// The partner of a bracket, or nil when it has none.
    @inline(__always)
    public func partnerOf(_ index: Int) -> Int? {
        guard index >= 0 && index < partner.count, partner[index] >= 0 else { return nil }
        return Int(partner[index])
    }

    /// The first byte of a token's text.
    @inline(__always)
    public func firstByte(_ index: Int) -> UInt8 {
        guard index >= 0 && index < tokens.count, tokens[index].length > 0 else { return 0 }
        return source.bytes[tokens[index].startOffset]
    }

    /// Whether the file imports `module` (`import Charts`, `@preconcurrency import Charts`,
    /// `import struct Charts.LineMark`, also inside `#if canImport(Charts)`). Reads the imports at the top
    /// only, up to the file's first declaration: a rule may ask it for every call it looks at.
    public func imports(_ module: StaticString) -> Bool {
        let end = declarations.first.map { $0.keyword } ?? tokens.count
        return (0..<min(end, tokens.count)).contains { index in
            guard isText(index, "import") else { return false }
            var name = index + 1
            if tokens.indices.contains(name), tokens[name].kind == .keyword, !isKind(name + 1, .period) { name += 1 }
            return isText(name, module)
        }
    }

    @inline(__always)
    public func startsWithUppercase(_ index: Int) -> Bool {
        let byte = firstByte(index)
        return byte >= 0x41 && byte <= 0x5A
    }
}

extension Array where Element == UInt8 {
    @inline(__always)
    func matches(_ token: Token, _ word: StaticString) -> Bool {
        let length = Int(token.length)
        guard length == word.utf8CodeUnitCount else { return false }
        let start = token.startOffset
        let pointer = word.utf8Start
        return withUnsafeBufferPointer { buffer in
            for offset in 0..<length where buffer[start + offset] != pointer[offset] { return false }
            return true
        }
    }
}

/// What a `{` opens. Only closures can be deferred; the others belong to the code around them.
public enum BraceRole: UInt8, Sendable {
    case closure
    case declarationBody
    case statementBlock
    case accessor
}

/// Pairs brackets with an explicit stack. A closer that does not match the innermost opener closes the
/// nearest matching one below it (the ones above are left unclosed); a closer with no opener is ignored.
enum BracketMatcher {
    /// How far down the stack a mismatched closer looks for its opener, so recovery stays linear.
    static let recoveryDepth = 64

    static func match(_ tokens: [Token]) -> (partner: [Int32], enclosingOpen: [Int32]) {
        let count = tokens.count
        // Both arrays are written once a token, in order (a closer also sets its opener's partner,
        // written before it): no pass to fill them first. Open brackets wait on a stack of `count` slots,
        // the innermost also in `innermost`: at every token, not read back from the stack.
        let stack = UnsafeMutablePointer<Int32>.allocate(capacity: max(count, 1))
        defer { stack.deallocate() }
        var depth = 0
        var innermost: Int32 = -1
        var enclosing: [Int32] = []
        // Brackets and interpolation delimiters are neighbours in `TokenKind` (with a regex literal among
        // them): one comparison passes over every other token.
        let firstBracket = TokenKind.interpolationStart.rawValue
        let bracketSpan = TokenKind.rightBrace.rawValue - firstBracket
        let partner = [Int32](unsafeUninitializedCapacity: count) { partner, partnerCount in
            enclosing = [Int32](unsafeUninitializedCapacity: count) { enclosing, enclosingCount in
                tokens.withUnsafeBufferPointer { tokens in
                    for index in 0..<count {
                        enclosing[index] = innermost
                        partner[index] = -1
                        let kind = tokens[index].kind
                        guard kind.rawValue &- firstBracket <= bracketSpan else { continue }
                        switch kind {
                        case .leftParen, .leftBracket, .leftBrace, .interpolationStart:
                            stack[depth] = Int32(index)
                            depth += 1
                            innermost = Int32(index)
                        case .rightParen, .rightBracket, .rightBrace, .interpolationEnd:
                            let opener = openerKind(for: kind)
                            var level = depth - 1
                            let floor = max(0, depth - recoveryDepth)
                            while level >= floor, tokens[Int(stack[level])].kind != opener { level -= 1 }
                            guard level >= floor else { continue }
                            let open = stack[level]
                            partner[Int(open)] = Int32(index)
                            partner[index] = open
                            depth = level  // the ones above it are left unclosed
                            innermost = depth > 0 ? stack[depth - 1] : -1
                            enclosing[index] = innermost
                        default:
                            break
                        }
                    }
                }
                enclosingCount = count
            }
            partnerCount = count
        }
        return (partner, enclosing)
    }

    static func openerKind(for closer: TokenKind) -> TokenKind {
        switch closer {
        case .rightParen: return .leftParen
        case .rightBracket: return .leftBracket
        case .rightBrace: return .leftBrace
        default: return .interpolationStart
        }
    }
}

/// Tells closures from declaration bodies, statement blocks (`if`, `for`, `else` …) and accessors.
enum BraceRoleClassifier {
    /// Keywords whose condition a statement block follows, and those a block follows at once.
    static let statementKeywords = WordSet(["if", "guard", "while", "for", "switch", "catch"])
    static let blockKeywords = WordSet(["else", "do", "defer", "repeat"])

    static func classify(source: SourceFile, tokens: [Token], partner: [Int32], declarations: [Declaration]) -> [BraceRole] {
        var roles = [BraceRole](filledWith: .closure, count: tokens.count)
        for declaration in declarations where declaration.bodyOpen >= 0 {
            roles[declaration.bodyOpen] = .declarationBody
        }
        let bytes = source.bytes
        let (statementKeywords, blockKeywords) = (Self.statementKeywords, Self.blockKeywords)
        for index in tokens.indices {
            let token = tokens[index]
            switch token.kind {
            case .keyword:
                // After a `.` a keyword names a member (`.if(selected == item) { view in … }`, an app's own
                // conditional modifier): its `{` is a trailing closure.
                if index > 0 && tokens[index - 1].kind == .period { break }
                // Nor as an argument's label (`section(for: options.filter { … })`): that `{` is a closure.
                if index + 1 < tokens.count && tokens[index + 1].kind == .colon { break }
                // Not the condition of `repeat { … } while x`, which has no block: the next `{` is not its.
                if statementKeywords.contains(token, in: bytes) && !endsRepeat(index, tokens: tokens, partner: partner, bytes: bytes) {
                    if let brace = nextBraceAtSameDepth(after: index, tokens: tokens, partner: partner) {
                        roles[brace] = .statementBlock
                    }
                } else if blockKeywords.contains(token, in: bytes) {
                    if index + 1 < tokens.count, tokens[index + 1].kind == .leftBrace { roles[index + 1] = .statementBlock }
                }
            case .identifier:
                // `get {`, `set {`, `willSet {`, `didSet {` directly inside a property body (also after
                // `nonmutating` or `mutating`).
                guard index + 1 < tokens.count, tokens[index + 1].kind == .leftBrace, index > 0 else { break }
                var before = index - 1
                if before > 0, bytes.matches(tokens[before], "nonmutating") || bytes.matches(tokens[before], "mutating") {
                    before -= 1
                }
                if tokens[before].kind == .leftBrace || tokens[before].kind == .rightBrace || tokens[before].kind == .rightParen,
                   bytes.matches(token, "get") || bytes.matches(token, "set") || bytes.matches(token, "willSet")
                    || bytes.matches(token, "didSet") || bytes.matches(token, "_read") || bytes.matches(token, "_modify") {
                    roles[index + 1] = .accessor
                }
            default:
                break
            }
        }
        return roles
    }

    /// Whether token `index` is the `while` of `repeat { … } while condition`.
    static func endsRepeat(_ index: Int, tokens: [Token], partner: [Int32], bytes: [UInt8]) -> Bool {
        guard index > 0, tokens[index - 1].kind == .rightBrace, bytes.matches(tokens[index], "while") else { return false }
        let open = Int(partner[index - 1])
        return open > 0 && bytes.matches(tokens[open - 1], "repeat")
    }

    /// The `{` that opens the block of a statement starting at `index`, skipping bracketed parts of
    /// its condition (`if items.contains(where: { … }) {`).
    static func nextBraceAtSameDepth(after index: Int, tokens: [Token], partner: [Int32]) -> Int? {
        var cursor = index + 1
        var steps = 0
        while cursor < tokens.count, steps < 4096 {
            switch tokens[cursor].kind {
            case .leftBrace:
                return cursor
            case .leftParen, .leftBracket:
                guard partner[cursor] > cursor else { return nil }
                cursor = Int(partner[cursor]) + 1
            case .rightBrace, .rightParen, .rightBracket, .semicolon:
                return nil
            default:
                cursor += 1
            }
            steps += 1
        }
        return nil
    }
}
