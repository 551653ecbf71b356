/// Every rule HitchLint has. Adding a rule: its file, its `Rules/<id>.md`, and a line here.
public enum RuleRegistry {
    public static let all: [any Rule] = [
        FormatInBody(),
        IndexBasedID(),
        GeometryReaderInRow(),
        OversizedImageDecode(),
        UnstableIdentity(),
        ConditionalRowInForEach(),
        AnyViewInRow(),
        EagerStackInScrollView(),
        SynchronousIOInBody(),
        ObservedObjectCreatedInline(),
        SingleTextLongContent(),
        ShrinkingTextInStack(),
        RepresentableWithoutSizeThatFits(),
        ScreenBoundsInView(),
        VisibilityTrackingWithGeometry(),
        PrintChangesLeftIn(),
    ]

    /// The rules that report outside view code (`Rule.reportsOutsideViewCode`), whichever a lint runs:
    /// a file's index record says whether any of them may report in it, and the index cache keeps
    /// records whatever the selection. A lint's rules are the registry's (`Configuration.enabledRules`),
    /// so no rule it runs can need a file these pass over.
    static let reportingOutsideViewCode = all.filter(\.reportsOutsideViewCode)

    public static func rule(withID id: String) -> (any Rule)? {
        all.first { $0.description.id == id }
    }

    public static var ids: [String] { all.map(\.description.id) }

    /// Checks of `hitchlint:` comments: reported like rules, but they read comments, not code.
    public static let commentChecks: [RuleDescription] = [SuppressionDirective.invalidRule, SuppressionDirective.unusedRule]

    /// Every id a finding can carry, for output formats that list rule metadata.
    public static var allDescriptions: [RuleDescription] { all.map(\.description) + commentChecks }
}
