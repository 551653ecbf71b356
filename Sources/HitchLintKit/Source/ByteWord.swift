/// Eight bytes read as one little-endian word, for the scans that test a word at a time: the first
/// byte is the lowest, so the first byte a test flags is its mask's trailing zero bits over eight.
enum ByteWord {
    /// A byte of 1 in every place: `ones &* b` repeats `b` eight times.
    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes at `index`, which must have eight bytes after it.
    @inline(__always)
    static func load(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped + index).loadUnaligned(as: UInt64.self))
    }

    /// The high bit of each byte under `n` (at most 0x80) set: exact for the first such byte, and zero
    /// exactly when there is none (only bytes after a real one can be flagged falsely, by its borrow).
    @inline(__always)
    static func bytes(of word: UInt64, below n: UInt64) -> UInt64 { (word &- ones &* n) & ~word & highBits }

    /// The same for the bytes equal to `value`.
    @inline(__always)
    static func bytes(of word: UInt64, equalTo value: UInt64) -> UInt64 { bytes(of: word ^ ones &* value, below: 1) }

    /// The first byte at or after `start` that `isMark` accepts, or the end: whole words are passed over
    /// while `marks` (masks as `bytes(of:…)` makes them, exact for a word's first mark) flags none of
    /// their bytes; the last few bytes are asked one at a time.
    @inline(__always)
    static func firstMark(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, isMark: (UInt8) -> Bool,
                          marks: (UInt64) -> UInt64) -> Int {
        var cursor = start
        while cursor + 8 <= bytes.count {
            let flagged = marks(load(bytes, at: cursor))
            if flagged != 0 { return cursor + flagged.trailingZeroBitCount >> 3 }
            cursor += 8
        }
        while cursor < bytes.count, !isMark(bytes[cursor]) { cursor += 1 }
        return cursor
    }

    /// The first `\n` or `\r` at or after `start`, or the end: where a line, or a line comment, ends.
    static func firstLineBreak(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        firstMark(in: bytes, from: start, isMark: { $0 == 0x0A || $0 == 0x0D }) { word in
            Self.bytes(of: word, equalTo: 0x0A) | Self.bytes(of: word, equalTo: 0x0D)
        }
    }
}
