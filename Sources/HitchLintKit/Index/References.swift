import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Files' references kept in a few large blocks, not one small array a file.
///
/// The index pass of a large project writes most of a million references, and the resolver keeps
/// about one in six. Freed one small array at a time, the dropped ones left holes among the records
/// that the resolver's large tables could not reuse (a tenth of the peak memory of the benchmark
/// corpus); freed a block at a time, their memory goes back to the system.
final class ReferenceBlock: @unchecked Sendable {
    // Each range is written once, by the one analysis that reserved it, before anyone reads it;
    // nothing writes a block after that.
    let base: UnsafeMutablePointer<FileAnalysis.Reference>
    let capacity: Int
    /// Mapped pages rather than `malloc`'s: `malloc` keeps a large block freed by another thread
    /// than the one that made it (the index pass's workers make them, the resolver frees them) for
    /// that thread's later use, and raises its own threshold for mapping past a block this size.
    private let mappedBytes: Int
    /// Whether the block is a range of a spill file (`ReferenceSpill`) rather than memory.
    let isSpilled: Bool

    /// Blocks of at least this many bytes are mapped.
    static let smallestMapped = 64 << 10

    /// Room for `capacity` references: in `spill` when given and it has room, else in memory.
    init(capacity: Int, spill: ReferenceSpill? = nil) {
        self.capacity = capacity
        let bytes = max(capacity, 1) * MemoryLayout<FileAnalysis.Reference>.stride
        let pageSize = ReferenceSpill.pageSize
        let spillBytes = (bytes + pageSize - 1) / pageSize * pageSize
        if let spill, let pages = spill.map(spillBytes) {
            base = pages.bindMemory(to: FileAnalysis.Reference.self, capacity: max(capacity, 1))
            (mappedBytes, isSpilled) = (spillBytes, true)
        } else if bytes >= Self.smallestMapped,
                  let pages = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANON, -1, 0), pages != MAP_FAILED {
            base = pages.bindMemory(to: FileAnalysis.Reference.self, capacity: max(capacity, 1))
            (mappedBytes, isSpilled) = (bytes, false)
        } else {
            base = .allocate(capacity: max(capacity, 1))
            (mappedBytes, isSpilled) = (0, false)
        }
    }

    /// Lets go of a spilled block's pages: what was written stays in the spill file (the page cache),
    /// and comes back when read. A thread still writing its room in the block only brings a page back.
    func releasePages() {
        guard isSpilled else { return }
        _ = madvise(UnsafeMutableRawPointer(base), mappedBytes, Int32(MADV_DONTNEED))
    }

    deinit {
        if mappedBytes > 0 { munmap(base, mappedBytes) } else { base.deallocate() }
    }
}

/// One file's references: a range of a block.
public struct References: RandomAccessCollection, Sendable {
    private let block: ReferenceBlock?
    private let start: Int
    public let endIndex: Int

    public init() {
        block = nil
        start = 0
        endIndex = 0
    }

    /// `references` in a block of their own, or in room reserved from `storage`.
    init(_ references: [FileAnalysis.Reference], in storage: ReferenceStorage? = nil) {
        guard !references.isEmpty else {
            self.init()
            return
        }
        let (block, start) = storage?.store(references) ?? ReferenceStorage.storeAlone(references, spill: nil)
        self.init(block: block, start: start, count: references.count)
    }

    private init(block: ReferenceBlock?, start: Int, count: Int) {
        self.block = block
        self.start = start
        endIndex = count
    }

    public var startIndex: Int { 0 }

    /// The block holding these references, when it is a range of a spill file.
    var spilledBlock: ReferenceBlock? { block?.isSpilled == true ? block : nil }

    public subscript(position: Int) -> FileAnalysis.Reference {
        precondition(position >= 0 && position < endIndex, "reference index out of range")
        return block.unsafelyUnwrapped.base[start + position]
    }

    /// The references at `range` of these (a unit's).
    func slice(_ range: Range<Int32>) -> References {
        precondition(range.lowerBound >= 0 && Int(range.upperBound) <= endIndex, "reference range out of bounds")
        return References(block: block, start: start + Int(range.lowerBound), count: range.count)
    }

