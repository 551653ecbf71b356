/// `representable-without-size-that-fits`: a view representable that shows wrapping text in a UIKit or
/// AppKit label, but never tells SwiftUI how tall that text is at the width it proposes.
public struct RepresentableWithoutSizeThatFits: Rule {
    public let description = RuleDescription(
        id: "representable-without-size-that-fits", category: .text,
        summary: "UILabel/UITextView representable without sizeThatFits(_:uiView:context:)",
        isEnabledByDefault: false,
        fixSummary: "display-only: a sizeThatFits(_:uiView:context:) skeleton")

    /// Representables are not `View` types to the project index: their findings need no view code.
    public let reportsOutsideViewCode = true

    public init() {}

    /// Label-like views: their intrinsic size is one line of text, or needs `preferredMaxLayoutWidth`.
    static let labels: Set<String> = ["UILabel", "NSTextField"]
    /// Text views: only a problem when they do not scroll and must size to their text.
    static let textViews: Set<String> = ["UITextView"]

    public func check(_ context: RuleContext, into candidates: inout [Candidate]) {
        let file = context.file
        guard !context.viewCode.isTestCode else { return }  // a test target's file: not shipped
        var children: [Int: [Int]]? = nil  // each declaration's, found at the first representable
        var branches: CompilationBranches? = nil  // the file's `#if` branches, found at the first name declared twice
        var previews: Previews? = nil
        for (typeIndex, type) in file.declarations.enumerated() {
            // Not a preview's harness (`CopyLabelPreviews`, only the file's `#Preview` builds it).
            guard let platform = representedPlatform(file, type),
                  !file.isInPreviewOnlyCode(typeIndex, byName: true, previews: &previews) else { continue }
            if children == nil { children = Dictionary(grouping: file.declarations.indices, by: { file.declarations[$0].parent }) }
            let members = self.members(file, ofType: typeIndex, children: children!, branches: &branches)
            guard !members.contains(where: { isSizeThatFits(file, file.declarations[$0]) }),
                  let wrapped = wrappedView(file, members: members, platform: platform),
                  Self.labels.contains(wrapped.base) ? wrapsText(file, members) : disablesScrolling(file, members),
                  !doesWhatTheTargetAllows(context, members: members)
            else { continue }
            let message = message(context, type: type, wrapped: wrapped, members: members, platform: platform)
            var candidate = context.candidate(
                description, at: type.name...type.name, scope: .viewCode, message: message, rowMessage: message,
                fix: skeleton(wrapped: wrapped, platform: platform))
            candidate.unit = -1  // reported without view-code reachability (`reportsOutsideViewCode`)
            candidates.append(candidate)
        }
    }

    /// Before iOS 16 / macOS 13 there is no `sizeThatFits` to implement: a width measured outside and
    /// passed in as `preferredMaxLayoutWidth` is the best a representable can do. By the configured target
    /// only: this decides what is reported, which one read from build files (the lowest of a monorepo's) does not.
    func doesWhatTheTargetAllows(_ context: RuleContext, members: [Int]) -> Bool {
        guard !context.liveCodeTarget.allows(iOS: .init(16), macOS: .init(13)) else { return false }
        if case .preferredWidth = widthWorkaround(context.file, members) { return true }
        return false
    }

    enum Platform {
        case uiKit, appKit

        var viewLabel: String { self == .uiKit ? "uiView" : "nsView" }
        var makeMethod: String { self == .uiKit ? "makeUIView" : "makeNSView" }
        var viewTypeAlias: String { self == .uiKit ? "UIViewType" : "NSViewType" }
        var availability: String { self == .uiKit ? "iOS 16+" : "macOS 13+" }
    }

    /// The platform of `declaration` if it is a representable: a named type or extension conforming to
    /// `UIViewRepresentable`, `NSViewRepresentable`, or a project alias of them (`PlatformViewRepresentable`),
    /// any conformance named `…ViewRepresentable` (view controller representables size their view
    /// controller's view, not text). `check` looks at each representable, the index pass only whether a
    /// file has one: a file this passes over is not read again when no view code reaches it.
    func representedPlatform(_ file: SyntaxFile, _ declaration: Declaration) -> Platform? {
        guard declaration.kind.isType, declaration.name >= 0 else { return nil }
        // Asked of every type of every file: most names are too short.
        for inherited in file.listed(declaration.inherited) where Int(file.tokens[inherited].length) >= Self.representableSuffix.count {
            let name = file.bytes(of: inherited)
            guard name.suffix(Self.representableSuffix.count).elementsEqual(Self.representableSuffix) else { continue }
            return name.starts(with: Self.appKitPrefix) ? .appKit : .uiKit
        }
        return nil
    }

