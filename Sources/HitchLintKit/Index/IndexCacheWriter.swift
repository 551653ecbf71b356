#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing the index cache (its format is described in `IndexCache`), as it is made: a first run over a
/// large project encodes every file's record and keys, and held whole they took more memory than the
/// lint (the corpus's first run peaked at 141 MiB, against 58 without the cache). Records go to their
/// file block by block; each file's declared and used keys wait in a temporary file (`KeyBlocks`) until
/// the index is written; the index's key pairs are written to their place in the index file a few MB at
/// a time (`KeyPairs`), the directory before them last.
extension IndexCache {
    /// One file's part, encoded on any core.
    fileprivate struct EncodedFile {
        var recordLength: Int
        var recordChecksum: UInt64
        /// A carried-over record's declared keys; an analysed file's are in its block of keys.
        var declares: [UInt64]
        /// How many keys an analysed file declares, uses, and names as types that inherit, one after the
        /// other in its block of keys; nil for a carried-over record (its pairs come from the loaded cache).
        var keyCounts: (declared: Int, used: Int, inheriting: Int)?
        var randomIdentityTypes: [UInt64]
        var sharedConstants: [UInt64]
        var observedObjectProperties: [UInt64]
    }

    /// Writes the records file to `records` and the index file to `index`: the records encoded on every
    /// core, in blocks of files, each block written as soon as those before it are. False when a write
    /// fails, or the cache would be too large to read back.
    /// `loaded` must hold its records and pages (`readingAll`); a carried-over record it cannot give is
    /// left out (that file is read again next time).
    static func write(_ toStore: [FileToStore], carriedFrom loaded: IndexCache, key: UInt64, jobs: Int,
                      records: Int32, index indexFile: Int32) -> Bool {
        let blockSize = 256
        // The records' header (the index's checksum) is written last, over these zeros.
        guard FileSystem.writeAll([UInt8](repeating: 0, count: recordsHeaderSize), to: records) == nil else { return false }
        // Each block's encodings are written in room a block before it used (`Buffers`): records in a
        // records block's, keys in a keys block's (shared, each buffer would grow to the larger kind).
        let recordRoom = Buffers()
        let keyRoom = Buffers()
        let recordsFile = RecordsFileWriter(descriptor: records, buffers: recordRoom)
        let keyBlocks = KeyBlocks(buffers: keyRoom)
        // References read back from the spill file to be encoded (`ReferenceSpill`) are let go again as
        // the blocks of them are done with.
        let spilled = SpilledBlockRelease(references: toStore.lazy.compactMap {
            if case .analysis(let analysis) = $0.source { analysis.references } else { nil }
        })
        var blocks = Parallel.map((toStore.count + blockSize - 1) / blockSize, jobs: jobs) { block in
            var records = CacheWriter(bytes: recordRoom.take())
            var keys = CacheWriter(bytes: keyRoom.take())
            var encoded: [EncodedFile?] = []  // nil: a carried-over record that could not be read
            for file in toStore[(block * blockSize)..<min(toStore.count, (block + 1) * blockSize)] {
                let start = records.bytes.count
                switch file.source {
                case .analysis(let analysis):
                    encodeRecord(analysis, into: &records)
                    let names = NameKeys(analysis)
                    spilled.read(analysis.references)
                    let inheriting = NameKeys.sortedUnique(analysis.types.filter(\.hasInheritance).map(\.simpleNameHash))
                    keys.words(names.declares)
                    keys.words(names.uses)
                    keys.words(inheriting)
                    var checksum = Checksum()
                    checksum.add(records.bytes[start...])
                    encoded.append(EncodedFile(
                        recordLength: records.bytes.count - start, recordChecksum: checksum.finished, declares: [],
                        keyCounts: (names.declares.count, names.uses.count, inheriting.count),
                        randomIdentityTypes: NameKeys.sortedUnique(analysis.randomIdentityKeys),
                        sharedConstants: Array(analysis.sharedConstants), observedObjectProperties: analysis.observedObjectProperties))
                case .stored(let stored):
                    // A carried-over record needs its keys and pairs too: all read, or none carried.
                    guard loaded.hasEverything, let record = loaded.recordBytes(stored), let declares = loaded.declares(of: stored) else {
                        encoded.append(nil)
                        continue
                    }
                    let old = loaded.files[stored]
                    records.bytes += record.bytes[record.range]
                    encoded.append(EncodedFile(
                        recordLength: old.record.count, recordChecksum: old.recordChecksum, declares: declares, keyCounts: nil,
                        randomIdentityTypes: loaded.randomIdentityTypes(of: stored), sharedConstants: loaded.sharedConstants(of: stored),
                        observedObjectProperties: loaded.observedObjectProperties(of: stored)))
                }
            }
            recordsFile.write(Buffers.moving(&records.bytes), block: block)
            keyBlocks.write(Buffers.moving(&keys.bytes), block: block)
            return encoded
        }
        spilled.releaseAll()  // those of files whose blocks hold other files' too (not stored, or failed)
        // The blocks' room is let go before the directory and the pairs are made (kept, it raised the
        // first run's peak by 2 MiB on the corpus); the pairs' pieces take room of their size.
        recordRoom.releaseAll()
        keyRoom.releaseAll()
        guard !recordsFile.failed else { return false }
        var index = CacheWriter()  // the directory
        var randomIdentityWords = CacheWriter()
        var sharedConstantWords = CacheWriter()
        var observedObjectWords = CacheWriter()
        var declaredWords = CacheWriter()
        // Sized for the corpus's average of some 74 keys used by each file (its inheriting types, fewer).
        var users = KeyPairs(expectedPairs: toStore.count * 64)
        var typeDeclarers = KeyPairs(expectedPairs: toStore.count * 4)
        // Pairs of carried-over records come from the loaded cache, renumbered.
        var newIndexOfStored = Array(repeating: -1, count: loaded.files.count)
        var position = 0  // among the files written
        var keys: [UInt8] = []  // a block's, read into the same room each time
        for block in blocks.indices {
            guard keyBlocks.read(block, into: &keys) else { return false }
            var keyOffset = 0  // in `keys`, in words
            for indexInBlock in blocks[block].indices {
                guard let encoded = blocks[block][indexInBlock] else { continue }
                blocks[block][indexInBlock] = nil  // in the index from here on
                defer { position += 1 }
                let file = toStore[block * blockSize + indexInBlock]
                let stamp = file.stamp
                index.name(file.path)
                // The times (nanoseconds, nine bytes as numbers) as words: one load each for a warm run.
                index.integer(stamp.size)
                index.word(UInt64(bitPattern: Int64(stamp.modified)))
                index.word(UInt64(bitPattern: Int64(stamp.changed)))
                index.integer(stamp.inode)
                index.integer(stamp.device)
                index.integer(encoded.recordLength)
                index.word(encoded.recordChecksum)
                if let counts = encoded.keyCounts {
                    index.integer(counts.declared)
                    declaredWords.bytes += keys[(keyOffset * 8)..<((keyOffset + counts.declared) * 8)]
                    users.add(block: block, at: keyOffset + counts.declared, count: counts.used, file: position, keys: keys)
                    typeDeclarers.add(block: block, at: keyOffset + counts.declared + counts.used, count: counts.inheriting,
                                      file: position, keys: keys)
                    keyOffset += counts.declared + counts.used + counts.inheriting
                } else {
                    index.integer(encoded.declares.count)
                    declaredWords.words(encoded.declares)
                    if case .stored(let stored) = file.source { newIndexOfStored[stored] = position }
                }
                index.integer(encoded.randomIdentityTypes.count)
                randomIdentityWords.words(encoded.randomIdentityTypes)
                index.integer(encoded.sharedConstants.count)
                sharedConstantWords.words(encoded.sharedConstants)
                index.integer(encoded.observedObjectProperties.count)
                observedObjectWords.words(encoded.observedObjectProperties)
            }
        }
        keys = []
        users.add(loaded.pairs(in: loaded.users, renumberedBy: newIndexOfStored) ?? [])
        typeDeclarers.add(loaded.pairs(in: loaded.typeDeclarers, renumberedBy: newIndexOfStored) ?? [])
        index.bytes += randomIdentityWords.bytes
        index.bytes += sharedConstantWords.bytes
        index.bytes += observedObjectWords.bytes
        PagedSection.describe(declaredWords.bytes, as: .words, keyed: false, into: &index)
        // The directory's length, known before the pairs are made: their descriptions' sizes follow from
        // their counts. They are written to their places after it, and the directory last.
        let directoryLength = index.bytes.count + PagedSection.Description.size(of: users.count, as: .pairs, keyed: true)
            + PagedSection.Description.size(of: typeDeclarers.count, as: .pairs, keyed: true)
        let usersStart = headerSize + directoryLength + declaredWords.bytes.count
        let typesStart = usersStart + users.count * PagedSection.pairs.entrySize
        guard recordsHeaderSize + recordsFile.written + typesStart + typeDeclarers.count * PagedSection.pairs.entrySize <= maximumSize
        else { return false }
        let pieceRoom = Buffers()
        for (pairs, start) in [(users, usersStart), (typeDeclarers, typesStart)] {
            var description = PagedSection.Description(.pairs, keyed: true)
            guard pairs.write(to: indexFile, at: start, keyBlocks: keyBlocks, buffers: pieceRoom, threads: jobs, describing: &description)
            else { return false }
            description.finish(into: &index)
        }
        pieceRoom.releaseAll()  // before the directory is written
        guard index.bytes.count == directoryLength else { return false }
        var checksum = Checksum()
        checksum.add(index.bytes)
        var header = CacheWriter()
        header.bytes += magic
        for value in [key, UInt64(position), UInt64(index.bytes.count), checksum.finished] { header.word(value) }
        var recordsHeader = CacheWriter()
        recordsHeader.word(checksum.finished)
        // One after another, not joined first: joined, they took the few MB of the directory and the
        // declared keys again, at the first run's peak of memory.
        return positionalWrite(header.bytes, to: indexFile, at: 0)
            && positionalWrite(index.bytes, to: indexFile, at: header.bytes.count)
            && positionalWrite(declaredWords.bytes, to: indexFile, at: header.bytes.count + index.bytes.count)
            && positionalWrite(recordsHeader.bytes, to: records, at: 0)
    }

