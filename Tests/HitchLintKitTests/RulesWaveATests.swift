import Foundation
import HitchLintKit
import Testing

/// Lines (1-based) of the findings of one rule, run alone.
private func lines(_ text: String, _ rule: any Rule) -> [Int] {
    lint(text, rules: [rule]).map(\.start.line).sorted()
}

private func lines(_ files: [(name: String, text: String)], _ rule: any Rule) -> [String] {
    lint(files, rules: [rule]).map { "\($0.path):\($0.start.line)" }.sorted()
}

/// The text after applying the fixes of the findings that `allowing` permits.
private func fixed(_ text: String, _ rule: any Rule, allowing: Set<FixApplicability> = [.safe, .unsafe]) -> String {
    let diagnostics = lint(text, rules: [rule])
    let result = FixApplier.apply(diagnostics, to: Array(text.utf8), allowing: allowing)
    return String(decoding: result.bytes, as: UTF8.self)
}

/// Findings for one file linted with a deployment target.
private func findings(_ text: String, _ rule: any Rule, iOS: Int) -> [Diagnostic] {
    lint(text, rules: [rule], deploymentTarget: ["iOS": .init(iOS)])
}

@Suite("unstable-identity")
struct UnstableIdentityTests {
    let rule = UnstableIdentity()

    static let tag = (name: "Tag.swift", text: """
        import Foundation
        struct Tag: Identifiable, Hashable {
            let id = UUID()
            let name: String
        }
        """)

    @Test("a value made inside a local's value after other locals there is that local's, which feeds the list")
    func constructionInAnOuterLocal() {
        let board = """
            import SwiftUI
            struct Board: View {
                let names: [String]
                var body: some View {
                    let rows = {
                        let prefix = "#"
                        let suffix = "!"
                        return names.map { Tag(name: prefix + $0 + suffix) }
                    }()
                    List(rows) { Text($0.name) }
                }
            }
            """
        #expect(lines([Self.tag, ("Board.swift", board)], rule) == ["Board.swift:8"])
    }

    @Test("a list keyed by another property or a position reads no element's id; through an `id`, `self` or the element it does",
          arguments: [(key: "\\.offset", flagged: false), (key: "\\.element.name", flagged: false), (key: "\\.0", flagged: false),
                      (key: "\\.element.id", flagged: true), (key: "\\.element", flagged: true), (key: "\\.1.id", flagged: true)])
    func keyedOtherwise(key: String, flagged: Bool) {
        let board = """
            import SwiftUI
            struct Board: View {
                let names: [String]
                var tags: [Tag] { names.map { Tag(name: $0) } }
                var body: some View {
                    List(Array(tags.enumerated()), id: \(key)) { Text($0.element.name) }
                }
            }
            """
        #expect(lines([Self.tag, ("Board.swift", board)], rule) == (flagged ? ["Board.swift:4"] : []))
    }

    @Test("a member shown by one list keyed by position and one keyed by the elements' ids is reported")
    func keyedBothWays() {
        let board = """
            import SwiftUI
            struct Board: View {
                let names: [String]
                var tags: [Tag] { names.map { Tag(name: $0) } }
                var body: some View {
                    List(Array(tags.enumerated()), id: \\.offset) { Text($0.element.name) }
                    ForEach(tags) { Text($0.name) }
                }
            }
            """
        #expect(lines([Self.tag, ("Board.swift", board)], rule) == ["Board.swift:4"])
    }

    @Test("a local shown first by a list keyed by name, then by one keyed by the ids, is reported at the second")
    func localKeyedBothWays() {
        let board = """
            import SwiftUI
            struct Board: View {
                let names: [String]
                var body: some View {
                    let tags = names.map { Tag(name: $0) }
                    VStack {
                        ForEach(tags, id: \\.name) { Text($0.name) }
                        List(tags) { Text($0.name) }
                    }
                }
            }
            """
        let found = lint([Self.tag, ("Board.swift", board)], rules: [rule])
        #expect(found.map { "\($0.path):\($0.start.line)" } == ["Board.swift:5"])
        #expect(found.first?.message.contains("the data of `List` on line 8") == true)
    }

    @Test("another type's member of the same name, keyed by position, does not stand for this type's")
    func sameNameInAnotherType() {
        let board = """
            import SwiftUI
            struct Board: View {
                let names: [String]
                var tags: [Tag] { names.map { Tag(name: $0) } }
                var body: some View { List(tags) { Text($0.name) } }
            }
            struct Legend: View {
                let tags: [String]
                var body: some View { ForEach(Array(tags.enumerated()), id: \\.offset) { Text($0.element) } }
            }
            """
        #expect(lines([Self.tag, ("Board.swift", board)], rule) == ["Board.swift:4"])
    }

