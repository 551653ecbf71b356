/// Settings given on the command line; they win over `.hitchlint.json`.
public struct ConfigurationOverrides: Sendable {
    public var select: [String]? = nil
    public var extendSelect: [String] = []
    public var ignore: [String] = []
    public var failOn: Severity? = nil
    /// Apply `exclude` to files named explicitly too (what pre-commit passes).
    public var forceExclude = false

    public init() {}

    func apply(to configuration: inout Configuration) {
        if let select { configuration.select = select }
        configuration.extendSelect += extendSelect
        configuration.ignore += ignore
        if let failOn { configuration.failOn = failOn }
    }
}

/// What to lint and how.
public struct LintRequest: Sendable {
    /// Files and folders named by the user (display paths, as given).
    public var paths: [FilePath]
    /// Contents that replace files' contents on disk, by the path they stand for: an editor's unsaved
    /// buffer (`--stdin-filename`), or what is staged for commit (`--staged`). When set, exactly these
    /// files and the files in `paths` (read from disk) are reported on; the rest of each project is
    /// still indexed from disk.
    public var sourceOverrides: [FilePath: [UInt8]]? = nil
    /// Of the files `paths` name, only these are reported on (display paths, as a lint of the same
    /// `paths` gives them), each still in the project the paths put it in: `--fix` lints the files it
    /// fixed again so, their fixed text in `sourceOverrides`. Named alone, the files of a folder with no
    /// project marker would each be a project of its own, blind to the rows the others place them in.
    public var reportedPaths: Set<FilePath>? = nil
    /// Report only findings on these lines (`--changed-since`), by absolute path; nil reports all.
    public var changedLines: [FilePath: [ClosedRange<Int>]]? = nil
    public var jobs: Int
    /// A configuration file for every project (`--config`), instead of each project's own.
    public var configFile: FilePath?
    public var overrides = ConfigurationOverrides()
    /// Report `hitchlint:disable` comments that silence nothing.
    public var reportsUnusedSuppressions = false
    /// Fingerprints of accepted findings (`--baseline`): these are not reported.
    public var baseline: Baseline.Fingerprints? = nil
    public var respectsGitIgnore = true
    /// Keep each project's index in `.hitchlint_cache/` and reuse the records of unchanged files.
    public var usesIndexCache = false

    public init(paths: [FilePath], jobs: Int = 1) {
        self.paths = paths
        self.jobs = jobs
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
    /// Findings at or above their project's `failOn` severity.
    public var failingCount: Int
    /// Findings left out because the baseline lists them.
    public var baselinedCount = 0

    /// Whether a file could not be linted (files skipped on purpose, like binaries, do not count).
    public var hasFailures: Bool { errors.contains { !$0.isNotice } }

    public init(diagnostics: [Diagnostic], errors: [LintError] = [], filesLinted: Int, lintedPaths: [FilePath] = [],
                suppressedCount: Int = 0, failingCount: Int = 0) {
        self.diagnostics = diagnostics
        self.errors = errors
        self.filesLinted = filesLinted
        self.lintedPaths = lintedPaths
        self.suppressedCount = suppressedCount
        self.failingCount = failingCount
    }
}

/// Runs a lint: finds the files, groups them by project, indexes each project in parallel, resolves
/// rows across files, then reads again the files asked about that view code reaches and turns their
/// rules' candidates into findings at once. Two passes keep memory to the compact index plus the
/// findings: no file's contents, syntax or candidates are held while the rest of the project is read.
public struct LintEngine: Sendable {
    public init() {}

    struct Job: Sendable {
        var readPath: FilePath
        var displayPath: FilePath
        /// The path relative to the project root: fingerprints do not depend on where hitchlint runs.
        /// Kept as the bytes of the path it ends (no `String` for each of a project's files: making
        /// and freeing them was a fifth of a warm one-file lint's own work).
        var projectPathBytes: ArraySlice<UInt8>
        var projectPath: String { String(decoding: projectPathBytes, as: UTF8.self) }
        var isTarget: Bool
        var project: Int
        /// The file's status as the walk found it (when the index cache is in use).
        var status: FileSystem.Status? = nil
        /// Found by the project's walk, with a path that text keeps exactly (not cached otherwise: an
        /// explicit file the walk skips would come and go from the cache, and two names that differ
        /// only in invalid UTF-8 would share an entry).
        var isCacheable = true
        /// Found by a walk, as a regular file (not named on its own, which could be anything).
        var isWalked = true
    }

    struct Project {
        var root: ProjectLayout.Root
        var configuration: Configuration
        var analyzer: FileAnalyzer
    }

