/// `single-text-long-content`: a `ScrollView` whose whole content is one `Text` (or a read-only
/// `TextEditor`) showing a runtime string, which SwiftUI lays out in one piece, up front.
public struct SingleTextLongContent: Rule {
    public let description = RuleDescription(
        id: "single-text-long-content", category: .text,
        summary: "A ScrollView whose content is one Text of runtime, possibly very long, text",
        fixSummary: "display-only: paragraphs in a LazyVStack")

    public init() {}

    /// Containers a single text may sit in without changing what is laid out: one child, no laziness.
    static let transparentContainers: [StaticString] = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Group", "ScrollViewReader",
    ]

    /// Shown, never applied: the split happens where the text changes, which a fix here cannot reach.
    static let paragraphsFix = Fix(
        title: "Split the text once, where it changes (into `paragraphs: [Paragraph]`, `Paragraph: Identifiable` "
            + "with a stable `id`), and show `LazyVStack(alignment: .leading) { ForEach(paragraphs) { Text($0.text) } }` "
            + "inside the `ScrollView` (iOS 14+, macOS 11+)",
        applicability: .displayOnly, edits: [])

    public func check(_ context: RuleContext, into candidates: inout [Candidate]) {
        let file = context.file
        var constants = ConstantAnswers()
        for index in context.evaluatedIdentifiers {
            guard file.isText(index, "ScrollView"), !file.isMemberName(index),
                  !scrollsOnlyHorizontally(file, index), let content = ViewBuilderChildren.contentClosure(file, of: index)
            else { continue }
            // One finding a scroll view, at the first branch's text that is long.
            var long: (shown: Int, what: String)? = nil
            for shown in soleViews(file, closure: content) {
                if let what = longTextShown(file, shown, constants: &constants) {
                    long = (shown, what)
                    break
                }
            }
            guard let (shown, what) = long, !isLengthChecked(file, around: index, text: shown),
                  !isHeldToFewLines(file, scrollView: index) else { continue }
            let message = "`ScrollView` whose only content is \(what): the whole string is laid out as one block of "
                + "text before the first frame, on the main thread, and again when the width changes (rotation, "
                + "window resizing, Dynamic Type); nothing of it is lazy, since the scroll view needs the full "
                + "height. Logs, documents and API payloads of tens of thousands of characters freeze the screen for "
                + "seconds. Split the text into paragraphs (once, when it changes) shown by `ForEach` in a "
                + "`LazyVStack` (iOS 14+, macOS 11+) so only the visible ones are laid out; or, for very large "
                + "text, wrap a `UITextView`/`NSTextView`, which lays out only what is on screen"
            var candidate = context.candidate(
                description, at: context.callRange(shown), scope: .viewCode, message: message, rowMessage: message,
                fix: Self.paragraphsFix)
            // How long the text really is cannot be seen in source: a note wherever it is.
            candidate.severityInRows = .note
            candidates.append(candidate)
        }
    }

    /// Whether an `if` around the scroll view keeps long text out of it: the scroll view in the branch
    /// where the count of the string the `Text` at `text` shows is below a bound (`if text.count < 1_000
    /// { ScrollView { Text(text) } }`, or the `else` of `if text.count >= 1_000 { LargeTextView(…) }`).
    func isLengthChecked(_ file: SyntaxFile, around scrollView: Int, text: Int) -> Bool {
        guard let shown = file.firstArgument(text + 1)?.value, !shown.isEmpty, file.isNamePath(shown) else { return false }
        var open = Int(file.enclosingOpen[scrollView])
        for _ in 0..<8 {
            guard open >= 0 else { return false }
            if file.isKind(open, .leftBrace), file.braceRoles[open] == .statementBlock {
                let isElse = file.isText(open - 1, "else")
                let ifBlock = isElse && file.isKind(open - 2, .rightBrace) ? file.partnerOf(open - 2) : open
                if let ifBlock, let condition = ifCondition(file, ofBlock: ifBlock),
                   bounds(file, condition, shown, from: isElse ? .below : .above) {
                    return true
                }
            }
            open = Int(file.enclosingOpen[open])
        }
        return false
    }

    /// `ScrollView { Text(reactions) }.frame(maxHeight: 60)`: a scroll view capped at a few lines' height (a literal
    /// `maxHeight:` of at most `fewLinesHeight` points) is made for a short text that may overflow now and then,
    /// not for a document. (A fixed `height:` is a panel's, which a console's growing log may fill.)
    func isHeldToFewLines(_ file: SyntaxFile, scrollView: Int) -> Bool {
        file.containsModifier(chainFrom: scrollView) { name in
            file.isText(name, "frame") && file.isKind(name + 1, .leftParen) && file.argument(name + 1, where: { argument in
                argument.label >= 0 && file.isText(argument.label, "maxHeight")
                    && argument.value.count == 1 && (file.integerLiteral(argument.value.lowerBound).map { $0 <= Self.fewLinesHeight } == true
                        || file.isKind(argument.value.lowerBound, .floatLiteral)
                            && (Double(file.text(argument.value.lowerBound)).map { $0 <= Double(Self.fewLinesHeight) } == true))
            }) != nil
        }
    }

    /// Points: about four lines of body text.
    static let fewLinesHeight = 100

    /// The condition of the `if` whose block opens at `block`.
    func ifCondition(_ file: SyntaxFile, ofBlock block: Int) -> Range<Int>? {
        guard let keyword = file.statementKeyword(openingBlock: block), file.isText(keyword, "if") else { return nil }
        return (keyword + 1)..<block
    }

    enum Side { case above, below }

    /// Whether `condition` compares the count of `value` (`text.count`, `text.utf16.count`) with `<`/`<=`
    /// (`side` `.above`: the bound is above the count) or with `>`/`>=` (`.below`).
    func bounds(_ file: SyntaxFile, _ condition: Range<Int>, _ value: Range<Int>, from side: Side) -> Bool {
        let length = value.count
        for start in condition where start + length + 2 < condition.upperBound {
            guard (0..<length).allSatisfy({ file.bytes(of: start + $0) == file.bytes(of: value.lowerBound + $0) }) else { continue }
            var member = start + length
            if file.isKind(member, .period), file.isText(member + 1, "utf16") || file.isText(member + 1, "utf8") { member += 2 }
            guard file.isKind(member, .period), file.isText(member + 1, "count") else { continue }
            let comparison = member + 2
            switch side {
            case .above: if file.isText(comparison, "<") || file.isText(comparison, "<=") { return true }
            case .below: if file.isText(comparison, ">") || file.isText(comparison, ">=") { return true }
            }
        }
        return false
    }

    /// `ScrollView(.horizontal)`: one line of text, not a page of it.
    func scrollsOnlyHorizontally(_ file: SyntaxFile, _ scrollView: Int) -> Bool {
        guard file.isKind(scrollView + 1, .leftParen), let axes = file.firstArgument(scrollView + 1),
              axes.label < 0, axes.value.count == 2 else { return false }
        return file.isKind(axes.value.lowerBound, .period) && file.isText(axes.value.lowerBound + 1, "horizontal")
    }

    /// The first token of the one view a closure shows, looking through single-child stacks and
    /// `Group`s (spacers aside), and of each branch's one view when that is an `if`; none when it shows
    /// several views or none.
    func soleViews(_ file: SyntaxFile, closure: Int, depth: Int = 0) -> [Int] {
        let children = ViewBuilderChildren.statements(file, in: closure).filter { !isSpacer(file, $0) }
        guard depth < 16, children.count == 1, let first = children.first?.lowerBound else { return [] }
        if Self.transparentContainers.contains(where: { file.isText(first, $0) }),
           let inner = ViewBuilderChildren.contentClosure(file, of: first) {
            return soleViews(file, closure: inner, depth: depth + 1)
        }
        if file.isText(first, "if") { return branchViews(file, ifAt: first, depth: depth + 1) }
        return [first]
    }

    /// The one view of each branch of the `if` at `keyword` that shows one (`if let rich { Text(rich) }
    /// else { Text(plain) }`): either way the scroll view holds one text.
    func branchViews(_ file: SyntaxFile, ifAt keyword: Int, depth: Int) -> [Int] {
        guard depth < 16, let block = BraceRoleClassifier.nextBraceAtSameDepth(after: keyword, tokens: file.tokens, partner: file.partner),
              file.braceRoles[block] == .statementBlock, let close = file.partnerOf(block) else { return [] }
        var views = soleViews(file, closure: block, depth: depth + 1)
        if file.isText(close + 1, "else") {
            if file.isText(close + 2, "if") {
                views += branchViews(file, ifAt: close + 2, depth: depth + 1)
            } else if file.isKind(close + 2, .leftBrace) {
                views += soleViews(file, closure: close + 2, depth: depth + 1)
            }
        }
        return views
    }

    /// `Spacer()` and `Divider()` lay out no text: a stack of one text and spacers is still one text.
    func isSpacer(_ file: SyntaxFile, _ statement: Range<Int>) -> Bool {
        (file.isText(statement.lowerBound, "Spacer") || file.isText(statement.lowerBound, "Divider"))
            && file.isKind(statement.lowerBound + 1, .leftParen)
    }

    /// "one `Text` (`Text(log)`)" when `start` is a `Text` of a runtime string, or a read-only
    /// `TextEditor(text: .constant(…))`; nil otherwise.
    /// `constants`: what the file's earlier questions found.
    func longTextShown(_ file: SyntaxFile, _ start: Int, constants: inout ConstantAnswers) -> String? {
        guard file.isKind(start + 1, .leftParen), let close = file.partnerOf(start + 1) else { return nil }
        let arguments = file.arguments(start + 1)
        // Quoted in the message; made only for a finding (most `Text`s are not).
        var call: String { "`\(RuleContext.oneLine(file.text(start..<(close + 1)), upTo: 48))`" }
        if file.isText(start, "Text") {
            // `Text(date, style:)`, `Text(value, format:)` show a short formatted value.
            guard arguments.count == 1, let text = arguments.first,
                  text.label < 0 || file.isText(text.label, "verbatim"),
                  isRuntimeString(file, text.value, constants: &constants) else { return nil }
            return "one `Text` (\(call)) of a runtime string"
        }
        if file.isText(start, "TextEditor"), let text = arguments.first, text.label >= 0, file.isText(text.label, "text"),
           text.value.count >= 3, file.isKind(text.value.lowerBound, .period),
           file.isText(text.value.lowerBound + 1, "constant"),
           file.isKind(text.value.lowerBound + 2, .leftParen) {
            // A read-only editor in a vertical scroll view grows to its full text height.
            return "a read-only `TextEditor` (\(call))"
        }
        return nil
    }

    /// Whether a `Text` argument is a string only known at run time: a variable, property or call, not a
    /// literal (interpolated or not), a localized resource or an `Image`.
    func isRuntimeString(_ file: SyntaxFile, _ value: Range<Int>, constants: inout ConstantAnswers) -> Bool {
        guard !value.isEmpty else { return false }
        let first = value.lowerBound
        let last = value.upperBound - 1
        if file.isKind(first, .stringQuote) {
            // `"\(log)"` is just `log`; any literal text around an interpolation makes it a literal.
            guard file.isKind(last, .stringQuote), file.isKind(first + 1, .interpolationStart),
                  let end = file.partnerOf(first + 1), end == last - 1 else { return false }
            return isRuntimeString(file, (first + 2)..<end, constants: &constants)
        }
        if isLocalizedResource(file, first) || file.isText(first, "Image") { return false }
        // An error's text read through a method without arguments (`details.errorText()`) is the same text.
        if value.count >= 3, file.isKind(last, .rightParen), file.isKind(last - 1, .leftParen), file.isIdentifier(last - 2),
           file.isNamePath(first..<(last - 1)), namesErrorText(file, last - 2) {
            return false
        }
        if file.isNamePath(value), file.isIdentifier(value.upperBound - 1) {
            let name = value.upperBound - 1
            if namesErrorText(file, name) { return false }
            if constants.authored.answer(spelledAs: name, in: file, { namesAuthoredConstant(file, name) })
                || constants.localized.answer(spelledAs: name, in: file, { namesLocalizedValue(file, name) }) { return false }
        }
        // `searchText.isEmpty ? "No apps found." : "No matches."`: authored text either way.
        if let (question, colon) = file.conditional(in: value) {
            return isRuntimeString(file, (question + 1)..<colon, constants: &constants)
                || isRuntimeString(file, (colon + 1)..<value.upperBound, constants: &constants)
        }
        return value.contains { file.isIdentifier($0) || file.isKind($0, .dollarIdentifier) }
    }

    /// Whether the name at `name` is an error's text (`error.localizedDescription`, `errorMessage`,
    /// `lastErrorDescription`): a sentence or two, not a log.
    func namesErrorText(_ file: SyntaxFile, _ name: Int) -> Bool {
        if file.isText(name, in: Self.errorTexts) { return true }
        return file.textEnds(name, with: "ErrorMessage") || file.textEnds(name, with: "ErrorDescription")
    }

    static let errorTexts = WordSet([
        "localizedDescription", "localizedFailureReason", "localizedRecoverySuggestion", "error", "errorMessage",
        "errorDescription", "errorText", "failureReason",
    ])

    /// What `isRuntimeString` found of the names a `Text` shows (`namesAuthoredConstant`,
    /// `namesLocalizedValue`), for each spelling: many types of one file may declare constants of one name,
    /// and a look at all of them again for each scroll view made the check of the file quadratic.
    struct ConstantAnswers {
        var authored = AnswersBySpelling<Bool>()
        var localized = AnswersBySpelling<Bool>()
    }

    /// `Localization.impressionInfo`, `Self.footer` (`nameToken`: the last name): a constant of this file
    /// whose value is authored text (`static let impressionInfo = NSLocalizedString(…)`, or a literal),
    /// every one of that name.
    func namesAuthoredConstant(_ file: SyntaxFile, _ nameToken: Int) -> Bool {
        let name = file.bytes(of: nameToken)
        var found = false
        for index in file.declarations(maybeNamed: name)
        where file.bytes(of: file.declarations[index].name).elementsEqual(name) {
            let declaration = file.declarations[index]
            let initial = declaration.initializer
            guard declaration.kind == .constant, !declaration.hasBody, !initial.isEmpty,
                  isLocalizedResource(file, initial.lowerBound)
                    || (file.isKind(initial.lowerBound, .stringQuote) && !initial.contains { file.isKind($0, .interpolationStart) })
            else { return false }
            found = true
        }
        return found
    }

    /// `help` (`nameToken`: the last name of a path), declared `LocalizedStringKey` or
    /// `LocalizedStringResource` (every property of that name in this file): a key into the app's strings,
    /// authored and bounded text.
    func namesLocalizedValue(_ file: SyntaxFile, _ nameToken: Int) -> Bool {
        let name = file.bytes(of: nameToken)
        var found = false
        for index in file.declarations(maybeNamed: name)
        where file.bytes(of: file.declarations[index].name).elementsEqual(name) {
            let declaration = file.declarations[index]
            let type = declaration.typeRange.lowerBound
            guard !declaration.typeRange.isEmpty,
                  file.isText(type, "LocalizedStringKey") || file.isText(type, "LocalizedStringResource") else { return false }
            found = true
        }
        return found
    }

    /// `NSLocalizedString(…)`, `String(localized:)`, `LocalizedStringKey(…)`, and the constants code
    /// generators make of a strings file (SwiftGen's `L10n.Settings.footer`, R.swift's
    /// `R.string.localizable.footer()`): authored, bounded text.
    func isLocalizedResource(_ file: SyntaxFile, _ start: Int) -> Bool {
        if file.isText(start, "NSLocalizedString") || file.isText(start, "LocalizedStringKey")
            || file.isText(start, "LocalizedStringResource") {
            return true
        }
        if file.isKind(start + 1, .period), !file.isMemberName(start),
           file.isText(start, "L10n") || file.isText(start, "R") && file.isText(start + 2, "string") {
            return true
        }
        return file.isText(start, "String") && file.isKind(start + 1, .leftParen)
            && file.firstArgument(start + 1).map { $0.label >= 0 && file.isText($0.label, "localized") } == true
    }

}

