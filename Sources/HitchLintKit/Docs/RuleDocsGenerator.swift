/// Builds `RuleDocs.swift` from `Rules/*.md`, so an installed binary can `explain` a rule with no
/// repository at hand. `hitchlint debug generate-rule-docs Rules` prints it; a test fails when the
/// checked-in file is out of date.
public enum RuleDocsGenerator {
    /// `documents` maps a rule id to its Markdown text.
    public static func source(documents: [String: String]) -> String {
        var text = """
            // Generated from Rules/*.md by `hitchlint debug generate-rule-docs Rules`. Do not edit.

            /// The rule documents, carried by the binary for `hitchlint explain`.
            public enum RuleDocs {
                public static let documents: [String: String] = [

            """
        for id in documents.keys.sorted() {
            let body = documents[id]!
            var hashes = "#"
            while body.contains("\"\"\"" + hashes) || body.contains("\"" + hashes) { hashes += "#" }
            text += "        \"\(id)\": \(hashes)\"\"\"\n\(body.hasSuffix("\n") ? body : body + "\n")\"\"\"\(hashes),\n"
        }
        text += "    ]\n}\n"
        return text
    }
}
