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

    /// A project's presentation modifier whose arguments say nothing of it (`.editPopover(id:active:)`, a
    /// wrapper of `.popover` keyed by an id) is known by its name: `…Popover`, `…Sheet`, `…FullScreenCover`.
    @Test("content given to a project's modifier named …Popover, …Sheet or …FullScreenCover is presented content")
    func presentationModifierByName() {
        let row = """
            import SwiftUI

            struct CommitRow: View {
                let commit: Commit
                @Binding var active: Int?
                var body: some View {
                    Text(commit.title)
                        .editPopover(id: commit.id, active: $active) {
                            GeometryReader { proxy in Text(commit.date.formatted()).frame(width: proxy.size.width) }
                        }
                        .bottomSheet(item: $active) { _ in
                            GeometryReader { proxy in Text(commit.date.formatted()).frame(width: proxy.size.width) }
                        }
                        .popoverArrow {
                            GeometryReader { proxy in Text(commit.date.formatted()).frame(width: proxy.size.width) }
                        }
                }
            }

            """
        let list = "import SwiftUI\n\nstruct History: View {\n    let commits: [Commit]\n    @State var active: Int?\n"
            + "    var body: some View { List(commits) { CommitRow(commit: $0, active: $active) } }\n}\n"
        #expect(Self.rowFindings([("CommitRow.swift", row), ("History.swift", list)])
            == ["CommitRow.swift:15 format-in-body", "CommitRow.swift:15 geometry-reader-in-row"])
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
            "(`CountBadge` is in list rows: built at Badge.swift:5 by `.countBadge(…)`, a modifier applied in row code)") == true)
    }
}

