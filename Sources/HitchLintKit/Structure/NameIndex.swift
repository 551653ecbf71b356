/// Tokens or declarations of a file by name (hashed), for questions asked of many names of one file
/// (where is each used? is each a stored property?): answered by a scan of the whole file each, they made
/// the lint of one large file take time quadratic in its size.
///
/// The indices of each name side by side in one array, in the file's order, found through one flat table:
/// a dictionary of arrays made an array for every name and hashed each key with `Hasher`, which for a
/// file's declarations cost more than the questions asked of them.
struct NameIndex: Sendable {
    /// Each name's hash to its number.
    private var numbers: NameTable
    /// Where each name's indices start in `items` (by number), and one more: where the last one's end.
    private var starts: [Int32] = [0]
    private var items: [Int32] = []

    /// `found`: the indices, in order, and their names' hashes.
    private init(_ found: [(index: Int32, hash: UInt64)]) {
        numbers = NameTable(capacity: min(found.count, 1 << 16))
        var counts: [Int32] = []
        var numberOf: [Int32] = []
        numberOf.reserveCapacity(found.count)
        for entry in found {
            let number = numbers[entry.hash] ?? {
                let next = Int32(counts.count)
                numbers.update(next, for: entry.hash)
                counts.append(0)
                return next
            }()
            counts[Int(number)] += 1
            numberOf.append(number)
        }
        starts.reserveCapacity(counts.count + 1)
        for count in counts { starts.append(starts[starts.count - 1] + count) }
        var next = starts
        items = [Int32](repeating: 0, count: found.count)
        for (entry, number) in zip(found, numberOf) {
            items[Int(next[Int(number)])] = entry.index
            next[Int(number)] += 1
        }
    }

    /// The tokens of `file` of `kind`, by their text (a `$binding` without its `$`).
    static func tokens(of file: SyntaxFile, kind: TokenKind) -> NameIndex {
        let prefix = kind == .dollarIdentifier ? 1 : 0
        var found: [(index: Int32, hash: UInt64)] = []
        for token in file.tokens.indices where file.isKind(token, kind) {
            found.append((Int32(token), NameHash.of(file.bytes(of: token).dropFirst(prefix))))
        }
        return NameIndex(found)
    }

    /// The named declarations of `file`.
    static func declarations(of file: SyntaxFile) -> NameIndex {
        of(file) { $0.name >= 0 }
    }

    /// The named local constants and variables of `file`: those of a function, `init` or accessor.
    static func locals(of file: SyntaxFile) -> NameIndex {
        of(file) { fields in
            fields.name >= 0 && fields.parent >= 0 && (fields.kind == .constant || fields.kind == .variable)
                && !file.declarations[fields.parent].kind.isType
        }
    }

    /// The declarations of `file` that `includes`, by name.
    private static func of(_ file: SyntaxFile, including includes: (Declaration) -> Bool) -> NameIndex {
        var found: [(index: Int32, hash: UInt64)] = []
        for (declaration, fields) in file.declarations.enumerated() where includes(fields) {
            found.append((Int32(declaration), NameHash.of(file.bytes(of: fields.name))))
        }
        return NameIndex(found)
    }

    /// The indices whose name hashes as `name` does, in order (a collision's too: compare the bytes).
    func candidates(named name: ArraySlice<UInt8>) -> Matches {
        guard let number = numbers[NameHash.of(name)].map(Int.init) else { return Matches(items: []) }
        return Matches(items: items[Int(starts[number])..<Int(starts[number + 1])])
    }

    /// A name's indices: a slice of the index's array, shared, not copied.
    struct Matches: RandomAccessCollection, Sendable {
        let items: ArraySlice<Int32>
        var startIndex: Int { items.startIndex }
        var endIndex: Int { items.endIndex }
        subscript(position: Int) -> Int { Int(items[position]) }
    }
}

/// Answers remembered for each spelling that questions about a file's names ask of (the many types of one
/// file can have members of one name, and the same question of each was a pass over the file's uses of
/// it): by the hash of the spelling's bytes, with tokens so spelled to check against (of two spellings of
/// one hash, the later is kept). A spelling is a token's, or a few tokens' in a row (`Self.barCount`).
struct AnswersBySpelling<Answer> {
    private var answers: [UInt64: (tokens: Range<Int>, answer: Answer)] = [:]

