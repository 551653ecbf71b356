/// A fixed set of words that tokens are looked up in, kept by length: a token is compared only with
/// the words of its own length. For the lists asked at every closure, call or declaration header,
/// where most tokens are none of the words and a comparison with each word was most of the cost.
struct WordSet: Sendable {
    private let byLength: [[StaticString]]

    init(_ words: [StaticString]) {
        var byLength = Array(repeating: [StaticString](), count: 1 + (words.map(\.utf8CodeUnitCount).max() ?? 0))
        for word in words { byLength[word.utf8CodeUnitCount].append(word) }
        self.byLength = byLength
    }

    func contains(_ token: Token, in bytes: [UInt8]) -> Bool {
        let length = Int(token.length)
        guard length < byLength.count else { return false }
        return byLength[length].contains { bytes.matches(token, $0) }
    }
}

extension SyntaxFile {
    /// Whether token `index` is one of `words`.
    func isText(_ index: Int, in words: WordSet) -> Bool {
        index >= 0 && index < tokens.count && words.contains(tokens[index], in: source.bytes)
    }
}