@Suite("Messages say what was found")
struct FoundWordingTests {
    /// A Mac app's decode gets AppKit's advice, an iOS one UIKit's, and `AsyncImage` in a file of SwiftUI
    /// alone the thumbnail as a `CGImage` that SwiftUI shows anywhere: `UIImage` does not exist on macOS.
    @Test("the downsampling advice is in the platform's image type")
    func downsamplingAdviceFollowsPlatform() {
        func decode(_ imports: String, _ call: String) -> (message: String, fix: String) {
            let text = """
                \(imports)

                struct Photos: View {
                    let photos: [Photo]
                    var body: some View {
                        List(photos) { photo in \(call) }
                    }
                }

                """
            let finding = lint(text).first { $0.ruleID == "oversized-image-decode" }
            return (finding?.message ?? "", finding?.fix?.title ?? "")
        }
        let appKit = decode("import SwiftUI\nimport AppKit", "Image(nsImage: NSImage(data: photo.data)!)")
        #expect(appKit.fix.contains("-> NSImage? {") && appKit.fix.contains("NSImage(cgImage: $0, size: .zero)"), "\(appKit.fix)")
        #expect(!appKit.message.contains("UIImage"), "\(appKit.message)")
        let uiKit = decode("import SwiftUI", "Image(uiImage: UIImage(data: photo.data)!)")
        #expect(uiKit.fix.contains("-> UIImage? {") && uiKit.message.contains("`UIImage.preparingThumbnail(of:)` (iOS 15+)"))
        let anywhere = decode("import SwiftUI", "AsyncImage(url: photo.url)")
        #expect(anywhere.fix.contains("-> CGImage? {") && anywhere.fix.hasSuffix("// in the row: Image(decorative: image, scale: 3)"),
                "\(anywhere.fix)")
        #expect(anywhere.message.contains("(show the `CGImage` with `Image(decorative:scale:)`)"))
    }

    @Test("date arithmetic is named as arithmetic, not formatting; a formatter's type reads with its article")
    func arithmeticAndArticles() {
        let text = """
            import SwiftUI

            struct RunList: View {
                let runs: [Run]
                var body: some View {
                    List(runs) { run in
                        let days = Calendar.current.dateComponents([.day], from: run.start, to: .now).day ?? 0
                        Text("\\(days) days, \\(ISO8601DateFormatter().string(from: run.start))")
                    }
                }
            }

            """
        let messages = lint(text).filter { $0.ruleID == "format-in-body" }.map(\.message)
        #expect(messages.count == 3)
        let arithmetic = messages.first { $0.hasPrefix("`Calendar.dateComponents(…)` date arithmetic") } ?? ""
        #expect(arithmetic.contains("calendar arithmetic (the calendar's and time zone's rules applied to each date"))
        #expect(!arithmetic.contains("format string"))
        #expect(messages.contains { $0.contains("creating a new `ISO8601DateFormatter` loads locale") })
    }

    /// An enum the file shows as only `Equatable` has its `id` read by whatever matches by it; SwiftUI's
    /// lists only if another file makes it `Identifiable`. An `Identifiable` type's message names lists.
    @Test("a fresh id of a type shown without Identifiable names other matching; of an Identifiable one, lists")
    func freshIDWording() {
        let text = """
            import Foundation

            enum Marker: Equatable {
                case pin, user(String)
                var id: String {
                    switch self {
                    case .pin: UUID().uuidString
                    case .user(let id): id
                    }
                }
            }
            struct Draft: Identifiable {
                var id: UUID { UUID() }
            }

            """
        let messages = lint(text).filter { $0.ruleID == "unstable-identity" }.map(\.message)
        #expect(messages.count == 2)
        #expect(messages.first?.contains("a `ForEach`/`List` if another file makes this type `Identifiable`") == true)
        #expect(messages.last?.contains("SwiftUI reads the ids of a `ForEach` or `List` on every update") == true)
        // A file that keys rows by `\.id` has SwiftUI read the id without `Identifiable`.
        let keyed = text + "struct Markers: View {\n    let markers: [Marker]\n    var body: some View { ForEach(markers, id: \\.id) { _ in Text(\"m\") } }\n}\n"
        #expect(lint(keyed).filter { $0.ruleID == "unstable-identity" }.allSatisfy { $0.message.contains("SwiftUI reads the ids") })
    }

    /// `\.element.id` does not compile over elements with no `id`: when the file shows the element type
    /// (declared there, no `id`, not `Identifiable`) no fix is made, and the advice is to give them ids first.
    @Test("positions of elements whose type has no id: no key-path fix, advice to give them ids")
    func elementsWithoutID() {
        let text = """
            import SwiftUI

            struct Banner { var text: String }
            struct Step: Identifiable { let id: Int; let text: String }

            extension View {
                func banners(_ banners: [Banner], steps: [Step]) -> some View {
                    ScrollView { VStack {
                        ForEach(Array(banners.enumerated()), id: \\.offset) { _, banner in Label(banner.text, systemImage: "info") }
                        ForEach(Array(steps.enumerated()), id: \\.offset) { _, step in Label(step.text, systemImage: "info") }
                    } }
                }
            }

            """
        let findings = lint(text).filter { $0.ruleID == "index-based-id" }
        #expect(findings.map(\.start.line) == [9, 10])
        #expect(findings.first?.fix == nil)
        #expect(findings.first?.message.hasSuffix("Give the elements stable ids (their type declares no `id` here: make it "
                                                  + "`Identifiable`) and key them by the element: `id: \\.element.id`") == true)
        #expect(findings.last?.fix?.edits.first?.replacement == "\\.element.id")
    }

    /// A widget's views render once for each timeline entry: views only widgets show get no finding for
    /// work that costs by repeating, however deep below the entry view; a view the app shows too still
    /// does, and the screen's size is still the wrong size in a widget.
    @Test("views only widgets show: no body-work finding; a view the app shows too, and screen bounds, still")
    func widgetOnlyViews() {
        let widget = """
            import SwiftUI
            import WidgetKit

            struct StepsWidget: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "steps", provider: StepsProvider()) { entry in
                        StepsEntryView(entry: entry)
                    }
                }
            }

            struct StepsEntryView: View {
                let entry: StepsEntry
                var body: some View {
                    VStack {
                        StepsGauge(date: entry.date)
                        DayCard(date: entry.date)
                    }
                }
            }

            struct StepsGauge: View {
                let date: Date
                var body: some View {
                    Text(DateFormatter().string(from: date)).frame(width: UIScreen.main.bounds.width / 2)
                }
            }

            """
        let app = """
            import SwiftUI

            struct DayCard: View {
                let date: Date
                var body: some View { Text(DateFormatter().string(from: date)) }
            }

            struct History: View {
                let days: [Date]
                var body: some View { List(days, id: \\.self) { day in DayCard(date: day) } }
            }

            """
        let found = lint([("Widget.swift", widget), ("App.swift", app)]).map { "\($0.path):\($0.start.line) \($0.ruleID)" }
        #expect(found.sorted() == ["App.swift:5 format-in-body", "App.swift:5 format-in-body", "Widget.swift:25 screen-bounds-in-view"])
    }

    /// A helper of another type that widgets' views call runs when an entry renders; one that a screen of the
    /// app reaches too, even at a lower level and after the widget's code reached it, still counts, and so
    /// does what it calls in turn.
    @Test("a helper only widgets call: no finding; reached by the app's code too, reported, and what it calls")
    func helperOnlyWidgetsCall() {
        let widget = """
            import SwiftUI
            import WidgetKit

            struct RecentWidget: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "recent", provider: Provider()) { entry in
                        RecentEntryView(entry: entry)
                    }
                }
            }

            struct RecentEntryView: View {
                let entry: Entry
                var body: some View {
                    VStack {
                        ForEach(entry.items) { item in Text(Labels.title(item.date)) }
                        Text(Stamps.short(entry.date))
                    }
                }
            }

            """
        let labels = """
            import Foundation

            enum Labels {
                static func title(_ date: Date) -> String { "Played " + day(date) }
                static func day(_ date: Date) -> String { DateFormatter().string(from: date) }
            }

            enum Stamps {
                static func short(_ date: Date) -> String { DateFormatter().string(from: date) }
            }

            """
        let app = """
            import SwiftUI

            struct Summary: View {
                let last: Date
                var body: some View { Text(Labels.title(last)) }
            }

            """
        let widgetOnly = lint([("Widget.swift", widget), ("Labels.swift", labels)])
        #expect(widgetOnly.isEmpty)
        let found = lint([("Widget.swift", widget), ("Labels.swift", labels), ("App.swift", app)])
            .map { "\($0.path):\($0.start.line) \($0.ruleID)" }
        #expect(found == ["Labels.swift:5 format-in-body"])
    }

    /// `let recentTips = recentTips()` in `body`: the elements read the local, so the helper's filter runs
    /// once an evaluation (it feeds the `ForEach`), not once for every element.
    @Test("a local of a helper's own name read by the elements: the helper's work once an evaluation")
    func localOfHelpersName() {
        let text = """
            import SwiftUI

            struct TipPicker: View {
                let saved: [Int]
                var body: some View {
                    let recentTips = recentTips()
                    HStack {
                        ForEach(recentTips, id: \\.self) { tip in
                            if tip != recentTips.last { Text("\\(tip)%") }
                        }
                    }
                }
                func recentTips() -> [Int] { Array(saved.filter { $0 > 0 }.prefix(3)) }
            }

            """
        let messages = lint(text).filter { $0.ruleID == "format-in-body" }.map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("which feeds a `ForEach`, `List` or `Table`, runs on every evaluation") == true)
    }

    /// An existential (`any PersistentModel`) conforms to no protocol, `Identifiable` included, whatever
    /// its protocol refines: neither `List(objects)` nor `\.element.id` would compile over them.
    @Test("positions of existentials: no ForEach(items) or key-path fix")
    func existentialElements() {
        let text = """
            import SwiftUI
            import SwiftData

            struct EntityList: View {
                let objects: [any PersistentModel]
                let models: [Model]
                var body: some View {
                    List(objects.indices, id: \\.self) { index in Text(String(describing: objects[index])) }
                    List(models.indices, id: \\.self) { index in Text(models[index].name) }
                    ForEach(Array(objects.enumerated()), id: \\.offset) { _, object in Text(String(describing: object)) }
                }
            }
            struct Model: Identifiable { let id: UUID; let name: String }

            """
        let findings = lint(text).filter { $0.ruleID == "index-based-id" }
        #expect(findings.map(\.start.line) == [8, 9, 10])
        #expect(findings.map { $0.fix == nil } == [true, false, true])
    }

    /// A property given an array literal of strings or numbers, with no type written, holds values with no
    /// `id`: `\.element.id` would not compile there either.
    @Test("positions of a literal array of strings or numbers in state: no key-path fix")
    func literalValuesInState() {
        let text = """
            import SwiftUI

            struct TagEditor: View {
                @State private var tags = ["swift", "ui"]
                @State private var sizes = [12, 14, 17]
                @State private var entries: [Entry] = [Entry(title: "a")]
                var body: some View {
                    List {
                        ForEach(Array(tags.enumerated()), id: \\.offset) { offset, _ in TextField("Tag", text: $tags[offset]) }
                        ForEach(Array(sizes.enumerated()), id: \\.offset) { offset, _ in Stepper("Size", value: $sizes[offset]) }
                        ForEach(Array(entries.enumerated()), id: \\.offset) { offset, _ in TextField("Title", text: $entries[offset].title) }
                    }
                }
            }
            struct Entry: Identifiable { let id = UUID(); var title: String }

            """
        let findings = lint(text).filter { $0.ruleID == "index-based-id" }
        #expect(findings.map(\.start.line) == [9, 10, 11])
        #expect(findings.map { $0.fix == nil } == [true, true, false])
    }

    /// Another value's property declared `[String]` (`item.paths`), or with elements of a type of the file
    /// without an `id` (`item.entries`), and tuples, have no `id`: `\.element.id` (or `ForEach(item.entries)`)
    /// would not compile. A property of that name declared with elements of the app's own type keeps the fix.
    @Test("positions of another value's `[String]` or id-less property, or of tuples: no key-path fix")
    func plainValuesOfAnotherValue() {
        let text = """
            import SwiftUI

            struct Item { let paths: [String]; let notes: [Note]; let entries: [Entry] }
            struct Note: Identifiable { let id: Int; var text: String }
            struct Entry: Codable { let start: String }

            struct ItemView: View {
                @Binding var item: Item
                let parts: [(name: String, path: String)]
                var body: some View {
                    ScrollView { VStack {
                        ForEach(Array(item.paths.enumerated()), id: \\.offset) { index, path in Button(path) { open(index) } }
                        ForEach(Array(parts.enumerated()), id: \\.offset) { index, part in Button(part.name) { open(index) } }
                        ForEach(Array(item.notes.enumerated()), id: \\.offset) { index, note in Button(note.text) { open(index) } }
                    } }
                    List {
                        ForEach(0..<item.entries.count, id: \\.self) { index in Text(item.entries[index].start) }
                    }
                }
                func open(_ index: Int) {}
            }

            """
        let findings = lint(text).filter { $0.ruleID == "index-based-id" }
        #expect(findings.map(\.start.line) == [12, 13, 14, 17])
        #expect(findings.map { $0.fix == nil } == [true, true, false, true])
    }

    /// `ForEach(tags)` and `ForEach($tags)` need `Identifiable` elements: over a `[String]` (here edited through
    /// bindings, so still flagged), tuples, decoded JSON dictionaries or arrays, the rewrite would not compile.
    @Test("indices over strings, tuples, dictionaries or arrays: flagged, with no rewrite to the elements")
    func indicesOverPlainValues() {
        let text = """
            import SwiftUI

            struct TagsEditor: View {
                @Binding var tags: [String]
                @Binding var pairs: [(name: String, value: String)]
                @Binding var notes: [Note]
                @Binding var results: [[String: Any]]
                @Binding var columns: [[Note]]
                var body: some View {
                    List {
                        ForEach(tags.indices, id: \\.self) { index in TextField("Tag", text: $tags[index]) }
                        ForEach(pairs.indices, id: \\.self) { index in TextField("Name", text: $pairs[index].name) }
                        ForEach(notes.indices, id: \\.self) { index in TextField("Note", text: $notes[index].text) }
                        ForEach(results.indices, id: \\.self) { index in Text(results[index]["title"] as? String ?? "") }
                        ForEach(columns.indices, id: \\.self) { index in Text("\\(columns[index].count) notes") }
                    }
                }
            }
            struct Note: Identifiable { let id: Int; var text: String }

            """
        let findings = lint(text).filter { $0.ruleID == "index-based-id" }
        #expect(findings.map(\.start.line) == [11, 12, 13, 14, 15])
        #expect(findings.map { $0.fix == nil } == [true, true, false, true, true])
    }

    /// `var messages = [ChatMessage]()` writes its type in its value: the rewrite needs an `id` that the file's
    /// `ChatMessage` does not have, nor has a `String`; a `Note` has one.
    @Test("an empty array's type written in its value: no rewrite to ids the elements lack")
    func typeWrittenInValue() {
        let text = """
            import SwiftUI

            struct ChatMessage { var content: String }
            final class ChatModel: ObservableObject {
                @Published var messages = [ChatMessage]()
                @Published var drafts = [String]()
                @Published var notes = [Note]()
            }
            struct ChatView: View {
                @ObservedObject var model: ChatModel
                var body: some View {
                    List {
                        ForEach(Array(model.messages.enumerated()), id: \\.offset) { _, message in Text(message.content) }
                        ForEach(model.drafts.indices, id: \\.self) { index in TextField("Draft", text: $model.drafts[index]) }
                        ForEach(Array(model.notes.enumerated()), id: \\.offset) { _, note in Text(note.text) }
                    }
                }
            }
            struct Note: Identifiable { let id: Int; var text: String }

            """
        let findings = lint(text).filter { $0.ruleID == "index-based-id" }
        #expect(findings.map(\.start.line) == [13, 14, 15])
        #expect(findings.map { $0.fix == nil } == [true, true, false])
    }

    /// A rewrite is offered only where the file shows the elements have an `id` (a key path) or are
    /// `Identifiable` (`ForEach(items)`): elsewhere it would more often not compile than compile.
    @Test("rewrites offered only where the file shows the elements' ids: conformance, id member, generic constraint, store results")
    func rewriteNeedsElementsShownWithIDs() {
        let text = """
            import SwiftUI
            import SwiftData
            import CoreData

            struct Shelf<Value: Identifiable & Hashable>: View {
                let values: [Value]
                let books: [Book]
                let tags: [Tag]
                let notes: [Note]
                let orders: [Order]
                @Query var stations: [Station]
                let shared: [Shared]
                let folders: [Folder]
                @SectionedFetchRequest(sectionIdentifier: \\.kind, sortDescriptors: []) var groups: SectionedFetchResults<String, Note>
                var body: some View {
                    List {
                        ForEach(Array(values.enumerated()), id: \\.offset) { _, value in Text("\\(value.hashValue)") }
                        ForEach(books.indices, id: \\.self) { index in Text(books[index].title) }
                        ForEach(Array(tags.enumerated()), id: \\.offset) { _, tag in Text(tag.name) }
                        ForEach(tags.indices, id: \\.self) { index in Text(tags[index].name) }
                        ForEach(notes.indices, id: \\.self) { index in Text(notes[index].text) }
                        ForEach(Array(orders.enumerated()), id: \\.offset) { _, order in Text(order.name) }
                        ForEach(stations.indices, id: \\.self) { index in Text(stations[index].name) }
                        ForEach(shared.indices, id: \\.self) { index in Text(shared[index].name) }
                        ForEach(folders.indices, id: \\.self) { index in Text(folders[index].name) }
                        ForEach(Array($tags.enumerated()), id: \\.offset) { index, $tag in TextField("\\(index)", text: $tag.name) }
                        ForEach(groups.indices, id: \\.self) { index in Text(groups[index].id) }
                    }
                }
            }
            struct Book { let isbn: String; let title: String }
            extension Book: Identifiable { var id: String { isbn } }
            struct Tag { let id: Int; var name: String }
            final class Note: NSManagedObject { @NSManaged var text: String; @NSManaged var kind: String }
            @Model final class Folder { var name: String = "" }

            """
        let findings = lint(text).filter { $0.ruleID == "index-based-id" }
        #expect(findings.map(\.start.line) == Array(17...27))
        // Generic `Value: Identifiable`, `Book` made `Identifiable` by an extension, `Tag` with an `id` member
        // (a key path, not `ForEach(tags)`), a managed object, `Order` of another file (none), `@Query`
        // results, `Shared` of another file (none), a SwiftData model, bindings to `Tag`s, a sectioned fetch's
        // sections.
        #expect(findings.map { $0.fix != nil } == [true, true, true, false, true, false, true, false, true, true, true])
        #expect(findings[1].fix?.title.hasPrefix("Iterate the elements: `ForEach(books) { book in … }`") == true)
        #expect(findings[2].fix?.edits.first?.replacement == "\\.element.id")
        // A binding's `id` is a binding, not `Hashable`: bindings are keyed through their value.
        #expect(findings[9].fix?.edits.first?.replacement == "\\.element.wrappedValue.id")
        #expect(findings[9].message.hasSuffix("Key them by the element: `id: \\.element.wrappedValue.id` (elements `Identifiable` with stable ids)"))
        // `Order` is declared elsewhere: the key path may not compile, so the message gives it as a condition.
        #expect(findings[5].message.hasSuffix("Key them by a stable id of the element, `id: \\.element.id` if the elements "
            + "have one (else give their type a stable `id` first)"))
    }

    /// Rows that show the element itself as text are of strings, which have no `id`.
    @Test("positions of strings shown as text (also by a project's `…Text` view) or as a button's or label's title: no key-path fix, `\\.element` when unique")
    func stringsShownAsText() {
        let text = """
            import SwiftUI

            struct LogView: View {
                let lines: [String]
                let dates: [Entry]
                var body: some View {
                    List {
                        ForEach(Array(lines.enumerated()), id: \\.offset) { _, line in Text(line).monospaced() }
                        ForEach(Array(zip(lines.indices, lines)), id: \\.0) { _, line in Text(verbatim: line) }
                        ForEach(Array(dates.enumerated()), id: \\.offset) { _, entry in Text(entry.title) }
                        ForEach(Array(lines.enumerated()), id: \\.offset) { _, line in Button(line) {} }
                        ForEach(Array(lines.enumerated()), id: \\.offset) { _, line in Label(line, systemImage: "doc") }
                        ForEach(Array(lines.enumerated()), id: \\.offset) { _, line in hText(line, style: .label) }
                        ForEach(Array(dates.enumerated()), id: \\.offset) { _, entry in hText(entry.title) }
                    }
                }
            }
            struct Entry: Identifiable { let id: Date; let title: String }

            """
        let findings = lint(text).filter { $0.ruleID == "index-based-id" }
        #expect(findings.map(\.start.line) == [8, 9, 10, 11, 12, 13, 14])
        #expect(findings.map { $0.fix == nil } == [true, true, false, true, true, true, false])
        #expect(findings.first?.message.hasSuffix("`id: \\.element` when the values are unique, else make them `Identifiable` values with stable ids") == true)
        #expect(findings[1].message.contains("`id: \\.1` when the values are unique"))
    }
}

