/// What one pass over a file leaves behind: its part of the project index (types, units and the
/// references between them) and, for files being reported on, the rules' candidates.
public struct FileAnalysis: Sendable {
    public struct TypeRecord: Sendable {
        /// Its file's names; `nameSpan` is its qualified name there (`Outer.Inner` for a nested type).
        let names: NamePool
        let nameSpan: NamePool.Span
        /// What it inherits from or conforms to, as a list (`NamePool.Builder.add(list:)`).
        let inheritedSpan: NamePool.Span
        public var isProtocol: Bool
        /// Its stored `id` defaults to a fresh `UUID()`: every construction is a new identity.
        public var hasRandomIdentity = false
        /// `NameHash`es of its name and of the name's last component, made where the file is read (on
        /// every core) rather than while resolving.
        public let nameHash: UInt64
        public let simpleNameHash: UInt64

        /// A record's fields, gathered before its file's names are pooled.
        typealias Fields = (name: NamePool.Span, inherited: NamePool.Span, isProtocol: Bool, hasRandomIdentity: Bool)

        init(names: NamePool, _ fields: Fields) {
            self.names = names
            nameSpan = fields.name
            inheritedSpan = fields.inherited
            isProtocol = fields.isProtocol
            hasRandomIdentity = fields.hasRandomIdentity
            let bytes = names.bytes(of: fields.name)
            nameHash = NameHash.of(bytes)
            simpleNameHash = NameHash.ofLastComponent(bytes)
        }

        public var hasInheritance: Bool { inheritedSpan.count > 0 }

        /// `NameHash.randomIdentityKeys` of its qualified name.
        var randomIdentityKeys: (key: UInt64, hint: UInt64) { NameHash.randomIdentityKeys(ofType: names.bytes(of: nameSpan)) }

        /// Each inherited name's bytes, with no `String` made.
        func forEachInherited(_ body: (ArraySlice<UInt8>) -> Void) { names.forEachName(inList: inheritedSpan, body) }
    }

    /// How view code reaches a helper that creates a formatter each time it runs (`UnitRecord.formatterMaking`).
    public enum FormatterMaking: UInt8, Sendable {
        case none
        /// By its name (`item.date.relativeText`), or its type's and its own (`Formats.shortDate`).
        case byName
        /// Only by its type's name and its own (`Ago.string(for: date)`): named like Foundation's formatting
        /// calls (`FileAnalyzer.isReachableByName`), a bare `.string(for:)` is most often a formatter's own.
        case byQualifiedName
    }

    public struct UnitRecord: Sendable {
        /// Where, in its file's `names`, the enclosing type's name is (`View` inside `extension View`;
        /// nil for a free function) and the member's.
        let typeNameSpan: NamePool.Span?
        /// Sets a UIKit cell's SwiftUI content (`ViewCode.Unit.hostsCells`): the resolver starts a walk
        /// there, from that content alone. (Declared here, it fills the optional span's padding: a record
        /// stays 48 bytes, and a large project holds half a million.)
        public var hostsCells = false
        let memberSpan: NamePool.Span
        public var role: ViewCode.Unit.Role
        /// A method runs only when called (`name(…)`); a bare `name` then is a reference, not a call.
        public var isFunction: Bool
        /// A helper that creates a formatter each time it runs (`extension Date { var relativeText:
        /// String { RelativeDateTimeFormatter()… } }`): view code reaches it through another value's
        /// member of its name (`item.date.relativeText`), which reaches no other helper of another type;
        /// one named like Foundation's formatting calls (`static func string(for:)`) only by its type's
        /// name (`Ago.string(for: date)`).
        public var formatterMaking = FormatterMaking.none
        public var makesFormatter: Bool { formatterMaking != .none }
        /// A `private`/`fileprivate` member (or free function): only its own file's code can call it.
        public var isFilePrivate = false
        /// Where the references made by this unit's evaluated code (deduplicated) are in the file's
        /// `references`: one flat array a file, not one array a unit.
        public var referenceRange: Range<Int32>
        /// `NameHash`es of the type's name (`""` for a free function) and of `Type\0member` (what
        /// member references of the same type hash to), made where the file is read.
        public let typeNameHash: UInt64
        public let memberKey: UInt64

        /// `names`: the file's, where the spans are.
        /// `knownTypeNameHash`: the type name's `NameHash` when the caller has it (units of a type share it).
        init(names: NamePool, typeName: NamePool.Span?, member: NamePool.Span, role: ViewCode.Unit.Role,
             isFunction: Bool, formatterMaking: FormatterMaking = .none, isFilePrivate: Bool = false, hostsCells: Bool = false,
             referenceRange: Range<Int32>, knownTypeNameHash: UInt64? = nil) {
            typeNameSpan = typeName
            memberSpan = member
            self.role = role
            self.isFunction = isFunction
            self.formatterMaking = formatterMaking
            self.isFilePrivate = isFilePrivate
            self.hostsCells = hostsCells
            self.referenceRange = referenceRange
            typeNameHash = knownTypeNameHash ?? typeName.map { NameHash.of(names.bytes(of: $0)) } ?? NameHash.of("")
            memberKey = NameHash.of(names.bytes(of: member), continuing: NameHash.prefix(hash: typeNameHash, separator: 0))
        }

        /// A free function or a member of `extension View`: a modifier-style view builder's home.
        var isFreeOrInViewExtension: Bool { typeNameSpan == nil || typeNameHash == ProjectResolver.viewHash }
    }

    /// A name used by view code, kept as its hash: the index of a large project holds about a
    /// million of them, and the resolver needs only to match them.
    public struct Reference: Sendable, Hashable {
        public enum Kind: UInt8, Sendable {
            /// `OrderRow(…)`, `CardStyle()`: a type instantiated.
            case instantiation
            /// `subtitle`, `makeDate()`, `self.header`: a member of the same type.
            case member
            /// `.cardStyle()`: possibly a view-building function in `extension View`; `x.relativeText`,
            /// `x.dateText(…)`: possibly a helper of another type that makes a formatter.
            case modifier
            /// `ForEach(sortedItems)`: a member used as a list's data.
            case listFeed
        }
        // Twelve bytes (three words, not a 64-bit field, which would pad it to sixteen): the index of a
        // large project holds most of a million references until the resolver filters them.
        private var keyLow: UInt32
        private var keyHigh: UInt32
        /// The line (low 22 bits), then the kind (2 bits), whether it is a call (1 bit) and the flags (7:
        /// all but `evaluated`, which every reference's token has).
        private var packed: UInt32

        /// Lines from this one on are recorded as this one, which messages do not cite (they name the
        /// file alone): 22 bits keep the reference small, and only a file of 4 million lines has more.
        public static let lastLine: Int32 = 0x3F_FFFF

        /// `NameHash` of `Type\0name` (the referencing unit's type) for members and list feeds, where
        /// only a member of the same type can be meant; of the name alone otherwise.
        public var key: UInt64 { UInt64(keyHigh) << 32 | UInt64(keyLow) }
        public var line: Int32 { Int32(packed & 0x3F_FFFF) }
        public var kind: Kind { Kind(rawValue: UInt8(packed >> 22 & 3))! }
        /// Followed by `(` or a trailing closure.
        public var isCall: Bool { packed >> 24 & 1 == 1 }
        public var flags: ViewCode.Flags.RawValue { UInt8(packed >> 25) << 1 | ViewCode.Flags.evaluated.rawValue }

        public init(kind: Kind, key: UInt64, flags: ViewCode.Flags.RawValue, isCall: Bool, line: Int32) {
            keyLow = UInt32(truncatingIfNeeded: key)
            keyHigh = UInt32(truncatingIfNeeded: key >> 32)
            packed = UInt32(min(max(line, 0), Self.lastLine)) | UInt32(kind.rawValue) << 22 | (isCall ? 1 << 24 : 0)
                | UInt32(flags >> 1) << 25
        }

        /// How much the referencing code repeats: see `RowLevel`.
        public var level: RowLevel { RowLevel(ViewCode.Flags(rawValue: flags)) }
    }

    public var path: FilePath
    /// Its units' type and member names (type records keep their own: they are moved between files).
    public var names = NamePool.empty
    /// `Checksum` of the file's bytes: the second pass of a lint tells by it that the file is the
    /// one the first indexed.
    public var contentHash: UInt64 = 0
    public var types: [TypeRecord] = []
    public var units: [UnitRecord] = []
    /// Every unit's references, unit after unit.
    public var references = References()
    public var candidates: [Candidate] = []
    /// Its constants whose values the code fixes, as the index pass found them (or the index cache kept
    /// them), for the second pass over the same bytes.
    public var fixedConstants = FixedConstants.Packed()
    /// Its types' constants that a `ForEach` of another file may go over (`FixedConstants.typeEntries`).
    public var sharedConstants: ArraySlice<UInt64> { fixedConstants.typeEntries }
    /// Its types' `@ObservedObject` stored properties, as `SyntaxFile.constantKey(type:name:)` of the type's
    /// simple name and the property's (`RowView.model`): a call of another file may hand one a new object.
    public var observedObjectProperties: [UInt64] = []
    /// Comment directives (`hitchlint:disable…`) found in the file.
    public var directives: [SuppressionDirective] = []
    /// Whether the file may hold directives (its bytes hold `hitchlint:`); true when not looked at.
    /// A lint reads a file no view code reaches a second time only if it may.
    public var mayHaveDirectives = true
    /// Whether the file declares an `id` that is a new `UUID()` on every read (`freshComputedIDs`): a
    /// finding wherever it is, so a lint reads the file again even when no view code reaches it.
    public var declaresFreshIdentity = false
    /// Whether a rule that reports outside view code may find something in the file (any of
    /// `RuleRegistry.reportingOutsideViewCode`): when one runs, a lint reads the file again even if no
    /// view code reaches it. True when not looked at.
    public var mayReportOutsideViewCode = true
    /// The views a unit builds only as a hosting controller's root (`UIHostingController(rootView:
    /// SettingsView())`, `super.init(rootView: …)`): built once with the controller, not by a parent's
    /// body. Most files have none.
    public var hostingRoots: [HostingRoot] = []
    /// The views (simple names, hashed) of `hostingRoots` built as a widget's content (`StaticConfiguration
    /// { entry in EntryView(entry: entry) }`): `ProjectResolver.widgetViews` starts from them.
    public var widgetEntryViews: [UInt64] = []
    /// The views a `ScrollView` of the file lays out itself (`ScrollView { HistoryList(…) }`), by their simple
    /// names with the scroll axis (`EagerStackInScrollView.scrollContentKey`): a plain stack of rows at the top
    /// of such a view's body is built whole. Most files have none.
    public var scrollContentViews: [UInt64] = []

    public struct HostingRoot: Sendable, Hashable {
        /// The unit (index in `units`) whose code builds it; -1 for a stored value that runs once
        /// (`FileAnalyzer.hostingRootsOutsideUnits`).
        public var unit: Int32
        /// The view's simple name, hashed (`NameHash`): its instantiation references' key.
        public var key: UInt64
    }

    /// Its units' member references through a stored property declared of a named type
    /// (`historyViewModel.callTime(…)` with `@EnvironmentObject var historyViewModel: HistoryViewModel`): where
    /// that type has a member of the name that makes a formatter, the reference means it, not another type's
    /// (`ProjectResolver.declaredMakerType`).
    public var typedMemberReferences: [TypedMemberReference] = []

    /// Twelve bytes: the low halves of the two hashes (a project's view code has some in every file, all held
    /// until the resolution; whole, they were a tenth of the benchmark corpus's peak memory). A half that
    /// matches another name's or type's by chance only narrows which makers a reference reaches.
    public struct TypedMemberReference: Sendable, Hashable {
        /// The unit (index in `units`) whose code makes the reference.
        public var unit: Int32
        /// Of the member's name hashed: a reference's key.
        fileprivate(set) var keyBits: UInt32
        /// Of the property's declared type's name hashed (`NameHash`): a `UnitRecord.typeNameHash`.
        fileprivate(set) var typeBits: UInt32

        public init(unit: Int32, key: UInt64, declaredType: UInt64) {
            self.unit = unit
            keyBits = UInt32(truncatingIfNeeded: key)
            typeBits = UInt32(truncatingIfNeeded: declaredType)
        }

        func isReference(_ key: UInt64) -> Bool { keyBits == UInt32(truncatingIfNeeded: key) }
        func isDeclaredType(_ typeNameHash: UInt64) -> Bool { typeBits == UInt32(truncatingIfNeeded: typeNameHash) }
    }

