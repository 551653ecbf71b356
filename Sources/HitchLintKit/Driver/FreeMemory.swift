#if canImport(Glibc)
import Glibc
#endif

/// Hands back to the system the memory a finished phase freed.
///
/// glibc's allocator keeps freed memory inside its heap resident, for later allocations: after the
/// resolution, the tables it built (a few bytes for each unit of the project, tens of thousands of units)
/// lie freed below the records still in use, and the second pass would carry them to the end of the
/// run. `malloc_trim` returns their whole pages (on the corpus, 8.7 MB, in one call of some 13,000
/// instructions). Other systems' allocators return free pages on their own.
enum FreeMemory {
    /// Keeps every large block (128 KB and more: the resolution's tables, a large file's tokens) in a
    /// mapping of its own, handed back to the system when it is freed. glibc otherwise raises that
    /// threshold each time such a block is freed (up to 32 MB), and later large blocks come from the heap,
    /// where the room they leave when freed stays resident. Corpus, 2 jobs: peak 62.8 → 62.3 MiB at the
    /// same speed. Called once, before a run's allocations.
    static func keepLargeBlocksMapped() {
        #if canImport(Glibc)
        typealias Option = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(nil, "mallopt") else { return }
        let mmapThreshold: Int32 = -3  // `M_MMAP_THRESHOLD` in `malloc.h`; setting it also stops its rise
        _ = unsafeBitCast(symbol, to: Option.self)(mmapThreshold, 128 * 1024)
        #endif
    }

    static func returnToSystem() {
        #if canImport(Glibc)
        // Declared in `malloc.h`, which the Glibc module leaves out: looked up by name (musl has none).
        typealias Trim = @convention(c) (Int) -> Int32
        guard let symbol = dlsym(nil, "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
        #endif
    }
}
