/// `single-text-long-content`: placeholder while the rule is being written.
public struct SingleTextLongContent: Rule {
    public let description = RuleDescription(
        id: "single-text-long-content", category: .text,
        summary: "A ScrollView whose content is one Text of runtime, possibly very long, text",
        isEnabledByDefault: false)

    public init() {}

    public func check(_ context: RuleContext, into candidates: inout [Candidate]) {}
}
