import Foundation
@testable import HitchLintKit
import Testing

/// A file's record as the index cache keeps it: read back, it says what the index pass found, so that a
/// warm run's second pass takes the file's constants from it rather than reading every token again.
@Suite("Records read back from the index cache")
struct CachedRecordTests {
    /// Every kind of constant: a handful (`tabs`), an enum's cases (`columns`), many (`palette`), a
    /// computed property's literal with live data (`groups`), a private `@State` snapshot (`cameras`),
    /// a member that binds a constant's name itself (`tags`), a `@State` that starts as another file's
    /// constant (`sections`), and a file-scope handful.
    static let board = """
        import SwiftUI

        let fileScopeSizes = [8, 16]

        enum Column: CaseIterable { case todo, doing, done }

        struct Board: View {
            static let palette = ["red", "orange", "yellow", "green", "blue", "indigo", "violet", "black",
                                  "white", "gray", "brown", "pink", "cyan"]
            static let tags = ["new", "old"]
            static let columns = Column.allCases
            @State private var tabs = ["Inbox", "Sent"]
            @State private var cameras = Camera.connected()
            @State private var sections: [MenuSection] = MenuSection.visible
            let pinned: [String]
            var groups: [[String]] { [pinned, ["Later"]] }

            func header(tags: [String]) -> some View { Text(tags.joined()) }

            var body: some View {
                List {
                    ForEach(Self.palette, id: \\.self) { Text($0) }
                    ForEach(tabs, id: \\.self) { Text($0) }
                }
            }
        }

        """

    func decoded(_ analysis: FileAnalysis) throws -> FileAnalysis {
        var writer = CacheWriter()
        IndexCache.encodeRecord(analysis, into: &writer)
        var reader = CacheReader(bytes: writer.bytes, range: 0..<writer.bytes.count)
        return try IndexCache.decodeRecord(&reader, path: analysis.path, typeEntries: Array(analysis.sharedConstants))
    }

    @Test("a record read back carries the constants the index pass found, of every kind")
    func constantsRoundTrip() throws {
        let indexed = FileAnalyzer().analyze(SourceFile(path: FilePath("Board.swift"), bytes: Array(Self.board.utf8)), runRules: false)
        let found = try #require(indexed.fixedConstants.unpacked)
        // The example has every kind (else the comparison below would prove little).
        #expect(!found.few.isEmpty)
        #expect(!found.many.isEmpty)
        #expect(!found.cases.isEmpty)
        #expect(!found.computed.isEmpty)
        #expect(!found.boundInMembers.isEmpty)
        #expect(!found.aliases.isEmpty)
        #expect(!found.typeEntries.isEmpty)
        let read = try #require(try decoded(indexed).fixedConstants.unpacked)
        #expect(read.few == found.few)
        #expect(read.many == found.many)
        #expect(read.cases == found.cases)
        #expect(read.computed == found.computed)
        #expect(read.boundInMembers == found.boundInMembers)
        #expect(read.aliases == found.aliases)
        #expect(read.typeEntries == found.typeEntries)
        #expect(Array(try decoded(indexed).sharedConstants) == Array(indexed.sharedConstants))
    }

