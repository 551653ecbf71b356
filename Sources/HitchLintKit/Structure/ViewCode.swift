/// Which code of a file runs while SwiftUI builds views, and which of it runs once per row.
///
/// Each member of a type (and each free view-building function) is a *unit*. Walking a unit marks every
/// token it evaluates right away; closures that run later (actions, `.onAppear`, `.task`, `Task {}` …)
/// are skipped, presentation content (`.sheet`, a `NavigationLink` destination) is marked as such, and
/// the content of `ForEach`, `List`, lazy stacks and `Table` columns is marked as row code. Whether a unit
/// really is view code (its type conforms to `View`) and whether it runs in rows of another file is
/// decided later, over the whole project.
public struct ViewCode: Sendable {
    /// At most eight flags: an index reference keeps seven bits of them, all but `evaluated`, which every
    /// token it is made from has (`FileAnalysis.Reference`).
    public struct Flags: OptionSet, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// Evaluated when the unit runs (not in a deferred closure).
        public static let evaluated = Flags(rawValue: 1)
        /// Inside row content of this file: a `ForEach` element in a list, a lazy stack or a scroll
        /// view, a child of `List {}` or a lazy stack.
        public static let row = Flags(rawValue: 2)
        /// Inside per-element content (`ForEach`, `List(data)`): work here repeats for every element.
        /// Without `row`, no container of the unit's own scrolls it (a `ForEach` at the top of a member):
        /// rows only where the unit is shown in rows or a scroll view (`ProjectResolver.flags`).
        public static let element = Flags(rawValue: 4)
        /// Content shown on presentation or navigation, not while scrolling a row.
        public static let presentation = Flags(rawValue: 8)
        /// Inside `Picker`/`Menu` content, whose `ForEach` builds options, not rows; also, outside rows, a
        /// `TabView`'s tabs, a split view's panes (built once each, a few of them) and a `Chart`'s marks.
        public static let menuContent = Flags(rawValue: 16)
        /// Inside something of the unit that scrolls (`ScrollView`, `List`, `Form`, a lazy stack): a
        /// `ForEach` here builds rows, and so does one at the top of a view or member shown here.
        public static let scrolled = Flags(rawValue: 32)
        /// Inside a container of the unit's own that lays its content out itself (a `VStack`, an
        /// `overlay`, a project's card), outside per-element content: a `ForEach` there puts its
        /// elements in one view, not into the list that shows the unit as a static row (`ProjectResolver.flags`).
        public static let inContainer = Flags(rawValue: 64)
        /// Per-element content that a scroll view's plain stack lays out (`ScrollView { VStack { ForEach … } } }`):
        /// every element is built with the body, on screen or not, and no list or lazy stack counts them.
        /// Work there repeats for every element; a list's costs of rows (counting them) do not arise.
        public static let eager = Flags(rawValue: 128)

        /// These flags for presentation content (a sheet's, a destination's): built when presented, never
        /// rows or scrolled content, whatever holds it.
        var asPresentation: Flags {
            var flags = self
            flags.insert(.presentation)
            flags.remove([.row, .element, .scrolled, .eager])
            return flags
        }
    }

    /// One member or view-building function whose code was walked.
    public struct Unit: Sendable {
        public enum Role: UInt8, Sendable {
            /// `body`, `body(content:)`, `@ViewBuilder` or `some View` members: evaluated to build views.
            case viewBuilder
            /// A stored property's initial value, or an `init`: runs whenever the view value is re-created.
            case construction
            /// Any other member: runs only when view code calls it.
            case helper
        }
        /// The declaration index in `SyntaxFile.declarations`.
        public var declaration: Int
        /// The enclosing type's declaration index, or -1 for a free function.
        public var owner: Int
        public var role: Role
        /// Sets a UIKit cell's SwiftUI content (`cell.contentConfiguration = UIHostingConfiguration { … }`):
        /// the table or collection view runs it for every cell it shows, so that content is rows, and no
        /// view code need call it. It is the unit's only code marked evaluated (the rest is UIKit's).
        /// (Next to `role`, in its padding: a unit stays 40 bytes, and files with deferred fixes keep theirs.)
        public var hostsCells = false
        public var range: Range<Int>
    }

    public var flags: [Flags]
    /// For each token, the index in `units` of the unit that evaluates it, or -1.
    public var unitOfToken: [Int32]
    public var units: [Unit]
    /// The file's constants whose value the code fixes (`SyntaxFile.fixedConstants`),
    /// found for the walk and kept for the rules that ask the same of a `ForEach`'s data.
    public var fixedConstants = FixedConstants()
    /// Per-element content of a `ForEach` over another file's constant that the project may find to be a
    /// handful (`ForEach(Options.all) { … }`, with `static let all = [...]` elsewhere), where the code around
    /// it is not per element: built as a handful of static views if it is (`FileAnalysis.ForeignHandful`).
    public var elementsOverForeignConstants: [ForeignElements] = []
    /// A test target's file (`SyntaxFile.importsTestFramework`): no view code at all, and nothing of it the
    /// project's.
    public var isTestCode = false
    /// Content closures with parameters given to a view that is not SwiftUI's (`MemoGrid(memos: memos) { memo, width
    /// in MemoCard(memo: memo) }`), in order. A project's view that calls a closure it keeps once for each
    /// element of its data (`ForEach(memos) { memo in card(memo, 180) }`) builds what such a closure holds for
    /// every element: the file's record gives each closure a unit of its own that those calls reach
    /// (`FileAnalyzer.records`, `ElementClosureStack`), beside the code around it, which evaluates it as before.
    public var elementClosures: [ElementClosure] = []

    public struct ElementClosure: Sendable {
        public var brace: Int
        public var close: Int
        /// The view's name token (`MemoGrid`).
        public var callee: Int
        /// Which of the view's closures it is: its argument label's token, or `trailingLast`/`trailingFirst`
        /// for a trailing closure without one (the view's last closure, or its first when labelled ones follow).
        public var slot: Int
        public static let trailingLast = -1
        public static let trailingFirst = -2
    }

    public struct ForeignElements: Sendable {
        /// The content closure's opening brace.
        public var brace: Int
        /// What the project's record of the constant must say for the content to be static.
        public var condition: FixedConstantCondition
    }

    /// The identifier tokens that units evaluate, in order: where every rule and every index reference
    /// starts. One tight pass over the arrays' storage; a pass of each consumer over all tokens, through
    /// the arrays' bounds checks, cost more than what it then did with the few it kept.
    public func evaluatedIdentifiers(in tokens: [Token]) -> [Int] {
        precondition(flags.count == tokens.count, "view code of another file's tokens")
        var found: [Int] = []
        found.reserveCapacity(tokens.count / 4)
        tokens.withUnsafeBufferPointer { tokens in
            flags.withUnsafeBufferPointer { flags in
                for index in tokens.indices where tokens[index].kind == .identifier && flags[index].contains(.evaluated) {
                    found.append(index)
                }
            }
        }
        return found
    }
}

/// Project-specific names that change how closures are read (from the configuration).
public struct ViewCodeOptions: Sendable, Equatable {
    /// A team's own containers whose content is rows (`LazyList`, `PagedList`).
    public var rowContainers: Set<String> = []
    /// Callees whose closures are view content even though their names look like actions.
    public var viewBuilders: Set<String> = []
    /// A team's own presentation modifiers (`.detent { … }`) that hand their content to a hosting
    /// controller when shown: built once then, as a controller's root is, not with the body that names them.
    public var presenters: Set<String> = []

    public init(rowContainers: Set<String> = [], viewBuilders: Set<String> = [], presenters: Set<String> = []) {
        self.rowContainers = rowContainers
        self.viewBuilders = viewBuilders
        self.presenters = presenters
    }
}

extension SyntaxFile {
    /// Whether token `callee` names a container that makes per-element content from data (`ForEach`, `List`,
    /// `OutlineGroup`, `Table`).
    func isDataDrivenContainer(_ callee: Int) -> Bool {
        isText(callee, "ForEach") || isText(callee, "List") || isText(callee, "OutlineGroup") || isText(callee, "Table")
    }

    /// `fixedConstants`: the file's, when an earlier pass over the same bytes found them.
    public func viewCode(options: ViewCodeOptions = ViewCodeOptions(), fixedConstants: FixedConstants? = nil) -> ViewCode {
        ViewCodeWalker(file: self, options: options, fixedConstants: fixedConstants ?? self.fixedConstants()).run()
    }
}

private struct ViewCodeWalker {
    let file: SyntaxFile
    let options: ViewCodeOptions
    /// The word sets asked at every closure, read once for the file (each static's lazy check at
    /// every closure otherwise).
    let deferredLabels = Self.deferredLabels, deferredCallees = Self.deferredCallees, deferredLabelEnds = Self.deferredLabelEnds
    let presentations = Self.presentations, elementBuilders = Self.elementBuilders
    /// The file's constants whose value the code fixes (`static let sections = [...]`): a `ForEach`
    /// over one builds a fixed set of views. Found once, not at every `ForEach`.
    let fixedConstants: FixedConstants

