import HitchLintKit
import Testing

/// A lint indexes every file first and runs the rules on the linted files in a second pass. A file
/// can change in between (an editor saving): its findings must still land on the right code.
@Suite("Two passes")
struct TwoPassTests {
    static let list = """
        import SwiftUI

        struct GaugesView: View {
            let names: [String]
            var body: some View {
                List(names, id: \\.self) { _ in GaugeRow() }
            }
        }

        """

    static func row(extraMember: Bool) -> String {
        """
        import SwiftUI

        struct GaugeRow: View {
        \(extraMember ? "    var title: String { \"Gauge\" }\n" : "")    var body: some View {
                GeometryReader { proxy in Text("\\(proxy.size.width)") }
            }
        }

        """
    }

    func source(_ text: String, _ name: String) -> SourceFile {
        SourceFile(path: FilePath(name), bytes: Array(text.utf8))
    }

    @Test("a file changed after it was indexed: its candidates are matched to the indexed units by name")
    func changedBetweenPasses() {
        let analyzer = FileAnalyzer()
        let indexed = [analyzer.analyze(source(Self.list, "List.swift"), runRules: false),
                       analyzer.analyze(source(Self.row(extraMember: false), "Row.swift"), runRules: false)]
        let resolver = ProjectResolver(files: indexed)
        let unchanged = analyzer.check(source(Self.row(extraMember: false), "Row.swift"),
                                       indexedContentHash: indexed[1].contentHash)
        #expect(unchanged.units.isEmpty, "the same bytes need no units to match")
        let before = resolver.diagnostics(for: unchanged, indexedAs: 1)
        // A member inserted before `body`: unit numbers shift, names do not.
        let changed = analyzer.check(source(Self.row(extraMember: true), "Row.swift"), indexedContentHash: indexed[1].contentHash)
        #expect(!changed.units.isEmpty)
        let after = resolver.diagnostics(for: changed, indexedAs: 1)
        let rowFindings = { (found: [Diagnostic]) in
            found.filter { $0.ruleID == "geometry-reader-in-row" && $0.severity == .warning }.map(\.start.line)
        }
        #expect(rowFindings(before) == [5])
        #expect(rowFindings(after) == [6], "the finding moved with the code: \(after.map(\.message))")
    }

    /// A cached record can claim the checked file's checksum yet list fewer units (a tampered cache,
    /// a crafted collision): no finding for code the record lacks, and no crash.
    @Test("a record with the file's checksum but fewer units gives no finding for the missing code")
    func recordLackingUnits() {
        let analyzer = FileAnalyzer()
        let checked = analyzer.check(source(Self.row(extraMember: false), "Row.swift"), indexedContentHash: 0)
        var hollow = FileAnalysis(path: FilePath("Row.swift"))
        hollow.contentHash = checked.contentHash
        let list = analyzer.analyze(source(Self.list, "List.swift"), runRules: false)
        let resolver = ProjectResolver(files: [list, hollow])
        #expect(!checked.candidates.isEmpty)
        #expect(resolver.diagnostics(for: checked, indexedAs: 1).isEmpty)
    }
}
