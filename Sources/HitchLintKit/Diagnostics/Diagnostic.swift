/// How serious a finding is. `note`s are shown but do not fail a run by default.
public enum Severity: String, Sendable, Comparable, CaseIterable, Codable {
    case note, warning, error

    var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// Whether a fix may be applied without review, as Ruff users know it.
public enum FixApplicability: String, Sendable, Codable, CaseIterable {
    /// Keeps behaviour; applied by `--fix`.
    case safe
    /// May change behaviour; applied only with `--fix --unsafe-fixes`.
    case unsafe
    /// Shown to the reader, never applied.
    case displayOnly = "display-only"
}

/// Replace the bytes `range` of a file with `replacement`.
public struct TextEdit: Sendable, Equatable {
    public var range: Range<Int>
    public var replacement: String
    /// Where `range` starts and ends, for formats that speak in lines and columns.
    public var start: SourcePosition
    public var end: SourcePosition

    public init(range: Range<Int>, replacement: String, in source: SourceFile) {
        self.range = range
        self.replacement = replacement
        start = source.position(ofOffset: range.lowerBound)
        end = source.position(ofOffset: range.upperBound)
    }
}

public struct Fix: Sendable, Equatable {
    public var title: String
    public var applicability: FixApplicability
    public var edits: [TextEdit]

    public init(title: String, applicability: FixApplicability, edits: [TextEdit]) {
        self.title = title
        self.applicability = applicability
        self.edits = edits
    }
}

/// One finding, positioned and ready for any output format.
public struct Diagnostic: Sendable {
    public var path: FilePath
    public var ruleID: String
    public var category: RuleCategory
    public var severity: Severity
    /// Whether the finding is at or above its project's `failOn` (set by the lint): a `--fix` run's
    /// findings left come from several lints, and projects may set `failOn` differently.
    public internal(set) var failsRun = false
    /// What was found, why it costs and the fix; for code reached from rows, then where it runs from.
    public var message: String {
        get { explanation.isEmpty ? messageText : messageText + explanation }
        set {
            messageText = newValue
            explanation = ""
        }
    }
    /// The message as its rule wrote it: the same for many findings, so held once (`SharedStrings`).
    var messageText: String
    /// Where the code runs from (` (`OrderRow` is in list rows: …)`), added by the resolver: unique to
    /// a file or a row type. Kept apart, a project's tens of thousands of findings share their rules' texts.
    var explanation = ""
    public var start: SourcePosition
    public var end: SourcePosition
    public var fix: Fix?
    /// A hash of the normalized code on and around the finding's line: survives edits elsewhere.
    public var contextHash: UInt64 = 0
    /// Stable identity across runs (rule, path, code around the finding, occurrence), never line numbers:
    /// sixteen hex digits, or "" before `assignFingerprints`.
    public var fingerprint: String { fingerprintValue.map(FNV1a.hexDigest) ?? "" }
    /// The fingerprint as its number: as text, each of a run's tens of thousands of findings held a
    /// string of its own until the report (2 MB of the benchmark corpus's peak).
    var fingerprintValue: UInt64? = nil

    public init(path: FilePath, ruleID: String, category: RuleCategory, severity: Severity, message: String,
                start: SourcePosition, end: SourcePosition, fix: Fix? = nil) {
        self.path = path
        self.ruleID = ruleID
        self.category = category
        self.severity = severity
        self.messageText = message
        self.start = start
        self.end = end
        self.fix = fix
    }

    /// Path, then position, then rule: the one order every output uses.
    public static func reportOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        if lhs.path != rhs.path { return lhs.path < rhs.path }
        if lhs.start.offset != rhs.start.offset { return lhs.start.offset < rhs.start.offset }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        return lhs.message < rhs.message
    }
}