    /// Whether the file names `UIHostingConfiguration` at all (`walkCellContent`): most do not, and a
    /// search of the bytes is cheaper than a second look at every unit's tokens.
    let mayHostCells: Bool
    static let hostingConfiguration = Array("UIHostingConfiguration".utf8)
    static let targetEnvironment = Array("targetEnvironment".utf8)
    static let poundIf = Array("#if".utf8)

    /// Code of an `#if targetEnvironment(simulator)` branch (or such an `#elseif`), up to the block's next
    /// branch: built for the simulator alone, never shipped, so it is no code the app evaluates (a stand-in
    /// date parsed with a formatter, a sample list). Only that exact condition: with `!`, `||` or more, the
    /// branch may ship.
    func clearSimulatorOnlyCode(_ flags: UnsafeMutableBufferPointer<ViewCode.Flags>) {
        let tokens = file.tokens
        var blocks: [Bool] = []  // for each open `#if` block, whether its current branch is the simulator's
        var simulatorBranches = 0
        for index in tokens.indices {
            if tokens[index].kind == .poundKeyword {
                if file.isText(index, "#if") || file.isText(index, "#elseif") || file.isText(index, "#else") || file.isText(index, "#endif") {
                    if !file.isText(index, "#if"), let wasSimulator = blocks.popLast(), wasSimulator { simulatorBranches -= 1 }
                    if !file.isText(index, "#endif") {
                        let isSimulator = !file.isText(index, "#else") && isSimulatorCondition(after: index)
                        blocks.append(isSimulator)
                        if isSimulator { simulatorBranches += 1 }
                    }
                    continue
                }
            }
            if simulatorBranches > 0 { flags[index] = [] }
        }
    }

    /// `targetEnvironment(simulator)` alone after the `#if` at `index`, the line ending there.
    func isSimulatorCondition(after index: Int) -> Bool {
        index + 5 <= file.tokens.count && file.isText(index + 1, "targetEnvironment") && file.isKind(index + 2, .leftParen)
            && file.isText(index + 3, "simulator") && file.isKind(index + 4, .rightParen)
            && (index + 5 == file.tokens.count || file.tokens[index + 5].hasNewlineBefore)
    }
    /// Whether the configuration names callees (`viewBuilders`, `presenters`): most do not, and each
    /// closure then skips the look-up of its callee's name.
    let namesCallees: Bool

    init(file: SyntaxFile, options: ViewCodeOptions, fixedConstants: FixedConstants) {
        self.file = file
        self.options = options
        self.fixedConstants = fixedConstants
        mayHostCells = ByteString.contains(Self.hostingConfiguration, in: file.source.bytes)
        namesCallees = !options.viewBuilders.isEmpty || !options.presenters.isEmpty
    }

    func run() -> ViewCode {
        let declarations = file.declarations
        var flags = [ViewCode.Flags](filledWith: [], count: file.tokens.count)
        var owners = [Int32](filledWith: -1, count: file.tokens.count)
        // A test target's file has no view code: its views are built once to be checked (`importsTestFramework`).
        guard !file.importsTestFramework else {
            return ViewCode(flags: flags, unitOfToken: owners, units: [], fixedConstants: fixedConstants, elementsOverForeignConstants: [],
                            isTestCode: true)
        }
        var units: [ViewCode.Unit] = []
        units.reserveCapacity(declarations.count)  // at most one a declaration: room made once
        // One stack of regions for all units' walks, emptied by each: not one grown for every unit.
        var regions: [Region] = []
        var foreign: [ViewCode.ForeignElements] = []
        var elementClosures: [ViewCode.ElementClosure] = []
        // Code only previews use is no view code (the previews found once a private type asks).
        var previews = PreviewLookup()
        // Every token of every unit is written: through the arrays' storage, with no uniqueness check
        // a store (the walk's per-token work was most of its cost).
        flags.withUnsafeMutableBufferPointer { flags in
            owners.withUnsafeMutableBufferPointer { owners in
                for (index, declaration) in declarations.enumerated() {
                    guard let (role, range) = unitShape(declaration, declarations) else {
                        // A `lazy var registration = UICollectionView.CellRegistration<…> { … }` runs once, but
                        // the cells' content it sets is rows: a unit of that content alone.
                        if mayHostCells, let range = cellHostingStoredValue(declaration, declarations) {
                            units.append(ViewCode.Unit(declaration: index, owner: declaration.parent, role: .helper, range: range))
                            let unit = Int32(units.count - 1)
                            units[Int(unit)].hostsCells = walkCellContent(
                                range, unit: unit, ownerType: declaration.parent, clearing: false, flags: flags, owners: owners,
                                regions: &regions, foreign: &foreign, elementClosures: &elementClosures)
                            if !units[Int(unit)].hostsCells { units.removeLast() }
                        }
                        continue
                    }
                    if declaration.parent >= 0, declarations[declaration.parent].parent >= 0,
                       isInTypeNestedInPreviewProvider(declaration, declarations) {
                        continue
                    }
                    // Members of the type asked about last take its answer here, without a call (most units).
                    if declaration.parent >= 0 && declaration.parent == previews.type ? previews.typeIsOnlyForPreviews
                        : isOnlyForPreviews(index, lookup: &previews) { continue }
                    units.append(ViewCode.Unit(declaration: index, owner: declaration.parent, role: role, range: range))
                    let unit = Int32(units.count - 1)
                    walk(range, unit: unit, ownerType: declaration.parent, flags: flags, owners: owners, regions: &regions,
                         foreign: &foreign, elementClosures: &elementClosures)
                    if mayHostCells && role != .viewBuilder {
                        // A view's own code stays view code beside its cells' content (the resolver then
                        // reports no more of it than view code reaches).
                        let isViewCode = declaration.parent >= 0 && isViewType(declaration.parent)
                        units[Int(unit)].hostsCells = walkCellContent(
                            range, unit: unit, ownerType: declaration.parent, clearing: !isViewCode, flags: flags, owners: owners,
                            regions: &regions, foreign: &foreign, elementClosures: &elementClosures)
                    }
                }
            }
            // Looked for only in files with an `#if` (its `#` is rare in source), by its `E` (about two a
            // thousand bytes of source; its `t`, fifty).
            let bytes = file.source.bytes
            if ByteString.contains(Self.poundIf, in: bytes), ByteString.contains(Self.targetEnvironment, in: bytes, anchor: 6) {
                clearSimulatorOnlyCode(flags)
            }
        }
        if elementClosures.count > 1 {
            // In token order, each once: a cell's content is walked again after its unit.
            elementClosures.sort { $0.brace < $1.brace }
            var seen = -1
            elementClosures.removeAll { closure in
                defer { seen = closure.brace }
                return closure.brace == seen
            }
        }
        return ViewCode(flags: flags, unitOfToken: owners, units: units, fixedConstants: fixedConstants,
                        elementsOverForeignConstants: foreign, elementClosures: elementClosures)
    }

    /// Whether a declaration is in a type nested in a `PreviewProvider` (a preview's harness view, `struct
    /// Harness: View` inside `Field_Previews`): only the preview canvas builds those. The provider's own members
    /// stay units (the project knows its previews run no app code). Asked only of declarations two levels in.
    func isInTypeNestedInPreviewProvider(_ declaration: Declaration, _ declarations: [Declaration]) -> Bool {
        var type = declaration.parent
        for _ in 0..<8 where type >= 0 {
            let outer = declarations[type].parent
            if outer >= 0, !declarations[outer].inherited.isEmpty,
               file.listed(declarations[outer].inherited).contains(where: { file.isText($0, "PreviewProvider") }) {
                return true
            }
            type = outer
        }
        return false
    }

    /// Whether the declaration at `index`, or one it is in, is a private type or function made only for previews
    /// (`SyntaxFile.isOnlyForPreviews`: a private harness view only a `#Preview` builds).
    func isOnlyForPreviews(_ index: Int, lookup: inout PreviewLookup) -> Bool {
        let parent = file.declarations[index].parent
        if parent < 0 { return file.isOnlyForPreviews(index, byName: false, previews: &lookup.previews) }
        // A type's members are units one after another: its answer is found once.
        if parent != lookup.type {
            lookup.type = parent
            lookup.typeIsOnlyForPreviews = file.isInPreviewOnlyCode(parent, byName: false, previews: &lookup.previews)
        }
        return lookup.typeIsOnlyForPreviews
    }

    /// What `isOnlyForPreviews` found of a file: its previews, made when first asked, and the type whose
    /// members were asked about last, with its answer.
    struct PreviewLookup {
        var previews: Previews? = nil
        var type = -1
        var typeIsOnlyForPreviews = false
    }

