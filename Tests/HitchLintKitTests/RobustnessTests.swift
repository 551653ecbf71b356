import Foundation
@testable import HitchLintKit
import Testing

/// A view with one `index-based-id` finding on the line after `prefix`, for checking that findings
/// survive (and stay positioned) whatever comes before or after them.
func viewAfter(_ prefix: String) -> String {
    prefix + "\nstruct Screen: View {\n    let rows: [String]\n    var body: some View {\n        List(rows.indices, id: \\.self) { i in Text(rows[i]) }\n    }\n}\n"
}

@Suite("Hostile input and file system")
struct RobustnessTests {
    @Test("folders are listed in byte order, however much their names share")
    func listingsInByteOrder() throws {
        let folder = try TemporaryFolder()
        // Names equal in their first eight bytes, shorter than eight, upper and lower case, UTF-8.
        let names = ["abcdefgh", "abcdefgh.swift", "abcdefgg.swift", "abcdefghi", "ab", "a", "B.swift", "b", "é.swift",
                     "Album10064.swift", "Album1006.swift", "Album100640.swift", "z\u{7F}", "zz", "~"]
        for name in names { try folder.write(name, "") }
        let listed = try FileSystem.listDirectory(FilePath(folder.url.path)).get().map { String(decoding: $0.name, as: UTF8.self) }
        let expected = names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        #expect(listed == expected)
    }

    func lintBytes(_ bytes: [UInt8], name: String = "A.swift", arguments: [String] = []) throws -> ProcessResult {
        let folder = try TemporaryFolder()
        try Data(bytes).write(to: folder.url.appendingPathComponent(name))
        return try runHitchLint(arguments + [name], in: folder.url)
    }

    @Test("invalid UTF-8 and NUL bytes: still linted, findings still positioned")
    func invalidBytes() throws {
        let bytes = Array("// caf".utf8) + [0xE9, 0xFF, 0x00, 0x0A] + Array(viewAfter("let x = 1").utf8)
        let result = try lintBytes(bytes)
        #expect(result.status == 1)
        #expect(result.standardOutput.hasPrefix("A.swift:6:9: warning:"))
    }

    @Test("a binary file named .swift is skipped with a note, not an error")
    func binary() throws {
        var bytes: [UInt8] = [0x7F, 0x45, 0x4C, 0x46]
        for index in 0..<4096 { bytes.append(UInt8(truncatingIfNeeded: index * 7)) }
        let result = try lintBytes(bytes)
        #expect(result.status == 0)
        #expect(result.standardError.contains("hitchlint: skipped A.swift: binary file"))
        let json = try lintBytes(bytes, arguments: ["--format", "json"])
        #expect(json.standardOutput.contains("\"skipped\": true"))
    }

    /// Binary is a density over the first 8 KB: more than 1% NUL bytes, or more than 10% NUL and
    /// control bytes; tabs, line breaks and escapes are text. Counted exactly, however the bytes lie
    /// in the eight-byte words the scan reads (packed, and across word boundaries).
    @Test("binary by density: just over 1% NUL or 10% control bytes, never tabs or line breaks",
          arguments: [(81, 0, 0, false), (82, 0, 0, true), (0, 819, 0, false), (0, 820, 0, true), (40, 779, 0, false),
                      (40, 780, 0, true), (0, 0, 3000, false), (81, 738, 3000, false)])
    func binaryThreshold(nul: Int, control: Int, tabs: Int, isBinary: Bool) throws {
        // `// ` puts the run off a word boundary; a comment line pads the file past the 8,192 bytes sampled.
        var bytes = Array("// ".utf8) + Array(repeating: 0, count: nul) + Array(repeating: 0x01, count: control)
            + Array(repeating: 0x09, count: tabs / 2) + Array(repeating: 0x1B, count: tabs / 2) + [0x0A]
        bytes += Array("// ".utf8) + Array(repeating: UInt8(ascii: "a"), count: max(0, 8300 - bytes.count)) + [0x0A]
        let result = try lintBytes(bytes + Array(viewAfter("").utf8))
        #expect(result.standardError.contains("skipped A.swift: binary file") == isBinary, "\(result.standardError)")
        #expect(result.status == (isBinary ? 0 : 1))
    }

