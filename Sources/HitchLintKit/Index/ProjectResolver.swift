/// Resolves candidates into findings over a whole project: which types are views, which views are rows
/// (transitively, across files), and which helper members view code reaches.
public struct ProjectResolver: Sendable {
    let files: [FileAnalysis]
    /// Global unit number of each file's first unit.
    let unitOffsets: [Int]
    let viewTypes: Set<String>
    var reachedBody: [Bool]
    var reachedRow: [Bool]
    /// For each reached (unit, row) state, the unit that reached it and by what name, for messages.
    var reachedVia: [Int: (from: Int, name: String)] = [:]
    /// Where a type was first found in row code: `OrderRow` → "OrdersView.swift:14".
    var rowOrigins: [String: String] = [:]
    /// Members of each type that are used as a `ForEach`/`List` data argument.
    var listFeeds: [String: Set<String>] = [:]

    public init(files: [FileAnalysis]) {
        self.files = files
        var offsets: [Int] = []
        var total = 0
        for file in files {
            offsets.append(total)
            total += file.units.count
        }
        unitOffsets = offsets
        viewTypes = Self.findViewTypes(files)
        reachedBody = Array(repeating: false, count: total)
        reachedRow = Array(repeating: false, count: total)
        propagate()
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
        var inherited: [String: Set<String>] = [:]
        var notViews: Set<String> = []
        for file in files {
            for type in file.types {
                inherited[type.name, default: []].formUnion(type.inherited)
                if type.inherited.contains("PreviewProvider") { notViews.insert(type.name) }
            }
        }
        var views: Set<String> = ["View", "ViewModifier"]
        var changed = true
        while changed {
            changed = false
            for (name, parents) in inherited where !views.contains(name) && !parents.isDisjoint(with: views) {
                views.insert(name)
                changed = true
            }
        }
        return views.subtracting(notViews)
    }

    // MARK: Reachability

    mutating func propagate() {
        var unitsByTypeMember: [String: [String: [Int]]] = [:]
        var viewUnitsByType: [String: [Int]] = [:]
        var modifierFunctions: [String: [Int]] = [:]
        var queue: [(unit: Int, row: Bool)] = []
        for (fileIndex, file) in files.enumerated() {
            for (unitIndex, unit) in file.units.enumerated() {
                let global = unitOffsets[fileIndex] + unitIndex
                let typeName = unit.typeName ?? ""
                unitsByTypeMember[typeName, default: [:]][unit.member, default: []].append(global)
                let isViewCode = unit.typeName.map { viewTypes.contains($0) } ?? true
                let isFreeViewFunction = (unit.typeName == nil || unit.typeName == "View") && unit.role == .viewBuilder
                if isFreeViewFunction { modifierFunctions[unit.member, default: []].append(global) }
                if isViewCode && unit.role != .helper {
                    viewUnitsByType[typeName, default: []].append(global)
                    queue.append((global, false))
                    reachedBody[global] = true
                }
                for reference in unit.references where reference.kind == .listFeed {
                    listFeeds[typeName, default: []].insert(reference.name)
                }
            }
        }
        while let (current, isRow) = queue.popLast() {
            let (fileIndex, record) = unit(current)
            for reference in record.references {
                let row = (isRow || reference.isRow) && !reference.isPresentation
                var targets: [Int] = []
                switch reference.kind {
                case .instantiation:
                    guard viewTypes.contains(reference.name), reference.name != "View" else { continue }
                    targets = viewUnitsByType[reference.name] ?? []
                    if row && rowOrigins[reference.name] == nil {
                        let place = "\(files[fileIndex].path.lastComponentDescription):\(reference.line)"
                        if !reference.isRow, let parent = record.typeName {
                            rowOrigins[reference.name] = "built by row view `\(parent)` at \(place)"
                        } else {
                            rowOrigins[reference.name] = "built in row content at \(place)"
                        }
                    }
                case .member, .listFeed:
                    targets = unitsByTypeMember[record.typeName ?? ""]?[reference.name] ?? []
                case .modifier:
                    targets = modifierFunctions[reference.name] ?? []
                }
                for target in targets where target != current {
                    if row ? reachedRow[target] : reachedBody[target] { continue }
                    if row { reachedRow[target] = true } else { reachedBody[target] = true }
                    reachedVia[target * 2 + (row ? 1 : 0)] = (current, reference.name)
                    queue.append((target, row))
                }
            }
        }
    }

