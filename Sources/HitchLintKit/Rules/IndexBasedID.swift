/// `index-based-id`: `ForEach`/`List` rows identified by their position in a collection.
public struct IndexBasedID: Rule {
    public let description = RuleDescription(
        id: "index-based-id", category: .identity,
        summary: "ForEach/List identified by index or offset: an insert changes every row's identity",
        fixSummary: "unsafe: `id: \\.element.id` for enumerated()")

    public init() {}

    static let cost = "inserting, deleting or moving one element gives every later row a new identity, so "
        + "SwiftUI throws away their state and rebuilds them (and animates the wrong rows)"

    public func check(_ context: RuleContext, into candidates: inout [Candidate]) {
        let file = context.file
        let tokens = context.tokens
        var declarationsByName: DeclarationsByName? = nil  // made at the first finding that asks
        var numberings: [Int]? = nil  // looked for at the first list that asks
        var givenHandfuls: [Int: Bool] = [:]  // `isGivenOnlyHandfuls`' answer for each private view asked about
        var changedInFile: [[UInt8]: Bool] = [:]  // `isChangedInFile`'s answer for each name asked about
        for index in context.evaluatedIdentifiers {
            guard file.isText(index, "ForEach") || file.isText(index, "List"),
                  !file.isMemberName(index), index + 1 < tokens.count, tokens[index + 1].kind == .leftParen,
                  !file.isMenuOption(index), !context.makesChartMarks(index)
            else { continue }
            let selection = selectionByPosition(context, forEach: index)
            if case .exempt = selection { continue }
            // A tab bar at the top of a view's body: positions only where a horizontal scroll view lays the view out.
            let firstCandidate = candidates.count
            defer {
                if case .unlessScrolled(let key) = selection {
                    for found in firstCandidate..<candidates.count { candidates[found].requiresScrollContent = key }
                }
            }
            let open = index + 1
            let arguments = file.arguments(open)
            guard let data = arguments.first, data.label < 0, !data.value.isEmpty else { continue }
            let idArgument = arguments.first { $0.label >= 0 && file.isText($0.label, "id") }
            let container = file.text(index)
            if let offsetKeyPath = offsetKeyPath(file, idArgument),
               contains(file, data.value, "enumerated") || contains(file, data.value, "indices") {
                // A constant's elements never move: their positions are their identity (not a filtered
                // or prefixed collection, whose positions change with what it holds). Another file's
                // constant (`Options.all`) is for the project to tell.
                var fixedReceiver: FixedDataAnswer? = nil
                if let receiver = file.enumeratedReceiver(data.value) ?? file.zippedWithIndices(data.value),
                   isConstantCollection(file, receiver) {
                    fixedReceiver = context.fixedSizeData(receiver, inCodeAt: index, ofAnySize: true)
                    if fixedReceiver?.isFixed == true { continue }
                }
                let elements = file.enumeratedReceiver(data.value) ?? zippedElements(file, data.value)
                // A text's characters: a position is all the identity a character has; so is it of values
                // made from positions (`let bars = (0..<count).map { … }`), as of `ForEach(0..<count)`.
                if let elements, iteratesCharacters(context, elements, at: index, declarations: &declarationsByName)
                    || isMadeFromRange(context, elements, at: index, declarations: &declarationsByName) || isPathComponents(file, elements)
                    || isTextView(context, elements, at: index) || holdsViews(context, elements, at: index, declarations: &declarationsByName)
                    || isCalendarSymbols(context, elements, at: index, declarations: &declarationsByName)
                    || isFixedPlaces(context, elements, at: index, closure: contentClosure(file, open: open, arguments: arguments),
                                     declarations: &declarationsByName, givenHandfuls: &givenHandfuls) { continue }
                if let closure = contentClosure(file, open: open, arguments: arguments),
                   isGridOfChunks(file, forEach: index, closure: closure, collection: nil) || isBreadcrumb(file, forEach: index, closure: closure)
                    || isStatelessSlots(context, forEach: index, closure: closure)
                    || !isEditable(file, closure: closure)
                    && elements.map({ isValueSeries(context, $0, at: index, closure: closure, declarations: &declarationsByName) }) == true {
                    continue
                }
                let keyPath = file.text(offsetKeyPath)
                let isEnumerated = contains(file, data.value, "enumerated")
                let source = isEnumerated ? "enumerated()" : "zip(indices, …)"
                // Bindings (`$items.enumerated()`) are keyed through their value: a `Binding`'s `id` would be a
                // binding, which is not `Hashable`.
                let throughBinding = elements.map { file.isKind($0.lowerBound, .dollarIdentifier) } == true ? "wrappedValue." : ""
                let elementKeyPath = isEnumerated ? "\\.element.\(throughBinding)id" : "\\.1.\(throughBinding)id"
                // Elements of a type the file shows without an `id`: the key path would not compile there
                // (another file may give it one, so the advice stays; the unsafe edit goes).
                // Strings shown as they are (`Text(line)`) and values of a declared `[String]`, `[CGFloat]`,
                // `[URL]` have no `id`: `\.element.id` would not compile.
                let elementsAreValues = contentClosure(file, open: open, arguments: arguments).map { showsElementAsText(file, closure: $0) } ?? false
                    || elements.map { holdsPlainValues(context, $0, at: index, declarations: &declarationsByName) } ?? false
                let lacksID = elementsAreValues
                    || elements.map { holdsElementsWithoutID(context, $0, at: index, declarations: &declarationsByName) } ?? false
                // Offered only where the file shows the elements have an `id` (`showsElementsWithID`).
                let showsID = !lacksID && elements.map {
                    showsElementsWithID(context, $0, at: index, identifiable: false, declarations: &declarationsByName)
                } == true
                // Of a type the file does not show, the key path is a condition: an element without an `id` (a
                // `String`, a protocol's existential, a type of another file) would not compile with it.
                let advice = elementsAreValues
                    ? "Key them by the element: `id: \(isEnumerated ? "\\.element" : "\\.1")` when the values are unique, "
                        + "else make them `Identifiable` values with stable ids"
                    : lacksID
                    ? "Give the elements stable ids (their type declares no `id` here: make it `Identifiable`) and key "
                        + "them by the element: `id: \(elementKeyPath)`"
                    : showsID
                    ? "Key them by the element: `id: \(elementKeyPath)` (elements `Identifiable` with stable ids)"
                    : "Key them by a stable id of the element, `id: \(elementKeyPath)` if the elements have one "
                        + "(else give their type a stable `id` first)"
                // One interpolation: a chain of `+` copied the growing text at every step.
                let message = """
                    `\(container)` over `\(source)` identified by `id: \(keyPath)`: rows are keyed \
                    by position, and \(Self.cost). \(advice)
                    """
                let fix = !showsID ? nil : Fix(
                    title: "Identify rows by `\(elementKeyPath)`", applicability: .unsafe,
                    edits: [context.edit(
                        tokens[offsetKeyPath.lowerBound].startOffset..<tokens[offsetKeyPath.upperBound - 1].endOffset,
                        elementKeyPath)])
                var candidate = identityCandidate(context, index, message, fix)
                candidate.unlessFixedConstants = fixedReceiver?.conditions ?? []
                candidate.requiresRebuildingParent = elements.map {
                    isGivenByParent(context, $0, at: index, declarations: &declarationsByName)
                } ?? false
                candidates.append(candidate)
                continue
            }
            if idArgument == nil,
               let wrapper = offsetIdentifiedWrapper(context, data: data.value, at: index, numberings: &numberings,
                                                     declarations: &declarationsByName),
               !isPositionalByNature(context, wrapper.numbered, at: index, arguments: arguments, declarations: &declarationsByName) {
                candidates.append(identityCandidate(context, index, wrapperMessage(file, container: container, wrapper), nil))
                continue
            }
            guard namesPositions(file, data.value, declarations: &declarationsByName),
                  !(collectionTokens(file, data.value).map {
                      isPathComponents(file, $0) || holdsViews(context, $0, at: index, declarations: &declarationsByName)
                          || isCalendarSymbols(context, $0, at: index, declarations: &declarationsByName)
                          || isFixedPlaces(context, $0, at: index, closure: contentClosure(file, open: open, arguments: arguments),
                                           declarations: &declarationsByName, givenHandfuls: &givenHandfuls)
                          || isMadeFromRange(context, $0, at: index, declarations: &declarationsByName)
                  } ?? false),
                  let closure = contentClosure(file, open: open, arguments: arguments),
                  let parameter = indexParameter(file, closure) else { continue }
            let reachesElements = indexesCollection(file, closure: closure, parameter: parameter)
                || (isIndices(file, data.value) && handsToView(file, closure: closure, parameter: parameter,
                                                               collection: collectionTokens(file, data.value) ?? 0..<0))
            let editable = isEditable(file, closure: closure)
            guard reachesElements || editable,
                  !isGridOfChunks(file, forEach: index, closure: closure, collection: collectionTokens(file, data.value)),
                  !isStatelessSlots(context, forEach: index, closure: closure),
                  editable || !(collectionTokens(file, data.value).map {
                      isValueSeries(context, $0, at: index, closure: closure, declarations: &declarationsByName)
                  } ?? false) else { continue }
            // A constant's elements never move: their positions are their identity.
            let fixedData = collectionTokens(file, data.value).map { context.fixedSizeData($0, inCodeAt: index, ofAnySize: true) }
            if fixedData?.isFixed == true { continue }
            var unlessFixed = fixedData?.conditions ?? []
            // The content's look first (most index no constant), then whether the rows or the file move places.
            let counted = collectionTokens(file, data.value) ?? countedName(file, data.value)
            if let parallel = parallelConstant(context, closure: closure, parameter: parameter,
                                               collection: collectionTokens(file, data.value), at: index),
               !changesPlaces(file, closure: closure, collection: counted),
               !(counted.map { isChangedInFile(file, $0, answers: &changedInFile) } ?? false) {
                if parallel.isFixed { continue }
                // Either would do; a candidate's conditions must all hold, so only one of them is kept.
                if unlessFixed.isEmpty { unlessFixed = parallel.conditions }
            }
            let why = reachesElements ? "while its rows reach elements through the index"
                : "while its rows can be deleted or moved (`.onDelete`/`.onMove`), each edit renumbering the rows after it"
            let positions = positions(file, data.value)
            let ordering = positions == data.value ? nil : file.text(positions.upperBound + 1)
            let elements = ordering.map { $0 == "reversed" ? "ForEach(items.reversed())" : "ForEach(items.\($0) { … })" } ?? "ForEach(items)"
            let shape = positionalShape(file, data.value, idArgument: idArgument)
            // Values declared as such (`[String]`, `[URL]`) have no `id`: they key themselves, when unique.
            let holdsValues = collectionTokens(file, data.value).map {
                holdsPlainValues(context, $0, at: index, declarations: &declarationsByName)
            } ?? false
            let message = holdsValues ? """
                `\(container)` identified by position (\(shape)) \(why): \(Self.cost). Key the rows by the values \
                when they are unique: `\(elements.dropLast()), id: \\.self) { item in … }`, or `enumerated()` with \
                `id: \\.element` when the position is displayed; when the index only made bindings to edit the values, \
                give them a type of their own, `Identifiable` with a stable `id` (keyed by its value, a row would be a new \
                one after each edit)
                """ : """
                `\(container)` identified by position (\(shape)) \(why): \(Self.cost). Use `\(elements) { item in … }` \
                over `Identifiable` elements with stable ids, `ForEach($items) { $item in … }` when the index only \
                made bindings, or `enumerated()` with `id: \\.element.id` when the position is displayed
                """
            // `ForEach(items)` needs `Identifiable` elements: offered only where the file shows they are.
            let fix = collectionTokens(file, data.value).map {
                showsElementsWithID(context, $0, at: index, identifiable: true, declarations: &declarationsByName)
            } == true ? elementFix(context, container: index, arguments: arguments, closure: closure, parameter: parameter) : nil
            var candidate = identityCandidate(context, index, message, fix)
            candidate.unlessFixedConstants = unlessFixed
            candidate.requiresRebuildingParent = collectionTokens(file, data.value).map {
                isGivenByParent(context, $0, at: index, declarations: &declarationsByName)
            } ?? false
            candidates.append(candidate)
        }
    }

