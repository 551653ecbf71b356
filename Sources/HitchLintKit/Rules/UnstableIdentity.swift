/// `unstable-identity`: identity that is new every time view code runs — `.id(UUID())`, list data built
/// with `UUID()` ids, values of a type whose `id` defaults to `UUID()` built in view code — or on every
/// read: an `id` that returns a new `UUID()`.
public struct UnstableIdentity: Rule {
    public let description = RuleDescription(
        id: "unstable-identity", category: .identity,
        summary: "Identity that is new on every update: .id(UUID()), UUID() ids built in view code or computed",
        fixSummary: "display-only: ids from the data, or a reset token in @State")

    public init() {}

    /// Where a fresh identity ends up, which decides what it breaks.
    enum Sink {
        /// The data argument of `ForEach(…)`/`List(…)` (the container's token).
        case listData(container: Int)
        /// A member (`var rows: [Row] { … }`, a stored property) that may feed a list: confirmed by the index.
        case listFeedingMember(name: String, isStored: Bool)
        /// A local `let rows = …` or a property assigned in `init`, used as a list's data (the container).
        case namedListData(name: String, container: Int)
        /// Passed into a view built once per list element.
        case rowInput

        /// Several fresh values in one list's data (`[Tag(name: "a"), Tag(name: "b")]`) are one finding;
        /// each value handed to a row is its own.
        var deduplicationKey: String? {
            switch self {
            case .listData(let container): return "data \(container)"
            case .listFeedingMember(let name, _): return "member \(name)"
            case .namedListData(let name, let container): return "named \(name) \(container)"
            case .rowInput: return nil
            }
        }
    }

    static let listCost = "SwiftUI sees every row removed and a new one inserted on each update, so rows lose "
        + "their state, animate as insertions and are rebuilt instead of diffed"

    static let stableIDs = "Take ids from the data (a server or database key, `var id: String { name }`) or build "
        + "the values once, in the model, the view model or `@State`"

    static let dataFix = Fix(
        title: "Give the type an id that comes from its data (`let id: String` from a key) instead of "
            + "`UUID()`, or create the values once (model, view model, `@State`) and pass them in",
        applicability: .displayOnly, edits: [])

    static let resetFix = Fix(
        title: "Keep a token that changes only when a reset is wanted: `@State private var resetToken = UUID()`, "
            + "`resetToken = UUID()` in the action that resets, and `.id(resetToken)`",
        applicability: .displayOnly, edits: [])

    public func check(_ context: RuleContext, into candidates: inout [Candidate]) {
        let file = context.file
        let freshIDs = FileAnalyzer.freshComputedIDs(file)
        if !freshIDs.isEmpty {
            // Types the file shows not `Identifiable`, unless the file keys something by `\.id` itself.
            let notIdentifiable = keysByIDPath(file) ? [] : typesShownNotIdentifiable(file)
            for (uuid, type) in freshIDs {
                let name = file.declarations[type].name
                let isOtherType = name >= 0 && notIdentifiable.contains(NameHash.of(file.bytes(of: name)))
                candidates.append(freshComputedID(context, at: uuid, isOtherType: isOtherType))
            }
        }
        let locals = Locals(file.declarations.filter { declaration in
            (declaration.kind == .constant || declaration.kind == .variable) && declaration.name >= 0
                && !declaration.initializer.isEmpty && declaration.parent >= 0
                && !file.declarations[declaration.parent].kind.isType
        })
        var reported: Set<String> = []
        var keyedOtherwise: [Int: Bool] = [:]  // `listsOfTypeKeyOtherwise`' answer for each member asked about
        for index in context.evaluatedIdentifiers {
            // Only calls can make a fresh identity (`Type(…)`, `Type.init(…)`): most uppercase names are
            // types in declarations, and asking each of them returned (and copied) an empty candidate.
            guard file.startsWithUppercase(index), !file.isMemberName(index),
                  file.isKind(index + 1, .leftParen) || file.isKind(index + 1, .period) else { continue }
            let isUUID = file.isText(index, "UUID")
            // `Outer.Inner(…)`: a nested type's construction, named by its last component.
            let type = isUUID ? index : nestedTypeConstructed(file, after: index) ?? index
            // In a lint's second pass the project's random-identity types are known: every other type's
            // construction is skipped here (most uppercase calls in view code), before an answer as large
            // as a candidate is made and copied for it.
            guard isUUID || context.mayHaveRandomIdentity(typeNamedBy: type) else { continue }
            let found = isUUID ? freshUUID(context, index, locals: locals, keyedOtherwise: &keyedOtherwise)
                : randomIdentityConstruction(context, index, type: type, locals: locals, keyedOtherwise: &keyedOtherwise)
            guard let (candidate, sink) = found else { continue }
            if let key = sink?.deduplicationKey,
               !reported.insert((candidate.requiresRandomIdentityType ?? "UUID") + " " + key).inserted { continue }
            candidates.append(candidate)
        }
    }

