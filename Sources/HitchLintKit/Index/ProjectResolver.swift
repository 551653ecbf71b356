/// Resolves candidates into findings over a whole project: which types are views, which views are
/// rows (transitively, across files), and which helper members view code reaches.
public struct ProjectResolver: Sendable {
    let files: [FileAnalysis]
    /// Global unit number of each file's first unit.
    let unitOffsets: [Int]
    let viewTypes: Set<String>
    /// Qualified type names by their last component: `ProgressSection` → [`EditView.ProgressSection`].
    let typesBySimpleName: [String: [String]]
    /// For each unit, the highest `RowLevel` it is reached at, or nil when view code never reaches it.
    var reachedLevel: [RowLevel?]
    /// For each unit, the unit that first reached it at its level, for messages.
    var reachedVia: [Int: Int] = [:]
    /// Where a type was first found in row code, for messages.
    var rowOrigins: [String: String] = [:]
    /// Members of each type that are used as a `ForEach`/`List` data argument.
    var listFeeds: [String: Set<String>] = [:]
    /// Simple names of types whose `id` defaults to `UUID()`.
    let randomIdentityTypes: Set<String>

    public init(files: [FileAnalysis]) {
        self.files = files
        var offsets: [Int] = []
        var total = 0
        var simpleNames: [String: Set<String>] = [:]
        for file in files {
            offsets.append(total)
            total += file.units.count
            for type in file.types { simpleNames[Self.lastComponent(type.name), default: []].insert(type.name) }
        }
        unitOffsets = offsets
        typesBySimpleName = simpleNames.mapValues { $0.sorted() }
        randomIdentityTypes = Set(files.flatMap { $0.types.filter(\.hasRandomIdentity).map { Self.lastComponent($0.name) } })
        viewTypes = Self.findViewTypes(files)
        reachedLevel = Array(repeating: nil, count: total)
        propagate()
    }

