@testable import HitchLintKit
import Testing

/// Rules remember answers about a file's names by spelling, so that a file of many types whose members
/// share names is checked in linear time: an answer must come back for the same spelling at any token,
/// and never for another spelling, of one token or of a few in a row (`Self.barCount`).
@Suite("Answers remembered by spelling")
struct AnswersBySpellingTests {
    static let file = SyntaxFile(source: SourceFile(path: FilePath("A.swift"), bytes: Array("""
        struct A { static let count = 4; let other = Self.count + Self.other + B.count + Self.count }
        struct B { static let count = 9 }

        """.utf8)))

    /// The indices of the tokens spelled `text`, in order.
    static func tokens(_ text: String) -> [Int] { file.tokens.indices.filter { file.text($0) == text } }

    @Test("one token: the same spelling anywhere shares its answer; another spelling has its own")
    func singleTokens() throws {
        var answers = AnswersBySpelling<Int>()
        var made = 0
        let counts = Self.tokens("count")
        let others = Self.tokens("other")
        try #require(counts.count == 5 && others.count == 2)
        #expect(answers.answer(spelledAs: counts[0], in: Self.file) { made += 1; return 1 } == 1)
        for token in counts.dropFirst() {
            #expect(answers.answer(spelledAs: token, in: Self.file) { made += 1; return 99 } == 1)
        }
        #expect(answers.answer(spelledAs: others[1], in: Self.file) { made += 1; return 2 } == 2)
        #expect(answers.known(spelledAs: others[0], in: Self.file) == 2)
        #expect(made == 2)
    }

    @Test("tokens in a row: `Self.count`, `Self.other` and `B.count` are three spellings, `Self.count` twice one")
    func tokenRuns() throws {
        var answers = AnswersBySpelling<String>()
        // The initial value's `Self.count`, `B.count` and `Self.count` (three tokens each), in order.
        let bounds = Self.tokens("count").dropFirst().filter { Self.file.isKind($0 - 1, .period) }.map { ($0 - 2)...$0 }
        let other = try #require(Self.tokens("other").last)
        try #require(bounds.count == 3)
        let selfCount = Range(bounds[0])
        let typeCount = Range(bounds[1])
        let laterSelfCount = Range(bounds[2])
        let selfOther = (other - 2)..<(other + 1)
        #expect(answers.answer(spelledAs: selfCount, in: Self.file) { "Self.count" } == "Self.count")
        #expect(answers.answer(spelledAs: selfOther, in: Self.file) { "Self.other" } == "Self.other")
        #expect(answers.answer(spelledAs: typeCount, in: Self.file) { "B.count" } == "B.count")
        #expect(answers.answer(spelledAs: laterSelfCount, in: Self.file) { "made again" } == "Self.count")
        // A run is not the same spelling as its last token alone.
        #expect(answers.known(spelledAs: Range(bounds[2].upperBound...bounds[2].upperBound), in: Self.file) == nil)
    }
}
