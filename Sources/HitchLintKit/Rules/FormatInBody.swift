/// `format-in-body`: formatters built, values formatted, dates computed and collections sorted while
/// SwiftUI evaluates view code.
public struct FormatInBody: Rule {
    public let description = RuleDescription(
        id: "format-in-body", category: .bodyCost,
        summary: "Formatter created, values formatted or collections sorted in body / row code",
        fixSummary: "unsafe: hoist a formatter into a `private static let`; display-only: format upstream")

    public init() {}

    /// Walks of a whole collection (`uniqued()`, `uniqued(on:)`: swift-algorithms' or an app's own, a set of
    /// the elements' keys built to drop repeats).
    static let collectionWork = WordSet(["sorted", "filter", "map", "compactMap", "flatMap", "reduce", "shuffled", "uniqued"])
    /// The work a local or a helper is followed for: only sequences have `compactMap`, so it filters one,
    /// as `uniqued` does.
    static let sortsOrFilters = WordSet(["sorted", "filter", "compactMap", "uniqued"])

    static let upstream = "format once where the data changes: a row model holding ready strings, built in the "
        + "model or view model"

    public func check(_ context: RuleContext, into candidates: inout [Candidate]) {
        var facts = FileFacts(fetchOnlyViews: Self.fetchOnlyViews(context.file))
        annotatedFormatterCreations(context, into: &candidates)
        // Every candidate starts at its identifier: none in code that no view code reaches.
        for index in context.evaluatedIdentifiers where context.mayReport(at: index) {
            // Each shape appends its candidate itself: returning a candidate as an optional copied all of
            // it (a few hundred bytes) for every identifier of every file, found or not.
            _ = formatterCreation(context, index, into: &candidates)
                || valueFormatting(context, index, into: &candidates)
                || interpolatedFormatting(context, index, into: &candidates)
                || collectionWork(context, index, facts: &facts, into: &candidates)
                || groupingReadPerElement(context, index, facts: &facts, into: &candidates)
        }
    }

    /// What the collection checks work out once a file.
    struct FileFacts {
        /// The names of the file's types whose body runs only when fetched data changes (`fetchOnlyViews(_:)`).
        let fetchOnlyViews: Set<UInt64>
        /// The members of the file's types that per-element content reads (`List(results) { … stagedIDs … }`),
        /// by `readKey`; made when a helper first asks.
        var elementReads: Set<UInt64>? = nil
        /// Helper units whose collection work has its candidate: one a member (one prepared array is the fix).
        var reportedHelpers: Set<Int> = []

        static func readKey(type: UInt64, member: UInt64) -> UInt64 { type &* 0x9E37_79B9_7F4A_7C15 ^ member }
    }

    /// Body work repeats per element, not per static child of a `List`.
    func add(_ candidate: Candidate, to candidates: inout [Candidate]) -> Bool {
        var candidate = candidate
        candidate.perElement = true
        candidates.append(candidate)
        return true
    }

    // MARK: Formatter creation

    func formatterCreation(_ context: RuleContext, _ index: Int, into candidates: inout [Candidate]) -> Bool {
        let file = context.file
        guard let callName = FormatterCreation.callName(file, at: index) else { return false }
        let type = file.text(index)
        let unit = Int(context.viewCode.unitOfToken[index])
        let isStored = unit >= 0 && context.viewCode.units[unit].role == .construction
        // Formatters are made in models and services as often as in views: the texts and the fix (which
        // rewrites the declaration) are made for findings alone.
        var candidate = context.candidate(description, at: index...callName, scope: .viewCode, message: "", rowMessage: "")
        candidate.deferredMessage = { inRows in Self.formatterMessage(type: type, isStored: isStored, inRows: inRows) }
        let open = callName + 1
        candidate.deferredFix = { FormatterHoist(context: context).fix(typeToken: index, open: open) }
        // A stored formatter is made again when a parent re-creates the view: never, for a hosting root.
        candidate.requiresRebuildingParent = isStored
        return add(candidate, to: &candidates)
    }

    /// `var formatter: DateFormatter = .init()`: the type is named in the annotation, which is not view code,
    /// so no identifier of the code starts it. Found from the declarations; the finding is at the `.init()`.
    /// No fix: the form is kept to be configured in the view's `init`, from its arguments as often as not.
    func annotatedFormatterCreations(_ context: RuleContext, into candidates: inout [Candidate]) {
        let file = context.file
        for declaration in file.declarations where declaration.typeRange.count == 1 && declaration.initializer.count >= 4 {
            let type = declaration.typeRange.lowerBound, value = declaration.initializer.lowerBound
            let unit = Int(context.viewCode.unitOfToken[value])
            guard unit >= 0, file.isKind(value, .period), file.isText(value + 1, "init"), file.isKind(value + 2, .leftParen),
                  file.isText(type, in: FormatterCreation.types), context.viewCode.flags[value].contains(.evaluated),
                  context.mayReport(at: value) else { continue }
            let typeName = file.text(type)
            let isStored = context.viewCode.units[unit].role == .construction
            var candidate = context.candidate(description, at: value...(value + 1), scope: .viewCode, message: "", rowMessage: "")
            candidate.deferredMessage = { inRows in Self.formatterMessage(type: typeName, isStored: isStored, inRows: inRows) }
            candidate.requiresRebuildingParent = isStored
            _ = add(candidate, to: &candidates)
        }
    }

    static func formatterMessage(type: String, isStored: Bool, inRows: Bool) -> String {
        let cost = "creating a new `\(type)` loads locale and calendar data and costs far more than formatting "
            + "one value"
        switch (isStored, inRows) {
        case (true, false):
            return "`\(type)()` in a view's stored property or initializer is created again every time the "
                + "parent re-creates this view (each parent update): \(cost). Use a `private static let`, or better, "
                + Self.upstream
        case (true, true):
            return "`\(type)()` in a row view's stored property or initializer is created for every row "
                + "each time the list updates: \(cost). Use a `private static let`, or better, " + Self.upstream
        case (false, false):
            return "`\(type)()` is created each time SwiftUI evaluates this view code, which happens many "
                + "times while scrolling or animating: \(cost). Hoist it to a `private static let`, or better, "
                + Self.upstream
        case (false, true):
            return "`\(type)()` is created for every row each time the row is evaluated (as rows scroll into "
                + "view, and on every update of the list): \(cost). Hoist it to a `private static let`, or better, " + Self.upstream
        }
    }

    // MARK: Formatting values in rows

    func valueFormatting(_ context: RuleContext, _ index: Int, into candidates: inout [Candidate]) -> Bool {
        // Most identifiers are not called: told here, without a call that returns an optional pair.
        guard context.file.isKind(index + 1, .leftParen), let (what, work) = formatting(context.file, at: index) else { return false }
        return addFormatting(what, context, at: index...index, work: work, to: &candidates)
    }

    /// The formatting, date arithmetic, Markdown parsing or HTML import that the call named at `index` does (what a
    /// message calls it, and its kind), if it does any. Always inlined: asked at every call in view code, a
    /// call of it returning an optional pair cost 0.2% of a lint's instructions.
    @inline(__always)
    func formatting(_ file: SyntaxFile, at index: Int) -> (what: String, work: RowWork)? {
        guard file.isKind(index + 1, .leftParen) else { return nil }
        let what: String
        var work = RowWork.formatting
        if file.isExplicitMember(index) {
            if file.isText(index, "formatted") || file.isText(index, "ISO8601Format") {
                // Foundation's take a style (`formatted(.number)`) or `date:time:`; a labeled other one
                // (`score.formatted(font: .body)`) is a project's own method, which may format nothing.
                if let first = file.firstArgument(index + 1), first.label >= 0, !file.isText(first.label, "date") { return nil }
                // A literal (`1.formatted()`, a count shown beside a label) is the same text every time.
                if file.isKind(index - 2, .integerLiteral) || file.isKind(index - 2, .floatLiteral) { return nil }
                what = "`.\(file.text(index))(…)`"
                work = file.isText(index, "ISO8601Format") ? .dateFormatting : formattingOfStyle(file, open: index + 1)
                if work == .formatting { work = formattingOfNamedValue(file, index - 2) }
            } else if file.isText(index, "string"), let label = firstLabel(file, index + 1),
                      file.isText(label, "from") || file.isText(label, "fromByteCount")
                        || (file.isText(label, "for") && receiverNamesFormatter(file, index)) {
                what = "`.string(\(file.text(label)):)`"
                // What is formatted tells first (`timeFormatter.string(from: episode.duration)`), then the formatter.
                work = file.isText(label, "fromByteCount") ? .valueFormatting
                    : file.firstArgument(index + 1).map { formattingOfArgumentValue(file, $0.value) } ?? .formatting
                if work == .formatting { work = formattingOfFormatter(file, named: index - 2) }
            } else if file.isText(index, "localizedString"), let label = firstLabel(file, index + 1),
                      file.isText(label, "from") || file.isText(label, "for") || file.isText(label, "forIdentifier")
                        || file.isText(label, "forRegionCode") || file.isText(label, "forLanguageCode")
                        || file.isText(label, "byJoining") {
                // `byJoining:`: `ListFormatter`'s class method, which builds a formatter each call.
                what = "`.localizedString(\(file.text(label)):)`"
                // `from:`/`for:` are a relative date formatter's (`NumberFormatter.localizedString(from:number:)`
                // aside); the others name a language, a region or a list.
                let isRelativeDate = (file.isText(label, "from") || file.isText(label, "for")) && !file.isText(index - 2, "NumberFormatter")
                work = isRelativeDate ? .dateFormatting : .valueFormatting
            } else if file.isText(index, "dateFormat"), let label = firstLabel(file, index + 1), file.isText(label, "fromTemplate") {
                // `DateFormatter.dateFormat(fromTemplate:options:locale:)`: a pattern generator built for the
                // locale on every call, the costliest part of a formatter.
                what = "`.dateFormat(fromTemplate:…)`"
                work = .dateFormatting
            } else if file.isText(index, "dateComponents") {
                (what, work) = ("`Calendar.dateComponents(…)` date arithmetic", .arithmetic)
            } else if file.isText(index, "date"), let label = firstLabel(file, index + 1), file.isText(label, "byAdding") {
                (what, work) = ("`Calendar.date(byAdding:…)` date arithmetic", .arithmetic)
            } else if file.textEnds(index, with: "String"), let label = firstLabel(file, index + 1),
                      file.isText(label, "from") || file.isText(label, "for"), receiverNamesFormatter(file, index) {
                // A project's own method on a formatter (`priceFormatter.priceString(from:)`, an extension that
                // sets the digits, then formats): formatting, with more set-up.
                what = "`.\(file.text(index))(\(file.text(label)):)`"
                work = formattingOfFormatter(file, named: index - 2)
            } else {
                return nil
            }
        } else if file.isText(index, in: Self.formatStringTypes), !file.isMemberName(index), let label = firstLabel(file, index + 1),
                  file.isText(label, "format") {
            what = "`\(file.text(index))(format:)`"
            work = .valueFormatting
        } else if FormatterCreation.parsesMarkdown(file, at: index) {
            (what, work) = ("`\(file.text(index))(markdown:)`", .markdown)
        } else if let label = FormatterCreation.htmlImportLabel(file, at: index) {
            // Named as Apple's documentation names the initializer: `NSAttributedString(data:options:…)`.
            var labels = file.text(label) + ":"
            if let first = file.firstArgument(index + 1), first.label >= 0, first.label != label {
                labels = file.text(first.label) + ":" + labels
            }
            (what, work) = ("`\(file.text(index))(\(labels)…)` importing HTML", .htmlImport)
        } else if file.isText(index, in: Self.formattingViews), !file.isMemberName(index), !isAccessibilityText(file, index),
                  let argument = file.argument(index + 1, where: { argument in
                      argument.label >= 0 && (file.isText(argument.label, "format") || file.isText(argument.label, "formatter"))
                  }) {
            // `Text(value, format:)`, `LabeledContent(_:value:format:)` … format on every evaluation.
            what = "`\(file.text(index))(…, \(file.text(argument.label)):)`"
            // A style tells (`format: .dateTime`); else what is formatted (`Text(item.date, formatter: formatter)`),
            // then a formatter's name.
            let style = file.isText(argument.label, "format") ? formattingOfArgument(file, label: argument.label, value: argument.value)
                : .formatting
            let formatted = file.firstArgument(index + 1).map { formattingOfArgumentValue(file, $0.value) } ?? .formatting
            work = style != .formatting ? style
                : formatted != .formatting ? formatted : formattingOfArgument(file, label: argument.label, value: argument.value)
        } else {
            return nil
        }
        return (what, work)
    }

