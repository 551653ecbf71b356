/// `shrinking-text-in-stack`: `.minimumScaleFactor` on text that sits with other text in rows, where
/// each text shrinks on its own.
public struct ShrinkingTextInStack: Rule {
    public let description = RuleDescription(
        id: "shrinking-text-in-stack", category: .text,
        summary: "minimumScaleFactor on stacked text in rows: inconsistent sizes, hidden truncation",
        isEnabledByDefault: false,
        fixSummary: "unsafe: remove the modifier")

    public init() {}

    /// Stacks whose children are laid out side by side or one above the other.
    static let stacks: [StaticString] = ["HStack", "VStack", "LazyVStack", "LazyHStack", "GridRow"]

    public func check(_ context: RuleContext, into candidates: inout [Candidate]) {
        let file = context.file
        var containers = ContainerCounts()
        for index in context.evaluatedIdentifiers {
            // `label.minimumScaleFactor = 0.5` is UIKit's property, not the modifier.
            guard file.isText(index, "minimumScaleFactor"), file.isExplicitMember(index),
                  file.isKind(index + 1, .leftParen), let close = file.partnerOf(index + 1) else { continue }
            let base = chainBase(file, memberName: index)
            guard let shrinking = shrinkingText(file, base: base, containers: &containers), !hasFixedWidth(file, chainFrom: base),
                  !isInIdealWidthStack(file, text: base) else { continue }
            let factor = file.text((index + 2)..<close)
            let message = "`.minimumScaleFactor(\(factor))` on \(shrinking), in rows: each text shrinks on its own, "
                + "by as much as its own content needs, so texts that belong together end up in different sizes "
                + "and rows differ from each other; and text that does not fit is made smaller instead of showing "
                + "that it is cut off, which hides the layout problem (worst at large Dynamic Type sizes, where "
                + "shrinking undoes the user's setting). Text that does not fit is also laid out again at smaller "
                + "sizes until it does, in every row. Let the text wrap: `.lineLimit(2...)` or no limit, and "
                + "`.fixedSize(horizontal: false, vertical: true)` on the text that must keep its full height; "
                + "then find what constrains the row's height (a fixed `.frame(height:)`) and relax it"
            var candidate = context.candidate(
                description, at: index...close, scope: .rowOnly, message: message, rowMessage: message,
                fix: removal(context, memberName: index, close: close, factor: factor))
            candidate.severityInRows = .note  // A layout inconsistency, not a hitch: a note (issue 8).
            // Rows that differ from each other are rows of data: one header in a list's static rows is one text.
            candidate.perElement = true
            candidate.reportsInWidgets = true  // A text cut short is cut short in a widget too.
            candidates.append(candidate)
        }
    }

    /// The first token of the expression a modifier chain starts from: `Text` in
    /// `Text(name).font(.body).minimumScaleFactor(0.5)`, `HStack` in `HStack { … }.minimumScaleFactor(0.5)`.
    func chainBase(_ file: SyntaxFile, memberName: Int) -> Int {
        var start = memberName
        while file.isMemberName(start) {
            var end = start - 2
            // Skip back over trailing closures and the argument list to the name before them.
            while file.isKind(end, .rightBrace) || file.isKind(end, .rightParen), let open = file.partnerOf(end) {
                end = open - 1
            }
            guard file.isIdentifier(end) || file.isKind(end, .keyword) else { return end }
            start = end
        }
        return start
    }

    /// How the shrinking text has company: other text in its stack, copies of itself in the other
    /// elements, or the other texts of a stack the modifier is applied to; nil for a lone text.
    func shrinkingText(_ file: SyntaxFile, base: Int, containers: inout ContainerCounts) -> String? {
        if file.isText(base, "Text"), file.isKind(base + 1, .leftParen) {
            guard let container = enclosingViewClosure(file, base) else { return nil }
            let owner = file.closureOwner(container)
            guard owner.callee >= 0 else { return nil }
            // The text is one of the container's `Text(` calls: another is there when they are two or more.
            if Self.stacks.contains(where: { file.isText(owner.callee, $0) }),
               containers.count(of: .texts, in: container, { textCalls(file, in: container).count }) >= 2 {
                return "a `Text` stacked with other text"
            }
            if isElementContent(file, owner: owner),
               containers.count(of: .statements, in: container, { ViewBuilderChildren.statements(file, in: container).count }) == 1 {
                return "a `Text` that is the content of every element"
            }
            return nil
        }
        if Self.stacks.contains(where: { file.isText(base, $0) }),
           let content = ViewBuilderChildren.contentClosure(file, of: base), textCalls(file, in: content).count >= 2 {
            return "a stack of texts (each of its texts shrinks separately)"
        }
        return nil
    }