    // MARK: An id that returns UUID()

    static let freshComputedIDMessage = "`id` returns a new `UUID()` each time it is read: SwiftUI reads the ids "
        + "of a `ForEach` or `List` on every update (and of `.sheet(item:)`, a selection), so each value that gets "
        + "this id looks new every time — its row is removed and inserted again, loses its state and is rebuilt, "
        + "and a sheet presented for it is dismissed and shown again. Keep the identity with the value: a stored "
        + "`let id = UUID()` made once with it, a key from its data (`var id: String { name }`), or for an enum "
        + "its case (`var id: Self { self }`)"

    /// The same for a type that the file shows without `Identifiable` (its declaration and extensions
    /// there): SwiftUI uses the `id` only if another file makes it `Identifiable`; other code matches by it.
    static let freshComputedIDOfOtherTypeMessage = "`id` returns a new `UUID()` each time it is read: whatever "
        + "matches values by their `id` (a diff, a cache, map annotations, or a `ForEach`/`List` if another file "
        + "makes this type `Identifiable`) sees a new value on every read, so it removes and adds the value again "
        + "instead of keeping it. Keep the identity with the value: a stored `let id = UUID()` made once with it, a "
        + "key from its data (`var id: String { name }`), or for an enum its case (`var id: Self { self }`)"

    /// `var id: UUID { UUID() }`, `default: return UUID().uuidString`: a finding at the declaration, reached by view code or not (its type's
    /// values are shown somewhere the index cannot follow: a list's data is typed, not named).
    func freshComputedID(_ context: RuleContext, at uuid: Int, isOtherType: Bool) -> Candidate {
        let end = context.file.isKind(uuid + 3, .period) ? uuid + 4 : uuid + 2
        let message = isOtherType ? Self.freshComputedIDOfOtherTypeMessage : Self.freshComputedIDMessage
        var candidate = context.candidate(description, at: uuid...end, scope: .declaration,
                                          message: message, rowMessage: message)
        candidate.unit = -1
        candidate.severityOutsideRows = .warning
        return candidate
    }

    /// The names (`NameHash`) of the types that conform, in this file, to nothing but protocols known
    /// not to be `Identifiable` (`Equatable`, `Hashable`, `Codable` …), in their declarations and their
    /// extensions here: a protocol of the project or a library may refine `Identifiable`.
    func typesShownNotIdentifiable(_ file: SyntaxFile) -> Set<UInt64> {
        var shown: Set<UInt64> = [], other: Set<UInt64> = []
        for declaration in file.declarations where declaration.kind.isType && declaration.name >= 0 {
            let name = NameHash.of(file.bytes(of: declaration.name))
            if file.listed(declaration.inherited).allSatisfy({ file.isText($0, in: Self.notIdentifiable) }) {
                shown.insert(name)
            } else {
                other.insert(name)
            }
        }
        return shown.subtracting(other)
    }

    /// Whether the file keys something by `\.id` (`ForEach(markers, id: \.id)`): SwiftUI reads an `id`
    /// that way without `Identifiable`.
    func keysByIDPath(_ file: SyntaxFile) -> Bool {
        file.tokens.indices.contains { file.isKind($0, .backslash) && file.isKind($0 + 1, .period) && file.isText($0 + 2, "id") }
    }

    /// Protocols of the standard library and Foundation that do not refine `Identifiable`.
    static let notIdentifiable = WordSet([
        "Equatable", "Hashable", "Comparable", "Codable", "Encodable", "Decodable", "Sendable", "CaseIterable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "RawRepresentable", "String", "Int",
    ])

    // MARK: UUID()

