/// `screen-bounds-in-view`: view code sizing itself from `UIScreen.main` (or `NSScreen.main`) instead
/// of the space SwiftUI gives it.
public struct ScreenBoundsInView: Rule {
    public let description = RuleDescription(
        id: "screen-bounds-in-view", category: .layout,
        summary: "UIScreen.main.bounds/scale in view code",
        isEnabledByDefault: false,
        fixSummary: "unsafe: `@Environment(\\.displayScale)` for the scale; display-only for bounds")

    public init() {}

    static let scaleProperties: [StaticString] = ["scale", "nativeScale", "backingScaleFactor"]

    public func check(_ context: RuleContext, into candidates: inout [Candidate]) {
        let file = context.file
        var properties = PropertyQuestions()
        // A line that reads the screen's size twice (`UIScreen.main.bounds.width > UIScreen.main.bounds.height`, a
        // landscape check) makes one decision from it: one finding, at its first read in the same code.
        var lastSizeRead = (line: -1, flags: ViewCode.Flags())
        for index in context.evaluatedIdentifiers {
            guard file.isText(index, "UIScreen") || file.isText(index, "NSScreen"),
                  !file.isMemberName(index), let property = screenProperty(file, screen: index),
                  !isKeptAsData(file, start: index, end: property, properties: &properties),
                  !isDisplayZoomCheck(file, start: index, end: property)
            else { continue }
            let isScale = Self.scaleProperties.contains { file.isText(property, $0) }
            if !isScale {
                let read = (line: file.source.lines.lineIndex(ofOffset: file.tokens[index].startOffset), flags: context.viewCode.flags[index])
                if read == lastSizeRead { continue }  // (In the same code: not one in a row's closure beside one outside.)
                lastSizeRead = read
            }
            let read = file.text(index..<(property + 1))
            let isUIKit = file.isText(index, "UIScreen")
            let message = isScale ? scaleMessage(read, isUIKit: isUIKit)
                : sizeMessage(read, isUIKit: isUIKit, olderTarget: !context.deploymentTarget.allows(iOS: .init(16), macOS: .init(13)))
            let fix = isScale ? displayScaleFix(context, screen: index, property: property) : Self.sizeFix
            var candidate = context.candidate(
                description, at: index...property, scope: .viewCode, message: message, rowMessage: message, fix: fix)
            candidate.reportsInWidgets = true  // A widget is not the screen's size either.
            // A warning where it is read for each element; a static child of a list (a header) reads it once.
            candidate.perElement = true
            candidates.append(candidate)
        }
    }

    /// The property token of `UIScreen.main.bounds`, `UIScreen.main.scale`, `NSScreen.main?.frame` …
    /// (`UIScreen.main.brightness` is not layout).
    func screenProperty(_ file: SyntaxFile, screen: Int) -> Int? {
        guard file.isKind(screen + 1, .period), file.isText(screen + 2, "main") else { return nil }
        var property = screen + 4
        if file.isText(screen + 3, "?") || file.isText(screen + 3, "!") { property += 1 }
        guard file.isKind(property - 1, .period) else { return nil }
        let isUIKit = file.isText(screen, "UIScreen")
        let names = isUIKit ? ["bounds", "nativeBounds", "scale", "nativeScale"] : ["frame", "visibleFrame", "backingScaleFactor"]
        return names.contains(file.text(property)) ? property : nil
    }

    // MARK: Screen sizes as data

