/// `shrinking-text-in-stack`: placeholder while the rule is being written.
public struct ShrinkingTextInStack: Rule {
    public let description = RuleDescription(
        id: "shrinking-text-in-stack", category: .text,
        summary: "minimumScaleFactor on stacked text in rows: inconsistent sizes, hidden truncation",
        isEnabledByDefault: false)

    public init() {}

    public func check(_ context: RuleContext, into candidates: inout [Candidate]) {}
}
