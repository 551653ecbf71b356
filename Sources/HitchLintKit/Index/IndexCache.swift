#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The project index (each file's types, units and references) kept between runs in
/// `<project root>/.hitchlint_cache/`, so that linting one file of a large project reads and parses
/// only that file: the others' records come from the cache while their size, modification time,
/// status-change time, inode and device are unchanged.
///
/// A cache that is truncated, corrupt, too large, from another build of the tool or made with other
/// view-code options is ignored (and rewritten). The folder and file are only used when they are this
/// user's own and not links (`OwnFiles`); the status-change time cannot be set from user space, so a
/// cache committed to a repository never matches the files of a fresh clone.
struct IndexCache: Sendable {
    /// What identifies a file's contents without reading them.
    struct Stamp: Sendable, Equatable {
        var size: Int
        var modified: Int
        var changed: Int
        var inode: Int
        var device: Int

        init?(_ status: FileSystem.Status?) {
            guard let status, status.kind == .regular else { return nil }
            size = status.size
            modified = status.modified
            changed = status.changed
            inode = status.inode
            device = status.device
        }

        init(size: Int, modified: Int, changed: Int, inode: Int, device: Int) {
            self.size = size
            self.modified = modified
            self.changed = changed
            self.inode = inode
            self.device = device
        }

        /// Whether the file was last touched long enough before `now` (nanoseconds since 1970) that a
        /// same-size rewrite in the same clock tick cannot hide behind this stamp (as git does for its
        /// index): a file saved a moment ago is read again next time.
        func isSettled(at now: Int) -> Bool {
            let margin = 2_000_000_000
            return modified < now - margin && changed < now - margin
        }
    }

    struct Entry: Sendable {
        var stamp: Stamp
        /// Types and units only: candidates and directives belong to files being reported on.
        var analysis: FileAnalysis
    }

    static let folderName = ".hitchlint_cache"
    static let fileName = "index-v1.bin"
    /// Raised whenever what `FileAnalyzer` records, or how, changes.
    static let formatVersion = 2
    /// A project's cache is a few MB; anything much larger is not ours.
    static let maximumSize = 512 * 1_048_576
    private static let magic = Array("HLIX".utf8)

    /// By path relative to the project root.
    var entries: [String: Entry] = [:]

    /// The format, the tool's version and its executable's stamp (a rebuilt tool may index
    /// differently), and the options that change what is indexed.
    static func key(options: ViewCodeOptions) -> UInt64 {
        var hash = FNV1a()
        hash.add("\(formatVersion) \(CommandLineInterface.version)")
        if let tool = Stamp(FileSystem.status(executablePath)) {
            hash.add(" \(tool.size) \(tool.modified) \(tool.inode)")
        }
        for name in options.rowContainers.sorted() { hash.add("r:" + name + "\0") }
        for name in options.viewBuilders.sorted() { hash.add("v:" + name + "\0") }
        return hash.value
    }

