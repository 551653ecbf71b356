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
        guard span.count > 0 else { return }
        for name in bytes(of: span).split(separator: Self.listSeparator, omittingEmptySubsequences: false) {
            body(name)
        }
    }

    /// Identifiers never hold a NUL byte.
    static let listSeparator: UInt8 = 0

    /// Collects a file's names before its records are made.
    struct Builder {
        private var bytes: [UInt8] = []

        mutating func add<Name: Collection<UInt8>>(_ name: Name) -> Span {
            let start = Int32(bytes.count)
            bytes += name
            return Span(start: start, count: Int32(bytes.count) - start)
        }

        mutating func add(_ name: String) -> Span { add(name.utf8) }

        /// Several names as one span (`A\0B`): a type's inheritance list.
        mutating func add<Names: Sequence>(list names: Names) -> Span where Names.Element: Collection<UInt8> {
            let start = Int32(bytes.count)
            for (position, name) in names.enumerated() {
                if position > 0 { bytes.append(NamePool.listSeparator) }
                bytes += name
            }
            return Span(start: start, count: Int32(bytes.count) - start)
        }

        func pool() -> NamePool { NamePool(bytes: bytes) }
    }
}
