import Foundation
import HitchLintKit
import Testing

/// The pieces of `text` as `kind:text` strings, trivia left out.
func significant(_ text: String) -> [String] {
    let bytes = Array(text.utf8)
    return Tokenizer.tokenize(bytes).tokens.map { token in
        "\(token.kind.name):" + String(decoding: bytes[token.startOffset..<token.endOffset], as: UTF8.self)
    }
}

/// Whether the pieces tile the bytes exactly (contiguous, non-empty, covering every byte once), and
/// lexing that keeps only comments, or no trivia, gives the same tokens and exactly those comments.
func roundTrips(_ bytes: [UInt8]) -> Bool {
    let lexed = Tokenizer.tokenize(bytes)
    var offset = 0
    for piece in lexed.pieces {
        guard piece.startOffset == offset, piece.length > 0 else { return false }
        offset = piece.endOffset
    }
    let withoutTrivia = Tokenizer.tokenize(bytes, keeping: .none)
    let commentsOnly = Tokenizer.tokenize(bytes, keeping: .comments)
    return offset == bytes.count && withoutTrivia.pieces.isEmpty && withoutTrivia.tokens == lexed.tokens
        && commentsOnly.tokens == lexed.tokens && commentsOnly.pieces == lexed.pieces.filter(\.kind.isComment)
}

/// A small deterministic generator, so a failing random case can be reproduced from its seed.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite("Tokenizer")
struct TokenizerTests {
    /// Keywords are found by a hash of their packed bytes: every reserved word must be one, and
    /// words one letter off, other cases, contextual keywords and long look-alikes must not.
    @Test("every reserved word is a keyword, and nothing near one is")
    func keywordsAndNearMisses() {
        let reserved = [
            "_", "if", "in", "do", "as", "is", "nil", "var", "for", "let", "Any", "try", "func", "case", "else", "true",
            "Self", "self", "enum", "init", "guard", "while", "where", "false", "catch", "break", "defer", "super",
            "class", "inout", "throw", "public", "static", "switch", "return", "throws", "repeat", "struct", "deinit",
            "import", "private", "default", "continue", "internal", "protocol", "operator", "rethrows", "extension",
            "subscript", "typealias", "fileprivate", "fallthrough", "associatedtype", "precedencegroup",
        ]
        // Alone (the last bytes of a file are packed one by one) and followed by more (loaded as a word).
        let after = ["", " = x + y + z"]
        for word in reserved {
            for rest in after {
                #expect(significant(word + rest).first == "keyword:\(word)")
                for nearMiss in [word + "s", word + "_", "_" + word, String(word.dropLast()), word.uppercased(), word + "1"]
                where !nearMiss.isEmpty && !reserved.contains(nearMiss) {
                    #expect(significant(nearMiss + rest).first == "identifier:\(nearMiss)", "\(nearMiss)")
                }
            }
        }
        for contextual in ["some", "any", "get", "set", "willSet", "actor", "async", "await", "ANY", "Int", "x"] {
            #expect(significant(contextual) == ["identifier:\(contextual)"])
            #expect(significant(contextual + " = x + y + z").first == "identifier:\(contextual)")
        }
    }

