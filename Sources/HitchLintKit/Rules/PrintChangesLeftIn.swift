/// `print-changes-left-in`: `Self._printChanges()` / `Self._logChanges()` in view code that release
/// builds compile.
public struct PrintChangesLeftIn: Rule {
    public let description = RuleDescription(
        id: "print-changes-left-in", category: .debug,
        summary: "Self._printChanges() outside #if DEBUG",
        fixSummary: "safe: remove the line")

    public init() {}

    public func check(_ context: RuleContext, into candidates: inout [Candidate]) {
        let file = context.file
        var debugRegions: DebugRegions?
        for index in context.evaluatedIdentifiers {
            guard file.isText(index, "_printChanges") || file.isText(index, "_logChanges"),
                  file.isKind(index + 1, .leftParen), let close = file.partnerOf(index + 1), close == index + 2,
                  hasViewTypeReceiver(file, index)
            else { continue }
            if debugRegions == nil { debugRegions = DebugRegions(file) }
            guard debugRegions?.isDebugOnly(index) == false else { continue }
            let call = "\(file.text(index - 2)).\(file.text(index))()"
            let message = "`\(call)` ships in release builds: every time this view's body runs it prints (or "
                + "logs) which dependencies changed, on the main thread, for every user. It is a debugging "
                + "aid: remove it, or keep it inside `#if DEBUG` … `#endif`"
            var candidate = context.candidate(
                description, at: (index - 2)...close, scope: .viewCode, message: message, rowMessage: message,
                fix: removal(context, call: index - 2, close: close))
            candidate.severityOutsideRows = .warning
            candidate.reportsInWidgets = true  // Debugging left in, wherever it is.
            candidates.append(candidate)
        }
    }

    /// `Self._printChanges()` or `MyView._printChanges()`: the static method of `View`. A reducer's
    /// `._printChanges()` operator in some architecture libraries follows an expression (`Reduce { … }`,
    /// `Feature()`), never a bare type name.
    func hasViewTypeReceiver(_ file: SyntaxFile, _ name: Int) -> Bool {
        guard file.isKind(name - 1, .period) else { return false }
        let receiver = name - 2
        if file.isText(receiver, "Self") { return true }
        return file.isIdentifier(receiver) && file.startsWithUppercase(receiver) && !file.isMemberName(receiver)
    }

    /// Removes the statement's whole line (`let _ = Self._printChanges()` or the bare call) when nothing
    /// else shares it; otherwise shows what to do.
    func removal(_ context: RuleContext, call: Int, close: Int) -> Fix {
        let file = context.file
        let tokens = context.tokens
        var start = call
        if file.isText(call - 1, "="), file.isText(call - 2, "_"), file.isText(call - 3, "let") { start = call - 3 }
        var end = close
        if file.isKind(end + 1, .semicolon) { end += 1 }
        let startsLine = start == 0 || tokens[start].hasNewlineBefore
        let endsLine = end + 1 >= tokens.count || tokens[end + 1].hasNewlineBefore
        guard startsLine, endsLine else {
            return Fix(title: "Remove the call, or wrap it in `#if DEBUG` … `#endif`", applicability: .displayOnly, edits: [])
        }
        let style = context.style
        let lines = style.wholeLines(from: tokens[start].startOffset, through: tokens[end].endOffset)
        return Fix(title: "Remove `\(file.text(start..<(close + 1)))`", applicability: .safe,
                   edits: [context.edit(lines, "")])
    }
}

/// Which tokens only debug builds compile: those in the active branch of `#if DEBUG` (also
/// `#if DEBUG && …`), or in the `#else` of `#if !DEBUG`.
struct DebugRegions {
    /// For each token, whether an enclosing `#if` branch requires `DEBUG`.
    private var debugOnly: [Bool]

    init(_ file: SyntaxFile) {
        debugOnly = Array(filledWith: false, count: file.tokens.count)
        // One entry per open `#if`: whether its current branch requires DEBUG.
        var branches: [Bool] = []
        var index = 0
        while index < file.tokens.count {
            if file.isKind(index, .poundKeyword) {
                let condition = Self.conditionRange(file, after: index)
                if file.isText(index, "#if") {
                    branches.append(Self.requiresDebug(file, condition))
                } else if file.isText(index, "#elseif"), !branches.isEmpty {
                    branches[branches.count - 1] = Self.requiresDebug(file, condition)
                } else if file.isText(index, "#else"), !branches.isEmpty {
                    branches[branches.count - 1] = Self.elseRequiresDebug(file, before: index)
                } else if file.isText(index, "#endif"), !branches.isEmpty {
                    branches.removeLast()
                }
                index = max(index + 1, condition.upperBound)
                continue
            }
            debugOnly[index] = branches.contains(true)
            index += 1
        }
    }

    func isDebugOnly(_ index: Int) -> Bool { debugOnly[index] }

    /// The tokens of a directive's condition: up to the end of its line.
    static func conditionRange(_ file: SyntaxFile, after directive: Int) -> Range<Int> {
        var end = directive + 1
        while end < file.tokens.count, !file.tokens[end].hasNewlineBefore { end += 1 }
        return (directive + 1)..<end
    }

    /// `DEBUG`, `DEBUG && os(iOS)`: the condition cannot hold in a release build. A `||` could.
    static func requiresDebug(_ file: SyntaxFile, _ condition: Range<Int>) -> Bool {
        guard !condition.contains(where: { file.isText($0, "||") }) else { return false }
        return condition.contains { file.isText($0, "DEBUG") && !file.isText($0 - 1, "!") }
    }

    /// The `#else` of `#if !DEBUG` is debug-only. Finds the matching `#if` by walking back over nesting.
    static func elseRequiresDebug(_ file: SyntaxFile, before elseIndex: Int) -> Bool {
        var depth = 0
        var cursor = elseIndex - 1
        while cursor >= 0 {
            if file.isKind(cursor, .poundKeyword) {
                if file.isText(cursor, "#endif") {
                    depth += 1
                } else if file.isText(cursor, "#if") {
                    if depth == 0 {
                        let condition = conditionRange(file, after: cursor)
                        return condition.count == 2 && file.isText(condition.lowerBound, "!")
                            && file.isText(condition.lowerBound + 1, "DEBUG")
                    }
                    depth -= 1
                }
            }
            cursor -= 1
        }
        return false
    }
}
