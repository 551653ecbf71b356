/// `eager-stack-in-scroll-view`: a `ScrollView` whose content is a plain `VStack`/`HStack` (or no stack at
/// all) holding a `ForEach` over data: every element is built and laid out up front.
public struct EagerStackInScrollView: Rule {
    public let description = RuleDescription(
        id: "eager-stack-in-scroll-view", category: .bodyCost,
        summary: "ScrollView with a non-lazy stack of ForEach rows: every row built up front",
        fixSummary: "unsafe: LazyVStack / LazyHStack (iOS 14+)")

    public init() {}

    static let cost = "every element's view is created, its body run and laid out when the scroll view appears, "
        + "and the whole stack again when it updates, not just the rows on screen: with hundreds of elements that "
        + "is hundreds of row bodies, images and text layouts before the first frame"

    public func check(_ context: RuleContext, into candidates: inout [Candidate]) {
        let file = context.file
        var fixedData = FixedDataLookup(context)
        func data(of forEach: Int) -> String? { dynamicData(context, forEach: forEach, fixedData: &fixedData) }
        // A member shown in two scroll views is reported once.
        var reported = Set<Int>()
        for index in context.evaluatedIdentifiers {
            guard file.isText(index, "ScrollView"), !file.isMemberName(index),
                  let axis = scrollAxis(file, index), let content = contentClosure(file, callee: index)
            else { continue }
            let stackName: StaticString = axis == .vertical ? "VStack" : "HStack"
            let children = shownMemberBodies(context, in: content).reduce(directChildren(file, of: content)) {
                $0 + directChildren(file, of: $1)
            }
            for child in children where reported.insert(child).inserted {
                if file.isText(child, "ForEach"), let data = data(of: child) {
                    candidates.append(implicitStack(context, forEach: child, data: data, axis: axis))
                } else if file.isText(child, stackName), let stackContent = contentClosure(file, callee: child),
                          let data = directChildren(file, of: stackContent).lazy
                            .compactMap({ file.isText($0, "ForEach") ? data(of: $0) : nil }).first {
                    candidates.append(eagerStack(context, stack: child, data: data, axis: axis))
                }
            }
        }
    }

    enum Axis { case vertical, horizontal }

    // MARK: Candidates

    func eagerStack(_ context: RuleContext, stack: Int, data: String, axis: Axis) -> Candidate {
        let name = context.file.text(stack)
        let lazy = "Lazy" + name
        let message = "`\(name)` in a `ScrollView` holds a `ForEach` over \(data); a plain stack is not lazy: "
            + "\(Self.cost). Use `\(lazy)` (iOS 14+, macOS 11+), which builds rows as they scroll into view, or a `List`"
        var fix = Fix(title: "Use `\(lazy)` (iOS 14+, macOS 11+)", applicability: .displayOnly, edits: [])
        if context.deploymentTarget.allows(iOS: .init(14), macOS: .init(11)) {
            // Unsafe: a lazy stack sizes to the rows it has loaded and runs `onAppear` as rows scroll in.
            let token = context.tokens[stack]
            fix = Fix(title: fix.title, applicability: .unsafe, edits: [context.edit(token.startOffset..<token.endOffset, lazy)])
        }
        return candidate(context, at: stack, axis: axis, message: message, fix: fix)
    }

    func implicitStack(_ context: RuleContext, forEach: Int, data: String, axis: Axis) -> Candidate {
        let lazy = axis == .vertical ? "LazyVStack" : "LazyHStack"
        let message = "`ForEach` over \(data) directly in a `ScrollView` is laid out in an implicit, non-lazy stack: "
            + "\(Self.cost). Wrap it in `\(lazy) { … }` (iOS 14+, macOS 11+), which builds rows as they scroll into "
            + "view, or use a `List`"
        return candidate(context, at: forEach, axis: axis, message: message, fix: wrapFix(context, forEach: forEach, in: lazy))
    }

