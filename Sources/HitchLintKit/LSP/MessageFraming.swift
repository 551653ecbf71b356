/// Splits the byte stream of a Language Server Protocol connection into message bodies. A message is
/// a header block (`Content-Length: <bytes>`, optionally `Content-Type`, each line ending in `\r\n`,
/// then an empty line) followed by exactly that many bytes: lengths count bytes, never characters.
struct FrameDecoder {
    enum Frame {
        case message([UInt8])
        /// Bytes that are not a frame. They are skipped up to the next `Content-Length`, so one bad
        /// frame costs one message, not the connection; the reason is for the log.
        case malformed(String)
    }

    /// Bigger bodies are refused instead of buffered: no editor sends a 256 MB message, and a garbled
    /// length must not make the server wait for (or allocate) gigabytes.
    static let maximumBodySize = 256 << 20
    /// A header block is a line or two; this many bytes without its end means the stream is not headers.
    static let maximumHeaderSize = 8 << 10

    static let headerEnd = Array("\r\n\r\n".utf8)
    static let lengthName = Array("content-length".utf8)

    private var buffer: [UInt8] = []
    /// Bytes before `start` are consumed; they are dropped in bulk, not one message at a time.
    private var start = 0
    /// After a malformed frame: looking for the next `Content-Length` before reading headers again.
    private var resynchronizing = false

    /// Whether input ended inside a message.
    var hasPartialMessage: Bool { start < buffer.count }

    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        buffer.append(contentsOf: bytes)
    }

    /// The next complete frame, or nil until more bytes arrive.
    mutating func next() -> Frame? {
        if resynchronizing && !skipToHeader(from: start) { return nil }
        guard let end = Self.find(Self.headerEnd, in: buffer, from: start) else {
            guard buffer.count - start > Self.maximumHeaderSize else { return nil }
            return malformed("no end of headers in \(buffer.count - start) bytes")
        }
        switch Self.contentLength(buffer[start..<end]) {
        case .invalid(let reason):
            return malformed(reason)
        case .length(let length):
            let bodyStart = end + Self.headerEnd.count
            guard buffer.count - bodyStart >= length else { return nil }
            let body = Array(buffer[bodyStart..<(bodyStart + length)])
            start = bodyStart + length
            compact()
            return .message(body)
        }
    }

    private mutating func malformed(_ reason: String) -> Frame {
        resynchronizing = true
        _ = skipToHeader(from: start + 1)
        return .malformed(reason)
    }

    /// Moves to the next `Content-Length` at or after `offset`. Without one, keeps only a tail that
    /// may be the start of one, and answers false.
    private mutating func skipToHeader(from offset: Int) -> Bool {
        if let found = Self.findHeaderName(in: buffer, from: offset) {
            start = found
            resynchronizing = false
            compact()
            return true
        }
        start = max(start, buffer.count - (Self.lengthName.count - 1))
        compact()
        return false
    }

    private mutating func compact() {
        if start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
        } else if start > 1 << 16 && start * 2 > buffer.count {
            buffer.removeFirst(start)
            start = 0
        }
    }

    enum HeaderValue {
        case length(Int)
        case invalid(String)
    }

    /// The `Content-Length` of a header block; other headers (`Content-Type`) are allowed and ignored.
    static func contentLength(_ block: ArraySlice<UInt8>) -> HeaderValue {
        var length: Int? = nil
        for line in split(block) {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
                return .invalid("a header line without ':': \(Escaping.printable(Array(line.prefix(80))))")
            }
            let name = String(decoding: trim(line[line.startIndex..<colon]), as: UTF8.self).lowercased()
            guard name == "content-length" else { continue }
            let value = trim(line[(colon + 1)...])
            guard !value.isEmpty, value.count <= 12, value.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
                  let parsed = Int(String(decoding: value, as: UTF8.self)) else {
                return .invalid("Content-Length is not a whole number: \(Escaping.printable(Array(value.prefix(80))))")
            }
            guard parsed <= maximumBodySize else { return .invalid("Content-Length \(parsed) is over the limit") }
            length = parsed
        }
        guard let length else { return .invalid("no Content-Length header") }
        return .length(length)
    }

    static func split(_ block: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var lineStart = block.startIndex
        var index = block.startIndex
        while index < block.endIndex {
            if block[index] == 0x0D, index + 1 < block.endIndex, block[index + 1] == 0x0A {
                lines.append(block[lineStart..<index])
                index += 2
                lineStart = index
            } else {
                index += 1
            }
        }
        lines.append(block[lineStart..<block.endIndex])
        return lines
    }

    static func trim(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var slice = bytes
        while let first = slice.first, first == 0x20 || first == 0x09 { slice = slice.dropFirst() }
        while let last = slice.last, last == 0x20 || last == 0x09 { slice = slice.dropLast() }
        return slice
    }

    static func find(_ needle: [UInt8], in bytes: [UInt8], from offset: Int) -> Int? {
        guard offset >= 0, bytes.count - offset >= needle.count else { return nil }
        var index = offset
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0] && bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// The next `Content-Length`, in any letter case, at or after `offset`.
    static func findHeaderName(in bytes: [UInt8], from offset: Int) -> Int? {
        guard offset >= 0 else { return nil }
        var index = offset
        while index + lengthName.count <= bytes.count {
            if zip(bytes[index..<(index + lengthName.count)], lengthName).allSatisfy({ byte, expected in
                (byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) == expected
            }) {
                return index
            }
            index += 1
        }
        return nil
    }

    /// A body with its header, ready to write.
    static func frame(_ body: String) -> [UInt8] {
        Array("Content-Length: \(body.utf8.count)\r\n\r\n".utf8) + Array(body.utf8)
    }
}
