/// A rule's family, for `select`/`ignore` and for people browsing `hitchlint rules`.
public enum RuleCategory: String, Sendable, CaseIterable, Codable {
    case identity
    case bodyCost = "body-cost"
    case layout
    case images
    case text
    case debug
}

/// What a rule is, for listings, docs and machine-readable output.
public struct RuleDescription: Sendable {
    public var id: String
    public var category: RuleCategory
    /// One line: what the rule finds.
    public var summary: String
    public var isEnabledByDefault: Bool
    /// What `--fix` can do for it, in a few words (`unsafe: ForEach(items)`), or nil.
    public var fixSummary: String?

    public init(id: String, category: RuleCategory, summary: String, isEnabledByDefault: Bool = true,
                fixSummary: String? = nil) {
        self.id = id
        self.category = category
        self.summary = summary
        self.isEnabledByDefault = isEnabledByDefault
        self.fixSummary = fixSummary
    }
}

/// One check. A rule reads a single file and proposes candidates; whether a candidate becomes a
/// finding (and how severe) is decided once the whole project is indexed: only then is it known
/// whether its code is view code and whether it runs once per row.
public protocol Rule: Sendable {
    var description: RuleDescription { get }
    /// Whether it reports code that is in no unit (`Candidate.unit` -1), whether or not view code
    /// reaches it: true only for checks of declarations, like a representable's. For every other rule,
    /// candidates outside all units are dropped; all its findings are then in code that view code
    /// reaches, and a lint does not read a second time a file that view code never reaches.
    var reportsOutsideViewCode: Bool { get }
    /// For a rule that reports outside view code: whether `file` may hold such a finding, from a quick
    /// look at its declarations (a representable's conformance). The index pass asks it of every file,
    /// so that a lint reads again a file no view code reaches only if some rule may report in it.
    func mayReportOutsideViewCode(in file: SyntaxFile) -> Bool
    func check(_ context: RuleContext, into candidates: inout [Candidate])
}

extension Rule {
    public var reportsOutsideViewCode: Bool { false }
    public func mayReportOutsideViewCode(in file: SyntaxFile) -> Bool { reportsOutsideViewCode }
}

/// A possible finding, before project-wide resolution.
public struct Candidate: Sendable {
    /// When a candidate is reported.
    public enum Scope: Sendable {
        /// In any view code (note outside rows, warning in rows).
        case viewCode
        /// Only in code that runs once per row.
        case rowOnly
        /// Only if the member holding it feeds a `ForEach`/`List` of the same type.
        case feedsList
        /// Wherever it is, reached by view code or not (`unit` -1): the declaration itself is the fault
        /// (`FileAnalysis.declaresFreshIdentity`).
        case declaration
    }

