/// The `format-in-body` fix: a formatter created in view code (with its configuration lines) moves
/// into a `private static let` of the enclosing type, named after its configuration, and is used
/// from there. A `private let` stored formatter becomes `private static let`.
struct FormatterHoist {
    let context: RuleContext
    var file: SyntaxFile { context.file }
    var tokens: [Token] { context.file.tokens }

    /// The fix for the formatter whose type name is at `typeToken` and whose `(` is at `open`.
    func fix(typeToken: Int, open: Int) -> Fix? {
        let unitIndex = Int(context.viewCode.unitOfToken[typeToken])
        guard unitIndex >= 0, let close = file.partnerOf(open), isConstant(open..<(close + 1)) else { return nil }
        let unit = context.viewCode.units[unitIndex]
        guard unit.owner >= 0, canHoldStaticStoredProperty(unit.owner) else { return nil }
        if unit.role == .construction { return storedFix(unit: unit) }
        return localFix(unit: unit, typeToken: typeToken, close: close)
    }

    // MARK: `let formatter = DateFormatter()` plus configuration lines, in a body or helper

    func localFix(unit: ViewCode.Unit, typeToken: Int, close: Int) -> Fix? {
        // `let NAME = Type(` or `let NAME: Type = Type(`
        guard file.isText(typeToken - 1, "=") else { return nil }
        var nameToken = typeToken - 2
        if file.isKind(nameToken - 1, .colon) { nameToken -= 2 }
        let letToken = nameToken - 1
        guard file.isIdentifier(nameToken), file.isText(letToken, "let"), tokens[letToken].hasNewlineBefore,
              close + 1 < tokens.count, tokens[close + 1].hasNewlineBefore else { return nil }
        let name = file.text(nameToken)
        // Configuration statements: `NAME.property = constant`, one per line.
        var configuration: [Range<Int>] = []
        var cursor = close + 1
        while cursor + 2 < tokens.count, file.text(cursor) == name, tokens[cursor].hasNewlineBefore,
              file.isKind(cursor + 1, .period) {
            let end = statementEnd(from: cursor)
            guard let equals = (cursor..<end).first(where: { file.isText($0, "=") }), isConstant((equals + 1)..<end)
            else { break }
            configuration.append(cursor..<end)
            cursor = end
        }
        // Every other use of NAME in the unit is a read we can point at the static property. (A
        // configuration statement's range ends where the next statement starts: that one is a use.) Found
        // through the file's index of names: a look over the unit for each of its formatters was quadratic.
        let afterConfiguration = configuration.last?.upperBound ?? close + 1
        let nameBytes = file.bytes(of: nameToken)
        var uses: [Int] = []
        // The unit's own, halved to (a file of many copies of a view names its formatter in each: a look at
        // every one for each fix was quadratic).
        let spelled = file.identifiers(maybeSpelled: nameBytes)
        let first = partitionPoint(in: spelled.indices) { spelled[$0] < unit.range.lowerBound }
        for index in spelled[first...].prefix(while: { $0 < unit.range.upperBound })
        where index >= afterConfiguration || index < letToken {
            guard file.bytes(of: index) == nameBytes, !file.isMemberName(index), !file.isArgumentLabel(index) else { continue }
            if file.isText(index + 1, "=") { return nil }  // reassigned
            // Configured later from instance state (`formatter.locale = locale`,
            // `formatter.calendar.timeZone = zone`, `formatter.setLocalizedDateFormatFromTemplate(t)`):
            // a shared formatter would be changed from every row.
            if changesFormatter(at: index) { return nil }
            uses.append(index)
        }
        let typeName = file.text(typeToken)
        let staticName = staticPropertyName(typeName: typeName, configuration: configuration, nameToken: nameToken)
        let lastToken = configuration.last.map { $0.upperBound - 1 } ?? close
        let style = context.style
        let deletion = style.wholeLines(from: tokens[letToken].startOffset, through: tokens[lastToken].endOffset)
        // The property must land outside the lines it is made from (an owner whose `{` shares a line
        // with them, in broken code): inserting where a deletion starts has no defined order.
        let eol = style.lineEnding
        let insertion = memberInsertion(owner: unit.owner) { indent in
            let inner = indent + style.indentUnit
            var property = "\(indent)private static let \(staticName): \(typeName) = {\(eol)"
            property += "\(inner)let formatter = \(file.text(typeToken..<(close + 1)))\(eol)"
            for statement in configuration {
                property += "\(inner)formatter\(file.text((statement.lowerBound + 1)..<statement.upperBound))\(eol)"
            }
            return property + "\(inner)return formatter\(eol)\(indent)}()\(eol)\(eol)"
        }
        guard let insertion,
              insertion.range.upperBound < deletion.lowerBound || insertion.range.lowerBound >= deletion.upperBound
        else { return nil }
        var edits = [context.edit(insertion.range, insertion.replacement)]
        edits.append(context.edit(deletion, ""))
        for use in uses {
            edits.append(context.edit(tokens[use].startOffset..<tokens[use].endOffset, "Self.\(staticName)"))
        }
        return Fix(title: "Create the formatter once: `private static let \(staticName)`", applicability: .unsafe, edits: edits)
    }