    /// What a row does on every evaluation that the data could have had done once: each kind has its cost and cure.
    enum RowWork {
        /// Formatting a value the call does not show the kind of (`value.formatted()`, `formatter.string(from:)`).
        case formatting
        /// Formatting a date (`.formatted(date:time:)`, a `dateFormatter`'s `string(from:)`): SwiftUI's own
        /// date text is the cure that needs no model.
        case dateFormatting
        /// Formatting a number, a byte count or a format string: no date, so no date text to offer.
        case valueFormatting
        case arithmetic, markdown, htmlImport

        /// HTML import costs enough to be told wherever view code runs it; the rest only in rows.
        var scope: Candidate.Scope { self == .htmlImport ? .viewCode : .rowOnly }

        /// `offersDateText`: whether the project runs where SwiftUI's date text exists (iOS 14, macOS 11), which
        /// the cure may then name.
        func cost(inRows: Bool, offersDateText: Bool) -> String {
            switch self {
            case .formatting: return offersDateText ? FormatInBody.formattingCost : FormatInBody.valueFormattingCost
            case .dateFormatting: return offersDateText ? FormatInBody.dateFormattingCost : FormatInBody.valueFormattingCost
            case .valueFormatting: return FormatInBody.valueFormattingCost
            case .arithmetic: return offersDateText ? FormatInBody.arithmeticCost : FormatInBody.arithmeticWork
            case .markdown: return FormatInBody.markdownCost
            case .htmlImport: return inRows ? FormatInBody.htmlImportRowCost : FormatInBody.htmlImportCost
            }
        }

        var fix: Fix {
            switch self {
            case .formatting, .dateFormatting, .valueFormatting: return FormatInBody.formatUpstreamFix
            case .arithmetic: return FormatInBody.computeUpstreamFix
            case .markdown, .htmlImport: return FormatInBody.parseUpstreamFix
            }
        }
    }

    /// `Text("\(count, format: .number) followers")`, `"\(date, formatter: formatter)"`, `Text("\(km,
    /// specifier: "%.1f")")`: the same formatting, in a string interpolation (the finding is at the label).
    func interpolatedFormatting(_ context: RuleContext, _ index: Int, into candidates: inout [Candidate]) -> Bool {
        let file = context.file
        guard file.isKind(index + 1, .colon), file.isKind(index - 1, .comma),
              file.isText(index, "format") || file.isText(index, "formatter") || file.isText(index, "specifier"),
              file.isKind(Int(file.enclosingOpen[index]), .interpolationStart) else { return false }
        let open = Int(file.enclosingOpen[index])
        var work = RowWork.formatting
        if file.isText(index, "specifier") {
            work = .valueFormatting
        } else if let argument = file.argument(open, where: { $0.label == index }) {
            work = formattingOfArgument(file, label: index, value: argument.value)
        }
        // `"\(entry.date, formatter: formatter)"`: the value formatted may tell.
        if work == .formatting, let value = file.firstArgument(open)?.value { work = formattingOfArgumentValue(file, value) }
        return addFormatting("`\\(…, \(file.text(index)):)` in a string", context, at: index...index, work: work, to: &candidates)
    }

    /// What a `format:` argument's style formats (`.dateTime…`, `.relative(…)` dates; `.number`, `.currency(…)` …
    /// values), or a `formatter:` argument's formatter, by its name.
    func formattingOfArgument(_ file: SyntaxFile, label: Int, value: Range<Int>) -> RowWork {
        guard !value.isEmpty else { return .formatting }
        if file.isText(label, "formatter") {
            // `formatter: Self.dateFormatter`: the formatter's own name, its last.
            return value.last(where: { file.isIdentifier($0) }).map { formattingOfFormatter(file, named: $0) } ?? .formatting
        }
        guard value.count >= 2, file.isKind(value.lowerBound, .period) else { return .formatting }
        let style = value.lowerBound + 1
        if file.isText(style, in: Self.dateStyles) { return .dateFormatting }
        return file.isText(style, in: Self.valueStyles) ? .valueFormatting : .formatting
    }

    /// The style given to `.formatted(…)` whose argument list opens at `open`: `formatted(date:time:)` formats a date.
    func formattingOfStyle(_ file: SyntaxFile, open: Int) -> RowWork {
        guard let first = file.firstArgument(open) else { return .formatting }
        if first.label >= 0 { return file.isText(first.label, "date") ? .dateFormatting : .formatting }
        return formattingOfArgument(file, label: -1, value: first.value)
    }

    /// `item.date.formatted()`, `timestamp`, `viewerCount`: a value whose name at `name` says it is a date or a
    /// number; `.formatting` when it does not.
    func formattingOfNamedValue(_ file: SyntaxFile, _ name: Int) -> RowWork {
        guard name >= 0, file.isIdentifier(name) else { return .formatting }
        let text = file.text(name).lowercased()
        // A number's name ends so (`updateCount`, `dateCount`); a date's holds the word (`createdDate`, `dateAdded`).
        if Self.numberNames.contains(where: text.hasSuffix) { return .valueFormatting }
        if text.contains("date") || text.contains("timestamp") { return .dateFormatting }
        return Self.numberNames.contains(where: text.contains) ? .valueFormatting : .formatting
    }

    static let numberNames = ["count", "number", "total", "amount", "price", "bytes", "size", "duration", "interval",
                              "elapsed", "seconds"]

    /// The value given to a formatter (`formatter.string(from: entry.date)`, `from: NSNumber(value: price)`):
    /// by its last name, or the `NSNumber` it is made into.
    func formattingOfArgumentValue(_ file: SyntaxFile, _ value: Range<Int>) -> RowWork {
        if value.contains(where: { file.isText($0, "NSNumber") }) { return .valueFormatting }
        guard let last = value.last(where: { file.isIdentifier($0) && !file.isKind($0 + 1, .leftParen) }) else { return .formatting }
        return formattingOfNamedValue(file, last)
    }

    /// A formatter named at `name` (`dateFormatter.string(from:)`, `Self.timeFormatter`, `numberFormatter`): a date's
    /// or a number's when its name says so.
    func formattingOfFormatter(_ file: SyntaxFile, named name: Int) -> RowWork {
        guard name >= 0, file.isIdentifier(name) else { return .formatting }
        let text = file.text(name).lowercased()
        // A duration's (`DateComponentsFormatter`, `durationFormatter`, `intervalFormatter`) before a date's.
        if Self.numberFormatterNames.contains(where: text.contains) { return .valueFormatting }
        if text.contains("date") || text.contains("time") || text.contains("relative") { return .dateFormatting }
        return .formatting
    }

    static let numberFormatterNames = ["number", "byte", "currency", "price", "percent", "decimal", "components", "duration",
                                       "interval", "elapsed"]

    /// Foundation's format styles of dates (`.dateTime.hour()`, `.relative(presentation:)`, `.iso8601`), and of
    /// other values.
    static let dateStyles = WordSet(["dateTime", "relative", "iso8601", "interval", "verbatim"])
    static let valueStyles = WordSet(["number", "percent", "currency", "byteCount", "list", "measurement", "units", "time", "name"])

    /// A value formatted (`what`) at `tokens`, dates computed or Markdown parsed (`work`): reported in rows only
    /// (HTML imported: in any view code), and most formatting is not in rows, so the text is made for findings alone.
    func addFormatting(_ what: String, _ context: RuleContext, at tokens: ClosedRange<Int>, work: RowWork = .formatting,
                       to candidates: inout [Candidate]) -> Bool {
        var candidate = context.candidate(description, at: tokens, scope: work.scope, message: "", rowMessage: "", fix: work.fix)
        let offersDateText = context.deploymentTarget.allows(iOS: .init(14), macOS: .init(11))
        candidate.deferredMessage = { inRows in what + work.cost(inRows: inRows, offersDateText: offersDateText) }
        return add(candidate, to: &candidates)
    }

