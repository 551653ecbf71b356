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
    static func returnToSystem() {
        #if canImport(Glibc)
        // Declared in `malloc.h`, which the Glibc module leaves out: looked up by name (musl has none).
        typealias Trim = @convention(c) (Int) -> Int32
        guard let symbol = dlsym(nil, "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
        #endif
    }
}