    // MARK: `private let formatter = DateFormatter()` on the view

    func storedFix(unit: ViewCode.Unit) -> Fix? {
        let declaration = file.declarations[unit.declaration]
        guard declaration.kind == .constant, declaration.modifiers.contains(.isPrivate), declaration.attributes.isEmpty,
              declaration.name >= 0 else { return nil }
        let name = file.bytes(of: declaration.name)
        var edits = [context.edit(tokens[declaration.keyword].startOffset..<tokens[declaration.keyword].startOffset, "static ")]
        for scope in privateScopes(of: unit.owner) {
            for index in scope where index != declaration.name && file.isIdentifier(index) && file.bytes(of: index).elementsEqual(name) {
                // A parameter, local or closure parameter of the property's name (`with formatter:
                // NumberFormatter?`) is what the bare name means where it is in scope: refused, as uses
                // there told from the property's would be guesswork. (`formatter f: …` is a label only.)
                if isParameterList(Int(file.enclosingOpen[index])) {
                    if file.isKind(index + 1, .colon) { return nil }
                    continue
                }
                if file.isText(index - 1, "let") || file.isText(index - 1, "var") || file.isText(index - 1, "for")
                    || file.isText(index + 1, "in") { return nil }
                if file.isArgumentLabel(index) { continue }
                if file.isMemberName(index) {
                    guard file.isText(index - 2, "self") else { continue }
                    edits.append(context.edit(tokens[index - 2].startOffset..<tokens[index - 2].endOffset, "Self"))
                } else {
                    edits.append(context.edit(tokens[index].startOffset..<tokens[index].startOffset, "Self."))
                }
            }
        }
        return Fix(title: "Create the formatter once: `private static let \(file.text(declaration.name))`",
                   applicability: .unsafe, edits: edits)
    }

    /// Whether the `(` at `open` opens a function's or initializer's parameters: then the last declaration
    /// whose keyword comes before it is that function (declarations are in their keywords' order).
    func isParameterList(_ open: Int) -> Bool {
        guard open >= 0, file.isKind(open, .leftParen) else { return false }
        let declarations = file.declarations
        let before = partitionPoint(in: declarations.indices) { declarations[$0].keyword < open } - 1
        return before >= 0 && declarations[before].parameterList == open
    }

