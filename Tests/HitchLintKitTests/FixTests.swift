import Foundation
@testable import HitchLintKit
import Testing

@Suite("Fixes")
struct FixTests {
    static let folder = Package.root.appendingPathComponent("Tests/HitchLintKitTests/Golden/fixes")
    static let cases: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".before.swift") }.map { String($0.dropLast(".before.swift".count)) }.sorted()
    static let updatesGoldens = ProcessInfo.processInfo.environment["HITCHLINT_UPDATE_GOLDEN"] == "1"

    @Test("before/after golden, and a second --fix changes nothing", arguments: cases)
    func golden(name: String) throws {
        let before = try Data(contentsOf: Self.folder.appendingPathComponent("\(name).before.swift"))
        let project = try TemporaryFolder()
        let file = project.url.appendingPathComponent("\(name).swift")
        try before.write(to: file)
        _ = try runHitchLint(["--fix", "--unsafe-fixes", "\(name).swift"], in: project.url)
        let after = try Data(contentsOf: file)
        let golden = Self.folder.appendingPathComponent("\(name).after.swift")
        if Self.updatesGoldens { try after.write(to: golden) }
        #expect(after == (try Data(contentsOf: golden)), "\(name)")
        _ = try runHitchLint(["--fix", "--unsafe-fixes", "\(name).swift"], in: project.url)
        #expect(try Data(contentsOf: file) == after, "\(name): a second --fix changed the file")
    }

    @Test("cases that must not be fixed stay byte-identical")
    func notFixed() throws {
        for name in Self.cases where name.hasSuffix("not-fixed") {
            let before = try Data(contentsOf: Self.folder.appendingPathComponent("\(name).before.swift"))
            let after = try Data(contentsOf: Self.folder.appendingPathComponent("\(name).after.swift"))
            #expect(before == after, "\(name)")
        }
    }

    @Test("without --unsafe-fixes, unsafe fixes are not applied; --diff writes nothing")
    func safety() throws {
        let project = try TemporaryFolder()
        let source = try Data(contentsOf: Self.folder.appendingPathComponent("index-range-crlf.before.swift"))
        let file = project.url.appendingPathComponent("A.swift")
        try source.write(to: file)
        let safe = try runHitchLint(["--fix", "A.swift"], in: project.url)
        #expect(safe.status == 1)
        #expect(try Data(contentsOf: file) == source)
        #expect(safe.standardError.hasSuffix("1 finding (1 warning) in 1 file. 1 fixable with --fix --unsafe-fixes.\n"))
        let diff = try runHitchLint(["--diff", "--unsafe-fixes", "A.swift"], in: project.url)
        #expect(diff.status == 1)
        #expect(diff.standardOutput.hasPrefix("--- a/A.swift\n+++ b/A.swift\n@@ -3,8 +3,8 @@\n"))
        #expect(diff.standardOutput.contains("-                ForEach(0..<comments.count, id: \\.self) { index in\r\n"))
        #expect(diff.standardOutput.contains("+                ForEach(comments) { comment in\r\n"))
        #expect(try Data(contentsOf: file) == source)
    }

    @Test("the summary says which fixes --fix applies alone and which need --unsafe-fixes")
    func summaryOfFixes() throws {
        let project = try TemporaryFolder()
        try project.write("Row.swift", """
            import SwiftUI
            struct Row: View {
                let date: Date
                var body: some View {
                    let _ = Self._printChanges()
                    let formatter = DateFormatter()
                    formatter.dateStyle = .short
                    return Text(formatter.string(from: date))
                }
            }
            struct Rows: View {
                let dates: [Date]
                var body: some View { List(dates, id: \\.self) { Row(date: $0) } }
            }

            """)
        let result = try runHitchLint(["Row.swift"], in: project.url)
        #expect(result.standardError.hasSuffix("in 1 file. 2 fixable with --fix (1 of them with --unsafe-fixes).\n"),
                "\(result.standardError)")
    }

    @Test("--fix keeps a symbolic link a link, rewrites its target, keeps the file's mode")
    func symlinkAndMode() throws {
        let project = try TemporaryFolder()
        let source = try Data(contentsOf: Self.folder.appendingPathComponent("index-enumerated-offset.before.swift"))
        let target = project.url.appendingPathComponent("Real/Steps.swift")
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try source.write(to: target)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: target.path)
        let link = project.url.appendingPathComponent("Link.swift")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "Real/Steps.swift")
        _ = try runHitchLint(["--fix", "--unsafe-fixes", "Link.swift"], in: project.url)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "Real/Steps.swift")
        #expect(String(decoding: try Data(contentsOf: target), as: UTF8.self).contains("id: \\.element.id"))
        let mode = try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions] as? Int
        #expect(mode == 0o640)
    }

    @Test("--fix with --stdin-filename prints the fixed source, findings on stderr")
    func standardInput() throws {
        let project = try TemporaryFolder()
        let source = try Data(contentsOf: Self.folder.appendingPathComponent("index-enumerated-offset.before.swift"))
        let result = try runHitchLint(["--fix", "--unsafe-fixes", "--stdin-filename", "Steps.swift"], in: project.url, input: source)
        #expect(result.standardOutput.contains("id: \\.element.id"))
        #expect(!result.standardOutput.contains("warning:"))
        #expect(!FileManager.default.fileExists(atPath: project.url.appendingPathComponent("Steps.swift").path))
    }

    @Test("a file changed since it was read is not overwritten")
    func changedSinceRead() throws {
        let project = try TemporaryFolder()
        let file = project.url.appendingPathComponent("A.swift")
        try Data("new contents\n".utf8).write(to: file)
        let result = AtomicFile.write(Array("fixed\n".utf8), to: FilePath(file.path),
                                      expectingChecksum: Checksum.of(Array("old contents\n".utf8)))
        guard case .failure(let error) = result else {
            Issue.record("the write went through")
            return
        }
        #expect(error.reason == "the file changed since it was read")
        #expect(try String(contentsOf: file, encoding: .utf8) == "new contents\n")
        // Still holding the bytes the fix was made on, it is replaced.
        let unchanged = AtomicFile.write(Array("fixed\n".utf8), to: FilePath(file.path),
                                         expectingChecksum: Checksum.of(Array("new contents\n".utf8)))
        #expect((try? unchanged.get()) != nil)
        #expect(try String(contentsOf: file, encoding: .utf8) == "fixed\n")
    }

    @Test("Examples/Before fixed with --fix --unsafe-fixes keeps only display-only findings and the positions of `Order`s")
    func examples() throws {
        let project = try TemporaryFolder()
        try FileManager.default.removeItem(at: project.url)
        try FileManager.default.copyItem(at: Package.root.appendingPathComponent("Examples/Before"), to: project.url)
        // The findings the fixes leave are reported as a lint's are: in the format asked for, to the file named.
        let result = try runHitchLint(["--fix", "--unsafe-fixes", "--format", "json", "--output-file", "left.json", "."], in: project.url)
        #expect(result.standardError.contains("Fixed 1 finding in 1 file."))
        #expect(result.standardOutput.isEmpty)
        let left = try Data(contentsOf: project.url.appendingPathComponent("left.json"))
        try FileManager.default.removeItem(at: project.url.appendingPathComponent("left.json"))
        let json = try runHitchLint(["--format", "json", "."], in: project.url)
        // Byte for byte what a lint of the fixed files reports: an explanation in a file left as it was
        // that names a line of a fixed file names it as fixed (the hoisted formatters moved `OrderRow`'s lines).
        #expect(left == json.outputBytes)
        #expect(String(decoding: left, as: UTF8.self).contains("`ProgressBar` is in list rows: built by row view `OrderRow` at OrderRow.swift:33)"))
        let document = try JSONSerialization.jsonObject(with: json.outputBytes) as! [String: Any]
        let findings = document["findings"] as! [[String: Any]]
        #expect(!findings.isEmpty)
        for finding in findings where finding["rule"] as? String != "index-based-id" {
            let fix = finding["fix"] as? [String: Any]
            #expect(fix?["applicability"] as? String == "display-only", "\(finding["rule"] ?? "")")
        }
        // `Order` (another file's) is not `Identifiable` before its fix: `List(store.orders)` would not
        // compile, so the list keeps its finding, with no rewrite offered.
        let positions = findings.filter { $0["rule"] as? String == "index-based-id" }
        #expect(positions.count == 1 && !(positions.first?["fix"] is [String: Any]))
    }

    @Test("--fix fails as a lint does: by the project's failOn, not by any warning left")
    func failOnAfterFix() throws {
        let project = try TemporaryFolder()
        try project.write(".hitchlint.json", "{ failOn: 'error' }\n")
        try project.write("Feed.swift", """
            import SwiftUI
            struct Post: Identifiable { let id: Int; let title: String }
            struct Feed: View {
                let posts: [Post]
                var body: some View {
                    List(posts.indices, id: \\.self) { index in
                        GeometryReader { proxy in Text(posts[index].title) }
                    }
                }
            }
            """)
        let fixed = try runHitchLint(["--fix", "--unsafe-fixes", "."], in: project.url)
        #expect(fixed.standardError.contains("Fixed 1 finding in 1 file."))
        #expect(fixed.standardOutput.contains("warning: `GeometryReader` in a list row"))
        #expect(fixed.status == 0)
        #expect(try runHitchLint(["."], in: project.url).status == 0)
        #expect(try runHitchLint(["--fix", "--fail-on", "warning", "."], in: project.url).status == 1)
        // An editor's buffer fixed through standard input exits the same way.
        let buffer = try Data(contentsOf: project.url.appendingPathComponent("Feed.swift"))
        #expect(try runHitchLint(["--fix", "--stdin-filename", "Feed.swift"], in: project.url, input: buffer).status == 0)
    }

    @Test("--fix in folders with no project marker lints its fixed files again in the project the lint found")
    func fixOutsideAnyProject() throws {
        let folder = try TemporaryFolder()
        try folder.write("A/Feed.swift", """
            import SwiftUI

            struct Feed: View {
                let items: [Item]
                var body: some View {
                    let formatter = DateFormatter()
                    List {
                        Text(formatter.string(from: Date()))
                        ForEach(items) { item in
                            ItemRow(item: item)
                        }
                    }
                }
            }

            """)
        try folder.write("B/ItemRow.swift", """
            import SwiftUI

            struct ItemRow: View {
                let item: Item
                var body: some View {
                    GeometryReader { proxy in Text(item.title) }
                }
            }

            """)
        // Named alone, `A/Feed.swift` made a project of its own: the row it places was not seen and the
        // finding in `B/ItemRow.swift` kept the line `ForEach` was on before the formatter was hoisted.
        let fixed = try runHitchLint(["--fix", "--unsafe-fixes", "."], in: folder.url)
        #expect(fixed.standardError.hasPrefix("Fixed 1 finding in 1 file."))
        #expect(fixed.standardOutput.contains("(`ItemRow` is in list rows: built in row content at Feed.swift:14)"))
        #expect(fixed.standardOutput == (try runHitchLint(["."], in: folder.url)).standardOutput)
    }
}
