/// The result of lexing one file: every piece (lossless), and the significant tokens alone.
public struct TokenizedSource: Sendable {
    /// Every token and trivia piece in file order; their byte ranges tile the file exactly.
    public let pieces: [Token]
    /// The significant tokens (no trivia), with `Token.Flags` describing the trivia around each.
    public let tokens: [Token]
}

/// A lossless Swift lexer over UTF-8 bytes: one linear pass, no recursion, never fails.
///
/// Nested strings, interpolations and block comments are tracked with explicit stacks and counters,
/// so the depth of the input never becomes the depth of the call stack.
public enum Tokenizer {
    /// Which pieces a lexing writes to `TokenizedSource.pieces`; the tokens and their flags are the
    /// same whatever it keeps.
    public enum KeptPieces: Sendable {
        /// Every piece: `pieces` tiles the file (lossless).
        case all
        /// Comments alone, in file order: all that rules and suppression directives read of trivia (the
        /// lossless list holds a piece every 3.5 bytes or so: four bytes of memory a source byte).
        case comments
        /// None: indexing reads no comments or white space (writing them was a third of the lexer's stores).
        case none
    }

    public static func tokenize(_ bytes: [UInt8]) -> TokenizedSource { tokenize(bytes, keeping: .all) }

    public static func tokenize(_ bytes: [UInt8], keeping kept: KeptPieces) -> TokenizedSource {
        switch kept {
        case .all: return tokenize(bytes, KeptTrivia.self)
        case .comments: return tokenize(bytes, KeptComments.self)
        case .none: return tokenize(bytes, DroppedTrivia.self)
        }
    }

    /// One lexer for each policy, each compiled with its choice made (a flag tested at every store
    /// slowed lexing with trivia by a fifth).
    private static func tokenize<Trivia: TriviaPolicy>(_ bytes: [UInt8], _: Trivia.Type) -> TokenizedSource {
        return bytes.withUnsafeBufferPointer { buffer in
            var lexer = Lexer<Trivia>(bytes: buffer)
            // Each round writes straight into the arrays' uninitialized storage. Typical Swift has about one
            // piece per 3.5 bytes and one significant token per 5.5, so most files take one round; denser
            // input ends a round early, and the next one carries on with the array that ran short doubled.
            // Comments alone are far fewer: a round that runs short of room for them doubles it too.
            var piecesCapacity = Trivia.keepsEveryPiece ? buffer.count / 3 + 16
                : (Trivia.keepsComments ? buffer.count / 64 + 16 : 0)
            var tokensCapacity = buffer.count / 5 + 16
            var pieces: [Token] = []
            var tokens: [Token] = []
            while true {
                let earlierPieces = pieces, earlierTokens = tokens
                pieces = Array(unsafeUninitializedCapacity: piecesCapacity) { piecesStorage, piecesCount in
                    tokens = Array(unsafeUninitializedCapacity: tokensCapacity) { tokensStorage, tokensCount in
                        lexer.output = TokenOutput(pieces: piecesStorage, after: earlierPieces,
                                                   tokens: tokensStorage, after: earlierTokens)
                        lexer.run()
                        piecesCount = lexer.output.piecesCount
                        tokensCount = lexer.output.tokensCount
                    }
                }
                if lexer.isFinished { return TokenizedSource(pieces: pieces, tokens: tokens) }
                if Trivia.keepsComments && pieces.count + TokenOutput.mostPerStep > piecesCapacity { piecesCapacity *= 2 }
                if tokens.count + TokenOutput.mostPerStep > tokensCapacity { tokensCapacity *= 2 }
            }
        }
    }
}

/// The storage a lexing round writes into: array storage being initialized, so appending a token is a
/// store and an increment, with no bounds, uniqueness or growth check per token.
private struct TokenOutput {
    /// One step of the lexer writes at most this many pieces, and as many tokens: a string segment and
    /// the quote or `\(` that ends it.
    static let mostPerStep = 2

    var pieces: UnsafeMutableBufferPointer<Token>
    var piecesCount: Int
    var tokens: UnsafeMutableBufferPointer<Token>
    var tokensCount: Int

    /// No room at all, until a round attaches storage.
    init() {
        pieces = UnsafeMutableBufferPointer(start: nil, count: 0)
        piecesCount = 0
        tokens = UnsafeMutableBufferPointer(start: nil, count: 0)
        tokensCount = 0
    }

