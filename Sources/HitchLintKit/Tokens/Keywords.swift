/// Swift's reserved words. Contextual keywords (`some`, `any`, `get`, `willSet` …) stay identifiers,
/// as they do in the compiler's lexer; the parser recognises them by text where they matter.
enum Keywords {
    /// Reserved words grouped by length, so a lookup compares only same-length candidates.
    private static let byLength: [[[UInt8]]] = {
        let words = [
            "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
            "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol", "public",
            "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
            "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
            "return", "throw", "switch", "where", "while", "Any", "as", "false", "is", "nil", "self", "Self",
            "super", "throws", "true", "try", "_",
        ]
        var table = Array(repeating: [[UInt8]](), count: 16)
        for word in words { table[word.utf8.count].append(Array(word.utf8)) }
        return table
    }()

    static func isKeyword(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> Bool {
        guard length < byLength.count else { return false }
        let first = bytes[start]
        for word in byLength[length] where word[0] == first {
            var matches = true
            for offset in 1..<max(length, 1) where word[offset] != bytes[start + offset] {
                matches = false
                break
            }
            if matches { return true }
        }
        return false
    }
}
