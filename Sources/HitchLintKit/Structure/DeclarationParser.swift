/// Finds declarations in one forward pass over the significant tokens. Headers are read with bounded
/// look-ahead; bodies are not skipped, so nested declarations are found by the same pass.
struct DeclarationParser {
    let source: SourceFile
    let tokens: [Token]
    let partner: [Int32]
    var declarations: [Declaration] = []
    /// Every declaration's attributes and inherited names (`TokenList`s), in the order they are read.
    var listedTokens: [Int] = []
    /// `Self.modifierWords`, read once for the file (the static's lazy check at every header).
    let modifierWords = Self.modifierWords
    /// Declarations whose scope (body or initial value) is still open at the current token, innermost
    /// last, each with the scope's last token.
    var openBodies: [(declaration: Int, end: Int)] = []

    init(source: SourceFile, tokens: [Token], partner: [Int32]) {
        self.source = source
        self.tokens = tokens
        self.partner = partner
    }

    func isText(_ index: Int, _ word: StaticString) -> Bool {
        index >= 0 && index < tokens.count && source.bytes.matches(tokens[index], word)
    }

    func kind(_ index: Int) -> TokenKind? { index >= 0 && index < tokens.count ? tokens[index].kind : nil }

    mutating func parse() -> [Declaration] {
        // About a declaration every 16 tokens of SwiftUI code, and a listed token every two of them:
        // room made once, not grown a doubling at a time in every file. (Here, not when the parser is
        // made: rules make parsers only to find where expressions end, tens of thousands in a lint.)
        declarations.reserveCapacity(tokens.count / 16 + 4)
        listedTokens.reserveCapacity(tokens.count / 32 + 4)
        openBodies.reserveCapacity(16)
        var innermostEnd = Int.max  // where the innermost open scope ends: checked at every token
        for index in tokens.indices {
            while index > innermostEnd {
                openBodies.removeLast()
                innermostEnd = openBodies.last?.end ?? Int.max
            }
            // Only a keyword, or the identifier `actor`, starts a declaration: punctuation, literals and
            // names of any length but five are passed over here without a call.
            let token = tokens[index]
            guard token.kind == .keyword || token.kind == .identifier && token.length == 5,
                  let kind = declarationKind(at: index) else { continue }
            var declaration = parseDeclaration(kind, keyword: index)
            declaration.parent = openBodies.last?.declaration ?? -1
            declarations.append(declaration)
            let end = scopeEnd(declaration)
            if end > index {
                openBodies.append((declarations.count - 1, end))
                innermostEnd = end
            }
        }
        return declarations
    }

    /// The last token a declaration's own scope covers: its body, or its initial value (so the
    /// `let formatter` inside `static let shared: DateFormatter = { … }()` is local to it).
    func scopeEnd(_ declaration: Declaration) -> Int {
        if declaration.bodyOpen >= 0 && declaration.bodyClose > declaration.bodyOpen { return declaration.bodyClose }
        if !declaration.initializer.isEmpty { return declaration.initializer.upperBound - 1 }
        return -1
    }

    // MARK: Recognising a declaration keyword

    func declarationKind(at index: Int) -> Declaration.Kind? {
        let token = tokens[index]
        if token.kind == .identifier {
            // `actor` is contextual: a declaration only when a name follows.
            if isText(index, "actor") && kind(index + 1) == .identifier && !isAfterDot(index) { return .actorType }
            return nil
        }
        // `import protocol Foundation.LocalizedError` names a kind of declaration to import, declaring nothing.
        guard token.kind == .keyword, !isAfterDot(index), !isText(index - 1, "import") || isAfterDot(index - 1) else { return nil }
        let bytes = source.bytes
        switch token.length {
        case 3:
            if bytes.matches(token, "var") { return isConditionBinding(index) ? nil : .variable }
            if bytes.matches(token, "let") { return isConditionBinding(index) ? nil : .constant }
        case 4:
            if bytes.matches(token, "func") { return .function }
            if bytes.matches(token, "init") { return isInitializerDeclaration(index) ? .initializer : nil }
            if bytes.matches(token, "enum") { return .enumType }
        case 5:
            if bytes.matches(token, "class") {
                // `class func`, `class var` are modifiers; `AnyObject`-style `: class` has no name.
                return kind(index + 1) == .identifier ? .classType : nil
            }
        case 6:
            if bytes.matches(token, "struct") { return .structType }
            if bytes.matches(token, "deinit") { return .deinitializer }
        case 8:
            if bytes.matches(token, "protocol") { return .protocolType }
        case 9:
            if bytes.matches(token, "extension") { return .extensionType }
            if bytes.matches(token, "subscript") { return .subscriptMember }
            if bytes.matches(token, "typealias") { return .typeAlias }
        default:
            break
        }
        return nil
    }