    func freshUUID(_ context: RuleContext, _ index: Int, locals: Locals, keyedOtherwise: inout [Int: Bool]) -> (Candidate, Sink?)? {
        let file = context.file
        guard file.isKind(index + 1, .leftParen), file.isKind(index + 2, .rightParen) else { return nil }
        if let modifier = enclosingIDModifier(file, index) {
            let message = "`.id(UUID())` gives this view a new identity every time this code runs: on each update "
                + "SwiftUI destroys the view and builds a new one — its `@State` resets, `onAppear` and `task` run "
                + "again, transitions fire — instead of diffing the subtree. If a reset is wanted, keep a token "
                + "(`@State private var resetToken = UUID()`), assign a new one in the action that should reset, "
                + "and write `.id(resetToken)`; otherwise remove `.id`"
            return (warning(context, at: modifier...(file.partnerOf(modifier + 1) ?? modifier), .viewCode, message, Self.resetFix), nil)
        }
        if isCacheKeyArgument(file, index) {
            let end = file.isKind(index + 3, .period) && file.isText(index + 4, "uuidString") ? index + 4 : index + 2
            let message = "`\(file.text((index - 2)..<(end + 1)))` makes a new cache key every time this code runs: what it names is looked "
                + "up under a key never seen before, so it is decoded and stored again on each update, the cache "
                + "grows with every evaluation, and an image view keyed by its source (Kingfisher's `KFImage`) is "
                + "rebuilt. Key it by the data itself: its URL, its record's id, or a hash of its bytes"
            return (context.candidate(description, at: (index - 2)...end, scope: .viewCode, message: message, rowMessage: message), nil)
        }
        // An element of a list's data keyed by itself (`ForEach([UUID()], id: \.self) { _ in ProgressView() }`).
        if let container = elementKeyedBySelf(file, index) {
            return (identityCandidate(context, at: context.callRange(index), what: "`UUID()` keyed by `\\.self`",
                                      sink: .listData(container: container)), nil)
        }
        // Elsewhere a `UUID()` is identity only as an `id:` value (`Item(id: UUID(), name: n)`).
        guard isIDArgument(file, index), let sink = sink(context, index, locals: locals, keyedOtherwise: &keyedOtherwise) else { return nil }
        return (identityCandidate(context, at: context.callRange(index), what: "`UUID()` as an id", sink: sink), sink)
    }

    /// The `id` of a `.id(…)` modifier whose argument holds `index`.
    func enclosingIDModifier(_ file: SyntaxFile, _ index: Int) -> Int? {
        var open = Int(file.enclosingOpen[index])
        var steps = 0
        while open >= 0, steps < 6, file.isKind(open, .leftParen) {
            let callee = file.callee(ofArgumentList: open)
            if callee >= 0, file.isText(callee, "id"), file.isMemberName(callee) { return callee }
            open = Int(file.enclosingOpen[open])
            steps += 1
        }
        return nil
    }

    /// The `ForEach` or `List` whose data is an array literal holding the `UUID()` at `index` as a whole element,
    /// keyed by `id: \.self`: each element is its own identity.
    func elementKeyedBySelf(_ file: SyntaxFile, _ index: Int) -> Int? {
        let literal = Int(file.enclosingOpen[index])
        guard literal >= 0, file.isKind(literal, .leftBracket), file.isKind(index - 1, .leftBracket) || file.isKind(index - 1, .comma),
              file.isKind(index + 3, .rightBracket) || file.isKind(index + 3, .comma), file.isKind(literal - 1, .leftParen) else { return nil }
        let callee = file.callee(ofArgumentList: literal - 1)
        guard callee >= 0, file.isText(callee, "ForEach") || file.isText(callee, "List"),
              let key = file.arguments(literal - 1).first(where: { $0.label >= 0 && file.isText($0.label, "id") })?.value,
              key.count == 3, file.isKind(key.lowerBound, .backslash), file.isText(key.lowerBound + 2, "self") else { return nil }
        return callee
    }

    /// `cacheKey: UUID()` or `cacheKey: UUID().uuidString`: the key an image or data provider is cached
    /// (and, for Kingfisher's views, identified) by.
    func isCacheKeyArgument(_ file: SyntaxFile, _ index: Int) -> Bool {
        file.isKind(index - 1, .colon) && file.isText(index - 2, "cacheKey")
    }

