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

    /// Blocks of at least this many bytes are mapped.
    static let smallestMapped = 64 << 10

    init(capacity: Int) {
        self.capacity = capacity
        let bytes = max(capacity, 1) * MemoryLayout<FileAnalysis.Reference>.stride
        if bytes >= Self.smallestMapped, let pages = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANON, -1, 0),
           pages != MAP_FAILED {
            base = pages.bindMemory(to: FileAnalysis.Reference.self, capacity: max(capacity, 1))
            mappedBytes = bytes
        } else {
            base = .allocate(capacity: max(capacity, 1))
            mappedBytes = 0
        }
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
        let (block, start) = storage?.reserve(references.count) ?? (ReferenceBlock(capacity: references.count), 0)
        references.withUnsafeBufferPointer { (block.base + start).initialize(from: $0.baseAddress!, count: $0.count) }
        self.init(block: block, start: start, count: references.count)
    }

    private init(block: ReferenceBlock?, start: Int, count: Int) {
        self.block = block
        self.start = start
        endIndex = count
    }

    public var startIndex: Int { 0 }

    public subscript(position: Int) -> FileAnalysis.Reference {
        precondition(position >= 0 && position < endIndex, "reference index out of range")
        return block.unsafelyUnwrapped.base[start + position]
    }

    /// The references at `range` of these (a unit's).
    func slice(_ range: Range<Int32>) -> References {
        precondition(range.lowerBound >= 0 && Int(range.upperBound) <= endIndex, "reference range out of bounds")
        return References(block: block, start: start + Int(range.lowerBound), count: range.count)
    }

    /// Every file's references that pass `isKept`, in one block sized for them; each unit's range
    /// set to its kept references.
    static func keep(in files: inout [FileAnalysis], where isKept: (FileAnalysis.Reference) -> Bool) {
        // Decided once each, in the order they are written (unit by unit: records built by hand may
        // give units ranges that overlap), a bit each: the decision is a table lookup.
        var kept: [UInt64] = []
        var seen = 0
        var total = 0
        for index in files.indices {  // in place: a copy of a record retains each of its arrays
            for unit in files[index].units {
                for reference in files[index].references(of: unit) {
                    if seen % 64 == 0 { kept.append(0) }
                    if isKept(reference) {
                        kept[seen / 64] |= 1 << UInt64(seen % 64)
                        total += 1
                    }
                    seen += 1
                }
            }
        }
        let block = ReferenceBlock(capacity: total)
        var written = 0
        var position = 0
        for index in files.indices {
            let fileStart = written
            for unit in files[index].units.indices {
                let unitStart = written - fileStart
                for reference in files[index].references(of: files[index].units[unit]) {
                    defer { position += 1 }
                    guard kept[position / 64] & (1 << UInt64(position % 64)) != 0 else { continue }
                    precondition(written < total, "kept references overflow their block")
                    (block.base + written).initialize(to: reference)
                    written += 1
                }
                files[index].units[unit].referenceRange = Int32(unitStart)..<Int32(written - fileStart)
            }
            files[index].references = References(block: block, start: fileStart, count: written - fileStart)
        }
    }
}

/// Room for files' references in shared blocks, reserved from any thread: one store for a pass.
final class ReferenceStorage: @unchecked Sendable {
    // The lock guards `current` and `used`; callers write only the room they were given.
    private let lock = Lock()
    private var current: ReferenceBlock?
    private var used = 0
    /// 768 KB: large enough that blocks are few, small enough that a half-used last one costs little.
    static let blockCapacity = 1 << 16

    func reserve(_ count: Int) -> (block: ReferenceBlock, start: Int) {
        // A file with more references than a block holds gets one of its own.
        if count > Self.blockCapacity / 4 { return (ReferenceBlock(capacity: count), 0) }
        return lock.withLock {
            if let current, used + count <= current.capacity {
                defer { used += count }
                return (current, used)
            }
            let block = ReferenceBlock(capacity: Self.blockCapacity)
            current = block
            used = count
            return (block, 0)
        }
    }
}
