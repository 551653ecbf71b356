/// What one pass over a file leaves behind: its part of the project index (types, units and the
/// references between them) and, for files being reported on, the rules' candidates.
public struct FileAnalysis: Sendable {
    public struct TypeRecord: Sendable {
        public var name: String
        public var inherited: [String]
        public var isProtocol: Bool
        /// Its stored `id` defaults to a fresh `UUID()`: every construction is a new identity.
        public var hasRandomIdentity = false
    }

    public struct UnitRecord: Sendable {
        /// The enclosing type's name (`View` inside `extension View`), or nil for a free function.
        public var typeName: String?
        public var member: String
        public var role: ViewCode.Unit.Role
        /// A method runs only when called (`name(…)`); a bare `name` then is a reference, not a call.
        public var isFunction: Bool
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
        // Stored name first and the small fields packed after it: 24 bytes a reference instead of 32
        // (a large project holds about a million of them).
        public var name: String
        public var line: Int32
        public var kind: Kind
        public var flags: ViewCode.Flags.RawValue
        /// Followed by `(` or a trailing closure.
        public var isCall: Bool

        public init(kind: Kind, name: String, flags: ViewCode.Flags.RawValue, isCall: Bool, line: Int32) {
            self.name = name
            self.line = line
            self.kind = kind
            self.flags = flags
            self.isCall = isCall
        }

        /// How much the referencing code repeats: see `RowLevel`.
        public var level: RowLevel { RowLevel(ViewCode.Flags(rawValue: flags)) }
    }

    public var path: FilePath
    public var types: [TypeRecord] = []
    public var units: [UnitRecord] = []
    public var candidates: [Candidate] = []
    /// Comment directives (`hitchlint:disable…`) found in the file.
    public var directives: [SuppressionDirective] = []

    public init(path: FilePath) { self.path = path }
}

/// Runs the structure passes and the rules over one file.
public struct FileAnalyzer: Sendable {
    public var rules: [any Rule]
    public var viewCodeOptions: ViewCodeOptions
    /// Which OS versions the project supports: rules pick the fix they suggest by it.
    public var deploymentTarget: Configuration.DeploymentTarget

    public init(rules: [any Rule] = RuleRegistry.all, viewCodeOptions: ViewCodeOptions = ViewCodeOptions(),
                deploymentTarget: Configuration.DeploymentTarget = Configuration.DeploymentTarget()) {
        self.rules = rules
        self.viewCodeOptions = viewCodeOptions
        self.deploymentTarget = deploymentTarget
    }

    /// Indexes `source`; with `runRules`, also collects the rules' candidates for it.
    public func analyze(_ source: SourceFile, runRules: Bool) -> FileAnalysis {
        let file = SyntaxFile(source: source)
        let viewCode = file.viewCode(options: viewCodeOptions)
        var analysis = FileAnalysis(path: source.path)
        analysis.types = typeRecords(file)
        analysis.units = unitRecords(file, viewCode)
        if runRules {
            let context = RuleContext(file: file, viewCode: viewCode, deploymentTarget: deploymentTarget)
            for rule in rules { rule.check(context, into: &analysis.candidates) }
            analysis.directives = SuppressionDirective.parse(file)
        }
        return analysis
    }

