#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Files hitchlint keeps for itself inside a project (the index cache). The project may be untrusted
/// (a pull request linted in CI), so nothing here follows a symbolic link or trusts a file or folder
/// another user owns: a repository that commits `.hitchlint_cache/index-v1.bin -> ~/.bashrc` must not
/// make us overwrite, or read, anything else.
enum OwnFiles {
    /// Whether `folder` is a real directory (not a link) owned by this user; with `creating`, makes it
    /// (readable by this user only) when it does not exist.
    static func isOwnFolder(_ folder: FilePath, creating: Bool) -> Bool {
        var info = stat()
        if FileSystem.withCPath(folder, { lstat($0, &info) }) != 0 {
            guard creating, errno == ENOENT, FileSystem.withCPath(folder, { mkdir($0, 0o700) }) == 0 else { return false }
            return isOwnFolder(folder, creating: false)
        }
        return info.st_mode & S_IFMT == S_IFDIR && info.st_uid == geteuid()
    }

    /// A regular file of this user's, opened without following a link (nil for anything else, or
    /// when it is larger than `maximumSize`), and kept open: every read goes to the file opened,
    /// whatever another run renames over its name meanwhile.
    final class OpenFile: Sendable {
        let size: Int
        /// Which file it is: another file renamed over the same name has another.
        let identity: Identity
        private let descriptor: Int32

        struct Identity: Sendable, Equatable {
            var device: Int
            var inode: Int
            var size: Int
        }

        init?(_ path: FilePath, maximumSize: Int) {
            let descriptor = FileSystem.withCPath(path) { open($0, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC) }
            guard descriptor >= 0 else { return nil }
            var info = stat()
            guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid(),
                  info.st_size >= 0, Int(info.st_size) <= maximumSize else {
                close(descriptor)
                return nil
            }
            self.descriptor = descriptor
            size = Int(info.st_size)
            identity = Identity(device: Int(truncatingIfNeeded: info.st_dev), inode: Int(truncatingIfNeeded: info.st_ino), size: size)
        }

        /// The file at `path` if it is still the one `identity` names.
        convenience init?(_ path: FilePath, maximumSize: Int, identity: Identity) {
            self.init(path, maximumSize: maximumSize)
            guard self.identity == identity else { return nil }
        }

        deinit { close(descriptor) }

        /// The bytes at `range`; nil past the end of the file as opened, or when a read fails.
        /// Several threads may read at once.
        func read(_ range: Range<Int>) -> [UInt8]? {
            guard isInside(range) else { return nil }
            return FileSystem.readBytes(descriptor, at: range)
        }

        private func isInside(_ range: Range<Int>) -> Bool { range.lowerBound >= 0 && range.upperBound <= size }

        /// The same into `bytes`' room (`FileSystem.readBytes(_:at:into:)`); false when `read` gives nil.
        func read(_ range: Range<Int>, into bytes: inout [UInt8]) -> Bool {
            guard isInside(range) else { return false }
            return FileSystem.readBytes(descriptor, at: range, into: &bytes)
        }
    }

    /// Replaces `name` in `folder` (already checked with `isOwnFolder`) with `bytes`: written to a new
    /// file beside it, then renamed over it. `rename` replaces a link itself, never what it points to.
    /// A cache needs no `fsync`: a torn write is a cache that fails to decode and is rebuilt.
    @discardableResult
    static func replace(_ name: String, in folder: FilePath, with bytes: [UInt8]) -> Bool {
        replace(name, in: folder, with: [bytes])
    }

    /// The same with the contents in pieces, written one after another.
    @discardableResult
    static func replace(_ name: String, in folder: FilePath, with pieces: [[UInt8]]) -> Bool {
        guard let replacement = Replacement(name, in: folder),
              !pieces.contains(where: { FileSystem.writeAll($0, to: replacement.descriptor) != nil }) else { return false }
        return replacement.commit()
    }

    /// A file that is to replace `name` in `folder`: written beside it under a temporary name, then
    /// renamed over it (`commit`), or removed if it is not committed. Two of them let a caller write two
    /// files that depend on each other before either replaces its old self (the index cache's records
    /// and index: a large project's are written as they are made, never held whole).
    final class Replacement {
        let descriptor: Int32
        private let temporary: FilePath
        private let target: FilePath
        private var isOpen = true

        init?(_ name: String, in folder: FilePath) {
            var template = folder.appending(Array(".\(name).XXXXXX".utf8)).bytes
            template.append(0)
            let descriptor = template.withUnsafeMutableBufferPointer { buffer in
                buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { mkstemp($0) }
            }
            guard descriptor >= 0 else { return nil }
            self.descriptor = descriptor
            temporary = FilePath(bytes: Array(template.dropLast()))
            target = folder.appending(Array(name.utf8))
        }

        /// Renames the written file over the old one; false (and the file removed) if that fails.
        func commit() -> Bool {
            close(descriptor)
            isOpen = false
            guard FileSystem.withCPath(temporary, { from in FileSystem.withCPath(target) { to in rename(from, to) } }) == 0 else {
                _ = FileSystem.remove(temporary)
                return false
            }
            return true
        }

        deinit {
            guard isOpen else { return }
            close(descriptor)
            _ = FileSystem.remove(temporary)
        }
    }
}