    /// The lines of per-element content over another file's constant (`ViewCode.elementsOverForeignConstants`,
    /// `ForEach(Options.all) { … }`): static content once the project finds that constant a handful. Most
    /// files have none.
    public var foreignHandfuls: [ForeignHandful] = []

    public struct ForeignHandful: Sendable, Equatable {
        public var condition: FixedConstantCondition
        /// 1-based, as references' and findings' lines.
        public var lines: ClosedRange<Int32>

        /// The flags of a file's code at `line` (a reference's or a candidate's) as the project's constants
        /// tell them: per-element content over another file's handful (the file's `handfuls`) is built as a
        /// few static views, static rows where it is placed in a list (its `row` flag stays) and the body's
        /// own content elsewhere.
        static func flags(_ flags: ViewCode.Flags, atLine line: Int32, in handfuls: [ForeignHandful],
                          given constants: SharedConstants) -> ViewCode.Flags {
            guard !handfuls.isEmpty, flags.contains(.element) else { return flags }
            for handful in handfuls where handful.lines.contains(line) && constants.meets(handful.condition) {
                return flags.subtracting(.element)
            }
            return flags
        }
    }

    public init(path: FilePath) { self.path = path }

    /// The keys of its types whose `id` defaults to `UUID()` (`NameHash.randomIdentityKeys`).
    var randomIdentityKeys: [UInt64] {
        types.filter(\.hasRandomIdentity).flatMap { type in [type.randomIdentityKeys.key, type.randomIdentityKeys.hint] }
    }

    public func references(of unit: UnitRecord) -> References { references.slice(unit.referenceRange) }

    /// The key of a bare call's reference to a free function (`relativeText(for: date)`), apart from the
    /// keys of members called by name: a bare call in a type's code is of its own member, or a free function.
    static func freeFunctionKey(_ nameHash: UInt64) -> UInt64 { nameHash ^ 0x5851_F42D_4C95_7F2D }

    public func typeName(of unit: UnitRecord) -> String? { unit.typeNameSpan.map(names.string) }
    public func member(of unit: UnitRecord) -> String { names.string(unit.memberSpan) }

    /// Whether the unit is an element closure's (`FileAnalyzer.elementClosureMember`): its references are copies of
    /// code another unit holds too, which the project's facts about how views and members are used (a view built
    /// only as a hosting root, only in menus; a member only presented) count once, as that unit's.
    func isElementClosure(_ unit: UnitRecord) -> Bool {
        let member = names.bytes(of: unit.memberSpan)
        return member.count >= 8 && member.last == UInt8(ascii: "t") && member[member.endIndex - 8] == UInt8(ascii: "#")
    }

    /// How messages name a unit: its member's name, or for an element closure's (`FileAnalyzer.elementClosureMember`)
    /// the closure as written, `MemoGrid { … }` or `MemoGrid(card: { … })`.
    func displayName(of unit: UnitRecord) -> String {
        guard isElementClosure(unit) else { return names.string(unit.memberSpan) }
        let member = names.bytes(of: unit.memberSpan)
        let type = typeName(of: unit) ?? ""
        let label = member.dropLast(8)
        if label.first == UInt8(ascii: "#") { return type + " { … }" }
        return type + "(" + String(decoding: label, as: UTF8.self) + ": { … })"
    }
    func typeNameBytes(of unit: UnitRecord) -> ArraySlice<UInt8>? { unit.typeNameSpan.map(names.bytes(of:)) }
    func memberHash(of unit: UnitRecord) -> UInt64 { NameHash.of(names.bytes(of: unit.memberSpan)) }

    /// Whether the unit is a member named `body` (a view's, a modifier's `body(content:)`).
    func isBody(_ unit: UnitRecord) -> Bool {
        // Byte by byte: asked of every view unit of the project, twice.
        guard unit.memberSpan.count == 4 else { return false }
        let start = Int(unit.memberSpan.start)
        let bytes = names.bytes
        return bytes[start] == UInt8(ascii: "b") && bytes[start + 1] == UInt8(ascii: "o")
            && bytes[start + 2] == UInt8(ascii: "d") && bytes[start + 3] == UInt8(ascii: "y")
    }

    /// The member's name's `NameHash.signature` (an empty name's: bit 0).
    func memberSignature(of unit: UnitRecord) -> UInt64 {
        let span = unit.memberSpan
        guard span.count > 0 else { return 1 }
        return NameHash.signature(length: Int(span.count), firstByte: names.bytes[Int(span.start)])
    }
}

/// Runs the structure passes and the rules over one file.
public struct FileAnalyzer: Sendable {
    public var rules: [any Rule]
    public var viewCodeOptions: ViewCodeOptions
    /// Which OS versions the project supports: rules pick the fix they suggest by it.
    public var deploymentTarget: Configuration.DeploymentTarget
    /// The versions that decide which `#available` fallbacks run nowhere: the configured target only. One
    /// read from the project's build files (`DeclaredDeploymentTarget`) may miss a target or a platform, and
    /// would then silence code that runs: it picks advice, never what is reported.
    public var liveCodeTarget: Configuration.DeploymentTarget

    /// `liveCodeTarget`: `deploymentTarget` when nil.
    public init(rules: [any Rule] = RuleRegistry.all, viewCodeOptions: ViewCodeOptions = ViewCodeOptions(),
                deploymentTarget: Configuration.DeploymentTarget = Configuration.DeploymentTarget(),
                liveCodeTarget: Configuration.DeploymentTarget? = nil) {
        self.rules = rules
        self.viewCodeOptions = viewCodeOptions
        self.deploymentTarget = deploymentTarget
        self.liveCodeTarget = liveCodeTarget ?? deploymentTarget
    }

    /// Indexes `source`; with `runRules`, also collects the rules' candidates for it. Its references
    /// go to room from `storage` when given (an index pass shares one), else to a block of their own.
    public func analyze(_ source: SourceFile, runRules: Bool) -> FileAnalysis { analyze(source, runRules: runRules, storage: nil) }

    func analyze(_ source: SourceFile, runRules: Bool, storage: ReferenceStorage?) -> FileAnalysis {
        let file = SyntaxFile(source: source, keeping: runRules ? .comments : .none)  // rules and suppressions read comments
        let viewCode = file.viewCode(options: viewCodeOptions)
        var analysis = FileAnalysis(path: source.path)
        analysis.contentHash = Checksum.of(source.bytes)
        analysis.mayHaveDirectives = SuppressionDirective.mayOccur(in: source.bytes)
        // A test target's types (its doubles, its harness views) are not the app's: the project knows none of them.
        let isTestCode = viewCode.isTestCode
        analysis.declaresFreshIdentity = !isTestCode && !Self.freshComputedIDs(file).isEmpty
        analysis.mayReportOutsideViewCode = !isTestCode
            && RuleRegistry.reportingOutsideViewCode.contains { $0.mayReportOutsideViewCode(in: file) }
        (analysis.types, analysis.units, analysis.names) = records(file, viewCode, includingTypes: !isTestCode)
        analysis.fixedConstants = FixedConstants.Packed(viewCode.fixedConstants)
        analysis.foreignHandfuls = Self.foreignHandfuls(file, viewCode)
        analysis.observedObjectProperties = file.observedObjectProperties()
        analysis.scrollContentViews = EagerStackInScrollView.shared.scrollContentViews(file, viewCode)
        analysis.references = References(references(file, viewCode, &analysis.units, hostingRoots: &analysis.hostingRoots,
                                                    widgetEntryViews: &analysis.widgetEntryViews,
                                                    typedMemberReferences: &analysis.typedMemberReferences),
                                         in: storage)
        if runRules { collectCandidates(file, viewCode, into: &analysis) }
        return analysis
    }

    /// The rules' candidates and suppression comments of a file already indexed. When its bytes are
    /// no longer those indexed (`indexedContentHash`), also its units' names (no references), so that
    /// the candidates can be matched to the indexed units. `project`: what the resolution knows, its
    /// units those of the bytes indexed. `contentHash`: the source's `Checksum`, when the caller has it.
    /// `indexedConstants`: the constants the index pass found (`fixedConstants`), looked for again only if
    /// the bytes changed.
    public func check(_ source: SourceFile, contentHash: UInt64? = nil, indexedContentHash: UInt64,
                      indexedConstants: FixedConstants? = nil, project: ProjectFacts? = nil) -> FileAnalysis {
        let file = SyntaxFile(source: source, keeping: .comments)
        var analysis = FileAnalysis(path: source.path)
        analysis.contentHash = contentHash ?? Checksum.of(source.bytes)
        let isAsIndexed = analysis.contentHash == indexedContentHash
        let viewCode = file.viewCode(options: viewCodeOptions, fixedConstants: isAsIndexed ? indexedConstants : nil)
        var project = project
        if !isAsIndexed {
            (_, analysis.units, analysis.names) = records(file, viewCode, includingTypes: false)
            project?.reachedUnits = nil
        }
        analysis.foreignHandfuls = Self.foreignHandfuls(file, viewCode)
        collectCandidates(file, viewCode, into: &analysis, project: project)
        return analysis
    }

    func collectCandidates(_ file: SyntaxFile, _ viewCode: ViewCode, into analysis: inout FileAnalysis,
                           project: ProjectFacts? = nil) {
        let context = RuleContext(file: file, viewCode: viewCode, deploymentTarget: deploymentTarget, liveCodeTarget: liveCodeTarget,
                                  project: project)
        for rule in rules {
            let first = analysis.candidates.count
            rule.check(context, into: &analysis.candidates)
            // Outside every unit, no view code can reach a candidate (see `Rule.reportsOutsideViewCode`),
            // unless the declaration itself is the fault.
            if !rule.reportsOutsideViewCode, analysis.candidates[first...].contains(where: { $0.unit < 0 && $0.scope != .declaration }) {
                let reachable = analysis.candidates[first...].filter { $0.unit >= 0 || $0.scope == .declaration }
                analysis.candidates.replaceSubrange(first..., with: reachable)
            }
        }
        // A fallback the deployment target leaves dead (`else` of an `#available` it meets) runs nowhere.
        if !analysis.candidates.isEmpty {
            let dead = file.deadAvailabilityFallbacks(liveCodeTarget)
            if !dead.isEmpty { analysis.candidates.removeAll { candidate in dead.contains { $0.contains(candidate.start.offset) } } }
        }
        if !viewCode.elementClosures.isEmpty { Self.placeInElementClosures(&analysis.candidates, file, viewCode) }
        analysis.directives = SuppressionDirective.parse(file)
    }

    /// Notes the innermost element closure (`ViewCode.elementClosures`) each candidate of view code is in: the
    /// resolver reports it as that closure's code too, where a view calls the closure for each element.
    static func placeInElementClosures(_ candidates: inout [Candidate], _ file: SyntaxFile, _ viewCode: ViewCode) {
        let closures = viewCode.elementClosures
        let tokens = file.tokens
        // Each closure's innermost enclosing one (they are in token order, and nest): a closure that holds a
        // place holds the last closure opening before it, so the search goes up from that one.
        var parents = Array(repeating: -1, count: closures.count)
        var open: [Int] = []
        for position in closures.indices {
            while let last = open.last, closures[last].close < closures[position].brace { open.removeLast() }
            parents[position] = open.last ?? -1
            open.append(position)
        }
        for index in candidates.indices where candidates[index].unit >= 0 {
            let offset = candidates[index].start.offset
            var position = partitionPoint(in: closures.indices) { tokens[closures[$0].brace].startOffset <= offset } - 1
            while position >= 0 && tokens[closures[position].close].startOffset <= offset { position = parents[position] }
            guard position >= 0 else { continue }
            candidates[index].elementClosureUnit = viewCode.units.count + position
            candidates[index].elementClosureOuterFlags = viewCode.flags[closures[position].brace].subtracting(.evaluated)
        }
    }

