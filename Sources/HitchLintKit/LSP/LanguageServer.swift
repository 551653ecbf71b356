import Foundation

/// `hitchlint lsp`: a Language Server Protocol 3.17 server on stdin and stdout.
///
/// Two threads: a reader that frames and decodes stdin, and a serial worker queue that runs every
/// handler, debounced lint and index update, one at a time in arrival order. All mutable state below
/// is touched on `queue` only; that confinement is what makes the class `Sendable`. Background walks
/// of project folders run on `indexQueue` and hand their results back to `queue`.
public final class LanguageServer: @unchecked Sendable {
    enum Phase {
        case uninitialized, running, shutDown, exited
    }

    /// What the editor told `initialize`.
    struct Settings {
        var encoding = PositionEncoding.utf16
        /// The quiet period after a change before linting: a burst of keystrokes is linted once.
        var debounceMilliseconds = 150
        /// The editor can watch files for us (`client/registerCapability`).
        var watchesFiles = false
        var usesDocumentChanges = false
        /// `trace` is `messages` or `verbose`: lint and index timings go to stderr.
        var traces = false
    }

    struct ParkedRequest {
        var uri: String
        var answer: () -> Void
    }

    enum WalkState {
        case running
        /// Files were created or deleted during the walk: walk again when it ends.
        case runningAndStale
    }

    /// The id of the request that asks the editor to watch files for us.
    static let watchRegistration = RequestID.string("hitchlint-register-watchers")

    let transport: Transport
    let cancellations = CancellationRegistry()
    let exitSignal = ExitSignal()
    let queue = DispatchQueue(label: "hitchlint.lsp.worker")
    let indexQueue = DispatchQueue(label: "hitchlint.lsp.index", qos: .utility)

    var phase = Phase.uninitialized
    var settings = Settings()
    var documents: [String: OpenDocument] = [:]
    var workspace = Workspace()
    /// Scopes with a lint scheduled, and the generation of that schedule (a later change supersedes it).
    var pendingLints: [LintScope: Int] = [:]
    var lintGeneration = 0
    /// Code action requests waiting for the lint of their buffer's newest text.
    var parked: [RequestID: ParkedRequest] = [:]
    /// What was last published per URI, so an unchanged result is not sent again.
    var published: [String: (version: Int?, diagnostics: JSONValue)] = [:]
    var walks: [FilePath: WalkState] = [:]
    /// When each project's last walk began, and the projects with a walk waiting to check the disk.
    var walkStarts: [FilePath: UInt64] = [:]
    var diskChecks: Set<FilePath> = []
    /// The least time between two walks that look for changes on disk, in milliseconds.
    static let diskCheckInterval = 1_000
    /// Every configuration file seen, so a fixed or deleted one gets its diagnostic cleared.
    var configurationFiles: Set<FilePath> = []

    init(transport: Transport) {
        self.transport = transport
    }

    static let help = """
        hitchlint lsp — a Language Server Protocol 3.17 server on stdin and stdout, for editors.

        Findings appear as you type (debounced), with quick fixes, "disable for this line" and
        source.fixAll.hitchlint. Row inference covers the whole project: other files come from disk,
        open buffers from the editor. Logs go to stderr.

        initializationOptions: { "debounceMilliseconds": 150 }

        """

    /// Runs the server until `exit` or the end of stdin; returns the exit code: 0 after `shutdown`, else 1.
    public static func main(_ arguments: [String]) -> Int32 {
        for argument in arguments {
            switch argument {
            case "--stdio":
                continue  // what vscode-languageclient passes; stdio is the only transport
            case "--help", "-h":
                var output = OutputStream.standardOutput
                output.write(help)
                return 0
            default:
                var errors = OutputStream.standardError
                errors.write("hitchlint lsp: unknown option '\(Escaping.printable(argument))' (see hitchlint lsp --help)\n")
                return 2
            }
        }
        return LanguageServer(transport: Transport()).run()
    }

    func run() -> Int32 {
        let reader = Thread { [self] in
            if transport.readFrames({ receive($0) }) { transport.log("the input ended inside a message") }
            queue.async { [self] in finish(phase == .shutDown ? 0 : 1) }
        }
        // Decoding recurses once per nesting level of a message: room for deeply nested (hostile) JSON.
        reader.stackSize = 16 << 20
        reader.start()
        return exitSignal.wait()
    }

    /// On the reader thread: answers what cannot be decoded, takes cancellations at once, and queues
    /// the rest for the worker.
    func receive(_ frame: FrameDecoder.Frame) {
        switch frame {
        case .malformed(let reason):
            transport.log("malformed message: \(reason)")
            transport.send(OutgoingMessage.error(nil, ResponseError(ResponseError.parseError, "malformed message header: \(reason)")))
        case .message(let body):
            switch IncomingMessage.decode(body) {
            case .failure(let invalid):
                transport.log("invalid message: \(invalid.error.message)")
                transport.send(OutgoingMessage.error(invalid.id, invalid.error))
            case .success(.notification(method: "$/cancelRequest", let params)):
                guard let id = params["id"].flatMap(RequestID.init) else { return }
                cancellations.cancel(id)
                queue.async { [self] in cancel(id) }
            case .success(let message):
                queue.async { [self] in handle(message) }
            }
        }
    }