    /// Fresh storage that starts with what earlier rounds wrote.
    init(pieces: UnsafeMutableBufferPointer<Token>, after earlierPieces: [Token],
         tokens: UnsafeMutableBufferPointer<Token>, after earlierTokens: [Token]) {
        piecesCount = pieces.initialize(fromContentsOf: earlierPieces)
        tokensCount = tokens.initialize(fromContentsOf: earlierTokens)
        self.pieces = pieces
        self.tokens = tokens
    }

    /// How many steps the room left holds (`keepsPieces`: whether pieces are written at all; `pieces`
    /// has no room otherwise).
    @inline(__always)
    func stepsWithRoom(keepsPieces: Bool) -> Int {
        let forTokens = (tokens.count - tokensCount) / TokenOutput.mostPerStep
        return keepsPieces ? min(forTokens, (pieces.count - piecesCount) / TokenOutput.mostPerStep) : forTokens
    }

    var lastToken: Token? { tokensCount > 0 ? tokens[tokensCount - 1] : nil }
}

/// The bytes and byte classes the lexer reads, and any other scan of Swift-like bytes (a build setting's
/// name in a project file, `DeclaredDeploymentTarget`).
enum ASCII {
    static let tab: UInt8 = 0x09, lineFeed: UInt8 = 0x0A, verticalTab: UInt8 = 0x0B, formFeed: UInt8 = 0x0C
    static let carriageReturn: UInt8 = 0x0D, space: UInt8 = 0x20, bang: UInt8 = 0x21, quote: UInt8 = 0x22
    static let pound: UInt8 = 0x23, dollar: UInt8 = 0x24, leftParen: UInt8 = 0x28, rightParen: UInt8 = 0x29
    static let star: UInt8 = 0x2A, plus: UInt8 = 0x2B, comma: UInt8 = 0x2C, minus: UInt8 = 0x2D
    static let period: UInt8 = 0x2E, slash: UInt8 = 0x2F, zero: UInt8 = 0x30, nine: UInt8 = 0x39
    static let colon: UInt8 = 0x3A, semicolon: UInt8 = 0x3B, at: UInt8 = 0x40, leftBracket: UInt8 = 0x5B
    static let backslash: UInt8 = 0x5C, rightBracket: UInt8 = 0x5D, underscore: UInt8 = 0x5F
    static let backtick: UInt8 = 0x60, leftBrace: UInt8 = 0x7B, rightBrace: UInt8 = 0x7D

    @inline(__always) static func isDigit(_ c: UInt8) -> Bool { c >= zero && c <= nine }
    @inline(__always) static func isHexDigit(_ c: UInt8) -> Bool {
        isDigit(c) || (c | 0x20 >= 0x61 && c | 0x20 <= 0x66)
    }
    @inline(__always) static func isLetter(_ c: UInt8) -> Bool { c | 0x20 >= 0x61 && c | 0x20 <= 0x7A }
    @inline(__always) static func isIdentifierHead(_ c: UInt8) -> Bool { isLetter(c) || c == underscore }
    @inline(__always) static func isIdentifierBody(_ c: UInt8) -> Bool { isIdentifierHead(c) || isDigit(c) }
    /// Letters, digits, `_` and `$` (which continues an identifier, `a$b`, `$$`, as in the compiler), as the
    /// bits of two masks indexed by the byte: a shift and a test in the hottest loop instead of a chain of
    /// range comparisons.
    @inline(__always) static func continuesIdentifier(_ c: UInt8) -> Bool {
        let mask = c < 64 ? identifierBytesBelow64 : (c < 128 ? identifierBytesFrom64 : 0)
        return mask >> (c & 63) & 1 != 0
    }
    /// `$` and `0`–`9`.
    private static let identifierBytesBelow64: UInt64 = 1 << dollar | 0x3FF << zero
    /// `A`–`Z`, `_` and `a`–`z`, less 64.
    private static let identifierBytesFrom64: UInt64 =
        0x3FF_FFFF << (0x41 - 64) | 1 << (underscore - 64) | 0x3FF_FFFF << (0x61 - 64)
    /// How many of a word's eight bytes, from the first (lowest), continue an identifier as
    /// `continuesIdentifier` says (a byte of 0x80 or more ends the run: non-ASCII is decoded apart).
    /// Each class is a byte-wise range test that cannot carry between bytes: for bytes under 0x80,
    /// `(0x7F + n) - b` has its high bit set when `b < n`, and `b + (0x7F - m)` when `b > m`.
    @inline(__always) static func identifierRun(_ word: UInt64) -> Int {
        let ones = ByteWord.ones, high = ByteWord.highBits
        let low7 = ones &* 0x7F
        let ascii = ~word & high
        let value = word & low7
        let folded = (word | ones &* 0x20) & low7  // `A`–`Z` as `a`–`z`
        @inline(__always) func between(_ bytes: UInt64, _ m: UInt64, _ n: UInt64) -> UInt64 {
            ((ones &* (0x7F + n)) &- bytes) & (bytes &+ ones &* (0x7F - m))
        }
        let continuing = ascii & (between(value, 0x2F, 0x3A) | between(folded, 0x60, 0x7B)
            | between(value, 0x5E, 0x60) | between(value, 0x23, 0x25))
        return (~continuing & high).trailingZeroBitCount >> 3
    }
    @inline(__always) static func isHorizontalSpace(_ c: UInt8) -> Bool {
        c == space || c == tab || c == verticalTab || c == formFeed
    }
    @inline(__always) static func isNewline(_ c: UInt8) -> Bool { c == lineFeed || c == carriageReturn }
    /// `/ = - + ! * % < > & | ^ ~ ?`
    @inline(__always) static func isOperator(_ c: UInt8) -> Bool {
        switch c {
        case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F: return true
        default: return false
        }
    }
}

