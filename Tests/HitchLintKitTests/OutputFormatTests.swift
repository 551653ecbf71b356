import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import HitchLintKit
import Testing

/// A small project whose findings exercise every format's hard parts: a line with emoji and CJK before
/// the finding (each format's column unit), a file name holding a newline and `::error`, a message that
/// quotes code holding `%`, `::`, `,` and quotes, and a fixable finding.
func makeFormatFixture() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write(".hitchlint.json", "{}\n")
    try folder.write("Views/FeedRow.swift", """
        import SwiftUI

        struct FeedRow: View {
            let item: FeedItem
            var body: some View {
                HStack { Text("🙂 你好 \\(item.title)"); Text(item.date.formatted()) }
            }
        }

        """)
    try folder.write("Views/FeedList.swift", """
        import SwiftUI

        struct FeedItem: Identifiable {
            let id: Int
            let title: String
            let date: Date
        }

        struct FeedList: View {
            let items: [FeedItem]
            var body: some View {
                List {
                    ForEach(Array(items.enumerated()), id: \\.offset) { _, item in FeedRow(item: item) }
                }
            }
        }

        """)
    try folder.write("x\n::error file=Forged.swift,line=1::forged.swift", """
        import SwiftUI

        struct Tags: View {
            let tags: [String]
            var body: some View {
                ForEach(tags.filter { $0 != "%0A::error,\\"x\\"" }.indices, id: \\.self) { i in Text(tags[i]) }
            }
        }

        """)
    try folder.write("Clean.swift", "struct Clean {}\n")
    return folder
}

/// Three hundred files with a finding each: a text report of about 160 KB, several of the reporters'
/// 64 KB pieces, larger than a pipe's buffer.
func makeLargeReportFixture() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    for index in 0..<300 {
        try folder.write("Screen\(index).swift", """
            struct Screen\(index): View {
                let rows: [String]
                var body: some View { List(rows.indices, id: \\.self) { i in Text(rows[i]) } }
            }

            """)
    }
    return folder
}

@Suite("Output formats")
struct OutputFormatTests {
    static let formats = OutputFormat.allCases.map(\.rawValue)
    static let updatesGoldens = ProcessInfo.processInfo.environment["HITCHLINT_UPDATE_GOLDEN"] == "1"

    func compare(_ output: String, golden name: String) throws {
        let url = Package.root.appendingPathComponent("Tests/HitchLintKitTests/Golden/\(name)")
        if Self.updatesGoldens { try Data(output.utf8).write(to: url) }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(output == expected, "golden \(name) differs (HITCHLINT_UPDATE_GOLDEN=1 swift test rewrites it)")
    }

    @Test("golden output with findings", arguments: formats)
    func findings(format: String) throws {
        let folder = try makeFormatFixture()
        let result = try runHitchLint(["--format", format, "."], in: folder.url)
        #expect(result.status == 1)
        try compare(result.standardOutput, golden: "findings.\(format)")
    }

    @Test("golden output of a finding-free run", arguments: formats)
    func clean(format: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("Clean.swift", "struct Clean {}\n")
        let result = try runHitchLint(["--format", format, "."], in: folder.url)
        #expect(result.status == 0)
        try compare(result.standardOutput, golden: "clean.\(format)")
    }

    @Test("byte-identical across runs and --jobs values", arguments: formats)
    func deterministic(format: String) throws {
        let folder = try makeFormatFixture()
        let first = try runHitchLint(["--format", format, "--jobs", "1", "."], in: folder.url).outputBytes
        let second = try runHitchLint(["--format", format, "--jobs", "2", "."], in: folder.url).outputBytes
        let third = try runHitchLint(["--format", format, "--jobs", "7", "."], in: folder.url).outputBytes
        #expect(first == second && second == third)
    }

