/// The indexed files of one project, by the units they declare and use and their type records by
/// name. Built once per change of the disk index, used by every lint until the next.
struct NameGraph {
    let paths: [FilePath]
    let analyses: [FileAnalysis]
    let keys: [NameKeys]
    let indexByPath: [FilePath: Int]
    let users: [UInt64: [Int]]
    /// Type records by the hash of their simple name, with the file declaring each.
    let records: [UInt64: [(file: Int, record: FileAnalysis.TypeRecord)]]

    init(_ files: [(path: FilePath, indexed: DiskIndex.Indexed)]) {
        paths = files.map(\.path)
        analyses = files.map(\.indexed.analysis)
        keys = files.map(\.indexed.names)
        var indexByPath: [FilePath: Int] = [:]
        var users: [UInt64: [Int]] = [:]
        var records: [UInt64: [(file: Int, record: FileAnalysis.TypeRecord)]] = [:]
        for (index, file) in files.enumerated() {
            indexByPath[file.path] = index
            for key in file.indexed.names.uses { users[key, default: []].append(index) }
            for record in file.indexed.analysis.types {
                records[record.simpleNameHash, default: []].append((index, record))
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
        var pending: [UInt64] = []
        var seen: Set<UInt64> = []
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
        var pending: [UInt64] = []
        var seen: Set<UInt64> = []
        func need(hash: UInt64) {
            if seen.insert(hash).inserted { pending.append(hash) }
        }
        func need(_ name: String) { need(hash: NameHash.ofLastComponent(name.utf8)) }
        func need(bytes name: ArraySlice<UInt8>) { need(hash: NameHash.ofLastComponent(name)) }
        for analysis in code {
            for record in analysis.types { record.forEachInherited(need(bytes:)) }
            for unit in analysis.units {
                if let typeName = analysis.typeNameBytes(of: unit) { need(bytes: typeName) }
                for reference in analysis.references(of: unit) where reference.kind == .instantiation { need(hash: reference.key) }
            }
            for candidate in analysis.candidates { candidate.requiresRandomIdentityType.map(need) }
        }
        var result: [FileAnalysis.TypeRecord] = []
        while let name = pending.popLast() {
            for (file, record) in records[name] ?? [] where !skipped[file] {
                result.append(record)
                record.forEachInherited(need(bytes:))
            }
        }
        return result
    }
}