    @Test("a window's root view of an App without state is built once; with state, on each of its updates",
          arguments: [(state: "", flagged: false), (state: "@StateObject private var store = Store()", flagged: true),
                      (state: "@Environment(\\.scenePhase) private var phase", flagged: true)])
    func sceneRoot(state: String, flagged: Bool) {
        let app = """
            import SwiftUI
            @main
            struct DemoApp: App {
                \(state)
                var body: some Scene {
                    WindowGroup { Board() }
                }
            }
            """
        let board = """
            import SwiftUI
            struct Board: View {
                private var tags = [Tag(name: "a"), Tag(name: "b")]
                var body: some View { List(tags) { Text($0.name) } }
            }
            """
        #expect(lines([Self.tag, ("App.swift", app), ("Board.swift", board)], rule) == (flagged ? ["Board.swift:3"] : []))
    }

    @Test(".id(UUID()), also inside a conditional; a UUID() id in list data; warnings everywhere")
    func freshUUIDs() {
        let text = """
            import SwiftUI
            struct Row: Identifiable { let id: UUID; let name: String }
            struct A: View {
                let names: [String]
                let reset: Bool
                @State private var token = UUID()
                var body: some View {
                    VStack {
                        ProgressView().id(UUID())
                        Text("a").id(reset ? UUID() : token)
                        List(names.map { Row(id: UUID(), name: $0) }) { Text($0.name) }
                    }
                }
            }
            """
        let diagnostics = lint(text, rules: [rule])
        #expect(diagnostics.map(\.start.line) == [9, 10, 11])
        #expect(diagnostics.allSatisfy { $0.severity == .warning })
        #expect(diagnostics.allSatisfy { $0.fix?.applicability == .displayOnly })
    }

    @Test("a reset token, .tag, .animation(value:), actions, onAppear, Task and non-id arguments: silent")
    func lookAlikes() {
        let text = """
            import SwiftUI
            struct Draft: Identifiable { let id: UUID; var text: String; var session: UUID }
            struct A: View {
                @State private var drafts: [Draft] = []
                @State private var token = UUID()
                var body: some View {
                    List(drafts) { draft in
                        Text(draft.text)
                            .tag(UUID())
                            .animation(.default, value: UUID())
                            .onAppear { token = UUID() }
                    }
                    .id(token)
                    Button("New") { drafts.append(Draft(id: UUID(), text: "", session: UUID())) }
                    Text("x").task { let _ = Draft(id: UUID(), text: "", session: UUID()) }
                    ForEach(drafts.indices, id: \\.self) { _ in Text("a") }
                }
            }
            """
        #expect(lines(text, rule) == [])
    }

    @Test("a random-id type from another file: computed property, stored property, init, local, row input")
    func randomIdentityTypes() {
        let view = """
            import SwiftUI
            struct Chip: View {
                let tag: Tag
                var body: some View { Text(tag.name) }
            }
            struct A: View {
                let names: [String]
                let stored = [Tag(name: "a"), Tag(name: "b")]
                let fromInit: [Tag]
                var computed: [Tag] { names.map { Tag(name: $0) } }
                init(names: [String]) {
                    self.names = names
                    self.fromInit = names.map { Tag(name: $0) }
                }
                var body: some View {
                    let local = names.map { Tag(name: $0) }
                    List {
                        ForEach(stored) { Text($0.name) }
                        ForEach(fromInit) { Text($0.name) }
                        ForEach(computed) { Text($0.name) }
                        ForEach(local) { Text($0.name) }
                        ForEach(names, id: \\.self) { name in
                            Chip(tag: Tag(name: name))
                        }
                    }
                }
            }
            """
        #expect(lines([Self.tag, ("A.swift", view)], rule) == ["A.swift:10", "A.swift:13", "A.swift:16", "A.swift:23", "A.swift:8"])
        // Without the declaration of `Tag` in the project nothing is known about its id.
        #expect(lines([("A.swift", view)], rule) == [])
    }