    /// What a view closure holds, counted once for each closure (counted again for each of a closure's
    /// thousands of shrinking texts, it was quadratic).
    struct ContainerCounts {
        enum Counted { case texts, statements }
        private var counts: [Int: Int] = [:]

        mutating func count(of counted: Counted, in container: Int, _ make: () -> Int) -> Int {
            let key = container << 1 | (counted == .texts ? 0 : 1)
            if let known = counts[key] { return known }
            let count = make()
            counts[key] = count
            return count
        }
    }

    /// The closure that lists the view starting at `index`, looking out through `if`/`switch` blocks.
    func enclosingViewClosure(_ file: SyntaxFile, _ index: Int) -> Int? {
        var open = Int(file.enclosingOpen[index])
        while open >= 0, file.isKind(open, .leftBrace) {
            if file.braceRoles[open] == .closure { return open }
            guard file.braceRoles[open] == .statementBlock else { return nil }
            open = Int(file.enclosingOpen[open])
        }
        return nil
    }

    /// `ForEach(items) { … }` or `List(items) { … }`: the texts repeat down the list.
    func isElementContent(_ file: SyntaxFile, owner: SyntaxFile.ClosureOwner) -> Bool {
        if file.isText(owner.callee, "ForEach") { return true }
        guard file.isText(owner.callee, "List"), owner.argumentList >= 0 else { return false }
        return file.firstArgument(owner.argumentList).map { $0.label < 0 } == true
    }

    /// `Text(` calls anywhere inside the braces at `brace`, each concatenation once: `Text(symbol) + Text(amount)`
    /// is one text, laid out and shrunk as one.
    func textCalls(_ file: SyntaxFile, in brace: Int) -> [Int] {
        guard let close = file.partnerOf(brace) else { return [] }
        return ((brace + 1)..<close).filter {
            file.isText($0, "Text") && file.isKind($0 + 1, .leftParen) && !file.isMemberName($0) && !file.isText($0 - 1, "+")
        }
    }

    /// A badge or counter in a fixed-width frame is meant to shrink into it: `.frame(width: 24, …)`
    /// anywhere in the text's modifier chain.
    func hasFixedWidth(_ file: SyntaxFile, chainFrom base: Int) -> Bool {
        file.containsModifier(chainFrom: base) { name in
            (file.isText(name, "frame") && file.isKind(name + 1, .leftParen)
                && file.argument(name + 1, where: { argument in
                    argument.label >= 0 && file.isText(argument.label, "width") && argument.value.count == 1
                        && (file.isKind(argument.value.lowerBound, .integerLiteral) || file.isKind(argument.value.lowerBound, .floatLiteral))
                }) != nil)
                || isIdealWidth(file, modifier: name)
        }
    }

    /// Whether the text's stack is given its ideal width (`VStack { … }.fixedSize(horizontal: true, vertical:
    /// false)`, ruby text over its base): its texts are never narrowed, so none of them shrinks.
    func isInIdealWidthStack(_ file: SyntaxFile, text base: Int) -> Bool {
        guard file.isText(base, "Text"), let container = enclosingViewClosure(file, base) else { return false }
        let stack = file.closureOwner(container).callee
        return stack >= 0 && file.containsModifier(chainFrom: stack) { isIdealWidth(file, modifier: $0) }
    }

    /// `.fixedSize()` or `.fixedSize(horizontal: true, …)`.
    func isIdealWidth(_ file: SyntaxFile, modifier name: Int) -> Bool {
        guard file.isText(name, "fixedSize"), file.isKind(name + 1, .leftParen) else { return false }
        if file.isKind(name + 2, .rightParen) { return true }
        return file.isText(name + 2, "horizontal") && file.isKind(name + 3, .colon) && file.isText(name + 4, "true")
    }

    /// Deletes `.minimumScaleFactor(…)` (its whole line when it stands alone on one). Unsafe: the text then
    /// keeps its size and wraps or truncates, which changes the row's layout.
    func removal(_ context: RuleContext, memberName: Int, close: Int, factor: String) -> Fix {
        let tokens = context.tokens
        let period = memberName - 1
        let style = context.style
        let standsAlone = tokens[period].hasNewlineBefore && (close + 1 >= tokens.count || tokens[close + 1].hasNewlineBefore)
        let range = standsAlone
            ? style.wholeLines(from: tokens[period].startOffset, through: tokens[close].endOffset)
            : tokens[period].startOffset..<tokens[close].endOffset
        return Fix(
            title: "Remove `.minimumScaleFactor(\(factor))`: the text keeps its size and wraps (or truncates visibly "
                + "where a `lineLimit` says so)", applicability: .unsafe, edits: [context.edit(range, "")])
    }
}
