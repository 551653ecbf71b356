/// The part of a project that a lint of a few of its files needs: the files whose code can reach
/// theirs (transitively, by `NameKeys`), and the type records that decide, for that code, what is a
/// view and what a name means. Found through the index cache's key pairs, decoding only the records
/// it takes: linting one file of a large project with a warm cache resolves a handful of files, not
/// all of them. The language server narrows the same way over its memory (`NameGraph`).
struct IndexSubset {
    /// How a project file stands after the index pass.
    enum Indexed: Sendable {
        /// Unchanged since the cache recorded it: its record is the cache's, still encoded.
        case stored(Int)
        /// Boxed: a record inline made every file's outcome a few hundred bytes, copied at each step
        /// of a warm run, where nearly all outcomes are `stored`.
        case analyzed(AnalyzedRecord)
        case failed(LintError)
    }

    /// A record just analysed, in a box of its own: one field is read without the whole record copied
    /// (each of its arrays retained and released), and a lint without a cache moves the record out
    /// (`take`) where an `indirect` case's payload could only be copied out and the copy in the box
    /// destroyed after it: 800 instructions a file, 13,283 times on one thread for the corpus.
    final class AnalyzedRecord: @unchecked Sendable {
        /// Set when the box is made; moved out only by `take`, by the box's one holder.
        private(set) var analysis: FileAnalysis

        init(_ analysis: FileAnalysis) { self.analysis = analysis }

        /// The record, moved out; the box keeps an empty one of its path.
        func take() -> FileAnalysis {
            var taken = FileAnalysis(path: analysis.path)
            swap(&taken, &analysis)
            return taken
        }
    }

    /// Positions (in the project's files) whose code is resolved, in order: the targets and the
    /// files whose code can reach theirs.
    private(set) var code: [Int] = []
    /// Type records of other files that the code's names depend on.
    private(set) var typeRecords: [FileAnalysis.TypeRecord] = []
    /// Simple names (hashed) of the random-identity types of files outside `code`.
    private(set) var randomIdentityTypes: Set<UInt64> = []

    /// `analysis`: a file's record (decoded from the cache, or read again if that fails). Nil when
    /// the cache's keys cannot be read (its index was damaged or rewritten since it was loaded).
    init?(targets: [Int], files: [Indexed], cache: IndexCache, analysis: (Int) -> FileAnalysis?) {
        // Only type records with conformances can make a type a view (or a protocol a view protocol);
        // the others only name types, and the resolver keeps only names that are views.
        var positionOfStored = Array(repeating: -1, count: cache.files.count)
        var freshKeys: [Int: NameKeys] = [:]
        var freshUsers: [UInt64: [Int]] = [:]
        var freshTypeDeclarers: [UInt64: [Int]] = [:]
        var taken = Array(repeating: false, count: files.count)
        for target in targets { taken[target] = true }
        for (position, file) in files.enumerated() {
            switch file {
            case .stored(let stored):
                positionOfStored[stored] = position
            case .analyzed(let record) where !taken[position]:
                let fresh = record.analysis
                let keys = NameKeys(fresh)
                freshKeys[position] = keys
                for key in keys.uses { freshUsers[key, default: []].append(position) }
                for type in fresh.types where type.hasInheritance {
                    freshTypeDeclarers[type.simpleNameHash, default: []].append(position)
                }
            default:
                break
            }
        }
        var loaded: [Int: FileAnalysis] = [:]
        func load(_ position: Int) -> FileAnalysis? {
            if let known = loaded[position] { return known }
            let result = analysis(position)
            loaded[position] = result
            return result
        }

        // The files reaching the targets' code: a breadth of keys, each followed to its users once.
        var pending: [UInt64] = []
        var seen: Set<UInt64> = []
        func declare(_ keys: [UInt64]) {
            for key in keys where seen.insert(key).inserted { pending.append(key) }
        }
        var code = targets
        func take(_ position: Int) -> Bool {
            guard position >= 0, !taken[position] else { return true }
            taken[position] = true
            code.append(position)
            guard case .stored(let stored) = files[position] else {
                declare(freshKeys[position]?.declares ?? [])
                return true
            }
            guard let keys = cache.declares(of: stored) else { return false }
            declare(keys)
            return true
        }
        for target in targets { load(target).map { declare(NameKeys($0).declares) } }
        while let key = pending.popLast() {
            guard let users = cache.users(of: key) else { return nil }
            for stored in users { guard take(positionOfStored[stored]) else { return nil } }
            for position in freshUsers[key] ?? [] { _ = take(position) }
        }
        self.code = code.sorted()

        // The type records those names depend on, and the ones those inherit from.
        var pendingTypes: [UInt64] = []
        var seenTypes: Set<UInt64> = []
        func need(_ simpleName: UInt64) {
            if seenTypes.insert(simpleName).inserted { pendingTypes.append(simpleName) }
        }
        func need(name: ArraySlice<UInt8>) { need(NameHash.ofLastComponent(name)) }
        for position in self.code {
            guard let file = load(position) else { continue }
            for record in file.types { record.forEachInherited(need(name:)) }
            for unit in file.units { file.typeNameBytes(of: unit).map(need(name:)) }
            for reference in file.references where reference.kind == .instantiation { need(reference.key) }
        }
        while let simpleName = pendingTypes.popLast() {
            guard let stored = cache.typeDeclarers(of: simpleName) else { return nil }
            let declarers = stored.map { positionOfStored[$0] } + (freshTypeDeclarers[simpleName] ?? [])
            for position in declarers where position >= 0 && !taken[position] {
                let types: [FileAnalysis.TypeRecord]
                switch files[position] {
                case .stored(let stored): types = cache.types(of: stored) ?? load(position)?.types ?? []
                case .analyzed(let record): types = record.analysis.types
                case .failed: types = []
                }
                for record in types where record.simpleNameHash == simpleName && record.hasInheritance {
                    typeRecords.append(record)
                    record.forEachInherited(need(name:))
                }
            }
        }

        for (position, file) in files.enumerated() where !taken[position] {
            switch file {
            case .stored(let stored): randomIdentityTypes.formUnion(cache.randomIdentityTypes(of: stored))
            case .analyzed(let record): randomIdentityTypes.formUnion(record.analysis.randomIdentityKeys)
            case .failed: break
            }
        }
    }
}
