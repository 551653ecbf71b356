/// Tells a binary file named `.swift` from source that merely holds an odd byte: by density, not by
/// "any NUL byte", so a source file with a stray NUL or invalid UTF-8 is still linted.
enum BinaryDetector {
    /// How much of a file is looked at.
    static let sampleSize = 8192

    static func looksBinary(_ bytes: [UInt8]) -> Bool {
        let sample = bytes.prefix(sampleSize)
        guard !sample.isEmpty else { return false }
        var nul = 0
        var control = 0
        func count(_ byte: UInt8) {
            if byte == 0 { nul += 1 } else if byte < 0x09 || (byte > 0x0D && byte != 0x1B) { control += 1 }
        }
        sample.withUnsafeBytes { raw in
            // Eight bytes a step: a word with no byte under 0x20 (most of text) needs no look at each byte.
            var offset = 0
            while offset + 8 <= raw.count {
                let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                if (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080 != 0 {
                    for byte in raw[offset..<(offset + 8)] where byte < 0x20 { count(byte) }
                }
                offset += 8
            }
            for byte in raw[offset...] where byte < 0x20 { count(byte) }
        }
        // Text has next to no NULs and few control bytes; compiled code, images and archives have many.
        return nul * 100 > sample.count || (nul + control) * 10 > sample.count
    }
}