    /// What follows the formatting named in a message: made once, not joined again for each of a
    /// project's tens of thousands of findings. One for each kind of value formatted: SwiftUI's own date
    /// text is offered for dates, and as a condition where the call does not show what it formats.
    static let formattingCost = formattingWork + "; for a date, `Text(date, style: .relative)` (iOS 14+, macOS 11+) needs no formatting at all"
    static let dateFormattingCost = formattingWork
        + "; `Text(date, style: .relative)` (or `.date`, `.time`; iOS 14+, macOS 11+) needs no formatting at all"
    static let valueFormattingCost = formattingWork
    static let formattingWork = " runs for every row each time the row is evaluated (as rows scroll into view, "
        + "and on every update of the list); formatting (a format string parsed, or a formatter's calendar and locale work) adds up to "
        + "dropped frames. Instead "
        + upstream + " (a `static let` formatter saves creating it, not this call)"

    /// Shown, never applied: where the data changes is in another type, which a fix here cannot reach.
    static let formatUpstreamFix = Fix(
        title: "Format once upstream: give the row model a ready `String` (computed when the data arrives) "
            + "and show it with `Text(row.dateText)`", applicability: .displayOnly, edits: [])

    /// What follows date arithmetic named in a message: not formatting, but the same cost and cure.
    static let arithmeticCost = arithmeticWork
        + "; `Text(date, style: .relative)` (iOS 14+, macOS 11+) shows a relative time with no arithmetic in the row"
    static let arithmeticWork = " runs for every row each time the row is evaluated (as rows scroll into view, "
        + "and on every update of the list); calendar arithmetic (the calendar's and time zone's rules applied to each date, often "
        + "beside a formatter) adds up to dropped frames. Instead compute it once where the data changes: a row "
        + "model holding the ready value or string, built in the model or view model"

    /// What follows Markdown parsed in a row, named in a message.
    static let markdownCost = " parses the Markdown for every row each time the row is evaluated (as rows scroll into view, "
        + "and on every update of the list): the parser reads the whole text and builds its attributed runs, far more "
        + "work than drawing it, and a long message costs in proportion. Instead parse it once where the text arrives: "
        + "the model or view model keeps the `AttributedString` (iOS 15+, macOS 12+) in the row's data, and the row "
        + "shows it with `Text(attributed)`"

    /// What follows an HTML import named in a message, in a row and elsewhere in view code.
    static let htmlImportRowCost = " runs for every row each time the row is evaluated (as rows scroll into view, "
        + "and on every update of the list): " + htmlImportWork
    static let htmlImportCost = " runs each time SwiftUI evaluates this view code, which happens on every update "
        + "of the view: " + htmlImportWork
    static let htmlImportWork = "the importer loads WebKit and parses the page synchronously on the main thread "
        + "(it cannot run anywhere else), milliseconds to tens of milliseconds even for a short text, and the "
        + "frame waits. Instead convert it once where the text arrives: the model keeps the `AttributedString` "
        + "(iOS 15+, macOS 12+) and the view shows it with `Text(attributed)`"

    /// Shown, never applied, like `formatUpstreamFix`.
    static let parseUpstreamFix = Fix(
        title: "Parse once upstream: keep the parsed `AttributedString` in the row's data (made when the text "
            + "arrives) and show it with `Text(…)`", applicability: .displayOnly, edits: [])

    /// Shown, never applied, like `formatUpstreamFix`.
    static let computeUpstreamFix = Fix(
        title: "Compute once upstream: give the row model the ready value or `String` (computed when the data "
            + "arrives) and show it as it is", applicability: .displayOnly, edits: [])

    /// SwiftUI's views that format the value they are given (`Text(value, format:)`, `LabeledContent(_:value:format:)`,
    /// `Stepper(_:value:format:)`). Not a project's view given a formatter or a style to use
    /// (`TransactionRow(journal: j, formatter: cached)`: what it formats is found in its own code), a query's format
    /// string (`NSPredicate(format:)`), a renderer's pixel format, nor an editing control's (`TextField(value:format:)`).
    static let formattingViews = WordSet(["Text", "LabeledContent", "Stepper"])

    /// Types made from a format string and its arguments (`String(format: "%.1f km", km)`, `NSString(format:)`).
    static let formatStringTypes = WordSet(["String", "NSString", "NSMutableString", "NSAttributedString",
                                            "NSMutableAttributedString"])

    /// `Text(value, format:)` given to `.accessibilityValue(…)`, `.accessibilityLabel(…)` or
    /// `.accessibilityHint(…)` (alone or as a ternary's branch): formatted when assistive technology reads
    /// it, not each time the row is drawn. (`String(format:)` there formats at once: still reported.)
    func isAccessibilityText(_ file: SyntaxFile, _ index: Int) -> Bool {
        let open = Int(file.enclosingOpen[index])
        guard file.isText(index, "Text"), open >= 0, file.isKind(open, .leftParen) else { return false }
        let callee = file.callee(ofArgumentList: open)
        return callee >= 0 && file.isMemberName(callee) && file.isText(callee, in: Self.accessibilityTexts)
    }

    static let accessibilityTexts = WordSet(["accessibilityValue", "accessibilityLabel", "accessibilityHint"])

    /// `formatter.string(for:)`, `Self.priceFormatter.string(for:)`, `Formatter.twoDigits.string(for:)`:
    /// `string(for:)` is also the name of many a lookup (`strings.string(for: mode)`, a
    /// `unitFormatterRegistry`'s), so its receiver must say it is a formatter: by its name, or as a
    /// formatter type's static.
    func receiverNamesFormatter(_ file: SyntaxFile, _ member: Int) -> Bool {
        let receiver = file.bytes(of: member - 2)
        if receiver.elementsEqual("formatter".utf8) || (receiver.count >= 9 && receiver.suffix(9).elementsEqual("Formatter".utf8)) {
            return true
        }
        return file.isKind(member - 3, .period) && file.startsWithUppercase(member - 4) && file.textEnds(member - 4, with: "Formatter")
    }

    func firstLabel(_ file: SyntaxFile, _ open: Int) -> Int? {
        guard let first = file.firstArgument(open), first.label >= 0 else { return nil }
        return first.label
    }

    // MARK: Collection work feeding ForEach / List

    /// `ForEach(items.sorted { … })`, `List(items.filter(…))`; sorting and filtering (`compactMap` too) kept in a local or
    /// a helper first.
    func collectionWork(_ context: RuleContext, _ index: Int, facts: inout FileFacts,
                        into candidates: inout [Candidate]) -> Bool {
        let file = context.file
        // A member call first: the cheapest test, and most identifiers fail it. A member read without a call
        // is a property of the app's own (`modifiers.sorted`), not the standard library's method.
        guard file.isExplicitMember(index), file.isText(index, in: Self.collectionWork), file.isCalled(index),
              !receiverIsConstant(file, index),
              !isOutsideRowsOfFetchOnlyView(context, index, facts.fetchOnlyViews)
        else { return false }
        let fixedData = receiverFixedData(context, index)
        if fixedData.isFixed { return false }
        // Over another file's constant, what is found here holds only if the project's record of it says
        // it is not a handful.
        let first = candidates.count
        defer { for found in first..<candidates.count { candidates[found].unlessFixedConstants = fixedData.conditions } }
        if let feeder = file.listDataCall(holding: index, throughClosures: false) {
            // A picker's or menu's options are a handful (not the system's time zones or languages);
            // `enumerated().map { $0 }` only numbers them; a chain (`values.map(…).sorted(…).filter(…)`) is one
            // finding, at its first work: one prepared array.
            guard !file.isMenuOption(feeder) || file.chainRoot(receiverOf: index).map({ file.readsLargeSystemList($0..<index) }) == true,
                  !isIdentityMap(file, index), !mapsPositions(file, index), !followsCollectionWork(file, index),
                  !followsEarlierChain(file, index)
            else { return false }
            return addFeeding(context, at: index, list: file.text(feeder), ownElement: enclosingElement(file, receiverOf: index),
                              to: &candidates)
        }
        // Only sorting and filtering further (`compactMap` filters, and only sequences have it): `map` and
        // `flatMap` are as often `Optional`'s as a collection's, and cannot be told apart without types
        // (and a mapped copy is linear work, mostly over a handful). A member declared an array that is a
        // `reduce` (`nodes.reduce([]) { $0 + flatten($1) }`) copies the growing array at every element.
        guard file.isText(index, in: Self.sortsOrFilters) else {
            // `reduce(into:)` appends in place: linear, as a `map` is.
            if file.isText(index, "reduce") {
                return file.firstArgument(index + 1).map({ $0.label < 0 }) == true
                    && isWholeValueOfArrayMember(context, index) && collectionWorkInHelper(context, index, facts: &facts, into: &candidates)
            }
            // A `map` that a member declared `[T]` returns whole maps a sequence (an optional's would give an
            // optional); one that formats or parses each element does a row's formatting for every element.
            // (The member's value first: a `map` nested in another's closure is not, and its closure is read once.)
            return isWholeValueOfArrayMember(context, index) && formatsEachElement(file, mappedAt: index)
                && collectionWorkInHelper(context, index, facts: &facts, into: &candidates)
        }
        return collectionWorkInLocal(context, index, into: &candidates)
            || collectionWorkHandedToView(context, index, into: &candidates)
            || collectionWorkHandedToMember(context, index, into: &candidates)
            || collectionWorkInHelper(context, index, facts: &facts, into: &candidates)
    }

    /// `(0..<rows).map { GridRow(id: $0) }`: positions wrapped for a list (before iOS 14's `ForEach(0..<n, id: \.self)`),
    /// not the data walked; `index-based-id` weighs them as positions.
    func mapsPositions(_ file: SyntaxFile, _ index: Int) -> Bool {
        guard file.isText(index, "map") || file.isText(index, "compactMap"), file.isKind(index - 1, .period),
              file.isKind(index - 2, .rightParen), let open = file.partnerOf(index - 2) else { return false }
        return ((open + 1)..<(index - 2)).contains { (file.isText($0, "..<") || file.isText($0, "..."))
            && Int(file.enclosingOpen[$0]) == open }
    }