    public var ruleID: String
    public var category: RuleCategory
    /// The unit (index in `ViewCode.units`) whose code holds the candidate, or -1 for code in no unit:
    /// kept only from rules that report outside view code (`Rule.reportsOutsideViewCode`) and for
    /// `Scope.declaration`.
    public var unit: Int
    /// The flags of the token where it was found.
    public var flags: ViewCode.Flags
    /// In a closure given to a view that may call it for each element (`ViewCode.elementClosures`): the
    /// innermost such closure's unit (index in the file's unit records), or -1; and the flags of the code
    /// around it, which are not the closure's own once the view calls it (`ElementClosureStack.Entry.outer`).
    public var elementClosureUnit = -1
    public var elementClosureOuterFlags: ViewCode.Flags = []
    public var scope: Scope
    public var start: SourcePosition
    public var end: SourcePosition
    /// The message for code outside rows.
    public var message: String
    /// The message for row code (says it runs once per row).
    public var rowMessage: String
    /// Makes the message (in rows or not, as its argument says) only if the candidate becomes a
    /// finding; `message` and `rowMessage` are empty then. For candidates the resolver mostly drops (a
    /// construction that matters only if its type has random ids, formatting that matters only in rows,
    /// collection work in code that may not be view code): a project holds tens of thousands of them,
    /// and making both texts of each cost more than the rest of their rules.
    public var deferredMessage: (@Sendable (_ inRows: Bool) -> String)? = nil
    public var fix: Fix?
    /// Makes the fix (instead of `fix`) only if the candidate becomes a finding: for fixes that take
    /// real work (rewriting a declaration) on candidates the resolver mostly drops. What it captures
    /// (the file's syntax) lives as long as the candidate: a lint resolves a file's candidates right
    /// after checking it; an editor's open documents keep theirs.
    public var deferredFix: (@Sendable () -> Fix?)? = nil
    /// The severity outside rows.
    public var severityOutsideRows: Severity = .note
    /// The severity in rows (a warning unless a rule says its findings are only notes).
    public var severityInRows: Severity = .warning
    /// The severity, outside rows, in content built a few views at a time (menu options, tabs, a split
    /// view's panes), also where the project shows a member only there; nil: as outside rows.
    public var severityInMenuContent: Severity? = nil
    /// See `Diagnostic.contextHash`.
    public var contextHash: UInt64 = 0
    /// Reported only if a project type of this name, as written (`Tag`, `Editor.State`), has an `id` that
    /// defaults to `UUID()` (the type may be declared in another file; `NameHash.identityKey(written:)`).
    public var requiresRandomIdentityType: String? = nil
    /// For a type written without a qualifier (`State(…)`), the type whose code writes it (`Editor`): a type
    /// of that name nested in it counts too (`Editor.State`), not one nested in another type.
    public var randomIdentityOwner: String? = nil
    /// Reported only if the project's view code uses this member (`NameHash` of `Type\0name`) as a list's
    /// data (`List(tags)` in `TagPicker`'s body): a parent's argument for it feeds that list.
    public var requiresListFeed: UInt64? = nil
    /// With the `.feedsList` scope, a second way to feed a list: the project uses this member of another
    /// view (as `requiresListFeed`) as a list's data, and the candidate's member is handed to it whole
    /// (`AssetList(assets: sortedAssets)`, `AssetList`'s body holding `List(assets)`).
    public var feedsListThrough: UInt64? = nil
    /// Reported only if a project type has an `@ObservedObject` property of this key
    /// (`FileAnalysis.observedObjectProperties`; the type may be declared in another file).
    public var requiresObservedObjectProperty: UInt64? = nil
    /// Reported only if a `ScrollView` of the project lays out the candidate's view itself, on this axis
    /// (`FileAnalysis.scrollContentViews`).
    public var requiresScrollContent: UInt64? = nil
    /// Not reported if a `ScrollView` of the project lays out the candidate's view itself, on this axis:
    /// another candidate at the same place says so.
    public var unlessScrollContent: UInt64? = nil
    /// Not reported if the project's constants these name are all fixed data (see `FixedConstantCondition`):
    /// a stack's several `ForEach`s over other files' constants, each of which must be a handful. Empty: none.
    public var unlessFixedConstants: [FixedConstantCondition] = []
    /// Reported only if some code builds the candidate's view type other than as a hosting controller's
    /// root (`FileAnalysis.HostingRoot`): a parent's body that makes it again, or code the project
    /// does not show (a type built nowhere in the project).
    public var requiresRebuildingParent = false
    /// Whether it stands in a view that only widgets show (`ProjectResolver.widgetViews`), rendered once for
    /// each timeline entry: true where the fault costs even once (an image decoded whole in a widget
    /// extension's few tens of MB of memory, a text that truncates, a debugging call left in). Work that
    /// costs by repeating, per update or per row, does not.
    public var reportsInWidgets = false
    /// Whether "row" means per-element content only: body work (or a `GeometryReader`) in a static
    /// `List` child runs once per body, like any other body work, not once for every element.
    public var perElement = false
    /// Whether "row" means a list's or lazy stack's rows only: a scroll view's plain stack builds all its
    /// elements anyway (`RowLevel.eagerElement`), so what costs only where rows are counted costs nothing there.
    public var listRowsOnly = false
}

/// A rule's answer to "is this data fixed?" (`RuleContext.fixedSizeData` and its kin).
public struct FixedDataAnswer: Sendable {
    public var isFixed: Bool
    /// Not fixed by the file alone: the constant of another file that would make it so.
    public var condition: FixedConstantCondition?

