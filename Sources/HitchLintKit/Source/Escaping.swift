/// Turning untrusted bytes (file names, source snippets) into text that cannot break the line it is on.
public enum Escaping {
    /// Printable text for humans: invalid UTF-8 as `\xNN`, control characters as `\n`, `\t`, `\u{7F}` …
    public static func printable(_ bytes: [UInt8]) -> String {
        // Nearly every path is plain printable ASCII without backslashes: one check, one copy.
        if bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x5C }) { return String(decoding: bytes, as: UTF8.self) }
        var result = ""
        result.reserveCapacity(bytes.count)
        var index = 0
        bytes.withUnsafeBufferPointer { buffer in
            while index < buffer.count {
                let (scalar, length) = UTF8Bytes.decode(buffer, at: index)
                if length == 0 {
                    result += "\\x" + hex(buffer[index])
                    index += 1
                    continue
                }
                index += length
                result += scalar == 0x5C ? "\\\\" : printable(scalar: scalar)
            }
        }
        return result
    }

    /// The same for text that is already a `String` (messages built from source snippets). Backslashes
    /// stay as they are here: messages quote key paths like `\\.self`, and no `\\x` escape is made.
    public static func printable(_ text: String) -> String {
        guard mayHoldControl(text) else { return text }
        guard text.unicodeScalars.contains(where: { isControl($0.value) }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars { result += printable(scalar: scalar.value) }
        return result
    }

    static func printable(scalar: UInt32) -> String {
        switch scalar {
        case 0x0A: return "\\n"
        case 0x0D: return "\\r"
        case 0x09: return "\\t"
        default:
            if isControl(scalar) { return "\\u{" + String(scalar, radix: 16, uppercase: true) + "}" }
            return String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}")
        }
    }

    /// Whether `text`'s bytes may encode a control character (see `isControl`): a scan of bytes, not
    /// of decoded scalars (every finding's message passes here on its way out).
    static func mayHoldControl(_ text: String) -> Bool {
        let found = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            var index = 0
            while index < bytes.count {
                // Eight bytes a step while all are printable ASCII (nearly all of every message).
                if index + 8 <= bytes.count, isPlainASCII(bytes, at: index) {
                    index += 8
                    continue
                }
                let byte = bytes[index]
                if byte < 0x20 || byte == 0x7F { return true }
                // U+0080–U+009F are C2 80–C2 9F; U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
                if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] <= 0x9F { return true }
                if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] & 0xFE == 0xA8 { return true }
                index += 1
            }
            return false
        }
        return found ?? true
    }

    /// Whether the eight bytes at `index` are ASCII from space to `~` (none under 0x20, none 0x7F,
    /// none 0x80 or more).
    @inline(__always)
    static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let word = ByteWord.load(bytes, at: index)
        return ByteWord.bytes(of: word, below: 0x20) | ByteWord.bytes(of: word, equalTo: 0x7F) | word & ByteWord.highBits == 0
    }

    /// C0 and C1 control characters, DEL, and the Unicode line and paragraph separators.
    static func isControl(_ scalar: UInt32) -> Bool {
        scalar < 0x20 || (0x7F...0x9F).contains(scalar) || scalar == 0x2028 || scalar == 0x2029
    }

    static func hex(_ byte: UInt8) -> String { String(decoding: hexBytes(byte), as: UTF8.self) }

    /// The two upper-case hex digits of `byte`, as bytes.
    static func hexBytes(_ byte: UInt8) -> [UInt8] {
        let digits: StaticString = "0123456789ABCDEF"
        return [digits.utf8Start[Int(byte >> 4)], digits.utf8Start[Int(byte & 0xF)]]
    }
}

extension Array where Element == UInt8 {
    /// Appends `text`'s UTF-8 bytes escaped for an output format. `mayNeedEscape`, cheap enough to ask
    /// of every byte, picks the few to look at; `substitute` then appends what stands for the bytes from
    /// there and returns how many it stood for, or 0 to keep the byte. Runs of kept bytes are copied at
    /// once. `marks` flags, in eight bytes read as a word (`ByteWord`), the bytes `mayNeedEscape` picks
    /// — none when there are none, and the first exactly — so text is passed over a word at a time and
    /// each pick is reached in one step (non-ASCII text too: only the lead bytes a format escapes are
    /// flagged).
    @inline(__always)
    mutating func appendEscaped(
        _ text: String, where mayNeedEscape: (UInt8) -> Bool, marks: (UInt64) -> UInt64,
        _ substitute: (_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int, _ output: inout [UInt8]) -> Int
    ) {
        var text = text
        text.withUTF8 { bytes in
            var copied = 0
            var index = 0
            while index < bytes.count {
                if index + 8 <= bytes.count {
                    let flagged = marks(ByteWord.load(bytes, at: index))
                    if flagged == 0 {
                        index += 8
                        continue
                    }
                    index += flagged.trailingZeroBitCount >> 3
                }
                guard mayNeedEscape(bytes[index]) else {
                    index += 1
                    continue
                }
                append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<index]))
                copied = index
                let replaced = substitute(bytes, index, &self)
                index += Swift.max(replaced, 1)
                if replaced > 0 { copied = index }
            }
            append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
        }
    }

    mutating func append(_ text: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
}
