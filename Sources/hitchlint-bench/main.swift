// hitchlint-bench: throughput, scaling, memory and latency figures, in a release build.
//
//   swift run -c release --static-swift-stdlib hitchlint-bench          generate a ≥ 50 MB corpus and measure
//   swift run -c release --static-swift-stdlib hitchlint-bench PATH…    measure on these files and folders
//
//   … --only pathological|throughput|process    run one group of figures (for quick iterations)
//   swift run -c release hitchlint-bench --write-corpus DIR [MB]   only write the corpus (52 MB, or MB), for profilers
//
// Every figure is the median of several runs; the machine is shared and noisy.
import Foundation
import HitchLintKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Wall seconds of `body`. What it returns is let go after the clock is read: a lint's findings, which
/// the command line leaves for the end of its process to reclaim (`CommandLineInterface.main`).
func seconds<Kept>(_ body: () -> Kept) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    let kept = body()
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    withExtendedLifetime(kept) {}
    return elapsed
}

func median<Kept>(_ runs: Int, _ body: () -> Kept) -> Double {
    let times = (0..<runs).map { _ in seconds(body) }.sorted()
    return times[times.count / 2]
}

/// `first` then `second`, `runs` times over: each one's median time, and the ratios `second / first`
/// taken within each pair, sorted. This shared machine's speed drifts by a third within minutes, which
/// skews a ratio of two medians taken one after the other either way.
func pairedTimes<Kept>(_ runs: Int, _ first: () -> Kept, _ second: () -> Kept) -> (first: Double, second: Double, ratios: [Double]) {
    let pairs = (0..<runs).map { _ in (seconds(first), seconds(second)) }
    return (pairs.map(\.0).sorted()[runs / 2], pairs.map(\.1).sorted()[runs / 2], pairs.map { $0.1 / $0.0 }.sorted())
}

func megabytes(_ bytes: Int) -> Double { Double(bytes) / 1_048_576 }

func line(_ label: String, _ value: String) {
    print(label.padding(toLength: 46, withPad: " ", startingAt: 0) + value)
}

/// The `hitchlint` binary next to this one, which the whole-process figures run.
let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("hitchlint")

func cannotRun(_ executable: URL, _ error: Int32) -> Never {
    let message = "hitchlint-bench: cannot run \(executable.path): \(String(cString: strerror(error))) (build it beside the benchmark)\n"
    FileHandle.standardError.write(Data(message.utf8))
    exit(2)
}

/// Runs the `hitchlint` binary next to this one; returns wall seconds and the child's peak RSS in MB.
func runBinary(_ arguments: [String], measuresMemory: Bool = false) -> (seconds: Double, peakMB: Double, status: Int32) {
    var pid: pid_t = 0
    let argv = ([binary.path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    defer { posix_spawn_file_actions_destroy(&actions) }
    let start = DispatchTime.now().uptimeNanoseconds
    // Without the binary every figure of a whole process would read as zero: the run stops instead.
    let spawned = posix_spawn(&pid, binary.path, &actions, nil, argv, environ)
    guard spawned == 0 else { cannotRun(binary, spawned) }
    var status: Int32 = 0
    var usage = rusage()
    // On Linux a spawned child's `ru_maxrss` counts this process's own peak too (the memory it shared
    // before `exec`), and this one holds the whole corpus: the child's high-water mark is read from
    // /proc while it runs instead.
    // Polling delays the end by up to 2 ms: only runs that measure memory poll.
    var highWater = 0.0
    while measuresMemory && wait4(pid, &status, WNOHANG, &usage) == 0 {
        highWater = max(highWater, residentHighWater(of: pid) ?? 0)
        usleep(2_000)
    }
    if !measuresMemory { wait4(pid, &status, 0, &usage) }
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    return (elapsed, highWater > 0 ? highWater : Double(usage.ru_maxrss) / 1024, (status >> 8) & 0xFF)
}

/// `VmHWM` of a running process, in MB (Linux only).
func residentHighWater(of pid: pid_t) -> Double? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
          let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "") else { return nil }
    return kilobytes / 1024
}