    /// `id: UUID()`, `identifier: UUID().uuidString`, `uuid: UUID()`, `itemID: UUID()`.
    func isIDArgument(_ file: SyntaxFile, _ index: Int) -> Bool {
        guard file.isKind(index - 1, .colon), file.isIdentifier(index - 2) || file.isKind(index - 2, .keyword) else { return false }
        let label = file.text(index - 2)
        return label == "id" || label == "identifier" || label == "uuid" || label.hasSuffix("ID") || label.hasSuffix("Id")
    }

    // MARK: Values of a type whose id defaults to UUID()

    /// `Item(name: n)` or `Item.init(name: n)`: reported only if the project has a type `Item` whose `id`
    /// defaults to `UUID()` (the index knows; the type may be declared in another file). Asked only where the
    /// type may be one (`RuleContext.mayHaveRandomIdentity`).
    /// The name token of `Inner` in `Outer.Inner(…)` or `Outer.Inner.init(…)` starting at `index`, or nil.
    func nestedTypeConstructed(_ file: SyntaxFile, after index: Int) -> Int? {
        let inner = index + 2
        guard file.isKind(index + 1, .period), file.isIdentifier(inner), file.startsWithUppercase(inner),
              file.isKind(inner + 1, .leftParen) || file.isKind(inner + 1, .period) && file.isText(inner + 2, "init")
        else { return nil }
        return inner
    }

    /// The construction starting at `index` of the type named at `type` (`index` itself, or `Inner` of
    /// `Outer.Inner(…)`), whose `id` may default to `UUID()`.
    func randomIdentityConstruction(_ context: RuleContext, _ index: Int, type typeName: Int, locals: Locals,
                                    keyedOtherwise: inout [Int: Bool]) -> (Candidate, Sink?)? {
        let file = context.file
        var open = typeName + 1
        if file.isKind(open, .period), file.isText(open + 1, "init") { open += 2 }
        guard file.isKind(open, .leftParen), !file.hasArgument(open, labeled: "id"),
              let sink = sink(context, index, locals: locals, keyedOtherwise: &keyedOtherwise), !feedsChartMarks(context, sink)
        else { return nil }
        let end = file.partnerOf(open) ?? open
        // In a row only a value handed to a view matters: not a bare `Text(…)` statement, not `Tag(…).name`.
        if case .rowInput = sink, !isWholeArgument(file, index...end) { return nil }
        let type = file.text(index..<(typeName + 1))
        let what = "`\(type)(…)`, whose `id` defaults to `UUID()`,"
        // Reported only where the type turns out to have random ids: most such candidates are dropped.
        var candidate = identityCandidate(context, at: index...end, what: what, sink: sink, defersMessage: true)
        candidate.requiresRandomIdentityType = type
        if index == typeName {
            let unit = Int(context.viewCode.unitOfToken[index])
            let owner = unit >= 0 ? context.viewCode.units[unit].owner : -1
            if owner >= 0, file.declarations[owner].name >= 0 { candidate.randomIdentityOwner = file.text(file.declarations[owner].name) }
        }
        return (candidate, sink)
    }

    /// Whether the values go to a `ForEach` that makes a Swift Charts chart's marks (`Chart { ForEach(points)
    /// { AreaMark(…) } }`): marks keep no state and are all drawn again on every update; fresh ids only
    /// change how a data change animates.
    func feedsChartMarks(_ context: RuleContext, _ sink: Sink) -> Bool {
        switch sink {
        case .listData(let container), .namedListData(_, let container):
            return context.file.isText(container, "ForEach") && context.makesChartMarks(container)
        case .listFeedingMember, .rowInput:
            return false
        }
    }

    /// Whether `expression` is a whole argument of a call (`Chip(tag: Tag(name: n))`) or an element of an
    /// array literal.
    func isWholeArgument(_ file: SyntaxFile, _ expression: ClosedRange<Int>) -> Bool {
        let open = Int(file.enclosingOpen[expression.lowerBound])
        guard open >= 0 else { return false }
        if file.isKind(open, .leftBracket) { return true }
        guard file.isKind(open, .leftParen), file.callee(ofArgumentList: open) >= 0 else { return false }
        return file.argument(open) { argument in
            argument.value.lowerBound == expression.lowerBound && argument.value.upperBound == expression.upperBound + 1
        } != nil
    }