    public func run(_ request: LintRequest) -> LintResult {
        // A file last changed well before this is the same in the second pass as in the first (`secondPass`).
        let started = IndexCache.now
        var errors: [LintError] = []
        var walker = FileWalker(respectsGitIgnore: request.respectsGitIgnore, jobs: request.jobs)
        walker.stampsNamedFolders = request.usesIndexCache
        var found = walker.expand(request.paths, errors: &errors)
        if let reported = request.reportedPaths {
            found.removeAll { !reported.contains($0.path) }
        } else if let overrides = request.sourceOverrides {
            // The files named beside them are read from disk (staged files whose work-tree bytes are the staged ones).
            found += overrides.keys.map { FileWalker.Found(path: $0, absolute: nil, isExplicit: true) }
            found.sort { $0.path < $1.path }
        }
        var loading: (keys: [UInt64], uses: [Bool], caches: Background<[IndexCache?]>)? = nil
        let (projects, jobs) = plan(found, request: request, walker: &walker, errors: &errors) { projects in
            // The caches load while the projects are walked.
            let keys = projects.map { IndexCache.key(options: $0.configuration.viewCodeOptions) }
            let uses = projects.map { request.usesIndexCache && $0.root.isProject }
            let roots = projects.map(\.root.path)
            loading = (keys, uses, Background { roots.indices.map { uses[$0] ? IndexCache.load(root: roots[$0], key: keys[$0]) : nil } })
        }
        // Each project's cache, index records and resolution input are let go before its second pass:
        // a large project's index is most of the memory a lint holds.
        var caches = loading?.caches.take() ?? []
        let cacheKeys = loading?.keys ?? []
        let usesCache = loading?.uses ?? []
        loading = nil
        // Most runs are of one project: its outcomes are the list as it is (held once: the resolver is
        // to be the only holder of the records, so that it can free what it no longer needs).
        var outcomesByProject: [[JobOutcome]]
        if projects.count == 1 {
            outcomesByProject = [indexPass(jobs, projects: projects, caches: caches, usesCache: usesCache, request: request)]
        } else {
            outcomesByProject = Array(repeating: [], count: projects.count)
            let outcomes = indexPass(jobs, projects: projects, caches: caches, usesCache: usesCache, request: request)
            for index in jobs.indices { outcomesByProject[jobs[index].project].append(outcomes[index]) }
        }
        var result = LintResult(diagnostics: [], filesLinted: 0)
        // Each linted file's findings, already in report order: put in order as whole files, not
        // sorted one by one (a large run's tens of thousands of findings, each copied at every move).
        var findingsByFile: [[Diagnostic]] = []
        // Each project's jobs, listed in one pass (filtered from every job for each project, a monorepo of
        // 12,000 one-file packages spent more on that than on linting them).
        var membersByProject: [[Int]] = Array(repeating: [], count: projects.count)
        for index in jobs.indices { membersByProject[jobs[index].project].append(index) }
        for (projectIndex, project) in projects.enumerated() {
            let members = membersByProject[projectIndex]
            membersByProject[projectIndex] = []
            var cache: IndexCache? = nil
            if !caches.isEmpty { swap(&cache, &caches[projectIndex]) }
            var memberOutcomes: [JobOutcome] = []
            swap(&memberOutcomes, &outcomesByProject[projectIndex])
            var input = resolutionInputUpdatingCache(
                project, members: members, jobs: jobs, outcomes: consume memberOutcomes, cache: consume cache,
                key: cacheKeys.isEmpty ? 0 : cacheKeys[projectIndex], errors: &errors, request: request)
            let targets = input.targets
            for (target, found) in zip(targets, secondPass(project, &input, jobs: jobs, request: request, started: started)) {
                // Removed, grown past the limit or turned binary since it was indexed.
                if let error = found.error {
                    errors.append(error)
                    continue
                }
                result.filesLinted += 1
                result.lintedPaths.append(jobs[target.job].displayPath)
                result.suppressedCount += found.suppressed
                var diagnostics = found.diagnostics
                if let baseline = request.baseline {
                    let before = diagnostics.count
                    diagnostics.removeAll { baseline.contains($0.fingerprint) }
                    result.baselinedCount += before - diagnostics.count
                }
                result.failingCount += diagnostics.reduce(0) { $0 + ($1.failsRun ? 1 : 0) }
                if !diagnostics.isEmpty { findingsByFile.append(diagnostics) }
            }
        }
        // Files in path order (report order's first key; a file's findings all carry its path).
        findingsByFile.sort { $0[0].path < $1[0].path }
        result.diagnostics = Self.joining(&findingsByFile, threads: request.jobs)
        result.lintedPaths.sort()
        errors.sort { ($0.path?.bytes ?? []).lexicographicallyPrecedes($1.path?.bytes ?? []) }
        result.errors = errors
        return result
    }

    /// Every group's findings, one group after another, moved out of `groups` (left empty): copied,
    /// each finding's strings were retained, then released with the groups. The groups are shared out
    /// among `threads` by their findings' count, each moving its own into their place: writing the
    /// corpus's 33,773 findings (8 MB of memory met for the first time) took 7.5 ms on one thread
    /// while the other core waited, at the end of the lint.
    static func joining(_ groups: inout [[Diagnostic]], threads: Int) -> [Diagnostic] {
        // Where each group's findings start, and where each thread's groups start.
        let starts = groups.reduce(into: [0]) { starts, group in starts.append(starts[starts.count - 1] + group.count) }
        let total = starts[starts.count - 1]
        let parts = max(1, min(threads, total / 1024))
        let firstGroups = (0...parts).map { part in
            partitionPoint(in: 0..<groups.count) { starts[$0] < total * part / parts }
        }
        return Array(unsafeUninitializedCapacity: total) { buffer, initialized in
            let joined = SharedBuffer(buffer)
            groups.withUnsafeMutableBufferPointer { groups in
                let groups = SharedBuffer(groups)
                _ = Parallel.map(parts, jobs: parts) { part in
                    for group in firstGroups[part]..<firstGroups[part + 1] {
                        var end = starts[group + 1]
                        while let diagnostic = groups[group].popLast() {
                            end -= 1
                            (joined.buffer.baseAddress! + end).initialize(to: diagnostic)
                        }
                    }
                }
            }
            initialized = total
        }
    }

