/// `observed-object-created-inline`: placeholder while the rule is being written.
public struct ObservedObjectCreatedInline: Rule {
    public let description = RuleDescription(
        id: "observed-object-created-inline", category: .identity,
        summary: "@ObservedObject initialised inline: the object is re-created on parent updates",
        isEnabledByDefault: false)

    public init() {}

    public func check(_ context: RuleContext, into candidates: inout [Candidate]) {}
}
