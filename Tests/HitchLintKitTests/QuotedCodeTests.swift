@testable import HitchLintKit
import Testing

/// Messages quote code on one line (`RuleContext.oneLine`): a `ForEach`'s data or a `Text`'s call written
/// over several lines reads as one, cut with `…` past a limit. ASCII is joined byte by byte, other text
/// character by character; both must read the same.
@Suite("Code quoted in messages")
struct QuotedCodeTests {
    @Test("line breaks and the blanks around them become one space; blanks within a line stay")
    func joinsLines() {
        #expect(RuleContext.oneLine("items\n    .sorted { $0 < $1 }") == "items .sorted { $0 < $1 }")
        #expect(RuleContext.oneLine("a  +\tb") == "a  +\tb")
        #expect(RuleContext.oneLine("a  \r\n\t  b\rc\n\nd") == "a b c d")
        #expect(RuleContext.oneLine("items.indices  \n") == "items.indices")
        #expect(RuleContext.oneLine("") == "")
    }

    @Test("cut to the limit with an ellipsis, counting characters, not bytes")
    func cutsToLimit() {
        #expect(RuleContext.oneLine("Text(verbatim: longText)", upTo: 10) == "Text(ve…")
        #expect(RuleContext.oneLine("Text(\"日本語の長い文章です\")", upTo: 10) == "Text(\"日…")
        #expect(RuleContext.oneLine("abc", upTo: 3) == "abc")
        #expect(RuleContext.oneLine("abcd", upTo: 2) == "…")
    }

    @Test("any text reads as the character-by-character join has it")
    func matchesCharacterJoin() {
        var generator = SystemRandomNumberGenerator()
        // Blanks with marks on them (` \u{301}`) are not blanks; `\r\n` is one break.
        let pieces = ["a", "Z", "(", " ", "  ", "\t", "\n", "\r", "\r\n", "é", "\u{301}", "日", "🙂"]
        for length in 0..<40 {
            for _ in 0..<50 {
                let code = (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
                for limit in [Int.max, 5, 12] {
                    #expect(RuleContext.oneLine(code, upTo: limit) == RuleContext.oneLine(characters: code, upTo: limit),
                            "\(code.debugDescription) up to \(limit)")
                }
            }
        }
    }
}