    func isAfterDot(_ index: Int) -> Bool { kind(index - 1) == .period }

    /// `init` declares an initializer unless it is a call (`.init(`, `Foo.init(`, `super.init(`).
    func isInitializerDeclaration(_ index: Int) -> Bool { !isAfterDot(index) }

    /// `if let x`, `guard var y`, `case let .some(z)`, `while let`: bindings in conditions and patterns.
    func isConditionBinding(_ index: Int) -> Bool {
        let previous = index - 1
        guard previous >= 0 else { return false }
        if tokens[previous].kind == .keyword {
            return isText(previous, "if") || isText(previous, "guard") || isText(previous, "while")
                || isText(previous, "case") || isText(previous, "for") || isText(previous, "catch")
        }
        if tokens[previous].kind == .comma || tokens[previous].kind == .leftParen {
            // `if let a, let b` and `case (let a, let b)` — a comma or paren before a declaration keyword.
            return true
        }
        return false
    }

    // MARK: Headers

    mutating func parseDeclaration(_ kind: Declaration.Kind, keyword: Int) -> Declaration {
        var declaration = Declaration(
            kind: kind, keyword: keyword, name: -1, firstToken: keyword, attributes: .empty, modifiers: [],
            inherited: .empty, typeRange: 0..<0, parameterList: -1, initializer: 0..<0, bodyOpen: -1, bodyClose: -1,
            parent: -1)
        readAttributesAndModifiers(into: &declaration)
        var cursor = keyword + 1
        switch kind {
        case .structType, .classType, .enumType, .actorType, .protocolType, .extensionType:
            cursor = readTypeName(from: cursor, into: &declaration)
            cursor = skipGenericParameters(from: cursor)
            if self.kind(cursor) == .colon { cursor = readInheritance(from: cursor + 1, into: &declaration) }
            findBody(from: cursor, into: &declaration)
        case .function, .initializer, .subscriptMember:
            if kind == .function, cursor < tokens.count,
               tokens[cursor].kind == .identifier || tokens[cursor].kind == .operator || tokens[cursor].kind == .keyword {
                declaration.name = cursor
                cursor += 1
            }
            if kind == .initializer, self.kind(cursor) == .operator { cursor += 1 }  // init? / init!
            cursor = skipGenericParameters(from: cursor)
            if self.kind(cursor) == .leftParen {
                declaration.parameterList = cursor
                cursor = partner[cursor] > cursor ? Int(partner[cursor]) + 1 : cursor + 1
            }
            cursor = readReturnType(from: cursor, into: &declaration)
            findBody(from: cursor, into: &declaration)
        case .deinitializer:
            findBody(from: cursor, into: &declaration)
        case .variable, .constant:
            readBinding(from: cursor, into: &declaration)
        case .typeAlias:
            if self.kind(cursor) == .identifier { declaration.name = cursor }
        }
        return declaration
    }