    /// `condition` as `Candidate.unlessFixedConstants` holds it.
    var conditions: [FixedConstantCondition] { condition.map { [$0] } ?? [] }

    static let fixed = FixedDataAnswer(isFixed: true, condition: nil)
    static let notFixed = FixedDataAnswer(isFixed: false, condition: nil)
}

/// What a lint already knows of the whole project when it checks a file after resolving the project
/// (its second pass). Rules use it only to skip candidates the resolution would drop anyway, never to
/// make others: a file checked without it (an editor's buffer) gets the same findings.
public struct ProjectFacts: Sendable {
    /// The keys (`NameHash.randomIdentityKeys`) of the project's types whose `id` defaults to `UUID()`.
    public var randomIdentityTypes: Set<UInt64>
    /// The project's `@ObservedObject` stored properties (`FileAnalysis.observedObjectProperties`).
    public var observedObjectProperties: Set<UInt64>
    /// For each unit of the file (`ViewCode.units`), whether any view code reaches it; nil when the
    /// file's units are not those resolved (it changed since it was indexed).
    public var reachedUnits: [Bool]?
    /// The views a `ScrollView` of the project lays out itself (`FileAnalysis.scrollContentViews`).
    public var scrollContentViews: Set<UInt64>

    public init(randomIdentityTypes: Set<UInt64>, observedObjectProperties: Set<UInt64> = [], reachedUnits: [Bool]? = nil,
                scrollContentViews: Set<UInt64> = []) {
        self.randomIdentityTypes = randomIdentityTypes
        self.observedObjectProperties = observedObjectProperties
        self.reachedUnits = reachedUnits
        self.scrollContentViews = scrollContentViews
    }
}

/// What a rule sees of one file.
public struct RuleContext: Sendable {
    public let file: SyntaxFile
    public let viewCode: ViewCode
    /// The versions a message's advice must compile for (configured, or read from the project's build files).
    public let deploymentTarget: Configuration.DeploymentTarget
    /// The configured versions alone, for what decides whether code is reported (`FileAnalyzer.liveCodeTarget`).
    public let liveCodeTarget: Configuration.DeploymentTarget
    /// Nil when the file is checked before its project is resolved.
    public let project: ProjectFacts?
    /// The identifier tokens that units evaluate, in order: every rule starts from one of them.
    public let evaluatedIdentifiers: [Int]
    private let facts: FileFacts

    /// `liveCodeTarget`: `deploymentTarget` when nil.
    public init(file: SyntaxFile, viewCode: ViewCode, deploymentTarget: Configuration.DeploymentTarget = .init(),
                liveCodeTarget: Configuration.DeploymentTarget? = nil, project: ProjectFacts? = nil) {
        self.file = file
        self.viewCode = viewCode
        self.deploymentTarget = deploymentTarget
        self.liveCodeTarget = liveCodeTarget ?? deploymentTarget
        self.project = project
        evaluatedIdentifiers = viewCode.evaluatedIdentifiers(in: file.tokens)
        facts = FileFacts(file)
    }

    /// Whether a candidate whose code starts at token `index` can become a finding: false only when
    /// no view code reaches the token's unit (a model's or service's members, a helper never called).
    func mayReport(at index: Int) -> Bool {
        guard let reached = project?.reachedUnits else { return true }
        let unit = Int(viewCode.unitOfToken[index])
        return unit < 0 || unit >= reached.count || reached[unit]
    }

    /// Whether the type named by token `index` can be one whose `id` defaults to `UUID()`: false only
    /// when the project is known to have no such type of that name.
    func mayHaveRandomIdentity(typeNamedBy index: Int) -> Bool {
        guard let project else { return true }
        return project.randomIdentityTypes.contains(NameHash.identityHint(ofLastComponent: NameHash.of(file.bytes(of: index))))
    }

    /// The file's indentation and line endings, for fixes; computed once per file.
    var style: SourceStyle { facts.style }

    /// Whether the file uses `name` as an identifier, for fixes that must pick a free name.
    func usesIdentifier(_ name: String) -> Bool { facts.identifierHashes[FileFacts.hash(name.utf8)] != nil }