extension RowOriginMessageTests {
    /// A member of `extension View` in rows is named by the view whose code applies it, not as "`View`"
    /// (a modifier of any view is no row type).
    @Test("an extension View member in rows names the view that applies it, not `View`")
    func staticRowsAndViewExtensions() {
        let text = """
            import SwiftUI
            struct Gauge: View {
                var body: some View { GeometryReader { proxy in Text("g").frame(width: proxy.size.width) }.badge() }
            }
            struct GaugeScreen: View {
                var body: some View {
                    List {
                        Text("Header")
                        VStack { Gauge() }
                    }
                }
            }
            struct GaugeList: View {
                let names: [String]
                var body: some View { List(names, id: \\.self) { _ in Gauge() } }
            }
            extension View {
                func badge() -> some View { overlay(Text(DateFormatter().string(from: Date()))) }
            }
            """
        let messages = lint(text).map(\.message)
        #expect(!messages.contains { $0.contains("`View` is") }, "\(messages)")
        #expect(messages.contains { $0.contains("(`Gauge` is in list rows: built in row content at") })
    }

    @Test("a static row built by a member of the screen is placed in a list by that screen, not a row view")
    func staticRowOrigin() {
        let gauge = "import SwiftUI\nstruct Gauge: View {\n    var body: some View { Text(DateFormatter().string(from: Date())) }\n}\n"
        let screen = """
            import SwiftUI
            struct Screen: View {
                var body: some View { List { Text("Header"); gauges } }
                var gauges: some View { Gauge() }
            }
            """
        let messages = lint([("Gauge.swift", gauge), ("Screen.swift", screen)]).map(\.message)
        #expect(messages.contains { $0.contains("(`Gauge` is a static row of a list or lazy stack: placed in a list by `Screen` at Screen.swift:4)") },
                "\(messages)")
        // A view that is itself a static row builds it as a row view.
        let inner = """
            import SwiftUI
            struct Inner: View {
                var body: some View { Gauge() }
            }
            struct Screen: View {
                var body: some View { List { Text("Header"); Inner() } }
            }
            """
        #expect(lint([("Gauge.swift", gauge), ("Screen.swift", inner)]).map(\.message)
            .contains { $0.contains("built by row view `Inner` at Screen.swift:3") })
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

    /// Panes keyed by position are a note where the `ForEach` is written in the split view, and as much
    /// in a member that the split view alone shows; shown in a list too, a warning.
    @Test("positional panes in a member shown only by a split view are a note, as written in it")
    func positionalPanes() {
        func severities(_ shown: String) -> [String] {
            let layout = Self.layout(showing: shown, panes: "ForEach(Array(panes.enumerated()), id: \\.offset) { _, pane in Text(pane.title) }")
            return lint([("EditorLayout.swift", layout)]).filter { $0.ruleID == "index-based-id" }.map { "\($0.start.line) \($0.severity)" }
        }
        #expect(severities("SplitView(axis: .horizontal) { paneViews }") == ["9 note"])
        #expect(severities("VStack { SplitView { paneViews }; List { paneViews } }") == ["9 warning"])
        let scrolled = Self.layout(showing: "TabView { paneViews }",
                                   panes: "ScrollView { ForEach(Array(panes.enumerated()), id: \\.offset) { _, pane in Text(pane.title) } }")
        #expect(lint([("EditorLayout.swift", scrolled)]).filter { $0.ruleID == "index-based-id" }.map(\.severity) == [.warning])
        let listed = Self.layout(showing: "TabView { paneViews }",
                                 panes: "List(Array(panes.enumerated()), id: \\.offset) { _, pane in Text(pane.title) }")
        #expect(lint([("EditorLayout.swift", listed)]).filter { $0.ruleID == "index-based-id" }.map(\.severity) == [.warning])
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

    /// A view built in a row's context menu is made with the row, but its body runs when the menu opens;
    /// built only in menus, a `ForEach` at its top lists options. Code in the menu's own closure is the row's.
    @Test("a view built only in a row's context menu is menu content; built in a row too, or code in the menu's closure, it is the row's")
    func viewsBuiltInContextMenus() {
        let actions = """
            import SwiftUI
            struct ItemActions: View {
                let item: Item
                let names: [String]
                var body: some View {
                    ForEach(names.indices, id: \\.self) { index in
                        Button(names[index] + item.date.formatted()) {}
                    }
                }
            }

            """
        func findings(_ row: String) -> [String] {
            lint([("Actions.swift", actions), ("Items.swift", "import SwiftUI\nstruct Items: View {\n    let items: [Item]\n"
                    + "    var body: some View {\n        List(items) { item in\n            \(row)\n        }\n    }\n}\n")])
                .map { "\($0.path):\($0.start.line) \($0.ruleID) \($0.severity)" }
        }
        #expect(findings("Text(item.title).contextMenu { ItemActions(item: item, names: []) }")
            == ["Actions.swift:6 index-based-id note"])
        #expect(findings("Text(item.title).contextMenu { ItemActions(item: item, names: []) }.overlay { ItemActions(item: item, names: []) }")
            == ["Actions.swift:6 index-based-id warning", "Actions.swift:7 format-in-body warning"])
        // (Built nowhere, the view's own identity finding stays a warning.)
        #expect(findings("Text(item.title).contextMenu { Button(item.date.formatted()) {} }")
            == ["Actions.swift:6 index-based-id warning", "Items.swift:6 format-in-body warning"])
    }

    /// A toolbar's items and an alert's actions are a few controls built once, as a menu's options are: a
    /// view built only there, or a member built only as the actions, lists options.
    @Test("a view built only in toolbar items, or a member built only as an alert's actions, lists options (a note)")
    func toolbarItemsAndAlertActionsAreOptions() {
        func identityFindings(_ modifier: String) -> [String] {
            let text = """
                import SwiftUI
                struct Actions: View {
                    let names: [String]
                    var body: some View {
                        ForEach(names.indices, id: \\.self) { index in Button(names[index]) {} }
                    }
                }
                struct Screen: View {
                    let items: [String]
                    let names: [String]
                    @State private var confirming = false
                    var body: some View {
                        List(items, id: \\.self) { Text($0) }
                            \(modifier)
                    }
                    @ViewBuilder var actionButtons: some View {
                        ForEach(names.indices, id: \\.self) { index in Button(names[index]) {} }
                    }
                }

                """
            return lint(text).filter { $0.ruleID == "index-based-id" }.map { "\($0.start.line) \($0.severity)" }
        }
        #expect(identityFindings(".toolbar { ToolbarItemGroup(placement: .secondaryAction) { Actions(names: names) } }")
            == ["5 note", "17 warning"])
        #expect(identityFindings(".alert(\"Confirm\", isPresented: $confirming) { actionButtons }") == ["5 warning", "17 note"])
        // The alert's message is shown text, not its actions: the member is shown there.
        #expect(identityFindings(".alert(\"Confirm\", isPresented: $confirming) {} message: { actionButtons }")
            == ["5 warning", "17 warning"])
    }
}

