/// Reading calls out of the token stream: callee names, argument labels and values, trailing closures.
extension SyntaxFile {
    /// What a closure's `{` is attached to.
    public struct ClosureOwner: Sendable {
        /// The callee's name token (`ForEach`, `onAppear`, `async`), or -1 for a bare closure literal.
        public var callee: Int = -1
        /// The argument label (`action:`, `label:`), or -1 for an unlabeled argument or first trailing closure.
        public var label: Int = -1
        /// Whether the closure is written after the call's parentheses.
        public var isTrailing = false
        /// The `(` of the call's argument list, or -1 when it has none (`VStack { … }`).
        public var argumentList: Int = -1
    }

    /// Whether `declaration` builds a Swift Charts chart's content: it returns `some ChartContent` or is a
    /// `@ChartContentBuilder`. SwiftUI evaluates it with the body of the `Chart` that calls it.
    public func buildsChartContent(_ declaration: Declaration) -> Bool {
        declaration.typeRange.contains(where: { isText($0, "ChartContent") })
            || listed(declaration.attributes).contains(where: { isText($0, "ChartContentBuilder") })
    }

    /// The `ForEach`/`List`/`Table` whose data argument (the first, unlabeled one) holds `index`: climbing
    /// argument lists only, or also closures (`ForEach(names.map { … })`) when `throughClosures`.
    /// Bounded: the data sits a few brackets in, never a type's depth.
    public func listDataCall(holding index: Int, throughClosures: Bool) -> Int? {
        var open = Int(enclosingOpen[index])
        var steps = 0
        while open >= 0, steps < 16 {
            if tokens[open].kind == .leftBrace {
                guard throughClosures, braceRoles[open] == .closure else { return nil }
            } else if tokens[open].kind == .leftParen {
                let callee = callee(ofArgumentList: open)
                if callee >= 0, !isMemberName(callee), isText(callee, in: Self.listDataCallees) {
                    guard let data = firstArgument(open), data.label < 0, data.value.contains(index) else { return nil }
                    return callee
                }
            }
            open = Int(enclosingOpen[open])
            steps += 1
        }
        return nil
    }

    /// The views that take their rows' data as the first, unlabeled argument.
    static let listDataCallees = WordSet(["ForEach", "List", "Table"])

    /// The callee name of a call whose argument list opens at `open`: `Text` in `Text(…)`,
    /// `padding` in `.padding(…)`, `ForEach` in `ForEach<Data>(…)`. Returns -1 when `(` is not a call.
    public func callee(ofArgumentList open: Int) -> Int {
        var before = open - 1
        guard before >= 0, !tokens[open].hasTriviaBefore || tokens[before].kind == .identifier else { return -1 }
        if tokens[before].kind == .operator, firstByte(before) == 0x3E {
            // Explicit generic arguments: walk back to the `<`.
            var cursor = before
            var steps = 0
            while cursor > 0, steps < 64, !(tokens[cursor].kind == .operator && firstByte(cursor) == 0x3C) {
                cursor -= 1
                steps += 1
            }
            before = cursor - 1
        }
        guard before >= 0 else { return -1 }
        switch tokens[before].kind {
        case .identifier, .dollarIdentifier:
            return before
        case .keyword:
            // After a `.` any keyword names a member (`.if(condition)`, `.default(…)`).
            return isText(before, "init") || isText(before, "self") || isText(before, "Self") || isKind(before - 1, .period) ? before : -1
        default:
            return -1
        }
    }

    /// Whether the name at `index` is reached with a `.` (`.padding`, `items.sorted`).
    @inline(__always)
    public func isMemberName(_ index: Int) -> Bool { index > 0 && tokens[index - 1].kind == .period }

    /// Whether the name at `index` labels an argument or a tuple's element (`Styler(formatter: f)`): first
    /// in its list or after a comma, a colon after it, in parentheses. (Not a ternary's branch, `ok ?
    /// formatter : nil`, nor a dictionary's key.)
    public func isArgumentLabel(_ index: Int) -> Bool {
        guard index > 0, index + 1 < tokens.count, tokens[index + 1].kind == .colon,
              tokens[index - 1].kind == .leftParen || tokens[index - 1].kind == .comma else { return false }
        let open = Int(enclosingOpen[index])
        return open >= 0 && tokens[open].kind == .leftParen
    }

    /// Whether the `.` before a member name follows an expression (`items.sorted`) rather than
    /// standing alone as an implicit member (`.formatted(…)` as an argument or after `=`).
    public func isExplicitMember(_ index: Int) -> Bool {
        guard isMemberName(index), index >= 2 else { return false }
        return endsExpression(index - 2)
    }

    /// Whether a token can end an expression, so that a following `.name` or `(` continues it.
    public func endsExpression(_ index: Int) -> Bool {
        guard index >= 0 && index < tokens.count else { return false }
        switch tokens[index].kind {
        case .identifier, .dollarIdentifier, .rightParen, .rightBracket, .rightBrace, .stringQuote,
             .integerLiteral, .floatLiteral, .regexLiteral:
            return true
        case .keyword:
            return isText(index, "self") || isText(index, "Self") || isText(index, "super") || isText(index, "init")
                || isText(index, "true") || isText(index, "false") || isText(index, "nil")
        case .operator:
            // A postfix `?`/`!` glued to its operand: `item.date?.formatted()`.
            let byte = firstByte(index)
            return !tokens[index].hasTriviaBefore && (byte == 0x3F || byte == 0x21) && tokens[index].length == 1
        default:
            return false
        }
    }

    public func closureOwner(_ brace: Int) -> ClosureOwner {
        var owner = ClosureOwner()
        let previous = brace - 1
        guard previous >= 0 else { return owner }
        switch tokens[previous].kind {
        case .colon:
            let labelIndex = previous - 1
            guard labelIndex >= 0, tokens[labelIndex].kind == .identifier || tokens[labelIndex].kind == .keyword
            else { return owner }
            owner.label = labelIndex
            let beforeLabel = labelIndex - 1
            if beforeLabel >= 0, tokens[beforeLabel].kind == .rightBrace, let firstClosure = partnerOf(beforeLabel) {
                // `} label: {` — a later trailing closure of the same call.
                var earlier = closureOwner(firstClosure)
                earlier.label = labelIndex
                return earlier
            }
            fillFromEnclosingCall(brace, into: &owner)
        case .leftParen, .comma:
            fillFromEnclosingCall(brace, into: &owner)
        case .rightParen:
            if let open = partnerOf(previous) {
                owner.callee = callee(ofArgumentList: open)
                owner.argumentList = owner.callee >= 0 ? open : -1
                owner.isTrailing = owner.callee >= 0
            }
        case .identifier, .dollarIdentifier:
            owner.callee = previous
            owner.isTrailing = true
        case .operator:
            if firstByte(previous) == 0x3E {
                // `ForEach<Data> {` is rare; `x > {` is not a call.
                return owner
            }
        case .keyword:
            if isText(previous, "init") || isText(previous, "self") {
                owner.callee = previous
                owner.isTrailing = true
            }
        default:
            break
        }
        return owner
    }

    private func fillFromEnclosingCall(_ brace: Int, into owner: inout ClosureOwner) {
        let open = Int(enclosingOpen[brace])
        guard open >= 0, tokens[open].kind == .leftParen else { return }
        owner.callee = callee(ofArgumentList: open)
        owner.argumentList = owner.callee >= 0 ? open : -1
    }

    /// One argument in a call's parentheses.
    public struct Argument: Sendable {
        /// The label token, or -1 when unlabeled.
        public var label: Int
        /// The value's tokens.
        public var value: Range<Int>
    }

    /// The arguments of the call whose `(` is at `open`.
    public func arguments(_ open: Int) -> [Argument] {
        var result: [Argument] = []
        forEachArgument(open) { argument in
            result.append(argument)
            return true
        }
        return result
    }

    /// The first argument of the call at `open`, with no array of them made.
    public func firstArgument(_ open: Int) -> Argument? { argument(open) { _ in true } }

    /// The first argument of the call at `open` that `matches`: most rules look for one label, and an
    /// array of every call's arguments was most of their cost.
    public func argument(_ open: Int, where matches: (Argument) -> Bool) -> Argument? {
        var found: Argument? = nil
        forEachArgument(open) { argument in
            if matches(argument) { found = argument }
            return found == nil
        }
        return found
    }

    /// Hands each argument of the call at `open` to `body`, in order, while it returns true.
    private func forEachArgument(_ open: Int, _ body: (Argument) -> Bool) {
        guard let close = partnerOf(open), close > open + 1 else { return }
        var start = open + 1
        var cursor = start
        while cursor <= close {
            let kind = tokens[cursor].kind
            if cursor == close || kind == .comma {
                if cursor > start, !body(makeArgument(start..<cursor)) { return }
                start = cursor + 1
            } else if kind == .leftParen || kind == .leftBracket || kind == .leftBrace || kind == .interpolationStart,
                      let partner = partnerOf(cursor), partner < close {
                cursor = partner
            }
            cursor += 1
        }
    }

    private func makeArgument(_ range: Range<Int>) -> Argument {
        if range.count >= 2, tokens[range.lowerBound + 1].kind == .colon,
           tokens[range.lowerBound].kind == .identifier || tokens[range.lowerBound].kind == .keyword {
            return Argument(label: range.lowerBound, value: (range.lowerBound + 2)..<range.upperBound)
        }
        return Argument(label: -1, value: range)
    }

    /// Whether the call at `open` has an argument labeled `label`.
    public func hasArgument(_ open: Int, labeled label: StaticString) -> Bool {
        guard open >= 0 else { return false }
        return argument(open) { $0.label >= 0 && isText($0.label, label) } != nil
    }

    /// The keyword (`if`, `guard`, `while`, `for`, `switch`, `catch`) of the statement whose block opens
    /// at `block`, looking back over its condition (at most 64 tokens); nil when none is found.
    public func statementKeyword(openingBlock block: Int) -> Int? {
        let level = enclosingOpen[block]
        var cursor = block - 1
        while cursor >= 0 && block - cursor < 64 && enclosingOpen[cursor] >= level {
            if enclosingOpen[cursor] == level && isKind(cursor, .keyword) && isText(cursor, in: BraceRoleClassifier.statementKeywords) {
                return cursor
            }
            cursor -= 1
        }
        return nil
    }

    /// Whether the name at `index` is called: `name(…)`, or `name { … }` with a trailing closure (not
    /// the block of a statement: `if let text = sizeText {` reads `sizeText`).
    public func isCalled(_ index: Int) -> Bool {
        isKind(index + 1, .leftParen) || trailingClosure(afterCallEndingAt: index) != nil
    }

    /// The `{` of the first trailing closure after a call's `)` or bare name, or nil.
    public func trailingClosure(afterCallEndingAt end: Int) -> Int? {
        let next = end + 1
        guard next < tokens.count, tokens[next].kind == .leftBrace, braceRoles[next] == .closure else { return nil }
        return next
    }

    /// The internal names of a function's (or initializer's, subscript's) parameters: the token right
    /// before the `:` of each.
    public func parameterNames(of declaration: Declaration) -> [Int] {
        var names: [Int] = []
        forEachParameterName(of: declaration) { names.append($0) }
        return names
    }

    /// The same, one at a time, with no array made.
    func forEachParameterName(of declaration: Declaration, _ body: (Int) -> Void) {
        guard declaration.parameterList >= 0, let close = partnerOf(declaration.parameterList) else { return }
        for index in (declaration.parameterList + 1)..<close
        where isKind(index + 1, .colon) && enclosingOpen[index] == Int32(declaration.parameterList) {
            body(index)
        }
    }

    /// The parameter names of a closure: `item` in `{ item in`, `$item` in `{ $item in`, `a`, `b` in
    /// `{ (a, b) in`. Empty when the closure names none (it may still use `$0`).
    public func closureParameters(_ brace: Int) -> [Int] {
        var names: [Int] = []
        forEachClosureParameter(brace) { names.append($0) }
        return names
    }

    /// Whether the statement block opening at `open` is an `if`'s whose condition selects one element of the
    /// innermost `ForEach`/`List` (`if picking == icon {`, `if expandedID == item.id {`), directly or through
    /// a local holding such a comparison (`let isFocused = focusedID == post.id` … `if isFocused {`): the
    /// selected element's code. Not an `else` block, which is every other element's.
    func isSelectedElementBlock(_ open: Int) -> Bool {
        guard !isText(open - 1, "else"), let keyword = statementKeyword(openingBlock: open), isText(keyword, "if") else { return false }
        let condition = (keyword + 1)..<open
        if selectsAnElement(condition, at: open) { return true }
        // A local's name alone (`if isFocused {`; not `if let name`, which unwraps): one bounded lookup a
        // block, as the walker asks it of every `if` in per-element code.
        return condition.count == 1 && isIdentifier(condition.lowerBound)
            && localConstantValue(named: condition.lowerBound, before: keyword, lookingBack: 32)
                .map { selectsAnElement($0, at: open) } == true
    }

    /// Whether `tokens` (a condition, at its own level) compare with `==` the element of the innermost
    /// `ForEach`/`List` around `code` (or its `id`) with a value that is not the element's and not a constant:
    /// a selection (`selectedID == post.id`), not a test of the element's kind (`item.kind == .photo`,
    /// `index % 2 == 0`, `post.pinned == true`). Not with `||`, which lets other elements in.
    func selectsAnElement(_ tokens: Range<Int>, at code: Int) -> Bool {
        // Most conditions compare nothing: the cheap test first (the walker asks it of every `if` in rows).
        guard let first = tokens.first, tokens.contains(where: { self.tokens[$0].kind == .operator && isText($0, "==") }),
              let element = innermostElement(around: code) else { return false }
        let level = enclosingOpen[first]
        let atLevel = tokens.filter { enclosingOpen[$0] == level }
        guard !atLevel.contains(where: { isText($0, "||") }) else { return false }
        // Operands run between `&&`/`,` and `==`.
        var start = first
        for index in atLevel {
            if isText(index, "&&") || isKind(index, .comma) { start = index + 1; continue }
            guard isText(index, "==") else { continue }
            var end = index + 1
            while end < tokens.upperBound, !(enclosingOpen[end] == level && (isText(end, "&&") || isKind(end, .comma))) { end += 1 }
            let (left, right) = (start..<index, (index + 1)..<end)
            if isElement(left, element) && isSelection(right, element) || isElement(right, element) && isSelection(left, element) {
                return true
            }
        }
        return false
    }

    /// `post` or `post.id`, `post` being `element`'s text.
    func isElement(_ operand: Range<Int>, _ element: ArraySlice<UInt8>) -> Bool {
        guard let first = operand.first, isIdentifier(first), bytes(of: first).elementsEqual(element) else { return false }
        return operand.count == 1 || operand.count == 3 && isKind(first + 1, .period) && isText(first + 2, "id")
    }

    /// A value a selection is kept in (`selectedID`, `focused?.id`, `picking`): not a literal, a case, `nil`,
    /// nor anything of the element's.
    func isSelection(_ operand: Range<Int>, _ element: ArraySlice<UInt8>) -> Bool {
        guard let first = operand.first, isIdentifier(first) || isText(first, "self") else { return false }
        return !operand.contains { isIdentifier($0) && !isMemberName($0) && bytes(of: $0).elementsEqual(element) }
    }

    /// The element name of the innermost `ForEach`/`List` content closure around `code` (`post` in `{ post in`).
    func innermostElement(around code: Int) -> ArraySlice<UInt8>? {
        guard let open = listContentClosure(around: code, includingLists: true, where: { _ in true }) else { return nil }
        let parameters = closureParameters(open)
        return parameters.count == 1 ? bytes(of: parameters[0]) : nil
    }

    /// The `{` of the nearest content closure of a `ForEach` (or, `includingLists`, a `List`) around token
    /// `start` that names `name` as its element (`{ section in …`), among the few brackets around it.
    func elementClosure(binding name: ArraySlice<UInt8>, around start: Int, includingLists: Bool) -> Int? {
        listContentClosure(around: start, includingLists: includingLists) { open in
            var binds = false
            forEachClosureParameter(open) { binds = binds || bytes(of: $0) == name }
            return binds
        }
    }