    public var tokens: [Token] { file.tokens }

    /// Whether token `index` is evaluated by a unit (it is not in a deferred closure or outside members).
    @inline(__always)
    public func isEvaluated(_ index: Int) -> Bool { viewCode.flags[index].contains(.evaluated) }

    /// Whether `value` (a `ForEach`'s data, or the collection it counts) is a handful the code fixes
    /// (`SyntaxFile.isFixedSizeData`), in the view code that holds token `code`, whose type's constants count.
    /// `ofAnySize`: also a constant of many elements (the same on every evaluation).
    func fixedSizeData(_ value: Range<Int>, inCodeAt code: Int, ofAnySize: Bool = false) -> FixedDataAnswer {
        let enclosingType = enclosingType(ofCodeAt: code)
        return fixedData(in: value, enclosingType: enclosingType) {
            file.isFixedSizeData(value, enclosingType: enclosingType, constants: $0, ofAnySize: ofAnySize)
        }
    }

    /// Whether `value` is a handful of literals (`SyntaxFile.isHandfulOfLiterals`), in the view code that
    /// holds token `code`, whose type's constants count.
    func handfulOfLiterals(_ value: Range<Int>, inCodeAt code: Int) -> FixedDataAnswer {
        let enclosingType = enclosingType(ofCodeAt: code)
        return fixedData(in: value, enclosingType: enclosingType) { file.isHandfulOfLiterals(value, enclosingType: enclosingType, constants: $0) }
    }

    /// Whether the `ForEach` at token `forEach` goes over data the code fixes, or over an element of such
    /// data or a member of one (`SyntaxFile.isOverFixedData`).
    func overFixedData(forEach: Int) -> FixedDataAnswer {
        guard file.isKind(forEach + 1, .leftParen), let data = file.firstArgument(forEach + 1) else { return .notFixed }
        let enclosingType = enclosingType(ofCodeAt: forEach)
        let owner = SyntaxFile.ClosureOwner(callee: forEach, argumentList: forEach + 1)
        return fixedData(in: data.value, enclosingType: enclosingType) { file.isOverFixedData(owner, enclosingType: enclosingType, constants: $0) }
    }

    private func enclosingType(ofCodeAt code: Int) -> Int {
        let unit = Int(viewCode.unitOfToken[code])
        return unit >= 0 ? viewCode.units[unit].owner : -1
    }

    /// `isFixed` as the file's own constants answer it; when they do not, and `value` names a constant of
    /// another file (`Options.all`), the kinds of it that would (each asked in turn): the finding then holds
    /// unless the project's record of that constant has one of them (`Candidate.unlessFixedConstants`).
    private func fixedData(in value: Range<Int>, enclosingType: Int, _ isFixed: (FixedConstants) -> Bool) -> FixedDataAnswer {
        let constants = viewCode.fixedConstants
        if isFixed(constants) { return .fixed }
        return FixedDataAnswer(isFixed: false, condition: file.foreignConstantCondition(in: value, enclosingType: enclosingType,
                                                                                        constants: constants, isFixed))
    }

    public func candidate(_ rule: RuleDescription, at tokenRange: ClosedRange<Int>, scope: Candidate.Scope,
                          message: String, rowMessage: String, fix: Fix? = nil) -> Candidate {
        let first = tokens[tokenRange.lowerBound]
        let last = tokens[tokenRange.upperBound]
        let start = file.source.position(ofOffset: first.startOffset)
        return Candidate(
            ruleID: rule.id, category: rule.category, unit: Int(viewCode.unitOfToken[tokenRange.lowerBound]),
            flags: viewCode.flags[tokenRange.lowerBound], scope: scope, start: start,
            end: file.source.position(ofOffset: last.endOffset), message: message, rowMessage: rowMessage, fix: fix,
            contextHash: contextHash(aroundLine: start.line))
    }

