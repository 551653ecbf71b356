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
        var members = MemberIndex(context)
        for index in context.evaluatedIdentifiers {
            guard file.isText(index, "ScrollView"), !file.isMemberName(index),
                  let axis = scrollAxis(file, index), let content = contentClosure(file, callee: index)
            else { continue }
            let levels = layoutLevels(file, of: content)
            for child in levels.flatMap({ laidOutChildren(file, of: $0) }) {
                check(context, child: child, axis: axis, shownBy: nil, members: &members, into: &candidates)
            }
            let line = file.source.lines.lineIndex(ofOffset: context.tokens[index].startOffset) + 1
            for member in levels.flatMap({ shownMembers(context, in: $0, index: &members) }) {
                for child in layoutLevels(file, of: member.body).flatMap({ laidOutChildren(file, of: $0) }) {
                    check(context, child: child, axis: axis, shownBy: (member.name, line, member.parameters), members: &members,
                          into: &candidates)
                }
            }
        }
        checkBodiesShownByScrollViews(context, members: &members, into: &candidates)
    }

    // MARK: A view that a scroll view of the project lays out

    /// The views a `ScrollView` of `file` lays out itself, written in its content (`ScrollView {
    /// HistoryList(…) }`), and those a plain stack of its axis lays out there (`ScrollView { VStack {
    /// SearchResults() } }`), by `scrollContentKey`: a plain stack at the top of the first kind's body is
    /// the scroll view's content, and a `ForEach` at the top of either's body is laid out by the scroll
    /// view's stack, implicit or plain, as eagerly as one written there. Read in the index pass, in files
    /// that name a scroll view.
    func scrollContentViews(_ file: SyntaxFile, _ viewCode: ViewCode) -> [UInt64] {
        // Found by its bytes (by its `V`, the rarest of its letters in source, 2–3 a thousand bytes against
        // 17–19 for its `c`), then its token by halving: most files name no scroll view, and a pass over
        // every token of those that do cost 1.5% of a lint's instructions.
        var scrollViews: [Int] = []
        let tokens = file.tokens
        ByteString.forEachOffset(of: Self.scrollViewBytes, in: file.source.bytes, anchor: 6) { offset in
            let index = partitionPoint(in: tokens.indices) { tokens[$0].startOffset < offset }
            if index < tokens.count, tokens[index].startOffset == offset, tokens[index].kind == .identifier,
               tokens[index].length == 10, viewCode.flags[index].contains(.evaluated), !file.isMemberName(index) {
                scrollViews.append(index)
            }
            return true
        }
        var views: [UInt64] = []
        for index in scrollViews {
            guard let axis = scrollAxis(file, index), let content = contentClosure(file, callee: index) else { continue }
            let written = layoutLevels(file, of: content).flatMap { laidOutChildren(file, of: $0) }
            var laidOut = written.filter(isProjectView(file)).map { (view: $0, inPlainStack: false) }
            let stackName: StaticString = axis == .vertical ? "VStack" : "HStack"
            for stack in written where file.isText(stack, stackName) && !isBeforeLazyStacks(file, stack) {
                guard let stackContent = contentClosure(file, callee: stack) else { continue }
                let stacked = layoutLevels(file, of: stackContent).flatMap { laidOutChildren(file, of: $0) }
                // A stack with a `ForEach` of its own is reported itself (or lays out a deliberate handful):
                // its views' elements would only repeat that finding.
                guard !stacked.contains(where: { file.isText($0, "ForEach") }) else { continue }
                laidOut += stacked.filter(isProjectView(file)).map { (view: $0, inPlainStack: true) }
            }
            guard !laidOut.isEmpty, !isPreviewCode(file, viewCode, index) else { continue }
            for (view, inPlainStack) in laidOut {
                let key = Self.scrollContentKey(NameHash.of(file.bytes(of: view)), axis, inPlainStack: inPlainStack)
                if !views.contains(key) { views.append(key) }
            }
        }
        return views
    }

    /// Whether a view written in a scroll view's content may be one of the project's (not SwiftUI's own).
    func isProjectView(_ file: SyntaxFile) -> (Int) -> Bool {
        { file.startsWithUppercase($0) && !file.isText($0, in: Self.laidOutByName) }
    }

    static let scrollViewBytes = Array("ScrollView".utf8)

    /// The rule for the index pass, which asks it of every file (made once: its description is a few strings).
    static let shared = EagerStackInScrollView()

    /// Whether token `index` is in a `PreviewProvider`'s code, which the app never runs.
    func isPreviewCode(_ file: SyntaxFile, _ viewCode: ViewCode, _ index: Int) -> Bool {
        let unit = Int(viewCode.unitOfToken[index])
        guard unit >= 0, viewCode.units[unit].owner >= 0 else { return false }
        return file.listed(file.declarations[viewCode.units[unit].owner].inherited).contains { file.isText($0, "PreviewProvider") }
    }

    /// SwiftUI's own containers and views that the rule reads where they are written.
    static let laidOutByName = WordSet(["ForEach", "VStack", "HStack", "LazyVStack", "LazyHStack", "LazyVGrid",
                                        "LazyHGrid", "List", "Text", "Image", "Spacer", "Divider"])

    /// A view's simple name (hashed) with a scroll axis in its lowest bit and, in the next, whether a plain
    /// stack of the scroll view lays it out (rather than the scroll view itself).
    static func scrollContentKey(_ nameHash: UInt64, _ axis: Axis, inPlainStack: Bool = false) -> UInt64 {
        nameHash & ~3 | (inPlainStack ? 2 : 0) | (axis == .horizontal ? 1 : 0)
    }

    /// A plain stack holding a `ForEach` over data at the top of a view's `body`, or of a member written at its
    /// top (`var body: some View { rows }`): reported only where a `ScrollView` of the project lays the view out
    /// itself (`requiresScrollContent`), on the stack's axis. Once the project is resolved, only the bodies of
    /// the views it knows a scroll view lays out are read.
    func checkBodiesShownByScrollViews(_ context: RuleContext, members: inout MemberIndex, into candidates: inout [Candidate]) {
        let file = context.file
        for (unitIndex, unit) in context.viewCode.units.enumerated() where unit.role == .viewBuilder && unit.owner >= 0 {
            let body = file.declarations[unit.declaration]
            guard body.kind == .variable, body.hasBody, body.name >= 0, file.isText(body.name, "body"),
                  file.declarations[unit.owner].name >= 0, file.isKind(body.bodyOpen, .leftBrace) else { continue }
            let viewHash = NameHash.of(file.bytes(of: file.declarations[unit.owner].name))
            if let shown = context.project?.scrollContentViews {
                guard [Axis.vertical, .horizontal].contains(where: { axis in
                    shown.contains(Self.scrollContentKey(viewHash, axis)) || shown.contains(Self.scrollContentKey(viewHash, axis, inPlainStack: true))
                }) else { continue }
            }
            let view = ShownView(name: file.text(file.declarations[unit.owner].name), hash: viewHash, member: nil)
            let levels = layoutLevels(file, of: body.bodyOpen)
            checkTop(context, of: view, children: levels.flatMap { laidOutChildren(file, of: $0) }, into: &candidates)
            // Helpers of helpers are not followed, as in a scroll view's own content.
            for member in levels.flatMap({ shownMembers(context, in: $0, unit: $0 == body.bodyOpen ? unitIndex : nil, index: &members) }) {
                let children = layoutLevels(file, of: member.body).flatMap { laidOutChildren(file, of: $0) }
                checkTop(context, of: ShownView(name: view.name, hash: viewHash, member: member), children: children, into: &candidates)
            }
        }
    }

    /// A view that a scroll view of the project may lay out, and the member of its `body` whose views are read.
    struct ShownView {
        let name: String
        let hash: UInt64
        let member: ShownMember?

        /// `` `SearchResults` ``, or `` `rows` in `SearchResults` `` for its member's views.
        var place: String { member.map { "`\($0.name)` in `\(name)`" } ?? "`\(name)`" }
    }

    /// The views at the top of a shown view's `body` (or of its member): a `ForEach` over data, or a plain
    /// stack holding one.
    func checkTop(_ context: RuleContext, of view: ShownView, children: [Int], into candidates: inout [Candidate]) {
        let file = context.file
        let parameters = view.member?.parameters ?? []
        for child in children {
            if file.isText(child, "ForEach") {
                checkForEachShownByScrollViews(context, forEach: child, view: view, into: &candidates)
                continue
            }
            let axis: Axis
            if file.isText(child, "VStack") { axis = .vertical } else if file.isText(child, "HStack") { axis = .horizontal } else { continue }
            guard !isBeforeLazyStacks(file, child), let stackContent = contentClosure(file, callee: child),
                  let data = dataOfForEach(context, in: layoutLevels(file, of: stackContent), parameters: parameters) else { continue }
            var candidate = eagerStack(context, stack: child, data: data, axis: axis, shownBy: nil,
                                       place: " at the top of \(view.place), which a `ScrollView` lays out itself (the view is its content),")
            candidate.requiresScrollContent = Self.scrollContentKey(view.hash, axis)
            candidates.append(candidate)
        }
    }

    /// A `ForEach` over data at the top of `view`'s body, where a `ScrollView` of the project lays the view
    /// out itself (its implicit stack lays out the elements) or in a plain stack of its axis (`ScrollView {
    /// VStack { SearchResults() } }`): either way the stack builds every element. One candidate for each
    /// way and axis, each kept only where the project has that way; the plain stack's only where the view
    /// is not also the scroll view's own content (one finding a place).
    func checkForEachShownByScrollViews(_ context: RuleContext, forEach: Int, view shownView: ShownView,
                                        into candidates: inout [Candidate]) {
        guard !isBeforeLazyStacks(context.file, forEach),
              let data = dynamicData(context, forEach: forEach, parameters: shownView.member?.parameters ?? []) else { return }
        for axis in [Axis.vertical, .horizontal] {
            let own = Self.scrollContentKey(shownView.hash, axis)
            let inPlainStack = Self.scrollContentKey(shownView.hash, axis, inPlainStack: true)
            let shown = context.project?.scrollContentViews
            if shown?.contains(own) != false {
                var candidate = implicitStack(context, forEach: forEach, data: data, axis: axis, shownBy: nil,
                                              place: " at the top of \(shownView.place), which a `ScrollView` lays out itself (the view is its content),")
                candidate.requiresScrollContent = own
                candidates.append(candidate)
            }
            if shown?.contains(inPlainStack) != false && shown?.contains(own) != true {
                var candidate = stackedForEach(context, forEach: forEach, data: data, axis: axis, view: shownView)
                candidate.requiresScrollContent = inPlainStack
                candidate.unlessScrollContent = own
                candidates.append(candidate)
            }
        }
    }

    /// Whether token `index` is in the `else` of an `if #available(…)` for the OS versions that brought the
    /// lazy stacks or earlier (`if #available(macOS 11, *) { LazyVGrid … } else { ForEach … }`): the code there
    /// runs only where no lazy stack exists.
    func isBeforeLazyStacks(_ file: SyntaxFile, _ index: Int) -> Bool {
        file.isInFallback(index, before: Self.firstLazyStackVersions)
    }

    /// The first versions with lazy stacks (iOS, iPadOS, Mac Catalyst and tvOS 14, macOS 11, watchOS 7;
    /// visionOS always has them), by `#available`'s names.
    static let firstLazyStackVersions: [String: Configuration.Version] = [
        "iOS": .init(14), "iPadOS": .init(14), "macCatalyst": .init(14), "tvOS": .init(14), "macOS": .init(11),
        "OSX": .init(11), "watchOS": .init(7), "visionOS": .init(1), "xrOS": .init(1),
    ]

    /// Where the scroll view's own views are: its content, or that of a member shown there, `shownBy`
    /// (with the member's parameters: data that comes through them is the caller's, not known here).
    typealias Placement = (member: String, scrollViewLine: Int, parameters: [ArraySlice<UInt8>])?

    /// A `ForEach` over data laid out by the scroll view itself, or a plain stack there holding one
    /// (written in it, or at the top of a member written in it: `VStack { header; pollRows }`).
    func check(_ context: RuleContext, child: Int, axis: Axis, shownBy: Placement, members: inout MemberIndex,
               into candidates: inout [Candidate]) {
        let file = context.file
        guard !isBeforeLazyStacks(file, child) else { return }
        let stackName: StaticString = axis == .vertical ? "VStack" : "HStack"
        let parameters = shownBy?.parameters ?? []
        if file.isText(child, "ForEach"), let data = dynamicData(context, forEach: child, parameters: parameters) {
            candidates.append(implicitStack(context, forEach: child, data: data, axis: axis, shownBy: shownBy))
        } else if file.isText(child, stackName), let stackContent = contentClosure(file, callee: child) {
            let levels = layoutLevels(file, of: stackContent)
            if let data = dataOfForEach(context, in: levels, parameters: parameters) {
                candidates.append(eagerStack(context, stack: child, data: data, axis: axis, shownBy: shownBy))
            } else if shownBy == nil, let data = dataOfShownForEach(context, in: levels, members: &members) {
                // Helpers of helpers are not followed: only a stack the scroll view lays out itself.
                candidates.append(eagerStack(context, stack: child, data: data, axis: axis, shownBy: shownBy))
            }
        } else if file.isText(child, axis == .vertical ? "LazyVStack" : "LazyHStack"), let lazyContent = contentClosure(file, callee: child) {
            // Only a stack of rows alone: one that lays out a card around a few (a name, its links) is a child of its own.
            for stack in lazyChildren(file, of: lazyContent) where file.isText(stack, stackName) {
                guard let stackContent = contentClosure(file, callee: stack) else { continue }
                let levels = layoutLevels(file, of: stackContent)
                if levels.flatMap({ laidOutChildren(file, of: $0) }).count == 1,
                   let data = dataOfForEach(context, in: levels, parameters: parameters) {
                    candidates.append(stackInLazyStack(context, stack: stack, lazyStack: child, data: data, axis: axis))
                }
            }
        }
    }

    /// The data of a `ForEach` laid out in `levels` (a stack's content) over data the code does not fix:
    /// data the file alone tells is not fixed before another file's constant (the finding's first reason),
    /// and with only those, every one of them.
    func dataOfForEach(_ context: RuleContext, in levels: [Int], parameters: [ArraySlice<UInt8>]) -> DynamicData? {
        let file = context.file
        let data = levels.flatMap({ laidOutChildren(file, of: $0) })
            .compactMap({ file.isText($0, "ForEach") ? dynamicData(context, forEach: $0, parameters: parameters) : nil })
        if let unconditional = data.first(where: { $0.unlessFixedConstants.isEmpty }) { return unconditional }
        // Each over another file's constant: the stack is eager unless all of them are handfuls.
        // All are named: which of them the project finds to be data is known only when it is resolved.
        guard var first = data.first else { return nil }
        first.unlessFixedConstants = data.flatMap(\.unlessFixedConstants)
        for other in data.dropFirst() { first.text += " and one over " + other.text }
        return first
    }

    /// The views a lazy stack loads one by one: those written in its content, or in a `Section` of it.
    func lazyChildren(_ file: SyntaxFile, of content: Int) -> [Int] {
        layoutLevels(file, of: content).flatMap { laidOutChildren(file, of: $0) }
    }

    /// `` `polls` (in `pollRows`) `` for a member written in a stack's content whose top level is a
    /// `ForEach` over data (`private var pollRows: some View { ForEach(polls) { … } }`).
    func dataOfShownForEach(_ context: RuleContext, in levels: [Int], members: inout MemberIndex) -> DynamicData? {
        let file = context.file
        for member in levels.flatMap({ shownMembers(context, in: $0, index: &members) }) {
            for child in layoutLevels(file, of: member.body).flatMap({ laidOutChildren(file, of: $0) })
            where file.isText(child, "ForEach") {
                if var data = dynamicData(context, forEach: child, parameters: member.parameters) {
                    data.text += " (in `\(member.name)`)"
                    return data
                }
            }
        }
        return nil
    }

    enum Axis { case vertical, horizontal }

    // MARK: Candidates

    /// ` in a `ScrollView``, or, for a member's views, where the scroll view shows them.
    func whereShown(_ shownBy: Placement) -> String {
        guard let shownBy else { return " in a `ScrollView`" }
        return " at the top of `\(shownBy.member)`, which the `ScrollView` on line \(shownBy.scrollViewLine) shows,"
    }

    /// `place`: where the stack is, when not in the scroll view's own code (`whereShown`).
    func eagerStack(_ context: RuleContext, stack: Int, data: DynamicData, axis: Axis, shownBy: Placement,
                    place: String? = nil) -> Candidate {
        let name = context.file.text(stack)
        let lazy = "Lazy" + name
        let message = "`\(name)`\(place ?? whereShown(shownBy)) holds a `ForEach` over \(data.text); a plain stack is not lazy: "
            + "\(Self.cost). Use `\(lazy)` (iOS 14+, macOS 11+), which builds rows as they scroll into view"
            + (axis == .vertical ? ", or a `List`" : "") + olderSystems(context, keeping: "this stack", lazy: lazy)
        var fix = Fix(title: "Use `\(lazy)` (iOS 14+, macOS 11+)", applicability: .displayOnly, edits: [])
        if context.deploymentTarget.allows(iOS: .init(14), macOS: .init(11)) {
            // Unsafe: a lazy stack sizes to the rows it has loaded and runs `onAppear` as rows scroll in.
            let token = context.tokens[stack]
            fix = Fix(title: fix.title, applicability: .unsafe, edits: [context.edit(token.startOffset..<token.endOffset, lazy)])
        }
        return candidate(context, at: stack, axis: axis, message: message, fix: fix, unless: data.unlessFixedConstants)
    }

    /// For a deployment target older than the lazy stacks: the plain layout kept as the fallback of an `#available`
    /// that names every platform's first version with them, so that it compiles for a watch or TV app too.
    /// (A `List`, which the messages offer for a column only, scrolls vertically only.)
    func olderSystems(_ context: RuleContext, keeping plain: String, lazy: String) -> String {
        guard !context.deploymentTarget.allows(iOS: .init(14), macOS: .init(11)) else { return "" }
        return ". The deployment target runs on systems without lazy stacks (before iOS 14, macOS 11, tvOS 14, watchOS 7): "
            + "there, keep \(plain) as the fallback of an `if #available(iOS 14, macOS 11, tvOS 14, watchOS 7, *)` that uses `\(lazy)`"
    }

    /// `LazyVStack { Section { VStack { ForEach(tracks) { … } } } }`: the inner stack is one child of the lazy one.
    func stackInLazyStack(_ context: RuleContext, stack: Int, lazyStack: Int, data: DynamicData, axis: Axis) -> Candidate {
        let name = context.file.text(stack)
        let lazy = context.file.text(lazyStack)
        let message = "`\(name)` in a `\(lazy)` holds a `ForEach` over \(data.text); the lazy stack builds its children "
            + "as they scroll into view, but this stack is one child: when it comes into view, every element's view is "
            + "created, its body run and laid out, and all of them again when it updates, not just the rows on screen "
            + "(hundreds of row bodies for hundreds of elements). Put the `ForEach` "
            + "directly in the `\(lazy)` (or its `Section`), so that each element is a child it loads on its own"
        let fix = Fix(title: "Move the `ForEach` out of the `\(name)` into the `\(lazy)` (or its `Section`)",
                      applicability: .displayOnly, edits: [])
        return candidate(context, at: stack, axis: axis, message: message, fix: fix, unless: data.unlessFixedConstants)
    }

    func implicitStack(_ context: RuleContext, forEach: Int, data: DynamicData, axis: Axis, shownBy: Placement,
                       place: String? = nil) -> Candidate {
        let lazy = axis == .vertical ? "LazyVStack" : "LazyHStack"
        let place = place ?? (shownBy == nil ? " directly in a `ScrollView`" : whereShown(shownBy))
        let message = "`ForEach` over \(data.text)\(place) is laid out in an implicit, non-lazy stack: "
            + "\(Self.cost). Wrap it in `\(lazy) { … }` (iOS 14+, macOS 11+), which builds rows as they scroll into "
            + "view" + (axis == .vertical ? ", or use a `List`" : "") + olderSystems(context, keeping: "the `ForEach` as it is", lazy: lazy)
        return candidate(context, at: forEach, axis: axis, message: message, fix: wrapFix(context, forEach: forEach, in: lazy),
                         unless: data.unlessFixedConstants)
    }

    /// `ScrollView { VStack { SearchResults() } }` with `SearchResults`' body a `ForEach`: the fix is the other
    /// view's stack, which only the project knows, so it is shown, not made.
    func stackedForEach(_ context: RuleContext, forEach: Int, data: DynamicData, axis: Axis, view: ShownView) -> Candidate {
        let (stack, lazy) = axis == .vertical ? ("VStack", "LazyVStack") : ("HStack", "LazyHStack")
        let message = "`ForEach` over \(data.text) at the top of \(view.place), which a plain `\(stack)` in a `ScrollView` lays out, "
            + "is built with that stack, which is not lazy: \(Self.cost). Make the `\(stack)` that holds `\(view.name)` a `\(lazy)` "
            + "(iOS 14+, macOS 11+), which builds rows as they scroll into view" + (axis == .vertical ? ", or use a `List`" : "")
            + olderSystems(context, keeping: "the `\(stack)`", lazy: lazy)
        let fix = Fix(title: "Make the `\(stack)` that holds `\(view.name)` a `\(lazy)` (iOS 14+, macOS 11+)", applicability: .displayOnly, edits: [])
        return candidate(context, at: forEach, axis: axis, message: message, fix: fix, unless: data.unlessFixedConstants)
    }

    /// A warning for vertical lists of data; a note for horizontal carousels, which are usually short,
    /// unless the carousel is itself in the rows of a `ForEach` or `List(data)` (then every row builds
    /// all of its items; a static child of a `List`, like a header of tags, is built once).
    func candidate(_ context: RuleContext, at index: Int, axis: Axis, message: String, fix: Fix,
                   unless conditions: [FixedConstantCondition]) -> Candidate {
        var candidate = context.candidate(
            description, at: index...index, scope: .viewCode, message: message, rowMessage: message, fix: fix)
        candidate.unlessFixedConstants = conditions
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

    /// `content`, and the content of each `Group { }`, `Section { }`, `ScrollViewReader { }` (and The Composable
    /// Architecture's `WithViewStore`, `WithPerceptionTracking`) written in it, a few levels deep: these lay
    /// nothing out, so their children are the scroll view's (or the stack's).
    func layoutLevels(_ file: SyntaxFile, of content: Int, depth: Int = 0) -> [Int] {
        var levels = [content]
        guard depth < 4 else { return levels }
        for child in writtenChildren(file, of: content) where isWrapper(file, child) {
            if let inner = contentClosure(file, callee: child) { levels += layoutLevels(file, of: inner, depth: depth + 1) }
        }
        return levels
    }

    func isWrapper(_ file: SyntaxFile, _ child: Int) -> Bool {
        file.isText(child, in: Self.wrappers)
    }

    /// A `Section` outside a `List` or `Form` lays its content out in the stack around it, as a `Group` does
    /// (a lazy stack's pinned headers aside): `VStack { Section { ForEach(items) { … } } }` builds every row.
    static let wrappers = WordSet(["Group", "Section", "ScrollViewReader", "WithViewStore", "WithPerceptionTracking"])

    /// The views written in `content` other than wrappers.
    func laidOutChildren(_ file: SyntaxFile, of content: Int) -> [Int] {
        writtenChildren(file, of: content).filter { !isWrapper(file, $0) }
    }

    /// Views written directly in a content closure (also inside its `if`/`switch` blocks): names of calls
    /// such as `VStack {` or `ForEach(`, not modifiers and not views nested in other views.
    func writtenChildren(_ file: SyntaxFile, of content: Int) -> [Int] {
        guard let close = file.partnerOf(content) else { return [] }
        var children: [Int] = []
        var index = content + 1
        while index < close {
            if file.isIdentifier(index) && !file.isMemberName(index)
                && (file.isKind(index + 1, .leftParen) || file.isKind(index + 1, .leftBrace))
                && isWrittenDirectly(file, index, in: content) {
                children.append(index)
            }
            // Past what a view's arguments and closures hold (none of it is written directly in `content`):
            // a scroll view's content may be a whole screen.
            if file.isKind(index, .leftParen) || file.isKind(index, .leftBracket) || file.isKind(index, .leftBrace),
               let partner = file.partnerOf(index), partner > index, partner < close, !mayHoldChildren(file, brace: index) {
                index = partner
            }
            index += 1
        }
        return children
    }

    /// Whether what bracket `open` holds may be written directly in the content around it
    /// (`isWrittenDirectly`): an `if`/`switch` block, or an optional's `map` closure.
    func mayHoldChildren(_ file: SyntaxFile, brace open: Int) -> Bool {
        guard file.isKind(open, .leftBrace) else { return false }
        if file.braceRoles[open] == .statementBlock { return true }
        guard file.braceRoles[open] == .closure else { return false }
        let callee = file.closureOwner(open).callee
        return file.isText(callee, "map") && file.isMemberName(callee)
    }

    /// Whether token `index` is in `content` itself or only in its `if`/`switch` blocks, or in the closure
    /// of an optional's `map` (`item.variants.map { variants in ForEach(variants) { … } }`), which shows
    /// what it returns when there is a value.
    func isWrittenDirectly(_ file: SyntaxFile, _ index: Int, in content: Int) -> Bool {
        var open = Int(file.enclosingOpen[index])
        while open != content {
            guard open >= 0, mayHoldChildren(file, brace: open) else { return false }
            open = Int(file.enclosingOpen[open])
        }
        return true
    }

    /// A view-building member of the view's own type (`rows`), the `{` of its body and its parameters' names.
    struct ShownMember {
        let name: String
        let body: Int
        let parameters: [ArraySlice<UInt8>]
    }

    /// A file's view-building members, by their type's and their own names (made at the first scroll
    /// view that asks), and the code of each type (its declaration and extensions in the file), where a
    /// member's uses are counted: a large file's scroll views do not each look through all of it.
    struct MemberIndex {
        struct Key: Hashable {
            let type: UInt64
            let member: UInt64
        }

        let file: SyntaxFile
        let units: [ViewCode.Unit]
        private var membersByName: [Key: [Int]]? = nil
        private var typeBodies: [UInt64: [Range<Int>]]? = nil
        private var writtenCounts: [UInt64: [UInt64: Int]] = [:]

        init(_ context: RuleContext) {
            file = context.file
            units = context.viewCode.units
        }

        /// The view-building units named `member` of types named `type` (hashes of the names).
        mutating func members(_ key: Key) -> [Int] {
            if membersByName == nil {
                var table: [Key: [Int]] = [:]
                for (index, unit) in units.enumerated() where unit.role == .viewBuilder && unit.owner >= 0 {
                    let name = file.declarations[unit.declaration].name
                    let typeName = file.declarations[unit.owner].name
                    guard name >= 0, typeName >= 0 else { continue }
                    table[Key(type: NameHash.of(file.bytes(of: typeName)), member: NameHash.of(file.bytes(of: name))),
                          default: []].append(index)
                }
                membersByName = table
            }
            return membersByName?[key] ?? []
        }

        /// Whether the member named `name` (its hash) is written exactly once in the code of its type
        /// (hash `type`): as a name or `self.name`, not as an argument label, a declaration, or another
        /// value's member (`.scrollContent` in `contentMargins(…, for: .scrollContent)`). The type's
        /// names are counted once, at its first question.
        mutating func isWrittenOnce(_ name: UInt64, inType type: UInt64) -> Bool {
            if typeBodies == nil {
                var bodies: [UInt64: [Range<Int>]] = [:]
                for declaration in file.declarations where declaration.kind.isType && declaration.name >= 0 && declaration.hasBody {
                    bodies[NameHash.of(file.bytes(of: declaration.name)), default: []].append(declaration.bodyRange)
                }
                typeBodies = bodies
            }
            if writtenCounts[type] == nil {
                var counts: [UInt64: Int] = [:]
                for body in typeBodies?[type] ?? [] {
                    for index in body where file.isIdentifier(index) && !file.isKind(index + 1, .colon)
                        && (!file.isMemberName(index) || file.isText(index - 2, "self"))
                        && !file.isText(index - 1, "func") && !file.isText(index - 1, "var") && !file.isText(index - 1, "let") {
                        counts[NameHash.of(file.bytes(of: index)), default: 0] += 1
                    }
                }
                writtenCounts[type] = counts
            }
            return writtenCounts[type]?[name] == 1
        }
    }

    /// The type's own view-building members written as the content (`ScrollView { rows }`, `rows()`,
    /// `self.rows`, `rows(proxy: proxy)`, declared in the type or an extension of it): what they build at
    /// their top level is laid out by the scroll view as if it were written there. Only a member written
    /// nowhere else in its type's code (its stack is this scroll view's, not also a list's, nor another
    /// axis's); helpers of helpers are not followed. `unit`: the view-code unit `content` is in, when it is the
    /// unit's own opening brace (a `body`'s), which no unit holds.
    func shownMembers(_ context: RuleContext, in content: Int, unit: Int? = nil, index members: inout MemberIndex) -> [ShownMember] {
        let file = context.file
        let units = context.viewCode.units
        let unit = unit ?? Int(context.viewCode.unitOfToken[content])
        guard unit >= 0, units[unit].owner >= 0, let close = file.partnerOf(content) else { return [] }
        let typeName = NameHash.of(file.bytes(of: file.declarations[units[unit].owner].name))
        var shown: [ShownMember] = []
        for index in (content + 1)..<close where file.isIdentifier(index) && isWrittenDirectly(file, index, in: content) {
            // Members are named in lower case; the views written there (`LazyVStack`, `Text`) are not.
            guard !file.startsWithUppercase(index),
                  !file.isMemberName(index) || (file.isText(index - 2, "self") && !file.isMemberName(index - 2)),
                  !file.isKind(index + 1, .leftBrace) else { continue }
            let key = MemberIndex.Key(type: typeName, member: NameHash.of(file.bytes(of: index)))
            for member in members.members(key) where member != unit {
                let declaration = file.declarations[units[member].declaration]
                guard declaration.hasBody, file.bytes(of: declaration.name).elementsEqual(file.bytes(of: index)),
                      members.isWrittenOnce(key.member, inType: typeName) else { continue }
                shown.append(ShownMember(name: file.text(index), body: declaration.bodyOpen,
                                         parameters: file.parameterNames(of: declaration).map { file.bytes(of: $0) }))
            }
        }
        return shown
    }

    // MARK: The data

    /// A `ForEach`'s data as a finding names it (`` `items` ``), and the constants of other files whose
    /// records, if they are all handfuls, drop the finding.
    struct DynamicData {
        var text: String
        var unlessFixedConstants: [FixedConstantCondition]
    }

    /// The data of a `ForEach` over data whose size the code does not fix; nil for a handful the code
    /// fixes (`SyntaxFile.isFixedSizeData`: `0..<5`, array literals, `allCases`, `prefix(3)`).
    /// `parameters`: names whose data is a caller's (a member's parameters): not judged.
    func dynamicData(_ context: RuleContext, forEach: Int, parameters: [ArraySlice<UInt8>] = []) -> DynamicData? {
        let file = context.file
        guard file.isKind(forEach + 1, .leftParen), let data = file.firstArgument(forEach + 1), data.label < 0,
              !data.value.isEmpty,
              !data.value.contains(where: { token in
                  !file.isMemberName(token) && parameters.contains { file.bytes(of: token).elementsEqual($0) }
              })
        else { return nil }
        let fixedData = context.overFixedData(forEach: forEach)
        if fixedData.isFixed { return nil }
        let text = file.text(data.value)
        return DynamicData(text: text.count <= 40 && !text.contains("\n") ? "`\(text)`" : "its data",
                           unlessFixedConstants: fixedData.conditions)
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