    // Compared as bytes: an identifier's `NS` followed by a combining mark would count as AppKit's.
    static let representableSuffix = Array("ViewRepresentable".utf8)
    static let appKitPrefix = Array("NS".utf8)

    /// Only a file that declares a representable can hold a finding: most files of an app are not read
    /// again for this rule.
    public func mayReportOutsideViewCode(in file: SyntaxFile) -> Bool {
        file.declarations.contains { representedPlatform(file, $0) != nil }
    }

    /// The declarations inside the type and inside every extension of it in this file (the conformance
    /// may be declared on either), in order. Not those in another `#if` branch: the same view for another
    /// platform (a scrolling text view for tvOS beside iOS's that grows).
    /// `children`: each declaration's, by its index.
    func members(_ file: SyntaxFile, ofType typeIndex: Int, children: [Int: [Int]],
                 branches: inout CompilationBranches?) -> [Int] {
        let name = file.bytes(of: file.declarations[typeIndex].name)
        var bodies = file.declarations(maybeNamed: name).filter { index in
            file.declarations[index].kind.isType && file.bytes(of: file.declarations[index].name).elementsEqual(name)
        }
        if bodies.count > 1 {
            if branches == nil { branches = CompilationBranches(file) }
            let typeName = file.declarations[typeIndex].name
            bodies.removeAll { !branches!.compiledTogether(file.declarations[$0].name, typeName) }
        }
        return bodies.flatMap { children[$0] ?? [] }.sorted()
    }

    /// `func sizeThatFits(_ proposal: ProposedViewSize, uiView: …, context: …)`, the representable's
    /// method: a call to UIKit's `label.sizeThatFits(_:)` is not a declaration and does not count.
    func isSizeThatFits(_ file: SyntaxFile, _ declaration: Declaration) -> Bool {
        declaration.kind == .function && declaration.name >= 0 && file.isText(declaration.name, "sizeThatFits")
    }

    /// The view `makeUIView` returns (through `typealias UIViewType = …`): its declared name and the
    /// UIKit class it is or subclasses in this file.
    func wrappedView(_ file: SyntaxFile, members: [Int], platform: Platform) -> (name: String, base: String)? {
        var made: String?
        var aliased: String?
        for index in members {
            let member = file.declarations[index]
            guard member.name >= 0 else { continue }
            let name = file.text(member.name)
            if member.kind == .function, name == platform.makeMethod, let last = member.typeRange.last {
                made = file.text(last)
            } else if member.kind == .typeAlias, name == platform.viewTypeAlias, let target = aliasTarget(file, member) {
                aliased = file.text(target)
            }
        }
        guard let name = made == nil || made == platform.viewTypeAlias ? aliased : made else { return nil }
        return (name, uiKitBase(file, of: name))
    }

    /// The last token of `typealias UIViewType = UILabel`.
    func aliasTarget(_ file: SyntaxFile, _ alias: Declaration) -> Int? {
        var cursor = alias.name + 1
        guard file.isText(cursor, "=") else { return nil }
        cursor += 1
        while file.isKind(cursor + 1, .period), file.isIdentifier(cursor + 2) { cursor += 2 }
        return file.isIdentifier(cursor) ? cursor : nil
    }

    /// `UILabel` for `UILabel`, and for `class LinkLabel: UILabel` declared in this file (through a few
    /// levels of subclassing). The class is looked for among the declarations of its name (the file's
    /// index): a look at all of them for each representable made a file of many take quadratic time.
    func uiKitBase(_ file: SyntaxFile, of name: String) -> String {
        var current = name
        for _ in 0..<4 {
            if Self.labels.contains(current) || Self.textViews.contains(current) { return current }
            let spelling = Array(current.utf8)[...]
            guard let subclass = file.declarations(maybeNamed: spelling).lazy.map({ file.declarations[$0] }).first(where: {
                      $0.kind == .classType && $0.name >= 0 && file.bytes(of: $0.name).elementsEqual(spelling)
                  }),
                  let superclass = file.listed(subclass.inherited).first else { return current }
            current = file.text(superclass)
        }
        return current
    }