    /// Code quoted in a message on one line: each line break and the blanks around it become one space
    /// (a sort's closure written over three lines reads as one), cut to `maximum` characters. Only the
    /// characters shown are visited: the code may be a 50 KB literal.
    static func oneLine(_ code: String, upTo maximum: Int = .max) -> String {
        // ASCII code (nearly all that is quoted) is joined over its bytes, each a character: over the
        // characters, each found by the rules of grapheme clusters, a row's `ForEach` data cost 17,000
        // instructions. Text with other characters is joined by them: a blank with a mark on it is none.
        var code = code
        return code.withUTF8 { oneLine(ascii: $0, upTo: maximum) } ?? oneLine(characters: code, upTo: maximum)
    }

    /// `oneLine` character by character.
    static func oneLine(characters code: String, upTo maximum: Int) -> String {
        var line = ""
        var length = 0
        var blanks = ""
        var joinsLines = false
        for character in code {
            // Line breaks as source files write them (other separators are escaped where the message is written).
            if character == "\n" || character == "\r\n" || character == "\r" {
                blanks = ""
                joinsLines = !line.isEmpty
            } else if character == " " || character == "\t" {
                if !joinsLines { blanks.append(character) }
            } else {
                let separator = joinsLines ? " " : blanks
                line += separator
                line.append(character)
                length += separator.count + 1
                blanks = ""
                joinsLines = false
                if length > maximum { return String(line.prefix(max(maximum - 3, 0))) + "…" }
            }
        }
        return line
    }

    /// `oneLine` of ASCII bytes; nil at the first other byte (the characters decide then).
    private static func oneLine(ascii code: UnsafeBufferPointer<UInt8>, upTo maximum: Int) -> String? {
        var line: [UInt8] = []
        var blanksStart = -1  // where the blanks before the next character start (-1: none)
        var joinsLines = false
        for index in code.indices {
            let byte = code[index]
            guard byte < 0x80 else { return nil }
            if byte == 0x0A || byte == 0x0D {
                blanksStart = -1
                joinsLines = !line.isEmpty
            } else if byte == 0x20 || byte == 0x09 {
                if !joinsLines && blanksStart < 0 { blanksStart = index }
            } else {
                if joinsLines {
                    line.append(0x20)
                } else if blanksStart >= 0 {
                    line.append(contentsOf: code[blanksStart..<index])
                }
                line.append(byte)
                blanksStart = -1
                joinsLines = false
                if line.count > maximum { return String(decoding: line.prefix(max(maximum - 3, 0)), as: UTF8.self) + "…" }
            }
        }
        return String(decoding: line, as: UTF8.self)
    }

    /// An edit of the file's bytes `range`.
    public func edit(_ range: Range<Int>, _ replacement: String) -> TextEdit {
        TextEdit(range: range, replacement: replacement, in: file.source)
    }

    /// The code of a line and its neighbours with all white space removed, hashed: a finding keeps its
    /// fingerprint when lines are inserted above it or the file is re-indented.
    func contextHash(aroundLine line: Int) -> UInt64 {
        var hash = FNV1a()
        for index in max(0, line - 2)...min(file.source.lines.lineCount - 1, line) {
            var lineHash = facts.normalizedLineHash(index)
            withUnsafeBytes(of: &lineHash) { for byte in $0 { hash.add(byte) } }
        }
        return hash.value
    }

    /// The token range of a call starting at its name: through the closing `)` when it has one.
    public func callRange(_ name: Int) -> ClosedRange<Int> {
        if name + 1 < tokens.count, tokens[name + 1].kind == .leftParen, let close = file.partnerOf(name + 1) {
            return name...close
        }
        return name...name
    }
}

/// Whole-file facts that fixes need, computed on first use and kept: one scan per file, however
/// many findings there are (a per-finding scan would make large files quadratic).
private final class FileFacts: @unchecked Sendable {
    // The file's analysis makes the line hashes on its own thread. Deferred fixes (`Candidate.deferredFix`)
    // read the style and identifiers later, from whichever thread resolves the file: those are locked.
    let file: SyntaxFile
    private let lock = Lock()
    private var knownStyle: SourceStyle?
    private var knownIdentifiers: NameTable?

    var style: SourceStyle {
        lock.withLock {
            if let knownStyle { return knownStyle }
            let style = SourceStyle(file.source)
            knownStyle = style
            return style
        }
    }