/// Runs git in `folder`; whether it succeeded (false where git is missing).
func runGit(_ arguments: [String], in folder: URL) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    process.currentDirectoryURL = folder
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
}

func swiftFiles(_ paths: [String]) -> [URL] {
    var files: [URL] = []
    for path in paths {
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
        if !isDirectory.boolValue { files.append(url); continue }
        guard let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else { continue }
        for case let next as URL in enumerator where next.pathExtension == "swift" { files.append(next) }
    }
    return files.sorted { $0.path < $1.path }
}

/// A project of the first `count` of `files` (all under `root`), each hard-linked (copied where links
/// fail) into a temporary folder at the same relative path, with the same configuration.
func projectOfFirst(_ count: Int, of files: [URL], under root: URL) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hitchlint-bench-\(count)")
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("{}\n".utf8).write(to: folder.appendingPathComponent(".hitchlint.json"))
    for file in files.prefix(count) {
        let target = folder.appendingPathComponent(String(file.path.dropFirst(root.path.count + 1)))
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        if link(file.path, target.path) != 0 { try FileManager.default.copyItem(at: file, to: target) }
    }
    return folder
}

func readAll(_ files: [URL]) -> [[UInt8]] {
    files.map { (try? FileSystem.readFile(FilePath($0.path)).get()) ?? [] }
}

// MARK: Corpus

let commandLine = Array(CommandLine.arguments.dropFirst())
let benchUsage = """
    usage: hitchlint-bench [--only pathological|throughput|process] [PATH…]
           hitchlint-bench --write-corpus DIR [MB]
    With no PATH, generates a 52 MB corpus and prints every figure; `hitchlint` must be next to it.

    """
if commandLine.contains("--help") || commandLine.contains("-h") {
    print(benchUsage, terminator: "")
    exit(0)
}
// A mistyped flag would otherwise be measured as a path (and print a page of zeros).
if let unknown = commandLine.first(where: { $0.hasPrefix("-") && !["--only", "--write-corpus"].contains($0) }) {
    FileHandle.standardError.write(Data("hitchlint-bench: unknown option \(unknown)\n\(benchUsage)".utf8))
    exit(2)
}
if commandLine.first == "--write-corpus", commandLine.count == 2 || commandLine.count == 3 {
    // Another size (104 MB: the corpus's twice, names of its own) shows how memory grows with a project.
    guard let size = commandLine.count == 3 ? Int(commandLine[2]) : 52, size > 0 else {
        FileHandle.standardError.write(Data("hitchlint-bench: --write-corpus takes a size in MB\n\(benchUsage)".utf8))
        exit(2)
    }
    let folder = URL(fileURLWithPath: commandLine[1])
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("{}\n".utf8).write(to: folder.appendingPathComponent(".hitchlint.json"))
    var generator = CorpusGenerator(seed: 2026)
    let (count, bytes) = try generator.write(into: folder, targetBytes: size * 1_048_576)
    print("Wrote \(count) files, \(String(format: "%.1f", megabytes(bytes))) MB to \(folder.path)")
    exit(0)
}
let onlyFlag = commandLine.firstIndex(of: "--only")
let only: String? = onlyFlag.flatMap { $0 + 1 < commandLine.count ? commandLine[$0 + 1] : nil }
let arguments = onlyFlag.map { flag in commandLine.enumerated().filter { $0.offset != flag && $0.offset != flag + 1 }.map(\.element) }
    ?? commandLine
func runs(_ group: String) -> Bool { only == nil || only == group }
// Checked before minutes of figures in process, which would otherwise end in whole-process figures of zero.
if (runs("process") || runs("pathological")) && access(binary.path, X_OK) != 0 { cannotRun(binary, errno) }
let corpusFolder: URL
var cleanup: URL? = nil
if arguments.isEmpty {
    corpusFolder = FileManager.default.temporaryDirectory.appendingPathComponent("hitchlint-bench-corpus")
    try? FileManager.default.removeItem(at: corpusFolder)
    try FileManager.default.createDirectory(at: corpusFolder, withIntermediateDirectories: true)
    try Data("{}\n".utf8).write(to: corpusFolder.appendingPathComponent(".hitchlint.json"))
    var generator = CorpusGenerator(seed: 2026)
    let (count, bytes) = try generator.write(into: corpusFolder, targetBytes: (only == "pathological" ? 1 : 52) * 1_048_576)
    print("Generated \(count) files, \(String(format: "%.1f", megabytes(bytes))) MB in \(corpusFolder.path)")
    cleanup = corpusFolder
} else {
    corpusFolder = URL(fileURLWithPath: arguments[0])
}
let paths = arguments.isEmpty ? [corpusFolder.path] : arguments
let files = swiftFiles(paths)
let sources = readAll(files)
let totalBytes = sources.reduce(0) { $0 + $1.count }
let totalMB = megabytes(totalBytes)
print("Corpus: \(files.count) files, \(String(format: "%.1f", totalMB)) MB; \(ProcessInfo.processInfo.activeProcessorCount) cores")
print("")

