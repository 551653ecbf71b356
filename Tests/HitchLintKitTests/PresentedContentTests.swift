import HitchLintKit
import Testing

/// A row view's sheets, popovers and context-menu previews are built when they are shown, not with
/// each row: what they show is not row code, even when it is a member of the row's own type.
@Suite("Presented content of row views")
struct PresentedContentTests {
    static let list = """
        import SwiftUI

        struct PhotosView: View {
            let photos: [Photo]
            var body: some View {
                List(photos) { photo in PhotoRow(photo: photo) }
            }
        }

        """

    /// The row; `%@` is where its body may also show `detail` itself.
    static func row(alsoShowing shown: String = "") -> String {
        """
        import SwiftUI

        struct PhotoRow: View {
            let photo: Photo
            @State private var showsDetail = false
            var body: some View {
                Text(photo.title)\(shown)
                    .sheet(isPresented: $showsDetail) {
                        detail
                    }
                    .contextMenu {
                        Button("Open") { showsDetail = true }
                    } preview: {
                        GeometryReader { proxy in
                            Text(photo.taken.formatted()).frame(width: proxy.size.width)
                        }
                    }
            }
        }

        """
    }

    /// `detail`, in another file: a `GeometryReader` and formatting, both row findings in row code.
    static let detail = """
        import SwiftUI

        extension PhotoRow {
            var detail: some View {
                GeometryReader { proxy in
                    Text(photo.taken.formatted()).frame(width: proxy.size.width)
                }
            }
        }

        """

    static func rowFindings(_ files: [(name: String, text: String)]) -> [String] {
        lint(files).filter { $0.severity == .warning }.map { "\($0.path):\($0.start.line) \($0.ruleID)" }.sorted()
    }

    @Test("a member shown only in a sheet, and a context menu's preview, are not row code")
    func presentedOnly() {
        let files = [("PhotosView.swift", Self.list), ("PhotoRow.swift", Self.row()), ("PhotoRow+Detail.swift", Self.detail)]
        #expect(Self.rowFindings(files) == [])
        #expect(Self.rowFindings(files.reversed()) == [])
    }

    /// A project's own presentation modifier shows its content only while `isPresented` is true; a
    /// modifier that takes content without it is still row code.
    @Test("content given to a call with isPresented: is presented content; other content of a row is row code")
    func customPresentationModifier() {
        let row = """
            import SwiftUI

            struct CommitRow: View {
                let commit: Commit
                @State private var showsDetails = false
                var body: some View {
                    Text(commit.title)
                        .instantPopover(isPresented: $showsDetails, arrowEdge: .leading) {
                            GeometryReader { proxy in Text(commit.date.formatted()).frame(width: proxy.size.width) }
                        }
                        .badgeOverlay {
                            GeometryReader { proxy in Text(commit.date.formatted()).frame(width: proxy.size.width) }
                        }
                }
            }

            """
        let list = "import SwiftUI\n\nstruct History: View {\n    let commits: [Commit]\n"
            + "    var body: some View { List(commits) { CommitRow(commit: $0) } }\n}\n"
        #expect(Self.rowFindings([("CommitRow.swift", row), ("History.swift", list)])
            == ["CommitRow.swift:12 format-in-body", "CommitRow.swift:12 geometry-reader-in-row"])
    }

    @Test("the same member also shown by the row's body is row code, in whatever file it is declared")
    func alsoShownInTheRow() {
        let files = [("PhotosView.swift", Self.list), ("PhotoRow.swift", Self.row(alsoShowing: ".background(detail)")),
                     ("PhotoRow+Detail.swift", Self.detail)]
        let expected = ["PhotoRow+Detail.swift:5 geometry-reader-in-row", "PhotoRow+Detail.swift:6 format-in-body"]
        #expect(Self.rowFindings(files) == expected)
        #expect(Self.rowFindings(files.reversed()) == expected)
    }
}

@Suite("Where a row type is built, in messages")
struct RowOriginMessageTests {
    /// A view modifier's type applied through `extension View` is built by that function: the message
    /// names the function, not a "row view `View`".
    @Test("a modifier type applied through an extension View function names the function")
    func modifierFunction() {
        let badge = """
            import SwiftUI

            extension View {
                func countBadge(_ count: Int) -> some View {
                    modifier(CountBadge(count: count))
                }
            }

            struct CountBadge: ViewModifier {
                let count: Int
                func body(content: Content) -> some View {
                    content.overlay(GeometryReader { proxy in Text("\\(count)").frame(width: proxy.size.width) })
                }
            }

            """
        let inbox = """
            import SwiftUI

            struct Inbox: View {
                let threads: [MailThread]
                var body: some View {
                    List(threads) { thread in
                        Text(thread.subject).countBadge(thread.unread)
                    }
                }
            }

            """
        let findings = lint([("Badge.swift", badge), ("Inbox.swift", inbox)])
        #expect(findings.map(\.ruleID) == ["geometry-reader-in-row"])
        #expect(findings.first?.message.hasSuffix(
            "(`CountBadge` is in list rows: built by `.countBadge(…)`, a modifier applied in row code, at Badge.swift:5)") == true)
    }
}

