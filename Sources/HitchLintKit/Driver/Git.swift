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
    /// ignored), as absolute paths; nil when git cannot answer.
    public static func unignoredSwiftFiles(in workTree: FilePath) -> Set<FilePath>? {
        guard case .success(let output) = run(["ls-files", "-co", "--exclude-standard", "-z", "--", "*.swift"], in: workTree) else {
            return nil
        }
        var files: Set<FilePath> = []
        for name in output.split(separator: 0, omittingEmptySubsequences: true) {
            files.insert(workTree.appending(Array(name)))
        }
        return files
    }
}
