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
}
