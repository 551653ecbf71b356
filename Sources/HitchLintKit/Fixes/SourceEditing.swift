/// What fixes need to know to write code the way the file already is: its indentation and line endings.
struct SourceStyle: Sendable {
    let bytes: [UInt8]
    let lines: LineTable
    /// `\r\n` when most line breaks are, else `\n`.
    let lineEnding: String
    /// One level of indentation: a tab when lines are indented with tabs, else the most common step
    /// between a line and the next deeper one (4 spaces when nothing tells).
    let indentUnit: String

    /// Scans the whole file once: build one per file (`RuleContext.style`), not one per fix.
    init(_ source: SourceFile) {
        bytes = source.bytes
        lines = source.lines
        lineEnding = Self.lineEnding(source.bytes)
        indentUnit = Self.indentUnit(source.bytes, source.lines)
    }

    static func lineEnding(_ bytes: [UInt8]) -> String {
        var crlf = 0, lf = 0
        for index in bytes.indices where bytes[index] == 0x0A {
            if index > 0 && bytes[index - 1] == 0x0D { crlf += 1 } else { lf += 1 }
        }
        return crlf > lf ? "\r\n" : "\n"
    }

    static func indentUnit(_ bytes: [UInt8], _ lines: LineTable) -> String {
        var tabs = 0, spaces = 0
        var steps: [Int: Int] = [:]
        var previous = 0
        for index in 0..<lines.lineCount {
            let range = lines.lineRange(index, in: bytes)
            guard range.count > 0 else { continue }
            if bytes[range.lowerBound] == 0x09 { tabs += 1; continue }
            var width = 0
            while range.lowerBound + width < range.upperBound && bytes[range.lowerBound + width] == 0x20 { width += 1 }
            if width == range.count { continue }
            if width > 0 { spaces += 1 }
            if width > previous { steps[width - previous, default: 0] += 1 }
            previous = width
        }
        if tabs > spaces { return "\t" }
        let step = steps.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }?.key ?? 4
        return String(repeating: " ", count: step)
    }

    /// The leading white space of the line holding `offset`.
    func indentation(atOffset offset: Int) -> String {
        let range = lines.lineRange(lines.lineIndex(ofOffset: offset), in: bytes)
        var end = range.lowerBound
        while end < range.upperBound && (bytes[end] == 0x20 || bytes[end] == 0x09) { end += 1 }
        return String(decoding: bytes[range.lowerBound..<end], as: UTF8.self)
    }

    /// The byte range of whole lines from the line of `start` through the line of `end`, line break included.
    func wholeLines(from start: Int, through end: Int) -> Range<Int> {
        let first = lines.lineStarts[lines.lineIndex(ofOffset: start)]
        let lastLine = lines.lineIndex(ofOffset: max(start, end - 1))
        let after = lastLine + 1 < lines.lineCount ? lines.lineStarts[lastLine + 1] : bytes.count
        return first..<after
    }

    /// The offset just after the line break of the line holding `offset`.
    func nextLineStart(after offset: Int) -> Int {
        let line = lines.lineIndex(ofOffset: offset)
        return line + 1 < lines.lineCount ? lines.lineStarts[line + 1] : bytes.count
    }
}