    /// The project's `resolutionInput`, after which its cache is brought up to date. Takes the index
    /// pass's outcomes and the cache over, and returns holding neither: the resolver is to be the only
    /// holder of the project's records, so that it can free what it no longer needs.
    func resolutionInputUpdatingCache(_ project: Project, members: [Int], jobs: [Job], outcomes: consuming [JobOutcome],
                                      cache: consuming IndexCache?, key: UInt64, errors: inout [LintError],
                                      request: LintRequest) -> ResolutionInput {
        guard let loaded = cache else {
            return Self.resolutionInput(members: members, jobs: jobs, indexed: consume outcomes, errors: &errors)
        }
        var input = resolutionInput(project, members: members, jobs: jobs, outcomes: outcomes, cache: loaded,
                                    errors: &errors, request: request)
        updateCache(loaded, root: project.root.path, key: key, members: members, jobs: jobs, outcomes: outcomes,
                    repaired: input.repaired, rewriting: input.cacheIsDamaged, threads: request.jobs)
        input.repaired = [:]
        return input
    }

    /// Pass 1: every file's index record, on every core. A file whose stamp matches its cache entry
    /// is not read, and its record stays encoded until the resolution needs it.
    func indexPass(_ jobs: [Job], projects: [Project], caches: [IndexCache?], usesCache: [Bool],
                   request: LintRequest) -> [JobOutcome] {
        let sourceOverrides = request.sourceOverrides
        let analyzers = projects.map(\.analyzer)
        let maximumSizes = projects.map(\.configuration.maximumFileSize)
        // Each project's references in blocks of its own (past the first, in a spill file until the
        // resolution drops those that lead nowhere): its resolver frees them when done with them.
        let storages = projects.map { _ in ReferenceStorage() }
        let caches = caches.map { $0.map(SharedCache.init) }
        // Each project's files are planned together, in the walk's order, as its cache stores them.
        var firstJobs = Array(repeating: 0, count: projects.count)
        for index in jobs.indices.reversed() { firstJobs[jobs[index].project] = index }
        let firstJob = firstJobs
        let readAhead = Self.readAhead(jobs, caches: caches, request: request)
        defer { readAhead?.stop() }
        return Parallel.map(jobs.count, jobs: request.jobs) { index in
            // The job's fields are read where they lie until it is to be read: copying the job (its
            // paths retained and released) cost more than finding the file in the cache.
            let project = jobs[index].project
            let override = jobs[index].isTarget ? sourceOverrides?[jobs[index].displayPath] : nil
            // Stamped before reading: a file changed while it is read gets a new stamp on the next run.
            let stamp = !usesCache[project] || override != nil || !jobs[index].isCacheable ? nil
                : IndexCache.Stamp(jobs[index].status ?? FileSystem.status(jobs[index].readPath))
            if let stamp, stamp.size <= maximumSizes[project],
               let stored = caches[project]?.unchangedFile(atPath: jobs[index].projectPathBytes, stamp: stamp,
                                                           likelyIndex: index - firstJob[project]) {
                return JobOutcome(indexed: .stored(stored), stamp: stamp)
            }
            let job = jobs[index]
            let opened = readAhead?.take(index)
            let analysis = Self.source(of: job, override: override, maximumSize: maximumSizes[job.project], openedAs: opened)
                .map { analyzers[job.project].analyze($0, runRules: false, storage: storages[job.project]) }
            switch analysis {
            case .success(let analysis): return JobOutcome(indexed: .analyzed(IndexSubset.AnalyzedRecord(analysis)), stamp: stamp)
            case .failure(let error): return JobOutcome(indexed: .failed(error), stamp: stamp)
            }
        }
    }

    /// The files the index pass will read, opened and read ahead of its workers: every walked file of
    /// a project without a loaded cache (with one, most files are not read at all). Not for fewer than
    /// 64 files (an editor's run, a small project): a thread would cost more than it could save.
    static func readAhead(_ jobs: [Job], caches: [SharedCache?], request: LintRequest) -> ReadAhead? {
        let paths = jobs.map { job in
            caches[job.project] == nil && job.isWalked && request.sourceOverrides?[job.displayPath] == nil ? job.readPath : nil
        }
        guard paths.lazy.filter({ $0 != nil }).count >= 64 else { return nil }
        return ReadAhead.start(paths)
    }

    /// A project's loaded cache, looked up through a reference: looked up in an array of values, it was
    /// copied for each file (and its buffers retained and released, on every core).
    final class SharedCache: Sendable {
        private let cache: IndexCache

        init(_ cache: IndexCache) { self.cache = cache }

        func unchangedFile(atPath path: ArraySlice<UInt8>, stamp: IndexCache.Stamp, likelyIndex: Int) -> Int? {
            cache.unchangedFile(atPath: path, stamp: stamp, likelyIndex: likelyIndex)
        }
    }

