/// Foundation's formatter types, and where code creates one: what `format-in-body` reports, and what
/// the project index records of members that create one on every call.
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
}
