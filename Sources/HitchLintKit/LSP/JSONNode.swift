import Foundation

/// A JSON value as the editor sent it. Decoded with `JSONDecoder`, which keeps `true` apart from `1`
/// (Linux's `JSONSerialization` does not) and joins `\ud83d\ude00` escapes into one emoji.
enum JSONNode: Decodable, Sendable, Equatable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([JSONNode])
    case object([String: JSONNode])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        // The order matters: `Bool` refuses numbers and `Int` refuses fractions, so each value lands
        // in its own case.
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let integer = try? container.decode(Int.self) {
            self = .integer(integer)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let items = try? container.decode([JSONNode].self) {
            self = .array(items)
        } else {
            self = .object(try container.decode([String: JSONNode].self))
        }
    }

    /// The value of a message body, or nil when it is not JSON.
    static func parse(_ bytes: [UInt8]) -> JSONNode? {
        try? JSONDecoder().decode(JSONNode.self, from: Data(bytes))
    }

    subscript(key: String) -> JSONNode? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    var string: String? {
        guard case .string(let text) = self else { return nil }
        return text
    }

    var integer: Int? {
        guard case .integer(let value) = self else { return nil }
        return value
    }

    var bool: Bool? {
        guard case .bool(let flag) = self else { return nil }
        return flag
    }

    var array: [JSONNode]? {
        guard case .array(let items) = self else { return nil }
        return items
    }
}

extension JSONValue {
    /// On one line, with no spaces: protocol messages are read by programs, and every byte is sent
    /// on each keystroke.
    func compactRendered() -> String {
        var output = ""
        renderCompact(into: &output)
        return output
    }

    private func renderCompact(into output: inout String) {
        switch self {
        case .string(let text): JSONValue.appendQuoted(text, to: &output)
        case .integer(let number): output += String(number)
        case .bool(let flag): output += flag ? "true" : "false"
        case .null: output += "null"
        case .array(let items):
            output += "["
            for (index, item) in items.enumerated() {
                if index > 0 { output += "," }
                item.renderCompact(into: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                JSONValue.appendQuoted(member.0, to: &output)
                output += ":"
                member.1.renderCompact(into: &output)
            }
            output += "}"
        }
    }
}
