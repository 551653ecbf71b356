import Foundation
import HitchLintKit
import Testing

/// The project index cache (`.hitchlint_cache/`): reused while files are unchanged, never trusted
/// when they changed or when it is damaged, never committed.
@Suite("Index cache")
struct IndexCacheTests {
    /// Where `GaugesView` puts `CommandLineTests.gaugeRow`.
    static let inList = "List(names, id: \\.self) { _ in GaugeRow() }"
    /// As long as `inList` (43 bytes): only the file's stamp tells the two apart.
    static let inStack = "VStack { GaugeRow() }                      "
    static let inCarousel = "Carousel(names) { _ in GaugeRow() }"

    static func screen(_ content: String) -> String {
        """
        import SwiftUI

        struct GaugesView: View {
            let names: [String]
            var body: some View {
                \(content)
            }
        }

        """
    }

    /// A project whose row type is reported only while another file puts it in a list. Files changed
    /// in the last two seconds are not cached (a same-size rewrite in the same clock tick would look
    /// unchanged), so the project is given time to settle.
    func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write(".hitchlint.json", "{}\n")
        try folder.write("GaugeRow.swift", CommandLineTests.gaugeRow)
        try folder.write("Screens/GaugesView.swift", Self.screen(Self.inList))
        Thread.sleep(forTimeInterval: 2.1)
        return folder
    }

    /// The cache files' inodes and modification times: equal when a run did not write them again.
    func cacheIdentity(_ folder: TemporaryFolder) throws -> [String] {
        try cacheFiles(folder, prefix: "index-").map { name in
            let attributes = try FileManager.default.attributesOfItem(atPath: folder.url.appendingPathComponent(name).path)
            return "\(name) \(attributes[.systemFileNumber] ?? "") \(attributes[.modificationDate] ?? "")"
        }
    }

    /// The cache's files whose names start with `prefix` (one each per build of the tool that ran).
    func cacheFiles(_ folder: TemporaryFolder, prefix: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent(".hitchlint_cache").path)) ?? []
        return names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".bin") }.sorted().map { ".hitchlint_cache/" + $0 }
    }

    /// The index file of the one build that ran (a name no file has when none did).
    func cacheFile(_ folder: TemporaryFolder) -> String {
        cacheFiles(folder, prefix: "index-").first ?? ".hitchlint_cache/index-none.bin"
    }

    func recordsFile(_ folder: TemporaryFolder) -> String {
        cacheFiles(folder, prefix: "records-").first ?? ".hitchlint_cache/records-none.bin"
    }

    @Test("a warm cache gives the same findings, and a changed file is read again")
    func warmAndStale() throws {
        let folder = try project()
        let cold = try runHitchLint(["GaugeRow.swift"], in: folder.url)
        #expect(cold.standardOutput.hasPrefix("GaugeRow.swift:5:9: warning:"))
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(cacheFile(folder)).path))
        let written = try cacheIdentity(folder)
        let warm = try runHitchLint(["GaugeRow.swift"], in: folder.url)
        #expect(warm.standardOutput == cold.standardOutput && warm.status == cold.status)
        // Every record came from the cache: nothing to write back.
        #expect(try cacheIdentity(folder) == written)
        // The list file changes, keeping its size: the row is no longer in a list.
        try folder.write("Screens/GaugesView.swift", Self.screen(Self.inStack))
        let changed = try runHitchLint(["GaugeRow.swift"], in: folder.url)
        #expect(changed.status == 0 && changed.standardOutput.isEmpty, "\(changed.standardOutput)")
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Screens/GaugesView.swift"))
        let removed = try runHitchLint(["GaugeRow.swift"], in: folder.url)
        #expect(removed.standardOutput.isEmpty)
        try folder.write("Screens/GaugesView.swift", Self.screen(Self.inList))
        let restored = try runHitchLint(["GaugeRow.swift"], in: folder.url)
        #expect(restored.standardOutput == cold.standardOutput)
    }

    @Test("a damaged cache is ignored and rewritten",
          arguments: ["truncated", "garbage", "empty", "huge count", "records truncated", "records garbage", "records flipped"])
    func damaged(kind: String) throws {
        let folder = try project()
        let expected = try runHitchLint(["GaugeRow.swift"], in: folder.url)
        let url = folder.url.appendingPathComponent(kind.hasPrefix("records") ? recordsFile(folder) : cacheFile(folder))
        let original = try Data(contentsOf: url)
        let damaged: Data
        switch kind {
        case "truncated", "records truncated": damaged = original.prefix(original.count / 2)
        case "garbage", "records garbage": damaged = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919) })
        case "records flipped":
            var flipped = original
            flipped[flipped.count - 3] ^= 0x40  // same size: only the record's checksum tells
            damaged = flipped
        case "empty": damaged = Data()
        default:
            // The magic and the key as written, then a file count of 2^62.
            damaged = original.prefix(12) + Data(repeating: 0, count: 7) + Data([0x40]) + original.dropFirst(20)
        }
        try damaged.write(to: url)
        // Touch the list file, so the run has something to write back.
        try folder.write("Screens/GaugesView.swift", Self.screen(Self.inList) + "\n")
        let result = try runHitchLint(["GaugeRow.swift"], in: folder.url)
        #expect(result.status == expected.status && result.standardOutput == expected.standardOutput)
        #expect(result.standardError == expected.standardError)
        #expect(try Data(contentsOf: url).count > 16, "the cache is written again")
    }

    /// Two runs writing the cache at once can leave one's records beside the other's index: each
    /// record would fail its checksum and every file be read again on every run, forever.
    @Test("an index and a records file from different writes are not used together, and are rewritten")
    func mismatchedRecords() throws {
        let folder = try project()
        let expected = try runHitchLint(["GaugeRow.swift"], in: folder.url)
        let records = folder.url.appendingPathComponent(recordsFile(folder))
        let older = try Data(contentsOf: records)
        try folder.write("Screens/Other.swift", "struct Other {}\n")
        Thread.sleep(forTimeInterval: 2.1)
        _ = try runHitchLint(["GaugeRow.swift"], in: folder.url)
        let written = try cacheIdentity(folder)
        try older.write(to: records)
        let mixed = try runHitchLint(["GaugeRow.swift"], in: folder.url)
        #expect(mixed.standardOutput == expected.standardOutput && mixed.status == expected.status)
        #expect(try cacheIdentity(folder) != written, "the pair is rewritten")
        let rewritten = try cacheIdentity(folder)
        _ = try runHitchLint(["GaugeRow.swift"], in: folder.url)
        #expect(try cacheIdentity(folder) == rewritten, "and then used as it is")
    }

    /// A record that fails its checksum is read from its file again, and the cache is repaired at
    /// once: otherwise nothing would ever rewrite it and that file would be read on every run.
    @Test("a damaged record is repaired, and a file the walk skips stays out of the cache", arguments: [false, true])
    func repairedAndUncached(truncates: Bool) throws {
        let folder = try project()
        let expected = try runHitchLint(["GaugeRow.swift"], in: folder.url)
        let records = folder.url.appendingPathComponent(recordsFile(folder))
        var damaged = try Data(contentsOf: records)
        if truncates { damaged.removeLast(5) } else { damaged[damaged.count - 3] ^= 0x40 }
        try damaged.write(to: records)
        let written = try cacheIdentity(folder)
        let repaired = try runHitchLint(["GaugeRow.swift"], in: folder.url)
        #expect(repaired.standardOutput == expected.standardOutput && repaired.status == expected.status)
        #expect(try cacheIdentity(folder) != written, "rewritten")
        let stable = try cacheIdentity(folder)
        // A hidden folder's file named explicitly, then the whole project: neither rewrites the cache.
        try folder.write(".tools/Extra.swift", "struct Extra {}\n")
        Thread.sleep(forTimeInterval: 2.1)
        _ = try runHitchLint([".tools/Extra.swift"], in: folder.url)
        _ = try runHitchLint(["."], in: folder.url)
        _ = try runHitchLint(["GaugeRow.swift"], in: folder.url)
        #expect(try cacheIdentity(folder) == stable)
    }

    /// The command line and a package plugin are two builds with two keys: each keeps its own cache
    /// rather than rewriting the other's on every run.
    @Test("two builds of hitchlint keep a cache each")
    func twoBuilds() throws {
        let folder = try project()
        let other = try TemporaryFolder()
        let copy = other.url.appendingPathComponent("hitchlint")
        try FileManager.default.copyItem(at: Package.executable, to: copy)
        let expected = try runHitchLint(["GaugeRow.swift"], in: folder.url)
        _ = try runHitchLint(["GaugeRow.swift"], in: folder.url, executable: copy)
        let written = try cacheIdentity(folder)
        #expect(written.count == 2, "\(written)")
        let first = try runHitchLint(["GaugeRow.swift"], in: folder.url)
        let second = try runHitchLint(["GaugeRow.swift"], in: folder.url, executable: copy)
        #expect(first.standardOutput == expected.standardOutput && second.standardOutput == expected.standardOutput)
        #expect(try cacheIdentity(folder) == written, "neither rewrote its cache")
    }

    @Test("--no-cache neither reads nor writes it")
    func disabled() throws {
        let folder = try project()
        let result = try runHitchLint(["--no-cache", "GaugeRow.swift"], in: folder.url)
        #expect(result.standardOutput.hasPrefix("GaugeRow.swift:5:9: warning:"))
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(".hitchlint_cache").path))
    }

    @Test("other view-code options do not reuse the cache")
    func keyedByOptions() throws {
        let folder = try project()
        try folder.write("Screens/GaugesView.swift", Self.screen(Self.inCarousel))
        let plain = try runHitchLint(["GaugeRow.swift"], in: folder.url)
        #expect(plain.standardOutput.isEmpty)
        try folder.write(".hitchlint.json", "{ rowContainers: [\"Carousel\"] }\n")
        let configured = try runHitchLint(["GaugeRow.swift"], in: folder.url)
        #expect(configured.standardOutput.hasPrefix("GaugeRow.swift:5:9: warning:"), "\(configured.standardOutput)")
    }

    @Test("the cache folder never shows up in git")
    func ignoredByGit() throws {
        let folder = try project()
        _ = try git(["init", "-q"], in: folder.url)
        _ = try runHitchLint(["GaugeRow.swift"], in: folder.url)
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(cacheFile(folder)).path))
        let status = try git(["status", "--porcelain", "--untracked-files=all"], in: folder.url)
        #expect(!status.contains(".hitchlint_cache"), "\(status)")
    }

    /// A repository can commit `.hitchlint_cache/index-….bin -> ~/.bashrc`: writing the cache must
    /// replace the link, never write through it, and a linked cache folder is not used at all.
    @Test("links in the cache's place are never followed")
    func linksRefused() throws {
        let folder = try project()
        let outside = try TemporaryFolder()
        let victim = try outside.write("victim.txt", "keep me\n")
        _ = try runHitchLint(["GaugeRow.swift"], in: folder.url)
        let cache = folder.url.appendingPathComponent(cacheFile(folder))
        try FileManager.default.removeItem(at: cache)
        try FileManager.default.createSymbolicLink(atPath: cache.path, withDestinationPath: victim.path)
        try folder.write("Screens/Other.swift", "struct Other {}\n")  // something new to write back
        let linkedFile = try runHitchLint(["GaugeRow.swift"], in: folder.url)
        #expect(linkedFile.standardOutput.hasPrefix("GaugeRow.swift:5:9: warning:"))
        #expect(try String(contentsOf: victim, encoding: .utf8) == "keep me\n")

        let linkedFolder = try project()
        try FileManager.default.createSymbolicLink(
            atPath: linkedFolder.url.appendingPathComponent(".hitchlint_cache").path, withDestinationPath: outside.url.path)
        let result = try runHitchLint(["GaugeRow.swift"], in: linkedFolder.url)
        #expect(result.standardOutput.hasPrefix("GaugeRow.swift:5:9: warning:"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.url.path) == ["victim.txt"])
    }

    @Test("a huge cache file is not read")
    func oversized() throws {
        let folder = try project()
        let expected = try runHitchLint(["GaugeRow.swift"], in: folder.url)
        let cache = folder.url.appendingPathComponent(cacheFile(folder))
        let handle = try FileHandle(forWritingTo: cache)
        try handle.truncate(atOffset: 4 << 30)  // sparse: 4 GB that take no disk
        try handle.close()
        let started = Date()
        let result = try runHitchLint(["GaugeRow.swift"], in: folder.url)
        #expect(result.status == expected.status && result.standardOutput == expected.standardOutput)
        #expect(Date().timeIntervalSince(started) < 10)
    }

    @Test("half-written caches of killed runs, and other builds' old caches, are removed")
    func abandonedWrites() throws {
        let folder = try project()
        _ = try runHitchLint(["GaugeRow.swift"], in: folder.url)
        let old = try folder.write(".hitchlint_cache/.index-v1.bin.AbCd12", "half")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -300)], ofItemAtPath: old.path)
        let young = try folder.write(".hitchlint_cache/.index-v1.bin.XyZ987", "still being written")
        // Other builds' caches: one eight days old, three recent (only the two newest are kept).
        var others: [URL] = []
        for (number, age) in [(1, 8 * 86_400.0), (2, 30.0), (3, 20.0), (4, 10.0)] {
            for kind in ["index", "records"] {
                let file = try folder.write(".hitchlint_cache/\(kind)-000000000000000\(number).bin", "other build")
                try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -age)], ofItemAtPath: file.path)
                others.append(file)
            }
        }
        try folder.write("Screens/Other.swift", "struct Other {}\n")  // something new to write back,
        Thread.sleep(forTimeInterval: 2.1)                                // once it has settled
        _ = try runHitchLint(["GaugeRow.swift"], in: folder.url)
        #expect(!FileManager.default.fileExists(atPath: old.path))
        #expect(FileManager.default.fileExists(atPath: young.path))
        let kept = others.map { FileManager.default.fileExists(atPath: $0.path) }
        #expect(kept == [false, false, false, false, true, true, true, true], "\(kept)")
    }

    /// Linting a few files of a larger project resolves only the files whose code can reach theirs
    /// and the type records that code depends on (`IndexSubset`): the findings must be the whole
    /// project's, across three files, a conformance in a fourth and an identity type in a fifth.
    static let cardRow = """
        import SwiftUI

        struct CardRow: View {
            let item: Item
            var body: some View {
                HStack {
                    Text(item.title)
                    Text(item.caption)
                    Badge()
                }
            }
        }

        """

    /// Three files building a row, a conformance in a fourth, an identity type in a fifth, and
    /// enough unrelated files that one file is a small part of the project.
    func largerProject() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write(".hitchlint.json", "{}\n")
        try folder.write("Screens/Screen.swift", """
            import SwiftUI

            struct Screen: View {
                let titles: [String]
                var body: some View {
                    List {
                        ForEach(titles.map { Item(title: $0) }) { item in
                            CardRow(item: item)
                        }
                    }
                }
            }

            """)
        try folder.write("Rows/CardRow.swift", Self.cardRow)
        try folder.write("Rows/Badge.swift", """
            import SwiftUI

            struct Badge {
                var body: some View {
                    GeometryReader { proxy in Text("\\(proxy.size.width)") }
                }
            }

            """)
        try folder.write("Rows/Conformances.swift", "import SwiftUI\n\nextension Badge: View {}\n")
        try folder.write("Models/Item.swift", "import Foundation\n\nstruct Item: Identifiable {\n    let id = UUID()\n    var title: String\n}\n")
        // A model's helper that makes a formatter, reached from the row by name alone.
        try folder.write("Models/Item+Caption.swift", """
            import Foundation

            extension Item {
                var caption: String {
                    let formatter = ListFormatter()
                    return formatter.string(from: [title]) ?? title
                }
            }

            """)
        for number in 1...36 {
            try folder.write("Filler/Filler\(number).swift", "import SwiftUI\n\nstruct Filler\(number): View {\n    var body: some View { Text(\"\(number)\") }\n}\n")
        }
        Thread.sleep(forTimeInterval: 2.1)
        return folder
    }

    @Test("one file of a larger project: the same findings as the whole project, also after a change")
    func subsetOfProject() throws {
        let folder = try largerProject()
        let cardRow = Self.cardRow
        let whole = try runHitchLint(["."], in: folder.url).standardOutput
        #expect(whole.contains("Rows/Badge.swift:5:9: warning:") && whole.contains("built by row view `CardRow` at CardRow.swift:9"))
        #expect(whole.contains("Models/Item+Caption.swift:5:25: warning: `ListFormatter()` is created for every row")
                    && whole.contains("(in `caption`, called from `CardRow.body`; `CardRow` is in list rows"), "\(whole)")
        #expect(whole.contains("[unstable-identity]"), "\(whole)")
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(cacheFile(folder)).path))
        let lines = whole.split(separator: "\n", omittingEmptySubsequences: true)
        for file in ["Screens/Screen.swift", "Rows/Badge.swift", "Rows/CardRow.swift", "Rows/Conformances.swift", "Filler/Filler7.swift",
                     "Models/Item+Caption.swift"] {
            let alone = try runHitchLint([file], in: folder.url).standardOutput
            let expected = lines.filter { $0.hasPrefix(file + ":") }.map { $0 + "\n" }.joined()
            #expect(alone == expected, "\(file)")
        }
        // CardRow no longer builds the badge: a file changed since the cache was written is read.
        try folder.write("Rows/CardRow.swift", cardRow.replacingOccurrences(of: "Badge()", with: "Text(\"-\")"))
        #expect(try runHitchLint(["Rows/Badge.swift"], in: folder.url).standardOutput.isEmpty)
        try folder.write("Rows/CardRow.swift", cardRow)
        #expect(try runHitchLint(["Rows/Badge.swift"], in: folder.url).standardOutput.hasPrefix("Rows/Badge.swift:5:9: warning:"))
    }

    /// A view that the project builds only as a hosting controller's root, in another file: that fact
    /// is in each file's record, so a warm cache and a one-file lint decide as a cold whole run does.
    @Test("a hosting controller's root view: the same verdict cold, warm, for one file, and once a body builds it")
    func hostingRootThroughCache() throws {
        let folder = try TemporaryFolder()
        try folder.write(".hitchlint.json", "{}\n")
        try folder.write("FlagsView.swift", """
            import SwiftUI

            final class FlagsModel: ObservableObject {
                @Published var flags: [String] = []
            }

            struct FlagsView: View {
                @ObservedObject var model = FlagsModel()
                var body: some View { List(model.flags, id: \\.self) { Text($0) } }
            }

            """)
        let controller = """
            import SwiftUI
            import UIKit

            final class MenuController: UITableViewController {
                func showFlags() {
                    navigationController?.pushViewController(UIHostingController(rootView: FlagsView()), animated: true)
                }
            }

            """
        try folder.write("Debug/MenuController.swift", controller)
        Thread.sleep(forTimeInterval: 2.1)
        try expectNoFindings(in: folder, target: "FlagsView.swift")
        // Built by a body too: re-created with every update of that body.
        try folder.write("Debug/MenuController.swift", controller + "struct Panel: View {\n    var body: some View { FlagsView() }\n}\n")
        try expectFinding(in: folder, target: "FlagsView.swift", startingWith: "FlagsView.swift:8:5: warning: `@ObservedObject var model`")
    }

    /// A view that only a UIKit cell's content builds, in another file: that the controller's method
    /// hosts cells is in its file's record, so a warm cache and a one-file lint find the row as a cold
    /// whole run does.
    @Test("a view built only as a UIKit cell's SwiftUI content: a row cold, warm and for the file alone")
    func cellContentThroughCache() throws {
        let folder = try TemporaryFolder()
        try folder.write(".hitchlint.json", "{}\n")
        try folder.write("MessageBubble.swift", """
            import SwiftUI

            struct MessageBubble: View {
                let text: String
                var body: some View {
                    GeometryReader { proxy in Text(text).frame(width: proxy.size.width * 0.75) }
                }
            }

            """)
        try folder.write("Thread/ThreadController.swift", """
            import SwiftUI
            import UIKit

            final class ThreadController: UITableViewController {
                var texts: [String] = []
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "text", for: indexPath)
                    let text = texts[indexPath.row]
                    cell.contentConfiguration = UIHostingConfiguration { MessageBubble(text: text) }
                    return cell
                }
            }

            """)
        Thread.sleep(forTimeInterval: 2.1)
        for arguments in [["."], ["."], ["MessageBubble.swift"], ["--no-cache", "MessageBubble.swift"]] {
            let output = try runHitchLint(arguments, in: folder.url).standardOutput
            #expect(output.hasPrefix("MessageBubble.swift:6:9: warning: `GeometryReader` in a list row"), "\(arguments): \(output)")
            #expect(output.contains("built in row content at ThreadController.swift:9"), "\(arguments): \(output)")
        }
    }

    /// A `ForEach` over another file's handful builds a few static views: what its content does is done
    /// once each, not for every row. Whether the constant is a handful is in its file's record, and where
    /// the content is in the other's (its lines), so a warm cache and a one-file lint decide as a cold whole
    /// run does, for code in the content and for a helper it calls.
    @Test("a ForEach over another file's handful: static content cold, warm and for one file; rows once it is data")
    func foreignHandfulThroughCache() throws {
        let folder = try TemporaryFolder()
        try folder.write(".hitchlint.json", "{}\n")
        let presets = """
            enum Amount {
                static let presets: [Double] = [5, 10, 25, 50].map { $0 }
            }

            """
        try folder.write("Model/Amount.swift", presets)
        try folder.write("AmountGrid.swift", """
            import SwiftUI

            struct AmountGrid: View {
                var body: some View {
                    ScrollView {
                        LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                            ForEach(Amount.presets, id: \\.self) { value in
                                Text(value.formatted(.currency(code: "EUR")))
                                label(value)
                            }
                        }
                    }
                }

                private func label(_ value: Double) -> some View {
                    Text(value.formatted(.percent))
                }
            }

            """)
        Thread.sleep(forTimeInterval: 2.1)
        try expectNoFindings(in: folder, target: "AmountGrid.swift")
        // Loaded at run time: as many as there are, each a row.
        try folder.write("Model/Amount.swift", presets.replacingOccurrences(
            of: "static let presets: [Double] = [5, 10, 25, 50].map { $0 }", with: "static var presets: [Double] = []"))
        for arguments in [["."], ["AmountGrid.swift"]] {
            let output = try runHitchLint(arguments, in: folder.url).standardOutput
            #expect(output.hasPrefix("AmountGrid.swift:8:32: warning: `.formatted(…)`"), "\(arguments): \(output)")
            #expect(output.contains("AmountGrid.swift:16:20: warning: `.formatted(…)`"), "\(arguments): \(output)")
        }
    }

    /// Lints the project cold and warm, and `target` alone with and without the cache: none prints anything.
    func expectNoFindings(in folder: TemporaryFolder, target: String) throws {
        for arguments in [["."], ["."], [target], ["--no-cache", target]] {
            #expect(try runHitchLint(arguments, in: folder.url).standardOutput.isEmpty, "\(arguments)")
        }
    }

    /// Lints the project, and `target` alone: both print `prefix` first.
    func expectFinding(in folder: TemporaryFolder, target: String, startingWith prefix: String) throws {
        for arguments in [["."], [target]] {
            let output = try runHitchLint(arguments, in: folder.url).standardOutput
            #expect(output.hasPrefix(prefix), "\(arguments): \(output)")
        }
    }

    /// Two targets' views of one name (`iOS/FilterEditor.swift`, `macOS/FilterEditor.swift`): a name
    /// means the declaration nearest to the file that uses it, in a whole run and in a one-file lint
    /// (which takes in the other declaration even when that one names nothing the first declares).
    @Test("same-named views of two platform folders: each file's name means its own folder's view, also for one file")
    func sameNamedViewsOfTwoTargets() throws {
        let folder = try TemporaryFolder()
        try folder.write(".hitchlint.json", "{}\n")
        try folder.write("iOS/Editor.swift", """
            import SwiftUI

            struct Editor: View {
                let filters: [String]
                var body: some View {
                    List(filters, id: \\.self) { _ in FilterEditor() }
                }
            }

            """)
        try folder.write("iOS/FilterEditor.swift", "import SwiftUI\n\nstruct FilterEditor: View {\n    var body: some View { Text(\"iOS\") }\n}\n")
        try folder.write("macOS/FilterEditor.swift", """
            import SwiftUI

            struct FilterEditor: View {
                let date = Date.now
                var body: some View {
                    Text(date.formatted(date: .abbreviated, time: .omitted))
                }
            }

            """)
        try folder.write("macOS/Editor.swift", "import SwiftUI\n\nstruct Editor: View {\n    var body: some View { FilterEditor() }\n}\n")
        Thread.sleep(forTimeInterval: 2.1)
        try expectNoFindings(in: folder, target: "macOS/FilterEditor.swift")
        // In a list of its own folder's editor, its formatting is row work.
        try folder.write("macOS/Editor.swift", "import SwiftUI\n\nstruct Editor: View {\n    var body: some View { List(0..<99, id: \\.self) { _ in FilterEditor() } }\n}\n")
        try expectFinding(in: folder, target: "macOS/FilterEditor.swift", startingWith: "macOS/FilterEditor.swift:6:19: warning: `.formatted(…)`")
    }

    /// A view's extension goes with the declaration nearest to it: in its own platform's folder, it is row
    /// code only where that platform's view is in rows; a screen of a shared folder, as near to both,
    /// lists both.
    @Test("same-named views: an extension is row code with its own folder's declaration, a shared screen reaches both")
    func extensionsOfSameNamedViews() throws {
        let folder = try TemporaryFolder()
        try folder.write(".hitchlint.json", "{}\n")
        for platform in ["iOS", "macOS"] {
            try folder.write("\(platform)/FilterEditor.swift", """
                import SwiftUI

                struct FilterEditor: View {
                    let date: Date
                    var body: some View { dateText }
                }

                """)
            try folder.write("\(platform)/FilterEditor+Date.swift", """
                import SwiftUI

                extension FilterEditor {
                    var dateText: some View { Text(date.formatted()) }
                }

                """)
        }
        try folder.write("iOS/Editor.swift", "import SwiftUI\n\nstruct Editor: View {\n    var body: some View { FilterEditor(date: .now) }\n}\n")
        try folder.write("macOS/Editor.swift", """
            import SwiftUI

            struct Editor: View {
                let dates: [Date]
                var body: some View { List(dates, id: \\.self) { FilterEditor(date: $0) } }
            }

            """)
        Thread.sleep(forTimeInterval: 2.1)
        func warnings(_ arguments: [String]) throws -> [Substring] {
            try runHitchLint(arguments, in: folder.url).standardOutput.split(separator: "\n").filter { $0.contains(": warning: ") }
        }
        for arguments in [["."], ["."], ["--no-cache", "."]] {
            let found = try warnings(arguments)
            #expect(found.count == 1 && found[0].hasPrefix("macOS/FilterEditor+Date.swift:4:41: warning: `.formatted(…)`"), "\(arguments): \(found)")
        }
        try folder.write("Shared/Screen.swift", """
            import SwiftUI

            struct Screen: View {
                let dates: [Date]
                var body: some View { List(dates, id: \\.self) { FilterEditor(date: $0) } }
            }

            """)
        for arguments in [["."], ["--no-cache", "."]] {
            let found = try warnings(arguments).map { $0.prefix { $0 != ":" } }
            #expect(found == ["iOS/FilterEditor+Date.swift", "macOS/FilterEditor+Date.swift"], "\(arguments): \(found)")
        }
    }

    /// Two files of one folder, each with a `private` view of one name: each file's name means its own
    /// declaration (the other is not visible there), also in a one-file lint.
    @Test("private views of one name in two files of a folder: a file's name means its own view")
    func privateViewsOfOneName() throws {
        let folder = try TemporaryFolder()
        try folder.write(".hitchlint.json", "{}\n")
        try folder.write("Query/DisplayView.swift", """
            import SwiftUI

            private struct OpView: View {
                let args: [String]
                var body: some View { Text(args.joined(separator: ", ")) }
            }

            struct QueryDisplayView: View {
                let args: [String]
                var body: some View { OpView(args: args) }
            }

            """)
        try folder.write("Query/EditView.swift", """
            import SwiftUI

            private struct OpView: View {
                let updated: Date
                var body: some View { Form { Text(updated.formatted()) } }
            }

            struct QueryEditView: View {
                let groups: [[String]]
                var body: some View {
                    Form {
                        ForEach(groups, id: \\.self) { group in
                            NavigationLink { OpView(updated: .now) } label: { QueryDisplayView(args: group) }
                        }
                    }
                }
            }

            """)
        Thread.sleep(forTimeInterval: 2.1)
        // Only a destination here: its formatting is once per navigation, a note at most, never a row's.
        for arguments in [["."], ["."], ["Query/EditView.swift"], ["--no-cache", "Query/EditView.swift"]] {
            let output = try runHitchLint(arguments, in: folder.url).standardOutput
            #expect(!output.contains("warning"), "\(arguments): \(output)")
        }
    }

    /// An `id` computed as `UUID()` is a fault wherever it is: its model file, which no view code
    /// reaches, is read again in the second pass and reported cold, warm and alone (the fact that it
    /// must be is in the file's cached record).
    @Test("an id computed as UUID() in a model file no view code reaches: reported cold, warm and for the file alone")
    func freshComputedIDInModel() throws {
        let folder = try TemporaryFolder()
        try folder.write(".hitchlint.json", "{}\n")
        try folder.write("Models/LoadError.swift", """
            import Foundation

            enum LoadError: Error, Identifiable {
                case broken(String)
                var id: UUID { UUID() }
            }

            """)
        try folder.write("Views/ErrorsView.swift", """
            import SwiftUI

            struct ErrorsView: View {
                let errors: [LoadError]
                var body: some View { List(errors) { Text("\\($0)") } }
            }

            """)
        Thread.sleep(forTimeInterval: 2.1)
        for arguments in [["."], ["."], ["Models/LoadError.swift"], ["--no-cache", "Models/LoadError.swift"]] {
            let output = try runHitchLint(arguments, in: folder.url).standardOutput
            #expect(output.hasPrefix("Models/LoadError.swift:5:20: warning: `id` returns a new `UUID()`"), "\(arguments): \(output)")
        }
    }

    /// A `ForEach` over a handful another file declares is no finding however the project is resolved:
    /// cold, warm (the constants of decoded records come from the cache), for the view's file alone (the
    /// constants of files outside its code too); once the constant grows past a handful, it is.
    @Test("a handful declared in another file: no finding cold, warm and for the view alone; one once it grows")
    func constantOfAnotherFile() throws {
        let folder = try TemporaryFolder()
        try folder.write(".hitchlint.json", "{}\n")
        for index in 0..<20 { try folder.write("Models/Model\(index).swift", "struct Model\(index) { let value = \(index) }\n") }
        func writeOptions(_ cases: String) throws {
            try folder.write("Models/SortOption.swift", """
                enum SortOption: String, Hashable {
                    case name, date, size

                    static let all: [SortOption] = [\(cases)]
                }

                """)
        }
        try writeOptions(".name, .date, .size")
        try folder.write("Views/Sorter.swift", """
            import SwiftUI

            struct Sorter: View {
                @Binding var sort: SortOption
                var body: some View {
                    ScrollView {
                        VStack {
                            ForEach(SortOption.all, id: \\.self) { option in
                                Button(option.rawValue) { sort = option }
                            }
                        }
                    }
                }
            }

            """)
        Thread.sleep(forTimeInterval: 2.1)
        for arguments in [["."], ["."], ["Views/Sorter.swift"]] {
            let output = try runHitchLint(arguments, in: folder.url).standardOutput
            #expect(output.isEmpty, "\(arguments): \(output)")
        }
        try writeOptions(Array(repeating: ".name", count: 13).joined(separator: ", "))
        for arguments in [["Views/Sorter.swift"], ["."], ["--no-cache", "Views/Sorter.swift"]] {
            let output = try runHitchLint(arguments, in: folder.url).standardOutput
            #expect(output.hasPrefix("Views/Sorter.swift:7:13: warning: `VStack` in a `ScrollView` holds a `ForEach` over `SortOption.all`"),
                    "\(arguments): \(output)")
        }
    }

    /// A row's `@ObservedObject` declared in another file is known however the project is resolved: cold,
    /// warm (a decoded record's properties come from the cache), and for the list's file alone (the row's file
    /// left out of the code resolved); once the row owns its object, the call is no finding.
    @Test("a new object for another file's @ObservedObject: reported cold, warm and for the list alone; not once the row owns it")
    func observedObjectOfAnotherFile() throws {
        let folder = try TemporaryFolder()
        try folder.write(".hitchlint.json", "{}\n")
        for index in 0..<20 { try folder.write("Models/Model\(index).swift", "struct Model\(index) { let value = \(index) }\n") }
        func writeRow(wrapper: String) throws {
            try folder.write("Views/PageRow.swift", """
                import SwiftUI

                final class PageRowModel: ObservableObject {
                    init(id: Int) {}
                }

                struct PageRow: View {
                    @\(wrapper) var viewModel: PageRowModel
                    var body: some View { Text("row") }
                }

                """)
        }
        try writeRow(wrapper: "ObservedObject")
        try folder.write("Views/Timeline.swift", """
            import SwiftUI

            struct Timeline: View {
                let ids: [Int]
                var body: some View {
                    List(ids, id: \\.self) { id in
                        PageRow(viewModel: PageRowModel(id: id))
                    }
                }
            }

            """)
        Thread.sleep(forTimeInterval: 2.1)
        for arguments in [["."], ["."], ["Views/Timeline.swift"], ["--no-cache", "Views/Timeline.swift"]] {
            let output = try runHitchLint(arguments, in: folder.url).standardOutput
            #expect(output.hasPrefix("Views/Timeline.swift:7:21: warning: `PageRow(viewModel: …)` is given a new `PageRowModel`"),
                    "\(arguments): \(output)")
        }
        try writeRow(wrapper: "StateObject")
        for arguments in [["Views/Timeline.swift"], ["."]] {
            let output = try runHitchLint(arguments, in: folder.url).standardOutput
            #expect(output.isEmpty, "\(arguments): \(output)")
        }
    }

    /// A run loads the caches of all its projects at once and resolves one project at a time: no
    /// cache may keep its files open until its turn, or a run over many projects runs out of
    /// descriptors and reports files it cannot read.
    @Test("thirty projects with warm caches lint in one run under a limit of 20 open files")
    func manyProjects() throws {
        let folder = try TemporaryFolder()
        let projects = (1...30).map { "Project\($0)" }
        for project in projects {
            try folder.write("\(project)/.hitchlint.json", "{}\n")
            try folder.write("\(project)/GaugeRow.swift", CommandLineTests.gaugeRow)
        }
        Thread.sleep(forTimeInterval: 2.1)
        let cold = try runHitchLint(projects, in: folder.url)
        #expect(cold.status != 2, "\(cold.standardError)")
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Project30/.hitchlint_cache").path))
        let limited = try runHitchLint(projects, in: folder.url, launcher: ["/bin/sh", "-c", "ulimit -n 20 && exec \"$0\" \"$@\""])
        #expect(limited.standardError == cold.standardError, "\(limited.standardError)")
        #expect(limited.standardOutput == cold.standardOutput && limited.status == cold.status)
    }

    /// A name used by more files than a page of the index's pairs holds: its users span pages, and
    /// the one file that makes the row a row sorts last, on the last of them.
    @Test("a row used in hundreds of files: a one-file lint follows its users across pages of the index")
    func usersAcrossPages() throws {
        let folder = try TemporaryFolder()
        try folder.write(".hitchlint.json", "{}\n")
        try folder.write("Rows/Badge.swift", """
            import SwiftUI

            struct Badge: View {
                var body: some View {
                    GeometryReader { proxy in Text("\\(proxy.size.width)") }
                }
            }

            """)
        for number in 1...300 {
            try folder.write("Users/User\(number).swift", "import SwiftUI\n\nstruct User\(number): View {\n    var body: some View { VStack { Badge() } }\n}\n")
        }
        try folder.write("Users/Zlist.swift", """
            import SwiftUI

            struct Zlist: View {
                let names: [String]
                var body: some View { List(names, id: \\.self) { _ in Badge() } }
            }

            """)
        Thread.sleep(forTimeInterval: 2.1)
        let whole = try runHitchLint(["."], in: folder.url).standardOutput
        let expected = whole.split(separator: "\n").filter { $0.hasPrefix("Rows/Badge.swift:") }.map { $0 + "\n" }.joined()
        #expect(expected.contains("[geometry-reader-in-row]"), "\(whole)")
        #expect(try runHitchLint(["Rows/Badge.swift"], in: folder.url).standardOutput == expected)
    }

    /// A one-file lint reads only a few pages of the index's keys, after the directory was checked:
    /// a page damaged on disk, or from another run's rewrite, must not narrow the resolution wrongly.
    /// The larger project's findings in `Rows/Badge.swift` when the whole project is linted (which
    /// writes the cache).
    func badgeFindings(_ folder: TemporaryFolder) throws -> String {
        let whole = try runHitchLint(["."], in: folder.url).standardOutput
        return whole.split(separator: "\n").filter { $0.hasPrefix("Rows/Badge.swift:") }.map { $0 + "\n" }.joined()
    }

    /// A cache written again after one file changed takes the other files' pairs of keys from the one it
    /// loaded: one file alone is then resolved through them (its row and list are in files not read again).
    @Test("after one file changes, the others' pairs of keys are carried over: one file alone still finds its list")
    func carriedKeyPairs() throws {
        let folder = try largerProject()
        let expected = try badgeFindings(folder)
        #expect(!expected.isEmpty)
        try folder.write("Filler/Filler1.swift", "import SwiftUI\n\nstruct Filler1: View {\n    var body: some View { Text(\"one\") }\n}\n")
        Thread.sleep(forTimeInterval: 2.1)
        let before = try cacheIdentity(folder)
        _ = try runHitchLint(["."], in: folder.url)
        let rewritten = try cacheIdentity(folder)
        #expect(rewritten != before, "written again")
        #expect(try runHitchLint(["Rows/Badge.swift"], in: folder.url).standardOutput == expected)
        #expect(try cacheIdentity(folder) == rewritten, "its pages all check out")
    }

    @Test("a damaged page of the cache's keys: the whole project is resolved, and the cache written again")
    func damagedKeyPage() throws {
        let folder = try largerProject()
        let expected = try badgeFindings(folder)
        #expect(!expected.isEmpty)
        let summary = try runHitchLint(["Rows/Badge.swift"], in: folder.url).standardError
        let index = folder.url.appendingPathComponent(cacheFile(folder))
        var damaged = try Data(contentsOf: index)
        damaged[damaged.count - 3] ^= 0x40  // a file number among the last pairs: only the page's checksum tells
        try damaged.write(to: index)
        let written = try cacheIdentity(folder)
        let result = try runHitchLint(["Rows/Badge.swift"], in: folder.url)
        #expect(result.standardOutput == expected && result.standardError == summary, "\(result.standardError)")
        #expect(try cacheIdentity(folder) != written, "rewritten")
        _ = try runHitchLint(["Rows/Badge.swift"], in: folder.url)
        let rebuilt = try cacheIdentity(folder)
        #expect(try runHitchLint(["Rows/Badge.swift"], in: folder.url).standardOutput == expected)
        #expect(try cacheIdentity(folder) == rebuilt, "then used as it is")
    }
}
