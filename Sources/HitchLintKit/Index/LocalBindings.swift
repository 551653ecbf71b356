/// Names a unit binds itself — parameters, closure parameters, `let`/`var` locals, pattern bindings —
/// which shadow members of the same name (`case let .letter(letter)` is not the method `letter(atY:)`).
/// Kept as `NameHash`es of their bytes: no `String` made for any of them.
enum LocalBindings {
    /// In no particular order, and possibly with repeats.
    static func names(_ file: SyntaxFile, _ unit: ViewCode.Unit) -> [UInt64] {
        var names: [UInt64] = []
        let bindingKeywords = Self.bindingKeywords
        let declaration = file.declarations[unit.declaration]
        file.forEachParameterName(of: declaration) { names.append(hash(file, $0)) }
        // Every token of the unit is looked at (once for each unit that uses a member): through the
        // arrays' storage, a kind compared first.
        let bytes = file.source.bytes
        file.tokens.withUnsafeBufferPointer { tokens in
            file.braceRoles.withUnsafeBufferPointer { roles in
                for index in unit.range {
                    let token = tokens[index]
                    if token.kind == .keyword {
                        if bindingKeywords.contains(token, in: bytes) { collectPattern(file, from: index + 1, into: &names) }
                    } else if token.kind == .leftBrace && roles[index] == .closure {
                        file.forEachClosureParameter(index) { names.append(hash(file, $0)) }
                    }
                }
            }
        }
        return names
    }

    /// `let`, `var` and `for`, whose patterns bind names.
    static let bindingKeywords = WordSet(["let", "var", "for"])

    /// `x`, `(a, b)`, `.some(x)`, `.letter(a, b)`: the names a pattern binds.
    static func hash(_ file: SyntaxFile, _ index: Int) -> UInt64 {
        let token = file.tokens[index]
        return NameHash.of(file.source.bytes[token.startOffset..<token.endOffset])
    }

    /// `if let name {`, `guard let name else`, `if let name, …`: a name unwrapped under its own name
    /// (Swift 5.7), after `if`, `guard`, `while` or a condition's comma.
    static func isShorthandUnwrap(_ file: SyntaxFile, _ name: Int) -> Bool {
        endsCondition(file, at: name + 1) && introducesCondition(file, name - 2)
    }

    /// `if let name = name {`, the same unwrap as `if let name {` written out (as before Swift 5.7):
    /// its value is the member, not the local.
    static func isUnwrapUnderOwnName(_ file: SyntaxFile, _ name: Int) -> Bool {
        let value = name + 2
        return file.isText(name + 1, "=") && file.isKind(value, .identifier) && file.bytes(of: value) == file.bytes(of: name)
            && endsCondition(file, at: value + 1) && introducesCondition(file, name - 2)
    }

    /// `let stamp = stamp()`, `if let total = total(of: items)`, `let dueText = self.dueText`: a local is in
    /// scope only after its own value, so the name used there is the member's.
    static func isOwnValue(_ file: SyntaxFile, _ use: Int) -> Bool {
        let value = file.isMemberName(use) && file.isText(use - 2, "self") ? use - 2 : use
        return file.isText(value - 1, "=") && file.isKind(value - 2, .identifier) && file.bytes(of: value - 2) == file.bytes(of: use)
            && (file.isText(value - 3, "let") || file.isText(value - 3, "var"))
    }

    /// A condition's end: `,`, `else`, or the statement's block.
    static func endsCondition(_ file: SyntaxFile, at next: Int) -> Bool {
        file.isKind(next, .comma) || file.isText(next, "else")
            || (file.isKind(next, .leftBrace) && file.braceRoles[next] == .statementBlock)
    }

    /// `if`, `guard`, `while` or a condition's comma, before a condition's `let`/`var`.
    static func introducesCondition(_ file: SyntaxFile, _ introducer: Int) -> Bool {
        file.isText(introducer, "if") || file.isText(introducer, "guard") || file.isText(introducer, "while")
            || file.isKind(introducer, .comma)
    }

    static func collectPattern(_ file: SyntaxFile, from start: Int, into names: inout [UInt64]) {
        var index = start
        if file.isKind(index, .period) { index += 2 }  // `let .letter(…)`
        if file.isKind(index, .identifier) && !file.isKind(index + 1, .leftParen) {
            // `if let captionView {` (or `= captionView {`) reads the member `captionView` before it binds
            // the name: the member is used (its other uses in the unit are then mostly the local, the
            // member's value).
            if !isShorthandUnwrap(file, index) && !isUnwrapUnderOwnName(file, index) { names.append(hash(file, index)) }
            return
        }
        if file.isKind(index, .identifier) { index += 1 }
        guard file.isKind(index, .leftParen), let close = file.partnerOf(index), close - index < 64 else { return }
        for inner in (index + 1)..<close where file.isKind(inner, .identifier) {
            let next = file.tokens[inner + 1].kind
            if next == .comma || next == .rightParen { names.append(hash(file, inner)) }
        }
    }
}

/// How often code repeats while a list scrolls.
public enum RowLevel: Int, Sendable, Comparable {
    /// Evaluated with its view's body.
    case body = 0
    /// Evaluated with its view's body, inside something that scrolls (`ScrollView { FeedView() }`): not a
    /// row, but a `ForEach` at the top of a view or member shown here builds rows.
    case scrolled = 1
    /// A static child of a `List` or lazy stack: a row, built once per body, not per element.
    case staticRow = 2
    /// Per element of a scroll view's plain stack (`ViewCode.Flags.eager`) and the views it builds: work
    /// repeats for every element, all of them built with the body; no list counts them as rows.
    case eagerElement = 3
    /// Per element: `ForEach`/`List(data)` content and the views it builds.
    case element = 4

    init(_ flags: ViewCode.Flags) {
        if flags.contains(.presentation) || flags.contains(.menuContent) {
            self = .body
        } else if flags.contains(.element) {
            self = flags.contains(.eager) ? .eagerElement : .element
        } else if flags.contains(.row) {
            self = .staticRow
        } else if flags.contains(.scrolled) {
            self = .scrolled
        } else {
            self = .body
        }
    }

    /// Presentation and menu content never run as rows, whatever reached the unit. `scrolled` reaches
    /// one step, no further: the view or member a scroll view shows, not every view that one builds (a
    /// footer's row of links in a scrolling screen is not rows).
    static func effective(unit: RowLevel, flags: ViewCode.Flags) -> RowLevel {
        if flags.contains(.presentation) || flags.contains(.menuContent) { return .body }
        return max(unit == .scrolled ? .body : unit, RowLevel(flags))
    }

    /// The level of a view's member builder that its code shows (`ProjectResolver.UnitMarks.memberBuilder`):
    /// part of the view, so `scrolled` too, as the view's own code is (only presentation and menu content
    /// lower it).
    static func ofMemberBuilder(unit: RowLevel, flags: ViewCode.Flags) -> RowLevel {
        if flags.contains(.presentation) || flags.contains(.menuContent) { return .body }
        return max(unit, RowLevel(flags))
    }

    public static func < (lhs: RowLevel, rhs: RowLevel) -> Bool { lhs.rawValue < rhs.rawValue }
}
