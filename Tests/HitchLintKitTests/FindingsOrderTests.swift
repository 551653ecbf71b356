@testable import HitchLintKit
import Testing

/// A lint's findings come file by file, each file's in report order; they are joined into one list on
/// every core the lint may use, each core moving a share of the files' findings into place.
@Suite("Findings joined in order")
struct FindingsOrderTests {
    @Test("files' findings joined on several cores are those joined on one, in order", arguments: [1, 2, 3, 8])
    func joinedInOrder(threads: Int) {
        let position = SourceFile(path: FilePath("Row.swift"), bytes: Array("let a = 1\n".utf8)).position(ofOffset: 4)
        var generator = SystemRandomNumberGenerator()
        // From no file to thousands (a share per core only past a thousand findings), files of one finding
        // to hundreds.
        for fileCount in [0, 1, 7, 300, 2_500] {
            let groups = (0..<fileCount).map { file in
                (0..<Int.random(in: 1...(file % 50 == 0 ? 400 : 4), using: &generator)).map { finding in
                    Diagnostic(path: FilePath("Row\(file).swift"), ruleID: "format-in-body", category: .bodyCost,
                               severity: .warning, message: "finding \(finding) of file \(file)", start: position, end: position)
                }
            }
            var joining = groups
            let joined = LintEngine.joining(&joining, threads: threads)
            let expected = Array(groups.joined())
            #expect(joined.map { $0.message } == expected.map { $0.message }, "\(fileCount) files")
            #expect(joined.map { $0.path } == expected.map { $0.path })
            #expect(joining.allSatisfy { $0.isEmpty })
        }
    }
}
