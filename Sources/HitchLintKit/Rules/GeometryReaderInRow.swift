/// `geometry-reader-in-row`: a `GeometryReader` in code that runs once per row.
public struct GeometryReaderInRow: Rule {
    public let description = RuleDescription(
        id: "geometry-reader-in-row", category: .layout,
        summary: "GeometryReader inside a list row: joins every layout pass while scrolling",
        fixSummary: "unsafe: containerRelativeFrame (iOS 17+); display-only: onGeometryChange")

    public init() {}

    public func check(_ context: RuleContext, into candidates: inout [Candidate]) {
        let file = context.file
        for index in context.evaluatedIdentifiers {
            guard file.isText(index, "GeometryReader"), !file.isMemberName(index),
                  index + 1 < context.tokens.count,
                  context.tokens[index + 1].kind == .leftBrace || context.tokens[index + 1].kind == .leftParen,
                  !file.isInFallback(index, before: Self.firstReplacementVersions)
            else { continue }
            let message = "`GeometryReader` in a list row: it takes part in every layout pass and re-runs its "
                + "content whenever the row's size or position changes, for every row, while scrolling. "
                + "To read a size use `onGeometryChange(for:of:action:)` (back-deployed to iOS 16); to size "
                + "relative to the list use `containerRelativeFrame(_:alignment:_:)` (iOS 17+); for "
                + "geometry-driven effects `visualEffect` (iOS 17+); or a custom `Layout` (iOS 16+)"
                + (context.deploymentTarget.allows(iOS: .init(16), macOS: .init(13)) ? "" : Self.beforeReplacements)
            var candidate = context.candidate(
                description, at: index...index, scope: .rowOnly, message: message, rowMessage: message)
            // Reported in rows only, and most readers are not in rows: the fix is made for findings alone.
            candidate.deferredFix = { fix(context, reader: index) }
            candidate.perElement = true
            // `ForEach(items) { … }.background(GeometryReader { … })`: a modifier of a `ForEach` applies to
            // each of its elements.
            if isInModifierOfForEach(file, reader: index) { candidate.flags.insert(.element) }
            candidates.append(candidate)
        }
    }

    /// For a deployment target older than every replacement: what works there too.
    static let beforeReplacements = ". The deployment target runs on systems older than iOS 16 / macOS 13, which have "
        + "none of these: there, measure once outside the rows (one reader behind the list, its size handed to the "
        + "rows) and keep each replacement under an `if #available` of the version it needs"

    /// The first versions with a replacement for a reader (`onGeometryChange`, back-deployed, and `Layout`: iOS,
    /// iPadOS, Mac Catalyst and tvOS 16, macOS 13, watchOS 9, visionOS 1), by `#available`'s names: a reader in
    /// the `else` of an `if #available(iOS 16, *)` is the fallback for systems that have none.
    static let firstReplacementVersions: [String: Configuration.Version] = [
        "iOS": .init(16), "iPadOS": .init(16), "macCatalyst": .init(16), "tvOS": .init(16), "macOS": .init(13),
        "OSX": .init(13), "watchOS": .init(9), "visionOS": .init(1), "xrOS": .init(1),
    ]

    /// Whether the reader is the argument or content of a modifier chained on a `ForEach` or
    /// `OutlineGroup` (`ForEach(items) { … }.padding().background(GeometryReader { … })`).
    func isInModifierOfForEach(_ file: SyntaxFile, reader: Int) -> Bool {
        let open = Int(file.enclosingOpen[reader])
        var modifier = file.isKind(open, .leftParen) ? file.callee(ofArgumentList: open)
            : file.isKind(open, .leftBrace) ? file.closureOwner(open).callee : -1
        // Back along the chain, one modifier at a time, to what it starts from.
        for _ in 0..<16 {
            guard modifier > 0, file.isMemberName(modifier) else { return false }
            let end = modifier - 2  // the end of the receiver, before the `.`
            guard let start = file.partnerOf(end) else { return false }
            let callee = file.isKind(end, .rightBrace) ? file.closureOwner(start).callee
                : file.isKind(end, .rightParen) ? file.callee(ofArgumentList: start) : -1
            guard callee >= 0 else { return false }
            if !file.isMemberName(callee) { return file.isText(callee, "ForEach") || file.isText(callee, "OutlineGroup") }
            modifier = callee
        }
        return false
    }

    /// `GeometryReader { p in X.frame(width: p.size.width * k) }` →
    /// `X.containerRelativeFrame(.horizontal) { width, _ in width * k }` where the deployment target has
    /// iOS 17 / macOS 14; otherwise (or for other shapes) the `onGeometryChange` pattern, display-only.
    func fix(_ context: RuleContext, reader: Int) -> Fix {
        let fallback = Fix(
            title: "Read the size without joining layout: `.onGeometryChange(for: CGFloat.self) { $0.size.width } "
                + "action: { width = $0 }` (iOS 16+) into `@State private var width: CGFloat`, then size from `width`",
            applicability: .displayOnly, edits: [])
        let file = context.file
        let tokens = context.tokens
        guard context.deploymentTarget.allows(iOS: .init(17), macOS: .init(14)),
              file.isKind(reader + 1, .leftBrace), let close = file.partnerOf(reader + 1),
              let proxy = file.closureParameters(reader + 1).first, let inToken = ((reader + 2)..<close).first(where: { file.isText($0, "in") })
        else { return fallback }
        // The content ends with `.frame(width: EXPR)` (or `height:`), and the proxy appears nowhere else.
        let frameClose = close - 1
        guard file.isKind(frameClose, .rightParen), let frameOpen = file.partnerOf(frameClose),
              file.isText(frameOpen - 1, "frame"), file.isMemberName(frameOpen - 1) else { return fallback }
        let arguments = file.arguments(frameOpen)
        guard arguments.count == 1, let label = arguments.first?.label, label >= 0,
              file.isText(label, "width") || file.isText(label, "height") else { return fallback }
        let axis = file.isText(label, "width") ? "horizontal" : "vertical"
        let dimension = file.isText(label, "width") ? "width" : "height"
        let value = arguments[0].value
        let proxyName = file.text(proxy)
        var expression = ""
        var cursor = value.lowerBound
        var usesProxy = false
        while cursor < value.upperBound {
            if file.text(cursor) == proxyName && file.isText(cursor + 1, ".") && file.isText(cursor + 2, "size")
                && file.text(cursor + 4) == dimension {
                expression += (cursor == value.lowerBound ? "" : " ") + "length"
                usesProxy = true
                cursor += 5
                continue
            }
            if file.text(cursor) == proxyName { return fallback }
            let token = tokens[cursor]
            expression += (token.hasTriviaBefore && !expression.isEmpty ? " " : "") + file.text(cursor)
            cursor += 1
        }
        let contentStart = inToken + 1
        let contentEnd = frameOpen - 2  // the `.` before `frame`
        guard usesProxy, contentEnd > contentStart,
              !(contentStart..<contentEnd).contains(where: { file.text($0) == proxyName }) else { return fallback }
        let content = file.source.text(tokens[contentStart].startOffset..<tokens[contentEnd - 1].endOffset)
        let style = context.style
        let indent = style.indentation(atOffset: tokens[reader].startOffset) + style.indentUnit
        let replacement = "\(content)\(style.lineEnding)\(indent).containerRelativeFrame(.\(axis)) { length, _ in \(expression) }"
        return Fix(
            title: "Size relative to the container: `.containerRelativeFrame(.\(axis))` (iOS 17+, macOS 14+)",
            applicability: .unsafe,
            edits: [context.edit(tokens[reader].startOffset..<tokens[close].endOffset, replacement)])
    }
}