    @Test("kept in @State, built in a model, given an explicit id, not list data, not handed to a view: silent")
    func randomIdentityLookAlikes() {
        let view = """
            import SwiftUI
            final class Store: ObservableObject {
                @Published var tags: [Tag] = []
                var fresh: [Tag] { [Tag(name: "x")] }
                func load(_ names: [String]) { tags = names.map { Tag(name: $0) } }
            }
            struct A: View {
                let names: [String]
                @State private var kept = [Tag(name: "a")]
                @StateObject private var store = Store()
                let single = Tag(name: "one")
                var body: some View {
                    let unused = Tag(name: "u")
                    List {
                        ForEach(kept) { Text($0.name) }
                        ForEach(store.tags) { tag in
                            let copy = Tag(name: tag.name)
                            Text(copy.name + unused.name + single.name)
                        }
                    }
                    .onAppear { store.load(names.map { Tag(name: $0).name }) }
                }
            }
            """
        #expect(lines([Self.tag, ("A.swift", view)], rule) == [])
    }

    @Test("init: a plain property (also on a continued line) is flagged; @State and its storage are kept, silent")
    func initializers() {
        let view = """
            import SwiftUI
            struct A: View {
                @State private var kept: [Tag]
                @State private var storage: [Tag]
                private let plain: [Tag]
                init(names: [String]) {
                    kept = names.map { Tag(name: $0) }
                    _storage = State(initialValue: names.map { Tag(name: $0) })
                    self.plain =
                        names.map { Tag(name: $0) }
                }
                var body: some View {
                    List {
                        ForEach(kept) { Text($0.name) }
                        ForEach(storage) { Text($0.name) }
                        ForEach(plain) { tag in
                            Text(Tag(name: tag.name).name)
                        }
                    }
                }
            }
            """
        #expect(lines([Self.tag, ("A.swift", view)], rule) == ["A.swift:10"])
    }
}

@Suite("conditional-row-in-foreach")
struct ConditionalRowInForEachTests {
    let rule = ConditionalRowInForEach()

    @Test("if without else, else-if without final else, uneven branches, EmptyView and break cases, Group, Form")
    func flagged() {
        let text = """
            import SwiftUI
            struct A: View {
                let items: [Item]
                var body: some View {
                    List {
                        ForEach(items) { item in
                            if case .some(let name) = item.name { Text(name) }
                        }
                        ForEach(items) { item in
                            if item.a { Text("a") } else if item.b { Text("b") }
                        }
                        ForEach(items) { item in
                            if item.a { Text("a"); Text("b") } else { Text("c") }
                        }
                        ForEach(items) { item in
                            switch item.kind {
                            case .a: Text("a")
                            case .b: break
                            }
                        }
                        ForEach(items) { item in
                            Group {
                                if item.a { Text("a") }
                            }
                        }
                    }
                    Form {
                        Section {
                            ForEach(items) { item in
                                Text(item.title)
                                if item.a { Text("extra") }
                            }
                        }
                    }
                }
            }
            """
        #expect(lines(text, rule) == [7, 10, 13, 16, 23, 31])
    }

    @Test("the message says whether an element can yield no view, or fewer beside other views")
    func messages() {
        let text = """
            import SwiftUI
            struct A: View {
                let posts: [Post]
                var body: some View {
                    List(posts) { post in
                        Text(post.title)
                        if post.id == posts.last?.id { ProgressView() }
                    }
                    List {
                        ForEach(posts) { post in
                            if post.isPinned { Text(post.title) }
                        }
                    }
                }
            }
            """
        let messages = lint(text, rules: [rule]).map(\.message)
        #expect(messages.count == 2)
        #expect(messages.first?.hasPrefix("`if` at the top of `List` content: without a final `else`, elements yield "
            + "different numbers of views (its views only when the condition holds)") == true, "\(messages)")
        #expect(messages.last?.hasPrefix("`if` at the top of `ForEach` content in a `List`: without a final `else`, "
            + "an element yields no view when the condition fails") == true, "\(messages)")
    }

    @Test("one view per element, #available, @unknown default, nested conditions, other containers: silent")
    func lookAlikes() {
        let text = """
            import SwiftUI
            struct A: View {
                let items: [Item]
                var body: some View {
                    List {
                        ForEach(items) { item in
                            let title = item.title
                            if item.a { Text(title) } else { Image(systemName: "x") }
                        }
                        ForEach(items) { item in
                            switch item.kind {
                            case .a: Text("a")
                            case .b:
                                if case .b = item.kind { Text("b") } else { Text("c") }
                            @unknown default: Text("d")
                            }
                        }
                        ForEach(items) { item in
                            if #available(iOS 17, *) { Text("new") }
                        }
                        ForEach(items) { item in
                            Button {
                                if item.a { print("a") }
                            } label: {
                                HStack { if item.a { Text("a") } }
                            }
                        }
                    }
                    LazyVStack {
                        ForEach(items) { item in if item.a { Text("a") } }
                    }
                    Menu("m") {
                        ForEach(items) { item in if item.a { Text("a") } }
                    }
                }
            }
            """
        #expect(lines(text, rule) == [])
    }

    @Test("a @ViewBuilder helper as the whole content: the finding is in the helper")
    func helper() {
        let text = """
            import SwiftUI
            struct A: View {
                let items: [Item]
                var body: some View {
                    List(items) { item in
                        row(for: item)
                    }
                }
                @ViewBuilder
                func row(for item: Item) -> some View {
                    if let name = item.name { Text(name) }
                }
            }
            """
        let diagnostics = lint(text, rules: [rule])
        #expect(diagnostics.map(\.start.line) == [11])
        #expect(diagnostics.first?.message.contains("`row`, the content of the `List` on line 5") == true)
    }
}