    /// The file's type records (unless `includingTypes` is false) and unit records (no references
    /// yet), their names in one pool.
    func records(_ file: SyntaxFile, _ viewCode: ViewCode, includingTypes: Bool)
        -> (types: [FileAnalysis.TypeRecord], units: [FileAnalysis.UnitRecord], names: NamePool) {
        var names = NamePool.Builder()
        let randomIdentity = includingTypes ? Self.typesWithRandomIdentity(file) : []
        let viewBodies = includingTypes ? Self.typesWithViewBody(file) : []
        var types: [FileAnalysis.TypeRecord.Fields] = []
        for index in file.declarations.indices where includingTypes {
            let declaration = file.declarations[index]
            guard declaration.kind.isType, declaration.name >= 0 else { continue }
            let inherited = file.listed(declaration.inherited).lazy.map { file.bytes(of: $0) }
            types.append((name: Self.addQualifiedName(file, index, to: &names),
                          inherited: !viewBodies.isEmpty && viewBodies.contains(index)
                            ? names.add(list: Array(inherited) + [ArraySlice("View".utf8)]) : names.add(list: inherited),
                          isProtocol: declaration.kind == .protocolType, hasRandomIdentity: randomIdentity.contains(index)))
        }
        // Units of one type share its name: pooled and hashed once, by the type's declaration.
        var ownerNames: [(span: NamePool.Span, hash: UInt64)?] = Array(filledWith: nil, count: file.declarations.count)
        var units = viewCode.units.map { unit in
            let declaration = file.declarations[unit.declaration]
            var typeName: (span: NamePool.Span, hash: UInt64)? = nil
            if unit.owner >= 0 {
                if ownerNames[unit.owner] == nil {
                    let name = Self.addQualifiedName(file, unit.owner, to: &names)
                    ownerNames[unit.owner] = (name, NameHash.of(names.bytes(of: name)))
                }
                typeName = ownerNames[unit.owner]
            }
            return (typeName: typeName,
                    member: declaration.name >= 0 ? names.add(file.bytes(of: declaration.name)) : names.add("init"),
                    role: Self.isUnusedPrivateViewBuilder(file, unit, declaration) ? .helper : unit.role,
                    isFunction: declaration.kind == .function, hostsCells: unit.hostsCells)
        }
        // After the units of members: each element closure's own (its references copied, `references`).
        for closure in viewCode.elementClosures {
            let typeName: (span: NamePool.Span, hash: UInt64) = (names.add(file.bytes(of: closure.callee)), NameHash.of(file.bytes(of: closure.callee)))
            units.append((typeName: typeName, member: names.add(Self.elementClosureMember(file, slot: closure.slot)),
                          role: .helper, isFunction: true, hostsCells: false))
        }
        let pool = names.pool()
        return (types.map { FileAnalysis.TypeRecord(names: pool, $0) },
                units.map {
                    FileAnalysis.UnitRecord(names: pool, typeName: $0.typeName?.span, member: $0.member, role: $0.role,
                                            isFunction: $0.isFunction, hostsCells: $0.hostsCells, referenceRange: 0..<0,
                                            knownTypeNameHash: $0.typeName?.hash)
                },
                pool)
    }

    /// The member name of an element closure's unit (`ViewCode.elementClosures`): its label's, or the trailing
    /// closure's place, then `#element` (no member of Swift's is so named). A view's per-element calls of its
    /// closure properties reach it (`ElementClosureCalls`).
    static func elementClosureMember(_ file: SyntaxFile, slot: Int) -> [UInt8] {
        switch slot {
        case ViewCode.ElementClosure.trailingLast: return Array("#trailing#element".utf8)
        case ViewCode.ElementClosure.trailingFirst: return Array("#first#element".utf8)
        default: return Array(file.bytes(of: slot)) + Array("#element".utf8)
        }
    }

    /// Types whose `id` is a fresh random value: `let id = UUID()`, `var id = UUID().uuidString`, or
    /// `self.id = UUID()` in an initializer. One pass over the declarations (per type would be quadratic).
    static func typesWithRandomIdentity(_ file: SyntaxFile) -> Set<Int> {
        var types: Set<Int> = []
        for declaration in file.declarations where declaration.parent >= 0 {
            if (declaration.kind == .constant || declaration.kind == .variable) && declaration.name >= 0
                && file.isText(declaration.name, "id") && startsWithNewUUID(file, declaration.initializer.lowerBound) {
                types.insert(declaration.parent)
            } else if declaration.kind == .initializer, declaration.hasBody {
                for index in declaration.bodyRange where file.isText(index, "self") && file.isKind(index + 1, .period)
                    && file.isText(index + 2, "id") && file.isText(index + 3, "=") && startsWithNewUUID(file, index + 4) {
                    types.insert(declaration.parent)
                }
            }
        }
        return types.filter { $0 < file.declarations.count && file.declarations[$0].kind.isType }
    }

    /// Types that conform to something and declare `var body: some View` or `func body(…) -> some View`:
    /// views whose `View` conformance may come through a protocol of another module (`struct Credits:
    /// ConnectedView`), which the project's records cannot show. Their records list `View` too. (Most
    /// files have none: their views name `View` themselves.)
    static func typesWithViewBody(_ file: SyntaxFile) -> Set<Int> {
        var types: Set<Int> = []
        for declaration in file.declarations where declaration.parent >= 0 && declaration.name >= 0
            && (declaration.kind == .variable || declaration.kind == .function) && !declaration.isStaticMember
            && file.isText(declaration.name, "body") {
            let type = declaration.typeRange
            guard type.count >= 2, (type.lowerBound..<(type.upperBound - 1)).contains(where: { some in
                file.isText(some, "some") && (file.isText(some + 1, "View")
                    || file.isText(some + 1, "SwiftUI") && file.isKind(some + 2, .period) && file.isText(some + 3, "View"))
            }) else { continue }
            let parent = file.declarations[declaration.parent]
            if parent.kind.isType, !parent.inherited.isEmpty,
               !file.listed(parent.inherited).contains(where: { file.isText($0, "View") }) {
                types.insert(declaration.parent)
            }
        }
        return types
    }

    /// The `UUID` token (and the declaring type) of each `id` the file computes as a new `UUID()` on
    /// every read, for every value or for some (`var id: UUID { UUID() }`, `get { UUID() }`, `return
    /// UUID().uuidString` in a `switch` case, `remoteID ?? UUID().uuidString`): those values keep no
    /// identity from one read to the next.
    static func freshComputedIDs(_ file: SyntaxFile) -> [(uuid: Int, type: Int)] {
        var found: [(uuid: Int, type: Int)] = []
        for declaration in file.declarations where declaration.kind == .variable && declaration.hasBody
            && declaration.name >= 0 && file.isText(declaration.name, "id") && !declaration.isStaticMember
            && declaration.parent >= 0 && file.declarations[declaration.parent].kind.isType {
            var body = declaration.bodyRange
            if file.isText(body.lowerBound, "get"), file.isKind(body.lowerBound + 1, .leftBrace),
               file.partnerOf(body.lowerBound + 1) == body.upperBound - 1 {
                body = (body.lowerBound + 2)..<(body.upperBound - 1)
            }
            let getter = body.lowerBound - 1  // the declaration's brace, or its `get`'s
            if let uuid = body.first(where: { isReturnedNewUUID(file, $0, in: body, getter: getter) }) {
                found.append((uuid, declaration.parent))
            }
        }
        return found
    }

    /// Whether a `UUID()` (or `UUID().uuidString`) at `index` is what a getter whose body is `body`
    /// (inside the brace at `getter`) returns: the whole body, or a `return`'s, a `switch` arm's
    /// (`default: UUID()`, `case .draft: UUID()`) or a `??` fallback's whole value, in the getter's own
    /// code (its `if`/`switch` blocks, not a closure).
    static func isReturnedNewUUID(_ file: SyntaxFile, _ index: Int, in body: Range<Int>, getter: Int) -> Bool {
        guard startsWithNewUUID(file, index) else { return false }
        let end = file.isKind(index + 3, .period) && file.isText(index + 4, "uuidString") ? index + 5 : index + 3
        let before = index - 1
        if index == body.lowerBound { return end == body.upperBound }
        // The value ends its statement: the block's end, or the next `case`/`default` of a `switch`.
        guard end == body.upperBound || file.isKind(end, .rightBrace) || file.isText(end, "case") || file.isText(end, "default")
        else { return false }
        guard file.isText(before, "return") || file.isText(before, "??") || isSwitchArmStart(file, before) else { return false }
        var open = Int(file.enclosingOpen[index])
        while open > getter {
            guard file.isKind(open, .leftBrace), file.braceRoles[open] == .statementBlock else { return false }
            open = Int(file.enclosingOpen[open])
        }
        return open == getter
    }

    /// Whether the `:` at `colon` ends a `switch` arm's label (`default:`, `case .a, .b:`, `case let .x(v):`):
    /// a `case` or `default` before it in its statement, with no other `:` between.
    static func isSwitchArmStart(_ file: SyntaxFile, _ colon: Int) -> Bool {
        guard file.isKind(colon, .colon) else { return false }
        let level = file.enclosingOpen[colon]
        var cursor = colon - 1
        // A label may list many patterns, but the walk ends at its statement's start.
        for _ in 0..<1_024 {
            guard cursor >= 0, file.enclosingOpen[cursor] >= level else { return false }
            if file.enclosingOpen[cursor] == level {
                if file.isText(cursor, "case") || file.isText(cursor, "default") { return true }
                if file.isKind(cursor, .colon) || file.isKind(cursor, .leftBrace) || file.isKind(cursor, .rightBrace) { return false }
            }
            cursor -= 1
        }
        return false
    }

    /// `UUID()` or `UUID().uuidString` at `index`.
    static func startsWithNewUUID(_ file: SyntaxFile, _ index: Int) -> Bool {
        file.isText(index, "UUID") && file.isKind(index + 1, .leftParen) && file.isKind(index + 2, .rightParen)
    }

    /// `Outer.Inner` for a type nested in `Outer` (or `extension Outer.Inner`), so nested types of the
    /// same simple name in different screens stay apart. At most the innermost `maximumNameDepth`
    /// names: a file of thousands of nested types would otherwise hold names growing with the square
    /// of its depth (a 400 KB file, gigabytes).
    static let maximumNameDepth = 32

    /// Pooled as it is found, innermost part first, from the file's own bytes: no `String`, and no
    /// array of parts or of bytes for any name.
    static func addQualifiedName(_ file: SyntaxFile, _ index: Int, to names: inout NamePool.Builder) -> NamePool.Span {
        var count = -1  // the parts, and a dot between each two
        forEachNamePart(file, index) { count += 1 + $0.count }
        let bytes = file.source.bytes
        return names.add(count: max(count, 0)) { name in
            var end = name.count
            forEachNamePart(file, index) { part in
                if end < name.count {
                    end -= 1
                    name[end] = UInt8(ascii: ".")
                }
                end -= part.count
                _ = UnsafeMutableBufferPointer(rebasing: name[end...]).initialize(fromContentsOf: bytes[part])
            }
        }
    }

    /// The key (`UnitRecord.memberKey`) of the member named at token `name` of type `type`: its qualified
    /// name (`addQualifiedName`), a zero byte, the member's name, hashed.
    static func memberKey(_ file: SyntaxFile, type: Int, name: Int) -> UInt64 {
        NameHash.of(file.bytes(of: name), continuing: typePrefix(file, type: type))
    }

    /// `NameHash.prefix` of type `type`'s qualified name and a zero byte: where its members' keys start.
    static func typePrefix(_ file: SyntaxFile, type: Int) -> UInt64 {
        var parts: [Range<Int>] = []
        forEachNamePart(file, type) { parts.append($0) }
        var qualified: [UInt8] = []
        for part in parts.reversed() {
            if !qualified.isEmpty { qualified.append(UInt8(ascii: ".")) }
            qualified += file.source.bytes[part]
        }
        return NameHash.prefix(hash: NameHash.of(qualified), separator: 0)
    }

    /// The byte ranges of the parts of type `index`'s qualified name, innermost first.
    private static func forEachNamePart(_ file: SyntaxFile, _ index: Int, _ body: (Range<Int>) -> Void) {
        var cursor = index
        var parts = 0
        let tokens = file.tokens
        while cursor >= 0 && parts < maximumNameDepth {
            let declaration = file.declarations[cursor]
            guard declaration.kind.isType, declaration.name >= 0 else { return }
            parts += 1
            if declaration.kind == .extensionType {
                // The written name, dots included: `extension Outer.Inner`.
                var first = declaration.name
                while first >= 2, file.isKind(first - 1, .period), file.isKind(first - 2, .identifier) { first -= 2 }
                body(tokens[first].startOffset..<tokens[declaration.name].endOffset)
                return
            }
            body(tokens[declaration.name].startOffset..<tokens[declaration.name].endOffset)
            cursor = declaration.parent
        }
    }