    /// `section(for: options.filter { … })` in view code: the whole value of an argument of a function of the
    /// view's own type (in this file) that shows that parameter as a list's data (`ForEach(groupOptions)` in
    /// its body). The caller sorts or filters for the list, as if it fed it itself; in each row of a list of
    /// sections, every section filters all the options again.
    func collectionWorkHandedToMember(_ context: RuleContext, _ index: Int, into candidates: inout [Candidate]) -> Bool {
        let file = context.file
        // (Not in a menu's or picker's options: a handful, as for a `ForEach` written there.)
        guard let (callee, argument) = argumentHeldWhole(file, by: index), !file.startsWithUppercase(callee),
              !file.isMemberName(callee) || file.isText(callee - 2, "self"), !file.isMenuOption(callee) else { return false }
        let unit = Int(context.viewCode.unitOfToken[index])
        guard unit >= 0, let list = listShowingParameter(file, of: callee, label: argument.label,
                                                         owner: context.viewCode.units[unit].owner) else { return false }
        return addFeeding(context, at: index, list: file.text(list), to: &candidates)
    }

    /// The `ForEach`, `List` or `Table` in the body of the function of type `owner` named at `callee` that
    /// shows the parameter taking the argument labelled `label` (-1: none) as its data, whole.
    func listShowingParameter(_ file: SyntaxFile, of callee: Int, label: Int, owner: Int) -> Int? {
        guard owner >= 0 else { return nil }
        let name = file.bytes(of: callee)
        return file.firstMember(of: owner, named: name) { index -> Int? in
            let function = file.declarations[index]
            guard function.kind == .function, function.parent == owner, function.hasBody, function.name >= 0,
                  file.bytes(of: function.name) == name else { return nil }
            var parameter: Int? = nil
            file.forEachParameterName(of: function) { inner in
                // `for groupOptions: [Option]`: the label, then the name; `_ options` for an unlabelled one.
                // (A label may be a keyword: `for`, `in`.)
                let external = file.isKind(inner - 1, .leftParen) || file.isKind(inner - 1, .comma) ? inner : inner - 1
                let matches = label < 0 ? file.isText(external, "_") : file.bytes(of: external) == file.bytes(of: label)
                if matches && parameter == nil { parameter = inner }
            }
            guard let parameter else { return nil }
            let parameterName = file.bytes(of: parameter)
            for use in function.bodyRange where file.isIdentifier(use) && !file.isMemberName(use)
                && file.bytes(of: use) == parameterName {
                if let list = file.listDataCall(holding: use, throughClosures: false),
                   let data = file.firstArgument(list + 1), data.value == use..<(use + 1) {
                    return list
                }
            }
            return nil
        }
    }

    /// The call and the argument of it that the chain whose first sort or filter is member `index` is, whole
    /// (`TagPicker(tags: tags.sorted { … })`, `section(for: options.filter { … })`).
    func argumentHeldWhole(_ file: SyntaxFile, by index: Int) -> (callee: Int, argument: SyntaxFile.Argument)? {
        let open = Int(file.enclosingOpen[index])
        guard open >= 0, file.isKind(open, .leftParen), !followsSortOrFilter(file, index) else { return nil }
        let callee = file.callee(ofArgumentList: open)
        guard callee >= 0, let argument = file.argument(open, where: { $0.value.contains(index) }),
              let root = file.chainRoot(receiverOf: index), root == argument.value.lowerBound,
              endOfChain(file, from: index) == argument.value.upperBound - 1 else { return nil }
        return (callee, argument)
    }

    /// Whether the closure of the `map` or `flatMap` at `index` (trailing or in parentheses) formats a value,
    /// computes a date or parses Markdown (`lines.map { try? AttributedString(markdown: String($0)) }`).
    func formatsEachElement(_ file: SyntaxFile, mappedAt index: Int) -> Bool {
        guard file.isText(index, "map") || file.isText(index, "flatMap") else { return false }
        let open = file.isKind(index + 1, .leftParen) && file.isKind(index + 2, .leftBrace) ? index + 2 : index + 1
        guard file.isKind(open, .leftBrace), let close = file.partnerOf(open) else { return false }
        return (open + 1..<close).contains { file.isIdentifier($0) && formatting(file, at: $0) != nil }
    }

    /// `TagPicker(tags: store.tags.sorted { … })` in view code: the whole value of a labelled argument of a
    /// view, which the view shows as a list's data (`List(tags)` in its body: the project's index tells,
    /// `Candidate.requiresListFeed`). The parent sorts or filters on every evaluation of its body, as if it
    /// fed its own list.
    func collectionWorkHandedToView(_ context: RuleContext, _ index: Int, into candidates: inout [Candidate]) -> Bool {
        let file = context.file
        guard let (view, argument) = argumentHeldWhole(file, by: index), file.startsWithUppercase(view), !file.isMemberName(view),
              argument.label >= 0 else { return false }
        let unit = Int(context.viewCode.unitOfToken[index])
        guard unit >= 0, context.viewCode.units[unit].role == .viewBuilder else { return false }
        let (method, viewName, label) = (file.text(index), file.text(view), file.text(argument.label))
        var candidate = context.candidate(description, at: index...index, scope: .viewCode, message: "", rowMessage: "")
        candidate.requiresListFeed = NameHash.of(file.bytes(of: argument.label),
                                                 continuing: NameHash.prefix(hash: NameHash.of(file.bytes(of: view)), separator: 0))
        candidate.deferredMessage = { inRows in
            """
            `.\(method)` in the `\(label):` argument of `\(viewName)`, which shows it as a list's data, runs \
            \(inRows ? "for every row on every update" : "on every evaluation of this view code"): the whole \
            collection is walked (and for `sorted`, sorted) each time any state of the view changes. Prepare the \
            array once where the data changes (in the model or view model, or `@State` updated in `onChange`) and \
            pass that
            """
        }
        return add(candidate, to: &candidates)
    }

    /// `.sorted`/`.filter` at `index`, whose result is the data of `list` (`via`: the local it is kept in).
    /// `ownElement`: the enclosing list's element that the collection belongs to (`section` for
    /// `section.items.map …`): each row then works over its own element's few children, not over the
    /// whole data again.
    func addFeeding(_ context: RuleContext, at index: Int, list: String, via locals: [String] = [],
                    ownElement: String? = nil, to candidates: inout [Candidate]) -> Bool {
        let method = context.file.text(index)
        // Most such code is not reached from view code in large projects: the text is made for findings alone.
        var candidate = context.candidate(description, at: index...index, scope: .viewCode, message: "", rowMessage: "")
        if let ownElement {
            candidate.severityInRows = .note
            // Each text one interpolation: a chain of `+` copied the growing text at every step.
            candidate.deferredMessage = { inRows in
                """
                `.\(method)` over a collection of `\(ownElement)`, the data of `\(list)`, runs for \
                \(inRows ? "every row on every update" : "every evaluation of this view code") \
                (each row over its own element's collection). Prepare it once where the data changes (in \
                the model or view model) and hand the row the prepared array
                """
            }
            return add(candidate, to: &candidates)
        }
        candidate.deferredMessage = { inRows in
            let what = locals.isEmpty ? "`.\(method)` over the data of `\(list)`"
                : "`.\(method)` kept in " + locals.map { "`\($0)`" }.joined(separator: ", then ") + ", the data of `\(list)`,"
            if inRows {
                return """
                    \(what) inside a row runs for every row on every update: rows × elements of work each \
                    time (quadratic when it walks the list's own data). Prepare the data once upstream (in the \
                    model or view model) and pass it to the row
                    """
            }
            return """
                \(what) runs on every evaluation of this view code, before a \
                single row is drawn: the whole collection is walked (and for `sorted`, sorted) each time any \
                state of the view changes. Do it once where the data changes (in the model or view model) and \
                pass the prepared array
                """
        }
        return add(candidate, to: &candidates)
    }

    static let localUseReach = 4_096

    /// `let sections = byDay.values.sorted { … }` in view code, then `ForEach(sections)` in the same block
    /// (or through a local made from it: `let shown = found.prefix(20)`, then `ForEach(shown)`).
    func collectionWorkInLocal(_ context: RuleContext, _ index: Int, into candidates: inout [Candidate]) -> Bool {
        let file = context.file
        let unit = Int(context.viewCode.unitOfToken[index])
        // Locals of view code only (a chart's content is evaluated with the chart's body): a stored property's
        // value is made with the view, not with its body.
        // One finding a chain, at its first work (`filter({ … }).sorted(by: { … })` is one prepared array).
        guard unit >= 0, context.viewCode.units[unit].role == .viewBuilder
                || file.buildsChartContent(file.declarations[context.viewCode.units[unit].declaration]),
              !followsSortOrFilter(file, index),
              let name = localName(file, assignedAt: index) ?? transformHolding(file, index).flatMap({ localName(file, assignedAt: $0) }),
              let fed = listFed(byLocal: name, in: file, hops: Self.localHops)
        else { return false }
        return addFeeding(context, at: index, list: file.text(fed.list), via: fed.locals.map { file.text($0) }, to: &candidates)
    }

    /// The `flatMap`, `map` or `compactMap` whose closure's whole value is the chain of the work at `index`
    /// (`groups.flatMap { group in all.filter { $0.group == group } }`): that work runs once for each element,
    /// and what the closures give is the collection the local holds.
    func transformHolding(_ file: SyntaxFile, _ index: Int) -> Int? {
        let open = Int(file.enclosingOpen[index])
        guard open > 1, file.isKind(open, .leftBrace), file.braceRoles[open] == .closure,
              file.isText(open - 1, in: Self.transforms), file.isExplicitMember(open - 1),
              let close = file.partnerOf(open), endOfChain(file, from: index).map({ $0 + 1 }) == close
        else { return nil }
        // Back over the chain to the closure's start or its parameters' `in`.
        var cursor = index - 1
        while cursor > open {
            if file.isText(cursor, "in") && file.isKind(cursor, .keyword) { break }
            guard Int(file.enclosingOpen[cursor]) == open else { return nil }
            switch file.tokens[cursor].kind {
            case .identifier, .dollarIdentifier, .period: cursor -= 1
            case .keyword where file.isText(cursor, "self"): cursor -= 1
            case .rightParen, .rightBracket:
                guard let partner = file.partnerOf(cursor) else { return nil }
                cursor = partner - 1
            default: return nil
            }
        }
        return open - 1
    }

    /// Collection transforms whose closure runs once for each element.
    static let transforms = WordSet(["flatMap", "map", "compactMap"])