    /// Whether the read `start...end` (`UIScreen.main.bounds`) is only ever shown or kept as a value, never
    /// laid out: read in a string's interpolation (`Text("\\(width) × \\(height)")`) or as a range's bound
    /// (`0...Double(screenSize.width)`, a slider's range in screen points), directly or through a `let`
    /// or `var` every use of which is such, or feeds another that is (`let height = notchHeight(width)`).
    /// A display setting's or a window manager's screen size is the value it wants.
    func isKeptAsData(_ file: SyntaxFile, start: Int, end: Int, depth: Int = 0, properties: inout PropertyQuestions) -> Bool {
        var (start, end) = (start, end)
        if isInInterpolation(file, start) { return true }
        // Out through what keeps it one value: `.size.width`, `?? 1920`, `Int(…)`, `Double(…)`.
        for _ in 0..<8 {
            if file.isKind(end + 1, .period), file.isIdentifier(end + 2) {
                end += 2
            } else if file.isText(end + 1, "??"), file.isKind(end + 2, .integerLiteral) || file.isKind(end + 2, .floatLiteral) {
                end += 2
            } else if case let open = Int(file.enclosingOpen[start]), open == start - 1, file.isKind(open, .leftParen),
                      file.partnerOf(open) == end + 1, file.isText(open - 1, in: Self.conversions) {
                (start, end) = (open - 1, end + 1)
            } else {
                break
            }
        }
        if isRangeOperator(file, start - 1) || isRangeOperator(file, end + 1) { return true }
        guard depth < 2, let keeper = nameKeeping(file, start) else { return false }
        let name = file.declarations[keeper].name
        guard isLocal(file, keeper) else { return isPropertyKeptAsData(file, name, depth: depth, properties: &properties) }
        let uses = localUses(file, of: name)
        if isNeverRead(file, uses: uses) { return true }
        return !uses.isEmpty && uses.allSatisfy {
            isKeptAsData(file, start: $0, end: $0, depth: depth + 1, properties: &properties)
        }
    }

    /// `isKeptAsData`'s answer through a property (declared at `name`), whose uses are all of the file's
    /// names so spelled: what they say is found once for each spelling (at each depth), and the property
    /// itself left out of it after.
    func isPropertyKeptAsData(_ file: SyntaxFile, _ name: Int, depth: Int, properties: inout PropertyQuestions) -> Bool {
        let reads = properties.reads[depth].known(spelledAs: name, in: file)
            ?? propertyReads(file, name, depth: depth, properties: &properties)
        // The uses but the property's own name (in malformed code, one of them), found by binary search: a
        // scan of every use for each property would make the file's check quadratic again.
        let position = partitionPoint(in: reads.all.indices) { reads.all[$0] < name }
        let ownUse = position < reads.all.count && reads.all[position] == name ? 1 : 0
        func noneBut(_ uses: [Int]) -> Bool { uses.allSatisfy { $0 == name } }
        if noneBut(reads.notAssigned) && isNeverReadProperty(file, name) { return true }
        return reads.all.count > ownUse && noneBut(reads.notKept)
    }

    /// What the uses of the spelling of `name` say, found and remembered for it at `depth`.
    func propertyReads(_ file: SyntaxFile, _ name: Int, depth: Int, properties: inout PropertyQuestions) -> PropertyReads {
        let all = propertyUses(file, of: name, properties: &properties)
        var reads = PropertyReads(all: all)
        for use in all {
            // Two at most: a property's own name is left out of one of them (`isPropertyKeptAsData`).
            if reads.notAssigned.count < 2 && !isAssignment(file, use) { reads.notAssigned.append(use) }
            if reads.notKept.count < 2 && !isKeptAsData(file, start: use, end: use, depth: depth + 1, properties: &properties) {
                reads.notKept.append(use)
            }
        }
        properties.reads[depth].remember(reads, spelledAs: name, in: file)
        return reads
    }

    /// Whether a local is never read (`uses`: its names in its scope): not used at all, or only assigned
    /// (`containerHeight = measured`). Its screen size lays nothing out.
    func isNeverRead(_ file: SyntaxFile, uses: [Int]) -> Bool { uses.allSatisfy { isAssignment(file, $0) } }

    /// `containerHeight = …`: the name at `use` is assigned, not read.
    func isAssignment(_ file: SyntaxFile, _ use: Int) -> Bool { file.isKind(use + 1, .operator) && file.isText(use + 1, "=") }

    /// Whether the property declared at `name` is private and never passed as a binding
    /// (`$containerHeight`): if its uses only assign it, nothing reads it.
    func isNeverReadProperty(_ file: SyntaxFile, _ name: Int) -> Bool {
        guard let declaration = file.declarations(maybeNamed: file.bytes(of: name)).first(where: { file.declarations[$0].name == name })
                .map({ file.declarations[$0] }),
              declaration.modifiers.contains(.isPrivate) else { return false }
        let binding = [UInt8(ascii: "$")] + file.bytes(of: name)
        return !file.bindings(maybeOf: file.bytes(of: name)).contains(where: { file.bytes(of: $0).elementsEqual(binding) })
    }

    static let conversions = WordSet(["Int", "Double", "CGFloat", "Float"])
    static let displayScale = Array("displayScale".utf8)