    /// The references of every unit's evaluated code, setting each record's `referenceRange`.
    /// `hostingRoots`: set to the views units build only as a hosting controller's root; `widgetEntryViews`,
    /// to those of them built as a widget's content.
    func references(_ file: SyntaxFile, _ viewCode: ViewCode, _ records: inout [FileAnalysis.UnitRecord],
                    hostingRoots: inout [FileAnalysis.HostingRoot], widgetEntryViews: inout [UInt64],
                    typedMemberReferences: inout [FileAnalysis.TypedMemberReference]) -> [FileAnalysis.Reference] {
        // Names are hashed from their bytes and deduplicated per unit by that hash plus the reference's
        // shape: most identifiers repeat, and no `String` is made for any of them. References are
        // gathered in token order with their unit, then grouped by unit in one pass (not an array
        // grown per unit: a large project has a hundred thousand units).
        var found: [(unit: Int32, reference: FileAnalysis.Reference)] = []
        var memberPrefixes: [UInt64?] = Array(filledWith: nil, count: records.count)
        var seen = NameTable(capacity: file.tokens.count / 8)
        var bindings: [[UInt64]?] = Array(filledWith: nil, count: records.count)  // sorted, by unit
        let tokens = file.tokens
        let bytes = file.source.bytes
        let lineStarts = file.source.lines.lineStarts
        var line = 0  // tokens come in order: the line only moves forward
        let identifiers = viewCode.evaluatedIdentifiers(in: tokens)
        let capitalizedFunctions = Self.capitalizedFunctions(file)
        found.reserveCapacity(identifiers.count)  // about one reference each at most: room made once
        var rootLabels: [Int] = []  // `rootView:` labels, whose view may be named elsewhere
        // Views built in the arguments of a controller are looked for only in files that make one (looked
        // up once a method builds a view), those in a context menu only in files that have one.
        var mentionsControllerCache: Bool? = nil
        func mentionsController() -> Bool {
            if let known = mentionsControllerCache { return known }
            let found = ByteString.contains(Self.controllerCall, in: bytes)
            mentionsControllerCache = found
            return found
        }
        let mentionsContextMenu = ByteString.contains(Self.contextMenu, in: bytes, anchor: 7)  // its `M`
        var roots = HostingRootSearch()
        let freeVariables = Self.freeComputedVariables(file, viewCode)
        let stackSearch = StackSearch(file)
        var buildsWidgets = false
        // Most files give no view a closure with parameters: no stack made.
        let hasElementClosures = !viewCode.elementClosures.isEmpty
        var elementClosures = hasElementClosures ? ElementClosureStack(viewCode) : nil
        var closureCalls = ElementClosureCallReferences()
        var receiverTypes = ReceiverTypes()
        for index in identifiers {
            // `rootView:` or `content:` (`isRootLabel`), by their lengths first.
            if tokens[index].length == 8 || tokens[index].length == 7, Self.isRootLabel(file, index) { rootLabels.append(index) }
            let unit = Int(viewCode.unitOfToken[index])
            guard unit >= 0, var kind = capitalizedFunctions.isEmpty ? referenceKind(file, index)
                    : callKind(file, index, from: records[unit].typeNameHash, capitalizedFunctions) ?? referenceKind(file, index)
            else { continue }
            if kind == .instantiation && records[unit].role == .helper && !records[unit].makesFormatter
                && (FormatterCreation.callName(file, at: index) != nil || FormatterCreation.htmlImportLabel(file, at: index) != nil
                    || FormatterCreation.parsesMarkdown(file, at: index))
                && !Self.isConditional(file, index, in: viewCode.units[unit]) {
                // A free function named like Foundation's calls has no type to be named by: nothing reaches it.
                records[unit].formatterMaking = Self.isReachableByName(file, viewCode.units[unit]) ? .byName
                    : records[unit].typeNameSpan != nil ? .byQualifiedName : .none
                records[unit].isFilePrivate = Self.isFilePrivate(file, viewCode.units[unit])
            }
            // A function given as a presentation's content is called when it is presented, and is its content
            // (asked of names read, not called, that end an argument list).
            var isCall = file.isCalled(index)
            let isPresentedFunction = !isCall && kind == .member && file.isKind(index + 1, .rightParen)
                && ViewCode.isPresentedFunction(file, index)
            if isPresentedFunction { isCall = true }
            // And one given as a list's content is called for each element (`ForEach(votes, content: rowView)`).
            let elementFunctionFlags = !isCall && kind == .member && file.isKind(index + 1, .rightParen)
                ? ViewCode.elementFunctionFlags(file, index, viewCode, ownerType: viewCode.units[unit].owner) : nil
            if elementFunctionFlags != nil { isCall = true }
            let nameBytes = tokens[index].startOffset..<tokens[index].endOffset
            let name = NameHash.of(bytes[nameBytes])
            // `Formats.shortDate`, `Date.relativeText(…)`: a type's member, its type part of its key.
            let qualifier = kind == .modifier && file.isMemberName(index) && file.startsWithUppercase(index - 2)
                && file.isIdentifier(index - 2) && !file.isKind(index - 3, .period) ? NameHash.of(file.bytes(of: index - 2)) : 0
            // The name's hash with the rest of the shape multiplied in (odd: a different shape of one
            // name never collides), not hashed again byte by byte; a qualifier's too (`Formats.medium`
            // and `InvoiceCell.medium` are two references).
            // `inContainer` tells per-element content apart (`ProjectResolver.flags`), and views that a SwiftUI
            // stack lays out (`StackSearch`, `ProjectResolver.levelOfView`): kept off the rest, whose references
            // would otherwise split in two shapes, in a container and out of it.
            var flags = elementFunctionFlags ?? viewCode.flags[index]
            if isPresentedFunction { flags = flags.asPresentation }
            if !flags.contains(.element) && flags.contains(.inContainer)
                && (kind != .instantiation || !stackSearch.laysOut(index, in: viewCode.units[unit])) {
                flags.remove(.inContainer)
            }
            // A view built in a row's context menu is made with the row (the menu's items are built
            // then), but its body runs when the menu opens: its code is menu content, not the row's.
            // `StaticConfiguration(…)` and its kin, 19 to 22 bytes: a widget's, whose content `contentRoots` reads.
            if kind == .instantiation && (19...22).contains(tokens[index].length) && file.isText(index, in: Self.widgetConfigurations) {
                buildsWidgets = true
            }
            if kind == .instantiation && (mentionsContextMenu && Self.isInContextMenuItems(file, index, in: viewCode.units[unit])
                                           || Self.isContextMenuItemsView(file, index)) {
                flags.insert(.menuContent)
            }
            let fields = UInt64(UInt32(truncatingIfNeeded: unit)) << 24 | UInt64(kind.rawValue) << 16
                | UInt64(flags.rawValue) << 8 | (isCall ? 1 : 0)
            let shape = name ^ (fields &* 0x9E37_79B9_7F4A_7C15) ^ (qualifier &* 0xC2B2_AE3D_27D4_EB4F)
            // `rootView: SettingsView()`: the colon first, the cheap test that nearly every instantiation fails.
            if kind == .instantiation && ((file.isKind(index - 1, .colon) && Self.isHostingRootArgument(file, index, in: viewCode.units[unit])
                        || (file.isText(index - 1, "=") || file.isKind(index - 1, .leftParen)) && Self.isAssignedRoot(file, index, in: viewCode.units[unit]))
                    && !roots.unitBuilds(file, index, named: name, elsewhereThan: .otherThanAsRoot, in: viewCode.units[unit], unit)
                || records[unit].role == .helper && viewCode.flags[index].isDisjoint(with: [.element, .row]) && mentionsController()
                    && Self.isInControllerArguments(file, index, in: viewCode.units[unit])
                    && !roots.unitBuilds(file, index, named: name, elsewhereThan: .outsideControllerArguments, in: viewCode.units[unit], unit)) {
                let root = FileAnalysis.HostingRoot(unit: Int32(unit), key: name)
                if roots.found.insert(root).inserted { hostingRoots.append(root) }
            }
            // A member read into a local of its name (`let dueText = dueText`) is the name's use after the local's
            // own (skipped below as a local): it is deduplicated apart, under a shape of its own.
            // (The kinds before it first: most names seen again follow a `.`, a `(` or a `,`.)
            let isNewInUnit = seen.update(1, for: shape) == nil
                || (file.isKind(index - 1, .operator) || file.isKind(index - 1, .period) && file.isKind(index - 3, .operator))
                    && LocalBindings.isOwnValue(file, index) && seen.update(1, for: ~shape) == nil
            // The element closures it is in that have not had this reference yet (bits, innermost last).
            let copies = hasElementClosures
                ? elementClosures!.newCopies(at: index, name: name, kind: kind, flags: flags, isCall: isCall, qualifier: qualifier) : 0
            guard isNewInUnit || copies != 0 else { continue }
            var key = name
            if qualifier != 0 {
                if Self.namesOwnType(file, index - 2, in: viewCode.units[unit]) {
                    // `DocCell.dateFormatter` in `DocCell`'s own code: its member, as `Self.dateFormatter` is
                    // (also as a list's data, `ForEach(CatalogView.sortedItems)`).
                    kind = isListData(file, index, qualifiedByOwnType: true) ? .listFeed : .member
                    let prefix = memberPrefixes[unit] ?? NameHash.prefix(hash: records[unit].typeNameHash, separator: 0)
                    memberPrefixes[unit] = prefix
                    key = NameHash.of(bytes[nameBytes], continuing: prefix)
                } else {
                    // Only that type's member can be meant.
                    key = NameHash.of(bytes[nameBytes], continuing: NameHash.prefix(hash: qualifier, separator: 0))
                }
            } else if kind == .member || kind == .listFeed {
                // A local shadows the member's bare name, not `self.name`, nor the name in its own value.
                if !file.isMemberName(index) && !LocalBindings.isOwnValue(file, index) {
                    if bindings[unit] == nil {
                        var names = LocalBindings.names(file, viewCode.units[unit])
                        names.sort()
                        bindings[unit] = names
                    }
                    let locals = bindings[unit]!
                    let place = partitionPoint(in: locals.indices) { locals[$0] < name }
                    if place < locals.count && locals[place] == name { continue }
                }
                let prefix = memberPrefixes[unit] ?? NameHash.prefix(hash: records[unit].typeNameHash, separator: 0)
                memberPrefixes[unit] = prefix
                key = NameHash.of(bytes[nameBytes], continuing: prefix)
            }
            while line + 1 < lineStarts.count && lineStarts[line + 1] <= tokens[index].startOffset { line += 1 }
            // A bare call may be of a free function that makes a formatter (`relativeText(for: date)`), a
            // bare read of this file's free computed variable that does (`relativeFormatter.string(…)`).
            let mayBeFreeFunction = kind == .member && !file.isMemberName(index)
                && (isCall || !freeVariables.isEmpty && freeVariables.contains(name))
            if isNewInUnit {
                if kind == .modifier && qualifier == 0 && file.isMemberName(index) {
                    receiverTypes.note(file, index, unit: unit, owner: viewCode.units[unit].owner, key: key)
                }
                found.append((Int32(unit), FileAnalysis.Reference(
                    kind: kind, key: key, flags: flags.rawValue, isCall: isCall, line: Int32(line + 1))))
                if mayBeFreeFunction {
                    found.append((Int32(unit), FileAnalysis.Reference(
                        kind: .modifier, key: FileAnalysis.freeFunctionKey(name), flags: flags.rawValue, isCall: isCall,
                        line: Int32(line + 1))))
                    // In a type nested in another (`extension Formats { struct Row: View { … bytesText(n) … } }`), a
                    // bare call may be of the outer type's static member, which Swift looks up there too: as
                    // `Formats.bytesText(n)` is.
                    if isCall, let reference = Self.outerStaticReference(file, viewCode.units[unit], name: index, flags: flags,
                                                                           line: Int32(line + 1)) {
                        found.append((Int32(unit), reference))
                    }
                }
                // A view's call, for each element, of a closure it was given: a reference to the element closures
                // given as that property (`ElementClosureCalls`, found at the file's first such call).
                if kind == .member && isCall && flags.contains(.element) {
                    closureCalls.note(calling: key, from: Int32(unit), flags: flags, line: Int32(line + 1), in: file)
                }
            }
            if copies != 0 {
                elementClosures!.copy(copies, kind: kind, key: key, flags: flags, isCall: isCall, line: Int32(line + 1),
                                     freeFunctionKey: mayBeFreeFunction ? FileAnalysis.freeFunctionKey(name) : nil)
            }
        }
        // Last in their units (the grouping below keeps each unit's in the order found).
        found += closureCalls.references
        if let elementClosures { found += elementClosures.references }
        typedMemberReferences = receiverTypes.references()
        let statelessApps = Self.statelessApps(file)
        if buildsWidgets || !viewCodeOptions.presenters.isEmpty || !statelessApps.isEmpty {
            contentRoots(file, viewCode, statelessApps: statelessApps, roots: &roots, hostingRoots: &hostingRoots,
                         widgetEntryViews: &widgetEntryViews)
        }
        for label in rootLabels {
            if let root = Self.indirectHostingRoot(file, label: label, viewCode), roots.found.insert(root).inserted { hostingRoots.append(root) }
        }
        for root in Self.hostingRootsOutsideUnits(file, viewCode) where roots.found.insert(root).inserted { hostingRoots.append(root) }
        Self.dropCallsOfFormatterCaches(file, viewCode, records, from: &found)
        Self.spreadFormatterMaking(file, viewCode, &records, through: found)
        // Each unit's references start after those of the units before it, in token order within it.
        var next = Array(filledWith: 0, count: records.count + 1)
        for entry in found { next[Int(entry.unit) + 1] += 1 }
        for unit in records.indices {
            next[unit + 1] += next[unit]
            records[unit].referenceRange = Int32(next[unit])..<Int32(next[unit + 1])
        }
        guard let first = found.first?.reference else { return [] }
        var references = Array(filledWith: first, count: found.count)
        for entry in found {
            references[next[Int(entry.unit)]] = entry.reference
            next[Int(entry.unit)] += 1
        }
        return references
    }

