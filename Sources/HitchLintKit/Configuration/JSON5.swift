/// A JSON5 reader that keeps where every value is, so configuration errors can name `file:line:column`.
/// JSON5: comments, trailing commas, unquoted keys, single-quoted strings, hex numbers, `+`/`.5`.
public struct JSON5 {
    public struct Located<Value: Sendable>: Sendable {
        public var value: Value
        /// 1-based line and UTF-8 column.
        public var line: Int
        public var column: Int
    }

    public indirect enum Value: Sendable {
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
        case array([Located<Value>])
        /// Members in file order (a key may repeat; the last one wins when read).
        case object([(key: Located<String>, value: Located<Value>)])

        public var typeName: String {
            switch self {
            case .string: return "a string"
            case .number: return "a number"
            case .bool: return "true or false"
            case .null: return "null"
            case .array: return "an array"
            case .object: return "an object"
            }
        }
    }

    public struct SyntaxError: Error, Sendable {
        public var message: String
        public var line: Int
        public var column: Int
    }

    let bytes: [UInt8]
    var position = 0
    /// Where each line starts (after each `\n`): every value's place is looked up in it. Counted from
    /// the file's start for each value, a baseline of 33,773 findings (4.4 MB) took three minutes to read.
    let lineStarts: [Int]

    init(bytes: [UInt8]) {
        self.bytes = bytes
        lineStarts = [0] + bytes.indices.lazy.filter { bytes[$0] == 0x0A }.map { $0 + 1 }
    }
    /// Nesting bound: a configuration is never this deep, and deeper input must not exhaust the stack.
    static let maximumDepth = 128