    /// Which declarations are units, and the tokens each one evaluates.
    func unitShape(_ declaration: Declaration, _ declarations: [Declaration]) -> (ViewCode.Unit.Role, Range<Int>)? {
        let parentIsType = declaration.parent >= 0 && declarations[declaration.parent].kind.isType
        // Not one declared inside a closure of the file's scope (a helper in a `#Preview { … }`): local code.
        // (Types, most of a file's top level, are no units: their brackets are not looked at.)
        let isTopLevel = declaration.parent < 0 && !declaration.kind.isType && file.enclosingOpen[declaration.firstToken] < 0
        guard parentIsType || isTopLevel else { return nil }
        // A static stored property runs once; static methods and computed properties run when called.
        if declaration.isStaticMember {
            guard declaration.hasBody, declaration.kind != .initializer else { return nil }
            return (.helper, declaration.bodyRange)
        }
        let buildsViews = isViewBuilding(declaration)
        switch declaration.kind {
        case .function, .subscriptMember:
            // A free function is a helper too: view code reaches it by a bare call when it makes a
            // formatter (`FileAnalysis.UnitRecord.makesFormatter`), and by nothing else.
            guard declaration.hasBody, parentIsType || buildsViews || (isTopLevel && declaration.kind == .function)
            else { return nil }
            return (buildsViews ? .viewBuilder : .helper, declaration.bodyRange)
        case .initializer:
            guard declaration.hasBody, parentIsType else { return nil }
            return (.construction, declaration.bodyRange)
        case .variable, .constant:
            if declaration.hasBody {
                // A free computed variable is a helper as a free function is (each read runs it).
                guard parentIsType || buildsViews || (isTopLevel && declaration.kind == .variable) else { return nil }
                return (buildsViews ? .viewBuilder : .helper, declaration.bodyRange)
            }
            guard parentIsType, !declaration.initializer.isEmpty, !declaration.modifiers.contains(.isLazy) else { return nil }
            // `@StateObject var model = Model(…)`: SwiftUI takes the value as an autoclosure and runs it once per
            // view identity, not with each new view value, as a `lazy` one runs once.
            if file.listed(declaration.attributes).contains(where: { file.isText($0, "StateObject") }) { return nil }
            return (.construction, declaration.initializer)
        default:
            return nil
        }
    }

    /// `var body`, `func body(content:)`, `@ViewBuilder`, or a `some View` result.
    func isViewBuilding(_ declaration: Declaration) -> Bool {
        if declaration.name >= 0 && file.isText(declaration.name, "body") && declaration.kind != .constant { return true }
        if file.listed(declaration.attributes).contains(where: { file.isText($0, "ViewBuilder") }) { return true }
        let type = declaration.typeRange
        guard type.count >= 2 else { return false }
        for index in type.lowerBound..<(type.upperBound - 1)
        where file.isText(index, "some") && file.isText(index + 1, "View") {
            return true
        }
        return false
    }

    // MARK: Walking a unit

    struct Region {
        var end: Int
        var flags: ViewCode.Flags
    }

    /// Marks the tokens `range` evaluates in `flags` and `owners` (`ViewCode.unitOfToken`), with `base`
    /// flags outside any closure or call that changes them.
    /// `regions`: a stack to use, whatever it holds.
    /// `ownerType`: the declaration of the type whose member the unit is (-1: a free function).
    /// `foreign`: where per-element content over another file's constant is noted (`ViewCode.elementsOverForeignConstants`).
    func walk(_ range: Range<Int>, unit: Int32, ownerType: Int, base: ViewCode.Flags = .evaluated,
              flags: UnsafeMutableBufferPointer<ViewCode.Flags>, owners: UnsafeMutableBufferPointer<Int32>,
              regions: inout [Region], foreign: inout [ViewCode.ForeignElements],
              elementClosures: inout [ViewCode.ElementClosure]) {
        regions.removeAll(keepingCapacity: true)
        var pendingDestinations: [Int: Int] = [:]
        var current = base
        var regionEnd = Int.max  // the innermost region's end, checked at every token
        var index = range.lowerBound
        let tokens = file.tokens
        while index < range.upperBound {
            while index > regionEnd {
                regions.removeLast()
                current = regions.last?.flags ?? base
                regionEnd = regions.last?.end ?? Int.max
            }
            if !pendingDestinations.isEmpty, let end = pendingDestinations.removeValue(forKey: index) {
                let next = current.asPresentation
                regions.append(Region(end: end, flags: next))
                (current, regionEnd) = (next, end)
            }
            let kind = tokens[index].kind
            if kind == .leftBrace {
                let end = file.partnerOf(index) ?? range.upperBound
                switch file.braceRoles[index] {
                case .declarationBody:
                    // A local function or type: its code runs when called, not here.
                    index = end + 1
                    continue
                case .closure:
                    var elementClosure: ViewCode.ElementClosure? = nil
                    guard let next = closureFlags(index, current: current, ownerType: ownerType, elementClosure: &elementClosure) else {
                        index = end + 1
                        continue
                    }
                    if let elementClosure { elementClosures.append(elementClosure) }
                    if next != current {
                        if next.contains(.element) && !current.contains(.element),
                           let condition = foreignConstantCondition(brace: index, ownerType: ownerType) {
                            foreign.append(ViewCode.ForeignElements(brace: index, condition: condition))
                        }
                        regions.append(Region(end: end, flags: next))
                        (current, regionEnd) = (next, end)
                    }
                case .accessor where file.isText(index - 1, "set") || file.isText(index - 1, "willSet")
                    || file.isText(index - 1, "didSet") || file.isText(index - 1, "_modify"):
                    // `set`, `willSet`, `didSet`, `_modify`: run when the property is assigned (in an action),
                    // not when view code reads it.
                    index = end + 1
                    continue
                case .statementBlock:
                    // The selected element's block (`if expandedID == item.id { … }`) is built for one element
                    // at a time, not for every one: what it holds is not per-element work.
                    if current.contains(.element), file.isSelectedElementBlock(index) {
                        var next = current
                        next.remove(.element)
                        regions.append(Region(end: end, flags: next))
                        (current, regionEnd) = (next, end)
                    }
                case .accessor:
                    break
                }
            } else if kind == .leftParen, let end = file.partnerOf(index) {
                let callee = file.callee(ofArgumentList: index)
                if callee >= 0 {
                    if file.isDataDrivenContainer(callee) {
                        // `ForEach(data…)` inside `List {}`: the data expression is evaluated once for the
                        // container, not once per row; only an enclosing element makes it per-row work.
                        var next = current
                        if !current.contains(.element) { next.remove(.row) }
                        regions.append(Region(end: end, flags: next))
                        (current, regionEnd) = (next, end)
                    } else if file.textEnds(callee, with: "Link") && !file.isText(callee, "Link") {
                        // `NavigationLink`, and a project's own (`LazyNavigationLink(destination: Detail())`,
                        // whose destination is an autoclosure built when navigated to); not `Link`'s URL.
                        destinationArguments(index, into: &pendingDestinations)
                    } else if file.tokens[index + 1].length == 10 || file.tokens[index + 1].length == 11, file.isKind(index + 2, .colon),
                              file.isMemberName(callee), file.isText(index + 1, in: Self.destinationLabels) {
                        // A project's navigation modifier given the screen first (`.onTap(navigateTo: DetailScreen(id:
                        // movie.id))`, a package's wrapper of a `NavigationLink`): built when navigated to.
                        destinationArguments(index, into: &pendingDestinations)
                    }
                }
            }
            flags[index] = current
            owners[index] = unit
            index += 1
        }
    }

    /// Walks the SwiftUI content of the cells that `range` (a unit's code) sets
    /// (`ViewCode.Unit.hostsCells`), in deferred closures too (a cell registration's handler, a data
    /// source's provider): rows, for every cell the table or collection view shows. The rest of such a
    /// unit is UIKit code, which no rule is about: it is left unmarked. Returns whether there was any.
    /// `clearing`: whether the rest of the unit's marks go (false for a view's own code).
    func walkCellContent(_ range: Range<Int>, unit: Int32, ownerType: Int, clearing: Bool,
                         flags: UnsafeMutableBufferPointer<ViewCode.Flags>, owners: UnsafeMutableBufferPointer<Int32>,
                         regions: inout [Region], foreign: inout [ViewCode.ForeignElements],
                         elementClosures: inout [ViewCode.ElementClosure]) -> Bool {
        var contents: [Range<Int>] = []
        var index = range.lowerBound
        while index < range.upperBound {
            defer { index += 1 }
            guard file.tokens[index].kind == .identifier, file.isText(index, "UIHostingConfiguration"),
                  let brace = contentBrace(ofConfiguration: index), isCellContent(brace, configuration: index, ownerType: ownerType),
                  let close = file.partnerOf(brace), close < range.upperBound else { continue }
            contents.append((brace + 1)..<close)
            index = close
        }
        guard !contents.isEmpty else { return false }
        if clearing {
            for token in range {
                flags[token] = []
                owners[token] = -1
            }
        }
        for content in contents {
            walk(content, unit: unit, ownerType: ownerType, base: [.evaluated, .row, .element, .scrolled], flags: flags,
                 owners: owners, regions: &regions, foreign: &foreign, elementClosures: &elementClosures)
        }
        return true
    }