    /// Whether a view is laid out by a SwiftUI stack of its unit (`ZStack { PartsView() }`, `.overlay {
    /// PartsView() }`), the nearest container around it: not a project's view given it as content
    /// (`ConsoleSection(content: { FiltersSection() })`), which may put it in a `Section`. Asked of most
    /// views a body builds: the file's arrays and word sets are held for its references, and a trailing
    /// closure's callee is read from the token before it.
    struct StackSearch {
        let file: SyntaxFile
        let tokens: [Token], bytes: [UInt8], enclosingOpen: [Int32], braceRoles: [BraceRole]
        let stacks = Self.stacks, flattening = Self.flattening

        init(_ file: SyntaxFile) {
            self.file = file
            (tokens, bytes, enclosingOpen, braceRoles) = (file.tokens, file.source.bytes, file.enclosingOpen, file.braceRoles)
        }

        /// Whether the view built at `index` is laid out by a stack.
        func laysOut(_ index: Int, in unit: ViewCode.Unit) -> Bool {
            var open = Int(enclosingOpen[index])
            for _ in 0..<16 {
                guard open > unit.range.lowerBound else { return false }
                let kind = tokens[open].kind
                if kind == .leftParen {
                    if isName(file.callee(ofArgumentList: open), in: stacks) { return true }  // `.overlay(PartsView())`
                } else if kind == .leftBrace && braceRoles[open] == .closure {
                    // A trailing closure's callee: the name before it, or before its arguments.
                    var callee = open - 1
                    if tokens[callee].kind == .rightParen, let arguments = file.partnerOf(callee) { callee = file.callee(ofArgumentList: arguments) }
                    if isName(callee, in: stacks) { return true }
                    if !isName(callee, in: flattening) { return false }
                }
                open = Int(enclosingOpen[open])
            }
            return false
        }

        /// Whether token `callee` is one of `names` (each 4 to 15 bytes), its length asked first.
        @inline(__always)
        func isName(_ callee: Int, in names: WordSet) -> Bool {
            guard callee >= 0 else { return false }
            let token = tokens[callee]
            return token.kind == .identifier && token.length >= 4 && token.length <= 15 && names.contains(token, in: bytes)
        }

        static let stacks = WordSet(["VStack", "HStack", "ZStack", "Grid", "GridRow", "ViewThatFits", "ScrollView",
                                     "overlay", "background", "mask"])
        static let flattening = WordSet(["Section", "Group", "DisclosureGroup"])
    }

    /// The views built in a configured presenter's content (`.detent(item: $input) { ChangeAddonView(input:
    /// $0) }`), which the presenter builds when it shows it, into a hosting controller, and in a widget's
    /// configuration (`StaticConfiguration(kind:provider:) { entry in EntryView(entry: entry) }`), which
    /// WidgetKit builds for each timeline entry: roots, as `rootView:` ones are (no parent's body builds them
    /// again), unless their unit builds them outside such content too. Looked for only in files with either.
    func contentRoots(_ file: SyntaxFile, _ viewCode: ViewCode, statelessApps: Set<Int>, roots: inout HostingRootSearch,
                      hostingRoots: inout [FileAnalysis.HostingRoot], widgetEntryViews: inout [UInt64]) {
        let hasPresenters = !viewCodeOptions.presenters.isEmpty
        func isRootContent(_ callee: Int) -> Bool {
            if file.isText(callee, in: Self.widgetConfigurations) || hasPresenters && viewCodeOptions.presenters.contains(file.text(callee)) {
                return true
            }
            guard !statelessApps.isEmpty, file.isText(callee, in: Self.scenes) else { return false }
            let unit = Int(viewCode.unitOfToken[callee])
            return unit >= 0 && statelessApps.contains(viewCode.units[unit].owner)
        }
        for brace in file.tokens.indices where file.isKind(brace, .leftBrace) && file.braceRoles[brace] == .closure {
            let callee = file.closureOwner(brace).callee
            guard callee >= 0, isRootContent(callee), let close = file.partnerOf(brace) else { continue }
            let unit = Int(viewCode.unitOfToken[callee])
            guard unit >= 0 else { continue }
            for view in (brace + 1)..<close where file.isIdentifier(view) && file.startsWithUppercase(view)
                && !file.isMemberName(view) && file.isKind(view + 1, .leftParen)
                && !Self.builds(file, view, in: viewCode.units[unit], elsewhereThan: { isInRootContent(file, $0, in: viewCode.units[unit], isRootContent) }) {
                let root = FileAnalysis.HostingRoot(unit: Int32(unit), key: NameHash.of(file.bytes(of: view)))
                if roots.found.insert(root).inserted { hostingRoots.append(root) }
                if file.isText(callee, in: Self.widgetConfigurations) && !widgetEntryViews.contains(root.key) {
                    widgetEntryViews.append(root.key)
                }
            }
        }
    }

    static let widgetConfigurations = WordSet(["StaticConfiguration", "AppIntentConfiguration", "IntentConfiguration",
                                               "ActivityConfiguration"])

    /// An `App`'s scenes, whose content closures build its windows' root views.
    static let scenes = WordSet(["WindowGroup", "Window", "UtilityWindow", "DocumentGroup", "Settings", "MenuBarExtra"])

    /// The file's `App` types that keep no state (no property with a wrapper: `@State`, `@StateObject`,
    /// `@Environment`, `@AppStorage`, a delegate adaptor): SwiftUI runs their `body` once, so the views their
    /// scenes build are built once, as a hosting controller's root is (by declaration).
    static func statelessApps(_ file: SyntaxFile) -> Set<Int> {
        // Asked of every file, and few declare an app: each declaration's kind read in place, not copied out.
        let declarations = file.declarations
        var apps: Set<Int> = []
        for index in declarations.indices where declarations[index].kind == .structType
            && file.listed(declarations[index].inherited).contains(where: { file.isText($0, "App") }) {
            apps.insert(index)
        }
        guard !apps.isEmpty else { return apps }
        for declaration in declarations where declaration.parent >= 0 && apps.contains(declaration.parent)
            && (declaration.kind == .variable || declaration.kind == .constant) && !file.listed(declaration.attributes).isEmpty {
            apps.remove(declaration.parent)
        }
        return apps
    }

    /// Whether token `index` is in content whose callee `isRootContent` names, however deep in `unit`.
    func isInRootContent(_ file: SyntaxFile, _ index: Int, in unit: ViewCode.Unit, _ isRootContent: (Int) -> Bool) -> Bool {
        var open = Int(file.enclosingOpen[index])
        while open > unit.range.lowerBound {
            if file.isKind(open, .leftBrace), file.braceRoles[open] == .closure,
               case let callee = file.closureOwner(open).callee, callee >= 0, isRootContent(callee) {
                return true
            }
            open = Int(file.enclosingOpen[open])
        }
        return false
    }

    /// A helper that gives a formatter and keeps the ones it gets in a table of its type or file
    /// (`guard let f = formatters[key] else { let made = makeFormatter(key); formatters[key] = made; … }`)
    /// calls what makes one only when the table lacks the key: once per key, not each time view code
    /// asks. Its calls lead nowhere; what it creates itself is `isConditional`. Most files have none.
    static func dropCallsOfFormatterCaches(_ file: SyntaxFile, _ viewCode: ViewCode, _ records: [FileAnalysis.UnitRecord],
                                           from found: inout [(unit: Int32, reference: FileAnalysis.Reference)]) {
        var caches: Set<Int32> = []
        for unit in viewCode.units.indices where records[unit].role == .helper
            && returnsFormatter(file, file.declarations[viewCode.units[unit].declaration])
            && keepsInOuterTable(file, viewCode.units[unit]) {
            caches.insert(Int32(unit))
        }
        guard !caches.isEmpty else { return }
        found.removeAll { caches.contains($0.unit) && $0.reference.isCall }
    }

    /// `-> NumberFormatter`, `-> DateFormatter?`, `-> AppDateFormatter`: a result type named `…Formatter`.
    static func returnsFormatter(_ file: SyntaxFile, _ declaration: Declaration) -> Bool {
        declaration.typeRange.contains { file.textEnds($0, with: "Formatter") && file.isIdentifier($0) }
    }

    /// A store into a subscript of a table the unit does not declare (`formatters[key] = made`, not a
    /// local dictionary it fills and returns).
    static func keepsInOuterTable(_ file: SyntaxFile, _ unit: ViewCode.Unit) -> Bool {
        var locals: [UInt64]? = nil
        for store in subscriptStores(file, in: unit.range) {
            guard let open = file.partnerOf(store), file.isIdentifier(open - 1) else { continue }
            if file.isMemberName(open - 1) { return true }
            if locals == nil { locals = LocalBindings.names(file, unit) }
            if !locals!.contains(LocalBindings.hash(file, open - 1)) { return true }
        }
        return false
    }

    /// A helper that calls or reads a member of its own type that makes a formatter, in any branch, makes
    /// one too each time it runs that far (`var age: String { days > 31 ? shortDate : "\(days) days" }`,
    /// `shortDate` making a `DateFormatter`): view code that reaches it by name (`payment.age`) reaches
    /// the maker through it. Across the file's members, a few steps deep; most files have no maker.
    static func spreadFormatterMaking(_ file: SyntaxFile, _ viewCode: ViewCode, _ records: inout [FileAnalysis.UnitRecord],
                                      through references: [(unit: Int32, reference: FileAnalysis.Reference)]) {
        guard records.contains(where: { $0.role == .helper && $0.makesFormatter }) else { return }
        var makers = Set(records.lazy.filter { $0.role == .helper && $0.makesFormatter }.map(\.memberKey))
        for _ in 0..<4 {
            var spread = false
            for (unit, reference) in references where reference.kind == .member && makers.contains(reference.key) {
                let caller = Int(unit)
                // (Not an element closure's unit: what its closure calls, the unit around it calls too.)
                guard caller < viewCode.units.count, records[caller].role == .helper, !records[caller].makesFormatter,
                      records[caller].memberKey != reference.key else { continue }
                records[caller].formatterMaking = isReachableByName(file, viewCode.units[caller]) ? .byName
                    : records[caller].typeNameSpan != nil ? .byQualifiedName : .none
                guard records[caller].makesFormatter else { continue }
                records[caller].isFilePrivate = isFilePrivate(file, viewCode.units[caller])
                makers.insert(records[caller].memberKey)
                spread = true
            }
            if !spread { return }
        }
    }

    /// The names (hashed) of the file's free computed variables (`private var relativeFormatter:
    /// RelativeDateTimeFormatter { … }`): each read runs its getter, as a call runs a free function. Only
    /// this file's are known while it is indexed; most files have none.
    static func freeComputedVariables(_ file: SyntaxFile, _ viewCode: ViewCode) -> Set<UInt64> {
        Set(viewCode.units.compactMap { unit in
            let declaration = file.declarations[unit.declaration]
            guard unit.owner < 0, declaration.kind == .variable, declaration.name >= 0 else { return nil }
            return NameHash.of(file.bytes(of: declaration.name))
        })
    }

