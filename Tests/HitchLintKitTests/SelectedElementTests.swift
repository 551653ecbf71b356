import HitchLintKit
import Testing

/// What per-element content builds for one element only (the selected one) is not every row's work; what it
/// builds for a kind of element, or for several, is. And a `@State` literal counts as fixed data only while
/// nothing in the file can change it.
@Suite("Selected elements and unchanging state")
struct SelectedElementTests {
    static func formattingLines(condition: String) -> [Int] {
        let source = """
            import SwiftUI

            struct Item: Identifiable {
                let id: Int
                let kind: Kind
                let date: Date
                let isPinned: Bool
                enum Kind { case photo, text }
            }

            struct Feed: View {
                let items: [Item]
                let expandedID: Int?

                var body: some View {
                    List {
                        ForEach(items) { item in
                            if \(condition) {
                                Text(item.date.formatted())
                            }
                        }
                    }
                }
            }
            """
        return lint(source).filter { $0.ruleID == "format-in-body" }.map(\.start.line)
    }

    @Test("the selected element's block is built once, not per row", arguments: [
        "item.id == expandedID", "expandedID == item.id", "item.id == expandedID && !item.isPinned",
    ])
    func selected(condition: String) {
        #expect(Self.formattingLines(condition: condition).isEmpty, "\(condition)")
    }

    @Test("a kind of element, a flag, or a selection that lets others in is every such row's work", arguments: [
        "item.kind == .photo", "item.isPinned == true", "item.id == expandedID || item.isPinned", "item.id % 2 == 0",
    ])
    func notSelected(condition: String) {
        #expect(Self.formattingLines(condition: condition) == [19], "\(condition)")
    }

    static func eagerStackFindings(change: String) -> Int {
        let source = """
            import SwiftUI

            struct Tabs: View {
                @State private var tabs: [String] = ["Home", "Local", "Federated"]

                init(all: [String]) {
                    \(change)
                }

                var body: some View {
                    ScrollView {
                        VStack {
                            ForEach(tabs, id: \\.self) { Text($0) }
                        }
                    }
                }
            }
            """
        return lint(source).filter { $0.ruleID == "eager-stack-in-scroll-view" }.count
    }

    @Test("a private @State literal nothing changes is fixed data; one the file changes is not", arguments: [
        ("", 0), ("_tabs = State(initialValue: all)", 1), ("tabs = all", 1), ("tabs.append(contentsOf: all)", 1),
        ("Self.sort(&self.tabs)", 1), ("(tabs, _) = (all, 0)", 1),
    ])
    func unchangingState(change: String, findings: Int) {
        #expect(Self.eagerStackFindings(change: change) == findings, "\(change)")
    }
}
