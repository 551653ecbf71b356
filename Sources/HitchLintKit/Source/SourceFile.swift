#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's path as raw bytes: a name that is not valid UTF-8 is still found, read and reported.
public struct FilePath: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let bytes: [UInt8]

    public init(bytes: [UInt8]) { self.bytes = bytes }
    public init(_ string: String) { self.bytes = Array(string.utf8) }

    public static func < (lhs: FilePath, rhs: FilePath) -> Bool { ByteString.precede(lhs.bytes, rhs.bytes) }

    /// The bytes hashed as one block: the synthesized hash fed them to the hasher one at a time, and a
    /// run's planning hashes every path of a project a few times.
    public func hash(into hasher: inout Hasher) { bytes.withUnsafeBytes { hasher.combine(bytes: $0) } }

    /// The path as text, with invalid UTF-8 shown as `\xNN` and control characters escaped, so a file
    /// name can never forge a line of output.
    public var description: String { Escaping.printable(bytes) }

    /// The path decoded leniently (invalid bytes become U+FFFD), for APIs that need a `String`.
    public var lossyString: String { String(decoding: bytes, as: UTF8.self) }

    public var isAbsolute: Bool { bytes.first == UInt8(ascii: "/") }

    public func appending(_ component: [UInt8]) -> FilePath { appending(component[...]) }

    public func appending(_ component: ArraySlice<UInt8>) -> FilePath {
        // `.` compared by its one byte: an array literal to compare with was an allocation a file.
        if bytes.isEmpty || bytes.count == 1 && bytes[0] == UInt8(ascii: ".") { return FilePath(bytes: Array(component)) }
        // One allocation, filled by two copies: a walk makes a path like this for every file of a project
        // (appended piece by piece, the joins were a third of a warm one-file lint's walk).
        let slash = UInt8(ascii: "/")
        let separator = bytes.last == slash ? 0 : 1
        let count = bytes.count + separator + component.count
        var joined = [UInt8](filledWith: slash, count: count)
        joined.withUnsafeMutableBufferPointer { buffer in
            let start = buffer.baseAddress.unsafelyUnwrapped
            bytes.withUnsafeBufferPointer { _ = memcpy(start, $0.baseAddress.unsafelyUnwrapped, $0.count) }
            component.withUnsafeBufferPointer { name in
                if let base = name.baseAddress { _ = memcpy(start + bytes.count + separator, base, name.count) }
            }
        }
        return FilePath(bytes: joined)
    }

    public var lastComponent: [UInt8] {
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return bytes }
        return Array(bytes[(slash + 1)...])
    }

    /// The folder holding this path (`.` for a bare name).
    public var parent: FilePath {
        var trimmed = bytes
        while trimmed.count > 1, trimmed.last == UInt8(ascii: "/") { trimmed.removeLast() }
        guard let slash = trimmed.lastIndex(of: UInt8(ascii: "/")) else { return FilePath(".") }
        if slash == 0 { return FilePath("/") }
        return FilePath(bytes: Array(trimmed[..<slash]))
    }

    public var hasSwiftExtension: Bool { bytes.count > 6 && ByteString.endsWithSwiftExtension(bytes) }
}

/// Comparisons of byte strings (names and paths) a walk makes for every file of a project: by
/// `memcmp`, not element by element through generic sequence code.
enum ByteString {
    /// Byte order (unsigned), a prefix first.
    static func precede(_ first: [UInt8], _ second: [UInt8]) -> Bool {
        first.withUnsafeBufferPointer { one in second.withUnsafeBufferPointer { other in order(one[...], other[...]) < 0 } }
    }

    /// Byte order of two slices (`memcmp`, then the shorter first): negative, zero or positive.
    static func order(_ first: Slice<UnsafeBufferPointer<UInt8>>, _ second: Slice<UnsafeBufferPointer<UInt8>>) -> Int {
        let shared = min(first.count, second.count)
        let order = shared == 0 ? 0
            : Int(memcmp(first.base.baseAddress! + first.startIndex, second.base.baseAddress! + second.startIndex, shared))
        return order != 0 ? order : first.count - second.count
    }