    /// Whether the instantiation at `view` is a hosting controller's root argument (`rootView: SettingsView()`
    /// given to a `…Controller`, a `…HostingView` or `super.init`, not to a view of this file that takes
    /// a `rootView:`), and not in a cell's code (`tableView(_:cellForRowAt:)`, `configureCell(…)`), which
    /// makes a controller for every cell. A root only if its unit builds it in no other way
    /// (`builds(_:_:in:elsewhereThan:)` but as a root: `controller.rootView = SettingsView()` rebuilds
    /// it whenever it runs).
    static func isHostingRootArgument(_ file: SyntaxFile, _ view: Int, in unit: ViewCode.Unit) -> Bool {
        isRootArgument(file, view) && isHostingCall(file, argument: view, in: unit)
    }

    static func isRootArgument(_ file: SyntaxFile, _ index: Int) -> Bool {
        index >= 2 && isRootLabel(file, index - 2)
    }

    /// Whether the view built at `index` is assigned as a new controller's root, once for each controller: in
    /// a hosting controller's `init` (`rootView = AnyView(DocumentationSidebar())` after `super.init(rootView:
    /// AnyView(EmptyView()))`), or to a controller the same unit has just made in a local (`let host =
    /// UIHostingController(rootView: AnyView(EmptyView())); host.rootView = AnyView(CallScreen(…))`). Not a
    /// controller kept elsewhere (`controller.rootView = SettingsView()` in a method that may run again).
    static func isAssignedRoot(_ file: SyntaxFile, _ index: Int, in unit: ViewCode.Unit) -> Bool {
        // The view itself, or wrapped: `AnyView(CallScreen(…))`.
        let value = file.isKind(index - 1, .leftParen) && file.isText(index - 2, "AnyView") ? index - 2 : index
        guard file.isText(value - 1, "="), file.isText(value - 2, "rootView") else { return false }
        let declaration = file.declarations[unit.declaration]
        if !file.isKind(value - 3, .period) || file.isText(value - 4, "self") && !file.isKind(value - 5, .period) {
            return declaration.kind == .initializer
        }
        // `host.rootView =`: `host` made earlier in the unit by a `…Controller(…)` or `…HostingView(…)` call.
        guard file.isIdentifier(value - 4), !file.isKind(value - 5, .period),
              let made = file.bindingValueStart(named: value - 4, before: value - 4, notBefore: unit.range.lowerBound) else { return false }
        return (file.textEnds(made, with: "Controller") || file.textEnds(made, with: "HostingView")) && file.isKind(made + 1, .leftParen)
    }

    /// `rootView:`, or `content:` given to a project's own `…HostingController` (`DismissibleHostingController(content:
    /// settings)`, a subclass whose `init` passes it on as the root).
    static func isRootLabel(_ file: SyntaxFile, _ label: Int) -> Bool {
        guard file.isKind(label + 1, .colon) else { return false }
        let length = file.tokens[label].length
        if length == 8 { return file.isText(label, "rootView") }
        return length == 7 && file.isText(label, "content")
            && file.textEnds(file.callee(ofArgumentList: Int(file.enclosingOpen[label])), with: "HostingController")
    }

    /// Where else than as a root a unit may build a view: anywhere but a `rootView:` argument, or outside
    /// the arguments of a call that makes a controller.
    enum ElsewhereThanRoots { case otherThanAsRoot, outsideControllerArguments }

    /// A file's hosting roots as `references` finds them, and whether a unit builds a view elsewhere than
    /// as a root, answered once for each unit and view name (a look over the whole unit: asked again for each
    /// of a unit's thousands of roots, it was quadratic).
    struct HostingRootSearch {
        var found: Set<FileAnalysis.HostingRoot> = []
        private var answers: [UInt64: Bool] = [:]

        /// `builds(_:_:in:elsewhereThan:)`, as `way` says, for the view at `view` (named `name`, hashed) and unit `unitIndex`.
        mutating func unitBuilds(_ file: SyntaxFile, _ view: Int, named name: UInt64, elsewhereThan way: ElsewhereThanRoots,
                                 in unit: ViewCode.Unit, _ unitIndex: Int) -> Bool {
            let key = name ^ (UInt64(unitIndex) << 1 | (way == .otherThanAsRoot ? 0 : 1)) &* 0x9E37_79B9_7F4A_7C15
            if let known = answers[key] { return known }
            let answer = FileAnalyzer.builds(file, view, in: unit) { other in
                way == .otherThanAsRoot ? FileAnalyzer.isRootArgument(file, other) || FileAnalyzer.isAssignedRoot(file, other, in: unit)
                    : FileAnalyzer.isInControllerArguments(file, other, in: unit)
            }
            answers[key] = answer
            return answer
        }
    }

    /// Whether `unit` builds the view named at `view` (an instantiation of that name) where `isRootPlace`
    /// says no root is built.
    static func builds(_ file: SyntaxFile, _ view: Int, in unit: ViewCode.Unit, elsewhereThan isRootPlace: (Int) -> Bool) -> Bool {
        let name = file.bytes(of: view)
        return unit.range.contains { other in
            file.isIdentifier(other) && file.isKind(other + 1, .leftParen) && file.bytes(of: other).elementsEqual(name)
                && !isRootPlace(other)
        }
    }

    static let controllerCall = Array("Controller(".utf8)
    static let contextMenu = Array("contextMenu".utf8)

    /// Whether the view built at `index` is named `…ContextMenu` (`SidebarContextMenu(package: item)`): a context
    /// menu's items wherever it is built, also in a closure given to a helper of another file that puts it in a
    /// `.contextMenu { … }` (`item.nameView { SidebarContextMenu(package: item) }`, which this file cannot see
    /// into). Named like a project's own presentation modifiers (`ViewCodeWalker.presentingSuffixes`).
    static func isContextMenuItemsView(_ file: SyntaxFile, _ index: Int) -> Bool {
        file.tokens[index].length >= 11 && file.textEnds(index, with: "ContextMenu") && !file.isMemberName(index)
    }

    /// Whether token `index` is in the items of a `.contextMenu` (`.contextMenu { … }`, `menuItems:`, the
    /// `menu:` of `contextMenu(forSelectionType:menu:)`; not its `preview:`).
    static func isInContextMenuItems(_ file: SyntaxFile, _ index: Int, in unit: ViewCode.Unit) -> Bool {
        guard let menu = nearestOpener(file, of: index, in: unit, where: { open in
            file.isKind(open, .leftBrace) && file.braceRoles[open] == .closure && file.isText(file.closureOwner(open).callee, "contextMenu")
        }) else { return false }
        let label = file.closureOwner(menu).label
        return label < 0 || file.isText(label, "menuItems") || file.isText(label, "menu")
    }

    /// The nearest bracket around token `index`, a few out at most and inside `unit`, that `matches`.
    static func nearestOpener(_ file: SyntaxFile, of index: Int, in unit: ViewCode.Unit, where matches: (Int) -> Bool) -> Int? {
        var open = Int(file.enclosingOpen[index])
        for _ in 0..<12 {
            guard open > unit.range.lowerBound else { return nil }
            if matches(open) { return open }
            open = Int(file.enclosingOpen[open])
        }
        return nil
    }

    /// Whether token `index` is inside the argument list of a `…Controller(` call in `unit` that makes a
    /// hosting controller (`isHostingCall`), however deep: content given to a settings window's panes
    /// (`SettingsWindowController(panes: [Settings.Pane(…) { GeneralPane() }])`), a root wrapped first
    /// (`UIHostingController(rootView: NavigationStack { AboutView() })`). A view built only there by its
    /// unit (a method, not view code; `builds(_:_:in:elsewhereThan:)` outside them) is made
    /// once with the controller, not by a parent's body. (The caller leaves out a list's rows written
    /// there, `rootView: List(items) { Row($0) }`, which are built for every element.)
    static func isInControllerArguments(_ file: SyntaxFile, _ index: Int, in unit: ViewCode.Unit) -> Bool {
        guard let call = nearestOpener(file, of: index, in: unit, where: { open in
            file.isKind(open, .leftParen) && file.textEnds(file.callee(ofArgumentList: open), with: "Controller")
        }) else { return false }
        return isHostingCall(file, argument: call + 1, in: unit)
    }

    /// Whether the call whose argument starts at `argument` makes a hosting controller (a `…Controller`,
    /// a `…HostingView`, `super.init`; not a view of this file that takes a `rootView:`), in code that
    /// is not a cell's (`tableView(_:cellForRowAt:)`, `configureCell(…)`: a cell in the name or a label,
    /// not `didSelectRowAt`), which makes a controller for every cell.
    static func isHostingCall(_ file: SyntaxFile, argument: Int, in unit: ViewCode.Unit) -> Bool {
        guard isHostingCallee(file, argument: argument) else { return false }
        let declaration = file.declarations[unit.declaration]
        return !(declaration.name >= 0 && declaration.hasBody
            && (declaration.name..<declaration.bodyOpen).contains(where: { file.isIdentifier($0) && Self.mentionsCell(file.bytes(of: $0)) }))
    }

    /// Whether the call whose argument starts at `argument` may make a hosting controller or view: `init`, a
    /// `…Controller`, a `…HostingView`, not a view (a struct) of this file so named.
    static func isHostingCallee(_ file: SyntaxFile, argument: Int) -> Bool {
        let callee = file.callee(ofArgumentList: Int(file.enclosingOpen[argument]))
        guard file.isText(callee, "init") || file.textEnds(callee, with: "Controller") || file.textEnds(callee, with: "HostingView")
        else { return false }
        let calleeName = file.bytes(of: callee)
        return !file.declarations(maybeNamed: calleeName).contains(where: {
            file.declarations[$0].kind == .structType && file.bytes(of: file.declarations[$0].name) == calleeName
        })
    }

    /// The root a hosting controller is given at `rootView:` (token `label`) when the view's name is not
    /// there: a local made earlier in the unit (`let about = AboutView(…).environmentObject(theme)`, then
    /// `rootView: about`, maybe with modifiers, `rootView: about.environment(\.locale, locale)`), or
    /// `super.init(rootView: .init(…))` in a subclass of `…HostingController<AboutView>`.
    static func indirectHostingRoot(_ file: SyntaxFile, label: Int, _ viewCode: ViewCode) -> FileAnalysis.HostingRoot? {
        let unitIndex = Int(viewCode.unitOfToken[label])
        let value = label + 2
        guard unitIndex >= 0, value < file.tokens.count, isHostingCall(file, argument: value, in: viewCode.units[unitIndex])
        else { return nil }
        let unit = viewCode.units[unitIndex]
        let view: Int?
        if file.isKind(value, .period), file.isText(value + 1, "init"), file.isKind(value + 2, .leftParen) {
            view = hostedGenericArgument(file, ofType: unit.owner)
        } else if file.isIdentifier(value), !file.startsWithUppercase(value), endsArgument(file, afterModifiersFrom: value + 1) {
            view = viewAssigned(to: value..<(value + 1), before: label, in: unit.range, file)
        } else if file.isIdentifier(value) || file.isText(value, "self"), file.isKind(value + 1, .period),
                  file.isIdentifier(value + 2), file.isKind(value + 3, .rightParen) || file.isKind(value + 3, .comma) {
            // A property the unit set first (`windowController.view = ManagerView()`, then
            // `NSHostingView(rootView: windowController.view)`).
            view = viewAssigned(to: value..<(value + 3), before: label, in: unit.range, file)
        } else {
            view = nil
        }
        return view.map { FileAnalysis.HostingRoot(unit: Int32(unitIndex), key: NameHash.of(file.bytes(of: $0))) }
    }

