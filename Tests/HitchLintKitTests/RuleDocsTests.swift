import Foundation
import HitchLintKit
import Testing

@Test("RuleDocs.swift is generated from the current Rules/*.md")
func ruleDocsAreCurrent() throws {
    var documents: [String: String] = [:]
    for id in RuleRegistry.ids {
        documents[id] = try String(contentsOf: Package.root.appendingPathComponent("Rules/\(id).md"), encoding: .utf8)
    }
    let checkedIn = try String(
        contentsOf: Package.root.appendingPathComponent("Sources/HitchLintKit/Docs/RuleDocs.swift"), encoding: .utf8)
    #expect(checkedIn == RuleDocsGenerator.source(documents: documents),
            "run: swift run hitchlint debug generate-rule-docs Rules > Sources/HitchLintKit/Docs/RuleDocs.swift")
    #expect(RuleDocs.documents.keys.sorted() == documents.keys.sorted())
}

@Test("the README's rule table lists every rule, with its category and whether it is on by default")
func readmeListsEveryRule() throws {
    let readme = try String(contentsOf: Package.root.appendingPathComponent("README.md"), encoding: .utf8)
    let rows = readme.split(separator: "\n").filter { $0.hasPrefix("| [`") }
    for rule in RuleRegistry.all {
        let id = rule.description.id
        let row = rows.first { $0.hasPrefix("| [`\(id)`](Rules/\(id).md) |") }
        #expect(row != nil, "README.md: add a row for \(id) to the rule table")
        guard let row else { continue }
        let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(cells.suffix(2) == [rule.description.category.rawValue, rule.description.isEnabledByDefault ? "on" : "off"],
                "README.md: \(id)'s row says \(cells.suffix(2))")
    }
    #expect(rows.count == RuleRegistry.all.count, "README.md's rule table lists a rule that does not exist")
}
