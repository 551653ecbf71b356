/// Views that call a closure they were given once for each element of their data, and the closures given
/// them: a project's grid or carousel (`struct MemoGrid<Card: View>` with `let card: (Memo, CGFloat) -> Card`
/// and `ForEach(memos) { memo in card(memo, 180) }` in its body) builds what a screen's closure holds
/// (`MemoGrid(memos: memos) { memo, width in MemoCard(memo: memo) }`) for every cell, as a `ForEach` builds its
/// content. The two are in different files, and the index links them as it links a view's calls of its own
/// methods: each such closure is a unit of its own, named `card#element` (or `#trailing#element` without a label)
/// as a member of the view's type, holding a copy of the closure's references; each per-element call of a
/// closure property is a member reference to those names. The resolver then reaches the closure's views at
/// the level of the call, while the code around the closure still evaluates it as before.

/// The view side: the file's stored properties of a function type, by member key (`FileAnalyzer.memberKey`).
struct ElementClosureCalls {
    struct Property {
        /// `NameHash.prefix` of the type's qualified name (`Type\0`), for the names of trailing closures.
        var typePrefix: UInt64
        /// The type's first or last stored property of a function type: a trailing closure without a label fills it.
        var isFirst: Bool
        var isLast: Bool
    }

    private var properties: [UInt64: Property] = [:]

    var isEmpty: Bool { properties.isEmpty }

    init(_ file: SyntaxFile) {
        var byType: [Int: [Int]] = [:]  // each type's closure properties, in order
        var types: [Int] = []
        let declarations = file.declarations
        for index in declarations.indices where declarations[index].kind == .constant || declarations[index].kind == .variable {
            let declaration = declarations[index]
            guard !declaration.hasBody, !declaration.isStaticMember, declaration.name >= 0, declaration.parent >= 0,
                  declaration.typeRange.contains(where: { file.isText($0, "->") }),
                  declarations[declaration.parent].kind == .structType || declarations[declaration.parent].kind == .classType
            else { continue }
            if byType[declaration.parent] == nil { types.append(declaration.parent) }
            byType[declaration.parent, default: []].append(index)
        }
        for type in types {
            let members = byType[type]!
            for (position, member) in members.enumerated() {
                let key = FileAnalyzer.memberKey(file, type: type, name: file.declarations[member].name)
                properties[key] = Property(typePrefix: FileAnalyzer.typePrefix(file, type: type),
                                           isFirst: position == 0, isLast: position == members.count - 1)
            }
        }
    }

    /// The keys of the element closures a call of the member `key` reaches, made for each per-element call.
    func closureKeys(calling key: UInt64, _ body: (UInt64) -> Void) {
        guard !properties.isEmpty, let property = properties[key] else { return }
        body(NameHash.of(Self.element, continuing: key))
        if property.isLast { body(NameHash.of(Self.trailing, continuing: property.typePrefix)) }
        if property.isFirst && !property.isLast { body(NameHash.of(Self.first, continuing: property.typePrefix)) }
    }

    static let element = Array("#element".utf8)
    static let trailing = Array("#trailing#element".utf8)
    static let first = Array("#first#element".utf8)
}

/// The references a file's per-element calls of its views' closure properties make (`ElementClosureCalls`), kept
/// apart from the file's other references until they join them: the properties are looked for at the first such call.
struct ElementClosureCallReferences {
    private var properties: ElementClosureCalls?
    private(set) var references: [(unit: Int32, reference: FileAnalysis.Reference)] = []

    /// A call of the member `key` in per-element code, from `unit`.
    @inline(never)
    mutating func note(calling key: UInt64, from unit: Int32, flags: ViewCode.Flags, line: Int32, in file: SyntaxFile) {
        guard flags.isDisjoint(with: [.menuContent, .presentation]) else { return }
        if properties == nil { properties = ElementClosureCalls(file) }
        properties!.closureKeys(calling: key) { closureKey in
            references.append((unit, FileAnalysis.Reference(kind: .member, key: closureKey, flags: flags.rawValue, isCall: true, line: line)))
        }
    }
}

/// The caller side: the element closures around each identifier, as the file's identifiers come in order, and
/// the copies of their references, deduplicated for each closure as `FileAnalyzer.references` does a unit's.
struct ElementClosureStack {
    struct Entry {
        var close: Int
        var unit: Int32
        /// The flags of the code around the closure (but `evaluated`): not the closure's own once the view
        /// calls it for its elements (a `VStack` around `MemoGrid { … }` lays out the grid, not its cells).
        var outer: ViewCode.Flags
    }

    private let closures: [ViewCode.ElementClosure]
    private let flags: [ViewCode.Flags]
    private let firstUnit: Int
    private var next = 0
    /// Innermost last.
    private var active: [Entry] = []
    private var seen = NameTable(capacity: 0)
    private(set) var references: [(unit: Int32, reference: FileAnalysis.Reference)] = []

    /// Made only for a file with element closures (`ViewCode.elementClosures`).
    init(_ viewCode: ViewCode) {
        closures = viewCode.elementClosures
        flags = viewCode.flags
        firstUnit = viewCode.units.count
    }

    /// For the identifier at `index` (identifiers come in token order) and the reference it makes, the closures
    /// around it (`active`, as bits) whose units have not had that reference yet: as `references` deduplicates a
    /// unit's, by the reference's shape with the unit in it.
    @inline(never)
    mutating func newCopies(at index: Int, name: UInt64, kind: FileAnalysis.Reference.Kind, flags: ViewCode.Flags, isCall: Bool,
                            qualifier: UInt64) -> UInt64 {
        advance(to: index)
        var copies: UInt64 = 0
        for (position, closure) in active.enumerated() where position < 64 {
            let fields = UInt64(UInt32(bitPattern: closure.unit)) << 24 | UInt64(kind.rawValue) << 16
                | UInt64(flags.subtracting(closure.outer).rawValue) << 8 | (isCall ? 1 : 0)
            if seen.update(1, for: name ^ (fields &* 0x9E37_79B9_7F4A_7C15) ^ (qualifier &* 0xC2B2_AE3D_27D4_EB4F)) == nil {
                copies |= 1 << UInt64(position)
            }
        }
        return copies
    }

    /// The copies `newCopies` chose, each with the flags of its closure's own code.
    @inline(never)
    mutating func copy(_ copies: UInt64, kind: FileAnalysis.Reference.Kind, key: UInt64, flags: ViewCode.Flags, isCall: Bool, line: Int32,
                       freeFunctionKey: UInt64?) {
        for (position, closure) in active.enumerated() where copies & (1 << UInt64(position)) != 0 {
            let own = flags.subtracting(closure.outer).rawValue
            references.append((closure.unit, FileAnalysis.Reference(kind: kind, key: key, flags: own, isCall: isCall, line: line)))
            if let freeFunctionKey {
                references.append((closure.unit, FileAnalysis.Reference(kind: .modifier, key: freeFunctionKey, flags: own, isCall: isCall, line: line)))
            }
        }
    }

    /// Moves to the identifier at `index` (identifiers come in token order).
    private mutating func advance(to index: Int) {
        while let last = active.last, last.close < index { active.removeLast() }
        while next < closures.count && closures[next].brace < index {
            let closure = closures[next]
            if closure.close > index {
                while let last = active.last, last.close < closure.brace { active.removeLast() }
                active.append(Entry(close: closure.close, unit: Int32(firstUnit + next),
                                    outer: flags[closure.brace].subtracting(.evaluated)))
            }
            next += 1
        }
    }
}