    @Test("an empty file, and a file of only a byte-order mark")
    func empty() throws {
        #expect(try lintBytes([]).status == 0)
        #expect(try lintBytes([0xEF, 0xBB, 0xBF]).status == 0)
    }

    @Test("unterminated literals at the end of the file", arguments: [
        "let s = \"abc", "let s = \"\"\"\nabc", "let s = #\"abc", "/* open", "/* /* nested */", "let s = \"\\(foo(",
        "let r = #/abc", "let s = \"a\\(\"b\\(\"",
    ])
    func unterminated(tail: String) throws {
        let result = try lintBytes(Array((viewAfter("") + tail).utf8))
        #expect(result.status == 1)
        #expect(result.standardOutput.hasPrefix("A.swift:5:9: warning:"))
    }

    @Test("100k-deep nesting, a 5 MB line: linted without a crash, in time", arguments: [
        ("(", ")"), ("[", "]"), ("{", "}"), ("{ _ in ", "}"), ("\"\\(", ")\""), ("/*", "*/"),
    ])
    func deep(open: String, close: String) throws {
        let text = viewAfter("let deep = " + String(repeating: open, count: 100_000) + String(repeating: close, count: 100_000))
        let started = Date()
        let result = try lintBytes(Array(text.utf8))
        #expect(result.status == 1, "\(result.standardError.prefix(300))")
        #expect(result.standardOutput.hasPrefix("A.swift:5:9: warning:"))
        #expect(Date().timeIntervalSince(started) < 20)
    }

    /// A project view's closure is read for statements no result builder takes, through its `if`s' blocks: to
    /// any depth, that read once took the stack down.
    @Test("100k nested ifs in a project view's closure in a row: linted without a crash")
    func deepStatementBlocks() throws {
        let nested = String(repeating: "if true { ", count: 100_000) + String(repeating: "}", count: 100_000)
        let text = viewAfter("let done = 0") + "\nstruct Deep: View {\n    @State var x = 0\n    let items: [Int]\n"
            + "    var body: some View {\n        List(items, id: \\.self) { _ in Card { x = 1\n" + nested + "\n} }\n    }\n}\n"
        let result = try lintBytes(Array(text.utf8))
        #expect(result.status == 1, "\(result.standardError.prefix(300))")
        #expect(result.standardOutput.hasPrefix("A.swift:5:9: warning:"))
    }

    /// Every nested type has a qualified name: in full, their bytes grew with the square of the depth (this
    /// file's, 2 GB: past what a name's position can hold, and two minutes).
    @Test("50k nested types: linted without a crash, in time")
    func deepTypes() throws {
        let text = viewAfter(String(repeating: "enum a { ", count: 50_000) + String(repeating: "}", count: 50_000))
        let started = Date()
        let result = try lintBytes(Array(text.utf8))
        #expect(result.status == 1, "\(result.standardError.prefix(300))")
        #expect(result.standardOutput.hasPrefix("A.swift:5:9: warning:"))
        #expect(Date().timeIntervalSince(started) < 20)
    }

    @Test("a 5 MB single line")
    func longLine() throws {
        var line = "let total = "
        while line.utf8.count < 5_000_000 { line += "value + \"s\\(x)\" + " }
        let result = try lintBytes(Array(viewAfter(line + "0").utf8))
        #expect(result.standardOutput.hasPrefix("A.swift:5:9: warning:"))
    }