    static var executablePath: FilePath {
        #if canImport(Darwin)
        var size: UInt32 = 4096
        var buffer = [CChar](repeating: 0, count: Int(size))
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return FilePath(CommandLine.arguments[0]) }
        return FilePath(bytes: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) })
        #else
        return FilePath("/proc/self/exe")
        #endif
    }

    static func folder(root: FilePath) -> FilePath { root.appending(Array(folderName.utf8)) }

    /// The cache of the project at `root`, or an empty one when there is none or it cannot be used.
    static func load(root: FilePath, key: UInt64) -> IndexCache {
        let folder = folder(root: root)
        guard OwnFiles.isOwnFolder(folder, creating: false),
              let bytes = OwnFiles.contents(of: folder.appending(Array(fileName.utf8)), maximumSize: maximumSize)
        else { return IndexCache() }
        var reader = CacheReader(bytes: bytes)
        return (try? decode(&reader, key: key)) ?? IndexCache()
    }

    /// Writes the cache; a project on a read-only disk, or whose cache folder is not this user's own
    /// real folder, simply goes without.
    func save(root: FilePath, key: UInt64) {
        let folder = Self.folder(root: root)
        let isNew = FileSystem.status(folder, followLinks: false) == nil
        guard OwnFiles.isOwnFolder(folder, creating: true) else { return }
        if isNew {
            // Keeps the cache out of commits (`git add .`) without touching the project's own `.gitignore`.
            OwnFiles.replace(".gitignore", in: folder, with: Array("# Created by hitchlint\n*\n".utf8))
        }
        OwnFiles.replace(Self.fileName, in: folder, with: encoded(key: key))
        removeAbandonedWrites(in: folder)
    }

    /// Half-written caches of runs that were killed (`.index-v1.bin.XXXXXX`), once they are a minute
    /// old: a younger one may belong to a run still writing.
    func removeAbandonedWrites(in folder: FilePath) {
        guard case .success(let entries) = FileSystem.listDirectory(folder) else { return }
        let prefix = Array(".\(Self.fileName).".utf8)
        for entry in entries where entry.kind == .regular && entry.name.starts(with: prefix) {
            let path = folder.appending(entry.name)
            if let status = FileSystem.status(path, followLinks: false), status.modified < Self.now - 60_000_000_000 {
                _ = FileSystem.remove(path)
            }
        }
    }

    static var now: Int {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
    }

    // MARK: Format: magic, key, entry count, then per entry its path, stamp, types and units

    func encoded(key: UInt64) -> [UInt8] {
        var writer = CacheWriter()
        writer.bytes += Self.magic
        writer.integer(Int(bitPattern: UInt(key)))
        writer.integer(entries.count)
        for (path, entry) in entries.sorted(by: { $0.key < $1.key }) {
            writer.string(path)
            let stamp = entry.stamp
            for value in [stamp.size, stamp.modified, stamp.changed, stamp.inode, stamp.device] {
                writer.integer(value)
            }
            writer.integer(entry.analysis.types.count)
            for type in entry.analysis.types {
                writer.string(type.name)
                writer.strings(type.inherited)
                writer.byte(type.isProtocol ? 1 : 0)
                writer.byte(type.hasRandomIdentity ? 1 : 0)
            }
            writer.integer(entry.analysis.units.count)
            for unit in entry.analysis.units {
                writer.byte(unit.typeName == nil ? 0 : 1)
                writer.string(unit.typeName ?? "")
                writer.string(unit.member)
                writer.byte(unit.role.rawValue)
                writer.byte(unit.isFunction ? 1 : 0)
                let references = entry.analysis.references(of: unit)
                writer.integer(references.count)
                for reference in references {
                    writer.byte(reference.kind.rawValue)
                    writer.word(reference.key)
                    writer.byte(reference.flags)
                    writer.byte(reference.isCall ? 1 : 0)
                    writer.integer(Int(reference.line))
                }
            }
        }
        return writer.bytes
    }

    static func decode(_ reader: inout CacheReader, key: UInt64) throws -> IndexCache {
        guard try reader.bytes(magic.count).elementsEqual(magic), try reader.integer() == Int(bitPattern: UInt(key)) else {
            throw CacheReader.Unusable()
        }
        var cache = IndexCache()
        for _ in 0..<(try reader.count()) {
            let path = try reader.string()
            let stamp = Stamp(size: try reader.integer(), modified: try reader.integer(),
                              changed: try reader.integer(), inode: try reader.integer(), device: try reader.integer())
            var analysis = FileAnalysis(path: FilePath(path))
            for _ in 0..<(try reader.count()) {
                analysis.types.append(FileAnalysis.TypeRecord(
                    name: try reader.string(), inherited: try reader.strings(), isProtocol: try reader.flag(),
                    hasRandomIdentity: try reader.flag()))
            }
            for _ in 0..<(try reader.count()) {
                let hasType = try reader.flag()
                let typeName = try reader.string()
                let member = try reader.string()
                guard let role = ViewCode.Unit.Role(rawValue: try reader.byte()) else { throw CacheReader.Unusable() }
                let isFunction = try reader.flag()
                let start = Int32(analysis.references.count)
                for _ in 0..<(try reader.count()) {
                    guard let kind = FileAnalysis.Reference.Kind(rawValue: try reader.byte()) else {
                        throw CacheReader.Unusable()
                    }
                    analysis.references.append(FileAnalysis.Reference(
                        kind: kind, key: try reader.word(), flags: try reader.byte(), isCall: try reader.flag(),
                        line: Int32(truncatingIfNeeded: try reader.integer())))
                }
                analysis.units.append(FileAnalysis.UnitRecord(
                    typeName: hasType ? typeName : nil, member: member, role: role, isFunction: isFunction,
                    referenceRange: start..<Int32(analysis.references.count)))
            }
            cache.entries[path] = Entry(stamp: stamp, analysis: analysis)
        }
        guard reader.isAtEnd else { throw CacheReader.Unusable() }
        return cache
    }
}

struct CacheWriter {
    var bytes: [UInt8] = []

    mutating func byte(_ value: UInt8) { bytes.append(value) }

    /// LEB128: seven bits a byte, low bits first; most values (lengths, lines, flags) take one or two.
    mutating func integer(_ value: Int) {
        var rest = UInt64(bitPattern: Int64(value))
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// A hash: eight bytes, low first (LEB128 would take ten).
    mutating func word(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    mutating func string(_ text: String) {
        integer(text.utf8.count)
        bytes += text.utf8
    }

    mutating func strings(_ texts: [String]) {
        integer(texts.count)
        for text in texts { string(text) }
    }
}

/// Reads what `CacheWriter` wrote; a read past the end, an overlong number or a count larger than
/// what is left throws.
struct CacheReader {
    struct Unusable: Error {}

    let bytes: [UInt8]
    var offset = 0

    var isAtEnd: Bool { offset == bytes.count }

    mutating func bytes(_ count: Int) throws -> ArraySlice<UInt8> {
        guard count >= 0, count <= bytes.count - offset else { throw Unusable() }
        defer { offset += count }
        return bytes[offset..<(offset + count)]
    }

    mutating func byte() throws -> UInt8 { try bytes(1).first! }

    mutating func word() throws -> UInt64 {
        try bytes(8).reversed().reduce(0) { $0 << 8 | UInt64($1) }
    }

    mutating func flag() throws -> Bool {
        switch try byte() {
        case 0: return false
        case 1: return true
        default: throw Unusable()
        }
    }

    mutating func integer() throws -> Int {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < bytes.count, shift < 64 else { throw Unusable() }
            let byte = bytes[offset]
            offset += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return Int(Int64(bitPattern: value)) }
            shift += 7
        }
    }

    /// A count of items still to read: each takes at least one byte, so a larger count is corrupt
    /// (and would otherwise make the reader loop for a long time before failing).
    mutating func count() throws -> Int {
        let value = try integer()
        guard value >= 0, value <= bytes.count - offset else { throw Unusable() }
        return value
    }

    /// Not validated beyond decoding: a damaged name only misses in lookups, and validating every
    /// name cost a tenth of a warm run.
    mutating func string() throws -> String {
        String(decoding: try bytes(try count()), as: UTF8.self)
    }

    mutating func strings() throws -> [String] {
        var result: [String] = []
        for _ in 0..<(try count()) { result.append(try string()) }
        return result
    }
}