/// Which pieces a lexer writes (`Tokenizer.KeptPieces`).
private protocol TriviaPolicy {
    /// Every piece, significant tokens and white space too.
    static var keepsEveryPiece: Bool { get }
    /// Comments (true whenever `keepsEveryPiece` is).
    static var keepsComments: Bool { get }
}

private enum KeptTrivia: TriviaPolicy {
    static var keepsEveryPiece: Bool { true }
    static var keepsComments: Bool { true }
}

private enum KeptComments: TriviaPolicy {
    static var keepsEveryPiece: Bool { false }
    static var keepsComments: Bool { true }
}

private enum DroppedTrivia: TriviaPolicy {
    static var keepsEveryPiece: Bool { false }
    static var keepsComments: Bool { false }
}

private struct Lexer<Trivia: TriviaPolicy> {
    /// An open string literal, or an interpolation inside one, on the lexer's explicit stack.
    struct Frame {
        var isString: Bool
        var hashes: Int
        var isMultiline: Bool
        /// Inside an interpolation: the `(` opened and not yet closed, so its own `)` can be found.
        var parenDepth: Int
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    /// Valid during one round of `Tokenizer.tokenize` only.
    var output = TokenOutput()
    var frames: [Frame] = []
    /// Flags collected from trivia, for the next significant token.
    var pendingFlags: UInt8 = 0
    var lastPieceWasSignificant = false
    /// `Keywords.shortKeywordSlots`, read once for the file.
    let keywordSlots = Keywords.shortKeywordSlots

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var count: Int { bytes.count }

    @inline(__always) func byte(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }

    var isFinished: Bool { position >= count }

    /// Lexes until the end of the file or until the output has no room left for one more step.
    mutating func run() {
        // Only the first round starts at 0, and its storage has room for both file-start pieces.
        if position == 0 { lexFileStart() }
        // As many steps as the room left holds run with no check of it between them.
        while position < count {
            var steps = output.stepsWithRoom(keepsPieces: Trivia.keepsComments)
            guard steps > 0 else { return }
            while steps > 0 && position < count {
                if let top = frames.last, top.isString {
                    lexStringContent(top)
                } else {
                    lexCode()
                }
                steps -= 1
            }
        }
    }

    // MARK: Emitting

    @inline(__always)
    mutating func emitTrivia(_ kind: TokenKind, from start: Int, containsNewline: Bool = false) {
        if Trivia.keepsEveryPiece || (Trivia.keepsComments && kind.isComment) {
            output.pieces[output.piecesCount] = Token(kind: kind, start: start, length: position - start)
            output.piecesCount += 1
        }
        pendingFlags |= Token.Flags.triviaBefore
        if containsNewline { pendingFlags |= Token.Flags.newlineBefore }
        if lastPieceWasSignificant {
            output.tokens[output.tokensCount - 1].flags |= Token.Flags.triviaAfter
            lastPieceWasSignificant = false
        }
    }

    @inline(__always)
    mutating func emit(_ kind: TokenKind, from start: Int) {
        let token = Token(kind: kind, flags: pendingFlags, start: start, length: position - start)
        if Trivia.keepsEveryPiece {
            output.pieces[output.piecesCount] = token
            output.piecesCount += 1
        }
        output.tokens[output.tokensCount] = token
        output.tokensCount += 1
        pendingFlags = 0
        lastPieceWasSignificant = true
    }

    // MARK: File start

    mutating func lexFileStart() {
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            position = 3
            emitTrivia(.byteOrderMark, from: 0)
        }
        if byte(position) == ASCII.pound, byte(position + 1) == ASCII.bang {
            let start = position
            position = ByteWord.firstLineBreak(in: bytes, from: position)
            emitTrivia(.shebang, from: start)
        }
    }

