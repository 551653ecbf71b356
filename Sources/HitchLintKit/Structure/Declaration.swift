/// A declaration found in a file's outline. Token indices refer to `SyntaxFile.tokens`; -1 means absent.
public struct Declaration: Sendable {
    public enum Kind: UInt8, Sendable {
        case structType, classType, enumType, actorType, extensionType, protocolType
        case function, initializer, deinitializer, subscriptMember, variable, constant, typeAlias

        public var isType: Bool { rawValue <= Kind.protocolType.rawValue }
        public var keyword: String {
            switch self {
            case .structType: return "struct"
            case .classType: return "class"
            case .enumType: return "enum"
            case .actorType: return "actor"
            case .extensionType: return "extension"
            case .protocolType: return "protocol"
            case .function: return "func"
            case .initializer: return "init"
            case .deinitializer: return "deinit"
            case .subscriptMember: return "subscript"
            case .variable: return "var"
            case .constant: return "let"
            case .typeAlias: return "typealias"
            }
        }
    }

    public struct Modifiers: OptionSet, Sendable {
        public let rawValue: UInt16
        public init(rawValue: UInt16) { self.rawValue = rawValue }
        public static let isStatic = Modifiers(rawValue: 1 << 0)
        public static let isClass = Modifiers(rawValue: 1 << 1)
        public static let isLazy = Modifiers(rawValue: 1 << 2)
        public static let isPrivate = Modifiers(rawValue: 1 << 3)
        public static let isOverride = Modifiers(rawValue: 1 << 4)
    }

    public var kind: Kind
    /// The keyword token (`struct`, `func`, `var` …).
    public var keyword: Int
    /// The name token; for an extension, the last component of the extended type's name.
    public var name: Int
    /// The first token of the declaration, attributes and modifiers included.
    public var firstToken: Int
    /// The name tokens of attributes (`ViewBuilder` for `@ViewBuilder`): `SyntaxFile.listed(_:)`.
    public var attributes: TokenList
    public var modifiers: Modifiers
    /// For types: the last name component of each inherited type or conformance (`SyntaxFile.listed(_:)`).
    public var inherited: TokenList
    /// A property's type annotation or a function's return type, as a token range.
    public var typeRange: Range<Int>
    /// The `(` of a function's, initializer's or subscript's parameter list.
    public var parameterList: Int
    /// A stored property's initial value (the tokens after `=`).
    public var initializer: Range<Int>
    public var bodyOpen: Int
    public var bodyClose: Int
    /// The index of the enclosing declaration in `SyntaxFile.declarations`, or -1.
    public var parent: Int

    public var hasBody: Bool { bodyOpen >= 0 }
    /// The tokens inside the body braces.
    public var bodyRange: Range<Int> {
        guard bodyOpen >= 0 else { return 0..<0 }
        return (bodyOpen + 1)..<max(bodyOpen + 1, bodyClose)
    }
    public var isStaticMember: Bool { modifiers.contains(.isStatic) || modifiers.contains(.isClass) }
}

/// Tokens a declaration lists (its attributes, its inherited names), kept in its file's
/// `SyntaxFile.listedTokens`: a declaration holds only where they are, so it is copied as plain words
/// (with an array for each list, every copy of a declaration retained and released both).
public struct TokenList: Sendable, Equatable {
    var start: Int32
    public var count: Int32

    static let empty = TokenList(start: 0, count: 0)

    public var isEmpty: Bool { count == 0 }
    var range: Range<Int> { Int(start)..<Int(start + count) }
}

extension SyntaxFile {
    /// The file's `@ObservedObject` stored properties of types, as `constantKey(type:name:)` of the type's
    /// simple name and the property's (`RowView.model`): what a parent's call `RowView(model: …)` hands an
    /// object to be observed, not kept (`FileAnalysis.observedObjectProperties`).
    func observedObjectProperties() -> [UInt64] {
        // Most declarations have no attribute: passed over on that first.
        declarations.compactMap { declaration in
            guard !declaration.attributes.isEmpty, declaration.kind == .variable, declaration.name >= 0,
                  listed(declaration.attributes).contains(where: { isText($0, "ObservedObject") }),
                  declaration.parent >= 0, !declaration.isStaticMember,
                  declarations[declaration.parent].kind.isType, declarations[declaration.parent].name >= 0 else { return nil }
            return Self.constantKey(type: bytes(of: declarations[declaration.parent].name), name: bytes(of: declaration.name))
        }
    }
}
