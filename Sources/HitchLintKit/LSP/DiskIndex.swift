/// Index-only analyses of the Swift files on disk, kept between lints: a keystroke re-analyses its
/// buffer, not the project. An entry is reused while it was made with the same row containers and
/// view builders and the file is unchanged: the editor reports changes when it watches files for
/// us, else a walk after lints checks every file's size and modification time, off the lint's path.
struct DiskIndex: Sendable {
    /// What a lint needs of a file.
    struct Indexed: Sendable {
        var analysis: FileAnalysis
        var names: NameKeys
    }

    struct Entry: Sendable {
        var size: Int
        var modified: Int
        var options: ViewCodeOptions
        /// Nil for files that cannot be indexed: unreadable, binary or over the size limit.
        var indexed: Indexed?

        func matches(_ status: FileSystem.Status, _ options: ViewCodeOptions) -> Bool {
            status.size == size && status.modified == modified && options == self.options
        }
    }

    private(set) var entries: [FilePath: Entry] = [:]
    /// Increases whenever an entry changes: what is derived from the entries is stale.
    private(set) var generation = 0

    /// The entry of `path`, read when there is none yet; nil when it is gone. A known entry is
    /// trusted without a `stat`: the editor reports changes (see `invalidate`), or walks find them.
    mutating func entry(of path: FilePath, options: ViewCodeOptions, maximumSize: Int) -> Entry? {
        if let entry = entries[path], entry.options == options { return entry }
        guard let status = FileSystem.status(path), status.kind == .regular else {
            if entries.removeValue(forKey: path) != nil { generation += 1 }
            return nil
        }
        let entry = Self.entry(path, status, options: options, maximumSize: maximumSize)
        entries[path] = entry
        generation += 1
        return entry
    }

    /// Forgets a file the editor reported changed or deleted: the next lint reads it again.
    mutating func invalidate(_ path: FilePath) {
        if entries.removeValue(forKey: path) != nil { generation += 1 }
    }

    mutating func merge(_ fresh: [FilePath: Entry]) {
        guard !fresh.isEmpty else { return }
        entries.merge(fresh) { _, new in new }
        generation += 1
    }

    /// Files indexed under `root`, in path order: a project's files before its first walk is done
    /// (another project's walk may have covered them).
    func paths(under root: FilePath) -> [FilePath] {
        var prefix = root.bytes
        if prefix.last != UInt8(ascii: "/") { prefix.append(UInt8(ascii: "/")) }
        return entries.keys.filter { $0.bytes.starts(with: prefix) }.sorted()
    }

    static func entry(_ path: FilePath, _ status: FileSystem.Status, options: ViewCodeOptions, maximumSize: Int) -> Entry {
        var indexed: Indexed? = nil
        if case .success(let bytes) = FileSystem.readFile(path, maximumSize: maximumSize), !BinaryDetector.looksBinary(bytes) {
            // Rules do not run on index-only files, so an analyzer without rules indexes them the same.
            let analysis = FileAnalyzer(rules: [], viewCodeOptions: options).analyze(SourceFile(path: path, bytes: bytes), runRules: false)
            indexed = Indexed(analysis: analysis, names: NameKeys(analysis))
        }
        return Entry(size: status.size, modified: status.modified, options: options, indexed: indexed)
    }

    /// A project's files, as `LintEngine` walks them (git's ignores respected), with fresh entries
    /// for those `known` lacks or has stale. Runs off the server's queue, in parallel.
    static func walk(root: FilePath, options: ViewCodeOptions, maximumSize: Int, known: [FilePath: Entry],
                     jobs: Int) -> (files: [FilePath], fresh: [FilePath: Entry]) {
        var walker = FileWalker(respectsGitIgnore: true)
        var errors: [LintError] = []
        let files = walker.swiftFiles(under: root, absolute: root, errors: &errors).map(\.absolute)
        let stale: [(path: FilePath, status: FileSystem.Status)] = files.compactMap { path in
            guard let status = FileSystem.status(path), status.kind == .regular else { return nil }
            if let entry = known[path], entry.matches(status, options) { return nil }
            return (path, status)
        }
        let entries = Parallel.map(stale.count, jobs: jobs) { index in
            entry(stale[index].path, stale[index].status, options: options, maximumSize: maximumSize)
        }
        var fresh: [FilePath: Entry] = [:]
        for (index, item) in stale.enumerated() { fresh[item.path] = entries[index] }
        return (files, fresh)
    }
}
