import HitchLintKit
import Testing

/// What `synchronous-io-in-body` says of when the read runs: with the body, when the view is created, or per row.
@Suite("synchronous-io-in-body messages")
struct SynchronousIOTests {
    @Test("a read in an initializer runs when the view is created; in a body at each evaluation; in a row for every row")
    func whenTheReadRuns() {
        let text = """
            import SwiftUI

            struct Credits: View {
                let text: String
                init(path: String) {
                    text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
                }
                var body: some View {
                    Text(text)
                    Text((try? String(contentsOfFile: "/tmp/more.txt", encoding: .utf8)) ?? "")
                }
            }

            struct Files: View {
                let urls: [URL]
                var body: some View {
                    List(urls, id: \\.self) { url in
                        Text("\\((try? Data(contentsOf: url))?.count ?? 0) bytes")
                    }
                }
            }

            """
        let found = lint(text).filter { $0.ruleID == "synchronous-io-in-body" }
        #expect(found.map(\.start.line) == [6, 10, 18])
        #expect(found.map(\.severity) == [.note, .note, .warning])
        #expect(found[0].message.contains("each time the view is created, which happens on every update of its parent"))
        #expect(found[1].message.contains("each time SwiftUI evaluates this view code"))
        #expect(found[2].message.contains("for every row each time the row is evaluated"))
    }
}