    func typeRecords(_ file: SyntaxFile) -> [FileAnalysis.TypeRecord] {
        let randomIdentity = Self.typesWithRandomIdentity(file)
        return file.declarations.indices.compactMap { index in
            let declaration = file.declarations[index]
            guard declaration.kind.isType, declaration.name >= 0 else { return nil }
            return FileAnalysis.TypeRecord(
                name: Self.qualifiedName(file, index), inherited: declaration.inherited.map { file.text($0) },
                isProtocol: declaration.kind == .protocolType, hasRandomIdentity: randomIdentity.contains(index))
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

    /// `UUID()` or `UUID().uuidString` at `index`.
    static func startsWithNewUUID(_ file: SyntaxFile, _ index: Int) -> Bool {
        file.isText(index, "UUID") && file.isKind(index + 1, .leftParen) && file.isKind(index + 2, .rightParen)
    }

    /// `Outer.Inner` for a type nested in `Outer` (or `extension Outer.Inner`), so nested types of the
    /// same simple name in different screens stay apart.
    static func qualifiedName(_ file: SyntaxFile, _ index: Int) -> String {
        var parts: [String] = []
        var cursor = index
        while cursor >= 0 {
            let declaration = file.declarations[cursor]
            guard declaration.kind.isType, declaration.name >= 0 else { break }
            if declaration.kind == .extensionType {
                // The written name, dots included: `extension Outer.Inner`.
                var first = declaration.name
                while first >= 2, file.isKind(first - 1, .period), file.isKind(first - 2, .identifier) { first -= 2 }
                parts.append(file.text(first..<(declaration.name + 1)))
                break
            }
            parts.append(file.text(declaration.name))
            cursor = declaration.parent
        }
        return parts.reversed().joined(separator: ".")
    }

    func unitRecords(_ file: SyntaxFile, _ viewCode: ViewCode) -> [FileAnalysis.UnitRecord] {
        var ownerNames: [Int: String] = [:]  // units of one type share its name: built once
        var records = viewCode.units.map { unit in
            let declaration = file.declarations[unit.declaration]
            var typeName: String? = nil
            if unit.owner >= 0 {
                typeName = ownerNames[unit.owner] ?? Self.qualifiedName(file, unit.owner)
                ownerNames[unit.owner] = typeName
            }
            return FileAnalysis.UnitRecord(
                typeName: typeName,
                member: declaration.name >= 0 ? file.text(declaration.name) : "init",
                role: unit.role, isFunction: declaration.kind == .function, references: [])
        }
        // Deduplicated per unit by a hash of (unit, kind, flags, name bytes) before any `String` is made:
        // most identifiers repeat, and making and hashing strings dominated this pass.
        var seen = NameTable(capacity: file.tokens.count / 8)
        var bindings: [Int: Set<String>] = [:]
        let tokens = file.tokens
        let bytes = file.source.bytes
        let lineStarts = file.source.lines.lineStarts
        var line = 0  // tokens come in order: the line only moves forward
        for index in tokens.indices {
            let unit = Int(viewCode.unitOfToken[index])
            guard unit >= 0, tokens[index].kind == .identifier, viewCode.flags[index].contains(.evaluated),
                  let kind = referenceKind(file, index) else { continue }
            let isCall = file.isKind(index + 1, .leftParen) || file.isKind(index + 1, .leftBrace)
            var key = FNV1a()
            for shift in stride(from: 0, to: 32, by: 8) { key.add(UInt8(truncatingIfNeeded: unit >> shift)) }
            key.add(kind.rawValue)
            key.add(viewCode.flags[index].rawValue)
            key.add(isCall ? 1 : 0)
            for offset in tokens[index].startOffset..<tokens[index].endOffset { key.add(bytes[offset]) }
            guard seen.update(1, for: key.value) == nil else { continue }
            let name = file.text(index)
            while line + 1 < lineStarts.count && lineStarts[line + 1] <= tokens[index].startOffset { line += 1 }
            if kind == .member || kind == .listFeed {
                if bindings[unit] == nil { bindings[unit] = LocalBindings.names(file, viewCode.units[unit]) }
                if bindings[unit]!.contains(name) { continue }  // a local shadows the member
            }
            records[unit].references.append(FileAnalysis.Reference(
                kind: kind, name: name, flags: viewCode.flags[index].rawValue, isCall: isCall,
                line: Int32(line + 1)))
        }
        return records
    }

    /// Which references the project index needs: type instantiations, members of the same type
    /// (`name`, `self.name`, `Self.name`), modifier-style calls, and members used as list data.
    func referenceKind(_ file: SyntaxFile, _ index: Int) -> FileAnalysis.Reference.Kind? {
        let next = index + 1 < file.tokens.count ? file.tokens[index + 1].kind : .unexpectedText
        if file.isMemberName(index) {
            if index >= 2, file.isText(index - 2, "self") || file.isText(index - 2, "Self") {
                return isListData(file, index) ? .listFeed : .member
            }
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
        if file.isKind(open, .period), file.isText(open - 1, "self") || file.isText(open - 1, "Self") { open -= 2 }
        guard file.isKind(open, .leftParen), file.isKind(index + 1, .rightParen) || file.isKind(index + 1, .comma)
        else { return false }
        let callee = file.callee(ofArgumentList: open)
        return callee >= 0 && (file.isText(callee, "ForEach") || file.isText(callee, "List"))
    }
}
