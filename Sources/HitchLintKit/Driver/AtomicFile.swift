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
    /// `mode` is used for a new file; an existing file keeps its own. With `expecting`, the file must
    /// still hold exactly those bytes when it is replaced (it was read, then fixed): if someone changed
    /// it meanwhile, nothing is written.
    public static func write(_ bytes: [UInt8], to path: FilePath, mode newMode: mode_t = 0o644,
                             expecting original: [UInt8]? = nil) -> Result<Void, LintError> {
        let target = resolveLinks(path)
        let folder = target.parent
        var template = folder.appending(Array(".\(String(decoding: target.lastComponent, as: UTF8.self)).hitchlint-XXXXXX".utf8)).bytes
        template.append(0)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { mkstemp($0) }
        }
        guard descriptor >= 0 else { return .failure(failure(path, errno)) }
        let temporary = FilePath(bytes: Array(template.dropLast()))
        func abandon(_ code: Int32) -> Result<Void, LintError> {
            close(descriptor)
            _ = FileSystem.withCPath(temporary) { unlink($0) }
            return .failure(failure(path, code))
        }
        var info = stat()
        let mode: mode_t = FileSystem.withCPath(target) { stat($0, &info) } == 0 ? info.st_mode & 0o7777 : newMode
        guard fchmod(descriptor, mode) == 0 else { return abandon(errno) }
        if let code = FileSystem.writeAll(bytes, to: descriptor) { return abandon(code) }
        guard fsync(descriptor) == 0 else { return abandon(errno) }
        if let original, case .success(let now) = FileSystem.readFile(target), now != original {
            close(descriptor)
            _ = FileSystem.withCPath(temporary) { unlink($0) }
            return .failure(LintError(path: path, summary: "did not fix", reason: "the file changed since it was read"))
        }
        close(descriptor)
        let renamed = FileSystem.withCPath(temporary) { from in FileSystem.withCPath(target) { to in rename(from, to) } }
        guard renamed == 0 else {
            let code = errno
            _ = FileSystem.withCPath(temporary) { unlink($0) }
            return .failure(failure(path, code))
        }
        let folderDescriptor = FileSystem.withCPath(folder) { open($0, O_RDONLY | O_DIRECTORY) }
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
        return .success(())
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