    /// Where a private member of type `owner` can be named: the type's and its extensions' bodies in this file,
    /// in order, overlaps merged. A property of that name in another type is another property (each fix
    /// looked through the whole file: a file of many formatters took time quadratic in its size).
    func privateScopes(of owner: Int) -> [ClosedRange<Int>] {
        let declaration = file.declarations[owner]
        guard declaration.name >= 0 else { return declaration.hasBody ? [declaration.firstToken...declaration.bodyClose] : [] }
        let name = file.bytes(of: declaration.name)
        let scopes = file.declarations(maybeNamed: name).map { file.declarations[$0] }.filter {
            $0.kind.isType && $0.hasBody && file.bytes(of: $0.name).elementsEqual(name)
        }.map { $0.firstToken...$0.bodyClose }
        var merged: [ClosedRange<Int>] = []
        for scope in scopes.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, scope.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, scope.upperBound)
            } else {
                merged.append(scope)
            }
        }
        return merged
    }

    // MARK: Helpers

    /// Whether the formatter named at `name` is changed there: a property set through it, at any depth
    /// (`formatter.calendar.timeZone = zone`), or a `set…` method called on it.
    func changesFormatter(at name: Int) -> Bool {
        var cursor = name
        while file.isKind(cursor + 1, .period), file.isIdentifier(cursor + 2) { cursor += 2 }
        guard cursor > name else { return false }
        if file.isKind(cursor + 1, .leftParen) { return file.bytes(of: cursor).starts(with: "set".utf8) }
        let next = cursor + 1
        return file.isText(next, "=") || (file.isKind(next, .operator) && file.bytes(of: next).last == UInt8(ascii: "=")
            && !file.isText(next, "==") && !file.isText(next, "!=") && !file.isText(next, ">=") && !file.isText(next, "<="))
    }

    /// Whether type `owner` may declare a `static let`: not a generic type, nor one nested in a
    /// generic type (the compiler rejects static stored properties there: `struct Row<Content: View>`),
    /// nor a protocol. An extension only when this file declares the type it extends, as a plain type
    /// (and the extension names it alone, not `Outer.Row`): another file's `Row` may be generic or a protocol.
    func canHoldStaticStoredProperty(_ owner: Int) -> Bool {
        var cursor = owner
        while cursor >= 0 {
            var declaration = file.declarations[cursor]
            if declaration.kind == .extensionType {
                guard declaration.name >= 0, declaration.bodyOpen >= 0, !file.isKind(declaration.name - 1, .period),
                      !(declaration.name..<declaration.bodyOpen).contains(where: { file.isText($0, "where") }),
                      let extended = file.declarations(maybeNamed: file.bytes(of: declaration.name)).first(where: { index in
                          let other = file.declarations[index]
                          return other.kind.isType && other.kind != .extensionType && file.bytes(of: other.name) == file.bytes(of: declaration.name)
                      }) else { return false }
                declaration = file.declarations[extended]
            }
            guard declaration.kind != .protocolType, declaration.name >= 0,
                  !file.text(declaration.name + 1).hasPrefix("<") else { return false }
            cursor = declaration.parent
        }
        return true
    }

    /// Literals, implicit members (`.medium`), type names (`Locale(identifier: "en_US")`) and labels
    /// only: nothing that depends on the instance, so it can be evaluated once.
    func isConstant(_ range: Range<Int>) -> Bool {
        for index in range where file.isIdentifier(index) || file.isKind(index, .dollarIdentifier) {
            if file.startsWithUppercase(index) || file.isMemberName(index) || file.isKind(index + 1, .colon) { continue }
            return false
        }
        return !range.contains { file.isText($0, "self") }
    }

    /// The end (exclusive) of the statement starting at `start`: the next token on a new line at its level.
    func statementEnd(from start: Int) -> Int {
        var cursor = start + 1
        while cursor < tokens.count && !tokens[cursor].hasNewlineBefore {
            if let partner = file.partnerOf(cursor), partner > cursor { cursor = partner }
            cursor += 1
        }
        return cursor
    }

    /// `mediumDateShortTimeFormatter` from `dateStyle = .medium`, `timeStyle = .short`; else from the type.
    func staticPropertyName(typeName: String, configuration: [Range<Int>], nameToken: Int) -> String {
        var parts: [String] = []
        for statement in configuration where statement.count >= 5 {
            let property = file.text(statement.lowerBound + 2)
            let value = file.isKind(statement.lowerBound + 4, .period) ? file.text(statement.lowerBound + 5) : ""
            switch property {
            case "dateStyle" where !value.isEmpty: parts.append(value + "Date")
            case "timeStyle" where !value.isEmpty: parts.append(value + "Time")
            case "numberStyle" where !value.isEmpty: parts.append(value)
            case "unitsStyle" where !value.isEmpty: parts.append(value)
            default: break
            }
        }
        let suffix = typeName.hasSuffix("DateFormatter") && !parts.isEmpty ? "Formatter" : typeName
        var name = parts.isEmpty ? lowercasedFirst(typeName) : lowercasedFirst(parts.map(uppercasedFirst).joined()) + suffix
        var number = 2
        let base = name
        while context.usesIdentifier(name) {
            name = base + String(number)
            number += 1
        }
        return name
    }

    /// The edit that adds a member to the type `owner`, made by `member` from the members' indentation
    /// and ending with a line break. It goes at the start of the line after the type's `{`; when a
    /// member starts on the `{` line (`struct Stamp: View { var body: some View {`), it replaces the
    /// blanks between the two with a line break, the new member and the indentation, so it never lands
    /// inside that member. Comments in between are left alone: no edit then.
    func memberInsertion(owner: Int, _ member: (_ indent: String) -> String) -> (range: Range<Int>, replacement: String)? {
        let declaration = file.declarations[owner]
        guard declaration.bodyOpen >= 0, declaration.bodyOpen + 1 < tokens.count else { return nil }
        let style = context.style
        let open = tokens[declaration.bodyOpen]
        let firstMember = tokens[declaration.bodyOpen + 1]
        if firstMember.hasNewlineBefore {
            let offset = style.nextLineStart(after: open.startOffset)
            return (offset..<offset, member(style.indentation(atOffset: firstMember.startOffset)))
        }
        let gap = open.endOffset..<firstMember.startOffset
        guard gap.allSatisfy({ file.source.bytes[$0] == 0x20 || file.source.bytes[$0] == 0x09 }) else { return nil }
        let indent = style.indentation(atOffset: open.startOffset) + style.indentUnit
        return (gap, style.lineEnding + member(indent) + indent)
    }

    func lowercasedFirst(_ text: String) -> String { text.prefix(1).lowercased() + text.dropFirst() }
    func uppercasedFirst(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
}
