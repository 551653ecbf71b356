/// `conditional-row-in-foreach`: `ForEach` content in a `List` whose number of views varies per element —
/// an `if` without `else` at its top level, or branches that yield different numbers of views.
public struct ConditionalRowInForEach: Rule {
    public let description = RuleDescription(
        id: "conditional-row-in-foreach", category: .identity,
        summary: "ForEach content that yields zero or several views per element",
        fixSummary: "display-only: filter the data upstream")

    public init() {}

    /// How many views a piece of view-builder content produces.
    enum ViewCount: Equatable {
        case fixed(Int)
        /// Depends on a condition; the `if`/`switch` keyword that makes it so.
        case variable(at: Int)
        /// Content this rule does not judge: `#if`, nested `ForEach`, `#available` …
        case unknown
    }

    static let cost = "so the number of rows is not known from the data: to count them the list builds every "
        + "element's content up front, instead of only the rows on screen (its slow path), and again when the data "
        + "changes"

    static let fix = Fix(
        title: "Filter the data before the `ForEach` (a prepared array in the model or view model, or `@State` "
            + "updated in `onChange`) so that every element yields exactly one view",
        applicability: .displayOnly, edits: [])

    /// For an `if` beside views every element shows, which filtering cannot even out.
    static let oneViewFix = Fix(
        title: "Make each element one view: wrap its content in one container (an `HStack` or `VStack`), or move "
            + "what only some elements show out of the `ForEach` (a loading row after it, not after its last element)",
        applicability: .displayOnly, edits: [])

    /// Where the rows of a `ForEach` go.
    enum Placement {
        /// Rows of this `List`/`Form` (its token), in the same file.
        case list(Int)
        /// The top level of a view's body: rows only if the view is placed in a list, which the project
        /// index decides.
        case viewTop
    }

    public func check(_ context: RuleContext, into candidates: inout [Candidate]) {
        let file = context.file
        // A helper used by several lists is one finding.
        var reported: Set<Int> = []
        var search = PlacementSearch()
        var helpers = HelpersByName()
        for index in context.evaluatedIdentifiers {
            guard file.isText(index, "ForEach") || file.isText(index, "List"), !file.isMemberName(index),
                  file.isKind(index + 1, .leftParen),
                  let data = file.firstArgument(index + 1), data.label < 0,
                  let content = contentClosure(file, callee: index), let placement = placement(context, index, search: &search)
            else { continue }
            let statements = self.statements(file, inBlock: content)
            let container = file.text(index)
            // Over a handful of elements the code fixes (`[("Terms", terms), ("Kanji", kanji)]`, an enum's
            // cases), counting them costs nothing.
            func overFixedData() -> FixedDataAnswer {
                let answer = context.fixedSizeData(data.value, inCodeAt: index)
                return answer.isFixed ? answer : context.overFixedData(forEach: index)
            }
            if let helper = viewBuilderHelper(file, statements, helpers: &helpers),
               case .variable(let at) = count(file, statements: helper.statements),
               case let fixedData = overFixedData(), !fixedData.isFixed, reported.insert(at).inserted {
                let line = file.source.lines.lineIndex(ofOffset: context.tokens[index].startOffset) + 1
                let (variability, fix) = self.variability(file, at, among: helper.statements)
                let message = "`\(file.text(at))` in `\(helper.name)`, the content of the `\(container)` on line "
                    + "\(line)\(placementText(file, placement, of: index)): \(variability), \(Self.cost). " + fix.title
                var candidate = candidate(context, at: at, forEach: index, placement, message, fix: fix)
                candidate.unlessFixedConstants = fixedData.conditions
                candidates.append(candidate)
            } else if case .variable(let at) = count(file, statements: statements), case let fixedData = overFixedData(),
                      !fixedData.isFixed {
                let (variability, fix) = self.variability(file, at, among: statements)
                let message = "`\(file.text(at))` at the top of `\(container)` content\(placementText(file, placement, of: index)): "
                    + "\(variability), \(Self.cost). " + fix.title
                var candidate = candidate(context, at: at, forEach: index, placement, message, fix: fix)
                candidate.unlessFixedConstants = fixedData.conditions
                candidates.append(candidate)
            }
        }
    }

    /// Where the rows of the `ForEach` or `List` at `container` go (nothing more for a `List`'s own).
    func placementText(_ file: SyntaxFile, _ placement: Placement, of container: Int) -> String {
        switch placement {
        case .list(let list): return list == container ? "" : " in a `\(file.text(list))`"
        case .viewTop: return ", at the top level of this view, whose parent places it in list rows"
        }
    }

