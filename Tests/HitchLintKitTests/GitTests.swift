import Foundation
import HitchLintKit
import Testing

/// Runs git in a test repository (never in this process's directory).
@discardableResult
func git(_ arguments: [String], in folder: URL) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false"] + arguments
    process.currentDirectoryURL = folder
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
}

func makeRepository() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try git(["init", "-q", "-b", "main"], in: folder.url)
    return folder
}

let cleanRow = """
    struct Screen: View {
        let rows: [Row]
        var body: some View {
            List(rows) { row in Text(row.name) }
        }
    }

    """

let badRow = """
    struct Screen: View {
        let rows: [String]
        var body: some View {
            List(rows.indices, id: \\.self) { i in Text(rows[i]) }
        }
    }

    """

@Suite("Git: staged content, changed lines, hooks")
struct GitTests {
    @Test("git's answers arrive whole: large input and output at once, its errors, from a folder with spaces")
    func gitAnswersArriveWhole() throws {
        let repository = try makeRepository()
        let folder = repository.url.appendingPathComponent("with space é")
        // Larger than a pipe holds (64 KiB), so that reading and writing must go on at once.
        let text = String(repeating: "let value = 1 // padding padding padding\n", count: 8_000)
        let file = try repository.write("with space é/Big.swift", text)
        let object = try git(["hash-object", "-w", file.path], in: repository.url).trimmingCharacters(in: .whitespacesAndNewlines)
        let path = FilePath(folder.path)

        let hashed = try Git.run(["hash-object", "--stdin"], in: path, input: Array(text.utf8)).get()
        #expect(String(decoding: hashed, as: UTF8.self) == object + "\n")
        let request = Array(String(repeating: object + "\n", count: 40).utf8)
        let contents = try Git.run(["cat-file", "--batch"], in: path, input: request).get()
        #expect(contents.count == 40 * ("\(object) blob \(text.utf8.count)\n".utf8.count + text.utf8.count + 1))
        let listed = try Git.run(["ls-files", "-co", "--exclude-standard", "-z"], in: path).get()
        #expect(String(decoding: listed, as: UTF8.self) == "Big.swift\u{0}")

        switch Git.run(["rev-parse", "--verify", "no-such-revision^{commit}"], in: path) {
        case .success(let output): Issue.record("a bad revision resolved: \(output)")
        case .failure(let failure): #expect(failure.message.hasPrefix("fatal:"))
        }
    }

    @Test("--staged lints the index version, not the working tree (both ways)")
    func stagedNotWorkingTree() throws {
        let repository = try makeRepository()
        try repository.write("Sources/A.swift", badRow)
        try git(["add", "."], in: repository.url)
        try repository.write("Sources/A.swift", cleanRow)  // fixed in the working tree, not staged
        let staged = try runHitchLint(["--staged"], in: repository.url)
        #expect(staged.status == 1)
        #expect(staged.standardOutput.hasPrefix("Sources/A.swift:4:9: warning:"))
        try git(["add", "."], in: repository.url)
        try repository.write("Sources/A.swift", badRow)  // broken in the working tree, clean in the index
        let clean = try runHitchLint(["--staged"], in: repository.url)
        #expect(clean.status == 0)
        #expect(clean.standardOutput.isEmpty)
    }

    @Test("--staged works without commits, with non-ASCII and space-holding paths, and only staged files")
    func stagedPaths() throws {
        let repository = try makeRepository()
        try repository.write("Vues/Écran principal.swift", badRow)
        try repository.write("Unstaged.swift", badRow)
        try git(["add", "Vues"], in: repository.url)
        let result = try runHitchLint(["--staged"], in: repository.url)
        #expect(result.standardOutput.hasPrefix("Vues/Écran principal.swift:4:9: warning:"))
        #expect(!result.standardOutput.contains("Unstaged"))
        try git(["commit", "-q", "-m", "first"], in: repository.url)
        let afterCommit = try runHitchLint(["--staged"], in: repository.url)
        #expect(afterCommit.status == 0 && afterCommit.standardOutput.isEmpty)
    }

    @Test("--staged still infers rows from the rest of the project")
    func stagedRowInference() throws {
        let repository = try makeRepository()
        try repository.write("Bar.swift", "struct Bar: View {\n    var body: some View { GeometryReader { _ in Color.red } }\n}\n")
        try repository.write("List.swift", "struct Items: View {\n    let items: [Item]\n    var body: some View { List(items) { _ in Bar() } }\n}\n")
        try git(["add", "Bar.swift"], in: repository.url)
        let result = try runHitchLint(["--staged"], in: repository.url)
        #expect(result.standardOutput.hasPrefix("Bar.swift:2:27: warning: `GeometryReader` in a list row"))
    }

