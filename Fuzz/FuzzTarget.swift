// The libFuzzer entry point for HitchLint. Not part of Package.swift: `Fuzz/run-fuzzer.sh` compiles it
// together with every file of Sources/HitchLintKit into ONE module (`-module-name HitchLintKit`), so
// there is no `import HitchLintKit` here. Built through SwiftPM such a target would link, but SwiftPM
// supplies its own `main` and libFuzzer would never run.
//
// Each input is treated as the bytes of one `.swift` file and goes through the tokenizer, the
// structural parser, view-code marking, every rule, the project resolver, every output format and the
// fix applier. Invariants are checked along the way; a violation is a `fatalError`, which libFuzzer
// reports as a crash and saves as `crash-…` in its artifact folder.

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    FuzzHarness.run(bytes)
    return 0
}

enum FuzzHarness {
    static let path = FilePath("Sources/Fuzz.swift")
    /// libFuzzer calls the target from one thread.
    nonisolated(unsafe) static var isFirstInput = true

    static func run(_ bytes: [UInt8]) {
        // 1. Tokenizer: the pieces tile the input exactly; the tokens are the significant pieces.
        let lexed = Tokenizer.tokenize(bytes)
        checkRoundTrip(lexed, bytes, what: "input")
        // Lexing that keeps fewer pieces gives the same tokens (the lint's two passes use them).
        let commentsOnly = Tokenizer.tokenize(bytes, keeping: .comments)
        require(commentsOnly.tokens == lexed.tokens, "comment-only lexing gives other tokens")
        require(commentsOnly.pieces == lexed.pieces.filter(\.kind.isComment), "comment-only lexing gives other comments")
        require(Tokenizer.tokenize(bytes, keeping: .none).tokens == lexed.tokens, "lexing without trivia gives other tokens")

        // 2. Structure.
        let source = SourceFile(path: path, bytes: bytes)
        let file = SyntaxFile(source: source)
        require(file.pieces == lexed.pieces, "SyntaxFile.pieces differ from Tokenizer.tokenize")
        require(file.tokens == lexed.tokens, "SyntaxFile.tokens differ from Tokenizer.tokenize")
        checkStructure(file)

        // 3. View code.
        let viewCode = file.viewCode()
        checkViewCode(viewCode, file)

        // 4. Every rule over the file (candidates, before project resolution).
        let analysis = FileAnalyzer(rules: RuleRegistry.all).analyze(source, runRules: true)
        for candidate in analysis.candidates {
            checkRange(candidate.start, candidate.end, source, file, what: "candidate \(candidate.ruleID)")
            if let fix = candidate.fix { checkFix(fix, source, what: "candidate \(candidate.ruleID)") }
        }

        // 5. The project resolver over this one file, suppression comments applied.
        var diagnostics = LintEngine.lint([source])
        for diagnostic in diagnostics {
            require(diagnostic.path == path, "finding \(diagnostic.ruleID) has path \(diagnostic.path)")
            checkRange(diagnostic.start, diagnostic.end, source, file, what: "finding \(diagnostic.ruleID)")
            if let fix = diagnostic.fix { checkFix(fix, source, what: "finding \(diagnostic.ruleID)") }
        }
        // Findings about `hitchlint:` comments themselves (unknown words, unused disables) carry
        // comment text into every output format: include them.
        let problems = SuppressionDirective.problems(analysis.directives, path: path, used: [], reportsUnused: true)
        for problem in problems { checkCommentRange(problem, source, file) }
        diagnostics += problems
        diagnostics.sort(by: Diagnostic.reportOrder)
        Diagnostic.assignFingerprints(&diagnostics, projectPath: "Sources/Fuzz.swift")

        // 6. Every output format, with the file's own path, and again with a hostile path (bytes of
        // the input itself, possibly invalid UTF-8 or control characters) and an error carrying text.
        // SARIF embeds every rule's whole documentation (hundreds of KB that do not depend on the input):
        // rendered and parsed with it for the first input of a process only (a crash file replayed alone
        // is always the first), without it afterwards, which makes fuzzing ~10x faster.
        let rules = isFirstInput ? RuleRegistry.allDescriptions : []
        isFirstInput = false
        let plain = LintResult(diagnostics: diagnostics, filesLinted: 1, lintedPaths: [path])
        checkOutputs(Report(result: plain, rules: rules), findings: diagnostics.count, errors: 0)
        let hostilePath = FilePath(bytes: Array("Sources/".utf8) + Array(bytes.prefix(24)) + Array(".swift".utf8))
        var renamed = diagnostics
        for index in renamed.indices { renamed[index].path = hostilePath }
        let reason = String(decoding: bytes.prefix(64), as: UTF8.self)
        let hostile = LintResult(
            diagnostics: renamed,
            errors: [LintError(path: hostilePath, summary: "cannot read", reason: reason)],
            filesLinted: 1, lintedPaths: [hostilePath])
        checkOutputs(Report(result: hostile, rules: rules), findings: renamed.count, errors: 1)

        // 7. Fixes: applied to the bytes, the result still tokenizes losslessly.
        let (fixed, applied) = FixApplier.apply(diagnostics, to: bytes, allowing: [.safe, .unsafe])
        if applied > 0 { checkRoundTrip(Tokenizer.tokenize(fixed), fixed, what: "fixed output") }
    }