// MARK: Throughput, one core

let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent("hitchlint-bench-output.txt")
/// A whole lint in process, as the full-lint figures count it: read, index, rules, text output to a file,
/// written as the command line writes it: in pieces as they are made (the corpus's 20 MB report made
/// whole, then into a `String`, then copied into `Data`, was work of the benchmark's, not of a lint).
/// Its findings are returned, as the command line leaves them to its process's end.
func fullLint(_ paths: [String], jobs: Int) -> LintResult {
    let result = LintEngine().run(LintRequest(paths: paths.map { FilePath($0) }, jobs: jobs))
    guard let file = fopen(outputFile.path, "w") else { fatalError("cannot write \(outputFile.path)") }
    TextReporter(threads: jobs).report(result.diagnostics, sourceLine: { _ in nil }) { piece in
        _ = piece.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    }
    fclose(file)
    return result
}
if runs("throughput") {
let readTime = median(5) { _ = readAll(files) }
line("read the files (the I/O floor)", String(format: "%.3f s  %7.0f MB/s", readTime, totalMB / readTime))
let tokenizeTime = median(5) { for bytes in sources { _ = Tokenizer.tokenize(bytes) } }
line("tokenize only, 1 core", String(format: "%.3f s  %7.0f MB/s", tokenizeTime, totalMB / tokenizeTime))
let structureTime = median(3) {
    for (index, bytes) in sources.enumerated() {
        let file = SyntaxFile(source: SourceFile(path: FilePath(files[index].path), bytes: bytes))
        _ = file.viewCode()
    }
}
line("tokenize + structure + view code, 1 core", String(format: "%.3f s  %7.0f MB/s", structureTime, totalMB / structureTime))

// MARK: Full lint, in process

let timed = pairedTimes(5, { fullLint(paths, jobs: 2) }, { fullLint(paths, jobs: 1) })  // ratio: 1 job / 2
let (twoJobs, oneJob, scaling) = timed
line("full lint, 1 job (read, index, rules, text)", String(format: "%.3f s  %7.0f MB/s", oneJob, totalMB / oneJob))
line("full lint, 2 jobs", String(format: "%.3f s  %7.0f MB/s", twoJobs, totalMB / twoJobs))
line("scaling 1 → 2 jobs (median of 5 pairs)", String(format: "%.2f× (pairs %.2f–%.2f×)", scaling[2], scaling[0], scaling[4]))
line("full lint (2 jobs) / read floor", String(format: "%.1f×", twoJobs / readTime))
}

// MARK: Whole process: memory and wall time

