import Foundation
@testable import HitchLintKit
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

    /// In a lint's second pass the rules know what the resolution found: types without random ids
    /// and code no view reaches make no candidates. The findings must be those of a check that knows
    /// nothing, and a file changed since it was indexed must not be pruned by units it no longer has.
    @Test("a check that knows the project's facts prunes candidates, never findings")
    func projectFactsPruneCandidatesOnly() {
        let model = """
            import Foundation

            struct Tag: Identifiable {
                let id = UUID()
                var name: String
            }

            struct Chip { var title: String }

            final class Exporter {
                func stamp(_ date: Date) -> String {
                    let formatter = DateFormatter()
                    return formatter.string(from: date) + [3, 1, 2].sorted().description
                }
            }

            """
        let row = """
            import SwiftUI

            struct TagsView: View {
                let names: [String]
                var body: some View {
                    List(names, id: \\.self) { name in
                        TagRow(tag: Tag(name: name), chip: Chip(title: name), date: Date())
                    }
                }
            }

            struct TagRow: View {
                let tag: Tag
                let chip: Chip
                let date: Date
                var body: some View {
                    Text(date.formatted()) + Text(DateFormatter().string(from: date))
                }
            }

            """
        let analyzer = FileAnalyzer()
        let sources = [source(model, "Model.swift"), source(row, "Row.swift")]
        let indexed = sources.map { analyzer.analyze($0, runRules: false) }
        let resolver = ProjectResolver(files: indexed)
        func findings(_ checked: [FileAnalysis]) -> [String] {
            checked.indices.flatMap { index in
                resolver.diagnostics(for: checked[index], indexedAs: index).map { "\($0.path):\($0.start.line) \($0.ruleID) \($0.message)" }
            }
        }
        let blind = sources.indices.map { analyzer.check(sources[$0], indexedContentHash: indexed[$0].contentHash) }
        let informed = sources.indices.map {
            analyzer.check(sources[$0], indexedContentHash: indexed[$0].contentHash, project: resolver.facts(forFile: $0))
        }
        #expect(findings(informed) == findings(blind))
        #expect(findings(blind).contains { $0.contains("unstable-identity") && $0.contains("Tag(") })
        #expect(findings(blind).contains { $0.hasPrefix("Row.swift:17 format-in-body") })
        // `Chip(…)` (no random id) and the exporter's formatter (no view reaches it) are left out.
        let count = { (checked: [FileAnalysis]) in checked.reduce(0) { $0 + $1.candidates.count } }
        #expect(count(informed) < count(blind))
        #expect(!informed[0].candidates.contains { $0.ruleID == "format-in-body" })
        // Changed since indexed: its units are matched by name, so nothing is pruned by unit.
        let edited = source(model.replacingOccurrences(of: "final class", with: "\nfinal class"), "Model.swift")
        let changed = analyzer.check(edited, indexedContentHash: indexed[0].contentHash, project: resolver.facts(forFile: 0))
        #expect(changed.candidates.contains { $0.ruleID == "format-in-body" })
    }

    /// The second pass takes the constants the index pass found rather than looking again, but only for
    /// the bytes it indexed: a write added in between makes a private `@State` snapshot data again.
    @Test("constants found by the index pass are used for the bytes it indexed, not for bytes changed since")
    func constantsOfChangedBytes() {
        func picker(onAppear: String) -> SourceFile {
            source("""
                import SwiftUI

                struct Camera {
                    var name = ""
                }

                struct CameraPicker: View {
                    @State private var cameras = [Camera(), Camera()]

                    var body: some View {
                        List {
                            ForEach(cameras.indices, id: \\.self) { index in
                                Text(cameras[index].name)
                            }
                        }
                        .onAppear { \(onAppear) }
                    }
                }

                """, "CameraPicker.swift")
        }
        let analyzer = FileAnalyzer()
        let original = picker(onAppear: "print(cameras.count)")
        let indexed = analyzer.analyze(original, runRules: false)
        let resolver = ProjectResolver(files: [indexed])
        let constants = resolver.fixedConstants(ofFile: 0)
        #expect(constants != nil)
        func ruleIDs(_ checked: FileAnalysis) -> [String] { resolver.diagnostics(for: checked, indexedAs: 0).map(\.ruleID) }
        #expect(ruleIDs(analyzer.check(original, indexedContentHash: indexed.contentHash, indexedConstants: constants)) == [])
        let edited = picker(onAppear: "cameras.append(Camera())")
        #expect(ruleIDs(analyzer.check(edited, indexedContentHash: indexed.contentHash, indexedConstants: constants))
                == ["index-based-id"])
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

    /// The index pass keeps references in shared blocks of 65,536 (a file of more than a quarter of
    /// that in a block of its own), and the resolver moves the ones it keeps into one block: rows
    /// reached through references all over the blocks must be found as in a small project, and each
    /// message must cite the line of its reference, with the cache and without. Blocks past the first
    /// wait for the resolution in a temporary file, their pages let go from memory once written: read
    /// back they must be what was written (a private mapping's pages, let go, come back as zeros, and
    /// rows are missed), the file must not outlive the lint, and without a usable temporary folder the
    /// references stay in memory, with the same findings. The cache's pairs of keys and their users, more
    /// than fit in one piece of the index file as it is written, must lead each row alone to its list.
    @Test("references in every shared block, a file's own block and a spill file still lead to rows (cold and warm)")
    func referencesAcrossBlocks() throws {
        let folder = try TemporaryFolder()
        try folder.write(".hitchlint.json", "{}\n")
        // Line 7 on: `calls` instantiations of types the project lacks; then a list of `row`s.
        func screen(_ name: String, calls: Int, row: String) -> String {
            let parts = (0..<calls).map { "            \(name)Part\($0)()\n" }.joined()
            return "import SwiftUI\n\nstruct \(name): View {\n    let items: [Item]\n    var body: some View {\n        VStack {\n"
                + parts + "            List(items) { item in \(row)(item: item) }\n        }\n    }\n}\n"
        }
        func row(_ name: String) -> String {
            "import SwiftUI\n\nstruct \(name): View {\n    let item: Item\n    var body: some View {\n"
                + "        GeometryReader { proxy in Text(\"\\(proxy.size.width)\") }\n    }\n}\n"
        }
        for index in 0..<40 {
            try folder.write("Screens/Screen\(index).swift", screen("Screen\(index)", calls: 3_000, row: "Row\(index)"))
            try folder.write("Rows/Row\(index).swift", row("Row\(index)"))
        }
        try folder.write("Big.swift", screen("Big", calls: 20_000, row: "BigRow"))
        try folder.write("Rows/BigRow.swift", row("BigRow"))
        try folder.write("Item.swift", "struct Item: Identifiable {\n    let id: Int\n}\n")
        Thread.sleep(forTimeInterval: 2.1)  // files changed in the last two seconds are not cached
        let spillFolder = try TemporaryFolder()
        let cold = try runHitchLint(["--no-cache", "--jobs", "2", "."], in: folder.url, environment: ["TMPDIR": spillFolder.url.path])
        #expect(try FileManager.default.contentsOfDirectory(atPath: spillFolder.url.path).isEmpty)
        let inMemory = try runHitchLint(["--no-cache", "--jobs", "2", "."], in: folder.url,
                                        environment: ["TMPDIR": folder.url.appendingPathComponent("missing").path])
        #expect(inMemory.standardOutput == cold.standardOutput)
        let lines = cold.standardOutput.split(separator: "\n")
        #expect(lines.count == 41, "\(cold.standardOutput.prefix(2_000))")
        for (name, line) in (0..<40).map({ ("Screen\($0)", 3_007) }) + [("Big", 20_007)] {
            #expect(lines.contains { $0.contains("in list rows: built in row content at \(name).swift:\(line))") }, "\(name)")
        }
        _ = try runHitchLint(["--jobs", "2", "."], in: folder.url)  // writes the cache
        let warm = try runHitchLint(["--jobs", "2", "."], in: folder.url)
        #expect(warm.standardOutput == cold.standardOutput)
        // A few rows at a time, from the cache: each list is found through the cache's pairs of keys and
        // the files that use them (140,000 of them, written to the index file in pieces). A page that did
        // not check out would have the whole project resolved (the same findings) and the cache written again.
        func indexFileIdentity() throws -> [String] {
            let cache = folder.url.appendingPathComponent(".hitchlint_cache")
            return try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { $0.hasPrefix("index-") }.sorted().map { name in
                let attributes = try FileManager.default.attributesOfItem(atPath: cache.appendingPathComponent(name).path)
                return "\(name) \(attributes[.systemFileNumber] ?? "") \(attributes[.modificationDate] ?? "")"
            }
        }
        let written = try indexFileIdentity()
        let rows = (0..<40).map { "Rows/Row\($0).swift" } + ["Rows/BigRow.swift"]
        var fromCache: [Substring] = []
        for batch in stride(from: 0, to: rows.count, by: 5) {  // five files of 83: resolved as a subset
            let result = try runHitchLint(["--jobs", "2"] + rows[batch..<min(rows.count, batch + 5)], in: folder.url)
            fromCache += result.standardOutput.split(separator: "\n")
        }
        #expect(fromCache.sorted() == lines.sorted())
        #expect(try indexFileIdentity() == written, "the cache was written again")
    }

    /// Records are public and may be built by hand: units whose reference ranges overlap must not
    /// make the resolver write past what it counted (it once did: a heap overrun).
    @Test("hand-built records whose units share one reference range resolve like the real ones")
    func overlappingReferenceRanges() {
        let text = """
            import SwiftUI

            struct GaugesView: View {
                let names: [String]
                var body: some View {
                    List(names, id: \\.self) { _ in GaugeRow(); header }
                }
                var header: some View { GaugeRow() }
            }
            struct GaugeRow: View { var body: some View { GeometryReader { _ in Text("a") } } }

            """
        let analysis = FileAnalyzer().analyze(source(text, "A.swift"), runRules: true)
        var shared = analysis
        let all = Int32(analysis.references.count)
        for index in shared.units.indices { shared.units[index].referenceRange = 0..<all }
        let expected = ProjectResolver(files: [analysis]).diagnostics(forFile: 0).map(\.ruleID)
        #expect(expected.contains("geometry-reader-in-row"))
        for _ in 0..<20 {
            let found = ProjectResolver(files: [shared, shared, shared]).diagnostics(forFile: 0).map(\.ruleID)
            #expect(found == expected)
        }
    }

    @Test("an index reference keeps its fields; a line past 4,194,303 is recorded as that line")
    func referenceFields() {
        let kinds: [FileAnalysis.Reference.Kind] = [.instantiation, .member, .modifier, .listFeed]
        for (index, kind) in kinds.enumerated() {
            // References are made from evaluated tokens: every set of flags has `evaluated` (bit 0).
            for flags in [UInt8(1), 5, 0x21, 0x3F, 0x41, 0x7F, 0x81, 0xFF] {
                let key = UInt64.random(in: .min ... .max)
                let line = Int32(index * 1_000_003 + Int(flags))
                let isCall = flags & 4 == 4
                let reference = FileAnalysis.Reference(kind: kind, key: key, flags: flags, isCall: isCall, line: line)
                #expect(reference.kind == kind && reference.key == key && reference.flags == flags)
                #expect(reference.isCall == isCall && reference.line == line)
            }
        }
        let far = FileAnalysis.Reference(kind: .member, key: 7, flags: 1, isCall: false, line: 20_000_000)
        #expect(far.line == 4_194_303)
    }

    /// The second pass reads again only files that view code reaches, that may hold `hitchlint:`
    /// comments, or that a rule that reports outside view code may report in: a model's or a UIKit
    /// file's findings (an invalid directive, an opt-in representable rule) must survive, and every
    /// finding must be the one a lint that checks every file makes.
    @Test("files no view code reaches are not checked again, and lose no finding")
    func unreachedFilesKeepTheirFindings() async throws {
        let folder = try TemporaryFolder()
        try folder.write(".hitchlint.json", "{}\n")
        let files = [
            ("List.swift", Self.list), ("Row.swift", Self.row(extraMember: false)),
            ("Exporter.swift", """
                import Foundation

                final class Exporter {
                    func stamp(_ date: Date) -> String { DateFormatter().string(from: date) }
                }

                """),
            ("Model.swift", """
                struct Gauge {
                    // hitchlint:disable-next-line no-such-rule
                    var value: Double
                }

                """),
            ("Label.swift", """
                import SwiftUI
                import UIKit

                struct NoteText: UIViewRepresentable {
                    var note: String

                    func makeUIView(context: Context) -> UITextView {
                        let view = UITextView()
                        view.isScrollEnabled = false
                        view.isEditable = false
                        return view
                    }

                    func updateUIView(_ view: UITextView, context: Context) { view.text = note }
                }

                """),
        ]
        for (name, text) in files { try folder.write(name, text) }
        // Files changed in the last two seconds are read again whatever they hold (they may have changed
        // since the index pass read them): let these settle.
        try await Task.sleep(nanoseconds: 2_200_000_000)
        let sources = files.map { source($0.1, $0.0) }
        let shape = { (found: [Diagnostic]) in
            found.map { "\(String(decoding: $0.path.lastComponent, as: UTF8.self)):\($0.start.line) \($0.ruleID) \($0.severity)" }.sorted()
        }
        // The default rules, none of which reports outside view code: the directive alone gets the
        // model's file checked.
        let defaults = LintEngine().run(LintRequest(paths: [FilePath(folder.url.path)], jobs: 2))
        #expect(defaults.filesLinted == files.count)
        #expect(shape(defaults.diagnostics.filter { $0.ruleID == SuppressionDirective.invalidRule.id })
            == ["Model.swift:2 invalid-suppression warning"])
        let defaultRules = RuleRegistry.all.filter(\.description.isEnabledByDefault)
        #expect(shape(defaults.diagnostics.filter { $0.ruleID != SuppressionDirective.invalidRule.id })
            == shape(LintEngine.lint(sources, rules: defaultRules)))
        #expect(defaults.diagnostics.contains { $0.ruleID == "geometry-reader-in-row" })
        #expect(!defaults.diagnostics.contains { $0.ruleID == "format-in-body" }, "no view code calls the exporter")
        // The same from the index cache: its records keep whether a file may hold directives.
        var cached = LintRequest(paths: [FilePath(folder.url.path)], jobs: 2)
        cached.usesIndexCache = true
        for run in ["cold", "warm"] {
            #expect(shape(LintEngine().run(cached).diagnostics) == shape(defaults.diagnostics), "\(run) cache")
        }
        // With a rule that reports outside view code, the representable's file is checked too: without the
        // cache, and from the records the default rules' runs above cached (what a record says of a file
        // does not depend on the rules a lint runs).
        var request = LintRequest(paths: [FilePath(folder.url.path)], jobs: 2)
        request.overrides.extendSelect = ["representable-without-size-that-fits"]
        let extended = LintEngine().run(request).diagnostics.filter { $0.ruleID != SuppressionDirective.invalidRule.id }
        #expect(shape(extended) == shape(LintEngine.lint(sources, rules: defaultRules + [RepresentableWithoutSizeThatFits()])))
        #expect(shape(extended).contains("Label.swift:4 representable-without-size-that-fits note"))
        request.usesIndexCache = true
        for run in ["cached", "cached again"] {
            let found = LintEngine().run(request).diagnostics.filter { $0.ruleID != SuppressionDirective.invalidRule.id }
            #expect(shape(found) == shape(extended), "\(run)")
        }
    }

    /// Which files a rule that reports outside view code may report in, as the index pass records it:
    /// those that declare a representable (by a type or an extension), not those that only mention one.
    @Test("a file's record says whether a rule that reports outside view code may report in it")
    func mayReportOutsideViewCode() {
        let files: [(text: String, may: Bool)] = [
            ("struct Gauge { var value: Double }\n", false),
            ("// A NoteText: UIViewRepresentable would wrap it.\nlet name = \"UIViewRepresentable\"\n", false),
            ("struct Picker: UIViewControllerRepresentable { }\n", false),
            ("struct NoteText: UIViewRepresentable { var note: String }\n", true),
            ("struct Field { }\nextension Field: NSViewRepresentable { }\n", true),
            ("enum Wrappers { struct Label: SwiftUI.UIViewRepresentable { } }\n", true),
        ]
        for (index, file) in files.enumerated() {
            let analysis = FileAnalyzer(rules: []).analyze(source(file.text, "F\(index).swift"), runRules: false)
            #expect(analysis.mayReportOutsideViewCode == file.may, "\(file.text)")
        }
    }

    /// What lets the second pass leave those files alone: a candidate outside every unit is reported
    /// only by a rule that says it reports outside view code.
    @Test("a candidate outside every unit counts only for a rule that reports outside view code")
    func candidatesOutsideUnits() {
        struct FirstToken: Rule {
            let reportsOutsideViewCode: Bool
            let description = RuleDescription(id: "first-token", category: .debug, summary: "the first token")
            func check(_ context: RuleContext, into candidates: inout [Candidate]) {
                candidates.append(context.candidate(description, at: 0...0, scope: .viewCode, message: "first",
                                                    rowMessage: "first"))
            }
        }
        let model = source("let limit = 3\n", "Limit.swift")
        #expect(LintEngine.lint([model], rules: [FirstToken(reportsOutsideViewCode: false)]).isEmpty)
        #expect(LintEngine.lint([model], rules: [FirstToken(reportsOutsideViewCode: true)]).map(\.message) == ["first"])
    }

    /// An editor checks a buffer knowing nothing of its project and resolves the candidates; a lint's second
    /// pass checks each file knowing the project's facts, which prune candidates before they are made. The
    /// two must never disagree on a finding: for every example of every rule's document, the same findings,
    /// texts, severities, places and fixes both ways.
    @Test("every documented example gives the same findings with the project's facts as without",
          arguments: RuleDocExampleTests.examples)
    func factsChangeNoDocumentedFinding(_ example: RuleDocExample) {
        let sources = example.files.map { source($0.text, $0.name) }
        let analyzer = FileAnalyzer()
        let indexed = sources.map { analyzer.analyze($0, runRules: false) }
        let resolver = ProjectResolver(files: indexed)
        var informed: [Diagnostic] = []
        for index in sources.indices {
            let checked = analyzer.check(sources[index], indexedContentHash: indexed[index].contentHash,
                                         indexedConstants: resolver.fixedConstants(ofFile: index),
                                         project: resolver.facts(forFile: index))
            let filter = SuppressionFilter(checked.directives)
            informed += resolver.diagnostics(for: checked, indexedAs: index).filter { filter.suppressor(of: $0) == nil }
        }
        informed.sort(by: Diagnostic.reportOrder)
        let blind = LintEngine.lint(sources)
        let described = { (found: [Diagnostic]) in
            found.map { "\($0.path):\($0.start.offset)-\($0.end.offset) \($0.ruleID) \($0.severity) \($0.message)" }
        }
        #expect(described(informed) == described(blind))
        #expect(informed.map(\.fix) == blind.map(\.fix))
    }
}