    /// The last token of the chain of calls from member `index` on (`filter { … }.sorted()`, each call to its
    /// `endOfCall`). Nil when the chain ends in a value made from the collection (`filter { … }.count`).
    func endOfChain(_ file: SyntaxFile, from index: Int) -> Int? {
        var end = endOfCall(file, member: index)
        while file.isKind(end + 1, .period), file.isIdentifier(end + 2) {
            if file.isText(end + 2, in: Self.oneValueMembers) { return nil }
            end = endOfCall(file, member: end + 2)
        }
        return end
    }

    /// How many locals made from a sorted or filtered local are followed to a list (Swiftcord's channel
    /// list filters, then sorts with a method of its own, then shows).
    static let localHops = 2

    /// The list whose data is the local declared at `name`, or a local made from it (`collectionLocal`), up to
    /// `hops` such steps; and the locals on the way, `name` first.
    func listFed(byLocal name: Int, in file: SyntaxFile, hops: Int) -> (list: Int, locals: [Int])? {
        let block = Int(file.enclosingOpen[name])
        guard block >= 0, file.isKind(block, .leftBrace), let close = file.partnerOf(block) else { return nil }
        let bytes = file.bytes(of: name)
        // The list that takes it follows within a screenful: looking no further keeps a file of many such
        // locals in one block linear. Inside a block or closure that declares the name again (`let rows =
        // group.rows`, `{ rows in`), the name is that one's, up to the block's end.
        var shadowedUntil = -1
        for use in (name + 1)..<min(close, name + Self.localUseReach) where use > shadowedUntil
            && file.isIdentifier(use) && !file.isMemberName(use) && file.bytes(of: use).elementsEqual(bytes) {
            if let end = shadowEnd(file, declaredAt: use, outside: block) {
                shadowedUntil = end
                continue
            }
            // The data itself (`ForEach(sections)`, `ForEach(Array(sections.enumerated()))`, a branch of a
            // ternary, `ForEach(query.isEmpty ? sections : found)`, its positions, `ForEach(0..<sections.count)`),
            // not a count made from it (`0..<n`).
            if file.isKind(use - 1, .leftParen) || isWholeTernaryBranch(file, use) || isAllPositions(file, of: use),
               let list = file.listDataCall(holding: use, throughClosures: false) {
                if file.isMenuOption(list) { continue }  // options of a picker; a list may take it further on
                return (list, [name])
            }
            if hops > 0, let next = collectionLocal(madeFrom: use, in: file),
               let fed = listFed(byLocal: next, in: file, hops: hops - 1) {
                return (fed.list, [name] + fed.locals)
            }
        }
        return nil
    }

    /// `0..<found.count` as a call's first argument, `found` at `use`: every position of it (also with a few
    /// more, a header row's, `0..<found.count + 1`).
    func isAllPositions(_ file: SyntaxFile, of use: Int) -> Bool {
        guard file.isText(use - 1, "..<"), file.isText(use - 2, "0"), file.isKind(use - 3, .leftParen),
              file.isKind(use + 1, .period), file.isText(use + 2, "count") else { return false }
        let end = file.isText(use + 3, "+") && file.integerLiteral(use + 4) != nil ? use + 5 : use + 3
        return file.isKind(end, .rightParen) || file.isKind(end, .comma)
    }

    /// `shown` in `let shown = found.prefix(20)`, `let rows = Array(found.enumerated())` or `let shown =
    /// found.ordered()`, where `found` is at `use`: a chain from it that is the local's whole value and
    /// still the collection. Not one that answers a value (`found.count`, `found.first`), nor one that
    /// sorts or filters again: that is the finding, at its own local (one finding for one prepared array).
    func collectionLocal(madeFrom use: Int, in file: SyntaxFile) -> Int? {
        var cursor = use + 1
        var links = 0
        while cursor + 1 < file.tokens.count, file.isKind(cursor, .period), file.isIdentifier(cursor + 1), links < 16 {
            let member = cursor + 1
            if file.isText(member, in: Self.oneValueMembers) || file.isText(member, in: Self.oneElementMembers)
                || file.isText(member, in: Self.sortsOrFilters) {
                return nil
            }
            cursor = member + 1
            if file.isKind(cursor, .leftParen), !file.tokens[cursor].hasNewlineBefore, let close = file.partnerOf(cursor) {
                cursor = close + 1
            }
            if file.isKind(cursor, .leftBrace), file.braceRoles[cursor] == .closure, let close = file.partnerOf(cursor) {
                cursor = close + 1
            }
            links += 1
        }
        // Out of the `Array(…)` or `zip(…)` it was made into (`Array(zip(found, 0...))`: numbered, the same
        // elements), then the statement's end: no operator or subscript after it.
        var start = use
        for _ in 0..<2 {
            let open = start - 1
            guard file.isKind(open, .leftParen), file.isText(open - 1, in: Self.elementWrappers), !file.isMemberName(open - 1),
                  let close = file.partnerOf(open), cursor == close || file.isText(open - 1, "zip") && file.isKind(cursor, .comma)
            else { break }
            start = open - 1
            cursor = close + 1
        }
        // (A link on the next line continues the chain: `Array(found)` then `.filter { … }`, its own finding.)
        guard file.isText(start - 1, "="), !file.isKind(cursor, .period),
              cursor >= file.tokens.count || file.tokens[cursor].hasNewlineBefore || file.isKind(cursor, .rightBrace)
                || file.isKind(cursor, .semicolon)
        else { return nil }
        return localName(file, assignedAt: use)
    }

    /// What holds a collection's elements as they are: an array made of it, or a `zip` numbering it.
    static let elementWrappers = WordSet(["Array", "zip"])

    /// Members that answer one element or a value made from all of them, never the collection.
    static let oneElementMembers = WordSet(["first", "last", "min", "max", "randomElement", "reduce", "joined", "description"])

    /// Whether the name at `index` is a whole branch of a ternary (`c ? sortedApps : found`), not a
    /// part of one (`c ? shown.count : 1`) nor a labeled argument (`count: shown`).
    func isWholeTernaryBranch(_ file: SyntaxFile, _ index: Int) -> Bool {
        if file.isText(index - 1, "?") { return file.isKind(index + 1, .colon) }
        guard file.isKind(index - 1, .colon), file.isKind(index + 1, .rightParen) || file.isKind(index + 1, .comma) else { return false }
        // `label: name` after `(` or `,` is an argument's label.
        return !(file.isIdentifier(index - 2) && (file.isKind(index - 3, .leftParen) || file.isKind(index - 3, .comma)))
    }

    /// Where the scope of a declaration of a name at `index` ends (`let name`, `var name`, a closure's
    /// `name in` or `(a, name) in`), when it is in a block or closure inside `block`; nil otherwise.
    func shadowEnd(_ file: SyntaxFile, declaredAt index: Int, outside block: Int) -> Int? {
        var scope = Int(file.enclosingOpen[index])
        let declaresHere = file.isText(index - 1, "let") || file.isText(index - 1, "var") || file.isText(index + 1, "in")
        if !declaresHere {
            guard file.isKind(scope, .leftParen), let close = file.partnerOf(scope), file.isText(close + 1, "in") else { return nil }
            scope = Int(file.enclosingOpen[scope])
        }
        guard scope > block, file.isKind(scope, .leftBrace) else { return nil }
        return file.partnerOf(scope)
    }

    /// `newest` in `let newest = …` or `let newest: [Item] = …`, whose `=` is at `equals`: back over a
    /// type's tokens to the `let`/`var` (not past another statement's `=` or any other `let`).
    func boundName(_ file: SyntaxFile, assignedWith equals: Int) -> Int? {
        let level = file.enclosingOpen[equals]
        var cursor = equals - 1
        for _ in 0..<12 {
            guard cursor > 0, file.enclosingOpen[cursor] == level || file.isKind(cursor, .rightBracket)
                    || file.isKind(cursor, .rightParen) else { return nil }
            if file.isText(cursor, "let") || file.isText(cursor, "var") {
                let name = cursor + 1
                return file.isIdentifier(name) && (name + 1 == equals || file.isKind(name + 1, .colon)) ? name : nil
            }
            if file.isKind(cursor, .rightBracket) || file.isKind(cursor, .rightParen), let open = file.partnerOf(cursor) {
                cursor = open - 1
                continue
            }
            guard file.isIdentifier(cursor) || file.isKind(cursor, .colon) || file.isKind(cursor, .period)
                    || file.isText(cursor, "?") || file.isText(cursor, "<") || file.isText(cursor, ">") else { return nil }
            cursor -= 1
        }
        return nil
    }

    /// `sections` in `let sections = byDay.values.sorted …` when `index` is in the value of that statement
    /// (at its top level: not inside a closure or an argument list).
    func localName(_ file: SyntaxFile, assignedAt index: Int) -> Int? {
        var level = file.enclosingOpen[index]
        var cursor = index - 1
        var steps = 0
        // In a branch of a ternary (`query.isEmpty ? all : all.filter { … }`), back through its condition.
        var isInTernary = false
        while cursor > 1, steps < 24 {
            // Out of an array made of it (`Array(subs.filter { … }.enumerated())`), or numbered as the first of
            // a `zip` (`zip(events.filter(isShown), 0...)`): the same elements.
            if cursor == Int(level), !isInTernary, file.isKind(cursor, .leftParen), file.isText(cursor - 1, in: Self.elementWrappers),
               !file.isMemberName(cursor - 1) {
                level = file.enclosingOpen[cursor]
                cursor -= 2
                steps += 1
                continue
            }
            guard file.enclosingOpen[cursor] == level else { return nil }
            let token = file.tokens[cursor]
            if token.kind == .operator, file.isText(cursor, "=") { return boundName(file, assignedWith: cursor) }
            if token.kind == .colon || token.kind == .operator && file.isText(cursor, "?") { isInTernary = true }
            let isChain = token.kind == .identifier || token.kind == .period || token.kind == .rightParen
                || token.kind == .rightBracket || token.kind == .keyword && file.isText(cursor, "self")
            guard isChain || isInTernary && (token.kind != .keyword || file.isText(cursor, "self")) else { return nil }
            if token.kind == .rightParen || token.kind == .rightBracket {
                guard let open = file.partnerOf(cursor) else { return nil }
                cursor = open
            }
            cursor -= 1
            steps += 1
        }
        return nil
    }

