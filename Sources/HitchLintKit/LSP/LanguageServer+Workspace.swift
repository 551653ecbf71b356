import Foundation

/// The workspace on disk: background walks of project folders, files the editor reports changed,
/// and configuration files (reloaded when they change, their problems published on them).
extension LanguageServer {
    /// Walks a project's folder and analyses its changed files on `indexQueue`, then relints its
    /// buffers if it found files created, deleted or changed. Until then its lints use the index as it is.
    func walk(_ root: FilePath) {
        if walks[root] != nil {
            walks[root] = .runningAndStale
            return
        }
        guard let project = workspace.projects[root], case .success(let configuration) = project.configuration else { return }
        walks[root] = .running
        walkStarts[root] = DispatchTime.now().uptimeNanoseconds
        let known = workspace.index.entries
        let options = configuration.viewCodeOptions
        let maximumSize = configuration.maximumFileSize
        // One core stays free for linting what is being typed.
        let jobs = max(1, processorCount() - 1)
        indexQueue.async { [self] in
            let started = DispatchTime.now().uptimeNanoseconds
            let (files, fresh) = DiskIndex.walk(root: root, options: options, maximumSize: maximumSize, known: known, jobs: jobs)
            queue.async { [self] in
                guard phase != .exited else { return }
                workspace.index.merge(fresh)
                let listChanged = workspace.setFiles(files, of: root)
                trace("indexed \(root): \(files.count) files, \(fresh.count) analysed, in \(milliseconds(since: started)) ms")
                if walks.removeValue(forKey: root) == .runningAndStale { walk(root) }
                // Nothing new on disk: the buffers' findings stand (and a lint now would check the
                // disk again, round and round).
                guard listChanged || !fresh.isEmpty else { return }
                // A lint already waiting out a quiet period will see the new index; one now would
                // cut the period short for a buffer being typed in.
                if pendingLints[.project(root)] == nil && documents.values.contains(where: { $0.scope == .project(root) }) {
                    scheduleLint(.project(root), after: 0)
                }
            }
        }
    }

    /// Without an editor that watches files, lints trust the index (a `stat` of every file took
    /// 29–50 ms a lint in a 13,000-file project) and a walk after them finds what changed on disk: at
    /// once, or when `diskCheckInterval` has passed since the last walk began, so that typing walks
    /// the project at most about once a second, on the core that indexes.
    func checkDiskSoon(_ root: FilePath) {
        guard !workspace.isWatched, walks[root] == nil, !diskChecks.contains(root) else { return }
        let elapsed = DispatchTime.now().uptimeNanoseconds - (walkStarts[root] ?? 0)
        let interval = UInt64(Self.diskCheckInterval) * 1_000_000
        guard elapsed < interval else { return walk(root) }
        diskChecks.insert(root)
        queue.asyncAfter(deadline: .now() + .nanoseconds(Int(interval - elapsed))) { [self] in
            diskChecks.remove(root)
            guard phase == .running, workspace.projects[root] != nil else { return }
            if walks[root] == nil { walk(root) }
        }
    }

    func didChangeWatchedFiles(_ params: JSONNode) {
        var configurationChanged = false
        var changedRoots: Set<FilePath> = []
        for change in params["changes"]?.array ?? [] {
            guard let raw = change["uri"]?.string.flatMap(DocumentURI.path(of:)) else { continue }
            let path = Workspace.resolve(raw)
            if Self.buildFileNames.contains(path.lastComponent) { configurationChanged = true }
            if path.lastComponent == Self.configurationName {
                configurationChanged = true
            } else if path.hasSwiftExtension {
                workspace.index.invalidate(path)
                for root in workspace.roots(containing: path) {
                    // 2 is Changed: the next lint reads it again. Created and deleted files change the
                    // project's file list: walk again.
                    if change["type"]?.integer == 2 { changedRoots.insert(root) } else { walk(root) }
                }
            }
        }
        if configurationChanged {
            reloadConfigurations()
            return
        }
        // Debounced like typing: a branch switch reports hundreds of files.
        for root in changedRoots where documents.values.contains(where: { $0.scope == .project(root) }) {
            scheduleLint(.project(root), after: settings.debounceMilliseconds)
        }
    }

    /// A configuration file was created, changed or deleted: projects (their roots may move) and
    /// configurations load again, problems are re-checked, and every buffer is linted again.
    func reloadConfigurations() {
        workspace.reloadConfigurations()
        pendingLints.removeAll()
        var scopes: Set<LintScope> = []
        for uri in documents.keys.sorted() where documents[uri]?.kind == .swift {
            guard let document = documents[uri] else { continue }
            let scope = scope(of: document)
            documents[uri]?.scope = scope
            scopes.insert(scope)
        }
        for file in configurationFiles.sorted() { checkConfiguration(file) }
        for scope in scopes { scheduleLint(scope, after: 0) }
    }

    /// Publishes a configuration file's problem as a diagnostic on it, or clears it: read from the
    /// buffer while it is open, else from disk.
    func checkConfiguration(_ file: FilePath) {
        configurationFiles.insert(file)
        let open = documents.values.first { $0.kind == .configuration && $0.path == file }
        let uri = open?.uri ?? DocumentURI.uri(of: file)
        // Nil when deleted: nothing to complain about.
        let bytes = open?.source.bytes ?? (try? FileSystem.readFile(file, maximumSize: 1 << 20).get())
        guard let bytes, case .failure(let error) = ConfigurationLoader.parse(bytes, file: file, folder: file.parent) else {
            // Clears a problem published before; a file that never had one gets no message at all.
            if published[uri] != nil { publish(uri, version: open?.version, []) }
            return
        }
        let source = SourceFile(path: file, bytes: bytes)
        let line = min(max(error.line - 1, 0), source.lines.lineCount - 1)
        let lineRange = source.lines.lineRange(line, in: bytes)
        let start = min(lineRange.lowerBound + max(error.column - 1, 0), lineRange.upperBound)
        // One character wide (a whole UTF-8 sequence), so the squiggle shows even at the end of a line.
        var end = min(start + 1, lineRange.upperBound)
        while end < lineRange.upperBound && bytes[end] & 0xC0 == 0x80 { end += 1 }
        let diagnostic = JSONValue.object([
            ("range", settings.encoding.range(source.position(ofOffset: start), source.position(ofOffset: end)).json),
            ("severity", .integer(Severity.error.lspSeverity)),
            ("code", .string("invalid-configuration")),
            ("source", .string("hitchlint")),
            // Linting reads the file on disk: say what a broken one costs, unless this is an unsaved edit.
            ("message", .string(error.message + (open == nil ? " (this project's files are not linted until it is fixed)" : ""))),
        ])
        publish(uri, version: open?.version, [diagnostic])
    }
}
