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
/// Two files. The index tells how to find the few records a one-file lint needs (`IndexSubset`)
/// without decoding the rest: its directory (each file's path and stamp, where its record is, and
/// checksums) is read whole; each file's declared `NameKeys`, the files using each key and the
/// files declaring a type (with conformances) of each simple name are `PagedSection`s after it, a
/// few pages of which a lookup reads. The records file holds the records, each read and decoded only
/// when asked for (all of them when the whole project is resolved) and checked against its checksum
/// in the directory. It starts with the directory's checksum: when two runs write the cache at once
/// and one's records end up beside the other's index, the pair is not used (and rewritten).
///
/// A cache that is truncated, corrupt (a checksum covers it), too large, from another build of the
/// tool or made with other view-code options is ignored (and rewritten). The folder and file are only used when they are this
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

    static let folderName = ".hitchlint_cache"
    /// Named by the cache's key (`index-<key>.bin`, `records-<key>.bin`): two builds of hitchlint used
    /// on one project (the command line and a package plugin) keep a cache each instead of taking turns
    /// rewriting one. Caches of other keys go once they are a week old, and beyond the two newest.
    static func fileName(key: UInt64) -> String { "index-\(hexadecimal(key)).bin" }
    static func recordsFileName(key: UInt64) -> String { "records-\(hexadecimal(key)).bin" }

    static func hexadecimal(_ key: UInt64) -> String {
        let digits = String(key, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
    /// Raised whenever what `FileAnalyzer` records, or how, changes.
    static let formatVersion = 72
    /// A project's cache is a few MB; anything much larger is not ours.
    static let maximumSize = 512 * 1_048_576
    static let magic = Array("HLIX".utf8)

    /// A file's part of the cache: its stamp, where its record is in the records file, and where
    /// its keys are.
    struct StoredFile: Sendable {
        /// Its path relative to the project root, in `bytes`.
        var path: Range<Int>
        var stamp: Stamp
        var record: Range<Int>
        var recordChecksum: UInt64
        /// Its declared `NameKeys`: entries of the `declared` section.
        var declares: Range<Int>
        /// The simple names (hashed) of its types whose `id` is a fresh `UUID()`: words in `bytes`.
        var randomIdentityTypes: Range<Int>
        /// Its `FileAnalysis.sharedConstants`: words in `bytes`.
        var sharedConstants: Range<Int>
        /// Its `FileAnalysis.observedObjectProperties`: words in `bytes`.
        var observedObjectProperties: Range<Int>
    }

    /// A file to write into the cache: a record to encode, or one carried over from the loaded cache.
    struct FileToStore: Sendable {
        enum Source: Sendable {
            case analysis(FileAnalysis)
            case stored(Int)
        }
        /// Relative to the project root.
        var path: ArraySlice<UInt8>
        var stamp: Stamp
        var source: Source
    }

    /// The index file's directory.
    let bytes: [UInt8]
    /// The records file, once read whole (`readingAll`).
    private(set) var records: [UInt8]? = nil
    /// Both files as loaded, opened again when first read.
    private var openFiles: CacheFiles? = nil
    private var indexFile: OwnFiles.OpenFile? { openFiles?.index }
    private var recordsFile: OwnFiles.OpenFile? { openFiles?.records }
    private let pages = PageCache()
    /// The directory's checksum, which its records file starts with.
    private var indexChecksum: UInt64 = 0
    /// The index file starts with the magic and four words: key, file count, directory length and
    /// checksum.
    static let headerSize = 36
    /// Records start after the records file's header (`indexChecksum`).
    static let recordsHeaderSize = 8
    private(set) var files: [StoredFile] = []
    /// Files by the `NameHash` of their path: no `String` is made for the paths of a large project.
    private var fileIndexByPath = NameTable()
    /// Each file's declared keys, end to end; (key, file) pairs sorted by key: the files whose code
    /// uses a `NameKeys` key, and the files declaring a type of a simple name.
    private var declared = PagedSection.words
    private(set) var users = PagedSection.pairs
    private(set) var typeDeclarers = PagedSection.pairs
    /// The paged sections, once read whole (`readingAll`): from the first section's start.
    private var sections: [UInt8]? = nil

    init() { bytes = [] }

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
        for name in options.presenters.sorted() { hash.add("p:" + name + "\0") }
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
        let (indexPath, recordsPath) = (folder.appending(Array(fileName(key: key).utf8)), folder.appending(Array(recordsFileName(key: key).utf8)))
        guard OwnFiles.isOwnFolder(folder, creating: false),
              let indexFile = OwnFiles.OpenFile(indexPath, maximumSize: maximumSize),
              let header = indexFile.read(0..<headerSize),
              let directoryLength = directoryLength(header: header, key: key),
              let directory = indexFile.read(headerSize..<(headerSize + directoryLength)),
              var cache = try? IndexCache(header: header, directory: directory),
              indexFile.size == cache.typeDeclarers.start + cache.typeDeclarers.byteCount,
              let recordsFile = OwnFiles.OpenFile(recordsPath, maximumSize: maximumSize),
              // A records file of another write, or cut short: the pair is not used, and is written again.
              recordsFile.size == cache.files.last?.record.upperBound ?? recordsHeaderSize,
              let recordsHeader = recordsFile.read(0..<recordsHeaderSize), word(recordsHeader, at: 0) == cache.indexChecksum
        else { return IndexCache() }
        cache.openFiles = CacheFiles(index: indexFile, at: indexPath, records: recordsFile, at: recordsPath, maximumSize: maximumSize)
        return cache
    }

    /// This cache with every record and page read at once, for rewriting the whole cache. When the
    /// files cannot be read, or are not the ones the directory was written with, no record is
    /// available: every file is read again.
    func readingAll() -> IndexCache {
        guard records == nil else { return self }
        var copy = self
        copy.records = []
        copy.sections = []
        guard let recordsFile, let indexFile, let read = recordsFile.read(0..<recordsFile.size),
              let paged = indexFile.read(declared.start..<indexFile.size)
        else { return copy }
        for section in [declared, users, typeDeclarers] {
            let range = (section.start - declared.start)..<(section.start - declared.start + section.byteCount)
            guard section.verify(paged[range], pages: 0..<section.pageCount, directory: bytes) else { return copy }
        }
        copy.records = read
        copy.sections = paged
        return copy
    }

    /// Whether every record and page was read and checked (`readingAll`).
    var hasEverything: Bool { records?.isEmpty == false && sections != nil }

    /// The bytes of `pages` of `section`, checked against their checksums; nil when they cannot be
    /// read or do not match.
    func read(_ pages: Range<Int>, of section: PagedSection) -> ArraySlice<UInt8>? {
        let range = section.byteRange(of: pages)
        if let sections {  // read whole and checked by `readingAll`
            let offset = section.start - declared.start
            guard offset + range.upperBound <= sections.count else { return nil }
            return sections[(offset + range.lowerBound)..<(offset + range.upperBound)]
        }
        guard let indexFile else { return nil }
        var bytes: [UInt8] = []
        for page in pages {
            let pageRange = section.byteRange(of: page..<(page + 1))
            let start = section.start + pageRange.lowerBound
            let read = self.pages.page(at: start) {
                guard let read = indexFile.read(start..<(section.start + pageRange.upperBound)),
                      section.verify(read[...], pages: page..<(page + 1), directory: self.bytes) else { return nil }
                return read
            }
            guard let read else { return nil }
            bytes += read
        }
        return bytes[...]
    }

    /// Records of several files read at once: the part of the records file from the first of them to
    /// the last (they lie in the order they were written, which is mostly the order they are read in).
    struct RecordBlock: Sendable {
        let range: Range<Int>
        /// Its bytes, in room that may be given back once its records are decoded (`Buffers`).
        var bytes: [UInt8]
    }

    /// The block holding the records of `stored` files, or nil when it would be mostly other records
    /// (or they are read whole already, or the read fails: each record is then read alone). Read into
    /// `room`, taken (left empty) when there is a block: a block is a few hundred KB, which as an array of
    /// its own is a mapping of its own (`FreeMemory.keepLargeBlocksMapped`), every page of it a fault.
    func recordBlock(for stored: [Int], room: inout [UInt8]) -> RecordBlock? {
        guard records == nil, let recordsFile, let first = stored.map({ files[$0].record.lowerBound }).min(),
              let last = stored.map({ files[$0].record.upperBound }).max(),
              (last - first) <= 2 * stored.reduce(0, { $0 + files[$1].record.count }) else { return nil }
        var bytes = Buffers.moving(&room)
        guard recordsFile.read(first..<last, into: &bytes) else {
            swap(&bytes, &room)
            return nil
        }
        return RecordBlock(range: first..<last, bytes: bytes)
    }

    /// Where one record's bytes are, checked against its checksum: in the records read whole or `block`
    /// (not copied out: a warm run decodes every record), or read alone.
    func recordBytes(_ file: Int, from block: RecordBlock? = nil) -> (bytes: [UInt8], range: Range<Int>)? {
        let range = files[file].record
        let located: (bytes: [UInt8], range: Range<Int>)
        if let block, block.range.contains(range.lowerBound), range.upperBound <= block.range.upperBound {
            located = (block.bytes, (range.lowerBound - block.range.lowerBound)..<(range.upperBound - block.range.lowerBound))
        } else if let records {
            guard range.upperBound <= records.count else { return nil }
            located = (records, range)
        } else {
            guard let read = recordsFile?.read(range) else { return nil }
            located = (read, 0..<read.count)
        }
        var checksum = Checksum()
        checksum.add(located.bytes[located.range])
        return checksum.finished == files[file].recordChecksum ? located : nil
    }

    /// Writes the cache; a project on a read-only disk, or whose cache folder is not this user's own
    /// real folder, simply goes without.
    /// `loaded`: the cache the `stored` records come from.
    static func save(_ files: [FileToStore], carriedFrom loaded: IndexCache, root: FilePath, key: UInt64, jobs: Int) {
        let folder = Self.folder(root: root)
        let isNew = FileSystem.status(folder, followLinks: false) == nil
        guard OwnFiles.isOwnFolder(folder, creating: true) else { return }
        if isNew {
            // Keeps the cache out of commits (`git add .`) without touching the project's own `.gitignore`.
            OwnFiles.replace(".gitignore", in: folder, with: Array("# Created by hitchlint\n*\n".utf8))
        }
        // Both files are written as they are made (a large project's never held whole), then the records
        // replace theirs first: an index never names records that are not written yet (and a reader that
        // sees the new records with the old index fails their checksums and reads the files). A cache too
        // large to be read back is not written (and an older one goes).
        guard let records = OwnFiles.Replacement(recordsFileName(key: key), in: folder),
              let index = OwnFiles.Replacement(fileName(key: key), in: folder) else { return }
        guard write(files, carriedFrom: loaded, key: key, jobs: jobs, records: records.descriptor, index: index.descriptor),
              records.commit() else {
            _ = FileSystem.remove(folder.appending(Array(fileName(key: key).utf8)))
            return
        }
        _ = index.commit()
        removeStaleFiles(in: folder, keeping: key)
    }

    /// Half-written caches of runs that were killed (`.index-….bin.XXXXXX`), once they are a minute old
    /// (a younger one may belong to a run still writing), and the caches of other keys once they are a
    /// week old or beyond the two newest.
    static func removeStaleFiles(in folder: FilePath, keeping key: UInt64) {
        guard case .success(let entries) = FileSystem.listDirectory(folder) else { return }
        let now = now
        var others: [(key: String, modified: Int)] = []
        for entry in entries where entry.kind == .regular {
            let name = String(decoding: entry.name, as: UTF8.self)
            let path = folder.appending(entry.name)
            guard let status = FileSystem.status(path, followLinks: false) else { continue }
            if name.hasPrefix(".index-") || name.hasPrefix(".records-") {
                if status.modified < now - 60_000_000_000 { _ = FileSystem.remove(path) }
            } else if name.hasSuffix(".bin"), let prefix = ["index-", "records-"].first(where: { name.hasPrefix($0) }) {
                let other = String(name.dropFirst(prefix.count).dropLast(4))
                if other != hexadecimal(key) { others.append((other, status.modified)) }
            }
        }
        // One entry a key (its newest file), newest first.
        others.sort { $0.modified > $1.modified }
        var seen: Set<String> = []
        others = others.filter { seen.insert($0.key).inserted }
        for (rank, other) in others.enumerated() where rank >= 2 || other.modified < now - 7 * 86_400_000_000_000 {
            for name in ["index-\(other.key).bin", "records-\(other.key).bin"] { _ = FileSystem.remove(folder.appending(Array(name.utf8))) }
        }
    }

    static var now: Int {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
    }

    // MARK: Lookups

    /// The stored file at `path` if its stamp is still `stamp`. `likelyIndex`: where it is if the
    /// project's files are those stored, in the same order (files are stored in walk order): looked
    /// at first, in order, instead of hashing the path and probing the table at random.
    func unchangedFile(atPath path: ArraySlice<UInt8>, stamp: Stamp, likelyIndex: Int) -> Int? {
        let isLikely = path.withUnsafeBufferPointer { path in
            likelyIndex >= 0 && likelyIndex < files.count && ByteString.equal(path[...], bytes[files[likelyIndex].path])
        }
        guard let index = isLikely ? likelyIndex : fileIndex(ofPath: path), files[index].stamp == stamp else { return nil }
        return index
    }

    func fileIndex(ofPath path: ArraySlice<UInt8>) -> Int? {
        path.withUnsafeBufferPointer { path in
            guard let index = fileIndexByPath[NameHash.of(path)].map(Int.init) else { return nil }
            return ByteString.equal(path[...], bytes[files[index].path]) ? index : nil
        }
    }

    /// A stored file's record, or nil if it cannot be read or does not decode.
    func analysis(of file: Int, path: FilePath, from block: RecordBlock? = nil, storage: ReferenceStorage? = nil) -> FileAnalysis? {
        guard let record = recordBytes(file, from: block) else { return nil }
        var reader = CacheReader(bytes: record.bytes, range: record.range)
        var analysis = try? Self.decodeRecord(&reader, path: path, typeEntries: sharedConstants(of: file), storage: storage)
        analysis?.observedObjectProperties = observedObjectProperties(of: file)
        return analysis
    }

    /// Only the type records of a stored file (they come first in its record); nil if unavailable.
    func types(of file: Int) -> [FileAnalysis.TypeRecord]? {
        guard let record = recordBytes(file) else { return nil }
        var reader = CacheReader(bytes: record.bytes, range: record.range)
        var names = NamePool.Builder()
        guard let pending = try? Self.decodeTypes(&reader, names: &names) else { return nil }
        return Self.typeRecords(pending, names: names.pool())
    }

    // Lookups in the paged sections give nil when a page cannot be read or fails its checksum: the
    // caller then cannot trust the cache's keys (`IndexSubset` falls back to the whole project).

    func declares(of file: Int) -> [UInt64]? {
        let entries = files[file].declares
        let pages = declared.pages(holding: entries)
        guard let bytes = read(pages, of: declared) else { return nil }
        let start = bytes.startIndex + (entries.lowerBound - pages.lowerBound * declared.entriesPerPage) * 8
        return (0..<entries.count).map { Self.word(bytes, at: start + $0 * 8) }
    }

    func randomIdentityTypes(of file: Int) -> [UInt64] { words(files[file].randomIdentityTypes) }

    func sharedConstants(of file: Int) -> [UInt64] { words(files[file].sharedConstants) }

    func observedObjectProperties(of file: Int) -> [UInt64] { words(files[file].observedObjectProperties) }

    private func words(_ range: Range<Int>) -> [UInt64] {
        stride(from: range.lowerBound, to: range.upperBound, by: 8).map { Self.word(bytes, at: $0) }
    }

    /// The stored files whose code uses `key`. (A file number past the directory is damage the
    /// checksums missed; it is dropped here rather than checked for every pair at load.)
    func users(of key: UInt64) -> [Int]? { files(pairedWith: key, in: users) }

    /// The stored files declaring a type with conformances whose simple name hashes to `simpleName`
    /// (a record without conformances never makes a type a view: `IndexSubset` needs only these).
    func typeDeclarers(of simpleName: UInt64) -> [Int]? { files(pairedWith: simpleName, in: typeDeclarers) }

    private func files(pairedWith key: UInt64, in section: PagedSection) -> [Int]? {
        guard let bytes = read(section.pages(mayHolding: key, directory: self.bytes), of: section) else { return nil }
        // Binary search of the sorted pairs, then the run of `key`.
        let size = PagedSection.pairs.entrySize
        let low = partitionPoint(in: 0..<(bytes.count / size)) { Self.word(bytes, at: bytes.startIndex + $0 * size) < key }
        var result: [Int] = []
        var offset = bytes.startIndex + low * size
        while offset < bytes.endIndex && Self.word(bytes, at: offset) == key {
            let file = Self.pairFile(bytes, at: offset)
            if file < files.count { result.append(file) }
            offset += size
        }
        return result
    }

    static func word<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, at offset: Bytes.Index) -> UInt64
    where Bytes.Index == Int {
        bytes.withContiguousStorageIfAvailable {
            UInt64(littleEndian: UnsafeRawBufferPointer($0).loadUnaligned(fromByteOffset: offset - bytes.startIndex, as: UInt64.self))
        } ?? bytes[offset..<(offset + 8)].reversed().reduce(0) { $0 << 8 | UInt64($1) }
    }

    static func pairFile(_ bytes: ArraySlice<UInt8>, at offset: Int) -> Int {
        Int(bytes[offset + 8]) | Int(bytes[offset + 9]) << 8 | Int(bytes[offset + 10]) << 16 | Int(bytes[offset + 11]) << 24
    }

    /// A paged section's (key, file) pairs with the files renumbered (-1: left out), from the
    /// sections read whole (`readingAll`); nil when they cannot be read.
    func pairs(in section: PagedSection, renumberedBy newIndex: [Int]) -> [Pair]? {
        guard let bytes = read(0..<section.pageCount, of: section) else { return nil }
        return stride(from: bytes.startIndex, to: bytes.endIndex, by: section.entrySize).compactMap { offset in
            let stored = Self.pairFile(bytes, at: offset)
            let file = stored < newIndex.count ? newIndex[stored] : -1
            return file >= 0 ? Pair(key: Self.word(bytes, at: offset), file: UInt32(file)) : nil
        }
    }

    // MARK: Format
    //
    // Index: magic, then words: key, file count, the directory's length and checksum. The directory:
    // per file its path, stamp, record length and checksum, and its counts of declared keys, of
    // random-identity types, of shared constants and of observed-object properties; the random-identity
    // words; the shared constants' words (`FileAnalysis.sharedConstants`); the observed-object properties'
    // (`FileAnalysis.observedObjectProperties`); then, for each paged section (declared keys,
    // user pairs, type-declarer pairs), its entry count and page checksums (and first keys). After the
    // directory, the sections' entries. Records: each file's record, in directory order (`encodeRecord`:
    // its types, its units with their references, its checksum and flags, its hosting roots, and when
    // flag 8 says they were looked for, its constants but for the type entries, which are its shared
    // constants in the directory).

    struct Pair: Comparable {
        var key: UInt64
        var file: UInt32

        static func < (left: Pair, right: Pair) -> Bool {
            left.key != right.key ? left.key < right.key : left.file < right.file
        }
    }

    /// The directory's length, from a header of this build's cache (nil for any other file).
    static func directoryLength(header: [UInt8], key: UInt64) -> Int? {
        guard header.count == headerSize, header.prefix(magic.count).elementsEqual(magic),
              word(header, at: 4) == key else { return nil }
        let length = word(header, at: 20)
        return length <= UInt64(maximumSize) ? Int(length) : nil
    }

    /// Reads the directory and finds the sections; records and pages stay encoded until asked for.
    init(header: [UInt8], directory bytes: [UInt8]) throws {
        self.bytes = bytes
        let count = Self.word(header, at: 12)
        let expected = Self.word(header, at: 28)
        var checksum = Checksum()
        checksum.add(bytes[...])
        // Each file's entry takes at least 32 bytes (nine counts or numbers, a byte each; two times and a
        // checksum, eight each).
        guard checksum.finished == expected, count <= UInt64(bytes.count / 32) else { throw CacheReader.Unusable() }
        indexChecksum = expected
        var reader = CacheReader(bytes: bytes, range: 0..<bytes.count)
        var lengths: [(record: Int, declares: Int, randomIdentityTypes: Int, sharedConstants: Int, observedObjectProperties: Int)] = []
        lengths.reserveCapacity(Int(count))
        files.reserveCapacity(Int(count))
        fileIndexByPath = NameTable(capacity: Int(count))
        for _ in 0..<Int(count) {
            let path = try reader.range(try reader.count())
            let pathHash = bytes.withUnsafeBufferPointer { NameHash.of($0[path]) }
            let stamp = Stamp(size: try reader.integer(), modified: Int(Int64(bitPattern: try reader.word())),
                              changed: Int(Int64(bitPattern: try reader.word())), inode: try reader.integer(),
                              device: try reader.integer())
            let record = try reader.integer()
            let recordChecksum = try reader.word()
            let declares = try reader.integer()
            guard record >= 0, declares >= 0, declares <= Self.maximumSize / 8 else { throw CacheReader.Unusable() }
            lengths.append((record, declares, try reader.count(), try reader.count(), try reader.count()))
            fileIndexByPath.update(Int32(files.count), for: pathHash)
            files.append(StoredFile(path: path, stamp: stamp, record: 0..<0, recordChecksum: recordChecksum,
                                    declares: 0..<0, randomIdentityTypes: 0..<0, sharedConstants: 0..<0,
                                    observedObjectProperties: 0..<0))
        }
        var declaredCount = 0
        for index in files.indices {
            files[index].randomIdentityTypes = try reader.range(lengths[index].randomIdentityTypes * 8)
            files[index].declares = declaredCount..<(declaredCount + lengths[index].declares)
            declaredCount += lengths[index].declares
        }
        for index in files.indices {
            files[index].sharedConstants = try reader.range(lengths[index].sharedConstants * 8)
        }
        for index in files.indices {
            files[index].observedObjectProperties = try reader.range(lengths[index].observedObjectProperties * 8)
        }
        let sectionsStart = Self.headerSize + bytes.count
        declared = try PagedSection.decode(.words, keyed: false, start: sectionsStart, from: &reader)
        users = try PagedSection.decode(.pairs, keyed: true, start: declared.start + declared.byteCount, from: &reader)
        typeDeclarers = try PagedSection.decode(.pairs, keyed: true, start: users.start + users.byteCount, from: &reader)
        guard declared.count == declaredCount else { throw CacheReader.Unusable() }
        var recordOffset = Self.recordsHeaderSize
        for index in files.indices {
            guard lengths[index].record <= Self.maximumSize - recordOffset else { throw CacheReader.Unusable() }
            files[index].record = recordOffset..<(recordOffset + lengths[index].record)
            recordOffset += lengths[index].record
        }
        guard reader.isAtEnd else { throw CacheReader.Unusable() }
    }

    static func encodeRecord(_ analysis: FileAnalysis, into writer: inout CacheWriter) {
        writer.integer(analysis.types.count)
        for type in analysis.types {
            writer.name(type.names.bytes(of: type.nameSpan))
            var inherited: [ArraySlice<UInt8>] = []
            type.forEachInherited { inherited.append($0) }
            writer.integer(inherited.count)
            for name in inherited { writer.name(name) }
            writer.byte(type.isProtocol ? 1 : 0)
            writer.byte(type.hasRandomIdentity ? 1 : 0)
        }
        writer.integer(analysis.units.count)
        for unit in analysis.units {
            writer.byte(unit.typeNameSpan == nil ? 0 : 1)
            writer.name(analysis.typeNameBytes(of: unit) ?? [])
            writer.name(analysis.names.bytes(of: unit.memberSpan))
            writer.byte(unit.role.rawValue)
            writer.byte((unit.isFunction ? 1 : 0) | (unit.formatterMaking == .byName ? 2 : 0) | (unit.isFilePrivate ? 4 : 0)
                        | (unit.hostsCells ? 8 : 0) | (unit.formatterMaking == .byQualifiedName ? 16 : 0))
            let references = analysis.references(of: unit)
            writer.integer(references.count)
            for reference in references {
                writer.byte(reference.kind.rawValue)
                writer.word(reference.key)
                writer.byte(reference.flags)
                writer.byte(reference.isCall ? 1 : 0)
                writer.integer(Int(reference.line))
            }
        }
        writer.word(analysis.contentHash)
        let constants = analysis.fixedConstants
        writer.byte((analysis.mayHaveDirectives ? 1 : 0) | (analysis.declaresFreshIdentity ? 2 : 0)
                    | (analysis.mayReportOutsideViewCode ? 4 : 0) | (constants.isLookedFor ? 8 : 0))
        writer.integer(analysis.hostingRoots.count)
        for root in analysis.hostingRoots {
            writer.integer(Int(root.unit))
            writer.word(root.key)
        }
        writer.integer(analysis.widgetEntryViews.count)
        for view in analysis.widgetEntryViews { writer.word(view) }
        writer.integer(analysis.scrollContentViews.count)
        for view in analysis.scrollContentViews { writer.word(view) }
        writer.integer(analysis.typedMemberReferences.count)
        for typed in analysis.typedMemberReferences {
            writer.integer(Int(typed.unit))
            writer.word(UInt64(typed.keyBits))
            writer.word(UInt64(typed.typeBits))
        }
        writer.integer(analysis.foreignHandfuls.count)
        for handful in analysis.foreignHandfuls {
            writer.word(handful.condition.key)
            writer.integer(Int(handful.condition.kindsMask))
            writer.integer(Int(handful.lines.lowerBound))
            writer.integer(Int(handful.lines.upperBound))
        }
        // Its constants (their `typeEntries` are the directory's shared constants): a warm run's second
        // pass over the same bytes need not look for them again (4% of its instructions).
        guard constants.isLookedFor else { return }
        writer.integer(constants.ownConstantCount)
        constants.forEachOwnConstant { key, kinds in
            writer.word(key)
            writer.byte(kinds.rawValue)
        }
        let bound = constants.boundInMembers
        writer.integer(bound.count)
        for key in bound { writer.word(key) }
        writer.integer(constants.aliasCount)
        constants.forEachAlias { key, target in
            writer.word(key)
            writer.word(target)
        }
    }

    static func decodeTypes(_ reader: inout CacheReader, names: inout NamePool.Builder) throws -> [FileAnalysis.TypeRecord.Fields] {
        var types: [FileAnalysis.TypeRecord.Fields] = []
        for _ in 0..<(try reader.count()) {
            let name = names.add(try reader.name())
            var inherited: [ArraySlice<UInt8>] = []
            for _ in 0..<(try reader.count()) { inherited.append(try reader.name()) }
            types.append((name, names.add(list: inherited), try reader.flag(), try reader.flag()))
        }
        return types
    }

    static func typeRecords(_ pending: [FileAnalysis.TypeRecord.Fields], names: NamePool) -> [FileAnalysis.TypeRecord] {
        pending.map { FileAnalysis.TypeRecord(names: names, $0) }
    }

    /// `storage`: where the record's references go (a block of their own without it). `typeEntries`: the
    /// file's shared constants, which the directory keeps (`FileAnalysis.sharedConstants`).
    static func decodeRecord(_ reader: inout CacheReader, path: FilePath, typeEntries: [UInt64],
                             storage: ReferenceStorage? = nil) throws -> FileAnalysis {
        var analysis = FileAnalysis(path: path)
        var names = NamePool.Builder()
        var references: [FileAnalysis.Reference] = []
        let types = try decodeTypes(&reader, names: &names)
        var units: [(typeName: NamePool.Span?, member: NamePool.Span, role: ViewCode.Unit.Role, isFunction: Bool,
                     formatterMaking: FileAnalysis.FormatterMaking, isFilePrivate: Bool, hostsCells: Bool,
                     references: Range<Int32>)] = []
        for _ in 0..<(try reader.count()) {
            let hasType = try reader.flag()
            let typeName = names.add(try reader.name())
            let member = names.add(try reader.name())
            guard let role = ViewCode.Unit.Role(rawValue: try reader.byte()) else { throw CacheReader.Unusable() }
            let unitFlags = try reader.byte()
            guard unitFlags <= 31, unitFlags & 18 != 18 else { throw CacheReader.Unusable() }
            let start = Int32(references.count)
            for _ in 0..<(try reader.count()) {
                guard let kind = FileAnalysis.Reference.Kind(rawValue: try reader.byte()) else {
                    throw CacheReader.Unusable()
                }
                let key = try reader.word()
                references.append(FileAnalysis.Reference(
                    kind: kind, key: key, flags: try reader.byte(), isCall: try reader.flag(),
                    line: Int32(truncatingIfNeeded: try reader.integer())))
            }
            let formatterMaking: FileAnalysis.FormatterMaking = unitFlags & 2 != 0 ? .byName : unitFlags & 16 != 0 ? .byQualifiedName : .none
            units.append((hasType ? typeName : nil, member, role, unitFlags & 1 != 0, formatterMaking, unitFlags & 4 != 0,
                          unitFlags & 8 != 0, start..<Int32(references.count)))
        }
        analysis.contentHash = try reader.word()
        let fileFlags = try reader.byte()
        guard fileFlags <= 15 else { throw CacheReader.Unusable() }  // no such flags: not our record
        analysis.mayHaveDirectives = fileFlags & 1 != 0
        analysis.declaresFreshIdentity = fileFlags & 2 != 0
        analysis.mayReportOutsideViewCode = fileFlags & 4 != 0
        for _ in 0..<(try reader.count()) {
            let unit = try reader.integer()
            guard unit == -1 || units.indices.contains(unit) else { throw CacheReader.Unusable() }  // -1: a stored value's
            analysis.hostingRoots.append(.init(unit: Int32(unit), key: try reader.word()))
        }
        for _ in 0..<(try reader.count()) { analysis.widgetEntryViews.append(try reader.word()) }
        for _ in 0..<(try reader.count()) { analysis.scrollContentViews.append(try reader.word()) }
        for _ in 0..<(try reader.count()) {
            let unit = try reader.integer()
            guard units.indices.contains(unit) else { throw CacheReader.Unusable() }
            analysis.typedMemberReferences.append(.init(unit: Int32(unit), key: try reader.word(), declaredType: try reader.word()))
        }
        for _ in 0..<(try reader.count()) {
            let key = try reader.word()
            let mask = try reader.integer()
            let (first, last) = (try reader.integer(), try reader.integer())
            guard (0...Int(UInt16.max)).contains(mask), first >= 1, first <= last, last <= Int(Int32.max) else {
                throw CacheReader.Unusable()
            }
            analysis.foreignHandfuls.append(.init(condition: FixedConstantCondition(key: key, kindsMask: UInt16(mask)),
                                                  lines: Int32(first)...Int32(last)))
        }
        if fileFlags & 8 != 0 {
            analysis.fixedConstants = try decodeConstants(&reader, typeEntries: typeEntries)
        }
        guard reader.isAtEnd else { throw CacheReader.Unusable() }
        let pool = names.pool()
        analysis.references = References(references, in: storage)
        analysis.names = pool
        analysis.types = typeRecords(types, names: pool)
        analysis.units = units.map {
            FileAnalysis.UnitRecord(names: pool, typeName: $0.typeName, member: $0.member, role: $0.role,
                                    isFunction: $0.isFunction, formatterMaking: $0.formatterMaking, isFilePrivate: $0.isFilePrivate,
                                    hostsCells: $0.hostsCells, referenceRange: $0.references)
        }
        return analysis
    }

    /// A record's constants (`encodeRecord`), with the directory's `typeEntries`.
    static func decodeConstants(_ reader: inout CacheReader, typeEntries: [UInt64]) throws -> FixedConstants.Packed {
        var own: [(key: UInt64, kinds: FixedConstants.Kinds)] = []
        for _ in 0..<(try reader.count()) {
            let key = try reader.word()
            let kinds = try reader.byte()
            // Every constant is `few` or `many`, and there are four kinds.
            guard kinds & 3 != 0, kinds <= 15 else { throw CacheReader.Unusable() }
            own.append((key, FixedConstants.Kinds(rawValue: kinds)))
        }
        var bound: [UInt64] = []
        for _ in 0..<(try reader.count()) { bound.append(try reader.word()) }
        var aliases: [FixedConstants.Alias] = []
        for _ in 0..<(try reader.count()) { aliases.append(FixedConstants.Alias(key: try reader.word(), constant: try reader.word())) }
        return FixedConstants.Packed(ownConstants: own, boundInMembers: bound, aliases: aliases, typeEntries: typeEntries)
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
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// Hashes one after another, as `word` writes each: in one append where memory already holds them
    /// low byte first (a first run writes a million and a half of files' keys; each by `word`, they
    /// were a sixth of encoding the cache).
    mutating func words(_ values: [UInt64]) {
        #if _endian(little)
        values.withUnsafeBytes { bytes.append(contentsOf: $0) }
        #else
        for value in values { word(value) }
        #endif
    }

    mutating func name<Name: Collection<UInt8>>(_ name: Name) {
        integer(name.count)
        bytes += name
    }
}

