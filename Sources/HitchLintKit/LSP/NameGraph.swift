/// The code units a file declares and the ones it uses, by name, as `ProjectResolver` follows them.
/// Row levels flow along these uses, so only files whose code can reach a buffer's code change the
/// buffer's findings: a keystroke resolves their code, not the whole project's (propagation over
/// every unit is most of a lint's cost), plus the type records that decide, for that code, what is
/// a view and what a name means.
///
/// Keys follow the resolver's edges: `t:Name` is the units of every type of that simple name
/// (instantiation), `u:Type#member` the units of a member (member references, exact), `m:name` the
/// modifier functions of that name. They over-approximate, which only adds files.
struct NameKeys: Sendable {
    var declares: Set<String> = []
    var uses: Set<String> = []

    init(_ analysis: FileAnalysis) {
        for unit in analysis.units {
            // The resolver never follows `View(…)`; `extension View` units are reached as members
            // and modifiers (and are in most files).
            if let typeName = unit.typeName, typeName != "View" { declares.insert("t:" + ProjectResolver.lastComponent(typeName)) }
            declares.insert("u:\(unit.typeName ?? "")#\(unit.member)")
            if unit.typeName == nil || unit.typeName == "View" { declares.insert("m:" + unit.member) }
            for reference in unit.references {
                switch reference.kind {
                case .instantiation:
                    if reference.name != "View" { uses.insert("t:" + ProjectResolver.lastComponent(reference.name)) }
                case .member, .listFeed:
                    uses.insert("u:\(unit.typeName ?? "")#\(reference.name)")
                case .modifier:
                    uses.insert("m:" + reference.name)
                }
            }
        }
    }
}

/// The indexed files of one project, by the units they declare and use and their type records by
/// name. Built once per change of the disk index, used by every lint until the next.
struct NameGraph {
    let paths: [FilePath]
    let analyses: [FileAnalysis]
    let keys: [NameKeys]
    let indexByPath: [FilePath: Int]
    let users: [String: [Int]]
    /// Type records by simple name, with the file declaring each.
    let records: [String: [(file: Int, record: FileAnalysis.TypeRecord)]]

    init(_ files: [(path: FilePath, indexed: DiskIndex.Indexed)]) {
        paths = files.map(\.path)
        analyses = files.map(\.indexed.analysis)
        keys = files.map(\.indexed.names)
        var indexByPath: [FilePath: Int] = [:]
        var users: [String: [Int]] = [:]
        var records: [String: [(file: Int, record: FileAnalysis.TypeRecord)]] = [:]
        for (index, file) in files.enumerated() {
            indexByPath[file.path] = index
            for key in file.indexed.names.uses { users[key, default: []].append(index) }
            for record in file.indexed.analysis.types {
                records[ProjectResolver.lastComponent(record.name), default: []].append((index, record))
            }
        }
        self.indexByPath = indexByPath
        self.users = users
        self.records = records
    }

    /// The files whose code can reach code of `seeds`, transitively (each uses a name that the seeds
    /// or an earlier such file declare), as a flag per file. Files in `excluded` (replaced by
    /// buffers) are never taken.
    func reaching(_ seeds: [NameKeys], excluded: [Int]) -> [Bool] {
        var taken = Array(repeating: false, count: paths.count)
        for index in excluded { taken[index] = true }
        var result = Array(repeating: false, count: paths.count)
        var pending: [String] = []
        var seen: Set<String> = []
        func declare(_ keys: NameKeys) {
            for key in keys.declares where seen.insert(key).inserted { pending.append(key) }
        }
        for seed in seeds { declare(seed) }
        while let key = pending.popLast() {
            for index in users[key] ?? [] where !taken[index] {
                taken[index] = true
                result[index] = true
                declare(keys[index])
            }
        }
        return result
    }

    /// The type records of other files that the resolved code's names depend on: every type named
    /// like a type it has code in, instantiates or requires (random identity), and, transitively,
    /// like the types those inherit from. The resolver decides views, name resolution and random
    /// identity by these names alone, so the answers are the whole project's.
    func typeRecords(for code: [FileAnalysis], skipping skipped: [Bool]) -> [FileAnalysis.TypeRecord] {
        var pending: [String] = []
        var seen: Set<String> = []
        func need(_ name: String) {
            let simple = ProjectResolver.lastComponent(name)
            if seen.insert(simple).inserted { pending.append(simple) }
        }
        for analysis in code {
            for record in analysis.types { record.inherited.forEach(need) }
            for unit in analysis.units {
                if let typeName = unit.typeName { need(typeName) }
                for reference in unit.references where reference.kind == .instantiation { need(reference.name) }
            }
            for candidate in analysis.candidates { candidate.requiresRandomIdentityType.map(need) }
        }
        var result: [FileAnalysis.TypeRecord] = []
        while let name = pending.popLast() {
            for (file, record) in records[name] ?? [] where !skipped[file] {
                result.append(record)
                record.inherited.forEach(need)
            }
        }
        return result
    }
}