    /// Notes where a `NavigationLink(destination: …)` argument (or a navigation modifier's `navigateTo:`) starts and
    /// ends: it is presentation content.
    func destinationArguments(_ open: Int, into pending: inout [Int: Int]) {
        for argument in file.arguments(open) where argument.label >= 0 && file.isText(argument.label, in: Self.destinationLabels) {
            guard !argument.value.isEmpty else { continue }
            pending[argument.label] = argument.value.upperBound - 1
        }
    }

    /// Labels of the view a navigation call shows when navigated to.
    static let destinationLabels = WordSet(["destination", "navigateTo"])

    /// Whether the `TabView` whose content opens at `brace` is styled `.tabViewStyle(.page…)` (or
    /// `PageTabViewStyle()`) among the modifiers that follow it.
    func isPaged(_ brace: Int) -> Bool {
        guard let close = file.partnerOf(brace) else { return false }
        var index = close + 1
        while index + 2 < file.tokens.count, file.isKind(index, .period), file.isIdentifier(index + 1) {
            let name = index + 1
            index = name + 1
            if file.isKind(index, .leftParen), let end = file.partnerOf(index) {
                if file.isText(name, "tabViewStyle") {
                    return (index..<end).contains { file.isText($0, "page") || file.isText($0, "PageTabViewStyle") }
                }
                index = end + 1
            }
            // A trailing closure of the modifier (`.onAppear { … }`, `.onChange(of: x) { … }`).
            if file.isKind(index, .leftBrace), let closureEnd = file.partnerOf(index) { index = closureEnd + 1 }
        }
        return false
    }

    /// The `{` of the content of the `UIHostingConfiguration` named at `configuration`:
    /// `UIHostingConfiguration { … }` or `UIHostingConfiguration(content: { … })`.
    func contentBrace(ofConfiguration configuration: Int) -> Int? {
        let next = configuration + 1
        if file.isKind(next, .leftBrace) { return next }
        guard file.isKind(next, .leftParen), file.isText(next + 1, "content"), file.isKind(next + 2, .colon),
              file.isKind(next + 3, .leftBrace) else { return nil }
        return next + 3
    }

    /// Whether the content at `brace` of the `UIHostingConfiguration` at `configuration` is set as a
    /// cell's: `cell.contentConfiguration = …` (also a header's, a supplementary view's: they scroll in
    /// as cells do), or `contentConfiguration = …` in a cell's own code (a type that inherits from a
    /// `…Cell` or a `…ReusableView`). Not a local or a property of the project's that takes the name
    /// (`let contentConfiguration = …`, then `makeContentView()` for any view); not one returned to code
    /// elsewhere (`return UIHostingConfiguration { EmptyState() }`), which may be anything's.
    func isCellContent(_ brace: Int, configuration: Int, ownerType: Int) -> Bool {
        let property = configuration - 2
        guard file.isText(configuration - 1, "="), file.isText(property, "contentConfiguration"),
              !file.isText(property - 1, "let"), !file.isText(property - 1, "var") else { return false }
        if file.isKind(property - 1, .period) && !file.isText(property - 2, "self") { return true }
        return ownerType >= 0 && isCellType(ownerType)
    }

    /// Whether the type declared at `type` is a cell or a reusable view, by the names it and the type
    /// it extends (`extension ItemCell`, `extension UICollectionViewListCell`) have and inherit.
    func isCellType(_ type: Int) -> Bool {
        typeHasName(type) { name in
            file.textEnds(name, with: "Cell") || file.textEnds(name, with: "ReusableView") || file.textEnds(name, with: "HeaderFooterView")
        }
    }

    /// Whether the type declared at `type` is a SwiftUI view of this file: it or its declaration here
    /// inherits `View`.
    func isViewType(_ type: Int) -> Bool {
        typeHasName(type) { file.isText($0, "View") }
    }

    /// Whether `matches` holds for a name the type declared at `type` has or inherits: an extension's
    /// extended name, and what its declarations in this file inherit.
    func typeHasName(_ type: Int, where matches: (Int) -> Bool) -> Bool {
        let declaration = file.declarations[type]
        if file.listed(declaration.inherited).contains(where: matches) { return true }
        guard declaration.kind == .extensionType, declaration.name >= 0 else { return false }
        if matches(declaration.name) { return true }
        let name = file.bytes(of: declaration.name)
        return file.declarations(maybeNamed: name).contains { index in
            let other = file.declarations[index]
            return other.kind.isType && other.kind != .extensionType && file.bytes(of: other.name).elementsEqual(name)
                && file.listed(other.inherited).contains(where: matches)
        }
    }

    /// The value of a stored property that is no unit (`lazy`, or `static`) when the file may host cells'
    /// content there; nil otherwise.
    func cellHostingStoredValue(_ declaration: Declaration, _ declarations: [Declaration]) -> Range<Int>? {
        guard declaration.kind == .variable || declaration.kind == .constant, !declaration.hasBody,
              !declaration.initializer.isEmpty, declaration.parent >= 0, declarations[declaration.parent].kind.isType
        else { return nil }
        return declaration.initializer
    }

    /// For per-element content opening at `brace`: when it is a `ForEach`'s (or `OutlineGroup`'s) over
    /// another type's constant (`Options.all`), what the project must know of that constant for it to be a
    /// handful. Not a bare name (another file's `let options = […]`): most data is the view's own property,
    /// which only a look through the file's declarations tells, at every list of every walk.
    func foreignConstantCondition(brace: Int, ownerType: Int) -> FixedConstantCondition? {
        let owner = file.closureOwner(brace)
        guard owner.callee >= 0, owner.argumentList >= 0, file.isText(owner.callee, "ForEach") || file.isText(owner.callee, "OutlineGroup"),
              let data = file.firstArgument(owner.argumentList),
              data.value.contains(where: { file.isIdentifier($0) && file.startsWithUppercase($0) && file.isKind($0 + 1, .period) })
        else { return nil }
        return file.foreignConstantCondition(in: data.value, enclosingType: ownerType, constants: fixedConstants) {
            file.isOverFixedData(owner, enclosingType: ownerType, constants: $0)
        }
    }


    // MARK: Closures