    /// The code of the members: bodies, and stored properties' initial values (`let label = { … }()`).
    func code(_ file: SyntaxFile, _ members: [Int]) -> [Range<Int>] {
        members.flatMap { [file.declarations[$0].bodyRange, file.declarations[$0].initializer] }
    }

    /// Whether the label is set up for more than one line: `numberOfLines = 0` (or any value but 1), a
    /// word-wrapping line break mode, a `preferredMaxLayoutWidth`, an AppKit wrapping label, unless its
    /// lines are only ever limited to one, not under a condition (`maximumNumberOfLines = 1` on a
    /// wrapping label truncates).
    /// A single-line label's intrinsic size is right, whatever width it is offered.
    func wrapsText(_ file: SyntaxFile, _ members: [Int]) -> Bool {
        var (limitedToOneLine, wraps) = (false, false)
        for range in code(file, members) {
            for token in range where file.isIdentifier(token) {
                if file.isText(token, "numberOfLines") || file.isText(token, "maximumNumberOfLines") {
                    guard file.isText(token + 1, "=") else { continue }
                    guard isOne(file, token + 2, members) else { return true }
                    // Limited on some path only (`if isCompact { … = 1 }`): it may still wrap on others.
                    if !isUnderCondition(file, token) { limitedToOneLine = true }
                } else if (file.isText(token, "preferredMaxLayoutWidth") && file.isText(token + 1, "="))
                    || file.isText(token, "byWordWrapping") || file.isText(token, "byCharWrapping")
                    || (file.isText(token, "wrappingLabelWithString") && file.isKind(token + 1, .colon))
                    || (file.isText(token, "wraps") && file.isText(token + 1, "=") && file.isText(token + 2, "true")) {
                    wraps = true
                }
            }
        }
        return wraps && !limitedToOneLine
    }

    /// Whether token `index` runs on some paths only: in an `if`'s or `else`'s block (not `if
    /// #available`, which holds for the whole run) or a `switch`'s, up to the declaration's body.
    func isUnderCondition(_ file: SyntaxFile, _ index: Int) -> Bool {
        var open = Int(file.enclosingOpen[index])
        for _ in 0..<16 {
            guard open > 0, file.isKind(open, .leftBrace), file.braceRoles[open] != .declarationBody else { return false }
            if file.braceRoles[open] == .statementBlock {
                if file.isText(open - 1, "else") { return true }
                if let keyword = file.statementKeyword(openingBlock: open),
                   file.isText(keyword, "if") || file.isText(keyword, "switch"),
                   !file.isText(keyword + 1, "#available"), !file.isKind(keyword + 1, .poundKeyword) {
                    return true
                }
            }
            open = Int(file.enclosingOpen[open])
        }
        return false
    }

    /// A literal `1`, or a member constant of the representable that is one (`let maximumLines = 1`),
    /// as the whole value (not `1 + extra`, `lines.count`).
    func isOne(_ file: SyntaxFile, _ value: Int, _ members: [Int]) -> Bool {
        guard !file.isKind(value + 1, .period), !file.isKind(value + 1, .operator), !file.isKind(value + 1, .leftParen)
        else { return false }
        if file.isText(value, "1") { return true }
        guard file.isIdentifier(value) else { return false }
        return members.contains { member in
            let declaration = file.declarations[member]
            return declaration.kind == .constant && declaration.name >= 0 && file.text(declaration.name) == file.text(value)
                && declaration.initializer.count == 1 && file.isText(declaration.initializer.lowerBound, "1")
        }
    }

