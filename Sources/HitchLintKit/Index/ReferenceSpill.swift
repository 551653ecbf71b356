#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A temporary file that holds a large project's references between the index pass and the
/// resolution's drop of those that lead nowhere, outside the process's memory.
///
/// Most of a million references (12 bytes each on the benchmark corpus, 10 MB) are written by the index
/// pass and read once more by the drop, which keeps about one in eight. Held in memory they were a
/// sixth of the peak, reached while the resolver's first tables are built beside them. Each block of
/// them is a shared mapping of a range of this file: once written, its pages are let go from the
/// process (`ReferenceBlock.releasePages`), and they come back from the page cache when read. The file
/// is unlinked as soon as it is made: the system reclaims it when the last block is unmapped.
///
/// Only on Linux, where room in the file is reserved before it is written: a shared mapping written
/// past what the disk can hold would stop the process with `SIGBUS`. Without a file (another system,
/// no temporary folder, no room), references stay in memory, as they did before.
final class ReferenceSpill: @unchecked Sendable {
    private let descriptor: Int32
    // The lock guards `end`: blocks are mapped from any of the index pass's threads.
    private let lock = Lock()
    private var end = 0

    private init(descriptor: Int32) { self.descriptor = descriptor }

    deinit { close(descriptor) }

    /// A new spill file (`UnlinkedTemporaryFile`); nil where spilling is not done.
    static func make() -> ReferenceSpill? {
        #if os(Linux)
        return UnlinkedTemporaryFile.open(prefix: "hitchlint-references").map(ReferenceSpill.init)
        #else
        return nil
        #endif
    }

    /// `bytes` (a whole number of pages) of new room in the file, reserved on disk and mapped shared;
    /// nil when the disk has no room or the mapping fails.
    func map(_ bytes: Int) -> UnsafeMutableRawPointer? {
        #if os(Linux)
        return lock.withLock {
            guard posix_fallocate(descriptor, off_t(end), off_t(bytes)) == 0,
                  let pages = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, off_t(end)),
                  pages != MAP_FAILED else { return nil }
            end += bytes
            return pages
        }
        #else
        return nil
        #endif
    }

    /// The system's page size: spilled blocks are whole pages, each at a page of the file.
    static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// Lets go of spilled blocks' pages as the drop of references (`References.keep`) passes them: a block
/// whose files have all been read in a step of the drop is released, so the pages read back from the
/// spill file do not pile up in memory again. One for each step (deciding, then writing).
final class SpilledBlockRelease: @unchecked Sendable {
    private let lock = Lock()
    private var blockOfIdentity: [ObjectIdentifier: Int] = [:]
    private var blocks: [ReferenceBlock] = []
    /// For each block, how many of its references the files still to be read hold.
    private var unread: [Int] = []

    /// For the references of `files` that are in spilled blocks. Each record's references are read in
    /// place: through a key path, each record was copied (its arrays retained and released), three
    /// times over a project's records on the resolution's one thread.
    convenience init(_ files: [FileAnalysis]) { self.init(references: files.indices.lazy.map { files[$0].references }) }

    /// For those of `references` (each a file's) that are in spilled blocks.
    init<Files: Sequence<References>>(references: Files) {
        // Files one after another share a block (about a thousand of them): it is looked up by identity
        // only when it changes. Looked up for each file, it was half of this, made three times on the
        // resolution's one thread.
        var last: (identity: ObjectIdentifier, index: Int)? = nil
        for file in references {
            guard let block = file.spilledBlock else { continue }
            let identity = ObjectIdentifier(block)
            if let last, last.identity == identity {
                unread[last.index] += file.count
            } else if let known = blockOfIdentity[identity] {
                unread[known] += file.count
                last = (identity, known)
            } else {
                last = (identity, blocks.count)
                blockOfIdentity[identity] = blocks.count
                blocks.append(block)
                unread.append(file.count)
            }
        }
    }

    /// Every spilled block's pages let go (once they have been written, or read before the drop).
    func releaseAll() { for block in blocks { block.releasePages() } }

    /// `references` (a file's) have been read: their block's pages are let go once all its files' are.
    func read(_ references: References) {
        guard !blocks.isEmpty, let block = references.spilledBlock, !references.isEmpty else { return }
        let finished: ReferenceBlock? = lock.withLock {
            guard let index = blockOfIdentity[ObjectIdentifier(block)] else { return nil }
            unread[index] -= references.count
            return unread[index] == 0 ? blocks[index] : nil
        }
        finished?.releasePages()
    }
}
