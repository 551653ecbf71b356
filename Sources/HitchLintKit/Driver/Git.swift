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
    public static func run(_ arguments: [String], in folder: FilePath, input: [UInt8]? = nil) -> Result<[UInt8], Failure> {
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
            guard outcome.status == 0 else {
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

    /// The `.swift` files of a work tree that git does not ignore (tracked, or untracked and not
    /// ignored); nil when git cannot answer.
    public static func unignoredSwiftFiles(in workTree: FilePath) -> ListedPaths? {
        guard case .success(let output) = run(["ls-files", "-co", "--exclude-standard", "-z", "--", "*.swift"], in: workTree) else {
            return nil
        }
        return ListedPaths(workTree: workTree, listing: output)
    }
}

/// The paths git listed below a work tree, kept as its NUL-separated answer and found by a hash of
/// the whole path's bytes, then compared byte for byte. (A `Set<FilePath>` made a path and a SipHash
/// for each of a large project's files, and again for each file walked: a fifth of the work of a
/// one-file lint in a 13,000-file repository.)
public struct ListedPaths: Sendable {
    /// The work tree's path and a slash: what every listed path starts with.
    private let prefix: [UInt8]
    private let listing: [UInt8]
    private let names: [Range<Int>]
    /// Names by hash: `first[hash]`, then `next[name]` (names whose hashes collide are all kept).
    private let first: NameTable
    private let next: [Int32]

    init(workTree: FilePath, listing: [UInt8]) {
        prefix = workTree.bytes.isEmpty || workTree.bytes == [UInt8(ascii: ".")] ? []
            : workTree.bytes + (workTree.bytes.last == UInt8(ascii: "/") ? [] : [UInt8(ascii: "/")])
        self.listing = listing
        var names: [Range<Int>] = []
        listing.withUnsafeBufferPointer { bytes in
            var start = 0
            while start < bytes.count {
                let end = bytes[start...].firstIndex(of: 0) ?? bytes.count
                if end > start { names.append(start..<end) }
                start = end + 1
            }
        }
        self.names = names
        var first = NameTable(capacity: names.count)
        var next = Array(repeating: Int32(-1), count: names.count)
        let prefixHash = NameHash.of(prefix)
        for (index, name) in names.enumerated() {
            next[index] = first.update(Int32(index), for: NameHash.of(listing[name], continuing: prefixHash)) ?? -1
        }
        (self.first, self.next) = (first, next)
    }

    public func contains(_ path: FilePath) -> Bool {
        path.bytes.withUnsafeBufferPointer { bytes in
            guard bytes.count > prefix.count, ByteString.equal(bytes[..<prefix.count], prefix[...]) else { return false }
            var candidate = Int(first[NameHash.of(bytes)] ?? -1)
            while candidate >= 0 {
                if ByteString.equal(bytes[prefix.count...], listing[names[candidate]]) { return true }
                candidate = Int(next[candidate])
            }
            return false
        }
    }
}
