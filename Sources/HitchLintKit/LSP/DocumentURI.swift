/// `file:` URIs and the paths they name. Paths are bytes, so decoding `%XX` gives bytes back (a file
/// name need not be UTF-8), and encoding escapes every byte outside the URI's unreserved set.
enum DocumentURI {
    /// The path of a `file:` URI (`file:///a/b`, `file://localhost/a/b`), nil for other schemes
    /// (`untitled:`) and for URIs that are not absolute paths.
    static func path(of uri: String) -> FilePath? {
        let bytes = Array(uri.utf8)
        let scheme = Array("file://".utf8)
        guard bytes.count > scheme.count,
              zip(bytes.prefix(scheme.count), scheme).allSatisfy({ ($0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0) == $1 })
        else { return nil }
        var rest = bytes[scheme.count...]
        // The authority: empty or `localhost` for local files.
        guard let slash = rest.firstIndex(of: UInt8(ascii: "/")) else { return nil }
        let authority = String(decoding: rest[rest.startIndex..<slash], as: UTF8.self).lowercased()
        guard authority.isEmpty || authority == "localhost" else { return nil }
        rest = rest[slash...]
        if let end = rest.firstIndex(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }) { rest = rest[..<end] }
        var path: [UInt8] = []
        var index = rest.startIndex
        while index < rest.endIndex {
            if rest[index] == UInt8(ascii: "%"), index + 2 < rest.endIndex,
               let high = hexValue(rest[index + 1]), let low = hexValue(rest[index + 2]) {
                path.append(high << 4 | low)
                index += 3
            } else {
                path.append(rest[index])
                index += 1
            }
        }
        return FilePath(bytes: path)
    }

    static func uri(of path: FilePath) -> String {
        var text = "file://"
        let digits = Array("0123456789ABCDEF".utf8)
        for byte in path.bytes {
            if isUnreserved(byte) || byte == UInt8(ascii: "/") {
                text.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                text += "%" + String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]], as: UTF8.self)
            }
        }
        return text
    }

    static func isUnreserved(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: return byte - 0x30
        case 0x41...0x46: return byte - 0x41 + 10
        case 0x61...0x66: return byte - 0x61 + 10
        default: return nil
        }
    }
}
