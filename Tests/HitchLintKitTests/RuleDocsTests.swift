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