    /// Walks back from the keyword over modifiers (`private(set)`, `static`) and attributes (`@State`,
    /// `@available(iOS 17, *)`), which may each stand on their own line.
    mutating func readAttributesAndModifiers(into declaration: inout Declaration) {
        let first = listedTokens.count
        var cursor = declaration.keyword - 1
        var steps = 0
        while cursor >= 0, steps < 64 {
            steps += 1
            let token = tokens[cursor]
            if token.kind == .rightParen, partner[cursor] >= 0 {
                // `private(set)` or the arguments of an attribute.
                let open = Int(partner[cursor])
                guard open > 0 else { break }
                let before = open - 1
                if kind(before - 1) == .atSign, kind(before) == .identifier {
                    listedTokens.append(before)
                    cursor = before - 2
                    declaration.firstToken = before - 1
                    continue
                }
                if isModifierWord(before) {
                    declaration.firstToken = before
                    cursor = before - 1
                    continue
                }
                break
            }
            if token.kind == .identifier || token.kind == .keyword {
                if kind(cursor - 1) == .atSign {
                    listedTokens.append(cursor)
                    declaration.firstToken = cursor - 1
                    cursor -= 2
                    continue
                }
                // A dotted attribute: `@SwiftUI.State`.
                if kind(cursor - 1) == .period, kind(cursor - 2) == .identifier, kind(cursor - 3) == .atSign {
                    listedTokens.append(cursor)
                    declaration.firstToken = cursor - 3
                    cursor -= 4
                    continue
                }
                if isModifierWord(cursor) {
                    if isText(cursor, "static") { declaration.modifiers.insert(.isStatic) }
                    if isText(cursor, "class") { declaration.modifiers.insert(.isClass) }
                    if isText(cursor, "lazy") { declaration.modifiers.insert(.isLazy) }
                    if isText(cursor, "private") || isText(cursor, "fileprivate") { declaration.modifiers.insert(.isPrivate) }
                    if isText(cursor, "override") { declaration.modifiers.insert(.isOverride) }
                    declaration.firstToken = cursor
                    cursor -= 1
                    continue
                }
            }
            break
        }
        listedTokens[first...].reverse()  // found walking back
        declaration.attributes = TokenList(start: Int32(first), count: Int32(listedTokens.count - first))
    }

    func isModifierWord(_ index: Int) -> Bool {
        guard let kind = kind(index), kind == .identifier || kind == .keyword else { return false }
        return modifierWords.contains(tokens[index], in: source.bytes)
    }

    /// Asked at every token a declaration's header walks back over (a token or two of each is none).
    static let modifierWords = WordSet([
        "public", "private", "fileprivate", "internal", "open", "package", "static", "class", "final",
        "override", "mutating", "nonmutating", "lazy", "weak", "unowned", "dynamic", "optional", "required",
        "convenience", "nonisolated", "indirect", "isolated", "consuming", "borrowing", "distributed",
    ])

    func readTypeName(from start: Int, into declaration: inout Declaration) -> Int {
        var cursor = start
        guard kind(cursor) == .identifier || kind(cursor) == .keyword else { return cursor }
        declaration.name = cursor
        cursor += 1
        // `extension Outer.Inner` names the last component.
        while kind(cursor) == .period, kind(cursor + 1) == .identifier || kind(cursor + 1) == .keyword {
            declaration.name = cursor + 1
            cursor += 2
        }
        return cursor
    }

    /// Skips `<…>` after a name, counting angle brackets inside operator tokens such as `>>`.
    func skipGenericParameters(from start: Int) -> Int {
        guard start < tokens.count, tokens[start].kind == .operator, source.bytes[tokens[start].startOffset] == 0x3C
        else { return start }
        var depth = 0
        var cursor = start
        while cursor < tokens.count, cursor - start < 512 {
            let token = tokens[cursor]
            if token.kind == .operator {
                for offset in token.startOffset..<token.endOffset {
                    let byte = source.bytes[offset]
                    if byte == 0x3C { depth += 1 } else if byte == 0x3E { depth -= 1 }
                }
                if depth <= 0 { return cursor + 1 }
            } else if token.kind == .leftBrace || token.kind == .rightBrace || token.kind == .semicolon {
                return cursor
            } else if token.kind == .leftParen || token.kind == .leftBracket, partner[cursor] > cursor {
                cursor = Int(partner[cursor])
            }
            cursor += 1
        }
        return cursor
    }

    /// Reads `: A, B.C, D<E>` up to the body or a `where` clause, keeping each entry's last name.
    mutating func readInheritance(from start: Int, into declaration: inout Declaration) -> Int {
        let first = listedTokens.count
        defer { declaration.inherited = TokenList(start: Int32(first), count: Int32(listedTokens.count - first)) }
        var cursor = start
        var lastName = -1
        while cursor < tokens.count {
            let token = tokens[cursor]
            if token.kind == .leftBrace || token.kind == .rightBrace || token.kind == .semicolon
                || (token.kind == .keyword && isText(cursor, "where")) {
                break
            }
            if token.kind == .identifier || (token.kind == .keyword && isText(cursor, "Any")) {
                lastName = cursor
            } else if token.kind == .comma {
                if lastName >= 0 { listedTokens.append(lastName) }
                lastName = -1
            } else if token.kind == .operator, source.bytes[token.startOffset] == 0x3C {
                if lastName >= 0 { listedTokens.append(lastName) }
                lastName = -1
                cursor = skipGenericParameters(from: cursor)
                continue
            }
            cursor += 1
        }
        if lastName >= 0 { listedTokens.append(lastName) }
        return cursor
    }

