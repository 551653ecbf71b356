/// A record of accepted findings: `--write-baseline FILE` writes today's, `--baseline FILE` reports
/// only the others. Findings are matched by fingerprint (rule, path in the project, the normalized code
/// around the finding, occurrence), never by line number, so edits elsewhere keep them matched. The file
/// is sorted, diff-friendly JSON.
public enum Baseline {
    public static func render(_ diagnostics: [Diagnostic]) -> String {
        let entries = diagnostics.map { diagnostic -> (String, String, String, Int) in
            (diagnostic.path.description, diagnostic.ruleID, diagnostic.fingerprint, diagnostic.start.line)
        }.sorted { ($0.0, $0.1, $0.2) < ($1.0, $1.1, $1.2) }
        return JSONValue.object([
            ("tool", .string("hitchlint")),
            ("version", .integer(1)),
            ("findings", .array(entries.map { entry in
                .object([
                    ("path", .string(entry.0)), ("rule", .string(entry.1)), ("fingerprint", .string(entry.2)),
                ])
            })),
        ]).rendered()
    }

    /// Fingerprints of accepted findings. Ours, sixteen lowercase hex digits, are kept as numbers: kept as
    /// strings, each held its piece of the file's parsed tree in place (16 MB over the lint's peak for the
    /// corpus's 33,773 findings); any other text, as written.
    public struct Fingerprints: Sendable {
        private var numbers: Set<UInt64> = []
        private var others: Set<String> = []

        public init() {}

        public init<Texts: Sequence<String>>(_ fingerprints: Texts) {
            for fingerprint in fingerprints { insert(fingerprint) }
        }

        public mutating func insert(_ fingerprint: String) {
            if let number = Self.number(fingerprint) { numbers.insert(number) } else { others.insert(fingerprint) }
        }

        public func contains(_ fingerprint: String) -> Bool {
            if let number = Self.number(fingerprint) { return numbers.contains(number) }
            return others.contains(fingerprint)
        }

        public var count: Int { numbers.count + others.count }

        /// The number sixteen lowercase hex digits spell; nil for any other text (`0A…` is not `0a…`).
        private static func number(_ text: String) -> UInt64? {
            guard text.utf8.count == 16 else { return nil }
            var value: UInt64 = 0
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value << 4 | UInt64(byte - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value << 4 | UInt64(byte - UInt8(ascii: "a") + 10)
                default: return nil
                }
            }
            return value
        }
    }

    public static func load(_ path: FilePath) -> Result<Fingerprints, LintError> {
        let bytes: [UInt8]
        switch FileSystem.readFile(path, maximumSize: 256 << 20) {
        case .success(let read): bytes = read
        case .failure(let error): return .failure(error)
        }
        func invalid(_ reason: String) -> LintError { LintError(path: path, summary: "invalid baseline", reason: reason) }
        switch JSON5.parse(bytes) {
        case .failure(let error):
            return .failure(invalid("\(error.line):\(error.column): \(error.message)"))
        case .success(let root):
            guard case .object(let members) = root.value,
                  let findings = members.first(where: { $0.key.value == "findings" })?.value,
                  case .array(let items) = findings.value else {
                return .failure(invalid("expected an object with a \"findings\" array"))
            }
            var fingerprints = Fingerprints()
            for item in items {
                guard case .object(let fields) = item.value,
                      let value = fields.first(where: { $0.key.value == "fingerprint" })?.value,
                      case .string(let fingerprint) = value.value else {
                    return .failure(invalid("\(item.line):\(item.column): each finding needs a \"fingerprint\""))
                }
                fingerprints.insert(fingerprint)
            }
            return .success(fingerprints)
        }
    }
}
