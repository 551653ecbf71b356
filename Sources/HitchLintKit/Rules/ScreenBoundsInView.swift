/// `screen-bounds-in-view`: placeholder while the rule is being written.
public struct ScreenBoundsInView: Rule {
    public let description = RuleDescription(
        id: "screen-bounds-in-view", category: .layout,
        summary: "UIScreen.main.bounds/scale in view code",
        isEnabledByDefault: false)

    public init() {}

    public func check(_ context: RuleContext, into candidates: inout [Candidate]) {}
}
