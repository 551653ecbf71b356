/// What pre-commit hooks and PR checks ask of git: the staged contents of staged files, and the lines
/// changed since a revision. Only plumbing that never runs the repository's own programs is used
/// (`ls-files`, `ls-tree`, `cat-file`, `rev-parse`): no diff drivers, textconv or clean filters; line
/// changes are computed here.
public enum GitWorkflow {
    /// Staged files past a lint's default size limit are not read whole to be named: they are left to
    /// git, as they were before files were compared (the lint then holds them to the project's limit).
    static let largestComparedFile = Configuration(folder: FilePath("/")).maximumFileSize

    /// The staged `.swift` files, by display path (relative to `folder` when inside it).
    public struct StagedFiles: Sendable {
        /// Files whose work-tree bytes are the staged ones (most of a commit's): linted from disk.
        public var unchangedOnDisk: [FilePath]
        /// The staged bytes of files changed since they were staged.
        public var contents: [FilePath: [UInt8]]
    }

    /// The staged (index) contents of staged `.swift` files. Works in a repository with no commits
    /// yet. A file is read out of git only when its work-tree bytes are not the staged ones: reading
    /// every staged blob of a 13,000-file commit took `cat-file` 0.8 s and held 52 MB through the lint.
    public static func stagedFiles(in folder: FilePath, jobs: Int) -> Result<StagedFiles, LintError> {
        let top: FilePath
        switch topLevel(of: folder) {
        case .success(let path): top = path
        case .failure(let error): return .failure(error)
        }
        // The committed tree is listed while the index is: two questions at once, not one after the other.
        let committedTree = Background { Git.run(["ls-tree", "-r", "-z", "HEAD"], in: top) }
        let indexListing = Git.run(["ls-files", "-s", "-z"], in: top)
        let tree = committedTree.take()
        guard case .success(let indexListing) = indexListing else {
            return .failure(LintError(path: nil, summary: "cannot read the git index", reason: "git ls-files failed"))
        }
        let staged = swiftEntries(indexListing).filter { $0.stage == UInt8(ascii: "0") }
        // Unchanged since HEAD is not staged; with no commits yet, everything in the index is.
        var committed: [FilePath: String] = [:]
        if case .success(let tree) = tree {
            for entry in swiftEntries(tree) { committed[entry.path] = entry.object }
        }
        let changed = staged.filter { committed[$0.path] != $0.object }
        let absolutes = changed.map { top.appending($0.path.bytes) }
        let isOnDisk = Parallel.map(changed.count, jobs: jobs) { index in
            // A SHA-256 repository's names are 64 digits: its files are read out of git.
            guard changed[index].isRegularFile, changed[index].object.utf8.count == 40,
                  case .success(let bytes) = FileSystem.readFile(absolutes[index], maximumSize: largestComparedFile)
            else { return false }
            return GitBlobID.of(bytes) == changed[index].object
        }
        let base = FileSystem.realPath(folder) ?? folder
        var result = StagedFiles(unchangedOnDisk: [], contents: [:])
        for index in changed.indices where isOnDisk[index] {
            result.unchangedOnDisk.append(displayPath(absolutes[index], from: base))
        }
        let fromGit = changed.indices.filter { !isOnDisk[$0] }
        guard !fromGit.isEmpty else { return .success(result) }
        let contents: [String: [UInt8]]
        switch blobs(fromGit.map { changed[$0].object }, in: top) {
        case .success(let read): contents = read
        case .failure(let error): return .failure(error)
        }
        for index in fromGit {
            guard let bytes = contents[changed[index].object] else { continue }
            result.contents[displayPath(absolutes[index], from: base)] = bytes
        }
        return .success(result)
    }

