/// A JSON document with ordered keys, rendered byte-for-byte the same on every run and platform.
public indirect enum JSONValue: Sendable, Equatable {
    case string(String)
    case integer(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.rendered() == rhs.rendered() }

    /// Pretty-printed with two-space indentation and a final newline (`JSONWriter`).
    public func rendered() -> String {
        var document: [UInt8] = []
        JSONWriter.write(to: { document += $0 }) { $0.value(self) }
        return String(decoding: document, as: UTF8.self)
    }

    /// Escapes quotes, backslashes, every control character, and U+2028/U+2029 (which break
    /// JavaScript consumers that `eval` JSON).
    static func appendQuoted(_ text: String, to output: inout [UInt8]) {
        output.append(0x22)
        appendEscaped(text, to: &output)
        output.append(0x22)
    }

    /// `text` as it is inside a JSON string's quotes.
    static func appendEscaped(_ text: String, to output: inout [UInt8]) {
        output.appendEscaped(text, where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == 0xE2 }, marks: { word in
            ByteWord.bytes(of: word, below: 0x20) | ByteWord.bytes(of: word, equalTo: 0x22) | ByteWord.bytes(of: word, equalTo: 0x5C)
                | ByteWord.bytes(of: word, equalTo: 0x7F) | ByteWord.bytes(of: word, equalTo: 0xE2)
        }) { bytes, index, output in
            switch bytes[index] {
            case 0x22: output.append("\\\"")
            case 0x5C: output.append("\\\\")
            case 0x0A: output.append("\\n")
            case 0x0D: output.append("\\r")
            case 0x09: output.append("\\t")
            case 0xE2:
                // U+2028 and U+2029 are E2 80 A8 and E2 80 A9; any other character starting with E2 is kept.
                guard index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] & 0xFE == 0xA8 else { return 0 }
                output.append(bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029")
                return 3
            default:
                output.append("\\u00")
                output.append(utf8: Escaping.hex(bytes[index]).lowercased())
            }
            return 1
        }
    }

    static func appendQuoted(_ text: String, to output: inout String) {
        var quoted: [UInt8] = []
        appendQuoted(text, to: &quoted)
        output += String(decoding: quoted, as: UTF8.self)
    }
}
