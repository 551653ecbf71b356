import HitchLintKit

/// One file of many copies of a rule's documented examples (`RuleDocs`), each copy's types renamed
/// (`Row` → `Row7x`) and its members not: many types whose members share names is what one large file of
/// an app holds, and what a question asked of each name by a scan of the whole file makes quadratic.
enum RuleExampleCopies {
    static func file(ruleID: String, copies: Int) -> [UInt8] {
        let code = swiftBlocks(RuleDocs.documents[ruleID] ?? "")
        let typeNames = declaredTypeNames(code)
        var file: [UInt8] = []
        for copy in 0..<copies {
            let suffix = Array("\(copy)x".utf8)
            forEachWord(code) { word, isIdentifier in
                file += word
                if isIdentifier && typeNames.contains(Array(word)) { file += suffix }
            }
            file.append(UInt8(ascii: "\n"))
        }
        return file
    }

    /// The text of the document's ```swift blocks, one after another.
    static func swiftBlocks(_ document: String) -> [UInt8] {
        var code: [UInt8] = []
        var inBlock = false
        for line in document.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inBlock = !inBlock && line == "```swift"
                continue
            }
            if inBlock { code += Array(line.utf8) + [UInt8(ascii: "\n")] }
        }
        return code
    }

    /// The names after `struct`, `class`, `enum`, `protocol`, `actor` and `typealias`.
    static func declaredTypeNames(_ code: [UInt8]) -> Set<[UInt8]> {
        let introducers: Set<[UInt8]> = Set(["struct", "class", "enum", "protocol", "actor", "typealias"].map { Array($0.utf8) })
        var names: Set<[UInt8]> = []
        var previous: [UInt8] = []
        forEachWord(code) { word, isIdentifier in
            guard isIdentifier else { return }
            if introducers.contains(previous) { names.insert(Array(word)) }
            previous = Array(word)
        }
        return names
    }

    /// Each run of identifier bytes (letters, digits, `_`) and each other byte, in order.
    static func forEachWord(_ code: [UInt8], _ body: (ArraySlice<UInt8>, _ isIdentifier: Bool) -> Void) {
        func isWordByte(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
        }
        var index = 0
        while index < code.count {
            var end = index + 1
            if isWordByte(code[index]) {
                while end < code.count && isWordByte(code[end]) { end += 1 }
                body(code[index..<end], true)
            } else {
                body(code[index..<end], false)
            }
            index = end
        }
    }
}
