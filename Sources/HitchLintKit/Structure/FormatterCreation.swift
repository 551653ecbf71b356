/// Foundation's formatter types, and where code creates one: what `format-in-body` reports, and what
/// the project index records of members that create one on every call. Also the work that costs as much
/// and is made again the same way, an HTML import and a Markdown parse, which the index records alike.
enum FormatterCreation {
    static let types = WordSet([
        "DateFormatter", "NumberFormatter", "ISO8601DateFormatter", "RelativeDateTimeFormatter",
        "MeasurementFormatter", "ByteCountFormatter", "DateComponentsFormatter", "DateIntervalFormatter",
        "ListFormatter", "PersonNameComponentsFormatter", "EnergyFormatter", "LengthFormatter", "MassFormatter",
    ])

    /// The call's name token (the type, or `init` in `Type.init(…)`) when token `index` names a
    /// formatter type being created (`DateFormatter()`, `NumberFormatter.init()`), else nil.
    @inline(__always)
    static func callName(_ file: SyntaxFile, at index: Int) -> Int? {
        // Every formatter type is at least 13 bytes and ends in `r`: a cheap filter before comparing names.
        let token = file.tokens[index]
        guard token.length >= 13, file.source.bytes[token.endOffset - 1] == UInt8(ascii: "r"),
              file.isText(index, in: types), !file.isMemberName(index) else { return nil }
        var callName = index
        if file.isKind(index + 1, .period), file.isText(index + 2, "init") { callName = index + 2 }
        return file.isKind(callName + 1, .leftParen) ? callName : nil
    }

    /// `NSAttributedString(data:options: [.documentType: NSAttributedString.DocumentType.html], …)` and
    /// AppKit's `NSAttributedString(html:…)`: the label that says the call imports HTML, if it does. Options
    /// kept in a variable are not followed. Costlier than any formatter, and made on every call the same way:
    /// a helper that does it is followed from view code as one that makes a formatter is.
    static func htmlImportLabel(_ file: SyntaxFile, at index: Int) -> Int? {
        // Both type names are 18 or 25 bytes long: a cheap filter before comparing names.
        let length = file.tokens[index].length
        guard length == 18 || length == 25,
              file.isText(index, "NSAttributedString") || file.isText(index, "NSMutableAttributedString"),
              !file.isMemberName(index) else { return nil }
        return file.argument(index + 1, where: { argument in
            argument.label >= 0 && (file.isText(argument.label, "html")
                || (file.isText(argument.label, "options")
                    && argument.value.contains { file.isText($0, "html") && file.isKind($0 - 1, .period) }))
        })?.label
    }

    /// `AttributedString(markdown: text)` (or `NSAttributedString`'s) of anything but a plain literal: a parse on
    /// every call, followed from view code as a formatter's creation is.
    static func parsesMarkdown(_ file: SyntaxFile, at index: Int) -> Bool {
        // The two type names are 16 and 18 bytes long: a cheap filter before comparing names.
        let length = file.tokens[index].length
        guard length == 16 || length == 18, file.isText(index, "AttributedString") || file.isText(index, "NSAttributedString"), !file.isMemberName(index),
              let text = file.firstArgument(index + 1), text.label >= 0, file.isText(text.label, "markdown") else { return false }
        return !isPlainStringLiteral(file, text.value)
    }

    /// `"**Done**"`: a literal with no interpolation, the same short text on every call.
    static func isPlainStringLiteral(_ file: SyntaxFile, _ value: Range<Int>) -> Bool {
        value.count >= 2 && file.isKind(value.lowerBound, .stringQuote) && file.isKind(value.upperBound - 1, .stringQuote)
            && value.allSatisfy { file.isKind($0, .stringQuote) || file.isKind($0, .stringSegment) }
    }
}