    /// Views given as a hosting controller's root in code no unit evaluates as it runs, which runs once for each
    /// controller it makes: a stored property's value that is no unit (`private lazy var host =
    /// UIHostingController(rootView: StorageView())`, a `lazy var`'s closure that makes one, a `static let`), or a
    /// closure run later (`Task { present(UIHostingController(rootView: InventoryView(item: code))) }`, a
    /// callback, an action): roots of no unit (-1). A view built only there is made once, with the controller:
    /// no parent's body re-creates it. Looked for only in files that name a hosting controller or view (`Hosting`,
    /// found by its `H`: most source has few; `rootView`'s letters are all common, and a search for it cost 1% of a lint).
    static func hostingRootsOutsideUnits(_ file: SyntaxFile, _ viewCode: ViewCode) -> [FileAnalysis.HostingRoot] {
        guard ByteString.contains(Self.hosting, in: file.source.bytes) else { return [] }
        var roots: [FileAnalysis.HostingRoot] = []
        let tokens = file.tokens
        for label in tokens.indices where (tokens[label].length == 8 || tokens[label].length == 7) && viewCode.unitOfToken[label] < 0
            && tokens[label].kind == .identifier && Self.isRootLabel(file, label) {
            let view = label + 2
            guard file.isIdentifier(view), file.startsWithUppercase(view),
                  file.isKind(view + 1, .leftParen) || file.isKind(view + 1, .leftBrace),
                  isHostingCallee(file, argument: view) else { continue }
            roots.append(FileAnalysis.HostingRoot(unit: -1, key: NameHash.of(file.bytes(of: view))))
        }
        return roots
    }

    static let hosting = Array("Hosting".utf8)

    /// Whether the tokens from `index` are modifiers (`.environmentObject(theme)`, `.onAppear { … }`), maybe
    /// none, up to the end of an argument: a local given as a root with modifiers is still built once.
    static func endsArgument(_ file: SyntaxFile, afterModifiersFrom index: Int) -> Bool {
        guard let next = file.endOfModifiers(from: index) else { return false }
        return file.isKind(next, .rightParen) || file.isKind(next, .comma)
    }

    /// `AboutView` in `class AboutController: ThemedHostingController<AboutView>` (type `type`): the name
    /// token of the view a `…HostingController` subclass hosts.
    static func hostedGenericArgument(_ file: SyntaxFile, ofType type: Int) -> Int? {
        guard type >= 0 else { return nil }
        for entry in file.listed(file.declarations[type].inherited) where file.textEnds(entry, with: "HostingController") {
            // `<AboutView>`, `<Module.AboutView>`: names and dots up to the `>`.
            guard file.isText(entry + 1, "<") else { continue }
            var end = entry + 2
            while file.isIdentifier(end) && file.isKind(end + 1, .period) { end += 2 }
            if file.isIdentifier(end), file.isText(end + 1, ">") { return end }
        }
        return nil
    }

    /// The view type that what `path` names (a local, `about`, or a property, `controller.view`) is made
    /// from before `use`, in `range`: `AboutView` in `let about = AboutView(…)` or `controller.view =
    /// AboutView(…)` (modifiers after it too), the nearest such assignment within `assignmentLookBack`
    /// tokens (a unit of thousands of roots would otherwise be read once for each); nil for anything else.
    static func viewAssigned(to path: Range<Int>, before use: Int, in range: Range<Int>, _ file: SyntaxFile) -> Int? {
        let last = path.upperBound - 1
        let earliest = max(range.lowerBound, path.count - 1, use - Self.assignmentLookBack)
        for index in stride(from: use - 1, through: earliest, by: -1) where file.isIdentifier(index)
            && file.isText(index + 1, "=") && file.bytes(of: index).elementsEqual(file.bytes(of: last)) {
            let start = index - (path.count - 1)
            let isPath = path.count == 1
                ? file.isText(index - 1, "let") || file.isText(index - 1, "var")
                : !file.isKind(start - 1, .period) && (0..<(path.count - 1)).allSatisfy {
                    file.bytes(of: start + $0).elementsEqual(file.bytes(of: path.lowerBound + $0))
                }
            guard isPath else { continue }
            let value = index + 2
            return file.isIdentifier(value) && file.startsWithUppercase(value)
                && (file.isKind(value + 1, .leftParen) || file.isKind(value + 1, .leftBrace)) ? value : nil
        }
        return nil
    }

    /// How far back from a hosting view's `rootView:` its root's assignment is looked for, in tokens.
    static let assignmentLookBack = 512

    /// `configureCell`, `cellView`, `makeCell`: `cell` or `Cell` in a name.
    static func mentionsCell(_ name: ArraySlice<UInt8>) -> Bool {
        let lower = Array("cell".utf8), upper = Array("Cell".utf8)
        return name.indices.contains { start in
            start + 4 <= name.endIndex && (name[start..<(start + 4)].elementsEqual(lower) || name[start..<(start + 4)].elementsEqual(upper))
        }
    }

    /// Which references the project index needs: type instantiations, members of the same type
    /// (`name`, `self.name`, `Self.name`), modifier-style calls, and members used as list data.
    /// A call, not an instantiation, of one of the file's functions named like types (`func
    /// ThreadedReplies(…) -> some View`): free (reached by name, as a modifier function is), or a member
    /// of the calling code's own type (`typeNameHash`; reached by `Type\0name`). Nil for anything else.
    /// `capitalizedFunctions`: by the hash of each name, the hashes of the types declaring one (0: free).
    func callKind(_ file: SyntaxFile, _ index: Int, from typeNameHash: UInt64,
                  _ capitalizedFunctions: [UInt64: [UInt64]]) -> FileAnalysis.Reference.Kind? {
        guard file.isKind(index + 1, .leftParen), !file.isMemberName(index), file.startsWithUppercase(index),
              let owners = capitalizedFunctions[NameHash.of(file.bytes(of: index))]
        else { return nil }
        if owners.contains(0) { return .modifier }
        return owners.contains(typeNameHash) ? .member : nil
    }

    /// Whether the name at `qualifier` is that of the type whose code `unit` is (`DocCell` in
    /// `DocCell.dateFormatter`, in `DocCell` or its extension).
    static func namesOwnType(_ file: SyntaxFile, _ qualifier: Int, in unit: ViewCode.Unit) -> Bool {
        guard unit.owner >= 0 else { return false }
        let typeName = file.declarations[unit.owner].name
        return typeName >= 0 && file.bytes(of: typeName).elementsEqual(file.bytes(of: qualifier))
    }

    /// What an evaluated identifier refers to: a member of the same type, a modifier, an instantiated
    /// type, the data of a list; nil for names that lead nowhere (labels, other values' members).
    func referenceKind(_ file: SyntaxFile, _ index: Int) -> FileAnalysis.Reference.Kind? {
        let next = index + 1 < file.tokens.count ? file.tokens[index + 1].kind : .unexpectedText
        if file.isMemberName(index) {
            if index >= 2, file.isText(index - 2, "self") || file.isText(index - 2, "Self") {
                return isListData(file, index) ? .listFeed : .member
            }
            if file.isCalled(index) { return .modifier }
            // Another value's property that ends its chain (`item.date.relativeText`, not `date`), or a
            // type's (`Formats.shortDate.string(from:)`): it may be a helper that makes a formatter. Links
            // in the middle of a chain are skipped (they are a third of a view's reads, and a computed
            // property that makes a formatter is a value's last link); an implicit member (`.headline`)
            // or an assignment's target is none.
            // The cheap tests first: most member names are in the middle of a chain.
            guard next != .period || file.startsWithUppercase(index - 2), !file.startsWithUppercase(index),
                  !file.isText(index + 1, "="), file.isExplicitMember(index) else { return nil }
            return file.isText(index, in: Self.standardProperties) ? nil : .modifier
        }
        // An argument label, not a ternary's middle operand (`isManual ? manualFormatter : shared`).
        if next == .colon && !file.isText(index - 1, "?") { return nil }
        if file.startsWithUppercase(index) {
            if file.isCalled(index) { return .instantiation }
            if next == .period, file.isText(index + 2, "init") { return .instantiation }
            return nil
        }
        if isListData(file, index) { return .listFeed }
        return .member
    }

    /// Whether a helper that makes a formatter may be reached by its name alone: not one named like the
    /// formatting APIs that view code calls on Foundation's own values (`date.formatted(…)`,
    /// `formatter.string(from:)`, `style.format(x)`), which a project's helper of that name would be
    /// taken for (it is reached by its type's name, `FormatterMaking.byQualifiedName`); nor a static
    /// member, which only its type's name reaches (`MemorySizer.size(of:)`; a shape's `.size(width:height:)`
    /// is SwiftUI's own).
    static func isReachableByName(_ file: SyntaxFile, _ unit: ViewCode.Unit) -> Bool {
        let declaration = file.declarations[unit.declaration]
        return declaration.name >= 0 && !declaration.isStaticMember && !file.isText(declaration.name, in: formattingAPINames)
    }

    /// For a bare call at `name` in a type nested in another (or in an extension of another), the reference to
    /// the outer type's member of that name, unless the nested type declares one itself. Out of line: written
    /// in the reference loop, it stopped that loop's own checks from being inlined.
    @inline(never)
    static func outerStaticReference(_ file: SyntaxFile, _ unit: ViewCode.Unit, name: Int, flags: ViewCode.Flags,
                                     line: Int32) -> FileAnalysis.Reference? {
        guard unit.owner >= 0 else { return nil }
        let outer = file.declarations[unit.owner].parent
        guard outer >= 0, file.declarations[outer].kind.isType, file.declarations[outer].name >= 0,
              !declaresMember(file, named: name, in: unit.owner) else { return nil }
        let prefix = NameHash.prefix(hash: NameHash.of(file.bytes(of: file.declarations[outer].name)), separator: 0)
        return FileAnalysis.Reference(kind: .modifier, key: NameHash.of(file.bytes(of: name), continuing: prefix), flags: flags.rawValue,
                         isCall: true, line: line)
    }

    /// Whether the type declared at `type` declares a member spelled as token `name` itself (here: its
    /// extensions elsewhere are not seen).
    static func declaresMember(_ file: SyntaxFile, named name: Int, in type: Int) -> Bool {
        file.containsDeclaration(spelled: file.bytes(of: name), where: { $0.parent == type })
    }

    /// A `private`/`fileprivate` declaration, or one in a private extension: other files cannot call it.
    static func isFilePrivate(_ file: SyntaxFile, _ unit: ViewCode.Unit) -> Bool {
        let declaration = file.declarations[unit.declaration]
        return declaration.modifiers.contains(.isPrivate)
            || (declaration.parent >= 0 && file.declarations[declaration.parent].modifiers.contains(.isPrivate))
    }

    /// Members SwiftUI itself calls (a view's or modifier's `body`, a style's `makeBody(configuration:)`).
    static let swiftUIEntryPoints = WordSet(["body", "makeBody"])

    /// A `private` view builder that nothing in its file names: a modifier of `extension View` left from an
    /// old workaround (`forceFresh()`), a free one, a view's section that no longer shows (`private var
    /// legacyHeader: some View`): only its file could use it, so no view code runs it. Its record is a
    /// helper's, which only a use reaches, rather than a walk's start, as view code and modifiers are (one
    /// the project never uses may be used from outside it). Not a `body`, which SwiftUI calls, nor a member of
    /// a private type that conforms to more than `View`: it may be what a protocol requires, which the
    /// protocol's extension in another file uses (`var infoGridRows: some View` of a grid's protocol).
    static func isUnusedPrivateViewBuilder(_ file: SyntaxFile, _ unit: ViewCode.Unit, _ declaration: Declaration) -> Bool {
        guard unit.role == .viewBuilder, declaration.name >= 0, !file.isText(declaration.name, in: swiftUIEntryPoints),
              isFilePrivate(file, unit) else { return false }
        if !declaration.modifiers.contains(.isPrivate), declaration.parent >= 0,
           file.listed(file.declarations[declaration.parent].inherited).contains(where: { !file.isText($0, "View") }) {
            return false
        }
        let name = file.bytes(of: declaration.name)
        return !file.identifiers(maybeSpelled: name).contains { $0 != declaration.name && file.bytes(of: $0).elementsEqual(name) }
    }

    /// Whether a unit keeps the formatters it makes, and makes one only when it has none: `cache[format]
    /// ?? DateFormatter()`, or a store into a table (`formatters[key] = formatter`). A check for nil that
    /// returns early is also how ordinary helpers start (`guard let date else { return "" }`): not enough.
    static func isConditional(_ file: SyntaxFile, _ index: Int, in unit: ViewCode.Unit) -> Bool {
        if file.isText(index - 1, "??") { return true }
        // A helper's own lines are enough to look at.
        let lines = unit.range.lowerBound..<min(unit.range.upperBound, unit.range.lowerBound + 1_024)
        return !subscriptStores(file, in: lines).isEmpty || storesInCache(file, in: lines)
    }