    /// Every file's references that `filter` keeps, in one block sized for them; each unit's range
    /// set to its kept references. The files are split among `threads` (the decisions are table lookups,
    /// a fifth of the resolution, which runs while the other cores wait): each share's kept references
    /// go to their own part of the block, in file order, as one thread would put them.
    static func keep<Filter: ReferenceFilter>(in files: inout [FileAnalysis], threads: Int = 1, where filter: Filter) {
        let shares = FileShares(files, threads: threads)
        // Decided once each, in the order they are written (unit by unit: records built by hand may
        // give units ranges that overlap), a bit each: each share's bits start at a word of their own.
        var bitStarts = [0]
        for count in shares.references { bitStarts.append(bitStarts.last! + (count + 63) / 64 * 64) }
        let firstBit = bitStarts
        var kept = [UInt64](repeating: 0, count: firstBit.last! / 64)
        // Spilled references come back from their file as they are read: let go again block by block.
        let decided = SpilledBlockRelease(files), written = SpilledBlockRelease(files)
        let keptCounts = kept.withUnsafeMutableBufferPointer {
            Self.decide(files, shares, bits: SharedBuffer($0), from: firstBit, filter, release: decided)
        }
        let total = keptCounts.reduce(0, +)
        let block = ReferenceBlock(capacity: total)
        var firstKept = [0]
        for count in keptCounts { firstKept.append(firstKept.last! + count) }
        let starts = firstKept
        kept.withUnsafeBufferPointer { bits in
            files.withUnsafeMutableBufferPointer { buffer in
                let files = SharedBuffer(buffer), bits = SharedBuffer(UnsafeMutableBufferPointer(mutating: bits))
                shares.forEach { share in
                    Self.write(files, shares.files[share], bits: bits, from: firstBit[share],
                               to: block, at: starts[share], until: starts[share + 1], release: written)
                }
            }
        }
    }

    /// Decides each share's references, on its own thread: how many of each are kept.
    /// `firstBit`: where each share's bits start.
    private static func decide<Filter: ReferenceFilter>(_ files: [FileAnalysis], _ shares: FileShares, bits: SharedBuffer<UInt64>,
                                                        from firstBit: [Int], _ filter: Filter, release: SpilledBlockRelease) -> [Int] {
        shares.map { share in Self.decide(files, shares.files[share], bits: bits, from: firstBit[share], filter, release: release) }
    }

    /// Decides the references of `range`'s files, setting bit `first + n` for the n-th one (each in
    /// the order it is to be written) that is kept; returns how many are kept. `release`: told of each
    /// file's references once read.
    private static func decide<Filter: ReferenceFilter>(_ files: [FileAnalysis], _ range: Range<Int>, bits: SharedBuffer<UInt64>,
                                                        from first: Int, _ filter: Filter, release: SpilledBlockRelease) -> Int {
        var position = first
        var total = 0
        for index in range {  // in place: a copy of a record retains each of its arrays
            for unit in files[index].units {
                for reference in files[index].references(of: unit) {
                    if filter.keeps(reference) {
                        bits[position / 64] |= 1 << UInt64(position % 64)
                        total += 1
                    }
                    position += 1
                }
            }
            release.read(files[index].references)
        }
        return total
    }

    /// Copies the kept references of `range`'s files to `block`, from `start` (and not past `end`), and
    /// points each file and unit at its own. `release`: told of each file's references once read.
    private static func write(_ files: SharedBuffer<FileAnalysis>, _ range: Range<Int>, bits: SharedBuffer<UInt64>,
                              from first: Int, to block: ReferenceBlock, at start: Int, until end: Int,
                              release: SpilledBlockRelease) {
        var written = start
        var position = first
        for index in range {
            let fileStart = written
            for unit in files[index].units.indices {
                let unitStart = written - fileStart
                for reference in files[index].references(of: files[index].units[unit]) {
                    defer { position += 1 }
                    guard bits[position / 64] & (1 << UInt64(position % 64)) != 0 else { continue }
                    precondition(written < end, "kept references overflow their block")
                    (block.base + written).initialize(to: reference)
                    written += 1
                }
                files[index].units[unit].referenceRange = Int32(unitStart)..<Int32(written - fileStart)
            }
            release.read(files[index].references)
            files[index].references = References(block: block, start: fileStart, count: written - fileStart)
        }
    }
}

/// Files split into contiguous shares of about as many references, one for each thread: the drop of
/// the references that lead nowhere (`References.keep`) runs on every core.
struct FileShares: Sendable {
    let files: [Range<Int>]
    /// How many references each share reads (units' ranges may overlap: counted as they are read).
    let references: [Int]
    var count: Int { files.count }

