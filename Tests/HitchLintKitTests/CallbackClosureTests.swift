import HitchLintKit
import Testing

/// Closures a view keeps to run later are not its content: what they do is no view code, for any rule.
@Suite("Closures kept to run later")
struct CallbackClosureTests {
    /// A row whose closures each make a formatter; `%@` is where the closure under test goes.
    static func rows(_ closures: String) -> String {
        """
        import SwiftUI

        struct Entry: Identifiable { let id: Int; let date: Date; let url: URL }

        struct Buttons<Label: View>: View {
            let label: Label
            var importAction: () -> Void = {}
            var errorHandler: (Error) -> Void = { _ in }
            init(@ViewBuilder label: () -> Label, importAction: @escaping () -> Void = {},
                 errorHandler: @escaping (Error) -> Void = { _ in }) {
                self.label = label()
                self.importAction = importAction
                self.errorHandler = errorHandler
            }
            var body: some View { label }
        }

        struct FilePicker: View {
            let pick: ([URL]) -> Void
            init(_ pick: @escaping ([URL]) -> Void) { self.pick = pick }
            var body: some View { Button("Choose") { pick([]) } }
        }

        struct Card<Content: View>: View {
            let content: (Entry) -> Content
            let entry: Entry
            var body: some View { content(entry) }
        }

        struct EntriesView: View {
            let entries: [Entry]
            @State private var isImporting = false
            var body: some View {
                List(entries) { entry in
        \(closures)
                }
            }
        }

        """
    }

    @Test("labels ending in Action, Handler, Callback or Completion, a trailing closure with a guard (after a capture list too), a file importer's completion: not row code")
    func callbacks() {
        let text = Self.rows("""
                        Buttons(label: { Text("Import") }, importAction: {
                            _ = DateFormatter().string(from: entry.date)
                        }, errorHandler: { _ in
                            _ = DateFormatter().string(from: entry.date)
                        })
                        FilePicker { urls in
                            guard let url = urls.first else { return }
                            _ = (try? Data(contentsOf: url)).map { _ in DateFormatter() }
                        }
                        FilePicker { [isImporting] urls in
                            guard isImporting, let url = urls.first else { return }
                            _ = (try? String(contentsOf: url, encoding: .utf8)).map { _ in DateFormatter() }
                        }
                        Text("Import")
                            .fileImporter(isPresented: $isImporting, allowedContentTypes: [.data]) { result in
                                _ = DateFormatter().string(from: entry.date)
                            }
            """)
        #expect(lint(text).filter { $0.ruleID == "format-in-body" || $0.ruleID == "synchronous-io-in-body" }.isEmpty)
    }

    /// A keyword as an argument's label (`for:`, `while:`) starts no statement: the `{` after it, in the same
    /// parentheses, is a closure, kept to run later when its label says so.
    @Test("a closure after a keyword label (for:, while:) is a closure, not a statement's block")
    func keywordLabels() {
        let text = Self.rows("""
                        Buttons(label: { Text("Import") }, importAction: {
                            _ = DateFormatter().string(from: entry.date)
                        })
                        ActionRow(for: entry, tapAction: {
                            _ = DateFormatter().string(from: entry.date)
                        })
                        ActionRow(while: entry, tapAction: {
                            _ = DateFormatter().string(from: entry.date)
                        })
            """) + """
            struct ActionRow: View {
                let entry: Entry
                let tapAction: () -> Void
                init(for entry: Entry, tapAction: @escaping () -> Void) { self.entry = entry; self.tapAction = tapAction }
                init(while entry: Entry, tapAction: @escaping () -> Void) { self.entry = entry; self.tapAction = tapAction }
                var body: some View { Button("Open", action: tapAction) }
            }

            """
        #expect(lint(text).filter { $0.ruleID == "format-in-body" }.isEmpty)
    }

    /// The same work in a label closure, in a closure the view calls to build its content (no `guard`), and
    /// in the row itself, is row code.
    @Test("a label closure and a content closure without a guard are the row's content")
    func content() {
        let text = Self.rows("""
                        Buttons(label: { Text(entry.date.formatted()) })
                        Card(content: { entry in Text(DateFormatter().string(from: entry.date)) }, entry: entry)
                        Text((try? String(contentsOf: entry.url, encoding: .utf8)) ?? "")
            """)
        let found = lint(text).filter { $0.ruleID == "format-in-body" || $0.ruleID == "synchronous-io-in-body" }
        #expect(found.map(\.start.line) == [35, 36, 36, 37])
        #expect(found.allSatisfy { $0.severity == .warning })
        #expect(found.last?.ruleID == "synchronous-io-in-body")
    }

