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

    /// Runs git in `folder` and returns its standard output, or a failure with its first error line.
    public static func run(_ arguments: [String], in folder: FilePath, input: [UInt8]? = nil) -> Result<[UInt8], Failure> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + safetyArguments + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder.lossyString)
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_OPTIONAL_LOCKS"] = "0"
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["GIT_EXTERNAL_DIFF"] = nil
        environment["GIT_PAGER"] = "cat"
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        let standardInput = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input == nil ? FileHandle.nullDevice : standardInput
        do {
            try process.run()
        } catch {
            return .failure(Failure(message: "cannot run git: \(error.localizedDescription)"))
        }
        let errorBox = ErrorBox()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errorBox.data = errors.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        if let input {
            group.enter()
            DispatchQueue.global().async {
                standardInput.fileHandleForWriting.write(Data(input))
                try? standardInput.fileHandleForWriting.close()
                group.leave()
            }
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        group.wait()
        guard process.terminationStatus == 0 else {
            let text = String(decoding: errorBox.data, as: UTF8.self).split(separator: "\n").first.map(String.init)
            return .failure(Failure(message: text ?? "git exited with \(process.terminationStatus)"))
        }
        return .success(Array(data))
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

private final class ErrorBox: @unchecked Sendable {
    var data = Data()
}