    /// The `{` of the nearest content closure of a `ForEach` (or, `includingLists`, a `List`) around token
    /// `start` that `matches`, among the few brackets around it (sixteen: rows are not nested deeper).
    func listContentClosure(around start: Int, includingLists: Bool, where matches: (Int) -> Bool) -> Int? {
        var open = Int(enclosingOpen[start])
        for _ in 0..<16 {
            guard open >= 0 else { return nil }
            if isKind(open, .leftBrace) {
                let callee = closureOwner(open).callee
                if isText(callee, "ForEach") || (includingLists && isText(callee, "List")), matches(open) { return open }
            }
            open = Int(enclosingOpen[open])
        }
        return nil
    }

    /// The same, one at a time, with no array made (the index asks for every closure of view code).
    func forEachClosureParameter(_ brace: Int, _ body: (Int) -> Void) {
        // Most closures name no parameters: their `in` is looked for first, a kind compared per token,
        // and only a closure that has one is read for names.
        let limit = min(tokens.count, brace + 64)
        var inKeyword = brace + 1
        while inKeyword < limit {
            let kind = tokens[inKeyword].kind
            // The closure's own `in`, not a label inside a call (`{ $0.frame(in: .global) }`).
            if kind == .keyword && isText(inKeyword, "in") && enclosingOpen[inKeyword] == Int32(brace) { break }
            if kind == .rightBrace || kind == .leftBrace { return }
            inKeyword += 1
        }
        guard inKeyword < limit else { return }
        for cursor in (brace + 1)..<inKeyword {
            let token = tokens[cursor]
            guard token.kind == .identifier || token.kind == .dollarIdentifier || (token.kind == .keyword && isText(cursor, "_"))
            else { continue }
            // A parameter name is followed by `,`, `in`, `)` or a `:` type annotation.
            let next = tokens[cursor + 1].kind
            if next == .comma || next == .rightParen || next == .colon || cursor + 1 == inKeyword {
                let previous = tokens[cursor - 1].kind
                if previous == .leftBrace || previous == .comma || previous == .leftParen { body(cursor) }
            }
        }
    }
}

// MARK: List data

/// A file's constants whose values the code fixes (`SyntaxFile.fixedConstants`), by `SyntaxFile.constantKey`.
/// A finding (or per-element content) that rests on a constant another file declares
/// (`ForEach(Options.all.indices, id: \.self)` with `static let all = [...]` elsewhere): the resolution drops
/// it (or treats the content as static) when the project's record of the constant `key` (`SharedConstants`)
/// has kinds whose bit (`FixedConstants.Kinds.rawValue`) `kindsMask` sets.
public struct FixedConstantCondition: Sendable, Hashable {
    public var key: UInt64
    public var kindsMask: UInt16

    func isMet(by kinds: FixedConstants.Kinds) -> Bool { kindsMask >> kinds.rawValue & 1 == 1 }
}

public struct FixedConstants: Sendable {
    /// A handful: an array literal of at most `SyntaxFile.fixedDataLimit` elements (also mapped or
    /// filtered), or an enum's cases: a `ForEach` over one builds the same few views each time. Also a
    /// computed property's literal, whose positions alone are fixed (see `computed`).
    var few: Set<UInt64> = []
    /// An array literal of more, or a type's `static let` of any value: the same on every evaluation (its
    /// positions are stable ids), but many views.
    var many: Set<UInt64> = []
    /// Those of `few` that are an enum's cases, whose elements' computed properties may fetch anything.
    var cases: Set<UInt64> = []
    /// Those of `few` or `many` that a computed property returns with more than literals and cases in it
    /// (`var groups: [Group] { [Group(notes: pinned)] }`): its positions are fixed (index-based-id), but
    /// its elements may hold the view's live data: not a handful of views (`SyntaxFile.isFixedSizeData`
    /// without `ofAnySize`).
    var computed: Set<UInt64> = []
    /// Members that declare a type constant's name themselves (`let tags = allTags`, a parameter), by
    /// `SyntaxFile.boundKey` (`SyntaxFile.namesBoundInMembers`): a bare use there means that local.
    var boundInMembers: Set<UInt64> = []
    /// A type's stored `var` that starts as another file's constant (`@State private var sections =
    /// Section.visible`), by its key: that constant's key. When the constant is an enum's cases, so is the
    /// `var` (filtering can only shrink them, as for one that starts as `allCases`); the project knows. An
    /// instance's `let` that holds one (`private let colors = Palette.all`) is of its kinds, whatever they are
    /// (`aliasTarget`). A few a file at most: an array, not a dictionary (whose room and hashing cost more than the lookups).
    var aliases: [Alias] = []

    struct Alias: Sendable, Equatable {
        let key: UInt64
        let constant: UInt64
    }

    /// An alias's constant with what the property does with it in its low bits, which no entry keeps
    /// (`entry(key:kinds:)`): 1 for an instance's `let` holding a copy of it, 0 for a `var` that starts as it.
    static func aliasTarget(_ constant: UInt64, isCopy: Bool) -> UInt64 { constant & ~0xF | (isCopy ? 1 : 0) }
    static func isCopy(_ target: UInt64) -> Bool { target & 0xF == 1 }

    /// The constant the `var` (or `let`) of `key` starts as (`aliases`).
    func aliasedConstant(of key: UInt64) -> UInt64? {
        aliases.isEmpty ? nil : aliases.first { $0.key == key }?.constant
    }
    /// The type constants (`Type.name`) and the file scope's that other files see (not private, not
    /// declared or bound twice in the file), as `entry`s for the project: a `ForEach` in another file may go
    /// over one. Also every other static property and visible file-scope property, with no kinds: a name
    /// that is data in one type (or module) is not known fixed in another.
    var typeEntries: [UInt64] = []
    /// Another file's constant (`Type.name`, a qualified name only), taken to be of `kinds` while a rule
    /// works out what its finding rests on (`RuleContext.fixedData`).
    var assumed: (key: UInt64, kinds: Kinds)? = nil
    /// The tokens of a model's property read (`model.settings`) whose key `assumed` is: told by its place,
    /// without finding the model's type again for each kind assumed.
    var assumedModelRead: Range<Int>? = nil

    /// What a constant holds, as the project's entries record it.
    struct Kinds: OptionSet, Sendable, Hashable {
        let rawValue: UInt8
        static let few = Kinds(rawValue: 1)
        static let many = Kinds(rawValue: 2)
        static let cases = Kinds(rawValue: 4)
        static let computed = Kinds(rawValue: 8)
        /// Those a constant can have: `cases` and `computed` each come with `few` or `many`.
        static let possible: [Kinds] = [.few, .many, [.few, .cases], [.few, .computed], [.many, .computed]]
    }

    /// A constant's key with its kinds in the low four bits (the key's own are dropped: a 60-bit hash
    /// still tells a project's constants apart).
    static func entry(key: UInt64, kinds: Kinds) -> UInt64 { key & ~0xF | UInt64(kinds.rawValue) }
    static func key(ofEntry entry: UInt64) -> UInt64 { entry & ~0xF }
    static func kinds(ofEntry entry: UInt64) -> Kinds { Kinds(rawValue: UInt8(entry & 0xF)) }

    func contains(_ key: UInt64) -> Bool { few.contains(key) || many.contains(key) || aliasedConstant(of: key) != nil }

    /// The file's kinds of the constant `key`, else the assumed ones.
    func kinds(of key: UInt64) -> Kinds {
        var kinds: Kinds = []
        if few.contains(key) { kinds.insert(.few) }
        if many.contains(key) { kinds.insert(.many) }
        if !kinds.isEmpty {
            if cases.contains(key) { kinds.insert(.cases) }
            if computed.contains(key) { kinds.insert(.computed) }
        }
        // A `var` that starts as another file's constant: an enum's cases when that constant is; a `let`
        // that holds it: of its kinds.
        if let target = aliasedConstant(of: key), assumed?.key == target, Self.isCopy(target) || assumed!.kinds.contains(.cases) {
            kinds.formUnion(assumed!.kinds)
        }
        if !kinds.isEmpty { return kinds }
        return assumed?.key == key ? assumed!.kinds : []
    }
}

// The constants carried from the index pass to the second.
extension FixedConstants {
    /// A file's constants in a few words, carried from its index pass to its second pass, which then
    /// need not look for them again (the look reads every token of most files: 4% of a lint's
    /// instructions, each pass). Not `assumed`, which a rule sets. The `typeEntries` come last: the
    /// index record keeps them anyway (`FileAnalysis.sharedConstants`), and one array for both adds a few
    /// words to most files' record, where an array of their own took a megabyte of the corpus's peak.
    public struct Packed: Sendable {
        /// Empty: not looked for. Else how many constants, then each one's key and kinds; how many
        /// `boundInMembers`, then each; how many `aliases`, then each one's key and its constant's; then the
        /// `typeEntries`.
        private var words: [UInt64] = []
        /// Looked for, none found: one array for every such file.
        private static let noneFound: [UInt64] = [0, 0, 0]

        init() {}

        /// Keys in order (not a set's, which differs from run to run): the index cache keeps them.
        init(_ constants: FixedConstants) {
            self.init(ownConstants: constants.few.union(constants.many).sorted().map { ($0, constants.kinds(of: $0)) },
                      boundInMembers: constants.boundInMembers.sorted(),
                      aliases: constants.aliases.count > 1 ? constants.aliases.sorted { $0.key < $1.key } : constants.aliases,
                      typeEntries: constants.typeEntries)
        }

        /// The constants as `ownConstants` gave them, with the `typeEntries`.
        /// `aliases` in key order.
        init(ownConstants: [(key: UInt64, kinds: Kinds)], boundInMembers: [UInt64], aliases: [Alias],
             typeEntries: [UInt64]) {
            guard !ownConstants.isEmpty || !boundInMembers.isEmpty || !aliases.isEmpty || !typeEntries.isEmpty else {
                words = Self.noneFound
                return
            }
            words.reserveCapacity(3 + 2 * ownConstants.count + boundInMembers.count + 2 * aliases.count + typeEntries.count)
            words.append(UInt64(ownConstants.count))
            for constant in ownConstants {
                words.append(constant.key)
                words.append(UInt64(constant.kinds.rawValue))
            }
            words.append(UInt64(boundInMembers.count))
            words += boundInMembers
            words.append(UInt64(aliases.count))
            for alias in aliases {
                words.append(alias.key)
                words.append(alias.constant)
            }
            words += typeEntries
        }

        /// Whether the index pass looked for them.
        var isLookedFor: Bool { !words.isEmpty }

        /// How many constants of its own the file has.
        var ownConstantCount: Int { words.isEmpty ? 0 : Int(words[0]) }

        /// The file's own constants with their kinds, in key order, read where they are packed (every warm
        /// record and every record written goes through them: no array made for them).
        func forEachOwnConstant(_ body: (_ key: UInt64, _ kinds: Kinds) -> Void) {
            for index in 0..<ownConstantCount { body(words[1 + 2 * index], Kinds(rawValue: UInt8(words[2 + 2 * index]))) }
        }

        /// `FixedConstants.boundInMembers`, in order.
        var boundInMembers: ArraySlice<UInt64> {
            guard !words.isEmpty else { return [] }
            let boundCountAt = 1 + 2 * ownConstantCount
            return words[(boundCountAt + 1)..<(boundCountAt + 1 + Int(words[boundCountAt]))]
        }

        /// The constants; nil when they were not looked for.
        var unpacked: FixedConstants? {
            guard isLookedFor else { return nil }
            var constants = FixedConstants()
            forEachOwnConstant { key, kinds in
                if kinds.contains(.few) { constants.few.insert(key) }
                if kinds.contains(.many) { constants.many.insert(key) }
                if kinds.contains(.cases) { constants.cases.insert(key) }
                if kinds.contains(.computed) { constants.computed.insert(key) }
            }
            constants.boundInMembers = Set(boundInMembers)
            forEachAlias { key, target in constants.aliases.append(Alias(key: key, constant: target)) }
            constants.typeEntries = Array(typeEntries)
            return constants
        }

        /// Where the count of `aliases` is.
        private var aliasCountAt: Int { boundInMembers.endIndex }

        /// The `aliases`, in key order.
        func forEachAlias(_ body: (_ key: UInt64, _ target: UInt64) -> Void) {
            guard isLookedFor else { return }
            let first = aliasCountAt + 1
            for index in 0..<Int(words[aliasCountAt]) { body(words[first + 2 * index], words[first + 2 * index + 1]) }
        }

        /// How many `aliases`.
        var aliasCount: Int { isLookedFor ? Int(words[aliasCountAt]) : 0 }

        /// `FixedConstants.typeEntries`.
        var typeEntries: ArraySlice<UInt64> { isLookedFor ? words[(aliasCountAt + 1 + 2 * aliasCount)...] : [] }
    }
}

extension SyntaxFile {
    /// Whether the `ForEach` at `forEach` writes options: in a `Picker`'s (also a project's `…Picker`),
    /// `Menu`'s, `.contextMenu`'s or `.toolbarTitleMenu`'s content, an `.alert`'s or a
    /// `.confirmationDialog`'s actions, a toolbar's items, or in its `Section`s and `Group`s. Menu items
    /// keep no row state, a picker's selection is its `tag`, and a user picks from a handful of them.
    func isMenuOption(_ forEach: Int) -> Bool {
        var open = Int(enclosingOpen[forEach])
        for _ in 0..<4 {
            while open >= 0, isKind(open, .leftBrace), braceRoles[open] == .statementBlock {
                open = Int(enclosingOpen[open])
            }
            guard open >= 0, isKind(open, .leftBrace) else { return false }
            let owner = closureOwner(open)
            let callee = owner.callee
            // The options, not a `label:` (which is on screen) nor a context menu's `preview:`.
            if isPicker(callee) || isText(callee, in: Self.optionCallees) || isAlertWrapper(callee) {
                return owner.label < 0 || isText(owner.label, in: Self.optionLabels)
            }
            guard isText(callee, "Section") || isText(callee, "Group") else { return false }
            open = Int(enclosingOpen[callee])
        }
        return false
    }

    /// A project's own alert or confirmation dialog modifier (`.alert2(title:message:presenting:) { … }`,
    /// `alertWithRecovery(…)` in an `extension View`, `.confirmationDialogIfNeeded(…)`): its closure is the
    /// actions, as `.alert`'s is.
    func isAlertWrapper(_ callee: Int) -> Bool {
        textStarts(callee, with: "alert") || textStarts(callee, with: "confirmationDialog")
    }

    /// `Picker`, or a project's view named `…Picker` that wraps one (`WrappedPicker { ForEach(values) … }`):
    /// its content is options. Not SwiftUI's other pickers, whose closure is a label shown on screen
    /// (`PhotosPicker(selection:) { … }`, `DatePicker`, `ColorPicker`, `MultiDatePicker`).
    func isPicker(_ callee: Int) -> Bool {
        textEnds(callee, with: "Picker") && !isText(callee, in: Self.labelledPickers)
    }

    /// Callees whose content (trailing, or labelled `optionLabels`) is options: not a `message:` or a
    /// context menu's `preview:`.
    static let optionCallees = WordSet(["Menu", "contextMenu", "toolbarTitleMenu", "alert", "confirmationDialog",
                                        "ToolbarItem", "ToolbarItemGroup"])
    static let optionLabels = WordSet(["content", "menuItems", "actions"])

    static let labelledPickers = WordSet(["PhotosPicker", "DatePicker", "ColorPicker", "MultiDatePicker"])

    /// Whether a modifier of the chain that starts at `base` (its name token) satisfies `matches` (given each
    /// modifier's name): `Text(…).font(.body).frame(width: 24)`, `ScrollView { … }.frame(maxHeight: 60)`.
    func containsModifier(chainFrom base: Int, _ matches: (Int) -> Bool) -> Bool {
        var cursor = base + 1
        while cursor < tokens.count {
            if let partner = partnerOf(cursor), partner > cursor {
                cursor = partner + 1
                continue
            }
            guard isKind(cursor, .period), isIdentifier(cursor + 1) else { return false }
            if matches(cursor + 1) { return true }
            cursor += 2
        }
        return false
    }

    /// The system's lists of hundreds (`TimeZone.knownTimeZoneIdentifiers`, about 600; `Locale.availableIdentifiers`,
    /// about 1,000; the ISO languages, regions and currencies; the installed fonts): options, but no handful.
    static let largeSystemLists = WordSet(["knownTimeZoneIdentifiers", "knownTimeZoneNames", "availableIdentifiers",
                                           "availableLocaleIdentifiers", "isoLanguageCodes", "isoRegionCodes", "isoCountryCodes",
                                           "isoRegions", "isoCurrencyCodes", "isoCurrencies", "commonISOCurrencyCodes",
                                           "familyNames", "availableFonts", "availableFontFamilies"])