    // MARK: Where the identity goes

    /// Where the identity made at `index` goes; nil where no list keys its rows by it: also where every list
    /// that shows it keys them by something else (`ForEach(Array(slices.enumerated()), id: \.offset)`),
    /// whatever ids the elements carry. `keyedOtherwise`: the answer for each member asked about.
    func sink(_ context: RuleContext, _ index: Int, locals: Locals, keyedOtherwise: inout [Int: Bool]) -> Sink? {
        let file = context.file
        if let container = file.listDataCall(holding: index, throughClosures: true) {
            return keysByOtherThanID(file, container: container) ? nil : .listData(container: container)
        }
        let unitIndex = Int(context.viewCode.unitOfToken[index])
        if unitIndex >= 0 {
            let unit = context.viewCode.units[unitIndex]
            let member = file.declarations[unit.declaration]
            if let local = locals.innermost(containing: index, in: unit, file) {
                let name = file.text(local.name)
                if let container = listUsing(file, name: name, in: member.bodyRange) {
                    return .namedListData(name: name, container: container)
                }
            } else if member.kind == .initializer {
                if let name = assignedProperty(file, index, initializer: member), member.parent >= 0,
                   let container = listUsing(file, name: name, in: file.declarations[member.parent].bodyRange) {
                    return .namedListData(name: name, container: container)
                }
            } else if unit.role == .helper || (unit.role == .construction && member.attributes.isEmpty) {
                // A stored property with a wrapper (`@State var items = [Item(…)]`) keeps its first value.
                if keyedOtherwise[unit.declaration] == nil {
                    keyedOtherwise[unit.declaration] = listsOfTypeKeyOtherwise(file, member: unit.declaration)
                }
                return keyedOtherwise[unit.declaration] == true
                    ? nil : .listFeedingMember(name: file.text(member.name), isStored: unit.role == .construction)
            }
        }
        return context.viewCode.flags[index].contains(.element) ? .rowInput : nil
    }

    /// Whether the list at `container` keys its rows by something other than the elements' `id`: an `id:` key
    /// path to another property (`id: \.startAngle`) or a position (`id: \.offset`, and `\.0` of `enumerated()`).
    /// Not one that goes through an `id` (`\.id`, `\.element.id`), nor one of the whole element, whose hash or
    /// text may hold it (`\.self`, `\.element`, `\.1`, `\.hashValue`, `\.description`; `\.0` of a `zip`), nor a
    /// list without `id:` (keyed by its elements' own).
    func keysByOtherThanID(_ file: SyntaxFile, container: Int) -> Bool {
        guard file.isKind(container + 1, .leftParen) else { return false }
        let arguments = file.arguments(container + 1)
        guard let key = arguments.first(where: { $0.label >= 0 && file.isText($0.label, "id") })?.value,
              file.isKind(key.lowerBound, .backslash), file.isKind(key.lowerBound + 1, .period) else { return false }
        let components = key.filter { !file.isKind($0, .backslash) && !file.isKind($0, .period) }
        if components.contains(where: { file.isText($0, "id") }) { return false }
        guard components.count == 1 else { return true }
        if file.isText(components[0], "0") {
            return arguments.first.map { $0.label < 0 && $0.value.contains { file.isText($0, "enumerated") } } == true
        }
        return !file.isText(components[0], in: Self.wholeElementKeys)
    }

    /// Key paths that key a row by its whole element, or by what its hash or text makes of all of it.
    static let wholeElementKeys = WordSet(["self", "element", "1", "hashValue", "hash", "description", "debugDescription"])

    /// Whether the member declared at `member` is shown as a list's data in its type's code in this file
    /// (`ForEach(Array(self.slices.enumerated()), id: \.offset)`; the file's code for a free one), and every
    /// list there keys by something other than the elements' `id`.
    func listsOfTypeKeyOtherwise(_ file: SyntaxFile, member: Int) -> Bool {
        let declaration = file.declarations[member]
        guard declaration.name >= 0 else { return false }
        let name = file.bytes(of: declaration.name)
        let range = declaration.parent >= 0 ? file.declarations[declaration.parent].bodyRange : 0..<file.tokens.count
        var shown = false
        for use in file.identifiers(maybeSpelled: name) where range.contains(use) && file.bytes(of: use) == name {
            guard let container = file.listDataCall(holding: use, throughClosures: false) else { continue }
            guard keysByOtherThanID(file, container: container) else { return false }
            shown = true
        }
        return shown
    }

