/// Swift's reserved words. Contextual keywords (`some`, `any`, `get`, `willSet` …) stay identifiers,
/// as they do in the compiler's lexer; the parser recognises them by text where they matter.
enum Keywords {
    /// Called for every identifier, so no collection is touched: words of up to eight bytes are packed
    /// little-endian into a `UInt64` and matched by a `switch` over constants; the few longer ones are
    /// compared directly.
    @inline(__always)
    static func isKeyword(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> Bool {
        if length > 8 { return isLongKeyword(bytes, start: start, length: length) }
        return isShortKeyword(packed(bytes, start: start, length: length))
    }

    /// The `length` (1 to 8) bytes at `start`, the first in the lowest byte of the result.
    @inline(__always)
    static func packed(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> UInt64 {
        if start + 8 <= bytes.count {
            // One unaligned load instead of a loop; the bytes after the identifier are masked off.
            let word = UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped + start).loadUnaligned(as: UInt64.self)
            return UInt64(littleEndian: word) & (UInt64.max >> (64 - 8 * UInt64(length)))
        }
        var packed: UInt64 = 0
        for offset in 0..<length { packed |= UInt64(bytes[start + offset]) << (8 * UInt64(offset)) }
        return packed
    }

    static func isShortKeyword(_ packed: UInt64) -> Bool {
        switch packed {
        case 0x000000000000005F: return true  // _
        case 0x0000000000006669: return true  // if
        case 0x0000000000006E69: return true  // in
        case 0x0000000000006F64: return true  // do
        case 0x0000000000007361: return true  // as
        case 0x0000000000007369: return true  // is
        case 0x00000000006C696E: return true  // nil
        case 0x0000000000726176: return true  // var
        case 0x0000000000726F66: return true  // for
        case 0x000000000074656C: return true  // let
        case 0x0000000000796E41: return true  // Any
        case 0x0000000000797274: return true  // try
        case 0x00000000636E7566: return true  // func
        case 0x0000000065736163: return true  // case
        case 0x0000000065736C65: return true  // else
        case 0x0000000065757274: return true  // true
        case 0x00000000666C6553: return true  // Self
        case 0x00000000666C6573: return true  // self
        case 0x000000006D756E65: return true  // enum
        case 0x0000000074696E69: return true  // init
        case 0x0000006472617567: return true  // guard
        case 0x000000656C696877: return true  // while
        case 0x0000006572656877: return true  // where
        case 0x00000065736C6166: return true  // false
        case 0x0000006863746163: return true  // catch
        case 0x0000006B61657262: return true  // break
        case 0x0000007265666564: return true  // defer
        case 0x0000007265707573: return true  // super
        case 0x0000007373616C63: return true  // class
        case 0x00000074756F6E69: return true  // inout
        case 0x000000776F726874: return true  // throw
        case 0x000063696C627570: return true  // public
        case 0x0000636974617473: return true  // static
        case 0x0000686374697773: return true  // switch
        case 0x00006E7275746572: return true  // return
        case 0x000073776F726874: return true  // throws
        case 0x0000746165706572: return true  // repeat
        case 0x0000746375727473: return true  // struct
        case 0x000074696E696564: return true  // deinit
        case 0x000074726F706D69: return true  // import
        case 0x0065746176697270: return true  // private
        case 0x00746C7561666564: return true  // default
        case 0x65756E69746E6F63: return true  // continue
        case 0x6C616E7265746E69: return true  // internal
        case 0x6C6F636F746F7270: return true  // protocol
        case 0x726F74617265706F: return true  // operator
        case 0x73776F7268746572: return true  // rethrows
        default: return false
        }
    }

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