    // MARK: Strings

    mutating func lexStringContent(_ frame: Frame) {
        let start = position
        while position < count {
            let c = bytes[position]
            if c == ASCII.backslash {
                var cursor = position + 1
                var hashes = 0
                while hashes < frame.hashes, byte(cursor) == ASCII.pound { hashes += 1; cursor += 1 }
                guard hashes == frame.hashes else { position = cursor; continue }
                if byte(cursor) == ASCII.leftParen && cursor < count {
                    emitSegment(from: start)
                    let interpolationStart = position
                    position = cursor + 1
                    emit(.interpolationStart, from: interpolationStart)
                    frames.append(Frame(isString: false, hashes: 0, isMultiline: false, parenDepth: 0))
                    return
                }
                // An escape: the escaped byte cannot close the string. A line break still ends a
                // single-line string (it is unterminated), so it is not swallowed.
                if cursor < count, frame.isMultiline || !ASCII.isNewline(bytes[cursor]) { cursor += 1 }
                position = cursor
                continue
            }
            if c == ASCII.quote {
                let closingLength = closingDelimiterLength(at: position, frame)
                if closingLength > 0 {
                    emitSegment(from: start)
                    let quoteStart = position
                    position += closingLength
                    emit(.stringQuote, from: quoteStart)
                    frames.removeLast()
                    return
                }
                position += 1
                continue
            }
            if !frame.isMultiline && ASCII.isNewline(c) {
                emitSegment(from: start)
                frames.removeLast()
                return
            }
            position += 1
        }
        emitSegment(from: start)
        frames.removeLast()
    }

    /// The length of the closing delimiter at `index` (quote(s) plus `#`s), or 0 if it is not one.
    func closingDelimiterLength(at index: Int, _ frame: Frame) -> Int {
        var cursor = index + 1
        if frame.isMultiline {
            guard byte(cursor) == ASCII.quote, byte(cursor + 1) == ASCII.quote, cursor + 1 < count else { return 0 }
            cursor += 2
        }
        for _ in 0..<frame.hashes {
            guard cursor < count, bytes[cursor] == ASCII.pound else { return 0 }
            cursor += 1
        }
        return cursor - index
    }

    mutating func emitSegment(from start: Int) {
        if position > start { emit(.stringSegment, from: start) }
    }

    /// Lexes an opening delimiter (`#`s already counted) and pushes the string's frame.
    mutating func lexStringOpening(from start: Int, hashes: Int) {
        // `position` is at the first quote.
        let isMultiline = byte(position + 1) == ASCII.quote && byte(position + 2) == ASCII.quote && position + 2 < count
        position += isMultiline ? 3 : 1
        emit(.stringQuote, from: start)
        frames.append(Frame(isString: true, hashes: hashes, isMultiline: isMultiline, parenDepth: 0))
    }

    // MARK: Code

    @inline(__always)
    mutating func lexCode() {
        let start = position
        let c = bytes[position]
        switch c {
        case ASCII.space, ASCII.tab, ASCII.verticalTab, ASCII.formFeed:
            position += 1
            passHorizontalSpace()
            emitTrivia(.whitespace, from: start)
        case ASCII.lineFeed:
            position += 1
            // Unless every piece is kept, the next line's indentation goes with its line break: one step of
            // the lexer for both (they set the same flags on the next token).
            if !Trivia.keepsEveryPiece { passHorizontalSpace() }
            emitTrivia(.newline, from: start, containsNewline: true)
        case ASCII.carriageReturn:
            position += byte(position + 1) == ASCII.lineFeed && position + 1 < count ? 2 : 1
            if !Trivia.keepsEveryPiece { passHorizontalSpace() }
            emitTrivia(.newline, from: start, containsNewline: true)
        case ASCII.slash:
            lexSlash(from: start)
        case ASCII.quote:
            lexStringOpening(from: start, hashes: 0)
        case ASCII.pound:
            lexPound(from: start)
        case ASCII.leftParen:
            position += 1
            if !frames.isEmpty { frames[frames.count - 1].parenDepth += 1 }
            emit(.leftParen, from: start)
        case ASCII.rightParen:
            position += 1
            if let top = frames.last, !top.isString {
                if top.parenDepth == 0 {
                    emit(.interpolationEnd, from: start)
                    frames.removeLast()
                    return
                }
                frames[frames.count - 1].parenDepth -= 1
            }
            emit(.rightParen, from: start)
        case ASCII.leftBracket: single(.leftBracket, from: start)
        case ASCII.rightBracket: single(.rightBracket, from: start)
        case ASCII.leftBrace: single(.leftBrace, from: start)
        case ASCII.rightBrace: single(.rightBrace, from: start)
        case ASCII.comma: single(.comma, from: start)
        case ASCII.colon: single(.colon, from: start)
        case ASCII.semicolon: single(.semicolon, from: start)
        case ASCII.at: single(.atSign, from: start)
        case ASCII.backslash: single(.backslash, from: start)
        case ASCII.backtick: lexBacktick(from: start)
        case ASCII.period:
            // `.` followed by operator characters starts a dot-operator: `..<`, `...`, `.+.`.
            let next = byte(position + 1)
            if position + 1 < count && (next == ASCII.period || (ASCII.isOperator(next) && next != ASCII.slash)) {
                lexOperator(from: start)
            } else {
                single(.period, from: start)
            }
        case ASCII.dollar: lexDollar(from: start)
        case ASCII.zero...ASCII.nine: lexNumber(from: start)
        default:
            if ASCII.isIdentifierHead(c) {
                lexIdentifier(from: start)
            } else if ASCII.isOperator(c) {
                lexOperator(from: start)
            } else if c >= 0x80 {
                lexNonASCII(from: start)
            } else {
                position += 1
                emitTrivia(.unexpectedText, from: start)
            }
        }
    }

