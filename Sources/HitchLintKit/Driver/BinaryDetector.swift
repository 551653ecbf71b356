/// Tells a binary file named `.swift` from source that merely holds an odd byte: by density, not by
/// "any NUL byte", so a source file with a stray NUL or invalid UTF-8 is still linted.
enum BinaryDetector {
    /// How much of a file is looked at.
    static let sampleSize = 8192

    static func looksBinary(_ bytes: [UInt8]) -> Bool {
        let sample = bytes.prefix(sampleSize)
        guard !sample.isEmpty else { return false }
        // Counted in locals of the closure and returned: counters captured from outside it are boxed,
        // and where the compiler did not inline the closure each update was an exclusivity check at
        // run time (a build spent 1.5% of a whole lint's instructions on them).
        let (nul, control) = sample.withUnsafeBytes { raw -> (nul: Int, control: Int) in
            var nul = 0
            var control = 0
            func count(_ byte: UInt8) {
                if byte == 0 { nul += 1 } else if byte < 0x09 || (byte > 0x0D && byte != 0x1B) { control += 1 }
            }
            var offset = 0
            while offset + 8 <= raw.count {
                // Eight bytes a step: the mask flags every byte under 0x20 (and, after one, maybe a few
                // more), so only those are looked at; most words of text flag none, or a line break.
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                var low = (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080
                while low != 0 {
                    let byte = raw[offset + low.trailingZeroBitCount >> 3]
                    if byte < 0x20 { count(byte) }
                    low &= low &- 1
                }
                offset += 8
            }
            for byte in raw[offset...] where byte < 0x20 { count(byte) }
            return (nul, control)
        }
        // Text has next to no NULs and few control bytes; compiled code, images and archives have many.
        return nul * 100 > sample.count || (nul + control) * 10 > sample.count
    }
}