    /// A report of thousands of findings reaches its output in pieces of about 64 KB, made as they
    /// go: no format holds the whole document (as text or as values) before writing it (the goldens
    /// check what the pieces add up to).
    @Test("every format writes a large report in bounded pieces", arguments: OutputFormat.allCases)
    func writtenInPieces(format: OutputFormat) throws {
        let position = SourceFile(path: FilePath("Row.swift"), bytes: Array("let a = 1\n".utf8)).position(ofOffset: 4)
        let diagnostics = (0..<3_000).map { index in
            Diagnostic(path: FilePath("Sources/Feature\(index / 10)/Row\(index).swift"), ruleID: "format-in-body",
                       category: .bodyCost, severity: .warning,
                       message: "`DateFormatter()` is created for every row \(index) \"quoted\" \u{2028} each time",
                       start: position, end: position)
        }
        // And as many files that could not be read: a run over a folder of binaries.
        let errors = (0..<3_000).map { index in
            LintError(path: FilePath("Assets/Blob\(index).swift"), summary: "skipped", reason: "binary file", isNotice: true)
        }
        let report = Report(result: LintResult(diagnostics: diagnostics, errors: errors, filesLinted: 3_000,
                                               lintedPaths: diagnostics.map { $0.path }))
        var pieces: [[UInt8]] = []
        format.reporter.write(report) { pieces.append($0) }
        #expect(pieces.count > 3, "\(pieces.map(\.count))")
        #expect(pieces.allSatisfy { $0.count < 65_536 + 16_384 }, "\(pieces.map(\.count))")
    }

    /// A large text report is written on several cores, a batch of findings each, each core handing its
    /// batch on in turn: the same bytes as on one, in pieces as bounded.
    @Test("a text report written on several cores is the one written on one", arguments: [2, 3])
    func textReportOnSeveralCores(threads: Int) {
        let position = SourceFile(path: FilePath("Row.swift"), bytes: Array("let a = 1\n".utf8)).position(ofOffset: 4)
        let diagnostics = (0..<12_000).map { index in
            Diagnostic(path: FilePath("Sources/Feature\(index / 7)/Row\(index / 3).swift"), ruleID: "format-in-body",
                       category: .bodyCost, severity: index % 5 == 0 ? .note : .warning,
                       message: "`DateFormatter()` is created for every row \(index) \"quoted\" \u{7} each time",
                       start: position, end: position)
        }
        var oneCore: [UInt8] = []
        TextReporter().report(diagnostics, sourceLine: { _ in nil }) { oneCore += $0 }
        var pieces: [[UInt8]] = []
        TextReporter(threads: threads).report(diagnostics, sourceLine: { _ in nil }) { pieces.append($0) }
        let severalCores = Array(pieces.joined())
        let common = min(severalCores.count, oneCore.count)
        let firstDifference = (0..<common).first { severalCores[$0] != oneCore[$0] } ?? common
        let isSame = severalCores == oneCore
        #expect(isSame, "\(severalCores.count) bytes against \(oneCore.count), first different at \(firstDifference)")
        #expect(pieces.count > 6 && pieces.allSatisfy { $0.count < 65_536 + 16_384 }, "\(pieces.map(\.count))")
    }

    /// A report written on several cores keeps its order (`Turns`): through the command line, whose threads
    /// are its own (a test process's shared threads may run every batch on one), a lint's report on two
    /// cores is the one on one core, byte for byte, in every format (batches of 512 findings, or files).
    @Test("a large report of a lint on two cores is the one on one core, in every format")
    func largeReportOnTwoCores() throws {
        let folder = try TemporaryFolder()
        try folder.write(".hitchlint.json", "{}\n")
        let loops = String(repeating: "            ForEach(0..<items.count, id: \\.self) { index in Text(items[index]) }\n", count: 4)
        // Four findings a file: the first batch's 512 all in files of long names (first in path order),
        // the next batches' in short ones, quicker to write: a core done with one of those first must
        // still wait for the first batch to be handed on. (Checkstyle and JUnit: a batch of 512 files,
        // then a smaller one.)
        for index in 0..<600 {
            let name = index < 128 ? "A" + String(repeating: "x", count: 200) + "\(index)" : "B\(index)"
            try folder.write("Feeds/\(name).swift", """
                import SwiftUI

                struct Feed\(index): View {
                    let items: [String]
                    var body: some View {
                        List {
                \(loops)        }
                    }
                }

                """)
        }
        for format in [["--no-color"], ["--format", "sarif"], ["--format", "json"], ["--format", "gitlab"], ["--format", "github"],
                       ["--format", "checkstyle"], ["--format", "junit"]] {
            let arguments = ["--no-cache", "--exit-zero"] + format + ["."]
            let oneCore = try runHitchLint(["--jobs", "1"] + arguments, in: folder.url).outputBytes
            let twoCores = try runHitchLint(["--jobs", "2"] + arguments, in: folder.url).outputBytes
            #expect(oneCore.count > 2_400 * 60, "\(format): \(oneCore.count) bytes")
            let isSame = oneCore == twoCores
            #expect(isSame, "\(format): \(twoCores.count) bytes against \(oneCore.count)")
        }
    }