    /// Past horizontal space (spaces, tabs, vertical tabs, form feeds), eight spaces a step while they last
    /// (indentation).
    @inline(__always) mutating func passHorizontalSpace() {
        while position + 8 <= count {
            let spaces = (ByteWord.load(bytes, at: position) ^ ByteWord.ones &* 0x20).trailingZeroBitCount >> 3
            position += spaces
            if spaces < 8 { break }
        }
        while position < count, ASCII.isHorizontalSpace(bytes[position]) { position += 1 }
    }

    @inline(__always) mutating func single(_ kind: TokenKind, from start: Int) {
        position += 1
        emit(kind, from: start)
    }

    mutating func lexNonASCII(from start: Int) {
        let (scalar, length) = UTF8Bytes.decode(bytes, at: position)
        if length == 0 {
            position += 1
            emitTrivia(.unexpectedText, from: start)
        } else if UTF8Bytes.isIdentifierHead(scalar) {
            lexIdentifier(from: start)
        } else if UTF8Bytes.isOperatorHead(scalar) {
            lexOperator(from: start)
        } else {
            position += length
            let isSpace = scalar == 0xA0 || (0x2000...0x200A).contains(scalar) || scalar == 0x202F
                || scalar == 0x205F || scalar == 0x3000
            let isLineBreak = scalar == 0x2028 || scalar == 0x2029 || scalar == 0x85
            if isLineBreak {
                emitTrivia(.newline, from: start, containsNewline: true)
            } else {
                emitTrivia(isSpace ? .whitespace : .unexpectedText, from: start)
            }
        }
    }

    // MARK: Comments, regexes and `/`

    mutating func lexSlash(from start: Int) {
        let next = byte(position + 1)
        if next == ASCII.slash && position + 1 < count {
            let isDoc = byte(position + 2) == ASCII.slash && byte(position + 3) != ASCII.slash
            // Eight bytes a step: comments are a sixth of a real app's bytes, and a byte at a time they were
            // the lexer's slowest text.
            position = ByteWord.firstLineBreak(in: bytes, from: position)
            emitTrivia(isDoc ? .docLineComment : .lineComment, from: start)
        } else if next == ASCII.star && position + 1 < count {
            lexBlockComment(from: start)
        } else if regexMayStartHere(), let end = bareRegexEnd(from: position) {
            position = end
            emit(.regexLiteral, from: start)
        } else {
            lexOperator(from: start)
        }
    }

    /// Whether trivia or an opening bracket or separator stands right before the current byte.
    var isAfterSpaceOrOpening: Bool {
        guard lastPieceWasSignificant, let previous = output.lastToken else { return true }
        switch previous.kind {
        case .leftParen, .leftBracket, .leftBrace, .comma, .semicolon, .colon, .interpolationStart: return true
        default: return false
        }
    }

