import Foundation
import HitchLintKit
import Testing

/// A project of more than a few files without an index cache has its files opened and read ahead of
/// the index pass's workers, who then read each file through the descriptor opened for it. Every file
/// must still be read whole, as it is, and once.
@Suite("Read ahead")
struct ReadAheadTests {
    static let fileCount = 90

    /// A view whose body makes a formatter (one finding, on line `findingLine(number)`), with `marker`
    /// in a comment.
    static func view(_ number: Int, marker: String = "") -> String {
        """
        import SwiftUI
        \(String(repeating: "\n", count: number % 7))
        // \(marker)
        struct Card\(number): View {
            let date: Date
            var body: some View {
                Text(DateFormatter().string(from: date))
            }
        }

        """
    }

    static func findingLine(_ number: Int) -> Int { 7 + number % 7 }

    @Test("every file is read whole through the descriptors opened ahead", arguments: [1, 2])
    func everyFileRead(jobs: Int) throws {
        let folder = try TemporaryFolder()
        try folder.write(".hitchlint.json", "{ maxFileSize: 4000 }\n")
        for number in 0..<Self.fileCount { try folder.write("Card\(number).swift", Self.view(number)) }
        // Too large: skipped with a notice, its descriptor closed unread.
        try folder.write("Large.swift", Self.view(1000, marker: String(repeating: "x", count: 5000)))
        let result = LintEngine().run(LintRequest(paths: [FilePath(folder.url.path)], jobs: jobs))

        let name = { (path: FilePath?) in path.map { String(decoding: $0.lastComponent, as: UTF8.self) } }
        let found = Set(result.diagnostics.filter { $0.ruleID == "format-in-body" }.compactMap { name($0.path) })
        let expected = Set((0..<Self.fileCount).map { "Card\($0).swift" })
        #expect(found == expected)
        // Each finding where its own file's code has it: no file was read through another's descriptor.
        for diagnostic in result.diagnostics {
            let number = Int(name(diagnostic.path)!.dropFirst("Card".count).dropLast(".swift".count))!
            #expect(diagnostic.start.line == Self.findingLine(number), "\(diagnostic.path)")
        }
        #expect(result.errors.map { name($0.path) } == ["Large.swift"])
        #expect(result.errors.first?.reason.contains("over the maximum of 4000") == true)
    }

    @Test("under a low limit on open files, no file is left unread for files opened ahead")
    func lowOpenFileLimit() throws {
        let folder = try TemporaryFolder()
        let count = 400  // enough that files opened ahead would hold every descriptor left to the workers
        for number in 0..<count { try folder.write("Card\(number).swift", Self.view(number)) }
        let result = try runHitchLint(["--no-cache", "."], in: folder.url,
                                      launcher: ["/bin/sh", "-c", "ulimit -n 24 && exec \"$0\" \"$@\""])
        #expect(result.status == 0, "notes only: \(result.standardError)")
        #expect(!result.standardError.contains("cannot read"))
        #expect(result.standardError.contains("Found \(count) findings"))
    }
}
