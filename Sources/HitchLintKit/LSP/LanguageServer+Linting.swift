import Foundation

/// Linting and publishing: a project's open buffers are linted together against the index of its
/// other files, and only results that changed are sent.
extension LanguageServer {
    /// The rules a buffer without a project runs: a default configuration's.
    static let defaultRules = Configuration(folder: FilePath("/")).enabledRules

    func scheduleLint(_ scope: LintScope, after milliseconds: Int) {
        lintGeneration += 1
        let generation = lintGeneration
        pendingLints[scope] = generation
        queue.asyncAfter(deadline: .now() + .milliseconds(milliseconds)) { [self] in
            guard phase == .running, pendingLints[scope] == generation else { return }
            lint(scope)
        }
    }

    func members(of scope: LintScope) -> [String] {
        documents.values.filter { $0.scope == scope }.map(\.uri).sorted()
    }

    /// Lints every open buffer of `scope` and publishes what changed.
    func lint(_ scope: LintScope) {
        pendingLints[scope] = nil
        let started = DispatchTime.now().uptimeNanoseconds
        let uris = members(of: scope)
        let results = findings(in: scope, uris: uris)
        for uri in uris {
            guard var document = documents[uri] else { continue }
            let diagnostics = results[uri] ?? []
            document.findings = (document.version, diagnostics)
            documents[uri] = document
            publish(uri, version: document.version, diagnostics.map { $0.lspJSON(settings.encoding) })
        }
        trace("linted \(uris.count) buffer\(uris.count == 1 ? "" : "s") in \(milliseconds(since: started)) ms")
        resumeParkedRequests()
        if case .project(let root) = scope { checkDiskSoon(root) }
    }

    /// The findings of the buffers `uris` of `scope`; `replacing` lints one of them with other text
    /// (fix-all's later passes) without touching what is cached or published.
    func findings(in scope: LintScope, uris: [String], replacing: (uri: String, source: SourceFile)? = nil) -> [String: [Diagnostic]] {
        switch scope {
        case .document(let uri):
            guard let document = documents[uri] else { return [:] }
            return [uri: LintEngine.lint([replacing?.source ?? document.source], rules: Self.defaultRules)]
        case .project(let root):
            // A broken configuration lints nothing of its project, as on the command line; the
            // configuration file carries the diagnostic.
            guard let analyzer = workspace.projects[root]?.analyzer else { return [:] }
            var buffers: [Workspace.Buffer] = []
            var uriByPath: [FilePath: String] = [:]
            for uri in uris {
                guard let document = documents[uri], let path = document.path else { continue }
                let analysis: FileAnalysis
                if let replacing, replacing.uri == uri {
                    analysis = analyzer.analyze(replacing.source, runRules: true)
                } else {
                    analysis = self.analysis(of: document, analyzer)
                }
                buffers.append(Workspace.Buffer(path: path, analysis: analysis))
                uriByPath[path] = uri
            }
            guard let lint = workspace.lint(buffers, project: root) else { return [:] }
            trace("\(lint.reachingFiles) of \(lint.projectFiles) files on disk reach the code of \(buffers.count) buffer\(buffers.count == 1 ? "" : "s")")
            var result: [String: [Diagnostic]] = [:]
            for (path, diagnostics) in lint.findings {
                if let uri = uriByPath[path] { result[uri] = diagnostics }
            }
            return result
        }
    }

    /// The buffer's analysis with rules, made once per version and configuration.
    func analysis(of document: OpenDocument, _ analyzer: FileAnalyzer) -> FileAnalysis {
        if let cached = document.analysis, cached.version == document.version, cached.epoch == workspace.epoch {
            return cached.value
        }
        let value = analyzer.analyze(document.source, runRules: true)
        documents[document.uri]?.analysis = (document.version, workspace.epoch, value)
        return value
    }

    func publish(_ uri: String, version: Int?, _ diagnostics: [JSONValue]) {
        let value = JSONValue.array(diagnostics)
        if let last = published[uri], last.version == version, last.diagnostics == value { return }
        published[uri] = (version, value)
        var params: [(String, JSONValue)] = [("uri", .string(uri))]
        if let version { params.append(("version", .integer(version))) }
        params.append(("diagnostics", value))
        transport.send(OutgoingMessage.notification("textDocument/publishDiagnostics", .object(params)))
    }

    func milliseconds(since start: UInt64) -> String {
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        return String(format: "%.2f", elapsed)
    }
}