    init(_ analyses: [FileAnalysis], threads: Int) {
        var perFile: [Int] = []
        perFile.reserveCapacity(analyses.count)
        for index in analyses.indices {
            perFile.append(analyses[index].units.reduce(0) { $0 + $1.referenceRange.count })
        }
        let all = perFile.reduce(0, +)
        // One share for a small project: waking a thread costs about as much as a few thousand lookups.
        let shareCount = all < 1 << 12 ? 1 : max(1, min(threads, analyses.count))
        var files: [Range<Int>] = []
        var references: [Int] = []
        var start = 0
        var seen = 0
        var inShare = 0
        for index in analyses.indices {
            seen += perFile[index]
            inShare += perFile[index]
            let isLast = index == analyses.count - 1
            if isLast || files.count < shareCount - 1 && seen * shareCount >= all * (files.count + 1) {
                files.append(start..<(index + 1))
                references.append(inShare)
                start = index + 1
                inShare = 0
            }
        }
        if files.isEmpty { (files, references) = ([0..<0], [0]) }
        self.files = files
        self.references = references
    }

    /// `body` for each share, each on a thread of its own when there are several.
    func forEach(_ body: @Sendable (Int) -> Void) {
        guard count > 1 else { return body(0) }
        DispatchQueue.concurrentPerform(iterations: count, execute: body)
    }

    /// `body`'s result for each share, in order, each made on a thread of its own when there are several.
    func map<T>(_ body: @Sendable (Int) -> T) -> [T] {
        Parallel.map(count, jobs: count, body)
    }
}

/// A buffer written by several threads at once, each at indices no other thread touches.
struct SharedBuffer<Element>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Element>

    init(_ buffer: UnsafeMutableBufferPointer<Element>) { self.buffer = buffer }

    subscript(index: Int) -> Element {
        get { buffer[index] }
        nonmutating _modify { yield &buffer[index] }
    }
}

/// Which references `References.keep` keeps.
protocol ReferenceFilter: Sendable {
    func keeps(_ reference: FileAnalysis.Reference) -> Bool
}

/// Room for files' references in shared blocks, reserved from any thread: one store for a pass over a
/// project (the index pass, or the records decoded from its cache).
final class ReferenceStorage: @unchecked Sendable {
    // The lock guards `current`, `used` and `spill`; callers write only the room they were given.
    private let lock = Lock()
    private var current: ReferenceBlock?
    private var used = 0
    /// Where blocks past the first go (`ReferenceSpill`), and the blocks of files of their own; made when
    /// the first such block is needed (a project of a thousand files or so, or a file of more than 16,384
    /// references): a small project's references stay in memory, and it makes no file.
    private var spill: ReferenceSpill?
    private var spillFailed = false
    /// 768 KB: large enough that blocks are few, small enough that a half-used last one costs little.
    static let blockCapacity = 1 << 16

    /// `references` written to room of a block: where they start in it.
    func store(_ references: [FileAnalysis.Reference]) -> (block: ReferenceBlock, start: Int) {
        // A file with more references than a block holds gets one of its own.
        if references.count > Self.blockCapacity / 4 { return Self.storeAlone(references, spill: lock.withLock { spillFile() }) }
        let (block, start) = reserve(references.count)
        references.withUnsafeBufferPointer { (block.base + start).initialize(from: $0.baseAddress!, count: $0.count) }
        return (block, start)
    }

    /// `references` in a block of their own (in `spill` when given: its pages let go once written).
    static func storeAlone(_ references: [FileAnalysis.Reference], spill: ReferenceSpill?) -> (block: ReferenceBlock, start: Int) {
        let block = ReferenceBlock(capacity: references.count, spill: spill)
        references.withUnsafeBufferPointer { block.base.initialize(from: $0.baseAddress!, count: $0.count) }
        block.releasePages()
        return (block, 0)
    }

    private func reserve(_ count: Int) -> (block: ReferenceBlock, start: Int) {
        lock.withLock {
            if let current, used + count <= current.capacity {
                defer { used += count }
                return (current, used)
            }
            // The full block's pages are written (a thread may still be writing its room in it: that
            // brings a page back, let go with the rest when the resolution starts).
            current?.releasePages()
            let block = ReferenceBlock(capacity: Self.blockCapacity, spill: current == nil ? nil : spillFile())
            current = block
            used = count
            return (block, 0)
        }
    }

    /// The spill file, made at the first call; nil when it could not be made. Called with the lock held.
    private func spillFile() -> ReferenceSpill? {
        guard spill == nil, !spillFailed else { return spill }
        spill = ReferenceSpill.make()
        spillFailed = spill == nil
        return spill
    }
}