/// Content built once, a few views of it: a menu's options, a tab view's tabs, a split view's panes.
/// A `ForEach` there builds those, not rows, even from a member the container shows.
@Suite("Menu, tab and pane content")
struct PaneContentTests {
    static let pane = """
        import SwiftUI

        struct PaneView: View {
            let pane: Pane
            var body: some View {
                GeometryReader { proxy in
                    Text(pane.title).frame(width: proxy.size.width)
                }
            }
        }

        """

    /// A layout whose body shows `panes` as `shown` gives it (`SplitView { panes }`); `panes` builds
    /// one `PaneView` per pane inside `wrapped` (`%@` is the `ForEach`).
    static func layout(showing shown: String, panes wrapped: String = "%@") -> String {
        let forEach = "ForEach(panes) { pane in PaneView(pane: pane) }"
        return """
            import SwiftUI

            struct EditorLayout: View {
                let panes: [Pane]
                var body: some View {
                    \(shown)
                }
                var paneViews: some View {
                    \(wrapped.replacingOccurrences(of: "%@", with: forEach))
                }
            }

            """
    }

    static func geometryFindings(_ files: [(name: String, text: String)]) -> [String] {
        lint(files).filter { $0.ruleID == "geometry-reader-in-row" }.map { "\($0.path):\($0.start.line) \($0.severity)" }
    }

    @Test("a member whose ForEach is shown only in split-view panes builds panes, not rows", arguments: [
        "SplitView(axis: .horizontal) { paneViews }", "HSplitView { paneViews }", "Menu(\"Panes\") { paneViews }",
    ])
    func shownOnlyInPanes(body: String) {
        let files = [("EditorLayout.swift", Self.layout(showing: body)), ("PaneView.swift", Self.pane)]
        #expect(Self.geometryFindings(files) == [])
        #expect(Self.geometryFindings(files.reversed()) == [])
    }

    @Test("the same member shown in a list, or also outside the panes, still builds rows", arguments: [
        "List { paneViews }", "VStack { SplitView { paneViews }; List { paneViews } }",
    ])
    func shownAsRows(body: String) {
        let files = [("EditorLayout.swift", Self.layout(showing: body)), ("PaneView.swift", Self.pane)]
        #expect(Self.geometryFindings(files) == ["PaneView.swift:6 warning"])
    }

    @Test("a ForEach that the member scrolls itself builds rows, even in a pane")
    func scrolledInAPane() {
        let layout = Self.layout(showing: "SplitView { paneViews }", panes: "ScrollView { VStack { %@ } }")
        #expect(Self.geometryFindings([("EditorLayout.swift", layout), ("PaneView.swift", Self.pane)])
            == ["PaneView.swift:6 warning"])
    }

    @Test("a ForEach directly in a split view's panes is not rows; one in a scroll view in a tab is")
    func inOneBody() {
        let panes = """
            import SwiftUI

            struct Panes: View {
                let panes: [Pane]
                var body: some View {
                    VSplitView {
                        ForEach(panes) { pane in
                            GeometryReader { proxy in Text(pane.title).frame(width: proxy.size.width) }
                        }
                    }
                }
            }

            """
        let tabs = """
            import SwiftUI

            struct Tabs: View {
                let posts: [Post]
                var body: some View {
                    TabView {
                        ScrollView {
                            VStack {
                                ForEach(posts) { post in
                                    GeometryReader { proxy in Text(post.title).frame(width: proxy.size.width) }
                                }
                            }
                        }
                    }
                }
            }

            """
        #expect(Self.geometryFindings([("Panes.swift", panes)]) == [])
        #expect(Self.geometryFindings([("Tabs.swift", tabs)]) == ["Tabs.swift:10 warning"])
    }

    /// The findings (line and rule) of `content` as the row of `List(items) { item in … }`, with a
    /// `selection` state beside it.
    static func rowFindings(_ content: String) -> [String] {
        let text = """
            import SwiftUI

            struct Items: View {
                let items: [Item]
                @State private var selection = 0
                var body: some View {
                    List(items) { item in
                        \(content)
                    }
                }
            }

            """
        return lint(text).map { "\($0.start.line) \($0.ruleID)" }
    }

    @Test("a project's …Picker holds options; SwiftUI's PhotosPicker, DatePicker, ColorPicker show their label in the row")
    func pickerLabelsAndOptions() {
        #expect(Self.rowFindings("PhotosPicker(selection: $selection) { Text(item.date.formatted()) }") == ["8 format-in-body"])
        #expect(Self.rowFindings("DatePicker(selection: $selection) { Text(item.date.formatted()) }") == ["8 format-in-body"])
        #expect(Self.rowFindings("ItemPicker(selection: $selection) { ForEach(item.times, id: \\.self) { Text($0.formatted()) } }") == [])
    }
}