    // MARK: Invariants

    static func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
        if !condition() { fail(message()) }
    }

    /// Stops the process (libFuzzer saves the input) unless the message matches an entry of
    /// `HITCHLINT_FUZZ_IGNORE`: known, reported breaks that would otherwise end every long run at once.
    /// Entries are separated by `|`; an entry matches when the message contains all its `&`-separated
    /// parts (`HITCHLINT_FUZZ_IGNORE='Create the formatter once&overlapping edits|not XML'`).
    static func fail(_ message: String) {
        if ignored.contains(where: { parts in parts.allSatisfy { message.contains($0) } }) { return }
        fatalError("hitchlint fuzz invariant: " + message)
    }

    static let ignored: [[String]] = (ProcessInfo.processInfo.environment["HITCHLINT_FUZZ_IGNORE"] ?? "")
        .split(separator: "|").map { $0.split(separator: "&").map(String.init) }

    /// Pieces are contiguous, non-empty, start at 0 and end at the last byte; tokens are exactly the
    /// significant pieces, in order.
    static func checkRoundTrip(_ lexed: TokenizedSource, _ bytes: [UInt8], what: String) {
        var offset = 0
        var significant = 0
        for (index, piece) in lexed.pieces.enumerated() {
            require(piece.startOffset == offset,
                    "\(what): piece \(index) (\(piece.kind)) starts at \(piece.startOffset), expected \(offset)")
            require(piece.length > 0, "\(what): piece \(index) (\(piece.kind)) at \(offset) is empty")
            offset = piece.endOffset
            if !piece.kind.isTrivia {
                require(significant < lexed.tokens.count && lexed.tokens[significant].kind == piece.kind
                        && lexed.tokens[significant].start == piece.start && lexed.tokens[significant].length == piece.length,
                        "\(what): significant piece \(index) is not token \(significant)")
                significant += 1
            }
        }
        require(offset == bytes.count, "\(what): pieces cover \(offset) of \(bytes.count) bytes")
        require(significant == lexed.tokens.count,
                "\(what): \(lexed.tokens.count) tokens but \(significant) significant pieces")
    }

    /// Brackets pair up symmetrically, each with its own kind of partner.
    static func checkStructure(_ file: SyntaxFile) {
        let count = file.tokens.count
        require(file.partner.count == count && file.enclosingOpen.count == count && file.braceRoles.count == count,
                "structure arrays do not have one entry per token")
        for index in 0..<count {
            let partner = Int(file.partner[index])
            if partner >= 0 {
                require(partner < count && partner != index && Int(file.partner[partner]) == index,
                        "partner of token \(index) is \(partner), whose partner is not \(index)")
            }
            let enclosing = Int(file.enclosingOpen[index])
            require(enclosing < index, "token \(index) is enclosed by \(enclosing), not before it")
        }
        for (index, declaration) in file.declarations.enumerated() {
            require(declaration.parent < index, "declaration \(index) has parent \(declaration.parent)")
            require(declaration.bodyOpen < count, "declaration \(index) body opens at \(declaration.bodyOpen)")
        }
    }

    static func checkViewCode(_ viewCode: ViewCode, _ file: SyntaxFile) {
        let count = file.tokens.count
        require(viewCode.flags.count == count && viewCode.unitOfToken.count == count,
                "view code arrays do not have one entry per token")
        for unit in viewCode.units {
            require(unit.range.lowerBound >= 0 && unit.range.upperBound <= count,
                    "unit range \(unit.range) outside \(count) tokens")
            require(unit.declaration >= 0 && unit.declaration < file.declarations.count,
                    "unit declaration \(unit.declaration) outside \(file.declarations.count)")
        }
        for unit in viewCode.unitOfToken {
            require(Int(unit) < viewCode.units.count, "token in unit \(unit) of \(viewCode.units.count)")
        }
    }

    /// Inside the file, start <= end, start on the start of a significant token, end on the end of one,
    /// and the line and columns agree with the offsets.
    static func checkRange(_ start: SourcePosition, _ end: SourcePosition, _ source: SourceFile, _ file: SyntaxFile,
                           what: String) {
        let size = source.bytes.count
        require(start.offset >= 0 && start.offset <= size && end.offset >= 0 && end.offset <= size,
                "\(what): range \(start.offset)..<\(end.offset) outside the file (\(size) bytes)")
        require(start.offset <= end.offset, "\(what): starts at \(start.offset) after its end \(end.offset)")
        require(pieceIndex(startingAt: start.offset, file.tokens) != nil,
                "\(what): starts at \(start.offset), not the start of a token")
        require(end.offset == start.offset || pieceIndex(endingAt: end.offset, file.tokens) != nil,
                "\(what): ends at \(end.offset), not the end of a token")
        checkPosition(start, source, what: "\(what) start")
        checkPosition(end, source, what: "\(what) end")
    }

    /// Line and columns agree with the offset. Columns in UTF-16 and scalars are recounted only on lines
    /// up to 4 KB into the line: the harness must stay linear, or it would report its own slowness.
    static func checkPosition(_ position: SourcePosition, _ source: SourceFile, what: String) {
        let lines = source.lines
        let line = lines.lineIndex(ofOffset: position.offset)
        let lineStart = lines.lineStarts[line]
        require(position.line == line + 1 && position.utf8Column == position.offset - lineStart + 1,
                "\(what): \(position) is not line \(line + 1), column \(position.offset - lineStart + 1)")
        if position.offset - lineStart <= 4096 {
            require(position == source.position(ofOffset: position.offset),
                    "\(what): \(position) disagrees with \(source.position(ofOffset: position.offset))")
        }
    }

    /// Findings about `hitchlint:` comments cover their comment exactly.
    static func checkCommentRange(_ diagnostic: Diagnostic, _ source: SourceFile, _ file: SyntaxFile) {
        let index = pieceIndex(startingAt: diagnostic.start.offset, file.pieces)
        require(index != nil && file.pieces[index!].kind.isComment,
                "\(diagnostic.ruleID) at \(diagnostic.start.offset) is not on a comment")
        require(file.pieces[index!].endOffset == diagnostic.end.offset, "\(diagnostic.ruleID) does not end with its comment")
        checkPosition(diagnostic.start, source, what: diagnostic.ruleID)
        checkPosition(diagnostic.end, source, what: diagnostic.ruleID)
    }

    /// The index of the token (or piece) starting at `offset`, by binary search: starts are increasing.
    static func pieceIndex(startingAt offset: Int, _ tokens: [Token]) -> Int? {
        pieceIndex(where: \.startOffset, is: offset, tokens)
    }

    /// The index of the token ending at `offset`: tokens do not overlap, so ends are increasing too.
    static func pieceIndex(endingAt offset: Int, _ tokens: [Token]) -> Int? {
        pieceIndex(where: \.endOffset, is: offset, tokens)
    }

    static func pieceIndex(where bound: KeyPath<Token, Int>, is offset: Int, _ tokens: [Token]) -> Int? {
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle][keyPath: bound] < offset { low = middle + 1 } else { high = middle }
        }
        return low < tokens.count && tokens[low][keyPath: bound] == offset ? low : nil
    }

    /// Every edit inside the file, positioned where its range says, and no two edits of one fix
    /// overlapping (two insertions at one point count: their order would be undefined).
    static func checkFix(_ fix: Fix, _ source: SourceFile, what: String) {
        let size = source.bytes.count
        for edit in fix.edits {
            require(edit.range.lowerBound >= 0 && edit.range.upperBound <= size,
                    "\(what): fix `\(fix.title)` edits \(edit.range) outside the file (\(size) bytes)")
            require(edit.start.offset == edit.range.lowerBound && edit.end.offset == edit.range.upperBound,
                    "\(what): fix `\(fix.title)` edit positions disagree with \(edit.range)")
            checkPosition(edit.start, source, what: "\(what): fix `\(fix.title)` edit start")
            checkPosition(edit.end, source, what: "\(what): fix `\(fix.title)` edit end")
        }
        for (index, edit) in fix.edits.enumerated() {
            for other in fix.edits[(index + 1)...] where FixApplier.overlaps(edit.range, other.range) {
                fail("\(what): fix `\(fix.title)` has overlapping edits \(edit.range) and \(other.range)")
            }
        }
    }

    // MARK: Outputs

    static func checkOutputs(_ report: Report, findings: Int, errors: Int) {
        for format in OutputFormat.allCases {
            let output = format.reporter.render(report)
            switch format {
            case .json, .sarif, .gitlab:
                do {
                    _ = try JSONSerialization.jsonObject(with: Data(output.utf8), options: [.fragmentsAllowed])
                } catch {
                    fail("\(format) output is not JSON (\(error)):\n\(output)")
                }
            case .checkstyle, .junit:
                let parser = XMLParser(data: Data(output.utf8))
                if !parser.parse() {
                    fail("\(format) output is not XML (\(String(describing: parser.parserError))):\n\(output)")
                }
            case .text:
                // One line per finding: nothing from the file may start a line of its own.
                let lines = output.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast()
                require(lines.count == findings, "text output has \(lines.count) lines for \(findings) findings:\n\(output)")
                require(!output.utf8.contains(0x0D), "text output contains a carriage return:\n\(output)")
            case .github:
                let lines = output.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast()
                require(lines.count == findings + errors,
                        "github output has \(lines.count) lines for \(findings + errors) annotations:\n\(output)")
                require(lines.allSatisfy { $0.starts(with: "::".utf8) }, "github output line not a command:\n\(output)")
                require(!output.utf8.contains(0x0D), "github output contains a carriage return:\n\(output)")
            }
        }
    }
}