    /// A file's local `let`/`var`s with an initial value, in file order (which is their values' order),
    /// each with the one whose value holds it (`let rows = { let item = Item() … }()`: `rows` holds `item`).
    struct Locals {
        let declarations: [Declaration]
        /// For each local, the innermost earlier one whose value holds it; -1 for none.
        private let holder: [Int]

        init(_ declarations: [Declaration]) {
            self.declarations = declarations
            var holder: [Int] = []
            holder.reserveCapacity(declarations.count)
            var open: [Int] = []  // values not ended yet, innermost last
            for (index, local) in declarations.enumerated() {
                while let last = open.last, declarations[last].initializer.upperBound <= local.initializer.lowerBound { open.removeLast() }
                holder.append(open.last ?? -1)
                open.append(index)
            }
            self.holder = holder
        }

        /// The innermost local of the unit's member whose initial value holds `index`: from the last local
        /// whose value starts before it, out through the locals holding that one (values nest, so one that
        /// holds `index` holds that local too, and starts before it). A scan of the unit's locals for each
        /// question was quadratic in a unit of thousands of locals.
        func innermost(containing index: Int, in unit: ViewCode.Unit, _ file: SyntaxFile) -> Declaration? {
            var cursor = partitionPoint(in: declarations.indices) { declarations[$0].initializer.lowerBound <= index } - 1
            while cursor >= 0 {
                let local = declarations[cursor]
                // Those holding it start earlier still: none is the unit's.
                guard local.keyword >= unit.range.lowerBound else { return nil }
                if local.initializer.contains(index) && UnstableIdentity.isInside(file, local, unit.declaration) { return local }
                cursor = holder[cursor]
            }
            return nil
        }
    }

    static func isInside(_ file: SyntaxFile, _ declaration: Declaration, _ member: Int) -> Bool {
        var parent = declaration.parent
        while parent >= 0 {
            if parent == member { return true }
            parent = file.declarations[parent].parent
        }
        return false
    }

    /// `self.rows = …` or `rows = …` in an initializer, for the statement holding `index`. Nil for a
    /// property wrapper's storage (`_rows = State(initialValue: …)`) and for a wrapped property: SwiftUI
    /// keeps their first value.
    func assignedProperty(_ file: SyntaxFile, _ index: Int, initializer: Declaration) -> String? {
        // Up to the statement level of the initializer's body.
        var statementToken = index
        while file.enclosingOpen[statementToken] >= 0, Int(file.enclosingOpen[statementToken]) != initializer.bodyOpen {
            statementToken = Int(file.enclosingOpen[statementToken])
        }
        var cursor = statementToken - 1
        while cursor > initializer.bodyOpen, Int(file.enclosingOpen[cursor]) == initializer.bodyOpen {
            if file.isText(cursor, "="), file.isIdentifier(cursor - 1) {
                let name = file.text(cursor - 1)
                return name.hasPrefix("_") || isWrapped(file, property: name, in: initializer.parent) ? nil : name
            }
            // A line that does not continue an assignment starts another statement.
            if file.tokens[cursor].hasNewlineBefore, !file.isText(cursor - 1, "=") { return nil }
            cursor -= 1
        }
        return nil
    }

    /// Whether the type's stored property `property` has an attribute (`@State`, `@StateObject` …).
    /// Its members are looked for in its body only (declarations are in file order): a look at all of the
    /// file's for each initializer made a file of many types take quadratic time.
    func isWrapped(_ file: SyntaxFile, property: String, in type: Int) -> Bool {
        func isWrapper(_ declaration: Declaration) -> Bool {
            declaration.parent == type && declaration.name >= 0 && !declaration.attributes.isEmpty
                && (declaration.kind == .variable || declaration.kind == .constant) && file.text(declaration.name) == property
        }
        let declarations = file.declarations
        guard type >= 0 else { return declarations.contains(where: isWrapper) }
        let body = declarations[type].bodyRange
        var index = partitionPoint(in: declarations.indices) { declarations[$0].keyword < body.lowerBound }
        while index < declarations.count && declarations[index].keyword < body.upperBound {
            if isWrapper(declarations[index]) { return true }
            index += 1
        }
        return false
    }

