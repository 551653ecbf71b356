import Foundation

/// `hitchlint lsp` driven as an editor drives it, over pipes: what a keystroke costs in a large
/// workspace, from the change sent to its diagnostics received.
struct EditorSession {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    private var received: [UInt8] = []
    private var logs: [UInt8] = []
    private var nextVersion = 1
    private let uri: String
    private let text: String

    /// Starts the server in `folder`, tells it whether the editor watches files, opens `file` and waits
    /// for the first walk of the workspace to end (its trace says so).
    init(binary: URL, folder: URL, file: URL, watchesFiles: Bool) throws {
        process.executableURL = binary
        process.arguments = ["lsp"]
        process.currentDirectoryURL = folder
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        uri = file.absoluteString
        text = try String(contentsOf: file, encoding: .utf8)
        send(["id": 1, "method": "initialize", "params": [
            "processId": NSNull(), "rootUri": folder.absoluteString, "trace": "messages",
            "capabilities": ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": watchesFiles]]],
            "initializationOptions": ["debounceMilliseconds": 0],
        ] as [String: Any]])
        send(["method": "initialized", "params": [String: Any]()])
        send(["method": "textDocument/didOpen", "params": ["textDocument": [
            "uri": uri, "languageId": "swift", "version": 1, "text": text] as [String: Any]]])
        if watchesFiles {
            // The registration must be answered before the server trusts the editor to report changes.
            let registration = message { $0["method"] as? String == "client/registerCapability" }
            send(["id": registration?["id"] ?? "", "result": NSNull()])
        }
        while !logs.containsText("indexed ") {
            let chunk = errors.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            logs += chunk
        }
    }

    /// Milliseconds from a change of the open buffer (the whole text again, a comment added) to its
    /// diagnostics.
    mutating func change() -> Double {
        nextVersion += 1
        let version = nextVersion
        let start = DispatchTime.now().uptimeNanoseconds
        send(["method": "textDocument/didChange", "params": [
            "textDocument": ["uri": uri, "version": version] as [String: Any],
            "contentChanges": [["text": text + "// \(version)\n"]]] as [String: Any]])
        _ = message { ($0["params"] as? [String: Any])?["version"] as? Int == version }
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }

    mutating func close() {
        send(["id": 2, "method": "shutdown", "params": NSNull()])
        send(["method": "exit", "params": NSNull()])
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    private func send(_ message: [String: Any]) {
        var body = message
        body["jsonrpc"] = "2.0"
        guard let json = try? JSONSerialization.data(withJSONObject: body) else { return }
        input.fileHandleForWriting.write(Data("Content-Length: \(json.count)\r\n\r\n".utf8) + json)
    }

    /// The next message from the server that `matches`; others are dropped. Nil when its output ends.
    private mutating func message(_ matches: ([String: Any]) -> Bool) -> [String: Any]? {
        while true {
            while let (body, end) = nextFrame() {
                received.removeFirst(end)
                if let object = (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any], matches(object) {
                    return object
                }
            }
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { return nil }
            received += chunk
        }
    }

    /// The first whole frame's body in `received`, and where the frame ends.
    private func nextFrame() -> (body: [UInt8], end: Int)? {
        guard let headerEnd = received.end(of: Array("\r\n\r\n".utf8)) else { return nil }
        // The server's only header; its value's digits end at the line's end ("\r\n" is one `Character`).
        let header = String(decoding: received[..<headerEnd], as: UTF8.self).lowercased()
        guard let range = header.range(of: "content-length:"),
              let length = Int(String(header[range.upperBound...].unicodeScalars.filter { ("0"..."9").contains($0) })),
              received.count >= headerEnd + length else { return nil }
        return (Array(received[headerEnd..<(headerEnd + length)]), headerEnd + length)
    }
}

private extension Array where Element == UInt8 {
    /// Where the first occurrence of `pattern` ends (the standard library's `firstRange(of:)` needs macOS 13).
    func end(of pattern: [UInt8]) -> Int? {
        guard count >= pattern.count else { return nil }
        for start in 0...(count - pattern.count) where self[start..<(start + pattern.count)].elementsEqual(pattern) {
            return start + pattern.count
        }
        return nil
    }

    func containsText(_ text: String) -> Bool { end(of: Array(text.utf8)) != nil }
}
