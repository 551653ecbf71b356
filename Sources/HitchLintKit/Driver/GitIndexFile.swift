#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The paths git's index file tracks, read from the file itself: what `git ls-files -c` prints,
/// without starting git (in a 13,000-file repository, 6 ms of CPU beside a walk that keeps both
/// cores busy, most of what an editor's lint there cost more than outside git).
///
/// Only the index's plain forms are read: versions 2 to 4, SHA-1 or SHA-256 names, and extensions
/// that may be skipped. Anything else — a split or sparse index, an unknown version, a file that does
/// not add up, a configured `core.worktree` or `core.bare`, `GIT_DIR` or `GIT_INDEX_FILE` set — is
/// left to git.
/// Nothing is run or written.
public enum GitIndexFile {
    public enum Answer: Equatable, Sendable {
        /// The tracked paths ending in `.swift`, each followed by a NUL (as `ls-files -z` lists
        /// them), in the index's order.
        case tracked([UInt8])
        /// Not a form read here: git is to be asked.
        case leftToGit
        /// The index is not a regular file (a FIFO, a device): git would block reading it.
        case unreadable
    }

    /// What the index of the work tree at `workTree` tracks, or why it is not read here.
    public static func trackedSwiftPaths(workTree: FilePath) -> Answer {
        guard getenv("GIT_DIR") == nil, getenv("GIT_INDEX_FILE") == nil, getenv("GIT_WORK_TREE") == nil,
              let gitFolder = gitFolder(of: workTree), !configuresWorkTree(gitFolder)
        else { return .leftToGit }
        let indexPath = gitFolder.appending(Array("index".utf8))
        guard let status = FileSystem.status(indexPath) else {
            // A repository nothing was ever added to has no index yet: it tracks nothing. Any other
            // reason for a missing file is git's to tell.
            return FileSystem.exists(gitFolder.appending(Array("HEAD".utf8))) ? .tracked([]) : .leftToGit
        }
        guard status.kind == .regular else { return .unreadable }
        // A very large index (a monorepo's of a million files is ~100 MB) is left to git: read whole, it
        // would be most of a lint's memory.
        guard case .success(let bytes) = FileSystem.readFile(indexPath, maximumSize: 32 << 20) else { return .leftToGit }
        return bytes.withUnsafeBufferPointer { bytes in
            // The hash that names objects sets the entries' layout: SHA-1 in nearly every repository.
            for hashLength in [20, 32] {
                if let paths = swiftPaths(in: bytes, hashLength: hashLength) { return .tracked(paths) }
            }
            return .leftToGit
        }
    }

