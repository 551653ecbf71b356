/// `visibility-tracking-with-geometry`: a `GeometryReader` that reports a view's position in a scroll
/// view through a preference (or `onChange`), to decide whether it is on screen or how far it scrolled.
public struct VisibilityTrackingWithGeometry: Rule {
    public let description = RuleDescription(
        id: "visibility-tracking-with-geometry", category: .layout,
        summary: "GeometryReader + PreferenceKey visibility tracking that runs in every layout pass",
        isEnabledByDefault: false,
        fixSummary: "display-only: onScrollVisibilityChange / onScrollGeometryChange / onGeometryChange")

    public init() {}

    /// Single coordinates of a frame: a position, as opposed to a size.
    static let edges: [StaticString] = ["minY", "maxY", "midY", "minX", "maxX", "midX", "origin"]
    static let comparisons: [StaticString] = ["<", ">", "<=", ">="]

    public func check(_ context: RuleContext, into candidates: inout [Candidate]) {
        let file = context.file
        // The spaces the file names, found once if any reader asks.
        var spaces = NamedSpaces()
        for index in context.evaluatedIdentifiers {
            guard file.isText(index, "GeometryReader"), !file.isMemberName(index),
                  let content = ViewBuilderChildren.contentClosure(file, of: index), let close = file.partnerOf(content)
            else { continue }
            let body = (content + 1)..<close
            // Reads through this reader's own proxy: a reader nested inside has its own finding.
            let proxy = file.closureParameters(content).first.map { file.text($0) } ?? "$0"
            guard let read = positionRead(context, in: body, through: proxy), let channel = outwardChannel(file, in: body)
            else { continue }
            let decidesVisibility = read.decidingCode.contains { code in
                code.contains { token in
                    file.isKind(token, .operator) && context.isEvaluated(token) && Self.comparisons.contains { file.isText(token, $0) }
                        && isBesideRead(file, comparison: token, frame: read.frame, readerContent: content)
                }
            }
            guard decidesVisibility || isScrollPosition(context, read: (read.frame, read.space), reader: index, spaces: &spaces),
                  !isOnScroller(file, reader: index) else { continue }
            let message = decidesVisibility ? Self.visibilityMessage
                : channel == .preference ? Self.positionMessage : Self.positionThroughOnChangeMessage
            var candidate = context.candidate(
                description, at: index...index, scope: .viewCode, message: message, rowMessage: message + Self.inRows,
                fix: decidesVisibility ? Self.visibilityFix : Self.positionFix)
            // Repeated for every visible row only in per-element content: a static `Form` footer is one reader.
            candidate.perElement = true
            candidates.append(candidate)
        }
    }

    /// Whether the reader is the content of a modifier of a scroll view, list or form itself (`ScrollView { … }
    /// .background(GeometryReader { … })`, also `.background { … }`, and a project's `…ScrollView`): it
    /// measures the scroller's own frame, which scrolling does not move.
    func isOnScroller(_ file: SyntaxFile, reader: Int) -> Bool {
        let open = Int(file.enclosingOpen[reader])
        guard open >= 0 else { return false }
        let modifier = file.isKind(open, .leftParen) ? open - 1 : file.isKind(open, .leftBrace) ? file.closureOwner(open).callee : -1
        guard modifier > 0, file.isMemberName(modifier), let root = file.chainRoot(receiverOf: modifier) else { return false }
        return file.isText(root, in: Self.scrollers) || file.textEnds(root, with: "ScrollView")
    }

    /// Whether a comparison is in the code around the position read, not in another view's content inside the
    /// reader (a reader around a whole list, whose overlay tests `if unread < count`): the closure it is in is
    /// the reader's own, or holds the read.
    func isBesideRead(_ file: SyntaxFile, comparison: Int, frame: Int, readerContent: Int) -> Bool {
        var open = Int(file.enclosingOpen[comparison])
        while open >= 0 {
            if file.isKind(open, .leftBrace), file.braceRoles[open] == .closure {
                guard open != readerContent, let close = file.partnerOf(open) else { return true }
                return open < frame && frame < close
            }
            open = Int(file.enclosingOpen[open])
        }
        return true
    }

    /// A position read: the `frame` token, its space, and the code that decides with it (the reader's
    /// body, and the function the proxy was handed to, if that is where it is read).
    typealias PositionRead = (frame: Int, space: Range<Int>, decidingCode: [Range<Int>])