    /// 50 MB of code takes minutes in the debug build the tests run, so the bulk is documentation
    /// (a file-long doc comment, as generated API listings have) and a long multi-line string; the
    /// release build's figures for 50 MB of code are in the benchmark.
    @Test("a 50 MB file: linted, and the finding after the bulk keeps its line")
    func fiftyMegabytes() throws {
        let paragraph = String(repeating: "/// Lorem ipsum dolor sit amet, `consectetur` adipiscing — élit 🙂.\n", count: 64)
        var bulk = ""
        bulk.reserveCapacity(52_000_000)
        while bulk.utf8.count < 25_000_000 { bulk += paragraph }
        bulk += "let text = \"\"\"\n"
        while bulk.utf8.count < 50_000_000 { bulk += paragraph }
        bulk += "\"\"\"\n"
        let lines = bulk.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        let result = try lintBytes(Array(viewAfter(bulk).utf8))
        #expect(result.status == 1, "\(result.standardError.prefix(300))")
        #expect(result.standardOutput.hasPrefix("A.swift:\(lines + 5):9: warning:"), "\(result.standardOutput.prefix(300))")
    }

    @Test("CR, CRLF and mixed line endings keep line numbers right")
    func lineEndings() throws {
        for separator in ["\r", "\r\n"] {
            let text = viewAfter("// one\n// two").replacingOccurrences(of: "\n", with: separator)
            #expect(try lintBytes(Array(text.utf8)).standardOutput.hasPrefix("A.swift:6:9: warning:"), "\(separator.debugDescription)")
        }
        let mixed = "// a\r\n// b\r// c\n// d" + viewAfter("")
        #expect(try lintBytes(Array(mixed.utf8)).standardOutput.hasPrefix("A.swift:8:9: warning:"))
    }

    @Test("a message quoting code with a line separator or a C1 control keeps to one line, the characters escaped")
    func controlCharactersInMessages() throws {
        let name = "`a\u{2028}b\u{85}c`"
        let text = """
            import SwiftUI

            struct Screen: View {
                var body: some View {
                    List(\(name).indices, id: \\.self) { index in
                        Text(\(name)[index])
                    }
                }
            }

            """
        let output = try lintBytes(Array(text.utf8)).standardOutput
        #expect(output.hasPrefix("A.swift:5:9: warning: `List` identified by position (``a\\u{2028}b\\u{85}c`.indices"), "\(output)")
        #expect(output.split(whereSeparator: \.isNewline).count == 1, "one finding, on one line")
    }

