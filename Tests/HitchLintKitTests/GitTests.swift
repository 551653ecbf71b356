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

@Suite("Git's index file, read without git")
struct GitIndexFileTests {
    /// What `git ls-files -c` lists of `.swift` files, as the reader returns it.
    func gitListing(_ folder: URL) throws -> GitIndexFile.Answer {
        .tracked(Array(try git(["ls-files", "-c", "-z", "--", "*.swift"], in: folder).utf8))
    }

    func count(_ answer: GitIndexFile.Answer) -> Int {
        guard case .tracked(let listing) = answer else { return -1 }
        return listing.split(separator: 0).count
    }

    func read(_ folder: URL) -> GitIndexFile.Answer { GitIndexFile.trackedSwiftPaths(workTree: FilePath(folder.path)) }

    func makeTrackedFiles(in repository: TemporaryFolder) throws {
        for path in ["A.swift", "B/C.swift", "B/D.txt", "Ä é/Spaced name.swift", "a.swift", "B.swift",
                     String(repeating: "Long", count: 40) + "/" + String(repeating: "n", count: 200) + ".swift"] {
            try repository.write(path, "let x = 1\n")
        }
        try git(["add", "-A"], in: repository.url)
        try git(["commit", "-q", "-m", "files"], in: repository.url)
    }

    @Test("versions 2, 3 and 4 (extended flags, compressed paths) list what git lists, in git's order")
    func versions() throws {
        let repository = try makeRepository()
        try makeTrackedFiles(in: repository)
        try git(["update-index", "--index-version", "2"], in: repository.url)
        let listing = try gitListing(repository.url)
        #expect(count(listing) == 6)
        #expect(read(repository.url) == listing)
        // An intent-to-add entry carries extended flags: the index becomes version 3.
        try repository.write("New/Intended.swift", "let y = 2\n")
        try git(["add", "-N", "New/Intended.swift"], in: repository.url)
        let withIntended = try gitListing(repository.url)
        #expect(count(withIntended) == 7)
        #expect(read(repository.url) == withIntended)
        try git(["update-index", "--index-version", "4"], in: repository.url)
        #expect(read(repository.url) == withIntended)
    }

    @Test("SHA-256 repositories, linked work trees and repositories with no index yet")
    func layouts() throws {
        let sha256 = try TemporaryFolder()
        try git(["init", "-q", "--object-format=sha256"], in: sha256.url)
        try makeTrackedFiles(in: sha256)
        #expect(read(sha256.url) == (try gitListing(sha256.url)))

        let repository = try makeRepository()
        #expect(read(repository.url) == .tracked([]))
        try makeTrackedFiles(in: repository)
        let linked = repository.url.appendingPathComponent("Linked")
        try git(["worktree", "add", "-q", linked.path], in: repository.url)
        try FileManager.default.removeItem(at: linked.appendingPathComponent("A.swift"))
        try git(["rm", "-q", "--cached", "A.swift"], in: linked)
        #expect(read(linked) == (try gitListing(linked)))
        #expect(read(linked) != read(repository.url))
    }

    @Test("split indexes and damaged files are left to git")
    func leftToGit() throws {
        let repository = try makeRepository()
        try makeTrackedFiles(in: repository)
        try git(["update-index", "--split-index"], in: repository.url)
        #expect(read(repository.url) == .leftToGit)
        try git(["update-index", "--no-split-index"], in: repository.url)
        #expect(read(repository.url) == (try gitListing(repository.url)))
        let index = repository.url.appendingPathComponent(".git/index")
        let bytes = try Data(contentsOf: index)
        for length in [0, 11, 40, bytes.count / 2, bytes.count - 1] {
            try bytes.prefix(length).write(to: index)
            #expect(read(repository.url) == .leftToGit, "cut to \(length) bytes")
        }
        // Git still answers: the lint lists what it lists.
        try bytes.write(to: index)
        #expect(read(repository.url) == (try gitListing(repository.url)))
        try repository.write(".gitignore", "Ignored/\n")
        try repository.write("Ignored/Row.swift", badRow)
        try repository.write("Kept.swift", badRow)
        let result = try runHitchLint(["--no-cache", "."], in: repository.url)
        #expect(result.standardOutput.contains("Kept.swift"))
        #expect(!result.standardOutput.contains("Ignored/Row.swift"))
    }

