import Foundation
@testable import HitchLintKit
import Testing

/// A first run writes the index cache's pairs of keys and files in pieces of a few MB, a piece made on
/// each core at once: whatever the pieces and the cores, the section holds every pair once, in order of
/// key, then file, and its description (each page's checksum and first key) is the same.
@Suite("The index cache's pairs of keys")
struct KeyPairsTests {
    typealias Pair = IndexCache.Pair

    @Test("pieces made on several cores write the pairs that one piece on one core writes", arguments: [1, 2, 3])
    func piecesOnSeveralCores(threads: Int) throws {
        var generator = SystemRandomNumberGenerator()
        for (fileCount, keysPerFile) in [(0, 0), (1, 3), (40, 30), (300, 12)] {
            let keyBlocks = IndexCache.KeyBlocks()
            var pairs = IndexCache.KeyPairs()
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