    /// Whether `range` reads one of the system's lists of hundreds (`NSLocale.isoLanguageCodes.filter { … }`).
    func readsLargeSystemList(_ range: Range<Int>) -> Bool {
        range.contains { isIdentifier($0) && tokens[$0].length >= 10 && isMemberName($0) && isText($0, in: Self.largeSystemLists) }
    }

    /// Whether a property of the file named as the member at `name` is worked out from one of the system's lists
    /// of hundreds (`private let languages = { NSLocale.isoLanguageCodes.filter { … }.sorted { … } }()`, or
    /// computed): a picker of it has hundreds of options, sorted again each time the view is made.
    func isPropertyOverLargeSystemList(named name: Int) -> Bool {
        containsDeclaration(spelled: bytes(of: name)) { declaration in
            (declaration.kind == .constant || declaration.kind == .variable) && declaration.parent >= 0
                && declarations[declaration.parent].kind.isType
                && readsLargeSystemList(declaration.hasBody ? declaration.bodyRange : declaration.initializer)
        }
    }

    /// A literal range or `prefix(n)` of at most this many elements is a handful the code fixes; more is
    /// a list of rows however it is written.
    static let fixedDataLimit = 12

    /// A calendar's or date formatter's names of weekdays, months, quarters or eras
    /// (`Calendar.current.veryShortWeekdaySymbols`, `formatter.monthSymbols`): seven, twelve, four or two
    /// strings that change only with the locale, as fixed as a literal of them. Often not unique (`S`, `T`
    /// twice in the very short weekdays), so their positions are the identity to key them by. A property of
    /// such a name counts as well (a view model's `weekdaySymbols`, rotated to the first weekday): the name
    /// is the convention.
    func isCalendarSymbolList(_ value: Range<Int>) -> Bool {
        value.count >= 3 && isKind(value.upperBound - 2, .period) && isText(value.upperBound - 1, in: Self.calendarSymbolLists)
    }

    static let calendarSymbolLists = WordSet([
        "weekdaySymbols", "shortWeekdaySymbols", "veryShortWeekdaySymbols", "standaloneWeekdaySymbols",
        "shortStandaloneWeekdaySymbols", "veryShortStandaloneWeekdaySymbols", "monthSymbols", "shortMonthSymbols",
        "veryShortMonthSymbols", "standaloneMonthSymbols", "shortStandaloneMonthSymbols", "veryShortStandaloneMonthSymbols",
        "quarterSymbols", "shortQuarterSymbols", "standaloneQuarterSymbols", "shortStandaloneQuarterSymbols",
        "eraSymbols", "longEraSymbols",
    ])

    /// Whether a `ForEach`'s data (`value`, its argument's tokens) is a handful the code fixes: an array
    /// literal, a range of at most `fixedDataLimit` (`0..<5`, `0..<min(3, items.count)`), an enum's cases (`startsWithAllCases`),
    /// `….prefix(3)` (also copied, `Array(….prefix(3))`), or a constant holding a few (`FixedConstants.few`: `Self.sections`, `Filter.all`, a
    /// bare `sections` of the type whose code it is, `enclosingType`, -1: none, or of the file's scope).
    /// `ofAnySize`: also a constant of many (the same on every evaluation, but not a handful of views).
    func isFixedSizeData(_ value: Range<Int>, enclosingType: Int, constants: FixedConstants, ofAnySize: Bool = false) -> Bool {
        guard !value.isEmpty else { return false }
        if isArrayLiteral(value) || isCalendarSymbolList(value) { return true }
        // The positions of a handful are as many (`shortcutGroups.indices` over a literal of five, `0..<Palette.swatches.count`).
        if value.count >= 3, isText(value.upperBound - 1, "indices"), isKind(value.upperBound - 2, .period) {
            return isFixedSizeData(value.lowerBound..<(value.upperBound - 2), enclosingType: enclosingType, constants: constants,
                                   ofAnySize: ofAnySize)
        }
        if let counted = collectionCounted(by: value) {
            return isFixedSizeData(counted, enclosingType: enclosingType, constants: constants, ofAnySize: ofAnySize)
        }
        // A handful filtered, mapped or sorted (`Self.sortOptions.filter { … }`) is at most as many.
        let receiver = strippingCountBoundedWork(value)
        if receiver != value, isHandfulOfLiterals(receiver, enclosingType: enclosingType, constants: constants) { return true }
        if let count = cappedRangeCount(value) { return count <= Self.fixedDataLimit }
        let copied = unwrappingArray(value)
        if let count = prefixLimit(copied) ?? sliceLimit(copied) { return count <= Self.fixedDataLimit }
        if startsWithAllCases(value) { return true }
        if let local = fixedLocal(value) { return local }
        guard let key = constantKey(of: value, enclosingType: enclosingType, constants: constants) else { return false }
        // A computed property's literal has fixed positions, but may hold live data: not a handful of views.
        let kinds = constants.kinds(of: key)
        if kinds.contains(.computed) { return ofAnySize }
        return kinds.contains(.few) || ofAnySize && kinds.contains(.many)
    }

    /// Where the receiver of member `index` starts: back along the chain over names, their dots, and
    /// calls', subscripts' and closures' brackets, to a name (or `self`, `Self`) after no dot. `visit`
    /// sees each member name passed on the way, nearest first (`filter`, then `map`, for `.sorted` in
    /// `values.map(…).filter { … }.sorted`), whether or not the chain starts with a name.
    func chainRoot(receiverOf index: Int, visiting visit: (Int) -> Void = { _ in }) -> Int? {
        var root = index - 2
        for _ in 0..<32 {
            guard root >= 0 else { return nil }
            if isKind(root, .rightParen) || isKind(root, .rightBracket) || isKind(root, .rightBrace) {
                guard let open = partnerOf(root), open < root else { return nil }
                root = open - 1
            } else if isIdentifier(root) && isKind(root - 1, .period) {
                visit(root)
                root -= 2
            } else {
                break
            }
        }
        guard root >= 0, isIdentifier(root) || isText(root, "self") || isText(root, "Self"),
              !isKind(root - 1, .period) else { return nil }
        return root
    }

    /// The `constantKey` of the first `Type.name` in `value` (`Options.all`, `Options.all.filter { … }`,
    /// `Options.all.indices`) that the file does not declare (`constants`): another file's, which only the
    /// project knows. Else that of the bare name `value` starts with (`themes`, `themes.indices`) when
    /// nothing in the file declares or binds it: a constant of another file's scope (or a member another
    /// file's extension declares, which the project does not record: taken as the constant). Or that of
    /// the constant a `var` (or `let`) of `enclosingType` that `value` starts with, or counts, starts as
    /// (`FixedConstants.aliases`).
    /// Nil when there is none of these.
    /// `modelRead`: the tokens of a model's property read (`model.settings`) when the key is that property's.
    func foreignConstantKey(in value: Range<Int>, enclosingType: Int,
                            constants: FixedConstants) -> (key: UInt64, modelRead: Range<Int>?)? {
        // (Also counted: `0..<colors.count`.)
        if !constants.aliases.isEmpty, let target = aliasedConstant(startingWith: collectionCounted(by: value) ?? value,
                                                                     enclosingType: enclosingType, constants: constants) {
            return (target, nil)
        }
        for index in value where index + 2 < value.upperBound && isIdentifier(index) && startsWithUppercase(index)
            && !isText(index, "Self") && !isKind(index - 1, .period) && isKind(index + 1, .period)
            && isIdentifier(index + 2) && !startsWithUppercase(index + 2) && !isKind(index + 3, .leftParen) {
            let name = singletonMember(after: index, in: value) ?? index + 2
            let key = Self.constantKey(type: bytes(of: index), name: bytes(of: name))
            return constants.contains(key) ? nil : (key, nil)
        }
        let first = value.lowerBound
        // `model.settings`: the property of the model's type, as the project records it (this file's too).
        let member = (isText(first, "self") && isKind(first + 1, .period) ? first + 2 : first) + 2
        if member < value.upperBound, !isKind(member + 1, .leftParen),
           let type = modelType(ofMemberRead: first..<(member + 1), enclosingType: enclosingType) {
            return (Self.constantKey(type: bytes(of: type), name: bytes(of: member)), first..<(member + 1))
        }
        // A call or a subscript in the value is no constant's name; one after it is the caller's (`list[i]`, the list asked about).
        guard !value.isEmpty, isIdentifier(first), !startsWithUppercase(first), !isKind(first - 1, .period),
              first + 1 == value.upperBound || !isKind(first + 1, .leftParen) && !isKind(first + 1, .leftBracket) else { return nil }
        let name = bytes(of: first)
        let key = Self.constantKey(type: [], name: name)
        // Cheapest first: most such names are the view's own properties (`containsDeclaration`); then a
        // parameter of a closure around the use (an enclosing `ForEach`'s element); then every binding of the name.
        guard !constants.contains(key), !containsDeclaration(spelled: name, where: { _ in true }), !isClosureParameter(named: name, around: first),
              !nameIndexes.answer(.isBoundInFile, spelledAs: first, in: self, {
                  identifiers(maybeSpelled: name).contains(where: { bytes(of: $0) == name && bindsName(at: $0) })
              }) else { return nil }
        return (key, nil)
    }

    /// When `isFixed` does not hold by the file's own `constants` and `value` names another file's constant
    /// (`Options.all`): the kinds of that constant for which it would, each assumed in turn. Nil when there
    /// is no such constant, or no kinds would do.
    func foreignConstantCondition(in value: Range<Int>, enclosingType: Int, constants: FixedConstants,
                                  _ isFixed: (FixedConstants) -> Bool) -> FixedConstantCondition? {
        guard let (key, modelRead) = foreignConstantKey(in: value, enclosingType: enclosingType, constants: constants) else { return nil }
        var constants = constants
        constants.assumedModelRead = modelRead
        var mask: UInt16 = 0
        for kinds in FixedConstants.Kinds.possible {
            constants.assumed = (key, kinds)
            if isFixed(constants) { mask |= 1 << kinds.rawValue }
        }
        return mask == 0 ? nil : FixedConstantCondition(key: key, kindsMask: mask)
    }

    /// The constant that the `var` of `enclosingType` named at the start of `value` (`sections`,
    /// `self.sections`, `sections.filter { … }`) starts as, when it is another file's (`FixedConstants.aliases`).
    func aliasedConstant(startingWith value: Range<Int>, enclosingType: Int, constants: FixedConstants) -> UInt64? {
        let first = value.lowerBound
        guard !value.isEmpty, isIdentifier(first) || isText(first, "self") else { return nil }
        let name = isText(first, "self") && isKind(first + 1, .period) ? first + 2 : first
        guard name < value.upperBound, isIdentifier(name),
              let key = constantKey(of: first..<(name + 1), enclosingType: enclosingType, constants: constants) else { return nil }
        return constants.aliasedConstant(of: key)
    }

    /// `intervals` in `SleepTimer.shared.intervals`, where `type` is `SleepTimer`: a property read through
    /// the type's shared instance (`shared`, `default`, `standard`), which is that type's own property (a
    /// `let` holding a literal is the same in every instance). Nil for any other shape.
    func singletonMember(after type: Int, in value: Range<Int>) -> Int? {
        let member = type + 4
        guard member < value.upperBound, startsWithUppercase(type), isKind(type + 1, .period),
              isText(type + 2, in: Self.sharedInstanceNames), isKind(type + 3, .period), isIdentifier(member),
              !startsWithUppercase(member), !isKind(member + 1, .leftParen) else { return nil }
        return member
    }

    static let sharedInstanceNames = WordSet(["shared", "default", "standard", "sharedInstance"])

    /// The type token of the model whose property `path` reads (`model.settings`, `self.model.settings`),
    /// when the model is a stored property of `enclosingType` declared of one named type (`let model:
    /// SettingsModel`, `@StateObject private var model = SettingsModel()`): that type's property, which a `let`
    /// holding a literal or an enum's cases makes the same in every instance. Nil for any other shape.
    func modelType(ofMemberRead path: Range<Int>, enclosingType: Int) -> Int? {
        var property = path.lowerBound
        if isText(property, "self"), isKind(property + 1, .period) { property += 2 }
        let member = property + 2
        guard enclosingType >= 0, member == path.upperBound - 1, isIdentifier(property), !startsWithUppercase(property),
              !isKind(property - 1, .period) || isText(property - 2, "self"), isKind(property + 1, .period),
              isIdentifier(member), !startsWithUppercase(member) else { return nil }
        return firstMember(of: enclosingType, named: bytes(of: property)) { declaredType(of: $0, named: property, in: enclosingType) }
    }

    /// The first answer of `answer` for the declarations of type `owner` that may be named `name`: its members,
    /// which follow it, scanned (the file's index of names costs more to make), or through that index in a
    /// type of many (a scan for each question would make its lint quadratic).
    func firstMember<Answer>(of owner: Int, named name: ArraySlice<UInt8>, _ answer: (Int) -> Answer?) -> Answer? {
        let end = declarations[owner].bodyRange.upperBound
        var index = owner + 1
        while index < declarations.count, declarations[index].firstToken < end {
            guard index - owner <= Self.declarationsScannedForAName else {
                for candidate in declarations(maybeNamed: name) { if let found = answer(candidate) { return found } }
                return nil
            }
            if let found = answer(index) { return found }
            index += 1
        }
        return nil
    }

    /// The type token of the stored property declared at `index` if it is `enclosingType`'s named like token
    /// `name` and declared of one named type (`: SettingsModel`, or `= SettingsModel()` whole).
    private func declaredType(of index: Int, named name: Int, in enclosingType: Int) -> Int? {
        let declaration = declarations[index]
        guard declaration.parent == enclosingType, declaration.name >= 0, tokens[declaration.name].length == tokens[name].length,
              bytes(of: declaration.name) == bytes(of: name) else { return nil }
        return declaredType(ofStoredProperty: index)
    }

    /// The type token of the stored property declared at `index` when it is declared of one named type
    /// (`: SettingsModel`, `: Modal.Variant`'s `Variant`, or `= SettingsModel()` whole).
    func declaredType(ofStoredProperty index: Int) -> Int? {
        let declaration = declarations[index]
        guard declaration.kind == .constant || declaration.kind == .variable, !declaration.hasBody else { return nil }
        let type = declaration.typeRange
        if type.count == 1 { return isIdentifier(type.lowerBound) && startsWithUppercase(type.lowerBound) ? type.lowerBound : nil }
        // A nested type the file declares (`: Modal.Variant`, `enum Variant` in `Modal`): the project knows its
        // members by the innermost name, which other types' own `Variant` may share; this file's is the one meant.
        if type.count == 3 {
            let outer = type.lowerBound, inner = type.lowerBound + 2
            guard isIdentifier(outer), startsWithUppercase(outer), isKind(outer + 1, .period), isIdentifier(inner),
                  startsWithUppercase(inner) else { return nil }
            // Declared once as a type in the file, in `Outer`: two `Variant`s here would share their members' keys.
            var nestedInOuter = 0, elsewhere = 0
            _ = containsDeclaration(spelled: bytes(of: inner), where: { nested in
                guard nested.kind.isType, nested.kind != .extensionType else { return false }
                if nested.parent >= 0, declarations[nested.parent].name >= 0,
                   bytes(of: declarations[nested.parent].name).elementsEqual(bytes(of: outer)) {
                    nestedInOuter += 1
                } else {
                    elsewhere += 1
                }
                return false
            })
            return nestedInOuter == 1 && elsewhere == 0 ? inner : nil
        }
        let value = declaration.initializer
        guard type.isEmpty, value.count >= 3, isIdentifier(value.lowerBound), startsWithUppercase(value.lowerBound),
              isKind(value.lowerBound + 1, .leftParen), partnerOf(value.lowerBound + 1) == value.upperBound - 1 else { return nil }
        return value.lowerBound
    }

    /// How many declarations a file may have for a name to be looked for among them one by one.
    static let declarationsScannedForAName = 256

    /// Whether a declaration spelled `name` meets `condition`: looked for among a file's few dozen declarations
    /// by length and bytes (the file's name index would cost a thousand times more to make for that alone), or
    /// through that index in a file of many (a scan for each question would make a large file's lint quadratic).
    func containsDeclaration(spelled name: ArraySlice<UInt8>, where condition: (Declaration) -> Bool) -> Bool {
        func matches(_ declaration: Declaration) -> Bool {
            declaration.name >= 0 && tokens[declaration.name].length == name.count && bytes(of: declaration.name) == name
                && condition(declaration)
        }
        return declarations.count <= Self.declarationsScannedForAName
            ? declarations.contains(where: matches)
            : declarations(maybeNamed: name).contains { matches(declarations[$0]) }
    }