    /// Whether the repository's configuration puts its work tree elsewhere (`core.worktree`) or makes
    /// it bare (`core.bare` true, or the key alone): then only git knows which files the index names.
    static func configuresWorkTree(_ gitFolder: FilePath) -> Bool {
        guard case .success(let text) = FileSystem.readFile(gitFolder.appending(Array("config".utf8)), maximumSize: 1 << 20)
        else { return false }
        let lowered = text.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
        let blank: Set<UInt8> = [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r")]
        return lowered.split(separator: UInt8(ascii: "\n")).contains { line in
            let entry = line.drop { blank.contains($0) }
            func value(of key: String) -> ArraySlice<UInt8>? {
                guard entry.starts(with: key.utf8) else { return nil }
                let rest = entry.dropFirst(key.utf8.count).drop { blank.contains($0) }
                if rest.isEmpty { return Array("true".utf8)[...] }  // a key alone is true
                guard rest.first == UInt8(ascii: "=") else { return nil }
                return ArraySlice(rest.dropFirst().drop { blank.contains($0) }.prefix { !blank.contains($0) })
            }
            if value(of: "worktree") != nil { return true }
            guard let bare = value(of: "bare") else { return false }
            return ["true", "yes", "on", "1"].contains { bare.elementsEqual($0.utf8) }
        }
    }

    /// `.git` itself, or the folder a `.git` file points to (`gitdir: …`, in linked work trees and
    /// submodules).
    static func gitFolder(of workTree: FilePath) -> FilePath? {
        let dotGit = workTree.appending(Array(".git".utf8))
        guard let status = FileSystem.status(dotGit) else { return nil }
        if status.kind == .directory { return dotGit }
        guard status.kind == .regular, case .success(let text) = FileSystem.readFile(dotGit, maximumSize: 4096) else { return nil }
        let prefix = Array("gitdir: ".utf8)
        guard text.starts(with: prefix) else { return nil }
        var target = Array(text.dropFirst(prefix.count))
        while let last = target.last, last == UInt8(ascii: "\n") || last == UInt8(ascii: "\r") { target.removeLast() }
        guard !target.isEmpty else { return nil }
        return target.first == UInt8(ascii: "/") ? FilePath(bytes: target) : workTree.appending(target)
    }

    /// The entries' `.swift` paths when the whole file reads as an index whose object names are
    /// `hashLength` bytes long: every entry in bounds, then extensions that end exactly where the
    /// file's own checksum begins. Nil when it does not.
    static func swiftPaths(in bytes: UnsafeBufferPointer<UInt8>, hashLength: Int) -> [UInt8]? {
        var reader = Reader(bytes: bytes)
        guard bytes.count >= 12 + hashLength, reader.word() == 0x4449_5243  // "DIRC"
        else { return nil }
        let version = reader.word()
        let count = Int(reader.word())
        guard (2...4).contains(version) else { return nil }
        let end = bytes.count - hashLength
        // Version 4 names each path by the one before it: a hostile file of many entries that add
        // nothing to one long path would expand to gigabytes. Real indexes list far less than this.
        let maximumListing = 4 * bytes.count + 65_536
        var paths: [UInt8] = []
        var path: [UInt8] = []  // version 4 names each path by the one before it
        // Times, device, inode, mode, ids and size (40 bytes), the object's name, then 16 bits of flags.
        let fixedLength = 40 + hashLength + 2
        for _ in 0..<count {
            let entryStart = reader.offset
            guard reader.skip(fixedLength - 2, before: end), let flags = reader.half(before: end) else { return nil }
            if flags & 0x4000 != 0 {  // extended flags (version 3 on): two more bytes
                guard version >= 3, reader.skip(2, before: end) else { return nil }
            }
            // The name's length, unless it is 0xFFF or more.
            let statedLength = Int(flags & 0xFFF)
            if version == 4 {
                guard let dropped = reader.varint(before: end), dropped <= path.count,
                      let suffix = reader.nulTerminated(before: end)
                else { return nil }
                path.removeLast(dropped)
                path += suffix
                guard path.count == statedLength || statedLength == 0xFFF && path.count >= 0xFFF else { return nil }
                if ByteString.endsWithSwiftExtension(path) {
                    paths += path
                    paths.append(0)
                }
            } else {
                guard let name = reader.nulTerminated(before: end),
                      name.count == statedLength || statedLength == 0xFFF && name.count >= 0xFFF
                else { return nil }
                // Padded with one to eight NULs to a multiple of eight bytes from the entry's start.
                let padded = (reader.offset - 1 - entryStart + 8) & ~7
                guard reader.skip(entryStart + padded - reader.offset, before: end) else { return nil }
                if ByteString.endsWithSwiftExtension(name) {
                    paths += name
                    paths.append(0)
                }
            }
            guard paths.count <= maximumListing else { return nil }
        }
        // Extensions: a signature and a length each. One whose signature starts in lower case must be
        // understood to read the index right (`link`: split index, `sdir`: sparse directories).
        while reader.offset < end {
            guard end - reader.offset >= 8 else { return nil }
            let first = bytes[reader.offset]
            guard first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") else { return nil }
            _ = reader.word()
            guard reader.skip(Int(reader.word()), before: end) else { return nil }
        }
        return reader.offset == end ? paths : nil
    }

    /// Big-endian fields of the index, each read only when it lies before a given end.
    struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var offset = 0

        mutating func word() -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 {
                value = value << 8 | UInt32(bytes[offset])
                offset += 1
            }
            return value
        }

        mutating func half(before end: Int) -> UInt16? {
            guard offset + 2 <= end else { return nil }
            defer { offset += 2 }
            return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
        }

        mutating func skip(_ length: Int, before end: Int) -> Bool {
            guard length >= 0, length <= end - offset else { return false }
            offset += length
            return true
        }

        /// The bytes up to the next NUL, which is passed over.
        mutating func nulTerminated(before end: Int) -> Slice<UnsafeBufferPointer<UInt8>>? {
            guard offset < end, let base = bytes.baseAddress,
                  let found = memchr(base + offset, 0, end - offset)
            else { return nil }
            let nul = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            defer { offset = nul + 1 }
            return bytes[offset..<nul]
        }

        /// Git's variable-length number (`varint.c`): seven bits a byte, the high bit saying more
        /// follow, each continuation adding one.
        mutating func varint(before end: Int) -> Int? {
            guard offset < end else { return nil }
            var byte = bytes[offset]
            offset += 1
            var value = Int(byte & 0x7F)
            while byte & 0x80 != 0 {
                guard offset < end, value < 1 << 48 else { return nil }
                byte = bytes[offset]
                offset += 1
                value = ((value + 1) << 7) | Int(byte & 0x7F)
            }
            return value
        }
    }
}
