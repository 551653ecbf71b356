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

    public static func load(_ path: FilePath) -> Result<Set<String>, LintError> {
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
            var fingerprints: Set<String> = []
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
