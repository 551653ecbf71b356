import Foundation

/// The few questions asked of git. Nothing configured in the linted repository may run: no fsmonitor,
/// no external diff or textconv program, no pager (and none of the commands used runs hooks); output is read while the child runs, so a
/// full pipe never blocks it.
public enum Git {
    static let safetyArguments = [
        "-c", "core.fsmonitor=false", "-c", "diff.external=",
        "--no-pager",
    ]

    public struct Failure: Error, Sendable {
        public var message: String
    }

    /// Runs git in `folder` (`-C`) and returns its standard output, or a failure with its first error line.
    /// `answers`: the exit statuses that are answers (`check-ignore` says "none ignored" with 1).
    public static func run(_ arguments: [String], in folder: FilePath, input: [UInt8]? = nil,
                           answers: [Int32] = [0]) -> Result<[UInt8], Failure> {
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_OPTIONAL_LOCKS"] = "0"
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["GIT_EXTERNAL_DIFF"] = nil
        environment["GIT_PAGER"] = "cat"
        let command = ["git", "-C", folder.lossyString] + safetyArguments + arguments
        switch ChildProcess.run(command, environment: environment, input: input) {
        case .failure(let error):
            return .failure(Failure(message: "cannot run git: \(error.message)"))
        case .success(let outcome):
            guard let status = outcome.status, answers.contains(status) else {
                let text = String(decoding: outcome.errors, as: UTF8.self).split(separator: "\n").first.map(String.init)
                return .failure(Failure(message: text ?? "git exited with \(outcome.status.map(String.init) ?? "a signal")"))
            }
            return .success(outcome.output)
        }
    }

    /// The top of the work tree holding `folder` (found by looking for `.git`, without running git).
    public static func workTree(containing folder: FilePath) -> FilePath? {
        var cursor = folder
        while true {
            if FileSystem.exists(cursor.appending(Array(".git".utf8))) { return cursor }
            let parent = cursor.parent
            if parent == cursor || cursor.bytes == [0x2F] { return nil }
            cursor = parent
        }
    }

    /// The `.swift` files git tracks in a work tree (listed whatever `.gitignore` says of them); nil
    /// when git cannot answer. Read from the index file where it has a plain form, else asked of
    /// `git ls-files -c`. Not `ls-files -co`: listing untracked files has git list every folder, which
    /// the walk does anyway (in a 13,000-file tree, 15 ms of CPU against 6, beside a walk that keeps
    /// both cores busy).
    public static func trackedSwiftFiles(in workTree: FilePath) -> ListedPaths? {
        switch GitIndexFile.trackedSwiftPaths(workTree: workTree) {
        case .tracked(let listing): return ListedPaths(workTree: workTree, listing: listing)
        case .unreadable: return nil
        case .leftToGit:
            guard case .success(let output) = run(["ls-files", "-c", "-z", "--", "*.swift"], in: workTree) else { return nil }
            return ListedPaths(workTree: workTree, listing: output)
        }
    }

    /// The `.swift` files of a work tree that git lists (tracked, or untracked and not ignored): the
    /// exact answer, for the cases the quicker questions could answer differently. Nil when git
    /// cannot answer.
    public static func unignoredSwiftFiles(in workTree: FilePath) -> ListedPaths? {
        guard case .success(let output) = run(["ls-files", "-co", "--exclude-standard", "-z", "--", "*.swift"], in: workTree) else {
            return nil
        }
        return ListedPaths(workTree: workTree, listing: output)
    }

    /// Which of `paths` (relative to the work tree, untracked) `.gitignore`, `.git/info/exclude` or
    /// the user's excludes file ignore, leading folders' patterns included; nil when git cannot answer
    /// (a path inside a submodule, for one). Git reads each path as a pathspec: a name with pathspec
    /// characters (`:` first, `*?[\`) is not to be asked about this way.
    public static func ignoredPaths(_ paths: [ArraySlice<UInt8>], in workTree: FilePath) -> ListedPaths? {
        var input: [UInt8] = []
        for path in paths {
            input += path
            input.append(0)
        }
        guard case .success(let output) = run(["check-ignore", "-z", "--stdin"], in: workTree, input: input, answers: [0, 1])
        else { return nil }
        return ListedPaths(workTree: workTree, listing: output)
    }
}

/// The paths git listed below a work tree, kept as its NUL-separated answer with each name's range
/// in byte order, and matched against a walk's files (in byte order too) in one merge: no `FilePath`
/// and no hash for any of a large project's files.
public struct ListedPaths: Sendable {
    /// The work tree's path and a slash: what every listed path starts with.
    private let prefix: [UInt8]
    private let listing: [UInt8]
    /// The names, in byte order.
    private let names: [Range<Int>]

    init(workTree: FilePath, listing: [UInt8]) {
        prefix = workTree.bytes.isEmpty || workTree.bytes == [UInt8(ascii: ".")] ? []
            : workTree.bytes + (workTree.bytes.last == UInt8(ascii: "/") ? [] : [UInt8(ascii: "/")])
        self.listing = listing
        var names: [Range<Int>] = []
        var isSorted = true
        listing.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            var start = 0
            while start < bytes.count {
                let end = memchr(base + start, 0, bytes.count - start).map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) }
                    ?? bytes.count
                if end > start {
                    if let last = names.last, ByteString.order(bytes[last], bytes[start..<end]) > 0 { isSorted = false }
                    names.append(start..<end)
                }
                start = end + 1
            }
        }
        // Git lists its index in byte order, and `check-ignore` in the order it was asked.
        self.names = isSorted ? names : ByteString.sortedOrder(of: names, in: listing).map { names[$0] }
    }

    /// For each of `count` paths, whether it is listed: linear when the paths come in byte order, as a
    /// walk's do.
    func listed(_ count: Int, path: (Int) -> FilePath) -> [Bool] {
        listing.withUnsafeBufferPointer { listing in
            var result: [Bool] = []
            result.reserveCapacity(count)
            var cursor = 0  // the first name not before the last path's
            for index in 0..<count {
                let found: Bool = path(index).bytes.withUnsafeBufferPointer { bytes in
                    guard bytes.count > prefix.count, ByteString.equal(bytes[..<prefix.count], prefix[...]) else { return false }
                    let name = bytes[prefix.count...]
                    // A path not after the last one: found again by binary search, not from the first name.
                    if cursor > 0 && ByteString.order(listing[names[cursor - 1]], name) >= 0 {
                        cursor = partitionPoint(in: 0..<cursor) { ByteString.order(listing[names[$0]], name) < 0 }
                    }
                    while cursor < names.count {
                        let order = ByteString.order(listing[names[cursor]], name)
                        if order >= 0 { return order == 0 }
                        cursor += 1
                    }
                    return false
                }
                result.append(found)
            }
            return result
        }
    }
}