    /// The flags for a closure's content, or nil when the closure runs later (skip it). `ownerType`: see `walk`.
    /// `elementClosure`: set for content with parameters given to a view that is not SwiftUI's (`elementContentSlot`).
    func closureFlags(_ brace: Int, current: ViewCode.Flags, ownerType: Int, elementClosure: inout ViewCode.ElementClosure?) -> ViewCode.Flags? {
        let owner = file.closureOwner(brace)
        guard owner.callee >= 0 else {
            // A closure literal that is not an argument is stored for later, unless invoked on the spot.
            if let close = file.partnerOf(brace), close + 1 < file.tokens.count,
               file.tokens[close + 1].kind == .leftParen, !file.tokens[close + 1].hasTriviaBefore {
                return current
            }
            return nil
        }
        let callee = owner.callee
        if namesCallees {
            let name = file.text(callee)
            if options.viewBuilders.contains(name) { return current }
            if options.presenters.contains(name) { return nil }
        }
        if owner.label >= 0 && isDeferredLabel(owner.label) { return nil }
        // A drag's `preview:` (`.onDrag { … } preview: { … }`) is drawn when a drag starts, though its callee
        // names a callback.
        if owner.label >= 0 && file.isText(owner.label, "preview") && file.isText(callee, in: Self.previewedCallees) {
            return current.asPresentation
        }
        if isDeferredCallee(callee) { return nil }
        if file.isText(callee, "Button") && owner.label < 0 && !file.hasArgument(owner.argumentList, labeled: "action") {
            return nil  // `Button("Save") { save() }`: the trailing closure is the action.
        }
        // Whether the callee names a view (not SwiftUI's modifier), and the closure's parameters, asked once here.
        let isView = file.startsWithUppercase(callee) && !file.isMemberName(callee)
        let hasParameters = (isView || file.isMemberName(callee)) && takesParameters(brace)
        if isCallbackByItsStatements(brace, callee: callee, isView: isView, hasParameters: hasParameters) { return nil }
        // An alert's button, `Alert.Button.default(Text("Save")) { save() }` (`.destructive`, `.cancel`): the action.
        if file.isKind(callee - 1, .period) && file.isText(callee, in: Self.alertButtons) { return nil }
        // A project's own button in `Button`'s shape (`AsyncButton { await export() } label: { … }`): the
        // closure before the `label:` one is the action; so is a lone trailing closure given none
        // (`PrimaryButton(title: "Export") { export() }`), its label being in its arguments.
        if owner.label < 0 && file.textEnds(callee, with: "Button")
            && (isFollowedByClosure(brace, labelled: "label") || isActionOfProjectButton(brace, owner: owner)) { return nil }
        // A closure before the one labelled `content:` is not the content (`ClickableRow { open() } content: { … }`,
        // `.sheet(isPresented: $shown) { reset() } content: { … }`): an action or a callback.
        if owner.label < 0 && isFollowedByClosure(brace, labelled: "content") { return nil }
        // A bare call (or `self.`'s) of a function of the file that takes an action last. Modifiers (`.overlay
        // { … }`) are not looked up: their names had an index of each file's declarations built (3.7% of a lint).
        if owner.label < 0 && !file.startsWithUppercase(callee) && (!file.isMemberName(callee) || file.isText(callee - 2, "self"))
            && takesActionLast(callee: callee, brace: brace) { return nil }
        // The same for a view of the file whose last stored property (or its `init`'s last parameter) is
        // an action (`PhotoView(photo: p) { photo, data in … }` for `let onImageDownloaded: (Photo, Data) ->
        // Void`): asked only of closures that take parameters, as callbacks do (a container's content
        // mostly takes none), given to a view that is not SwiftUI's own builder of elements.
        if owner.label < 0 && isView && hasParameters
            && !file.isText(callee, in: Self.elementBuilders) && takesActionLast(callee: callee, brace: brace) { return nil }
        // (`alert`, `actionSheet`: by their lengths first, asked at every closure.)
        if file.tokens[callee].length == 5 || file.tokens[callee].length == 11, buildsLegacyAlert(callee: callee, brace: brace) { return nil }
        if isPresentation(owner, brace: brace) {
            // An alert's or a confirmation dialog's actions (not its `message:`) are a few buttons, as a menu's
            // options are, also through a member that builds them (`.alert(…) { actionButtons }`): marked as
            // menu content, which the project tells apart from content presented (`.inMenus`).
            guard (file.isText(callee, "alert") || file.isText(callee, "confirmationDialog")) && file.isMemberName(callee)
                    && (owner.label < 0 || file.isText(owner.label, "actions")) else { return current.asPresentation }
            var actions = current
            actions.remove([.row, .element, .scrolled, .eager])
            actions.insert(.menuContent)
            return actions
        }
        var next = current
        // Options of a `Picker`/`Menu`, the tabs of a `TabView`, the panes of a split view (`HSplitView`,
        // a project's `SplitView`) are built once each, not as rows; a `Chart`'s `ForEach` makes marks. In
        // a row, the pages of a `TabView` carousel, the panes and the marks are built with every row:
        // their flags stay.
        if file.isText(callee, "TabView") && isPaged(brace) {
            // A paged `TabView` is a carousel: no scroll view or list lays out its pages, and a `ForEach`
            // there makes rows only in per-element content (a carousel in each post of a feed), not in a
            // static cell of a list (a banner above it).
            if !current.contains(.element) { next.remove([.row, .scrolled]) }
            return next
        }
        let isInRow = !current.isDisjoint(with: [.row, .element])
        // A picker's or menu's `label:` is drawn where the control is (a row's whole content, for a row
        // that is a `Menu`); only its content is options.
        let isOptions = owner.label < 0 || file.isText(owner.label, in: SyntaxFile.optionLabels)
        // A toolbar's items (`ToolbarItemGroup(placement: .secondaryAction) { … }`, an overflow menu's on iOS)
        // are a few controls laid out once, in a bar nothing scrolls.
        if (file.isPicker(callee) || file.isText(callee, "Menu") || isToolbarItem(callee)) && isOptions
            || (file.isText(callee, "TabView") || isSplitView(callee) || file.isText(callee, "Chart")) && !isInRow {
            next.insert(.menuContent)
            return next
        }
        // A table's columns are its rows, wherever the table is.
        if file.isText(callee, "TableColumn") {
            next.remove([.menuContent, .eager])
            next.insert([.row, .element, .scrolled])
            return next
        }
        if file.isText(callee, "ForEach") || file.isText(callee, "OutlineGroup") {
            if current.contains(.menuContent) && !current.contains(.row) { return next }
            // A `ForEach` that nothing of the unit scrolls is per-element content that is rows where the
            // member is shown, unless only in menu content.
            let isPlaced = !current.isDisjoint(with: [.row, .scrolled])
            // Over data the code fixes (`[.day, .week]`, `0..<3`, an enum's cases) it builds the same few
            // views each time, as if written out: static rows in a list, else the body's own content.
            if file.isOverFixedData(owner, enclosingType: ownerType, constants: fixedConstants) {
                if isPlaced { next.insert(.row) }
                return next
            }
            next.insert(isPlaced ? [.row, .element] : .element)
            // Placed by a scroll view alone, no list or lazy stack in between: its stack builds every element.
            if isPlaced && !current.contains(.row) { next.insert(.eager) }
            return next
        }
        if file.isText(callee, "List") {
            // `List(items) { item in … }` builds one row per element; `List { … }` makes each child a row.
            let hasData = owner.argumentList >= 0 && file.firstArgument(owner.argumentList).map { $0.label < 0 } == true
            next.insert(hasData ? [.row, .element, .scrolled] : [.row, .scrolled])
            next.remove([.menuContent, .eager])
            return next
        }
        // A `Form` is a grouped list: each child is a row, as in `List { … }`.
        if file.isText(callee, "LazyVStack") || file.isText(callee, "LazyHStack") || file.isText(callee, "LazyVGrid")
            || file.isText(callee, "LazyHGrid") || file.isText(callee, "Form") {
            next.insert([.row, .scrolled])
            next.remove([.menuContent, .eager])
            return next
        }
        if !options.rowContainers.isEmpty, options.rowContainers.contains(file.text(callee)) {
            // Its data first, unlabeled or under a data's name (`PagedList(items: posts) { … }`).
            let hasData = owner.argumentList >= 0
                && file.firstArgument(owner.argumentList).map { $0.label < 0 || file.isText($0.label, in: Self.dataLabels) } == true
            next.insert(hasData ? [.row, .element, .scrolled] : [.row, .scrolled])
            next.remove([.menuContent, .eager])
            return next
        }
        // A project's conditional modifier (`.if(picking == icon) { $0.overlay { … } }`, an extension many apps
        // write) over a selection of the element: the selected element's code, as in `if picking == icon { … }`;
        // its first closure only (unlabelled, `transform:`, `then:`), not an `else:` one, every other element's.
        if current.contains(.element), file.isText(callee, "if"), file.isKind(callee - 1, .period), owner.argumentList >= 0,
           owner.label < 0 || file.isText(owner.label, "transform") || file.isText(owner.label, "then"),
           let condition = file.firstArgument(owner.argumentList), condition.label < 0,
           file.selectsAnElement(condition.value, at: brace) {
            next.remove(.element)
            return next
        }
        // A scroll view in a tab or a pane scrolls rows again.
        if file.isText(callee, "ScrollView") {
            next.remove(.menuContent)
            next.insert(.scrolled)
        }
        if !current.contains(.element) && !isFlattening(callee) { next.insert(.inContainer) }
        if isView && (hasParameters || usesAnonymousParameters(brace)), let slot = elementContentSlot(brace, owner: owner) {
            elementClosure = ViewCode.ElementClosure(brace: brace, close: file.partnerOf(brace) ?? brace, callee: callee, slot: slot)
        }
        return next
    }

    /// `Section`, `Group`, `DisclosureGroup`: their children go to the list they are in, one row each.
    func isFlattening(_ callee: Int) -> Bool {
        file.isText(callee, "Section") || file.isText(callee, "Group") || file.isText(callee, "DisclosureGroup")
    }

    /// `HSplitView`, `VSplitView`, `NavigationSplitView` or a project's own `…SplitView`: its content
    /// is a few panes.
    func isSplitView(_ callee: Int) -> Bool { file.textEnds(callee, with: "SplitView") }

    /// `ToolbarItem` or `ToolbarItemGroup`: by their lengths first, asked at every closure.
    func isToolbarItem(_ callee: Int) -> Bool {
        let length = file.tokens[callee].length
        return (length == 11 || length == 16) && (file.isText(callee, "ToolbarItem") || file.isText(callee, "ToolbarItemGroup"))
    }

    /// `action:`, `perform:`, `onDismiss:`, `set:` …, any `onSomething:` label, and any that names a closure
    /// kept to run later by its end (`importAction:`, `errorHandler:`, `doneCallback:`, `saveCompletion:`).
    func isDeferredLabel(_ label: Int) -> Bool {
        file.isText(label, in: deferredLabels) || startsWithOnPrefix(label)
            || deferredLabelEnds.contains { file.textEnds(label, with: $0) }
    }

    static let deferredLabelEnds: [StaticString] = ["Action", "Handler", "Callback", "Completion"]

    /// SwiftUI's views whose content closure takes parameters (an element, a proxy): content, whatever it holds
    /// (`ForEach(items) { item in … }` is most closures with parameters, and its content is not scanned).
    static let elementBuilders = WordSet(["ForEach", "List", "GeometryReader", "ScrollViewReader", "Table", "TableColumn",
                                          "OutlineGroup", "AsyncImage", "TimelineView"])

