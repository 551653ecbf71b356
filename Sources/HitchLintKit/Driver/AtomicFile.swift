#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing files without ever leaving a half-written one: a temporary file in the target's folder,
/// the target's mode copied, written, flushed to disk, renamed over the target, the folder flushed.
/// A symbolic link stays a link: its target is what gets replaced.
public enum AtomicFile {
    /// Replaces (or creates) a file whole: a hook, settings, a fixed source. `mode` is used for a new
    /// file; an existing file keeps its own. With `expectingChecksum`, the file must still hold the bytes
    /// of that `Checksum` when it is replaced (it was read, then fixed): if someone changed it meanwhile,
    /// nothing is written. A device, pipe or socket is refused: these must be files.
    public static func write(_ bytes: [UInt8], to path: FilePath, mode newMode: mode_t = 0o644,
                             expectingChecksum original: UInt64? = nil) -> Result<Void, LintError> {
        replacing(path, mode: newMode).flatMap { writer in
            writer.write(bytes)
            return writer.commit(expectingChecksum: original)
        }
    }

    /// Output a user points somewhere (a report, a baseline, a stamp), whole.
    public static func writeOutput(_ bytes: [UInt8], to path: FilePath) -> Result<Void, LintError> {
        start(path).flatMap { writer in
            writer.write(bytes)
            return writer.commit()
        }
    }

    /// A writer of output, in pieces put in place as one file by its `commit` (a report written as it
    /// is made, never held whole). A device, pipe or socket (`/dev/null`, a named pipe, a shell's
    /// `>(…)`) is written in place: renamed over, it would become a plain file (`/dev/null` itself, for
    /// a run as root); a pipe waits for its reader, as a shell's redirection does. `/dev/stdout` and
    /// `/dev/stderr` are the descriptors the process was given, written as they were opened (appending
    /// for `>> log`; opened again by name, a file would be written from its start, over what it held).
    public static func start(_ path: FilePath, mode newMode: mode_t = 0o644) -> Result<Writer, LintError> {
        if let standard = standardDescriptors[path.lossyString] {
            return .success(Writer(path: path, target: path, descriptor: standard, ownsDescriptor: false, temporary: nil))
        }
        if let status = FileSystem.status(path), status.kind != .regular && status.kind != .directory {
            let descriptor = FileSystem.withCPath(path) { open($0, O_WRONLY | O_CLOEXEC) }  // `open` follows every link
            guard descriptor >= 0 else { return .failure(failure(path, errno)) }
            return .success(Writer(path: path, target: path, descriptor: descriptor, ownsDescriptor: true, temporary: nil))
        }
        return replacing(path, mode: newMode)
    }

    /// The names of standard output and error (descriptors 0 to 2 are always open: see
    /// `OutputStream.ensureStandardDescriptors`). Other `/dev/fd/N` are opened by name: a number alone
    /// could name a descriptor the process opened for itself.
    private static let standardDescriptors: [String: Int32] = [
        "/dev/stdout": 1, "/dev/stderr": 2, "/dev/fd/1": 1, "/dev/fd/2": 2, "/proc/self/fd/1": 1, "/proc/self/fd/2": 2,
    ]