    /// What a project's resolution takes: the records of the code to resolve, in job order, which of
    /// them are targets, and what files left out say of the whole project (random-identity types, type
    /// constants, `@ObservedObject` properties).
    struct ResolutionInput {
        /// Files whose cached record was damaged, indexed again, by job.
        var repaired: [Int: FileAnalysis] = [:]
        var analyses: [FileAnalysis] = []
        var targets: [(index: Int, job: Int)] = []
        var otherRandomIdentityTypes: Set<UInt64> = []
        /// The type constants of files left out of the subset resolved (`ProjectResolver`).
        var otherSharedConstants: [UInt64] = []
        /// The same of their `@ObservedObject` properties (`FileAnalysis.observedObjectProperties`).
        var otherObservedObjectProperties: [UInt64] = []
        /// The cache's keys could not be read (its index was damaged, or rewritten since it was
        /// loaded): the whole project was resolved, and the cache is to be written again.
        var cacheIsDamaged = false
    }

    /// Every record of a project indexed without a cache (no record to decode, no subset to find),
    /// each moved out of its outcome's box: copied through the general path's steps, each record's arrays
    /// were retained and released four times, on one thread, while the other core waited (~14 ms of the
    /// corpus's 2-job lint).
    static func resolutionInput(members: [Int], jobs: [Job], indexed outcomes: consuming [JobOutcome],
                                errors: inout [LintError]) -> ResolutionInput {
        var input = ResolutionInput()
        input.analyses.reserveCapacity(outcomes.count)
        for (position, jobIndex) in members.enumerated() {
            switch outcomes[position].indexed {
            case .analyzed(let record):
                if jobs[jobIndex].isTarget { input.targets.append((input.analyses.count, jobIndex)) }
                input.analyses.append(record.take())
            case .failed(let error):
                if jobs[jobIndex].isTarget { errors.append(error) }
            case .stored:
                // Only a loaded cache stores records: a lint goes on without the file rather than stop.
                assertionFailure("a record stored in a cache without a cache loaded")
            }
        }
        return input
    }

    /// Every record of the project, or, for a few targets of a project with a cache, only the code
    /// that can reach theirs (`IndexSubset`). Targets that could not be indexed go to `errors`.
    /// `outcomes`: the index pass's, of `members` in order.
    func resolutionInput(_ project: Project, members: [Int], jobs: [Job], outcomes: [JobOutcome], cache: IndexCache,
                         errors: inout [LintError], request: LintRequest) -> ResolutionInput {
        let indexed = outcomes.map { $0.indexed }
        var targetPositions: [Int] = []
        for (position, jobIndex) in members.enumerated() where jobs[jobIndex].isTarget {
            if case .failed(let error) = indexed[position] { errors.append(error) } else { targetPositions.append(position) }
        }
        let resolvesSubset = !cache.files.isEmpty && targetPositions.count * 16 < members.count
        let analyzer = project.analyzer
        let maximumSize = project.configuration.maximumFileSize
        // A file's record: decoded from the cache (from `block` if it holds it), read again if that
        // fails (`repaired`), or as analysed. Decoded references share a few blocks, as indexed ones do.
        let storage = ReferenceStorage()
        @Sendable func analysis(_ position: Int, from block: IndexCache.RecordBlock? = nil) -> Materialized {
            let job = jobs[members[position]]
            switch indexed[position] {
            case .analyzed(let record): return .indexed(record.analysis)
            case .failed(let error): return .failed(error)
            case .stored(let stored):
                if let decoded = cache.analysis(of: stored, path: job.displayPath, from: block, storage: storage) {
                    return .indexed(decoded)
                }
                switch Self.source(of: job, override: nil, maximumSize: maximumSize) {
                case .success(let source): return .repaired(analyzer.analyze(source, runRules: false))
                case .failure(let error): return .failed(error)
                }
            }
        }
        var input = ResolutionInput()
        var code = Array(members.indices)
        var otherRecords = FileAnalysis(path: project.root.path)
        var materialized: [Int: Materialized] = [:]  // by the subset search, which runs on this thread
        if resolvesSubset {
            let subset = IndexSubset(targets: targetPositions, files: indexed, cache: cache) { position in
                let result = materialized[position] ?? analysis(position)
                materialized[position] = result
                return result.analysis
            }
            if let subset {
                code = subset.code
                otherRecords.types = subset.typeRecords
                input.otherRandomIdentityTypes = subset.randomIdentityTypes
            } else {
                input.cacheIsDamaged = true
            }
        }
        // Files left out of the subset count for the whole project too (a `ForEach` anywhere may go over
        // their constants, a call anywhere hand their `@ObservedObject`s a new object); the records
        // resolved carry their own.
        if code.count < members.count {
            var isResolved = Array(repeating: false, count: members.count)
            for position in code { isResolved[position] = true }
            for (position, file) in indexed.enumerated() where !isResolved[position] {
                // What the subset search read of it, if it did (indexed again when its record was damaged: the
                // cache is to keep the new record).
                if let known = materialized[position] {
                    if case .repaired(let analysis) = known { input.repaired[members[position]] = analysis }
                    input.otherSharedConstants += known.analysis?.sharedConstants ?? []
                    input.otherObservedObjectProperties += known.analysis?.observedObjectProperties ?? []
                    continue
                }
                switch file {
                case .stored(let stored):
                    input.otherSharedConstants += cache.sharedConstants(of: stored)
                    input.otherObservedObjectProperties += cache.observedObjectProperties(of: stored)
                case .analyzed(let record):
                    input.otherSharedConstants += record.analysis.sharedConstants
                    input.otherObservedObjectProperties += record.analysis.observedObjectProperties
                case .failed: break
                }
            }
        }
        let resolved = code
        let known = materialized
        // Records are read a block of files at a time: neither one read a file nor the whole records
        // file held beside the records decoded from it.
        let blockSize = 256
        // Each block read into the room of one decoded before it.
        let blockRoom = IndexCache.Buffers()
        let decoded = Parallel.map((resolved.count + blockSize - 1) / blockSize, jobs: request.jobs) { block in
            let positions = resolved[(block * blockSize)..<min(resolved.count, (block + 1) * blockSize)]
            let stored = positions.compactMap { position -> Int? in
                if known[position] == nil, case .stored(let stored) = indexed[position] { return stored }
                return nil
            }
            var room = blockRoom.take()
            var records = stored.count > 1 ? cache.recordBlock(for: stored, room: &room) : nil
            let analyses = positions.map { known[$0] ?? analysis($0, from: records) }
            if records != nil { blockRoom.give(&records!.bytes) } else { blockRoom.give(&room) }
            return analyses
        }.flatMap { $0 }
        blockRoom.releaseAll()
        for (position, file) in zip(code, decoded) {
            let job = jobs[members[position]]
            switch file {
            case .indexed(let analysis), .repaired(let analysis):
                if case .repaired = file { input.repaired[members[position]] = analysis }
                if job.isTarget { input.targets.append((input.analyses.count, members[position])) }
                input.analyses.append(analysis)
            case .failed(let error):
                // A target whose record was damaged and whose file is now gone (those that could not
                // be indexed were reported above).
                if job.isTarget, case .stored = indexed[position] { errors.append(error) }
            }
        }
        if !otherRecords.types.isEmpty { input.analyses.append(otherRecords) }
        return input
    }