    mutating func lexBlockComment(from start: Int) {
        let isDoc = byte(position + 2) == ASCII.star && byte(position + 3) != ASCII.slash && position + 2 < count
        position += 2
        var depth = 1
        var sawNewline = false
        while position < count {
            position = Self.nextBlockCommentMark(in: bytes, from: position)
            guard position < count else { break }
            let c = bytes[position]
            if c == ASCII.slash && byte(position + 1) == ASCII.star && position + 1 < count {
                depth += 1
                position += 2
            } else if c == ASCII.star && byte(position + 1) == ASCII.slash && position + 1 < count {
                depth -= 1
                position += 2
                if depth == 0 { break }
            } else {
                if ASCII.isNewline(c) { sawNewline = true }
                position += 1
            }
        }
        emitTrivia(isDoc ? .docBlockComment : .blockComment, from: start, containsNewline: sawNewline)
    }

    /// The first byte at or after `start` that a block comment looks at (`/`, `*` or a line break), or
    /// the end of the file.
    static func nextBlockCommentMark(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        ByteWord.firstMark(in: bytes, from: start, isMark: { $0 == ASCII.slash || $0 == ASCII.star || ASCII.isNewline($0) }) { word in
            ByteWord.bytes(of: word, equalTo: UInt64(ASCII.slash)) | ByteWord.bytes(of: word, equalTo: UInt64(ASCII.star))
                | ByteWord.bytes(of: word, equalTo: UInt64(ASCII.lineFeed)) | ByteWord.bytes(of: word, equalTo: UInt64(ASCII.carriageReturn))
        }
    }

    /// A `/` may open a regex literal only where an expression may begin: not after something that
    /// ends an expression (an identifier, a literal, a closing bracket), where it is division.
    ///
    /// As in the compiler: a `/` glued to the token before it is never a regex; after `func` or
    /// `operator` it names an operator; a `/` with space before it and none after is tried as a regex
    /// whatever comes before (`await /x/`, `try? /x/`); otherwise the previous token decides.
    func regexMayStartHere() -> Bool {
        guard isAfterSpaceOrOpening else { return false }
        guard let previous = output.lastToken else { return true }
        if previous.kind == .keyword && (equalBytes(previous, "func") || equalBytes(previous, "operator")) { return false }
        if previous.kind == .identifier && equalBytes(previous, "operator") { return false }
        let next = byte(position + 1)
        if position + 1 < count && !ASCII.isHorizontalSpace(next) && !ASCII.isNewline(next) && lastPieceWasSignificant == false {
            return true
        }
        switch previous.kind {
        case .identifier, .dollarIdentifier, .integerLiteral, .floatLiteral, .stringQuote, .regexLiteral,
             .rightParen, .rightBracket, .rightBrace, .interpolationEnd, .backtick:
            return false
        case .keyword:
            return !isExpressionKeyword(previous)
        case .operator:
            // A postfix `?`/`!` glued to its operand ends an expression too.
            let last = bytes[previous.endOffset - 1]
            return previous.hasTriviaBefore || (last != 0x3F && last != ASCII.bang)
        default:
            return true
        }
    }

    func isExpressionKeyword(_ token: Token) -> Bool {
        let words: [StaticString] = ["self", "Self", "super", "true", "false", "nil"]
        return words.contains { word in equalBytes(token, word) }
    }

    func equalBytes(_ token: Token, _ word: StaticString) -> Bool {
        guard Int(token.length) == word.utf8CodeUnitCount else { return false }
        let pointer = word.utf8Start
        for offset in 0..<Int(token.length) where bytes[token.startOffset + offset] != pointer[offset] {
            return false
        }
        return true
    }

    /// The end of a `/…/` regex literal starting at `start`, or nil when these bytes are not one.
    /// As in the compiler, a bare regex may not start with a space, ends on its line, may not end with
    /// a space, and an unbalanced `)` means the slash was a division after all.
    func bareRegexEnd(from start: Int) -> Int? {
        var cursor = start + 1
        guard cursor < count, !ASCII.isHorizontalSpace(bytes[cursor]), !ASCII.isNewline(bytes[cursor]) else {
            return nil
        }
        var parenDepth = 0
        var inCharacterClass = 0
        while cursor < count {
            let c = bytes[cursor]
            if ASCII.isNewline(c) { return nil }
            if c == ASCII.backslash { cursor += 2; continue }
            if c == ASCII.slash {
                // The first unescaped `/` closes it, even inside `[…]`.
                if ASCII.isHorizontalSpace(bytes[cursor - 1]) { return nil }
                let after = byte(cursor + 1)
                if cursor + 1 < count && (after == ASCII.slash || after == ASCII.star) { return nil }
                return cursor + 1
            }
            if inCharacterClass > 0 {
                // Parentheses inside a character class are not counted.
                if c == ASCII.leftBracket { inCharacterClass += 1 }
                if c == ASCII.rightBracket { inCharacterClass -= 1 }
            } else if c == ASCII.leftBracket {
                inCharacterClass = 1
            } else if c == ASCII.leftParen {
                parenDepth += 1
            } else if c == ASCII.rightParen {
                if parenDepth == 0 { return nil }
                parenDepth -= 1
            }
            cursor += 1
        }
        return nil
    }

