/// The names of one file's types and units, end to end in one buffer its records share: the index
/// of a large project holds hundreds of thousands of names, and a `String` each (most too long to
/// be stored inline) was a fifth of its memory. Names become `String`s only where they are put in
/// words (messages) or need a scope (nested type lookup); lookups use hashes made from the bytes.
public final class NamePool: Sendable {
    /// Where a name is in `bytes`.
    public struct Span: Sendable, Equatable {
        let start: Int32
        let count: Int32
    }

    let bytes: [UInt8]

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// The pool of a file without names: one for all of them.
    static let empty = NamePool(bytes: [])

    func bytes(of span: Span) -> ArraySlice<UInt8> {
        bytes[Int(span.start)..<Int(span.start + span.count)]
    }

    func string(_ span: Span) -> String { String(decoding: bytes(of: span), as: UTF8.self) }

    /// The names of a list stored with `Builder.add(list:)`.
    func forEachName(inList span: Span, _ body: (ArraySlice<UInt8>) -> Void) {
        var cursor = Int(span.start)
        let end = Int(span.start + span.count)
        while cursor + 4 <= end {
            let count = bytes[cursor..<(cursor + 4)].reversed().reduce(0) { $0 << 8 | Int($1) }
            cursor += 4
            body(bytes[cursor..<min(end, cursor + count)])
            cursor += count
        }
    }

    /// Collects a file's names before its records are made. Names are written straight into the
    /// pool's buffer, not built in arrays of their own first: a lint of a large project pools several
    /// hundred thousand names, and the arrays made and freed for them were a tenth of its allocations.
    struct Builder {
        private var bytes: [UInt8] = []
        /// Room for the names `add(count:_:)` writes: longer than most qualified names.
        private static let zeros = [UInt8](repeating: 0, count: 256)

        /// A file's names stay far below 2 GB (the file size limit, and qualified names are bounded);
        /// past it a name is left empty rather than overflowing a span.
        private func hasRoom(for count: Int) -> Bool { bytes.count + count <= Int(Int32.max) }

        private func span(from start: Int) -> Span { Span(start: Int32(start), count: Int32(bytes.count - start)) }

        mutating func add<Name: Collection<UInt8>>(_ name: Name) -> Span {
            guard hasRoom(for: name.count) else { return Span(start: 0, count: 0) }
            let start = bytes.count
            bytes += name
            return span(from: start)
        }

        mutating func add(_ name: String) -> Span { add(name.utf8) }

        /// Several names as one span, each after its length (four bytes, low first): a type's
        /// inheritance list. A length, not a separator: a backticked name may hold any byte.
        mutating func add<Names: Sequence>(list names: Names) -> Span where Names.Element: Collection<UInt8> {
            let start = bytes.count
            for name in names {
                guard hasRoom(for: 4 + name.count) else {
                    bytes.removeSubrange(start...)
                    return Span(start: 0, count: 0)
                }
                for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: name.count >> shift)) }
                bytes += name
            }
            return span(from: start)
        }

        /// A name made of `count` bytes that `write` fills in, in any order (a qualified name is found
        /// innermost part first).
        mutating func add(count: Int, _ write: (UnsafeMutableBufferPointer<UInt8>) -> Void) -> Span {
            guard hasRoom(for: count) else { return Span(start: 0, count: 0) }
            let start = bytes.count
            // Room made by copying zeros: appending a `repeatElement` went through the library's general
            // path, a few hundred instructions for each qualified name of every file.
            if count <= Self.zeros.count {
                Self.zeros.withUnsafeBufferPointer { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<count])) }
            } else {
                bytes.append(contentsOf: repeatElement(0, count: count))
            }
            bytes.withUnsafeMutableBufferPointer { write(UnsafeMutableBufferPointer(rebasing: $0[start...])) }
            return span(from: start)
        }

        func bytes(of span: Span) -> ArraySlice<UInt8> { bytes[Int(span.start)..<Int(span.start + span.count)] }

        /// The pool, in a buffer exactly as large as its names: appended to, the builder's grew by doubling,
        /// and a project's pools are all held until its resolution (on the corpus, a third of their room
        /// was never used: 2 MB of the peak).
        func pool() -> NamePool {
            NamePool(bytes: [UInt8](unsafeUninitializedCapacity: bytes.count) { buffer, initialized in
                initialized = buffer.initialize(fromContentsOf: bytes)
            })
        }
    }
}