/// The views a view-builder closure lists: its top-level statements.
enum ViewBuilderChildren {
    /// The `{` of `ScrollView { … }`, `VStack(alignment: .leading) { … }` or `GeometryReader(content: { … })`.
    static func contentClosure(_ file: SyntaxFile, of name: Int) -> Int? {
        if file.isKind(name + 1, .leftParen) {
            guard let close = file.partnerOf(name + 1) else { return nil }
            if let trailing = file.trailingClosure(afterCallEndingAt: close) { return trailing }
            let content = file.argument(name + 1) { $0.label >= 0 && file.isText($0.label, "content") }
            guard let value = content?.value, file.isKind(value.lowerBound, .leftBrace),
                  file.partnerOf(value.lowerBound) == value.upperBound - 1 else { return nil }
            return value.lowerBound
        }
        return file.trailingClosure(afterCallEndingAt: name)
    }

    /// The token ranges of the statements directly inside the braces opening at `brace`, after any
    /// closure parameter clause, leaving out `let`/`var` bindings and `#if` lines.
    static func statements(_ file: SyntaxFile, in brace: Int) -> [Range<Int>] {
        guard let close = file.partnerOf(brace) else { return [] }
        let start = bodyStart(file, brace: brace, close: close)
        var result: [Range<Int>] = []
        var statementStart = start
        var index = start
        while index < close {
            if file.isKind(index, .semicolon) {
                result.append(statementStart..<index)
                statementStart = index + 1
            } else if index > statementStart, startsStatement(file, index) {
                result.append(statementStart..<index)
                statementStart = index
            }
            if let partner = file.partnerOf(index), partner > index, partner < close {
                index = partner + 1
            } else {
                index += 1
            }
        }
        result.append(statementStart..<close)
        return result.filter { statement in
            !statement.isEmpty && !file.isText(statement.lowerBound, "let") && !file.isText(statement.lowerBound, "var")
                && !file.isKind(statement.lowerBound, .poundKeyword)
        }
    }

    /// After `proxy in` when the closure names parameters on its first line.
    static func bodyStart(_ file: SyntaxFile, brace: Int, close: Int) -> Int {
        var cursor = brace + 1
        while cursor < close, !file.tokens[cursor].hasNewlineBefore {
            if file.isKind(cursor, .keyword), file.isText(cursor, "in") { return cursor + 1 }
            if let partner = file.partnerOf(cursor), partner > cursor { cursor = partner }
            cursor += 1
        }
        return brace + 1
    }

    /// A token on a new line starts a statement unless it continues the previous one: a modifier
    /// (`.padding()`), an operator, `else`, or a further trailing closure (`} label: {`).
    static func startsStatement(_ file: SyntaxFile, _ index: Int) -> Bool {
        let token = file.tokens[index]
        guard token.hasNewlineBefore else { return false }
        switch token.kind {
        case .period, .operator, .colon, .comma:
            return false
        case .keyword where file.isText(index, "else") || file.isText(index, "catch"):
            return false
        case .identifier where file.isKind(index + 1, .colon) && file.isKind(index - 1, .rightBrace):
            return false
        default:
            break
        }
        let previous = file.tokens[index - 1].kind
        return previous != .operator && previous != .comma && previous != .colon && previous != .period
    }
}