if runs("process") {
var processRuns: [(Double, Double)] = []
for _ in 0..<3 {
    let run = runBinary(["--no-color", "--no-cache"] + paths, measuresMemory: true)
    processRuns.append((run.seconds, run.peakMB))
}
let processWall = processRuns.map(\.0).sorted()[1]
let processPeak = processRuns.map(\.1).sorted()[1]
line("hitchlint process, wall", String(format: "%.3f s  %7.0f MB/s", processWall, totalMB / processWall))
line("hitchlint process, peak memory", String(format: "%.0f MB", processPeak))
// CI's case: a SARIF report (34 MB for the generated corpus) written to a file, streamed as it is made.
let sarifFile = FileManager.default.temporaryDirectory.appendingPathComponent("hitchlint-bench-report.sarif")
let sarifRuns = (0..<3).map { _ in
    runBinary(["--no-cache", "--format", "sarif", "--output-file", sarifFile.path] + paths, measuresMemory: true)
}
try? FileManager.default.removeItem(at: sarifFile)
line("the same with a SARIF report to a file", String(format: "%.3f s, peak %.0f MB",
                                                      sarifRuns.map(\.seconds).sorted()[1], sarifRuns.map(\.peakMB).sorted()[1]))
// Adopting the linter on a large codebase: every finding accepted in a baseline, the lint then run
// against it (on 6 December the baseline's reader counted each value's line from the file's start:
// the corpus's 33,773 findings took 190 s to read).
let baselineFile = FileManager.default.temporaryDirectory.appendingPathComponent("hitchlint-bench-baseline.json")
_ = runBinary(["--no-cache", "--write-baseline", baselineFile.path] + paths)
let baselineRuns = (0..<3).map { _ in
    runBinary(["--no-cache", "--baseline", baselineFile.path, "--output-file", "/dev/null"] + paths, measuresMemory: true)
}
try? FileManager.default.removeItem(at: baselineFile)
line("the same against a baseline of every finding", String(format: "%.3f s, peak %.0f MB",
                                                            baselineRuns.map(\.seconds).sorted()[1], baselineRuns.map(\.peakMB).sorted()[1]))
// `--fix`'s work without its writes: every fix made, the fixed files linted again and checked (on 6
// December, finding the unchanged files that cite a fixed one searched every explanation for every
// fixed file's name: a minute for the corpus's 6,269 fixed files).
let diffRuns = (0..<3).map { _ in runBinary(["--no-cache", "--diff", "--unsafe-fixes"] + paths, measuresMemory: true) }
line("--diff --unsafe-fixes (all fixes, no writes)", String(format: "%.3f s, peak %.0f MB",
                                                            diffRuns.map(\.seconds).sorted()[1], diffRuns.map(\.peakMB).sorted()[1]))
// A first run with the index cache (the default): every file's record is written to `.hitchlint_cache/`.
if arguments.isEmpty {
    let cache = corpusFolder.appendingPathComponent(".hitchlint_cache")
    let firstRuns = (0..<3).map { _ in
        try? FileManager.default.removeItem(at: cache)
        return runBinary(["--no-color"] + paths, measuresMemory: true)
    }
    try? FileManager.default.removeItem(at: cache)
    line("a first run, writing the index cache", String(format: "%.3f s, peak %.0f MB",
                                                        firstRuns.map(\.seconds).sorted()[1], firstRuns.map(\.peakMB).sorted()[1]))
}
// The editor's and the hook's case in a large project: one file linted, the rest of the index from
// `.hitchlint_cache/` (written by the first run) or rebuilt from every file (`--no-cache`).
if arguments.isEmpty, let one = files.first?.path {
    let cold = (0..<3).map { _ in runBinary(["--no-cache", one]).seconds }.sorted()[1]
    _ = runBinary([one])
    // Fifteen runs: a single one moves by a quarter on a shared machine.
    let warm = (0..<15).map { _ in runBinary([one]).seconds }.sorted()[7]
    line("one file of this corpus, whole process", String(format: "%.0f ms; warm index cache %.0f ms (median of 15)", cold * 1000, warm * 1000))
    // The same corpus as a git work tree (every file staged): what git tracks is read from its index.
    if runGit(["init", "-q"], in: corpusFolder), runGit(["add", "-A"], in: corpusFolder) {
        _ = runBinary([one])
        let inGit = (0..<15).map { _ in runBinary([one]).seconds }.sorted()[7]
        line("the same in a git work tree of the corpus", String(format: "warm index cache %.0f ms (median of 15)", inGit * 1000))
        // A commit's hook and a pull request's check at their largest: every file staged, then every file
        // compared with the commit (their contents read out of git until 6 December: 2.0 and 2.5 s). Both
        // take the folder they run in for the work tree: the bench, not a test, moves there for them.
        let benchFolder = FileManager.default.currentDirectoryPath
        if FileManager.default.changeCurrentDirectoryPath(corpusFolder.path) {
            let staged = (0..<3).map { _ in runBinary(["--no-cache", "--staged"], measuresMemory: true) }
            line("--staged, every file staged, no cache", String(format: "%.3f s, peak %.0f MB",
                                                                 staged.map(\.seconds).sorted()[1], staged.map(\.peakMB).sorted()[1]))
            let identity = ["-c", "user.name=bench", "-c", "user.email=bench@example.com", "-c", "commit.gpgsign=false"]
            if runGit(identity + ["commit", "-q", "--no-verify", "-m", "corpus"], in: corpusFolder) {
                let changed = (0..<3).map { _ in runBinary(["--no-cache", "--changed-since", "HEAD"], measuresMemory: true) }
                line("--changed-since HEAD, no change, no cache", String(format: "%.3f s, peak %.0f MB",
                                                                         changed.map(\.seconds).sorted()[1], changed.map(\.peakMB).sorted()[1]))
            }
            _ = FileManager.default.changeCurrentDirectoryPath(benchFolder)
        }
    }
    try? FileManager.default.removeItem(at: corpusFolder.appendingPathComponent(".git"))
    try? FileManager.default.removeItem(at: corpusFolder.appendingPathComponent(".hitchlint_cache"))
    // The editor target's own size: a project of 10,000 of the corpus's files (linked, not copied).
    if let tenThousand = try? projectOfFirst(10_000, of: files, under: corpusFolder) {
        let inProject = tenThousand.appendingPathComponent(String(one.dropFirst(corpusFolder.path.count + 1))).path
        _ = runBinary([inProject])
        let warmTen = (0..<15).map { _ in runBinary([inProject]).seconds }.sorted()[7]
        line("the same in a 10,000-file project", String(format: "warm index cache %.0f ms (median of 15)", warmTen * 1000))
        try? FileManager.default.removeItem(at: tenThousand)
    }
    // The language server in this workspace: a keystroke's lint, with and without an editor that reports
    // changed files (until 7 December, without one, every lint checked every file's size and time: 29–39 ms).
    var keystrokes: [String] = []
    for watchesFiles in [true, false] {
        guard var session = try? EditorSession(binary: binary, folder: corpusFolder, file: URL(fileURLWithPath: one),
                                               watchesFiles: watchesFiles) else { continue }
        _ = session.change()  // the graph of names is built on the first lint after the walk
        let times = (0..<31).map { _ in session.change() }.sorted()
        session.close()
        keystrokes.append(String(format: "%.1f ms ", times[15]) + (watchesFiles ? "watched" : "unwatched"))
    }
    line("language server, a change to one file", keystrokes.joined(separator: ", ") + " (median of 31)")
}
}