    public static func parse(_ bytes: [UInt8]) -> Result<Located<Value>, SyntaxError> {
        var reader = JSON5(bytes: bytes)
        do {
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.position = 3 }
            try reader.skipSpaceAndComments()
            let value = try reader.readValue(depth: 0)
            try reader.skipSpaceAndComments()
            guard reader.position == bytes.count else { throw reader.error("unexpected text after the configuration") }
            return .success(value)
        } catch let error as SyntaxError {
            return .failure(error)
        } catch {
            return .failure(SyntaxError(message: "\(error)", line: 1, column: 1))
        }
    }

    func location(_ offset: Int) -> (line: Int, column: Int) {
        // The lines that start at or before the offset (a line break at the offset itself is its line's end).
        let line = partitionPoint(in: lineStarts.indices) { lineStarts[$0] <= min(offset, bytes.count) }
        return (line, offset - lineStarts[line - 1] + 1)
    }

    func error(_ message: String, at offset: Int? = nil) -> SyntaxError {
        let (line, column) = location(offset ?? position)
        return SyntaxError(message: message, line: line, column: column)
    }

    func located<T>(_ value: T, at offset: Int) -> Located<T> {
        let (line, column) = location(offset)
        return Located(value: value, line: line, column: column)
    }

    var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    mutating func skipSpaceAndComments() throws {
        while let byte = current {
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C {
                position += 1
            } else if byte == 0xC2, position + 1 < bytes.count, bytes[position + 1] == 0xA0 {
                position += 2
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                while let next = current, next != 0x0A, next != 0x0D { position += 1 }
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                let start = position
                position += 2
                while position + 1 < bytes.count, !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/")) {
                    position += 1
                }
                guard position + 1 < bytes.count else { throw error("unterminated comment", at: start) }
                position += 2
            } else {
                return
            }
        }
    }

    mutating func readValue(depth: Int) throws -> Located<Value> {
        guard depth < Self.maximumDepth else { throw error("nested too deeply") }
        let start = position
        guard let byte = current else { throw error("expected a value, found the end of the file") }
        switch byte {
        case UInt8(ascii: "{"): return located(try readObject(depth: depth), at: start)
        case UInt8(ascii: "["): return located(try readArray(depth: depth), at: start)
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return located(.string(try readString()), at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return located(.number(try readNumber()), at: start)
        default:
            let word = readIdentifier()
            switch word {
            case "true": return located(.bool(true), at: start)
            case "false": return located(.bool(false), at: start)
            case "null": return located(.null, at: start)
            case "Infinity", "NaN": return located(.number(word == "NaN" ? .nan : .infinity), at: start)
            default:
                position = start
                throw error("expected a value (a string, number, object, array, true, false or null)")
            }
        }
    }

    mutating func readObject(depth: Int) throws -> Value {
        position += 1
        var members: [(key: Located<String>, value: Located<Value>)] = []
        while true {
            try skipSpaceAndComments()
            guard let byte = current else { throw error("unterminated object: expected '}'") }
            if byte == UInt8(ascii: "}") { position += 1; return .object(members) }
            let keyStart = position
            let key: String
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                key = try readString()
            } else {
                key = readIdentifier()
                guard !key.isEmpty else { throw error("expected a key or '}'") }
            }
            try skipSpaceAndComments()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after the key '\(key)'") }
            position += 1
            try skipSpaceAndComments()
            let value = try readValue(depth: depth + 1)
            members.append((located(key, at: keyStart), value))
            try skipSpaceAndComments()
            if current == UInt8(ascii: ",") { position += 1; continue }
            guard current != nil else { throw error("unterminated object: expected '}'") }
            guard current == UInt8(ascii: "}") else { throw error("expected ',' or '}'") }
        }
    }

    mutating func readArray(depth: Int) throws -> Value {
        position += 1
        var items: [Located<Value>] = []
        while true {
            try skipSpaceAndComments()
            guard let byte = current else { throw error("unterminated array: expected ']'") }
            if byte == UInt8(ascii: "]") { position += 1; return .array(items) }
            items.append(try readValue(depth: depth + 1))
            try skipSpaceAndComments()
            if current == UInt8(ascii: ",") { position += 1; continue }
            guard current != nil else { throw error("unterminated array: expected ']'") }
            guard current == UInt8(ascii: "]") else { throw error("expected ',' or ']'") }
        }
    }

    mutating func readIdentifier() -> String {
        let start = position
        while let byte = current,
              byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
                || (byte >= 0x30 && byte <= 0x39 && position > start) || byte >= 0x80 {
            position += 1
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    mutating func readString() throws -> String {
        let quote = bytes[position]
        let start = position
        position += 1
        var chunkStart = position
        var result = ""
        func flush(_ end: Int) { result += String(decoding: bytes[chunkStart..<end], as: UTF8.self) }
        while let byte = current {
            if byte == quote {
                flush(position)
                position += 1
                return result
            }
            if byte == 0x0A || byte == 0x0D { throw error("unterminated string", at: start) }
            if byte == UInt8(ascii: "\\") {
                flush(position)
                position += 1
                guard let escaped = current else { break }
                position += 1
                switch escaped {
                case UInt8(ascii: "n"): result += "\n"
                case UInt8(ascii: "t"): result += "\t"
                case UInt8(ascii: "r"): result += "\r"
                case UInt8(ascii: "b"): result += "\u{8}"
                case UInt8(ascii: "f"): result += "\u{C}"
                case UInt8(ascii: "0"): result += "\u{0}"
                case UInt8(ascii: "u"):
                    guard position + 4 <= bytes.count,
                          let code = UInt32(String(decoding: bytes[position..<(position + 4)], as: UTF8.self), radix: 16)
                    else { throw error("bad \\u escape") }
                    position += 4
                    result.unicodeScalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                case 0x0A: break  // a line continuation
                default: result.unicodeScalars.append(Unicode.Scalar(escaped))
                }
                chunkStart = position
                continue
            }
            position += 1
        }
        throw error("unterminated string", at: start)
    }

    mutating func readNumber() throws -> Double {
        let start = position
        while let byte = current, byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "x") || byte == UInt8(ascii: "X") || (byte >= 0x30 && byte <= 0x39)
                || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x66) {
            position += 1
        }
        var text = String(decoding: bytes[start..<position], as: UTF8.self)
        var sign = 1.0
        if text.hasPrefix("-") { sign = -1; text.removeFirst() } else if text.hasPrefix("+") { text.removeFirst() }
        if text.lowercased().hasPrefix("0x"), let hex = UInt64(text.dropFirst(2), radix: 16) { return sign * Double(hex) }
        guard let value = Double(text) else { throw error("bad number '\(text)'", at: start) }
        return sign * value
    }
}