    /// Whether the closure opening at `brace`, given to a view (`FilePicker(types: types) { urls in … }`) or a
    /// modifier (`.fileImporterWithAlert(…) { urls in … }`, a package's), takes parameters and holds at its own
    /// level a statement no result builder takes: a `guard`, a loop, `defer`, `do`, `throw`, a `try` that
    /// throws, an `await`, an assignment, or a call of a function of the file that returns nothing (also in
    /// the block of an `if`). It is code the view keeps to run (a callback), not content. A
    /// closure that returns explicitly is not built by a result builder, whatever else it holds (but a `guard`);
    /// SwiftUI's views of elements take content with parameters, and the collections' closures run on the spot.
    /// A closure that takes no parameters, given to a view that is not SwiftUI's, is a callback when it
    /// awaits or throws (`OnboardingView { try await store.save(document) }`, a package's view): a view's
    /// content is built synchronously and cannot throw; or when it holds such a statement and returns nothing
    /// (`Action(title: "Download") { if tooBig { isAlerting = true } … }`): content that is no result builder's
    /// returns its view itself.
    /// `isView`: the callee names a view; `hasParameters`: the closure takes parameters (`takesParameters`).
    func isCallbackByItsStatements(_ brace: Int, callee: Int, isView: Bool, hasParameters: Bool) -> Bool {
        guard isView || file.isMemberName(callee) else { return false }
        guard hasParameters else {
            // A view's content mostly starts with a view's name (`VStack { Text(…) … }`): only closures that do
            // not are read, and only a view's (SwiftUI's modifiers take content, an `action:` is labelled).
            guard isView, !file.startsWithUppercase(brace + 1), let close = file.partnerOf(brace) else { return false }
            if awaitsOrThrows(in: brace, close: close) { return true }
            // A statement no result builder takes (an assignment, a loop), also in an `if`'s block
            // (`Action(title: "Download") { if tooBig { isAlerting = true } else { … } }`), and no `return` of
            // a value, which would make it content that returns its view itself. SwiftUI's containers take
            // content only.
            guard !file.isText(callee, in: Self.contentContainers) else { return false }
            var signals = StatementSignals()
            readStatements(in: brace, close: close, depth: 0, into: &signals)
            return signals.hasCallbackStatement && !signals.returns && !returnsValue(in: brace, close: close)
        }
        guard isView ? !file.isText(callee, in: Self.elementBuilders) : !file.isText(callee, in: Self.runOnTheSpot),
              let close = file.partnerOf(brace) else { return false }
        var signals = StatementSignals()
        readStatements(in: brace, close: close, depth: 0, into: &signals)
        return signals.hasGuard || signals.hasCallbackStatement && !signals.returns
    }

    /// Whether the block opening at `open` (closing at `close`), or a block of its statements (an `if`'s, a few
    /// levels in), awaits (`await`, `try await`) or throws (`try`, not `try?` or `try!`) at its own level: not
    /// in a closure within it (`Task { await … }`, `.task { … }`, which run later themselves).
    func awaitsOrThrows(in open: Int, close: Int, depth: Int = 0) -> Bool {
        var index = open + 1
        while index < close {
            if let partner = file.partnerOf(index), partner > index {
                if depth < 4 && file.isKind(index, .leftBrace) && file.braceRoles[index] == .statementBlock
                    && awaitsOrThrows(in: index, close: partner, depth: depth + 1) { return true }
                index = partner + 1
                continue
            }
            // `await` is a contextual keyword, lexed as a name; `try` a keyword.
            if file.tokens[index].length == 5 && file.isText(index, "await") && file.isIdentifier(index)
                && !file.isKind(index + 1, .operator) && !file.isKind(index + 1, .period)
                || file.tokens[index].length == 3 && file.isKind(index, .keyword) && file.isText(index, "try")
                && !file.isKind(index + 1, .operator) {
                return true
            }
            index += 1
        }
        return false
    }

    /// What `isCallbackByItsStatements` finds in a closure's statements.
    struct StatementSignals {
        var hasGuard = false
        var hasCallbackStatement = false
        var returns = false
    }

    /// Reads the statements of the block opening at `open` (closing at `close`) in one pass: at the closure's own
    /// level (`depth` 0) all that `isCallbackByItsStatements` looks for; in the blocks of its `if`s and `switch`es
    /// (one level in) only assignments, loops and calls of the file's functions that return nothing (a `guard`'s
    /// `else` returns as it must).
    func readStatements(in open: Int, close: Int, depth: Int, into signals: inout StatementSignals) {
        var index = open + 1
        while index < close && !signals.hasGuard {
            let kind = file.tokens[index].kind
            if let partner = file.partnerOf(index), partner > index {
                if kind == .leftBrace && depth == 0 && !signals.hasCallbackStatement && file.braceRoles[index] == .statementBlock {
                    readStatements(in: index, close: partner, depth: depth + 1, into: &signals)
                }
                index = partner + 1
                continue
            }
            switch kind {
            case .keyword where file.tokens[index].length >= 2:
                // In an `if`'s block, a `return` with a value (not a callback's early `return`).
                if file.isText(index, "return") && (depth == 0 || returnsValue(index, close: close)) { signals.returns = true }
                // A loop in an `if`'s block too: a result builder's branches are builder blocks as well.
                if file.isText(index, in: Self.callbackKeywords) { signals.hasCallbackStatement = true }
                guard depth == 0 else { break }
                if file.isText(index, "guard") { signals.hasGuard = true }
                if file.isText(index, "try") && !file.isKind(index + 1, .operator) { signals.hasCallbackStatement = true }
            case .identifier:
                // `await` is a contextual keyword, lexed as a name.
                if depth == 0 && file.isText(index, "await") && !file.isKind(index + 1, .operator) && !file.isKind(index + 1, .period) {
                    signals.hasCallbackStatement = true
                } else if file.isKind(index + 1, .leftParen) && !signals.hasCallbackStatement
                            && isCallOfNothingReturned(index, open: open, close: close) {
                    signals.hasCallbackStatement = true
                }
            case .operator where file.source.bytes[file.tokens[index].endOffset - 1] == UInt8(ascii: "="):
                // Every assignment ends with `=` (`=`, `+=`, `<<=`); few other operators do. In an `if`'s block
                // too: a result builder's branches are builder blocks as well.
                if file.isText(index, in: SyntaxFile.assignments) && isAssignmentStatement(index, in: open) {
                    signals.hasCallbackStatement = true
                }
            default:
                break
            }
            index += 1
        }
    }

    /// Whether a statement of the block opening at `open`, or of a block within it (not a closure's), returns a value.
    /// Past `statementDepthLimit` blocks deep it answers yes, which keeps the closure content (and the stack short,
    /// whatever the input: 100,000 nested `if`s).
    func returnsValue(in open: Int, close: Int, depth: Int = 0) -> Bool {
        guard depth < Self.statementDepthLimit else { return true }
        var index = open + 1
        while index < close {
            if let partner = file.partnerOf(index), partner > index {
                if file.isKind(index, .leftBrace) && file.braceRoles[index] == .statementBlock
                    && returnsValue(in: index, close: partner, depth: depth + 1) { return true }
                index = partner + 1
                continue
            }
            if file.isKind(index, .keyword) && file.isText(index, "return") && returnsValue(index, close: close) { return true }
            index += 1
        }
        return false
    }

    static let statementDepthLimit = 32

    /// SwiftUI's views whose closure is content, whatever its statements.
    static let contentContainers = WordSet(["VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid",
                                            "LazyHGrid", "Grid", "GridRow", "Group", "List", "Form", "Section",
                                            "ScrollView", "NavigationStack", "NavigationView", "TabView", "ViewThatFits",
                                            "Menu", "Picker", "DisclosureGroup", "GroupBox", "ControlGroup", "Label",
                                            "LabeledContent", "NavigationLink", "Toggle", "Button", "Link"])

    /// Whether the `return` at `index`, in a block closing at `close`, gives a value: something follows it on its line.
    func returnsValue(_ index: Int, close: Int) -> Bool {
        index + 1 < close && !file.tokens[index + 1].hasNewlineBefore && !file.isKind(index + 1, .semicolon)
    }

    /// Whether the name at `index` (followed by `(`), in the block from `open` to `close`, is a whole statement that calls a function
    /// of the file returning nothing (`getRecentlyFiles()`, `self.save()`): no view, so in no result builder's block.
    func isCallOfNothingReturned(_ index: Int, open: Int, close: Int) -> Bool {
        // A type's name makes a value (a view); only a function of the file may return nothing.
        guard !file.startsWithUppercase(index), let callClose = file.partnerOf(index + 1) else { return false }
        let isSelfMember = file.isMemberName(index) && file.isText(index - 2, "self")
        guard isSelfMember || !file.isMemberName(index) else { return false }
        let start = isSelfMember ? index - 2 : index
        let startsStatement = start == open + 1 || file.tokens[start].hasNewlineBefore
            || file.isKind(start - 1, .semicolon) || file.isText(start - 1, "in")
        let next = callClose + 1
        let endsStatement = next == close || file.isKind(next, .semicolon) || file.tokens[next].hasNewlineBefore && !file.isKind(next, .period)
        return startsStatement && endsStatement && returnsNothing(index)
    }