    /// The `ForEach`/`List`/`Table` in `range` whose data is `name` or `self.name` (or starts with it: `rows.prefix(3)`),
    /// and that keys its rows by the elements' ids (not `keysByOtherThanID`): the first, looked for from the name's uses (the file's index of names), not through the whole range
    /// (for each of a unit's thousands of locals, that was quadratic).
    func listUsing(_ file: SyntaxFile, name: String, in range: Range<Int>) -> Int? {
        let spelling = Array(name.utf8)[...]
        for use in file.identifiers(maybeSpelled: spelling) where range.contains(use) && file.bytes(of: use) == spelling {
            let isSelfMember = file.isKind(use - 1, .period) && file.isText(use - 2, "self")
            let valueStart = isSelfMember ? use - 2 : use
            let open = valueStart - 1, callee = valueStart - 2
            guard range.contains(callee), file.isKind(open, .leftParen), !file.isKind(use + 1, .leftParen),
                  file.isText(callee, in: SyntaxFile.listDataCallees), !file.isMemberName(callee),
                  let data = file.firstArgument(open), data.label < 0, data.value.lowerBound == valueStart,
                  !keysByOtherThanID(file, container: callee)
            else { continue }
            return callee
        }
        return nil
    }

    // MARK: Messages

    /// `defersMessage`: the text is made only if the candidate becomes a finding (see
    /// `Candidate.deferredMessage`); the closure keeps the few names it needs, not the file.
    func identityCandidate(_ context: RuleContext, at range: ClosedRange<Int>, what: String, sink: Sink,
                           defersMessage: Bool = false) -> Candidate {
        let file = context.file
        let scope: Candidate.Scope
        let message: @Sendable () -> String
        switch sink {
        case .listData(let container):
            let list = file.text(container)
            scope = .viewCode
            message = {
                "\(what) in the data of `\(list)` gives the list new ids every time this code runs: "
                    + "\(Self.listCost). \(Self.stableIDs)"
            }
        case .listFeedingMember(let name, let isStored):
            scope = .feedsList
            message = {
                let when = isStored
                    ? "every time this view value is re-created, which is on each update of its parent"
                    : "every time `\(name)` is read, which is on every evaluation of the view"
                return "\(what) in `\(name)`, which feeds a `ForEach`, `List` or `Table`, gives the list new ids \(when): "
                    + "\(Self.listCost). \(Self.stableIDs)"
            }
        case .namedListData(let name, let container):
            let list = file.text(container)
            let line = file.source.lines.lineIndex(ofOffset: context.tokens[container].startOffset) + 1
            scope = .viewCode
            message = {
                "\(what) in `\(name)`, the data of `\(list)` on line \(line), gives the list new ids every time "
                    + "this code runs: \(Self.listCost). \(Self.stableIDs)"
            }
        case .rowInput:
            scope = .rowOnly
            message = {
                "\(what) is built for every row each time the row is evaluated: the view it is passed to never "
                    + "gets an input equal to the previous one, so SwiftUI runs its body on every update instead of "
                    + "skipping it, and anything keyed by that id (`.id`, `.task(id:)`, a nested `ForEach`) starts "
                    + "over. \(Self.stableIDs)"
            }
        }
        var candidate = warning(context, at: range, scope, defersMessage ? "" : message(), Self.dataFix)
        if defersMessage { candidate.deferredMessage = { _ in message() } }
        if case .rowInput = sink { candidate.perElement = true }
        // A stored property's value is made again only where a parent's body makes the view again: not for a view
        // only ever built as a hosting controller's root or a stateless app's window.
        if case .listFeedingMember(_, let isStored) = sink { candidate.requiresRebuildingParent = isStored }
        return candidate
    }

    /// Identity breaks rows whichever body holds the code: a warning everywhere.
    func warning(_ context: RuleContext, at range: ClosedRange<Int>, _ scope: Candidate.Scope, _ message: String,
                 _ fix: Fix) -> Candidate {
        var candidate = context.candidate(description, at: range, scope: scope, message: message, rowMessage: message, fix: fix)
        candidate.severityOutsideRows = .warning
        return candidate
    }
}
