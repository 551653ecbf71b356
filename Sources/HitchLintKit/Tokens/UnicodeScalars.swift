/// UTF-8 decoding and the character classes of Swift's lexical grammar, on raw bytes.
enum UTF8Bytes {
    /// Decodes the scalar starting at `index`; `length` is 0 when the bytes there are not valid UTF-8.
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (scalar: UInt32, length: Int) {
        let end = bytes.count
        let b0 = bytes[index]
        if b0 < 0x80 { return (UInt32(b0), 1) }
        if b0 < 0xC2 { return (0, 0) }
        if b0 < 0xE0 {
            guard index + 1 < end, isContinuation(bytes[index + 1]) else { return (0, 0) }
            return (UInt32(b0 & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F), 2)
        }
        if b0 < 0xF0 {
            guard index + 2 < end, isContinuation(bytes[index + 1]), isContinuation(bytes[index + 2]) else { return (0, 0) }
            let scalar = UInt32(b0 & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
            // Overlong encodings and UTF-16 surrogates are not valid UTF-8.
            if scalar < 0x800 || (0xD800...0xDFFF).contains(scalar) { return (0, 0) }
            return (scalar, 3)
        }
        if b0 < 0xF5 {
            guard index + 3 < end, isContinuation(bytes[index + 1]), isContinuation(bytes[index + 2]),
                  isContinuation(bytes[index + 3]) else { return (0, 0) }
            let scalar = UInt32(b0 & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12
                | UInt32(bytes[index + 2] & 0x3F) << 6 | UInt32(bytes[index + 3] & 0x3F)
            if scalar < 0x10000 || scalar > 0x10FFFF { return (0, 0) }
            return (scalar, 4)
        }
        return (0, 0)
    }

    @inline(__always)
    static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }

    /// Operator characters outside ASCII, from The Swift Programming Language's lexical structure.
    static func isOperatorHead(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
             0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
             0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
             0x3008...0x3030:
            return true
        default:
            return false
        }
    }

    /// Combining marks may continue an operator (and an identifier) but not start one.
    static func isCombining(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
            return true
        default:
            return false
        }
    }

    /// Non-ASCII scalars that may start an identifier: everything that is not an operator character,
    /// a combining mark, white space or a private-use/control code.
    static func isIdentifierHead(_ scalar: UInt32) -> Bool {
        if scalar < 0x80 { return false }
        if isOperatorHead(scalar) || isCombining(scalar) { return false }
        switch scalar {
        case 0x80...0xA0, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF, 0xFFF0...0xFFFF:
            return false
        default:
            return true
        }
    }
}
