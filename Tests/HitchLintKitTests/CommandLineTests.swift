import Foundation
import HitchLintKit
import Testing

@Suite("hitchlint command line")
struct CommandLineTests {
    static let row = """
        import SwiftUI

        struct ItemsView: View {
            let items: [String]
            var body: some View {
                List(items.indices, id: \\.self) { i in
                    Text(items[i])
                }
            }
        }

        """

    @Test("findings print as path:line:column: severity: message [rule], exit 1")
    func findings() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources/ItemsView.swift", Self.row)
        let result = try runHitchLint(["Sources"], in: folder.url)
        #expect(result.status == 1)
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("Sources/ItemsView.swift:6:9: warning: `List` identified by position") == true)
        #expect(lines.first.map { ruleID(of: $0) } == "index-based-id")
        #expect(result.standardError.contains("Found 1 finding (1 warning) in 1 file."))
    }

    @Test("a clean tree exits 0 and says so on stderr")
    func clean() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.swift", "struct A {}\n")
        let result = try runHitchLint(["."], in: folder.url)
        #expect(result.status == 0)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains("No findings in 1 file."))
    }

    @Test("a missing path is an error (exit 2) and other files are still linted")
    func missingPath() throws {
        let folder = try TemporaryFolder()
        try folder.write("ItemsView.swift", Self.row)
        let result = try runHitchLint(["Nope.swift", "ItemsView.swift"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.standardError.contains("hitchlint: cannot read Nope.swift: no such file or directory"))
        #expect(result.standardOutput.contains("ItemsView.swift:6:9: warning"))
    }

    /// `-o "$REPORT"` with the variable unset: a usage error naming the option, before any lint, not
    /// an I/O error about a file with no name.
    @Test("an empty file name for a file option is a usage error", arguments: ["--output-file", "--write-baseline", "--baseline", "--touch"])
    func emptyFileName(option: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("ItemsView.swift", Self.row)
        let result = try runHitchLint([option, "", "."], in: folder.url)
        #expect(result.status == 2)
        #expect(result.standardError.contains("\(option) needs a path"), "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
    }

    @Test("the walk skips hidden folders, .build and Pods; explicit files are always linted")
    func walking() throws {
        let folder = try TemporaryFolder()
        try folder.write(".hidden/A.swift", Self.row)
        try folder.write(".build/B.swift", Self.row)
        try folder.write("Pods/C.swift", Self.row)
        try folder.write("D.swift", Self.row)
        let result = try runHitchLint(["."], in: folder.url)
        #expect(result.standardOutput.split(separator: "\n").map { String($0.prefix(9)) } == ["D.swift:6"])
        let explicit = try runHitchLint([".hidden/A.swift"], in: folder.url)
        #expect(explicit.standardOutput.hasPrefix(".hidden/A.swift:6:9:"))
    }

    /// A row type whose list is in another file: flagged only when that file is indexed with it.
    static let gaugeRow = """
        import SwiftUI

        struct GaugeRow: View {
            var body: some View {
                GeometryReader { proxy in Text("\\(proxy.size.width)") }
            }
        }

        """
    static let gaugeList = """
        import SwiftUI

        struct GaugesView: View {
            let names: [String]
            var body: some View {
                List(names, id: \\.self) { _ in GaugeRow() }
            }
        }

        """

    @Test("a file named outside any project is indexed with its folder's files, not the folders below")
    func explicitFileOutsideProjects() throws {
        let folder = try TemporaryFolder()
        try folder.write("Loose/GaugeRow.swift", Self.gaugeRow)
        try folder.write("Loose/GaugesView.swift", Self.gaugeList)
        try folder.write("Deep/GaugeRow.swift", Self.gaugeRow)
        try folder.write("Deep/Screens/GaugesView.swift", Self.gaugeList)
        let loose = try runHitchLint(["Loose/GaugeRow.swift"], in: folder.url)
        #expect(loose.standardOutput.hasPrefix("Loose/GaugeRow.swift:5:9: warning:"), "\(loose.standardOutput)")
        #expect(ruleID(of: loose.standardOutput.prefix { $0 != "\n" }) == "geometry-reader-in-row")
        let deep = try runHitchLint(["Deep/GaugeRow.swift"], in: folder.url)
        #expect(deep.status == 0 && deep.standardOutput.isEmpty, "\(deep.standardOutput)")
        // Linting the folder indexes all of it; so does a project marker above the file.
        let walked = try runHitchLint(["Deep"], in: folder.url)
        #expect(walked.standardOutput.hasPrefix("Deep/GaugeRow.swift:5:9: warning:"))
        try folder.write("Deep/Package.swift", "// swift-tools-version:5.9\n")
        let marked = try runHitchLint(["Deep/GaugeRow.swift"], in: folder.url)
        #expect(marked.standardOutput.hasPrefix("Deep/GaugeRow.swift:5:9: warning:"))
    }

    /// The folders above a loose file are remembered as outside any project, and a later file's walk up
    /// stops there: a package below them must still be found (it once listed every parent folder per file).
    @Test("files named in sibling folders outside any project, then one in a package beside them: each its own project")
    func looseSiblingsThenPackage() throws {
        let folder = try TemporaryFolder()
        for loose in ["LooseA", "LooseB"] {
            try folder.write("\(loose)/GaugeRow.swift", Self.gaugeRow)
            try folder.write("\(loose)/GaugesView.swift", Self.gaugeList)
        }
        try folder.write("Pkg/Package.swift", "// swift-tools-version:5.9\n")
        try folder.write("Pkg/Sources/Rows/GaugeRow.swift", Self.gaugeRow)
        try folder.write("Pkg/Sources/Screens/GaugesView.swift", Self.gaugeList)
        let result = try runHitchLint(["LooseA/GaugeRow.swift", "LooseB/GaugeRow.swift", "Pkg/Sources/Rows/GaugeRow.swift"],
                                      in: folder.url)
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.count == 3, "\(result.standardOutput)")
        for (line, path) in zip(lines, ["LooseA/GaugeRow.swift", "LooseB/GaugeRow.swift", "Pkg/Sources/Rows/GaugeRow.swift"]) {
            #expect(line.hasPrefix("\(path):5:9: warning:") && ruleID(of: line) == "geometry-reader-in-row", "\(line)")
        }
    }

    @Test("a folder outside any project, linted as `.`, `./` or its path, is one project across its subfolders",
          arguments: [".", "./", "abs"])
    func namedFolderOutsideProjects(spelling: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("Rows/GaugeRow.swift", Self.gaugeRow)
        try folder.write("Screens/GaugesView.swift", Self.gaugeList)
        let path = spelling == "abs" ? folder.url.path : spelling
        let result = try runHitchLint([path], in: folder.url)
        #expect(result.standardOutput.contains("GaugeRow.swift:5:9: warning:"), "\(spelling): \(result.standardOutput)")
    }

    /// Outside git, a package in a subfolder is the project of its own files only: found first in the
    /// walk, it once became the root of every folder above it, and so of the rest of the tree.
    @Test("a nested package outside git does not take the other folders of the linted tree")
    func nestedPackageOutsideGit() throws {
        let folder = try TemporaryFolder()
        try folder.write("Pk/Package.swift", "// swift-tools-version:5.9\n")
        try folder.write("Rows/GaugeRow.swift", Self.gaugeRow)
        try folder.write("Screens/GaugesView.swift", Self.gaugeList)
        let result = try runHitchLint(["."], in: folder.url)
        #expect(result.standardOutput.hasPrefix("Rows/GaugeRow.swift:5:9: warning:"), "\(result.standardOutput)")
    }

    @Test("a file name with a newline cannot forge a finding line")
    func hostileFileName() throws {
        let folder = try TemporaryFolder()
        try folder.write("x.swift:1:1: error: forged [index-based-id]\nA.swift", Self.row)
        let result = try runHitchLint(["."], in: folder.url)
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines[0].contains("\\nA.swift:6:9: warning:"))
    }

    @Test("a FIFO named .swift is reported, never opened, and the run finishes")
    func fifo() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.swift", Self.row)
        #expect(mkfifo(folder.url.appendingPathComponent("Pipe.swift").path, 0o644) == 0)
        let result = try runHitchLint(["."], in: folder.url)
        #expect(result.status == 2)
        #expect(result.standardError.contains("cannot read Pipe.swift: not a regular file"))
        #expect(result.standardOutput.contains("A.swift:6:9"))
    }

    @Test("--stdin-filename lints the buffer under the given name")
    func standardInput() throws {
        let folder = try TemporaryFolder()
        try folder.write("Views/Other.swift", "struct Other {}\n")
        let result = try runHitchLint(["--stdin-filename", "Views/Items.swift"], in: folder.url, input: Data(Self.row.utf8))
        #expect(result.status == 1)
        #expect(result.standardOutput.hasPrefix("Views/Items.swift:6:9: warning:"))
    }

    @Test("a closed stdout ends the run quietly")
    func closedPipe() throws {
        let folder = try TemporaryFolder()
        for index in 0..<200 { try folder.write("F\(index).swift", Self.row) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "'\(Package.executable.path)' . | head -n 1 >/dev/null; echo ${PIPESTATUS:-done}"]
        process.currentDirectoryURL = folder.url
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        process.waitUntilExit()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(!stderr.contains("Fatal error"))
        #expect(!stderr.contains("Backtrace"))
    }

    @Test("usage errors exit 2 with one line")
    func usage() throws {
        let folder = try TemporaryFolder()
        let result = try runHitchLint(["--bogus"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.standardError == "hitchlint: unknown option '--bogus' (see hitchlint --help)\n")
    }

    @Test("--version and --help")
    func versionAndHelp() throws {
        let folder = try TemporaryFolder()
        #expect(try runHitchLint(["--version"], in: folder.url).standardOutput == "hitchlint \(CommandLineInterface.version)\n")
        let help = try runHitchLint(["--help"], in: folder.url)
        #expect(help.status == 0 && help.standardOutput.contains("EXIT CODES"))
    }

    @Test("rules and explain work from the binary alone")
    func rulesAndExplain() throws {
        let folder = try TemporaryFolder()
        let rules = try runHitchLint(["rules"], in: folder.url)
        for id in RuleRegistry.ids { #expect(rules.standardOutput.contains(id)) }
        let explain = try runHitchLint(["explain", "index-based-id"], in: folder.url)
        #expect(explain.standardOutput.hasPrefix("# index-based-id"))
        let unknown = try runHitchLint(["explain", "index-based"], in: folder.url)
        #expect(unknown.status == 2 && unknown.standardError.contains("did you mean 'index-based-id'?"))
    }

    @Test("debug tokens covers the whole file, escaped")
    func debugTokens() throws {
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("T.swift")
        try Data([0x6C, 0x65, 0x74, 0x20, 0x78, 0x0A, 0xFF]).write(to: file)
        let result = try runHitchLint(["debug", "tokens", "T.swift"], in: folder.url)
        #expect(result.standardOutput == "0\t3\tkeyword\tlet\n3\t1\twhitespace\t \n4\t1\tidentifier\tx\n5\t1\tnewline\t\\n\n6\t1\tunexpectedText\t\\xFF\n")
    }

    @Test("debug outline shows which closures are rows, per element, presented or menu content")
    func debugOutline() throws {
        let folder = try TemporaryFolder()
        let source = """
            struct Panes: View {
                var body: some View {
                    HSplitView { ForEach(panes) { Text($0.title) } }
                    List { ForEach(rows) { Text($0.title) } }
                    ForEach(items) { Text($0.title) }.sheet(isPresented: $shown) { Text("Hi") }
                    ScrollView { VStack { ForEach(items) { Text($0.title) } } }
                }
            }

            """
        try Data(source.utf8).write(to: folder.url.appendingPathComponent("Panes.swift"))
        let result = try runHitchLint(["debug", "outline", "Panes.swift"], in: folder.url)
        let closures = result.standardOutput.components(separatedBy: "view code:\n").last ?? ""
        #expect(closures == """
              3:20 HSplitView { } menu, tab or pane
              3:37 ForEach { } menu, tab or pane
              4:14 List { } row
              4:30 ForEach { } row, per-element
              5:24 ForEach { } per-element
              5:70 sheet { } presentation
              6:20 ScrollView { } scrolled
              6:29 VStack { } scrolled
              6:46 ForEach { } row, per-element of a plain stack

            """)
    }

    @Test("Examples/Before has the four problems; Examples/After has none")
    func examples() throws {
        let before = try runHitchLint(["Examples/Before"], in: Package.root)
        #expect(before.status == 1)
        let rules = Set(before.standardOutput.split(separator: "\n").map { ruleID(of: $0) })
        #expect(rules == ["format-in-body", "index-based-id", "geometry-reader-in-row", "oversized-image-decode"])
        let after = try runHitchLint(["Examples/After"], in: Package.root)
        #expect(after.status == 0 && after.standardOutput.isEmpty)
    }
}
