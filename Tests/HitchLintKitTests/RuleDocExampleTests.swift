import Foundation
import HitchLintKit
import Testing

/// One fenced `swift` example from a `Rules/<id>.md` document.
struct RuleDocExample: CustomTestStringConvertible, Sendable {
    var document: String
    var isFlagged: Bool
    var ordinal: Int
    /// The example's files (`// file: Name.swift` separates them).
    var files: [(name: String, text: String)]

    var testDescription: String { "\(document) \(isFlagged ? "flagged" : "not flagged") #\(ordinal)" }

    /// `(file, line, rule)` for every `// expect: rule-id` marker.
    var expected: [String] { markers.map(\.finding).sorted() }

    /// The severity a marker names (`// expect: format-in-body (note)`), by its `expected` entry.
    var expectedSeverities: [String: String] {
        Dictionary(markers.compactMap { marker in marker.severity.map { (marker.finding, $0) } }, uniquingKeysWith: { first, _ in first })
    }

    private var markers: [(finding: String, severity: String?)] {
        var result: [(finding: String, severity: String?)] = []
        for file in files {
            for (index, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let marker = line.range(of: "// expect:") else { continue }
                for entry in line[marker.upperBound...].split(separator: ",") {
                    let words = entry.split(separator: " ")
                    let severity = words.count == 2 && words[1].hasPrefix("(") && words[1].hasSuffix(")")
                        ? String(words[1].dropFirst().dropLast()) : nil
                    result.append(("\(file.name):\(index + 1): \(words.first ?? "")", severity))
                }
            }
        }
        return result
    }

    static func load() -> [RuleDocExample] {
        let folder = Package.root.appendingPathComponent("Rules")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var examples: [RuleDocExample] = []
        for name in names.sorted() where name.hasSuffix(".md") {
            guard let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) else { continue }
            examples += parse(document: name, text)
        }
        return examples
    }

    static func parse(document: String, _ text: String) -> [RuleDocExample] {
        var examples: [RuleDocExample] = []
        var section = ""
        var block: [String]? = nil
        var counts = [true: 0, false: 0]
        for line in text.components(separatedBy: "\n") {
            if var lines = block {
                if line.hasPrefix("```") {
                    let isFlagged = section == "Flagged"
                    if section == "Flagged" || section == "Not flagged" {
                        counts[isFlagged, default: 0] += 1
                        examples.append(RuleDocExample(
                            document: document, isFlagged: isFlagged, ordinal: counts[isFlagged]!, files: split(lines)))
                    }
                    block = nil
                } else {
                    lines.append(line)
                    block = lines
                }
                continue
            }
            if line.hasPrefix("## ") { section = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces) }
            if line.hasPrefix("```swift") { block = [] }
        }
        return examples
    }

    static func split(_ lines: [String]) -> [(name: String, text: String)] {
        var files: [(name: String, text: String)] = []
        var name = "Example.swift"
        var current: [String] = []
        for line in lines {
            if line.hasPrefix("// file:") {
                if current.contains(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) {
                    files.append((name, current.joined(separator: "\n") + "\n"))
                }
                name = line.dropFirst("// file:".count).trimmingCharacters(in: .whitespaces)
                current = []
            } else {
                current.append(line)
            }
        }
        files.append((name, current.joined(separator: "\n") + "\n"))
        return files
    }
}

func findings(_ example: RuleDocExample, wrap: (String) -> String = { $0 }) -> [String] {
    let files = example.files.map { ($0.name, wrap($0.text)) }
    return lint(files).map { "\($0.path):\($0.start.line): \($0.ruleID)" }.sorted()
}

@Suite("Rules/*.md examples are the rule spec")
struct RuleDocExampleTests {
    static let examples = RuleDocExample.load()

    @Test("every rule has a document with flagged and not-flagged examples")
    func everyRuleIsDocumented() {
        for id in RuleRegistry.ids {
            let documented = Self.examples.filter { $0.document == "\(id).md" }
            #expect(documented.contains { $0.isFlagged }, "Rules/\(id).md has no flagged example")
            #expect(documented.contains { !$0.isFlagged }, "Rules/\(id).md has no not-flagged example")
        }
    }

    @Test("the example produces exactly its marked findings", arguments: examples)
    func example(_ example: RuleDocExample) {
        #expect(findings(example) == example.expected)
    }

    @Test("a marker that names a severity is a finding of that severity",
          arguments: examples.filter { !$0.expectedSeverities.isEmpty })
    func severity(_ example: RuleDocExample) {
        let files = example.files.map { ($0.name, $0.text) }
        let found = Dictionary(lint(files).map { ("\($0.path):\($0.start.line): \($0.ruleID)", $0.severity.rawValue) },
                               uniquingKeysWith: { first, _ in first })
        for (finding, severity) in example.expectedSeverities {
            #expect(found[finding] == severity, "\(finding)")
        }
    }

    @Test("a flagged example in a block comment produces nothing", arguments: examples.filter(\.isFlagged))
    func inComment(_ example: RuleDocExample) {
        #expect(findings(example) { "/*\n" + $0 + "\n*/\n" } == [])
    }

    @Test("a flagged example in a string literal produces nothing", arguments: examples.filter(\.isFlagged))
    func inString(_ example: RuleDocExample) {
        #expect(findings(example) { "let example = ##\"\"\"\n" + $0 + "\n\"\"\"##\n" } == [])
    }
}