    /// A modifier no one told us about (a package's) keeps a closure to run later when it holds a statement
    /// no view builder takes: a loop, an assignment, a throwing `try`, an `await`. A closure of such a
    /// modifier that only declares, or returns its view explicitly (no builder then), and the collections'
    /// own closures, run in the row.
    @Test("a package modifier's closure that loops, assigns, throws or awaits runs later; one that declares or returns, and a collection's, are row code")
    func packageModifierCallbacks() {
        let text = Self.rows("""
                        Text("Import")
                            .fileImporterWithAlert(isPresented: $isImporting) { urls in
                                for url in urls { _ = try? Data(contentsOf: url) }
                            }
                            .watch(value: entry.id) { id in
                                isImporting = DateFormatter().string(from: entry.date).isEmpty
                            }
                            .storageFailure { error in
                                let data = try Data(contentsOf: entry.url)
                                print(data)
                            }
                            .whenIdle { seconds in
                                await Task.sleep(UInt64(seconds))
                                print(DateFormatter().string(from: entry.date))
                            }
                            .badge { count in
                                let label = DateFormatter().string(from: entry.date)
                                Text(label)
                            }
                            .decorated { style in
                                isImporting = false
                                return Text(DateFormatter().string(from: entry.date))
                            }
                        Text([entry].map { item in
                            var text = ""
                            text = DateFormatter().string(from: item.date)
                            return text
                        }.joined())
            """)
        let found = lint(text).filter { $0.ruleID == "format-in-body" || $0.ruleID == "synchronous-io-in-body" }
        #expect(found.map(\.start.line) == [51, 51, 56, 56, 60, 60])
    }

    /// A closure whose statement calls a function of the file that returns nothing (`refreshSize()`, also
    /// `self.` and in an `if`) holds no view: a package modifier keeps it to run (`.watch(value:) { _ in … }`). One
    /// that calls a function returning a view is content.
    @Test("a closure calling a function of the file that returns nothing runs later; one calling a view builder is content")
    func voidCallCallbacks() {
        let text = """
            import SwiftUI

            struct Entry: Identifiable { let id: Int; let url: URL }

            struct EntryRow: View {
                let entry: Entry
                @State private var size = 0
                var body: some View {
                    Text("\\(size)")
                        .watch(value: entry.id) { _ in
                            refreshSize()
                        }
                        .watch(value: entry.url) { url in
                            if url.isFileURL { self.refreshSize() }
                        }
                        .decorated { style in
                            label(style)
                        }
                }

                private func refreshSize() {
                    size = (try? FileManager.default.attributesOfItem(atPath: entry.url.path))?.count ?? 0
                }

                private func label(_ style: Int) -> some View {
                    Text((try? String(contentsOf: entry.url, encoding: .utf8)) ?? "")
                }
            }

            struct EntriesView: View {
                let entries: [Entry]
                var body: some View { List(entries) { EntryRow(entry: $0) } }
            }

            """
        let found = lint(text).filter { $0.ruleID == "synchronous-io-in-body" }
        #expect(found.map(\.start.line) == [26])
    }

    /// A trailing closure given to a helper of the file whose last parameter is an action (`action:`, or
    /// labelled `perform`), or to a view of the file whose last stored property is one (`onPick`), runs when
    /// tapped; one given to a helper whose last parameter is content is the row's.
    @Test("a trailing closure to a helper or view taking an action last runs later; one taking content is row code")
    func helperActions() {
        let text = """
            import SwiftUI

            struct Entry: Identifiable { let id: Int; let date: Date }

            struct EntriesView: View {
                let entries: [Entry]
                var body: some View {
                    List(entries) { entry in
                        actionButton(title: "Log") {
                            print(DateFormatter().string(from: entry.date))
                        }
                        tapRow(title: "Tap") {
                            print(DateFormatter().string(from: entry.date))
                        }
                        card(title: "Card") {
                            Text(DateFormatter().string(from: entry.date))
                        }
                        EntryTile(entry: entry) { picked, at in
                            print(DateFormatter().string(from: at))
                        }
                    }
                }

                func actionButton(title: String, action: @escaping () -> Void) -> some View {
                    Button(title, action: action)
                }

                func tapRow(title: String, perform tap: @escaping () -> Void) -> some View {
                    Text(title).onTapGesture(perform: tap)
                }

                func card<Content: View>(title: String, @ViewBuilder content: () -> Content) -> some View {
                    VStack { Text(title); content() }
                }
            }

            struct EntryTile: View {
                let entry: Entry
                let onPick: (Entry, Date) -> Void
                var body: some View { Button("Pick") { onPick(entry, .now) } }
            }

            """
        let found = lint(text).filter { $0.ruleID == "format-in-body" }
        #expect(found.map(\.start.line) == [16, 16])
    }
}
