/// Everything an output format may show about a run.
public struct Report: Sendable {
    public var result: LintResult
    public var rules: [RuleDescription]
    public var toolVersion: String

    public init(result: LintResult, rules: [RuleDescription] = RuleRegistry.allDescriptions,
                toolVersion: String = CommandLineInterface.version) {
        self.result = result
        self.rules = rules
        self.toolVersion = toolVersion
    }

    public static let repositoryURL = "https://github.com/hitchlint/hitchlint"

    /// The rule docs in the repository, for `helpUri` and links.
    public static func documentationURL(for ruleID: String) -> String {
        repositoryURL + "/blob/main/Rules/\(ruleID).md"
    }
}

/// An output format.
public protocol Reporter: Sendable {
    /// The whole document for a run, handed to `emit` in pieces as it is made (the text format writes
    /// findings only; its summary goes to stderr). A reporter made for several threads calls `emit`
    /// from them, one call at a time, in the document's order (`ReportPieces.writeInTurn`): an `emit`
    /// that must run on one thread needs a reporter of one.
    func write(_ report: Report, to emit: ([UInt8]) -> Void)
}

extension Reporter {
    /// The whole document at once.
    public func render(_ report: Report) -> String {
        var document: [UInt8] = []
        write(report) { document += $0 }
        return String(decoding: document, as: UTF8.self)
    }
}

/// A document's bytes, handed on in pieces of about 64 KB as they are made: a report of tens of
/// thousands of findings is never held whole, as text or as values (a 52 MB corpus's JSON report is
/// 37 MB).
struct ReportPieces {
    /// The bytes not handed on yet; writers append to them.
    var bytes: [UInt8] = []
    private let emit: ([UInt8]) -> Void
    private static let pieceSize = 65_536

    private init(emit: @escaping ([UInt8]) -> Void) { self.emit = emit }

    /// Runs `body`, whose pieces go to `emit`; the last one when it returns.
    static func write(to emit: ([UInt8]) -> Void, _ body: (inout ReportPieces) -> Void) {
        withoutActuallyEscaping(emit) { emit in
            var pieces = ReportPieces(emit: emit)
            pieces.bytes.reserveCapacity(pieceSize + pieceSize / 8)
            body(&pieces)
            if !pieces.bytes.isEmpty { emit(pieces.bytes) }
        }
    }

    mutating func append(_ text: String) { bytes.append(utf8: text) }

    /// Items a worker writes at a time, when a report is written on several (`items(of:threads:_:)`):
    /// findings (about 300 KB of text lines, 800 KB of SARIF results), or files in the XML formats.
    static let batchSize = 512

    /// The report's part for `list`, which `writeRun` writes a run of at a time (each run's own caches,
    /// such as a file's path as text, start afresh): with more than a batch of items and several
    /// `threads`, a batch of 512 a worker, handed on in turn (`writeInTurn`).
    mutating func items<Item: Sendable>(of list: ArraySlice<Item>, threads: Int,
                                        _ writeRun: @Sendable (ArraySlice<Item>, inout ReportPieces) -> Void) {
        let batchSize = Self.batchSize
        guard threads > 1 && list.count > batchSize else { return writeRun(list, &self) }
        writeInTurn((list.count + batchSize - 1) / batchSize, threads: threads) { part, pieces in
            let start = list.startIndex + part * batchSize
            writeRun(list[start..<min(start + batchSize, list.endIndex)], &pieces)
        }
    }

    /// `parts` of the document written on `threads` workers after the bytes so far, each part in pieces
    /// of its own, handed on by the worker that wrote it once every part before it has been (`Turns`),
    /// while the others write the next ones: no worker waits for one thread to hand every part on, each
    /// part's bytes are still in the cache of the core that hands them on, and no more than a part a
    /// worker is held. Parts are handed out one at a time (in shares of several, a worker would hand
    /// on the rest of its share alone while the others waited). (Rounds of a part a core, handed on by
    /// one thread between rounds, took longer on two cores than the whole text report on one: 29
    /// against 23 ms for the corpus's 19.5 MB.)
    mutating func writeInTurn(_ parts: Int, threads: Int, _ body: @Sendable (_ part: Int, inout ReportPieces) -> Void) {
        if !bytes.isEmpty {
            emit(bytes)
            bytes.removeAll(keepingCapacity: true)
        }
        let inTurn = TurnTakingEmit(emit: emit)
        let turns = Turns()
        _ = Parallel.map(parts, jobs: threads, oneAtATime: true) { part in
            var pieces: [[UInt8]] = []
            ReportPieces.write(to: { pieces.append($0) }) { body(part, &$0) }
            turns.take(part) { for piece in pieces { inTurn.emit(piece) } }
        }
    }

    /// The document's `emit`, called from whichever core's part is next: `Turns` lets one call it at a
    /// time, in the document's order, each call ordered after the one before.
    private struct TurnTakingEmit: @unchecked Sendable {
        let emit: ([UInt8]) -> Void
    }

    /// Between two items (findings, files): hands the bytes on once they fill a piece.
    mutating func endItem() {
        guard bytes.count >= Self.pieceSize else { return }
        emit(bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    /// Ends an item that starts at `start` of the bytes not handed on: one of a quarter piece or more
    /// (a SARIF rule's document, as text or as markdown: up to 42 KB) is handed on as a piece of its own,
    /// after what came before it. Added to an almost full piece, it made one of nearly twice the size.
    mutating func endItem(startingAt start: Int) {
        guard bytes.count - start >= Self.pieceSize / 4 else { return endItem() }
        if start > 0 {
            emit(Array(bytes[..<start]))
            bytes.removeFirst(start)
        }
        emit(bytes)
        bytes.removeAll(keepingCapacity: true)
    }
}

/// What a report makes of a finding's path (its text, a URI), made once for all of a file's findings,
/// which come one after another in report order (made for each, a path's text was a fifth of a JSON
/// report's work).
struct PathForms<Form> {
    private let make: (FilePath) -> Form
    private var last: (path: FilePath, form: Form)? = nil

    init(_ make: @escaping (FilePath) -> Form) { self.make = make }

    mutating func form(of path: FilePath) -> Form {
        if let last, last.path == path { return last.form }
        let form = make(path)
        last = (path, form)
        return form
    }
}

/// A finding's path as text (`FilePath.description`).
struct PathTexts {
    private var forms = PathForms { $0.description }

    mutating func text(of path: FilePath) -> String { forms.form(of: path) }
}

/// The names `--format` accepts.
public enum OutputFormat: String, CaseIterable, Sendable {
    case text, json, sarif, github, gitlab, checkstyle, junit

    public var reporter: any Reporter { reporter(threads: 1) }

    /// The format's reporter, writing a large report on as many as `threads` cores where it can.
    public func reporter(threads: Int) -> any Reporter {
        switch self {
        case .text: return TextReporter(threads: threads)
        case .json: return JSONReporter(threads: threads)
        case .sarif: return SARIFReporter(threads: threads)
        case .github: return GitHubReporter(threads: threads)
        case .gitlab: return GitLabReporter(threads: threads)
        case .checkstyle: return CheckstyleReporter(threads: threads)
        case .junit: return JUnitReporter(threads: threads)
        }
    }
}
