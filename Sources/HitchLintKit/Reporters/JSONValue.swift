/// A JSON document with ordered keys, rendered byte-for-byte the same on every run and platform.
public indirect enum JSONValue: Sendable, Equatable {
    case string(String)
    case integer(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    /// An array whose elements are made one at a time as the document is written.
    case elements(JSONElements)
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.rendered() == rhs.rendered() }

    /// Pretty-printed with two-space indentation and a final newline.
    public func rendered() -> String {
        var document: [UInt8] = []
        ReportPieces.write(to: { document += $0 }) { pieces in write(to: &pieces) }
        return String(decoding: document, as: UTF8.self)
    }

    /// The same, in pieces as it is written.
    func write(to pieces: inout ReportPieces) {
        write(into: &pieces, indent: 0)
        pieces.bytes.append(0x0A)
    }

    private func write(into pieces: inout ReportPieces, indent: Int) {
        switch self {
        case .string(let text): JSONValue.appendQuoted(text, to: &pieces.bytes)
        case .integer(let number): pieces.append(String(number))
        case .bool(let flag): pieces.append(flag ? "true" : "false")
        case .null: pieces.append("null")
        case .array(let items): Self.writeArray(items.count, into: &pieces, indent: indent) { items[$0] }
        case .elements(let elements): Self.writeArray(elements.count, into: &pieces, indent: indent, elements.element)
        case .object(let members):
            guard !members.isEmpty else { pieces.append("{}"); return }
            pieces.append("{\n")
            for (index, member) in members.enumerated() {
                Self.appendIndent(indent + 1, to: &pieces.bytes)
                JSONValue.appendQuoted(member.0, to: &pieces.bytes)
                pieces.append(": ")
                member.1.write(into: &pieces, indent: indent + 1)
                pieces.append(index + 1 < members.count ? ",\n" : "\n")
            }
            Self.appendIndent(indent, to: &pieces.bytes)
            pieces.append("}")
        }
    }

    /// Each element is made, written and let go before the next; a full piece is handed on between two.
    private static func writeArray(_ count: Int, into pieces: inout ReportPieces, indent: Int, _ element: (Int) -> JSONValue) {
        guard count > 0 else { pieces.append("[]"); return }
        pieces.append("[\n")
        for index in 0..<count {
            appendIndent(indent + 1, to: &pieces.bytes)
            element(index).write(into: &pieces, indent: indent + 1)
            pieces.append(index + 1 < count ? ",\n" : "\n")
            pieces.endItem()
        }
        appendIndent(indent, to: &pieces.bytes)
        pieces.append("]")
    }

    private static func appendIndent(_ depth: Int, to output: inout [UInt8]) {
        output.append(contentsOf: repeatElement(0x20, count: 2 * depth))
    }

    /// Escapes quotes, backslashes, every control character, and U+2028/U+2029 (which break
    /// JavaScript consumers that `eval` JSON).
    static func appendQuoted(_ text: String, to output: inout [UInt8]) {
        output.append(0x22)
        output.appendEscaped(text, where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == 0xE2 }) { bytes, index, output in
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
        output.append(0x22)
    }

    static func appendQuoted(_ text: String, to output: inout String) {
        var quoted: [UInt8] = []
        appendQuoted(text, to: &quoted)
        output += String(decoding: quoted, as: UTF8.self)
    }
}

/// The elements of a `JSONValue.elements` array: a report's findings, made as they are written.
public struct JSONElements: Sendable {
    public let count: Int
    public let element: @Sendable (Int) -> JSONValue

    public init(count: Int, element: @escaping @Sendable (Int) -> JSONValue) {
        self.count = count
        self.element = element
    }
}