    /// A warning for vertical lists of data; a note for horizontal carousels, which are usually short,
    /// unless the carousel is itself in the rows of a `ForEach` or `List(data)` (then every row builds
    /// all of its items; a static child of a `List`, like a header of tags, is built once).
    func candidate(_ context: RuleContext, at index: Int, axis: Axis, message: String, fix: Fix) -> Candidate {
        var candidate = context.candidate(
            description, at: index...index, scope: .viewCode, message: message, rowMessage: message, fix: fix)
        candidate.severityOutsideRows = axis == .vertical ? .warning : .note
        candidate.perElement = true
        return candidate
    }

    // MARK: The scroll view and its content

    /// The scroll axis from `ScrollView(.horizontal)` / `ScrollView(axes: …)`; nil for both axes.
    func scrollAxis(_ file: SyntaxFile, _ scrollView: Int) -> Axis? {
        guard file.isKind(scrollView + 1, .leftParen) else { return .vertical }
        guard let axes = file.argument(scrollView + 1, where: { $0.label < 0 || file.isText($0.label, "axes") })
        else { return .vertical }
        let horizontal = axes.value.contains { file.isText($0, "horizontal") }
        let vertical = axes.value.contains { file.isText($0, "vertical") }
        if horizontal && vertical { return nil }
        return horizontal ? .horizontal : .vertical
    }

    /// The trailing closure after the name or the `(…)`, or a `content:` argument.
    func contentClosure(_ file: SyntaxFile, callee: Int) -> Int? {
        guard file.isKind(callee + 1, .leftParen) else { return file.trailingClosure(afterCallEndingAt: callee) }
        guard let close = file.partnerOf(callee + 1) else { return nil }
        if let trailing = file.trailingClosure(afterCallEndingAt: close) { return trailing }
        let content = file.argument(callee + 1) { $0.label >= 0 && file.isText($0.label, "content") }
        guard let value = content?.value, !value.isEmpty, file.isKind(value.lowerBound, .leftBrace) else { return nil }
        return value.lowerBound
    }

    /// Views written directly in a content closure (also inside its `if`/`switch` blocks): names of calls
    /// such as `VStack {` or `ForEach(`, not modifiers and not views nested in other views. `Group { }` and
    /// `ScrollViewReader { }` lay nothing out: their children are looked at instead, a few levels deep.
    func directChildren(_ file: SyntaxFile, of content: Int, wrappersAbove: Int = 0) -> [Int] {
        var children: [Int] = []
        for child in writtenChildren(file, of: content) {
            if wrappersAbove < 4, file.isText(child, "Group") || file.isText(child, "ScrollViewReader"),
               let inner = contentClosure(file, callee: child) {
                children += directChildren(file, of: inner, wrappersAbove: wrappersAbove + 1)
            } else {
                children.append(child)
            }
        }
        return children
    }

    func writtenChildren(_ file: SyntaxFile, of content: Int) -> [Int] {
        guard let close = file.partnerOf(content) else { return [] }
        return ((content + 1)..<close).filter { index in
            file.isIdentifier(index) && !file.isMemberName(index)
                && (file.isKind(index + 1, .leftParen) || file.isKind(index + 1, .leftBrace))
                && isWrittenDirectly(file, index, in: content)
        }
    }

    /// Whether token `index` is in `content` itself or only in its `if`/`switch` blocks.
    func isWrittenDirectly(_ file: SyntaxFile, _ index: Int, in content: Int) -> Bool {
        var open = Int(file.enclosingOpen[index])
        while open != content {
            guard open >= 0, file.isKind(open, .leftBrace), file.braceRoles[open] == .statementBlock else { return false }
            open = Int(file.enclosingOpen[open])
        }
        return true
    }

