/// A list of fixed-size entries at the end of the index cache file, read a page at a time when a
/// lookup needs it: linting one file of a large project reads a few pages of the index's key pairs
/// (8 MB on a 13,000-file project), not all of them. Each page's checksum, and for sorted pairs its
/// first key, are in the cache's directory, which is read whole and checked at load: a page that
/// does not match (another run rewrote the file since, or the disk damaged it) fails its lookup.
struct PagedSection: Sendable {
    /// Bytes an entry: a word, or a (key word, file number) pair.
    let entrySize: Int
    let entriesPerPage: Int
    /// Where the entries start in the index file.
    var start: Int = 0
    var count: Int = 0
    /// In the directory: a checksum word per page, then (sorted pairs only) each page's first key.
    var checksums: Range<Int> = 0..<0
    var firstKeys: Range<Int> = 0..<0

    static let words = PagedSection(entrySize: 8, entriesPerPage: 512)
    static let pairs = PagedSection(entrySize: 12, entriesPerPage: 256)

    var pageSize: Int { entrySize * entriesPerPage }
    var pageCount: Int { (count + entriesPerPage - 1) / entriesPerPage }
    var byteCount: Int { count * entrySize }

    /// The bytes of `pages`, relative to the section's start.
    func byteRange(of pages: Range<Int>) -> Range<Int> {
        (pages.lowerBound * pageSize)..<min(byteCount, pages.upperBound * pageSize)
    }

    /// The pages holding `entries`.
    func pages(holding entries: Range<Int>) -> Range<Int> {
        guard !entries.isEmpty else { return 0..<0 }
        return (entries.lowerBound / entriesPerPage)..<((entries.upperBound - 1) / entriesPerPage + 1)
    }

    /// Whether `bytes` (the section's bytes from the start of `pages`) match their checksums in
    /// `directory`.
    func verify(_ bytes: ArraySlice<UInt8>, pages: Range<Int>, directory: [UInt8]) -> Bool {
        var offset = bytes.startIndex
        for page in pages {
            let end = min(bytes.endIndex, offset + pageSize)
            var checksum = Checksum()
            checksum.add(bytes[offset..<end])
            guard checksum.finished == IndexCache.word(directory, at: checksums.lowerBound + page * 8) else { return false }
            offset = end
        }
        return true
    }

    /// The pages of sorted pairs that may hold `key`: from the one before the first page starting at
    /// or past it (its pairs can run into that page) to the last page starting with it.
    func pages(mayHolding key: UInt64, directory: [UInt8]) -> Range<Int> {
        func firstKey(_ page: Int) -> UInt64 { IndexCache.word(directory, at: firstKeys.lowerBound + page * 8) }
        let low = partitionPoint(in: 0..<pageCount) { firstKey($0) < key }
        var end = low
        while end < pageCount && firstKey(end) == key { end += 1 }
        return max(low - 1, 0)..<end
    }

    /// Appends to the directory the description of a section of `entries` (end to end; pairs sorted
    /// by key when `keyed`). The entries themselves follow the directory.
    static func describe(_ entries: [UInt8], as layout: PagedSection, keyed: Bool, into directory: inout CacheWriter) {
        var description = Description(layout, keyed: keyed)
        entries.withUnsafeBytes { description.add($0) }
        description.finish(into: &directory)
    }

    /// The description of a section whose entries come in pieces, in order (a large project's key
    /// pairs, written to the file as they are made): each page's checksum and, when `keyed`, first key.
    struct Description {
        private let layout: PagedSection
        private let keyed: Bool
        private var count = 0
        private var checksums: [UInt64] = []
        private var firstKeys: [UInt64] = []
        private var page = Checksum()

        init(_ layout: PagedSection, keyed: Bool) {
            self.layout = layout
            self.keyed = keyed
        }