    /// A project file's record as the resolution gets it.
    enum Materialized: Sendable {
        case indexed(FileAnalysis)
        /// Its cached record was damaged: the file was indexed again (and the cache is to be rewritten).
        case repaired(FileAnalysis)
        case failed(LintError)

        var analysis: FileAnalysis? {
            switch self {
            case .indexed(let analysis), .repaired(let analysis): return analysis
            case .failed: return nil
            }
        }
    }

    typealias TargetFindings = (diagnostics: [Diagnostic], suppressed: Int, error: LintError?)

    /// Projects of fewer files are resolved on one thread (`secondPass`).
    static let smallProjectFiles = 64

    /// Pass 2: each target's rules, resolved at once; targets are independent, so spread them too.
    /// (Checking the first targets on another core while the resolver's serial walk ran saved no
    /// time measurably and held their results at the peak: 2.6 MiB of the corpus's.)
    /// `input`'s records are handed to the resolver (emptied here). `started`: when the lint started.
    func secondPass(_ project: Project, _ input: inout ResolutionInput, jobs: [Job], request: LintRequest,
                    started: Int) -> [TargetFindings] {
        let configuration = project.configuration
        let analyzer = project.analyzer
        let sourceOverrides = request.sourceOverrides
        let targets = input.targets
        let indexedHashes = targets.map { input.analyses[$0.index].contentHash }
        // A `hitchlint:` comment, a declaration reported wherever it is (`Candidate.Scope.declaration`), or
        // one a rule that reports outside view code may report (a representable's).
        let reportsFreshIdentity = analyzer.rules.contains { $0 is UnstableIdentity }
        let someRuleReportsOutsideViewCode = analyzer.rules.contains { $0.reportsOutsideViewCode }
        let mayReportUnreached = targets.map { target in
            input.analyses[target.index].mayHaveDirectives
                || reportsFreshIdentity && input.analyses[target.index].declaresFreshIdentity
                || someRuleReportsOutsideViewCode && input.analyses[target.index].mayReportOutsideViewCode
        }
        // The resolver takes the records over (it drops their references once it has followed them).
        let analyses = input.analyses
        input.analyses = []
        // A small project is resolved on one thread, and what its resolution freed left where it is: handing
        // a few records to another core, and pages back to the system (each hand-back makes every core drop
        // its mappings), cost more than they save; a monorepo of thousands of packages paid it for each.
        let isSmall = analyses.count < Self.smallProjectFiles
        let resolver = ProjectResolver(files: consume analyses, randomIdentityTypes: input.otherRandomIdentityTypes,
                                       sharedConstants: input.otherSharedConstants,
                                       observedObjectProperties: input.otherObservedObjectProperties,
                                       threads: isSmall ? 1 : request.jobs)
        // The resolution's tables and the references it followed are freed: their pages go back before
        // the findings pile up (on the corpus, the second pass starts 8 MB lower).
        if !isSmall { FreeMemory.returnToSystem() }
        let strings = SharedStrings()
        return Parallel.map(targets.count, jobs: request.jobs) { index in
            let target = targets[index]
            let job = jobs[target.job]
            let override = sourceOverrides?[job.displayPath]
            // A file no view code reaches, with no `hitchlint:` comment and nothing reported wherever it is,
            // has nothing to report (most of a real app's models, services and UIKit code): it is not read
            // again, unless it may have changed since it was indexed (then it is checked as it is now, or
            // reported gone).
            let hasNothingToReport = !mayReportUnreached[index] && !resolver.reachesAnyUnit(ofFile: target.index)
            if hasNothingToReport && (override != nil || Self.isUnchanged(job, since: started)) {
                return (diagnostics: [], suppressed: 0, error: nil)
            }
            // With `--changed-since`, a file with no changed line has nothing to report: a pull request's
            // few files are checked, not the whole project (which is still indexed, for its rows).
            let changedRanges = request.changedLines.map { $0[configuration.folderPath(job.projectPathBytes)] ?? [] }
            if changedRanges?.isEmpty == true { return (diagnostics: [], suppressed: 0, error: nil) }
            let bytes: [UInt8]
            switch Self.bytes(of: job, override: override, maximumSize: configuration.maximumFileSize) {
            case .success(let read): bytes = read
            case .failure(let error): return (diagnostics: [], suppressed: 0, error: error)
            }
            // The index pass found these bytes to be text: only bytes changed since are looked at again.
            let contentHash = Checksum.of(bytes)
            if contentHash != indexedHashes[index] && BinaryDetector.looksBinary(bytes) {
                return (diagnostics: [], suppressed: 0, error: Self.binaryFile(job))
            }
            let checked = analyzer.check(
                SourceFile(path: job.displayPath, bytes: bytes), contentHash: contentHash,
                indexedContentHash: indexedHashes[index], indexedConstants: resolver.fixedConstants(ofFile: target.index),
                project: resolver.facts(forFile: target.index))
            var suppressed = 0
            var fileDiagnostics = findings(
                resolver.diagnostics(for: checked, indexedAs: target.index), checked, configuration,
                request: request, reportedLines: changedRanges, suppressed: &suppressed)
            if changedRanges != nil { fileDiagnostics.removeAll { !Self.isReported($0, reportedLines: changedRanges) } }
            fileDiagnostics.sort(by: Diagnostic.reportOrder)
            for index in fileDiagnostics.indices where fileDiagnostics[index].severity >= configuration.failOn {
                fileDiagnostics[index].failsRun = true
            }
            Diagnostic.assignFingerprints(&fileDiagnostics, projectPath: job.projectPath)
            strings.share(&fileDiagnostics)
            return (diagnostics: fileDiagnostics, suppressed: suppressed, error: nil)
        }
    }

