/// `representable-without-size-that-fits`: placeholder while the rule is being written.
public struct RepresentableWithoutSizeThatFits: Rule {
    public let description = RuleDescription(
        id: "representable-without-size-that-fits", category: .text,
        summary: "UILabel/UITextView representable without sizeThatFits(_:uiView:context:)",
        isEnabledByDefault: false)

    public init() {}

    public func check(_ context: RuleContext, into candidates: inout [Candidate]) {}
}