    /// After a parameter list: effects, then `-> Type` up to the body or `where`.
    func readReturnType(from start: Int, into declaration: inout Declaration) -> Int {
        var cursor = start
        while cursor < tokens.count, tokens[cursor].kind == .identifier || tokens[cursor].kind == .keyword,
              isText(cursor, "async") || isText(cursor, "throws") || isText(cursor, "rethrows")
                || isText(cursor, "reasync") {
            cursor += 1
            if kind(cursor) == .leftParen, partner[cursor] > cursor { cursor = Int(partner[cursor]) + 1 }
        }
        guard isText(cursor, "->") else { return cursor }
        let typeStart = cursor + 1
        cursor = typeStart
        while cursor < tokens.count {
            let token = tokens[cursor]
            if token.kind == .leftBrace || token.kind == .rightBrace || token.kind == .semicolon
                || (token.kind == .keyword && isText(cursor, "where")) {
                break
            }
            if cursor > typeStart && token.hasNewlineBefore && startsDeclaration(cursor) { break }
            if (token.kind == .leftParen || token.kind == .leftBracket), partner[cursor] > cursor {
                cursor = Int(partner[cursor])
            }
            cursor += 1
        }
        declaration.typeRange = typeStart..<cursor
        return cursor
    }

    /// Whether a token can only begin a new declaration or attribute (used to end header scans).
    func startsDeclaration(_ index: Int) -> Bool {
        guard let kind = kind(index) else { return true }
        if kind == .atSign || kind == .poundKeyword { return true }
        if kind == .keyword {
            return isText(index, "func") || isText(index, "var") || isText(index, "let") || isText(index, "init")
                || isText(index, "struct") || isText(index, "class") || isText(index, "enum")
                || isText(index, "case") || isText(index, "typealias") || isText(index, "subscript")
                || isText(index, "static") || isText(index, "private") || isText(index, "public")
                || isText(index, "fileprivate") || isText(index, "internal")
        }
        return false
    }

    /// Finds the `{` of a body at the header's own level; stops at anything that ends the header.
    func findBody(from start: Int, into declaration: inout Declaration) {
        var cursor = start
        while cursor < tokens.count, cursor - start < 4096 {
            let token = tokens[cursor]
            switch token.kind {
            case .leftBrace:
                declaration.bodyOpen = cursor
                declaration.bodyClose = partner[cursor] > cursor ? Int(partner[cursor]) : tokens.count
                return
            case .rightBrace, .semicolon:
                return
            case .leftParen, .leftBracket:
                guard partner[cursor] > cursor else { return }
                cursor = Int(partner[cursor]) + 1
                continue
            default:
                if cursor > start && token.hasNewlineBefore && startsDeclaration(cursor) { return }
            }
            cursor += 1
        }
    }

    // MARK: Properties

    /// `var name: Type = value`, `let name = value`, `var name: Type { … }`.
    func readBinding(from start: Int, into declaration: inout Declaration) {
        var cursor = start
        if kind(cursor) == .identifier || kind(cursor) == .keyword && !isText(cursor, "in") {
            declaration.name = cursor
            cursor += 1
        } else if kind(cursor) == .leftParen, partner[cursor] > cursor {
            cursor = Int(partner[cursor]) + 1  // a tuple pattern: no single name
        } else {
            return
        }
        if kind(cursor) == .colon {
            let typeStart = cursor + 1
            cursor = typeStart
            while cursor < tokens.count {
                let token = tokens[cursor]
                if token.kind == .leftBrace || token.kind == .rightBrace || token.kind == .semicolon
                    || token.kind == .comma || token.kind == .rightParen || token.kind == .rightBracket
                    || (token.kind == .operator && isText(cursor, "=")) {
                    break
                }
                if cursor > typeStart && token.hasNewlineBefore && !continuesExpression(cursor) { break }
                if let end = genericArgumentsEnd(cursor) {
                    cursor = end
                    continue
                }
                if (token.kind == .leftParen || token.kind == .leftBracket), partner[cursor] > cursor {
                    cursor = Int(partner[cursor])
                }
                cursor += 1
            }
            declaration.typeRange = typeStart..<cursor
        }
        if kind(cursor) == .operator && isText(cursor, "=") {
            let valueStart = cursor + 1
            let valueEnd = endOfExpression(from: valueStart)
            declaration.initializer = valueStart..<valueEnd
            cursor = valueEnd
        }
        if kind(cursor) == .leftBrace {
            declaration.bodyOpen = cursor
            declaration.bodyClose = partner[cursor] > cursor ? Int(partner[cursor]) : tokens.count
        }
    }