extension RowOriginMessageTests {
    /// Elements of a scroll view's plain stack are all built with it: the message says so, rather than
    /// calling them list rows. A view placed in a list as well is named for the list.
    @Test("a view in a scroll view's plain stack is built for every element of it, not in list rows")
    func eagerStackOrigin() {
        let text = """
            import SwiftUI
            struct Entry: Identifiable { let id: Int; let date: Date }
            struct EntryRow: View {
                let entry: Entry
                var body: some View { Text(entry.date.formatted()) }
            }
            struct Feed: View {
                let entries: [Entry]
                var body: some View { VStack { ForEach(entries) { EntryRow(entry: $0) } } }
            }
            struct Screen: View {
                let entries: [Entry]
                var body: some View { ScrollView { Feed(entries: entries) } }
            }
            struct Badge: View {
                let entry: Entry
                var body: some View { Text(entry.date.formatted()) }
            }
            struct Strip: View {
                let entries: [Entry]
                var body: some View { ScrollView(.horizontal) { HStack { ForEach(entries) { Badge(entry: $0) } } } }
            }
            struct BadgeList: View {
                let entries: [Entry]
                var body: some View { List(entries) { Badge(entry: $0) } }
            }
            """
        let messages = lint(text).filter { $0.ruleID == "format-in-body" }.map(\.message)
        #expect(messages.count == 2, "\(messages)")
        #expect(messages.contains { $0.contains("(`EntryRow` is built for every element of a plain stack in a scroll view: in the element content at Test.swift:9)") }, "\(messages)")
        #expect(messages.contains { $0.contains("(`Badge` is in list rows: built in row content at Test.swift:25)") }, "\(messages)")
    }
}
