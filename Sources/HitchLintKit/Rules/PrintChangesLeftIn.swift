/// `print-changes-left-in`: placeholder while the rule is being written.
public struct PrintChangesLeftIn: Rule {
    public let description = RuleDescription(
        id: "print-changes-left-in", category: .debug,
        summary: "Self._printChanges() outside #if DEBUG",
        isEnabledByDefault: false)

    public init() {}

    public func check(_ context: RuleContext, into candidates: inout [Candidate]) {}
}