    /// The end of an extended regex literal `#/…/#` whose `hashes` `#`s start at `start`.
    func extendedRegexEnd(from start: Int, hashes: Int) -> Int? {
        var cursor = start + hashes + 1
        let isMultiline = ASCII.isNewline(byte(cursor)) && cursor < count
        while cursor < count {
            let c = bytes[cursor]
            if ASCII.isNewline(c) && !isMultiline { return nil }
            if c == ASCII.backslash { cursor += 2; continue }
            if c == ASCII.slash {
                var closing = cursor + 1
                var found = 0
                while found < hashes, byte(closing) == ASCII.pound, closing < count { found += 1; closing += 1 }
                if found == hashes { return closing }
            }
            cursor += 1
        }
        return nil
    }

    // MARK: `#`

    mutating func lexPound(from start: Int) {
        var cursor = position
        while cursor < count, bytes[cursor] == ASCII.pound { cursor += 1 }
        let hashes = cursor - position
        if byte(cursor) == ASCII.quote && cursor < count {
            position = cursor
            lexStringOpening(from: start, hashes: hashes)
            return
        }
        if byte(cursor) == ASCII.slash && cursor < count, let end = extendedRegexEnd(from: start, hashes: hashes) {
            position = end
            emit(.regexLiteral, from: start)
            return
        }
        position += 1
        if hashes == 1, ASCII.isIdentifierHead(byte(position)), position < count {
            var end = position
            while end < count, ASCII.isIdentifierBody(bytes[end]) { end += 1 }
            if isPoundKeyword(from: position, to: end) {
                position = end
                emit(.poundKeyword, from: start)
                return
            }
        }
        emit(.pound, from: start)
    }

    func isPoundKeyword(from start: Int, to end: Int) -> Bool {
        let words: [StaticString] = ["if", "elseif", "else", "endif", "available", "unavailable", "sourceLocation"]
        return words.contains { word in
            guard word.utf8CodeUnitCount == end - start else { return false }
            for offset in 0..<(end - start) where bytes[start + offset] != word.utf8Start[offset] { return false }
            return true
        }
    }

    // MARK: Identifiers, numbers, operators

    @inline(__always)
    mutating func lexIdentifier(from start: Int) {
        advanceOverIdentifierBody()
        let isKeyword = Keywords.isKeyword(bytes, start: start, length: position - start, slots: keywordSlots)
        emit(isKeyword ? .keyword : .identifier, from: start)
    }

    @inline(__always)
    mutating func advanceOverIdentifierBody() { position = Self.identifierEnd(in: bytes, from: position) }

