/// What to lint and how.
public struct LintRequest: Sendable {
    /// Files and folders named by the user (display paths, as given).
    public var paths: [FilePath]
    /// Source that replaces a file's contents (an editor's unsaved buffer), with the path it stands for.
    public var standardInput: (path: FilePath, bytes: [UInt8])?
    public var jobs: Int
    public var maximumFileSize: Int
    /// The rules to run; nil for the defaults.
    public var rules: [any Rule]?

    public init(paths: [FilePath], standardInput: (path: FilePath, bytes: [UInt8])? = nil, jobs: Int = 1,
                maximumFileSize: Int = 64 << 20, rules: [any Rule]? = nil) {
        self.paths = paths
        self.standardInput = standardInput
        self.jobs = jobs
        self.maximumFileSize = maximumFileSize
        self.rules = rules
    }
}

public struct LintResult: Sendable {
    public var diagnostics: [Diagnostic]
    public var errors: [LintError]
    public var filesLinted: Int
    /// The files reported on, in order.
    public var lintedPaths: [FilePath]
    /// Findings silenced by `hitchlint:disable` comments.
    public var suppressedCount: Int
}

/// Runs a lint: finds the files, groups them by project, indexes each project in parallel (one read
/// per file), resolves rows across files and returns sorted findings for the files asked about.
public struct LintEngine: Sendable {
    public init() {}

    struct Job: Sendable {
        var readPath: FilePath
        var displayPath: FilePath
        var isTarget: Bool
        var project: Int
    }

    public func run(_ request: LintRequest) -> LintResult {
        var errors: [LintError] = []
        var found = FileWalker.expand(request.paths, errors: &errors)
        if let input = request.standardInput { found = [FileWalker.Found(path: input.path, isExplicit: true)] }
        let plan = planJobs(found, request: request, errors: &errors)
        let analyzer = FileAnalyzer(rules: request.rules ?? RuleRegistry.all.filter(\.description.isEnabledByDefault))
        let jobs = plan.jobs
        let standardInput = request.standardInput
        let maximumFileSize = request.maximumFileSize
        let outcomes: [Result<FileAnalysis, LintError>] = Parallel.map(jobs.count, jobs: request.jobs) { index in
            let job = jobs[index]
            let bytes: [UInt8]
            if job.isTarget, let input = standardInput, input.path == job.displayPath {
                bytes = input.bytes
            } else {
                switch FileSystem.readFile(job.readPath, maximumSize: maximumFileSize) {
                case .success(let read): bytes = read
                case .failure(var error):
                    error.path = job.displayPath
                    return .failure(error)
                }
            }
            return .success(analyzer.analyze(SourceFile(path: job.displayPath, bytes: bytes), runRules: job.isTarget))
        }
        var diagnostics: [Diagnostic] = []
        var suppressed = 0
        var linted = 0
        var lintedPaths: [FilePath] = []
        for project in 0..<plan.projectCount {
            var analyses: [FileAnalysis] = []
            var targetIndices: [Int] = []
            for (index, job) in jobs.enumerated() where job.project == project {
                switch outcomes[index] {
                case .success(let analysis):
                    if job.isTarget { targetIndices.append(analyses.count) }
                    analyses.append(analysis)
                case .failure(let error):
                    if job.isTarget { errors.append(error) }
                }
            }
            let resolver = ProjectResolver(files: analyses)
            for fileIndex in targetIndices {
                linted += 1
                lintedPaths.append(analyses[fileIndex].path)
                let filter = SuppressionFilter(analyses[fileIndex].directives)
                for diagnostic in resolver.diagnostics(forFile: fileIndex) {
                    if filter.suppressor(of: diagnostic) != nil { suppressed += 1 } else { diagnostics.append(diagnostic) }
                }
            }
        }
        diagnostics.sort(by: Diagnostic.reportOrder)
        Diagnostic.assignFingerprints(&diagnostics)
        lintedPaths.sort()
        errors.sort { ($0.path?.bytes ?? []).lexicographicallyPrecedes($1.path?.bytes ?? []) }
        return LintResult(
            diagnostics: diagnostics, errors: errors, filesLinted: linted, lintedPaths: lintedPaths,
            suppressedCount: suppressed)
    }