    /// `UIScreen.main.scale != UIScreen.main.nativeScale`: whether Display Zoom is on, a fact about the
    /// device, not a scale to draw with (and `displayScale` in its place would always equal itself).
    func isDisplayZoomCheck(_ file: SyntaxFile, start: Int, end: Int) -> Bool {
        func isScaleRead(endingAt property: Int) -> Bool {
            property >= 4 && screenProperty(file, screen: property - 4) == property
                && (file.isText(property, "scale") || file.isText(property, "nativeScale"))
        }
        guard isScaleRead(endingAt: end) else { return false }
        if file.isText(end + 1, "!=") || file.isText(end + 1, "==") {
            if let other = screenProperty(file, screen: end + 2), isScaleRead(endingAt: other) { return true }
        }
        return (file.isText(start - 1, "!=") || file.isText(start - 1, "==")) && isScaleRead(endingAt: start - 2)
    }

    func isRangeOperator(_ file: SyntaxFile, _ index: Int) -> Bool {
        file.isKind(index, .operator) && (file.isText(index, "...") || file.isText(index, "..<"))
    }

    func isInInterpolation(_ file: SyntaxFile, _ index: Int) -> Bool {
        var open = Int(file.enclosingOpen[index])
        while open >= 0, !file.isKind(open, .leftBrace) {
            if file.isKind(open, .interpolationStart) { return true }
            open = Int(file.enclosingOpen[open])
        }
        return false
    }

    /// The `let` or `var` (its declaration's index) whose initial value holds token `index` (`let width =
    /// Int(…)`, `let height = notchHeight(width, …)`): what that value is for, its uses tell. Looked for among
    /// the declarations enclosing the last one declared before `index`, innermost first (whose scope is open
    /// there), not in all of the file's for each read.
    func nameKeeping(_ file: SyntaxFile, _ index: Int) -> Int? {
        let declarations = file.declarations
        var position = partitionPoint(in: declarations.indices) { declarations[$0].keyword < index } - 1
        while position >= 0 {
            let declaration = declarations[position]
            if (declaration.kind == .constant || declaration.kind == .variable) && declaration.name >= 0
                && !declaration.hasBody && declaration.initializer.contains(index) {
                return position
            }
            position = declaration.parent
        }
        return nil
    }

    /// Whether the declaration at `index` is a local: in a function's, accessor's or closure's code (`let
    /// screenWidth = …` in a helper's body, or in a `body`'s closure), not a type's property or a global.
    func isLocal(_ file: SyntaxFile, _ index: Int) -> Bool {
        let parent = file.declarations[index].parent
        return parent >= 0 && !file.declarations[parent].kind.isType
    }

    /// Whether token `use` reads the name spelled as token `name`: itself, or as `self.name`.
    func isUse(_ file: SyntaxFile, _ use: Int, of name: Int) -> Bool {
        file.isIdentifier(use) && file.bytes(of: use).elementsEqual(file.bytes(of: name))
            && (!file.isMemberName(use) || file.isText(use - 2, "self"))
    }

    /// Where the local declared at `name` is read: the rest of its block.
    func localUses(_ file: SyntaxFile, of name: Int) -> [Int] {
        let block = Int(file.enclosingOpen[name])
        return ((name + 1)..<(file.partnerOf(block) ?? file.tokens.count)).filter { isUse(file, $0, of: name) }
    }

    /// Where a property of the spelling of `name` is read: anywhere in the file, among the tokens so
    /// spelled (not all of the file's), once for each spelling. The property's own name among them.
    func propertyUses(_ file: SyntaxFile, of name: Int, properties: inout PropertyQuestions) -> [Int] {
        properties.uses.answer(spelledAs: name, in: file) {
            file.identifiers(maybeSpelled: file.bytes(of: name)).filter { isUse(file, $0, of: name) }
        }
    }

    /// What the uses of a property's spelling say (`propertyReads`): all of them, in file order, and the
    /// first two that are not assignments, and that do not keep the value as data.
    struct PropertyReads {
        var all: [Int]
        var notAssigned: [Int] = []
        var notKept: [Int] = []
    }

    /// What the questions about properties found, for each spelling: its uses, and what they say at
    /// each depth of `isKeptAsData`. Many types of one file may have properties of one name, each read
    /// in every type: asked again for each, it made the check of the file take quadratic time.
    struct PropertyQuestions {
        var uses = AnswersBySpelling<[Int]>()
        var reads = [AnswersBySpelling<PropertyReads>](filledWith: AnswersBySpelling(), count: 2)
    }

