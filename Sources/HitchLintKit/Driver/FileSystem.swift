#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few file-system calls the linter makes, over byte paths (a file name need not be UTF-8).
public enum FileSystem {
    public enum EntryKind: Sendable { case regular, directory, symlink, other }

    public struct Status: Sendable {
        public var kind: EntryKind
        public var size: Int
        /// Modification and status-change times, in nanoseconds since 1970.
        public var modified: Int
        public var changed: Int
        public var inode: Int
        public var device: Int
    }

    static func withCPath<T>(_ path: FilePath, _ body: (UnsafePointer<CChar>) -> T) -> T {
        var bytes = path.bytes.isEmpty ? Array(".".utf8) : path.bytes
        bytes.append(0)
        return bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { body($0) }
        }
    }

    /// `lstat` when `followLinks` is false (a link is reported as a link), else `stat`.
    public static func status(_ path: FilePath, followLinks: Bool = true) -> Status? {
        var info = stat()
        let result = withCPath(path) { followLinks ? stat($0, &info) : lstat($0, &info) }
        return result == 0 ? Status(info) : nil
    }

    public static func exists(_ path: FilePath) -> Bool { status(path, followLinks: false) != nil }

    /// The reason of the last failed call, as people read it: `permission denied`.
    static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file or directory"
        case EACCES, EPERM: return "permission denied"
        case EISDIR: return "is a directory"
        case ELOOP: return "too many levels of symbolic links"
        case ENAMETOOLONG: return "file name too long"
        case ENOTDIR: return "not a directory"
        case EIO: return "input/output error"
        case ENOSPC: return "no space left on device"
        default:
            guard let text = strerror(code) else { return "error \(code)" }
            return String(cString: text).lowercased()
        }
    }

    /// Reads a regular file whole. Non-regular files (FIFOs, devices) are refused without being opened
    /// for reading, so a FIFO named `.swift` can never block the run. `isKnownRegular`: a walk just
    /// found it a regular file, so it is opened without looking the path up twice (opened without
    /// blocking and checked again on the descriptor, in case it was swapped since).
    public static func readFile(_ path: FilePath, maximumSize: Int = Int.max, isKnownRegular: Bool = false)
        -> Result<[UInt8], LintError> {
        readFile(path, maximumSize: maximumSize, isKnownRegular: isKnownRegular, openedAs: nil)
    }

    /// `opened`: the path's descriptor, opened already with the flags used here (taken over: closed).
    static func readFile(_ path: FilePath, maximumSize: Int, isKnownRegular: Bool, openedAs opened: Int32?)
        -> Result<[UInt8], LintError> {
        if !isKnownRegular && opened == nil {
            guard let before = status(path) else {
                return .failure(LintError(path: path, summary: "cannot read", reason: reason(errno)))
            }
            guard before.kind == .regular else {
                let what = before.kind == .directory ? "is a directory" : "not a regular file"
                return .failure(LintError(path: path, summary: "cannot read", reason: what))
            }
            guard before.size <= maximumSize else { return .failure(tooLarge(path, size: before.size, maximumSize: maximumSize)) }
        }
        let descriptor = opened ?? withCPath(path) { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
        guard descriptor >= 0 else {
            return .failure(LintError(path: path, summary: "cannot read", reason: reason(errno)))
        }
        defer { close(descriptor) }
        // Checked again on the open descriptor: the path may have been swapped since `stat`.
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            return .failure(LintError(path: path, summary: "cannot read", reason: "not a regular file"))
        }
        guard Int(info.st_size) <= maximumSize else { return .failure(tooLarge(path, size: Int(info.st_size), maximumSize: maximumSize)) }
        switch readAll(descriptor, expectedSize: Int(info.st_size), maximumSize: maximumSize, isRegularFile: true) {
        case .success(let bytes): return .success(bytes)
        case .failure(.tooLarge):
            return .failure(LintError(
                path: path, summary: "skipped", reason: "file grew over the maximum of \(maximumSize) bytes (maxFileSize)",
                isNotice: true))
        case .failure(.system(let code)):
            return .failure(LintError(path: path, summary: "cannot read", reason: reason(code)))
        }
    }

    static func tooLarge(_ path: FilePath, size: Int, maximumSize: Int) -> LintError {
        LintError(path: path, summary: "skipped", reason: "file is \(size) bytes, over the maximum of \(maximumSize) (maxFileSize)",
                  isNotice: true)
    }

    enum ReadFailure: Error {
        case system(Int32)
        case tooLarge
    }

    /// Everything left to read from `descriptor`, in one buffer sized by `expectedSize` (grown if the file
    /// grows meanwhile, up to `maximumSize`). `isRegularFile`: the descriptor is a regular file's and
    /// `expectedSize` its size, so a read that stops short of room for one byte more has met the file's
    /// end (a pipe's short read has not).
    static func readAll(_ descriptor: Int32, expectedSize: Int, maximumSize: Int, isRegularFile: Bool = false)
        -> Result<[UInt8], ReadFailure> {
        // Read into memory that is not zeroed first: the expected size is usually all there is.
        var failure: Int32? = nil
        var reachedEnd = false
        // Room for a byte more than expected: a file of the size its status gave is read whole, and
        // known to end there, by one `read` (without it, a second read of nothing: 26,000 system calls
        // for the benchmark corpus's two passes). Never more than the limit allows, whatever the status
        // said (a file can be swapped after it).
        let capacity = max(0, min(expectedSize, maximumSize) + (isRegularFile ? 1 : 0))
        var bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            while initialized < buffer.count, let start = buffer.baseAddress {
                let asked = buffer.count - initialized
                let count = read(descriptor, start + initialized, asked)
                if count < 0 && errno == EINTR { continue }
                if count < 0 { failure = errno }
                if count <= 0 {
                    reachedEnd = count == 0
                    return
                }
                initialized += count
                if isRegularFile && count < asked && initialized >= expectedSize {
                    reachedEnd = true
                    return
                }
            }
        }
        if let failure { return .failure(.system(failure)) }
        if reachedEnd { return .success(bytes) }  // short of the room, so at most `maximumSize` bytes
        // Then small reads until the end: a file that grew meanwhile grows the array, up to the limit.
        while bytes.count <= maximumSize {
            let count = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4096) { probe in
                let count = read(descriptor, probe.baseAddress!, probe.count)
                if count > 0 { bytes.append(contentsOf: probe[..<count]) }
                return count
            }
            if count < 0 && errno == EINTR { continue }
            if count < 0 { return .failure(.system(errno)) }
            if count == 0 { return .success(bytes) }
        }
        return .failure(.tooLarge)
    }

    /// Writes all of `bytes` to `descriptor`; the `errno` of a failure, or nil.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
    }

    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var written = 0
        while written < bytes.count {
            let count = write(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            written += count
        }
        return nil
    }

    /// The bytes of `descriptor` at `range`, read into `bytes`, whose room is used again: a buffer read
    /// into over and over has its pages met once, where each new array of 128 KB or more is a mapping of
    /// its own whose every page faults in (`FreeMemory.keepLargeBlocksMapped`). False if the file ends
    /// before the range's end or a read fails (what `bytes` holds then is not to be used).
    static func readBytes(_ descriptor: Int32, at range: Range<Int>, into bytes: inout [UInt8]) -> Bool {
        if bytes.count > range.count {
            bytes.removeLast(bytes.count - range.count)
        } else if bytes.count < range.count {
            bytes.reserveCapacity(range.count)  // no more than asked for: grown by doubling, it held up to twice that
            bytes.append(contentsOf: repeatElement(0, count: range.count - bytes.count))
        }
        return bytes.withUnsafeMutableBufferPointer { positionalRead(descriptor, into: $0, at: range.lowerBound) } == range.count
    }

    /// The bytes of `descriptor` at `range`, read into room not zeroed first (`pread`: no file position,
    /// so several threads may read one descriptor at once); nil if the file ends before it or a read fails.
    static func readBytes(_ descriptor: Int32, at range: Range<Int>) -> [UInt8]? {
        var complete = false
        let bytes = [UInt8](unsafeUninitializedCapacity: range.count) { buffer, initialized in
            initialized = positionalRead(descriptor, into: buffer, at: range.lowerBound)
            complete = initialized == buffer.count
        }
        return complete ? bytes : nil
    }

    /// Fills `buffer` from `descriptor` at `offset` (short reads resumed); how many bytes were read, fewer
    /// at the file's end or when a read fails.
    private static func positionalRead(_ descriptor: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
        var filled = 0
        while filled < buffer.count {
            let count = pread(descriptor, buffer.baseAddress! + filled, buffer.count - filled, off_t(offset + filled))
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            filled += count
        }
        return filled
    }

    /// The entries of a directory (not `.` and `..`), with their kinds as `lstat` sees them.
    public static func listDirectory(_ path: FilePath) -> Result<[(name: [UInt8], kind: EntryKind)], LintError> {
        listDirectory(path) { _, _ in false }.map { listing in
            listing.entries.map { (Array(listing.name(of: $0)), $0.kind) }
        }
    }

    /// A folder's entries in name order, their names side by side in one buffer: one allocation a
    /// folder, not one a name (a walk lists every file of a project).
    struct DirectoryListing: Sendable {
        var names: [UInt8] = []
        var entries: [DirectoryEntry] = []

        func name(of entry: DirectoryEntry) -> ArraySlice<UInt8> { names[entry.name] }
    }

    /// A folder's entry. A struct, not a tuple: tuples holding an optional are copied through the
    /// runtime's generic code, for each file of a walk.
    struct DirectoryEntry: Sendable {
        /// Where its name is in the listing's `names`.
        var name: Range<Int>
        var kind: EntryKind
        var status: Status?
    }

    /// The folder's entries, and the `status` (links followed) of those `stats` picks, each looked up
    /// from the open folder: a walk that needs every file's stamp resolves one name a file, not its
    /// whole path.
    static func listDirectory(_ path: FilePath, stating stats: (UnsafeRawBufferPointer, EntryKind) -> Bool)
        -> Result<DirectoryListing, LintError> {
        guard let directory = withCPath(path, { opendir($0) }) else {
            return .failure(LintError(path: path, summary: "cannot read directory", reason: reason(errno)))
        }
        defer { closedir(directory) }
        var listing = DirectoryListing()
        while let entry = readdir(directory) {
            // The name where it lies (an entry is only as long as its name: copying the whole
            // `d_name` field could read past the last one).
            let cName = UnsafeRawPointer(entry).advanced(by: MemoryLayout<dirent>.offset(of: \dirent.d_name)!)
                .assumingMemoryBound(to: CChar.self)
            let name = UnsafeRawBufferPointer(start: cName, count: strlen(cName))
            if name.elementsEqual([0x2E]) || name.elementsEqual([0x2E, 0x2E]) { continue }
            var kind: EntryKind
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): kind = .regular
            case Int32(DT_DIR): kind = .directory
            case Int32(DT_LNK): kind = .symlink
            case Int32(DT_UNKNOWN): kind = status(path.appending(Array(name)), followLinks: false)?.kind ?? .other
            default: kind = .other
            }
            var status: Status? = nil
            if stats(name, kind) {
                var info = stat()
                status = fstatat(dirfd(directory), cName, &info, 0) == 0 ? Status(info) : nil
            }
            let start = listing.names.count
            listing.names.append(contentsOf: name)
            listing.entries.append(DirectoryEntry(name: start..<listing.names.count, kind: kind, status: status))
        }
        // In name order: the file system's is its own. Indices are sorted, not the entries (each
        // carries a status: moving them was most of a warm run's walk).
        let order = ByteString.sortedOrder(of: listing.entries.map { $0.name }, in: listing.names)
        listing.entries = order.map { listing.entries[$0] }
        return .success(listing)
    }

    /// The canonical absolute path (links resolved), or nil.
    public static func realPath(_ path: FilePath) -> FilePath? {
        guard let resolved = withCPath(path, { realpath($0, nil) }) else { return nil }
        defer { free(resolved) }
        let length = strlen(resolved)
        return FilePath(bytes: Array(UnsafeBufferPointer(
            start: UnsafeRawPointer(resolved).assumingMemoryBound(to: UInt8.self), count: length)))
    }

    @discardableResult
    public static func remove(_ path: FilePath) -> Bool { withCPath(path) { unlink($0) } == 0 }

    @discardableResult
    public static func rename(_ from: FilePath, _ to: FilePath) -> Bool {
        withCPath(from) { source in withCPath(to) { target in Glibc_rename(source, target) } } == 0
    }

    @discardableResult
    public static func makeDirectory(_ path: FilePath) -> Bool { withCPath(path) { mkdir($0, 0o755) } == 0 }

    public static func currentDirectory() -> FilePath? {
        guard let cwd = getcwd(nil, 0) else { return nil }
        defer { free(cwd) }
        return FilePath(bytes: Array(UnsafeBufferPointer(
            start: UnsafeRawPointer(cwd).assumingMemoryBound(to: UInt8.self), count: strlen(cwd))))
    }
}

@inline(__always)
private func Glibc_rename(_ source: UnsafePointer<CChar>, _ target: UnsafePointer<CChar>) -> Int32 {
    rename(source, target)
}

extension FileSystem.Status {
    /// From what `stat` filled in.
    init(_ info: stat) {
        let kind: FileSystem.EntryKind
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .regular
        case S_IFDIR: kind = .directory
        case S_IFLNK: kind = .symlink
        default: kind = .other
        }
        #if canImport(Darwin)
        let modified = Int(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int(info.st_mtimespec.tv_nsec)
        let changed = Int(info.st_ctimespec.tv_sec) * 1_000_000_000 + Int(info.st_ctimespec.tv_nsec)
        #else
        let modified = Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec)
        let changed = Int(info.st_ctim.tv_sec) * 1_000_000_000 + Int(info.st_ctim.tv_nsec)
        #endif
        self.init(kind: kind, size: Int(info.st_size), modified: modified, changed: changed,
                  inode: Int(truncatingIfNeeded: info.st_ino), device: Int(truncatingIfNeeded: info.st_dev))
    }
}