    /// The element of an enclosing `ForEach`/`List` where the receiver of member `index` starts
    /// (`section` for `section.items.enumerated().map`, inside `ForEach(sections) { section in … }`), or
    /// that a local it starts with was looked up by (`elementLookedUp`); nil otherwise.
    func enclosingElement(_ file: SyntaxFile, receiverOf index: Int) -> String? {
        guard let root = file.chainRoot(receiverOf: index), file.isIdentifier(root) else { return nil }
        if file.elementClosure(binding: file.bytes(of: root), around: root, includingLists: true) != nil { return file.text(root) }
        return elementLookedUp(file, boundTo: root)
    }

    /// The element whose entry in a table the local used at `use` holds (`shortcut` for `keys` in `if let keys =
    /// storedKeys[shortcut.id]`, in the content of `List(shortcuts) { shortcut in … }`): that element's own
    /// collection, as one of its members would be. The binding is looked for in the row's content before the use.
    func elementLookedUp(_ file: SyntaxFile, boundTo use: Int) -> String? {
        guard let content = file.listContentClosure(around: use, includingLists: true, where: { _ in true }) else { return nil }
        let name = file.bytes(of: use)
        var binding = use - 1
        while binding > content {
            defer { binding -= 1 }
            guard file.isIdentifier(binding), file.isText(binding - 1, "let") || file.isText(binding - 1, "var"),
                  file.isText(binding + 1, "="), file.bytes(of: binding).elementsEqual(name) else { continue }
            // `table[key…]` or `self.table[key…]`: the key's first name an element of an enclosing list.
            var open = binding + 2
            while file.isIdentifier(open) || file.isKind(open, .period) || file.isText(open, "self") { open += 1 }
            guard open > binding + 2, file.isKind(open, .leftBracket), file.isIdentifier(open + 1),
                  file.elementClosure(binding: file.bytes(of: open + 1), around: open + 1, includingLists: true) != nil
            else { return nil }
            return file.text(open + 1)
        }
        return nil
    }

    /// Whether the chain holding member `index` is what a helper declared `[T]` returns, whole: the
    /// first expression of its body (or getter), or after `return`, and not an optional's fallback
    /// (`… ?? []`): then it builds that array.
    func isWholeValueOfArrayMember(_ context: RuleContext, _ index: Int) -> Bool {
        let file = context.file
        let unit = Int(context.viewCode.unitOfToken[index])
        guard unit >= 0, context.viewCode.units[unit].role == .helper else { return false }
        let declaration = file.declarations[context.viewCode.units[unit].declaration]
        let type = declaration.typeRange
        guard type.count >= 3, file.isArrayBrackets(type.lowerBound), file.partnerOf(type.lowerBound) == type.upperBound - 1,
              let root = file.chainRoot(receiverOf: index) else { return false }
        let before = root - 1
        guard file.isText(before, "return")
                || before == declaration.bodyOpen || (file.isKind(before, .leftBrace) && file.isText(before - 1, "get"))
        else { return false }
        return !file.isText(endOfCall(file, member: index) + 1, "??")
    }

    /// Whether every value the member declared at `declaration` returns is an array literal of a few or a
    /// local holding one (grown by a few `append`s that each run at most once: `SyntaxFile.fixedLocal`).
    func returnsHandful(_ file: SyntaxFile, _ declaration: Declaration) -> Bool {
        guard declaration.hasBody, let results = file.getterResults(declaration.bodyRange), !results.isEmpty else { return false }
        return results.allSatisfy { result in
            file.isArrayLiteral(result) ? file.elementCount(ofLiteral: result.lowerBound) <= SyntaxFile.fixedDataLimit
                : file.fixedLocal(result) == true
        }
    }

    /// `Self.sortOptions.filter { … }`: work over a handful of literals, a constant of the type or the
    /// file (`RuleContext.isHandfulOfLiterals`; not an enum's cases kept in one, maybe thousands), also mapped
    /// or filtered first, or over a few elements taken first (`prefix(5)`, `[0 ..< 5]`), not data.
    func receiverFixedData(_ context: RuleContext, _ index: Int) -> FixedDataAnswer {
        guard let root = context.file.chainRoot(receiverOf: index) else { return .notFixed }
        let receiver = root..<(index - 1)
        // A few elements taken first (`items.prefix(5).map { … }`, `ratios[5 ..< 10].map { … }`): a handful's work.
        let file = context.file
        if let count = file.prefixLimit(receiver) ?? file.sliceLimit(receiver) ?? file.literalSliceCount(receiver),
           count <= SyntaxFile.fixedDataLimit {
            return .fixed
        }
        // A handful mapped or filtered first (`PRESETS.map(\.bytes).filter { … }`) is at most as many.
        return context.handfulOfLiterals(file.strippingCountBoundedWork(receiver), inCodeAt: index)
    }

    /// Whether the member call at `index` continues a chain whose earlier link is collection work
    /// (`.sorted` in `values.map(\.value).sorted { … }`), reported there.
    func followsCollectionWork(_ file: SyntaxFile, _ index: Int) -> Bool {
        var follows = false
        _ = file.chainRoot(receiverOf: index) { link in
            if !follows, file.isText(link, in: Self.collectionWork), !isIdentityMap(file, link) { follows = true }
        }
        return follows
    }

    /// Whether the list's data that member `index` works on joins an earlier chain that works too
    /// (`pinned.filter { … } + rest.filter { … }.sorted { … }`): the data is one prepared array, one finding,
    /// at the first chain's work.
    func followsEarlierChain(_ file: SyntaxFile, _ index: Int) -> Bool {
        guard let root = file.chainRoot(receiverOf: index) else { return false }
        let open = Int(file.enclosingOpen[root])
        guard open >= 0 else { return false }
        return (open + 1..<root).contains { link in
            Int(file.enclosingOpen[link]) == open && file.isExplicitMember(link) && file.isText(link, in: Self.collectionWork)
                && file.isCalled(link) && !isIdentityMap(file, link) && !receiverIsConstant(file, link)
        }
    }

    /// Whether an earlier link of the chain holding member `index` sorts or filters (`.filter` in
    /// `filter({ … }).sorted(by: { … })`): a local's finding is there (a `map` first is no finding of a local).
    func followsSortOrFilter(_ file: SyntaxFile, _ index: Int) -> Bool {
        var follows = false
        _ = file.chainRoot(receiverOf: index) { link in
            if file.isText(link, in: Self.sortsOrFilters) { follows = true }
        }
        return follows
    }

    /// `.map { $0 }`: a copy of the collection, element for element (`enumerated().map { $0 }` makes the
    /// numbered pairs an array, as `Array(…)` does); also `enumerated().map(Row.init)`, the numbered
    /// pairs each wrapped as they are, as `Array(…)` would hold them.
    func isIdentityMap(_ file: SyntaxFile, _ index: Int) -> Bool {
        guard file.isText(index, "map") else { return false }
        if file.isKind(index + 1, .leftBrace) { return file.isText(index + 2, "$0") && file.isKind(index + 3, .rightBrace) }
        // `map({ $0 })`: the same closure, in parentheses.
        if file.isKind(index + 1, .leftParen), file.isKind(index + 2, .leftBrace), file.isText(index + 3, "$0"),
           file.isKind(index + 4, .rightBrace), file.isKind(index + 5, .rightParen) {
            return true
        }
        return file.isKind(index + 1, .leftParen) && file.isIdentifier(index + 2) && file.startsWithUppercase(index + 2)
            && file.isKind(index + 3, .period) && file.isText(index + 4, "init") && file.isKind(index + 5, .rightParen)
            && file.isKind(index - 1, .period) && file.isKind(index - 2, .rightParen) && file.isKind(index - 3, .leftParen)
            && file.isText(index - 4, "enumerated")
    }

    /// `Kind.allCases.sorted(…)` (or `Kind.legacyCases`), `"ABCDEF".map(…)`, `["a", "b"].map(…)`: a handful of
    /// constants, not data.
    func receiverIsConstant(_ file: SyntaxFile, _ index: Int) -> Bool {
        // `index - 1` is the period; before it, the end of a string literal, or of an array literal that
        // starts an argument or a value (`ForEach(["S", "M"].map …)`, `let sizes = ["S", "M"].sorted()`, `return
        // [outgoing, current].compactMap { $0 }`; not a subscript such as `items[range]`).
        if file.isKind(index - 2, .stringQuote) { return true }
        if file.isKind(index - 2, .rightBracket), let open = file.partnerOf(index - 2),
           file.isKind(open - 1, .leftParen) || file.isKind(open - 1, .comma) || file.isKind(open - 1, .colon)
            || file.isText(open - 1, "=") || file.isText(open - 1, "return") {
            return true
        }
        var cursor = index - 1
        var steps = 0
        while cursor > 0, steps < 12 {
            let kind = file.tokens[cursor].kind
            if kind == .rightParen || kind == .rightBrace, let open = file.partnerOf(cursor) {
                cursor = open - 1  // `Kind.allCases.filter { … }.sorted`: over the earlier call
                steps += 1
                continue
            }
            guard kind == .period || kind == .identifier else { return false }
            if file.namesCases(cursor) { return true }
            cursor -= 1
            steps += 1
        }
        return false
    }

    /// `var sortedItems: [Item] { items.sorted … }` used as `ForEach(sortedItems)`: reported only once
    /// the project index confirms the member feeds a list.
    /// `readings.filter { … }.count`, `.isEmpty`: a value made from the collection, not the collection a
    /// list shows (the member may still return one: `[("High", above), ("Low", below)]`).
    func isReducedToOneValue(_ file: SyntaxFile, _ index: Int) -> Bool {
        let end = endOfCall(file, member: index)
        return file.isKind(end + 1, .period) && file.isText(end + 2, in: Self.oneValueMembers)
    }

    /// The last token of the call at member `index`: its arguments' `)`, then its trailing closure's `}`
    /// (the member itself when it is read, not called).
    func endOfCall(_ file: SyntaxFile, member index: Int) -> Int {
        var end = index
        if file.isKind(end + 1, .leftParen), let close = file.partnerOf(end + 1) { end = close }
        if let closure = file.trailingClosure(afterCallEndingAt: end), let close = file.partnerOf(closure) { end = close }
        return end
    }

    /// Not `first`, `last`, `min`, `max`: an element may itself be the collection shown
    /// (`groups.sorted { … }.first ?? []`).
    static let oneValueMembers = WordSet(["count", "isEmpty", "contains", "allSatisfy", "firstIndex", "lastIndex"])

