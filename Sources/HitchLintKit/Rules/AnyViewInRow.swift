/// `anyview-in-row`: `AnyView(…)` or `.eraseToAnyView()` in code that runs once per list element.
public struct AnyViewInRow: Rule {
    public let description = RuleDescription(
        id: "anyview-in-row", category: .bodyCost,
        summary: "AnyView type erasure in row code",
        isEnabledByDefault: false,
        fixSummary: "display-only: @ViewBuilder / some View / generics")

    public init() {}

    static let message = "in code built once per list element erases the row's view type: SwiftUI can no "
        + "longer see the row's "
        + "structure, so on every update it compares the wrapped type at run time and, when it changes (or "
        + "cannot be proven equal), discards the row's subtree, its state included, and builds it again instead "
        + "of diffing it — for every row, while scrolling. Return `some View` from a `@ViewBuilder` property or "
        + "function and branch with `if`/`switch` inside it, or make the component generic over its content "
        + "(`struct Card<Content: View>`); all available since iOS 13"

    static let fix = Fix(
        title: "Keep the static type: mark the function `@ViewBuilder`, return `some View`, and drop the "
            + "`AnyView` wrapper (or make the component generic over `Content: View`)",
        applicability: .displayOnly, edits: [])

    public func check(_ context: RuleContext, into candidates: inout [Candidate]) {
        let file = context.file
        for index in context.evaluatedIdentifiers {
            guard let erasure = erasure(file, index) else { continue }
            let message = erasure + " " + Self.message
            var candidate = context.candidate(
                description, at: context.callRange(index), scope: .rowOnly, message: message, rowMessage: message,
                fix: Self.fix)
            // A static `List` child is one row built once per body; erasure costs per element.
            candidate.perElement = true
            candidates.append(candidate)
        }
    }

    /// `` `AnyView(…)` `` for a construction, `` `.eraseToAnyView()` `` for an erasing helper (any member
    /// call named `…AnyView`); nil otherwise. `AnyView` as a type (`-> AnyView`, `let content: AnyView`)
    /// creates nothing.
    func erasure(_ file: SyntaxFile, _ index: Int) -> String? {
        guard file.isKind(index + 1, .leftParen) else { return nil }
        if file.isText(index, "AnyView"), !file.isMemberName(index) {
            // `AnyView(self)` is the body of an erasing modifier: its call sites are the findings.
            if file.isText(index + 2, "self"), file.isKind(index + 3, .rightParen) { return nil }
            return isHostedRoot(file, index) || wrapsEmptyLeaf(file, open: index + 1) ? nil : "`AnyView(…)`"
        }
        // Asked at every call of evaluated code: compare bytes, and make the name only for a finding.
        guard file.isMemberName(index), file.tokens[index].length > 7, file.textEnds(index, with: "AnyView") else {
            return nil
        }
        return "`.\(file.text(index))()`"
    }

    /// `AnyView(EmptyView())`, `AnyView(Color.clear)` (a geometry reader's reporting background, one that
    /// returns `AnyView`): the wrapped type is the same on every update, so there is no structure to hide
    /// and nothing is rebuilt.
    func wrapsEmptyLeaf(_ file: SyntaxFile, open: Int) -> Bool {
        guard file.partnerOf(open) == open + 4 else { return false }
        let isEmptyView = file.isText(open + 1, "EmptyView") && file.isKind(open + 2, .leftParen) && file.isKind(open + 3, .rightParen)
        let isClear = file.isText(open + 1, "Color") && file.isKind(open + 2, .period) && file.isText(open + 3, "clear")
        return isEmptyView || isClear
    }

    /// `ImageRenderer(content: AnyView(…))`, `UIHostingController(rootView: AnyView(…))`: the root of another
    /// hierarchy, rendered or hosted on its own, not part of the row's subtree.
    func isHostedRoot(_ file: SyntaxFile, _ index: Int) -> Bool {
        let open = Int(file.enclosingOpen[index])
        guard open >= 0, file.isKind(open, .leftParen) else { return false }
        let callee = file.callee(ofArgumentList: open)
        let hosts: [StaticString] = [
            "ImageRenderer", "UIHostingController", "NSHostingController", "NSHostingView", "_UIHostingView",
        ]
        return callee >= 0 && hosts.contains { file.isText(callee, $0) }
    }
}
