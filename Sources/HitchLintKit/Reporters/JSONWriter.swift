/// Writes a pretty-printed JSON document straight into a report's pieces, two spaces an indentation
/// level, as it is made. Reports write their findings through this, member by member: a `JSONValue`
/// tree made for each finding (a box for every value, an array for every object) and freed again was
/// most of a JSON or SARIF report's cost, serial work at the end of a lint. `JSONValue` renders through
/// this too, so there is one layout.
///
/// A container's opening bracket is written with its first member, so that an empty one is `{}`/`[]`.
struct JSONWriter {
    var pieces: ReportPieces
    /// The depth of the members of the innermost open container.
    private var depth = 0
    /// The innermost open container's opening bracket while it has no member yet, else 0.
    private var pendingOpening: UInt8 = 0

    init(_ pieces: ReportPieces) { self.pieces = pieces }

    /// Writes a document to `emit`: `body` writes its one value; a final line break follows.
    static func write(to emit: ([UInt8]) -> Void, _ body: (inout JSONWriter) -> Void) {
        ReportPieces.write(to: emit) { pieces in
            writing(into: &pieces, depth: 0) { writer in
                body(&writer)
                writer.pieces.bytes.append(0x0A)
            }
        }
    }

    /// `body` writes into `pieces` at `depth` through a writer that alone holds their buffer (so that
    /// appending does not copy it), which then goes back to `pieces`.
    private static func writing(into pieces: inout ReportPieces, depth: Int, _ body: (inout JSONWriter) -> Void) {
        var writer = JSONWriter(pieces)
        pieces.bytes = []
        writer.depth = depth
        body(&writer)
        swap(&pieces.bytes, &writer.pieces.bytes)
    }

    // MARK: Containers

    /// An object whose members `body` writes with `member`.
    mutating func object(_ body: (inout JSONWriter) -> Void) { container(opening: 0x7B, closing: 0x7D, body) }

    /// An array whose elements `body` writes, each after `element()`.
    mutating func array(_ body: (inout JSONWriter) -> Void) { container(opening: 0x5B, closing: 0x5D, body) }

    private mutating func container(opening: UInt8, closing: UInt8, _ body: (inout JSONWriter) -> Void) {
        let outerOpening = pendingOpening
        pendingOpening = opening
        depth += 1
        body(&self)
        depth -= 1
        if pendingOpening != 0 {
            pieces.bytes.append(opening)
        } else {
            appendNewLine()
        }
        pieces.bytes.append(closing)
        pendingOpening = outerOpening
    }