    func candidate(_ context: RuleContext, at keyword: Int, forEach: Int, _ placement: Placement, _ message: String,
                   fix: Fix) -> Candidate {
        var candidate: Candidate
        switch placement {
        case .list:
            candidate = context.candidate(
                description, at: keyword...keyword, scope: .viewCode, message: message, rowMessage: message, fix: fix)
            candidate.severityOutsideRows = .warning
        case .viewTop:
            candidate = context.candidate(
                description, at: keyword...keyword, scope: .rowOnly, message: message, rowMessage: message, fix: fix)
            // The `ForEach` content is always "row" code; whether these rows are a list's depends on where
            // the view is placed: judge by the `ForEach` itself, which is at the view's top level. A view
            // a scroll view's plain stack shows has its elements built anyway: nothing counts them.
            candidate.flags = context.viewCode.flags[forEach]
            candidate.listRowsOnly = true
        }
        // A local `@ViewBuilder` function's body is no unit of its own: its code runs for the unit whose
        // `ForEach` calls it.
        if candidate.unit < 0 { candidate.unit = Int(context.viewCode.unitOfToken[forEach]) }
        return candidate
    }

    /// Why the count varies, and the fix. `statements`: the content holding `keyword`'s statement,
    /// which may show other views beside it.
    func variability(_ file: SyntaxFile, _ keyword: Int, among statements: [Range<Int>]) -> (String, Fix) {
        if file.isText(keyword, "switch") {
            return ("its cases produce different numbers of views (an `EmptyView`, a `break`, or several views in one case)",
                    Self.fix)
        }
        if hasFinalElse(file, keyword) { return ("its branches produce different numbers of views", Self.fix) }
        let showsOtherViews = statements.contains { statement in
            guard !statement.contains(keyword), case .fixed(let views) = count(file, statement: statement) else { return false }
            return views > 0
        }
        return showsOtherViews
            ? ("without a final `else`, elements yield different numbers of views (its views only when the condition holds)",
               Self.oneViewFix)
            : ("without a final `else`, an element yields no view when the condition fails", Self.fix)
    }

    // MARK: Where the ForEach is

    /// The row content: the trailing closure or a `content:` argument.
    func contentClosure(_ file: SyntaxFile, callee: Int) -> Int? {
        guard let close = file.partnerOf(callee + 1) else { return nil }
        if let trailing = file.trailingClosure(afterCallEndingAt: close) { return trailing }
        let content = file.argument(callee + 1) { $0.label >= 0 && file.isText($0.label, "content") }
        guard let value = content?.value, !value.isEmpty, file.isKind(value.lowerBound, .leftBrace) else { return nil }
        return value.lowerBound
    }

    /// Where the rows of the `ForEach` (or `List(data)`) at `container` go: a `List` or `Form` (a list
    /// underneath) of this file, reached through `Section`, `Group`, `DisclosureGroup`, outer `ForEach`es and
    /// `if`/`switch` blocks; the same from where a `@ViewBuilder` member holding it is used (`List {
    /// listContent }`); or the top of a view's `body`. Nil for any other container: in a plain stack every
    /// view is built anyway, elsewhere nothing is counted.
    /// `search`: what the file's earlier questions found.
    func placement(_ context: RuleContext, _ container: Int, depth: Int = 0, search: inout PlacementSearch) -> Placement? {
        let file = context.file
        if file.isText(container, "List") { return .list(container) }
        guard let ascent = ascend(file, from: container) else { return nil }
        if case .list(let list) = ascent { return .list(list) }
        // At the top of a member: only a view's `body` goes where the view is placed.
        let unit = Int(context.viewCode.unitOfToken[container])
        guard unit >= 0, context.viewCode.units[unit].role == .viewBuilder else { return nil }
        let member = file.declarations[context.viewCode.units[unit].declaration]
        guard member.name >= 0 else { return nil }
        if file.isText(member.name, "body") { return .viewTop }
        // A helper's content goes where its callers put it: a list of this file, or nowhere that counts
        // (`.accessibilityActions { links }`).
        guard depth < 3 else { return nil }
        let listUses = search.listUses[depth].known(spelledAs: member.name, in: file)
            ?? firstListUses(context, of: member.name, depth: depth, search: &search)
        // The first that is not the member's own name (in malformed code, one of its uses).
        return listUses.first { $0.use != member.name }.map { .list($0.list) }
    }