    /// The lexer reads identifiers eight bytes a step: every byte value, at every place of the first
    /// two words and of the bytes after them, must end an identifier exactly where the byte rule says.
    @Test("identifiers end at the first byte that cannot continue them, wherever it stands in a word")
    func identifierRunsEndWhereTheyShould() {
        func continues(_ byte: UInt8) -> Bool {
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
        }
        let length = 21  // two words, then five bytes read one at a time
        for place in 1..<length {
            for value in UInt8.min...UInt8.max {
                var bytes = Array(repeating: UInt8(ascii: "a"), count: length)
                bytes[place] = value
                let first = Tokenizer.tokenize(bytes).tokens[0]
                #expect(first.startOffset == 0 && Int(first.length) == (continues(value) ? length : place),
                        "byte \(value) at \(place)")
            }
        }
    }

    @Test("round trip on random bytes", arguments: 0..<200)
    func randomBytes(seed: Int) {
        var generator = SplitMix64(state: UInt64(seed))
        let length = Int.random(in: 0..<600, using: &generator)
        let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
        #expect(roundTrips(bytes), "seed \(seed)")
    }

    @Test("round trip on random Swift-like fragments", arguments: 0..<200)
    func randomFragments(seed: Int) {
        let fragments = [
            "\"", "\"\"\"", "#", "#\"", "\"#", "\\(", "\\#(", ")", "(", "{", "}", "/*", "*/", "//", "\n", "\r\n",
            "\r", "/", "#/", "/#", "a", "`", "$0", "0x1p-3", "1.5e3", "é", "🙂", "..<", "?.", "@", " ", "\t",
            "\u{0}", "\\", "[", "]", "'", "\u{FEFF}",
        ]
        var generator = SplitMix64(state: UInt64(seed) &+ 1000)
        var text = ""
        for _ in 0..<Int.random(in: 0..<120, using: &generator) {
            text += fragments[Int.random(in: 0..<fragments.count, using: &generator)]
        }
        #expect(roundTrips(Array(text.utf8)), "seed \(seed): \(text.debugDescription)")
    }

    @Test("round trip on every file of Examples/ and Rules/")
    func repositoryFiles() throws {
        let enumerator = FileManager.default.enumerator(at: Package.root, includingPropertiesForKeys: nil)!
        var count = 0
        for case let url as URL in enumerator where url.pathExtension == "swift" || url.pathExtension == "md" {
            if url.path.contains("/.build/") { continue }
            let bytes = Array(try Data(contentsOf: url))
            #expect(roundTrips(bytes), "\(url.path)")
            count += 1
        }
        #expect(count > 20)
    }

    @Test("invalid UTF-8, NUL bytes and unterminated literals still round trip")
    func hostileInputs() {
        let inputs: [[UInt8]] = [
            [0xFF, 0xFE, 0x00, 0x41], Array("\"abc".utf8), Array("\"\"\"\nabc".utf8), Array("/* /* */".utf8),
            Array("\"\\(foo(\"".utf8), Array("#\"abc\"".utf8), Array("#/abc".utf8), Array("let x = \"\\".utf8),
            [0xC3], [0xE2, 0x82], Array("\u{FEFF}#!/usr/bin/env swift\nprint(1)".utf8),
        ]
        for input in inputs { #expect(roundTrips(input), "\(input)") }
    }

    @Test("deep nesting is lexed without recursion")
    func deepNesting() {
        let depth = 100_000
        let parens = String(repeating: "(", count: depth) + String(repeating: ")", count: depth)
        #expect(roundTrips(Array(parens.utf8)))
        let comments = String(repeating: "/*", count: depth) + String(repeating: "*/", count: depth)
        let lexed = Tokenizer.tokenize(Array(comments.utf8))
        #expect(lexed.pieces.count == 1 && lexed.pieces[0].kind == .blockComment)
        let interpolations = String(repeating: "\"\\(", count: 20_000) + String(repeating: ")\"", count: 20_000)
        #expect(roundTrips(Array(interpolations.utf8)))
        let file = SyntaxFile(source: SourceFile(path: FilePath("Deep.swift"), bytes: Array(parens.utf8)))
        #expect(file.partnerOf(0) == 2 * depth - 1)
    }

    // MARK: Torture suite: kinds and boundaries

    @Test("comments, nested and doc")
    func comments() {
        let bytes = Array("a /* x /* y */ z */ b // c\n/// d\n/** e */".utf8)
        let kinds = Tokenizer.tokenize(bytes).pieces.map(\.kind)
        #expect(kinds == [.identifier, .whitespace, .blockComment, .whitespace, .identifier, .whitespace, .lineComment,
                          .newline, .docLineComment, .newline, .docBlockComment])
    }

    /// Comments are passed over eight bytes a step: their ends, nested marks and line breaks must be
    /// found at every place in a word, and bytes one bit away from them must not be taken for them.
    @Test("comments end at the right byte wherever it stands in a word")
    func commentEndsAtEveryAlignment() {
        let lookalikes: [UInt8] = [0x0B, 0x0C, 0x0E, 0x8A, 0x8D, 0x2B, 0x2E, 0xAA, 0xAF, 0x6A, 0x6F]
        for filler in 0..<20 {
            for lookalike in lookalikes {
                let text = Array(repeating: lookalike, count: filler)
                for ending in ["\n", "\r", "\r\n", ""] {
                    let bytes = Array("//".utf8) + text + Array(ending.utf8) + (ending.isEmpty ? [] : Array("a".utf8))
                    let pieces = Tokenizer.tokenize(bytes).pieces
                    #expect(pieces.first?.kind == .lineComment && pieces.first?.length == UInt32(2 + filler),
                            "line comment, \(filler) bytes of \(lookalike), ending \(ending.debugDescription)")
                    if !ending.isEmpty { #expect(pieces.last?.hasNewlineBefore == true && pieces.last?.kind == .identifier) }
                }
                for inner in [0, 3, 7, 8, 9] {
                    for lineBreak in ["", "\n", "\r", "\r\n"] {
                        let middle = text + Array(lineBreak.utf8) + Array(repeating: lookalike, count: inner)
                        let comment = Array("/*".utf8) + middle + Array("/*".utf8) + text + Array("*/".utf8) + middle + Array("*/".utf8)
                        let pieces = Tokenizer.tokenize(comment + Array("b".utf8)).pieces
                        #expect(pieces.count == 2 && pieces[0].kind == .blockComment && pieces[0].length == UInt32(comment.count)
                                && pieces[1].hasNewlineBefore == !lineBreak.isEmpty,
                                "block comment, \(filler)+\(inner) bytes of \(lookalike), line break \(lineBreak.debugDescription)")
                    }
                }
            }
        }
    }

    @Test("strings with interpolation lex their code as tokens")
    func interpolation() {
        #expect(significant(#"Text("a \(b("c")) d")"#) == [
            "identifier:Text", "leftParen:(", "stringQuote:\"", "stringSegment:a ", "interpolationStart:\\(",
            "identifier:b", "leftParen:(", "stringQuote:\"", "stringSegment:c", "stringQuote:\"", "rightParen:)",
            "interpolationEnd:)", "stringSegment: d", "stringQuote:\"", "rightParen:)",
        ])
    }

    @Test("raw strings: quotes and backslashes need the matching number of #")
    func rawStrings() {
        #expect(significant(##"#"a "quoted" \(x) \#(y) b"#"##) == [
            "stringQuote:#\"", "stringSegment:a \"quoted\" \\(x) ", "interpolationStart:\\#(", "identifier:y",
            "interpolationEnd:)", "stringSegment: b", "stringQuote:\"#",
        ])
        #expect(significant(###"##"a "# b"##"###) == ["stringQuote:##\"", "stringSegment:a \"# b", "stringQuote:\"##"])
    }

    @Test("multi-line strings keep quotes and newlines inside")
    func multilineStrings() {
        let text = "let s = \"\"\"\n  a \"quote\" \"\"\n  \\(x)\n  \"\"\"\nfoo"
        #expect(significant(text) == [
            "keyword:let", "identifier:s", "operator:=", "stringQuote:\"\"\"", "stringSegment:\n  a \"quote\" \"\"\n  ",
            "interpolationStart:\\(", "identifier:x", "interpolationEnd:)", "stringSegment:\n  ", "stringQuote:\"\"\"",
            "identifier:foo",
        ])
    }

    @Test("escaped quotes do not end a string")
    func escapes() {
        #expect(significant(#""a\"b" c"#) == ["stringQuote:\"", "stringSegment:a\\\"b", "stringQuote:\"", "identifier:c"])
    }

    @Test("an unterminated string ends at the line break")
    func unterminatedString() {
        #expect(significant("\"abc\nfoo") == ["stringQuote:\"", "stringSegment:abc", "identifier:foo"])
    }

    @Test("regex literals versus division")
    func regexLiterals() {
        #expect(significant("let r = /a+b/") == ["keyword:let", "identifier:r", "operator:=", "regexLiteral:/a+b/"])
        #expect(significant("let x = a / b / c") == [
            "keyword:let", "identifier:x", "operator:=", "identifier:a", "operator:/", "identifier:b", "operator:/",
            "identifier:c",
        ])
        #expect(significant("w / 2") == ["identifier:w", "operator:/", "integerLiteral:2"])
        #expect(significant("(a) / 2 / (b)") == [
            "leftParen:(", "identifier:a", "rightParen:)", "operator:/", "integerLiteral:2", "operator:/",
            "leftParen:(", "identifier:b", "rightParen:)",
        ])
        #expect(significant("f(/ x /)") == ["identifier:f", "leftParen:(", "operator:/", "identifier:x", "operator:/", "rightParen:)"])
        #expect(significant("#/a/b/#") == ["regexLiteral:#/a/b/#"])
        #expect(significant("x.split(separator: /\\s+/)") == [
            "identifier:x", "period:.", "identifier:split", "leftParen:(", "identifier:separator", "colon::",
            "regexLiteral:/\\s+/", "rightParen:)",
        ])
    }

    @Test("numbers")
    func numbers() {
        #expect(significant("0x1p-3 1_000 0b1010 0o17 1.5e-3 0xFF 1...12 0..<n 3.14") == [
            "floatLiteral:0x1p-3", "integerLiteral:1_000", "integerLiteral:0b1010", "integerLiteral:0o17",
            "floatLiteral:1.5e-3", "integerLiteral:0xFF", "integerLiteral:1", "operator:...", "integerLiteral:12",
            "integerLiteral:0", "operator:..<", "identifier:n", "floatLiteral:3.14",
        ])
        #expect(significant("1.description") == ["integerLiteral:1", "period:.", "identifier:description"])
    }

    @Test("identifiers, keywords, attributes and pound directives")
    func identifiersAndPound() {
        #expect(significant("@MainActor struct `class` { var $x = $0; let _ = café }") == [
            "atSign:@", "identifier:MainActor", "keyword:struct", "identifier:`class`", "leftBrace:{", "keyword:var",
            "dollarIdentifier:$x", "operator:=", "dollarIdentifier:$0", "semicolon:;", "keyword:let", "keyword:_",
            "operator:=", "identifier:café", "rightBrace:}",
        ])
        #expect(significant("#if DEBUG\n#Preview { }\n#endif #available(iOS 17, *)") == [
            "poundKeyword:#if", "identifier:DEBUG", "pound:#", "identifier:Preview", "leftBrace:{", "rightBrace:}",
            "poundKeyword:#endif", "poundKeyword:#available", "leftParen:(", "identifier:iOS", "integerLiteral:17",
            "comma:,", "operator:*", "rightParen:)",
        ])
    }

    @Test("operators: custom, Unicode, dot-operators and postfix")
    func operators() {
        #expect(significant("a?.b! ?? c <*> d ∪ e .. f") == [
            "identifier:a", "operator:?", "period:.", "identifier:b", "operator:!", "operator:??", "identifier:c",
            "operator:<*>", "identifier:d", "operator:∪", "identifier:e", "operator:..", "identifier:f",
        ])
        #expect(significant("x->y") == ["identifier:x", "operator:->", "identifier:y"])
        #expect(significant("a+/* c */b") == ["identifier:a", "operator:+", "identifier:b"])
    }

    @Test("agreements with the compiler's lexer found by comparing with swift-syntax")
    func compilerAgreement() {
        // A `?`/`!` glued to what precedes it is a postfix operator of its own.
        #expect(significant("Binding<CGFloat?>") == ["identifier:Binding", "operator:<", "identifier:CGFloat", "operator:?", "operator:>"])
        #expect(significant("a!=b") == ["identifier:a", "operator:!", "operator:=", "identifier:b"])
        #expect(significant("x ?? y") == ["identifier:x", "operator:??", "identifier:y"])
        // A number after `.` is a tuple index.
        #expect(significant("t.0.1") == ["identifier:t", "period:.", "integerLiteral:0", "period:.", "integerLiteral:1"])
        // `$` continues an identifier.
        #expect(significant("a$b $$") == ["identifier:a$b", "dollarIdentifier:$$"])
        // Dot operators.
        #expect(significant("a.+.b") == ["identifier:a", "operator:.+.", "identifier:b"])
        // Regex literals: tried after a space whatever precedes; never glued, never after `func`/`operator`.
        #expect(significant("await /x/") == ["identifier:await", "regexLiteral:/x/"])
        #expect(significant("try? /x/") == ["keyword:try", "operator:?", "regexLiteral:/x/"])
        #expect(significant("a/x/b") == ["identifier:a", "operator:/", "identifier:x", "operator:/", "identifier:b"])
        #expect(significant("func /^/ (a: Int)") == ["keyword:func", "operator:/^/", "leftParen:(", "identifier:a", "colon::", "identifier:Int", "rightParen:)"])
        #expect(significant("let r = /[/]/") == ["keyword:let", "identifier:r", "operator:=", "regexLiteral:/[/", "rightBracket:]", "operator:/"])
    }

    @Test("line endings: LF, CRLF and CR, and a byte-order mark")
    func lineEndings() {
        let bytes = Array("\u{FEFF}a\r\nb\rc\n".utf8)
        let kinds = Tokenizer.tokenize(bytes).pieces.map(\.kind)
        #expect(kinds == [.byteOrderMark, .identifier, .newline, .identifier, .newline, .identifier, .newline])
        let lines = LineTable(bytes)
        #expect(lines.lineStarts == [0, 6, 8, 10])
    }

    /// The line table skips eight bytes at a time, or lets `memchr` find each `\n` when the file has no
    /// `\r`: compared with a byte-by-byte reading on random text dense in `\r`, `\n` and `\r\n` (even
    /// rounds) or in `\n` alone (odd rounds), at every alignment.
    @Test("line starts match a byte-by-byte reading", arguments: 0..<50)
    func lineStartsMatchNaiveReading(round: Int) {
        var generator = SystemRandomNumberGenerator()
        let breaks: [UInt8] = round.isMultiple(of: 2) ? [0x0A, 0x0D] : [0x0A]
        let others: [UInt8] = [0x61, 0x20, 0x8A, 0x0B, 0x0C, 0x8D, 0x2A, 0xFF]
        let length = Int.random(in: 0..<300, using: &generator)
        let bytes = (0..<length).map { _ in
            Int.random(in: 0..<4, using: &generator) == 0 ? breaks.randomElement(using: &generator)!
                : others.randomElement(using: &generator)!
        }
        var expected = [0]
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
            if bytes[index] == 0x0A || bytes[index] == 0x0D { expected.append(index + 1) }
            index += 1
        }
        #expect(LineTable(bytes).lineStarts == expected, "\(bytes)")
    }

    @Test("positions count UTF-8, UTF-16 and scalars")
    func positions() {
        let source = SourceFile(path: FilePath("P.swift"), bytes: Array("x\n🙂é a".utf8))
        let position = source.position(ofOffset: 2 + 4 + 2 + 1)
        #expect(position.line == 2)
        #expect(position.utf8Column == 8)
        #expect(position.utf16Column == 5)
        #expect(position.scalarColumn == 4)
    }

    /// Long lines keep column checkpoints every 1 KB; positions from them must equal a count from the
    /// line's start, also when a checkpoint falls inside a multi-byte character or on invalid UTF-8.
    @Test("positions on long lines with multi-byte text match a count from the line start")
    func longLinePositions() {
        var bytes = Array("short\r\n".utf8)
        let pieces: [[UInt8]] = [Array("🙂".utf8), Array("é".utf8), [0x61], [0xFF], Array("中".utf8), [0x20]]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<9000 { bytes += pieces[Int.random(in: 0..<pieces.count, using: &generator)] }
        bytes += Array("\nlast".utf8)
        let source = SourceFile(path: FilePath("Long.swift"), bytes: bytes)
        for offset in Array(stride(from: 0, through: bytes.count, by: 97)) + [1024 + 7, 2048 + 7, bytes.count - 5] {
            let position = source.position(ofOffset: offset)
            let start = source.lines.lineStarts[position.line - 1]
            let prefix = bytes[start..<offset].filter { $0 & 0xC0 != 0x80 }
            #expect(position.scalarColumn == prefix.count + 1, "offset \(offset)")
            #expect(position.utf16Column == prefix.count + prefix.filter { $0 >= 0xF0 }.count + 1, "offset \(offset)")
            #expect(position.utf8Column == offset - start + 1)
        }
    }

    /// Columns are counted eight ASCII bytes at a time: every position of lines that mix runs of ASCII of
    /// every length with multi-byte characters and invalid bytes equals a count byte by byte.
    @Test("positions in ASCII runs of any length between other characters")
    func positionsAcrossASCIIRuns() {
        var generator = SplitMix64(state: 58)
        let others: [[UInt8]] = [Array("🙂".utf8), Array("é".utf8), Array("中".utf8), [0xFF], [0x80], Array("\n".utf8)]
        var bytes: [UInt8] = []
        for _ in 0..<600 {
            bytes += (0..<Int(generator.next() % 20)).map { _ in UInt8(0x21 + generator.next() % 90) }
            bytes += others[Int(generator.next() % UInt64(others.count))]
        }
        let source = SourceFile(path: FilePath("Runs.swift"), bytes: bytes)
        for offset in 0...bytes.count {
            let position = source.position(ofOffset: offset)
            let start = source.lines.lineStarts[position.line - 1]
            let prefix = bytes[start..<offset].filter { $0 & 0xC0 != 0x80 }
            #expect(position.scalarColumn == prefix.count + 1, "offset \(offset)")
            #expect(position.utf16Column == prefix.count + prefix.filter { $0 >= 0xF0 }.count + 1, "offset \(offset)")
        }
    }
}