    /// Whether `bytes` begins with `prefix`.
    static func starts(_ bytes: [UInt8], with prefix: [UInt8]) -> Bool {
        bytes.count >= prefix.count && (prefix.isEmpty || bytes.withUnsafeBufferPointer { bytes in
            prefix.withUnsafeBufferPointer { memcmp(bytes.baseAddress!, $0.baseAddress!, prefix.count) == 0 }
        })
    }

    /// Whether `word` (not empty) occurs anywhere in `bytes`: `memchr` to each of its byte at `anchor`
    /// (best the word's rarest in source), then the whole word compared.
    static func contains(_ word: [UInt8], in bytes: [UInt8], anchor: Int = 0) -> Bool {
        var found = false
        forEachOffset(of: word, in: bytes, anchor: anchor) { _ in
            found = true
            return false
        }
        return found
    }

    /// Each offset where `word` (not empty) starts in `bytes`, found as `contains` finds one, until `body`
    /// returns false.
    static func forEachOffset(of word: [UInt8], in bytes: [UInt8], anchor: Int = 0, _ body: (Int) -> Bool) {
        bytes.withUnsafeBufferPointer { buffer in
            word.withUnsafeBufferPointer { word in
                guard let base = buffer.baseAddress, let needle = word.baseAddress, buffer.count >= word.count else { return }
                var offset = anchor
                let last = buffer.count - word.count + anchor  // the last place the anchor byte can be
                while offset <= last, let found = memchr(base + offset, Int32(needle[anchor]), last - offset + 1) {
                    let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + at - anchor, needle, word.count) == 0, !body(at - anchor) { return }
                    offset = at + 1
                }
            }
        }
    }

    /// The same bytes.
    static func equal(_ first: Slice<UnsafeBufferPointer<UInt8>>, _ second: ArraySlice<UInt8>) -> Bool {
        first.count == second.count && (first.isEmpty || second.withUnsafeBufferPointer { other in
            memcmp(first.base.baseAddress! + first.startIndex, other.baseAddress!, first.count) == 0
        })
    }

    /// The indices of `names` (ranges of `bytes`) in byte order. Most names differ in their first
    /// eight bytes, compared as one number; only names that share them are compared in full.
    static func sortedOrder(of names: [Range<Int>], in bytes: [UInt8]) -> [Int] {
        bytes.withUnsafeBufferPointer { bytes in
            var keyed = names.indices.map { (prefix: leadingWord(bytes[names[$0]]), index: $0) }
            keyed.sort { first, second in
                guard first.prefix == second.prefix else { return first.prefix < second.prefix }
                return order(bytes[names[first.index]], bytes[names[second.index]]) < 0
            }
            return keyed.map { $0.index }
        }
    }

    /// The first eight bytes, big-endian, zeros past the end: ordered as the names are, up to ties
    /// (names hold no zero byte, so the padding puts a prefix first, as byte order does).
    private static func leadingWord(_ name: Slice<UnsafeBufferPointer<UInt8>>) -> UInt64 {
        var word: UInt64 = 0
        for position in 0..<8 { word = word << 8 | UInt64(position < name.count ? name[name.startIndex + position] : 0) }
        return word
    }

    /// Ends with `.swift` (a bare `.swift` too).
    static func endsWithSwiftExtension<Name: RandomAccessCollection<UInt8>>(_ name: Name) -> Bool where Name.Index == Int {
        let end = name.endIndex  // a slice's indices are its base's
        return name.count >= 6 && name[end - 6] == UInt8(ascii: ".") && name[end - 5] == UInt8(ascii: "s")
            && name[end - 4] == UInt8(ascii: "w") && name[end - 3] == UInt8(ascii: "i")
            && name[end - 2] == UInt8(ascii: "f") && name[end - 1] == UInt8(ascii: "t")
    }
}