    /// The `frame` of an evaluated `proxy.frame(in: space)` that reads a position: not in `.local`
    /// space, where the origin is always zero, and not only its `.size`; not inside a scroll view that
    /// the reader itself holds (the reader is around it and does not move: the read belongs to a reader
    /// inside). `proxy`: the reader's proxy. Also through a function of the reader's type that the proxy
    /// is handed to (`offset(inside: proxy)`, `self.offset(inside: proxy)`), read through that parameter.
    func positionRead(_ context: RuleContext, in body: Range<Int>, through proxy: String) -> PositionRead? {
        let file = context.file
        for index in body where file.isText(index, "frame") && file.isExplicitMember(index) && context.isEvaluated(index) {
            guard file.text(index - 2) == proxy, !isInScrollView(file, index, within: body),
                  let read = frameRead(file, index) else { continue }
            return (read.frame, read.space, [body])
        }
        for index in body where file.isIdentifier(index) && (!file.isMemberName(index) || file.isText(index - 2, "self"))
            && file.isKind(index + 1, .leftParen)
            && context.isEvaluated(index) && !isInScrollView(file, index, within: body) {
            let arguments = file.arguments(index + 1)
            guard let position = arguments.firstIndex(where: { $0.value.count == 1 && file.text($0.value.lowerBound) == proxy }),
                  let read = readInFunction(context, named: index, parameterAt: position, arguments: arguments.count)
            else { continue }
            return (read.frame, read.space, [body, read.function])
        }
        return nil
    }

    /// `frame(in: space)` at `frame` when it reads a position: its space, or nil.
    func frameRead(_ file: SyntaxFile, _ frame: Int) -> (frame: Int, space: Range<Int>)? {
        guard file.isKind(frame + 1, .leftParen), let close = file.partnerOf(frame + 1),
              let space = file.firstArgument(frame + 1), space.label >= 0, file.isText(space.label, "in"),
              !(space.value.count == 2 && file.isText(space.value.lowerBound + 1, "local")) else { return nil }
        let member = close + 2
        if file.isKind(close + 1, .period),
           file.isText(member, "size") || file.isText(member, "width") || file.isText(member, "height") { return nil }
        return (frame, space.value)
    }

    /// A position read, in code that runs when called, through the parameter at `position` of the
    /// function named like token `name` that the reader's own type declares (in this file) with
    /// `arguments` parameters.
    func readInFunction(_ context: RuleContext, named name: Int, parameterAt position: Int, arguments: Int)
        -> (frame: Int, space: Range<Int>, function: Range<Int>)? {
        let file = context.file
        let unit = Int(context.viewCode.unitOfToken[name])
        guard unit >= 0, context.viewCode.units[unit].owner >= 0 else { return nil }
        let ownerName = file.bytes(of: file.declarations[context.viewCode.units[unit].owner].name)
        let nameBytes = file.bytes(of: name)
        for declaration in file.declarations(maybeNamed: nameBytes).map({ file.declarations[$0] })
        where declaration.kind == .function && declaration.hasBody
            && declaration.parent >= 0 && file.bytes(of: declaration.name).elementsEqual(nameBytes)
            && file.declarations[declaration.parent].name >= 0
            && file.bytes(of: file.declarations[declaration.parent].name).elementsEqual(ownerName) {
            let parameters = file.parameterNames(of: declaration)
            guard parameters.count == arguments else { continue }
            let parameter = file.bytes(of: parameters[position])
            for index in declaration.bodyRange where file.isText(index, "frame") && file.isExplicitMember(index)
                && context.isEvaluated(index) && file.bytes(of: index - 2).elementsEqual(parameter) {
                if let read = frameRead(file, index) { return (read.frame, read.space, declaration.bodyRange) }
            }
        }
        return nil
    }

    /// Whether token `index` lies in a `ScrollView`'s content inside a reader's `body`.
    func isInScrollView(_ file: SyntaxFile, _ index: Int, within body: Range<Int>) -> Bool {
        Self.scrolledContent(file, holding: index).map { $0 >= body.lowerBound } ?? false
    }

    /// How the position leaves the reader for state somewhere else.
    enum Channel { case preference, onChange }

    /// `.preference(key: …, value: …)` (first) or `.onChange(of: …)` inside the reader; nil when neither
    /// is there: a reader that only draws with its proxy is another rule's business.
    func outwardChannel(_ file: SyntaxFile, in body: Range<Int>) -> Channel? {
        var found: Channel? = nil
        for index in body where file.isMemberName(index) && file.isKind(index + 1, .leftParen) {
            guard let first = file.firstArgument(index + 1), first.label >= 0 else { continue }
            if file.isText(index, "preference") && file.isText(first.label, "key") { return .preference }
            if file.isText(index, "onChange") && file.isText(first.label, "of") { found = .onChange }
        }
        return found
    }