// MARK: Linear cost and pathological inputs

func analyze(_ bytes: [UInt8]) -> Double {
    median(3) { _ = FileAnalyzer(rules: RuleRegistry.all).analyze(SourceFile(path: FilePath("P.swift"), bytes: bytes), runRules: true) }
}
if arguments.isEmpty && runs("throughput") {
    // A separate project of half the size (its own root), so the whole index is half as large too.
    let halfFolder = FileManager.default.temporaryDirectory.appendingPathComponent("hitchlint-bench-half")
    try? FileManager.default.removeItem(at: halfFolder)
    try FileManager.default.createDirectory(at: halfFolder, withIntermediateDirectories: true)
    try Data("{}\n".utf8).write(to: halfFolder.appendingPathComponent(".hitchlint.json"))
    var halfGenerator = CorpusGenerator(seed: 2026)
    let (_, halfBytes) = try halfGenerator.write(into: halfFolder, targetBytes: 26 * 1_048_576)
    // The same work as the full lint's figure (text output too), half and whole in turn.
    let doubling = pairedTimes(5, { fullLint([halfFolder.path], jobs: 2) }, { fullLint(paths, jobs: 2) })
    line("doubling the corpus: time ratio", String(format: "%.2f× (%.1f MB → %.1f MB; median of 5 pairs, %.2f–%.2f×)",
                                                   doubling.ratios[2], megabytes(halfBytes), totalMB, doubling.ratios[0], doubling.ratios[4]))
    try? FileManager.default.removeItem(at: halfFolder)
    // The corpus twice over in one project (`a/` and `b/`): every view declared in two folders, as the same
    // app's views for two platforms are. Each name means its own folder's view (on 6 December every such
    // name took a `realpath` and arrays of its own: 2.5× the time and 174 MB for twice the code).
    let twiceFolder = FileManager.default.temporaryDirectory.appendingPathComponent("hitchlint-bench-twice")
    try? FileManager.default.removeItem(at: twiceFolder)
    for copy in ["a", "b"] {
        let folder = twiceFolder.appendingPathComponent(copy)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var copyGenerator = CorpusGenerator(seed: 2026)
        _ = try copyGenerator.write(into: folder, targetBytes: 52 * 1_048_576)
    }
    try Data("{}\n".utf8).write(to: twiceFolder.appendingPathComponent(".hitchlint.json"))
    let twice = pairedTimes(3, { fullLint(paths, jobs: 2) }, { fullLint([twiceFolder.path], jobs: 2) })
    let twicePeak = (0..<3).map { _ in runBinary(["--no-cache", "--output-file", "/dev/null", twiceFolder.path], measuresMemory: true).peakMB }.sorted()[1]
    line("the corpus twice over, views declared twice", String(format: "%.2f× the time (median of 3 pairs, %.2f–%.2f×); process peak %.0f MB",
                                                                  twice.ratios[1], twice.ratios[0], twice.ratios[2], twicePeak))
    try? FileManager.default.removeItem(at: twiceFolder)
}
if arguments.isEmpty && runs("pathological") {

    var big: [UInt8] = []
    var generator = CorpusGenerator(seed: 7)
    while big.count < 20 * 1_048_576 { big += Array(generator.file(index: big.count, noun: "Big").utf8) }
    let ten = Array(big.prefix(10 * 1_048_576))
    let analyzer = FileAnalyzer(rules: RuleRegistry.all)
    let sizes = pairedTimes(5, { _ = analyzer.analyze(SourceFile(path: FilePath("P.swift"), bytes: ten), runRules: true) },
                            { _ = analyzer.analyze(SourceFile(path: FilePath("P.swift"), bytes: big), runRules: true) })
    line("one 20 MB file", String(format: "%.3f s  %7.0f MB/s (10 MB: %.3f s; ratio %.2f×, median of 5 pairs)",
                                  sizes.second, 20 / sizes.second, sizes.first, sizes.ratios[2]))
    // In a folder of its own: a file outside any project is indexed with the files beside it.
    let bigFolder = FileManager.default.temporaryDirectory.appendingPathComponent("hitchlint-bench-big")
    try FileManager.default.createDirectory(at: bigFolder, withIntermediateDirectories: true)
    let bigFile = bigFolder.appendingPathComponent("Big.swift")
    try Data(big).write(to: bigFile)
    let bigProcess = runBinary(["--no-cache", bigFile.path], measuresMemory: true)
    line("one 20 MB file, process peak memory", String(format: "%.0f MB", bigProcess.peakMB))
    try? FileManager.default.removeItem(at: bigFolder)

    var longLine = Array("let total = ".utf8)
    while longLine.count < 5 * 1_048_576 { longLine += Array("value\(longLine.count % 97) + \"s\\(x)\" + ".utf8) }
    longLine += Array("0\n".utf8)
    line("one 5 MB line", String(format: "%.3f s", analyze(longLine)))
    let depth = 100_000
    for (label, open, close) in [("(", "(", ")"), ("[", "[", "]"), ("{", "{", "}"), ("closures", "{ _ in ", "}"),
                                 ("interpolations", "\"\\(", ")\""), ("block comments", "/*", "*/"), ("types", "enum a { ", "}")] {
        let text = Array((String(repeating: open, count: depth) + String(repeating: close, count: depth)).utf8)
        line("100k-deep nesting of \(label)", String(format: "%.3f s (%.1f MB)", analyze(text), megabytes(text.count)))
    }
    // Many members of one shape in one file: whatever a rule looks up across the file is found once
    // for the file, not once for each of them.
    func manyMembers(_ member: (Int) -> String) -> [UInt8] {
        let members = (0..<20_000).map(member).joined()
        return Array(("import SwiftUI\n\nstruct Many: View {\n    static let tags = [\"a\", \"b\"]\n" + members
                      + "    var body: some View { Text(\"x\") }\n}\n").utf8)
    }
    let shapes: [(String, (Int) -> String)] = [
        ("20,000 ForEach helpers in one file", { "    func f\($0)(t: [Int]) -> some View { ForEach(t, id: \\.self) { Text(\"\\($0)\") } }\n" }),
        ("20,000 named-space readers in one file", {
            "    var r\($0): some View { ScrollView { HStack { Text(\"a\").background(GeometryReader { p in Color.clear"
                + ".preference(key: K.self, value: p.frame(in: .named(\"s\")).minX) }) }.coordinateSpace(name: \"s\") } }\n"
        }),
        ("20,000 uses of a constant in one file", {
            "    var u\($0): some View { ScrollView { VStack { ForEach(tags.filter { !$0.isEmpty }, id: \\.self) { Text($0) } } } }\n"
        }),
        // A name the file does not declare: another file's constant, maybe, which each use asks the file about.
        ("20,000 uses of another file's constant", {
            "    var o\($0): some View { ScrollView { ForEach(themes, id: \\.self) { Text($0) } } }\n"
        }),
    ]
    for (label, member) in shapes {
        let text = manyMembers(member)
        line(label, String(format: "%.3f s (%.1f MB)", analyze(text), megabytes(text.count)))
    }
    // One method that makes thousands of hosting controllers: whether it builds a view otherwise than as a
    // root is asked once for each view's name (on 5 December, once for each root: 67 s for this file).
    let roots = Array(("import SwiftUI\nimport UIKit\nstruct V: View { var body: some View { Text(\"x\") } }\n"
        + "final class Router {\n    func make() {\n"
        + String(repeating: "        _ = UIHostingController(rootView: NavigationStack { V() })\n", count: 20_000) + "    }\n}\n").utf8)
    line("20,000 hosting roots in one method", String(format: "%.3f s (%.1f MB)", analyze(roots), megabytes(roots.count)))
    // One row of thousands of statements: a formatter's uses, a stack's texts, counted once for the row.
    func oneRow(_ statement: (Int) -> String) -> [UInt8] {
        Array(("import SwiftUI\nstruct Item: Identifiable { let id: Int; let name: String; let date: Date }\n"
            + "struct Rows: View {\n    let items: [Item]\n    var body: some View { List(items) { item in HStack {\n"
            + (0..<20_000).map(statement).joined() + "    } } }\n}\n").utf8)
    }
    for (label, statement) in [
        ("20,000 formatters made in one row", { (i: Int) in "        let f\(i) = DateFormatter()\n        Text(f\(i).string(from: item.date))\n" }),
        ("20,000 shrinking texts in one row", { (_: Int) in "        Text(item.name).minimumScaleFactor(0.5)\n" }),
    ] {
        let text = oneRow(statement)
        line(label, String(format: "%.3f s (%.1f MB)", analyze(text), megabytes(text.count)))
    }
    /// A project in the temporary folder: the files `files` gives for each of `count` indices (paths below
    /// the project, texts), and a `.hitchlint.json` at its top.
    func generatedProject(_ name: String, _ count: Int, files: (Int) -> [(path: String, text: String)]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hitchlint-bench-\(name)-\(count)")
        try? FileManager.default.removeItem(at: folder)
        for index in 0..<count {
            for (path, text) in files(index) {
                let file = folder.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: file)
            }
        }
        try Data("{}\n".utf8).write(to: folder.appendingPathComponent(".hitchlint.json"))
        return folder
    }
    /// Projects of `counts.0` and `counts.1` units made by `make`, linted in turn (in process, 2 jobs):
    /// the larger one's time and the ratio, then both removed.
    func lintsTwoSizes(_ label: String, _ counts: (Int, Int), _ make: (Int) throws -> URL) throws {
        let folders = (try make(counts.0), try make(counts.1))
        let times = pairedTimes(3, { LintEngine().run(LintRequest(paths: [FilePath(folders.0.path)], jobs: 2)) },
                                { LintEngine().run(LintRequest(paths: [FilePath(folders.1.path)], jobs: 2)) })
        line(label, String(format: "%.3f s (%d: %.3f s; ratio %.2f×, median of 3 pairs)", times.second, counts.0, times.first, times.ratios[1]))
        try? FileManager.default.removeItem(at: folders.0)
        try? FileManager.default.removeItem(at: folders.1)
    }
    // Views of one name in many folders (each feature's `Row`, an extension of it, a screen listing it):
    // each screen's `Row` is its own folder's. Twice the features, about twice the time (on 6 December
    // each reference weighed every declaration for every unit it could reach: 400 features took 2.7 s,
    // 1,500 took 121 s; later that day the folder above them all was counted again for each: quadratic).
    func features(_ count: Int) throws -> URL {
        try generatedProject("features", count) { index in [
            ("Feature\(index)/Row.swift", "import SwiftUI\nstruct Row: View {\n    let item: Item\n    var body: some View { VStack { Text(item.title); subtitle } }\n}\n"),
            ("Feature\(index)/Row+Subtitle.swift", "import SwiftUI\nextension Row {\n    var subtitle: some View { Text(item.date.formatted()) }\n}\n"),
            ("Feature\(index)/Screen\(index).swift", "import SwiftUI\nstruct Screen\(index): View {\n    let items: [Item]\n    var body: some View { List(items) { Row(item: $0) } }\n}\n"),
        ] }
    }
    try lintsTwoSizes("6,000 features each declaring a `Row`", (3_000, 6_000), features)
    // A monorepo of one-file packages, each its own project (its own `.hitchlint.json`): a project's jobs
    // are found once, and a small one is resolved on one thread (on 6 December each project's jobs were
    // filtered from all jobs, its few records handed to another core and its freed pages to the system:
    // 12,000 packages took 4.9 s, 3.6 times as long).
    func packages(_ count: Int) throws -> URL {
        try generatedProject("packages", count) { index in [
            ("Package\(index)/.hitchlint.json", "{}\n"),
            ("Package\(index)/Screen\(index).swift",
             "import SwiftUI\nstruct Row\(index): View {\n    let date: Date\n    var body: some View { Text(date.formatted()) }\n}\n"
                + "struct Screen\(index): View {\n    let dates: [Date]\n    var body: some View { List(dates, id: \\.self) { Row\(index)(date: $0) } }\n}\n"),
        ] }
    }
    try lintsTwoSizes("6,000 packages, each a project of one file", (3_000, 6_000), packages)
    // Each rule's documented examples, 100 and 200 copies in one file: twice the code, about twice the time
    // (on 5 December a question asked of each name by a scan of the whole file made some 4 to 7 times).
    var worst = (ratio: 0.0, rule: "", megabytes: 0.0)
    for rule in RuleDocs.documents.keys.sorted() {
        let (hundred, twoHundred) = (RuleExampleCopies.file(ruleID: rule, copies: 100), RuleExampleCopies.file(ruleID: rule, copies: 200))
        let analyzer = FileAnalyzer(rules: RuleRegistry.all)
        let times = pairedTimes(3, { _ = analyzer.analyze(SourceFile(path: FilePath("P.swift"), bytes: hundred), runRules: true) },
                                { _ = analyzer.analyze(SourceFile(path: FilePath("P.swift"), bytes: twoHundred), runRules: true) })
        if times.ratios[1] > worst.ratio { worst = (times.ratios[1], rule, megabytes(twoHundred.count)) }
    }
    line("each rule's examples, 100 → 200 copies", String(format: "worst %.2f× (median of 3 pairs): ", worst.ratio)
         + "\(worst.rule), \(String(format: "%.1f", worst.megabytes)) MB")
}

// MARK: Editor latency

let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples/Before")
if runs("process") && FileManager.default.fileExists(atPath: example.path) {
    let row = example.appendingPathComponent("Views/OrderRow.swift").path
    let latency = (0..<9).map { _ in runBinary([row]).seconds }.sorted()[4]
    line("one file in a small project, whole process", String(format: "%.1f ms", latency * 1000))
}
try? FileManager.default.removeItem(at: outputFile)
if let cleanup { try? FileManager.default.removeItem(at: cleanup) }