    /// The bodies of the type's own view-building members written as the content (`ScrollView { rows }`,
    /// `rows()`, `self.rows`): what they build at their top level is laid out by the scroll view as if it
    /// were written there (a helper one step away; helpers of helpers are not followed).
    func shownMemberBodies(_ context: RuleContext, in content: Int) -> [Int] {
        let file = context.file
        let units = context.viewCode.units
        let unit = Int(context.viewCode.unitOfToken[content])
        guard unit >= 0, units[unit].owner >= 0, let close = file.partnerOf(content) else { return [] }
        let members = units.filter { $0.owner == units[unit].owner && $0.role == .viewBuilder && $0.declaration != units[unit].declaration }
        guard !members.isEmpty else { return [] }
        var bodies: [Int] = []
        for index in (content + 1)..<close where file.isIdentifier(index) && isWrittenDirectly(file, index, in: content) {
            guard !file.isMemberName(index) || (file.isText(index - 2, "self") && !file.isMemberName(index - 2)) else { continue }
            let name = file.bytes(of: index)
            for member in members {
                let declaration = file.declarations[member.declaration]
                if declaration.hasBody, file.bytes(of: declaration.name).elementsEqual(name) { bodies.append(declaration.bodyOpen) }
            }
        }
        return bodies
    }

    // MARK: The data

    /// `` `items` `` for a `ForEach` over data whose size the code does not fix; nil for a handful the
    /// code fixes (`SyntaxFile.isFixedSizeData`: `0..<5`, array literals, `allCases`, `prefix(3)`).
    func dynamicData(_ context: RuleContext, forEach: Int, fixedData: inout FixedDataLookup) -> String? {
        let file = context.file
        guard file.isKind(forEach + 1, .leftParen), let data = file.firstArgument(forEach + 1), data.label < 0,
              !data.value.isEmpty, !fixedData.isFixed(data.value, inCodeAt: forEach) else { return nil }
        let text = file.text(data.value)
        return text.count <= 40 && !text.contains("\n") ? "`\(text)`" : "its data"
    }

    // MARK: Fix for the implicit stack

    /// Wraps the whole `ForEach` statement in `LazyVStack { … }`, re-indented one level, when it has its own
    /// lines; otherwise shows the edit. Unsafe for the same reasons as the rename.
    func wrapFix(_ context: RuleContext, forEach: Int, in lazy: String) -> Fix {
        let file = context.file
        let tokens = context.tokens
        let title = "Wrap the `ForEach` in `\(lazy) { … }` (iOS 14+, macOS 11+)"
        let display = Fix(title: title, applicability: .displayOnly, edits: [])
        let parser = DeclarationParser(source: file.source, tokens: tokens, partner: file.partner)
        let end = parser.endOfExpression(from: forEach) - 1
        guard context.deploymentTarget.allows(iOS: .init(14), macOS: .init(11)), end > forEach,
              tokens[forEach].hasNewlineBefore, end + 1 < tokens.count, tokens[end + 1].hasNewlineBefore
        else { return display }
        let style = context.style
        let lines = style.wholeLines(from: tokens[forEach].startOffset, through: tokens[end].endOffset)
        let bytes = file.source.bytes
        guard lines.upperBound > lines.lowerBound, bytes[lines.upperBound - 1] == 0x0A else { return display }
        let indent = style.indentation(atOffset: tokens[forEach].startOffset)
        let replacement = indent + lazy + " {" + style.lineEnding + indented(bytes[lines], by: style.indentUnit)
            + indent + "}" + style.lineEnding
        return Fix(title: title, applicability: .unsafe, edits: [context.edit(lines, replacement)])
    }

    /// Whole lines shifted one level right, blank lines and each line's own ending kept (worked on bytes:
    /// as a `String`, `\r\n` is one character).
    func indented(_ lines: ArraySlice<UInt8>, by unit: String) -> String {
        var result: [UInt8] = []
        var lineStart = true
        for byte in lines {
            if lineStart && byte != 0x0A && byte != 0x0D { result += Array(unit.utf8) }
            result.append(byte)
            lineStart = byte == 0x0A
        }
        return String(decoding: result, as: UTF8.self)
    }
}