    /// A position that moves with scrolling: in a named or scroll-view coordinate space, or one edge
    /// of the frame (`minY`) rather than the whole rectangle a tooltip or popover anchor would want.
    /// Not in a space named on the scrolled content itself (`HStack { … }.coordinateSpace(name: "tabs")`
    /// inside the `ScrollView` that holds the reader at `reader`): that space scrolls with the reader.
    /// `spaces`: the file's, once found.
    func isScrollPosition(_ context: RuleContext, read: (frame: Int, space: Range<Int>), reader: Int,
                          spaces: inout NamedSpaces) -> Bool {
        let file = context.file
        let space = read.space.lowerBound
        if file.isKind(space, .period), file.isText(space + 1, "named"), file.isKind(space + 2, .leftParen),
           let close = file.partnerOf(space + 2), let content = Self.scrolledContent(file, holding: reader) {
            let scrolled = spaces.scrolled ?? Self.scrolledSpaces(file)
            spaces.scrolled = scrolled
            if scrolled.contains(ScrolledSpace(name: file.text((space + 3)..<close), content: content)) { return false }
        }
        if file.isKind(space, .period), file.isText(space + 1, "named"), file.isKind(space + 2, .leftParen),
           let close = file.partnerOf(space + 2) {
            let modifiers = spaces.modifiers ?? Self.spaceModifiers(file)
            spaces.modifiers = modifiers
            let name = file.text((space + 3)..<close)
            if isNamedAround(file, name: name, reader: reader, modifiers: modifiers)
                || isNamedAroundUses(context, name: name, reader: reader, modifiers: modifiers) { return false }
        }
        if file.isKind(space, .period), file.isText(space + 1, "named") || file.isText(space + 1, "scrollView") {
            return true
        }
        guard let close = file.partnerOf(read.frame + 1), file.isKind(close + 1, .period) else { return false }
        return Self.edges.contains { file.isText(close + 2, $0) }
    }

    /// Whether the space `name` is named on a view of this file around the reader, with no scroll view,
    /// list or form from that view down to it (`VStack { … GeometryReader … }.coordinateSpace(name: "content")`): the reader and the
    /// view move together, wherever that view scrolls, so its position there is the layout's, not a
    /// scroll offset (an autocomplete popup placed by a text view's frame).
    /// `modifiers`: the file's `.coordinateSpace(…)` modifiers (`spaceModifiers`).
    func isNamedAround(_ file: SyntaxFile, name: String, reader: Int, modifiers: [SpaceModifier]) -> Bool {
        for modifier in modifiers[partitionPoint(in: modifiers.indices) { modifiers[$0].index <= reader }...] {
            guard modifier.name == name, let root = modifier.root, root < reader else { continue }
            // A scroll view, list or form from the named view down to the reader scrolls it there.
            var open = Int(file.enclosingOpen[reader])
            while open > root {
                if file.isKind(open, .leftBrace), file.isText(file.closureOwner(open).callee, in: Self.scrollers) { return false }
                open = Int(file.enclosingOpen[open])
            }
            return true
        }
        return false
    }

    /// The same for a reader in a member of its view (`private func cell(_ day: Day) -> some View`) that the
    /// file writes only inside views named so (`LazyVStack { … cell(day) … }.coordinateSpace(name: "grid")`), or
    /// only in members written so (a week's row of cells), a few members deep.
    func isNamedAroundUses(_ context: RuleContext, name: String, reader: Int, modifiers: [SpaceModifier], depth: Int = 0) -> Bool {
        let file = context.file
        let unit = Int(context.viewCode.unitOfToken[reader])
        guard unit >= 0, context.viewCode.units[unit].owner >= 0 else { return false }
        let member = file.declarations[context.viewCode.units[unit].declaration]
        guard member.name >= 0, !file.isText(member.name, "body") else { return false }
        let memberName = file.bytes(of: member.name)
        let uses = file.identifiers(maybeSpelled: memberName).filter { use in
            use != member.name && file.bytes(of: use).elementsEqual(memberName)
                && (!file.isMemberName(use) || file.isText(use - 2, "self"))
        }
        return !uses.isEmpty && uses.allSatisfy { use in
            isNamedAround(file, name: name, reader: use, modifiers: modifiers)
                || depth < 3 && isNamedAroundUses(context, name: name, reader: use, modifiers: modifiers, depth: depth + 1)
        }
    }

    static let scrollers = WordSet(["ScrollView", "List", "Form"])
    static let coordinateSpace = Array("coordinateSpace".utf8)

    /// The coordinate spaces a file names, each kind found once, at the first reader that asks (a file
    /// can have many readers and many spaces: looked for at each, they were a quadratic cost).
    struct NamedSpaces {
        var scrolled: Set<ScrolledSpace>? = nil
        var modifiers: [SpaceModifier]? = nil
    }

    /// A `.coordinateSpace(…)` modifier: where it is, its name's text, and the root of its chain.
    struct SpaceModifier {
        var index: Int
        var name: String?
        var root: Int?
    }