    /// Where the identifier body starting at `start` ends. Static, so that its loop works on its
    /// arguments alone: as a method it copied the lexer's state to the stack on every identifier.
    static func identifierEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let count = bytes.count
        var cursor = start
        while cursor < count {
            // Eight bytes a step while every one continues the identifier (most identifiers end in the
            // first word); the byte that stops it, and the file's last few bytes, are looked at below.
            while cursor + 8 <= count {
                let run = ASCII.identifierRun(ByteWord.load(bytes, at: cursor))
                cursor += run
                if run < 8 {
                    // An ASCII byte that stops the run ends the identifier: only non-ASCII is looked at again.
                    if bytes[cursor] < 0x80 { return cursor }
                    break
                }
            }
            guard cursor < count else { break }
            let c = bytes[cursor]
            if ASCII.continuesIdentifier(c) {
                cursor += 1
                continue
            }
            let length = c < 0x80 ? 0 : nonASCIIIdentifierBodyLength(in: bytes, at: cursor)
            guard length > 0 else { break }
            cursor += length
        }
        return cursor
    }

    /// The length of the scalar at `index` if it may continue an identifier, else 0. Out of line, so the
    /// ASCII loop it is called from stays small.
    @inline(never)
    static func nonASCIIIdentifierBodyLength(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let (scalar, length) = UTF8Bytes.decode(bytes, at: index)
        guard length > 0, UTF8Bytes.isIdentifierHead(scalar) || UTF8Bytes.isCombining(scalar) else { return 0 }
        return length
    }

    mutating func lexBacktick(from start: Int) {
        var cursor = position + 1
        while cursor < count, bytes[cursor] != ASCII.backtick, !ASCII.isNewline(bytes[cursor]) { cursor += 1 }
        if cursor < count, bytes[cursor] == ASCII.backtick, cursor > position + 1 {
            position = cursor + 1
            emit(.identifier, from: start)
        } else {
            single(.backtick, from: start)
        }
    }

    mutating func lexDollar(from start: Int) {
        position += 1
        advanceOverIdentifierBody()
        emit(.dollarIdentifier, from: start)
    }

    mutating func lexNumber(from start: Int) {
        let radixMarker = byte(position + 1) | 0x20
        if bytes[position] == ASCII.zero && (radixMarker == 0x78 || radixMarker == 0x6F || radixMarker == 0x62) {
            position += 2
            if radixMarker == 0x78 {
                lexHexNumber(from: start)
                return
            }
            while position < count, ASCII.isHexDigit(bytes[position]) || bytes[position] == ASCII.underscore {
                position += 1
            }
            emit(.integerLiteral, from: start)
            return
        }
        var isFloat = false
        skipDigits(hex: false)
        // After a `.` a number is a tuple index: `t.0.1` is `0`, `.`, `1`, never the float `0.1`.
        let isTupleIndex = output.lastToken?.kind == .period && lastPieceWasSignificant
        if !isTupleIndex && byte(position) == ASCII.period && ASCII.isDigit(byte(position + 1)) && position + 1 < count {
            isFloat = true
            position += 1
            skipDigits(hex: false)
        }
        if !isTupleIndex && byte(position) | 0x20 == 0x65 && position < count && exponentFollows(position + 1) {
            isFloat = true
            position += 1
            if byte(position) == ASCII.plus || byte(position) == ASCII.minus { position += 1 }
            skipDigits(hex: false)
        }
        emit(isFloat ? .floatLiteral : .integerLiteral, from: start)
    }

    mutating func lexHexNumber(from start: Int) {
        var isFloat = false
        skipDigits(hex: true)
        if byte(position) == ASCII.period && ASCII.isHexDigit(byte(position + 1)) && position + 1 < count {
            // `0x1.8p1` is a float; `0xFF.description` is a member access.
            var cursor = position + 1
            while cursor < count, ASCII.isHexDigit(bytes[cursor]) || bytes[cursor] == ASCII.underscore { cursor += 1 }
            if byte(cursor) | 0x20 == 0x70 && cursor < count {
                isFloat = true
                position = cursor
            }
        }
        if byte(position) | 0x20 == 0x70 && position < count && exponentFollows(position + 1) {
            isFloat = true
            position += 1
            if byte(position) == ASCII.plus || byte(position) == ASCII.minus { position += 1 }
            skipDigits(hex: false)
        }
        emit(isFloat ? .floatLiteral : .integerLiteral, from: start)
    }

    func exponentFollows(_ index: Int) -> Bool {
        let c = byte(index)
        if ASCII.isDigit(c) && index < count { return true }
        return (c == ASCII.plus || c == ASCII.minus) && ASCII.isDigit(byte(index + 1)) && index + 1 < count
    }

    mutating func skipDigits(hex: Bool) {
        while position < count {
            let c = bytes[position]
            guard (hex ? ASCII.isHexDigit(c) : ASCII.isDigit(c)) || c == ASCII.underscore else { return }
            position += 1
        }
    }

    /// Whether the token starting here is glued to what precedes it (no trivia, not an opening
    /// bracket or separator): then `?` and `!` are postfix operators of one character.
    var isLeftBound: Bool {
        guard lastPieceWasSignificant, let previous = output.lastToken else { return false }
        switch previous.kind {
        case .leftParen, .leftBracket, .leftBrace, .comma, .semicolon, .colon, .interpolationStart: return false
        default: return true
        }
    }

    mutating func lexOperator(from start: Int) {
        let first = bytes[position]
        if (first == 0x3F || first == ASCII.bang) && isLeftBound {
            single(.operator, from: start)
            return
        }
        let isDotOperator = first == ASCII.period
        while position < count {
            let c = bytes[position]
            if c < 0x80 {
                if c == ASCII.period {
                    guard isDotOperator else { break }
                } else {
                    guard ASCII.isOperator(c) else { break }
                    // A comment may start right after an operator: `a+/* note */b`.
                    if c == ASCII.slash, position > start,
                       byte(position + 1) == ASCII.slash || byte(position + 1) == ASCII.star { break }
                }
                position += 1
            } else {
                let (scalar, length) = UTF8Bytes.decode(bytes, at: position)
                guard length > 0, UTF8Bytes.isOperatorHead(scalar) || (position > start && UTF8Bytes.isCombining(scalar))
                else { break }
                position += length
            }
        }
        if position == start { position += 1 }
        emit(.operator, from: start)
    }
}
