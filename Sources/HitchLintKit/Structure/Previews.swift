/// A file's previews (`#Preview { … }`, a `PreviewProvider`'s body), which the app never runs, and for each
/// name asked about, where it is used: in a file of many preview-only
/// helpers of one name (one per type), a look at every preview for each call, and at every use of the
/// name for each helper, made the check of the file take quadratic time.
struct Previews {
    /// `#Preview { … }` and the bodies of `PreviewProvider`s (with the types nested there), as ranges
    /// apart from one another, in file order.
    let ranges: [ClosedRange<Int>]
    var usesByName = AnswersBySpelling<NameUses>()

    /// A name's uses, and those of them outside the previews, each in file order.
    struct NameUses {
        var all: [Int]
        var outsidePreviews: [Int]
    }

    init(_ file: SyntaxFile) {
        // A file without the word has none (`#Preview`, `PreviewProvider`): one search, not a look at every token.
        guard ByteString.contains(Self.word, in: file.source.bytes) else {
            ranges = []
            return
        }
        var ranges: [ClosedRange<Int>] = []
        for index in file.tokens.indices where file.isKind(index, .pound) && file.isText(index + 1, "Preview") {
            var end = index + 1
            if file.isKind(end + 1, .leftParen), let close = file.partnerOf(end + 1) { end = close }
            if file.isKind(end + 1, .leftBrace), let close = file.partnerOf(end + 1) { ranges.append(index...close) }
        }
        for declaration in file.declarations where declaration.kind.isType && declaration.hasBody
            && file.listed(declaration.inherited).contains(where: { file.isText($0, "PreviewProvider") }) {
            ranges.append(declaration.firstToken...declaration.bodyClose)
        }
        ranges.sort { $0.lowerBound < $1.lowerBound }
        var merged: [ClosedRange<Int>] = []
        for range in ranges {
            if let last = merged.last, range.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        self.ranges = merged
    }

    static let word = Array("Preview".utf8)

    /// Whether token `token` is in one of `ranges` (by binary search).
    static func contains(_ ranges: [ClosedRange<Int>], _ token: Int) -> Bool {
        let candidate = partitionPoint(in: ranges.indices) { ranges[$0].upperBound < token }
        return candidate < ranges.count && ranges[candidate].contains(token)
    }

    /// How many of `tokens` (in file order) are in `range`.
    static func count(_ tokens: [Int], in range: ClosedRange<Int>) -> Int {
        partitionPoint(in: tokens.indices) { tokens[$0] <= range.upperBound }
            - partitionPoint(in: tokens.indices) { tokens[$0] < range.lowerBound }
    }
}

extension SyntaxFile {
    /// Whether the declaration at `index` (a type, or a function or property of the file's scope) is made
    /// only for previews: private (so the file's uses are all its uses), used besides its own code, and only in
    /// previews there. `byName`: also one named as a preview's or a mock's (`TagListPreview`, `MockTimelineContent`),
    /// which other files may use (an app's `LinkPreview` row is no harness), as a rule may take it to be.
    /// `previews`: the file's, made by the first declaration that asks.
    /// A type named as a preview's harness (`StateViewPreviewWrapper`, `…PreviewContainer`) is one wherever
    /// it is used: a `Previews/` file's wrapper serves other files' `#Preview`s.
    func isOnlyForPreviews(_ index: Int, byName: Bool, previews: inout Previews?) -> Bool {
        let declaration = declarations[index]
        guard declaration.kind.isType || declaration.parent < 0, declaration.name >= 0, declaration.hasBody else { return false }
        if declaration.kind.isType && isNamedAsPreviewHarness(declaration.name) { return true }
        guard declaration.modifiers.contains(.isPrivate) || byName && Self.isNamedForPreviews(text(declaration.name)) else { return false }
        if previews == nil { previews = Previews(self) }
        let ranges = previews!.ranges
        guard !ranges.isEmpty else { return false }
        let uses = previews!.usesByName.answer(spelledAs: declaration.name, in: self) {
            let name = bytes(of: declaration.name)
            let all = identifiers(maybeSpelled: name).filter { bytes(of: $0).elementsEqual(name) }
            return Previews.NameUses(all: all, outsidePreviews: all.filter { !Previews.contains(ranges, $0) })
        }
        let own = declaration.firstToken...declaration.bodyClose
        return uses.all.count > Previews.count(uses.all, in: own)
            && uses.outsidePreviews.count == Previews.count(uses.outsidePreviews, in: own)
    }

    /// Whether the declaration at `index`, or one it is in, is made only for previews (`isOnlyForPreviews`).
    func isInPreviewOnlyCode(_ index: Int, byName: Bool, previews: inout Previews?) -> Bool {
        var current = index
        while current >= 0 {
            if isOnlyForPreviews(current, byName: byName, previews: &previews) { return true }
            current = declarations[current].parent
        }
        return false
    }

    /// Whether the name at token `name` is `…PreviewWrapper`, `…PreviewContainer`, `…PreviewHost` or
    /// `…PreviewHarness`. Asked of every type with view code: most names end otherwise (`…View`, `…Row`),
    /// which their last byte tells.
    func isNamedAsPreviewHarness(_ name: Int) -> Bool {
        let token = tokens[name]
        let end = Int(token.endOffset)
        let length = Int(token.length)
        let bytes = source.bytes
        guard length > 11 else { return false }
        let last = bytes[end - 1]
        guard last == UInt8(ascii: "r") || last == UInt8(ascii: "t") || last == UInt8(ascii: "s") else { return false }
        for suffix in Self.previewHarnessSuffixes where suffix.count < length {
            let start = end - suffix.count
            // `Preview`'s `w` first: few names have it there.
            guard bytes[start + 6] == UInt8(ascii: "w") else { continue }
            var offset = 0
            while offset < suffix.count && bytes[start + offset] == suffix[offset] { offset += 1 }
            if offset == suffix.count { return true }
        }
        return false
    }

    static let previewHarnessSuffixes = ["PreviewWrapper", "PreviewContainer", "PreviewHost", "PreviewHarness"].map { Array($0.utf8) }

    /// `…Preview…`, `Mock…`, `Fake…`.
    static func isNamedForPreviews(_ name: String) -> Bool {
        name.contains("Preview") || name.hasPrefix("Mock") || name.hasPrefix("Fake")
    }
}