/// A file that could not be linted, with the reason in one line.
public struct LintError: Sendable, Error, Equatable {
    public var path: FilePath?
    /// What failed: `cannot read`, `skipped binary file`.
    public var summary: String
    /// Why: `permission denied`, `no such file or directory`.
    public var reason: String
    /// A file deliberately skipped (binary, over the size limit): reported, but not a failure.
    public var isNotice: Bool

    public init(path: FilePath?, summary: String, reason: String, isNotice: Bool = false) {
        self.path = path
        self.summary = summary
        self.reason = reason
        self.isNotice = isNotice
    }

    /// `cannot read Sources/A.swift: permission denied`, control characters escaped.
    public var description: String {
        let head = path.map { "\(summary) \($0)" } ?? summary
        return reason.isEmpty ? head : "\(head): \(Escaping.printable(reason))"
    }
}

extension Diagnostic {
    /// The message as it is held, its rule's text then its explanation (when it has one), for a report
    /// to write in turn, escaped part by part: escapes stand for whole characters, so the bytes are the
    /// whole message's, and no string joining the two (`message`) is made for each finding.
    func forEachMessagePart(_ body: (String) -> Void) {
        body(messageText)
        if !explanation.isEmpty { body(explanation) }
    }

    /// Gives each of one file's findings its fingerprint; call on findings in report order.
    /// `projectPath` is the file's path relative to its project root.
    public static func assignFingerprints(_ diagnostics: inout [Diagnostic], projectPath: String) {
        // The hash of `rule\0path\0contextHash\0occurrence`, made without building that text; the
        // occurrences are counted by the hash of the key before `\0occurrence` (its text, hashed).
        var occurrences: [UInt64: Int] = [:]
        // `rule\0path\0` hashed once for each of the file's rules (a handful), not for each finding.
        var prefixes: [(ruleID: String, hash: FNV1a)] = []
        for index in diagnostics.indices {
            let ruleID = diagnostics[index].ruleID
            var hash: FNV1a
            if let known = prefixes.first(where: { $0.ruleID == ruleID }) {
                hash = known.hash
            } else {
                hash = FNV1a()
                hash.add(ruleID)
                hash.add(0)
                hash.add(projectPath)
                hash.add(0)
                prefixes.append((ruleID, hash))
            }
            hash.add(decimal: diagnostics[index].contextHash)
            let occurrence = occurrences[hash.value, default: 0]
            occurrences[hash.value] = occurrence + 1
            hash.add(0)
            hash.add(decimal: UInt64(occurrence))
            diagnostics[index].fingerprintValue = hash.value
        }
    }
}

/// FNV-1a, 64 bits: tiny, stable across processes and platforms (unlike `Hasher`).
public struct FNV1a: Sendable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    public mutating func add(_ byte: UInt8) {
        value ^= UInt64(byte)
        value = value &* 0x0000_0100_0000_01B3
    }

    public mutating func add(_ text: String) {
        // Over the text's own buffer when it has one: the view's iterator took about ten instructions a byte.
        let added: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in for byte in bytes { add(byte) } }
        if added == nil { for byte in text.utf8 { add(byte) } }
    }

    /// The decimal digits of `number`, as `"\(number)"` would write them, with no `String` made.
    mutating func add(decimal number: UInt64) {
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // up to 20 digits, last first, a byte each
        var count = 0
        var rest = number
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[count] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                count += 1
            } while rest > 0
            for position in stride(from: count - 1, through: 0, by: -1) { add(buffer[position]) }
        }
    }

    /// Sixteen lowercase hex digits, zero-padded: written into the string's own storage (formatting
    /// the number with a radix, then padding it, made two strings for each of a run's findings).
    static func hexDigest(_ value: UInt64) -> String {
        String(unsafeUninitializedCapacity: 16) { digits in
            for position in 0..<16 {
                let nibble = UInt8(truncatingIfNeeded: value >> UInt64(60 - 4 * position)) & 0xF
                digits[position] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
            }
            return 16
        }
    }
}
