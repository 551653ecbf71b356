import Foundation
@testable import HitchLintKit
import Testing

/// A first run writes the index cache's pairs of keys and files in pieces of a few MB, a piece made on
/// each core at once: whatever the pieces and the cores, the section holds every pair once, in order of
/// key, then file, and its description (each page's checksum and first key) is the same.
@Suite("The index cache's pairs of keys")
struct KeyPairsTests {
    typealias Pair = IndexCache.Pair

    /// `expectedPairs`: a small project's few (keys grouped by their top 4 bits) or a large one's (16).
    @Test("pieces made on several cores write the pairs that one piece on one core writes, however keys are grouped",
          arguments: [1, 2, 3], [16, 1 << 20])
    func piecesOnSeveralCores(threads: Int, expectedPairs: Int) throws {
        var generator = SystemRandomNumberGenerator()
        for (fileCount, keysPerFile) in [(0, 0), (1, 3), (40, 30), (300, 12)] {
            let keyBlocks = IndexCache.KeyBlocks(buffers: IndexCache.Buffers())
            var pairs = IndexCache.KeyPairs(expectedPairs: expectedPairs)
            var expected: [Pair] = []
            // Files in blocks of 16, each with its keys sorted without repeats; some keys shared by files, and
            // some in one group of top bits (a group alone may outgrow a piece).
            let shared = (0..<8).map { _ in UInt64.random(in: 0...UInt64.max, using: &generator) }
            for block in 0..<((fileCount + 15) / 16) {
                var words = CacheWriter()
                for file in (block * 16)..<min(fileCount, (block + 1) * 16) {
                    var keys = Set((0..<keysPerFile).map { _ in UInt64.random(in: 0...UInt64.max, using: &generator) })
                    keys.formUnion(shared.prefix(file % 4))
                    keys.formUnion((0..<(file % 3)).map { 0x1234_0000_0000_0000 | UInt64($0 + file * 3) })
                    let sorted = keys.sorted()
                    let at = words.bytes.count / 8
                    words.words(sorted)
                    pairs.add(block: block, at: at, count: sorted.count, file: file, keys: words.bytes)
                    expected += sorted.map { Pair(key: $0, file: UInt32(file)) }
                }
                keyBlocks.write(words.bytes, block: block)
            }
            // Pairs carried over from a loaded cache, for files after these.
            let carried = (0..<(fileCount * 2)).map { index in
                Pair(key: UInt64.random(in: 0...UInt64.max, using: &generator), file: UInt32(fileCount + index % 7))
            }.sorted()
            pairs.add(carried)
            expected = (expected + carried).sorted()

            // One room for every piece of every write, as a first run shares it: a piece made in room a larger
            // one used before holds its own entries only.
            let buffers = IndexCache.Buffers()
            let (oneBytes, oneDescription) = try written(pairs, keyBlocks, buffers: buffers, threads: 1,
                                                         pieceEntries: IndexCache.KeyPairs.pieceEntries)
            #expect(oneBytes == Self.bytes(of: expected), "\(fileCount) files")
            for pieceEntries in [1, 7, 64] {
                let (bytes, description) = try written(pairs, keyBlocks, buffers: buffers, threads: threads, pieceEntries: pieceEntries)
                #expect(bytes == oneBytes, "\(fileCount) files, pieces of \(pieceEntries), \(threads) threads")
                #expect(description == oneDescription)
            }
        }
    }

    /// The section as written to a file, and its description.
    func written(_ pairs: IndexCache.KeyPairs, _ keyBlocks: IndexCache.KeyBlocks, buffers: IndexCache.Buffers, threads: Int,
                 pieceEntries: Int) throws -> (bytes: [UInt8], description: [UInt8]) {
        let descriptor = try #require(UnlinkedTemporaryFile.open(prefix: "hitchlint-test-pairs"))
        defer { close(descriptor) }
        var description = PagedSection.Description(.pairs, keyed: true)
        #expect(pairs.write(to: descriptor, at: 0, keyBlocks: keyBlocks, buffers: buffers, threads: threads,
                            pieceEntries: pieceEntries, describing: &description))
        var directory = CacheWriter()
        description.finish(into: &directory)
        let bytes = try #require(FileSystem.readBytes(descriptor, at: 0..<(pairs.count * PagedSection.pairs.entrySize)))
        return (bytes, directory.bytes)
    }

    /// Entries as the section lays them out: a key, eight bytes, then a file, four, low byte first.
    static func bytes(of pairs: [Pair]) -> [UInt8] {
        var bytes: [UInt8] = []
        for pair in pairs {
            withUnsafeBytes(of: pair.key.littleEndian) { bytes += $0 }
            withUnsafeBytes(of: pair.file.littleEndian) { bytes += $0 }
        }
        return bytes
    }
}

/// A first run encodes its blocks of records and keys in the room of blocks already written: each new array
/// of 128 KB or more is a mapping of its own whose pages all fault in, so a copy of the room (an array still
/// shared when it is emptied) would cost what the reuse saves, silently.
@Suite("The index cache writer's room")
struct CacheWriterRoomTests {
    static func address(_ bytes: [UInt8]) -> UnsafePointer<UInt8>? { bytes.withUnsafeBufferPointer { $0.baseAddress } }

    @Test("a block of keys written goes back as the same room, and reads back whole")
    func keyBlockRoomGoesBack() throws {
        let buffers = IndexCache.Buffers()
        let keyBlocks = IndexCache.KeyBlocks(buffers: buffers)
        let expected = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        var block = expected.map { $0 }  // storage of its own: none shared with `expected`
        let address = Self.address(block)
        keyBlocks.write(IndexCache.Buffers.moving(&block), block: 0)
        let room = buffers.take()
        #expect(room.isEmpty && room.capacity >= expected.count)
        #expect(Self.address(room) == address, "the room was copied")
        var read: [UInt8] = []
        #expect(keyBlocks.read(0, into: &read))
        #expect(read == expected)
    }

    @Test("records written in block order whatever order they come in; each block's room goes back")
    func recordBlocksInOrder() throws {
        let folder = try TemporaryFolder()
        let path = folder.url.appendingPathComponent("records").path
        let descriptor = open(path, O_RDWR | O_CREAT | O_TRUNC, 0o600)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let buffers = IndexCache.Buffers()
        let writer = IndexCache.RecordsFileWriter(descriptor: descriptor, buffers: buffers)
        var blocks = (0..<3).map { index in [UInt8](repeating: UInt8(index + 1), count: 200_000 + index) }
        let expected = blocks.flatMap { $0 }
        let addresses = Set(blocks.map { Self.address($0) })
        for index in [1, 2, 0] { writer.write(IndexCache.Buffers.moving(&blocks[index]), block: index) }
        #expect(!writer.failed && writer.written == expected.count)
        let written = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(written == expected)
        let rooms = (0..<3).map { _ in buffers.take() }
        #expect(Set(rooms.map { Self.address($0) }) == addresses, "a block's room was copied, or kept")
    }
}