    /// The answer for the spelling of token `token` of `file`, made by `make` the first time it is asked.
    mutating func answer(spelledAs token: Int, in file: SyntaxFile, _ make: () -> Answer) -> Answer {
        answer(spelledAs: token..<(token + 1), in: file, make)
    }

    /// The same for the spelling of `tokens`, token after token.
    mutating func answer(spelledAs tokens: Range<Int>, in file: SyntaxFile, _ make: () -> Answer) -> Answer {
        if let known = known(spelledAs: tokens, in: file) { return known }
        let answer = make()
        remember(answer, spelledAs: tokens, in: file)
        return answer
    }

    /// The answer remembered for the spelling of token `token`, if one is.
    func known(spelledAs token: Int, in file: SyntaxFile) -> Answer? { known(spelledAs: token..<(token + 1), in: file) }

    /// The same for the spelling of `tokens`.
    func known(spelledAs tokens: Range<Int>, in file: SyntaxFile) -> Answer? {
        guard let known = answers[Self.hash(tokens, in: file)], known.tokens.count == tokens.count,
              zip(known.tokens, tokens).allSatisfy({ file.bytes(of: $0).elementsEqual(file.bytes(of: $1)) }) else { return nil }
        return known.answer
    }

    mutating func remember(_ answer: Answer, spelledAs token: Int, in file: SyntaxFile) {
        remember(answer, spelledAs: token..<(token + 1), in: file)
    }

    mutating func remember(_ answer: Answer, spelledAs tokens: Range<Int>, in file: SyntaxFile) {
        answers[Self.hash(tokens, in: file)] = (tokens, answer)
    }

    /// The tokens' bytes, each followed by a 0 (no token holds one), hashed.
    private static func hash(_ tokens: Range<Int>, in file: SyntaxFile) -> UInt64 {
        tokens.reduce(NameHash.start) { NameHash.prefix(hash: NameHash.of(file.bytes(of: $1), continuing: $0), separator: 0) }
    }
}

/// A file's `NameIndex`es, each made at the first question that needs it, and answers remembered of its
/// names, from whichever thread asks first (deferred fixes and messages may ask from another thread than
/// the file's analysis).
final class FileNameIndexes: @unchecked Sendable {
    enum Kind: Int, CaseIterable { case declarations, identifiers, bindings, locals }

    /// Questions asked of a name many times in one file, each answer a look at every declaration or use of
    /// the name: asked again for each, they made the lint of a large file take time quadratic in its size.
    enum Question {
        /// `SyntaxFile.isStoredPropertyName`: every `ForEach` over an element's member (`ForEach(release.features)`)
        /// asks it of the member's name.
        case isStoredPropertyName
        /// Whether anything in the file declares or binds the name (`SyntaxFile.foreignConstantKey`): every
        /// `ForEach` over a name the file does not declare asks it.
        case isBoundInFile
        /// Whether the file's declarations of the name are all functions returning nothing
        /// (`ViewCodeWalker.returnsNothing`): every statement calling a function in a closure asks it.
        case returnsNothing
        /// Whether every function (or type's `init`) of the name takes a closure kept to run later last
        /// (`ViewCodeWalker.takesActionLast`): every trailing closure given to a call of the file asks it.
        case takesActionLast
    }

    // The lock guards `made` and the answers.
    private let lock = Lock()
    /// Empty until a question needs an index: most files ask none.
    private var made: [NameIndex?] = []
    // One store for each question, not an array of them: every file makes this object, most ask nothing.
    private var storedPropertyNames = AnswersBySpelling<Bool>()
    private var boundNames = AnswersBySpelling<Bool>()
    private var voidFunctionNames = AnswersBySpelling<Bool>()
    private var actionLastNames = AnswersBySpelling<Bool>()
    private var integerConstants = AnswersBySpelling<Int?>()
    private var propertyTypes = AnswersBySpelling<Int>()
    private var typeIdentities = AnswersBySpelling<Int>()

    /// The answer to `question` remembered for the spelling of token `token`, or `make`'s, remembered.
    func answer(_ question: Question, spelledAs token: Int, in file: SyntaxFile, _ make: () -> Bool) -> Bool {
        if let known = lock.withLock({ answers(question) { $0.known(spelledAs: token, in: file) } }) { return known }
        // Made with the lock let go: it asks for the file's indexes of the name, through this lock.
        let answer = make()
        lock.withLock { answers(question) { $0.remember(answer, spelledAs: token, in: file) } }
        return answer
    }