extension ConditionalRowInForEachTests {
    @Test("a view whose body is a Section of rows, placed in a List elsewhere; a helper placed in a List")
    func placedElsewhere() {
        let section = """
            import SwiftUI
            struct UsersSection: View {
                let users: [User]
                let blocked: Set<Int>
                var body: some View {
                    Section("Users") {
                        ForEach(users) { user in
                            if !blocked.contains(user.id) {
                                Text(user.name)
                                    #if os(iOS)
                                    .listRowSeparator(.hidden)
                                    #endif
                            }
                        }
                    }
                }
            }
            """
        let screen = """
            import SwiftUI
            struct Screen: View {
                let users: [User]
                var body: some View {
                    List {
                        UsersSection(users: users, blocked: [])
                        listContent
                    }
                }
                @ViewBuilder
                private var listContent: some View {
                    ForEach(users) { user in
                        if user.isAdmin { Text(user.name) }
                    }
                }
                private var actions: some View {
                    ForEach(users) { user in
                        if user.isAdmin { Button(user.name) {} }
                    }
                }
                var other: some View {
                    Text("x").accessibilityActions { actions }
                }
            }
            """
        #expect(lines([("UsersSection.swift", section), ("Screen.swift", screen)], rule)
                == ["Screen.swift:13", "UsersSection.swift:8"])
        let stack = """
            import SwiftUI
            struct Screen: View {
                let users: [User]
                var body: some View {
                    ScrollView { VStack { UsersSection(users: users, blocked: []) } }
                }
            }
            """
        #expect(lines([("UsersSection.swift", section), ("Screen.swift", stack)], rule) == [])
    }
}

@Suite("anyview-in-row")
struct AnyViewInRowTests {
    let rule = AnyViewInRow()

    @Test("per-element rows, helpers and modifiers reached from rows; not outside rows, static children, AnyView(self)")
    func rows() {
        let text = """
            import SwiftUI
            extension View {
                func eraseToAnyView() -> AnyView { AnyView(self) }
                func card() -> some View { AnyView(padding(4)) }
            }
            struct A: View {
                let items: [String]
                let header: AnyView = AnyView(Text("h"))
                var body: some View {
                    List {
                        AnyView(Text("static"))
                        ForEach(items, id: \\.self) { item in
                            Text(item).eraseToAnyView()
                            Text(item).card()
                            badge(item)
                                .onAppear { _ = AnyView(Text("later")) }
                            let _ = ImageRenderer(content: AnyView(Text(item)))
                        }
                    }
                    .sheet(isPresented: .constant(false)) { AnyView(Text("sheet")) }
                }
                func badge(_ text: String) -> AnyView { AnyView(Text(text)) }
            }
            """
        #expect(lines(text, rule) == [4, 13, 22])
    }
}

@Suite("eager-stack-in-scroll-view")
struct EagerStackInScrollViewTests {
    let rule = EagerStackInScrollView()

    static let screen = """
        import SwiftUI
        struct A: View {
            let items: [Item]
            var body: some View {
                ScrollView {
                    VStack(spacing: 4) {
                        Text("Header")
                        ForEach(items) { Text($0.title) }
                    }
                }
                ScrollView(.horizontal) {
                    HStack { ForEach(items) { Text($0.title) } }
                }
            }
        }
        """

    @Test("vertical stacks are warnings, horizontal carousels notes")
    func severities() {
        let diagnostics = lint(Self.screen, rules: [rule])
        #expect(diagnostics.map(\.start.line) == [6, 12])
        #expect(diagnostics.map(\.severity) == [.warning, .note])
    }