    @Test("hostile index files: a name of the wrong length, a path that expands past any real index, a FIFO, a moved work tree")
    func hostile() throws {
        let repository = try makeRepository()
        try makeTrackedFiles(in: repository)
        try git(["update-index", "--index-version", "2"], in: repository.url)
        let index = repository.url.appendingPathComponent(".git/index")
        let good = try Data(contentsOf: index)
        // The first entry's flags (after the 12-byte header and 60 bytes of stat data and name) say one
        // byte more than its name has.
        var wrongLength = good
        wrongLength[73] &+= 1
        try wrongLength.write(to: index)
        #expect(read(repository.url) == .leftToGit)

        // Version 4: a 100 KB name, then entries that each repeat it whole (drop nothing, add nothing).
        func entry(_ pathBytes: [UInt8]) -> [UInt8] { [UInt8](repeating: 0, count: 60) + [0x0F, 0xFF, 0] + pathBytes + [0] }
        var expanding: [UInt8] = Array("DIRC".utf8) + [0, 0, 0, 4, 0, 0, 0x07, 0xD1]
        expanding += entry(Array(String(repeating: "a", count: 100_000).utf8) + Array(".swift".utf8))
        for _ in 0..<2_000 { expanding += entry([]) }
        expanding += [UInt8](repeating: 0, count: 20)
        try Data(expanding).write(to: index)
        #expect(read(repository.url) == .leftToGit)

        try FileManager.default.removeItem(at: index)
        #expect(mkfifo(index.path, 0o644) == 0)
        #expect(read(repository.url) == .unreadable, "a FIFO is never opened for reading, by us or by git")
        try FileManager.default.removeItem(at: index)
        try good.write(to: index)

        #expect(read(repository.url) == (try gitListing(repository.url)), "`bare = false`, in every new repository's configuration")
        try git(["config", "core.worktree", "/tmp"], in: repository.url)
        #expect(read(repository.url) == .leftToGit)
    }

    @Test("untracked files with names git reads as patterns, folders holding a .git that is no repository, a submodule's leftovers")
    func untrackedOddities() throws {
        let repository = try makeRepository()
        try repository.write(".gitignore", "Foo.swift\n\\*.swift\ngen/\n")
        try repository.write("A.swift", badRow)
        try git(["add", "-A"], in: repository.url)
        try git(["commit", "-q", "-m", "a"], in: repository.url)
        func linted() throws -> [String] {
            let output = try runHitchLint(["--no-cache", "--format", "json", "."], in: repository.url).standardOutput
            return ["*.swift", ":Foo.swift", "A.swift", "Fake/B.swift", "Fake2/C.swift", "gen/Gen.swift"].filter { output.contains("\"\($0)\"") }
        }
        // Each step alone: any one of them sends the walk to git's whole list.
        for path in [":Foo.swift", "*.swift", "gen/Gen.swift"] { try repository.write(path, badRow) }
        #expect(try linted() == [":Foo.swift", "A.swift"])
        try repository.write("Fake/B.swift", badRow)
        try FileManager.default.createDirectory(at: repository.url.appendingPathComponent("Fake/.git"), withIntermediateDirectories: true)
        try repository.write("Fake2/C.swift", badRow)
        try repository.write("Fake2/.git", "gitdir: /nonexistent\n")
        #expect(try linted() == [":Foo.swift", "A.swift", "Fake/B.swift", "Fake2/C.swift"])
        #expect(try git(["ls-files", "-co", "--exclude-standard", "--", "*.swift"], in: repository.url)
            .split(separator: "\n").sorted() == [":Foo.swift", "A.swift", "Fake/B.swift", "Fake2/C.swift"])

