import Foundation
import HitchLintKit

/// Where the package lives, for tests that read `Rules/`, `Examples/` or run the built binary.
enum Package {
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `hitchlint` executable built beside the test bundle.
    static var executable: URL {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = testBinary.deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("hitchlint")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return root.appendingPathComponent(".build/debug/hitchlint")
    }
}

/// Lints in-memory files as one project.
func lint(_ files: [(name: String, text: String)], rules: [any Rule] = RuleRegistry.all) -> [Diagnostic] {
    LintEngine.lint(files.map { SourceFile(path: FilePath($0.name), bytes: Array($0.text.utf8)) }, rules: rules)
}

func lint(_ text: String, rules: [any Rule] = RuleRegistry.all) -> [Diagnostic] {
    lint([("Test.swift", text)], rules: rules)
}

/// Lints one file with a deployment target (`["iOS": .init(15)]`), as a project of its own.
func lint(_ text: String, rules: [any Rule], deploymentTarget versions: [String: Configuration.Version]) -> [Diagnostic] {
    let analyzer = FileAnalyzer(rules: rules, deploymentTarget: Configuration.DeploymentTarget(versions: versions))
    let analysis = analyzer.analyze(SourceFile(path: FilePath("Test.swift"), bytes: Array(text.utf8)), runRules: true)
    return ProjectResolver(files: [analysis]).diagnostics(forFile: 0)
}

/// A folder in the temporary directory, removed when the value is released.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("hitchlint-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    @discardableResult
    func write(_ relativePath: String, _ text: String) throws -> URL {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file
    }
}

/// A named pipe, held open for reading and writing without blocking while the value lives: a
/// linter's open of it needs no other reader, and what it writes waits in the pipe's buffer (a test
/// never hangs on it, whatever the linter does).
final class HeldPipe {
    let descriptor: Int32

    init(at path: String) throws {
        guard mkfifo(path, 0o600) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        descriptor = open(path, O_RDWR | O_NONBLOCK)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }

    deinit { close(descriptor) }
}

/// The outcome of running the built binary as a child process.
struct ProcessResult {
    var status: Int32
    var standardOutput: String
    var standardError: String
    var outputBytes: Data
}

/// Runs `hitchlint` with `arguments` in `directory`; never changes this process's own directory or
/// environment (tests run in parallel in one process).
/// `launcher` runs the binary through another program (its path and arguments come first).
func runHitchLint(_ arguments: [String], in directory: URL, input: Data? = nil,
                  environment: [String: String] = [:], executable: URL = Package.executable,
                  launcher: [String] = []) throws -> ProcessResult {
    let process = Process()
    if let program = launcher.first {
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = Array(launcher.dropFirst()) + [executable.path] + arguments
    } else {
        process.executableURL = executable
        process.arguments = arguments
    }
    process.currentDirectoryURL = directory
    var childEnvironment = ProcessInfo.processInfo.environment
    childEnvironment["GITHUB_ACTIONS"] = nil
    childEnvironment["NO_COLOR"] = nil
    for (key, value) in environment { childEnvironment[key] = value }
    process.environment = childEnvironment
    let output = Pipe()
    let errors = Pipe()
    let inputPipe = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = inputPipe
    try process.run()
    // Read both pipes while the child runs, so neither can fill up and block it.
    let group = DispatchGroup()
    let errorBox = DataBox()
    group.enter()
    DispatchQueue.global().async {
        errorBox.data = errors.fileHandleForReading.readDataToEndOfFile()
        group.leave()
    }
    if let input {
        DispatchQueue.global().async {
            inputPipe.fileHandleForWriting.write(input)
            try? inputPipe.fileHandleForWriting.close()
        }
    } else {
        try? inputPipe.fileHandleForWriting.close()
    }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    group.wait()
    let errorData = errorBox.data
    return ProcessResult(
        status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
        standardError: String(decoding: errorData, as: UTF8.self), outputBytes: outputData)
}

private final class DataBox: @unchecked Sendable {
    var data = Data()
}

/// The `[rule-id]` of a text-format finding line (a `(fixable)` mark may follow it).
func ruleID<S: StringProtocol>(of line: S) -> String {
    guard let open = line.lastIndex(of: "["), let close = line[open...].firstIndex(of: "]") else { return "" }
    return String(line[line.index(after: open)..<close])
}