    func collectionWorkInHelper(_ context: RuleContext, _ index: Int, facts: inout FileFacts,
                                into candidates: inout [Candidate]) -> Bool {
        let file = context.file
        let unit = Int(context.viewCode.unitOfToken[index])
        guard unit >= 0, !isReducedToOneValue(file, index) else { return false }
        let declaration = file.declarations[context.viewCode.units[unit].declaration]
        // A stored property's value (`let languages = codes.sorted()`, or made in a closure called on the spot,
        // or given in `init`: `pool = all.filter { … }.sorted { … }`) is worked out again each time the view is
        // created: on every update of its parent.
        let isConstruction = context.viewCode.units[unit].role == .construction
        let assigned = isConstruction && declaration.kind == .initializer
            ? file.chainRoot(receiverOf: index).flatMap { root in
                endOfChain(file, from: index).flatMap { storedPropertyAssigned(file, value: root...$0, owner: declaration.parent) }
            } : nil
        let isStoredValue = isConstruction && (declaration.kind == .constant || declaration.kind == .variable) || assigned != nil
        guard context.viewCode.units[unit].role == .helper || isStoredValue else { return false }
        // One finding a member, at its first sort or filter: the fix (a prepared array) is one. (In an `init`, one
        // for each property it gives a value, told apart by the property's token, as a negative key.)
        guard facts.reportedHelpers.insert(assigned.map { -1 - $0 } ?? unit).inserted else { return true }
        let member = file.text(assigned ?? declaration.name)
        let method = file.text(index)
        if !isStoredValue && isReadPerElement(context, unit: unit, work: index, facts: &facts) {
            // Once for each element wherever it is read (the text is made for findings alone).
            var candidate = context.candidate(description, at: index...index, scope: .viewCode, message: "", rowMessage: "")
            candidate.deferredMessage = { inRows in
                "`.\(method)` in `\(member)`, which "
                    + (inRows ? "every row reads, runs again for every row on every update"
                        : "each element of a `ForEach` reads, runs again for every element each time the view is evaluated")
                    + ": elements × elements of work each time (quadratic when it walks the list's own data). Compute it "
                    + "once before the list (a local of the body), or where the data changes, and hand the rows the result"
            }
            return add(candidate, to: &candidates)
        }
        // What the member returns is a handful it builds (`var groups = [Group]()` grown by a few `append`s,
        // `[Group(sources: sorted)]`): the work makes an element's field, not the list's data.
        if !isStoredValue, returnsHandful(file, declaration) { return false }
        // Reported only if the member turns out to feed a list: the text is made for findings alone.
        var candidate = context.candidate(description, at: index...index, scope: .feedsList, message: "", rowMessage: "")
        // A function whose result a property is, or an `init` gives a stored property (then it runs as the view is made).
        var runsAtCreation = isStoredValue
        if let key = assigned.map({ FileAnalyzer.memberKey(file, type: declaration.parent, name: $0) })
            ?? viewArgumentHolding(context, member: declaration) {
            candidate.feedsListThrough = key
        } else if declaration.kind == .function, let returned = propertyReturningCall(context, of: declaration) {
            candidate.feedsListThrough = returned.key
            runsAtCreation = returned.isGivenInInit
        }
        candidate.deferredMessage = { [runsAtCreation] _ in
            let (what, when, again, instead) = runsAtCreation
                ? (isStoredValue ? "the stored property " : "", "each time the view is created (every update of its parent)", "again",
                   "), or keep it in a `static let` when it never changes")
                : ("", "on every evaluation of the view code that reads it", "each time any state of the view changes",
                   ", or `@State` updated in `onChange`) and pass it in")
            let walk = method == "map" || method == "flatMap" ? "walked and each element formatted or parsed" : "walked (and for `sorted`, sorted)"
            return "`.\(method)` in \(what)`\(member)`, which feeds a `ForEach`, `List` or `Table`, runs \(when): the whole "
                + "collection is \(walk) \(again). Prepare the array once where the data changes "
                + "(model or view model\(instead)"
        }
        return add(candidate, to: &candidates)
    }

    /// The view argument (`NameHash` of `View\0label`, as `Candidate.requiresListFeed`) that the view code of
    /// the member's own type hands the member to whole (`AssetList(assets: sortedAssets)`, or `self.sortedAssets`),
    /// if any: the member feeds a list if that view shows the argument as a list's data.
    func viewArgumentHolding(_ context: RuleContext, member: Declaration) -> UInt64? {
        let file = context.file
        guard member.name >= 0, member.parent >= 0 else { return nil }
        for use in usesInOwnType(file, of: member) {
            let unit = Int(context.viewCode.unitOfToken[use])
            guard unit >= 0, context.viewCode.units[unit].role == .viewBuilder,
                  context.viewCode.units[unit].owner == member.parent else { continue }
            // Its own member: the bare name, or `self.name` (not another value's `item.name`).
            let isMemberName = file.isMemberName(use)
            if isMemberName && !file.isText(use - 2, "self") { continue }
            let start = isMemberName ? use - 2 : use
            let open = Int(file.enclosingOpen[use])
            guard open >= 0, file.isKind(open, .leftParen) else { continue }
            let view = file.callee(ofArgumentList: open)
            guard view >= 0, file.startsWithUppercase(view), !file.isMemberName(view),
                  let argument = file.argument(open, where: { $0.value.contains(use) }), argument.label >= 0,
                  argument.value == start..<(use + 1) else { continue }
            return NameHash.of(file.bytes(of: argument.label),
                               continuing: NameHash.prefix(hash: NameHash.of(file.bytes(of: view)), separator: 0))
        }
        return nil
    }

    /// The tokens that name `member` (not its declaration's own name) in its type's body, in order. Found
    /// by halving the file's uses of the name: a file of many copies of a view names the member in each.
    func usesInOwnType(_ file: SyntaxFile, of member: Declaration) -> [Int] {
        let name = file.bytes(of: member.name)
        let body = file.declarations[member.parent].bodyRange
        let uses = file.identifiers(maybeSpelled: name)
        let first = partitionPoint(in: uses.indices) { uses[$0] < body.lowerBound }
        return uses[first...].prefix(while: { $0 < body.upperBound })
            .filter { $0 != member.name && file.bytes(of: $0).elementsEqual(name) }
    }

    /// The key (`UnitRecord.memberKey`) of a computed property of `function`'s type that only returns a
    /// call of it (`var shown: [Chat] { newestFirst(chats) }`), or of a stored property an `init` gives its
    /// call (`pool = Self.monospacedFamilies()`, `isGivenInInit`): the function's work feeds a list when that
    /// property does. Nil when there is none.
    func propertyReturningCall(_ context: RuleContext, of function: Declaration) -> (key: UInt64, isGivenInInit: Bool)? {
        let file = context.file
        guard function.name >= 0, function.parent >= 0 else { return nil }
        let name = file.bytes(of: function.name)
        for use in usesInOwnType(file, of: function) where file.isKind(use + 1, .leftParen) {
            let unit = Int(context.viewCode.unitOfToken[use])
            guard unit >= 0, context.viewCode.units[unit].owner == function.parent else { continue }
            let property = file.declarations[context.viewCode.units[unit].declaration]
            // Or a stored property an `init` gives the call (`pool = Self.monospacedFamilies()`).
            if property.kind == .initializer, let close = file.partnerOf(use + 1) {
                let start = file.isKind(use - 1, .period) && (file.isText(use - 2, "Self") || file.isText(use - 2, "self")) ? use - 2 : use
                if let stored = storedPropertyAssigned(file, value: start...close, owner: function.parent) {
                    return (FileAnalyzer.memberKey(file, type: function.parent, name: stored), true)
                }
                continue
            }
            guard property.kind == .variable, property.hasBody, property.name >= 0,
                  let results = file.getterResults(property.bodyRange),
                  results.allSatisfy({ isOwnCall(file, $0, named: name) }) else { continue }
            return (FileAnalyzer.memberKey(file, type: function.parent, name: property.name), false)
        }
        return nil
    }

    /// The name token of the stored property of type `owner` that a statement gives `value` whole (`pool = value`,
    /// `self.pool = value`, in an `init`), if it does.
    func storedPropertyAssigned(_ file: SyntaxFile, value: ClosedRange<Int>, owner: Int) -> Int? {
        let equals = value.lowerBound - 1
        let next = value.upperBound + 1
        guard owner >= 0, file.isText(equals, "="), file.isIdentifier(equals - 1),
              next >= file.tokens.count || file.tokens[next].hasNewlineBefore || file.isKind(next, .rightBrace)
                || file.isKind(next, .semicolon) else { return nil }
        let name = equals - 1
        let start = file.isKind(name - 1, .period) && file.isText(name - 2, "self") ? name - 2 : name
        guard file.tokens[start].hasNewlineBefore || file.isKind(start - 1, .semicolon) else { return nil }
        let isStored = file.containsDeclaration(spelled: file.bytes(of: name)) { property in
            property.parent == owner && (property.kind == .constant || property.kind == .variable) && !property.hasBody
        }
        return isStored ? name : nil
    }

    /// Whether `value` is only a call of the member `name` of its own type (`newestFirst(chats)`,
    /// `self.newestFirst(chats)`).
    func isOwnCall(_ file: SyntaxFile, _ value: Range<Int>, named name: ArraySlice<UInt8>) -> Bool {
        var callee = value.lowerBound
        if file.isText(callee, "self"), file.isKind(callee + 1, .period) { callee += 2 }
        guard callee < value.upperBound, file.isIdentifier(callee), file.bytes(of: callee).elementsEqual(name),
              file.isKind(callee + 1, .leftParen), let close = file.partnerOf(callee + 1) else { return false }
        return close == value.upperBound - 1
    }