    /// A writer to a temporary file beside the target (links followed), renamed over it on `commit`.
    private static func replacing(_ path: FilePath, mode newMode: mode_t) -> Result<Writer, LintError> {
        let target = resolveLinks(path)
        if let status = FileSystem.status(target), status.kind != .regular {
            guard status.kind == .directory else {
                return .failure(LintError(path: path, summary: "cannot write", reason: "not a regular file"))
            }
            return .failure(failure(path, EISDIR))
        }
        var template = target.parent.appending(Array(".\(String(decoding: target.lastComponent, as: UTF8.self)).hitchlint-XXXXXX".utf8)).bytes
        template.append(0)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { mkstemp($0) }
        }
        guard descriptor >= 0 else { return .failure(failure(path, errno)) }
        let writer = Writer(path: path, target: target, descriptor: descriptor, ownsDescriptor: true,
                            temporary: FilePath(bytes: Array(template.dropLast())))
        var info = stat()
        let mode: mode_t = FileSystem.withCPath(target) { stat($0, &info) } == 0 ? info.st_mode & 0o7777 : newMode
        guard fchmod(descriptor, mode) == 0 else { return .failure(failure(path, errno)) }  // the writer removes its file
        return .success(writer)
    }

    /// One file being written: to a temporary file until `commit` renames it over the target, or in
    /// place for a target that is no regular file. Released uncommitted, it removes its temporary file.
    public final class Writer {
        /// As the caller named it, for messages.
        private let path: FilePath
        private let target: FilePath
        private let descriptor: Int32
        /// False for an inherited descriptor (standard output), which stays open.
        private let ownsDescriptor: Bool
        private let temporary: FilePath?
        private var isOpen = true
        /// The first failed write's `errno`: later pieces are dropped, and `commit` reports it.
        private var writeError: Int32?
        /// A pipe written in place whose reader has gone (`-o /dev/stdout | head`): the rest is dropped
        /// quietly, as for standard output.
        private var readerHasGone = false

        fileprivate init(path: FilePath, target: FilePath, descriptor: Int32, ownsDescriptor: Bool, temporary: FilePath?) {
            self.path = path
            self.target = target
            self.descriptor = descriptor
            self.ownsDescriptor = ownsDescriptor
            self.temporary = temporary
        }

        deinit { if isOpen { abandon() } }

        public func write(_ bytes: [UInt8]) { bytes.withUnsafeBytes { write($0) } }

        public func write(_ bytes: UnsafeRawBufferPointer) {
            guard isOpen, writeError == nil, !readerHasGone, let code = FileSystem.writeAll(bytes, to: descriptor) else { return }
            if code == EPIPE && temporary == nil { readerHasGone = true } else { writeError = code }
        }

        /// Puts the file in place (see `AtomicFile.write` for `expectingChecksum`, which only a file
        /// replaced whole can be given); nothing is replaced if any write failed.
        public func commit(expectingChecksum original: UInt64? = nil) -> Result<Void, LintError> {
            guard isOpen else { return .failure(AtomicFile.failure(path, EBADF)) }
            guard let temporary else {
                precondition(original == nil, "only a file replaced whole is compared before it is replaced")
                isOpen = false
                if ownsDescriptor { close(descriptor) }
                if let writeError { return .failure(AtomicFile.failure(path, writeError)) }
                return .success(())
            }
            if let writeError { return abandon(writeError) }
            guard fsync(descriptor) == 0 else { return abandon(errno) }
            if let original, case .success(let now) = FileSystem.readFile(target), Checksum.of(now) != original {
                abandon()
                return .failure(AtomicFile.changedSinceRead(path))
            }
            isOpen = false
            close(descriptor)
            let renamed = FileSystem.withCPath(temporary) { from in FileSystem.withCPath(target) { to in rename(from, to) } }
            guard renamed == 0 else {
                let code = errno
                _ = FileSystem.withCPath(temporary) { unlink($0) }
                return .failure(AtomicFile.failure(path, code))
            }
            let folderDescriptor = FileSystem.withCPath(target.parent) { open($0, O_RDONLY | O_DIRECTORY) }
            if folderDescriptor >= 0 {
                fsync(folderDescriptor)
                close(folderDescriptor)
            }
            return .success(())
        }

        /// Closes without putting anything in place; the temporary file is removed.
        private func abandon(_ code: Int32) -> Result<Void, LintError> {
            abandon()
            return .failure(AtomicFile.failure(path, code))
        }

        private func abandon() {
            isOpen = false
            if ownsDescriptor { close(descriptor) }
            if let temporary { _ = FileSystem.withCPath(temporary) { unlink($0) } }
        }
    }

    /// Appends (for files others append to as well, like `$GITHUB_STEP_SUMMARY`).
    public static func append(_ bytes: [UInt8], to path: FilePath) -> Result<Void, LintError> {
        let descriptor = FileSystem.withCPath(path) { open($0, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644) }
        guard descriptor >= 0 else { return .failure(failure(path, errno)) }
        defer { close(descriptor) }
        if let code = FileSystem.writeAll(bytes, to: descriptor) { return .failure(failure(path, code)) }
        return .success(())
    }

    /// Follows a chain of links to the file they name (bounded, for loops).
    static func resolveLinks(_ path: FilePath) -> FilePath {
        var current = path
        for _ in 0..<40 {
            guard FileSystem.status(current, followLinks: false)?.kind == .symlink else { return current }
            var buffer = [CChar](repeating: 0, count: 4096)
            let length = FileSystem.withCPath(current) { readlink($0, &buffer, buffer.count) }
            guard length > 0 else { return current }
            let link = buffer.prefix(length).map { UInt8(bitPattern: $0) }
            current = link.first == UInt8(ascii: "/") ? FilePath(bytes: link) : current.parent.appending(link)
        }
        return current
    }

    /// A fixed file not written (or diffed): its bytes are no longer those the fixes were made on.
    static func changedSinceRead(_ path: FilePath) -> LintError {
        LintError(path: path, summary: "did not fix", reason: "the file changed since it was read")
    }

    static func failure(_ path: FilePath, _ code: Int32) -> LintError {
        LintError(path: path, summary: "cannot write", reason: FileSystem.reason(code))
    }
}