    /// The first two uses of the name of token `name` whose content goes into a list, and that list;
    /// remembered for the name at `depth`.
    func firstListUses(_ context: RuleContext, of name: Int, depth: Int, search: inout PlacementSearch) -> [ListUse] {
        let file = context.file
        let uses = search.uses ?? Self.usesByName(context)
        search.uses = uses
        let spelling = file.bytes(of: name)
        var found: [ListUse] = []
        for use in uses[NameHash.of(spelling)] ?? [] where file.bytes(of: use) == spelling {
            if case .list(let list)? = placement(context, use, depth: depth + 1, search: &search) {
                found.append(ListUse(use: use, list: list))
                if found.count == 2 { break }
            }
        }
        search.listUses[depth].remember(found, spelledAs: name, in: file)
        return found
    }

    /// A use of a helper's name (its token) whose content goes into a list (that list's token).
    struct ListUse {
        var use: Int
        var list: Int
    }

    /// What finding where a helper's content goes keeps from one list of a file to the next: the file's
    /// evaluated bare names by `NameHash`, made when a helper is first followed (a look at every token for
    /// each helper made thousands of helpers quadratic), and for each helper's name at each depth, the
    /// first uses that go into a list (many types of one file may have a helper of one name: following
    /// all its uses again for each made the check of the file take time quadratic in its size).
    struct PlacementSearch {
        var uses: UsesByName? = nil
        var listUses = [AnswersBySpelling<[ListUse]>](filledWith: AnswersBySpelling(), count: 3)
    }

    /// Evaluated identifiers that are not members after a dot, in order, by `NameHash`.
    typealias UsesByName = [UInt64: [Int]]

    static func usesByName(_ context: RuleContext) -> UsesByName {
        var uses: UsesByName = [:]
        for index in context.evaluatedIdentifiers where !context.file.isExplicitMember(index) {
            uses[NameHash.of(context.file.bytes(of: index)), default: []].append(index)
        }
        return uses
    }

    /// How view content leaves through transparent containers.
    enum Ascent {
        /// Into this `List`/`Form` (its token).
        case list(Int)
        /// To the top of the member that holds it.
        case memberTop
    }

    /// Walks out of view content from `index`; nil when another view (a stack, a `Menu`) encloses it.
    func ascend(_ file: SyntaxFile, from index: Int) -> Ascent? {
        var open = Int(file.enclosingOpen[index])
        while open >= 0, file.isKind(open, .leftBrace) {
            switch file.braceRoles[open] {
            case .statementBlock:
                break
            case .closure:
                let owner = file.closureOwner(open)
                let callee = owner.callee
                guard callee >= 0 else { return nil }
                if file.isText(callee, "List") || file.isText(callee, "Form") { return .list(callee) }
                guard file.isText(callee, "Section") || file.isText(callee, "Group") || file.isText(callee, "ForEach")
                        || file.isText(callee, "DisclosureGroup") else { return nil }
                // The content, trailing or as `content:` (`Section(content: { … }, header: { … })`), whose
                // brace sits in the call's parentheses: the walk goes on from the call itself.
                guard owner.label < 0 || file.isText(owner.label, "content") else { return nil }
                open = Int(file.enclosingOpen[callee])
                continue
            case .declarationBody:
                return .memberTop
            case .accessor:
                return nil
            }
            open = Int(file.enclosingOpen[open])
        }
        return nil
    }

    /// For each name called as a list's content, the file's one `@ViewBuilder` function of that name (its
    /// declaration's index; -1: none, or more than one).
    typealias HelpersByName = AnswersBySpelling<Int>

    /// `ForEach(items) { item in row(for: item) }` where `row(for:)` is a `@ViewBuilder` function of this
    /// file (also with modifiers, `row(for: item).swipeActions { … }`: they do not add a view where the
    /// helper gives none): its body is the content that counts. `helpers`: the answers found so far, for
    /// each name.
    func viewBuilderHelper(_ file: SyntaxFile, _ statements: [Range<Int>], helpers: inout HelpersByName)
        -> (name: String, statements: [Range<Int>])? {
        guard statements.count == 1, let first = statements.first?.lowerBound, file.isIdentifier(first),
              !file.startsWithUppercase(first), file.isKind(first + 1, .leftParen),
              let close = file.partnerOf(first + 1), file.endOfModifiers(from: close + 1) == statements[0].upperBound
        else { return nil }
        // Looked for once for each name, among the declarations of that name (the file's index): many types
        // of one file may each have a helper of one name, and a look at all of them for each list made the
        // check of the file take time quadratic in its size.
        let helper = helpers.answer(spelledAs: first, in: file) {
            let name = file.bytes(of: first)
            var found = -1
            for index in file.declarations(maybeNamed: name) {
                let declaration = file.declarations[index]
                guard declaration.kind == .function, declaration.name >= 0, declaration.hasBody,
                      file.bytes(of: declaration.name).elementsEqual(name),
                      file.listed(declaration.attributes).contains(where: { file.isText($0, "ViewBuilder") }) else { continue }
                if found >= 0 { return -1 }  // two of that name: which one is called is not known
                found = index
            }
            return found
        }
        guard helper >= 0 else { return nil }
        return (file.text(first), self.statements(file, inBlock: file.declarations[helper].bodyOpen))
    }

