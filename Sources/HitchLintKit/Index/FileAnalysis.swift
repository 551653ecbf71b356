/// What one pass over a file leaves behind: its part of the project index (types, units and the
/// references between them) and, for files being reported on, the rules' candidates.
public struct FileAnalysis: Sendable {
    public struct TypeRecord: Sendable {
        public var name: String
        public var inherited: [String]
        public var isProtocol: Bool
    }

    public struct UnitRecord: Sendable {
        /// The enclosing type's name (`View` inside `extension View`), or nil for a free function.
        public var typeName: String?
        public var member: String
        public var role: ViewCode.Unit.Role
        /// References made by this unit's evaluated code, deduplicated.
        public var references: [Reference]
    }

    public struct Reference: Sendable, Hashable {
        public enum Kind: UInt8, Sendable {
            /// `OrderRow(…)`, `CardStyle()`: a type instantiated.
            case instantiation
            /// `subtitle`, `makeDate()`, `self.header`: a member of the same type.
            case member
            /// `.cardStyle()`: possibly a view-building function in `extension View`.
            case modifier
            /// `ForEach(sortedItems)`: a member used as a list's data.
            case listFeed
        }
        public var kind: Kind
        public var name: String
        public var flags: ViewCode.Flags.RawValue
        public var line: Int32

        public var isRow: Bool { ViewCode.Flags(rawValue: flags).contains(.row) }
        public var isPresentation: Bool { ViewCode.Flags(rawValue: flags).contains(.presentation) }
    }

    public var path: FilePath
    public var types: [TypeRecord] = []
    public var units: [UnitRecord] = []
    public var candidates: [Candidate] = []
    /// Comment directives (`hitchlint:disable…`) found in the file.
    public var directives: [SuppressionDirective] = []
    public var byteCount = 0

    public init(path: FilePath) { self.path = path }
}

/// Runs the structure passes and the rules over one file.
public struct FileAnalyzer: Sendable {
    public var rules: [any Rule]
    public var viewCodeOptions: ViewCodeOptions

    public init(rules: [any Rule] = RuleRegistry.all, viewCodeOptions: ViewCodeOptions = ViewCodeOptions()) {
        self.rules = rules
        self.viewCodeOptions = viewCodeOptions
    }

    /// Indexes `source`; with `runRules`, also collects the rules' candidates for it.
    public func analyze(_ source: SourceFile, runRules: Bool) -> FileAnalysis {
        let file = SyntaxFile(source: source)
        let viewCode = file.viewCode(options: viewCodeOptions)
        var analysis = FileAnalysis(path: source.path)
        analysis.byteCount = source.bytes.count
        analysis.types = typeRecords(file)
        analysis.units = unitRecords(file, viewCode)
        if runRules {
            let context = RuleContext(file: file, viewCode: viewCode)
            for rule in rules { rule.check(context, into: &analysis.candidates) }
            analysis.directives = SuppressionDirective.parse(file)
        }
        return analysis
    }

    func typeRecords(_ file: SyntaxFile) -> [FileAnalysis.TypeRecord] {
        file.declarations.compactMap { declaration in
            guard declaration.kind.isType, declaration.name >= 0 else { return nil }
            return FileAnalysis.TypeRecord(
                name: file.text(declaration.name), inherited: declaration.inherited.map { file.text($0) },
                isProtocol: declaration.kind == .protocolType)
        }
    }

    func unitRecords(_ file: SyntaxFile, _ viewCode: ViewCode) -> [FileAnalysis.UnitRecord] {
        var records = viewCode.units.map { unit in
            let declaration = file.declarations[unit.declaration]
            let owner = unit.owner >= 0 ? file.declarations[unit.owner] : nil
            return FileAnalysis.UnitRecord(
                typeName: owner.map { file.text($0.name) }, member: declaration.name >= 0 ? file.text(declaration.name) : "init",
                role: unit.role, references: [])
        }
        var seen = Array(repeating: Set<FileAnalysis.Reference>(), count: records.count)
        let tokens = file.tokens
        for index in tokens.indices {
            let unit = Int(viewCode.unitOfToken[index])
            guard unit >= 0, tokens[index].kind == .identifier, viewCode.flags[index].contains(.evaluated),
                  let kind = referenceKind(file, index) else { continue }
            let reference = FileAnalysis.Reference(
                kind: kind, name: file.text(index), flags: viewCode.flags[index].rawValue,
                line: Int32(file.source.lines.lineIndex(ofOffset: tokens[index].startOffset) + 1))
            var key = reference
            key.line = 0
            if seen[unit].insert(key).inserted { records[unit].references.append(reference) }
        }
        return records
    }

    /// Which references the project index needs: type instantiations, members of the same type,
    /// modifier-style calls, and members used as list data.
    func referenceKind(_ file: SyntaxFile, _ index: Int) -> FileAnalysis.Reference.Kind? {
        let next = index + 1 < file.tokens.count ? file.tokens[index + 1].kind : .unexpectedText
        if file.isMemberName(index) {
            if index >= 2, file.isText(index - 2, "self") { return .member }
            return next == .leftParen || next == .leftBrace ? .modifier : nil
        }
        if next == .colon { return nil }  // an argument label
        if file.startsWithUppercase(index) {
            if next == .leftParen || next == .leftBrace { return .instantiation }
            if next == .period, file.isText(index + 2, "init") { return .instantiation }
            return nil
        }
        if isListData(file, index) { return .listFeed }
        return .member
    }

    /// `ForEach(name)` / `List(name)` / `ForEach(self.name)`: a bare member as the whole data argument.
    func isListData(_ file: SyntaxFile, _ index: Int) -> Bool {
        var open = index - 1
        if file.isKind(open, .period), file.isText(open - 1, "self") { open -= 2 }
        guard file.isKind(open, .leftParen), file.isKind(index + 1, .rightParen) || file.isKind(index + 1, .comma)
        else { return false }
        let callee = file.callee(ofArgumentList: open)
        return callee >= 0 && (file.isText(callee, "ForEach") || file.isText(callee, "List"))
    }
}