    /// Whether a job's file is as a lint that started at `started` read it: last changed (its contents or
    /// its status) well before then.
    static func isUnchanged(_ job: Job, since started: Int) -> Bool {
        IndexCache.Stamp(FileSystem.status(job.readPath))?.isSettled(at: started) == true
    }

    /// A job's source: an override's bytes or the file's, unless unreadable, too large or binary.
    /// `opened`: the file's descriptor, opened ahead (taken over).
    static func source(of job: Job, override: [UInt8]?, maximumSize: Int, openedAs opened: Int32? = nil)
        -> Result<SourceFile, LintError> {
        bytes(of: job, override: override, maximumSize: maximumSize, openedAs: opened).flatMap { bytes in
            BinaryDetector.looksBinary(bytes) ? .failure(binaryFile(job)) : .success(SourceFile(path: job.displayPath, bytes: bytes))
        }
    }

    /// A job's bytes: an override's or the file's, unless unreadable or too large.
    static func bytes(of job: Job, override: [UInt8]?, maximumSize: Int, openedAs opened: Int32? = nil)
        -> Result<[UInt8], LintError> {
        // A descriptor opened ahead goes with a file that has no override (`readAhead`). An unsaved
        // buffer or a staged file is held to the size limit as the file on disk is.
        if let override {
            guard override.count <= maximumSize else {
                return .failure(FileSystem.tooLarge(job.displayPath, size: override.count, maximumSize: maximumSize))
            }
            return .success(override)
        }
        return FileSystem.readFile(job.readPath, maximumSize: maximumSize, isKnownRegular: job.isWalked,
                                   openedAs: opened).mapError { error in
            var error = error
            error.path = job.displayPath
            return error
        }
    }

    static func binaryFile(_ job: Job) -> LintError {
        LintError(path: job.displayPath, summary: "skipped", reason: "binary file", isNotice: true)
    }

    struct JobOutcome: Sendable {
        var indexed: IndexSubset.Indexed
        /// The file's stamp when it was read from disk and the index cache is in use.
        var stamp: IndexCache.Stamp?
    }