    /// `ForEach(0..<before.count, id: \.self) { i in Text(activityList[i]) … before[i] … }`: positions that also
    /// index a constant list (`activityList`, `Lists.activities`, of any file) are that list's places, the data
    /// kept parallel to it (a count for each category): nothing is inserted there that the constant would not
    /// hold too. Not rows that bind what they show (`$members[i]`: state of their own, which an edit would move).
    /// Its answer (fixed, or fixed on the project's word for another file's constant); nil when the content
    /// indexes no such list. A row's content is short: past a few lists or `contentScanLimit` tokens, nil.
    func parallelConstant(_ context: RuleContext, closure: Int, parameter: Int, collection: Range<Int>?,
                          at forEach: Int) -> FixedDataAnswer? {
        let file = context.file
        guard let close = file.partnerOf(closure), close - closure <= Self.contentScanLimit else { return nil }
        let name = file.bytes(of: parameter)
        var conditional: FixedDataAnswer? = nil
        var listsAsked = 0
        for open in (closure + 1)..<close {
            if file.isKind(open, .dollarIdentifier) { return nil }
            // An element written through the index (`counts[i] += 1`): the data is the rows' to change.
            if file.isKind(open, .leftBracket), file.bytes(of: open + 1).elementsEqual(name), file.isKind(open + 2, .rightBracket),
               isWrittenThrough(file, use: (open - 1)...(open + 2)) {
                return nil
            }
            guard listsAsked < 4, file.isKind(open, .leftBracket), file.isKind(open + 2, .rightBracket), file.isIdentifier(open + 1),
                  file.isIdentifier(open - 1), file.bytes(of: open + 1).elementsEqual(name) else { continue }
            // A name, or a type's (`Lists.activities`): not a value's member (`model.counts[i]`), nor the data.
            var start = open - 1
            while file.isKind(start - 1, .period), file.isIdentifier(start - 2), file.startsWithUppercase(start - 2) { start -= 2 }
            guard !file.isKind(start - 1, .period) else { continue }
            let list = start..<open
            if let collection, file.text(list) == file.text(collection) { continue }
            listsAsked += 1
            let answer = context.fixedSizeData(list, inCodeAt: forEach, ofAnySize: true)
            if answer.isFixed { return answer }
            if conditional == nil, answer.condition != nil { conditional = answer }
        }
        return conditional
    }

    /// Whether the file grows, shrinks or replaces the collection named last in `collection` anywhere
    /// (`members.insert(new, at: 0)` in an `.onReceive`, `members = fetched`): its places move. `answers`: each
    /// name's, found once for a file (its uses looked through for each of thousands of lists were quadratic).
    func isChangedInFile(_ file: SyntaxFile, _ collection: Range<Int>, answers: inout [[UInt8]: Bool]) -> Bool {
        let name = file.bytes(of: collection.upperBound - 1)
        if let known = answers[Array(name)] { return known }
        let isChanged = file.identifiers(maybeSpelled: name).contains { use in
            guard file.bytes(of: use) == name, !file.isKind(use - 1, .period) || file.isText(use - 2, "self") else { return false }
            return file.isKind(use + 1, .period) && file.isText(use + 2, in: SyntaxFile.mutatingMembers)
                || file.isText(use + 1, in: SyntaxFile.assignments)
        }
        answers[Array(name)] = isChanged
        return isChanged
    }

    /// `beforeActivities` in `0 ..< butterfly.deltas!.beforeActivities.count`: the name counted, where the
    /// collection is no plain path (`collectionTokens`).
    func countedName(_ file: SyntaxFile, _ value: Range<Int>) -> Range<Int>? {
        let last = value.upperBound - 1
        guard file.isText(last, "count") || file.isText(last, "indices"), file.isKind(last - 1, .period), file.isIdentifier(last - 2) else { return nil }
        return (last - 2)..<(last - 1)
    }

    /// How many tokens a row's content may have for the checks that read it whole for a shape of a few
    /// places (a tab bar, data parallel to a constant): nested content thousands deep is no such shape, and
    /// read again for each `ForEach` in it, would cost time quadratic in its depth.
    static let contentScanLimit = 2_000

    /// Whether `collection` is a stored property of the view with no wrapper (`let mappings: [Mapping]`):
    /// the view cannot change it, only a parent that makes the view again with other elements. A view the
    /// project builds only as a hosting controller's root keeps what it was given: its positions never move.
    func isGivenByParent(_ context: RuleContext, _ collection: Range<Int>, at forEach: Int,
                         declarations byName: inout DeclarationsByName?) -> Bool {
        guard case .property(let index)? = declaration(context, of: collection, at: forEach, declarations: &byName) else {
            return false
        }
        let property = context.file.declarations[index]
        return !property.hasBody && !property.isStaticMember && context.file.listed(property.attributes).isEmpty
    }

    // MARK: Elements wrapped with their offset as their id

    /// A type that wraps each element with its position as its `id`, and the collection it numbers:
    /// `entries` in `ForEach(entries)` made as `versions.enumerated().map { Entry(index: $0.offset, version:
    /// $0.element) }` (in the data itself, a local before it, or a property of the type), `Entry` being
    /// declared in this file with that position as its `id` (`var id: Int { index }`, or a stored `id`
    /// given the offset). Keyed by position, as `id: \.offset` is.
    struct OffsetWrapper {
        /// The wrapper's name token in its construction (`Entry`), and the label given the offset (`index`).
        var type: Int
        var label: Int
        /// The numbered collection (`versions`).
        var numbered: Range<Int>
    }