    /// The end (exclusive) of the expression that starts at `start`: the next line that does not
    /// continue it, or a `,`, `;` or closing bracket at its own level.
    func endOfExpression(from start: Int) -> Int {
        var cursor = start
        while cursor < tokens.count {
            let token = tokens[cursor]
            switch token.kind {
            case .rightBrace, .rightParen, .rightBracket, .semicolon, .comma, .interpolationEnd:
                return cursor
            default:
                break
            }
            if cursor > start && token.hasNewlineBefore && !continuesExpression(cursor) { return cursor }
            if let end = genericArgumentsEnd(cursor) {
                cursor = end
                continue
            }
            if token.kind == .leftParen || token.kind == .leftBracket || token.kind == .leftBrace {
                guard partner[cursor] > cursor else { return tokens.count }
                cursor = Int(partner[cursor])
            }
            cursor += 1
        }
        return cursor
    }

    /// The token after generic arguments that open at `open` (a `<` glued to a type's name:
    /// `CellRegistration<Cell, Item>`, `Dictionary<String, [Int]>`), whose commas separate no bindings;
    /// nil for anything else (`a < b`, `x<y` that closes nowhere).
    func genericArgumentsEnd(_ open: Int) -> Int? {
        guard open > 0, tokens[open].kind == .operator, !tokens[open].hasTriviaBefore, tokens[open - 1].kind == .identifier,
              source.bytes[tokens[open].startOffset] == UInt8(ascii: "<") else { return nil }
        var depth = 0
        var cursor = open
        // Type names, dots, commas and brackets, a few dozen at most, until the angle brackets balance.
        while cursor < tokens.count && cursor - open < 64 {
            let token = tokens[cursor]
            if cursor > open && token.hasNewlineBefore { return nil }  // arguments on one line: no declaration swallowed
            switch token.kind {
            case .operator:
                if isText(cursor, "->") { break }  // a function type's arrow closes nothing
                for byte in source.bytes[token.startOffset..<token.endOffset] {
                    switch byte {
                    case UInt8(ascii: "<"): depth += 1
                    case UInt8(ascii: ">"): depth -= 1
                    case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "&"): continue  // optionals, `&`
                    default: return nil
                    }
                    if depth < 0 { return nil }
                }
                if depth == 0 { return cursor + 1 }
            case .identifier, .keyword, .comma, .period, .colon, .leftBracket, .rightBracket, .leftParen, .rightParen:
                break
            default:
                return nil
            }
            cursor += 1
        }
        return nil
    }

    /// Whether a token that starts a line continues the expression on the line before:
    /// a `.member`, a binary operator, or the line before ends with an operator, `=`, `,` or `(`.
    func continuesExpression(_ index: Int) -> Bool {
        let token = tokens[index]
        if token.kind == .period { return true }
        if token.kind == .operator && token.hasTriviaAfter && !isText(index, "!") { return true }
        // A ternary's second branch on a line of its own (`? a` then `: b`): no statement starts with a colon.
        if token.kind == .colon { return true }
        if token.kind == .leftBrace { return false }
        if token.kind == .keyword && (isText(index, "as") || isText(index, "is")) { return true }
        if index > 0 {
            let previous = tokens[index - 1]
            // A binary operator at the end of a line continues it; a postfix `!`/`?` glued to its
            // operand (`URL(string: s)!`, `var total: Totals?`) ends it.
            if previous.kind == .operator && previous.hasTriviaBefore { return true }
            if previous.kind == .comma || previous.kind == .leftParen || previous.kind == .leftBracket
                || previous.kind == .colon {
                return true
            }
        }
        return false
    }
}
