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
        sample.withUnsafeBufferPointer { buffer in
            for byte in buffer where byte < 0x20 {  // text is nearly all printable: one predictable test a byte
                if byte == 0 { nul += 1 } else if byte < 0x09 || (byte > 0x0D && byte != 0x1B) { control += 1 }
            }
        }
        // Text has next to no NULs and few control bytes; compiled code, images and archives have many.
        return nul * 100 > sample.count || (nul + control) * 10 > sample.count
    }
}