    /// For each file changed since `revision` (absolute path), the 1-based line ranges of the working
    /// tree's version that differ from the revision's. Untracked files count as wholly changed.
    public static func changedLines(since revision: String, in folder: FilePath, jobs: Int) -> Result<[FilePath: [ClosedRange<Int>]], LintError> {
        let top: FilePath
        switch topLevel(of: folder) {
        case .success(let path): top = path
        case .failure(let error): return .failure(error)
        }
        guard !revision.hasPrefix("-"),
              case .success(let resolved) = Git.run(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"], in: top),
              let commit = String(decoding: resolved, as: UTF8.self).split(separator: "\n").first.map(String.init)
        else {
            return .failure(LintError(path: nil, summary: "cannot resolve the revision", reason: revision))
        }
        let old: [FilePath: String] = {
            guard case .success(let tree) = Git.run(["ls-tree", "-r", "-z", commit], in: top) else { return [:] }
            var objects: [FilePath: String] = [:]
            for entry in swiftEntries(tree) { objects[entry.path] = entry.object }
            return objects
        }()
        let current: [FilePath]
        switch Git.run(["ls-files", "-co", "--exclude-standard", "-z", "--", "*.swift"], in: top) {
        case .success(let listing): current = listing.split(separator: 0).map { FilePath(bytes: Array($0)) }
        case .failure(let failure): return .failure(LintError(path: nil, summary: "cannot list files", reason: failure.message))
        }
        // A file whose bytes have the blob name the revision holds has not changed: only the others'
        // old versions come out of git (all of them did, 13,283 in the corpus: 2.5 s and 127 MB).
        let absolutes = current.map { top.appending($0.bytes) }
        let nowIfChanged: [[UInt8]?] = Parallel.map(current.count, jobs: jobs) { index in
            // Read whole whatever its size: a project may lint files past the default limit (`maxFileSize`).
            guard case .success(let now) = FileSystem.readFile(absolutes[index]) else { return nil }
            if let object = old[current[index]], object.utf8.count == 40, GitBlobID.of(now) == object { return nil }
            return now
        }
        let changedIndices = current.indices.filter { nowIfChanged[$0] != nil }
        let oldContents: [String: [UInt8]]
        switch blobs(Array(Set(changedIndices.compactMap { old[current[$0]] })).sorted(), in: top) {
        case .success(let read): oldContents = read
        case .failure(let error): return .failure(error)
        }
        var result: [FilePath: [ClosedRange<Int>]] = [:]
        for index in changedIndices {
            guard let now = nowIfChanged[index] else { continue }
            guard let object = old[current[index]], let before = oldContents[object] else {
                result[absolutes[index]] = [1...Int.max]
                continue
            }
            let ranges = LineDiff.changedLines(old: before, new: now)
            if !ranges.isEmpty { result[absolutes[index]] = ranges }
        }
        return .success(result)
    }

    static func topLevel(of folder: FilePath) -> Result<FilePath, LintError> {
        switch Git.run(["rev-parse", "--show-toplevel"], in: folder) {
        case .success(let output):
            var bytes = output
            while bytes.last == 0x0A || bytes.last == 0x0D { bytes.removeLast() }
            return .success(FilePath(bytes: bytes))
        case .failure(let failure):
            return .failure(LintError(path: nil, summary: "not in a git work tree", reason: failure.message))
        }
    }

    struct Entry: Sendable {
        /// A plain or executable file (not a link, whose blob is the path it points to, nor a submodule).
        var isRegularFile: Bool
        var object: String
        /// The merge stage, `0` when the file is not in conflict (always for a tree's entries).
        var stage: UInt8
        var path: FilePath
    }

    /// The `.swift` entries of `ls-files -s -z` (`mode object stage\tpath`) and `ls-tree -r -z` (`mode
    /// type object\tpath`), read as bytes: split as text, a 13,000-file repository's two listings took
    /// most of a one-file hook's time.
    static func swiftEntries(_ listing: [UInt8]) -> [Entry] {
        var result: [Entry] = []
        var recordStart = 0
        while recordStart < listing.count {
            let recordEnd = listing[recordStart...].firstIndex(of: 0) ?? listing.count
            defer { recordStart = recordEnd + 1 }
            guard let tab = listing[recordStart..<recordEnd].firstIndex(of: 0x09),
                  recordEnd - tab - 1 > 6, ByteString.endsWithSwiftExtension(listing[(tab + 1)..<recordEnd]),
                  let firstSpace = listing[recordStart..<tab].firstIndex(of: 0x20),
                  let secondSpace = listing[(firstSpace + 1)..<tab].firstIndex(of: 0x20)
            else { continue }
            let mode = listing[recordStart..<firstSpace]
            let middle = listing[(firstSpace + 1)..<secondSpace]
            let last = listing[(secondSpace + 1)..<tab]
            // `ls-tree` names the object's type second; `ls-files -s` its name, then the stage.
            let listsTree = ["blob", "tree", "commit"].contains { middle.elementsEqual($0.utf8) }
            if listsTree && !middle.elementsEqual("blob".utf8) { continue }
            guard listsTree || last.count == 1 else { continue }
            result.append(Entry(
                isRegularFile: mode.elementsEqual("100644".utf8) || mode.elementsEqual("100755".utf8),
                object: String(decoding: listsTree ? last : middle, as: UTF8.self),
                stage: listsTree ? UInt8(ascii: "0") : last[last.startIndex],
                path: FilePath(bytes: Array(listing[(tab + 1)..<recordEnd]))))
        }
        return result
    }

    /// Reads blobs in one `git cat-file --batch`, by object id.
    static func blobs(_ objects: [String], in top: FilePath) -> Result<[String: [UInt8]], LintError> {
        guard !objects.isEmpty else { return .success([:]) }
        let input = Array(objects.joined(separator: "\n").utf8) + [0x0A]
        guard case .success(let output) = Git.run(["cat-file", "--batch"], in: top, input: input) else {
            return .failure(LintError(path: nil, summary: "cannot read staged contents", reason: "git cat-file failed"))
        }
        var result: [String: [UInt8]] = [:]
        var cursor = 0
        while cursor < output.count {
            guard let newline = output[cursor...].firstIndex(of: 0x0A) else { break }
            let header = String(decoding: output[cursor..<newline], as: UTF8.self).split(separator: " ")
            cursor = newline + 1
            guard header.count == 3, let size = Int(header[2]), cursor + size <= output.count else { continue }
            result[String(header[0])] = Array(output[cursor..<(cursor + size)])
            cursor += size + 1
        }
        return .success(result)
    }

    /// `path` relative to `base` when inside it, else absolute.
    static func displayPath(_ path: FilePath, from base: FilePath) -> FilePath {
        var prefix = base.bytes
        if prefix.last != 0x2F { prefix.append(0x2F) }
        return path.bytes.starts(with: prefix) ? FilePath(bytes: Array(path.bytes.dropFirst(prefix.count))) : path
    }
}

/// Test access to the line difference (the rest of `GitWorkflow` is exercised through the CLI).
public enum GitWorkflowProbe {
    public static func changed(_ old: [UInt8], _ new: [UInt8]) -> [ClosedRange<Int>] {
        LineDiff.changedLines(old: old, new: new)
    }
}
