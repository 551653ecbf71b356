/// `eager-stack-in-scroll-view`: placeholder while the rule is being written.
public struct EagerStackInScrollView: Rule {
    public let description = RuleDescription(
        id: "eager-stack-in-scroll-view", category: .bodyCost,
        summary: "ScrollView with a non-lazy stack of ForEach rows: every row built up front",
        isEnabledByDefault: false)

    public init() {}

    public func check(_ context: RuleContext, into candidates: inout [Candidate]) {}
}