        // A submodule taken out of the work tree, with files left in its folder: git lists none of them,
        // and `check-ignore` refuses to answer for paths inside it.
        let library = try makeRepository()
        try library.write("S.swift", badRow)
        try git(["add", "-A"], in: library.url)
        try git(["commit", "-q", "-m", "s"], in: library.url)
        try git(["-c", "protocol.file.allow=always", "submodule", "add", "-q", library.url.path, "Sub"], in: repository.url)
        try git(["commit", "-q", "-m", "sub"], in: repository.url)
        try git(["submodule", "deinit", "-q", "-f", "Sub"], in: repository.url)
        try repository.write("Sub/Left.swift", badRow)
        let output = try runHitchLint(["--no-cache", "--format", "json", "."], in: repository.url).standardOutput
        #expect(!output.contains("Left.swift") && !output.contains("gen/Gen.swift") && output.contains("A.swift"))
    }

    @Test("untracked files: kept unless ignored or in a repository of their own")
    func untracked() throws {
        let repository = try makeRepository()
        try repository.write(".gitignore", "*.generated.swift\nBuild/\n!Build/Kept.swift\n")
        try repository.write("Tracked.generated.swift", badRow)
        try git(["add", "-f", "Tracked.generated.swift"], in: repository.url)  // tracked: listed though ignored
        for path in ["New.swift", "Screen.generated.swift", "Build/Kept.swift", "Nested/Inner.swift", "Nested/Deeper/Deep.swift"] {
            try repository.write(path, badRow)
        }
        try git(["init", "-q"], in: repository.url.appendingPathComponent("Nested"))
        let linted = try runHitchLint(["--no-cache", "--format", "json", "."], in: repository.url).standardOutput
        #expect(linted.contains("Tracked.generated.swift"))
        #expect(linted.contains("New.swift"))
        #expect(!linted.contains("Screen.generated.swift"))
        #expect(!linted.contains("Build/Kept.swift"), "git re-includes no file below an ignored folder")
        #expect(!linted.contains("Inner.swift") && !linted.contains("Deep.swift"))
        #expect(try runHitchLint(["--no-cache", "--format", "json", "--no-gitignore", "."], in: repository.url)
            .standardOutput.contains("Deep.swift"))
    }
}

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

    @Test("--staged lints a file staged then deleted, or staged then edited, as staged; one left alone from disk")
    func stagedBesideTheWorkTree() throws {
        let repository = try makeRepository()
        try repository.write("Deleted.swift", badRow.replacingOccurrences(of: "Screen", with: "Deleted"))
        try repository.write("Edited.swift", badRow.replacingOccurrences(of: "Screen", with: "Edited"))
        try repository.write("Kept.swift", badRow.replacingOccurrences(of: "Screen", with: "Kept"))
        try git(["add", "."], in: repository.url)
        try FileManager.default.removeItem(at: repository.url.appendingPathComponent("Deleted.swift"))
        try repository.write("Edited.swift", cleanRow.replacingOccurrences(of: "Screen", with: "Edited"))
        let result = try runHitchLint(["--staged"], in: repository.url)
        let files = result.standardOutput.split(separator: "\n").map { $0.prefix { $0 != ":" } }
        #expect(files == ["Deleted.swift", "Edited.swift", "Kept.swift"])
        #expect(result.standardError.hasSuffix("in 3 files.\n"))
    }

    @Test("--staged holds a staged file to maxFileSize whether or not it was edited since")
    func stagedSizeLimit() throws {
        let repository = try makeRepository()
        try repository.write(".hitchlint.json", "{ maxFileSize: 100 }\n")
        try repository.write("B.swift", badRow)
        try git(["add", "."], in: repository.url)
        let asStaged = try runHitchLint(["--staged"], in: repository.url)
        try repository.write("B.swift", badRow + "// edited, not staged\n")
        let editedSince = try runHitchLint(["--staged"], in: repository.url)
        for result in [asStaged, editedSince] {
            #expect(result.standardOutput.isEmpty)
            #expect(result.standardError.contains("skipped B.swift: file is \(badRow.utf8.count) bytes, over the maximum of 100"))
        }
    }

    @Test("--changed-since reports a changed file whose name is not UTF-8")
    func changedSinceNonUTF8Name() throws {
        let repository = try makeRepository()
        try repository.write("A.swift", cleanRow)
        try git(["add", "."], in: repository.url)
        try git(["commit", "-q", "-m", "first"], in: repository.url)
        // `x\xFF.swift`: Linux file systems take any bytes; APFS refuses the name, and there is nothing to test.
        let path = Array(repository.url.path.utf8) + Array("/x".utf8) + [0xFF] + Array(".swift".utf8) + [0]
        let descriptor = path.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { open($0, O_CREAT | O_WRONLY | O_TRUNC, 0o644) }
        }
        guard descriptor >= 0 else { return }
        let text = Array(badRow.utf8)
        let written = text.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        #expect(written == text.count)
        let result = try runHitchLint(["--changed-since", "HEAD"], in: repository.url)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains(".swift:4:9: warning: `List` identified by position"))
    }

    @Test("--fix and --diff refuse --changed-since: a fix moves the lines it counts from")
    func fixRefusesChangedSince() throws {
        let repository = try makeRepository()
        for flag in ["--fix", "--diff"] {
            let result = try runHitchLint([flag, "--changed-since", "HEAD"], in: repository.url)
            #expect(result.status == 2)
            #expect(result.standardError == "hitchlint: --fix and --diff work on whole files: run them without --changed-since\n")
        }
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

    @Test("--changed-since counts the findings silenced on changed lines; a comment added above an old finding is used")
    func changedSinceSuppressions() throws {
        let repository = try makeRepository()
        let silenced = badRow.replacingOccurrences(
            of: "        List(", with: "        // hitchlint:disable-next-line index-based-id -- fixed list\n        List(")
        try repository.write("Old.swift", silenced.replacingOccurrences(of: "Screen", with: "Old"))
        try repository.write("Silenced.swift", badRow.replacingOccurrences(of: "Screen", with: "Silenced"))
        try git(["add", "."], in: repository.url)
        try git(["commit", "-q", "-m", "legacy"], in: repository.url)
        try repository.write("Silenced.swift", silenced.replacingOccurrences(of: "Screen", with: "Silenced"))
        try repository.write("New.swift", silenced.replacingOccurrences(of: "Screen", with: "New"))
        let result = try runHitchLint(["--changed-since", "HEAD", "--report-unused-disables"], in: repository.url)
        // The comment added above Silenced.swift's old finding silences it: not reported as unused.
        #expect(result.status == 0 && result.standardOutput.isEmpty)
        // Counted: New.swift's finding, on a changed line. Not: the old findings, reported or not, the
        // change did not touch (Old.swift's, Silenced.swift's).
        #expect(result.standardError == "No findings in 3 files. 1 suppressed by comments.\n")
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

    /// A hook linked to `/dev/null` is a common way to turn one off; writing the hook "in place" would
    /// report success and install nothing (and replacing the link's target, as root, would replace
    /// `/dev/null`). Shown with a link to a named pipe in the test folder, held open so that a wrong
    /// write cannot block.
    @Test("install-hook refuses a hook that is a link to a pipe or device, and leaves it")
    func hookLinkedToDevice() throws {
        let repository = try makeRepository()
        let pipe = repository.url.appendingPathComponent("hook.pipe").path
        let reader = try HeldPipe(at: pipe)
        let hook = repository.url.appendingPathComponent(".git/hooks/pre-commit")
        try FileManager.default.createDirectory(at: hook.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: hook.path, withDestinationPath: pipe)
        let result = try runHitchLint(["install-hook"], in: repository.url)
        #expect(result.status == 2)
        #expect(result.standardError.contains("cannot write .git/hooks/pre-commit: not a regular file"), "\(result.standardError)")
        var buffer = [UInt8](repeating: 0, count: 16)
        #expect(read(reader.descriptor, &buffer, buffer.count) <= 0)  // nothing written into the pipe
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: hook.path) == pipe)
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
