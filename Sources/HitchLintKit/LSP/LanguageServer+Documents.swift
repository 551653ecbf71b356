/// Text synchronization: opening a buffer lints it at once, typing lints after a quiet period,
/// closing clears its findings and lets its project's other buffers see the file on disk again.
extension LanguageServer {
    static let configurationName = Array(ProjectLayout.configFileName.utf8)
    /// Files whose change may change a project's declared deployment target (`DeclaredDeploymentTarget`).
    static let buildFileNames = [Array("project.pbxproj".utf8), Array("Package.swift".utf8)]

    static func invalidParams(_ message: String) -> ResponseError {
        ResponseError(ResponseError.invalidParams, message)
    }

    func didOpen(_ params: JSONNode) throws(ResponseError) {
        guard let item = params["textDocument"], let uri = item["uri"]?.string, let text = item["text"]?.string else {
            throw Self.invalidParams("didOpen needs textDocument.uri and text")
        }
        let path = DocumentURI.path(of: uri).map(Workspace.resolve)
        let kind: OpenDocument.Kind
        if let path, path.lastComponent == Self.configurationName {
            kind = .configuration
        } else if item["languageId"]?.string == "swift" || path?.hasSwiftExtension == true {
            kind = .swift
        } else {
            return  // editors may send every buffer; only Swift files and configurations are ours
        }
        var document = OpenDocument(
            uri: uri, path: path, kind: kind, version: item["version"]?.integer ?? 0,
            source: SourceFile(path: path ?? FilePath(uri), bytes: Array(text.utf8)))
        if kind == .swift { document.scope = scope(of: document) }
        documents[uri] = document
        changed(document, delay: 0)
    }

    func didChange(_ params: JSONNode) throws(ResponseError) {
        guard let uri = params["textDocument"]?["uri"]?.string, let changes = params["contentChanges"]?.array else {
            throw Self.invalidParams("didChange needs textDocument.uri and contentChanges")
        }
        guard var document = documents[uri] else { return }
        // The server asked for full text sync; a ranged change cannot be applied without the text
        // it was made against, so it is refused rather than guessed at.
        guard !changes.contains(where: { $0["range"] != nil }), let text = changes.last?["text"]?.string else {
            throw Self.invalidParams("didChange for \(uri) must carry the whole text (full sync)")
        }
        document.version = params["textDocument"]?["version"]?.integer ?? document.version + 1
        document.source = SourceFile(path: document.source.path, bytes: Array(text.utf8))
        documents[uri] = document
        changed(document, delay: settings.debounceMilliseconds)
    }

    func didSave(_ params: JSONNode) throws(ResponseError) {
        guard let uri = params["textDocument"]?["uri"]?.string else { throw Self.invalidParams("didSave needs textDocument.uri") }
        guard let document = documents[uri] else { return }
        switch document.kind {
        case .configuration:
            reloadConfigurations()
        case .swift:
            // Saving is a pause in typing: no reason to wait out the quiet period.
            if let scope = document.scope, pendingLints[scope] != nil { lint(scope) }
        }
    }

    func didClose(_ params: JSONNode) throws(ResponseError) {
        guard let uri = params["textDocument"]?["uri"]?.string else { throw Self.invalidParams("didClose needs textDocument.uri") }
        guard let document = documents.removeValue(forKey: uri) else { return }
        publish(uri, version: nil, [])
        published[uri] = nil
        resumeParkedRequests()
        switch document.kind {
        case .configuration:
            if let path = document.path { checkConfiguration(path) }  // the file on disk speaks again
        case .swift:
            // Its project's other buffers now see the file on disk instead of this buffer.
            if let scope = document.scope {
                if documents.values.contains(where: { $0.scope == scope }) {
                    scheduleLint(scope, after: settings.debounceMilliseconds)
                } else {
                    pendingLints[scope] = nil
                }
            }
        }
    }

    func changed(_ document: OpenDocument, delay: Int) {
        switch document.kind {
        case .configuration:
            // Checked as typed; linting keeps using the file on disk until it is saved.
            if let path = document.path { checkConfiguration(path) }
        case .swift:
            if let scope = document.scope { scheduleLint(scope, after: delay) }
        }
    }

    func scope(of document: OpenDocument) -> LintScope {
        guard let path = document.path else { return .document(document.uri) }
        return .project(projectRoot(forFolder: path.parent))
    }

    /// The project holding `folder`; a new one has its configuration checked and is walked.
    func projectRoot(forFolder folder: FilePath) -> FilePath {
        let (root, isNew) = workspace.projectRoot(forFolder: folder)
        if isNew {
            if let file = workspace.projects[root]?.root.configFile { checkConfiguration(file) }
            walk(root)
        }
        return root
    }
}