/// One file's bytes, with the line table built once.
public struct SourceFile: Sendable {
    public let path: FilePath
    public let bytes: [UInt8]
    public let lines: LineTable

    public init(path: FilePath, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        self.lines = LineTable(bytes)
    }

    public func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range.clamped(to: 0..<bytes.count)], as: UTF8.self)
    }

    public func text(of token: Token) -> String { text(token.startOffset..<token.endOffset) }

    public func position(ofOffset offset: Int) -> SourcePosition { lines.position(ofOffset: offset, in: bytes) }
}

/// A place in a file in every unit a consumer may ask for. Lines and columns are 1-based.
public struct SourcePosition: Sendable, Equatable, Comparable {
    public var offset: Int
    public var line: Int
    /// Column in UTF-8 bytes, as swiftc prints it.
    public var utf8Column: Int
    /// Column in UTF-16 code units, as SARIF and LSP count by default.
    public var utf16Column: Int
    /// Column in Unicode scalars.
    public var scalarColumn: Int

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool { lhs.offset < rhs.offset }
}

/// Where each line starts. `\n`, `\r\n` and a lone `\r` each end a line.
public struct LineTable: Sendable {
    public let lineStarts: [Int]
    /// Column counts at every `checkpointStride` bytes of lines longer than that, in offset order:
    /// a position on a 5 MB line is counted from the checkpoint before it, not from the line's start,
    /// so k positions on one line cost k·stride instead of k·length.
    private let checkpoints: [Checkpoint]
    private static let checkpointStride = 1024

    private struct Checkpoint: Sendable {
        var offset: Int
        var utf16: Int
        var scalars: Int
    }

