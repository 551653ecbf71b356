/// The projects the open buffers belong to, found the way `LintEngine` finds them (`ProjectLayout`),
/// and the disk index their other files come from.
struct Workspace {
    struct Project {
        var root: ProjectLayout.Root
        var configuration: Result<Configuration, ConfigurationLoader.Error>
        /// Runs the configured rules on buffers; nil when the configuration is broken.
        var analyzer: FileAnalyzer?
        /// Its files as the last walk found them; until the first walk ends, the files of the disk
        /// index under the root stand in, so the first diagnostics never wait for the walk.
        var files: [FilePath]?
        /// Its indexed files, as of a generation of the disk index.
        var graph: (generation: Int, value: NameGraph)?
    }

    /// A buffer of a project, analysed with its rules: it replaces the file on disk.
    struct Buffer {
        var path: FilePath
        var analysis: FileAnalysis
    }

    struct ProjectLint {
        var findings: [FilePath: [Diagnostic]]
        /// Files on disk whose code was resolved with the buffers, and all of them (for the trace).
        var reachingFiles: Int
        var projectFiles: Int
    }

    /// The editor's workspace folders (links resolved): the project of a file no marker claims.
    var folders: [FilePath] = []
    /// The editor reports changed files (`workspace/didChangeWatchedFiles`); without it, a walk after
    /// lints finds what changed on disk (`LanguageServer.checkDiskSoon`).
    var isWatched = false
    private(set) var projects: [FilePath: Project] = [:]
    var index = DiskIndex()
    private var layout = ProjectLayout()
    /// Increases whenever configurations are reloaded; buffer analyses made before are stale.
    private(set) var epoch = 0

    /// The path a URI names with its folder's links resolved, as the engine keys files (the file
    /// itself need not exist: a new buffer is linted before it is saved).
    static func resolve(_ path: FilePath) -> FilePath {
        if let real = FileSystem.realPath(path) { return real }
        if let folder = FileSystem.realPath(path.parent) { return folder.appending(path.lastComponent) }
        return path
    }

    /// The root of the project holding `folder`, loading the project on first use. Answers whether
    /// it is new: its configuration must be checked and its files walked.
    mutating func projectRoot(forFolder folder: FilePath) -> (root: FilePath, isNew: Bool) {
        let fallback = folders.filter { contains($0, folder) }.max { $0.bytes.count < $1.bytes.count } ?? folder
        let root = layout.root(forFolder: folder, lintedFolder: fallback)
        guard projects[root.path] == nil else { return (root.path, false) }
        var configuration: Result<Configuration, ConfigurationLoader.Error>
        if let file = root.configFile {
            configuration = ConfigurationLoader.load(file, folder: root.path)
        } else {
            configuration = .success(Configuration(folder: root.path))
        }
        var analyzer: FileAnalyzer? = nil
        if case .success(var loaded) = configuration {
            if root.isProject { loaded.adoptDeclaredDeploymentTarget(projectRoot: root.path) }
            configuration = .success(loaded)
            analyzer = loaded.analyzer
        }
        projects[root.path] = Project(root: root, configuration: configuration, analyzer: analyzer, files: nil)
        return (root.path, true)
    }

    /// Forgets projects and configurations (a `.hitchlint.json` appeared, changed or went away): they
    /// load again on next use. The disk index stays; its entries know their options.
    mutating func reloadConfigurations() {
        projects.removeAll()
        layout = ProjectLayout()
        epoch += 1
    }

    /// Answers whether the project's list of files changed (the first list always does).
    mutating func setFiles(_ files: [FilePath], of root: FilePath) -> Bool {
        guard projects[root] != nil, projects[root]?.files != files else { return false }
        projects[root]?.files = files
        projects[root]?.graph = nil
        return true
    }

    /// Roots of the projects whose walk covers `path` (nested projects: more than one).
    func roots(containing path: FilePath) -> [FilePath] {
        projects.keys.filter { contains($0, path) }
    }

    func contains(_ folder: FilePath, _ path: FilePath) -> Bool {
        path == folder || path.bytes.starts(with: folder.bytes + (folder.bytes.last == UInt8(ascii: "/") ? [] : [UInt8(ascii: "/")]))
    }

    /// The findings of a project's buffers, by path: the per-project steps of `LintEngine.run`, with
    /// the other files' analyses from the disk index, narrowed to the code that can reach the
    /// buffers' code and the type records it depends on (`NameGraph`). Nil when the project's
    /// configuration is broken (the command line lints nothing of it either).
    mutating func lint(_ buffers: [Buffer], project root: FilePath) -> ProjectLint? {
        guard let project = projects[root], case .success(let configuration) = project.configuration else { return nil }
        let options = configuration.viewCodeOptions
        let graph: NameGraph
        if let cached = project.graph, cached.generation == index.generation {
            // Nothing changed since, as the editor or the last walk tells: no file is looked at.
            graph = cached.value
        } else {
            var files: [(path: FilePath, indexed: DiskIndex.Indexed)] = []
            for path in project.files ?? index.paths(under: root) {
                let entry = index.entry(of: path, options: options, maximumSize: configuration.maximumFileSize)
                if let indexed = entry?.indexed { files.append((path, indexed)) }
            }
            if let cached = project.graph, cached.generation == index.generation {
                graph = cached.value
            } else {
                graph = NameGraph(files)
                projects[root]?.graph = (index.generation, graph)
            }
        }
        let replaced = buffers.compactMap { graph.indexByPath[$0.path] }
        let reaching = graph.reaching(buffers.map { NameKeys($0.analysis) }, excluded: replaced)
        var analyses = graph.analyses.indices.filter { reaching[$0] }.map { graph.analyses[$0] }
        // The other files' type records that matter, as one file without code.
        var skipped = reaching
        for index in replaced { skipped[index] = true }
        var records = FileAnalysis(path: root)
        records.types = graph.typeRecords(for: analyses + buffers.map(\.analysis), skipping: skipped)
        analyses.append(records)
        let firstBuffer = analyses.count
        analyses += buffers.map(\.analysis)
        // The constants of the files left out too (a `ForEach` anywhere may go over one); the buffers' as
        // they are now, not as on disk.
        let left = graph.analyses.indices.filter { !skipped[$0] }
        let resolver = ProjectResolver(files: analyses, sharedConstants: left.flatMap { graph.analyses[$0].sharedConstants },
                                       observedObjectProperties: left.flatMap { graph.analyses[$0].observedObjectProperties })
        let engine = LintEngine()
        let request = LintRequest(paths: [])
        var result: [FilePath: [Diagnostic]] = [:]
        for (offset, buffer) in buffers.enumerated() {
            // Unlike `--stdin-filename`, `exclude` holds for open files: generated code stays quiet.
            guard configuration.admits(buffer.path) else {
                result[buffer.path] = []
                continue
            }
            var suppressed = 0
            result[buffer.path] = engine.findings(
                resolver.diagnostics(forFile: firstBuffer + offset), buffer.analysis, configuration,
                request: request, reportedLines: nil, suppressed: &suppressed
            ).sorted(by: Diagnostic.reportOrder)
        }
        return ProjectLint(findings: result, reachingFiles: reaching.filter { $0 }.count, projectFiles: graph.paths.count)
    }
}