    /// The views a file's scroll views lay out: a warm run's project knows them as a cold run's does.
    @Test("a record read back carries the views its scroll views lay out, with their axes and stacks")
    func scrollContentViewsRoundTrip() throws {
        let text = """
            import SwiftUI

            struct Sidebar: View {
                var body: some View {
                    ScrollView { HistoryList() }
                    ScrollView(.horizontal) { TagStrip() }
                    ScrollView { VStack { Text("Results"); SearchResults() } }
                    ScrollView { VStack { ForEach(items) { Text($0) }; MoreResults() } }
                }
            }

            """
        let indexed = FileAnalyzer().analyze(SourceFile(path: FilePath("Sidebar.swift"), bytes: Array(text.utf8)), runRules: false)
        // A stack holding a `ForEach` of its own is reported itself: its other views are not recorded.
        #expect(indexed.scrollContentViews == [
            EagerStackInScrollView.scrollContentKey(NameHash.of("HistoryList"), .vertical),
            EagerStackInScrollView.scrollContentKey(NameHash.of("TagStrip"), .horizontal),
            EagerStackInScrollView.scrollContentKey(NameHash.of("SearchResults"), .vertical, inPlainStack: true),
        ])
        #expect(try decoded(indexed).scrollContentViews == indexed.scrollContentViews)
    }

    /// Members read through a property of a declared type: a warm run follows them to that type's as a cold run does.
    @Test("a record read back carries the members its code reads through a property of a declared type")
    func typedMemberReferencesRoundTrip() throws {
        let text = """
            import SwiftUI

            struct HistoryRow: View {
                @EnvironmentObject var history: CallHistoryModel
                let log: CallLog

                var body: some View {
                    Text(history.callTime(startDate: log.startDate))
                    Text(self.history.title)
                    Text(log.caller.name)
                }
            }

            """
        let indexed = FileAnalyzer().analyze(SourceFile(path: FilePath("HistoryRow.swift"), bytes: Array(text.utf8)), runRules: false)
        // `history` is declared `CallHistoryModel`, `log` `CallLog`; `log.caller.name` is a chain: not recorded.
        let model = NameHash.of("CallHistoryModel"), log = NameHash.of("CallLog")
        let expected: [(String, UInt64)] = [("callTime", model), ("startDate", log), ("title", model)]
        #expect(indexed.typedMemberReferences.count == expected.count)
        for (name, type) in expected {
            #expect(indexed.typedMemberReferences.contains { $0.isReference(NameHash.of(name)) && $0.isDeclaredType(type) }, "\(name)")
        }
        #expect(try decoded(indexed).typedMemberReferences == indexed.typedMemberReferences)
    }

    @Test("constants not looked for stay not looked for; none found stay none found")
    func constantsNotLookedFor() throws {
        var hollow = FileAnalysis(path: FilePath("Hollow.swift"))
        #expect(try decoded(hollow).fixedConstants.unpacked == nil)
        hollow.fixedConstants = FixedConstants.Packed(FixedConstants())
        let none = try #require(try decoded(hollow).fixedConstants.unpacked)
        #expect(none.few.isEmpty && none.many.isEmpty && none.boundInMembers.isEmpty && none.typeEntries.isEmpty)
    }

    /// Sets iterate in a different order from run to run: the record must not (its checksum is in the
    /// index, and two runs over the same files write the same cache).
    @Test("the same constants encode to the same bytes whatever order their sets hold them in")
    func constantsInKeyOrder() {
        var one = FixedConstants(), other = FixedConstants()
        let keys: [UInt64] = (1...40).map { $0 &* 0x9E37_79B9_7F4A_7C15 & ~0xF }
        for key in keys { one.few.insert(key); one.boundInMembers.insert(key ^ 0x10); one.aliases.append(.init(key: key ^ 0x20, constant: key)) }
        for key in keys.reversed() { other.few.insert(key); other.boundInMembers.insert(key ^ 0x10); other.aliases.append(.init(key: key ^ 0x20, constant: key)) }
        func bytes(_ constants: FixedConstants) -> [UInt8] {
            var analysis = FileAnalysis(path: FilePath("Keys.swift"))
            analysis.fixedConstants = FixedConstants.Packed(constants)
            var writer = CacheWriter()
            IndexCache.encodeRecord(analysis, into: &writer)
            return writer.bytes
        }
        let isSame = bytes(one) == bytes(other)
        #expect(isSame, "the record's bytes depend on the order a set holds the constants in")
    }

    /// A warm run reads the records a block of files at a time, each block into the room of one decoded
    /// before it (a block in an array of its own was a mapping of its own, every page of it a fault).
    @Test("record blocks are read into room used again, and their records decode as records read alone")
    func recordBlocksInReusedRoom() throws {
        let folder = try TemporaryFolder()
        try folder.write(".hitchlint.json", "{}\n")
        for index in 0..<6 {
            let members = (0...(6 - index) * 8).map { "    let field\($0) = \"\($0)\"\n" }.joined()
            try folder.write("Row\(index).swift", "import SwiftUI\n\nstruct Row\(index): View {\n    static let options = [\"a\", \"b\"]\n"
                             + "    @ObservedObject var model: Model\n\(members)    var body: some View { Text(field0) }\n}\n")
        }
        Thread.sleep(forTimeInterval: 2.1)  // files changed in the last two seconds are not cached
        let root = FilePath(folder.url.path)
        var request = LintRequest(paths: [root], jobs: 1)
        request.usesIndexCache = true
        _ = LintEngine().run(request)
        let cache = IndexCache.load(root: root, key: IndexCache.key(options: ViewCodeOptions()))
        try #require(cache.files.count == 6)
        // The larger block first: the other fits in its room.
        let halves = [[0, 1, 2], [3, 4, 5]].sorted {
            $0.reduce(0) { $0 + cache.files[$1].record.count } > $1.reduce(0) { $0 + cache.files[$1].record.count }
        }
        let pool = IndexCache.Buffers()
        var addresses: [UInt] = []
        for half in halves {
            var room = pool.take()
            var block = try #require(cache.recordBlock(for: half, room: &room))
            addresses.append(UInt(bitPattern: block.bytes.withUnsafeBufferPointer { $0.baseAddress }))
            for file in half {
                let path = FilePath("Row\(file).swift")
                let fromBlock = try #require(cache.analysis(of: file, path: path, from: block))
                let alone = try #require(cache.analysis(of: file, path: path))
                #expect(fromBlock.contentHash == alone.contentHash)
                #expect(fromBlock.units.map(\.memberKey) == alone.units.map(\.memberKey))
                #expect(fromBlock.references.count == alone.references.count)
                // What the directory keeps beside the record, joined to it.
                #expect(!fromBlock.sharedConstants.isEmpty && !fromBlock.observedObjectProperties.isEmpty)
                #expect(Array(fromBlock.sharedConstants) == Array(alone.sharedConstants))
                #expect(fromBlock.observedObjectProperties == alone.observedObjectProperties)
                // The rows' handful (`options`): found, and the same read either way.
                #expect(fromBlock.fixedConstants.unpacked?.few.isEmpty == false)
                #expect(fromBlock.fixedConstants.unpacked?.few == alone.fixedConstants.unpacked?.few)
            }
            pool.give(&block.bytes)
        }
        #expect(addresses[0] == addresses[1], "the second block was read into new room")
    }

    @Test("a constant of no kind is damage: the record is not used")
    func constantOfNoKind() throws {
        var analysis = FileAnalysis(path: FilePath("Damaged.swift"))
        var constants = FixedConstants()
        constants.few.insert(0x1230)
        analysis.fixedConstants = FixedConstants.Packed(constants)
        var writer = CacheWriter()
        IndexCache.encodeRecord(analysis, into: &writer)
        // The record ends with the constant's key, its kinds (`few`), no bound names and no aliases.
        #expect(writer.bytes[writer.bytes.count - 3] == 1)
        writer.bytes[writer.bytes.count - 3] = 0
        var reader = CacheReader(bytes: writer.bytes, range: 0..<writer.bytes.count)
        #expect(throws: CacheReader.Unusable.self) {
            try IndexCache.decodeRecord(&reader, path: analysis.path, typeEntries: [])
        }
    }
}
