import Foundation
import HitchLintKit
import Testing

/// What the resolution's grouping and the lint's gathering of findings must keep, however they are
/// done: every type of a simple name is found, and findings come out in report order.
@Suite("Resolution and report order")
struct ResolutionOrderTests {
    /// A row view written `Row(…)` at top level can be any project view named `Row`: each of them,
    /// declared in whatever file and nested in whatever type (an ASCII or a non-ASCII name), is row code.
    @Test("every view sharing a simple name is reached, in any file order")
    func sameSimpleNameAcrossFiles() {
        func nestedRow(in outer: String) -> String {
            """
            import SwiftUI

            enum \(outer) {
                struct Row: View {
                    let date: Date
                    var body: some View { Text(date.formatted()) }
                }
            }

            """
        }
        let list = """
            import SwiftUI

            struct Feed: View {
                let dates: [Date]
                var body: some View {
                    List(dates, id: \\.self) { date in Row(date: date) }
                }
            }

            """
        // Files whose order is not their types' name order, and types of other simple names between.
        let other = "import SwiftUI\n\nstruct Banner: View { var body: some View { Text(\"x\") } }\n"
        let files = [("Zeta.swift", nestedRow(in: "Zeta")), ("Banner.swift", other), ("Feed.swift", list),
                     ("Ähnlich.swift", nestedRow(in: "Ähnlich")), ("Alpha.swift", nestedRow(in: "Alpha"))]
        for order in [files, files.reversed()] {
            let rowFindings = lint(order).filter { $0.ruleID == "format-in-body" && $0.severity == .warning }
            #expect(Set(rowFindings.map(\.path.description)) == ["Zeta.swift", "Ähnlich.swift", "Alpha.swift"])
        }
    }

    /// Views of one name in nested folders (`Apps/iOS/Phone/`, `Apps/iOS/Pad/`, `Apps/macOS/`): a name
    /// means the declarations below the deepest folder above it that holds any, however deep the file
    /// is; folders holding the same declarations as the folder above (`Apps/iOS/Phone/Screens/`) change nothing.
    @Test("same-named views in nested folders: a name means those below its deepest folder holding any")
    func sameNamedViewsInNestedFolders() {
        let row = "import SwiftUI\n\nstruct Row: View {\n    let date: Date\n    var body: some View { Text(date.formatted()) }\n}\n"
        let list = { (name: String) in
            "import SwiftUI\n\nstruct \(name): View {\n    let dates: [Date]\n    var body: some View { List(dates, id: \\.self) { Row(date: $0) } }\n}\n"
        }
        let rows = [("Apps/iOS/Phone/Row.swift", row), ("Apps/iOS/Pad/Row.swift", row), ("Apps/macOS/Row.swift", row)]
        func rowsWithFindings(_ lists: [(String, String)]) -> Set<String> {
            Set(lint(rows + lists).filter { $0.ruleID == "format-in-body" && $0.severity == .warning }.map(\.path.description))
        }
        let phone = ("Apps/iOS/Phone/Screens/Feed/PhoneFeed.swift", list("PhoneFeed"))
        #expect(rowsWithFindings([phone]) == ["Apps/iOS/Phone/Row.swift"])
        let shared = ("Apps/iOS/Shared/Deep/SharedFeed.swift", list("SharedFeed"))
        #expect(rowsWithFindings([shared]) == ["Apps/iOS/Phone/Row.swift", "Apps/iOS/Pad/Row.swift"])
        let everywhere = ("Apps/AllFeed.swift", list("AllFeed"))
        #expect(rowsWithFindings([everywhere]) == ["Apps/iOS/Phone/Row.swift", "Apps/iOS/Pad/Row.swift", "Apps/macOS/Row.swift"])
    }