    /// A carousel in each row of a list is built once per element; one that is a `List`'s static child
    /// (a header of tags) is built once, like any other part of the screen.
    @Test("a carousel in per-element rows is a warning; as a static child of a List, a note")
    func carouselInRows() {
        let text = """
            import SwiftUI
            struct Feed: View {
                let posts: [Post]
                let tags: [Tag]
                var body: some View {
                    List {
                        ScrollView(.horizontal) {
                            HStack { ForEach(tags) { Text($0.name) } }
                        }
                        ForEach(posts) { post in
                            ScrollView(.horizontal) {
                                HStack { ForEach(post.images) { Image($0.name) } }
                            }
                        }
                    }
                }
            }
            """
        let diagnostics = lint(text, rules: [rule])
        #expect(diagnostics.map(\.start.line) == [8, 12])
        #expect(diagnostics.map(\.severity) == [.note, .warning])
    }

    @Test("constant data, lazy stacks, cross-axis stacks, two axes, nested views, deferred: silent")
    func lookAlikes() {
        let text = """
            import SwiftUI
            struct A: View {
                static let tabs = ["Home", "Search"]
                let items: [Item]
                var body: some View {
                    ScrollView {
                        VStack {
                            ForEach(0..<10) { Text("\\($0)") }
                            ForEach(["a", "b"], id: \\.self) { Text($0) }
                            ForEach(Kind.allCases) { Text($0.title) }
                            ForEach(items.prefix(3)) { Text($0.title) }
                            ForEach(Self.tabs, id: \\.self) { Text($0) }
                            HStack { ForEach(items) { Text($0.title) } }
                        }
                        LazyVStack { ForEach(items) { Text($0.title) } }
                    }
                    ScrollView(.horizontal) { VStack { ForEach(items) { Text($0.title) } } }
                    ScrollView([.horizontal, .vertical]) { VStack { ForEach(items) { Text($0.title) } } }
                    Button("x") {}.sheet(isPresented: .constant(true)) { Text("s") }
                        .onAppear { _ = ScrollView { VStack { ForEach(items) { Text($0.title) } } } }
                }
            }
            """
        #expect(lines(text, rule) == [])
    }

    @Test("unsafe fix: the stack becomes lazy; below iOS 14 the fix is only shown")
    func renameFix() {
        let result = fixed(Self.screen, rule)
        #expect(result.contains("        LazyVStack(spacing: 4) {\n"))
        #expect(result.contains("        LazyHStack { ForEach(items)"))
        #expect(fixed(Self.screen, rule, allowing: [.safe]) == Self.screen)
        #expect(findings(Self.screen, rule, iOS: 13).allSatisfy { $0.fix?.applicability == .displayOnly })
        #expect(findings(Self.screen, rule, iOS: 15).allSatisfy { $0.fix?.applicability == .unsafe })
    }

    @Test("unsafe fix: a bare ForEach is wrapped in a lazy stack, re-indented, CRLF kept")
    func wrapFix() {
        let text = [
            "import SwiftUI",
            "struct A: View {",
            "    let items: [Item]",
            "    var body: some View {",
            "        ScrollView(.horizontal) {",
            "            ForEach(items) { item in",
            "                Text(item.title)",
            "",
            "            }",
            "            .padding()",
            "        }",
            "    }",
            "}",
            "",
        ].joined(separator: "\r\n")
        let expected = [
            "import SwiftUI",
            "struct A: View {",
            "    let items: [Item]",
            "    var body: some View {",
            "        ScrollView(.horizontal) {",
            "            LazyHStack {",
            "                ForEach(items) { item in",
            "                    Text(item.title)",
            "",
            "                }",
            "                .padding()",
            "            }",
            "        }",
            "    }",
            "}",
            "",
        ].joined(separator: "\r\n")
        #expect(fixed(text, rule) == expected)
        #expect(lint(expected, rules: [rule]).isEmpty)
    }
}