    @Test("--changed-since reports only findings on changed lines")
    func changedSince() throws {
        let repository = try makeRepository()
        try repository.write("A.swift", badRow)
        try git(["add", "."], in: repository.url)
        try git(["commit", "-q", "-m", "legacy"], in: repository.url)
        let legacy = try runHitchLint(["--changed-since", "HEAD"], in: repository.url)
        #expect(legacy.status == 0 && legacy.standardOutput.isEmpty)
        let added = badRow.replacingOccurrences(of: "Screen", with: "Other")
        try repository.write("A.swift", badRow + added)
        try repository.write("New.swift", badRow.replacingOccurrences(of: "Screen", with: "Third"))
        let result = try runHitchLint(["--changed-since", "HEAD"], in: repository.url)
        let lines = result.standardOutput.split(separator: "\n").map { $0.prefix(12) }
        #expect(lines == ["A.swift:10:9", "New.swift:4:"])
        let bad = try runHitchLint(["--changed-since", "no-such-rev"], in: repository.url)
        #expect(bad.status == 2)
    }

    @Test("nothing configured in the linted repository runs: fsmonitor, external diff, textconv, filters")
    func noRepositoryPrograms() throws {
        let repository = try makeRepository()
        let marker = repository.url.appendingPathComponent("MARKER")
        let script = repository.url.appendingPathComponent("evil.sh")
        try Data("#!/bin/sh\ntouch '\(marker.path)'\ncat\n".utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        try git(["config", "core.fsmonitor", script.path], in: repository.url)
        try git(["config", "diff.external", script.path], in: repository.url)
        try git(["config", "diff.evil.textconv", script.path], in: repository.url)
        try git(["config", "filter.evil.clean", script.path], in: repository.url)
        try git(["config", "filter.evil.smudge", script.path], in: repository.url)
        try repository.write(".gitattributes", "*.swift diff=evil filter=evil\n")
        try repository.write("A.swift", badRow)
        try git(["-c", "core.fsmonitor=false", "-c", "filter.evil.clean=cat", "add", "A.swift"], in: repository.url)
        try git(["-c", "core.fsmonitor=false", "-c", "filter.evil.clean=cat", "commit", "-q", "-m", "x"], in: repository.url)
        try? FileManager.default.removeItem(at: marker)
        try repository.write("A.swift", badRow + badRow.replacingOccurrences(of: "Screen", with: "Other"))
        _ = try runHitchLint(["."], in: repository.url)
        _ = try runHitchLint(["--staged"], in: repository.url)
        _ = try runHitchLint(["--changed-since", "HEAD"], in: repository.url)
        #expect(!FileManager.default.fileExists(atPath: marker.path))
    }

    @Test("install-hook writes, refuses to overwrite, backs up with --force, and uninstall restores")
    func installHook() throws {
        let repository = try makeRepository()
        let hook = repository.url.appendingPathComponent(".git/hooks/pre-commit")
        let installed = try runHitchLint(["install-hook"], in: repository.url)
        #expect(installed.status == 0)
        let script = try String(contentsOf: hook, encoding: .utf8)
        #expect(script.contains("hitchlint --staged"))
        #expect(FileManager.default.isExecutableFile(atPath: hook.path))
        #expect(try runHitchLint(["install-hook"], in: repository.url).status == 0)  // ours: replaced quietly

        try Data("#!/bin/sh\necho theirs\n".utf8).write(to: hook)
        let refused = try runHitchLint(["install-hook"], in: repository.url)
        #expect(refused.status == 2 && refused.standardError.contains("use --force"))
        #expect(try String(contentsOf: hook, encoding: .utf8) == "#!/bin/sh\necho theirs\n")
        #expect(try runHitchLint(["install-hook", "--force"], in: repository.url).status == 0)
        let backup = repository.url.appendingPathComponent(".git/hooks/pre-commit.hitchlint-backup")
        #expect(try String(contentsOf: backup, encoding: .utf8) == "#!/bin/sh\necho theirs\n")
        #expect(try runHitchLint(["install-hook", "--uninstall"], in: repository.url).status == 0)
        #expect(try String(contentsOf: hook, encoding: .utf8) == "#!/bin/sh\necho theirs\n")
        #expect(!FileManager.default.fileExists(atPath: backup.path))
    }

    @Test("the installed hook blocks a commit with findings")
    func hookBlocksCommit() throws {
        let repository = try makeRepository()
        _ = try runHitchLint(["install-hook"], in: repository.url)
        try repository.write("A.swift", badRow)
        try git(["add", "."], in: repository.url)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=T", "-c", "user.email=t@e", "commit", "-q", "-m", "x"]
        process.currentDirectoryURL = repository.url
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = Package.executable.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "")
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus != 0)
        #expect(try git(["log", "--oneline"], in: repository.url).isEmpty)
    }
}

@Suite("Line differences")
struct LineDiffTests {
    @Test("only inserted and modified lines count as changed")
    func changed() {
        let old = Array("a\nb\nc\nd\n".utf8)
        let new = Array("a\nx\nb\nc\nD\n".utf8)
        #expect(GitWorkflowProbe.changed(old, new) == [2...2, 5...5])
        #expect(GitWorkflowProbe.changed(old, old) == [])
        #expect(GitWorkflowProbe.changed([], Array("a\nb\n".utf8)) == [1...2])
    }
}
