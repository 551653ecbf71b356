/// `hitchlint rules` and `hitchlint explain <rule-id>`.
enum RulesCommand {
    static func listing() -> String {
        var text = ""
        let width = RuleRegistry.ids.map(\.count).max() ?? 0
        for rule in RuleRegistry.all {
            let description = rule.description
            let id = description.id.padding(toLength: width)
            let category = description.category.rawValue.padding(toLength: 10)
            let enabled = description.isEnabledByDefault ? "on " : "off"
            text += "\(id)  \(category)  \(enabled)  \(description.summary)\n"
            if let fix = description.fixSummary { text += String(repeating: " ", count: width + 19) + "fix: \(fix)\n" }
        }
        return text
    }

    static func explain(_ words: [String], output: inout OutputStream, errors: inout OutputStream) -> Int32 {
        guard words.count == 1 else {
            errors.write("hitchlint: usage: hitchlint explain <rule-id>\n")
            return 2
        }
        guard let document = RuleDocs.documents[words[0]] else {
            let suggestion = Suggestions.closest(to: words[0], among: RuleRegistry.ids).map { "; did you mean '\($0)'?" } ?? ""
            errors.write("hitchlint: unknown rule '\(Escaping.printable(words[0]))'\(suggestion)\n")
            return 2
        }
        output.write(document)
        return 0
    }
}

extension String {
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}

/// "Did you mean" for mistyped names.
public enum Suggestions {
    public static func closest(to word: String, among candidates: [String]) -> String? {
        if word.count >= 3, let prefixed = candidates.sorted().first(where: { $0.hasPrefix(word) }) { return prefixed }
        let scored = candidates.map { ($0, distance(word, $0)) }.sorted { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }
        guard let best = scored.first, best.1 <= max(2, word.count / 3) else { return nil }
        return best.0
    }

    /// Levenshtein distance over characters.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