extension EagerStackInScrollViewTests {
    /// A wrapped `ForEach` is indented one level of the file's own: its most common step deeper (the
    /// narrowest of equally common ones), a tab in tab-indented files; its line breaks are the file's
    /// most common (a lone `\r` is not counted).
    @Test("the wrap fix follows the file's own indentation and line breaks")
    func wrapFixFollowsFileStyle() {
        func screen(_ indent: String, _ breaks: [String]) -> String {
            let lines = [
                "import SwiftUI", "struct A: View {", "\(indent)let items: [Item]", "\(indent)var body: some View {",
                "\(indent)\(indent)ScrollView(.horizontal) {", "\(indent)\(indent)\(indent)ForEach(items) { item in",
                "\(indent)\(indent)\(indent)\(indent)Text(item.title)", "\(indent)\(indent)\(indent)}", "\(indent)\(indent)}",
                "\(indent)}", "}", "",
            ]
            return zip(lines, breaks + Array(repeating: breaks.last!, count: lines.count)).map { $0 + $1 }.joined()
        }
        let twoSpaces = fixed(screen("  ", ["\n"]), rule)
        #expect(twoSpaces.contains("\n      LazyHStack {\n        ForEach(items) { item in\n          Text(item.title)\n        }\n      }\n"),
                "\(twoSpaces)")
        let tabs = fixed(screen("\t", ["\n"]), rule)
        #expect(tabs.contains("\n\t\t\tLazyHStack {\n\t\t\t\tForEach(items) { item in\n\t\t\t\t\tText(item.title)\n\t\t\t\t}\n\t\t\t}\n"),
                "\(tabs)")
        // Three `\n` and four lone `\r` before the rest's `\r\n`: CRLF is the most common break.
        let mixed = fixed(screen("    ", ["\n", "\r", "\n", "\r", "\n", "\r", "\r", "\r\n"]), rule)
        #expect(mixed.contains("LazyHStack {\r\n"), "\(mixed)")
        // Six `\n` against three `\r\n`: LF wins, whatever the lone `\r`s.
        let mostlyLF = fixed(screen("    ", ["\r\n", "\r\n", "\r\n", "\r", "\r", "\r", "\n"]), rule)
        #expect(mostlyLF.contains("LazyHStack {\n"), "\(mostlyLF)")
    }
}

@Suite("observed-object-created-inline")
struct ObservedObjectCreatedInlineTests {
    let rule = ObservedObjectCreatedInline()

    static let text = """
        import SwiftUI
        final class Model: ObservableObject {
            static let shared = Model()
            static var fresh: Model { Model() }
            static func make() -> Model { .init() }
        }
        struct A: View {
            @ObservedObject
            var a = Model()
            @ObservedObject var b: Model = .init()
            @ObservedObject var c = Model.fresh
            @ObservedObject var d = Model.make()
            @ObservedObject var e = Model.shared
            @ObservedObject var f: Model = .shared
            @ObservedObject var g: Model
            @StateObject var h = Model()
            @ObservedObject var i = makeModel()
            var body: some View { Text("a") }
        }
        final class NotAView {
            @ObservedObject var model = Model()
        }
        """

    @Test("new instances: call, .init(), static members that build one; not shared ones, passed-in, non-views")
    func flagged() {
        #expect(lines(Self.text, rule) == [8, 10, 11, 12])
    }

    @Test("unsafe fix @ObservedObject → @StateObject; none when an init assigns or uses the property, or below iOS 14")
    func fix() {
        let result = fixed(Self.text, rule)
        #expect(result.contains("    @StateObject\n    var a = Model()"))
        #expect(result.contains("    @StateObject var b: Model = .init()"))
        #expect(fixed(Self.text, rule, allowing: [.safe]) == Self.text)
        let assigned = """
            import SwiftUI
            final class Model: ObservableObject {}
            struct A: View {
                @ObservedObject var model = Model()
                init(model: Model) { self.model = model }
                var body: some View { Text("a") }
            }
            """
        #expect(lint(assigned, rules: [rule]).map { $0.fix?.applicability } == [.displayOnly])
        #expect(findings(Self.text, rule, iOS: 13).allSatisfy { $0.fix?.applicability == .displayOnly })
        // Filled or started in `init`: a `@StateObject` is not installed there, what `init` does would be lost.
        let filled = """
            import SwiftUI
            final class Files: ObservableObject { var items: [String] = []; func start() {} }
            struct Compose: View {
                @ObservedObject private var files = Files()
                @ObservedObject private var other = Files()
                init(original: [String]) {
                    files.items = original
                    self.other.start()
                }
                var body: some View { Text("a") }
            }
            """
        #expect(lint(filled, rules: [rule]).map { $0.fix?.applicability } == [.displayOnly, .displayOnly])
    }

    @Test("a hosting controller's root is built once; a project view's `rootView:` parameter or an implicit `.init` builds it as usual")
    func hostingRoots() {
        let card = """
            import SwiftUI
            import UIKit
            final class CardModel: ObservableObject {}
            struct CardView: View {
                @ObservedObject var model = CardModel()
                var body: some View { Text("card") }
            }
            final class CardController: UIHostingController<CardView> {
                init() { super.init(rootView: CardView()) }
                required init?(coder: NSCoder) { fatalError() }
            }
            func presentCard() -> UIViewController { UIHostingController(rootView: CardView()) }

            """
        #expect(lines(card, rule) == [])
        let shell = "struct Shell<Root: View>: View {\n    let rootView: Root\n    var body: some View { rootView }\n}\n"
            + "struct Cards: View {\n    let ids: [Int]\n    var body: some View { List(ids, id: \\.self) { _ in Shell(rootView: CardView()) } }\n}\n"
        #expect(lines(card + shell, rule) == [5])
        let cells = "final class CardsController: UITableViewController {\n"
            + "    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {\n"
            + "        let cell = UITableViewCell()\n        addChild(UIHostingController(rootView: CardView()))\n        return cell\n    }\n}\n"
        #expect(lines(card + cells, rule) == [5])
    }