    /// Where the type of the file's properties spelled as token `token` starts, if all write one type
    /// (`IndexBasedID.typeOfPropertiesNamed`), or -1: each rewrite offered over another value's property asks
    /// it of the property's name, each answer a look at every declaration of that name.
    func propertyType(spelledAs token: Int, in file: SyntaxFile, _ make: () -> Int) -> Int {
        if let known = lock.withLock({ propertyTypes.known(spelledAs: token, in: file) }) { return known }
        let answer = make()
        lock.withLock { propertyTypes.remember(answer, spelledAs: token, in: file) }
        return answer
    }

    /// The integer constant of the types' constants spelled as token `token` (`SyntaxFile.memberIntegerConstant`):
    /// every range capped by a `min` of a constant asks it, each answer a look at every declaration of the name.
    func integerConstant(spelledAs token: Int, in file: SyntaxFile, _ make: () -> Int?) -> Int? {
        if let known = lock.withLock({ integerConstants.known(spelledAs: token, in: file) }) { return known }
        let answer = make()
        lock.withLock { integerConstants.remember(answer, spelledAs: token, in: file) }
        return answer
    }

    /// What the file shows of the identity of the types spelled as token `token` (the raw value of
    /// `IndexBasedID.TypeIdentity`): every rewrite offered over an array of the type asks it, each answer
    /// a look at every declaration of that name and of `id`.
    func typeIdentity(spelledAs token: Int, in file: SyntaxFile, _ make: () -> Int) -> Int {
        if let known = lock.withLock({ typeIdentities.known(spelledAs: token, in: file) }) { return known }
        let answer = make()
        lock.withLock { typeIdentities.remember(answer, spelledAs: token, in: file) }
        return answer
    }

    /// `body` given the answers to `question` (with the lock held).
    private func answers<Result>(_ question: Question, _ body: (inout AnswersBySpelling<Bool>) -> Result) -> Result {
        switch question {
        case .isStoredPropertyName: return body(&storedPropertyNames)
        case .isBoundInFile: return body(&boundNames)
        case .returnsNothing: return body(&voidFunctionNames)
        case .takesActionLast: return body(&actionLastNames)
        }
    }

    func candidates(_ kind: Kind, named name: ArraySlice<UInt8>, in file: SyntaxFile) -> NameIndex.Matches {
        lock.withLock {
            if made.isEmpty { made = [NameIndex?](filledWith: nil, count: Kind.allCases.count) }
            if made[kind.rawValue] == nil {
                switch kind {
                case .declarations: made[kind.rawValue] = NameIndex.declarations(of: file)
                case .identifiers: made[kind.rawValue] = NameIndex.tokens(of: file, kind: .identifier)
                case .bindings: made[kind.rawValue] = NameIndex.tokens(of: file, kind: .dollarIdentifier)
                case .locals: made[kind.rawValue] = NameIndex.locals(of: file)
                }
            }
            return made[kind.rawValue]!.candidates(named: name)
        }
    }
}

extension SyntaxFile {
    /// The declarations named `name`, in order: every one, and maybe a few of another name of the same hash.
    func declarations(maybeNamed name: ArraySlice<UInt8>) -> NameIndex.Matches { nameIndexes.candidates(.declarations, named: name, in: self) }

    /// The identifier tokens spelled `name`, in order, and maybe a few others of the same hash.
    func identifiers(maybeSpelled name: ArraySlice<UInt8>) -> NameIndex.Matches { nameIndexes.candidates(.identifiers, named: name, in: self) }

    /// The `$name` tokens of `name`, in order, and maybe a few others of the same hash.
    func bindings(maybeOf name: ArraySlice<UInt8>) -> NameIndex.Matches { nameIndexes.candidates(.bindings, named: name, in: self) }

    /// The local constants and variables named `name` (`NameIndex.locals`), and maybe a few of another name.
    func locals(maybeNamed name: ArraySlice<UInt8>) -> NameIndex.Matches { nameIndexes.candidates(.locals, named: name, in: self) }
}