    /// `Dictionary(grouping: calendars, by: \.source)` in a member that per-element content reads (`ForEach(
    /// grouped[source]!)` in each section): every element groups the whole collection again.
    func groupingReadPerElement(_ context: RuleContext, _ index: Int, facts: inout FileFacts,
                                into candidates: inout [Candidate]) -> Bool {
        let file = context.file
        guard file.tokens[index].length == 10, file.isText(index, "Dictionary"), file.isKind(index + 1, .leftParen),
              !file.isMemberName(index), let label = firstLabel(file, index + 1), file.isText(label, "grouping") else { return false }
        let unit = Int(context.viewCode.unitOfToken[index])
        guard unit >= 0, context.viewCode.units[unit].role == .helper, isReadPerElement(context, unit: unit, work: index, facts: &facts),
              facts.reportedHelpers.insert(unit).inserted else { return false }
        let member = file.text(file.declarations[context.viewCode.units[unit].declaration].name)
        var candidate = context.candidate(description, at: index...index, scope: .viewCode, message: "", rowMessage: "")
        candidate.deferredMessage = { inRows in
            "`Dictionary(grouping:by:)` in `\(member)`, which "
                + (inRows ? "every row reads, groups the whole collection again for every row on every update"
                    : "each element of a `ForEach` reads, groups the whole collection again for every element each time "
                        + "the view is evaluated")
                + ": groups × elements of work each time. Group once before the list (a local of the body), or where "
                + "the data changes, and hand the rows their group"
        }
        return add(candidate, to: &candidates)
    }

    /// Whether per-element content of the helper's own type reads it by name (`stagedIDs` in `List(results)
    /// { track in … stagedIDs.contains(track.id) … }`, also `self.stagedIDs`): it then runs once per row.
    /// Only a helper that gives a value (one that gives none, `func reload()`, is named in per-element code
    /// only by actions, a project's own `SwipeAction { … }`, or handed on as one) and takes nothing: given
    /// the element (`reactions(for: word)`), it works over that element's own few — unless its work (`work`,
    /// the sort or filter) starts from the view's own property (`state.results.filter { $0.file == file }`):
    /// the whole collection again for each element.
    func isReadPerElement(_ context: RuleContext, unit: Int, work: Int, facts: inout FileFacts) -> Bool {
        let file = context.file
        let helper = context.viewCode.units[unit]
        let declaration = file.declarations[helper.declaration]
        let name = declaration.name
        let parameters = file.parameterNames(of: declaration)
        guard helper.owner >= 0, name >= 0, !declaration.typeRange.isEmpty, file.declarations[helper.owner].name >= 0,
              parameters.isEmpty || worksOverOwnProperty(file, work: work, owner: helper.owner, parameters: parameters)
        else { return false }
        if facts.elementReads == nil { facts.elementReads = Self.elementReads(context) }
        let type = NameHash.of(file.bytes(of: file.declarations[helper.owner].name))
        return facts.elementReads!.contains(FileFacts.readKey(type: type, member: NameHash.of(file.bytes(of: name))))
    }

    /// Whether the chain that `work` ends starts from a stored or computed property of type `owner`
    /// (`state.results`, `self.items`, `items`), not from one of the helper's `parameters`, a local or a
    /// closure's parameter, which may be the element's.
    func worksOverOwnProperty(_ file: SyntaxFile, work: Int, owner: Int, parameters: [Int]) -> Bool {
        guard var root = file.chainRoot(receiverOf: work) else { return false }
        let isSelf = file.isText(root, "self")
        if isSelf, file.isKind(root + 1, .period), file.isIdentifier(root + 2) { root += 2 }
        let name = file.bytes(of: root)
        guard file.isIdentifier(root), !file.startsWithUppercase(root),
              isSelf || !parameters.contains(where: { file.bytes(of: $0) == name }) && !file.isLocal(root)
                && !file.isClosureParameter(named: name, around: root) else { return false }
        return file.firstMember(of: owner, named: name) { index -> Bool? in
            let member = file.declarations[index]
            return member.parent == owner && (member.kind == .variable || member.kind == .constant) && member.name >= 0
                && file.bytes(of: member.name) == name ? true : nil
        } ?? false
    }

    /// `FileFacts.elementReads`: the file's helpers (value-giving, without parameters) that evaluated
    /// per-element content names as its own (not a member of another value, nor a local of the same name:
    /// `let recentTips = recentTips()` is read in the rows, the helper ran once), keyed with their type; not
    /// in what a row presents (a context menu's items, a sheet), built when it opens. Only tokens as long as
    /// some helper's name are hashed.
    static func elementReads(_ context: RuleContext) -> Set<UInt64> {
        let file = context.file
        var helpers: Set<UInt64> = []
        var lengths: [UInt32] = []
        for unit in context.viewCode.units where unit.role == .helper && unit.owner >= 0 {
            let declaration = file.declarations[unit.declaration]
            guard declaration.name >= 0, file.declarations[unit.owner].name >= 0 else { continue }
            helpers.insert(FileFacts.readKey(type: NameHash.of(file.bytes(of: file.declarations[unit.owner].name)),
                                             member: NameHash.of(file.bytes(of: declaration.name))))
            let length = file.tokens[declaration.name].length
            if !lengths.contains(length) { lengths.append(length) }
        }
        var reads: Set<UInt64> = []
        var localsByUnit: [Int: Set<UInt64>] = [:]
        for index in context.evaluatedIdentifiers where lengths.contains(file.tokens[index].length) {
            let flags = context.viewCode.flags[index]
            guard flags.contains(.element), !flags.contains(.presentation), !flags.contains(.menuContent),
                  !file.isMemberName(index) || file.isText(index - 2, "self") else { continue }
            let unit = Int(context.viewCode.unitOfToken[index])
            guard unit >= 0, context.viewCode.units[unit].owner >= 0 else { continue }
            let owner = file.declarations[context.viewCode.units[unit].owner]
            guard owner.name >= 0 else { continue }
            let name = NameHash.of(file.bytes(of: index))
            let key = FileFacts.readKey(type: NameHash.of(file.bytes(of: owner.name)), member: name)
            guard helpers.contains(key), !FileAnalyzer.isInContextMenuItems(file, index, in: context.viewCode.units[unit]) else { continue }
            if !file.isMemberName(index) {
                let locals = localsByUnit[unit] ?? Set(LocalBindings.names(file, context.viewCode.units[unit]))
                localsByUnit[unit] = locals
                if locals.contains(name) && !LocalBindings.isOwnValue(file, index) { continue }
            }
            reads.insert(key)
        }
        return reads
    }

    // MARK: Views that only show fetched data

    /// Whether `index` is in a view of `fetchOnlyViews` (or an extension of it), in its body or a member
    /// without parameters, outside the rows its own lists build: there the body runs when the fetched results
    /// change, which is when the array has to be prepared anyway. A method given an element is row code.
    func isOutsideRowsOfFetchOnlyView(_ context: RuleContext, _ index: Int, _ fetchOnlyViews: Set<UInt64>) -> Bool {
        guard !fetchOnlyViews.isEmpty, !context.viewCode.flags[index].contains(.row) else { return false }
        let unit = Int(context.viewCode.unitOfToken[index])
        guard unit >= 0, context.viewCode.units[unit].owner >= 0 else { return false }
        let file = context.file
        let member = file.declarations[context.viewCode.units[unit].declaration]
        guard file.parameterNames(of: member).isEmpty else { return false }
        let owner = file.declarations[context.viewCode.units[unit].owner]
        return owner.name >= 0 && fetchOnlyViews.contains(NameHash.of(file.bytes(of: owner.name)))
    }

    static let fetchWrappers = WordSet(["Query", "FetchRequest", "SectionedFetchRequest"])
    /// The store's context, and the environment's actions (`dismiss()`, `openURL(…)`): values that stay the
    /// same while the view is shown, no input that changes its body.
    static let storeContexts = WordSet([
        "modelContext", "managedObjectContext", "dismiss", "openURL", "openWindow", "dismissWindow", "openSettings",
        "dismissSearch", "requestReview",
    ])

    /// The file's structs whose stored properties are all fetches (`@Query`, `@FetchRequest`,
    /// `@SectionedFetchRequest`), but for the store's context (`@Environment(\.modelContext)`) and the
    /// environment's actions (`@Environment(\.dismiss)`): with no
    /// input and no state of its own, such a view's body runs only when its results change (SwiftData's and
    /// Core Data's own samples sort and filter them there). By the hash of their names (an extension's
    /// members are the struct's); one pass over the declarations, per file.
    static func fetchOnlyViews(_ file: SyntaxFile) -> Set<UInt64> {
        func isInstanceProperty(_ declaration: Declaration) -> Bool {
            declaration.parent >= 0 && !declaration.isStaticMember
                && (declaration.kind == .variable || declaration.kind == .constant) && isStored(file, declaration)
        }
        // The fetching types first (few files have any), then those with any other stored property.
        var fetching: Set<Int> = []
        for declaration in file.declarations where !declaration.attributes.isEmpty && isInstanceProperty(declaration)
            && file.listed(declaration.attributes).contains(where: { file.isText($0, in: fetchWrappers) }) {
            fetching.insert(declaration.parent)
        }
        guard !fetching.isEmpty else { return [] }
        for declaration in file.declarations where fetching.contains(declaration.parent) && isInstanceProperty(declaration) {
            let attributes = file.listed(declaration.attributes)
            let isFetch = attributes.contains { file.isText($0, in: fetchWrappers) }
            if !isFetch && !(attributes.count == 1 && isStoreContext(file, attribute: attributes[attributes.startIndex])) {
                fetching.remove(declaration.parent)
            }
        }
        return Set(fetching.filter { file.declarations[$0].kind == .structType && file.declarations[$0].name >= 0 }
            .map { NameHash.of(file.bytes(of: file.declarations[$0].name)) })
    }

    /// A property with storage: no body, or a value with observers (`= x { didSet … }`, `{ willSet … }`).
    static func isStored(_ file: SyntaxFile, _ declaration: Declaration) -> Bool {
        guard declaration.hasBody else { return true }
        let first = declaration.bodyOpen + 1
        return !declaration.initializer.isEmpty || file.isText(first, "didSet") || file.isText(first, "willSet")
    }

    /// `@Environment(\.modelContext)`, `(\.managedObjectContext)` or an action (`(\.dismiss)`, `storeContexts`)
    /// at the attribute named at `attribute`.
    static func isStoreContext(_ file: SyntaxFile, attribute: Int) -> Bool {
        file.isText(attribute, "Environment") && file.isKind(attribute + 1, .leftParen) && file.isKind(attribute + 2, .backslash)
            && file.isKind(attribute + 3, .period) && file.isText(attribute + 4, in: storeContexts)
            && file.isKind(attribute + 5, .rightParen)
    }
}