    static func lastComponent(_ name: String) -> String {
        // Most names have no dot: no array of pieces for them.
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return name }
        return String(name[name.utf8.index(after: dot)...])
    }

    func unit(_ global: Int) -> (file: Int, unit: FileAnalysis.UnitRecord) {
        var low = 0
        var high = unitOffsets.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if unitOffsets[middle] <= global { low = middle } else { high = middle - 1 }
        }
        return (low, files[low].units[global - unitOffsets[low]])
    }

    /// Types that conform to `View` or `ViewModifier`, directly, through an extension, or through a
    /// protocol of the project that refines them.
    static func findViewTypes(_ files: [FileAnalysis]) -> Set<String> {
        // Walk down from `View`/`ViewModifier` through "is inherited by" edges, once each.
        var inheritors: [String: [String]] = [:]
        var notViews: Set<String> = []
        for file in files {
            for type in file.types {
                for parent in type.inherited { inheritors[parent, default: []].append(type.name) }
                if type.inherited.contains("PreviewProvider") { notViews.insert(type.name) }
            }
        }
        var views: Set<String> = ["View", "ViewModifier"]
        var pending = Array(views)
        while let parent = pending.popLast() {
            // `extension Outer.Inner: View` records `Outer.Inner`; conformances name the last component.
            for name in (inheritors[parent] ?? []) + (parent.utf8.contains(0x2E) ? inheritors[lastComponent(parent)] ?? [] : [])
            where views.insert(name).inserted {
                pending.append(name)
                if name.utf8.contains(0x2E) { pending.append(lastComponent(name)) }
            }
        }
        return views.subtracting(notViews)
    }

    /// The types a name written in `scope` can mean: nested types of the scope and its parents first,
    /// then every type of that simple name in the project.
    func resolveType(_ name: String, from scope: String?) -> [String] {
        // Most instantiations are SwiftUI's own types (`Text`, `VStack`): no project type of that name.
        guard let candidates = typesBySimpleName[name] else { return viewTypes.contains(name) ? [name] : [] }
        var prefix = scope ?? ""
        while !prefix.isEmpty {
            let candidate = prefix + "." + name
            if viewTypes.contains(candidate) { return [candidate] }
            guard let dot = prefix.lastIndex(of: ".") else { break }
            prefix = String(prefix[..<dot])
        }
        if viewTypes.contains(name) { return [name] }
        return candidates.filter { viewTypes.contains($0) }
    }

    // MARK: Reachability

    /// A member of a type, the type numbered by `propagate` (no dictionary per type).
    struct MemberKey: Hashable {
        var type: Int32
        var member: String
    }

    mutating func propagate() {
        // Units by (type, member), as chains: `firstUnit[key]`, then `nextUnit[unit]` until -1.
        var typeNumbers: [String: Int32] = [:]
        var firstUnit: [MemberKey: Int] = [:]
        var nextUnit = Array(repeating: -1, count: reachedLevel.count)
        var lastUnit: [MemberKey: Int] = [:]  // chains keep declaration order: messages name the first path
        var unitType = Array(repeating: Int32(0), count: reachedLevel.count)
        typeNumbers.reserveCapacity(files.count * 4)
        firstUnit.reserveCapacity(reachedLevel.count)
        var viewUnitsByType: [String: [Int]] = [:]
        var modifierFunctions: [String: [Int]] = [:]
        var queue: [(unit: Int, level: RowLevel)] = []
        var isFunction: [Bool] = []
        isFunction.reserveCapacity(reachedLevel.count)
        for (fileIndex, file) in files.enumerated() {
            for (unitIndex, unit) in file.units.enumerated() {
                let global = unitOffsets[fileIndex] + unitIndex
                isFunction.append(unit.isFunction)
                let typeName = unit.typeName ?? ""
                let typeNumber = typeNumbers[typeName] ?? Int32(typeNumbers.count)
                typeNumbers[typeName] = typeNumber
                unitType[global] = typeNumber
                let key = MemberKey(type: typeNumber, member: unit.member)
                if let last = lastUnit.updateValue(global, forKey: key) { nextUnit[last] = global } else { firstUnit[key] = global }
                let isViewCode = unit.typeName.map { viewTypes.contains($0) } ?? true
                let isFreeViewFunction = (unit.typeName == nil || unit.typeName == "View") && unit.role == .viewBuilder
                if isFreeViewFunction { modifierFunctions[unit.member, default: []].append(global) }
                if isViewCode && unit.role != .helper {
                    viewUnitsByType[typeName, default: []].append(global)
                    queue.append((global, .body))
                    reachedLevel[global] = .body
                }
                for reference in unit.references where reference.kind == .listFeed {
                    listFeeds[typeName, default: []].insert(reference.name)
                }
            }
        }
        // The graph is walked once per (unit, level) raised, and no array is built per reference.
        func reach(_ target: Int, from current: Int, at level: RowLevel) {
            guard target != current else { return }
            if let reached = reachedLevel[target], reached >= level { return }
            reachedLevel[target] = level
            reachedVia[target] = current
            queue.append((target, level))
        }
        while let (current, level) = queue.popLast() {
            guard reachedLevel[current] == level else { continue }  // superseded by a higher level
            let (fileIndex, record) = unit(current)
            for reference in record.references {
                let referenceLevel = RowLevel.effective(unit: level, flags: ViewCode.Flags(rawValue: reference.flags))
                switch reference.kind {
                case .instantiation:
                    guard reference.name != "View" else { continue }
                    for type in resolveType(reference.name, from: record.typeName) {
                        for target in viewUnitsByType[type] ?? [] { reach(target, from: current, at: referenceLevel) }
                        if referenceLevel > .body && rowOrigins[type] == nil {
                            let place = "\(files[fileIndex].path.lastComponentDescription):\(reference.line)"
                            if reference.level == .body, let parent = record.typeName {
                                rowOrigins[type] = "built by row view `\(Self.lastComponent(parent))` at \(place)"
                            } else {
                                rowOrigins[type] = "built in row content at \(place)"
                            }
                        }
                    }
                case .member, .listFeed:
                    // A method is reached by a call; a bare name is a property read.
                    var target = firstUnit[MemberKey(type: unitType[current], member: reference.name)] ?? -1
                    while target >= 0 {
                        if isFunction[target] == reference.isCall { reach(target, from: current, at: referenceLevel) }
                        target = nextUnit[target]
                    }
                case .modifier:
                    for target in modifierFunctions[reference.name] ?? [] { reach(target, from: current, at: referenceLevel) }
                }
            }
        }
    }

    // MARK: Findings

    /// The findings for one file of the project.
    public func diagnostics(forFile fileIndex: Int) -> [Diagnostic] {
        files[fileIndex].candidates.compactMap { resolve($0, fileIndex: fileIndex) }
    }

    func resolve(_ candidate: Candidate, fileIndex: Int) -> Diagnostic? {
        let file = files[fileIndex]
        if let type = candidate.requiresRandomIdentityType, !randomIdentityTypes.contains(Self.lastComponent(type)) {
            return nil
        }
        var level = RowLevel(candidate.flags)
        var context = ""
        if candidate.unit >= 0 {
            let global = unitOffsets[fileIndex] + candidate.unit
            let record = file.units[candidate.unit]
            guard let unitLevel = reachedLevel[global] else { return nil }
            level = RowLevel.effective(unit: unitLevel, flags: candidate.flags)
            if candidate.scope == .feedsList {
                guard listFeeds[record.typeName ?? ""]?.contains(record.member) == true else { return nil }
            }
            context = explanation(global, record, level: level, localLevel: RowLevel(candidate.flags))
        }
        let isRow = candidate.perElement ? level == .element : level >= .staticRow
        if candidate.scope == .rowOnly && !isRow { return nil }
        var diagnostic = Diagnostic(
            path: file.path, ruleID: candidate.ruleID, category: candidate.category,
            severity: isRow ? candidate.severityInRows : candidate.severityOutsideRows,
            message: (isRow ? candidate.rowMessage : candidate.message) + context,
            start: candidate.start, end: candidate.end, fix: candidate.fix)
        diagnostic.contextHash = candidate.contextHash
        return diagnostic
    }

    /// ` (in `subtitle`, called from `body`; `OrderRow` is in list rows: built in row content at X:14)`.
    func explanation(_ global: Int, _ record: FileAnalysis.UnitRecord, level: RowLevel, localLevel: RowLevel) -> String {
        var parts: [String] = []
        if record.role == .helper { parts.append("in `\(record.member)`, " + callPath(global)) }
        if level > localLevel, let type = record.typeName, let origin = rowOrigin(of: global, type: type) {
            parts.append("`\(Self.lastComponent(type))` is in list rows: \(origin)")
        }
        return parts.isEmpty ? "" : " (" + parts.joined(separator: "; ") + ")"
    }

    /// The row origin of the type whose view code reaches this unit.
    func rowOrigin(of global: Int, type: String) -> String? {
        if let origin = rowOrigins[type] { return origin }
        var cursor = global
        for _ in 0..<32 {
            guard let via = reachedVia[cursor] else { return nil }
            let (_, from) = unit(via)
            if let name = from.typeName, let origin = rowOrigins[name] { return origin }
            cursor = via
        }
        return nil
    }

    /// `called from `body`` or `called from `body` via `subtitle``.
    func callPath(_ global: Int) -> String {
        var names: [String] = []
        var cursor = global
        for _ in 0..<16 {
            guard let via = reachedVia[cursor] else { break }
            let (_, from) = unit(via)
            names.append(from.member)
            if from.role != .helper { break }
            cursor = via
        }
        guard let root = names.last else { return "reached from view code" }
        let middle = names.dropLast().reversed().map { "`\($0)`" }
        return "called from `\(root)`" + (middle.isEmpty ? "" : " via " + middle.joined(separator: ", "))
    }
}

extension FilePath {
    var lastComponentDescription: String { Escaping.printable(lastComponent) }
}
