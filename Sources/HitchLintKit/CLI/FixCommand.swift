/// `--fix`, `--fix --unsafe-fixes` and `--diff`.
enum FixCommand {
    static func run(_ request: LintRequest, options: LintCommand.Options, output: inout OutputStream,
                    errors: inout OutputStream) -> Int32 {
        let allowing: Set<FixApplicability> = options.unsafeFixes ? [.safe, .unsafe] : [.safe]
        let outcome = FixRunner.run(request, allowing: allowing)
        let result = outcome.remaining
        let fixedCount = outcome.changes.reduce(0) { $0 + $1.fixedCount }
        let reporter = TextReporter()
        var status: Int32 = 0
        if options.showsDiff {
            for change in outcome.changes {
                let diff = LineDiff.unified(old: change.original, new: change.fixed, path: change.path.description)
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
            status = result.diagnostics.contains { $0.severity >= .warning } ? 1 : 0
        } else {
            for change in outcome.changes {
                if case .failure(let error) = AtomicFile.write(change.fixed, to: change.path, expecting: change.original) {
                    errors.write("hitchlint: \(error.description)\n")
                    status = 2
                }
            }
            output.write(reporter.report(result.diagnostics))
            errors.write("Fixed \(fixedCount) finding\(fixedCount == 1 ? "" : "s") in \(outcome.changes.count) file\(outcome.changes.count == 1 ? "" : "s"). " + TextReporter.summary(result) + "\n")
            if status == 0 { status = result.failingCount > 0 ? 1 : 0 }
        }
        for refusal in outcome.refusals { errors.write("hitchlint: \(refusal.description)\n") }
        for error in result.errors { errors.write("hitchlint: \(error.description)\n") }
        if result.hasFailures { return 2 }
        return options.exitZero && status == 1 ? 0 : status
    }
}