    /// All of `bytes` written at `offset` of the file.
    fileprivate static func positionalWrite(_ bytes: [UInt8], to descriptor: Int32, at offset: Int) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var written = 0
            while written < buffer.count {
                let count = pwrite(descriptor, buffer.baseAddress! + written, buffer.count - written, off_t(offset + written))
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                written += count
            }
            return true
        }
    }

    /// Room for large byte buffers used one after another: the encodings of blocks, handed on from a block
    /// written to one being encoded, pieces of the key pairs, and a warm run's record blocks as they are
    /// read (`LintEngine.resolutionInput`). Each new array of 128 KB or more is a mapping of its own whose
    /// every page faults in, again at each doubling as it grows (`FreeMemory.keepLargeBlocksMapped`): made
    /// afresh for each block, the room of a first run's records, keys and pairs was 40,000 of the 52,000
    /// pages that run faulted in beyond a lint without the cache (the corpus), most of its extra time in the
    /// kernel. A pool holds about as many buffers as blocks are worked on at once, and those of blocks
    /// waiting to be written after an earlier one.
    final class Buffers: @unchecked Sendable {
        // The lock guards `free`.
        private let lock = Lock()
        private var free: [[UInt8]] = []

        /// An empty buffer, with the room of one given back if there is one.
        func take() -> [UInt8] { lock.withLock { free.popLast() ?? [] } }

        /// Lets go of the room given back.
        func releaseAll() { lock.withLock { free = [] } }

        /// `buffer`'s room, for a later `take`; `buffer` is left empty. Taken by swapping, so that no copy
        /// shares it: emptied while shared, it would be copied, a new mapping again.
        func give(_ buffer: inout [UInt8]) {
            var room = Self.moving(&buffer)
            guard room.capacity > 0 else { return }
            room.removeAll(keepingCapacity: true)
            lock.withLock { free.append(room) }
        }

        /// `bytes`' contents, left empty: handed on with no other holder, so that its room can be given back.
        static func moving(_ bytes: inout [UInt8]) -> [UInt8] {
            var moved: [UInt8] = []
            swap(&moved, &bytes)
            return moved
        }
    }

    /// Blocks of records written to the records file in block order, as the workers encoding them finish
    /// (a block finished early waits for those before it; workers take blocks in order, so few wait).
    /// Each block's room goes back to `buffers` once written.
    final class RecordsFileWriter: @unchecked Sendable {
        // The lock guards all but `descriptor` and `buffers`; `written` and `failed` are read once the
        // workers are done.
        private let lock = Lock()
        private let descriptor: Int32
        private let buffers: Buffers
        private var next = 0
        private var waiting: [Int: [UInt8]] = [:]
        private(set) var written = 0
        private(set) var failed = false

        init(descriptor: Int32, buffers: Buffers) {
            self.descriptor = descriptor
            self.buffers = buffers
        }

        func write(_ bytes: consuming [UInt8], block: Int) {
            // Moved in, not copied: a copy left here would keep the block's room from going back.
            var incoming: [UInt8]? = consume bytes
            var passed = lock.withLock {  // the blocks written (or passed over after a failure) now
                waiting[block] = incoming.take()
                var blocks: [[UInt8]] = []
                while let ready = waiting.removeValue(forKey: next) {
                    next += 1
                    if !failed {
                        if FileSystem.writeAll(ready, to: descriptor) != nil { failed = true } else { written += ready.count }
                    }
                    blocks.append(ready)
                }
                return blocks
            }
            while var buffer = passed.popLast() { buffers.give(&buffer) }
        }
    }

    /// Each block's keys (for each analysed file, its declared, its used and its inheriting types' keys,
    /// words low byte first),
    /// from its encoding until the index is written: in a temporary file (`UnlinkedTemporaryFile`), in any
    /// order, read back by block; in memory where that file cannot be made or written.
    final class KeyBlocks: @unchecked Sendable {
        // The lock guards all but `descriptor` and `buffers`.
        private let lock = Lock()
        private let descriptor: Int32?
        private var end = 0
        private var placed: [Int: Range<Int>] = [:]
        private var held: [Int: [UInt8]] = [:]
        /// Where the room of a block written to the file goes back to.
        private let buffers: Buffers

        init(buffers: Buffers) {
            descriptor = UnlinkedTemporaryFile.open(prefix: "hitchlint-keys")
            self.buffers = buffers
        }

        deinit { if let descriptor { close(descriptor) } }

        func write(_ bytes: consuming [UInt8], block: Int) {
            // Moved in, not copied, as `RecordsFileWriter.write` does: once written, its room goes back.
            var incoming: [UInt8]? = consume bytes
            let isWritten = lock.withLock {
                if let descriptor, IndexCache.positionalWrite(incoming!, to: descriptor, at: end) {
                    placed[block] = end..<(end + incoming!.count)
                    end += incoming!.count
                    return true
                }
                held[block] = incoming.take()
                return false
            }
            if isWritten { buffers.give(&incoming!) }
        }

        /// The block's keys into `keys` (its room used again: each piece of the pairs reads every block
        /// again), or false if they cannot be read back. From any thread at once: the read itself is
        /// positional, outside the lock.
        func read(_ block: Int, into keys: inout [UInt8]) -> Bool {
            let (bytes, range) = lock.withLock { (held[block], placed[block]) }
            if let bytes {
                keys = bytes
                return true
            }
            guard let descriptor, let range else {
                keys.removeAll(keepingCapacity: true)
                return true
            }
            return FileSystem.readBytes(descriptor, at: range, into: &keys)
        }
    }

    /// A pairs section (each analysed file with each of its keys of one kind — the keys it uses, its
    /// inheriting types' names — and the carried-over pairs; entries of a key, eight bytes, then a file,
    /// four, both low byte first), written to its place in the index file in order of key, then file, a
    /// few MB at a time: the entries whose keys' top 16 bits are in a range of them are read from the key
    /// blocks, put in place among those of the same top bits, each such group sorted, and the range written.
    /// A piece is made on each core at once (each finds where its keys start by binary search), and the
    /// pieces written in order.
    struct KeyPairs {
        /// For each analysed file, where its keys are in its block (in words) and how many.
        private var files: [(block: Int32, at: Int32, count: Int32, file: UInt32)] = []
        private var carried: [Pair] = []
        /// How many pairs have keys of each group of top bits (`groupBits` of them).
        private var groupCounts: [Int]
        private(set) var count = 0
        /// Keys are grouped by their top bits, about sixteen pairs a group (the most common groups are
        /// sorted where they lie): 16 bits for the corpus's 980,000 pairs, 4 for a small project's few
        /// hundred (with 16, each of a monorepo's thousands of small projects met 1 MB of new pages to count
        /// and place its pairs: 6,000 one-file packages took 36 s to write their caches).
        private let groupBits: Int
        private var groupCount: Int { 1 << groupBits }
        /// Entries a piece, about 1.5 MB (the corpus's 980,000 pairs take eight).
        static let pieceEntries = 1 << 17

        /// `expectedPairs`: about how many pairs the section will have.
        init(expectedPairs: Int = 1 << 20) {
            groupBits = min(16, max(4, (expectedPairs / 16).bitWidth - (expectedPairs / 16).leadingZeroBitCount))
            groupCounts = [Int](repeating: 0, count: 1 << groupBits)
        }

        private func group(of key: UInt64) -> Int { Int(key >> UInt64(64 - groupBits)) }

        mutating func add(block: Int, at offset: Int, count: Int, file: Int, keys: [UInt8]) {
            guard count > 0 else { return }
            files.append((Int32(block), Int32(offset), Int32(count), UInt32(file)))
            for key in 0..<count { groupCounts[group(of: Self.key(keys, at: offset + key))] += 1 }
            self.count += count
        }

        /// Pairs carried over from a loaded cache (in its order, which is by key).
        mutating func add(_ pairs: [Pair]) {
            for pair in pairs { groupCounts[group(of: pair.key)] += 1 }
            count += pairs.count
            carried += pairs
            // The pieces take the carried pairs in order of key: a cache that did not keep it is not believed.
            if zip(carried, carried.dropFirst()).contains(where: { $0.key > $1.key }) { carried.sort() }
        }

        /// `pieceEntries`: at most this many entries a piece (unless a group of keys alone has more).
        /// `buffers`: where each piece's room comes from and goes back to once written.
        func write(to descriptor: Int32, at start: Int, keyBlocks: KeyBlocks, buffers: Buffers, threads: Int,
                   pieceEntries: Int = Self.pieceEntries, describing description: inout PagedSection.Description) -> Bool {
            let starts = groupCounts.reduce(into: [0]) { starts, count in starts.append(starts[starts.count - 1] + count) }
            var pieces: [Range<Int>] = []  // of groups
            var firstGroup = 0
            while firstGroup < groupCount {
                var endGroup = firstGroup + 1
                while endGroup < groupCount && starts[endGroup + 1] - starts[firstGroup] <= pieceEntries { endGroup += 1 }
                pieces.append(firstGroup..<endGroup)
                firstGroup = endGroup
            }
            // As many pieces at once as cores, no more: the section is never held whole.
            var next = 0
            while next < pieces.count {
                let round = Array(pieces[next..<min(next + threads, pieces.count)])
                var made = Parallel.map(round.count, jobs: threads) {
                    piece(round[$0], starts: starts, from: keyBlocks, into: buffers.take())
                }
                for (index, groups) in round.enumerated() {
                    // Taken out, not copied: its only holder, so that its room can go back.
                    guard var piece = made[index].take(),
                          IndexCache.positionalWrite(piece, to: descriptor, at: start + starts[groups.lowerBound] * PagedSection.pairs.entrySize)
                    else { return false }
                    piece.withUnsafeBytes { description.add($0) }
                    buffers.give(&piece)
                }
                next += round.count
            }
            return true
        }

        /// The entries of the pairs whose keys' top 16 bits are in `groups` (group `n`'s from entry
        /// `starts[n]`), in order, written in `room` (empty, its capacity used); nil if a block of keys
        /// cannot be read back.
        private func piece(_ groups: Range<Int>, starts: [Int], from keyBlocks: KeyBlocks, into room: consuming [UInt8]) -> [UInt8]? {
            let low = UInt64(groups.lowerBound) << UInt64(64 - groupBits)
            let isLast = groups.upperBound == groupCount
            // Keys below it, unless the piece runs to the last group (whose end would not fit in 64 bits).
            let limit = isLast ? 0 : UInt64(groups.upperBound) << UInt64(64 - groupBits)
            // Each file's keys, and the carried pairs, are sorted: the piece's are a run of them.
            func isBefore(_ key: UInt64) -> Bool { key < low }
            func isInside(_ key: UInt64) -> Bool { isLast || key < limit }
            let groupStarts = starts[groups.lowerBound...groups.upperBound].map { $0 - starts[groups.lowerBound] }
            var nextEntry = Array(groupStarts.dropLast())  // of each group
            // In room a piece before used (its pages met already), zeroed; every entry is written below.
            var piece = room
            piece.reserveCapacity(groupStarts.last! * PagedSection.pairs.entrySize)  // no more than asked for, as `readBytes(into:)`
            piece.append(contentsOf: repeatElement(0, count: groupStarts.last! * PagedSection.pairs.entrySize))
            let complete = piece.withUnsafeMutableBytes { entries -> Bool in
                func place(_ pair: Pair) {
                    let inPiece = group(of: pair.key) - groups.lowerBound
                    Self.store(pair, at: nextEntry[inPiece], in: entries)
                    nextEntry[inPiece] += 1
                }
                var block = -1
                var keys: [UInt8] = []
                for file in files {
                    if Int(file.block) != block {
                        block = Int(file.block)
                        guard keyBlocks.read(block, into: &keys) else { return false }
                    }
                    let at = Int(file.at)
                    var position = partitionPoint(in: 0..<Int(file.count)) { isBefore(Self.key(keys, at: at + $0)) }
                    while position < file.count, case let key = Self.key(keys, at: at + position), isInside(key) {
                        place(Pair(key: key, file: file.file))
                        position += 1
                    }
                }
                var position = partitionPoint(in: carried.indices) { isBefore(carried[$0].key) }
                while position < carried.count && isInside(carried[position].key) {
                    place(carried[position])
                    position += 1
                }
                Self.sortGroups(entries, starts: groupStarts)
                return true
            }
            return complete ? piece : nil
        }

        /// Sorts each group of `entries` (group `n` from entry `starts[n]` to `starts[n + 1]`).
        private static func sortGroups(_ entries: UnsafeMutableRawBufferPointer, starts: [Int]) {
            var group: [Pair] = []
            for first in 0..<(starts.count - 1) where starts[first + 1] - starts[first] > 1 {
                // Most groups are a few pairs (the corpus's average fifteen): sorted where they lie.
                if starts[first + 1] - starts[first] <= 32 {
                    insertionSort(entries, starts[first]..<starts[first + 1])
                    continue
                }
                group.removeAll(keepingCapacity: true)
                for entry in starts[first]..<starts[first + 1] {
                    group.append(Pair(key: UInt64(littleEndian: entries.loadUnaligned(fromByteOffset: entry * entrySize, as: UInt64.self)),
                                      file: UInt32(littleEndian: entries.loadUnaligned(fromByteOffset: entry * entrySize + 8, as: UInt32.self))))
                }
                group.sort()
                for (offset, pair) in group.enumerated() { store(pair, at: starts[first] + offset, in: entries) }
            }
        }

        /// Sorts the entries of `range` by key, then file, in place.
        private static func insertionSort(_ entries: UnsafeMutableRawBufferPointer, _ range: Range<Int>) {
            func pair(at entry: Int) -> Pair {
                Pair(key: UInt64(littleEndian: entries.loadUnaligned(fromByteOffset: entry * entrySize, as: UInt64.self)),
                     file: UInt32(littleEndian: entries.loadUnaligned(fromByteOffset: entry * entrySize + 8, as: UInt32.self)))
            }
            for entry in range.dropFirst() {
                let moving = pair(at: entry)
                var place = entry
                while place > range.lowerBound, case let before = pair(at: place - 1), moving < before {
                    store(before, at: place, in: entries)
                    place -= 1
                }
                if place != entry { store(moving, at: place, in: entries) }
            }
        }

        private static let entrySize = PagedSection.pairs.entrySize

        private static func store(_ pair: Pair, at entry: Int, in entries: UnsafeMutableRawBufferPointer) {
            entries.storeBytes(of: pair.key.littleEndian, toByteOffset: entry * entrySize, as: UInt64.self)
            entries.storeBytes(of: pair.file.littleEndian, toByteOffset: entry * entrySize + 8, as: UInt32.self)
        }

        private static func key(_ keys: [UInt8], at word: Int) -> UInt64 {
            keys.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)) }
        }
    }
}
