/// `textDocument/codeAction`, and the requests that wait for a lint (and can be cancelled meanwhile).
extension LanguageServer {
    func codeAction(_ id: RequestID, _ params: JSONNode) throws(ResponseError) {
        guard let uri = params["textDocument"]?["uri"]?.string, let range = LSPRange(params["range"]) else {
            throw Self.invalidParams("codeAction needs textDocument.uri and range")
        }
        let only = params["context"]?["only"]?.array?.compactMap(\.string)
        // 2 is Automatic: the editor asks at every cursor move, for a light bulb.
        let isAutomatic = params["context"]?["triggerKind"]?.integer == 2
        let answer = { [self] in respond(id, codeActions(uri, range, only: only, isAutomatic: isAutomatic)) }
        guard let document = documents[uri], document.kind == .swift, let scope = document.scope else {
            respond(id, .array([]))
            return
        }
        if document.hasCurrentFindings {
            answer()
            return
        }
        // The newest text is waiting out the quiet period: answer after its lint, since fixes of the
        // older text would land in the wrong places, and linting here would lint every keystroke.
        parked[id] = ParkedRequest(uri: uri, answer: answer)
        if pendingLints[scope] == nil { lint(scope) }
    }

    func codeActions(_ uri: String, _ range: LSPRange, only: [String]?, isAutomatic: Bool) -> JSONValue {
        guard let document = documents[uri], let latest = document.findings, let scope = document.scope else { return .array([]) }
        let builder = CodeActionBuilder(
            uri: uri, version: document.version, source: document.source, diagnostics: latest.diagnostics,
            encoding: settings.encoding, usesDocumentChanges: settings.usesDocumentChanges)
        var actions: [JSONValue] = []
        if CodeActionBuilder.wants("quickfix", only: only) { actions += builder.quickFixes(touching: range) }
        // Unfiltered automatic requests leave fix-all out: it lints the fixed text again, and they
        // come at every cursor move. Editors ask for it by kind (on save) or when the user opens the menu.
        let wantsFixAll = only == nil ? !isAutomatic : CodeActionBuilder.wants(CodeActionBuilder.fixAllKind, only: only)
        if wantsFixAll && builder.hasSafeFixes {
            let uris = members(of: scope)
            let fixAll = builder.fixAll { bytes in
                findings(in: scope, uris: uris, replacing: (uri, SourceFile(path: document.source.path, bytes: bytes)))[uri] ?? []
            }
            if let fixAll { actions.append(fixAll) }
        }
        return .array(actions)
    }

    /// Answers the parked requests whose buffer has findings for its newest text (or is closed).
    func resumeParkedRequests() {
        for (id, request) in parked where documents[request.uri]?.hasCurrentFindings != false {
            parked[id] = nil
            request.answer()
        }
    }

    /// `$/cancelRequest`: a parked request is answered `RequestCancelled` now. One still queued was
    /// caught by `cancellations` when it ran; one already answered is left alone, as LSP allows.
    func cancel(_ id: RequestID) {
        _ = cancellations.take(id)
        guard parked.removeValue(forKey: id) != nil else { return }
        respond(id, error: ResponseError(ResponseError.requestCancelled, "cancelled"))
    }
}
