/// Applies fixes to a file's bytes: never a decoded `String`, so invalid UTF-8 elsewhere in the file
/// survives byte for byte. Fixes whose edits overlap an accepted fix's are left for a later pass.
public enum FixApplier {
    public static func apply(_ diagnostics: [Diagnostic], to bytes: [UInt8], allowing: Set<FixApplicability>)
        -> (bytes: [UInt8], applied: Int) {
        let fixes = diagnostics.compactMap(\.fix)
            .filter { allowing.contains($0.applicability) && !$0.edits.isEmpty }
            .filter { $0.edits.allSatisfy { $0.range.lowerBound >= 0 && $0.range.upperBound <= bytes.count } }
            .sorted { ($0.edits.map(\.range.lowerBound).min() ?? 0) < ($1.edits.map(\.range.lowerBound).min() ?? 0) }
        var accepted: [TextEdit] = []
        var applied = 0
        for fix in fixes where fix.edits.allSatisfy({ edit in !accepted.contains { overlaps($0.range, edit.range) } })
            && !selfOverlapping(fix.edits) {
            accepted += fix.edits
            applied += 1
        }
        var result = bytes
        for edit in accepted.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        return (result, applied)
    }

    /// Two ranges overlap when they share a byte, or are insertions at the same point.
    static func overlaps(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        if a.isEmpty || b.isEmpty { return a.lowerBound == b.lowerBound || (a.lowerBound > b.lowerBound && a.lowerBound < b.upperBound) || (b.lowerBound > a.lowerBound && b.lowerBound < a.upperBound) }
        return a.overlaps(b)
    }

    static func selfOverlapping(_ edits: [TextEdit]) -> Bool {
        for (index, edit) in edits.enumerated() {
            for other in edits[(index + 1)...] where overlaps(edit.range, other.range) { return true }
        }
        return false
    }

    /// Brackets without a partner: a fix may not make a file's structure worse. Only the tokens and
    /// their pairing are needed, not the declarations a `SyntaxFile` parses too (three times the work).
    static func unmatchedBrackets(_ bytes: [UInt8]) -> Int {
        unmatchedBrackets(Tokenizer.tokenize(bytes, keeping: .none).tokens)
    }

    static func unmatchedBrackets(_ tokens: [Token]) -> Int {
        let partner = BracketMatcher.match(tokens).partner
        var count = 0
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .leftParen, .rightParen, .leftBracket, .rightBracket, .leftBrace, .rightBrace:
                if partner[index] < 0 { count += 1 }
            default:
                break
            }
        }
        return count
    }

    /// Whether the pieces lexed from `count` bytes still tile them exactly.
    static func roundTrips(_ lexed: TokenizedSource, count: Int) -> Bool {
        var offset = 0
        for piece in lexed.pieces {
            guard piece.startOffset == offset else { return false }
            offset = piece.endOffset
        }
        return offset == count
    }
}

/// The outcome of `--fix` / `--diff`: each changed file's fixed bytes, the findings that remain, and the
/// files whose fixes were refused.
public struct FixOutcome: Sendable {
    public var changes: [FixedFile]
    public var remaining: LintResult
    public var refusals: [LintError]
}

/// A file `--fix` changed. Its original bytes are not kept (for a large fix they were as much memory as
/// the fixed ones): `--fix` finds them on disk again by their checksum before it replaces them, and
/// `--diff` reads them again.
public struct FixedFile: Sendable {
    public var path: FilePath
    /// `Checksum` of the bytes the fixes were made on.
    public var originalChecksum: UInt64
    public var fixed: [UInt8]
    public var fixedCount: Int
}

/// Runs lint, applies fixes, lints the fixed text again (up to a few passes, for fixes that waited on
/// an overlapping one), and checks each file: the fixed findings are gone, no new finding appeared,
/// brackets balance no worse than before, the token round trip holds. A file that fails is left as it was.
public enum FixRunner {
    static let maximumPasses = 4

