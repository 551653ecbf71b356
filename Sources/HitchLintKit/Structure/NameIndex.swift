/// Tokens or declarations of a file by name (hashed), for questions asked of many names of one file
/// (where is each used? is each a stored property?): answered by a scan of the whole file each, they made
/// the lint of one large file take time quadratic in its size.
struct NameIndex: Sendable {
    private var byName: [UInt64: [Int]] = [:]

    /// The identifier tokens of `file`.
    static func identifiers(of file: SyntaxFile) -> NameIndex {
        var index = NameIndex()
        for token in file.tokens.indices where file.isIdentifier(token) {
            index.byName[NameHash.of(file.bytes(of: token)), default: []].append(token)
        }
        return index
    }

    /// The named declarations of `file`.
    static func declarations(of file: SyntaxFile) -> NameIndex {
        var index = NameIndex()
        for (declaration, fields) in file.declarations.enumerated() where fields.name >= 0 {
            index.byName[NameHash.of(file.bytes(of: fields.name)), default: []].append(declaration)
        }
        return index
    }

    /// The indices whose name hashes as `name` does, in order (a collision's too: compare the bytes).
    func candidates(named name: ArraySlice<UInt8>) -> [Int] { byName[NameHash.of(name)] ?? [] }
}

/// A `NameIndex` made at the first question that needs it, from whichever thread asks first.
final class LazyNameIndex: @unchecked Sendable {
    // Deferred fixes and messages may ask from another thread than the file's analysis: the index is locked.
    private let lock = Lock()
    private var made: NameIndex?
    private let make: @Sendable (SyntaxFile) -> NameIndex

    init(_ make: @escaping @Sendable (SyntaxFile) -> NameIndex) { self.make = make }

    func candidates(named name: ArraySlice<UInt8>, in file: SyntaxFile) -> [Int] {
        lock.withLock {
            if made == nil { made = make(file) }
            return made!.candidates(named: name)
        }
    }
}