    /// Whether code in `range` numbers something (evaluates `enumerated`): only then is the value of a list's
    /// data looked for there, which takes an index of the file's declarations. `known`: where the file's code
    /// says `enumerated`, in order, once looked for.
    func numbersElements(in range: Range<Int>, _ context: RuleContext, known: inout [Int]?) -> Bool {
        let numberings = known ?? context.evaluatedIdentifiers.filter { context.file.isText($0, "enumerated") }
        known = numberings
        // The first at or after the range's start, by binary search.
        var low = 0, high = numberings.count
        while low < high {
            let middle = (low + high) / 2
            if numberings[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        return low < numberings.count && numberings[low] < range.upperBound
    }

    /// `numberings`: where the file evaluates `enumerated` (`numbersElements`), once known.
    func offsetIdentifiedWrapper(_ context: RuleContext, data: Range<Int>, at forEach: Int, numberings: inout [Int]?,
                                 declarations byName: inout DeclarationsByName?) -> OffsetWrapper? {
        let file = context.file
        guard let value = madeValue(context, of: data, at: forEach, numberings: &numberings, declarations: &byName) else { return nil }
        for numbering in value where file.isText(numbering, "enumerated") && file.isExplicitMember(numbering)
            && file.isKind(numbering + 1, .leftParen) && file.isKind(numbering + 2, .rightParen)
            && file.isKind(numbering + 3, .period) && (file.isText(numbering + 4, "map") || file.isText(numbering + 4, "compactMap")) {
            guard let closure = file.trailingClosure(afterCallEndingAt: numbering + 4),
                  let construction = wholeConstruction(file, closure: closure),
                  let offset = file.arguments(construction + 1).first(where: { isOffset(file, $0.value, closure: closure) }),
                  offset.label >= 0, isIdentified(file, typeNamed: construction, by: offset.label, declarations: &byName),
                  let root = file.chainRoot(receiverOf: numbering), root < numbering - 1
            else { continue }
            return OffsetWrapper(type: construction, label: offset.label, numbered: root..<(numbering - 1))
        }
        return nil
    }

    /// The code that makes the data's value: the data itself when it numbers a collection, else the value of
    /// the local constant or property it names (a stored value, or a computed property's body).
    func madeValue(_ context: RuleContext, of data: Range<Int>, at forEach: Int, numberings: inout [Int]?,
                    declarations byName: inout DeclarationsByName?) -> Range<Int>? {
        let file = context.file
        if data.contains(where: { file.isText($0, "enumerated") }) { return data }
        let unit = Int(context.viewCode.unitOfToken[forEach])
        let last = data.upperBound - 1
        guard unit >= 0, data.count == 1 || (data.count == 3 && file.isText(data.lowerBound, "self")), file.isIdentifier(last)
        else { return nil }
        let member = context.viewCode.units[unit].declaration
        let owner = context.viewCode.units[unit].owner
        // A local constant among the few declarations before the list (its data is declared near it: a look
        // further back for each list would make a long body's lists take time quadratic in its length).
        if data.count == 1, numbersElements(in: file.declarations[member].firstToken..<forEach, context, known: &numberings),
           let value = file.localConstantValue(named: last, before: forEach, lookingBack: Self.localReach) {
            return value
        }
        guard owner >= 0,
              numbersElements(in: file.declarations[owner].firstToken..<max(forEach, file.declarations[owner].bodyClose),
                              context, known: &numberings),
              let declaration = property(file, named: file.bytes(of: last), of: owner, declarations: &byName)
        else { return nil }
        let value = file.declarations[declaration].initializer.isEmpty
            ? file.declarations[declaration].bodyRange : file.declarations[declaration].initializer
        return value.isEmpty ? nil : value
    }

    static let localReach = 256

    /// A property named `name` of the type declared at `owner` (or of an extension of its name).
    func property(_ file: SyntaxFile, named name: ArraySlice<UInt8>, of owner: Int, declarations byName: inout DeclarationsByName?) -> Int? {
        guard owner >= 0, file.declarations[owner].name >= 0 else { return nil }
        let lookup = byName ?? DeclarationsByName(file)
        byName = lookup
        let ownerName = file.bytes(of: file.declarations[owner].name)
        let key = DeclarationsByName.key(owner: NameHash.of(ownerName), name: NameHash.of(name))
        return lookup.properties[key]?.first { index in
            let declaration = file.declarations[index]
            let parent = file.declarations[declaration.parent]
            return parent.kind.isType && file.bytes(of: declaration.name).elementsEqual(name)
                && file.bytes(of: parent.name).elementsEqual(ownerName)
        }
    }

    /// The type named in a closure whose whole value is a construction of it (`{ Entry(…) }`, after its
    /// parameters, or returned): the name's token.
    func wholeConstruction(_ file: SyntaxFile, closure: Int) -> Int? {
        guard let close = file.partnerOf(closure) else { return nil }
        var start = closure + 1
        if let parameterEnd = ((closure + 1)..<close).first(where: { file.isKind($0, .keyword) && file.isText($0, "in") }),
           Int(file.enclosingOpen[parameterEnd]) == closure {
            start = parameterEnd + 1
        }
        if file.isText(start, "return") { start += 1 }
        guard file.isIdentifier(start), file.startsWithUppercase(start), file.isKind(start + 1, .leftParen),
              file.partnerOf(start + 1) == close - 1 else { return nil }
        return start
    }

    /// Whether an argument's value is the position `enumerated()` gave the closure's element: `$0.offset`,
    /// `$0.0`, or the first of its two parameters (`{ index, version in`).
    func isOffset(_ file: SyntaxFile, _ value: Range<Int>, closure: Int) -> Bool {
        if value.count == 3, file.isText(value.lowerBound, "$0"), file.isKind(value.lowerBound + 1, .period) {
            return file.isText(value.lowerBound + 2, "offset") || file.isText(value.lowerBound + 2, "0")
        }
        let parameters = file.closureParameters(closure)
        return value.count == 1 && parameters.count == 2 && !file.isText(parameters[0], "_")
            && file.bytes(of: value.lowerBound).elementsEqual(file.bytes(of: parameters[0]))
    }

    /// Whether a type this file declares (named at token `type`) has as its `id` what its construction
    /// labels `label`: a stored `id` given it by the memberwise initializer, or a computed `id` that is
    /// that property (`var id: Int { index }`).
    func isIdentified(_ file: SyntaxFile, typeNamed type: Int, by label: Int, declarations byName: inout DeclarationsByName?) -> Bool {
        let typeName = file.bytes(of: type)
        let labelName = file.bytes(of: label)
        let lookup = byName ?? DeclarationsByName(file)
        byName = lookup
        let key = DeclarationsByName.key(owner: NameHash.of(typeName), name: NameHash.of("id"))
        return (lookup.properties[key] ?? []).contains { index in
            let id = file.declarations[index]
            guard id.kind == .constant || id.kind == .variable, file.isText(id.name, "id"), !id.isStaticMember else { return false }
            let owner = file.declarations[id.parent]
            guard owner.kind == .structType || owner.kind == .classType || owner.kind == .extensionType,
                  file.bytes(of: owner.name).elementsEqual(typeName) else { return false }
            if !id.hasBody { return id.initializer.isEmpty && labelName.elementsEqual("id".utf8) }
            var body = id.bodyRange
            if file.isText(body.lowerBound, "return") { body = (body.lowerBound + 1)..<body.upperBound }
            if body.count == 3, file.isText(body.lowerBound, "self"), file.isKind(body.lowerBound + 1, .period) {
                body = (body.lowerBound + 2)..<body.upperBound
            }
            return body.count == 1 && file.bytes(of: body.lowerBound).elementsEqual(labelName)
        }
    }

    /// Collections whose position is all the identity an element has, as for `id: \.offset` over them:
    /// constants, a text's characters, values made from a range, a path's components, views, a calendar's
    /// names, a series of values drawn by stateless rows; and rows of chunks, a breadcrumb, or slots of text.
    func isPositionalByNature(_ context: RuleContext, _ numbered: Range<Int>, at forEach: Int, arguments: [SyntaxFile.Argument],
                              declarations byName: inout DeclarationsByName?) -> Bool {
        let file = context.file
        if isConstantCollection(file, numbered), context.fixedSizeData(numbered, inCodeAt: forEach, ofAnySize: true).isFixed {
            return true
        }
        if iteratesCharacters(context, numbered, at: forEach, declarations: &byName) || isMadeFromRange(context, numbered, at: forEach, declarations: &byName)
            || isPathComponents(file, numbered) || isTextView(context, numbered, at: forEach) || holdsViews(context, numbered, at: forEach, declarations: &byName)
            || isCalendarSymbols(context, numbered, at: forEach, declarations: &byName) { return true }
        guard let closure = contentClosure(file, open: forEach + 1, arguments: arguments) else { return false }
        return isGridOfChunks(file, forEach: forEach, closure: closure, collection: nil)
            || isBreadcrumb(file, forEach: forEach, closure: closure) || isStatelessSlots(context, forEach: forEach, closure: closure)
            || !isEditable(file, closure: closure)
                && isValueSeries(context, numbered, at: forEach, closure: closure, declarations: &byName)
    }

    func wrapperMessage(_ file: SyntaxFile, container: String, _ wrapper: OffsetWrapper) -> String {
        let type = file.text(wrapper.type)
        let label = file.text(wrapper.label)
        return """
            `\(container)` over `\(type)` values whose `id` is the position `enumerated()` numbered them with \
            (`\(label):` given the offset): rows are keyed by position, and \(Self.cost). Make `\(type)`'s `id` \
            the element's own stable id (`var id: …ID { element.id }`), keeping the position as a property of its \
            own if it is shown
            """
    }

    /// A file's properties by their type's name and their own (`NameHash`es): made once a file, not
    /// searched for each finding (a type's `id` is asked of the name index, `elementTypeLacksID`). And answers
    /// about names remembered for the file's next lists: many types of one file may have members of one
    /// name, and a look at every declaration of the name again for each list made the check of the file
    /// take time quadratic in its size.
    struct DeclarationsByName {
        var properties: [UInt64: [Int]] = [:]
        /// `isValueSeries`: whether a name is also declared as a property or local that holds no such series.
        var declaredOtherwise = AnswersBySpelling<Bool>()
        /// `isIntegerConstant`, by the bound's spelling (`Self.barCount`).
        var integerConstants = AnswersBySpelling<Bool>()

        init(_ file: SyntaxFile) {
            for (index, declaration) in file.declarations.enumerated()
            where declaration.name >= 0 && (declaration.kind == .constant || declaration.kind == .variable) && declaration.parent >= 0 {
                let owner = file.declarations[declaration.parent].name
                guard owner >= 0 else { continue }
                let name = NameHash.of(file.bytes(of: declaration.name))
                properties[Self.key(owner: NameHash.of(file.bytes(of: owner)), name: name), default: []].append(index)
            }
        }

        static func key(owner: UInt64, name: UInt64) -> UInt64 { owner &* 0x9E37_79B9_7F4A_7C15 ^ name }
    }

    /// `rules` in `Array(zip(rules.indices, rules))`: the elements zipped with their positions.
    func zippedElements(_ file: SyntaxFile, _ value: Range<Int>) -> Range<Int>? {
        guard let zip = value.first(where: { file.isText($0, "zip") && file.isKind($0 + 1, .leftParen) }) else { return nil }
        let arguments = file.arguments(zip + 1)
        guard arguments.count == 2, arguments[1].label < 0 else { return nil }
        return arguments[1].value
    }

    static let literalKinds: [TokenKind] = [.stringQuote, .integerLiteral, .floatLiteral]
    static let idName = ArraySlice("id".utf8)

    /// Where the type of `collection` (a name iterated at token `forEach`) is written, where the code
    /// can see it: a parameter of the enclosing function, or a property of the enclosing type.
    func declaredType(_ context: RuleContext, of collection: Range<Int>, at forEach: Int,
                      declarations byName: inout DeclarationsByName?) -> Int? {
        switch declaration(context, of: collection, at: forEach, declarations: &byName) {
        case .parameter(let name)?: return name + 2
        case .property(let index)?:
            let type = writtenType(context.file, context.file.declarations[index])
            return type.isEmpty ? nil : type.lowerBound
        case nil: return nil
        }
    }

    /// A property's type as written: its annotation, or an empty array's type in its value
    /// (`var messages = [ChatMessage]()`).
    func writtenType(_ file: SyntaxFile, _ declaration: Declaration) -> Range<Int> {
        guard declaration.typeRange.isEmpty else { return declaration.typeRange }
        let value = declaration.initializer
        guard value.count >= 5, file.isKind(value.lowerBound, .leftBracket), let close = file.partnerOf(value.lowerBound),
              close + 3 == value.upperBound, file.isKind(close + 1, .leftParen), file.isKind(close + 2, .rightParen)
        else { return 0..<0 }
        return value.lowerBound..<(close + 1)
    }

    /// `declaredType`, and for another value's property (`item.paths`) the type of the file's properties of
    /// that name, if all are written with one: asked only before a rewrite is offered (what it would need of the
    /// elements), since it looks through the file's declarations.
    func elementDeclaredType(_ context: RuleContext, of collection: Range<Int>, at forEach: Int,
                             declarations byName: inout DeclarationsByName?) -> Int? {
        declaredType(context, of: collection, at: forEach, declarations: &byName) ?? typeOfPropertiesNamed(context.file, collection)
    }

    /// The type of the properties of the file named as `collection`'s last member (`item.paths`), where each
    /// is written with the same type: its first token.
    func typeOfPropertiesNamed(_ file: SyntaxFile, _ collection: Range<Int>) -> Int? {
        guard collection.count >= 3, file.isIdentifier(collection.upperBound - 1), file.isKind(collection.upperBound - 2, .period)
        else { return nil }
        // Remembered for the file: a view copied many times into one file asks it of one name again and again.
        let type = file.nameIndexes.propertyType(spelledAs: collection.upperBound - 1, in: file) {
            typeOfProperties(file, named: file.bytes(of: collection.upperBound - 1)) ?? -1
        }
        return type >= 0 ? type : nil
    }

    /// The first token of the type that every property of the file named `name` is written with, if one.
    func typeOfProperties(_ file: SyntaxFile, named name: ArraySlice<UInt8>) -> Int? {
        var found: Range<Int>? = nil
        for index in file.declarations(maybeNamed: name) {
            let declaration = file.declarations[index]
            guard declaration.kind == .constant || declaration.kind == .variable, declaration.name >= 0, declaration.parent >= 0,
                  file.declarations[declaration.parent].kind.isType, file.bytes(of: declaration.name).elementsEqual(name)
            else { continue }
            let type = writtenType(file, declaration)
            guard !type.isEmpty, found.map({ other in
                other.count == type.count && zip(other, type).allSatisfy { file.bytes(of: $0).elementsEqual(file.bytes(of: $1)) }
            }) ?? true else { return nil }
            found = type
        }
        return found?.lowerBound
    }

    /// Where `collection` (a name iterated at token `forEach`; `$name`, its bindings) is declared: a
    /// parameter of the enclosing function (its name token), or a property of the enclosing type.
    enum CollectionDeclaration {
        case parameter(Int)
        case property(Int)
    }

    func declaration(_ context: RuleContext, of collection: Range<Int>, at forEach: Int,
                     declarations byName: inout DeclarationsByName?) -> CollectionDeclaration? {
        let file = context.file
        let unit = Int(context.viewCode.unitOfToken[forEach])
        let last = collection.upperBound - 1
        guard unit >= 0, collection.count == 1 || (collection.count == 3 && file.isText(collection.lowerBound, "self")),
              file.isIdentifier(last) || file.isKind(last, .dollarIdentifier) else { return nil }
        let name = file.isKind(last, .dollarIdentifier) ? file.bytes(of: last).dropFirst() : file.bytes(of: last)
        let lookup = byName ?? DeclarationsByName(file)
        byName = lookup
        let member = file.declarations[context.viewCode.units[unit].declaration]
        if let parameter = file.parameterNames(of: member).last(where: { file.bytes(of: $0).elementsEqual(name) && file.isKind($0 + 1, .colon) }) {
            return .parameter(parameter)
        }
        let owner = context.viewCode.units[unit].owner
        guard owner >= 0, file.declarations[owner].name >= 0 else { return nil }
        let ownerName = file.bytes(of: file.declarations[owner].name)
        let key = DeclarationsByName.key(owner: NameHash.of(ownerName), name: NameHash.of(name))
        // A typed declaration first (a property declared twice, per platform, may give its type in one).
        let candidates = (lookup.properties[key] ?? []).filter { index in
            let property = file.declarations[index]
            return file.bytes(of: property.name).elementsEqual(name) && file.declarations[property.parent].name >= 0
                && file.bytes(of: file.declarations[property.parent].name).elementsEqual(ownerName)
        }
        return (candidates.first { !file.declarations[$0].typeRange.isEmpty } ?? candidates.first).map { .property($0) }
    }

    /// Whether `collection` is declared an array of values that have no `id` (`[String]`, `[CGFloat]`,
    /// `[URL]`): `\.element.id` would not compile.
    /// Also a property with no type written whose value is an array literal of string or number literals
    /// (`@State private var tags = ["a", "b"]`).
    func holdsPlainValues(_ context: RuleContext, _ collection: Range<Int>, at forEach: Int,
                          declarations byName: inout DeclarationsByName?) -> Bool {
        let file = context.file
        if case .property(let index)? = declaration(context, of: collection, at: forEach, declarations: &byName),
           writtenType(file, file.declarations[index]).isEmpty {
            let value = file.declarations[index].initializer
            return file.isArrayLiteral(value) && value.count > 2
                && Self.literalKinds.contains(file.tokens[value.lowerBound + 1].kind)
        }
        guard let open = elementDeclaredType(context, of: collection, at: forEach, declarations: &byName),
              file.isKind(open, .leftBracket), file.isText(open + 1, in: Self.plainValues) else { return false }
        // `[URL?]` too: an optional has no `id` either.
        return file.isKind(open + 2, .rightBracket) || file.isText(open + 2, "?") && file.isKind(open + 3, .rightBracket)
    }

    /// Whether `collection` is declared an array of views: `[AnyView]` (also `[AnyView?]`), or `[C]` where `C` is a generic parameter
    /// of the enclosing type that is a `View` (`struct FlowTags<C: View>` with `let content: [C]`). A view value
    /// has no `id` and no identity but its place: the position is the only key it can have.
    func holdsViews(_ context: RuleContext, _ collection: Range<Int>, at forEach: Int,
                    declarations byName: inout DeclarationsByName?) -> Bool {
        let file = context.file
        guard let open = declaredType(context, of: collection, at: forEach, declarations: &byName), file.isKind(open, .leftBracket),
              file.isIdentifier(open + 1) else { return false }
        // `[AnyView?]` too: a placeholder's place among the views.
        let isOptional = file.isText(open + 2, "?")
        guard file.isKind(open + (isOptional ? 3 : 2), .rightBracket) else { return false }
        if file.isText(open + 1, "AnyView") { return true }
        let unit = Int(context.viewCode.unitOfToken[forEach])
        guard unit >= 0, context.viewCode.units[unit].owner >= 0 else { return false }
        let type = file.declarations[context.viewCode.units[unit].owner]
        guard type.kind != .extensionType, type.name >= 0, type.bodyOpen > type.name + 3 else { return false }
        // Between the type's name and its body: its generic parameters, what it conforms to and its `where` clause.
        let element = file.bytes(of: open + 1)
        return ((type.name + 1)..<(type.bodyOpen - 2)).contains { index in
            file.isKind(index + 1, .colon) && file.isText(index + 2, "View") && file.bytes(of: index).elementsEqual(element)
        }
    }

    /// Whether `collection` is declared an array of tuples, of collections, of existentials or of a type the
    /// file declares without an `id`: a rewrite keyed by the elements' `id` would not compile (values,
    /// `holdsPlainValues`, are asked apart: the advice for them differs).
    func holdsElementsWithoutID(_ context: RuleContext, _ collection: Range<Int>, at forEach: Int,
                                declarations byName: inout DeclarationsByName?) -> Bool {
        elementTypeLacksID(context, of: collection, at: forEach, declarations: &byName)
            || holdsTuplesCollectionsOrExistentials(context, collection, at: forEach, declarations: &byName)
    }

    /// Whether `collection` is declared an array of tuples (`[(name: String, path: String)]`), of
    /// dictionaries (`[[String: Any]]`, decoded JSON), of arrays, or of existentials (`[any PersistentModel]`:
    /// an existential conforms to no protocol, `Identifiable` included, whatever its protocol refines, and
    /// has an `id` to key by only where its protocol, often another module's, requires one of a set type):
    /// none can be `ForEach`'s `Identifiable` data, and no conformance of the app's can give a tuple an `id`
    /// (nor should give every dictionary one).
    func holdsTuplesCollectionsOrExistentials(_ context: RuleContext, _ collection: Range<Int>, at forEach: Int,
                                              declarations byName: inout DeclarationsByName?) -> Bool {
        guard let open = elementDeclaredType(context, of: collection, at: forEach, declarations: &byName) else { return false }
        let file = context.file
        return file.isKind(open, .leftBracket)
            && (file.isKind(open + 1, .leftParen) || file.isKind(open + 1, .leftBracket) || file.isText(open + 1, "any"))
    }

    /// Whether `collection` is declared an array of numbers (`[Int]`, `[Double]`, `[CGFloat]`: `declaredType`), a
    /// series such as a chart's bars or a waveform's samples, or of colours (a palette's swatches), that rows
    /// keep nothing of (`closure`, the content: shapes, text and stacks only, `drawingViews`; neither binding nor
    /// changing the collection): a number or a colour is all an element holds, so its position is all the
    /// identity it can have (keyed by value, two equal readings would be one row). Not numbers handed to a view
    /// of the app's (`StoryRow(storyID: ids[i])`, whose state a refresh would leave at the old position), nor a
    /// name the file also declares otherwise (a local of the same name, another type's property).
    func isValueSeries(_ context: RuleContext, _ collection: Range<Int>, at forEach: Int, closure: Int,
                        declarations byName: inout DeclarationsByName?) -> Bool {
        let file = context.file
        guard let close = file.partnerOf(closure),
              let open = declaredType(context, of: collection, at: forEach, declarations: &byName),
              isSeriesArray(file, open) else { return false }
        let name = file.bytes(of: collection.upperBound - 1)
        if byName == nil { byName = DeclarationsByName(file) }
        let isDeclaredOtherwise = byName!.declaredOtherwise.answer(spelledAs: collection.upperBound - 1, in: file) {
            file.declarations(maybeNamed: name).contains { index in
                let declaration = file.declarations[index]
                return (declaration.kind == .constant || declaration.kind == .variable) && declaration.name >= 0
                    && file.bytes(of: declaration.name).elementsEqual(name)
                    && (declaration.typeRange.isEmpty || !isSeriesArray(file, declaration.typeRange.lowerBound))
            }
        }
        guard !isDeclaredOtherwise else { return false }
        for index in (closure + 1)..<close {
            if file.isKind(index, .dollarIdentifier), file.bytes(of: index).dropFirst().elementsEqual(name) { return false }
            guard file.isIdentifier(index) else { continue }
            if file.startsWithUppercase(index), !file.isMemberName(index),
               file.isKind(index + 1, .leftParen) || file.isKind(index + 1, .leftBrace),
               !file.isText(index, in: Self.drawingViews) {
                return false
            }
            if !file.isMemberName(index), file.bytes(of: index).elementsEqual(name), file.isWrite(at: index, isWrapper: false) { return false }
        }
        return true
    }

    /// `isFlags` or `isGivenOnlyHandfuls`, for rows that neither delete, move nor change the collection
    /// (`changesPlaces`): places that stay where they are.
    func isFixedPlaces(_ context: RuleContext, _ collection: Range<Int>, at forEach: Int, closure: Int?,
                       declarations byName: inout DeclarationsByName?, givenHandfuls: inout [Int: Bool]) -> Bool {
        guard isFlags(context, collection, at: forEach, declarations: &byName)
                || isGivenOnlyHandfuls(context, collection, at: forEach, declarations: &byName, answers: &givenHandfuls)
        else { return false }
        return closure.map { !changesPlaces(context.file, closure: $0, collection: collection) } ?? true
    }

    /// Whether rows' content (`closure`) may add, remove or move elements: it deletes or moves them
    /// (`.onDelete`, `.onMove`), calls a mutating method of the collection named last in `collection`
    /// (`items.remove(at: index)`), of anything given the index (`tabs.close(index)`, `model.move(index)`), or
    /// makes a binding of its own (`Binding(get:set:)`, whose setter may do anything). Content past
    /// `contentScanLimit` tokens is taken as doing so.
    func changesPlaces(_ file: SyntaxFile, closure: Int, collection: Range<Int>?) -> Bool {
        guard let close = file.partnerOf(closure), close - closure <= Self.contentScanLimit else { return true }
        if isEditable(file, closure: closure) { return true }
        let name = collection.map { file.bytes(of: $0.upperBound - 1) }
        let parameter = file.closureParameters(closure).first.map { file.bytes(of: $0) }
        for index in (closure + 1)..<close where file.isIdentifier(index) {
            let bytes = file.bytes(of: index)
            if bytes == name, file.isKind(index + 1, .period), file.isText(index + 2, in: SyntaxFile.mutatingMembers) { return true }
            if file.isText(index, "Binding"), file.isKind(index + 1, .leftParen) { return true }
            if bytes == parameter, isArgumentOfMethod(file, index) { return true }
        }
        return false
    }

    /// Whether token `index` is an argument of a call of something's method (`tabs.close(index)`,
    /// `model.remove(at: index)`), which may change what it is called on; not a collection's reading one
    /// (`expanded.contains(index)`).
    func isArgumentOfMethod(_ file: SyntaxFile, _ index: Int) -> Bool {
        guard file.isKind(index - 1, .leftParen) || file.isKind(index - 1, .comma) || file.isKind(index - 1, .colon) else { return false }
        let call = Int(file.enclosingOpen[index])
        return file.isKind(call, .leftParen) && file.isMemberName(call - 1) && !file.isText(call - 1, in: SyntaxFile.readingMembers)
    }

    /// `private struct Legend: View { let items: [(String, Color)] … }` that its file, the only one that can
    /// build a private view, always makes with a literal of a few (`Legend(items: [("PM2.5", .blue), ("NO₂",
    /// .orange)])`): fixed places, whatever the view does with them. A `let` or a plain `var` only: a `@State`
    /// given the literal is a start the view may grow. `answers`: each private view's, found once for a file
    /// (its constructions looked through for each of its lists made a large file's lint quadratic).
    func isGivenOnlyHandfuls(_ context: RuleContext, _ collection: Range<Int>, at forEach: Int,
                             declarations byName: inout DeclarationsByName?, answers: inout [Int: Bool]) -> Bool {
        guard case .property(let index)? = declaration(context, of: collection, at: forEach, declarations: &byName) else { return false }
        let file = context.file
        let property = file.declarations[index]
        let owner = property.parent
        guard owner >= 0, property.initializer.isEmpty, !property.hasBody, property.name >= 0, !property.isStaticMember,
              file.listed(property.attributes).isEmpty,
              file.declarations[owner].modifiers.contains(.isPrivate), file.declarations[owner].name >= 0 else { return false }
        if let known = answers[index] { return known }
        let typeName = file.bytes(of: file.declarations[owner].name)
        let label = file.bytes(of: property.name)
        var constructions = 0
        var isHandful = true
        for use in file.identifiers(maybeSpelled: typeName) where use != file.declarations[owner].name && file.bytes(of: use) == typeName {
            // Each mention a construction given a literal of a few (`.init`, a reference, an extension: not known).
            guard file.isKind(use + 1, .leftParen), !file.isMemberName(use),
                  let argument = file.arguments(use + 1).first(where: { $0.label >= 0 && file.bytes(of: $0.label) == label }),
                  file.isArrayLiteral(argument.value),
                  file.elementCount(ofLiteral: argument.value.lowerBound) <= SyntaxFile.fixedDataLimit else {
                isHandful = false
                break
            }
            constructions += 1
        }
        answers[index] = isHandful && constructions > 0
        return isHandful && constructions > 0
    }

    /// Whether `collection` is declared `[Bool]` (a parameter or property of the view): switches by place, a
    /// resource's slots used or not, whose only identity is their position (keyed by value, every `true`
    /// would be one row). No key could replace it, so none is asked for.
    func isFlags(_ context: RuleContext, _ collection: Range<Int>, at forEach: Int, declarations byName: inout DeclarationsByName?) -> Bool {
        guard let open = declaredType(context, of: collection, at: forEach, declarations: &byName) else { return false }
        let file = context.file
        return file.isKind(open, .leftBracket) && file.isText(open + 1, "Bool") && file.isKind(open + 2, .rightBracket)
    }

    /// Whether a type starting at token `open` is `[Int]`, `[Double]`, `[CGFloat]`… or `[Color]` (`seriesElements`),
    /// also of readings that may be missing (`[Double?]`), or a series of series (a chart's lines, `[[CGFloat?]]`).
    func isSeriesArray(_ file: SyntaxFile, _ open: Int) -> Bool {
        guard file.isKind(open, .leftBracket) else { return false }
        let isNested = file.isKind(open + 1, .leftBracket)
        var next = isNested ? open + 2 : open + 1
        guard file.isText(next, in: Self.seriesElements) else { return false }
        next += file.isText(next + 1, "?") ? 2 : 1
        if isNested {
            guard file.isKind(next, .rightBracket) else { return false }
            next += 1
        }
        return file.isKind(next, .rightBracket)
    }

    /// What a row that keeps no state of its own is drawn with: SwiftUI's shapes, text, images, stacks, and the
    /// values they are given; a label, and a button of them (a banner's actions: nothing kept but a press).
    static let drawingViews = WordSet([
        "Text", "AttributedString", "Label", "Button", "Image", "Color", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Capsule", "Circle", "Ellipse",
        "Path", "Spacer", "Divider", "HStack", "VStack", "ZStack", "Group", "LinearGradient", "RadialGradient",
        "AngularGradient", "CGFloat", "Double", "Float", "Int", "String", "CGSize", "CGPoint", "CGRect", "Angle", "Font",
        "EdgeInsets", "StrokeStyle",
    ])

    /// The elements of a series drawn by position (`isValueSeries`): numbers, and colours.
    static let seriesElements = WordSet([
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "CGFloat",
        "TimeInterval", "Color",
    ])

    static let plainValues = WordSet([
        "String", "Substring", "Character", "Int", "Double", "Float", "CGFloat", "Bool", "URL", "Date", "Data", "Decimal",
    ])

    /// Whether `collection` is a local constant, or a computed property of the view's type, whose value is a
    /// literal-started range, made an array or mapped to one value per position (`(0..<bars).map { … }`,
    /// `Array(1...rows)`, `var slots: [String] { (0...5).map { … } }`): none is inserted, and a position is
    /// all the identity its value has. Not a range over a collection's `.count`, nor a map that picks
    /// elements by the position (`(0..<limit).map { items[$0] }` is the items again).
    func isMadeFromRange(_ context: RuleContext, _ collection: Range<Int>, at forEach: Int,
                         declarations byName: inout DeclarationsByName?) -> Bool {
        let file = context.file
        guard let value = boundValue(context, named: collection, at: forEach, declarations: &byName) else { return false }
        var open = value.lowerBound
        if file.isText(open, "Array"), !file.isMemberName(open) { open += 1 }
        guard file.isKind(open, .leftParen), let close = file.partnerOf(open), close < value.upperBound,
              file.isKind(open + 1, .integerLiteral), file.isText(open + 2, "..<") || file.isText(open + 2, "..."),
              !((open + 3)..<close).contains(where: { file.isText($0, "count") && file.isMemberName($0) })
        else { return false }
        if close + 1 == value.upperBound { return true }
        // `.map { … }` to the end, its closure never subscripting with the position.
        guard file.isKind(close + 1, .period), file.isText(close + 2, "map"), file.isKind(close + 3, .leftBrace),
              let end = file.partnerOf(close + 3), end + 1 == value.upperBound else { return false }
        let isNamed = file.isIdentifier(close + 4)
            && (file.isText(close + 5, "in") || file.isText(close + 5, "->") || file.isKind(close + 5, .colon))
        let position = isNamed ? file.bytes(of: close + 4) : ArraySlice("$0".utf8)
        return !((close + 4)..<end).contains { file.isKind($0, .leftBracket) && file.isKind($0 + 2, .rightBracket)
            && file.bytes(of: $0 + 1).elementsEqual(position) }
    }

    /// Whether `collection` is a calendar's names of weekdays, months, quarters or eras
    /// (`Calendar.current.veryShortWeekdaySymbols`, also made an array), written there or as the value of a
    /// local constant or computed property of the view: a fixed list whose position is the day or the month
    /// (the initials repeat: `S`, `M`, `T`, `W`, `T`, `F`, `S`).
    func isCalendarSymbols(_ context: RuleContext, _ collection: Range<Int>, at forEach: Int,
                           declarations byName: inout DeclarationsByName?) -> Bool {
        let file = context.file
        func endsWithSymbols(_ value: Range<Int>) -> Bool { file.isCalendarSymbolList(file.unwrappingArray(value)) }
        if endsWithSymbols(collection) { return true }
        return boundValue(context, named: collection, at: forEach, declarations: &byName).map(endsWithSymbols) ?? false
    }

    /// The value of the local constant (before token `forEach`) or computed property of the view that a bare
    /// name (`collection`) is.
    func boundValue(_ context: RuleContext, named collection: Range<Int>, at forEach: Int,
                    declarations byName: inout DeclarationsByName?) -> Range<Int>? {
        guard collection.count == 1, context.file.isIdentifier(collection.lowerBound) else { return nil }
        return context.file.localConstantValue(named: collection.lowerBound, before: forEach)
            ?? computedValue(context, named: collection.lowerBound, at: forEach, declarations: &byName)
    }

    /// The one expression a computed property of the view's type gives (`var slots: [String] { (0...5).map
    /// { … } }`, also after `return`), the property named at `name` in code at token `code`.
    func computedValue(_ context: RuleContext, named name: Int, at code: Int, declarations byName: inout DeclarationsByName?) -> Range<Int>? {
        let file = context.file
        let unit = Int(context.viewCode.unitOfToken[code])
        guard unit >= 0, !file.isMemberName(name) || file.isText(name - 2, "self"),
              let property = property(file, named: file.bytes(of: name), of: context.viewCode.units[unit].owner, declarations: &byName)
        else { return nil }
        let declaration = file.declarations[property]
        guard declaration.kind == .variable, declaration.hasBody, declaration.bodyClose > declaration.bodyOpen + 1 else { return nil }
        let start = file.isText(declaration.bodyOpen + 1, "return") ? declaration.bodyOpen + 2 : declaration.bodyOpen + 1
        return start..<declaration.bodyClose
    }

    /// Whether `collection` is a view of a text's code units (`character.unicodeScalars`, `name.utf8`, also
    /// made an array): the scalars of one character, whose position is all the identity they have (and
    /// which repeat: the joiners of an emoji).
    /// Also a name bound to one (`if let scalars = character?.unicodeScalars`) in the member's code before it.
    func isTextView(_ context: RuleContext, _ collection: Range<Int>, at forEach: Int) -> Bool {
        let file = context.file
        var collection = collection
        if collection.count > 3, file.isText(collection.lowerBound, "Array"), file.isKind(collection.lowerBound + 1, .leftParen),
           file.partnerOf(collection.lowerBound + 1) == collection.upperBound - 1 {
            collection = (collection.lowerBound + 2)..<(collection.upperBound - 1)
        }
        guard let last = collection.last else { return false }
        let unit = Int(context.viewCode.unitOfToken[forEach])
        if collection.count == 1, file.isIdentifier(last), unit >= 0,
           let value = file.bindingValue(named: last, before: last, notBefore: context.viewCode.units[unit].range.lowerBound),
           let end = value.last {
            return file.isMemberName(end) && file.isText(end, in: Self.textViews)
        }
        return file.isMemberName(last) && file.isText(last, in: Self.textViews)
    }

    static let textViews = WordSet(["unicodeScalars", "utf8", "utf16"])

    /// Whether `collection` is declared `String` or `Substring`: its elements are characters, whose
    /// position is the only identity they have.
    func iteratesCharacters(_ context: RuleContext, _ collection: Range<Int>, at forEach: Int,
                            declarations byName: inout DeclarationsByName?) -> Bool {
        guard let type = declaredType(context, of: collection, at: forEach, declarations: &byName) else { return false }
        return (context.file.isText(type, "String") || context.file.isText(type, "Substring")) && !context.file.isKind(type + 1, .period)
    }

    /// Whether `collection`, iterated at token `forEach`, is a name declared `[T]` (`declaredType`) and
    /// `T` is a type this file declares with no `id` member and no `Identifiable` conformance, in its
    /// declaration or an extension here.
    func elementTypeLacksID(_ context: RuleContext, of collection: Range<Int>, at forEach: Int,
                            declarations byName: inout DeclarationsByName?) -> Bool {
        guard let open = elementDeclaredType(context, of: collection, at: forEach, declarations: &byName),
              let element = arrayElementName(context.file, open) else { return false }
        return typeIdentity(context.file, named: element) == .withoutID
    }

    /// Whether the file shows that the elements of `collection` (iterated at token `forEach`) have an `id`
    /// to key rows by (`\.element.id`) or, `identifiable`, that they are `Identifiable` (`ForEach(items)`).
    /// A rewrite is offered only then: over a type declared elsewhere (most of real apps' rows, and types of
    /// other packages) the rewrite would more often not compile than compile, three times in four in apps read
    /// on 7 December, so the message gives it to make by hand.
    func showsElementsWithID(_ context: RuleContext, _ collection: Range<Int>, at forEach: Int, identifiable: Bool,
                             declarations byName: inout DeclarationsByName?) -> Bool {
        let file = context.file
        // A store's results: SwiftData's models, Core Data's managed objects and a sectioned fetch's sections
        // are `Identifiable`.
        if case .property(let index)? = declaration(context, of: collection, at: forEach, declarations: &byName),
           file.listed(file.declarations[index].attributes).contains(where: { file.isText($0, in: FormatInBody.fetchWrappers) }) {
            return true
        }
        guard let open = elementDeclaredType(context, of: collection, at: forEach, declarations: &byName) else { return false }
        // SwiftUI's collections of a container's subviews, whose elements are `Identifiable`.
        if file.isText(open, in: Self.identifiableCollections)
            || file.isText(open, "_VariadicView") && file.isKind(open + 1, .period) && file.isText(open + 2, "Children") {
            return true
        }
        guard let element = arrayElementName(file, open) else { return false }
        if isConstrainedIdentifiable(context, typeParameter: element, at: forEach) { return true }
        switch typeIdentity(file, named: element) {
        case .identifiable: return true
        case .idMember: return !identifiable
        case .withoutID, .notDeclared: return false
        }
    }

    static let identifiableCollections = WordSet(["_VariadicView_Children", "SubviewsCollection", "SubviewsCollectionSlice"])

    /// What a file shows of a type's identity, by the type's name.
    enum TypeIdentity: Int {
        /// The file declares no type of the name (an extension alone says nothing of the type).
        case notDeclared
        /// Declared with no `id` member and no `Identifiable` conformance, here or in an extension here.
        case withoutID
        /// With an `id` member but no conformance here: `\.element.id` compiles, `ForEach(items)` may not.
        case idMember
        /// `Identifiable` here: listed in its declaration or an extension, or a Core Data managed object
        /// (`NSManagedObject` is `Identifiable`), or a SwiftData `@Model`.
        case identifiable
    }

    /// The name of `T` in a type written `[T]` or `[Outer.T]` from token `open` (its last component,
    /// as a nested type's declaration names it), if the type is written so.
    func arrayElementName(_ file: SyntaxFile, _ open: Int) -> Int? {
        guard file.isKind(open, .leftBracket), file.isIdentifier(open + 1) else { return nil }
        var name = open + 1
        while file.isKind(name + 1, .period), file.isIdentifier(name + 2) { name += 2 }
        return file.isKind(name + 1, .rightBracket) ? name : nil
    }

    /// What the file shows of the identity of the types named as token `name`, remembered for the name: a
    /// file of many lists over one type asks it at each.
    func typeIdentity(_ file: SyntaxFile, named name: Int) -> TypeIdentity {
        TypeIdentity(rawValue: file.nameIndexes.typeIdentity(spelledAs: name, in: file) {
            // Through the file's name index: most files have no type of that name.
            let typeName = file.bytes(of: name)
            let types = file.declarations(maybeNamed: typeName).filter { index in
                file.declarations[index].kind.isType && file.bytes(of: file.declarations[index].name).elementsEqual(typeName)
            }
            if types.contains(where: { index in
                let declaration = file.declarations[index]
                return file.listed(declaration.inherited).contains { file.isText($0, in: Self.identifiableBases) }
                    || file.listed(declaration.attributes).contains { file.isText($0, "Model") }
            }) {
                return TypeIdentity.identifiable.rawValue
            }
            // Among the types' own members: every `id` of a file of many copies of a type, for each copy's name, was
            // a look at all of them (its lint quadratic).
            if types.contains(where: { type in
                file.firstMember(of: type, named: Self.idName) { index -> Bool? in
                    let declaration = file.declarations[index]
                    return (declaration.kind == .constant || declaration.kind == .variable) && declaration.parent == type
                        && file.isText(declaration.name, "id") ? true : nil
                } == true
            }) {
                return TypeIdentity.idMember.rawValue
            }
            return (types.contains { file.declarations[$0].kind != .extensionType } ? TypeIdentity.withoutID : .notDeclared).rawValue
        }) ?? .notDeclared
    }

    static let identifiableBases = WordSet(["Identifiable", "NSManagedObject"])

    /// Whether `name` is a generic parameter of the type whose code holds token `code`, constrained to
    /// `Identifiable` in its clause or the type's `where` (`struct Picker<Value: Identifiable & Hashable>`).
    func isConstrainedIdentifiable(_ context: RuleContext, typeParameter name: Int, at code: Int) -> Bool {
        let file = context.file
        let unit = Int(context.viewCode.unitOfToken[code])
        guard unit >= 0 else { return false }
        let owner = context.viewCode.units[unit].owner
        guard owner >= 0, file.declarations[owner].name >= 0, file.declarations[owner].bodyOpen > file.declarations[owner].name
        else { return false }
        let header = (file.declarations[owner].name + 1)..<file.declarations[owner].bodyOpen
        guard file.isText(header.lowerBound, "<") else { return false }
        let typeName = file.bytes(of: name)
        for index in header where file.isKind(index + 1, .colon) && file.bytes(of: index).elementsEqual(typeName) {
            var constraint = index + 2
            while constraint < header.upperBound, !file.isKind(constraint, .comma), !file.isText(constraint, ">") {
                if file.isText(constraint, "Identifiable") { return true }
                constraint += 1
            }
        }
        return false
    }

    /// Whether the position of what a `ForEach` makes is its selection (`selectionByPosition`).
    enum PositionSelection {
        case none
        /// Not reported: a `TabView(selection:)`'s pages tagged by the index.
        case exempt
        /// A tab bar in a view's `body`: reported only where a `ScrollView` of the project lays that view out
        /// horizontally (`Candidate.requiresScrollContent`, this key), a strip that may list a feed.
        case unlessScrolled(UInt64)
    }

    /// `TabView(selection: $page) { ForEach(steps.indices, id: \.self) { … } }`: the ids are the tabs' tags, which the
    /// selection is (a pager moved by `page += 1`); keyed by the elements, the selection would match no tab. Not
    /// when the content tags its pages otherwise (`.tag(photos[index].id)`): then the selection is that tag. And a
    /// hand-made tab bar (`tabBarSelection`).
    func selectionByPosition(_ context: RuleContext, forEach: Int) -> PositionSelection {
        let file = context.file
        let open = Int(file.enclosingOpen[forEach])
        guard file.isText(forEach, "ForEach"), open >= 0, file.isKind(open, .leftBrace) else { return .none }
        let owner = file.closureOwner(open)
        if owner.callee >= 0, file.isText(owner.callee, "HStack") { return tabBarSelection(context, forEach: forEach, stack: owner.callee) }
        guard owner.callee >= 0, owner.argumentList >= 0, file.isText(owner.callee, "TabView"),
              file.hasArgument(owner.argumentList, labeled: "selection"),
              let content = file.trailingClosure(afterCallEndingAt: file.partnerOf(forEach + 1) ?? forEach),
              let close = file.partnerOf(content) else { return .none }
        let parameter = file.closureParameters(content).first
        // Every `.tag(…)` of the content is the index itself.
        let tagsOtherwise = ((content + 1)..<close).contains { index in
            file.isText(index, "tag") && file.isMemberName(index) && file.isKind(index + 1, .leftParen)
                && !(parameter.map { file.bytes(of: index + 2) == file.bytes(of: $0) && file.isKind(index + 3, .rightParen) } ?? false)
        }
        return tagsOtherwise ? .none : .exempt
    }

    /// `HStack { ForEach(0..<titles.count, id: \.self) { index in TabButton(isSelected: selected == index)
    /// .onTapGesture { selected = index } } }`: a hand-made tab bar or segmented control, whose selection is
    /// the position itself, compared with the index and set to it; keyed by the titles, a selection kept as
    /// a number would match none. A stack that does not scroll holds what fits across the screen: a few
    /// places, none inserted. In a view's `body`, not in a scroll view, a list or a lazy stack, where the same
    /// row may list a feed, nor where the content adds or closes tabs (`changesPlaces`); and reported after all
    /// where a horizontal scroll view of the project lays the view out.
    func tabBarSelection(_ context: RuleContext, forEach: Int, stack: Int) -> PositionSelection {
        let file = context.file
        // In a view's `body` only: a member may be shown anywhere, a scroll view of the same view among them.
        let unit = Int(context.viewCode.unitOfToken[stack])
        guard unit >= 0, context.viewCode.units[unit].owner >= 0 else { return .none }
        let declaration = file.declarations[context.viewCode.units[unit].declaration]
        let type = file.declarations[context.viewCode.units[unit].owner]
        guard declaration.kind == .variable, declaration.name >= 0, file.isText(declaration.name, "body"), type.name >= 0,
              let content = file.trailingClosure(afterCallEndingAt: file.partnerOf(forEach + 1) ?? forEach),
              let close = file.partnerOf(content), let parameter = file.closureParameters(content).first,
              let data = file.firstArgument(forEach + 1), let collection = collectionTokens(file, data.value),
              !changesPlaces(file, closure: content, collection: collection), !isInScrollingContainer(file, stack) else { return .none }
        let name = file.bytes(of: parameter)
        var isCompared = false
        var isAssigned = false
        for index in (content + 1)..<close where file.isIdentifier(index) && file.bytes(of: index) == name {
            // The index itself, not a member read through it (`index.isMultiple(of: 2)`, `items[index]`).
            guard !file.isKind(index - 1, .period), !file.isKind(index + 1, .period), !file.isKind(index + 1, .leftBracket)
            else { continue }
            if file.isText(index - 1, "==") || file.isText(index + 1, "==") { isCompared = true }
            // An assignment to the selection (`selected = index`, `self.selected = index`), not a local made.
            if file.isText(index - 1, "="), file.isIdentifier(index - 2), !file.isText(index - 3, "let"), !file.isText(index - 3, "var") {
                isAssigned = true
            }
        }
        guard isCompared && isAssigned else { return .none }
        // The view may be what a horizontal scroll view of the project lays out, the strip then scrolling.
        return .unlessScrolled(EagerStackInScrollView.scrollContentKey(NameHash.of(file.bytes(of: type.name)), .horizontal))
    }

    /// Whether a scroll view, a list, a form or a lazy stack lays out the closure holding token `code`, or one
    /// around it. Looked for up to the member's body, through a few dozen brackets (more: taken as so).
    func isInScrollingContainer(_ file: SyntaxFile, _ code: Int) -> Bool {
        var open = Int(file.enclosingOpen[code])
        for _ in 0..<64 {
            guard open >= 0 else { return false }
            if file.isKind(open, .leftBrace) {
                if file.braceRoles[open] == .declarationBody { return false }
                let owner = file.closureOwner(open)
                if owner.callee >= 0, file.isText(owner.callee, in: Self.scrollingContainers) { return true }
            }
            open = Int(file.enclosingOpen[open])
        }
        return true
    }

    func identityCandidate(_ context: RuleContext, _ index: Int, _ message: String, _ fix: Fix?) -> Candidate {
        var candidate = context.candidate(
            description, at: index...index, scope: .viewCode, message: message, rowMessage: message, fix: fix)
        // Identity breaks rows whichever body holds the ForEach; a few tabs or panes built once are a note
        // (also in a member the project shows only there: `SplitView { panes }`).
        candidate.severityOutsideRows = candidate.flags.contains(.menuContent) ? .note : .warning
        // A `List` scrolls its rows itself, wherever the member holding it is shown.
        if !context.file.isText(index, "List") { candidate.severityInMenuContent = .note }
        return candidate
    }

    /// An array literal, `Kind.allCases` itself, or a constant's name (`weekdays`, `Self.weekdays`).
    func isConstantCollection(_ file: SyntaxFile, _ value: Range<Int>) -> Bool {
        file.isArrayLiteral(value) || file.isNamePath(value)
    }

    /// `items.indices`, `self.items.indices`.
    func isIndices(_ file: SyntaxFile, _ value: Range<Int>) -> Bool {
        let value = positions(file, value)
        return file.isText(value.upperBound - 1, "indices") && file.isMemberName(value.upperBound - 1)
    }

    /// The positions themselves, in whatever order: `items.indices` in `items.indices.reversed()`.
    /// Also sorted or filtered (`folderPaths.indices.sorted { folderPaths[$0] < folderPaths[$1] }`): still
    /// positions, each row keyed by where its element is.
    func positions(_ file: SyntaxFile, _ value: Range<Int>) -> Range<Int> {
        file.strippingTrailingCalls(value, named: Self.reorderings, upTo: 2)
    }

    static let reorderings = WordSet(["reversed", "sorted", "filter"])

    /// Whether rows can be deleted or moved (`.onDelete`, `.onMove` on the `ForEach` whose content
    /// closure opens at `closure`): every edit renumbers the rows after it, whatever they show.
    func isEditable(_ file: SyntaxFile, closure: Int) -> Bool {
        guard let close = file.partnerOf(closure), file.isKind(close + 1, .period) else { return false }
        return file.isText(close + 2, "onDelete") || file.isText(close + 2, "onMove")
    }

    /// Whether the closure hands the index to a view as its index, with the collection it indexes
    /// (`StopHandle(stops: $stops, index: i)`), which reaches the element with it: the rows of
    /// `items.indices` are then the collection's elements. (Not a conversion such as `CGFloat(i)`, nor a
    /// page dot given only its position.) `collection`: the collection's tokens (`gradient.stops`), any of
    /// whose names may be passed (`$gradient`, `stops`).
    func handsToView(_ file: SyntaxFile, closure: Int, parameter: Int, collection: Range<Int>) -> Bool {
        guard let close = file.partnerOf(closure) else { return false }
        let name = file.bytes(of: parameter)
        let collectionNames = collection.filter { file.isIdentifier($0) }.map { file.bytes(of: $0) }
        var callsLookedAt = Set<Int>()
        for index in (closure + 1)..<close where file.bytes(of: index).elementsEqual(name) {
            // The whole argument, labeled as an index: `index: i`, `itemIndex: i`, `position: i`.
            let label = index - 2
            guard isWholeArgument(file, index), file.isKind(index - 1, .colon), file.isIdentifier(label),
                  file.isKind(label - 1, .leftParen) || file.isKind(label - 1, .comma),
                  isIndexLabel(file.bytes(of: label)) else { continue }
            let open = Int(file.enclosingOpen[index])
            guard open > 0, file.isKind(open, .leftParen), file.startsWithUppercase(open - 1), !file.isMemberName(open - 1),
                  callsLookedAt.insert(open).inserted, let argumentsEnd = file.partnerOf(open) else { continue }
            // The collection (or a binding to it) is another whole argument of the same call (`stops:
            // $stops`, `gradient: $gradient`; not a label, nor `steps.count`).
            if ((open + 1)..<argumentsEnd).contains(where: { argument in
                argument != index && file.enclosingOpen[argument] == Int32(open) && isWholeArgument(file, argument)
                    && collectionNames.contains { nameWithoutDollar(file, argument).elementsEqual($0) }
            }) {
                return true
            }
        }
        return false
    }

    /// Whether the token ends an argument's value (`)` or `,` follows) and is not a label.
    func isWholeArgument(_ file: SyntaxFile, _ index: Int) -> Bool {
        file.isKind(index + 1, .rightParen) || file.isKind(index + 1, .comma)
    }

    /// `stops` for `stops` or `$stops`.
    func nameWithoutDollar(_ file: SyntaxFile, _ index: Int) -> ArraySlice<UInt8> {
        let bytes = file.bytes(of: index)
        return bytes.first == UInt8(ascii: "$") ? bytes.dropFirst() : bytes
    }

    /// `index`, `itemIndex`, `pageIndex`, `position`: a label that says its argument is an index.
    func isIndexLabel(_ label: ArraySlice<UInt8>) -> Bool {
        let lowercased = label.map { $0 | 0x20 }
        return lowercased.elementsEqual("position".utf8)
            || (lowercased.count >= 5 && lowercased.suffix(5).elementsEqual("index".utf8))
    }

    /// `\.offset` or `\.0` as the `id:` of an enumerated sequence: the key path's token range.
    func offsetKeyPath(_ file: SyntaxFile, _ argument: SyntaxFile.Argument?) -> Range<Int>? {
        guard let value = argument?.value, value.count == 3, file.isKind(value.lowerBound, .backslash),
              file.isKind(value.lowerBound + 1, .period) else { return nil }
        let component = value.lowerBound + 2
        guard file.isText(component, "offset") || file.isText(component, "0") else { return nil }
        return value
    }

    func contains(_ file: SyntaxFile, _ range: Range<Int>, _ word: StaticString) -> Bool {
        range.contains { file.tokens[$0].kind == .identifier && file.isText($0, word) }
    }

    /// Whether the data names positions: `items.indices` or a range whose bound is not a literal.
    /// Constant literal ranges (`0..<5`) and `allCases` are fixed sets: position is their identity.
    func namesPositions(_ file: SyntaxFile, _ value: Range<Int>, declarations byName: inout DeclarationsByName?) -> Bool {
        if contains(file, value, "allCases") { return false }
        if isIndices(file, value) || strideOverCount(file, value) != nil { return true }
        // At most a handful by its bound (`0..<min(maxIcons, models.count)`): an avatar stack's places.
        if let count = file.cappedRangeCount(value), count <= SyntaxFile.fixedDataLimit { return false }
        guard let rangeOperator = value.first(where: { file.isText($0, "..<") || file.isText($0, "...") }) else {
            return false
        }
        let bounds = [value.lowerBound..<rangeOperator, (rangeOperator + 1)..<value.upperBound]
        return !bounds.allSatisfy { bound in
            bound.allSatisfy { file.tokens[$0].kind == .integerLiteral || file.isText($0, "-") }
                || isIntegerConstant(file, bound, declarations: &byName)
        }
    }

    /// The positions as the message quotes them (`namesPositions`), with the `id:` that keys them:
    /// made for a candidate only, not for every `ForEach` and `List` that turns out not to be one.
    func positionalShape(_ file: SyntaxFile, _ value: Range<Int>, idArgument: SyntaxFile.Argument?) -> String {
        guard isIndices(file, value) else { return "`\(file.text(value))`" }
        let idText = idArgument.map { ", id: " + file.text($0.value) } ?? ""
        return "`\(RuleContext.oneLine(file.text(value)))\(idText)`"
    }

    /// Whether `collection` is a path's components (`url.pathComponents`): a breadcrumb's segment is the
    /// path up to it, so its position is its identity (segments repeat: `a/b/a`), as a character's is.
    func isPathComponents(_ file: SyntaxFile, _ collection: Range<Int>) -> Bool {
        !collection.isEmpty && file.isText(collection.upperBound - 1, "pathComponents") && file.isMemberName(collection.upperBound - 1)
    }

    /// Whether `bound` names a static constant of the file that is a small integer literal (`Self.barCount`,
    /// `SignalView.barCount` with `static let barCount = 4`): a handful's bound by another name. For
    /// `Self.`, every static of that name in the file must be one (another type's may be data). Not a
    /// larger one: `0..<Self.maxShown` with `maxShown = 100` pages through a fetch's results.
    /// Answered once for each spelling of the bound (`DeclarationsByName.integerConstants`).
    func isIntegerConstant(_ file: SyntaxFile, _ bound: Range<Int>, declarations byName: inout DeclarationsByName?) -> Bool {
        // `Self.name` or `Type.name`, nothing more: a bare name may be a parameter or a local.
        guard bound.count == 3, file.isIdentifier(bound.upperBound - 1), file.isKind(bound.lowerBound + 1, .period),
              file.isText(bound.lowerBound, "Self") || file.startsWithUppercase(bound.lowerBound) else { return false }
        if byName == nil { byName = DeclarationsByName(file) }
        return byName!.integerConstants.answer(spelledAs: bound, in: file) { isIntegerConstant(file, named: bound) }
    }

    /// `isIntegerConstant` of a bound `Self.name` or `Type.name`, looked for among the file's declarations.
    func isIntegerConstant(_ file: SyntaxFile, named bound: Range<Int>) -> Bool {
        let type = file.isText(bound.lowerBound, "Self") ? nil : file.bytes(of: bound.lowerBound)
        let name = file.bytes(of: bound.upperBound - 1)
        let length = file.tokens[bound.upperBound - 1].length
        var found = false
        for declaration in file.declarations(maybeNamed: name).map({ file.declarations[$0] })
            where declaration.isStaticMember && file.tokens[declaration.name].length == length
            && file.bytes(of: declaration.name).elementsEqual(name) {
            // `Type.name`: that type's constant only.
            if let type, declaration.parent >= 0, file.declarations[declaration.parent].name >= 0,
               !file.bytes(of: file.declarations[declaration.parent].name).elementsEqual(type) { continue }
            guard declaration.kind == .constant, declaration.initializer.count == 1,
                  let value = file.integerLiteral(declaration.initializer.lowerBound), value <= SyntaxFile.fixedDataLimit
            else { return false }
            found = true
        }
        return found
    }

    /// The row content closure: the trailing closure or a `content:` argument.
    func contentClosure(_ file: SyntaxFile, open: Int, arguments: [SyntaxFile.Argument]) -> Int? {
        if let close = file.partnerOf(open), let trailing = file.trailingClosure(afterCallEndingAt: close) {
            return trailing
        }
        let content = arguments.first { $0.label >= 0 && file.isText($0.label, "content") }
        if let value = content?.value, !value.isEmpty, file.isKind(value.lowerBound, .leftBrace) {
            return value.lowerBound
        }
        return nil
    }

    /// Whether the content closure of an `enumerated()` or `zip` (`{ _, line in … }`) shows its element
    /// as text itself: `Text(line)`, `Text(verbatim: line)`, a project's text view (`hText(line, style:
    /// .label)`, `MarkdownText(line)`: named `…Text`), or as a title (`Button(option) { … }`, `Label(option,
    /// systemImage: …)`). The elements are then strings.
    func showsElementAsText(_ file: SyntaxFile, closure: Int) -> Bool {
        let parameters = file.closureParameters(closure)
        guard parameters.count == 2, !file.isText(parameters[1], "_"), let close = file.partnerOf(closure) else { return false }
        let element = file.bytes(of: parameters[1])
        return ((closure + 1)..<close).contains { index in
            guard file.isIdentifier(index), file.isKind(index + 1, .rightParen) || file.isKind(index + 1, .comma),
                  file.bytes(of: index).elementsEqual(element) else { return false }
            let open = file.isKind(index - 1, .colon) && file.isText(index - 2, "verbatim") ? index - 3 : index - 1
            return file.isKind(open, .leftParen) && !file.isMemberName(open - 1)
                && (file.isText(open - 1, in: Self.titledViews) || file.isIdentifier(open - 1) && file.textEnds(open - 1, with: "Text"))
        }
    }

    static let titledViews = WordSet(["Text", "Button", "Label"])

    /// Whether the rows are rows of a grid in chunks, laid out by position: each element is itself a collection
    /// whose own `ForEach` in an `HStack` (or `GridRow`; a `VStack` when the chunks are columns across an `HStack`)
    /// shows the items (`ForEach(rows.indices, id: \.self) { r in
    /// HStack { ForEach(rows[r]) { … } } }`, `{ index, rowItems in HStack { ForEach(rowItems) … } }`), and none can
    /// be deleted or moved. A chunk has no identity but its place; the items carry theirs in the inner
    /// `ForEach`. (Not sections of groups, `Section { ForEach(days[i]) }`, whose groups come and go.)
    /// `collection`: the outer data's collection (`rows`), which an index parameter subscripts.
    func isGridOfChunks(_ file: SyntaxFile, forEach: Int, closure: Int, collection: Range<Int>?) -> Bool {
        let parameters = file.closureParameters(closure).filter { !file.isText($0, "_") }
        guard !parameters.isEmpty, !isEditable(file, closure: closure), let close = file.partnerOf(closure) else { return false }
        func isParameter(_ index: Int) -> Bool {
            file.isIdentifier(index) && parameters.contains { file.bytes(of: $0).elementsEqual(file.bytes(of: index)) }
        }
        // Columns of a grid laid out across a row: chunks in `VStack`s, in an `HStack`.
        let isAcross = containingView(file, of: forEach).map { file.isText($0, "HStack") || file.isText($0, "LazyHStack") } ?? false
        for index in (closure + 1)..<close where file.isText(index, "ForEach") && file.isKind(index + 1, .leftParen) {
            guard let row = containingView(file, of: index),
                  file.isText(row, in: Self.gridRows) || isAcross && (file.isText(row, "VStack") || file.isText(row, "LazyVStack")),
                  let data = file.arguments(index + 1).first, data.label < 0, !data.value.isEmpty else { continue }
            let last = data.value.upperBound - 1
            // `ForEach(rowItems)`, or `ForEach(rows[r])` over the outer data's own collection.
            if data.value.count == 1 && isParameter(last) { return true }
            if let collection, file.isKind(last, .rightBracket), file.isKind(last - 2, .leftBracket), isParameter(last - 1),
               file.text((data.value.lowerBound)..<(last - 2)) == file.text(collection) {
                return true
            }
        }
        return false
    }

    static let gridRows = WordSet(["HStack", "LazyHStack", "GridRow"])

    /// Whether the rows keep nothing (texts, images, shapes and stacks of them; no binding, none deleted or
    /// moved) and a plain stack that is no scroll view's, list's or lazy stack's own content lays them out
    /// (`HStack { ForEach(0..<readings.count, id: \.self) { Text(readings[$0]) } }`: a status bar's readings, a
    /// week's initials, a screen's few codes): text is all a row is, so its position keys it as well as
    /// anything, and no state is dropped. A scroll view's or list's own stack of such rows is reported:
    /// after an insert every later row's text is laid out again, where stable ids would move them.
    func isStatelessSlots(_ context: RuleContext, forEach: Int, closure: Int) -> Bool {
        let file = context.file
        guard !isEditable(file, closure: closure), let close = file.partnerOf(closure),
              let stack = containingView(file, of: forEach, throughBlocks: 3), file.isText(stack, in: Self.plainStacks) else { return false }
        if let outer = containingView(file, of: stack, throughBlocks: 3), file.isText(outer, in: Self.scrollingContainers) { return false }
        for index in (closure + 1)..<close {
            // A binding (`$text`), not a closure's own argument (`$0`).
            if file.isKind(index, .dollarIdentifier), let second = file.bytes(of: index).dropFirst().first,
               !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(second) { return false }
            // Only drawing is called: a helper of the view's (`row(item)`) may build anything. Not in a tap's
            // action (`withAnimation { isShown = false }`), which builds nothing.
            if file.isIdentifier(index), !file.isMemberName(index), file.isKind(index + 1, .leftParen) || file.isKind(index + 1, .leftBrace),
               !file.isText(index, in: Self.drawingViews), !file.isText(index, in: Self.arithmetic), context.isEvaluated(index) {
                return false
            }
            // A button that deletes or moves its element (`sections.remove(at: index)`).
            if file.isMemberName(index), file.isText(index, in: SyntaxFile.mutatingMembers) { return false }
        }
        return drawsOnly(file, block: closure)
    }

    /// Whether every view a block yields is a drawing one (`Text(…)`, a shape, a stack of them), also in the
    /// branches of its `if`s: not a member's view (`label`, `item.banner`).
    func drawsOnly(_ file: SyntaxFile, block: Int, depth: Int = 0) -> Bool {
        guard depth < 4 else { return false }
        for statement in ViewBuilderChildren.statements(file, in: block) {
            let first = statement.lowerBound
            if file.isText(first, "if") {
                for index in statement where file.isKind(index, .leftBrace) && Int(file.enclosingOpen[index]) == block {
                    guard drawsOnly(file, block: index, depth: depth + 1) else { return false }
                }
                continue
            }
            guard file.isText(first, in: Self.drawingViews), !file.isMemberName(first) else { return false }
        }
        return true
    }

    /// Functions of numbers a drawing row computes its place or size with (`.offset(x: radius * cos(angle))`).
    static let arithmetic = WordSet(["min", "max", "abs", "cos", "sin", "tan", "atan2", "sqrt", "pow", "round", "floor", "ceil", "hypot"])

    static let plainStacks = WordSet(["HStack", "VStack", "ZStack", "GridRow"])

    /// What lays out many rows, scrolled or loaded as they come: `isStatelessSlots`' stack must not be its content.
    static let scrollingContainers = WordSet(["ScrollView", "List", "Form", "Section", "Table", "LazyVStack", "LazyHStack",
                                              "LazyVGrid", "LazyHGrid"])

    /// The view whose content closure holds token `index` itself (`HStack` for the `ForEach` of `HStack { ForEach … }`),
    /// or, `throughBlocks`, through that many `if`/`switch` blocks between (`HStack { if compact { ForEach … } }`).
    func containingView(_ file: SyntaxFile, of index: Int, throughBlocks: Int = 0) -> Int? {
        var open = Int(file.enclosingOpen[index])
        for _ in 0...throughBlocks where open >= 0 && file.isKind(open, .leftBrace) {
            if file.braceRoles[open] == .closure {
                let callee = file.closureOwner(open).callee
                return callee >= 0 ? callee : nil
            }
            guard file.braceRoles[open] == .statementBlock else { return nil }
            open = Int(file.enclosingOpen[open])
        }
        return nil
    }

    /// Whether the closure shows its elements as a path across a row, a forward chevron or a slash before
    /// each but the first (`{ offset, segment in if offset > 0 { Image(systemName: "chevron.right") } … }` in an
    /// `HStack`) or after each but the last (`if index < components.count - 1 { … }`, last), and none can be
    /// deleted or moved: a breadcrumb, whose segment stands for the path up to it, as `pathComponents`' do.
    func isBreadcrumb(_ file: SyntaxFile, forEach: Int, closure: Int) -> Bool {
        guard let position = file.closureParameters(closure).first, !file.isText(position, "_"), !isEditable(file, closure: closure),
              let row = containingView(file, of: forEach), file.isText(row, in: Self.gridRows) else { return false }
        let statements = ViewBuilderChildren.statements(file, in: closure)
        guard let first = statements.first, let last = statements.last else { return false }
        return separatorBlock(file, first, position: position, isBefore: true)
            || separatorBlock(file, last, position: position, isBefore: false)
    }

    /// Whether `statement` is `if position > 0 { … separator … }` (`isBefore`; also `!= 0`) or `if position <
    /// items.count - 1 { … separator … }` (also `!=`).
    private func separatorBlock(_ file: SyntaxFile, _ statement: Range<Int>, position: Int, isBefore: Bool) -> Bool {
        let start = statement.lowerBound
        guard file.isText(start, "if"), statement.count > 5, file.bytes(of: start + 1).elementsEqual(file.bytes(of: position)),
              file.isText(start + 2, isBefore ? ">" : "<") || file.isText(start + 2, "!=") else { return false }
        var brace = start + 3
        if isBefore {
            guard file.isText(brace, "0") else { return false }
            brace += 1
        } else {
            // `items.count - 1`: a count, less one, and the block.
            while brace < statement.upperBound, !file.isKind(brace, .leftBrace), brace - start < 12 { brace += 1 }
            guard file.isText(brace - 1, "1"), file.isText(brace - 2, "-"), file.isText(brace - 3, "count") else { return false }
        }
        guard file.isKind(brace, .leftBrace), let close = file.partnerOf(brace) else { return false }
        return ((brace + 1)..<close).contains { index in
            file.isKind(index, .stringSegment) && Self.pathSeparators.contains { file.bytes(of: index).elementsEqual($0.utf8) }
        }
    }

    static let pathSeparators = ["chevron.right", "chevron.compact.right", "chevron.forward", "/", "›", ">", "»"]

    /// The closure's index parameter (`i` in `{ i in`), or `$0`; nil when it is `_`.
    func indexParameter(_ file: SyntaxFile, _ closure: Int) -> Int? {
        let parameters = file.closureParameters(closure)
        if let first = parameters.first { return file.isText(first, "_") ? nil : first }
        guard let close = file.partnerOf(closure) else { return nil }
        return ((closure + 1)..<close).first { file.isText($0, "$0") }
    }

    /// Whether the parameter subscripts a collection in the closure: `items[i]`, `$items[i].name`. Not
    /// `colors[i % colors.count]`: a palette cycled by position, whose elements are not the rows; nor a
    /// dictionary looked up by key: one the file declares (`previewURLs[page]` of `let previewURLs: [Int: URL]`),
    /// or whose lookup by the parameter is used as an optional (`store.previewURLs[page]?.path`, `== nil`,
    /// `?? placeholder`; an array's element is optional only in an array of optionals), wherever it is declared.
    func indexesCollection(_ file: SyntaxFile, closure: Int, parameter: Int) -> Bool {
        guard let close = file.partnerOf(closure) else { return false }
        let name = file.bytes(of: parameter)
        var subscripts: [Int] = []
        for index in (closure + 1)..<close where file.tokens[index].kind == .leftBracket {
            guard file.endsExpression(index - 1), let end = file.partnerOf(index) else { continue }
            if ((index + 1)..<end).contains(where: { inner in
                file.enclosingOpen[inner] == Int32(index) && file.tokens[inner].kind == file.tokens[parameter].kind
                    && file.bytes(of: inner).elementsEqual(name) && !file.isText(inner + 1, "%")
            }) {
                subscripts.append(index)
            }
        }
        guard !subscripts.isEmpty else { return false }
        let keyed = subscripts.filter { isOptionalLookup(file, $0) && file.isIdentifier($0 - 1) }.map { Array(file.bytes(of: $0 - 1)) }
        return subscripts.contains { open in
            !isDeclaredDictionary(file, open - 1) && !(file.isIdentifier(open - 1) && keyed.contains { $0.elementsEqual(file.bytes(of: open - 1)) })
        }
    }

    /// Whether the subscript opening at `open` is used as an optional: `[k]?.`, `[k] ?? …`, `[k] == nil`, `[k] != nil`.
    /// (A chaining `?` touches the bracket; a ternary's, `selection == items[i] ? a : b`, does not.)
    func isOptionalLookup(_ file: SyntaxFile, _ open: Int) -> Bool {
        guard let close = file.partnerOf(open), close + 1 < file.tokens.count else { return false }
        let next = close + 1
        return file.isText(next, "?") && file.tokens[next].startOffset == file.tokens[close].endOffset || file.isText(next, "??")
            || (file.isText(next, "==") || file.isText(next, "!=")) && file.isText(next + 1, "nil")
    }

    /// Whether the name at `receiver` is declared in the file as a dictionary, `[Key: Value]`, and as nothing else.
    func isDeclaredDictionary(_ file: SyntaxFile, _ receiver: Int) -> Bool {
        guard file.isIdentifier(receiver), !file.isKind(receiver - 1, .period) || file.isText(receiver - 2, "self") else { return false }
        let spelling = file.bytes(of: receiver)
        return file.containsDeclaration(spelled: spelling, where: { _ in true })
            && !file.containsDeclaration(spelled: spelling, where: { declaration in
                let type = declaration.typeRange
                return !(type.count >= 5 && file.isKind(type.lowerBound, .leftBracket)
                    && type.contains { file.isKind($0, .colon) && Int(file.enclosingOpen[$0]) == type.lowerBound })
            })
    }

    // MARK: Fix: iterate the elements

    /// `ForEach(xs.indices, id: \.self) { i in … xs[i] … }` → `ForEach(xs) { x in … x … }`, and with
    /// `$xs[i]` bindings → `ForEach($xs) { $x in … $x … }`. Only when every use of the index is
    /// `xs[i]` or `$xs[i]`. Unsafe: the elements must be `Identifiable` with stable ids.
    func elementFix(_ context: RuleContext, container: Int, arguments: [SyntaxFile.Argument], closure: Int,
                    parameter: Int) -> Fix? {
        let file = context.file
        let tokens = context.tokens
        // Reversed positions would need the elements reversed too: shown, not rewritten.
        guard let data = arguments.first, let close = file.partnerOf(closure), positions(file, data.value) == data.value,
              !arguments.contains(where: { $0.label >= 0 && file.isText($0.label, "selection") }),
              let collection = collectionTokens(file, data.value) else { return nil }
        let collectionTexts = collection.map { file.text($0) }
        var uses: [(range: ClosedRange<Int>, isBinding: Bool)] = []
        let name = tokens[parameter]
        let bytes = file.source.bytes
        for index in (closure + 1)..<close where index != parameter && tokens[index].kind == name.kind
            && tokens[index].length == name.length
            && bytes[tokens[index].startOffset..<tokens[index].endOffset].elementsEqual(bytes[name.startOffset..<name.endOffset]) {
            // Each use must be exactly `collection[i]` or `$collection[i]`.
            guard file.isKind(index - 1, .leftBracket), file.isKind(index + 1, .rightBracket) else { return nil }
            let baseEnd = index - 1
            let baseStart = baseEnd - collection.count
            guard baseStart > closure else { return nil }
            let baseTexts = (baseStart..<baseEnd).map { file.text($0) }
            // `xs[i].frame = frame` in an action: the element would be the closure's constant, not the
            // collection's (nor through a binding, written where `$xs[i]` alone is the use).
            if isWrittenThrough(file, use: baseStart...(index + 1)) { return nil }
            if baseTexts == collectionTexts {
                uses.append((baseStart...(index + 1), false))
            } else if baseTexts.dropFirst() == collectionTexts.dropFirst(), baseTexts.first == "$" + collectionTexts[0] {
                uses.append((baseStart...(index + 1), true))
            } else {
                return nil
            }
        }
        guard !uses.isEmpty else { return nil }
        guard let element = elementName(for: collectionTexts.last ?? "", avoiding: file, in: (closure + 1)..<close) else { return nil }
        let binds = uses.contains { $0.isBinding }
        let collectionText = file.text(collection.lowerBound..<collection.upperBound)
        var edits: [TextEdit] = []
        // The data, and the `id:` argument that keyed positions.
        let dataEnd = data.value.upperBound - 1
        var replaceEnd = tokens[dataEnd].endOffset
        if let idArgument = arguments.dropFirst().first(where: { $0.label >= 0 && file.isText($0.label, "id") }),
           let last = idArgument.value.last {
            guard arguments.firstIndex(where: { $0.label == idArgument.label }) == 1 else { return nil }
            replaceEnd = tokens[last].endOffset
        }
        edits.append(context.edit(tokens[data.value.lowerBound].startOffset..<replaceEnd, binds ? "$" + collectionText : collectionText))
        edits.append(context.edit(name.startOffset..<name.endOffset, binds ? "$" + element : element))
        for use in uses {
            edits.append(context.edit(tokens[use.range.lowerBound].startOffset..<tokens[use.range.upperBound].endOffset,
                                      use.isBinding ? "$" + element : element))
        }
        return Fix(title: "Iterate the elements: `ForEach(\(binds ? "$" : "")\(collectionText)) { \(binds ? "$" : "")\(element) in … }` "
                   + "(the elements must be `Identifiable` with stable ids)", applicability: .unsafe, edits: edits)
    }

    /// Whether the element at `use` (`xs[i]`) is changed there: assigned or mutated itself or through its
    /// members (`xs[i].frame = frame`, `xs[i].tags.append(tag)`, `xs[i].isOn.toggle()`), or passed `inout`.
    func isWrittenThrough(_ file: SyntaxFile, use: ClosedRange<Int>) -> Bool {
        if file.isText(use.lowerBound - 1, "&") { return true }
        var next = use.upperBound + 1
        var member = -1
        // Members read on the way (`.frame`, `?.tags`, `[0]`), a few at most.
        for _ in 0..<16 {
            if file.isText(next, "?") || file.isText(next, "!") { next += 1 }
            if file.isKind(next, .period), file.isIdentifier(next + 1) {
                member = next + 1
                next += 2
            } else if file.isKind(next, .leftBracket), let close = file.partnerOf(next) {
                next = close + 1
            } else {
                break
            }
        }
        if file.isText(next, in: SyntaxFile.assignments) { return true }
        return member >= 0 && member + 1 == next && file.isKind(next, .leftParen)
            && (file.isText(member, in: SyntaxFile.mutatingMembers) || file.isText(member, "toggle"))
    }

    /// `xs` in `xs.indices` or `0..<xs.count`: the collection's tokens.
    func collectionTokens(_ file: SyntaxFile, _ value: Range<Int>) -> Range<Int>? {
        let value = positions(file, value)
        let last = value.upperBound - 1
        if file.isText(last, "indices"), file.isMemberName(last), value.count >= 3 {
            let range = value.lowerBound..<(last - 1)
            return file.isNamePath(range) ? range : nil
        }
        if let strided = strideOverCount(file, value) { return strided.isWhole ? strided.collection : nil }
        return file.collectionCounted(by: value)
    }

    /// `xs` in `stride(from: 0, to: xs.count, by: 1)` (also made an array), `0..<xs.count` spelled out
    /// (`isWhole`), or in a part of those positions (`stride(from: row, to: min(row + 3, xs.count), by: 1)`,
    /// a grid's cells three at a time): positions in `xs` either way.
    func strideOverCount(_ file: SyntaxFile, _ value: Range<Int>) -> (collection: Range<Int>, isWhole: Bool)? {
        let call = file.unwrappingArray(value)
        guard call.count > 3, file.isText(call.lowerBound, "stride"), !file.isMemberName(call.lowerBound),
              file.isKind(call.lowerBound + 1, .leftParen), file.partnerOf(call.lowerBound + 1) == call.upperBound - 1
        else { return nil }
        let arguments = file.arguments(call.lowerBound + 1)
        guard arguments.count == 3, arguments.allSatisfy({ $0.label >= 0 }), file.isText(arguments[0].label, "from"),
              file.isText(arguments[1].label, "to"), file.isText(arguments[2].label, "by"),
              arguments[2].value.count == 1, file.isText(arguments[2].value.lowerBound, "1") else { return nil }
        let bound = arguments[1].value
        guard let count = bound.last(where: { file.isText($0, "count") && file.isMemberName($0) }) else { return nil }
        var start = count - 2
        while start - 2 >= bound.lowerBound, file.isKind(start - 1, .period), file.isIdentifier(start - 2) { start -= 2 }
        let collection = start..<(count - 1)
        guard !collection.isEmpty, file.isNamePath(collection) else { return nil }
        let isWhole = arguments[0].value.count == 1 && file.isText(arguments[0].value.lowerBound, "0")
            && start == bound.lowerBound && count == bound.upperBound - 1
        return (collection, isWhole)
    }

    /// `orders` → `order`, `entries` → `entry`, `addresses` → `address`, `batches` → `batch`; `element`
    /// when there is no plural to undo. Nil when the name is taken in the closure.
    func elementName(for plural: String, avoiding file: SyntaxFile, in range: Range<Int>) -> String? {
        var name = "element"
        if plural.hasSuffix("ies") && plural.count > 3 {
            name = String(plural.dropLast(3)) + "y"
        } else if plural.count > 4 && ["sses", "xes", "shes", "ches"].contains(where: { plural.hasSuffix($0) })
                    && !["caches", "niches", "headaches", "avalanches", "mustaches"].contains(where: { plural.lowercased().hasSuffix($0) }) {
            name = String(plural.dropLast(2))
        } else if plural.hasSuffix("s") && !plural.hasSuffix("ss") && plural.count > 1 {
            name = String(plural.dropLast())
        }
        // Names in use, not counting argument labels (`order:`) and members (`.order`).
        let taken = Set(range.filter { file.isIdentifier($0) && !file.isKind($0 + 1, .colon) && !file.isMemberName($0) }
            .map { file.text($0) })
        // `classes` → `class`, `switches` → `switch`: a keyword is no name.
        if taken.contains(name) || Self.isKeyword(name) { name = "element" }
        return taken.contains(name) ? nil : name
    }

    static func isKeyword(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        return bytes.withUnsafeBufferPointer { Keywords.isKeyword($0, start: 0, length: bytes.count, slots: Keywords.shortKeywordSlots) }
    }
}