    /// Starts a member of the open object: the value written next is its value. The key is written as
    /// it is: a literal of the caller's, with no quote, backslash or control character to escape.
    mutating func member(_ key: StaticString) {
        assert(UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount).allSatisfy { $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C },
               "a literal key needs no escaping")
        startItem()
        pieces.bytes.append(0x22)
        pieces.bytes.append(key)
        pieces.bytes.append("\": ")
    }

    /// The same for a key that is not a literal (quoted and escaped).
    mutating func member(named key: String) {
        startItem()
        JSONValue.appendQuoted(key, to: &pieces.bytes)
        pieces.bytes.append(": ")
    }

    /// Starts an element of the open array: the value written next is the element.
    mutating func element() { startItem() }

    /// Hands a full piece on (call between two large items, like findings).
    mutating func endItem() { pieces.endItem() }

    /// Elements of the open array for `list`, which `writeRun` writes a run of at a time (each run's own
    /// caches, such as a file's path as text, start afresh). With more than a batch of items and several
    /// `threads`, the first is written here (it opens the array) and the rest a batch of 512 a worker,
    /// each batch by a writer of its own at this depth, as this one would, handed on in turn
    /// (`ReportPieces.writeInTurn`).
    mutating func elements<Item: Sendable>(of list: [Item], threads: Int,
                                           _ writeRun: @Sendable (ArraySlice<Item>, inout JSONWriter) -> Void) {
        guard threads > 1 && list.count > ReportPieces.batchSize else { return writeRun(list[...], &self) }
        writeRun(list[..<1], &self)
        let arrayDepth = depth
        pieces.items(of: list[1...], threads: threads) { run, partPieces in
            Self.writing(into: &partPieces, depth: arrayDepth) { writeRun(run, &$0) }
        }
    }

    /// The open container's opening bracket, or the comma after its previous item; then a new line.
    private mutating func startItem() {
        if pendingOpening != 0 {
            pieces.bytes.append(pendingOpening)
            pendingOpening = 0
        } else {
            pieces.bytes.append(0x2C)
        }
        appendNewLine()
    }

    /// A line break and the indentation of the current depth, copied from a line of spaces.
    private mutating func appendNewLine() {
        let indentation: StaticString = "\n                                                                "
        if 2 * depth < indentation.utf8CodeUnitCount {
            pieces.bytes.append(contentsOf: UnsafeBufferPointer(start: indentation.utf8Start, count: 1 + 2 * depth))
        } else {
            pieces.bytes.append(0x0A)
            pieces.bytes.append(contentsOf: repeatElement(0x20, count: 2 * depth))
        }
    }

    // MARK: Values

    mutating func string(_ text: String) {
        guard text.utf8.count > Self.longString else { return JSONValue.appendQuoted(text, to: &pieces.bytes) }
        // A long text (a SARIF rule's whole document) is escaped a part at a time, each part handed on once
        // the pieces are full: a piece stays bounded whatever the text. Parts end on whole Unicode scalars,
        // which escaping never splits.
        pieces.bytes.append(0x22)
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        while start < scalars.endIndex {
            // 2,048 scalars escape to at most 12 KB (six bytes a control character): a piece's bound plus that.
            let end = scalars.index(start, offsetBy: Self.longString / 8, limitedBy: scalars.endIndex) ?? scalars.endIndex
            JSONValue.appendEscaped(String(scalars[start..<end]), to: &pieces.bytes)
            pieces.endItem()
            start = end
        }
        pieces.bytes.append(0x22)
    }

    /// Strings longer than this (in UTF-8 bytes) are written in parts.
    static let longString = 16_384

    /// A finding's message as one string, written part by part (`Diagnostic.forEachMessagePart`), then
    /// the texts `after`, not joined into a `String` first. Each part escapes as it would in the whole:
    /// escaping stands for whole Unicode scalars, which never span two parts.
    mutating func string(messageOf diagnostic: Diagnostic, then after: String...) {
        pieces.bytes.append(0x22)
        diagnostic.forEachMessagePart { JSONValue.appendEscaped($0, to: &pieces.bytes) }
        for part in after { JSONValue.appendEscaped(part, to: &pieces.bytes) }
        pieces.bytes.append(0x22)
    }

    /// A string given as its UTF-8 bytes, which must need no escaping (a URI the caller percent-encoded).
    mutating func plainString(_ bytes: [UInt8]) {
        pieces.bytes.append(0x22)
        pieces.bytes.append(contentsOf: bytes)
        pieces.bytes.append(0x22)
    }

    mutating func integer(_ number: Int) { pieces.bytes.append(decimal: number) }

    mutating func bool(_ flag: Bool) { pieces.bytes.append(flag ? "true" : "false") }

    mutating func null() { pieces.bytes.append("null") }

    /// A value given as a tree (small, fixed parts of a document).
    mutating func value(_ value: JSONValue) {
        switch value {
        case .string(let text): string(text)
        case .integer(let number): integer(number)
        case .bool(let flag): bool(flag)
        case .null: null()
        case .array(let items):
            array { writer in
                for item in items {
                    writer.element()
                    let start = writer.pieces.bytes.count
                    writer.value(item)
                    writer.pieces.endItem(startingAt: start)  // a SARIF report's rules: each by itself
                }
            }
        case .object(let members):
            object { writer in
                for (key, item) in members {
                    let start = writer.pieces.bytes.count
                    writer.member(named: key)
                    writer.value(item)
                    writer.pieces.endItem(startingAt: start)  // a SARIF rule's document: its text, then its markdown
                }
            }
        }
    }

    // MARK: Shorthands for members

    mutating func member(_ key: StaticString, string text: String) {
        member(key)
        string(text)
    }

    /// A finding's message (`string(messageOf:)`).
    mutating func member(_ key: StaticString, messageOf diagnostic: Diagnostic) {
        member(key)
        string(messageOf: diagnostic)
    }

    mutating func member(_ key: StaticString, integer number: Int) {
        member(key)
        integer(number)
    }

    mutating func member(_ key: StaticString, bool flag: Bool) {
        member(key)
        bool(flag)
    }

    mutating func member(_ key: StaticString, object body: (inout JSONWriter) -> Void) {
        member(key)
        object(body)
    }

    mutating func member(_ key: StaticString, array body: (inout JSONWriter) -> Void) {
        member(key)
        array(body)
    }

    mutating func member(_ key: StaticString, value tree: JSONValue) {
        member(key)
        value(tree)
    }
}