    /// Whether a closure around token `use`, up to its member's body, names a parameter `name`.
    func isClosureParameter(named name: ArraySlice<UInt8>, around use: Int) -> Bool {
        var open = Int(enclosingOpen[use])
        for _ in 0..<256 {
            guard open >= 0 else { return false }
            if isKind(open, .leftBrace) {
                if braceRoles[open] == .declarationBody { return false }
                var isNamed = false
                forEachClosureParameter(open) { parameter in isNamed = isNamed || bytes(of: parameter) == name }
                if isNamed { return true }
            }
            open = Int(enclosingOpen[open])
        }
        return false
    }

    /// For a bare name that a local constant of the member holds (`let sections = [("Kanji", kanji), …]`,
    /// then `ForEach(sections, …)`): whether its value is an array literal of at most `fixedDataLimit`
    /// elements or an enum's cases. Nil when no local has the name, or it copies the member of its name
    /// (`let sections = sections`), which is then what is meant. A local variable is a handful too when
    /// `grownLiteralCount` bounds it. `includingCases`: an enum's cases count (views of a few sections), or
    /// not (work over them, `isHandfulOfLiterals`: an icon set's cases may be thousands).
    func fixedLocal(_ value: Range<Int>, includingCases: Bool = true) -> Bool? {
        guard value.count == 1, isIdentifier(value.lowerBound), !isMemberName(value.lowerBound) else { return nil }
        guard let local = localConstantValue(named: value.lowerBound, before: value.lowerBound) else {
            if let count = grownLiteralCount(named: value.lowerBound), count <= Self.fixedDataLimit { return true }
            return nil
        }
        if copiesMember(local, named: value.lowerBound) { return nil }
        // `let kinds = limited ? Kind.limitedCases : Kind.allCases`: a handful either way.
        if let (question, colon) = conditional(in: local) {
            return isFixedLocalValue((question + 1)..<colon, includingCases: includingCases)
                && isFixedLocalValue((colon + 1)..<local.upperBound, includingCases: includingCases)
        }
        return isFixedLocalValue(local, includingCases: includingCases)
    }

    /// A local's value that is a handful (`fixedLocal`): a literal of a few, an enum's cases, a calendar's names.
    private func isFixedLocalValue(_ value: Range<Int>, includingCases: Bool) -> Bool {
        isArrayLiteral(value) && elementCount(ofLiteral: value.lowerBound) <= Self.fixedDataLimit
            || includingCases && startsWithAllCases(value) || isCalendarSymbolList(value)
    }

    /// The most elements a local variable named as `use` can hold there, when it is made from an array literal
    /// and only grown by `append(…)` calls outside loops and closures (`var parts = [summary]`, then `if let
    /// code { parts.append(code) }`): the literal's count and one for each `append`. Nil when it is assigned,
    /// grown otherwise (also through a subscript) or passed `inout`, when an `append` may run more than once,
    /// or when the use is far from the declaration (a few thousand tokens).
    func grownLiteralCount(named use: Int) -> Int? {
        guard let value = localConstantValue(named: use, before: use, kind: .variable), isArrayLiteral(value),
              use - value.upperBound <= Self.grownLocalReach else { return nil }
        let block = Int(enclosingOpen[value.lowerBound])
        let name = bytes(of: use)
        var count = elementCount(ofLiteral: value.lowerBound)
        for token in value.upperBound..<use where isIdentifier(token) && bytes(of: token).elementsEqual(name) && !isMemberName(token) {
            if isText(token - 1, "&") { return nil }
            // Through a subscript (`grouped[key, default: []].append(x)`, `counts[key] = n`): a dictionary's
            // entries, or elements replaced, as many as the code runs.
            if isKind(token + 1, .leftBracket), let close = partnerOf(token + 1),
               isKind(close + 1, .period) || isKind(close + 1, .operator) && (isText(close + 1, "=") || isText(close + 1, "+=")) {
                return nil
            }
            guard isKind(token + 1, .period) else {
                // A read (`parts.count`, `Text(parts[0])`): not an assignment or a compound one.
                if isKind(token + 1, .operator), isText(token + 1, "=") || isText(token + 1, "+=") { return nil }
                continue
            }
            guard isText(token + 2, "append") else {
                if isText(token + 2, in: Self.growingMembers) { return nil }
                continue
            }
            guard isKind(token + 3, .leftParen), firstArgument(token + 3).map({ $0.label < 0 }) == true,
                  runsAtMostOnce(token, in: block) else { return nil }
            count += 1
        }
        return count
    }

    static let grownLocalReach = 4_096
    /// Members that add elements other than one `append(x)`: each leaves the count unknown.
    static let growingMembers = WordSet(["insert", "replaceSubrange", "reserveCapacity", "merge"])

    /// Whether code at `token` runs at most once each time `block` does: every block between them is an
    /// `if`, `guard`, `else`, `switch` or `do` block, not a loop's body nor a closure.
    func runsAtMostOnce(_ token: Int, in block: Int) -> Bool {
        var open = Int(enclosingOpen[token])
        while open > block {
            guard isKind(open, .leftBrace), braceRoles[open] == .statementBlock, !isLoopBody(open) else { return false }
            open = Int(enclosingOpen[open])
        }
        return open == block
    }

    /// Whether the statement block opening at `open` is a `for`, `while` or `repeat` body (or may be: its
    /// statement's keyword is looked for back at the block's level, a few hundred tokens at most).
    func isLoopBody(_ open: Int) -> Bool {
        let level = enclosingOpen[open]
        var cursor = open - 1
        var steps = 0
        while cursor >= 0, steps < 256 {
            if enclosingOpen[cursor] == level, isKind(cursor, .keyword) {
                if isText(cursor, in: Self.loopKeywords) { return true }
                if isText(cursor, in: Self.branchKeywords) { return false }
            }
            // The statement before, with no keyword found: not known to be a branch.
            if isKind(cursor, .rightBrace) || isKind(cursor, .semicolon), enclosingOpen[cursor] == level { return true }
            cursor -= 1
            steps += 1
        }
        return true
    }

    static let loopKeywords = WordSet(["for", "while", "repeat"])
    static let branchKeywords = WordSet(["if", "guard", "else", "switch", "do", "case", "default", "catch"])

    /// The `constantKey` of the constant a name path names (`sections`, `self.sections`, `Self.sections`,
    /// `Filter.all`), when the file declares one of that name (or, for `Filter.all`, it is the one
    /// `FixedConstants.assumed`); nil otherwise.
    func constantKey(of value: Range<Int>, enclosingType: Int, constants: FixedConstants) -> UInt64? {
        let last = value.upperBound - 1
        guard !value.isEmpty, isIdentifier(last), isNamePath(value) else { return nil }
        let typeName: ArraySlice<UInt8>
        if value.count == 1 || (value.count == 3 && (isText(value.lowerBound, "self") || isText(value.lowerBound, "Self"))) {
            // A bare name may also be a constant of the file's scope (`private let versions = [...]`), when
            // nothing else in the file has its name (`FixedConstants`, `namesBoundElsewhere`).
            let fileScope = Self.constantKey(type: [], name: bytes(of: last))
            if value.count == 1 && (constants.contains(fileScope) || constants.assumed?.key == fileScope) { return fileScope }
            guard enclosingType >= 0, declarations[enclosingType].name >= 0 else { return nil }
            typeName = bytes(of: declarations[enclosingType].name)
        } else if value.count == 3 && startsWithUppercase(value.lowerBound)
                    || value.count == 5 && singletonMember(after: value.lowerBound, in: value) == last {
            let key = Self.constantKey(type: bytes(of: value.lowerBound), name: bytes(of: last))
            return constants.contains(key) || constants.assumed?.key == key ? key : nil
        } else if let read = constants.assumedModelRead, read == value, let assumed = constants.assumed {
            // A model's property is for the project's record to tell (`foreignConstantKey`), even of this file's
            // type: only while that record is assumed (finding the model's type for every member read of view
            // code cost 1% of a lint's instructions).
            return assumed.key
        } else {
            return nil
        }
        let key = Self.constantKey(type: typeName, name: bytes(of: last))
        guard constants.contains(key) else { return nil }
        // A bare name that the member declares itself (`let tags = allTags`) is that local, not the constant.
        if value.count == 1, !constants.boundInMembers.isEmpty, isDeclaredInMember(last, bound: constants.boundInMembers) {
            return nil
        }
        return key
    }

    /// Whether a block or closure around the bare name at `use`, up to its member's body, declares its
    /// name (`bound`: `FixedConstants.boundInMembers`). A few hundred levels at most.
    func isDeclaredInMember(_ use: Int, bound: Set<UInt64>) -> Bool {
        let name = NameHash.of(bytes(of: use))
        var open = Int(enclosingOpen[use])
        for _ in 0..<256 {
            guard open >= 0 else { return false }
            if isKind(open, .leftBrace) {
                if bound.contains(Self.boundKey(body: open, name: name)) { return true }
                if braceRoles[open] == .declarationBody { return false }  // the member's (or a type's) body
            }
            open = Int(enclosingOpen[open])
        }
        return false
    }

    /// Keys (`boundKey`) of the names in `names` (`NameHash`) that a member declares itself: a local
    /// (`let tags = allTags`; not `let tags = tags`, the member again), by the block or closure it is declared in, or a parameter, by the member's
    /// body. From the outline, not the tokens: a file's constants are common, a local of one's name rare
    /// (a closure's parameter or a pattern of that name is not looked for).
    func namesBoundInMembers(_ names: [UInt64], lengths: [UInt32]) -> Set<UInt64> {
        var bound: Set<UInt64> = []
        // A few names are compared one by one; a large file's many (one a type's constant) by hash.
        let manyNames: Set<UInt64> = names.count > 16 ? Set(names) : []
        func bind(_ name: Int, body: Int) {
            guard lengths.contains(tokens[name].length) else { return }  // most names: not hashed at all
            let hash = NameHash.of(bytes(of: name))
            let isName = manyNames.isEmpty ? names.contains(hash) : manyNames.contains(hash)
            if isName, body >= 0 { bound.insert(Self.boundKey(body: body, name: hash)) }
        }
        for declaration in declarations where declaration.name >= 0 {
            if declaration.parent >= 0, !declarations[declaration.parent].kind.isType,
               declaration.kind == .constant || declaration.kind == .variable, !copiesMemberOfItsName(declaration) {
                bind(declaration.name, body: Int(enclosingOpen[declaration.name]))
            }
            guard declaration.parameterList >= 0, declaration.hasBody, let close = partnerOf(declaration.parameterList) else { continue }
            // `(tags: [Tag])`, `(for tags: [Tag])`: the name before each parameter's `:`.
            for index in (declaration.parameterList + 1)..<close where tokens[index].kind == .colon
                && enclosingOpen[index] == Int32(declaration.parameterList) && isIdentifier(index - 1) {
                bind(index - 1, body: declaration.bodyOpen)
            }
        }
        return bound
    }

    /// `let sections = sections`, `let sections = self.sections`: a local that holds the member of its
    /// own name (read once for the body), which a bare use then still means.
    func copiesMemberOfItsName(_ declaration: Declaration) -> Bool {
        copiesMember(declaration.initializer, named: declaration.name)
    }

    /// Whether `value` is `name` or `self.name`, the member named as token `name`.
    func copiesMember(_ value: Range<Int>, named name: Int) -> Bool {
        guard value.count == 1 || value.count == 3 && isText(value.lowerBound, "self") && isKind(value.lowerBound + 1, .period)
        else { return false }
        return isIdentifier(value.upperBound - 1) && bytes(of: value.upperBound - 1).elementsEqual(bytes(of: name))
    }

    static func boundKey(body: Int, name: UInt64) -> UInt64 {
        name ^ (UInt64(UInt32(truncatingIfNeeded: body)) &+ 1) &* 0x9E37_79B9_7F4A_7C15
    }

    /// The names (`NameHash`) of the file-scope constants declared at tokens `names` that are declared or
    /// bound anywhere else in the file, so that a bare use may mean something else: another declaration
    /// (a member, an extension's property, a local), a function's or a closure's parameter, a pattern
    /// (`if let name`, `case .loaded(let name)`, `case let .loaded(name)`, `let (name, _)`, `for name in`),
    /// or a label (`name:`, taken as a parameter to be safe). One pass over the file's identifiers for
    /// all of them (a data file may declare thousands).
    func namesBoundElsewhere(_ names: [Int]) -> Set<UInt64> {
        var declaredAt: [UInt64: Int] = [:]
        var bound: Set<UInt64> = []
        for name in names {
            let hash = NameHash.of(bytes(of: name))
            if declaredAt.updateValue(name, forKey: hash) != nil { bound.insert(hash) }  // two of one name
        }
        for index in tokens.indices where tokens[index].kind == .identifier && !isMemberName(index) {
            let hash = NameHash.of(bytes(of: index))
            guard let declaration = declaredAt[hash], declaration != index, !bound.contains(hash) else { continue }
            if bindsName(at: index) { bound.insert(hash) }
        }
        return bound
    }

    /// Whether the identifier at `index` declares or binds its name there (see `namesBoundElsewhere`).
    func bindsName(at index: Int) -> Bool {
        if isText(index - 1, "let") || isText(index - 1, "var") || isText(index - 1, "for") || isText(index - 1, "func")
            || isKind(index + 1, .colon) || isText(index + 1, "in") || isText(index + 1, "=") {
            return true
        }
        let open = Int(enclosingOpen[index])
        guard open >= 0 else { return false }
        // A closure's parameter list: `{ a, name in`, `{ (a, name) in`.
        if isKind(open, .leftBrace) && (isKind(index - 1, .leftBrace) || isKind(index - 1, .comma)) && isClosureSignature(open) {
            return true
        }
        guard isKind(open, .leftParen), let close = partnerOf(open) else { return false }
        // A tuple or enum-case pattern: `let (name, _)`, `case .loaded(let name)`, `case let .loaded(name)`.
        return isText(close + 1, "in")
            || (max(0, open - 4)..<open).contains { isText($0, "let") || isText($0, "var") || isText($0, "case") }
    }

    /// Whether the closure opening at `brace` names parameters (`{ a, b in`).
    func isClosureSignature(_ brace: Int) -> Bool {
        var named = false
        forEachClosureParameter(brace) { _ in named = true }
        return named
    }

    /// Whether `range` is a plain path of names: `items`, `model.items`, `self.items`, `Self.weekdays`,
    /// `Kind.allCases` (no call, subscript or operator, so nothing in it is computed per evaluation).
    func isNamePath(_ range: Range<Int>) -> Bool {
        range.allSatisfy { isIdentifier($0) || isKind($0, .period) || isText($0, "self") || isText($0, "Self") }
    }

    /// `Kind.allCases`, `Array(Kind.allCases)`, `Kind.allCases.filter { … }`: an enum's cases, whatever is
    /// done with them (not `items.filter { Kind.allCases.contains($0) }`, which is the items). Also a
    /// type's own selection of them, by the same convention (`SortType.legacyTopCases`, `Tab.visibleCases`).
    func startsWithAllCases(_ value: Range<Int>) -> Bool {
        var start = value.lowerBound
        if isText(start, "Array"), isKind(start + 1, .leftParen) { start += 2 }
        // `Entry.Kind.allCases`: a nested type's path first.
        while start + 4 < value.upperBound, startsWithUppercase(start), isKind(start + 1, .period), startsWithUppercase(start + 2) {
            start += 2
        }
        return start + 2 < value.upperBound && startsWithUppercase(start) && isKind(start + 1, .period) && namesCases(start + 2)
    }

    /// The value assigned to the property named as token `name` in `body` (`self.colors = …` or `colors = …`),
    /// to the end of its line, its first closure or a comma: enough to tell how it starts.
    func assignedValue(of name: Int, in body: Range<Int>) -> Range<Int>? {
        let spelling = bytes(of: name)
        let length = tokens[name].length
        for index in body where index + 2 < tokens.count && tokens[index].length == length && isIdentifier(index)
            && isText(index + 1, "=") && bytes(of: index).elementsEqual(spelling)
            && (!isKind(index - 1, .period) || isText(index - 2, "self")) {
            var end = index + 2
            while end < tokens.count {
                if end > index + 2 && (tokens[end].hasNewlineBefore || isKind(end, .leftBrace) || isKind(end, .comma)) { break }
                if isKind(end, .leftParen) || isKind(end, .leftBracket), let close = partnerOf(end) {
                    end = close + 1
                } else {
                    end += 1
                }
            }
            return (index + 2)..<end
        }
        return nil
    }

