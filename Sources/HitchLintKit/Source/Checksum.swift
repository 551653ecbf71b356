/// A fast 64-bit checksum, eight bytes a step, over pieces given in order: the index cache catches
/// damage with it (a truncated write, a flipped bit) before a stored key or record is believed, and
/// the second pass of a lint tells with it that a file is the one the first pass indexed.
struct Checksum {
    static func of(_ bytes: [UInt8]) -> UInt64 {
        var checksum = Checksum()
        checksum.add(bytes)
        return checksum.finished
    }

    /// Words go to two lanes in turn: two multiplications in flight instead of one chain.
    private var lanes: (UInt64, UInt64) = (0x9e37_79b9_7f4a_7c15, 0xc2b2_ae3d_27d4_eb4f)
    private var wordCount = 0
    /// Bytes left over from a piece that did not end on a word, the first in the lowest bits, and how
    /// many. Held in a word, not an array: an array of them was an allocation for most files and messages.
    private var pendingBytes: UInt64 = 0
    private var pendingCount = 0

    mutating func add(_ bytes: ArraySlice<UInt8>) { bytes.withUnsafeBytes { add($0) } }

    /// The same over raw bytes (a `String`'s UTF-8 storage, say).
    mutating func add(_ bytes: UnsafeRawBufferPointer) {
        var rest = bytes[...]
        if pendingCount > 0 {
            let taken = rest.prefix(8 - pendingCount)
            for byte in taken {
                pendingBytes |= UInt64(byte) << UInt64(8 * pendingCount)
                pendingCount += 1
            }
            rest = rest.dropFirst(taken.count)
            guard pendingCount == 8 else { return }
            // As the eight bytes loaded from memory: `mixed` reads words as little-endian.
            mix(pendingBytes.littleEndian)
            (pendingBytes, pendingCount) = (0, 0)
        }
        let raw = UnsafeRawBufferPointer(rebasing: rest)
        var offset = 0
        if wordCount % 2 == 1 && offset + 8 <= raw.count {
            mix(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        var (first, second) = lanes
        // Counted once, not word by word; 32 bytes a turn, the lanes still taking words in turn.
        let pairs = (raw.count - offset) / 16
        let pairsEnd = offset + pairs * 16
        while offset + 32 <= pairsEnd {
            first = Self.mixed(first, raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            second = Self.mixed(second, raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
            first = Self.mixed(first, raw.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self))
            second = Self.mixed(second, raw.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))
            offset += 32
        }
        if offset < pairsEnd {
            first = Self.mixed(first, raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            second = Self.mixed(second, raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
            offset += 16
        }
        wordCount += 2 * pairs
        lanes = (first, second)
        while offset + 8 <= raw.count {
            mix(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        for byte in raw[offset...] {
            pendingBytes |= UInt64(byte) << UInt64(8 * pendingCount)
            pendingCount += 1
        }
    }

    mutating func add(_ bytes: [UInt8]) { add(bytes[...]) }

    var finished: UInt64 {
        var copy = self
        for index in 0..<pendingCount { copy.mix(pendingBytes >> UInt64(8 * index) & 0xFF | 0x100) }
        return Self.mixed(copy.lanes.0, copy.lanes.1 ^ UInt64(copy.wordCount))
    }

    private mutating func mix(_ word: UInt64) {
        if wordCount % 2 == 0 { lanes.0 = Self.mixed(lanes.0, word) } else { lanes.1 = Self.mixed(lanes.1, word) }
        wordCount += 1
    }

    private static func mixed(_ value: UInt64, _ word: UInt64) -> UInt64 {
        let product = (value ^ UInt64(littleEndian: word)) &* 0xff51_afd7_ed55_8ccd
        return product ^ (product >> 32)
    }
}
