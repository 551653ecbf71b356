#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Opens the files a pass is about to read a little ahead of its workers, and asks the kernel to
/// start reading each one; a worker then reads the file through the descriptor opened for it.
///
/// On a cold page cache each worker otherwise waits on the disk for every file it opens and reads, one
/// file at a time: a fifth of the index pass's threads' time on the benchmark corpus. Here those reads
/// run while the workers tokenize. A worker takes over the descriptor (no second `open`: on this
/// machine an `open` and `close` cost 5 µs, 84 ms for the corpus's files, for nothing when they are
/// cached), and one it comes to before it is opened it opens itself, as before. At most `lead` files
/// are open ahead.
final class ReadAhead: @unchecked Sendable {
    private let lock = Lock()
    /// Guarded by `lock`: by index, a descriptor opened and not yet taken (-1: none); the highest index
    /// a worker has come to; whether the pass has ended.
    private var descriptors: [Int32]
    private var reached = -1
    private var isStopped = false
    private let paths: [FilePath?]
    private let lead: Int
    #if canImport(Glibc) || canImport(Musl)
    /// A thread of its own, not one of the pool's: it sleeps and waits on the disk, and in the pool
    /// it made the dispatch library start another thread to stand in for it.
    private var thread = pthread_t()
    #endif

    /// Starts reading ahead through `paths`, by the index of the work that reads them (nil: a file not
    /// read here, or not known to be regular); nil where the system has no such advice.
    static func start(_ paths: [FilePath?], lead: Int = 64) -> ReadAhead? {
        #if canImport(Glibc) || canImport(Musl)
        // Never so many open that a worker's own `open` could fail: at most half of what the limit on
        // open files leaves beyond 64 for the rest of the run (with `ulimit -n 100`, 18; with 24, none).
        let lead = min(lead, (openFileLimit() - 64) / 2)
        guard lead >= 8 else { return nil }
        let readAhead = ReadAhead(paths, lead: lead)
        let retained = Unmanaged.passRetained(readAhead)  // the thread's, released when it ends
        let started = pthread_create(&readAhead.thread, nil, { context in
            Unmanaged<ReadAhead>.fromOpaque(context!).takeRetainedValue().run()
            return nil
        }, retained.toOpaque())
        guard started == 0 else {
            retained.release()
            return nil
        }
        return readAhead
        #else
        return nil
        #endif
    }

    #if canImport(Glibc) || canImport(Musl)
    /// How many files this process may hold open.
    private static func openFileLimit() -> Int {
        var limit = rlimit()
        #if canImport(Glibc)
        let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
        let resource = RLIMIT_NOFILE
        #endif
        guard getrlimit(resource, &limit) == 0 else { return 0 }
        return Int(clamping: limit.rlim_cur)  // no limit: the largest value
    }
    #endif

    private init(_ paths: [FilePath?], lead: Int) {
        descriptors = Array(repeating: -1, count: paths.count)
        self.paths = paths
        self.lead = lead
    }

    /// The descriptor opened for the file at `index`, now the caller's to close; nil if it was not
    /// opened ahead (the caller opens the file itself).
    func take(_ index: Int) -> Int32? {
        lock.withLock {
            reached = max(reached, index)
            guard index >= 0 && index < descriptors.count && descriptors[index] >= 0 else { return nil }
            defer { descriptors[index] = -1 }
            return descriptors[index]
        }
    }

    /// Ends the reading ahead: waits for its thread, and closes what no worker took.
    func stop() {
        lock.withLock { isStopped = true }
        #if canImport(Glibc) || canImport(Musl)
        pthread_join(thread, nil)
        #endif
        lock.withLock {
            for index in descriptors.indices where descriptors[index] >= 0 { close(descriptors[index]) }
            descriptors = []
        }
    }

    private func run() {
        #if canImport(Glibc) || canImport(Musl)
        for (index, path) in paths.enumerated() {
            guard let path else { continue }
            switch waitForTurn(of: index) {
            case .stop: return
            case .skip: continue
            case .open: break
            }
            // The flags `FileSystem.readFile` opens with: a worker checks the descriptor as its own.
            let descriptor = FileSystem.withCPath(path) { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
            guard descriptor >= 0 else { continue }
            _ = posix_fadvise(descriptor, 0, 0, POSIX_FADV_WILLNEED)
            let isKept = lock.withLock {
                guard !isStopped && index > reached else { return false }
                descriptors[index] = descriptor
                return true
            }
            if !isKept { close(descriptor) }  // a worker came to it first, or the pass is over
        }
        #endif
    }

    private enum Turn { case open, skip, stop }

    /// Waits until `index` is at most `lead` files ahead of the workers; `skip` when a worker has
    /// already come to it.
    private func waitForTurn(of index: Int) -> Turn {
        while true {
            let (workersAt, stopped) = lock.withLock { (reached, isStopped) }
            if stopped { return .stop }
            if index <= workersAt { return .skip }
            if index <= workersAt + lead { return .open }
            usleep(1000)  // the workers take a file in 40–80 µs: a few dozen files a wake-up
        }
    }
}
