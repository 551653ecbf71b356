/// `unstable-identity`: placeholder while the rule is being written.
public struct UnstableIdentity: Rule {
    public let description = RuleDescription(
        id: "unstable-identity", category: .identity,
        summary: "Identity that is new on every update: .id(UUID()), UUID() ids built in view code",
        isEnabledByDefault: false)

    public init() {}

    public func check(_ context: RuleContext, into candidates: inout [Candidate]) {}
}