    /// `allCases`, or a type's own selection of its cases named by the same convention: a static member
    /// after a type's name (`SortType.legacyCases`, `Tab.visibleCases`), not an instance's (`self.useCases`).
    func namesCases(_ index: Int) -> Bool {
        isText(index, "allCases") || textEnds(index, with: "Cases") && !startsWithUppercase(index)
            && isKind(index - 1, .period) && startsWithUppercase(index - 2)
    }

    /// The most elements `….prefix(3)` keeps, when `value` ends with that call (or `prefix(upTo:)`), by
    /// its bound (`boundLimit`); nil otherwise.
    func prefixLimit(_ value: Range<Int>) -> Int? {
        let last = value.upperBound - 1
        guard value.count >= 5, isKind(last, .rightParen), let open = partnerOf(last), open - 1 > value.lowerBound,
              isText(open - 1, "prefix"), isMemberName(open - 1) else { return nil }
        let start = isText(open + 1, "upTo") && isKind(open + 2, .colon) ? open + 3 : open + 1
        guard start < last else { return nil }
        return boundLimit(start..<last)
    }

    /// The most elements a slice from the start keeps, when `value` ends with one (`items[..<3]`,
    /// `items[0..<limit]`, `items[...2]`), by its bound (`boundLimit`); nil otherwise.
    func sliceLimit(_ value: Range<Int>) -> Int? {
        let last = value.upperBound - 1
        guard value.count >= 4, isKind(last, .rightBracket), let open = partnerOf(last), open > value.lowerBound,
              isIdentifier(open - 1) || isKind(open - 1, .rightParen) || isKind(open - 1, .rightBracket) else { return nil }
        var start = open + 1
        if isText(start, "0") { start += 1 }
        guard start + 1 < last, isText(start, "..<") || isText(start, "...") else { return nil }
        return boundLimit((start + 1)..<last).map { isText(start, "...") ? $0 + 1 : $0 }
    }

    /// How many elements a slice between two literals keeps, when `value` ends with one (`ratios[5 ..< 10]`).
    func literalSliceCount(_ value: Range<Int>) -> Int? {
        let last = value.upperBound - 1
        guard value.count >= 5, isKind(last, .rightBracket), partnerOf(last) == last - 4,
              let lower = integerLiteral(last - 3), let upper = integerLiteral(last - 1), upper >= lower else { return nil }
        return isText(last - 2, "..<") ? upper - lower : isText(last - 2, "...") ? upper - lower + 1 : nil
    }

    /// A bound that keeps at most a few: a literal, the literal of a `min` (`min(comments.count, 6)`), the
    /// same written as a ternary (`items.count > 3 ? 3 : items.count`), or a local constant holding one
    /// (`let shown = min(3, items.count)`, then `items[..<shown]`); nil otherwise.
    func boundLimit(_ bound: Range<Int>, followsLocals: Bool = true) -> Int? {
        if bound.count == 1 {
            if let literal = integerLiteral(bound.lowerBound) { return literal }
            guard followsLocals, isIdentifier(bound.lowerBound), !isMemberName(bound.lowerBound),
                  let value = localConstantValue(named: bound.lowerBound, before: bound.lowerBound) else { return nil }
            return boundLimit(value, followsLocals: false)
        }
        let start = bound.lowerBound, last = bound.upperBound
        if isText(start, "min"), isKind(start + 1, .leftParen), partnerOf(start + 1) == last - 1 {
            return arguments(start + 1).compactMap { smallIntegerValue($0.value) }.min()
        }
        return ternaryMinimum(bound)
    }

    /// An argument of a `min` whose value the file fixes: an integer literal, or a name of a constant the
    /// file's types declare as one (`min(maxIcons, models.count)` with `let maxIcons = 3`, also
    /// `Self.maxIcons`, `self.maxIcons`); nil otherwise.
    func smallIntegerValue(_ argument: Range<Int>) -> Int? {
        if argument.count == 1 {
            if let literal = integerLiteral(argument.lowerBound) { return literal }
            return isIdentifier(argument.lowerBound) ? memberIntegerConstant(named: argument.lowerBound) : nil
        }
        guard argument.count == 3, isText(argument.lowerBound, "self") || isText(argument.lowerBound, "Self"),
              isKind(argument.lowerBound + 1, .period), isIdentifier(argument.lowerBound + 2) else { return nil }
        return memberIntegerConstant(named: argument.lowerBound + 2)
    }

    /// The value of the constant named as `use` when every declaration of that name in the file is a type's
    /// constant (instance or static) whose value is an integer literal: the largest of them; nil when any is
    /// something else (a local, a variable a caller sets, a computed value).
    func memberIntegerConstant(named use: Int) -> Int? {
        // Remembered for each name: copies of a view that each declare it made every use a look at all of them.
        nameIndexes.integerConstant(spelledAs: use, in: self) {
            let name = bytes(of: use)
            var largest: Int? = nil
            for index in declarations(maybeNamed: name) {
                let declaration = declarations[index]
                guard declaration.name >= 0, bytes(of: declaration.name).elementsEqual(name) else { continue }
                guard declaration.kind == .constant, declaration.parent >= 0, declarations[declaration.parent].kind.isType,
                      declaration.initializer.count == 1, let value = integerLiteral(declaration.initializer.lowerBound)
                else { return nil }
                largest = max(largest ?? value, value)
            }
            return largest
        }
    }

    /// Where the modifiers from token `index` end (`.environmentObject(theme)`, `.onAppear { … }`, maybe
    /// none): the token after the last; nil when a member there is read, not called (`screen.body`).
    func endOfModifiers(from index: Int) -> Int? {
        var next = index
        while isKind(next, .period), isIdentifier(next + 1) {
            next += 2
            let start = next
            if isKind(next, .leftParen), let close = partnerOf(next) { next = close + 1 }
            if isKind(next, .leftBrace), let close = partnerOf(next) { next = close + 1 }
            guard next > start else { return nil }
        }
        return next
    }

    /// `0..<min(3, items.count)`, or `0..<shown` after `let shown = min(maxShown, items.count)`: a range
    /// from an integer literal to a bound that keeps at most a few (`boundLimit`, which also reads a
    /// literal): the most elements it has; nil otherwise.
    func cappedRangeCount(_ value: Range<Int>) -> Int? {
        guard value.count >= 3, let low = integerLiteral(value.lowerBound) else { return nil }
        let isClosed = isText(value.lowerBound + 1, "...")
        let bound = (value.lowerBound + 2)..<value.upperBound
        // One token, or a `min(…)` (most bounds are a count, `items.count`, and fail here).
        guard isClosed || isText(value.lowerBound + 1, "..<"),
              bound.count == 1 || isText(bound.lowerBound, "min") && isKind(bound.lowerBound + 1, .leftParen),
              let high = boundLimit(bound) else { return nil }
        return max(high - low + (isClosed ? 1 : 0), 0)
    }

    /// Where the value of the last `let name =` (or `if let`, `guard let`, `var`) named as `use` before `limit`
    /// starts, after `lowerBound` (its member's start), in a block that holds `limit` (not a binding of another
    /// branch). A screenful back at most: a body of thousands of such names stays linear.
    func bindingValueStart(named use: Int, before limit: Int, notBefore lowerBound: Int) -> Int? {
        let name = bytes(of: use)
        var index = limit - 1
        while index > max(lowerBound, limit - Self.bindingReach) {
            if isIdentifier(index), isText(index + 1, "="), isText(index - 1, "let") || isText(index - 1, "var"),
               bytes(of: index).elementsEqual(name) {
                let block = Int(enclosingOpen[index])
                guard block < 0 || (partnerOf(block) ?? Int.max) > limit else { return nil }
                return index + 2
            }
            index -= 1
        }
        return nil
    }

    static let bindingReach = 4_096

    /// The value `bindingValueStart` finds: up to its line's end, an `else`, or a `{` or `,` at its own level
    /// (`if let url = URL(string: site.favicon), ready {`), over brackets that span lines.
    func bindingValue(named use: Int, before limit: Int, notBefore lowerBound: Int) -> Range<Int>? {
        guard let start = bindingValueStart(named: use, before: limit, notBefore: lowerBound) else { return nil }
        var end = start
        while end < tokens.count {
            if end > start && (tokens[end].hasNewlineBefore || isKind(end, .leftBrace) || isKind(end, .comma) || isText(end, "else")) {
                break
            }
            if isKind(end, .leftParen) || isKind(end, .leftBracket), let close = partnerOf(end) {
                end = close + 1
            } else {
                end += 1
            }
        }
        return start..<end
    }

    /// The value of the nearest local constant (or, by `kind`, variable) named as `use` declared before `limit`
    /// in a block, closure or member body that holds `use` (`let shown = …`); nil when there is none (a member,
    /// a parameter).
    /// `lookingBack`: how many declarations before `limit` to look through at most.
    func localConstantValue(named use: Int, before limit: Int, lookingBack: Int = .max,
                            kind: Declaration.Kind = .constant) -> Range<Int>? {
        let name = bytes(of: use)
        var remaining = lookingBack
        // Declarations are in source order: back from `limit` through the member's locals, up to the
        // member itself (a type's member or a free declaration), where its locals start.
        var position = partitionPoint(in: declarations.indices) { declarations[$0].keyword < limit } - 1
        while position >= 0, remaining > 0 {
            let declaration = declarations[position]
            guard declaration.parent >= 0, !declarations[declaration.parent].kind.isType else { return nil }
            position -= 1
            remaining -= 1
            guard declaration.kind == kind, declaration.name >= 0, declaration.name < limit,
                  !declaration.initializer.isEmpty, bytes(of: declaration.name).elementsEqual(name) else { continue }
            let block = Int(enclosingOpen[declaration.name])
            guard block >= 0, let close = partnerOf(block), close > use else { continue }
            return declaration.initializer
        }
        return nil
    }

    /// `items.count > 3 ? 3 : items.count` (or `items.count < 3 ? items.count : 3`): a `min` of a count and
    /// a literal written as a ternary — the literal in one branch, a `count` in the other, and the
    /// condition comparing with that same literal. Its literal; nil for anything else.
    func ternaryMinimum(_ range: Range<Int>) -> Int? {
        guard let (question, colon) = conditional(in: range) else { return nil }
        let branches = [(question + 1)..<colon, (colon + 1)..<range.upperBound]
        guard let literal = branches.first(where: { $0.count == 1 && integerLiteral($0.lowerBound) != nil }),
              let count = branches.first(where: { $0 != literal }), count.count >= 3, isText(count.upperBound - 1, "count"),
              isKind(count.upperBound - 2, .period), let limit = integerLiteral(literal.lowerBound),
              let comparedLiteral = (range.lowerBound..<question).first(where: { integerLiteral($0) == limit }),
              let comparison = (range.lowerBound..<question).first(where: { isKind($0, .operator) && isText($0, in: Self.orderings) })
        else { return nil }
        // The branch taken when the count is the greater must be the literal (`count > 3 ? 3 : count`), not
        // the count (`count < 3 ? 3 : count` is a `max`).
        let countOnLeft = comparedLiteral > comparison
        let trueWhenCountIsGreater = (isText(comparison, ">") || isText(comparison, ">=")) == countOnLeft
        return (literal == branches[0]) == trueWhenCountIsGreater ? limit : nil
    }

    static let orderings = WordSet([">", ">=", "<", "<="])

    /// The `?` and the `:` of `range` when it is a conditional expression (`condition ? a : b`), at its own
    /// level (a nested one is skipped; not optional chaining, `user?.name`, whose `?` is glued to its operand).
    func conditional(in range: Range<Int>) -> (question: Int, colon: Int)? {
        guard !range.isEmpty else { return nil }
        let level = enclosingOpen[range.lowerBound]
        var question: Int? = nil
        var nested = 0
        for index in range where enclosingOpen[index] == level {
            if tokens[index].kind == .operator && isText(index, "?") {
                guard tokens[index].hasTriviaBefore else { continue }
                if question == nil { question = index } else { nested += 1 }
            } else if isKind(index, .colon), let question {
                if nested > 0 { nested -= 1; continue }
                guard question + 1 < index, index + 1 < range.upperBound else { return nil }
                return (question, index)
            }
        }
        return nil
    }

    /// The value of a decimal integer literal of a few digits (`12`, `1_000`), else nil.
    func integerLiteral(_ index: Int) -> Int? {
        guard isKind(index, .integerLiteral) else { return nil }
        // Read in place: the digits filtered into an array of their own cost an allocation for each of the
        // tens of thousands of literals a lint asks about (every `ForEach` over a range or slice).
        var value = 0
        var digits = 0
        for byte in bytes(of: index) where byte != UInt8(ascii: "_") {
            guard byte >= 0x30 && byte <= 0x39, digits < 9 else { return nil }
            value = value * 10 + Int(byte - 0x30)
            digits += 1
        }
        return digits > 0 ? value : nil
    }