    /// `olderTarget`: the deployment target runs on systems before iOS 16 / macOS 13, which have none of the
    /// size-reading APIs but size classes.
    func sizeMessage(_ read: String, isUIKit: Bool, olderTarget: Bool) -> String {
        "`\(read)` in view code is the size of a whole screen, not of this view's window or container: it is "
            + "wrong in iPad Split View and Slide Over, with Stage Manager, on an external display and in Mac "
            + "windows" + (isUIKit ? Self.mainScreenStatus : "") + ". Size from the space SwiftUI offers: "
            + "`containerRelativeFrame(_:alignment:)` (iOS 17+, macOS 14+) for fractions of the scroll view or "
            + "window, `onGeometryChange(for:of:action:)` (back-deployed to iOS 16, macOS 13) to read a size into "
            + "state, `ViewThatFits` (iOS 16+) or size classes for compact layouts"
            + (olderTarget ? Self.beforeSizeReaders : "")
    }

    static let beforeSizeReaders = ". The deployment target runs on systems older than iOS 16 / macOS 13, which have "
        + "none of these but size classes: there, one `GeometryReader` at the screen's root, its size handed down, "
        + "and the newer APIs under `if #available`"

    func scaleMessage(_ read: String, isUIKit: Bool) -> String {
        "`\(read)` in view code is the main screen's scale, not the scale of the display this view is drawn on: "
            + "on an external display, over AirPlay or in a Mac window on another monitor, hairlines and pixel "
            + "snapping use the wrong scale" + (isUIKit ? Self.mainScreenStatus : "") + ". Read "
            + "`@Environment(\\.displayScale) private var displayScale` (iOS 13+, macOS 10.15+), which also "
            + "updates the view when the scale changes"
    }

    static let mainScreenStatus = " (and `UIScreen.main` is discouraged since iOS 16, deprecated in the iOS 26 SDK "
        + "and unavailable on visionOS)"

    /// Shown, never applied: which container the size should come from is a layout decision.
    static let sizeFix = Fix(
        title: "Size from the container: `.containerRelativeFrame(.horizontal) { width, _ in width * 0.8 }` "
            + "(iOS 17+), or read it with `.onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0 }` "
            + "(back-deployed to iOS 16)",
        applicability: .displayOnly, edits: [])

    /// `UIScreen.main.scale` → `displayScale`, adding `@Environment(\.displayScale) private var
    /// displayScale` to the view when it has none. Only in a `View`/`ViewModifier` struct declared here,
    /// and only where the environment can be read (not in `init` or a stored property's default).
    func displayScaleFix(_ context: RuleContext, screen: Int, property: Int) -> Fix {
        let shown = Fix(
            title: "Use `@Environment(\\.displayScale) private var displayScale` and read `displayScale`",
            applicability: .displayOnly, edits: [])
        let file = context.file
        let unitIndex = Int(context.viewCode.unitOfToken[screen])
        // `NSScreen.main?.backingScaleFactor ?? 2` would leave a `??` behind; `nativeScale` is another value.
        guard file.isText(screen, "UIScreen"), file.isText(property, "scale"), unitIndex >= 0 else { return shown }
        let unit = context.viewCode.units[unitIndex]
        guard unit.role != .construction, unit.owner >= 0, !file.declarations[unit.declaration].isStaticMember
        else { return shown }
        let owner = file.declarations[unit.owner]
        guard owner.kind == .structType,
              file.listed(owner.inherited).contains(where: { file.isText($0, "View") || file.isText($0, "ViewModifier") })
        else { return shown }
        let tokens = context.tokens
        var edits = [context.edit(tokens[screen].startOffset..<tokens[property].endOffset, "displayScale")]
        let hasProperty = file.declarations(maybeNamed: Self.displayScale[...]).contains { member in
            file.declarations[member].parent == unit.owner && file.isText(file.declarations[member].name, "displayScale")
        }
        if !hasProperty {
            let eol = context.style.lineEnding
            guard let insertion = FormatterHoist(context: context).memberInsertion(owner: unit.owner, { indent in
                "\(indent)@Environment(\\.displayScale) private var displayScale\(eol)"
            }) else { return shown }
            edits.append(context.edit(insertion.range, insertion.replacement))
        }
        return Fix(title: shown.title + " (iOS 13+, macOS 10.15+)", applicability: .unsafe, edits: edits)
    }
}