    /// Findings are gathered file by file and project by project; neither the order of the projects
    /// named on the command line nor the files' order on disk (a folder's files and a subfolder
    /// named like them) may show in the report.
    @Test("a lint's findings are in report order whatever order the projects and files came in")
    func findingsInReportOrder() throws {
        let folder = try TemporaryFolder()
        let row = """
            import SwiftUI

            struct %@: View {
                let date: Date
                var body: some View {
                    Text(date.formatted())
                    Text(DateFormatter().string(from: date))
                }
            }

            struct %@List: View {
                let dates: [Date]
                var body: some View { List(dates, id: \\.self) { %@(date: $0) } }
            }

            """
        // Byte order: `Views-Extra.swift` < `Views.swift` < `Views/…`, and `B` < `a`; two projects
        // (each has its configuration), named last one first.
        for (path, name) in [("Zed/Views/Row.swift", "NestedRow"), ("Zed/Views.swift", "PlainRow"),
                             ("Zed/Views-Extra.swift", "ExtraRow"), ("Zed/a.swift", "LowerRow"), ("Zed/B.swift", "UpperRow"),
                             ("Able/Row.swift", "AbleRow")] {
            let url = folder.url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try String(format: row, name, name, name).write(to: url, atomically: true, encoding: .utf8)
        }
        for project in ["Zed", "Able"] {
            try "{}".write(to: folder.url.appendingPathComponent("\(project)/.hitchlint.json"), atomically: true, encoding: .utf8)
        }
        let projects = ["Zed", "Able"].map { FilePath(folder.url.appendingPathComponent($0).path) }
        let result = LintEngine().run(LintRequest(paths: projects, jobs: 2))
        let diagnostics = result.diagnostics
        #expect(Set(diagnostics.map(\.path.description)).count == 6)
        #expect(diagnostics.count >= 12)
        #expect(zip(diagnostics, diagnostics.dropFirst()).allSatisfy { !Diagnostic.reportOrder($1, $0) })
        let names = diagnostics.map { String($0.path.description.dropFirst(folder.url.path.count + 1)) }
        var files: [String] = []
        for name in names where files.last != name { files.append(name) }
        #expect(files == ["Able/Row.swift", "Zed/B.swift", "Zed/Views-Extra.swift", "Zed/Views.swift", "Zed/Views/Row.swift",
                          "Zed/a.swift"])
        #expect(result.failingCount == diagnostics.filter { $0.severity >= .warning }.count)
    }

    /// The references that lead nowhere are dropped on every core of a lint, and the tables they are
    /// looked up in are built at once on several: each core's share of the files must keep exactly what
    /// one core would, or a row is no longer reached through its list.
    @Test("the resolution finds the same rows on one thread and on several")
    func sameRowsOnSeveralThreads() {
        // Four files of 1,100 references each (enough to be split among threads; a unit's references
        // to one name are one): each a list of its own rows behind a thousand reads of properties that
        // the project does not declare (dropped), each row a `GeometryReader`.
        let analyzer = FileAnalyzer()
        let analyses = (0..<4).map { index in
            let texts = (0..<1_100).map { "            Text(title\($0))\n" }.joined()
            let text = """
                import SwiftUI

                struct Feed\(index): View {
                    let dates: [Date]
                    var body: some View {
                        VStack {
                \(texts)
                        }
                        List(dates, id: \\.self) { Row\(index)(date: $0) }
                    }
                }

                struct Row\(index): View {
                    let date: Date
                    var body: some View { GeometryReader { proxy in Text("\\(proxy.size.width)") } }
                }

                """
            return analyzer.analyze(SourceFile(path: FilePath("Feed\(index).swift"), bytes: Array(text.utf8)), runRules: true)
        }
        let oneThread = ProjectResolver(files: analyses, threads: 1)
        let twoThreads = ProjectResolver(files: analyses, threads: 2)
        // Three: the type tables on one, the reference targets' two halves on the others, all at once.
        let threeThreads = ProjectResolver(files: analyses, threads: 3)
        for file in analyses.indices {
            let expected = oneThread.diagnostics(forFile: file).map { "\($0.ruleID):\($0.start.line)" }
            #expect(expected.contains("geometry-reader-in-row:1115"), "file \(file): \(expected)")
            #expect(twoThreads.diagnostics(forFile: file).map { "\($0.ruleID):\($0.start.line)" } == expected, "file \(file)")
            #expect(threeThreads.diagnostics(forFile: file).map { "\($0.ruleID):\($0.start.line)" } == expected, "file \(file)")
        }
    }
}