    /// This file's constants whose value the code fixes (`FixedConstants`), by `constantKey` (`Type.name`,
    /// hashed; a file-scope constant's with an empty type): an array literal (`static let options = ["a",
    /// "b"]`), one mapped or filtered (`[5, 10, 25].map { … }`), or an enum's cases; also a stored `var`
    /// that starts as an enum's cases (`@State var sections = Section.allCases`, which filtering can only
    /// shrink), a computed property that only returns a literal (`FixedConstants.computed`), and one that
    /// returns an enum's cases (`static var searchable: [Scope] { allCases }`, a case set as any). Not a
    /// stored `var` that starts as a literal (`[]`, filled later), nor a local (`let items = [...]` in a
    /// preview), nor a constant of another type of the same name.
    func fixedConstants() -> FixedConstants {
        var constants = FixedConstants()
        // File-scope ones wait for one look at the whole file: is their name anything else's there?
        // `isShared`: visible to the project's other files, and never reassigned (not private, a `let` or a
        // computed property): an entry for the project, as a type's constant is.
        var fileScope: [(name: Int, key: UInt64, isCases: Bool, count: Int?, isComputed: Bool, isShared: Bool)] = []
        // The names of the types' constants, which a member's own local may take (`let tags = allTags`).
        // A few a file: arrays, not sets (a set's storage for each file cost more than the lookups).
        var typeConstantNames: [UInt64] = []
        var typeConstantLengths: [UInt32] = []
        var typeKeys: [UInt64] = []
        var staticKeys: [UInt64] = []
        var visibleFileScopeKeys: [UInt64] = []
        var writtenNames: WrittenNames? = nil
        // Stored `var`s that start as a type's constant (`Section.visible`), and instances' `let`s that hold one,
        // by key: that constant's key.
        var startingAsConstants: [(key: UInt64, name: Int, constant: UInt64, isCopy: Bool)] = []
        // One pass over the file for all properties that may be asked about (a pass for each would be quadratic).
        // `countsStartingValues`: a wrapper given its starting value in an `init` (`_tabs = State(initialValue:
        // saved)`) counts as a change (the declaration's own value is then not what it holds).
        func isWritten(_ name: Int, countsStartingValues: Bool = true) -> Bool {
            if writtenNames == nil {
                // Their name tokens alone: the declarations filtered first were copied whole, one by one.
                var privateVariableNames: [Int] = []
                // Given their value in `init`, where a local of the name may make it (`var sections = …`).
                var statesWithoutValue: [Int] = []
                // Arrays, whose element set through a subscript (`services[i] = service`) leaves their size and
                // order as they were.
                var arrays: [UInt64] = []  // a few a file: an array, as the names above
                for index in declarations.indices where declarations[index].kind == .variable && !declarations[index].hasBody
                    && declarations[index].modifiers.contains(.isPrivate) && declarations[index].name >= 0 {
                    if !declarations[index].initializer.isEmpty {
                        privateVariableNames.append(declarations[index].name)
                    } else if isStateArrayWithoutValue(declarations[index]) {
                        statesWithoutValue.append(declarations[index].name)
                    }
                    if isArray(declarations[index]) { arrays.append(NameHash.of(bytes(of: declarations[index].name))) }
                }
                writtenNames = self.writtenNames(among: privateVariableNames + statesWithoutValue, localsMayShadow: statesWithoutValue,
                                                 arrays: arrays)
            }
            let key = NameHash.of(bytes(of: name))
            return writtenNames!.changed.contains(key) || countsStartingValues && writtenNames!.givenStartingValues.contains(key)
        }
        // A property's uses are looked for over every token; for a file that asks of more than a few, through
        // the file's index of identifiers, once for each spelling (its first use that may change it; -1: none).
        var readQuestions = 0
        var firstChangingUse = AnswersBySpelling<Int>()
        func isOnlyRead(_ name: Int) -> Bool {
            readQuestions += 1
            let indexed = readQuestions > 4
            let found = indexed
                ? firstChangingUse.answer(spelledAs: name, in: self) { firstUseThatMayChange(spelledAs: name, indexed: true) ?? -1 }
                : firstUseThatMayChange(spelledAs: name, indexed: false) ?? -1
            guard found == name else { return found < 0 }
            // The declaration's own name token (malformed code): the rest of its uses decide.
            return firstUseThatMayChange(spelledAs: name, excluding: name, indexed: indexed) == nil
        }
        // `count`: how many elements a literal (or a calendar's names of days or months) holds.
        func insert(_ key: UInt64, isCases: Bool, count: Int?, isComputed: Bool) {
            if isComputed { constants.computed.insert(key) }
            if isCases {
                constants.few.insert(key)
                constants.cases.insert(key)
            } else if let count, count <= Self.fixedDataLimit {
                constants.few.insert(key)
            } else {
                constants.many.insert(key)
            }
        }
        // `@State private var sections: [[Int]]`, its value given in `init`.
        func isStateArrayWithoutValue(_ declaration: Declaration) -> Bool {
            declaration.kind == .variable && declaration.initializer.isEmpty && !declaration.hasBody
                && isKind(declaration.typeRange.lowerBound, .leftBracket) && declaration.modifiers.contains(.isPrivate)
                && listed(declaration.attributes).contains(where: { isText($0, "State") })
        }
        // Declared `[T]`, or without a type, starting as an array literal.
        func isArray(_ declaration: Declaration) -> Bool {
            let start = declaration.typeRange.isEmpty ? declaration.initializer.lowerBound : declaration.typeRange.lowerBound
            return !(declaration.typeRange.isEmpty && declaration.initializer.isEmpty) && isArrayBrackets(start)
        }
        func isObjectVariable(_ declaration: Declaration) -> Bool {
            !declaration.isStaticMember && declaration.parent >= 0
                && (declarations[declaration.parent].kind == .classType || declarations[declaration.parent].kind == .actorType)
        }
        func isTypeMember(_ declaration: Declaration) -> Bool {
            declaration.parent >= 0 && declarations[declaration.parent].kind.isType && declarations[declaration.parent].name >= 0
        }
        // The initializers of each type, by the type's declaration: found when a `let` without a value first asks.
        var initializersByType: [Int: [Int]]? = nil
        func isGivenCasesInEveryInit(_ declaration: Declaration) -> Bool {
            if initializersByType == nil {
                var found: [Int: [Int]] = [:]
                for (index, member) in declarations.enumerated() where member.kind == .initializer && member.parent >= 0 {
                    found[member.parent, default: []].append(index)
                }
                initializersByType = found
            }
            guard let initializers = initializersByType![declaration.parent] else { return false }
            // Every `init` sets it (one that delegates, `self.init(…)`, sets nothing here: not known).
            return initializers.allSatisfy { initializer in
                assignedValue(of: declaration.name, in: declarations[initializer].bodyRange).map(startsWithAllCases) ?? false
            }
        }
        // A private `@State` that nothing in the file changes, whatever its starting value.
        func isUnchangedState(_ declaration: Declaration) -> Bool {
            declaration.kind == .variable && !declaration.isStaticMember && declaration.modifiers.contains(.isPrivate)
                && listed(declaration.attributes).contains(where: { isText($0, "State") })
                && !isWritten(declaration.name, countsStartingValues: false) && isOnlyRead(declaration.name)
        }
        // A type's property whose elements are the same on every evaluation, of any number (`FixedConstants.many`).
        func insertTypeConstant(_ declaration: Declaration) {
            let key = Self.constantKey(type: bytes(of: declarations[declaration.parent].name), name: bytes(of: declaration.name))
            constants.many.insert(key)
            typeKeys.append(key)
            typeConstantNames.append(NameHash.of(bytes(of: declaration.name)))
            if !typeConstantLengths.contains(tokens[declaration.name].length) { typeConstantLengths.append(tokens[declaration.name].length) }
        }
        for declaration in declarations where declaration.name >= 0 {
            // Every static property is an entry for the project, fixed or not: another type of its name
            // (in another module) whose property is data leaves the name unknown (`SharedConstants`).
            if declaration.isStaticMember, declaration.kind == .constant || declaration.kind == .variable,
               declaration.parent >= 0, declarations[declaration.parent].kind.isType, declarations[declaration.parent].name >= 0 {
                staticKeys.append(Self.constantKey(type: bytes(of: declarations[declaration.parent].name), name: bytes(of: declaration.name)))
            }
            // So is every property of the file's scope that other files see and that may hold a collection (not
            // one that starts as a number, a string or a regex): another file's bare use of its name is fixed
            // only if no other module's property of that name is data.
            if declaration.parent < 0, declaration.kind == .constant || declaration.kind == .variable,
               !declaration.modifiers.contains(.isPrivate), enclosingOpen[declaration.name] < 0,
               declaration.initializer.isEmpty || !Self.scalarLiteralKinds.contains(tokens[declaration.initializer.lowerBound].kind) {
                visibleFileScopeKeys.append(Self.constantKey(type: [], name: bytes(of: declaration.name)))
            }
            // (An instance's `let` holds a copy of the constant: `private let colors = Palette.all`.)
            let isCopy = declaration.kind == .constant && !declaration.isStaticMember
            if declaration.kind == .variable || isCopy, !declaration.hasBody, declaration.initializer.count == 3,
               mayStartAsCollection(declaration), isTypeMember(declaration),
               let constant = qualifiedConstantKey(declaration.initializer, enclosingType: declaration.parent) {
                startingAsConstants.append((Self.constantKey(type: bytes(of: declarations[declaration.parent].name),
                                                             name: bytes(of: declaration.name)), declaration.name, constant, isCopy))
            }
            // The value first: most initializers are neither, and the key is hashed only for those that are.
            let value: Range<Int>
            var returnsCases = false
            // A computed property's literal may hold the view's live data (`[Group(notes: pinned)]`).
            var holdsLiveData = declaration.hasBody
            if !declaration.hasBody {
                guard !declaration.initializer.isEmpty else {
                    // A private `@State` given its value in `init` (`_tabs = State(initialValue: saved)`) and never
                    // changed after: what the view first had, like one with a value of its own (below).
                    if isStateArrayWithoutValue(declaration) && isTypeMember(declaration) && isUnchangedState(declaration) {
                        insertTypeConstant(declaration)
                    } else if declaration.kind == .constant, !declaration.isStaticMember, isTypeMember(declaration),
                              isKind(declaration.typeRange.lowerBound, .leftBracket), isGivenCasesInEveryInit(declaration) {
                        // A `let` that every `init` of its type sets to an enum's cases (`self.colors =
                        // Color.allCases.filter { … }`): of them, as one with that value of its own.
                        let key = Self.constantKey(type: bytes(of: declarations[declaration.parent].name), name: bytes(of: declaration.name))
                        insert(key, isCases: true, count: nil, isComputed: false)
                        typeKeys.append(key)
                        typeConstantNames.append(NameHash.of(bytes(of: declaration.name)))
                        if !typeConstantLengths.contains(tokens[declaration.name].length) {
                            typeConstantLengths.append(tokens[declaration.name].length)
                        }
                    }
                    continue
                }
                value = declaration.initializer
            } else {
                // A computed property that only returns literals (`var depths: [CGFloat] { [0, 1, 2] }`, one
                // per platform), or an enum's cases (`static var searchable: [Scope] { allCases }`), maybe
                // filtered (`if hidesLegacy { return allCases.filter { … } } else { return allCases }`).
                guard declaration.kind == .variable, mayStartFixedValue(declaration),
                      let results = getterResults(declaration.bodyRange) else { continue }
                if results.allSatisfy(isArrayLiteral) {
                    // The longest arm counts: a handful only when every platform's is one.
                    value = results.max { elementCount(ofLiteral: $0.lowerBound) < elementCount(ofLiteral: $1.lowerBound) }!
                    holdsLiveData = !results.allSatisfy { holdsOnlyConstants(literal: $0.lowerBound, isStatic: declaration.isStaticMember) }
                } else if let cases = results.first(where: isAllCases), results.allSatisfy({ result in
                    // Also beside a few of them written out (`switch mode { case .app: Kind.allCases case
                    // .extension: [.login, .alias] }`): an enum's cases either way.
                    isAllCases(result) || isArrayLiteral(result) && elementCount(ofLiteral: result.lowerBound) <= Self.fixedDataLimit
                        && holdsOnlyConstants(literal: result.lowerBound, isStatic: declaration.isStaticMember)
                }) {
                    value = cases
                    returnsCases = true
                    holdsLiveData = false
                } else {
                    continue
                }
            }
            // Not an object's `var` (`@Published var pinned = Tab.allCases`): whoever holds the object may set it.
            let isCases = returnsCases || (declaration.kind == .constant || declaration.kind == .variable && !isObjectVariable(declaration))
                && !declaration.hasBody && startsWithAllCases(value)
            var literal = isCases || (declaration.kind != .constant && !declaration.hasBody) ? nil
                : arrayLiteral(startingAt: value) ?? (declaration.hasBody ? nil : invokedClosureLiteral(value))
            // A private stored `var` that starts as a few literals and that nothing in the file changes
            // (`@State private var tabs: [Tab] = [.home, .local]`, never assigned, mutated or bound): a `let`.
            if literal == nil, !isCases, declaration.kind == .variable, !declaration.hasBody,
               declaration.modifiers.contains(.isPrivate), isArrayLiteral(value), elementCount(ofLiteral: value.lowerBound) > 0 {
                if !isWritten(declaration.name) { literal = value.lowerBound }
            }
            // A calendar's names of days or months (`let symbols = Calendar.current.veryShortWeekdaySymbols`).
            let count = literal.map { elementCount(ofLiteral: $0) }
                ?? (!declaration.hasBody && declaration.kind == .constant && isCalendarSymbolList(value) ? Self.fixedDataLimit : nil)
            guard isCases || count != nil else {
                // A type's `static let` is set once for the whole run, whatever its value (`static let
                // settings = Settings.all`), and a private `@State` that nothing in the file changes keeps the
                // value its view first had (`@State private var cameras = Camera.connected()`, a snapshot taken
                // when it appears): the same elements in the same places, of any number.
                guard !declaration.hasBody, isTypeMember(declaration) else { continue }
                let isStaticLet = declaration.kind == .constant && declaration.isStaticMember
                if isStaticLet || isUnchangedState(declaration) { insertTypeConstant(declaration) }
                continue
            }
            if declaration.parent < 0 {
                // At file scope, not in a closure there (`#Preview { let items = [...] … }`).
                guard enclosingOpen[declaration.name] < 0 else { continue }
                let isShared = !declaration.modifiers.contains(.isPrivate) && (declaration.kind == .constant || declaration.hasBody)
                fileScope.append((declaration.name, Self.constantKey(type: [], name: bytes(of: declaration.name)), isCases, count,
                                  holdsLiveData, isShared))
                continue
            }
            guard declarations[declaration.parent].kind.isType && declarations[declaration.parent].name >= 0 else { continue }
            let key = Self.constantKey(type: bytes(of: declarations[declaration.parent].name), name: bytes(of: declaration.name))
            insert(key, isCases: isCases, count: count, isComputed: holdsLiveData)
            typeKeys.append(key)
            typeConstantNames.append(NameHash.of(bytes(of: declaration.name)))
            if !typeConstantLengths.contains(tokens[declaration.name].length) { typeConstantLengths.append(tokens[declaration.name].length) }
        }
        // A `var` that starts as an enum's cases of this file is of them; one that starts as another file's
        // constant waits for the project's record of it. A member's local of its name is that local.
        // A `let` copy of one of this file's constants is of its kinds.
        for (key, name, constant, isCopy) in startingAsConstants {
            if constants.cases.contains(constant) {
                insert(key, isCases: true, count: nil, isComputed: false)
            } else if isCopy && (constants.few.contains(constant) || constants.many.contains(constant)) {
                if constants.few.contains(constant) { constants.few.insert(key) }
                if constants.many.contains(constant) { constants.many.insert(key) }
                if constants.computed.contains(constant) { constants.computed.insert(key) }
            } else if !staticKeys.contains(constant) {
                constants.aliases.append(FixedConstants.Alias(key: key, constant: FixedConstants.aliasTarget(constant, isCopy: isCopy)))
            } else {
                continue
            }
            typeConstantNames.append(NameHash.of(bytes(of: name)))
            if !typeConstantLengths.contains(tokens[name].length) { typeConstantLengths.append(tokens[name].length) }
        }
        if !typeConstantNames.isEmpty {
            constants.boundInMembers = namesBoundInMembers(typeConstantNames, lengths: typeConstantLengths)
        }
        constants.typeEntries = typeKeys.map { FixedConstants.entry(key: $0, kinds: constants.kinds(of: $0)) }
            + staticKeys.filter { !constants.contains($0) }.map { FixedConstants.entry(key: $0, kinds: []) }
        var sharedFileScopeKeys: Set<UInt64> = []
        if !fileScope.isEmpty {
            let bound = namesBoundElsewhere(fileScope.map(\.name))
            for constant in fileScope where !bound.contains(NameHash.of(bytes(of: constant.name))) {
                insert(constant.key, isCases: constant.isCases, count: constant.count, isComputed: constant.isComputed)
                if constant.isShared { sharedFileScopeKeys.insert(constant.key) }
            }
        }
        // A name the file declares twice, or a `var` that any file may reassign, is data to the project: no kinds.
        constants.typeEntries += visibleFileScopeKeys.map {
            FixedConstants.entry(key: $0, kinds: sharedFileScopeKeys.contains($0) ? constants.kinds(of: $0) : [])
        }
        return constants
    }

    /// Whether a stored `var` whose value is a type's member (`Section.visible`) may hold a collection: typed
    /// as an array, or that member's name a plural. Most such values are one of an enum's cases (`@State
    /// private var option = Option.first`), which no `ForEach` goes over: not worth their record's room.
    func mayStartAsCollection(_ declaration: Declaration) -> Bool {
        if !declaration.typeRange.isEmpty { return isKind(declaration.typeRange.lowerBound, .leftBracket) }
        return textEnds(declaration.initializer.upperBound - 1, with: "s")
    }

    /// The `constantKey` of a value that is only a type's property (`Section.visible`, `Self.visible`, whose
    /// type is `enclosingType`); nil for anything else.
    func qualifiedConstantKey(_ value: Range<Int>, enclosingType: Int) -> UInt64? {
        let type = value.lowerBound
        guard value.count == 3, isIdentifier(type), startsWithUppercase(type), isKind(type + 1, .period),
              isIdentifier(type + 2), !startsWithUppercase(type + 2) else { return nil }
        if isText(type, "Self") {
            guard enclosingType >= 0, declarations[enclosingType].name >= 0 else { return nil }
            return Self.constantKey(type: bytes(of: declarations[enclosingType].name), name: bytes(of: type + 2))
        }
        return Self.constantKey(type: bytes(of: type), name: bytes(of: type + 2))
    }

    /// The kinds of token a value that is no collection starts with.
    static let scalarLiteralKinds: [TokenKind] = [.integerLiteral, .floatLiteral, .stringQuote, .regexLiteral]

    /// Which of a file's properties (names, hashed) it writes (`SyntaxFile.writtenNames(among:)`).
    struct WrittenNames {
        /// Changed somewhere.
        var changed: Set<UInt64> = []
        /// Given a starting value through the wrapper in an `init` (`_tabs = State(initialValue: saved)`): a
        /// view's state starts there, and the `init`s that follow do not change it.
        var givenStartingValues: Set<UInt64> = []
    }

