import HitchLintKit
import Testing

/// A `ForEach` builds rows where something scrolls them: a `List`, a `Form`, a lazy stack or a scroll
/// view, in its own view or where that view (or member) is shown. In a plain stack of a screen that is
/// not itself in rows, it lays out a handful of views with the screen: share buttons, stacked covers,
/// a chart's marks.
@Suite("Rows are where something scrolls them")
struct PlacedRowsTests {
    /// A button with a `GeometryReader`, in a file of its own.
    static let button = """
        import SwiftUI

        struct ShareButton: View {
            let destination: Destination
            var body: some View {
                GeometryReader { proxy in
                    Text(destination.name).frame(width: proxy.size.width)
                }
            }
        }

        """

    static func screen(_ body: String) -> String {
        """
        import SwiftUI

        struct ShareSheet: View {
            let destinations: [Destination]
            var body: some View {
                \(body)
            }
            var buttons: some View {
                ForEach(destinations) { destination in ShareButton(destination: destination) }
            }
        }

        """
    }

    static func geometryFindings(_ body: String) -> [String] {
        geometryFindings(in: [("ShareSheet.swift", screen(body)), ("ShareButton.swift", button)])
    }

    /// Where `geometry-reader-in-row` reports in these files, as `path:line`.
    static func geometryFindings(in files: [(name: String, text: String)]) -> [String] {
        lint(files).filter { $0.ruleID == "geometry-reader-in-row" }.map { "\($0.path):\($0.start.line)" }
    }

    @Test("a ForEach in a plain stack, or a member's shown in one, is not rows", arguments: [
        "HStack { ForEach(destinations) { ShareButton(destination: $0) } }",
        "ZStack { ForEach(destinations) { ShareButton(destination: $0) } }",
        "VStack { Text(\"Share\"); buttons }",
    ])
    func inAPlainStack(body: String) {
        #expect(Self.geometryFindings(body) == [])
    }

    @Test("the same in a list, a form, a lazy stack or a scroll view is rows", arguments: [
        "List { buttons }", "Form { Section { buttons } }", "ScrollView { LazyVStack { buttons } }",
        "ScrollView { HStack { ForEach(destinations) { ShareButton(destination: $0) } } }",
        "ScrollView(.horizontal) { buttons }", "ScrollView { VStack { Text(\"Share\"); buttons } }",
    ])
    func inAScrollingContainer(body: String) {
        #expect(Self.geometryFindings(body) == ["ShareButton.swift:6"])
    }

