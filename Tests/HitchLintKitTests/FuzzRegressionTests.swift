import Foundation
import HitchLintKit
import Testing

/// Inputs found by the libFuzzer target (`Fuzz/FuzzTarget.swift`, run by `bash Fuzz/run-fuzzer.sh`),
/// minimized, each with the invariant it broke.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    /// Two edits of one fix collide when they share a byte, or when one inserts where the other starts
    /// (the order of the two would be undefined): `FixApplier` then refuses the whole fix.
    static func collide(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        if a.isEmpty || b.isEmpty {
            return a.lowerBound == b.lowerBound || (a.lowerBound > b.lowerBound && a.lowerBound < b.upperBound)
                || (b.lowerBound > a.lowerBound && b.lowerBound < a.upperBound)
        }
        return a.overlaps(b)
    }

    static func collisions(_ fix: Fix) -> [String] {
        var found: [String] = []
        for (index, edit) in fix.edits.enumerated() {
            for other in fix.edits[(index + 1)...] where collide(edit.range, other.range) {
                found.append("\(edit.range) and \(other.range)")
            }
        }
        return found
    }

    // MARK: format-in-body: the hoisted formatter is inserted on the line after the type's `{`

    /// Fuzzer input (minimized from a Rules/ example): the type's `{` and a member's `{` share a line,
    /// so "the start of the line after the type's `{`" is the start of the formatter's own line, which
    /// the same fix deletes: an insertion at 14 and a deletion of 14..<36.
    @Test("minimized: a fix's insertion and deletion start at the same offset")
    func formatterHoistMinimized() {
        let bytes = Array("struct var o{\nlet r=DateFormatter()\ni".utf8)
        let analysis = FileAnalyzer().analyze(SourceFile(path: FilePath("Test.swift"), bytes: bytes), runRules: true)
        for candidate in analysis.candidates {
            guard let fix = candidate.fix else { continue }
            #expect(Self.collisions(fix).isEmpty, "\(candidate.ruleID): `\(fix.title)` has colliding edits")
        }
    }

    /// The same in real code: `struct Stamp: View { var body: some View {` on one line. The fix was
    /// offered (the finding says fixable) but `FixApplier` refused it; had it been applied, the
    /// `private static let` would have landed inside `body`, which does not compile.
    @Test("format-in-body fix when `body` opens on the type's `{` line")
    func formatterHoistSameLineBody() throws {
        let text = """
            import SwiftUI

            struct Stamp: View { var body: some View {
                let formatter = DateFormatter()
                return Text(formatter.string(from: .now))
            } }

            """
        let diagnostics = lint(text).filter { $0.ruleID == "format-in-body" }
        #expect(diagnostics.count == 1)
        for diagnostic in diagnostics {
            guard let fix = diagnostic.fix else {
                Issue.record("the finding offers no fix in this layout")
                continue
            }
            #expect(Self.collisions(fix).isEmpty, "`\(fix.title)` has colliding edits")
            let (fixed, applied) = FixApplier.apply([diagnostic], to: Array(text.utf8), allowing: [.safe, .unsafe])
            #expect(applied == 1, "the offered fix is refused by FixApplier")
            let fixedText = String(decoding: fixed, as: UTF8.self)
            // The static property belongs to the type, before `body` opens, not inside its getter.
            let property = fixedText.range(of: "private static let")
            let body = fixedText.range(of: "var body: some View {")
            #expect(property != nil && body != nil && property!.lowerBound < body!.lowerBound, "\(fixedText)")
        }
    }

    // MARK: Findings on one long line cost time quadratic in the line's length

    /// Found by timing hand-made hostile inputs next to the fuzzer (libFuzzer's 64 KB inputs stay under
    /// its timeout): every candidate hashes its whole line (`RuleContext.contextHash(aroundLine:)`) and
    /// counts columns from the line's start (`LineTable.position(ofOffset:in:)`), so k findings on one
    /// line of n bytes cost k·n. Eight times the findings must cost about eight times as much, not 64.
    static let longLinePrefix = "struct Rows: View { let items: [Item]; var body: some View { List(items) { item in "

    /// The best of `runs` timings of linting `text`, and its findings.
    static func bestTime(_ text: String, runs: Int) -> (seconds: Double, findings: [Diagnostic]) {
        var best = Double.infinity
        var findings: [Diagnostic] = []
        for _ in 0..<runs {
            let started = Date()
            findings = lint(text)
            best = min(best, Date().timeIntervalSince(started))
        }
        return (best, findings)
    }

    @Test("findings on one long line: linear time, right columns")
    func longLineIsLinear() {
        func source(_ count: Int) -> String {
            Self.longLinePrefix + String(repeating: "Text(item.date.formatted()) ; ", count: count) + "} } }\n"
        }
        let small = Self.bestTime(source(300), runs: 3)
        let large = Self.bestTime(source(2400), runs: 2)
        let formatted = large.findings.filter { $0.ruleID == "format-in-body" }
        #expect(formatted.count == 2400)
        // Columns are still exact at the end of the line: 30 bytes a copy, `formatted` 15 bytes into it.
        if let last = formatted.last {
            #expect(last.start.line == 1)
            #expect(last.start.utf8Column == Self.longLinePrefix.utf8.count + 2399 * 30 + 15 + 1)
            #expect(last.start.utf16Column == last.start.utf8Column)
        }
        #expect(large.seconds < small.seconds * 24 + 0.05,
                "300 findings: \(small.seconds) s, 2400 findings: \(large.seconds) s")
    }

    /// The same with fixes: each `TextEdit` counted its columns from the line's start, in any order
    /// (a rule builds its fix's edits before its candidate). `index-based-id` here: 1000, 2000, 4000
    /// findings took 0.17, 0.65, 2.57 s (optimized build) before `LineTable` kept column checkpoints.
    @Test("fix edits on one long line: linear time, right columns")
    func longLineFixesAreLinear() {
        let prefix = "struct Item: Identifiable { let id: Int; let title: String } ; "
            + "struct Rows: View { let items: [Item]; var body: some View { List { "
        func source(_ count: Int) -> String {
            prefix + String(repeating: "ForEach(items.indices, id: \\.self) { index in Text(items[index].title) } ; ",
                            count: count) + "} } }\n"
        }
        let small = Self.bestTime(source(300), runs: 3)
        let large = Self.bestTime(source(2400), runs: 2)
        let findings = large.findings.filter { $0.ruleID == "index-based-id" }
        #expect(findings.count == 2400)
        let edits = findings.compactMap(\.fix).flatMap(\.edits)
        #expect(edits.count >= 2400)
        for edit in edits.suffix(8) {
            #expect(edit.start.line == 1 && edit.end.line == 1)
            #expect(edit.start.utf8Column == edit.range.lowerBound + 1 && edit.end.utf8Column == edit.range.upperBound + 1)
            #expect(edit.start.utf16Column == edit.start.utf8Column && edit.end.scalarColumn == edit.end.utf8Column)
        }
        #expect(large.seconds < small.seconds * 24 + 0.05,
                "300 findings: \(small.seconds) s, 2400 findings: \(large.seconds) s")
    }

    // MARK: A suppression comment with code after it

    /// Fuzzer input (a 51 KB "slow unit": 10 s in the fuzzer, 0.33 s in a release build):
    /// `// hitchlint:enable` followed on its line by thousands of `{ x in`, each word taken for a rule
    /// name: 16,677 invalid-suppression findings, each with a spelling suggestion.
    @Test("a directive followed by thousands of words: a few findings, quickly")
    func directiveWithCodeAfterIt() {
        let text = "let a = 1 // hitchlint:enable " + String(repeating: "{ x in ", count: 20_000) + "\n"
        let started = Date()
        let findings = LintEngine.lint([SourceFile(path: FilePath("A.swift"), bytes: Array(text.utf8))])
        let directives = SuppressionDirective.parse(SyntaxFile(source: SourceFile(path: FilePath("A.swift"), bytes: Array(text.utf8))))
        let problems = SuppressionDirective.problems(directives, path: FilePath("A.swift"), used: [], reportsUnused: false)
        #expect(problems.count == 4, "\(problems.map(\.message))")
        #expect(problems.contains { $0.message.hasPrefix("59997 more unknown rule names") })
        #expect(findings.isEmpty)
        #expect(Date().timeIntervalSince(started) < 5)
    }
}