    // MARK: Findings

    /// The findings for one file of the project.
    public func diagnostics(forFile fileIndex: Int) -> [Diagnostic] {
        let file = files[fileIndex]
        var result: [Diagnostic] = []
        for candidate in file.candidates {
            guard let diagnostic = resolve(candidate, fileIndex: fileIndex) else { continue }
            result.append(diagnostic)
        }
        return result
    }

    func resolve(_ candidate: Candidate, fileIndex: Int) -> Diagnostic? {
        let file = files[fileIndex]
        var isRow = candidate.flags.contains(.row)
        var context = ""
        if candidate.unit >= 0 {
            let global = unitOffsets[fileIndex] + candidate.unit
            let record = file.units[candidate.unit]
            guard reachedBody[global] || reachedRow[global] else { return nil }
            let inPresentation = candidate.flags.contains(.presentation)
            if reachedRow[global] && !inPresentation && !isRow {
                isRow = true
                context = rowContext(global, record)
            } else if record.role == .helper {
                context = " (in `\(record.member)`, " + callPath(global, row: isRow && reachedRow[global]) + ")"
            }
            if candidate.scope == .feedsList {
                guard listFeeds[record.typeName ?? ""]?.contains(record.member) == true else { return nil }
            }
        }
        if candidate.scope == .rowOnly && !isRow { return nil }
        var diagnostic = Diagnostic(
            path: file.path, ruleID: candidate.ruleID, category: candidate.category,
            severity: isRow ? .warning : candidate.severityOutsideRows,
            message: (isRow ? candidate.rowMessage : candidate.message) + context,
            start: candidate.start, end: candidate.end, fix: candidate.fix)
        diagnostic.contextHash = candidate.contextHash
        return diagnostic
    }

    /// ` (`OrderRow` is in list rows: built in row content at OrdersView.swift:14)`.
    func rowContext(_ global: Int, _ record: FileAnalysis.UnitRecord) -> String {
        var typeName = record.typeName ?? ""
        var cursor = global
        var steps = 0
        // A helper reached from a row type's body: name the helper, then the row type.
        var helperPath = ""
        if record.role == .helper {
            helperPath = "in `\(record.member)`, " + callPath(global, row: true) + "; "
        }
        while steps < 32, let via = reachedVia[cursor * 2 + 1] {
            let (_, from) = unit(via.from)
            if from.typeName != typeName || from.role == .helper || rowOrigins[typeName] != nil { break }
            typeName = from.typeName ?? typeName
            cursor = via.from
            steps += 1
        }
        guard let origin = rowOrigins[typeName], !typeName.isEmpty else {
            return helperPath.isEmpty ? "" : " (" + String(helperPath.dropLast(2)) + ")"
        }
        return " (\(helperPath)`\(typeName)` is in list rows: \(origin))"
    }

    /// `called from `body`` or `called from `body` via `subtitle``.
    func callPath(_ global: Int, row: Bool) -> String {
        var names: [String] = []
        var cursor = global
        var steps = 0
        while steps < 16, let via = reachedVia[cursor * 2 + (row ? 1 : 0)] ?? reachedVia[cursor * 2] {
            let (_, from) = unit(via.from)
            names.append(from.member)
            if from.role != .helper { break }
            cursor = via.from
            steps += 1
        }
        guard let root = names.last else { return "reached from view code" }
        let middle = names.dropLast().reversed().map { "`\($0)`" }
        return "called from `\(root)`" + (middle.isEmpty ? "" : " via " + middle.joined(separator: ", "))
    }
}

extension FilePath {
    var lastComponentDescription: String { Escaping.printable(lastComponent) }
}
