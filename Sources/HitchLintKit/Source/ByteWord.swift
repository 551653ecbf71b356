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
}
