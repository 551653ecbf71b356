/// The kind of one lexical piece. Trivia kinds come first so `isTrivia` is a single comparison.
public enum TokenKind: UInt8, Sendable, CaseIterable {
    // Trivia: bytes that carry no meaning for the parser but belong to the file all the same.
    case whitespace
    case newline
    case lineComment
    case docLineComment
    case blockComment
    case docBlockComment
    case shebang
    case byteOrderMark
    /// Bytes that cannot start any token: NUL, invalid UTF-8, stray control characters.
    case unexpectedText

    // Significant tokens.
    case identifier
    case keyword
    case dollarIdentifier
    case integerLiteral
    case floatLiteral
    /// An opening or closing string delimiter with its `#`s: `"`, `"""`, `#"`, `"##`.
    case stringQuote
    case stringSegment
    /// `\(` or `\#(` inside a string; the code that follows is lexed as ordinary tokens.
    case interpolationStart
    /// The `)` that closes an interpolation.
    case interpolationEnd
    case regexLiteral
    case leftParen
    case rightParen
    case leftBracket
    case rightBracket
    case leftBrace
    case rightBrace
    case comma
    case colon
    case semicolon
    case period
    case atSign
    /// `#` before a macro or directive name that is not one of the compiler's pound keywords.
    case pound
    /// `#if`, `#elseif`, `#else`, `#endif`, `#available`, `#unavailable`, `#sourceLocation`.
    case poundKeyword
    case backslash
    case backtick
    case `operator`

    public var isTrivia: Bool { rawValue <= TokenKind.unexpectedText.rawValue }
    @inline(__always) public var isComment: Bool {
        self == .lineComment || self == .docLineComment || self == .blockComment || self == .docBlockComment
    }
    public var name: String { String(describing: self) }
}

/// One lexical piece of a file: a kind and a byte range. Twelve bytes, no text: text is sliced on demand.
public struct Token: Sendable, Equatable {
    public var kind: TokenKind
    /// `Token.Flags` bits, set on significant tokens only.
    public var flags: UInt8
    public var start: UInt32
    public var length: UInt32

    public init(kind: TokenKind, flags: UInt8 = 0, start: Int, length: Int) {
        self.kind = kind
        self.flags = flags
        self.start = UInt32(truncatingIfNeeded: start)
        self.length = UInt32(truncatingIfNeeded: length)
    }

    public var startOffset: Int { Int(start) }
    public var endOffset: Int { Int(start) + Int(length) }

    public enum Flags {
        /// A line break stands between this token and the previous significant one.
        public static let newlineBefore: UInt8 = 1
        /// Any trivia (space, comment, newline) stands right before this token.
        public static let triviaBefore: UInt8 = 2
        /// Any trivia stands right after this token.
        public static let triviaAfter: UInt8 = 4
    }

    public var hasNewlineBefore: Bool { flags & Flags.newlineBefore != 0 }
    public var hasTriviaBefore: Bool { flags & Flags.triviaBefore != 0 }
    public var hasTriviaAfter: Bool { flags & Flags.triviaAfter != 0 }
}