    struct Plan {
        var jobs: [Job]
        var projectCount: Int
    }

    /// Groups the files asked about by project and adds every other Swift file of each project as an
    /// index-only job, so row inference sees the whole project.
    func planJobs(_ found: [FileWalker.Found], request: LintRequest, errors: inout [LintError]) -> Plan {
        var layout = ProjectLayout()
        var projects: [ProjectLayout.Root] = []
        var projectIndex: [ProjectLayout.Root: Int] = [:]
        var targetsByProject: [[(display: FilePath, real: FilePath)]] = []
        var seenTargets: Set<FilePath> = []
        let isStandardInput = request.standardInput != nil
        for file in found {
            let real: FilePath
            if let resolved = FileSystem.realPath(file.path) {
                real = resolved
            } else if isStandardInput, let folder = FileSystem.realPath(file.path.parent) {
                real = folder.appending(file.path.lastComponent)  // an unsaved buffer need not exist on disk
            } else {
                errors.append(LintError(path: file.path, summary: "cannot read", reason: FileSystem.reason(errnoValue())))
                continue
            }
            guard seenTargets.insert(real).inserted else { continue }
            let lintedFolder = FileSystem.realPath(file.isExplicit ? file.path.parent : lintedRoot(of: file, request)) ?? real.parent
            let root = layout.root(forFolder: real.parent, lintedFolder: lintedFolder)
            let index: Int
            if let existing = projectIndex[root] {
                index = existing
            } else {
                index = projects.count
                projectIndex[root] = index
                projects.append(root)
                targetsByProject.append([])
            }
            targetsByProject[index].append((file.path, real))
        }
        var jobs: [Job] = []
        for (index, root) in projects.enumerated() {
            let targets = targetsByProject[index]
            var targetByReal: [FilePath: FilePath] = [:]
            for target in targets { targetByReal[target.real] = target.display }
            var ignoredErrors: [LintError] = []
            for path in FileWalker.swiftFiles(under: root.path, errors: &ignoredErrors) {
                if let display = targetByReal.removeValue(forKey: path) {
                    jobs.append(Job(readPath: isStandardInput ? path : display, displayPath: display, isTarget: true, project: index))
                } else {
                    jobs.append(Job(readPath: path, displayPath: path, isTarget: false, project: index))
                }
            }
            // Targets the walk does not reach (hidden folders, explicit non-.swift files).
            for target in targets where targetByReal[target.real] != nil {
                jobs.append(Job(readPath: target.display, displayPath: target.display, isTarget: true, project: index))
            }
        }
        return Plan(jobs: jobs, projectCount: projects.count)
    }

    /// The user-named folder a walked file came from.
    func lintedRoot(of file: FileWalker.Found, _ request: LintRequest) -> FilePath {
        for path in request.paths where file.path.bytes.starts(with: path.bytes) { return path }
        return file.path.parent
    }
}

extension LintEngine {
    /// Lints sources held in memory as one project (every file indexed, every file reported on),
    /// with their suppression comments applied. The docs' examples and editors' buffers use this.
    public static func lint(_ sources: [SourceFile], rules: [any Rule] = RuleRegistry.all,
                            options: ViewCodeOptions = ViewCodeOptions()) -> [Diagnostic] {
        let analyzer = FileAnalyzer(rules: rules, viewCodeOptions: options)
        let analyses = sources.map { analyzer.analyze($0, runRules: true) }
        let resolver = ProjectResolver(files: analyses)
        var diagnostics: [Diagnostic] = []
        for index in analyses.indices {
            let filter = SuppressionFilter(analyses[index].directives)
            diagnostics += resolver.diagnostics(forFile: index).filter { filter.suppressor(of: $0) == nil }
        }
        return diagnostics.sorted(by: Diagnostic.reportOrder)
    }
}