    @Test("a root set on a property earlier in the method is a root; another object's property, or a view a body also builds, is not")
    func rootsSetOnProperties() {
        let view = "import SwiftUI\nimport AppKit\nfinal class PaneModel: ObservableObject {}\n"
            + "struct PaneView: View {\n    @ObservedObject var model: PaneModel\n    init() { model = PaneModel() }\n"
            + "    var body: some View { Text(\"pane\") }\n}\n"
        func controller(_ lines: String) -> String {
            "final class PaneWindowController: NSWindowController {\n    var view: PaneView!\n    var other: PaneView!\n"
                + "    static func create() {\n        let windowController = PaneWindowController()\n\(lines)    }\n}\n"
        }
        let root = "        windowController.view = PaneView()\n"
            + "        windowController.window?.contentView = NSHostingView(rootView: windowController.view)\n"
        #expect(lines(view + controller(root), rule) == [])
        let otherProperty = "        windowController.other = PaneView()\n"
            + "        windowController.window?.contentView = NSHostingView(rootView: windowController.view)\n"
        #expect(lines(view + controller(otherProperty), rule) == [5])
        let alsoInBody = "struct Sidebar: View {\n    var body: some View { PaneView() }\n}\n"
        #expect(lines(view + controller(root) + alsoInBody, rule) == [5])
    }

    /// Built anywhere in a controller's arguments (wrapped first, or a pane's content closure), a view is
    /// still made once with the controller; built beside it too (or in a cell's code), it is not only a root.
    @Test("a view built deep in a controller's arguments is a root; one also built outside them, for a cell or as a list's rows, is not")
    func viewsBuiltInControllerArguments() {
        let model = "import SwiftUI\nimport UIKit\nfinal class PaneModel: ObservableObject {}\n"
            + "struct GeneralPane: View {\n    @ObservedObject var model = PaneModel()\n    var body: some View { Text(\"pane\") }\n}\n"
        let panes = "final class AppState {\n    func openSettings() {\n"
            + "        let controller = SettingsWindowController(panes: [\n"
            + "            Settings.Pane(identifier: .general, title: \"General\") { GeneralPane().frame(minWidth: 400) }\n"
            + "        ])\n        controller.show()\n    }\n}\n"
        let wrapped = "final class Router {\n    func push() -> UIViewController {\n"
            + "        UIHostingController(rootView: NavigationStack { GeneralPane() })\n    }\n}\n"
        let beside = "final class Menu {\n    func preview() -> some View {\n"
            + "        _ = SettingsWindowController(panes: [Settings.Pane { GeneralPane() }])\n        return GeneralPane()\n    }\n}\n"
        let cell = "final class PanesController: UITableViewController {\n"
            + "    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {\n"
            + "        addChild(UIHostingController(rootView: NavigationStack { GeneralPane() }))\n        return UITableViewCell()\n    }\n}\n"
        #expect(lines(model + panes, rule) == [])
        #expect(lines(model + wrapped, rule) == [])
        let rows = "final class Browser {\n    func open(ids: [Int]) -> UIViewController {\n"
            + "        UIHostingController(rootView: List(ids, id: \\.self) { _ in GeneralPane() })\n    }\n}\n"
        #expect(lines(model + beside, rule) == [5])
        #expect(lines(model + cell, rule) == [5])
        #expect(lines(model + rows, rule) == [5])
    }
}

@Suite("print-changes-left-in")
struct PrintChangesLeftInTests {
    let rule = PrintChangesLeftIn()

    @Test("#if DEBUG branches, #else of #if !DEBUG, nesting, || conditions, reducers, deferred closures")
    func conditionalCompilation() {
        let text = """
            import SwiftUI
            struct A: View {
                var body: some View {
                    #if os(iOS)
                    #if DEBUG && targetEnvironment(simulator)
                    let _ = Self._printChanges()
                    #endif
                    #endif
                    #if !DEBUG
                    let _ = Self._printChanges()
                    #else
                    let _ = Self._logChanges()
                    #endif
                    #if DEBUG || BETA
                    let _ = A._printChanges()
                    #elseif DEBUG
                    let _ = Self._printChanges()
                    #endif
                    Text("a")
                        .onAppear { Self._printChanges() }
                }
            }
            struct Feature {
                var body: some Reducer {
                    Reduce { _, _ in .none }._printChanges()
                }
            }
            """
        #expect(lines(text, rule) == [10, 15])
    }