    /// Whether code in `range` keeps what it makes: `cache.setObject(parsed, forKey: key)` (an `NSCache`),
    /// `cache.updateValue(parsed, forKey: key)`, or a property checked before it is set (`if let cachedBody {
    /// return cachedBody }` … `cachedBody = parsed`, also `if let cached = self.cachedBody`): made again only when
    /// missing, not on every call.
    static func storesInCache(_ file: SyntaxFile, in range: Range<Int>) -> Bool {
        var checked: [ArraySlice<UInt8>] = []
        for index in range where file.isIdentifier(index) {
            if file.isKind(index - 1, .period), file.isKind(index + 1, .leftParen),
               file.isText(index, "setObject") || file.isText(index, "updateValue") {
                return true
            }
            let declares = file.isText(index - 1, "let") || file.isText(index - 1, "var")
            if declares, file.isText(index - 2, "if") || file.isText(index - 2, "guard") {
                var name = index
                if file.isText(index + 1, "=") { name = file.isText(index + 2, "self") && file.isKind(index + 3, .period) ? index + 4 : index + 2 }
                if file.isIdentifier(name), !file.isKind(name + 1, .leftParen) { checked.append(file.bytes(of: name)) }
            } else if !declares, file.isText(index + 1, "="), !file.isKind(index - 1, .period) || file.isText(index - 2, "self"),
                      checked.contains(where: { $0 == file.bytes(of: index) }) {
                return true
            }
        }
        return false
    }

    /// The closing brackets in `range` of subscripts stored into (`formatters[key] = made`).
    static func subscriptStores(_ file: SyntaxFile, in range: Range<Int>) -> LazyFilterSequence<Range<Int>> {
        range.lazy.filter { file.isKind($0, .rightBracket) && file.isText($0 + 1, "=") && isSubscript(file, closing: $0) }
    }

    /// Whether the bracket closing at `closing` is a subscript (`formatters[key]`, `cache?[key]`, `$0[key]`), not a
    /// type or a literal (`let suffixes: [Double: String] = [:]`, which keeps nothing).
    static func isSubscript(_ file: SyntaxFile, closing: Int) -> Bool {
        guard let open = file.partnerOf(closing), open > 0 else { return false }
        let before = open - 1
        return file.isIdentifier(before) || file.isKind(before, .dollarIdentifier) || file.isKind(before, .rightParen)
            || file.isKind(before, .rightBracket) || file.isText(before, "self") || file.isText(before, "?") || file.isText(before, "!")
    }

    static let formattingAPINames = WordSet([
        "format", "formatted", "string", "date", "number", "description", "debugDescription", "localizedString",
        "localizedDescription", "dateComponents", "component", "components", "attributedString", "data", "value",
        "ISO8601Format", "startOfDay", "compare",
    ])

    /// Properties of the standard library's and SwiftUI's own types that view code reads everywhere
    /// (`items.count`, `$0.id`, `size.width`): never a project's helper that makes a formatter, and a
    /// fifth of the reads the index would otherwise keep.
    static let standardProperties = WordSet([
        "count", "isEmpty", "id", "rawValue", "first", "last", "wrappedValue", "projectedValue", "width", "height",
        "x", "y", "indices", "startIndex", "endIndex", "keys", "values", "minX", "minY", "maxX", "maxY", "midX", "midY",
        "size", "origin", "isActive", "isPresented", "lowerBound", "upperBound", "offset", "element",
    ])

    /// The file's functions whose names start with a capital (most files have none): by the hash of each
    /// name, the hashes of the types that declare one (0 for a free function).
    static func capitalizedFunctions(_ file: SyntaxFile) -> [UInt64: [UInt64]] {
        var functions: [UInt64: [UInt64]] = [:]
        for declaration in file.declarations
        where declaration.kind == .function && declaration.name >= 0 && file.startsWithUppercase(declaration.name) {
            let parent = declaration.parent >= 0 ? file.declarations[declaration.parent] : nil
            let owner = parent.map { $0.name >= 0 ? NameHash.of(file.bytes(of: $0.name)) : 1 } ?? 0
            functions[NameHash.of(file.bytes(of: declaration.name)), default: []].append(owner)
        }
        return functions
    }

    /// `ForEach(name)` / `List(name)` / `Table(name)` / `ForEach(self.name)`: a bare member as the whole
    /// data argument, or a method's result (`ForEach(reactions(for: word))`), also a part of it
    /// (`name.prefix(7)`, `name.reversed()`: the member still computes all of it) and numbered
    /// (`name.indices`, `Array(name.enumerated())`). Not a picker's or menu's options (a handful), unless the
    /// property is made from a system list of hundreds (`isPropertyOverLargeSystemList`).
    /// `qualifiedByOwnType`: `index` is named through its code's own type (`ForEach(CatalogView.items)`).
    /// `throughLocal`: also the value of a local that is such data (`feedsListThroughLocal`).
    func isListData(_ file: SyntaxFile, _ index: Int, qualifiedByOwnType: Bool = false, throughLocal: Bool = true) -> Bool {
        var open = index - 1
        if file.isKind(open, .period), qualifiedByOwnType || file.isText(open - 1, "self") || file.isText(open - 1, "Self") {
            open -= 2
        }
        var end = index + 1
        if file.isKind(end, .leftParen), let close = file.partnerOf(end) { end = close + 1 }
        if file.isText(open, "=") { return throughLocal && feedsListThroughLocal(file, assignedAt: open, valueEnd: end) }
        guard file.isKind(open, .leftParen) else { return false }
        for _ in 0..<2 {
            guard file.isKind(end, .period), file.isText(end + 1, in: Self.partsOfData), file.isKind(end + 2, .leftParen),
                  let close = file.partnerOf(end + 2) else { break }
            end = close + 1
        }
        if file.isKind(end, .period), file.isText(end + 1, "enumerated"), file.isKind(end + 2, .leftParen),
           file.isKind(end + 3, .rightParen) {
            end += 4
        } else if file.isKind(end, .period), file.isText(end + 1, "indices") {
            end += 2
        }
        if file.isText(open - 1, "Array"), file.isKind(end, .rightParen), file.isKind(open - 2, .leftParen) {
            open -= 2
            end += 1
        }
        guard file.isKind(end, .rightParen) || file.isKind(end, .comma) else { return false }
        let callee = file.callee(ofArgumentList: open)
        return callee >= 0 && (file.isText(callee, "ForEach") || file.isText(callee, "List") || file.isText(callee, "Table"))
            && (!file.isMenuOption(callee) || file.isPropertyOverLargeSystemList(named: index))
    }

    /// `let servers = self.servers` (or `= makeGroups(…)`), the whole value up to `valueEnd`, when the
    /// local then is the data of a `ForEach`/`List`/`Table` of the same block, within a screenful, as a
    /// member would be (`ForEach(servers, …)`, numbered `ForEach(Array(servers.enumerated()), …)`,
    /// `isListData`): the member feeds that list through it.
    func feedsListThroughLocal(_ file: SyntaxFile, assignedAt equals: Int, valueEnd: Int) -> Bool {
        let name = equals - 1
        guard file.isIdentifier(name), file.isText(name - 1, "let") || file.isText(name - 1, "var"),
              valueEnd >= file.tokens.count || file.tokens[valueEnd].hasNewlineBefore || file.isKind(valueEnd, .semicolon)
                || file.isKind(valueEnd, .rightBrace) else { return false }
        let block = Int(file.enclosingOpen[name])
        guard block >= 0, let close = file.partnerOf(block) else { return false }
        let bytes = file.bytes(of: name)
        // Each use that opens an argument (`(servers`) and is the whole data, maybe numbered; not followed
        // through another local.
        for use in valueEnd..<min(close, valueEnd + 512) where file.isKind(use - 1, .leftParen) && file.isIdentifier(use)
            && file.bytes(of: use).elementsEqual(bytes) && isListData(file, use, throughLocal: false) {
            return true
        }
        return false
    }

    static let partsOfData = WordSet(["prefix", "suffix", "dropFirst", "dropLast", "reversed"])
}

extension FileAnalyzer {
    /// `viewCode.elementsOverForeignConstants` by their lines, all that references and candidates keep of
    /// where they are (`FileAnalysis.foreignHandfuls`): each only if no other per-element content touches
    /// those lines, inside (a nested list over the element's own data) or beside it on its first or last line.
    static func foreignHandfuls(_ file: SyntaxFile, _ viewCode: ViewCode) -> [FileAnalysis.ForeignHandful] {
        viewCode.elementsOverForeignConstants.compactMap { found in
            guard let close = file.partnerOf(found.brace) else { return nil }
            let lines = file.source.lines
            let first = lines.lineIndex(ofOffset: file.tokens[found.brace].startOffset)
            let last = lines.lineIndex(ofOffset: file.tokens[close].startOffset)
            let start = lines.lineRange(first, in: file.source.bytes).lowerBound
            let end = lines.lineRange(last, in: file.source.bytes).upperBound
            var token = found.brace
            while token > 0, file.tokens[token - 1].startOffset >= start { token -= 1 }
            while token < file.tokens.count, file.tokens[token].startOffset < end {
                defer { token += 1 }
                let isInside = token >= found.brace && token <= close
                let isNestedList = isInside && file.tokens[token].kind == .identifier && !file.isMemberName(token)
                    && file.isDataDrivenContainer(token)
                if isNestedList || !isInside && viewCode.flags[token].contains(.element) { return nil }
            }
            return FileAnalysis.ForeignHandful(condition: found.condition, lines: Int32(first + 1)...Int32(last + 1))
        }
    }
}

/// The declared types of the receivers that a file's units read members through (`historyViewModel.callTime(…)`,
/// `self.model.dateText`, with `let model: OrderModel`): the stored properties of the last type asked about,
/// gathered once (a type's units are one after another), each its name's token and its type's.
struct ReceiverTypes {
    private var owner = -1
    private var properties: [(name: Int32, type: Int32)] = []
    private var found: [FileAnalysis.TypedMemberReference] = []

    /// Notes unit `unit`'s reference `key` to the member named at `index` (after a `.`) when it is read through
    /// a stored property of a declared type.
    @inline(never)
    mutating func note(_ file: SyntaxFile, _ index: Int, unit: Int, owner: Int, key: UInt64) {
        guard let type = declaredType(file, index, owner: owner) else { return }
        // Room for a few at the first (grown one by one, the array was most of their cost).
        if found.isEmpty { found.reserveCapacity(16) }
        found.append(.init(unit: Int32(unit), key: key, declaredType: type))
    }

    /// What `note` found, with no room left over: kept until the resolution.
    @inline(never)
    func references() -> [FileAnalysis.TypedMemberReference] {
        // A copy of its elements alone (an array made from the whole array, or a whole slice of it, keeps its room).
        found.capacity > found.count ? found.withUnsafeBufferPointer { Array($0) } : found
    }

    /// `NameHash` of the declared type of the stored property of `owner` (the unit's type) that the member
    /// named at `index` (after a `.`) is read through. Nil for any other receiver (a parameter, a chain); a local
    /// named as a stored property is taken for it (`SyntaxFile.modelType`'s reading, batched: the properties
    /// are gathered once for each type rather than looked for at each read).
    private mutating func declaredType(_ file: SyntaxFile, _ index: Int, owner: Int) -> UInt64? {
        guard owner >= 0, index >= 2, file.isIdentifier(index - 2), !file.startsWithUppercase(index - 2),
              !file.isKind(index - 3, .period) || file.isText(index - 4, "self") && !file.isKind(index - 5, .period)
        else { return nil }
        if owner != self.owner { gather(file, owner) }
        let tokens = file.tokens
        let receiver = tokens[index - 2]
        return file.source.bytes.withUnsafeBufferPointer { bytes in
            for property in properties {
                let name = tokens[Int(property.name)]
                guard name.length == receiver.length,
                      (0..<Int(name.length)).allSatisfy({ bytes[name.startOffset + $0] == bytes[receiver.startOffset + $0] })
                else { continue }
                let type = tokens[Int(property.type)]
                return NameHash.of(UnsafeBufferPointer(rebasing: bytes[type.startOffset..<type.endOffset]))
            }
            return nil
        }
    }

    private mutating func gather(_ file: SyntaxFile, _ owner: Int) {
        self.owner = owner
        properties.removeAll(keepingCapacity: true)
        let declarations = file.declarations
        let end = declarations[owner].bodyRange.upperBound
        var index = owner + 1
        while index < declarations.count, declarations[index].firstToken < end {
            if declarations[index].parent == owner, declarations[index].name >= 0, let type = file.declaredType(ofStoredProperty: index) {
                properties.append((Int32(declarations[index].name), Int32(type)))
            }
            index += 1
        }
    }
}
