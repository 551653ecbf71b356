import HitchLintKit
import Testing

/// The index keeps a file's names as bytes (`NamePool`): what it makes of unusual names must be what
/// the code says.
@Suite("Index names")
struct IndexNameTests {
    @Test("a backticked name holding NUL bytes is one name: `x\\0View\\0y` does not make a type a view")
    func nulInBacktickedName() {
        let text = """
            import SwiftUI

            struct Widget: Equatable, `x\u{0}View\u{0}y` {
                var body: Text {
                    let formatter = DateFormatter()
                    return Text(formatter.string(from: Date()))
                }
            }

            """
        let findings = lint([(name: "Widget.swift", text: text)])
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    @Test("of two row types of one name, a message cites the first in text order (decomposed `Áx` after `B`)")
    func typeOrderIsTextOrder() {
        let text = """
            import SwiftUI

            struct Screen: View {
                let items = [1, 2, 3]
                var body: some View {
                    List(items, id: \\.self) { _ in
                        Row()
                    }
                }
            }

            enum A\u{0301}x {
                struct Row: View {
                    var body: some View { Text("a").common() }
                }
                struct Static: View {
                    var body: some View {
                        List(0..<50, id: \\.self) { _ in
                            Row()
                        }
                    }
                }
            }

            enum B {
                struct Row: View {
                    var body: some View { Text("b").common() }
                }
            }

            extension View {
                func common() -> some View {
                    let formatter = DateFormatter()
                    return self.overlay(Text(formatter.string(from: Date())))
                }
            }

            """
        let findings = lint([(name: "Rows.swift", text: text)])
        #expect(findings.count == 2)
        // Both are per-element rows (a higher level would be cited first). As text `B` comes before
        // `Áx`, and line 19 is cited, as it always was; with the names in byte order (`A` + U+0301
        // first) line 7 was.
        #expect(findings.allSatisfy { $0.message.contains("built in row content at Rows.swift:19") }, "\(findings.map(\.message))")
    }

    @Test("a unit is named by its type's qualified name: nested, in an extension of a dotted name, innermost 32 parts")
    func qualifiedNames() {
        let depth = 40
        let opening = (0..<depth).map { "enum N\($0) {\n" }.joined()
        let text = """
            import SwiftUI

            enum Outer {
                struct Inner: View {
                    var body: some View { Text("inner") }
                }
            }

            extension Outer.Inner {
                var extra: some View { Text("extra") }
            }

            \(opening)struct Leaf: View {
                var body: some View { Text("leaf") }
            }
            \(String(repeating: "}\n", count: depth))
            """
        let analysis = FileAnalyzer().analyze(SourceFile(path: FilePath("Names.swift"), bytes: Array(text.utf8)), runRules: false)
        let named = analysis.units.map { "\(analysis.typeName(of: $0) ?? "-").\(analysis.member(of: $0))" }
        let leaf = ((depth - 31)..<depth).map { "N\($0)." }.joined() + "Leaf.body"
        #expect(named == ["Outer.Inner.body", "Outer.Inner.extra", leaf], "\(named)")
    }
}
