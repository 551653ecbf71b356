/// `--fix`, `--fix --unsafe-fixes` and `--diff`.
enum FixCommand {
    enum Outcome {
        /// Done: the diff or the fixed buffer written, with this exit status.
        case done(Int32)
        /// Files fixed: the findings left are reported as a lint's are (in `--format`, to `--output-file`),
        /// the summary starting with `summary`; `writeFailed`: a file could not be written.
        case report(LintResult, summary: String, writeFailed: Bool)
    }

    static func run(_ request: LintRequest, options: LintCommand.Options, output: inout OutputStream,
                    errors: inout OutputStream) -> Outcome {
        let allowing: Set<FixApplicability> = options.unsafeFixes ? [.safe, .unsafe] : [.safe]
        let outcome = FixRunner.run(request, allowing: allowing)
        let result = outcome.remaining
        let fixedCount = outcome.changes.reduce(0) { $0 + $1.fixedCount }
        let reporter = TextReporter()
        var status: Int32 = 0
        if options.showsDiff {
            for change in outcome.changes {
                // The original is read again (not kept while the fixed files were linted).
                guard let original = request.sourceOverrides?[change.path] ?? (try? FileSystem.readFile(change.path).get()),
                      Checksum.of(original) == change.originalChecksum else {
                    errors.write("hitchlint: \(AtomicFile.changedSinceRead(change.path).description)\n")
                    continue
                }
                let diff = LineDiff.unified(old: original, new: change.fixed, path: change.path.description)
                diff.withUnsafeBytes { output.write(bytes: $0) }
            }
            errors.write(outcome.changes.isEmpty
                ? "No fixes available.\n"
                : "Would fix \(fixedCount) finding\(fixedCount == 1 ? "" : "s") in \(outcome.changes.count) file\(outcome.changes.count == 1 ? "" : "s").\n")
            status = outcome.changes.isEmpty ? 0 : 1
        } else if request.sourceOverrides != nil && !options.lintsStaged {
            // An editor's buffer: the fixed source on stdout, the remaining findings on stderr.
            let path = request.sourceOverrides!.keys.first!
            let fixed = outcome.changes.first?.fixed ?? request.sourceOverrides![path]!
            fixed.withUnsafeBytes { output.write(bytes: $0) }
            errors.write(reporter.report(result.diagnostics))
            status = result.failingCount > 0 ? 1 : 0  // as a lint of the buffer would: by `failOn`
        } else {
            // Each file written on its own core (each write waits for the disk: `fsync`), errors reported in
            // the files' order.
            let changes = outcome.changes
            let writes = Parallel.map(changes.count, jobs: request.jobs) { index in
                AtomicFile.write(changes[index].fixed, to: changes[index].path, expectingChecksum: changes[index].originalChecksum)
            }
            var writeFailed = false
            for case .failure(let error) in writes {
                errors.write("hitchlint: \(error.description)\n")
                writeFailed = true
            }
            for refusal in outcome.refusals { errors.write("hitchlint: \(refusal.description)\n") }
            let summary = "Fixed \(fixedCount) finding\(fixedCount == 1 ? "" : "s") in \(changes.count) file\(changes.count == 1 ? "" : "s"). "
            return .report(result, summary: summary, writeFailed: writeFailed)
        }
        for refusal in outcome.refusals { errors.write("hitchlint: \(refusal.description)\n") }
        for error in result.errors { errors.write("hitchlint: \(error.description)\n") }
        if result.hasFailures { return .done(2) }
        return .done(options.exitZero && status == 1 ? 0 : status)
    }
}