    /// Writes a project's index cache again when a file was added, changed or removed since it was
    /// read: records of files read now, the loaded records of the others (an unsaved buffer's file
    /// keeps its record for what is on disk).
    /// `outcomes`: the index pass's, of `members` in order. `repaired`: by job, files whose cached
    /// record was damaged, indexed again. `rewriting`: the cache is written even if no file changed.
    func updateCache(_ loaded: IndexCache, root: FilePath, key: UInt64, members: [Int], jobs: [Job], outcomes: [JobOutcome],
                     repaired: [Int: FileAnalysis], rewriting: Bool, threads: Int) {
        let now = IndexCache.now
        // Most runs change nothing: every file came from the cache. Only the others are looked at.
        var toStore: [(job: Int, source: IndexCache.FileToStore.Source, stamp: IndexCache.Stamp)] = []
        var storedCount = 0
        var isStale = rewriting
        for (index, jobIndex) in members.enumerated() where jobs[jobIndex].isCacheable {
            if let repaired = repaired[jobIndex], let stamp = outcomes[index].stamp {
                toStore.append((index, .analysis(repaired), stamp))
                isStale = true
                continue
            }
            if case .stored = outcomes[index].indexed {
                storedCount += 1
                continue
            }
            let (job, outcome) = (jobs[jobIndex], outcomes[index])
            let old = loaded.fileIndex(ofPath: job.projectPathBytes)
            if let stamp = outcome.stamp, stamp.isSettled(at: now), case .analyzed(let record) = outcome.indexed {
                toStore.append((index, .analysis(record.analysis), stamp))
                if old.map({ loaded.files[$0].stamp }) != stamp { isStale = true }
            } else if let old {
                toStore.append((index, .stored(old), loaded.files[old].stamp))
            }
        }
        guard isStale || storedCount + toStore.count != loaded.files.count else { return }
        var files: [IndexCache.FileToStore] = []
        var other = 0  // the next of `toStore`, in job order
        for (index, jobIndex) in members.enumerated() where jobs[jobIndex].isCacheable {
            let (job, outcome) = (jobs[jobIndex], outcomes[index])
            if repaired[jobIndex] == nil, case .stored(let stored) = outcome.indexed {
                files.append(IndexCache.FileToStore(path: job.projectPathBytes, stamp: loaded.files[stored].stamp, source: .stored(stored)))
            } else if other < toStore.count && toStore[other].job == index {
                files.append(IndexCache.FileToStore(path: job.projectPathBytes, stamp: toStore[other].stamp, source: toStore[other].source))
                other += 1
            }
        }
        toStore = []  // its records are in `files` now: a large project's list of them goes before the cache is encoded
        IndexCache.save(files, carriedFrom: loaded.readingAll(), root: root, key: key, jobs: threads)
    }

    /// Whether a finding is on one of `reportedLines` (the changed lines, with `--changed-since`; nil: all).
    static func isReported(_ diagnostic: Diagnostic, reportedLines: [ClosedRange<Int>]?) -> Bool {
        reportedLines.map { ranges in ranges.contains { $0.contains(diagnostic.start.line) } } ?? true
    }

    /// A file's findings after its configuration's severities and its suppression comments, plus
    /// findings about the comments themselves; `suppressed` counts the silenced findings on
    /// `reportedLines`.
    func findings(_ resolved: [Diagnostic], _ analysis: FileAnalysis, _ configuration: Configuration,
                  request: LintRequest, reportedLines: [ClosedRange<Int>]?, suppressed: inout Int) -> [Diagnostic] {
        let filter = SuppressionFilter(analysis.directives)
        var used = Set<Int>()
        var kept: [Diagnostic] = []
        for var diagnostic in resolved {
            guard let severity = configuration.severity(of: diagnostic) else { continue }
            diagnostic.severity = severity
            if let directive = filter.suppressor(of: diagnostic) {
                used.insert(directive)
                if Self.isReported(diagnostic, reportedLines: reportedLines) { suppressed += 1 }
            } else {
                kept.append(diagnostic)
            }
        }
        kept += SuppressionDirective.problems(
            analysis.directives, path: analysis.path, used: used, reportsUnused: request.reportsUnusedSuppressions)
        return kept
    }

