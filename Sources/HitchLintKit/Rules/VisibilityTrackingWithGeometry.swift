/// `visibility-tracking-with-geometry`: placeholder while the rule is being written.
public struct VisibilityTrackingWithGeometry: Rule {
    public let description = RuleDescription(
        id: "visibility-tracking-with-geometry", category: .layout,
        summary: "GeometryReader + PreferenceKey visibility tracking that runs in every layout pass",
        isEnabledByDefault: false)

    public init() {}

    public func check(_ context: RuleContext, into candidates: inout [Candidate]) {}
}