    /// Hashes of every identifier's bytes: no `String` per token (a collision only makes a name look
    /// taken), in a `NameTable` (a `Set` hashed each hash again, most of the cost of a formatter's fix).
    var identifierHashes: NameTable {
        lock.withLock {
            if let knownIdentifiers { return knownIdentifiers }
            let bytes = file.source.bytes
            var hashes = NameTable(capacity: file.tokens.count / 8)
            for token in file.tokens where token.kind == .identifier {
                hashes.update(1, for: Self.hash(bytes[token.startOffset..<token.endOffset]))
            }
            knownIdentifiers = hashes
            return hashes
        }
    }

    static func hash<S: Sequence>(_ bytes: S) -> UInt64 where S.Element == UInt8 {
        var hash = FNV1a()
        for byte in bytes { hash.add(byte) }
        return hash.value
    }

    /// Each line's code without white space, hashed once: findings on one line share it. By line,
    /// made on first use (0: not yet hashed; a line that hashes to 0 is only hashed again). Only the
    /// file's analysis, on one thread, uses them: unchecked, each access skips the run-time exclusivity
    /// check (a third of this function's instructions, on every candidate's three lines).
    @exclusivity(unchecked) private var lineHashes: [UInt64] = []

    init(_ file: SyntaxFile) { self.file = file }

    func normalizedLineHash(_ index: Int) -> UInt64 {
        if lineHashes.isEmpty { lineHashes = Array(filledWith: 0, count: file.source.lines.lineCount) }
        if lineHashes[index] != 0 { return lineHashes[index] }
        var hash = FNV1a()
        let range = file.source.lines.lineRange(index, in: file.source.bytes)
        file.source.bytes.withUnsafeBufferPointer { bytes in
            for offset in range where bytes[offset] > 0x20 { hash.add(bytes[offset]) }
        }
        lineHashes[index] = hash.value
        return hash.value
    }
}

extension RuleContext {
    /// Whether the `ForEach` at `index` makes a chart's marks: in a Swift Charts `Chart { … }`, or in a
    /// member that returns `some ChartContent` (or is a `@ChartContentBuilder`). Marks keep no state, and
    /// a point of a series is its position (a forecast's `timeForIndex(index)`): nothing is lost on an insert.
    func makesChartMarks(_ index: Int) -> Bool {
        let unit = Int(viewCode.unitOfToken[index])
        if unit >= 0, file.buildsChartContent(file.declarations[viewCode.units[unit].declaration]) { return true }
        var open = Int(file.enclosingOpen[index])
        var steps = 0
        while open >= 0, steps < 32 {
            if file.isKind(open, .leftBrace), file.braceRoles[open] == .closure {
                let callee = file.closureOwner(open).callee
                // A view of the app's own may be called `Chart`: only Swift Charts' makes marks.
                if callee >= 0, file.isText(callee, "Chart"), !file.isMemberName(callee) { return file.imports("Charts") }
                // A helper of the file whose closure is chart content (`chart(@ChartContentBuilder plot:)`, which
                // puts it in a `Chart`): its marks too.
                if callee >= 0, !file.isMemberName(callee) || file.isText(callee - 2, "self"), takesChartContent(callee) { return true }
                // Views in a mark's `.annotation { … }` (or any other call's content) are views, not marks.
                if !file.isText(callee, "ForEach") { return false }
            }
            open = Int(file.enclosingOpen[open])
            steps += 1
        }
        return false
    }

    /// Whether the file declares a function named like `callee` with a `@ChartContentBuilder` parameter.
    private func takesChartContent(_ callee: Int) -> Bool {
        guard file.isIdentifier(callee), !file.startsWithUppercase(callee) else { return false }
        return file.containsDeclaration(spelled: file.bytes(of: callee)) { declaration in
            guard declaration.kind == .function, declaration.parameterList >= 0,
                  let close = file.partnerOf(declaration.parameterList) else { return false }
            return (declaration.parameterList..<close).contains { file.isText($0, "ChartContentBuilder") }
        }
    }
}