    // MARK: Counting views

    func count(_ file: SyntaxFile, statements: [Range<Int>]) -> ViewCount {
        var total = 0
        var sawUnknown = false
        // Views between `#if` and `#endif` are alternatives by platform or build, not siblings: not judged
        // (a modifier line under `#if` adds no view).
        var directiveDepth = 0
        for statement in statements {
            let first = statement.lowerBound
            if file.isText(first, "#if") { directiveDepth += 1 }
            if file.isText(first, "#endif") { directiveDepth = max(directiveDepth - 1, 0) }
            if directiveDepth > 0 && !file.isKind(first, .poundKeyword) {
                if !file.isKind(first, .period) { sawUnknown = true }
                continue
            }
            switch count(file, statement: statement) {
            case .fixed(let views): total += views
            case .variable(let at): return .variable(at: at)
            case .unknown: sawUnknown = true
            }
        }
        return sawUnknown ? .unknown : .fixed(total)
    }

    func count(_ file: SyntaxFile, statement: Range<Int>) -> ViewCount {
        let first = statement.lowerBound
        if file.isText(first, "let") || file.isText(first, "var") { return .fixed(0) }
        if file.isText(first, "if") { return ifChainCount(file, first) }
        if file.isText(first, "switch") { return switchCount(file, first) }
        if file.isKind(first, .poundKeyword) { return directiveCount(file, statement) }
        if file.isText(first, "return") || file.isText(first, "ForEach") { return .unknown }
        if file.isText(first, "EmptyView"), statement.count == 3 { return .fixed(0) }
        if file.isText(first, "Group"), file.isKind(first + 1, .leftBrace) {
            // A `Group`'s children become separate rows of the `List`.
            return count(file, statements: statements(file, inBlock: first + 1))
        }
        return .fixed(1)
    }

    /// `#if os(iOS)` … `#endif` lines inside a modifier chain (`.listRowBackground(…)` under `#if`) add no
    /// view; views under `#if` are not judged.
    func directiveCount(_ file: SyntaxFile, _ statement: Range<Int>) -> ViewCount {
        var rest = statement.lowerBound + 1
        if file.isText(statement.lowerBound, "#if") || file.isText(statement.lowerBound, "#elseif") {
            while rest < statement.upperBound, !file.tokens[rest].hasNewlineBefore { rest += 1 }
        }
        return rest == statement.upperBound || file.isKind(rest, .period) ? .fixed(0) : .unknown
    }

    /// `if … { } else if … { } else { }`: the branches must all yield the same count, and there must be an
    /// `else` unless no branch yields a view.
    func ifChainCount(_ file: SyntaxFile, _ keyword: Int) -> ViewCount {
        var counts: [ViewCount] = []
        var cursor = keyword
        var hasFinalElse = false
        while true {
            guard let block = BraceRoleClassifier.nextBraceAtSameDepth(after: cursor, tokens: file.tokens, partner: file.partner),
                  let close = file.partnerOf(block) else { return .unknown }
            if (cursor..<block).contains(where: { file.isText($0, "#available") || file.isText($0, "#unavailable") }) {
                return .unknown  // fixed for the whole run of the app
            }
            counts.append(count(file, statements: statements(file, inBlock: block)))
            guard file.isText(close + 1, "else") else { break }
            if file.isText(close + 2, "if") {
                cursor = close + 2
                continue
            }
            guard file.isKind(close + 2, .leftBrace) else { return .unknown }
            counts.append(count(file, statements: statements(file, inBlock: close + 2)))
            hasFinalElse = true
            break
        }
        if !hasFinalElse { counts.append(.fixed(0)) }
        return combineBranches(counts, at: keyword)
    }

