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
        lineEnding = Self.lineEnding(source.bytes, source.lines)
        indentUnit = Self.indentUnit(source.bytes, source.lines)
    }

    /// Counted at the line starts the line table already has, not over every byte (a fix's file was read
    /// whole twice more for its style): each `\n` is just before the start of the line after it; a lone
    /// `\r` also starts a line, and is not counted.
    static func lineEnding(_ bytes: [UInt8], _ lines: LineTable) -> String {
        var crlf = 0, lf = 0
        for start in lines.lineStarts.dropFirst() where bytes[start - 1] == 0x0A {
            if start >= 2 && bytes[start - 2] == 0x0D { crlf += 1 } else { lf += 1 }
        }
        return crlf > lf ? "\r\n" : "\n"
    }

    static func indentUnit(_ bytes: [UInt8], _ lines: LineTable) -> String {
        var tabs = 0, spaces = 0
        // How often each step deeper occurs, by its width: an array for the usual widths (a dictionary
        // hashed every line), a dictionary for the rest.
        var stepCounts = Array(repeating: 0, count: 64)
        var wideSteps: [Int: Int] = [:]
        var previous = 0
        for index in 0..<lines.lineCount {
            let range = lines.lineRange(index, in: bytes)
            guard range.count > 0 else { continue }
            if bytes[range.lowerBound] == 0x09 { tabs += 1; continue }
            var width = 0
            while range.lowerBound + width < range.upperBound && bytes[range.lowerBound + width] == 0x20 { width += 1 }
            if width == range.count { continue }
            if width > 0 { spaces += 1 }
            if width > previous {
                if width - previous < stepCounts.count { stepCounts[width - previous] += 1 } else { wideSteps[width - previous, default: 0] += 1 }
            }
            previous = width
        }
        if tabs > spaces { return "\t" }
        // The most common step; of equally common ones, the narrowest.
        var best = (step: 4, count: 0)
        for (step, count) in stepCounts.enumerated() where count > best.count { best = (step, count) }
        for (step, count) in wideSteps.sorted(by: { $0.key < $1.key }) where count > best.count { best = (step, count) }
        return String(repeating: " ", count: best.step)
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