    /// The file's `.coordinateSpace(…)` modifiers, in order: among the tokens of that name (the file's
    /// index), not all its tokens.
    static func spaceModifiers(_ file: SyntaxFile) -> [SpaceModifier] {
        file.identifiers(maybeSpelled: coordinateSpace[...])
            .filter { file.isText($0, "coordinateSpace") && file.isExplicitMember($0) }
            .map { SpaceModifier(index: $0, name: spaceName(file, coordinateSpace: $0), root: file.chainRoot(receiverOf: $0)) }
    }

    /// A coordinate space named on a view inside a `ScrollView`'s content (`HStack { … }
    /// .coordinateSpace(name: "tabs")`): its name's text and the `{` of the innermost scroll content.
    struct ScrolledSpace: Hashable {
        var name: String
        var content: Int
    }

    /// Every space the file names (`.coordinateSpace(name: "tabs")`, `.coordinateSpace(.named("tabs"))`)
    /// inside scroll content. A reader's position in one of them, in the same innermost scroll content
    /// (not a space named on an inner scroll view, seen from the outer one's content), scrolls with it.
    static func scrolledSpaces(_ file: SyntaxFile) -> Set<ScrolledSpace> {
        var spaces: Set<ScrolledSpace> = []
        for index in file.tokens.indices where file.isText(index, "coordinateSpace") && file.isExplicitMember(index) {
            guard let content = scrolledContent(file, holding: index), let name = spaceName(file, coordinateSpace: index)
            else { continue }
            spaces.insert(ScrolledSpace(name: name, content: content))
        }
        return spaces
    }

    /// The name's text of `.coordinateSpace(name: "tabs")` or `.coordinateSpace(.named("tabs"))` at `index`.
    static func spaceName(_ file: SyntaxFile, coordinateSpace index: Int) -> String? {
        guard file.isKind(index + 1, .leftParen), let argument = file.firstArgument(index + 1) else { return nil }
        var value = argument.value
        if argument.label < 0, value.count > 3, file.isText(value.lowerBound + 1, "named") {
            value = (value.lowerBound + 3)..<(value.upperBound - 1)
        }
        return file.text(value)
    }

    /// The `{` of the innermost `ScrollView` content that holds token `index`.
    static func scrolledContent(_ file: SyntaxFile, holding index: Int) -> Int? {
        var open = Int(file.enclosingOpen[index])
        while open >= 0 {
            if file.isKind(open, .leftBrace), file.isText(file.closureOwner(open).callee, "ScrollView") { return open }
            open = Int(file.enclosingOpen[open])
        }
        return nil
    }

    static let cost = "the reader takes part in every layout pass, and while the content scrolls its frame changes "
        + "every frame: the reader's content runs again, the new value travels up the view tree, and every state "
        + "the receiving side sets re-evaluates that view's body, many times per second"

    static let visibilityMessage = "`GeometryReader` computing whether a view is on screen from its frame (a "
        + "visibility or infinite-scroll sentinel): " + cost + ". Let the scroll view tell you instead: "
        + "`onScrollVisibilityChange(threshold:_:)` (iOS 18+, macOS 15+); to load the next page, `onAppear` on the "
        + "last rows of a `LazyVStack` or `List` (any version), which runs once per row as it appears"

    static let positionMessage = "`GeometryReader` reporting its position in the scroll view through a "
        + "preference (scroll-offset tracking): " + positionAdvice
    static let positionThroughOnChangeMessage = "`GeometryReader` reporting its position in the scroll view "
        + "through `onChange(of:)` (scroll-offset tracking): " + positionAdvice

    static let positionAdvice = cost + ". Read the offset from the scroll view with "
        + "`onScrollGeometryChange(for:of:action:)` (iOS 18+, macOS 15+), or the frame with "
        + "`onGeometryChange(for:of:action:)` (back-deployed to iOS 16, macOS 13), which adds no view to the "
        + "layout and calls you only when the value you extract changes; for effects tied to the position, "
        + "`scrollTransition` or `visualEffect` (iOS 17+) need no state at all"

    static let inRows = "; in a list row this repeats for every visible row"

    /// Shown, never applied: the replacement sits on the scroll view or the row, not on the reader.
    static let visibilityFix = Fix(
        title: "Replace the reader with `.onScrollVisibilityChange(threshold: 0.5) { isVisible in … }` on the view "
            + "(iOS 18+), or with `.onAppear { loadMore() }` on the last row of a lazy stack",
        applicability: .displayOnly, edits: [])

    static let positionFix = Fix(
        title: "Read the offset on the scroll view: `.onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } "
            + "action: { _, offset in … }` (iOS 18+); before iOS 18, `.onGeometryChange(for: CGFloat.self) "
            + "{ $0.frame(in: .named(\"scroll\")).minY } action: { … }` on the view (back-deployed to iOS 16)",
        applicability: .displayOnly, edits: [])
}