    @Test("a view whose body is a ForEach is rows where a list shows it, not where a stack does")
    func sectionView() {
        func findings(_ body: String) -> [String] {
            Self.geometryFindings(in: [("ShareSheet.swift", Self.screen(body)), ("Section.swift", Self.section), ("ShareButton.swift", Self.button)])
        }
        #expect(findings("List { DestinationsSection(destinations: destinations) }") == ["ShareButton.swift:6"])
        #expect(findings("ScrollView { VStack { DestinationsSection(destinations: destinations) } }")
            == ["ShareButton.swift:6"])
        #expect(findings("VStack { DestinationsSection(destinations: destinations) }") == [])
    }

    /// A view whose body is a `ForEach` of share buttons.
    static let section = """
        import SwiftUI

        struct DestinationsSection: View {
            let destinations: [Destination]
            var body: some View {
                ForEach(destinations) { destination in ShareButton(destination: destination) }
            }
        }

        """

    /// A settings list whose static content is `content`.
    static func settings(_ content: String) -> String {
        """
        import SwiftUI

        struct SettingsView: View {
            let destinations: [Destination]
            var body: some View {
                List {
                    \(content)
                }
            }
        }

        """
    }

    /// The share sheet, its body `body`.
    static func sheet(_ body: String) -> String {
        """
        import SwiftUI

        struct ShareSheet: View {
            let destinations: [Destination]
            var body: some View {
                \(body)
            }
        }

        """
    }

    /// A static child of a `List` is one row: the elements a stack of it lays out are built with that
    /// row, once per body (a widget's tiles in a settings list), not each as a row of the list. A
    /// `ForEach` at the top of its body, or in a `Section` or `Group` there, gives the list a row each.
    @Test("a List's static child stacking its elements is one row; one whose body is a ForEach is a row each", arguments: [
        ("HStack { ForEach(destinations) { ShareButton(destination: $0) } }", false),
        ("VStack { Text(\"Share\"); HStack { ForEach(destinations) { ShareButton(destination: $0) } } }", false),
        ("ForEach(destinations) { ShareButton(destination: $0) }", true),
        ("Group { ForEach(destinations) { ShareButton(destination: $0) } }", true),
        ("Section(\"Share\") { ForEach(destinations) { ShareButton(destination: $0) } }", true),
    ])
    func staticChildOfAList(body: String, isRows: Bool) {
        let settings = Self.settings("ShareSheet(destinations: destinations)\n            Text(\"About\")")
        let findings = Self.geometryFindings(in: [("ShareSheet.swift", Self.sheet(body)), ("Settings.swift", settings), ("ShareButton.swift", Self.button)])
        #expect(findings == (isRows ? ["ShareButton.swift:6"] : []))
    }

    /// The same for a view whose body is a `ForEach`, built by that static child: in a stack of its own
    /// it lays out the child's one row (RevenueCat's paywall components under a debug list's card); at its
    /// top, or in a `Group`, it gives the list a row each; in a scroll view of the row, every element is built.
    @Test("a view whose body is a ForEach, in a stack of a List's static child, is that one row", arguments: [
        ("VStack { Text(\"Share\"); DestinationsSection(destinations: destinations) }", false),
        ("ZStack { Color.clear; DestinationsSection(destinations: destinations).padding() }", false),
        ("DestinationsSection(destinations: destinations)", true),
        ("Group { DestinationsSection(destinations: destinations) }", true),
        ("ScrollView(.horizontal) { HStack { DestinationsSection(destinations: destinations) } }", true),
    ])
    func sectionInStaticChild(body: String, isRows: Bool) {
        let settings = Self.settings("Section(\"Debug\") { ShareSheet(destinations: destinations) }")
        let findings = Self.geometryFindings(in: [("ShareSheet.swift", Self.sheet(body)), ("Settings.swift", settings),
                                                  ("Section.swift", Self.section), ("ShareButton.swift", Self.button)])
        #expect(findings == (isRows ? ["ShareButton.swift:6"] : []))
    }

    @Test("a message cites where a view is built per element before where it is a static row, and says which it is")
    func citedOrigin() {
        let label = """
            import SwiftUI

            struct SizeLabel: View {
                let bytes: Int64
                var body: some View {
                    Text(ByteCountFormatter().string(fromByteCount: bytes))
                }
            }

            """
        let screens = """
            import SwiftUI

            struct FilesScreen: View {
                let sizes: [Int64]
                var body: some View {
                    List(sizes, id: \\.self) { size in
                        SizeLabel(bytes: size)
                    }
                }
            }

            struct StorageScreen: View {
                var body: some View {
                    List {
                        SizeLabel(bytes: 0)
                    }
                }
            }

            """
        let messages = lint([("Screens.swift", screens), ("SizeLabel.swift", label)]).map(\.message)
        #expect(!messages.isEmpty && messages.allSatisfy { $0.contains("`SizeLabel` is in list rows: built in row content at Screens.swift:7") },
                "\(messages)")
        let staticOnly = lint([("Screens.swift", screens.replacingOccurrences(of: "SizeLabel(bytes: size)", with: "Text(\"\\(size)\")")),
                               ("SizeLabel.swift", label)])
        #expect(!staticOnly.isEmpty && staticOnly.allSatisfy {
            $0.severity == .note && $0.message.contains("`SizeLabel` is a static row of a list or lazy stack: placed in one at Screens.swift:15")
        }, "\(staticOnly.map(\.message))")
    }

    @Test("a scroll view places the rows of the view it shows, not of every view that one builds")
    func oneStepFromTheScrollView() {
        let screen = """
            import SwiftUI

            struct Root: View {
                var body: some View { ScrollView { Screen() } }
            }

            struct Screen: View {
                let destinations: [Destination]
                var body: some View {
                    VStack { Footer(destinations: destinations) }
                    ForEach(destinations) { destination in ShareButton(destination: destination) }
                }
            }

            struct Footer: View {
                let destinations: [Destination]
                var body: some View {
                    HStack { ForEach(destinations) { destination in ShareButton(destination: destination).padding() } }
                }
            }

            """
        func findings(_ screen: String) -> [String] {
            Self.geometryFindings(in: [("Screen.swift", screen), ("ShareButton.swift", Self.button)])
        }
        // `Screen`'s own ForEach is rows in the scroll view; the footer's, a view further down, is not.
        #expect(findings(screen) == ["ShareButton.swift:6"])
        let ownForEach = "        ForEach(destinations) { destination in ShareButton(destination: destination) }\n"
        #expect(findings(screen.replacingOccurrences(of: ownForEach, with: "")) == [])
    }

    @Test("table columns and a configured row container are rows even in a split view; a chart in a row is too")
    func rowsInsidePanes() {
        let source = """
            import SwiftUI
            import Charts

            struct Orders: View {
                let orders: [Order]
                var body: some View {
                    NavigationSplitView { Text("Orders") } detail: {
                        Table(orders) {
                            TableColumn("Date") { order in Text(order.date.formatted()) }
                        }
                    }
                }
            }

            struct Trends: View {
                let series: [Series]
                var body: some View {
                    List(series) { series in
                        Chart {
                            ForEach(series.points) { point in
                                LineMark(x: .value("Day", point.day.formatted()), y: .value("Count", point.count))
                            }
                        }
                    }
                }
            }

            """
        #expect(lint(source).filter { $0.severity == .warning }.map { "\($0.start.line) \($0.ruleID)" }
            == ["9 format-in-body", "21 format-in-body"])
    }

    @Test("in a scroll view, a reader outside any ForEach is not in a row; a chart's marks are not rows")
    func scrolledIsNotARow() {
        let source = """
            import SwiftUI
            import Charts

            struct Dashboard: View {
                let sales: [Sale]
                var body: some View {
                    ScrollView {
                        GeometryReader { proxy in Text("Sales").frame(width: proxy.size.width) }
                        Chart {
                            ForEach(sales) { sale in
                                BarMark(x: .value("Day", sale.day), y: .value("Sales", sale.count))
                                    .annotation { Text(sale.count.formatted()) }
                            }
                        }
                    }
                }
            }

            """
        #expect(lint(source).filter { $0.severity == .warning }.map(\.ruleID) == [])
    }

    @Test("a screen's stored formatter read in its rows is made once per screen; each row's formatting counts")
    func storedFormatterReadInRows() {
        let source = """
            import SwiftUI

            struct BackupsScreen: View {
                let backups: [Backup]
                private let sizes = ByteCountFormatter()
                var body: some View {
                    List(backups) { backup in
                        Text(sizes.string(fromByteCount: backup.bytes))
                    }
                }
            }

            """
        #expect(lint(source).map { "\($0.start.line) \($0.severity) \($0.message.split(separator: " ").prefix(4).joined(separator: " "))" } == [
            "5 note `ByteCountFormatter()` in a view's",
            "8 warning `.string(fromByteCount:)` runs for every",
        ])
    }

    @Test("a type that conforms to another module's protocol and declares a View body is a view; a bare one is not")
    func viewThroughAnotherModulesProtocol() {
        let source = """
            import SwiftUI
            import SwiftUIFlux

            struct CreditsScreen: ConnectedView {
                func body(props: Props) -> some View {
                    List {
                        ForEach(props.years.sorted(), id: \\.self) { Text($0) }
                    }
                }
            }

            struct Loose {
                var body: some View {
                    List {
                        ForEach(years.sorted(), id: \\.self) { Text($0) }
                    }
                }
            }

            struct Launcher: App {
                var body: some Scene {
                    WindowGroup { List { ForEach(years.sorted(), id: \\.self) { Text($0) } } }
                }
            }

            """
        #expect(lint(source).map { "\($0.start.line) \($0.ruleID)" } == ["7 format-in-body"])
    }

    /// `repeat { … } while condition` has no block: the `{` after it (a view's trailing closure) is not
    /// the loop's, and the view built there is followed.
    @Test("a view built after repeat-while is followed into rows")
    func afterRepeatWhile() {
        let source = """
            import SwiftUI
            struct Card<Content: View>: View {
                @ViewBuilder let content: () -> Content
                var body: some View {
                    VStack { content(); Text(DateFormatter().string(from: Date())) }
                }
            }
            struct ItemRow: View {
                var card: some View {
                    var n = 0
                    repeat { n += 1 } while n < 3
                    return Card { Text("x") }
                }
                var body: some View { card }
            }
            struct ItemList: View {
                let items: [Item]
                var body: some View { List(items) { _ in ItemRow() } }
            }
            """
        #expect(lint(source).map { "\($0.start.line) \($0.ruleID) \($0.severity)" }
            == ["5 format-in-body warning", "5 format-in-body warning"])
    }

    /// A conditional-modifier helper named like a keyword (`.if(condition) { $0.id(UUID()) }`) takes a
    /// closure that runs with the row, as `.when(…) { }` does.
    @Test("the closure of a member named like a keyword (.if) is row code")
    func keywordNamedModifier() {
        let source = """
            import SwiftUI
            struct A: View {
                let items: [Item]
                var body: some View {
                    List(items) { item in
                        Text(item.name).if(item.isNew) { $0.id(UUID()) }
                    }
                }
            }
            extension View {
                @ViewBuilder func `if`<T: View>(_ condition: Bool, _ transform: (Self) -> T) -> some View {
                    if condition { transform(self) } else { self }
                }
            }
            """
        #expect(lint(source).map { "\($0.start.line) \($0.ruleID)" } == ["6 unstable-identity"])
    }
}