    /// Which of the names declared at `candidates` (hashed) the file changes somewhere: assigns (`=`, `+=`,
    /// through a subscript), calls a mutating method on (`.append`, `.remove(at:)`), passes `inout` (`&name`,
    /// `&self.name`), binds (`$name`, which a child may write), sets through its wrapper (`_name = State(initialValue:
    /// …)`; in an `init`, its starting value) or in a tuple (`(name, other) = …`). A method of the project's own
    /// that mutates it is not seen. `localsMayShadow`: those of `candidates` declared without a value, whose name a
    /// local of an `init` may have: a bare write of the name there is the local's when one is declared before it
    /// (`isLocal`), else the property's starting value (`sections = …` makes its wrapper). `arrays`: those of
    /// `candidates` (names, hashed) that are arrays, one element of which set in place (`services[i] = service`)
    /// changes neither their size nor their order: no change.
    func writtenNames(among candidates: [Int], localsMayShadow: [Int] = [], arrays: [UInt64] = []) -> WrittenNames {
        var names = WrittenNames()
        let shadowable = Set(localsMayShadow.map { NameHash.of(bytes(of: $0)) })
        // This sees every token of every file: a name unlike every candidate in length and first byte is passed
        // over on its kind and one bit test, over the raw buffers; one like a candidate, on its bytes (a few
        // candidates a file at most); a candidate's, `isWrite(at:)` looks closer at.
        tokens.withUnsafeBufferPointer { tokens in
            source.bytes.withUnsafeBufferPointer { bytes in
                // Most names of a candidate's length start otherwise (filtered by length alone, the byte
                // compares cost 1% of a whole lint's instructions).
                func signature(_ start: Int, _ length: Int) -> UInt64 { NameHash.signature(length: length, firstByte: bytes[start]) }
                var signatures: UInt64 = 0
                for candidate in candidates { signatures |= signature(Int(tokens[candidate].start), Int(tokens[candidate].length)) }
                // Many candidates (a generated file's thousands) are looked up by hash: compared one by one, a
                // lint would be quadratic.
                let byHash = candidates.count <= 8 ? [:] : Dictionary(candidates.map { (NameHash.of(self.bytes(of: $0)), $0) },
                                                                     uniquingKeysWith: { first, _ in first })
                func candidate(named start: Int, _ length: Int) -> Int? {
                    guard byHash.isEmpty else { return byHash[NameHash.of(bytes[start..<start + length])] }
                    return candidates.first { candidate in
                        Int(tokens[candidate].length) == length
                            && (0..<length).allSatisfy { bytes[Int(tokens[candidate].start) + $0] == bytes[start + $0] }
                    }
                }
                // A write of candidate `name` at `index` (rare: kept out of the loop over every token).
                @inline(never) func record(_ index: Int, of name: Int, hasPrefix: Bool, isBinding: Bool) {
                    let key = NameHash.of(self.bytes(of: name))
                    if !hasPrefix && arrays.contains(key) && setsOneElement(index) { return }
                    let mayBeShadowed = !hasPrefix && !shadowable.isEmpty && shadowable.contains(key)
                    // A local of the name in an `init`, where a state's starting value is made (`var sections = …;
                    // sections.removeAll { … }; _sections = State(initialValue: sections)`).
                    if mayBeShadowed && !isMemberName(index) && isInInitializerBody(index) && isLocal(index) { return }
                    // In an `init`, `_tabs = State(initialValue: saved)` sets the wrapper; so does `sections = …` (or
                    // `self.sections = …`) of a wrapped property declared without a value: Swift makes its wrapper
                    // there (`State(wrappedValue:)`).
                    let setsWrapper = hasPrefix && !isBinding || mayBeShadowed && (!isMemberName(index) || isText(index - 2, "self"))
                    if setsWrapper && isText(index + 1, "=") && isInInitializerBody(index) {
                        names.givenStartingValues.insert(key)
                    } else {
                        names.changed.insert(key)
                    }
                }
                for index in tokens.indices {
                    let token = tokens[index]
                    guard token.kind == .identifier || token.kind == .dollarIdentifier, token.length > 0 else { continue }
                    // `$name` binds it; `_name` is its wrapper (`_tabs = State(initialValue: all)`, set in an `init`).
                    let hasPrefix = token.kind == .dollarIdentifier || token.length > 1 && bytes[Int(token.start)] == UInt8(ascii: "_")
                    let nameStart = Int(token.start) + (hasPrefix ? 1 : 0)
                    let nameLength = Int(token.length) - (hasPrefix ? 1 : 0)
                    guard nameLength > 0, signatures & signature(nameStart, nameLength) != 0,
                          let name = candidate(named: nameStart, nameLength),
                          token.kind == .dollarIdentifier || isWrite(at: index, isWrapper: hasPrefix) else { continue }
                    record(index, of: name, hasPrefix: hasPrefix, isBinding: token.kind == .dollarIdentifier)
                }
            }
        }
        return names
    }

    /// Whether the brackets opening at `open` are an array's, `[T]` or `[a, b]`, not a dictionary's (`[K: V]`,
    /// `["a": 1]`: a colon at the brackets' own depth).
    func isArrayBrackets(_ open: Int) -> Bool {
        guard isKind(open, .leftBracket), let close = partnerOf(open) else { return false }
        return !(open + 1..<close).contains { isKind($0, .colon) && Int(enclosingOpen[$0]) == open }
    }

    /// Whether the write at the array named at `index` sets one element in place (`services[i] = service`,
    /// `counts[i] += 1`): not a range's (`items[0..<2] = …`, which may change the count).
    func setsOneElement(_ index: Int) -> Bool {
        guard isKind(index + 1, .leftBracket), let close = partnerOf(index + 1), isText(close + 1, in: Self.assignments)
        else { return false }
        return !(index + 2..<close).contains { isKind($0, .comma) || isText($0, "..<") || isText($0, "...") }
    }

    /// Whether the identifier at `index` changes what it names (`writtenNames`); `isWrapper`: it starts with `_`.
    func isWrite(at index: Int, isWrapper: Bool) -> Bool {
        var next = index + 1
        if isKind(next, .leftBracket), let close = partnerOf(next) { next = close + 1 }
        let isInout = isText(index - 1, "&") || isKind(index - 1, .period) && isText(index - 2, "self") && isText(index - 3, "&")
        // An element of a tuple assigned whole: `(tabs, selection) = (all, .home)`.
        let tuple = Int(enclosingOpen[index])
        let isInTupleAssigned = (isKind(next, .comma) || isKind(next, .rightParen)) && isKind(tuple, .leftParen)
            && partnerOf(tuple).map { isText($0 + 1, "=") } == true && callee(ofArgumentList: tuple) < 0
        return (isWrapper || isInout || isInTupleAssigned || isText(next, in: Self.assignments)
                || isKind(next, .period) && isText(next + 1, in: Self.mutatingMembers))
            // A declaration's own name is not a write of it (`@State private var tabs = [Tab.home, .local]`).
            && !isText(index - 1, "var") && !isText(index - 1, "let")
    }

    /// The first use of the name spelled like token `name` (other than token `excluded`) that may change
    /// what it holds: the property declared at `name` is only read when there is none but `name` itself. A
    /// use only reads it when it takes an element (`cameras[i]`), its positions or size (`indices`, `count`,
    /// `isEmpty`, `first`, `last`), a copy made from it (`enumerated`, `map`, `filter`, `sorted`…), or the
    /// value handed on whole; not a method the app may have added to it (`cameras.refreshAll()` may be
    /// `mutating`), nor a key path to it.
    /// `indexed`: through the file's index of identifiers (many properties are asked about), not a scan.
    func firstUseThatMayChange(spelledAs name: Int, excluding excluded: Int = -1, indexed: Bool) -> Int? {
        guard indexed else { return firstUseThatMayChange(spelledAs: name, excluding: excluded, among: tokens.indices) }
        return firstUseThatMayChange(spelledAs: name, excluding: excluded, among: identifiers(maybeSpelled: bytes(of: name)))
    }

    private func firstUseThatMayChange(spelledAs name: Int, excluding excluded: Int, among uses: some Sequence<Int>) -> Int? {
        let length = tokens[name].length
        for use in uses where use != excluded && tokens[use].kind == .identifier && tokens[use].length == length
            && bytes(of: use).elementsEqual(bytes(of: name)) {
            // A key path to it may write through it (`self[keyPath: \.cameras] = []`).
            if isMemberName(use) && (isText(use - 2, "\\") || isText(use - 3, "\\")) { return use }
            guard !isMemberName(use) || isText(use - 2, "self"), isKind(use + 1, .period) else { continue }
            // A local of the name in an `init` (`var sections = …; sections.removeAll { … }`) is not the property.
            if !isText(use + 2, in: Self.readingMembers) && (isMemberName(use) || !isInInitializerBody(use) || !isLocal(use)) {
                return use
            }
        }
        return nil
    }

    /// Whether token `index` is in the body of an `init` (maybe in a closure there): looked for through at
    /// most 16 enclosing brackets (a write asks it, and a chain of thousands of nested closures, each with one,
    /// would otherwise take time quadratic in their number). An `init` with a generic clause or a `where`
    /// is not recognised (its writes count as changes).
    func isInInitializerBody(_ index: Int) -> Bool {
        var open = Int(enclosingOpen[index])
        for _ in 0..<16 {
            guard open >= 0 else { return false }
            if isKind(open, .leftBrace) && braceRoles[open] == .declarationBody {
                var before = open - 1
                while before > 0 && (isText(before, "throws") || isText(before, "async") || isText(before, "rethrows")) { before -= 1 }
                guard isKind(before, .rightParen), let parameters = partnerOf(before) else { return false }
                let keyword = isText(parameters - 1, "?") || isText(parameters - 1, "!") ? parameters - 2 : parameters - 1
                return isText(keyword, "init")
            }
            open = Int(enclosingOpen[open])
        }
        return false
    }

    /// Whether the bare name at `use` means a local of a function, `init` or accessor declared before it in
    /// a block that holds it (`let components = saved ?? []` then `components.chunked(…)` in an `init`), not
    /// a property of that name. Asked of uses in an `init` (`isInInitializerBody`), where a state's starting
    /// value is made: elsewhere a local of the name is rare, and the file's index of locals costs more.
    func isLocal(_ use: Int) -> Bool {
        locals(maybeNamed: bytes(of: use)).contains { index in
            let local = declarations[index]
            guard local.name < use, bytes(of: local.name).elementsEqual(bytes(of: use)) else { return false }
            let open = Int(enclosingOpen[local.name])
            return open >= 0 && partnerOf(open).map { $0 > use } ?? true
        }
    }

    static let readingMembers = WordSet([
        "indices", "count", "isEmpty", "first", "last", "enumerated", "map", "compactMap", "flatMap", "filter", "sorted",
        "reversed", "prefix", "suffix", "dropFirst", "dropLast", "contains", "firstIndex", "lastIndex", "min", "max",
        "reduce", "joined", "startIndex", "endIndex", "lazy", "allSatisfy",
    ])

    static let assignments = WordSet(["=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="])
    static let mutatingMembers = WordSet([
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "popLast", "move",
        "sort", "shuffle", "reverse", "swapAt", "replaceSubrange", "formUnion", "formIntersection", "subtract", "update",
        "partition", "removeSubranges", "trimPrefix", "removeValue", "updateValue", "merge", "formSymmetricDifference",
    ])

    /// An array literal of at most `fixedDataLimit` elements, a local holding one (also grown by a few
    /// `append`s, `grownLiteralCount`), or a constant holding one (`FixedConstants.few`; not an enum's cases,
    /// which may be thousands: an icon set's; nor a computed property's literal).
    func isHandfulOfLiterals(_ value: Range<Int>, enclosingType: Int, constants: FixedConstants) -> Bool {
        if isArrayLiteral(value) { return elementCount(ofLiteral: value.lowerBound) <= Self.fixedDataLimit }
        if isCalendarSymbolList(value) { return true }
        if let local = fixedLocal(value, includingCases: false) { return local }
        guard let key = constantKey(of: value, enclosingType: enclosingType, constants: constants) else { return false }
        let kinds = constants.kinds(of: key)
        return kinds.contains(.few) && kinds.isDisjoint(with: [.cases, .computed])
    }

    /// What trailing calls that cannot add elements work over (`options` in `options.filter { … }.sorted()`,
    /// see `countBoundedWork`); `value` itself when it ends in none.
    func strippingCountBoundedWork(_ value: Range<Int>) -> Range<Int> {
        // A few links at most: a longer chain is not a handful's.
        strippingTrailingCalls(value, named: Self.countBoundedWork, upTo: 4)
    }

    /// `value` without its last calls of the methods `names`, `limit` at most (`items.indices` of
    /// `items.indices.filter { … }.sorted { … }`).
    func strippingTrailingCalls(_ value: Range<Int>, named names: WordSet, upTo limit: Int) -> Range<Int> {
        var receiver = value
        for _ in 0..<limit {
            var end = receiver.upperBound - 1
            // `name { … }`, `name(…)`, or `name(…) { … }`.
            if isKind(end, .rightBrace), let open = partnerOf(end), open > receiver.lowerBound { end = open - 1 }
            if isKind(end, .rightParen), let open = partnerOf(end), open > receiver.lowerBound { end = open - 1 }
            guard end - 1 > receiver.lowerBound, end < receiver.upperBound - 1, isText(end, in: names),
                  isKind(end - 1, .period) else { break }
            receiver = receiver.lowerBound..<(end - 1)
        }
        return receiver
    }

    /// The values a getter's `body` gives: what each `return` at the getter's own level returns (`if
    /// flag { return a } else { return b }`; not a closure's), or else its one expression, taken apart at
    /// an `if`/`else` expression's branches, a `switch` expression's arms and `#if`/`#else` arms. Nil for any
    /// other shape (an `if` without `else`, statements before the value).
    func getterResults(_ body: Range<Int>, depth: Int = 0) -> [Range<Int>]? {
        guard !body.isEmpty, depth < 16 else { return nil }
        let getter = Int(enclosingOpen[body.lowerBound])
        var results: [Range<Int>] = []
        for index in body where isText(index, "return") {
            let innermost = Int(enclosingOpen[index])
            var open = innermost
            while open != getter, open >= 0, isKind(open, .leftBrace), braceRoles[open] == .statementBlock {
                open = Int(enclosingOpen[open])
            }
            guard open == getter else { continue }  // a closure's own `return`
            let end = innermost == getter ? body.upperBound : endOfReturn(after: index, inBlock: innermost)
            guard index + 1 < end else { return nil }
            results.append((index + 1)..<end)
        }
        if !results.isEmpty { return results }
        if tokens[body.lowerBound].kind == .poundKeyword { return conditionalArms(body, depth: depth) }
        if isText(body.lowerBound, "if") { return ifExpressionBranches(body, depth: depth) }
        if isText(body.lowerBound, "switch") { return switchExpressionArms(body, depth: depth) }
        return ternaryArms(body, depth: depth) ?? [body]
    }

    /// Where the value a `return` at `index` gives ends in the statement block opening at `block`: at the
    /// block's end, or in a `switch`'s block at the next arm (`case .a: return [x]  case .b: return [y]`).
    /// Also at the next `return`: each token of a block is looked at for one `return` at most (a getter of
    /// tens of thousands of them stays linear).
    private func endOfReturn(after index: Int, inBlock block: Int) -> Int {
        let close = partnerOf(block) ?? tokens.count
        var next = index + 1
        while next < close {
            if let partner = partnerOf(next), partner > next {
                next = partner + 1
                continue
            }
            // `case` opening an arm, not one of a condition (`if case .some = value`).
            if isText(next, "case") || isText(next, "default"), tokens[next].hasNewlineBefore || isKind(next - 1, .semicolon) {
                return next
            }
            if isText(next, "return") { return next }
            next += 1
        }
        return close
    }

    /// The values of a getter's body that is one ternary (`isRenewing ? [a, b, c] : [a, b]`, `getterResults`):
    /// each branch's, a nested ternary's too; nil when the body is no ternary.
    private func ternaryArms(_ body: Range<Int>, depth: Int) -> [Range<Int>]? {
        // Over the body's own level only, its brackets stepped over: a view's body is long, its top level short.
        var question = -1, colon = -1
        var index = body.lowerBound
        while index < body.upperBound {
            if let partner = partnerOf(index), partner > index {
                index = partner + 1
                continue
            }
            // A ternary's `?` stands apart (`a ? b : c`); optional chaining's touches its name (`a?.b`).
            if question < 0 && isText(index, "?") && tokens[index].hasTriviaBefore {
                question = index
            } else if question >= 0 && isKind(index, .colon) {
                colon = index
                break
            }
            index += 1
        }
        guard question >= 0, question + 1 < colon, colon + 1 < body.upperBound,
              let whenTrue = getterResults((question + 1)..<colon, depth: depth + 1),
              let whenFalse = getterResults((colon + 1)..<body.upperBound, depth: depth + 1) else { return nil }
        return whenTrue + whenFalse
    }

