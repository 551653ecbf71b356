/// `hitchlint debug tokens|outline FILE`: what the engine sees, for when a rule surprises someone.
enum DebugCommand {
    static func run(_ words: [String], output: inout OutputStream, errors: inout OutputStream) -> Int32 {
        if words.count == 2 && words[0] == "generate-rule-docs" {
            return generateRuleDocs(folder: FilePath(words[1]), output: &output, errors: &errors)
        }
        guard words.count == 2, words[0] == "tokens" || words[0] == "outline" else {
            errors.write("hitchlint: usage: hitchlint debug tokens|outline <file>\n")
            return 2
        }
        let path = FilePath(words[1])
        let bytes: [UInt8]
        if words[1] == "-" {
            bytes = readStandardInput()
        } else {
            switch FileSystem.readFile(path) {
            case .success(let read): bytes = read
            case .failure(let error):
                errors.write("hitchlint: \(error.description)\n")
                return 2
            }
        }
        let source = SourceFile(path: path, bytes: bytes)
        output.write(words[0] == "tokens" ? tokenListing(source) : outline(source))
        return 0
    }

    static func generateRuleDocs(folder: FilePath, output: inout OutputStream, errors: inout OutputStream) -> Int32 {
        var documents: [String: String] = [:]
        for id in RuleRegistry.ids {
            switch FileSystem.readFile(folder.appending(Array("\(id).md".utf8))) {
            case .success(let bytes): documents[id] = String(decoding: bytes, as: UTF8.self)
            case .failure(let error):
                errors.write("hitchlint: \(error.description)\n")
                return 2
            }
        }
        output.write(RuleDocsGenerator.source(documents: documents))
        return 0
    }

    /// `byte_offset<TAB>byte_length<TAB>kind<TAB>text`, one piece per line, covering the whole file.
    static func tokenListing(_ source: SourceFile) -> String {
        var text = ""
        for piece in Tokenizer.tokenize(source.bytes).pieces {
            let slice = Array(source.bytes[piece.startOffset..<piece.endOffset])
            text += "\(piece.start)\t\(piece.length)\t\(piece.kind.name)\t\(escapedTokenText(slice))\n"
        }
        return text
    }

    /// `\n`, `\r`, `\t`, `\\` escaped, and bytes that are not UTF-8 as `\xNN`.
    static func escapedTokenText(_ bytes: [UInt8]) -> String {
        Escaping.printable(bytes)
    }

    static func outline(_ source: SourceFile) -> String {
        let file = SyntaxFile(source: source)
        let viewCode = file.viewCode()
        var text = "declarations:\n"
        var depth: [Int] = []
        for (index, declaration) in file.declarations.enumerated() {
            let level = declaration.parent >= 0 ? depth[declaration.parent] + 1 : 0
            depth.append(level)
            let position = source.position(ofOffset: file.tokens[declaration.keyword].startOffset)
            var line = String(repeating: "  ", count: level + 1) + declaration.kind.keyword
            if declaration.name >= 0 { line += " " + file.text(declaration.name) }
            if !declaration.inherited.isEmpty { line += ": " + file.listed(declaration.inherited).map { file.text($0) }.joined(separator: ", ") }
            if !declaration.typeRange.isEmpty { line += " -> " + file.text(declaration.typeRange) }
            if !declaration.attributes.isEmpty {
                line += "  attributes: " + file.listed(declaration.attributes).map { "@" + file.text($0) }.joined(separator: " ")
            }
            if declaration.isStaticMember { line += "  static" }
            line += "  line \(position.line)"
            if let unit = viewCode.units.first(where: { $0.declaration == index }) {
                line += "  [unit: \(unit.role)]"
            }
            text += Escaping.printable(line) + "\n"
        }
        text += "view code:\n"
        for index in file.tokens.indices where file.tokens[index].kind == .leftBrace && viewCode.flags[index].contains(.evaluated) {
            guard file.braceRoles[index] == .closure else { continue }
            let owner = file.closureOwner(index)
            guard owner.callee >= 0 else { continue }
            let inside = index + 1 < file.tokens.count ? viewCode.flags[index + 1] : []
            let position = source.position(ofOffset: file.tokens[index].startOffset)
            var marks: [String] = []
            if inside.contains(.row) { marks.append("row") }
            if inside.contains(.element) { marks.append(inside.contains(.eager) ? "per-element of a plain stack" : "per-element") }
            if inside.contains(.presentation) { marks.append("presentation") }
            if inside.contains(.menuContent) { marks.append("menu, tab or pane") }
            if inside.contains(.scrolled) && !inside.contains(.row) { marks.append("scrolled") }
            if !inside.contains(.evaluated) { marks.append("deferred") }
            let label = owner.label >= 0 ? " " + file.text(owner.label) + ":" : ""
            text += "  \(position.line):\(position.utf8Column) \(Escaping.printable(file.text(owner.callee)))\(label) { } "
                + (marks.isEmpty ? "view code" : marks.joined(separator: ", ")) + "\n"
        }
        return text
    }
}
