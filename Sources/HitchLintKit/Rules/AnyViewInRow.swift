/// `anyview-in-row`: placeholder while the rule is being written.
public struct AnyViewInRow: Rule {
    public let description = RuleDescription(
        id: "anyview-in-row", category: .bodyCost,
        summary: "AnyView type erasure in row code",
        isEnabledByDefault: false)

    public init() {}

    public func check(_ context: RuleContext, into candidates: inout [Candidate]) {}
}