    public init(_ bytes: [UInt8]) {
        let starts = bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, !buffer.isEmpty else { return [0] }
            // Almost every file ends its lines with `\n` alone: then libc's `memchr` finds each break,
            // many bytes a step. A file with any `\r` is scanned for both breaks.
            return memchr(base, 0x0D, buffer.count) == nil ? Self.lineFeedStarts(buffer) : Self.lineStarts(buffer)
        }
        lineStarts = starts
        checkpoints = Self.checkpoints(of: starts, in: bytes)
    }

    /// The line starts of bytes that hold no `\r`.
    private static func lineFeedStarts(_ buffer: UnsafeBufferPointer<UInt8>) -> [Int] {
        var starts = [0]
        starts.reserveCapacity(buffer.count / 24 + 2)  // Swift averages a line every 30 bytes or so
        let base = buffer.baseAddress.unsafelyUnwrapped
        var index = 0
        while index < buffer.count, let found = memchr(base + index, 0x0A, buffer.count - index) {
            index = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base + 1
            starts.append(index)
        }
        return starts
    }

    /// The line starts at `\n`, `\r\n` and lone `\r` breaks.
    private static func lineStarts(_ buffer: UnsafeBufferPointer<UInt8>) -> [Int] {
        var starts = [0]
        starts.reserveCapacity(buffer.count / 24 + 2)
        let count = buffer.count
        var index = ByteWord.firstLineBreak(in: buffer, from: 0)  // eight bytes a step
        while index < count {
            if buffer[index] == 0x0D && index + 1 < count && buffer[index + 1] == 0x0A { index += 1 }
            starts.append(index + 1)
            index = ByteWord.firstLineBreak(in: buffer, from: index + 1)
        }
        return starts
    }

    private static func checkpoints(of starts: [Int], in bytes: [UInt8]) -> [Checkpoint] {
        // Most files have no line that long: found by a look at the starts alone, before any other work.
        let hasLongLine = starts.withUnsafeBufferPointer { starts in
            var previous = 0
            for start in starts.dropFirst() {
                if start - previous > checkpointStride { return true }
                previous = start
            }
            return bytes.count - previous > checkpointStride
        }
        guard hasLongLine else { return [] }
        var found: [Checkpoint] = []
        for (line, start) in starts.enumerated() {
            let end = line + 1 < starts.count ? starts[line + 1] : bytes.count
            guard end - start > checkpointStride else { continue }
            var counts = Checkpoint(offset: start, utf16: 0, scalars: 0)
            while counts.offset + checkpointStride < end {
                counts = count(bytes, from: counts, to: counts.offset + checkpointStride)
                found.append(counts)
            }
        }
        return found
    }

    /// The columns at `offset`, counted on from `counts` (a position on the same line).
    private static func count(_ bytes: [UInt8], from counts: Checkpoint, to offset: Int) -> Checkpoint {
        var utf16 = counts.utf16
        var scalars = counts.scalars
        var index = counts.offset
        bytes.withUnsafeBufferPointer { bytes in
            while index < offset {
                // Eight ASCII bytes at once (most of every line): a byte at a time, every finding's two
                // positions cost five instructions for each byte before them on their lines.
                if index + 8 <= offset, ByteWord.load(bytes, at: index) & ByteWord.highBits == 0 {
                    scalars += 8
                    utf16 += 8
                    index += 8
                    continue
                }
                let byte = bytes[index]
                if byte & 0xC0 != 0x80 {
                    scalars += 1
                    utf16 += byte >= 0xF0 ? 2 : 1
                }
                index += 1
            }
        }
        return Checkpoint(offset: offset, utf16: utf16, scalars: scalars)
    }

    /// The last checkpoint at or before `offset` on the line starting at `start`, else the line's start.
    private func nearestCheckpoint(before offset: Int, lineStart start: Int) -> Checkpoint {
        let origin = Checkpoint(offset: start, utf16: 0, scalars: 0)
        guard offset - start > Self.checkpointStride, !checkpoints.isEmpty else { return origin }
        let low = partitionPoint(in: checkpoints.indices) { checkpoints[$0].offset <= offset }
        guard low > 0, checkpoints[low - 1].offset > start else { return origin }
        return checkpoints[low - 1]
    }

    public var lineCount: Int { lineStarts.count }

    /// The 0-based line index holding `offset`.
    public func lineIndex(ofOffset offset: Int) -> Int {
        max(partitionPoint(in: lineStarts.indices) { lineStarts[$0] <= offset } - 1, 0)
    }

    /// The byte range of a 0-based line, without its line break.
    public func lineRange(_ index: Int, in bytes: [UInt8]) -> Range<Int> {
        let start = lineStarts[index]
        var end = index + 1 < lineStarts.count ? lineStarts[index + 1] : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return start..<end
    }

    public func position(ofOffset rawOffset: Int, in bytes: [UInt8]) -> SourcePosition {
        let offset = min(max(rawOffset, 0), bytes.count)
        let line = lineIndex(ofOffset: offset)
        let start = lineStarts[line]
        let counts = Self.count(bytes, from: nearestCheckpoint(before: offset, lineStart: start), to: offset)
        return SourcePosition(
            offset: offset, line: line + 1, utf8Column: offset - start + 1,
            utf16Column: counts.utf16 + 1, scalarColumn: counts.scalars + 1)
    }
}

extension Array where Element == UInt8 {
    /// Appends a string's UTF-8 bytes in one copy (its `utf8` view is appended a byte at a time).
    mutating func append(utf8 text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }

    /// Appends `number` in decimal digits, written in place (reports write several numbers a finding;
    /// a `String` made for each cost more than the rest of the line).
    mutating func append(decimal number: Int) {
        if number < 0 { append(0x2D) }
        var magnitude = number.magnitude
        // Room on the stack for the 19 digits of the largest magnitude, written last first.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { room in
            var first = room.count
            repeat {
                first -= 1
                room[first] = UInt8(truncatingIfNeeded: magnitude % 10) + 0x30
                magnitude /= 10
            } while magnitude > 0
            append(contentsOf: UnsafeBufferPointer(rebasing: room[first...]))
        }
    }
}