        /// The next entries, whole ones.
        mutating func add(_ entries: UnsafeRawBufferPointer) {
            var offset = 0
            while offset < entries.count {
                let inPage = count % layout.entriesPerPage
                if inPage == 0 && keyed { firstKeys.append(UInt64(littleEndian: entries.loadUnaligned(fromByteOffset: offset, as: UInt64.self))) }
                let taken = min((layout.entriesPerPage - inPage) * layout.entrySize, entries.count - offset)
                page.add(UnsafeRawBufferPointer(rebasing: entries[offset..<(offset + taken)]))
                count += taken / layout.entrySize
                offset += taken
                if count % layout.entriesPerPage == 0 {
                    checksums.append(page.finished)
                    page = Checksum()
                }
            }
        }

        /// Appends the description to the directory.
        func finish(into directory: inout CacheWriter) {
            directory.integer(count)
            directory.words(checksums)
            if count % layout.entriesPerPage != 0 { directory.word(page.finished) }
            if keyed { directory.words(firstKeys) }
        }

        /// How many bytes the description of `count` entries takes in the directory.
        static func size(of count: Int, as layout: PagedSection, keyed: Bool) -> Int {
            var lengthBytes = 1
            while count >> (7 * lengthBytes) > 0 { lengthBytes += 1 }
            let pages = (count + layout.entriesPerPage - 1) / layout.entriesPerPage
            return lengthBytes + pages * 8 * (keyed ? 2 : 1)
        }
    }

    /// Reads what `describe` wrote to the directory; the entries start at `start` in the file.
    static func decode(_ layout: PagedSection, keyed: Bool, start: Int, from reader: inout CacheReader) throws -> PagedSection {
        var section = layout
        section.start = start
        section.count = try reader.integer()
        guard section.count >= 0, section.count <= IndexCache.maximumSize / layout.entrySize else { throw CacheReader.Unusable() }
        let pages = section.pageCount
        section.checksums = try reader.range(pages * 8)
        if keyed { section.firstKeys = try reader.range(pages * 8) }
        return section
    }
}

/// Pages already read and checked, by where they start in the file: a lint following many files
/// through the index reads each page once. Shared by the copies of a cache, on any thread.
final class PageCache: @unchecked Sendable {
    private let lock = Lock()
    private var pages: [Int: [UInt8]] = [:]

    /// The page at `offset`, read (and checked) by `read` the first time.
    func page(at offset: Int, _ read: () -> [UInt8]?) -> [UInt8]? {
        if let known = lock.withLock({ pages[offset] }) { return known }
        guard let page = read() else { return nil }
        lock.withLock { pages[offset] = page }
        return page
    }
}

/// The cache's two files as `IndexCache.load` read them, opened again when a lookup first needs them
/// (and kept open until the cache is let go), if they are still those files. A run loads the caches of
/// all its projects at once and resolves one project at a time: holding every cache's descriptors
/// from the load could run out of them, and another run may rename new files over the names meanwhile
/// (its pages and records are then not mixed into this run's: the files count as unreadable).
final class CacheFiles: @unchecked Sendable {
    private let lock = Lock()
    private let paths: (index: FilePath, records: FilePath)
    private let identities: (index: OwnFiles.OpenFile.Identity, records: OwnFiles.OpenFile.Identity)
    private let maximumSize: Int
    private var opened: (index: OwnFiles.OpenFile?, records: OwnFiles.OpenFile?)? = nil

    init(index: OwnFiles.OpenFile, at indexPath: FilePath, records: OwnFiles.OpenFile, at recordsPath: FilePath, maximumSize: Int) {
        paths = (indexPath, recordsPath)
        identities = (index.identity, records.identity)
        self.maximumSize = maximumSize
    }

    var index: OwnFiles.OpenFile? { files.index }
    var records: OwnFiles.OpenFile? { files.records }

    private var files: (index: OwnFiles.OpenFile?, records: OwnFiles.OpenFile?) {
        lock.withLock {
            if let opened { return opened }
            let files = (OwnFiles.OpenFile(paths.index, maximumSize: maximumSize, identity: identities.index),
                         OwnFiles.OpenFile(paths.records, maximumSize: maximumSize, identity: identities.records))
            opened = files
            return files
        }
    }
}