    public static func run(_ request: LintRequest, allowing: Set<FixApplicability>) -> FixOutcome {
        let engine = LintEngine()
        let first = engine.run(request)
        // Of each file read to be fixed, only what the checks need of its first bytes.
        var originals: [FilePath: (checksum: UInt64, unmatchedBrackets: Int)] = [:]
        var current: [FilePath: [UInt8]] = [:]
        var fixedCounts: [FilePath: Int] = [:]
        var latest = first
        var citing: Set<FilePath> = []
        var refusals: [LintError] = []
        for _ in 0..<maximumPasses {
            var changedPaths: [FilePath] = []
            // The citing files are reported for their explanations, not fixed (they had nothing to fix).
            for (path, diagnostics) in Dictionary(grouping: latest.diagnostics, by: \.path) where !citing.contains(path) {
                guard diagnostics.contains(where: { $0.fix.map { allowing.contains($0.applicability) && !$0.edits.isEmpty } == true })
                else { continue }
                if originals[path] == nil {
                    guard let bytes = request.sourceOverrides?[path] ?? (try? FileSystem.readFile(path).get()) else { continue }
                    originals[path] = (Checksum.of(bytes), FixApplier.unmatchedBrackets(bytes))
                    current[path] = bytes
                }
                let (fixed, applied) = FixApplier.apply(diagnostics, to: current[path]!, allowing: allowing)
                guard applied > 0, fixed != current[path] else { continue }
                current[path] = fixed
                fixedCounts[path, default: 0] += applied
                changedPaths.append(path)
            }
            guard !changedPaths.isEmpty else { break }
            // The files left as they are whose findings cite a changed one are reported by the same
            // lint (a lint of their own after this one took a third of `--fix`'s time).
            citing = citingFiles(first.diagnostics, changed: Set(current.keys))
            var again = relintRequest(request, texts: current, alsoReporting: citing)
            again.changedLines = nil
            latest = engine.run(again)
        }
        // Verify each changed file against its first findings.
        var changes: [FixedFile] = []
        var remaining = first.diagnostics.filter { current[$0.path] == nil }
        // Grouped once: a filter of every finding for each changed file was quadratic in a large run.
        let firstByPath = Dictionary(grouping: first.diagnostics, by: \.path)
        let latestByPath = Dictionary(grouping: latest.diagnostics, by: \.path)
        for path in current.keys.sorted() {
            let original = originals[path]!
            let fixed = current[path]!
            let before = firstByPath[path] ?? []
            let after = latestByPath[path] ?? []
            if let problem = verify(unmatchedBrackets: original.unmatchedBrackets, fixed: fixed, before: before, after: after) {
                refusals.append(LintError(path: path, summary: "did not fix", reason: problem))
                remaining += before
                continue
            }
            remaining += after
            changes.append(FixedFile(path: path, originalChecksum: original.checksum, fixed: fixed, fixedCount: fixedCounts[path] ?? 0))
        }
        if refusals.isEmpty {
            adoptFindings(of: citing, from: latest, into: &remaining)
        } else {
            // The last lint read the refused files as fixed: the files citing them are linted again
            // beside the fixes kept.
            relintCiting(changes, remaining: &remaining, request: request, engine: engine)
        }
        var result = first
        result.diagnostics = remaining.sorted(by: Diagnostic.reportOrder)
        result.failingCount = result.diagnostics.reduce(0) { $0 + ($1.failsRun ? 1 : 0) }
        return FixOutcome(changes: changes, remaining: result, refusals: refusals)
    }

    /// A finding left in a file the fix did not change may say where its row is placed, at a line of a
    /// file that was changed (`is in list rows: placed in a list by `Orders` at OrdersView.swift:12`):
    /// those files are linted again beside the fixed ones, so that the lines they cite are the fixed ones.
    static func relintCiting(_ changes: [FixedFile],
                             remaining: inout [Diagnostic], request: LintRequest, engine: LintEngine) {
        let citing = citingFiles(remaining, changed: Set(changes.map(\.path)))
        guard !citing.isEmpty else { return }
        var fixed: [FilePath: [UInt8]] = [:]
        for change in changes { fixed[change.path] = change.fixed }
        adoptFindings(of: citing, from: engine.run(relintRequest(request, texts: fixed, alsoReporting: citing)),
                      into: &remaining)
    }

