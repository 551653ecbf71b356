@testable import HitchLintKit
import Testing

/// A test target's files (`import XCTest`, `import Testing`, snapshot libraries) build views once to check
/// them and never ship: no finding of theirs, and their harnesses make no app view a row.
@Suite("Test targets' code")
struct TestCodeTests {
    static let badge = (name: "Badge.swift", text: """
        import SwiftUI

        struct Badge: View {
            let date: Date

            var body: some View {
                let formatter = DateFormatter()
                Text(formatter.string(from: date))
            }
        }
        """)

    static func harness(importing module: String) -> (name: String, text: String) {
        (name: "BadgeTests.swift", text: """
            \(module)
            @testable import App
            import SwiftUI

            private struct Harness: View {
                let dates: [Date]

                var body: some View {
                    List(dates, id: \\.self) { date in
                        Badge(date: date)
                        Text(DateFormatter().string(from: date))
                    }
                }
            }
            """)
    }

    @Test("a test file has no finding, and the app view its harness lists stays out of rows",
          arguments: ["import XCTest", "import Testing", "import SnapshotTesting", "import class XCTest.XCTestCase"])
    func harnessIsNotViewCode(module: String) {
        let diagnostics = lint([Self.badge, Self.harness(importing: module)])
        #expect(diagnostics.allSatisfy { $0.path.description == "Badge.swift" })
        // In `body` of a view no list shows: a note, not a row's warning.
        #expect(!diagnostics.isEmpty)
        #expect(diagnostics.allSatisfy { $0.ruleID == "format-in-body" && $0.severity == .note })
    }

    @Test("an import in a comment, or a module merely named like one, makes no test file")
    func onlyRealImportsCount() {
        let commented = Self.harness(importing: "// import XCTest")
        let named = Self.harness(importing: "import XCTestDynamicOverlay")
        for harness in [commented, named] {
            let diagnostics = lint([Self.badge, harness])
            #expect(diagnostics.contains { $0.path.description == "BadgeTests.swift" })
            #expect(diagnostics.contains { $0.path.description == "Badge.swift" && $0.severity == .warning })
        }
    }
}