/// Reads what `CacheWriter` wrote; a read past the end, an overlong number or a count larger than
/// what is left throws.
struct CacheReader {
    struct Unusable: Error {}

    let bytes: [UInt8]
    var offset: Int
    let end: Int

    /// Reads `bytes[range]`.
    init(bytes: [UInt8], range: Range<Int>) {
        self.bytes = bytes
        offset = range.lowerBound
        end = range.upperBound
    }

    var isAtEnd: Bool { offset == end }

    mutating func bytes(_ count: Int) throws -> ArraySlice<UInt8> {
        guard count >= 0, count <= end - offset else { throw Unusable() }
        defer { offset += count }
        return bytes[offset..<(offset + count)]
    }

    /// Where the next `count` bytes are, passed over (no slice made: no retain of the buffer).
    mutating func range(_ count: Int) throws -> Range<Int> {
        guard count >= 0, count <= end - offset else { throw Unusable() }
        defer { offset += count }
        return offset..<(offset + count)
    }

    mutating func byte() throws -> UInt8 {
        guard offset < end else { throw Unusable() }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// Eight bytes, little-endian, read as one load (a warm run reads a few per file and reference).
    mutating func word() throws -> UInt64 {
        guard end - offset >= 8 else { throw Unusable() }
        defer { offset += 8 }
        return bytes.withUnsafeBytes { [offset] in UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
    }

    mutating func flag() throws -> Bool {
        switch try byte() {
        case 0: return false
        case 1: return true
        default: throw Unusable()
        }
    }

    /// LEB128, read over the buffer: a warm run reads a dozen a file (its stamp's times take nine
    /// bytes each), and through the array each byte was checked twice.
    mutating func integer() throws -> Int {
        let (value, next) = bytes.withUnsafeBufferPointer { buffer -> (UInt64?, Int) in
            var value: UInt64 = 0
            var shift: UInt64 = 0
            var position = offset
            let limit = min(end, buffer.count)  // unchecked reads below: never past the buffer
            while position < limit && shift < 64 {
                let byte = buffer[position]
                position += 1
                value |= UInt64(byte & 0x7F) << shift
                if byte < 0x80 { return (value, position) }
                shift += 7
            }
            return (nil, position)
        }
        guard let value else { throw Unusable() }
        offset = next
        return Int(Int64(bitPattern: value))
    }

    /// A count of items still to read: each takes at least one byte, so a larger count is corrupt
    /// (and would otherwise make the reader loop for a long time before failing).
    mutating func count() throws -> Int {
        let value = try integer()
        guard value >= 0, value <= end - offset else { throw Unusable() }
        return value
    }

    /// Not validated: a damaged name only misses in lookups, and validating every name cost a
    /// tenth of a warm run.
    mutating func name() throws -> ArraySlice<UInt8> { try bytes(try count()) }
}
