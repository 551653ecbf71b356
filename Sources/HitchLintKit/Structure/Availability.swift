extension SyntaxFile {
    /// The byte ranges of the fallbacks the deployment target leaves dead: the `else` block of an `if
    /// #available(macOS 13, iOS 16, *) { … }`, or of a `guard #available(…)`, where every platform it names
    /// that the target gives a version for is at least that version (and it names one): code there runs on
    /// no system the project supports. Platforms the target does not name count as met, as they do for
    /// `DeploymentTarget.allows`.
    func deadAvailabilityFallbacks(_ target: Configuration.DeploymentTarget) -> [Range<Int>] {
        guard !target.versions.isEmpty else { return [] }
        var ranges: [Range<Int>] = []
        for index in tokens.indices where tokens[index].kind == .poundKeyword && isText(index, "#available") {
            guard index > 0, isText(index - 1, "if") || isText(index - 1, "guard"), isKind(index + 1, .leftParen),
                  let close = partnerOf(index + 1), isMetByTarget(arguments: (index + 2)..<close, target) else { continue }
            var elseKeyword = close + 1
            if isText(index - 1, "if") {
                // `if #available(…) { … } else { … }`: nothing else in the condition.
                guard isKind(close + 1, .leftBrace), let thenClose = partnerOf(close + 1) else { continue }
                elseKeyword = thenClose + 1
            }
            guard isText(elseKeyword, "else"), isKind(elseKeyword + 1, .leftBrace), let end = partnerOf(elseKeyword + 1)
            else { continue }
            ranges.append(tokens[elseKeyword + 1].startOffset..<tokens[end].endOffset)
        }
        return ranges
    }

    /// Whether an `#available`'s platforms and versions (`macOS 13, iOS 16.4, *`) are all met by `target`
    /// where it names them, and it names at least one of them.
    private func isMetByTarget(arguments: Range<Int>, _ target: Configuration.DeploymentTarget) -> Bool {
        let compared = availabilityRequirements(arguments).compactMap { requirement in
            Self.availabilityPlatforms[requirement.platform].flatMap { target.versions[$0] }.map { $0 >= requirement.version }
        }
        return !compared.isEmpty && !compared.contains(false)
    }

    /// The platforms and versions an `#available`'s arguments name (`macOS 13, iOS 16.4, *`), as written.
    private func availabilityRequirements(_ arguments: Range<Int>) -> [(platform: String, version: Configuration.Version)] {
        arguments.compactMap { index in
            guard isIdentifier(index), isKind(index + 1, .integerLiteral) || isKind(index + 1, .floatLiteral),
                  let version = Configuration.Version(text(index + 1)) else { return nil }
            return (text(index), version)
        }
    }

    /// Whether token `index` is in the `else` of an `if #available(…)` (a few blocks out) whose every platform is
    /// at a version no later than `versions` gives it (`if #available(macOS 11, *) { LazyVGrid … } else { … }`
    /// before the lazy stacks' versions): that code runs only on older systems, where what came in those
    /// versions does not exist. `iOS 14.5` is not before 14: its `else` runs on 14.0–14.4.
    func isInFallback(_ index: Int, before versions: [String: Configuration.Version]) -> Bool {
        var open = Int(enclosingOpen[index])
        for _ in 0..<4 where open > 2 {
            if isKind(open, .leftBrace), isText(open - 1, "else"), isKind(open - 2, .rightBrace),
               let then = partnerOf(open - 2), let keyword = statementKeyword(openingBlock: then),
               isText(keyword, "if"), isText(keyword + 1, "#available"), isKind(keyword + 2, .leftParen),
               let close = partnerOf(keyword + 2) {
                return requiresAtMost(versions, arguments: (keyword + 3)..<close)
            }
            open = Int(enclosingOpen[open])
        }
        return false
    }

    /// Whether every platform an `#available` names is at a version no later than `versions` gives it (and it
    /// names one).
    private func requiresAtMost(_ versions: [String: Configuration.Version], arguments: Range<Int>) -> Bool {
        let requirements = availabilityRequirements(arguments)
        return !requirements.isEmpty && requirements.allSatisfy { requirement in
            versions[requirement.platform].map { requirement.version <= $0 } ?? false
        }
    }

    /// `#available`'s platform names, by the deployment target's.
    static let availabilityPlatforms = [
        "iOS": "iOS", "iOSApplicationExtension": "iOS", "macOS": "macOS", "OSX": "macOS", "macOSApplicationExtension": "macOS",
        "macCatalyst": "macCatalyst", "tvOS": "tvOS", "watchOS": "watchOS", "visionOS": "visionOS", "xrOS": "visionOS",
    ]
}

/// The conditional-compilation branches of a file: for each `#if`, `#elseif`, `#else` and `#endif`, the branches
/// open after it (the `#if`, `#elseif` or `#else` that starts each, outermost first). Two declarations can both be
/// compiled only when one's branches begin the other's (an iOS view in `#if os(iOS)` and a tvOS one of the same
/// name in its `#else` never are). Made once for a file: asked of each declaration, a walk back to the file's
/// start was quadratic in a file of many.
struct CompilationBranches {
    private var directives: [Int] = []
    private var openAfter: [[Int]] = []

    init(_ file: SyntaxFile) {
        var open: [Int] = []
        for index in file.tokens.indices where file.tokens[index].kind == .poundKeyword {
            if file.isText(index, "#if") {
                open.append(index)
            } else if file.isText(index, "#elseif") || file.isText(index, "#else") {
                if !open.isEmpty { open[open.count - 1] = index }
            } else if file.isText(index, "#endif") {
                if !open.isEmpty { open.removeLast() }
            } else {
                continue
            }
            directives.append(index)
            openAfter.append(open)
        }
    }

    /// The branches that hold token `index`, outermost first.
    func holding(_ index: Int) -> [Int] {
        let before = partitionPoint(in: directives.indices) { directives[$0] < index }
        return before == 0 ? [] : openAfter[before - 1]
    }

    /// Whether tokens `a` and `b` can both be compiled.
    func compiledTogether(_ a: Int, _ b: Int) -> Bool {
        let (first, second) = (holding(a), holding(b))
        return first.starts(with: second) || second.starts(with: first)
    }
}