    /// The values of a getter's body that is one `switch … { case …: a  default: b }` expression
    /// (`getterResults`): each arm's code after its pattern's colon.
    private func switchExpressionArms(_ body: Range<Int>, depth: Int) -> [Range<Int>]? {
        let level = enclosingOpen[body.lowerBound]
        guard let open = body.first(where: { isKind($0, .leftBrace) && enclosingOpen[$0] == level }),
              partnerOf(open) == body.upperBound - 1 else { return nil }
        var results: [Range<Int>] = []
        var armStart = -1
        var index = open + 1
        while index < body.upperBound {
            let endsArm = index == body.upperBound - 1
                || enclosingOpen[index] == open && (isText(index, "case") || isText(index, "default"))
            if endsArm {
                if armStart >= 0 {
                    guard armStart < index, let arm = getterResults(armStart..<index, depth: depth + 1) else { return nil }
                    results += arm
                }
                if index == body.upperBound - 1 { return results.isEmpty ? nil : results }
                // The pattern ends at the first colon at the arm's level (`case (true, false):`, `default:`).
                guard let colon = body[(index + 1)...].first(where: { isKind($0, .colon) && enclosingOpen[$0] == open })
                else { return nil }
                armStart = colon + 1
                index = colon + 1
                continue
            }
            index += 1
        }
        return nil
    }

    /// The values of a getter's body that is one `#if … #else … #endif` (`getterResults`).
    private func conditionalArms(_ body: Range<Int>, depth: Int) -> [Range<Int>]? {
        let level = enclosingOpen[body.lowerBound]
        guard isText(body.lowerBound, "#if"), isText(body.upperBound - 1, "#endif") else { return nil }
        var results: [Range<Int>] = []
        var armStart = -1
        for index in body where tokens[index].kind == .poundKeyword && enclosingOpen[index] == level {
            if armStart >= 0 {
                guard armStart < index, let arm = getterResults(armStart..<index, depth: depth + 1) else { return nil }
                results += arm
            }
            if isText(index, "#endif") { return index == body.upperBound - 1 ? results : nil }
            // An arm's code starts on the line after its condition (`#if os(macOS)`); `#else` has none.
            armStart = index + 1
            if !isText(index, "#else") {
                while armStart < body.upperBound, !tokens[armStart].hasNewlineBefore { armStart += 1 }
            }
        }
        return nil
    }

    /// The values of a getter's body that is one `if … { a } else if … { b } else { c }` expression
    /// (`getterResults`).
    private func ifExpressionBranches(_ body: Range<Int>, depth: Int) -> [Range<Int>]? {
        let level = enclosingOpen[body.lowerBound]
        var results: [Range<Int>] = []
        var index = body.lowerBound
        while index < body.upperBound {
            // `if condition {`, then, after `else`, `if condition {` again or the last `{`.
            if isText(index, "if") {
                guard let block = body[(index + 1)...].first(where: {
                    isKind($0, .leftBrace) && enclosingOpen[$0] == level && braceRoles[$0] == .statementBlock
                }) else { return nil }
                index = block
            }
            guard isKind(index, .leftBrace), let close = partnerOf(index), close < body.upperBound,
                  let branch = getterResults((index + 1)..<close, depth: depth + 1) else { return nil }
            results += branch
            if close == body.upperBound - 1 { return isText(index - 1, "else") ? results : nil }
            guard isText(close + 1, "else") else { return nil }
            index = close + 2
        }
        return nil
    }

    /// Whether the array literal opening at `open` lists only constants: literals and cases (`["a", "b"]`,
    /// `[.playPause, .next]`), or values made of them (`[Engine(name: "Google", color: .blue)]`), never a
    /// value read from anywhere. `isStatic`: a static property's, where a bare name is another static's or
    /// a global (`[defaultRelay.absoluteString, "wss://…"]`), not a view's state.
    func holdsOnlyConstants(literal open: Int, isStatic: Bool = false) -> Bool {
        guard let close = partnerOf(open) else { return false }
        return ((open + 1)..<close).allSatisfy { index in
            switch tokens[index].kind {
            case .comma, .stringQuote, .stringSegment, .integerLiteral, .floatLiteral, .period: return true
            case .leftParen, .rightParen, .leftBracket, .rightBracket, .colon: return true
            case .identifier:
                // A type made or read (`Engine(…)`, `Color.red`), or an argument's label (`name:` in a call,
                // not a dictionary's key, which would be a read).
                return isStatic || isKind(index - 1, .period) && !isKind(index - 2, .rightParen)
                    || startsWithUppercase(index) && (isConstruction(at: index) || isTypeConstant(at: index))
                    || isKind(index + 1, .colon) && isKind(Int(enclosingOpen[index]), .leftParen)
            case .keyword: return isText(index, "true") || isText(index, "false")
            case .operator: return isText(index, "-")
            default: return tokens[index].kind.isComment
            }
        }
    }

    /// `Color.red`, `Color.init(…)`: a type's member read at `type`, not a path through a shared instance
    /// (`NotesStore.shared.pinned`) nor a static method's result (`Store.load()`), live data either way.
    func isTypeConstant(at type: Int) -> Bool {
        isKind(type + 1, .period) && isIdentifier(type + 2) && !isKind(type + 3, .period)
            && (!isKind(type + 3, .leftParen) || isText(type + 2, "init"))
    }

    /// `Engine(name: "Google")`: a value made at `type`, not a member read off it (`Store().items`).
    func isConstruction(at type: Int) -> Bool {
        guard isKind(type + 1, .leftParen), let close = partnerOf(type + 1) else { return false }
        return !isKind(close + 1, .period)
    }

    /// Whether a getter may give a literal or an enum's cases, by the first token of its body: most bodies
    /// are view code (`VStack { … }`, a `switch` over a state's views), which `getterResults` then need not
    /// read through. A `switch` expression or a ternary gives an array only in a getter typed as one.
    func mayStartFixedValue(_ getter: Declaration) -> Bool {
        let first = getter.bodyRange.lowerBound
        // A ternary starts with its condition (`isRenewing ? [a, b] : [a]`, `!isPro ? …`).
        let isArray = !getter.typeRange.isEmpty && isKind(getter.typeRange.lowerBound, .leftBracket)
        return isKind(first, .leftBracket) || isKind(first, .poundKeyword) || isText(first, "return") || isText(first, "if")
            || isArray && (isText(first, "switch") || isIdentifier(first) || isText(first, "!"))
            || isText(first, "guard") || isText(first, "allCases") || startsWithUppercase(first) && isKind(first + 1, .period)
    }

    /// Whether `value` is an enum's cases, maybe filtered (`allCases`, `Self.allCases`,
    /// `Scope.allCases.filter { … }`).
    func isAllCases(_ value: Range<Int>) -> Bool {
        isText(value.lowerBound, "allCases") && !isKind(value.lowerBound - 1, .period) || startsWithAllCases(value)
    }

    /// The `[` of an array literal that is `value` (`[a, b]`) or that one call works over
    /// (`[5, 10].map { … }`), and nothing more; nil otherwise.
    func arrayLiteral(startingAt value: Range<Int>) -> Int? {
        let open = value.lowerBound
        if isArrayLiteral(value) { return open }
        guard isKind(open, .leftBracket), let close = partnerOf(open) else { return nil }
        guard isKind(close + 1, .period), isText(close + 2, in: Self.countBoundedWork),
              isKind(close + 3, .leftBrace) || isKind(close + 3, .leftParen), partnerOf(close + 3) == value.upperBound - 1
        else { return nil }
        return open
    }

    static let countBoundedWork = WordSet(["map", "compactMap", "filter", "sorted", "reversed", "shuffled"])

    /// A closure called where it is written that returns only array literals (`static let samples: [Post] =
    /// { let now = Date.now; return [Post(…), Post(…)] }()`): the opening of its longest.
    func invokedClosureLiteral(_ value: Range<Int>) -> Int? {
        guard value.count >= 5, isKind(value.lowerBound, .leftBrace), isKind(value.upperBound - 1, .rightParen),
              isKind(value.upperBound - 2, .leftParen), partnerOf(value.lowerBound) == value.upperBound - 3,
              let results = getterResults((value.lowerBound + 1)..<(value.upperBound - 3)), results.allSatisfy(isArrayLiteral)
        else { return nil }
        return results.map(\.lowerBound).max { elementCount(ofLiteral: $0) < elementCount(ofLiteral: $1) }
    }

    /// How many elements the literal opening at `open` lists (its commas at its own level, plus one).
    func elementCount(ofLiteral open: Int) -> Int {
        guard let close = partnerOf(open), close > open + 1 else { return 0 }
        var commas = 0
        for index in (open + 1)..<close where tokens[index].kind == .comma && enclosingOpen[index] == Int32(open) { commas += 1 }
        return tokens[close - 1].kind == .comma ? commas : commas + 1
    }

    /// `xs` in `0..<xs.count` (also `0 ..< (xs.count)`, and closed, `0...(xs.count - 1)`): the collection whose
    /// positions the range counts.
    func collectionCounted(by value: Range<Int>) -> Range<Int>? {
        guard value.count >= 5, isText(value.lowerBound, "0") else { return nil }
        let isClosed = isText(value.lowerBound + 1, "...")
        guard isClosed || isText(value.lowerBound + 1, "..<") else { return nil }
        var bound = (value.lowerBound + 2)..<value.upperBound
        if isKind(bound.lowerBound, .leftParen), partnerOf(bound.lowerBound) == bound.upperBound - 1 {
            bound = (bound.lowerBound + 1)..<(bound.upperBound - 1)
        }
        if isClosed {
            // The last position: the count less one.
            guard bound.count >= 5, isText(bound.upperBound - 1, "1"), isText(bound.upperBound - 2, "-") else { return nil }
            bound = bound.lowerBound..<(bound.upperBound - 2)
        }
        let count = bound.upperBound - 1
        guard bound.count >= 3, isText(count, "count"), isMemberName(count) else { return nil }
        let range = bound.lowerBound..<(count - 1)
        return isNamePath(range) ? range : nil
    }

    /// `weekdays` in `weekdays.enumerated()` or `Array(weekdays.enumerated())`: what is numbered.
    func enumeratedReceiver(_ value: Range<Int>) -> Range<Int>? {
        receiver(ofTrailingCall: "enumerated", in: unwrappingArray(value))
    }

    /// `items.prefix(5)` of `Array(items.prefix(5))`: what a whole `Array(…)` copies (the same elements);
    /// `value` itself when it is not one.
    func unwrappingArray(_ value: Range<Int>) -> Range<Int> {
        guard value.count > 3, isText(value.lowerBound, "Array"), !isMemberName(value.lowerBound),
              isKind(value.lowerBound + 1, .leftParen), partnerOf(value.lowerBound + 1) == value.upperBound - 1 else { return value }
        return (value.lowerBound + 2)..<(value.upperBound - 1)
    }

    /// `kinds` in `Array(zip(kinds.indices, kinds))` or `zip(kinds, kinds.indices)`: a collection numbered by
    /// zipping it with its own positions, as `enumerated()` numbers it.
    func zippedWithIndices(_ value: Range<Int>) -> Range<Int>? {
        let inner = unwrappingArray(value)
        guard inner.count > 2, isText(inner.lowerBound, "zip"), !isMemberName(inner.lowerBound), isKind(inner.lowerBound + 1, .leftParen),
              partnerOf(inner.lowerBound + 1) == inner.upperBound - 1 else { return nil }
        let arguments = self.arguments(inner.lowerBound + 1)
        guard arguments.count == 2, arguments.allSatisfy({ $0.label < 0 }) else { return nil }
        func isIndices(_ positions: Range<Int>, of collection: Range<Int>) -> Bool {
            positions.count == collection.count + 2 && isKind(positions.upperBound - 2, .period) && isText(positions.upperBound - 1, "indices")
                && zip(collection, positions).allSatisfy { bytes(of: $0).elementsEqual(bytes(of: $1)) }
        }
        let (first, second) = (arguments[0].value, arguments[1].value)
        if isIndices(first, of: second) { return second }
        return isIndices(second, of: first) ? first : nil
    }

    /// What `value` calls `.name()` on, when it ends with that call (`items.indices` in
    /// `items.indices.reversed()`); nil otherwise.
    func receiver(ofTrailingCall name: StaticString, in value: Range<Int>) -> Range<Int>? {
        let end = value.upperBound
        guard value.count > 4, isKind(end - 1, .rightParen), isKind(end - 2, .leftParen), isText(end - 3, name),
              isKind(end - 4, .period) else { return nil }
        return value.lowerBound..<(end - 4)
    }

    /// `[a, b, c]` and nothing more.
    func isArrayLiteral(_ value: Range<Int>) -> Bool {
        !value.isEmpty && isKind(value.lowerBound, .leftBracket) && partnerOf(value.lowerBound) == value.upperBound - 1
    }

    /// Whether a `ForEach` (`owner`: its call) goes over a set the code fixes (`isFixedSizeData`; also
    /// numbered, `Array(versions.enumerated())`, `Array(zip(kinds.indices, kinds))`), or over an element of such a set or a member of one:
    /// `ForEach(group)` in `ForEach(months) { group in … }` over a constant grid of months,
    /// `ForEach(version.features)` in `ForEach(versions) { version in … }` over a constant array literal, or in
    /// `List(Self.pages) { group in … }` over a constant of the type.
    /// `enclosingType`, `constants`: as for `isFixedSizeData`.
    func isOverFixedData(_ owner: ClosureOwner, enclosingType: Int, constants: FixedConstants) -> Bool {
        var owner = owner
        var isElement = false
        var isMember = false
        // A few levels of nesting at most: a grid in a grid is as deep as fixed data goes.
        for _ in 0..<4 {
            guard isText(owner.callee, "ForEach") || (isElement && isText(owner.callee, "List")), owner.argumentList >= 0,
                  let data = firstArgument(owner.argumentList),
                  data.label < 0 else { return false }
            let value = enumeratedReceiver(data.value) ?? zippedWithIndices(data.value) ?? data.value
            // What holds the element may be long (forty releases), as long as it is constant.
            if isFixedSizeData(value, enclosingType: enclosingType, constants: constants, ofAnySize: isElement) {
                // An element is as fixed as what holds it only when that is constant through and through (a
                // grid of month names), not a few live collections (`[pinned, recent]`, `pages.prefix(2)`);
                // its stored members too, not an enum case's, whose computed properties may fetch anything.
                guard isElement else { return true }
                guard isNamePath(value) else { return false }
                let key = constantKey(of: value, enclosingType: enclosingType, constants: constants)
                // A computed property's literal may hold the view's live data: its elements are not fixed.
                let kinds = key.map(constants.kinds(of:)) ?? []
                if kinds.contains(.computed) { return false }
                let holdsCases = startsWithAllCases(value) || kinds.contains(.cases)
                return !isMember || !holdsCases
            }
            guard isNamePath(data.value), isIdentifier(data.value.lowerBound),
                  let outer = elementClosure(binding: bytes(of: data.value.lowerBound), around: owner.callee, includingLists: true)
            else { return false }
            // A member of the element (`release.features`): only one the file declares stored, never computed.
            if data.value.count > 1 && !isStoredPropertyName(data.value.upperBound - 1) { return false }
            isMember = isMember || data.value.count > 1
            owner = closureOwner(outer)
            isElement = true
        }
        return false
    }

    /// Whether the file declares a stored property with token `name`'s text, and nothing of that name
    /// with a body (a computed property, a method) that a read could run instead.
    /// Answered once for each spelling (`FileNameIndexes.isStoredPropertyName`).
    func isStoredPropertyName(_ name: Int) -> Bool {
        nameIndexes.answer(.isStoredPropertyName, spelledAs: name, in: self) {
            let text = bytes(of: name)
            var isStored = false
            for index in declarations(maybeNamed: text) where bytes(of: declarations[index].name) == text {
                let declaration = declarations[index]
                if declaration.hasBody || !(declaration.kind == .constant || declaration.kind == .variable) { return false }
                if declaration.parent >= 0 && declarations[declaration.parent].kind.isType { isStored = true }
            }
            return isStored
        }
    }

    static func constantKey(type: ArraySlice<UInt8>, name: ArraySlice<UInt8>) -> UInt64 {
        NameHash.of(name, continuing: NameHash.prefix(hash: NameHash.of(type), separator: UInt8(ascii: ".")))
    }
}