    /// Finds each file's project and configuration, filters walked files by `include`/`exclude`, and
    /// adds every other Swift file of each project as an index-only job, so row inference sees the
    /// whole project.
    /// `projectsFound` is called once the projects are known, before their files are walked.
    func plan(_ found: [FileWalker.Found], request: LintRequest, walker: inout FileWalker,
              errors: inout [LintError], projectsFound: ([Project]) -> Void = { _ in }) -> ([Project], [Job]) {
        var layout = ProjectLayout()
        var projects: [Project] = []
        // By folder: a file named alone and a folder walked around it are one project.
        var projectIndex: [FilePath: Int] = [:]
        var brokenRoots: Set<FilePath> = []
        var targetsByProject: [[(display: FilePath, real: FilePath)]] = []
        var seenTargets: Set<FilePath> = []
        let explicitConfiguration = request.configFile.map { loadConfiguration($0, errors: &errors) }
        // The folder of the last walked file, and its project (nil: none, its root is broken).
        var lastFolder: (folder: FilePath, namedFolder: FilePath?, project: Int?)? = nil
        // Whether each project's configuration sets `include` or `exclude`: most set neither, and asking
        // the configuration copied it (its every array retained and released) for each file.
        var filtersByProject: [Bool] = []
        // A file the walk found (or named, with `--force-exclude`) is linted inside `include`, outside `exclude`.
        func admit(_ path: FilePath, _ real: FilePath, toProject index: Int) {
            if !filtersByProject[index] || projects[index].configuration.admits(real) { targetsByProject[index].append((path, real)) }
        }
        for file in found {
            let real: FilePath
            if let absolute = file.absolute {
                real = absolute
            } else if let resolved = FileSystem.realPath(file.path) {
                real = resolved
            } else if request.sourceOverrides != nil, let folder = FileSystem.realPath(file.path.parent) {
                real = folder.appending(file.path.lastComponent)  // an unsaved buffer need not exist on disk
            } else {
                errors.append(LintError(path: file.path, summary: "cannot read", reason: FileSystem.reason(errnoValue())))
                continue
            }
            guard seenTargets.insert(real).inserted else { continue }
            let folder = real.parent
            // A walk's files come folder by folder: the project of the file before is most often this one's.
            if !file.isExplicit, let last = lastFolder, last.folder == folder, last.namedFolder == file.namedFolder {
                if let index = last.project { admit(file.path, real, toProject: index) }
                continue
            }
            let lintedFolder = file.isExplicit ? folder : (file.namedFolder ?? folder)
            let root = layout.root(forFolder: folder, lintedFolder: lintedFolder, isExplicitFile: file.isExplicit)
            lastFolder = file.isExplicit ? nil : (folder, file.namedFolder, nil)
            if brokenRoots.contains(root.path) { continue }
            let index: Int
            if let existing = projectIndex[root.path] {
                index = existing
                if root.indexesSubfolders { projects[index].root.indexesSubfolders = true }
            } else {
                let configuration: Configuration?
                if let explicitConfiguration {
                    configuration = explicitConfiguration
                } else if let configFile = root.configFile {
                    configuration = loadConfiguration(configFile, folder: root.path, errors: &errors)
                } else {
                    configuration = Configuration(folder: root.path)
                }
                guard var configuration else {
                    brokenRoots.insert(root.path)
                    continue
                }
                if root.isProject { configuration.adoptDeclaredDeploymentTarget(projectRoot: root.path) }
                request.overrides.apply(to: &configuration)
                index = projects.count
                projectIndex[root.path] = index
                projects.append(Project(
                    root: root, configuration: configuration,
                    analyzer: configuration.analyzer))
                targetsByProject.append([])
                filtersByProject.append(configuration.filtersPaths)
            }
            if !file.isExplicit { lastFolder?.project = index }
            if file.isExplicit && !request.overrides.forceExclude {
                targetsByProject[index].append((file.path, real))
            } else {
                admit(file.path, real, toProject: index)
            }
        }
        projectsFound(projects)
        var jobs: [Job] = []
        for (index, project) in projects.enumerated() {
            let root = project.root.path
            let targets = targetsByProject[index]
            var ignoredErrors: [LintError] = []
            let isOverridden = request.sourceOverrides != nil
            // Stamps for the index cache are taken by the walk, while each folder is open.
            let walked = walker.swiftFiles(under: root, absolute: root, subfolders: project.root.indexesSubfolders,
                                           stamps: request.usesIndexCache && project.root.isProject, errors: &ignoredErrors)
            // One project's room is made once, for the walk's files (the targets are most often among them,
            // a folder's every file is one; room for both was 1.6 MB more of the corpus's peak): its jobs are
            // held until the report. Several projects' jobs grow as appended: a reserve for each copied all
            // the earlier projects' jobs again.
            let isOnlyProject = projects.count == 1
            if isOnlyProject { jobs.reserveCapacity(walked.count) }
            // The walk's files come in byte order of their paths: the targets, put in that order too,
            // are met one after the other, with no path hashed (an editor's lint walks the whole project
            // for one target).
            assert(zip(walked, walked.dropFirst()).allSatisfy { $0.absolute < $1.absolute }, "the walk's files are in path order")
            let targetOrder = targets.indices.sorted { targets[$0].real < targets[$1].real }
            var isReached = Array(repeating: false, count: targets.count)
            var nextTarget = 0
            for file in walked {
                let path = file.absolute
                let relative = project.configuration.relativePathBytes(path)
                while nextTarget < targetOrder.count && targets[targetOrder[nextTarget]].real < path { nextTarget += 1 }
                if nextTarget < targetOrder.count && targets[targetOrder[nextTarget]].real == path {
                    let display = targets[targetOrder[nextTarget]].display
                    isReached[targetOrder[nextTarget]] = true
                    nextTarget += 1
                    jobs.append(Job(readPath: isOverridden ? path : display, displayPath: display,
                                    projectPathBytes: relative, isTarget: true, project: index, status: file.status))
                } else {
                    jobs.append(Job(readPath: path, displayPath: path, projectPathBytes: relative, isTarget: false, project: index,
                                    status: file.status))
                }
                let isASCII = path.bytes.withUnsafeBufferPointer { $0.allSatisfy { $0 < 0x80 } }
                if !isASCII && !jobs[jobs.count - 1].projectPath.utf8.elementsEqual(relative) {
                    jobs[jobs.count - 1].isCacheable = false
                }
            }
            // Targets the walk does not reach (hidden or ignored folders, explicit non-.swift files).
            let unreached = isReached.count(where: { !$0 })
            if isOnlyProject && unreached > 0 { jobs.reserveCapacity(jobs.count + unreached) }
            for (position, target) in targets.enumerated() where !isReached[position] {
                jobs.append(Job(readPath: target.display, displayPath: target.display,
                                projectPathBytes: project.configuration.relativePathBytes(target.real), isTarget: true, project: index,
                                isCacheable: false, isWalked: false))
            }
        }
        walker.forgetWalks()  // the jobs hold what the run needs of it
        return (projects, jobs)
    }

    func loadConfiguration(_ file: FilePath, folder: FilePath? = nil, errors: inout [LintError]) -> Configuration? {
        let real = FileSystem.realPath(file) ?? file
        switch ConfigurationLoader.load(file, folder: folder ?? real.parent) {
        case .success(let configuration): return configuration
        case .failure(let error):
            errors.append(LintError(path: nil, summary: "invalid configuration \(error.description)", reason: ""))
            return nil
        }
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
