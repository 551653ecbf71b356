/// `conditional-row-in-foreach`: placeholder while the rule is being written.
public struct ConditionalRowInForEach: Rule {
    public let description = RuleDescription(
        id: "conditional-row-in-foreach", category: .identity,
        summary: "ForEach content that yields zero or several views per element",
        isEnabledByDefault: false)

    public init() {}

    public func check(_ context: RuleContext, into candidates: inout [Candidate]) {}
}