    /// Whether every declaration of the file named as the callee at `callee` is a function that returns
    /// nothing (no result type, `Void`, `()`), and there is one.
    func returnsNothing(_ callee: Int) -> Bool {
        // Remembered for each name: a file of many such calls asked it again for each (its lint quadratic).
        file.nameIndexes.answer(.returnsNothing, spelledAs: callee, in: file) {
            let name = file.bytes(of: callee)
            let length = file.tokens[callee].length
            var found = false
            // Over the declarations, not through their index by name: asked of few files, most of which would
            // otherwise build that index for this alone.
            for declaration in file.declarations where declaration.name >= 0 && file.tokens[declaration.name].length == length {
                guard file.bytes(of: declaration.name) == name else { continue }
                let type = declaration.typeRange
                guard declaration.kind == .function,
                      type.isEmpty || type.count == 1 && file.isText(type.lowerBound, "Void")
                        || type.count == 2 && file.isKind(type.lowerBound, .leftParen) && file.isKind(type.lowerBound + 1, .rightParen)
                else { return false }
                found = true
            }
            return found
        }
    }

    /// Keywords of statements that no result builder takes (a loop needs `buildArray`, which `ViewBuilder`
    /// lacks).
    static let callbackKeywords = WordSet(["for", "while", "repeat", "defer", "do", "throw"])

    /// The collections' and the language's calls that run their closure at once, in the code that calls them.
    static let runOnTheSpot = WordSet([
        "map", "compactMap", "flatMap", "filter", "reduce", "forEach", "sorted", "sort", "first", "firstIndex",
        "last", "lastIndex", "contains", "allSatisfy", "min", "max", "drop", "prefix", "split", "partition",
        "removeAll", "mapValues", "compactMapValues", "merge", "count", "sum", "withUnsafeBytes",
        "withUnsafeBufferPointer", "withUnsafeMutableBufferPointer", "withLock", "withAnimation", "withTransaction",
    ])

    /// Whether the assignment operator at `operatorIndex` writes a name (`imported = palettes`, `self.count +=
    /// 1`) rather than giving a declared one its value (`let data = …`, `if let x = y`): its statement starts
    /// with a name.
    func isAssignmentStatement(_ operatorIndex: Int, in brace: Int) -> Bool {
        var start = operatorIndex - 1
        while start > brace + 1 {
            if let partner = file.partnerOf(start), partner < start { start = partner }
            if file.tokens[start].hasNewlineBefore || start - 1 <= brace || file.isKind(start - 1, .semicolon)
                || file.isText(start - 1, "in") { break }
            start -= 1
        }
        return file.isIdentifier(start) || file.isText(start, "self")
    }

    /// Labels a configured row container's data goes by.
    static let dataLabels = WordSet(["data", "items", "elements", "rows", "values", "models", "collection", "sections"])

    static let deferredLabels = WordSet([
        "action", "perform", "set", "setter", "completion", "completionHandler", "handler", "primaryAction", "onDismiss",
    ])

    /// `onAppear`, `onTapGesture`, `onChanged` …: `on` followed by an uppercase letter.
    func startsWithOnPrefix(_ index: Int) -> Bool {
        let token = file.tokens[index]
        guard token.length > 2 else { return false }
        let bytes = file.source.bytes
        let start = token.startOffset
        return bytes[start] == 0x6F && bytes[start + 1] == 0x6E && bytes[start + 2] >= 0x41 && bytes[start + 2] <= 0x5A
    }

    /// Whether the closure opening at `brace`, trailing a call of a project's `…Button` (not SwiftUI's own,
    /// nor a member: `Alert.Button`), is its only closure and no argument is labelled as the action
    /// (`IconButton(action: share) { Image(…) }` takes its label there).
    func isActionOfProjectButton(_ brace: Int, owner: SyntaxFile.ClosureOwner) -> Bool {
        let callee = owner.callee
        guard owner.isTrailing, file.startsWithUppercase(callee), !file.isMemberName(callee), !file.isText(callee, "Button"),
              let close = file.partnerOf(brace), !(file.isIdentifier(close + 1) && file.isKind(close + 2, .colon)) else { return false }
        return owner.argumentList < 0 || !file.arguments(owner.argumentList).contains { $0.label >= 0 && isDeferredLabel($0.label) }
    }

    /// For a closure with parameters given to a view (`MemoGrid(memos: memos) { memo, width in … }`, `Carousel(items,
    /// content: { item in … })`) that is not SwiftUI's, which of the view's closures it is (`ViewCode.ElementClosure.slot`);
    /// nil for SwiftUI's. Asked of the closures with parameters that `closureFlags` takes for content of a view it does not know.
    func elementContentSlot(_ brace: Int, owner: SyntaxFile.ClosureOwner) -> Int? {
        let callee = owner.callee
        guard callee >= 0, file.isIdentifier(callee), !file.isText(callee, in: elementBuilders),
              !file.isText(callee, in: Self.swiftUIContentWithParameters) else { return nil }
        if owner.label >= 0 { return owner.label }
        guard let close = file.partnerOf(brace) else { return nil }
        let isFollowedByLabelledClosure = file.isIdentifier(close + 1) && file.isKind(close + 2, .colon) && file.isKind(close + 3, .leftBrace)
        return isFollowedByLabelledClosure ? ViewCode.ElementClosure.trailingFirst : ViewCode.ElementClosure.trailingLast
    }

    /// `.alert(isPresented: $confirming) { … Alert(…) }`, `.actionSheet(item:) { … ActionSheet(…) }`: the closure makes an
    /// `Alert` value (not views) when the alert is presented, once for each time it is, never with the body.
    func buildsLegacyAlert(callee: Int, brace: Int) -> Bool {
        guard file.isMemberName(callee), file.isText(callee, "alert") || file.isText(callee, "actionSheet"),
              let close = file.partnerOf(brace) else { return false }
        return ((brace + 1)..<close).contains { index in
            (file.isText(index, "Alert") || file.isText(index, "ActionSheet")) && file.isKind(index + 1, .leftParen)
                && !file.isMemberName(index)
        }
    }

    /// SwiftUI's views (besides `elementBuilders`) whose content or callback closures take parameters: no project view.
    static let swiftUIContentWithParameters = WordSet(["Canvas", "PhaseAnimator", "KeyframeAnimator", "Slider", "Stepper",
                                                       "PasteButton", "PhotosPicker", "ShareLink", "DisclosureGroup",
                                                       "NavigationStack", "NavigationLink", "Toggle", "Picker"])

    /// Whether the closure opening at `brace` is followed by a trailing closure labelled `label` (`label: { … }`,
    /// `content: { … }`).
    func isFollowedByClosure(_ brace: Int, labelled label: StaticString) -> Bool {
        guard let close = file.partnerOf(brace), file.isKind(close + 2, .colon) else { return false }
        return file.isText(close + 1, label) && file.isKind(close + 3, .leftBrace)
    }

    /// Whether the trailing closure at `brace` goes to a function of this file whose last parameter is
    /// named as one kept to run later (`actionButton(title: "NFC") { didTapNfc() }` for `func
    /// actionButton(title: String, action: @escaping () -> Void)`), in every function of that name here.
    func takesActionLast(callee: Int, brace: Int) -> Bool {
        guard let close = file.partnerOf(brace), !file.isKind(close + 1, .identifier) || !file.isKind(close + 2, .colon) else {
            return false  // more trailing closures follow: this one is not the last parameter's
        }
        // Remembered for each name: a file of many copies of a view calls its helpers in each (a look at every
        // declaration of the name for each call was quadratic).
        return file.nameIndexes.answer(.takesActionLast, spelledAs: callee, in: file) {
            let name = file.bytes(of: callee)
            var found = false
            for index in file.declarations(maybeNamed: name) {
                let declaration = file.declarations[index]
                guard declaration.name >= 0, file.bytes(of: declaration.name) == name else { continue }
                let lasts: [Int]
                switch declaration.kind {
                case .function: lasts = [lastParameter(of: declaration)]
                case .structType, .classType: lasts = lastInitParameters(ofType: index)
                default: continue
                }
                // `action: …`, or its external label (`perform action: …`).
                for last in lasts {
                    guard last >= 0, isDeferredLabel(last) || file.isIdentifier(last - 1) && isDeferredLabel(last - 1) else { return false }
                    found = true
                }
            }
            return found
        }
    }

    /// The name token of a function's last parameter, or -1.
    func lastParameter(of declaration: Declaration) -> Int {
        var last = -1
        file.forEachParameterName(of: declaration) { last = $0 }
        return last
    }