    /// The files not in `changed` with a finding whose explanation cites one that is.
    static func citingFiles(_ diagnostics: [Diagnostic], changed: Set<FilePath>) -> Set<FilePath> {
        let changedNames = Set(changed.map { Array($0.lastComponentDescription.utf8) })
        // Findings share their explanations: each distinct one is looked at once.
        var citesChanged: [String: Bool] = [:]
        var citing: Set<FilePath> = []
        for diagnostic in diagnostics where !diagnostic.explanation.isEmpty && !changed.contains(diagnostic.path) {
            let cites: Bool
            if let known = citesChanged[diagnostic.explanation] {
                cites = known
            } else {
                cites = citesFile(named: changedNames, in: Array(diagnostic.explanation.utf8))
                citesChanged[diagnostic.explanation] = cites
            }
            if cites { citing.insert(diagnostic.path) }
        }
        return citing
    }

    /// The findings of `citing` in `remaining` replaced by those `relinted` gives them. Read as they
    /// were, the files give the same findings, only their explanations may differ: if the count
    /// changed or the lint met an error, the first findings stay.
    static func adoptFindings(of citing: Set<FilePath>, from relinted: LintResult, into remaining: inout [Diagnostic]) {
        guard !citing.isEmpty else { return }
        let findingsBefore = remaining.filter { citing.contains($0.path) }.count
        let findingsAgain = relinted.diagnostics.filter { citing.contains($0.path) }.count
        guard relinted.errors.isEmpty, findingsAgain == findingsBefore else { return }
        remaining.removeAll { citing.contains($0.path) }
        remaining += relinted.diagnostics.filter { citing.contains($0.path) }
    }

    /// `request` again with `texts` (by display path) in place of those files, reporting on them and
    /// `alsoReporting`: within the projects the paths named make (`reportedPaths`), or, when the
    /// first lint's files were given as texts themselves (an editor's buffer, staged files), beside
    /// those texts, so that the files staged but not fixed are still read as staged.
    static func relintRequest(_ request: LintRequest, texts: [FilePath: [UInt8]], alsoReporting: Set<FilePath> = [])
        -> LintRequest {
        var again = request
        if let given = request.sourceOverrides {
            again.sourceOverrides = given.merging(texts) { _, fixed in fixed }
        } else {
            again.sourceOverrides = texts
            again.reportedPaths = Set(texts.keys).union(alsoReporting)
        }
        return again
    }

    /// Whether an explanation names a place in one of `names` (files' last components): places are
    /// written ` at Name.swift:12`, and a name may hold a colon, so each colon after an ` at ` ends a
    /// candidate (a set lookup each: a search of every explanation for every fixed file's name was
    /// quadratic, 6,269 fixed files took a minute).
    static func citesFile(named names: Set<[UInt8]>, in explanation: [UInt8]) -> Bool {
        let marker = Array(" at ".utf8)
        var start = 0
        while start + marker.count <= explanation.count {
            guard explanation[start..<(start + marker.count)].elementsEqual(marker) else {
                start += 1
                continue
            }
            let nameStart = start + marker.count
            for colon in nameStart..<explanation.count where explanation[colon] == UInt8(ascii: ":") {
                if names.contains(Array(explanation[nameStart..<colon])) { return true }
            }
            start = nameStart
        }
        return false
    }

    /// `unmatchedBrackets`: the original's (`FixApplier.unmatchedBrackets`).
    static func verify(unmatchedBrackets: Int, fixed: [UInt8], before: [Diagnostic], after: [Diagnostic]) -> String? {
        // One lexing of the fixed text serves both checks.
        let lexed = Tokenizer.tokenize(fixed)
        guard FixApplier.roundTrips(lexed, count: fixed.count) else { return "the fixed text does not tokenize back to itself" }
        if FixApplier.unmatchedBrackets(lexed.tokens) > unmatchedBrackets {
            return "the fix would unbalance brackets"
        }
        guard after.count < before.count else { return "the fix did not remove a finding" }
        var counts: [String: Int] = [:]
        for diagnostic in before { counts[diagnostic.ruleID, default: 0] += 1 }
        for diagnostic in after {
            counts[diagnostic.ruleID, default: 0] -= 1
            if counts[diagnostic.ruleID]! < 0 { return "the fix would add a `\(diagnostic.ruleID)` finding" }
        }
        return nil
    }
}