    /// `textView.isScrollEnabled = false` anywhere in the representable: a text view that must grow
    /// to its text. A scrolling text view takes the space it is given and needs no size of its own. Not a
    /// web view's page held still (`webView.scrollView.isScrollEnabled = false`): no text view's own.
    func disablesScrolling(_ file: SyntaxFile, _ members: [Int]) -> Bool {
        code(file, members).contains { range in
            range.contains { token in
                file.isText(token, "isScrollEnabled") && file.isText(token + 1, "=") && file.isText(token + 2, "false")
                    && !(file.isKind(token - 1, .period) && file.isText(token - 2, "scrollView"))
            }
        }
    }

    /// What is wrapped, why its height is wrong, what the representable does instead, and the method to write.
    func message(_ context: RuleContext, type: Declaration, wrapped: (name: String, base: String), members: [Int],
                 platform: Platform) -> String {
        let file = context.file
        let method = "sizeThatFits(_:\(platform.viewLabel):context:)"
        let isLabel = Self.labels.contains(wrapped.base)
        let intrinsic = isLabel
            ? "which for wrapping text is computed for a single line (or for whatever `preferredMaxLayoutWidth` was "
                + "set to)"
            : "which a text view that does not scroll computes for the width it had at its last layout"
        var message = "`\(file.text(type.name))` wraps `\(wrapped.name)` without implementing `\(method)`: SwiftUI then "
            + "sizes it by its intrinsic content size, \(intrinsic), not for the width SwiftUI proposes, so the "
            + "text is cut off, overflows its row, or gets a wrong height"
        if let workaround = widthWorkaround(file, members) {
            message += "; \(workaround.shortcoming)"
        }
        message += ". Implement `\(method)` (\(platform.availability)): return the height the text needs at the "
            + "proposed width (" + (isLabel ? "set `preferredMaxLayoutWidth` to it, then measure" : "`sizeThatFits` of the text view")
            + ")"
        if !context.deploymentTarget.allows(iOS: .init(16), macOS: .init(13)) {
            message += "; before \(platform.availability.dropLast()), measure the width with a `GeometryReader` around "
                + "the representable, pass it in, set `preferredMaxLayoutWidth` from it in `update` and add "
                + "`.fixedSize(horizontal: false, vertical: true)`"
        }
        return message
    }

    /// What the representable does instead of answering SwiftUI's proposal.
    enum WidthWorkaround {
        /// `preferredMaxLayoutWidth` from `UIScreen.main.bounds` (or `NSScreen.main`).
        case screen(String)
        /// `preferredMaxLayoutWidth` set from a width measured elsewhere and passed in.
        case preferredWidth

        var shortcoming: String {
            switch self {
            case .screen(let name):
                return "sizing it from the screen (`\(name).main…`) ignores Split View, rotation, padding and list insets"
            case .preferredWidth:
                return "setting `preferredMaxLayoutWidth` from a width measured elsewhere lags a layout pass behind the "
                    + "width the view really gets, and costs an extra `GeometryReader`"
            }
        }
    }

    func widthWorkaround(_ file: SyntaxFile, _ members: [Int]) -> WidthWorkaround? {
        var setsPreferredWidth = false
        for range in code(file, members) {
            for token in range where file.isIdentifier(token) {
                if file.isText(token, "UIScreen") || file.isText(token, "NSScreen") { return .screen(file.text(token)) }
                if file.isText(token, "preferredMaxLayoutWidth") && file.isText(token + 1, "=") { setsPreferredWidth = true }
            }
        }
        return setsPreferredWidth ? .preferredWidth : nil
    }

    /// Shown, never applied: the measuring code depends on how the view is configured.
    func skeleton(wrapped: (name: String, base: String), platform: Platform) -> Fix {
        let setWidth = Self.labels.contains(wrapped.base) ? "\n    \(platform.viewLabel).preferredMaxLayoutWidth = width" : ""
        let measure = platform == .uiKit
            ? "uiView.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height"
            : "nsView.intrinsicContentSize.height"
        let body = """
            func sizeThatFits(_ proposal: ProposedViewSize, \(platform.viewLabel): \(wrapped.name), context: Context) -> CGSize? {
                guard let width = proposal.width, width.isFinite else { return nil }\(setWidth)
                return CGSize(width: width, height: ceil(\(measure)))
            }
            """
        return Fix(title: "Report the text's height for the proposed width (\(platform.availability)):\n" + body,
                   applicability: .displayOnly, edits: [])
    }
}
