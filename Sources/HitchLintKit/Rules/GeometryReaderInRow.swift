/// `geometry-reader-in-row`: a `GeometryReader` in code that runs once per row.
public struct GeometryReaderInRow: Rule {
    public let description = RuleDescription(
        id: "geometry-reader-in-row", category: .layout,
        summary: "GeometryReader inside a list row: joins every layout pass while scrolling")

    public init() {}

    public func check(_ context: RuleContext, into candidates: inout [Candidate]) {
        let file = context.file
        for index in context.tokens.indices where context.tokens[index].kind == .identifier {
            guard file.isText(index, "GeometryReader"), context.isEvaluated(index), !file.isMemberName(index),
                  index + 1 < context.tokens.count,
                  context.tokens[index + 1].kind == .leftBrace || context.tokens[index + 1].kind == .leftParen
            else { continue }
            let message = "`GeometryReader` in a list row: it takes part in every layout pass and re-runs its "
                + "content whenever the row's size or position changes, for every row, while scrolling. "
                + "To read a size use `onGeometryChange(for:of:action:)` (back-deployed to iOS 16); to size "
                + "relative to the list use `containerRelativeFrame(_:alignment:_:)` (iOS 17+); for "
                + "geometry-driven effects `visualEffect` (iOS 17+); or a custom `Layout` (iOS 16+)"
            candidates.append(context.candidate(
                description, at: index...index, scope: .rowOnly, message: message, rowMessage: message))
        }
    }
}