    /// Messages are scanned eight bytes a step: a control character must be escaped wherever it
    /// stands in a word, and plain text must come out as it went in.
    @Test("control characters in a message are escaped at every place of a word")
    func controlsEscapedAtEveryPlace() {
        let controls = (0..<0x20).map { UInt32($0) } + [0x7F, 0x80, 0x85, 0x9F, 0x2028, 0x2029]
        func isControl(_ scalar: Unicode.Scalar) -> Bool {
            scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
        }
        // Among ASCII, and among other text whose bytes look like a control's first (`…` and `—` start
        // with E2 as U+2028 does, `¢` with C2 as U+0085 does); after 0–7 ASCII bytes, so that a control
        // stands at every byte of a word in both.
        for filler in ["a", "×…—¢é"] {
            for lead in 0..<8 {
                let prefix = Array(String(repeating: "a", count: lead).unicodeScalars)
                for place in 0..<(3 * filler.unicodeScalars.count + 2) {
                    for control in controls {
                        var scalars = prefix + Array(String(repeating: filler, count: 24).unicodeScalars)
                        scalars.insert(Unicode.Scalar(control)!, at: lead + place)
                        var text = ""
                        text.unicodeScalars.append(contentsOf: scalars)
                        let shown = Escaping.printable(text)
                        #expect(!shown.unicodeScalars.contains(where: isControl),
                                "U+\(String(control, radix: 16)) at \(place) after \(lead) in \(filler)")
                    }
                }
            }
            // Text with no control is seen to have none (not only given back as it came).
            let plain = String(repeating: filler, count: 9)
            #expect(!Escaping.mayHoldControl(plain))
            #expect(Escaping.printable(plain) == plain)
        }
        let plain = "`Text(x.formatted())` runs for every row — about 40× per second… ~ [format-in-body]"
        #expect(Escaping.printable(plain) == plain)
    }

    @Test("a file name that is not UTF-8 is found, read and reported escaped")
    func nonUTF8Name() throws {
        let folder = try TemporaryFolder()
        var path = Array(folder.url.path.utf8) + Array("/caf".utf8) + [0xE9] + Array(".swift".utf8)
        path.append(0)
        let descriptor = path.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { open($0, O_CREAT | O_WRONLY, 0o644) }
        }
        #expect(descriptor >= 0)
        let text = Array(viewAfter("").utf8)
        _ = text.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        let result = try runHitchLint(["."], in: folder.url)
        #expect(result.standardOutput.hasPrefix("caf\\xE9.swift:5:9: warning:"))
    }

    @Test("symbolic link loops and links out of the tree: reported or skipped, the rest linted")
    func links() throws {
        let folder = try TemporaryFolder()
        try folder.write("Good.swift", viewAfter(""))
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("Loop.swift").path, withDestinationPath: "Loop.swift")
        let outside = try TemporaryFolder()
        try outside.write("Outside.swift", viewAfter(""))
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("Elsewhere").path, withDestinationPath: outside.url.path)
        let result = try runHitchLint(["."], in: folder.url)
        #expect(result.standardOutput.hasPrefix("Good.swift:5:9: warning:"))
        #expect(!result.standardOutput.contains("Outside.swift"))
        let named = try runHitchLint(["Loop.swift", "Good.swift"], in: folder.url)
        #expect(named.status == 2)
        #expect(named.standardError.contains("hitchlint: cannot read Loop.swift: too many levels of symbolic links"))
        #expect(named.standardOutput.contains("Good.swift:5:9"))
    }

    /// Runs the binary without the rights of root (which reads anything): as `nobody`, through
    /// `setpriv`, from a copy the folder holds; as is when the tests do not run as root.
    func runUnprivileged(_ arguments: [String], in folder: TemporaryFolder) throws -> ProcessResult {
        guard geteuid() == 0 else { return try runHitchLint(arguments, in: folder.url) }
        let copy = folder.url.appendingPathComponent("hitchlint-copy")
        if !FileManager.default.fileExists(atPath: copy.path) {
            try FileManager.default.copyItem(at: Package.executable, to: copy)
        }
        for path in [folder.url.path, copy.path] { chmod(path, 0o755) }
        return try runHitchLint(arguments, in: folder.url, executable: copy,
                                launcher: ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"])
    }

    @Test("an unreadable file and an unreadable folder: one line each, the rest linted, exit 2",
          .enabled(if: geteuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
                   "root reads everything: needs setpriv to drop to nobody"))
    func unreadable() throws {
        let folder = try TemporaryFolder()
        try folder.write("Open/A.swift", viewAfter(""))
        let locked = try folder.write("Locked.swift", viewAfter(""))
        let lockedFolder = try folder.write("Private/B.swift", viewAfter("")).deletingLastPathComponent()
        chmod(locked.path, 0)
        chmod(lockedFolder.path, 0)
        defer { chmod(lockedFolder.path, 0o755) }  // so the folder can be removed
        let result = try runUnprivileged(["Open", "Locked.swift", "Private"], in: folder)
        #expect(result.status == 2)
        #expect(result.standardError.contains("hitchlint: cannot read Locked.swift: permission denied\n"))
        #expect(result.standardError.contains("hitchlint: cannot read directory Private: permission denied\n"))
        #expect(result.standardOutput.hasPrefix("Open/A.swift:5:9: warning:"))
        let json = try runUnprivileged(["--format", "json", "."], in: folder)
        #expect(json.status == 2)
        let document = try JSONSerialization.jsonObject(with: json.outputBytes) as? [String: Any]
        let errors = document?["errors"] as? [[String: Any]] ?? []
        #expect(errors.count == 2, "\(errors)")
    }

    /// Another process deletes, recreates and truncates files while the linter walks and reads them:
    /// whatever it meets, each file is linted or reported on one line, and the document stays valid.
    @Test("files that vanish or change during the run")
    func filesChangingDuringTheRun() throws {
        let folder = try TemporaryFolder()
        let count = 300
        for index in 0..<count { try folder.write("F\(index).swift", viewAfter("// \(index)")) }
        let churn = Churn(folder: folder.url, count: count)
        let worker = Thread { churn.run() }
        worker.start()
        defer { churn.stop(); withExtendedLifetime(folder) {} }  // the folder is removed after the churn ends
        for _ in 0..<6 {
            let result = try runHitchLint(["--format", "json", "."], in: folder.url)
            #expect([0, 1, 2].contains(result.status), "\(result.standardError)")
            #expect((try? JSONSerialization.jsonObject(with: result.outputBytes)) != nil)
            // One line per file that was listed and then gone, and the summary.
            for line in result.standardError.split(separator: "\n") {
                let expected = ["hitchlint: cannot read F", "hitchlint: skipped F", "Found ", "No findings "]
                #expect(expected.contains { line.hasPrefix($0) }, "\(line)")
            }
        }
    }

    @Test("a very long path is one clear error")
    func longPath() throws {
        let folder = try TemporaryFolder()
        let name = String(repeating: "a", count: 5000) + ".swift"
        let result = try runHitchLint([name], in: folder.url)
        #expect(result.status == 2)
        #expect(result.standardError.contains("file name too long"))
    }

    @Test("a full disk when writing output: one line, exit 2")
    func fullDisk() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        let folder = try TemporaryFolder()
        try folder.write("A.swift", viewAfter(""))
        let process = Process()
        process.executableURL = Package.executable
        process.arguments = ["A.swift"]
        process.currentDirectoryURL = folder.url
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 2)
        #expect(stderr.contains("hitchlint: cannot write output: no space left on device"))
    }

    @Test("machine-readable output stays valid and carries the errors", arguments: ["json", "sarif", "junit", "checkstyle", "gitlab"])
    func validWithErrors(format: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("A.swift", viewAfter(""))
        let result = try runHitchLint(["--format", format, "A.swift", "Missing.swift"], in: folder.url)
        #expect(result.status == 2)
        if format == "junit" || format == "checkstyle" {
            #expect(result.standardOutput.contains("Missing.swift"))
        } else {
            #expect((try? JSONSerialization.jsonObject(with: result.outputBytes)) != nil)
        }
    }

    @Test("maxFileSize skips a larger file and says so")
    func maximumSize() throws {
        let folder = try TemporaryFolder()
        try folder.write(".hitchlint.json", "{ maxFileSize: 100 }\n")
        try folder.write("A.swift", viewAfter(""))
        let result = try runHitchLint(["A.swift"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.standardError.contains("hitchlint: skipped A.swift: file is"))
    }
}

/// Deletes, rewrites in place and truncates files in a folder until stopped.
private final class Churn: @unchecked Sendable {
    let folder: URL
    let count: Int
    private let lock = NSLock()
    private var stopped = false
    private let finished = DispatchSemaphore(value: 0)

    init(folder: URL, count: Int) {
        self.folder = folder
        self.count = count
    }

    /// Returns once the churn has stopped: a file written after its folder was removed would be left
    /// behind in the temporary directory by every test run.
    func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
        finished.wait()
    }

    private var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }

    func run() {
        defer { finished.signal() }
        var step = 0
        while !isStopped {
            let path = folder.appendingPathComponent("F\(step % count).swift").path
            switch step % 3 {
            case 0: unlink(path)
            case 1: _ = FileManager.default.createFile(atPath: path, contents: Data(viewAfter("// again").utf8))
            default: truncate(path, 17)
            }
            step += 1
        }
    }
}