    @Test("safe fix removes the whole line, CRLF and the other lines kept; shared lines are only shown")
    func fix() {
        let text = "import SwiftUI\r\nstruct A: View {\r\n    var body: some View {\r\n"
            + "        let _ = Self._printChanges() // debug\r\n        VStack { let _ = Self._printChanges(); Text(\"a\") }\r\n"
            + "    }\r\n}\r\n"
        let expected = "import SwiftUI\r\nstruct A: View {\r\n    var body: some View {\r\n"
            + "        VStack { let _ = Self._printChanges(); Text(\"a\") }\r\n    }\r\n}\r\n"
        #expect(fixed(text, rule, allowing: [.safe]) == expected)
        #expect(lint(text, rules: [rule]).map { $0.fix?.applicability } == [.safe, .displayOnly])
    }
}

/// The deployment target tells which `#available` fallbacks never run: nothing found there is reported, for
/// any rule, while the same code in a fallback the target still needs, or with no target, is.
@Suite("fallbacks the deployment target leaves dead")
struct DeadAvailabilityFallbackTests {
    static let row = """
        import SwiftUI
        struct Folder: Identifiable { let id: Int; let count: Int }
        struct Folders: View {
            let folders: [Folder]
            var body: some View {
                List(folders) { folder in
                    if #available(macOS 13, iOS 16, *) {
                        Text("\\(folder.count) items")
                    } else {
                        Text(folder.count.formatted())
                    }
                }
            }
        }
        """

    func findingLines(_ versions: [String: Configuration.Version]) -> [Int] {
        lint(Self.row, rules: [FormatInBody()], deploymentTarget: versions).map(\.start.line)
    }

    @Test("the else of an #available the target meets is not read; one it does not meet is")
    func deadFallback() {
        #expect(findingLines([:]) == [10])
        #expect(findingLines(["iOS": .init(16), "macOS": .init(13)]) == [])
        #expect(findingLines(["iOS": .init(17)]) == [])
        #expect(findingLines(["iOS": .init(15), "macOS": .init(13)]) == [10])
        #expect(findingLines(["tvOS": .init(17)]) == [10])
    }
}

@Suite("geometry-reader-in-row's advice for the deployment target")
struct GeometryReaderAdviceTests {
    static let row = """
        import SwiftUI
        struct Track: Identifiable { let id: Int; let progress: Double }
        struct Tracks: View {
            let tracks: [Track]
            var body: some View {
                List(tracks) { track in
                    GeometryReader { proxy in
                        Rectangle().frame(width: proxy.size.width * track.progress)
                    }
                }
            }
        }
        """

    @Test("a target older than iOS 16 is told what works there; a newer or unknown one is not")
    func olderTargets() {
        let older = findings(Self.row, GeometryReaderInRow(), iOS: 15)
        #expect(older.count == 1)
        #expect(older.first?.message.contains("older than iOS 16 / macOS 13") == true)
        #expect(older.first?.message.contains("measure once outside the rows") == true)
        #expect(findings(Self.row, GeometryReaderInRow(), iOS: 16).first?.message.contains("older than iOS 16") == false)
        #expect(lint(Self.row, rules: [GeometryReaderInRow()]).first?.message.contains("older than iOS 16") == false)
    }
}

@Suite("screen-bounds-in-view's advice for the deployment target")
struct ScreenBoundsAdviceTests {
    static let card = """
        import SwiftUI
        import UIKit
        struct Card: View {
            var body: some View {
                Text("Hello").frame(width: UIScreen.main.bounds.width * 0.8)
            }
        }
        """

    @Test("a target older than iOS 16 is told what works there; a newer or unknown one is not")
    func olderTargets() {
        let older = findings(Self.card, ScreenBoundsInView(), iOS: 15)
        #expect(older.count == 1)
        #expect(older.first?.message.contains("one `GeometryReader` at the screen's root") == true)
        #expect(findings(Self.card, ScreenBoundsInView(), iOS: 16).first?.message.contains("older than iOS 16") == false)
        #expect(lint(Self.card, rules: [ScreenBoundsInView()]).first?.message.contains("older than iOS 16") == false)
    }
}