    /// The last parameter of each of a type's `init`s, or, without one, its memberwise `init`'s: its last
    /// stored property of a function type (none when the last is not one: then no closure is its last).
    func lastInitParameters(ofType type: Int) -> [Int] {
        var inits: [Int] = []
        var lastStored = -1
        // The type's members follow it in the file's order, before the first declaration past its body:
        // only those are looked at (a look at every declaration of the file for each view built with a
        // closure made a large file's walk quadratic).
        let bodyClose = file.declarations[type].bodyClose
        var member = type + 1
        while member < file.declarations.count && file.declarations[member].firstToken < bodyClose {
            let declaration = file.declarations[member]
            member += 1
            guard declaration.parent == type && !declaration.isStaticMember else { continue }
            if declaration.kind == .initializer {
                inits.append(lastParameter(of: declaration))
            } else if (declaration.kind == .variable || declaration.kind == .constant) && !declaration.hasBody
                        && !(declaration.kind == .constant && !declaration.initializer.isEmpty) {
                let isFunction = declaration.typeRange.contains { file.isText($0, "->") }
                lastStored = isFunction ? declaration.name : -1
            }
        }
        return inits.isEmpty ? [lastStored] : inits
    }

    /// Whether the closure opening at `brace` names parameters. Content starts with a view (`Text(…)`,
    /// `if`), a closure with parameters with their names (`urls in`, `a, b in`, `_ in`) or their list (`(a,
    /// b) in`), after a capture list if any (`[weak model] urls in`): the first tokens tell most.
    /// Whether a short closure names its parameters `$0`, `$1` … (`content: { page(index: $0) }`): a closure
    /// that takes them, as one that names them does. Only in a closure of a score of tokens: such closures
    /// are one call long, and asked of every view's closure (`VStack { … }`), a longer look cost 0.13% of a lint.
    func usesAnonymousParameters(_ brace: Int) -> Bool {
        guard let close = file.partnerOf(brace), close - brace <= 20 else { return false }
        return ((brace + 1)..<close).contains { index in
            guard file.isKind(index, .dollarIdentifier), file.tokens[index].length >= 2,
                  (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(file.source.bytes[file.tokens[index].startOffset + 1]) else { return false }
            var open = Int(file.enclosingOpen[index])
            while open >= 0 && !file.isKind(open, .leftBrace) { open = Int(file.enclosingOpen[open]) }
            return open == brace
        }
    }

    func takesParameters(_ brace: Int) -> Bool {
        var first = brace + 1
        if file.isKind(first, .leftBracket), let captures = file.partnerOf(first) { first = captures + 1 }
        if file.isIdentifier(first) || file.isText(first, "_") {
            return file.isText(first + 1, "in") || file.isKind(first + 1, .comma) || file.isKind(first + 1, .colon)
        }
        guard file.isKind(first, .leftParen) else { return false }
        var takes = false
        file.forEachClosureParameter(brace) { _ in takes = true }
        return takes
    }

    func isDeferredCallee(_ callee: Int) -> Bool {
        startsWithOnPrefix(callee) || file.isText(callee, in: deferredCallees)
    }

    static let alertButtons = WordSet(["default", "destructive", "cancel"])

    /// `environment`: a closure given to it is a value put in the environment (`.environment(\.openPage) {
    /// page in … }`), run when a descendant calls it. `fileImporter`, `fileExporter`, `fileMover`: theirs gets
    /// the user's choice; `itemProvider`'s runs when a drag asks; `sensoryFeedback`'s when its trigger changes.
    static let deferredCallees = WordSet([
        "task", "refreshable", "Task", "detached", "async", "asyncAfter", "sync", "sink", "dropDestination",
        "withCheckedContinuation", "withCheckedThrowingContinuation", "withTaskGroup", "withThrowingTaskGroup",
        "addTask", "scheduledTimer", "perform", "handleEvents", "receiveValue", "transaction", "environment",
        "fileImporter", "fileExporter", "fileMover", "itemProvider", "sensoryFeedback",
    ])

    /// Content shown when presented or navigated to: `.sheet`, `.popover`, `.fullScreenCover`,
    /// `.navigationDestination`, `.alert`/`.confirmationDialog` content, a `NavigationLink` destination,
    /// a context menu's or a drag's `preview:` (`previewedCallees`, told before the callbacks: `onDrag` reads
    /// as one), any call's closure given `isPresented:`.
    static let presentations = WordSet([
        "sheet", "popover", "fullScreenCover", "navigationDestination", "alert", "confirmationDialog", "inspector",
    ])

    /// Modifiers whose `preview:` is drawn only when the menu opens or a drag starts: its views are made with
    /// the row, their bodies run then.
    static let previewedCallees = WordSet(["contextMenu", "onDrag", "draggable"])

    /// How a project's own presentation modifiers end (`.editPopover`, `.bottomSheet`, `.mediaFullScreenCover`).
    static let presentingSuffixes: [StaticString] = ["Popover", "Sheet", "FullScreenCover"]

    func isPresentation(_ owner: SyntaxFile.ClosureOwner, brace: Int) -> Bool {
        let callee = owner.callee
        if file.isText(callee, in: presentations) { return true }
        if owner.label >= 0 && file.isText(owner.label, "destination") { return true }
        // A project's own presentation modifier (`.instantPopover(isPresented: $shown) { Details() }`), also
        // known by its name when its arguments say nothing (`.editPopover(id: 1, active: $active) { … }`).
        if owner.argumentList >= 0 && file.hasArgument(owner.argumentList, labeled: "isPresented") { return true }
        if file.isMemberName(callee) && Self.presentingSuffixes.contains(where: { file.textEnds(callee, with: $0) }) { return true }
        if file.isText(callee, "NavigationLink") && owner.label < 0 && owner.isTrailing {
            // The destination: `NavigationLink("Title") { Destination() }`, `NavigationLink { Destination() }
            // label: { … }`. The label, shown in the row: after a labelled first argument, alone
            // (`NavigationLink(value: x) { Label() }`, `destination:`, TCA's `state:`).
            if isFollowedByClosure(brace, labelled: "label") { return true }
            let list = owner.argumentList
            return list < 0 || file.firstArgument(list).map { $0.label < 0 } ?? true
        }
        return false
    }
}

extension ViewCode {
    /// Whether the name at `index` is a presentation's content given as a function, its last argument
    /// (`.sheet(isPresented: $sharing, content: makeShareSheet)`, also `self.makeShareSheet`): built and
    /// called when presented, as a closure there would be.
    /// For a name read as the `content:` of a `ForEach`, `List` or `OutlineGroup` (`ForEach(votes, id: \.id, content:
    /// rowView)`, `ForEach(items, content: content)` in a view that keeps a closure): the function or closure is called
    /// for each element, as a content closure's code runs. The flags such a closure would have (`closureFlags`), from
    /// the call's own; nil for any other name.
    /// `ownerType`: the declaration index of the type whose code it is (-1 for none).
    static func elementFunctionFlags(_ file: SyntaxFile, _ index: Int, _ viewCode: ViewCode, ownerType: Int) -> ViewCode.Flags? {
        guard file.isKind(index + 1, .rightParen) else { return nil }
        let colon = file.isKind(index - 1, .period) && file.isText(index - 2, "self") ? index - 3 : index - 1
        guard file.isKind(colon, .colon), file.isText(colon - 1, "content") else { return nil }
        let arguments = Int(file.enclosingOpen[index])
        let callee = file.callee(ofArgumentList: arguments)
        guard callee >= 0, !file.isMemberName(callee), file.isDataDrivenContainer(callee), !file.isText(callee, "Table") else { return nil }
        let current = viewCode.flags[callee]
        var flags = current
        if file.isText(callee, "List") {
            flags.insert([.row, .element, .scrolled])
            flags.remove([.menuContent, .eager])
            return flags
        }
        if current.contains(.menuContent) && !current.contains(.row) { return flags }
        let isPlaced = !current.isDisjoint(with: [.row, .scrolled])
        // Over data the code fixes (`DeviceFamily.allCases`): a few static rows, as a content closure's would be.
        var owner = SyntaxFile.ClosureOwner()
        (owner.callee, owner.argumentList) = (callee, arguments)
        if file.isOverFixedData(owner, enclosingType: ownerType, constants: viewCode.fixedConstants) {
            if isPlaced { flags.insert(.row) }
            return flags
        }
        flags.insert(isPlaced ? [.row, .element] : .element)
        if isPlaced && !current.contains(.row) { flags.insert(.eager) }
        return flags
    }

    static func isPresentedFunction(_ file: SyntaxFile, _ index: Int) -> Bool {
        guard file.isKind(index + 1, .rightParen) else { return false }
        let colon = file.isKind(index - 1, .period) && file.isText(index - 2, "self") ? index - 3 : index - 1
        guard file.isKind(colon, .colon), file.isText(colon - 1, "content") else { return false }
        let callee = file.callee(ofArgumentList: Int(file.enclosingOpen[index]))
        return callee >= 0 && file.isMemberName(callee) && file.isText(callee, in: ViewCodeWalker.presentations)
    }
}