    func switchCount(_ file: SyntaxFile, _ keyword: Int) -> ViewCount {
        guard let block = BraceRoleClassifier.nextBraceAtSameDepth(after: keyword, tokens: file.tokens, partner: file.partner),
              let close = file.partnerOf(block) else { return .unknown }
        let labels = ((block + 1)..<close).filter { index in
            Int(file.enclosingOpen[index]) == block && isCaseLabel(file, index)
        }
        guard !labels.isEmpty else { return .unknown }
        var counts: [ViewCount] = []
        for (position, label) in labels.enumerated() {
            let end = position + 1 < labels.count ? caseLabelStart(file, labels[position + 1]) : close
            guard let colon = (label..<end).first(where: { Int(file.enclosingOpen[$0]) == block && file.isKind($0, .colon) })
            else { return .unknown }
            let body = statements(file, from: colon + 1, to: end, level: block)
            if body.count == 1, file.isText(body[0].lowerBound, "break") {
                counts.append(.fixed(0))
            } else if body.contains(where: { file.isText($0.lowerBound, "fallthrough") }) {
                return .unknown
            } else {
                counts.append(count(file, statements: body))
            }
        }
        return combineBranches(counts, at: keyword)
    }

    /// `case` or `default` starting a line (`if case` and `@unknown default` included correctly).
    func isCaseLabel(_ file: SyntaxFile, _ index: Int) -> Bool {
        guard file.isText(index, "case") || file.isText(index, "default") else { return false }
        return file.tokens[index].hasNewlineBefore || file.isText(index - 1, "unknown") || file.isKind(index - 1, .leftBrace)
    }

    /// The `@` of `@unknown default`, else the label itself.
    func caseLabelStart(_ file: SyntaxFile, _ label: Int) -> Int {
        file.isText(label - 1, "unknown") && file.isKind(label - 2, .atSign) ? label - 2 : label
    }

    func combineBranches(_ counts: [ViewCount], at keyword: Int) -> ViewCount {
        var fixed: Set<Int> = []
        for count in counts {
            switch count {
            case .fixed(let views): fixed.insert(views)
            case .variable: return count
            case .unknown: return .unknown
            }
        }
        return fixed.count == 1 ? .fixed(fixed.first!) : .variable(at: keyword)
    }

    func hasFinalElse(_ file: SyntaxFile, _ keyword: Int) -> Bool {
        // The chain's last block opens right after a bare `else`.
        let lastOpen = file.partnerOf(conditionalEnd(file, keyword) - 1)
        return lastOpen.map { file.isText($0 - 1, "else") } ?? false
    }

    // MARK: Statements

    /// The statements of a block (a closure's after its `in`), each as a token range.
    func statements(_ file: SyntaxFile, inBlock open: Int) -> [Range<Int>] {
        guard let close = file.partnerOf(open) else { return [] }
        var start = open + 1
        if !file.closureParameters(open).isEmpty,
           let inKeyword = ((open + 1)..<close).first(where: { file.isText($0, "in") && Int(file.enclosingOpen[$0]) == open }) {
            start = inKeyword + 1
        }
        return statements(file, from: start, to: close, level: open)
    }

    func statements(_ file: SyntaxFile, from start: Int, to end: Int, level open: Int) -> [Range<Int>] {
        let parser = DeclarationParser(source: file.source, tokens: file.tokens, partner: file.partner)
        var result: [Range<Int>] = []
        var cursor = start
        while cursor < end {
            if file.isKind(cursor, .semicolon) || Int(file.enclosingOpen[cursor]) != open {
                cursor += 1
                continue
            }
            let statementEnd = file.isText(cursor, "if") || file.isText(cursor, "switch")
                ? conditionalEnd(file, cursor)
                : min(end, max(cursor + 1, parser.endOfExpression(from: cursor)))
            result.append(cursor..<statementEnd)
            cursor = statementEnd
        }
        return result
    }

    /// Just past the last `}` of an `if … else …` chain or a `switch`.
    func conditionalEnd(_ file: SyntaxFile, _ keyword: Int) -> Int {
        var cursor = keyword
        while let block = BraceRoleClassifier.nextBraceAtSameDepth(after: cursor, tokens: file.tokens, partner: file.partner),
              let close = file.partnerOf(block) {
            guard file.isText(close + 1, "else") else { return close + 1 }
            if file.isKind(close + 2, .leftBrace), let last = file.partnerOf(close + 2) { return last + 1 }
            cursor = close + 2
        }
        return keyword + 1
    }
}
