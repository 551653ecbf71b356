/// Swift's reserved words. Contextual keywords (`some`, `any`, `get`, `willSet` …) stay identifiers,
/// as they do in the compiler's lexer; the parser recognises them by text where they matter.
enum Keywords {
    /// Called for every identifier: words of up to eight bytes are packed little-endian into a
    /// `UInt64` and looked up in a table by a hash of it; the few longer ones are compared directly.
    /// `slots`: `shortKeywordSlots`, which a lexer holds (reading the static for every identifier
    /// went through its lazy initializer's check each time).
    @inline(__always)
    static func isKeyword(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int, slots: [UInt64]) -> Bool {
        if length > 8 { return isLongKeyword(bytes, start: start, length: length) }
        let packed = packed(bytes, start: start, length: length)
        return slots[slot(of: packed)] == packed
    }

    /// The `length` (1 to 8) bytes at `start`, the first in the lowest byte of the result.
    @inline(__always)
    static func packed(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> UInt64 {
        if start + 8 <= bytes.count {
            // One unaligned load instead of a loop; the bytes after the identifier are masked off.
            return ByteWord.load(bytes, at: start) & (UInt64.max >> (64 - 8 * UInt64(length)))
        }
        var packed: UInt64 = 0
        for offset in 0..<length { packed |= UInt64(bytes[start + offset]) << (8 * UInt64(offset)) }
        return packed
    }

    /// A multiply and a shift: the 47 short keywords fall in 47 different slots of 128 (a multiplier
    /// found by search; the table below refuses to build if a word list change breaks that).
    @inline(__always)
    static func slot(of packed: UInt64) -> Int { Int(truncatingIfNeeded: (packed &* 0x0860_E944_0A3B_046F) >> 57) }

    static let shortKeywords: [StaticString] = [
        "_", "if", "in", "do", "as", "is", "nil", "var", "for", "let", "Any", "try", "func", "case", "else", "true",
        "Self", "self", "enum", "init", "guard", "while", "where", "false", "catch", "break", "defer", "super", "class",
        "inout", "throw", "public", "static", "switch", "return", "throws", "repeat", "struct", "deinit", "import",
        "private", "default", "continue", "internal", "protocol", "operator", "rethrows",
    ]

    /// Each short keyword, packed, at its slot; 0 (which no identifier packs to) elsewhere: a word of
    /// one to eight bytes is a keyword when the slot it hashes to holds it.
    static let shortKeywordSlots: [UInt64] = {
        var slots = [UInt64](repeating: 0, count: 128)
        for word in shortKeywords {
            let packed = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount).enumerated()
                .reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
            precondition(slots[slot(of: packed)] == 0, "two short keywords share a slot: search another multiplier")
            slots[slot(of: packed)] = packed
        }
        return slots
    }()

    /// Only four lengths hold a long keyword, so most long identifiers are rejected by their length alone.
    static func isLongKeyword(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> Bool {
        func matches(_ word: StaticString) -> Bool {
            let pointer = word.utf8Start
            for offset in 0..<length where bytes[start + offset] != pointer[offset] { return false }
            return true
        }
        switch length {
        case 9: return matches("extension") || matches("subscript") || matches("typealias")
        case 11: return matches("fileprivate") || matches("fallthrough")
        case 14: return matches("associatedtype")
        case 15: return matches("precedencegroup")
        default: return false
        }
    }
}
