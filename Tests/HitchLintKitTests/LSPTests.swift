import Foundation
import HitchLintKit
import Testing

/// `hitchlint lsp`, driven as an editor drives it: the built binary, framed JSON-RPC over pipes.
@Suite("hitchlint lsp")
struct LSPTests {
    static let screen = """
        import SwiftUI

        struct Screen: View {
            let rows: [String]
            var body: some View {
                List(rows.indices, id: \\.self) { i in Text(rows[i]) }
            }
        }

        """

    static let clean = """
        import SwiftUI

        struct Screen: View {
            let rows: [String]
            var body: some View {
                List(rows, id: \\.self) { row in Text(row) }
            }
        }

        """

    static let progressBar = """
        import SwiftUI

        struct ProgressBar: View {
            let value: Double
            var body: some View {
                GeometryReader { proxy in
                    Rectangle().frame(width: proxy.size.width * value)
                }
            }
        }

        """

    static let listOfBars = """
        import SwiftUI

        struct Bars: View {
            let values: [Double]
            var body: some View {
                List(values, id: \\.self) { value in
                    ProgressBar(value: value)
                }
            }
        }

        """

    /// A project whose `ProgressBar` is a row only because another file lists it.
    static func barsProject() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write(".hitchlint.json", "{}\n")
        try folder.write("Sources/Bars.swift", listOfBars)
        try folder.write("Sources/ProgressBar.swift", progressBar)
        return folder
    }

    @Test("initialize negotiates UTF-8 when offered, else UTF-16, and advertises sync and code actions")
    func initialize() throws {
        let folder = try TemporaryFolder()
        let utf8 = try LSPSession(folder: folder, encodings: ["utf-16", "utf-8"])
        #expect(utf8.capabilities?["positionEncoding"] as? String == "utf-8")
        let sync = utf8.capabilities?["textDocumentSync"] as? [String: Any]
        #expect(sync?["change"] as? Int == 1)
        #expect(sync?["openClose"] as? Bool == true)
        let kinds = (utf8.capabilities?["codeActionProvider"] as? [String: Any])?["codeActionKinds"] as? [String]
        #expect(kinds == ["quickfix", "source.fixAll.hitchlint"])
        let again = utf8.request("initialize", ["capabilities": [String: Any]()])
        #expect(utf8.errorCode(of: again) == -32600)
        #expect(utf8.shutDown() == 0)

        let utf16 = try LSPSession(folder: folder, encodings: nil)
        #expect(utf16.capabilities?["positionEncoding"] as? String == "utf-16")
        #expect(utf16.shutDown() == 0)
    }

    @Test("requests before initialize are refused with ServerNotInitialized")
    func beforeInitialize() throws {
        let folder = try TemporaryFolder()
        let session = try LSPSession(folder: folder, initializes: false)
        let id = session.request("textDocument/codeAction", [String: Any]())
        #expect(session.errorCode(of: id) == -32002)
        session.notify("exit", nil)
        #expect(session.waitForExit() == 1)
    }

    @Test("opening a buffer publishes its findings: rule id, link, severity, source, range")
    func open() throws {
        let folder = try TemporaryFolder()
        let session = try LSPSession(folder: folder)
        let uri = session.open("Screen.swift", Self.screen)
        let diagnostics = try #require(session.diagnostics(uri, version: 1))
        #expect(diagnostics.count == 1)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic["code"] as? String == "index-based-id")
        #expect((diagnostic["codeDescription"] as? [String: Any])?["href"] as? String == Report.documentationURL(for: "index-based-id"))
        #expect(diagnostic["severity"] as? Int == 2)
        #expect(diagnostic["source"] as? String == "hitchlint")
        #expect((diagnostic["message"] as? String)?.contains("identified by position") == true)
        #expect(LSPSession.range(diagnostic) == [5, 8, 5, 12])  // `List`
        #expect(session.shutDown() == 0)
    }

    @Test("a burst of edits is linted once, for the newest text; closing clears the findings")
    func editBurst() throws {
        let folder = try TemporaryFolder()
        let session = try LSPSession(folder: folder, debounceMilliseconds: 300)
        let uri = session.open("Screen.swift", Self.screen)
        #expect(session.diagnostics(uri, version: 1)?.count == 1)
        session.change(uri, version: 2, Self.screen + "// typing\n")
        session.change(uri, version: 3, Self.clean + "// typing\n")
        session.change(uri, version: 4, Self.clean)
        let published = session.nextDiagnostics(uri)
        #expect(published?.version == 4)
        #expect(published?.diagnostics.isEmpty == true)
        session.change(uri, version: 5, Self.screen)
        #expect(session.diagnostics(uri, version: 5)?.count == 1)
        session.notify("textDocument/didClose", ["textDocument": ["uri": uri]])
        let cleared = session.nextDiagnostics(uri)
        #expect(cleared?.version == nil)
        #expect(cleared?.diagnostics.isEmpty == true)
        #expect(session.shutDown() == 0)
    }

    @Test("row inference across the workspace: files on disk, unsaved buffers and watched changes")
    func crossFileRows() throws {
        let folder = try Self.barsProject()
        let session = try LSPSession(folder: folder, watchesFiles: true)
        let registration = try #require(session.next { $0["method"] as? String == "client/registerCapability" })
        let watchers = (((registration["params"] as? [String: Any])?["registrations"] as? [[String: Any]])?.first?["registerOptions"]
            as? [String: Any])?["watchers"] as? [[String: Any]]
        #expect(watchers?.compactMap { $0["globPattern"] as? String } == ["**/*.swift", "**/.hitchlint.json", "**/project.pbxproj"])
        session.send(["jsonrpc": "2.0", "id": registration["id"]!, "result": NSNull()])
        // The row type's own file says nothing of lists: its finding comes from Bars.swift on disk.
        let bar = session.open("Sources/ProgressBar.swift", Self.progressBar)
        #expect(session.diagnostics(bar) { $0.map(\.code) == ["geometry-reader-in-row"] } != nil)
        // An unsaved edit in another buffer takes ProgressBar out of the rows.
        let bars = session.open("Sources/Bars.swift", Self.listOfBars)
        session.change(bars, version: 2, Self.listOfBars.replacingOccurrences(of: "List(values", with: "VStack(values"))
        #expect(session.diagnostics(bar) { $0.isEmpty } != nil)
        // A new file on disk puts it back into rows once the editor reports it…
        let feedText = Self.listOfBars.replacingOccurrences(of: "Bars", with: "Feed")
        let feed = try folder.write("Sources/Feed.swift", feedText)
        session.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": feed.absoluteString, "type": 1]]])
        #expect(session.diagnostics(bar) { $0.map(\.code) == ["geometry-reader-in-row"] } != nil)
        // …and a change to it on disk takes it out again.
        try folder.write("Sources/Feed.swift", feedText.replacingOccurrences(of: "List(values", with: "VStack(values"))
        session.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": feed.absoluteString, "type": 2]]])
        #expect(session.diagnostics(bar) { $0.isEmpty } != nil)
        // Closing the edited buffer brings back Bars.swift as it is on disk.
        session.notify("textDocument/didClose", ["textDocument": ["uri": bars]])
        #expect(session.diagnostics(bar) { $0.map(\.code) == ["geometry-reader-in-row"] } != nil)
        #expect(session.shutDown() == 0)
    }

    @Test("without an editor that watches files, files changed, created and deleted on disk reach the next lints")
    func unwatchedDiskChanges() throws {
        let folder = try Self.barsProject()
        let session = try LSPSession(folder: folder)
        let bar = session.open("Sources/ProgressBar.swift", Self.progressBar)
        #expect(session.diagnostics(bar) { $0.map(\.code) == ["geometry-reader-in-row"] } != nil)
        var version = 1
        /// A keystroke in the buffer: each lint is followed by a look at the disk.
        func type() {
            version += 1
            session.change(bar, version: version, Self.progressBar + String(repeating: " ", count: version))
        }
        // Changed: Bars.swift no longer lists the bars.
        try folder.write("Sources/Bars.swift", Self.listOfBars.replacingOccurrences(of: "List(values", with: "VStack(values"))
        type()
        #expect(session.diagnostics(bar) { $0.isEmpty } != nil)
        // Created: a new file lists them.
        try folder.write("Sources/Feed.swift", Self.listOfBars.replacingOccurrences(of: "Bars", with: "Feed"))
        type()
        #expect(session.diagnostics(bar) { $0.map(\.code) == ["geometry-reader-in-row"] } != nil)
        // Deleted: it lists them no more.
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Sources/Feed.swift"))
        type()
        #expect(session.diagnostics(bar) { $0.isEmpty } != nil)
        #expect(session.shutDown() == 0)
    }

    /// Types whose rows only other files reveal: a protocol refining `View`, a conformance added by
    /// an extension, a nested type shadowing a top-level one, a modifier, a random `id`.
    static let crossFileProject = [
        "Card.swift": "import SwiftUI\n\nprotocol Card: View {}\n",
        "Tile.swift": """
            import SwiftUI

            struct Tile: Card {
                var body: some View {
                    GeometryReader { proxy in Color.red.frame(width: proxy.size.width) }
                }
            }

            """,
        "Badge.swift": """
            import SwiftUI

            struct Badge {
                var body: some View {
                    GeometryReader { proxy in Color.blue.frame(width: proxy.size.width) }
                }
            }

            """,
        "BadgeView.swift": "import SwiftUI\n\nextension Badge: View {}\n",
        // A handful another file declares: no finding over it, in the editor as on the command line.
        "SortOption.swift": "enum SortOption: String, Hashable {\n    case name, date, size\n\n    static let all: [SortOption] = [.name, .date, .size]\n}\n",
        "Sorter.swift": """
            import SwiftUI

            struct Sorter: View {
                @Binding var sort: SortOption
                var body: some View {
                    ScrollView {
                        VStack {
                            ForEach(SortOption.all, id: \\.self) { option in
                                Button(option.rawValue) { sort = option }
                            }
                        }
                    }
                    List {
                        ForEach(SortOption.all.indices, id: \\.self) { index in
                            Text(SortOption.all[index].rawValue)
                        }
                    }
                }
            }

            """,
        "Row.swift": """
            import SwiftUI

            struct Row: View {
                var body: some View {
                    GeometryReader { proxy in Color.green.frame(width: proxy.size.width) }
                }
            }

            """,
        "FeedRow.swift": """
            import SwiftUI

            extension Feed {
                struct Row: View {
                    let item: Item
                    var body: some View {
                        Text(item.title).fancy()
                    }
                }
            }

            """,
        "Fancy.swift": """
            import SwiftUI

            extension View {
                func fancy() -> some View {
                    GeometryReader { _ in self }
                }
            }

            """,
        "Item.swift": "import Foundation\n\nstruct Item: Identifiable {\n    let id = UUID()\n    var title: String\n}\n",
        "Feed.swift": """
            import SwiftUI

            struct Feed: View {
                let items: [Item]
                var body: some View {
                    List {
                        ForEach(items) { item in
                            Row(item: item)
                            Tile()
                            Badge()
                        }
                        ForEach(items.map { Item(title: $0.title) }) { item in
                            Text(item.title)
                        }
                    }
                }
            }

            """,
    ]

    @Test("findings match the command line's, file by file", arguments: ["cross-file", "Examples/Before"])
    func agreesWithCommandLine(project: String) throws {
        let folder = try TemporaryFolder()
        var files = Self.crossFileProject
        if project != "cross-file" {
            files = [:]
            let root = Package.root.appendingPathComponent(project).standardizedFileURL
            for case let url as URL in FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)!
            where url.pathExtension == "swift" {
                files[String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))] = try String(contentsOf: url, encoding: .utf8)
            }
        }
        try folder.write(".hitchlint.json", "{}\n")
        for (name, text) in files { try folder.write(name, text) }
        // path:line:column:severity:rule, from the command line's text output.
        let expected = try runHitchLint(["."], in: folder.url).standardOutput.split(separator: "\n").map { line in
            let parts = line.split(separator: ":")
            return "\(parts[0]):\(parts[1]):\(parts[2]):\(parts[3].dropFirst()):\(ruleID(of: line))"
        }
        #expect(expected.count >= 5)
        let session = try LSPSession(folder: folder)
        let severities = [1: "error", 2: "warning", 3: "note"]
        // Files with the most findings first: theirs depend on other files, so once the first one
        // matches, the project is indexed and a missing or extra finding later is a real difference.
        let names = files.keys.sorted { name, other in
            let count = expected.filter { $0.hasPrefix(name + ":") }.count, otherCount = expected.filter { $0.hasPrefix(other + ":") }.count
            return count != otherCount ? count > otherCount : name < other
        }
        for name in names {
            // One buffer at a time: each is linted with the rest of the project from disk.
            let uri = session.open(name, files[name]!)
            let want = expected.filter { $0.hasPrefix(name + ":") }.sorted()
            let published = session.diagnostics(uri) { diagnostics in
                diagnostics.map { diagnostic in
                    let range = LSPSession.range(diagnostic)
                    let severity = severities[diagnostic["severity"] as? Int ?? 0] ?? "?"
                    return "\(name):\(range[0] + 1):\(range[1] + 1):\(severity):\(diagnostic.code)"
                }.sorted() == want
            }
            #expect(published != nil, "\(name): \(want)")
            session.notify("textDocument/didClose", ["textDocument": ["uri": uri]])
            _ = session.nextDiagnostics(uri)
        }
        #expect(session.shutDown() == 0)
    }

    @Test("a quick fix applied makes its finding go away", arguments: ["utf-8", "utf-16"])
    func quickFix(encoding: String) throws {
        let folder = try TemporaryFolder()
        let session = try LSPSession(folder: folder, encodings: [encoding])
        // Over `Identifiable` rows: over strings, `List(rows)` would not compile, and no rewrite is offered.
        let text = Self.screen.replacingOccurrences(of: "List(rows", with: "/* 😀 日本 */ List(rows")
            .replacingOccurrences(of: "let rows: [String]", with: "let rows: [Row]")
            .replacingOccurrences(of: "Text(rows[i])", with: "Text(rows[i].title)")
            + "struct Row: Identifiable { let id: Int; let title: String }\n"
        let uri = session.open("Screen.swift", text)
        let diagnostic = try #require(session.diagnostics(uri, version: 1)?.first)
        let actions = session.codeActions(uri, range: diagnostic["range"] as! [String: Any])
        let fix = try #require(actions.first { ($0["title"] as? String)?.hasPrefix("Unsafe fix: ") == true })
        #expect(fix["kind"] as? String == "quickfix")
        #expect(fix["isPreferred"] == nil)  // unsafe: never applied by "auto fix"
        let fixed = LSPSession.apply(try #require(LSPSession.edits(fix, uri)), to: text, encoding: encoding)
        #expect(fixed.contains("/* 😀 日本 */ List(rows) { row in Text(row.title) }"))
        session.change(uri, version: 2, fixed)
        #expect(session.diagnostics(uri, version: 2)?.isEmpty == true)
        #expect(session.shutDown() == 0)
    }

    @Test("\"disable for this line\" inserts the comment above, indented like the line")
    func disableForLine() throws {
        let folder = try TemporaryFolder()
        let session = try LSPSession(folder: folder)
        let uri = session.open("Screen.swift", Self.screen)
        let diagnostic = try #require(session.diagnostics(uri, version: 1)?.first)
        let actions = session.codeActions(uri, range: diagnostic["range"] as! [String: Any])
        let disable = try #require(actions.first { $0["title"] as? String == "Disable index-based-id for this line" })
        let fixed = LSPSession.apply(try #require(LSPSession.edits(disable, uri)), to: Self.screen, encoding: "utf-16")
        #expect(fixed.contains("    var body: some View {\n        // hitchlint:disable-next-line index-based-id\n        List("))
        session.change(uri, version: 2, fixed)
        #expect(session.diagnostics(uri, version: 2)?.isEmpty == true)
        #expect(session.shutDown() == 0)
    }

    @Test("source.fixAll.hitchlint applies the safe fixes, and only those")
    func fixAll() throws {
        let folder = try TemporaryFolder()
        let session = try LSPSession(folder: folder)
        let text = """
            import SwiftUI

            struct Card: View {
                let rows: [String]
                var body: some View {
                    let _ = Self._printChanges()
                    List(rows.indices, id: \\.self) { i in Text(rows[i]) }
                }
            }

            """
        let uri = session.open("Card.swift", text)
        #expect(session.diagnostics(uri, version: 1)?.count == 2)
        let actions = session.codeActions(uri, range: ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]],
                                          only: ["source.fixAll"])
        #expect(actions.count == 1)
        let fixAll = try #require(actions.first)
        #expect(fixAll["kind"] as? String == "source.fixAll.hitchlint")
        let fixed = LSPSession.apply(try #require(LSPSession.edits(fixAll, uri)), to: text, encoding: "utf-16")
        #expect(!fixed.contains("_printChanges"))
        #expect(fixed.contains("List(rows.indices"))  // the unsafe fix is left alone
        session.change(uri, version: 2, fixed)
        #expect(session.diagnostics(uri, version: 2).map { $0.map(\.code) } == ["index-based-id"])
        #expect(session.shutDown() == 0)
    }

    @Test("positions count UTF-16 units or UTF-8 bytes, as negotiated, on a line with emoji and CJK")
    func positionEncodings() throws {
        let folder = try TemporaryFolder()
        let text = Self.screen.replacingOccurrences(of: "List(rows", with: "/* 😀 日本 */ List(rows")
        // Before `List`: 8 spaces and `/* 😀 日本 */ `, which is 12 UTF-16 units and 18 bytes.
        for (encoding, column) in [("utf-16", 20), ("utf-8", 26)] {
            let session = try LSPSession(folder: folder, encodings: [encoding])
            let uri = session.open("Screen.swift", text)
            let diagnostic = try #require(session.diagnostics(uri, version: 1)?.first)
            #expect(LSPSession.range(diagnostic) == [5, column, 5, column + 4], "\(encoding)")
            #expect(session.shutDown() == 0)
        }
    }

    @Test("malformed frames and JSON are answered with errors, and the server keeps going")
    func malformedInput() throws {
        let folder = try TemporaryFolder()
        let session = try LSPSession(folder: folder)
        session.write(Data("Content-Lenght: 5\r\n\r\nhello".utf8))
        #expect(session.nextError()?.code == -32700)
        session.write(Data("Content-Length: abc\r\n\r\n".utf8))
        #expect(session.nextError()?.code == -32700)
        for (body, code, id) in [("{not json", -32700, nil), ("[1, 2]", -32600, nil),
                                 (#"{"jsonrpc": "2.0", "id": 7}"#, -32600, 7),
                                 (#"{"jsonrpc": "2.0", "id": 8, "method": 5}"#, -32600, 8),
                                 (#"{"jsonrpc": "1.0", "id": 9, "method": "shutdown"}"#, -32600, 9),
                                 (String(repeating: "[", count: 100_000), -32700, nil)] as [(String, Int, Int?)] {
            session.write(LSPSession.frame(Data(body.utf8)))
            let error = session.nextError()
            #expect(error?.code == code, "\(body.prefix(40))")
            #expect(error?.id == id, "\(body.prefix(40))")
        }
        // A body split across writes, and two messages in one write, still frame correctly.
        let frame = LSPSession.frame(Data(#"{"jsonrpc":"2.0","id":"split","method":"nothing/here"}"#.utf8))
        session.write(frame.prefix(10))
        session.write(frame.dropFirst(10) + LSPSession.frame(Data(#"{"jsonrpc":"2.0","id":11,"method":"nothing/here"}"#.utf8)))
        #expect(session.errorCode(of: "split") == -32601)
        #expect(session.errorCode(of: 11) == -32601)
        #expect(session.shutDown() == 0)
    }

    @Test("unknown requests get MethodNotFound; unknown notifications get nothing")
    func unknownMethods() throws {
        let folder = try TemporaryFolder()
        let session = try LSPSession(folder: folder)
        session.notify("custom/somethingHappened", ["a": 1])
        let id = session.request("textDocument/hover", ["textDocument": ["uri": "file:///x.swift"]])
        let next = session.next { _ in true }
        #expect(next?["id"] as? Int == id)
        #expect((next?["error"] as? [String: Any])?["code"] as? Int == -32601)
        #expect(session.shutDown() == 0)
    }

    @Test("$/cancelRequest answers a request still waiting for its lint with RequestCancelled")
    func cancel() throws {
        let folder = try TemporaryFolder()
        let session = try LSPSession(folder: folder, debounceMilliseconds: 10_000)
        let uri = session.open("Screen.swift", Self.screen)
        #expect(session.diagnostics(uri, version: 1)?.count == 1)
        session.change(uri, version: 2, Self.clean)
        let started = Date()
        let id = session.request("textDocument/codeAction", [
            "textDocument": ["uri": uri], "range": ["start": ["line": 5, "character": 8], "end": ["line": 5, "character": 8]],
            "context": ["diagnostics": [Any]()],
        ])
        session.notify("$/cancelRequest", ["id": id])
        #expect(session.errorCode(of: id) == -32800)
        #expect(Date().timeIntervalSince(started) < 5)  // well before the lint it was waiting for
        #expect(session.shutDown() == 0)
    }

    @Test("shutdown then exit exits 0; exit without shutdown, or the end of input, exits 1")
    func shutdownAndExit() throws {
        let folder = try TemporaryFolder()
        let session = try LSPSession(folder: folder)
        let shutdown = session.request("shutdown", nil)
        let answer = session.response(to: shutdown)
        #expect(answer != nil && answer?["error"] == nil && answer?["result"] is NSNull)
        let late = session.request("textDocument/codeAction", [String: Any]())
        #expect(session.errorCode(of: late) == -32600)
        session.notify("exit", nil)
        #expect(session.waitForExit() == 0)

        let abrupt = try LSPSession(folder: folder)
        abrupt.notify("exit", nil)
        #expect(abrupt.waitForExit() == 1)

        let closed = try LSPSession(folder: folder)
        closed.closeInput()
        #expect(closed.waitForExit() == 1)
    }

    @Test("a broken .hitchlint.json is a diagnostic on the file; fixing it brings the findings back")
    func brokenConfiguration() throws {
        let folder = try TemporaryFolder()
        // A folder name that URIs must percent-encode, both ways.
        let configuration = try folder.write("My Views é/.hitchlint.json", "{\n  selec: [\"ALL\"],\n}\n")
        let session = try LSPSession(folder: folder)
        let uri = session.open("My Views é/Screen.swift", Self.screen)
        let problems = try #require(session.diagnostics(configuration.absoluteString))
        #expect(problems.count == 1)
        #expect(LSPSession.range(try #require(problems.first)) == [1, 2, 1, 3])
        #expect(problems.first?["severity"] as? Int == 1)
        #expect((problems.first?["message"] as? String)?.hasPrefix("unknown key 'selec'; did you mean 'select'?") == true)
        #expect(session.diagnostics(uri, version: 1)?.isEmpty == true)
        try folder.write("My Views é/.hitchlint.json", "{\n  select: [\"index-based-id\"],\n}\n")
        session.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": configuration.absoluteString, "type": 2]]])
        #expect(session.diagnostics(configuration.absoluteString)?.isEmpty == true)
        #expect(session.diagnostics(uri) { $0.map(\.code) == ["index-based-id"] } != nil)
        #expect(session.shutDown() == 0)
    }

    @Test("an open .hitchlint.json is checked as it is typed")
    func configurationBuffer() throws {
        let folder = try TemporaryFolder()
        let configuration = try folder.write(".hitchlint.json", "{}\n")
        let session = try LSPSession(folder: folder)
        let uri = configuration.absoluteString
        session.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "json", "version": 1, "text": "{}\n"]])
        session.change(uri, version: 2, "{\n  failOn: \"warnin\",\n}\n")
        let problem = try #require(session.diagnostics(uri, version: 2)?.first)
        #expect(LSPSession.range(problem) == [1, 10, 1, 11])
        #expect((problem["message"] as? String)?.contains("did you mean 'warning'?") == true)
        session.change(uri, version: 3, "{\n  failOn: \"warning\",\n}\n")
        #expect(session.diagnostics(uri, version: 3)?.isEmpty == true)
        #expect(session.shutDown() == 0)
    }
}

/// A running `hitchlint lsp` and the messages it sent. Every wait has a deadline, so a broken server
/// fails a test instead of hanging it; the process is killed when the session is released.
final class LSPSession: @unchecked Sendable {
    static let timeout: TimeInterval = 20

    let folder: TemporaryFolder
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let condition = NSCondition()
    private var received: [[String: Any]] = []
    private var nextID = 1
    private(set) var capabilities: [String: Any]?

    init(folder: TemporaryFolder, encodings: [String]? = ["utf-16"], debounceMilliseconds: Int = 0,
         watchesFiles: Bool = false, initializes: Bool = true) throws {
        self.folder = folder
        process.executableURL = Package.executable
        process.arguments = ["lsp"]
        process.currentDirectoryURL = folder.url
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let reader = Thread { [self] in readMessages() }
        reader.start()
        guard initializes else { return }
        var general: [String: Any] = [:]
        if let encodings { general["positionEncodings"] = encodings }
        let id = request("initialize", [
            "processId": NSNull(),
            "rootUri": folder.url.absoluteString,
            "capabilities": [
                "general": general,
                "workspace": ["didChangeWatchedFiles": ["dynamicRegistration": watchesFiles]],
            ],
            "initializationOptions": ["debounceMilliseconds": debounceMilliseconds],
        ])
        capabilities = (response(to: id)?["result"] as? [String: Any])?["capabilities"] as? [String: Any]
        notify("initialized", [String: Any]())
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    // MARK: Sending

    static func frame(_ body: Data) -> Data {
        Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    func write(_ data: Data) {
        input.fileHandleForWriting.write(data)
    }

    func send(_ message: [String: Any]) {
        write(Self.frame(try! JSONSerialization.data(withJSONObject: message)))
    }

    @discardableResult
    func request(_ method: String, _ params: Any?) -> Int {
        let id = condition.withLock {
            nextID += 1
            return nextID
        }
        send(["jsonrpc": "2.0", "id": id, "method": method, "params": params ?? NSNull()])
        return id
    }

    func notify(_ method: String, _ params: Any?) {
        send(["jsonrpc": "2.0", "method": method, "params": params ?? NSNull()])
    }

    func uri(_ relativePath: String) -> String { folder.url.appendingPathComponent(relativePath).absoluteString }

    func open(_ relativePath: String, _ text: String) -> String {
        let uri = uri(relativePath)
        notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": text]])
        return uri
    }

    func change(_ uri: String, version: Int, _ text: String) {
        notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": version], "contentChanges": [["text": text]]])
    }

    func closeInput() {
        try? input.fileHandleForWriting.close()
    }

    // MARK: Receiving

    private func readMessages() {
        let handle = output.fileHandleForReading
        var buffer = Data()
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            buffer += chunk
            while let headerEnd = buffer.range(of: Data("\r\n\r\n".utf8)) {
                let header = String(decoding: buffer[buffer.startIndex..<headerEnd.lowerBound], as: UTF8.self)
                guard let length = header.split(separator: "\r\n").compactMap({ line -> Int? in
                    let parts = line.split(separator: ":", maxSplits: 1)
                    return parts.count == 2 && parts[0].lowercased() == "content-length"
                        ? Int(parts[1].trimmingCharacters(in: .whitespaces)) : nil
                }).first else {
                    Issue.record("a frame without Content-Length: \(header)")
                    return
                }
                guard buffer.count - (headerEnd.upperBound - buffer.startIndex) >= length else { break }
                let body = buffer[headerEnd.upperBound..<(headerEnd.upperBound + length)]
                buffer = Data(buffer[(headerEnd.upperBound + length)...])
                guard let message = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] else {
                    Issue.record("a body that is not a JSON object: \(String(decoding: body, as: UTF8.self))")
                    continue
                }
                condition.withLock {
                    received.append(message)
                    condition.broadcast()
                }
            }
        }
    }

    /// Takes the first message received (or to come) that `matches`; others stay for later waits.
    func next(_ matches: ([String: Any]) -> Bool) -> [String: Any]? {
        let deadline = Date().addingTimeInterval(Self.timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let index = received.firstIndex(where: matches) { return received.remove(at: index) }
            guard condition.wait(until: deadline) else {
                Issue.record("no matching message within \(Self.timeout) s")
                return nil
            }
        }
    }

    func response(to id: Any) -> [String: Any]? {
        next { message in
            message["method"] == nil && "\(message["id"] ?? "")" == "\(id)"
        }
    }

    func errorCode(of id: Any) -> Int? {
        (response(to: id)?["error"] as? [String: Any])?["code"] as? Int
    }

    /// The next error answer to a message without a usable id (or with `id`), in arrival order.
    func nextError() -> (code: Int?, id: Int?)? {
        guard let message = next({ $0["error"] != nil }) else { return nil }
        return ((message["error"] as? [String: Any])?["code"] as? Int, message["id"] as? Int)
    }

    func nextDiagnostics(_ uri: String) -> (version: Int?, diagnostics: [[String: Any]])? {
        guard let message = next({ ($0["params"] as? [String: Any])?["uri"] as? String == uri
            && $0["method"] as? String == "textDocument/publishDiagnostics" }),
            let params = message["params"] as? [String: Any] else { return nil }
        return (params["version"] as? Int, params["diagnostics"] as? [[String: Any]] ?? [])
    }

    /// The diagnostics of the first publication for `uri` (of `version`, if given) that satisfies
    /// `accepts`; earlier ones are skipped (the index may still be filling in).
    func diagnostics(_ uri: String, version: Int? = nil, _ accepts: ([[String: Any]]) -> Bool = { _ in true }) -> [[String: Any]]? {
        while let published = nextDiagnostics(uri) {
            if (version == nil || published.version == version) && accepts(published.diagnostics) { return published.diagnostics }
        }
        return nil
    }

    func codeActions(_ uri: String, range: [String: Any], only: [String]? = nil) -> [[String: Any]] {
        var context: [String: Any] = ["diagnostics": [Any]()]
        if let only { context["only"] = only }
        let id = request("textDocument/codeAction", ["textDocument": ["uri": uri], "range": range, "context": context])
        return response(to: id)?["result"] as? [[String: Any]] ?? []
    }

    func shutDown() -> Int32? {
        _ = response(to: request("shutdown", nil))
        notify("exit", nil)
        return waitForExit()
    }

    func waitForExit() -> Int32? {
        let deadline = Date().addingTimeInterval(Self.timeout)
        while process.isRunning {
            guard Date() < deadline else {
                Issue.record("the server did not exit")
                return nil
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return process.terminationStatus
    }

    // MARK: Reading answers

    /// [start line, start character, end line, end character].
    static func range(_ diagnostic: [String: Any]) -> [Int] {
        let range = diagnostic["range"] as? [String: Any]
        let start = range?["start"] as? [String: Any], end = range?["end"] as? [String: Any]
        return [start?["line"], start?["character"], end?["line"], end?["character"]].map { $0 as? Int ?? -1 }
    }

    static func edits(_ action: [String: Any], _ uri: String) -> [[String: Any]]? {
        ((action["edit"] as? [String: Any])?["changes"] as? [String: Any])?[uri] as? [[String: Any]]
    }

    /// Applies LSP text edits (positions in `encoding`, all relative to the original text).
    static func apply(_ edits: [[String: Any]], to text: String, encoding: String) -> String {
        var bytes = Array(text.utf8)
        let located = edits.map { edit -> (Range<Int>, String) in
            let range = edit["range"] as? [String: Any]
            let start = offset(range?["start"] as? [String: Any], in: bytes, encoding: encoding)
            let end = offset(range?["end"] as? [String: Any], in: bytes, encoding: encoding)
            return (start..<end, edit["newText"] as? String ?? "")
        }
        for (range, replacement) in located.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
            bytes.replaceSubrange(range, with: Array(replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func offset(_ position: [String: Any]?, in bytes: [UInt8], encoding: String) -> Int {
        var line = position?["line"] as? Int ?? 0
        var offset = 0
        while line > 0, let newline = bytes[offset...].firstIndex(of: 0x0A) {
            offset = newline + 1
            line -= 1
        }
        var remaining = position?["character"] as? Int ?? 0
        let lineEnd = bytes[offset...].firstIndex(of: 0x0A) ?? bytes.count
        for scalar in String(decoding: bytes[offset..<lineEnd], as: UTF8.self).unicodeScalars where remaining > 0 {
            remaining -= encoding == "utf-8" ? scalar.utf8.count : scalar.utf16.count
            offset += scalar.utf8.count
        }
        return offset
    }
}

extension Dictionary where Key == String, Value == Any {
    var code: String { self["code"] as? String ?? "" }
}