    /// A large report's findings are written on several cores, a batch each (in JSON documents, after the
    /// first, which opens their array; in Checkstyle's and JUnit's, a batch of files), each batch handed
    /// on in turn: the same document as on one core, byte for byte, whatever the findings hold (a SARIF
    /// fix nests arrays four deep), and a valid one.
    @Test("a SARIF, JSON, GitLab, GitHub, Checkstyle or JUnit report written on several cores is the one written on one",
          arguments: [OutputFormat.sarif, .json, .gitlab, .github, .checkstyle, .junit], [2, 3])
    func reportOnSeveralCores(format: OutputFormat, threads: Int) throws {
        // Around a batch's size (512) too: one more, whose first item opens a JSON array before the batch.
        for count in [512, 513, 514, 1_025] { try reportOnSeveralCores(format: format, threads: threads, count: count, checksPieces: false) }
        try reportOnSeveralCores(format: format, threads: threads, count: 3_000, checksPieces: true)
    }

    func reportOnSeveralCores(format: OutputFormat, threads: Int, count: Int, checksPieces: Bool) throws {
        let source = SourceFile(path: FilePath("Row.swift"), bytes: Array("let a = 1\n".utf8))
        let position = source.position(ofOffset: 4)
        let diagnostics = (0..<count).map { index in
            Diagnostic(path: FilePath("Sources/Feature \(index / 7)/Row\(index / 3).swift"), ruleID: "format-in-body",
                       category: .bodyCost, severity: index % 5 == 0 ? .note : .warning,
                       message: "`DateFormatter()` is created for every row \(index) \"quoted\" \u{7} each time",
                       start: position, end: position,
                       fix: index % 4 == 0 ? Fix(title: "Hoist it", applicability: .unsafe,
                                                 edits: [TextEdit(range: 4..<5, replacement: "2", in: source)]) : nil)
        }
        let errors = [LintError(path: FilePath("Blob.swift"), summary: "skipped", reason: "binary file", isNotice: true)]
        let report = Report(result: LintResult(diagnostics: diagnostics, errors: errors, filesLinted: 1_000))
        var oneCore: [UInt8] = []
        format.reporter.write(report) { oneCore += $0 }
        var pieces: [[UInt8]] = []
        format.reporter(threads: threads).write(report) { pieces.append($0) }
        let severalCores = Array(pieces.joined())
        let isSame = severalCores == oneCore
        #expect(isSame, "\(count) findings: \(severalCores.count) bytes against \(oneCore.count)")
        if checksPieces { #expect(pieces.count > 6 && pieces.allSatisfy { $0.count < 65_536 + 16_384 }, "\(pieces.map(\.count))") }
        guard [.sarif, .json, .gitlab].contains(format) else { return }
        let json = try JSONSerialization.jsonObject(with: Data(severalCores))
        let findings = switch format {
        case .sarif: ((json as? [String: Any])?["runs"] as? [[String: Any]])?.first?["results"] as? [Any]
        case .json: (json as? [String: Any])?["findings"] as? [Any]
        default: json as? [Any]
        }
        #expect(findings?.count == count)
    }

    /// Strings are escaped a run of bytes at a time: every character that needs it, at every place
    /// in a run, comes back unchanged from a JSON parser, and no raw control character, U+2028 or
    /// U+2029 is left in the document.
    @Test("JSON strings read back as they were, whatever they hold and wherever")
    func jsonStringsRoundTrip() throws {
        let specials = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }
            + ["\"", "\\", "\u{7F}", "\u{2028}", "\u{2029}", "\u{2027}", "\u{202A}", "é", "你", "🙂", "/"]
        for special in specials {
            for place in [0, 1, 7, 8, 9] {
                let text = String(repeating: "a", count: place) + special + "b\u{2028}" + special
                let document = JSONValue.array([.string(text)]).rendered()
                #expect(!document.unicodeScalars.contains { $0.value < 0x0A || (0x0B..<0x20).contains($0.value) || $0.value == 0x7F || $0.value == 0x2028 || $0.value == 0x2029 })
                let parsed = try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String]
                #expect(parsed == [text], "\(special.unicodeScalars.map { $0.value }) at \(place)")
            }
        }
    }

    /// Messages are escaped for XML a run of bytes at a time: every character that needs it, at every
    /// place, reads back from an XML parser as it was — less what XML 1.0 cannot hold (C0 controls but
    /// tab, line feed and carriage return; U+FFFE and U+FFFF), which is dropped.
    @Test("XML messages read back as they were, less what XML cannot hold", arguments: [OutputFormat.checkstyle, .junit])
    func xmlMessagesRoundTrip(format: OutputFormat) throws {
        let specials = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }
            + ["&", "<", ">", "\"", "'", "\u{FFFE}", "\u{FFFF}", "\u{FFFD}", "\u{7F}", "é", "🙂"]
        let messages = specials.flatMap { special in
            [0, 1, 7, 8].map { String(repeating: "a", count: $0) + special + "b" + special }
        }
        let position = SourceFile(path: FilePath("Row.swift"), bytes: Array("let a = 1\n".utf8)).position(ofOffset: 4)
        let diagnostics = messages.enumerated().map { index, message in
            Diagnostic(path: FilePath("Row\(index).swift"), ruleID: "format-in-body", category: .bodyCost,
                       severity: .warning, message: message, start: position, end: position)
        }
        let report = Report(result: LintResult(diagnostics: diagnostics, filesLinted: diagnostics.count))
        let reader = MessageAttributes(element: format == .checkstyle ? "error" : "failure")
        let parser = XMLParser(data: Data(format.reporter.render(report).utf8))
        parser.delegate = reader
        #expect(parser.parse(), "\(String(describing: parser.parserError))")
        let expected = messages.map { message in
            String(String.UnicodeScalarView(message.unicodeScalars.filter { scalar in
                !(scalar.value < 0x20 && ![0x09, 0x0A, 0x0D].contains(scalar.value)) && scalar.value != 0xFFFE && scalar.value != 0xFFFF
            }))
        }
        #expect(reader.messages.sorted() == expected.sorted())  // the reports list files in path order
    }

    /// Numbers are written digit by digit in place, not through `String`: every size and sign reads back.
    @Test("JSON numbers are written as Swift prints them, at every size and sign")
    func jsonNumbers() {
        let numbers = [0, 1, 9, 10, 99, 100, 12_345, -1, -10, -987_654_321, Int(Int32.max), Int.max, Int.min]
            + (0..<19).map { power in (0..<power).reduce(1) { product, _ in product * 10 } - 1 }
        let document = JSONValue.array(numbers.map { .integer($0) }).rendered()
        #expect(document == "[\n" + numbers.map { "  \($0)" }.joined(separator: ",\n") + "\n]\n")
    }

    /// Escaping passes over eight plain bytes at a time. It must change nothing: each format escapes a
    /// string exactly as it escapes each of its characters alone (every escape stands for one whole
    /// character), whatever sits at whichever place of a word. Random strings, mostly plain text with
    /// every character some format escapes, against the same strings a character at a time.
    @Test("escaping a word at a time escapes what a character at a time does, in every format")
    func escapingByWordsMatchesByCharacters() throws {
        let plain = Array("abcdefghijklmnopqrstuvwxyz ABC.0123456789-_/()`".unicodeScalars)
        let special = (0..<0x20).map { UnicodeScalar(UInt8($0)) } + Array("\"\\\u{7F}%:,&<>'\u{2027}\u{2028}\u{2029}\u{202A}é你🙂\u{FFFD}\u{FFFE}\u{FFFF}".unicodeScalars)
        var generator = SplitMix64(state: 2026)
        let texts = (0..<300).map { _ in
            String(String.UnicodeScalarView((0..<Int(generator.next() % 40)).map { _ in
                generator.next() % 5 == 0 ? special[Int(generator.next() % UInt64(special.count))]
                    : plain[Int(generator.next() % UInt64(plain.count))]
            }))
        }
        // What each format makes of a string: a JSON string's content, a Checkstyle message attribute,
        // a GitHub workflow command's message (data) and file (a property).
        let position = SourceFile(path: FilePath("Row.swift"), bytes: Array("let a = 1\n".utf8)).position(ofOffset: 4)
        func rendered(_ format: OutputFormat, _ text: String) -> String {
            let diagnostic = Diagnostic(path: FilePath("d/" + text), ruleID: "format-in-body", category: .bodyCost,
                                        severity: .warning, message: text, start: position, end: position)
            return format.reporter.render(Report(result: LintResult(diagnostics: [diagnostic], filesLinted: 1)))
        }
        func between(_ text: String, _ start: String, _ end: String) -> String {
            guard let from = text.range(of: start), let to = text.range(of: end, range: from.upperBound..<text.endIndex) else {
                return "<\(start)…\(end) not found in \(text)>"
            }
            return String(text[from.upperBound..<to.lowerBound])
        }
        let escapings: [(name: String, escape: (String) -> String)] = [
            ("JSON", { String(JSONValue.string($0).rendered().dropFirst().dropLast(2)) }),
            ("XML attribute", { between(rendered(.checkstyle, $0), " message=\"", "\" source=") }),
            ("workflow data", { between(rendered(.github, $0), "format-in-body::", " [format-in-body]") }),
            ("workflow property", { between(rendered(.github, $0), "file=d/", ",line=") }),
        ]
        for (name, escape) in escapings {
            var alone: [UnicodeScalar: String] = [:]
            for text in texts {
                let expected = text.unicodeScalars.map { scalar in
                    if let known = alone[scalar] { return known }
                    let escaped = escape(String(scalar))
                    alone[scalar] = escaped
                    return escaped
                }.joined()
                #expect(escape(text) == expected, "\(name): \(text.unicodeScalars.map { $0.value })")
            }
        }
        // Written from its parts (the message, then the rule), not joined first: escaped as JSON is.
        for text in texts {
            let description = between(rendered(.gitlab, text), "\"description\": \"", " [format-in-body]\",")
            #expect(description == escapings[0].escape(text), "GitLab: \(text.unicodeScalars.map { $0.value })")
        }
    }

    /// A rule's SARIF `fullDescription` is its doc's first paragraph that is not a header, its lines
    /// joined: found on bytes, as characters find it (`\r\n` is one character, which ends neither a
    /// paragraph nor a line; `#` with a combining mark is not a header).
    @Test("SARIF rule descriptions: the first paragraph that is not a header, split as characters split")
    func sarifRuleDescriptions() throws {
        let cases: [(doc: String, expected: String)] = [
            ("# Title\n\n**Fix**: soon\n\nThe first\nparagraph.\n\nThe second.", "The first paragraph."),
            ("# Title\n\n\nThird line feed\nstarts it", "Third line feed starts it"),
            ("a\r\nb", "a\r\nb"),
            ("x\r\n\nb", "x\r\n b"),
            ("#\u{301} x\n\nB", "#\u{301} x"),
            ("**\u{301}x\n\nB", "**\u{301}x"),
            ("# Only a header", "# Only a header"),  // no paragraph: the summary itself
            ("é—你 🙂\n\n", "é—你 🙂"),
        ]
        let rules = cases.enumerated().map { index, example in
            RuleDescription(id: "custom-\(index)", category: .text, summary: example.doc)
        }
        let document = SARIFReporter().render(Report(result: LintResult(diagnostics: [], filesLinted: 0), rules: rules))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any])
        let driver = ((json["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any]
        let descriptions = (driver?["rules"] as? [[String: Any]] ?? []).map {
            ($0["fullDescription"] as? [String: Any])?["text"] as? String
        }
        #expect(descriptions == cases.map { $0.expected })
    }

    @Test("SARIF validates against the official 2.1.0 schema, with and without findings and errors")
    func sarifSchema() throws {
        // The official schema sits in `shared/` beside the repository (CI lays a copy there).
        let candidates = [Package.root.appendingPathComponent("../shared/schemas/sarif-schema-2.1.0.json").standardized,
                          URL(fileURLWithPath: "/work/shared/schemas/sarif-schema-2.1.0.json")]
        let location = try #require(candidates.first { FileManager.default.fileExists(atPath: $0.path) },
                                    "the SARIF 2.1.0 schema is not beside the repository (../shared/schemas)")
        let schema = try JSONSchemaValidator(schemaAt: location)
        let folder = try makeFormatFixture()
        for arguments in [["--format", "sarif", "."], ["--format", "sarif", "Clean.swift"], ["--format", "sarif", ".", "Missing.swift"]] {
            let result = try runHitchLint(arguments, in: folder.url)
            let document = try JSONSerialization.jsonObject(with: result.outputBytes)
            #expect(schema.validate(document) == [], "\(arguments)")
        }
        let withError = try runHitchLint(["--format", "sarif", "Missing.swift"], in: folder.url)
        #expect(withError.status == 2)
        #expect(withError.standardOutput.contains("\"toolExecutionNotifications\": [\n            {\n              \"level\": \"error\""))
    }

    @Test("no file name or code can inject a GitHub workflow command")
    func githubInjection() throws {
        let folder = try makeFormatFixture()
        let result = try runHitchLint(["--format", "github", "."], in: folder.url)
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 4)
        for line in lines {
            #expect(line.hasPrefix("::warning file=") || line.hasPrefix("::notice file="))
            // The properties end at the first `::`; nothing from the file may contain `:` or `,` there.
            let properties = line.dropFirst(2).components(separatedBy: "::")[0]
            #expect(properties.split(separator: ",").count == 6, "\(properties)")
            #expect(!properties.contains(":") && !properties.contains("\n"))
        }
        // Machine-readable formats stay valid documents.
        for format in ["json", "gitlab", "sarif"] {
            let output = try runHitchLint(["--format", format, "."], in: folder.url).outputBytes
            #expect((try? JSONSerialization.jsonObject(with: output)) != nil, "\(format)")
        }
        for format in ["checkstyle", "junit"] {
            let output = try runHitchLint(["--format", format, "."], in: folder.url).outputBytes
            let parser = XMLParser(data: output)
            #expect(parser.parse(), "\(format): \(String(describing: parser.parserError))")
        }
    }

    @Test("GITHUB_ACTIONS picks the github format and appends a step summary")
    func githubActions() throws {
        let folder = try makeFormatFixture()
        let summary = folder.url.appendingPathComponent("summary.md")
        try Data("earlier step\n".utf8).write(to: summary)
        let result = try runHitchLint(["."], in: folder.url, environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary.path])
        #expect(result.standardOutput.hasPrefix("::"))
        let text = try String(contentsOf: summary, encoding: .utf8)
        #expect(text.hasPrefix("earlier step\n### hitchlint\n"))
        #expect(text.contains("| Location | Severity | Rule | Finding |"))
        #expect(!text.contains("\n::"))
    }

    @Test("--statistics counts findings per rule")
    func statistics() throws {
        let folder = try makeFormatFixture()
        let result = try runHitchLint(["--statistics", "."], in: folder.url)
        #expect(result.standardOutput == "2  format-in-body\n2  index-based-id\n4  total\n")
    }

    @Test("--output-file writes the report there")
    func outputFile() throws {
        let folder = try makeFormatFixture()
        let result = try runHitchLint(["--format", "json", "--output-file", "report.json", "."], in: folder.url)
        #expect(result.standardOutput.isEmpty)
        let written = try Data(contentsOf: folder.url.appendingPathComponent("report.json"))
        #expect(String(decoding: written, as: UTF8.self).contains("\"schemaVersion\": 1"))
    }

    /// The text report reaches a file in pieces, through a temporary file renamed into place: the file
    /// holds what standard output would, and nothing else is left in the folder.
    @Test("--output-file: a report of many pieces, put in place whole")
    func outputFileInPieces() throws {
        let folder = try makeLargeReportFixture()
        let printed = try runHitchLint(["."], in: folder.url)
        #expect(printed.outputBytes.count > 2 * 65_536)  // three of the reporter's pieces
        try folder.write("report.txt", "an older report\n")
        let written = try runHitchLint(["--output-file", "report.txt", "."], in: folder.url)
        #expect(written.status == 1)
        #expect(written.standardOutput.isEmpty)
        #expect(try Data(contentsOf: folder.url.appendingPathComponent("report.txt")) == printed.outputBytes)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(!names.contains { $0.contains("hitchlint-") }, "\(names.filter { !$0.hasPrefix("Screen") })")
    }

    /// `/dev/stdout` is the descriptor the linter was given, as it was opened: a log it appends to
    /// keeps its earlier lines (found by name, the log would have been replaced by the report).
    @Test("--output-file /dev/stdout appends to a log as standard output was opened")
    func outputFileToStandardOutput() throws {
        let folder = try makeFormatFixture()
        let log = try folder.write("lint.log", "an earlier line\n")
        let descriptor = open(log.path, O_WRONLY | O_APPEND)
        #expect(descriptor >= 0)
        let process = Process()
        process.executableURL = Package.executable
        process.arguments = ["--output-file", "/dev/stdout", "."]
        process.currentDirectoryURL = folder.url
        process.standardOutput = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        let text = String(decoding: try Data(contentsOf: log), as: UTF8.self)
        #expect(text.hasPrefix("an earlier line\nViews/FeedList.swift:13:13: warning:"), "\(text.prefix(200))")
    }

    /// Started with standard output closed, the linter gets `/dev/null` there: otherwise the first
    /// descriptor it opened for itself took number 1, and the report was written into that.
    @Test("standard output closed: the report goes nowhere, and the exit code stays honest", arguments: [[], ["--output-file", "/dev/stdout"]])
    func standardOutputClosed(arguments: [String]) throws {
        let folder = try makeFormatFixture()
        let result = try runHitchLint(arguments + ["."], in: folder.url, launcher: ["/bin/sh", "-c", "exec \"$0\" \"$@\" >&-"])
        #expect(result.status == 1, "\(result.standardError)")
        #expect(!result.standardError.contains("cannot write"), "\(result.standardError)")
    }

    /// A reader that stops early (`| head`) ends the report quietly, whether it was written to standard
    /// output or to `/dev/stdout` by name.
    @Test("a reader that leaves early: no error, the findings' exit code", arguments: [[], ["--output-file", "/dev/stdout"]])
    func readerLeavesEarly(arguments: [String]) throws {
        let folder = try makeLargeReportFixture()
        let script = "set -o pipefail; \"$0\" \"$@\" | head -c 10 > /dev/null"
        let result = try runHitchLint(arguments + ["."], in: folder.url, launcher: ["/bin/bash", "-c", script])
        #expect(result.status == 1, "\(result.standardError)")
        #expect(!result.standardError.contains("cannot write"), "\(result.standardError)")
    }

    /// Renamed over, a pipe or a device (`-o /dev/null`, `-o /dev/stdout`, a shell's `>(…)`) would
    /// become a plain file — `/dev/null` itself for a run as root. Shown with a pipe in the test folder.
    @Test("--output-file to a pipe writes into it, and leaves it a pipe")
    func outputFileToPipe() throws {
        let folder = try makeFormatFixture()
        let pipe = folder.url.appendingPathComponent("report.pipe").path
        let reader = try HeldPipe(at: pipe)
        let result = try runHitchLint(["--output-file", "report.pipe", "."], in: folder.url)
        #expect(result.status == 1, "\(result.standardError)")
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = read(reader.descriptor, &buffer, buffer.count)
        #expect(String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self).contains("Views/FeedRow.swift:6:68: warning:"))
        var info = stat()
        #expect(lstat(pipe, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(!names.contains { $0.contains("hitchlint-") })
    }
}

/// The `message` attribute of every element of one name, in document order.
private final class MessageAttributes: NSObject, XMLParserDelegate {
    let element: String
    var messages: [String] = []

    init(element: String) { self.element = element }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        if elementName == element, let message = attributes["message"] { messages.append(message) }
    }
}