    func handle(_ message: IncomingMessage) {
        guard phase != .exited else { return }
        switch message {
        case .request(let id, let method, let params):
            if cancellations.take(id) {
                respond(id, error: ResponseError(ResponseError.requestCancelled, "cancelled"))
                return
            }
            do {
                try handleRequest(id, method, params)
            } catch {
                respond(id, error: error)
            }
        case .notification(let method, let params):
            do {
                try handleNotification(method, params)
            } catch {
                // Notifications are never answered, even with an error.
                transport.log("\(method): \(error.message)")
            }
        case .response(let id, let error):
            if let error {
                transport.log("the editor answered request \(id.map(\.description) ?? "null") with an error: \(error)")
            } else if id == Self.watchRegistration {
                workspace.isWatched = true
            }
        }
    }

    func handleRequest(_ id: RequestID, _ method: String, _ params: JSONNode) throws(ResponseError) {
        switch (phase, method) {
        case (.uninitialized, "initialize"):
            respond(id, initialize(params))
        case (_, "initialize"):
            throw ResponseError(ResponseError.invalidRequest, "initialize was already received")
        case (.uninitialized, _):
            throw ResponseError(ResponseError.serverNotInitialized, "the first request must be initialize")
        case (.shutDown, _):
            throw ResponseError(ResponseError.invalidRequest, "the server is shut down; only exit remains")
        case (_, "shutdown"):
            phase = .shutDown
            for (id, _) in parked { respond(id, error: ResponseError(ResponseError.requestCancelled, "the server is shutting down")) }
            parked.removeAll()
            respond(id, .null)
        case (_, "textDocument/codeAction"):
            try codeAction(id, params)
        default:
            throw ResponseError(ResponseError.methodNotFound, "unknown method \(method)")
        }
    }

    func handleNotification(_ method: String, _ params: JSONNode) throws(ResponseError) {
        if method == "exit" {
            finish(phase == .shutDown ? 0 : 1)
            return
        }
        // Before initialize and after shutdown, notifications are dropped (LSP 3.17, "initialize").
        guard phase == .running else { return }
        switch method {
        case "initialized": didInitialize()
        case "textDocument/didOpen": try didOpen(params)
        case "textDocument/didChange": try didChange(params)
        case "textDocument/didSave": try didSave(params)
        case "textDocument/didClose": try didClose(params)
        case "workspace/didChangeWatchedFiles": didChangeWatchedFiles(params)
        case "$/setTrace": settings.traces = ["messages", "verbose"].contains(params["value"]?.string ?? "off")
        default:
            // `$/` notifications may be ignored by definition; others are logged, not answered.
            if !method.hasPrefix("$/") { transport.log("ignoring notification \(method)") }
        }
    }

    func initialize(_ params: JSONNode) -> JSONValue {
        let capabilities = params["capabilities"]
        settings.encoding = .negotiate(offered: capabilities?["general"]?["positionEncodings"]?.array?.compactMap(\.string) ?? [])
        settings.watchesFiles = capabilities?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.bool == true
        settings.usesDocumentChanges = capabilities?["workspace"]?["workspaceEdit"]?["documentChanges"]?.bool == true
        settings.traces = ["messages", "verbose"].contains(params["trace"]?.string ?? "off")
        if let milliseconds = params["initializationOptions"]?["debounceMilliseconds"]?.integer {
            settings.debounceMilliseconds = min(max(milliseconds, 0), 10_000)
        }
        var folders = params["workspaceFolders"]?.array?.compactMap { $0["uri"]?.string.flatMap(DocumentURI.path(of:)) } ?? []
        if folders.isEmpty, let root = params["rootUri"]?.string.flatMap(DocumentURI.path(of:)) ?? params["rootPath"]?.string.map(FilePath.init) {
            folders = [root]
        }
        workspace.folders = folders.map(Workspace.resolve)
        phase = .running
        let capabilitiesResult = JSONValue.object([
            ("positionEncoding", .string(settings.encoding.rawValue)),
            ("textDocumentSync", .object([
                ("openClose", .bool(true)),
                ("change", .integer(1)),  // full: each change sends the whole text
                ("save", .object([("includeText", .bool(false))])),
            ])),
            ("codeActionProvider", .object([
                ("codeActionKinds", .array([.string("quickfix"), .string(CodeActionBuilder.fixAllKind)])),
                ("resolveProvider", .bool(false)),
            ])),
        ])
        return .object([
            ("capabilities", capabilitiesResult),
            ("serverInfo", .object([("name", .string("hitchlint")), ("version", .string(CommandLineInterface.version))])),
        ])
    }

    /// Asks the editor to report changes to Swift files and configurations (so other files' edits
    /// reach row inference), and starts indexing the workspace folders in the background.
    func didInitialize() {
        if settings.watchesFiles {
            // The build files too: the deployment target they declare picks the advice (`DeclaredDeploymentTarget`).
            let watchers = JSONValue.array(["**/*.swift", "**/\(ProjectLayout.configFileName)", "**/project.pbxproj"].map {
                .object([("globPattern", .string($0))])
            })
            let registration = JSONValue.object([
                ("id", .string("hitchlint-watched-files")),
                ("method", .string("workspace/didChangeWatchedFiles")),
                ("registerOptions", .object([("watchers", watchers)])),
            ])
            transport.send(OutgoingMessage.request(Self.watchRegistration, "client/registerCapability",
                                                   .object([("registrations", .array([registration]))])))
        }
        for folder in workspace.folders { _ = projectRoot(forFolder: folder) }
    }

    func finish(_ code: Int32) {
        guard phase != .exited else { return }
        phase = .exited
        exitSignal.signal(code)
    }

    func respond(_ id: RequestID, _ result: JSONValue) {
        transport.send(OutgoingMessage.response(id, result: result))
    }

    func respond(_ id: RequestID, error: ResponseError) {
        transport.send(OutgoingMessage.error(id, error))
    }

    func trace(_ text: @autoclosure () -> String) {
        if settings.traces { transport.log(text()) }
    }
}
