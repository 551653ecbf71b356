#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing files without ever leaving a half-written one: a temporary file in the target's folder,
/// the target's mode copied, written, flushed to disk, renamed over the target, the folder flushed.
/// A symbolic link stays a link: its target is what gets replaced. A device, pipe or socket
/// (`/dev/null`, a named pipe) is written in place: renamed over, it would be replaced by a plain file
/// (`/dev/null` itself, for a run as root); `/dev/stdout`, `/dev/stderr` and `/dev/fd/N` (a shell's
/// `>(…)`) are the descriptors the process was given.
public enum AtomicFile {
    /// `mode` is used for a new file; an existing file keeps its own. With `expecting`, the file must
    /// still hold exactly those bytes when it is replaced (it was read, then fixed): if someone changed
    /// it meanwhile, nothing is written.
    public static func write(_ bytes: [UInt8], to path: FilePath, mode newMode: mode_t = 0o644,
                             expecting original: [UInt8]? = nil) -> Result<Void, LintError> {
        start(path, mode: newMode).flatMap { writer in
            writer.write(bytes)
            return writer.commit(expecting: original)
        }
    }

    /// A writer whose pieces are put in place, as one file, by its `commit` (a report written as it is
    /// made, never held whole).
    public static func start(_ path: FilePath, mode newMode: mode_t = 0o644) -> Result<Writer, LintError> {
        if let inherited = inheritedDescriptor(path) {
            guard fcntl(inherited, F_GETFD) != -1 else { return .failure(failure(path, EBADF)) }
            return .success(Writer(path: path, target: path, descriptor: inherited, ownsDescriptor: false, temporary: nil))
        }
        if let status = FileSystem.status(path), status.kind != .regular {  // `stat` follows every link
            guard status.kind != .directory else { return .failure(failure(path, EISDIR)) }
            let descriptor = FileSystem.withCPath(path) { open($0, O_WRONLY | O_CLOEXEC) }
            guard descriptor >= 0 else { return .failure(failure(path, errno)) }
            return .success(Writer(path: path, target: path, descriptor: descriptor, ownsDescriptor: true, temporary: nil))
        }
        let target = resolveLinks(path)
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

    /// `/dev/stdout`, `/dev/stderr`, `/dev/fd/N`: a descriptor this process already holds, written as
    /// it was opened (appending, say, for `>> log`); opened again by name it would write from the
    /// file's start, over what it held.
    static func inheritedDescriptor(_ path: FilePath) -> Int32? {
        let name = path.bytes
        if name == Array("/dev/stdout".utf8) { return 1 }
        if name == Array("/dev/stderr".utf8) { return 2 }
        for prefix in ["/dev/fd/", "/proc/self/fd/"] where name.starts(with: prefix.utf8) {
            let digits = name.dropFirst(prefix.utf8.count)
            guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
            return digits.reduce(0) { $0 * 10 + Int32($1 - 0x30) }
        }
        return nil
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
            guard isOpen, writeError == nil else { return }
            writeError = FileSystem.writeAll(bytes, to: descriptor)
        }

        /// Puts the file in place (see `AtomicFile.write` for `expecting`); nothing is replaced if any
        /// write failed.
        public func commit(expecting original: [UInt8]? = nil) -> Result<Void, LintError> {
            guard isOpen else { return .failure(AtomicFile.failure(path, EBADF)) }
            guard let temporary else {
                isOpen = false
                if ownsDescriptor { close(descriptor) }
                if let writeError { return .failure(AtomicFile.failure(path, writeError)) }
                guard original == nil else {
                    return .failure(LintError(path: path, summary: "did not fix", reason: "not a regular file"))
                }
                return .success(())
            }
            if let writeError { return abandon(writeError) }
            guard fsync(descriptor) == 0 else { return abandon(errno) }
            if let original, case .success(let now) = FileSystem.readFile(target), now != original {
                abandon()
                return .failure(LintError(path: path, summary: "did not fix", reason: "the file changed since it was read"))
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

    static func failure(_ path: FilePath, _ code: Int32) -> LintError {
        LintError(path: path, summary: "cannot write", reason: FileSystem.reason(code))
    }
}
