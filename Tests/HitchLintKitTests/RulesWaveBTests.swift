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

/// The text after applying every fix of the findings, unsafe ones included.
private func fixed(_ text: String, _ rule: any Rule) -> String {
    let diagnostics = lint(text, rules: [rule])
    let result = FixApplier.apply(diagnostics, to: Array(text.utf8), allowing: [.safe, .unsafe])
    return String(decoding: result.bytes, as: UTF8.self)
}

@Suite("single-text-long-content")
struct SingleTextLongContentTests {
    let rule = SingleTextLongContent()

    @Test("a runtime string alone in a scroll view, through wrappers and an interpolation of it alone")
    func flagged() {
        let text = """
            import SwiftUI
            struct A: View {
                let log: String
                let model: Model
                var body: some View {
                    VStack {
                        ScrollView { Text(log) }
                        ScrollView {
                            Group {
                                HStack {
                                    Text(verbatim: model.output)
                                    Spacer()
                                }
                            }
                        }
                        ScrollView(.vertical) { Text("\\(log)") }
                        ScrollView { TextEditor(text: .constant(log)) }
                    }
                }
            }
            """
        #expect(lines(text, rule) == [7, 11, 16, 17])
    }

    @Test("literals, localized text, formatted values, several views, horizontal, deferred: silent")
    func lookAlikes() {
        let text = """
            import SwiftUI
            struct A: View {
                let log: String
                let date: Date
                @State private var shown = ""
                var body: some View {
                    VStack {
                        ScrollView { Text("Hello \\(log)") }
                        ScrollView { Text(NSLocalizedString("terms", comment: "")) }
                        ScrollView { Text(LocalizedStringKey("terms")) }
                        ScrollView { Text(date, style: .date) }
                        ScrollView { Text(Image(systemName: "star")) }
                        ScrollView { Text(log); Text(log) }
                        ScrollView(.horizontal) { Text(log) }
                        ScrollView { TextEditor(text: $shown) }
                        Button("Show") { print(log) }
                            .sheet(isPresented: .constant(false)) { Text(log) }
                    }
                    .onAppear { _ = ScrollView { Text(log) } }
                }
            }
            """
        #expect(lines(text, rule) == [])
    }

    @Test("an if on the string's count: silent only in the branch below the bound; a long else chain is no trouble")
    func lengthGuards() {
        func lines(_ body: String) -> [Int] {
            lint("import SwiftUI\nstruct A: View {\n    let text: String\n    var body: some View {\n" + body + "\n    }\n}\n", rules: [rule])
                .map(\.start.line)
        }
        #expect(lines("if text.count >= 1_000 { Color.red } else { ScrollView { Text(text) } }") == [])
        #expect(lines("if text.count < 1_000 { ScrollView { Text(text) } }") == [])
        #expect(lines("if text.count > 10_000 { ScrollView { Text(text) } }") == [5])
        #expect(lines("if text.count < 1_000 { Color.red } else { ScrollView { Text(text) } }") == [5])
        // Not valid Swift, as an editor may hold it mid-edit: a chain of `else` blocks, one after another.
        let chain = "if text.isEmpty { Color.red }" + String(repeating: " else { }", count: 50_000) + " else { ScrollView { Text(text) } }"
        #expect(lines(chain).count <= 1)
    }

    @Test("in a comment or a string literal: silent")
    func notCode() {
        let text = """
            import SwiftUI
            struct A: View {
                let log: String
                /// ScrollView { Text(log) }
                var body: some View {
                    Text("ScrollView { Text(log) }")
                }
            }
            """
        #expect(lines(text, rule) == [])
    }
}

@Suite("shrinking-text-in-stack")
struct ShrinkingTextInStackTests {
    let rule = ShrinkingTextInStack()

    @Test("stacked text in rows, through if blocks, a stack of texts, a row type in another file")
    func flagged() {
        let list = """
            import SwiftUI
            struct L: View {
                let items: [Item]
                var body: some View {
                    List(items) { item in
                        HStack {
                            if item.isNew {
                                Text(item.title).minimumScaleFactor(0.5)
                            }
                            Text(item.subtitle)
                        }
                        VStack { Text(item.a); Text(item.b) }.minimumScaleFactor(0.5)
                        RowView(item: item)
                    }
                }
            }
            """
        let row = """
            import SwiftUI
            struct RowView: View {
                let item: Item
                var body: some View {
                    HStack {
                        Text(item.title)
                            .lineLimit(1)
                            .minimumScaleFactor(0.7)
                        Text(item.price)
                    }
                }
            }
            """
        #expect(lines([("L.swift", list), ("RowView.swift", row)], rule) == ["L.swift:12", "L.swift:8", "RowView.swift:8"])
    }

    @Test("lone text, fixed-width badge, outside rows, UIKit property, other containers: silent")
    func lookAlikes() {
        let text = """
            import SwiftUI
            struct L: View {
                let items: [Item]
                let label = UILabel()
                var body: some View {
                    VStack {
                        HStack { Text("a").minimumScaleFactor(0.5); Text("b") }
                        List(items) { item in
                            HStack {
                                Text(item.name)
                                Text("\\(item.count)").minimumScaleFactor(0.4).frame(width: 24, height: 24)
                            }
                            Button { } label: { Text(item.name).minimumScaleFactor(0.5) }
                            ZStack { Text(item.name).minimumScaleFactor(0.5); Text(item.count) }
                        }
                    }
                    .onAppear { label.minimumScaleFactor = 0.5 }
                }
            }
            """
        #expect(lines(text, rule) == [])
    }

    @Test("unsafe fix removes the modifier, its line when it stands alone")
    func fix() {
        let text = """
            import SwiftUI
            struct L: View {
                let items: [Item]
                var body: some View {
                    List(items) { item in
                        HStack {
                            Text(item.title)
                                .minimumScaleFactor(0.5)
                            Text(item.price).lineLimit(1).minimumScaleFactor(0.5).bold()
                        }
                    }
                }
            }
            """
        let result = fixed(text, rule)
        #expect(!result.contains("minimumScaleFactor"))
        #expect(result.contains("                Text(item.title)\n                Text(item.price).lineLimit(1).bold()\n"))
        #expect(lint(text, rules: [rule]).allSatisfy { $0.fix?.applicability == .unsafe })
    }
}

@Suite("representable-without-size-that-fits")
struct RepresentableWithoutSizeThatFitsTests {
    let rule = RepresentableWithoutSizeThatFits()

    static func representable(_ name: String, view: String, setup: String, extra: String = "",
                              conformance: String = "UIViewRepresentable") -> String {
        """
        struct \(name): \(conformance) {
            func makeUIView(context: Context) -> \(view) {
                let view = \(view)()
                \(setup)
                return view
            }
            func updateUIView(_ uiView: \(view), context: Context) {}
            \(extra)
        }

        """
    }

    @Test("wrapping labels, non-scrolling text views, aliases, extensions of the type, subclasses")
    func flagged() {
        let text = "import SwiftUI\nimport UIKit\nclass FancyLabel: UILabel {}\n"
            + Self.representable("A", view: "UILabel", setup: "view.numberOfLines = 0")
            + Self.representable("B", view: "UITextView", setup: "view.isScrollEnabled = false")
            + Self.representable("C", view: "FancyLabel", setup: "view.lineBreakMode = .byWordWrapping",
                                 conformance: "PlatformViewRepresentable")
            + Self.representable("D", view: "UILabel", setup: "view.numberOfLines = lines")
        let diagnostics = lint(text, rules: [rule])
        #expect(diagnostics.map(\.start.line) == [4, 13, 22, 31])
        #expect(diagnostics.allSatisfy { $0.fix?.applicability == .displayOnly && $0.severity == .note })
        #expect(diagnostics[0].fix?.title.contains("uiView: UILabel") == true)
        #expect(diagnostics[1].fix?.title.contains("preferredMaxLayoutWidth") == false)
        // No article before the wrapped type: "a `NSTextView`" would read wrongly.
        #expect(diagnostics[1].message.hasPrefix("`B` wraps `UITextView` without implementing"))
    }

    /// A wrapping AppKit label limited to one line always is single-line; limited only under a
    /// condition, it still wraps on the other path.
    @Test("a wrapping label limited to one line by a constant is silent; limited under a condition, flagged")
    func oneLineLimits() {
        let text = """
            import SwiftUI
            import AppKit
            struct Always: NSViewRepresentable {
                let maximumLines = 1
                func makeNSView(context: Context) -> NSTextField {
                    let field = NSTextField(wrappingLabelWithString: "")
                    field.maximumNumberOfLines = maximumLines
                    return field
                }
                func updateNSView(_ field: NSTextField, context: Context) {}
            }
            struct Sometimes: NSViewRepresentable {
                let isCompact: Bool
                func makeNSView(context: Context) -> NSTextField {
                    let field = NSTextField(wrappingLabelWithString: "")
                    if isCompact { field.maximumNumberOfLines = 1 }
                    return field
                }
                func updateNSView(_ field: NSTextField, context: Context) {}
            }
            """
        #expect(lines(text, rule) == [12])
        // Limits that always apply (a loop, `if #available`) count; one deferred under a condition does not.
        let more = """
            import SwiftUI
            import AppKit
            struct Looped: NSViewRepresentable {
                func makeNSView(context: Context) -> NSTextField {
                    let field = NSTextField(wrappingLabelWithString: "")
                    for f in [field] { f.maximumNumberOfLines = 1 }
                    if #available(macOS 10.11, *) { field.maximumNumberOfLines = 1 }
                    return field
                }
                func updateNSView(_ field: NSTextField, context: Context) {}
            }
            struct Later: NSViewRepresentable {
                let isCompact: Bool
                func makeNSView(context: Context) -> NSTextField {
                    let field = NSTextField(wrappingLabelWithString: "")
                    if isCompact { DispatchQueue.main.async { field.maximumNumberOfLines = 1 } }
                    return field
                }
                func updateNSView(_ field: NSTextField, context: Context) {}
            }
            """
        #expect(lines(more, rule) == [12])
    }

    @Test("sizeThatFits declared (also in an extension), UIKit's sizeThatFits called, single line, scrolling: silent")
    func lookAlikes() {
        let sizeThatFits = """
            func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? { nil }
            """
        let text = "import SwiftUI\nimport UIKit\n"
            + Self.representable("A", view: "UILabel", setup: "view.numberOfLines = 0", extra: sizeThatFits)
            + Self.representable("B", view: "UILabel", setup: "view.numberOfLines = 1")
            + Self.representable("C", view: "UITextView", setup: "view.isEditable = false")
            + Self.representable(
                "D", view: "UILabel",
                setup: "view.numberOfLines = 0; view.frame.size = view.sizeThatFits(CGSize(width: 300, height: 0))")
            + "extension D {\n" + sizeThatFits + "\n}\n"
            + Self.representable("E", view: "UISwitch", setup: "view.isOn = true")
        #expect(lines(text, rule) == [])
    }

    @Test("the reason: the screen's width, or a width passed in; before iOS 16 a passed-in width is all there is")
    func workarounds() {
        let screen = "import UIKit\n" + Self.representable(
            "A", view: "UILabel", setup: "view.preferredMaxLayoutWidth = UIScreen.main.bounds.width")
        #expect(lint(screen, rules: [rule]).first?.message.contains("from the screen (`UIScreen.main…`)") == true)
        let passedIn = "import UIKit\n" + Self.representable(
            "A", view: "UILabel", setup: "view.numberOfLines = 0", extra: "let width: CGFloat").replacingOccurrences(of: "updateUIView(_ uiView: UILabel, context: Context) {}",
                               with: "updateUIView(_ uiView: UILabel, context: Context) { uiView.preferredMaxLayoutWidth = width }")
        #expect(lint(passedIn, rules: [rule]).first?.message.contains("lags a layout pass") == true)
        var target = Configuration.DeploymentTarget()
        target.versions["iOS"] = Configuration.Version("15.0")
        let analyzer = FileAnalyzer(rules: [rule], deploymentTarget: target)
        let analysis = analyzer.analyze(SourceFile(path: FilePath("A.swift"), bytes: Array(passedIn.utf8)), runRules: true)
        #expect(analysis.candidates.isEmpty)
        let screenAnalysis = analyzer.analyze(SourceFile(path: FilePath("A.swift"), bytes: Array(screen.utf8)), runRules: true)
        #expect(screenAnalysis.candidates.first?.message.contains("before iOS 16") == true)
    }
}

@Suite("screen-bounds-in-view")
struct ScreenBoundsInViewTests {
    let rule = ScreenBoundsInView()

    @Test("view code in body, helpers, stored properties and init; AppKit's main screen")
    func flagged() {
        let text = """
            import SwiftUI
            struct A: View {
                let width = UIScreen.main.bounds.width
                let scale: CGFloat
                init() { scale = UIScreen.main.nativeScale }
                var body: some View {
                    Color.red.frame(width: UIScreen.main.bounds.size.width, height: 1 / UIScreen.main.scale)
                        .overlay { side }
                }
                private var side: some View {
                    Color.blue.frame(width: NSScreen.main?.frame.width ?? 0)
                }
            }
            """
        #expect(lines(text, rule) == [3, 5, 7, 7, 11])
    }

    @Test("UIKit classes, deferred closures, other properties, never-reached helpers: silent")
    func lookAlikes() {
        let text = """
            import SwiftUI
            final class Cell: UICollectionViewCell {
                override func layoutSubviews() { layer.borderWidth = 1 / UIScreen.main.scale }
            }
            final class Model: ObservableObject {
                var width = UIScreen.main.bounds.width
            }
            struct A: View {
                @State private var width: CGFloat = 0
                var body: some View {
                    Button("Go") { width = UIScreen.main.bounds.width }
                        .onAppear { UIScreen.main.brightness = 0.5 }
                        .task { width = UIScreen.main.bounds.width }
                        .frame(width: UIScreen.main.brightness)
                }
                func snapshot() -> CGSize { UIScreen.main.bounds.size }
            }
            """
        #expect(lines(text, rule) == [])
    }

    /// A display's resolution shown in a setting, a slider over screen points: the screen's size is the
    /// value wanted. Kept in a name that also reaches a frame or a grid's columns, it is layout.
    @Test("a screen size shown or kept as a value is silent; one that also reaches layout is flagged")
    func sizesAsValues() {
        let text = """
            import SwiftUI

            struct ResolutionRow: View {
                var body: some View {
                    HStack {
                        let width = Int(NSScreen.main?.frame.width ?? 1920)
                        let height = notchHeight(width, Int(NSScreen.main?.frame.height ?? 1080))
                        Text("Detected")
                        Spacer()
                        Text("\\(width) x \\(height)")
                    }
                }

                func notchHeight(_ width: Int, _ height: Int) -> Int { height }
            }

            struct OffsetEditor: View {
                @Binding var offset: Double
                private let screenSize: CGSize = NSScreen.main?.frame.size ?? .zero

                var body: some View {
                    Slider(value: $offset, in: 0...Double(screenSize.width))
                    Text("Screen: \\(UIScreen.main.bounds.width)")
                }
            }

            struct Banner: View {
                private let screenWidth = UIScreen.main.bounds.width
                var body: some View {
                    Image("banner")
                        .frame(width: screenWidth * 0.8)
                }
            }

            struct Grid: View {
                var body: some View {
                    let columns = Int(UIScreen.main.bounds.width / 100)
                    let shown = Int(UIScreen.main.bounds.width)
                    LazyVGrid(columns: Array(repeating: GridItem(), count: columns)) {
                        Text("\\(shown)")
                        Color.red.frame(width: CGFloat(shown))
                    }
                }
            }

            """
        #expect(lines(text, rule) == [28, 37, 38])
    }

    /// The `let` whose value holds the read is found through the declarations enclosing the last one
    /// before it (here a closure's own local), not only that last one.
    @Test("a screen size computed in a closure with locals of its own is followed to the name keeping it")
    func keptThroughAClosure() {
        let text = """
            import SwiftUI
            struct Resolution: View {
                var body: some View {
                    let points = {
                        let inset = 0.0
                        return UIScreen.main.bounds.width - inset
                    }()
                    let framed = {
                        let inset = 0.0
                        return UIScreen.main.bounds.width - inset
                    }()
                    Text("\\(points) pt").frame(width: framed)
                }
            }
            """
        #expect(lines(text, rule) == [10])
    }

    @Test("a Display Zoom check (scale against nativeScale) is silent; the same scale drawing a hairline is flagged")
    func displayZoom() {
        let text = """
            import SwiftUI
            struct Toolbar: View {
                var body: some View {
                    let isZoomed = (UIScreen.main.scale != UIScreen.main.nativeScale)
                    let isPlain = UIScreen.main.nativeScale == UIScreen.main.scale
                    ScrollView(isZoomed || isPlain ? .horizontal : []) {
                        Rectangle().frame(height: 1 / UIScreen.main.scale)
                    }
                }
            }
            """
        #expect(lines(text, rule) == [7])
    }

    @Test("scale fix: displayScale, with the property added once; none in init or for bounds")
    func fix() {
        let text = """
            import SwiftUI
            struct Divider2: View {
                let tint: Color
                var body: some View {
                    VStack {
                        Rectangle().frame(height: 1 / UIScreen.main.scale)
                        Rectangle().frame(height: 2 / UIScreen.main.scale)
                    }
                }
            }
            """
        var current = text
        for _ in 0..<3 { current = fixed(current, rule) }
        #expect(current == """
            import SwiftUI
            struct Divider2: View {
                @Environment(\\.displayScale) private var displayScale
                let tint: Color
                var body: some View {
                    VStack {
                        Rectangle().frame(height: 1 / displayScale)
                        Rectangle().frame(height: 2 / displayScale)
                    }
                }
            }
            """)
        let notFixable = """
            import SwiftUI
            struct A: View {
                let scale: CGFloat
                init() { scale = UIScreen.main.scale }
                var body: some View { Color.red.frame(width: UIScreen.main.bounds.width) }
            }
            extension A {
                var hairline: some View { Color.red.frame(height: 1 / UIScreen.main.scale) }
            }
            """
        #expect(lint(notFixable, rules: [rule]).map { $0.fix?.applicability } == [.displayOnly, .displayOnly, .displayOnly])
    }
}

@Suite("visibility-tracking-with-geometry")
struct VisibilityTrackingWithGeometryTests {
    let rule = VisibilityTrackingWithGeometry()

    /// A space named on a view around the reader moves with it unless a scroll view stands between them.
    @Test("a position in a space named around the reader is layout; with a scroll view between them it is scrolling")
    func spaceNamedAround() {
        let text = """
            import SwiftUI

            struct FramePreferenceKey: PreferenceKey {
                static var defaultValue: CGRect = .zero
                static func reduce(value: inout CGRect, nextValue: () -> CGRect) { value = nextValue() }
            }

            struct ComposeContentView: View {
                static let contentSpace = "ComposeContentView.content"
                @State private var textFrame: CGRect = .zero

                var body: some View {
                    VStack {
                        TextEditor(text: .constant(""))
                            .background(
                                GeometryReader { proxy in
                                    Color.clear.preference(key: FramePreferenceKey.self, value: proxy.frame(in: .named(ComposeContentView.contentSpace)))
                                }
                            )
                            .onPreferenceChange(FramePreferenceKey.self) { textFrame = $0 }
                    }
                    .coordinateSpace(name: ComposeContentView.contentSpace)
                }
            }

            struct Feed: View {
                @State private var offset: CGFloat = 0
                var body: some View {
                    VStack {
                        ScrollView {
                            GeometryReader { proxy in
                                Color.clear.preference(key: FramePreferenceKey.self, value: proxy.frame(in: .named("feed")))
                            }
                            .onPreferenceChange(FramePreferenceKey.self) { offset = $0.minY }
                        }
                    }
                    .coordinateSpace(name: "feed")
                }
            }

            """
        #expect(lines(text, rule) == [31])
    }

    @Test("position through a preference or onChange: a comparison, an edge, a named space")
    func flagged() {
        let text = """
            import SwiftUI
            struct A: View {
                var body: some View {
                    ScrollView {
                        Color.clear.background(GeometryReader { proxy in
                            Color.clear.preference(key: K.self, value: proxy.frame(in: .global).maxY < 800)
                        })
                        Color.clear.background(GeometryReader { proxy in
                            Color.clear.onChange(of: proxy.frame(in: .global).minY) { _ in }
                        })
                        GeometryReader { proxy in
                            Color.clear.preference(key: K.self, value: proxy.frame(in: .named("s")))
                        }
                    }
                }
            }
            extension View {
                func onOffset(_ action: @escaping (CGFloat) -> Void) -> some View {
                    background(GeometryReader {
                        let origin = $0.frame(in: .scrollView).origin
                        Color.clear.preference(key: K.self, value: origin.y)
                    })
                    .onPreferenceChange(K.self, perform: action)
                }
            }
            """
        let diagnostics = lint(text, rules: [rule])
        #expect(diagnostics.map(\.start.line) == [5, 8, 11, 19])
        #expect(diagnostics.first?.message.contains("on screen") == true)
        #expect(diagnostics.last?.message.contains("scroll-offset") == true)
        // The message names the way the position leaves the reader.
        #expect(diagnostics[1].message.hasPrefix("`GeometryReader` reporting its position in the scroll view through `onChange(of:)`"))
        #expect(diagnostics[2].message.hasPrefix("`GeometryReader` reporting its position in the scroll view through a preference"))
    }

    /// An outer reader that only reads its size, around inner ones that track the offset: findings only
    /// at the readers whose proxy reads the position.
    @Test("nested readers: the position read belongs to the reader whose proxy it reads")
    func nestedReaders() {
        let text = """
            import SwiftUI
            struct A: View {
                var body: some View {
                    GeometryReader { outer in
                        ScrollView {
                            GeometryReader { inner in
                                Color.clear.preference(key: K.self, value: -inner.frame(in: .named("scroll")).origin.y)
                            }
                            .frame(height: outer.size.height)
                            Color.clear.background(GeometryReader {
                                Color.clear.preference(key: K.self, value: -$0.frame(in: .named("scroll")).origin.y)
                            })
                        }
                    }
                }
            }
            """
        // The last reader names no parameter: `$0` is its proxy (the `in:` label is not a parameter list).
        #expect(lines(text, rule) == [6, 10])
    }

    /// An outer reader around the scroll view does not move when it scrolls: its proxy read inside an
    /// inner reader runs with that reader, which has the finding; a read through a function the inner
    /// reader hands its proxy to is that reader's too.
    @Test("a reader around the scroll view is silent; a read through a helper the proxy is handed to counts")
    func outerReaderAndHelperRead() {
        let text = """
            import SwiftUI
            struct Tabs<Content: View>: View {
                @Binding var offset: CGFloat
                @ViewBuilder var content: Content
                var body: some View {
                    GeometryReader { outside in
                        ScrollView(.horizontal) {
                            ZStack(alignment: .leading) {
                                GeometryReader { inside in
                                    Color.clear.preference(key: K.self, value: inside.frame(in: .global).minX - outside.frame(in: .global).minX)
                                }
                                GeometryReader { inside in
                                    Color.clear.preference(key: K.self, value: distance(outside: outside, inside: inside))
                                }
                                HStack { content }
                            }
                        }
                        .onPreferenceChange(K.self) { offset = $0 }
                    }
                }
                private func distance(outside: GeometryProxy, inside: GeometryProxy) -> CGFloat {
                    inside.frame(in: .global).minX - outside.frame(in: .global).minX
                }
            }
            """
        #expect(lines(text, rule) == [9, 12])
    }

    /// A helper is followed only where it is the reader type's own, through the parameter given the
    /// proxy, in code that runs when called; a comparison there decides visibility; a reader inside the
    /// scroll view moves, even when only a reader inside it reads its proxy.
    @Test("helpers: deferred reads, another type's function, other parameters are silent; comparisons, moving readers")
    func helperReadsPrecisely() {
        let text = """
            import SwiftUI
            struct Deferred: View {
                @State private var start: CGFloat = 0
                var body: some View {
                    ScrollView { GeometryReader { proxy in marker(proxy).preference(key: K.self, value: proxy.size) } }
                }
                func marker(_ proxy: GeometryProxy) -> some View { Color.clear.onAppear { start = proxy.frame(in: .global).minY } }
            }
            struct Banner: View {
                var body: some View {
                    ScrollView { GeometryReader { proxy in Color.clear.preference(key: K.self, value: offset(proxy)) } }
                }
                func offset(_ proxy: GeometryProxy) -> CGFloat { proxy.size.height / 2 }
            }
            struct Popover: View {
                var body: some View { Text("x") }
                func offset(_ proxy: GeometryProxy) -> CGFloat { proxy.frame(in: .global).minY }
            }
            struct Span: View {
                var body: some View {
                    GeometryReader { outside in
                        ScrollView { GeometryReader { inside in Color.clear.preference(key: K.self, value: span(outside, inside)) } }
                    }
                }
                func span(_ outside: GeometryProxy, _ inside: GeometryProxy) -> CGFloat { outside.frame(in: .global).maxX - inside.size.width }
            }
            struct Sentinel: View {
                @State private var visible = false
                var body: some View {
                    ScrollView { GeometryReader { proxy in Color.clear.onChange(of: isOnScreen(proxy)) { visible = $0 } } }
                }
                func isOnScreen(_ proxy: GeometryProxy) -> Bool { proxy.frame(in: .global).minY < 800 }
            }
            struct Moving: View {
                var body: some View {
                    ScrollView {
                        GeometryReader { proxy in
                            Color.clear.background(GeometryReader { inner in
                                Color.clear.preference(key: K.self, value: proxy.frame(in: .named("s")).minY + inner.size.height)
                            })
                        }
                    }
                    .coordinateSpace(name: "s")
                }
            }
            """
        let diagnostics = lint(text, rules: [rule])
        #expect(diagnostics.map(\.start.line) == [30, 37])
        #expect(diagnostics.first?.message.contains("computing whether a view is on screen") == true)
    }

    /// A `Form`'s static section footer is built once, not once per element: a note with no "every
    /// visible row"; the same reader in each element's row is a warning that says so.
    @Test("a reader in a static Form footer is a note; in each element's row, a warning")
    func staticAndElementRows() {
        let text = """
            import SwiftUI
            struct Settings: View {
                let names: [String]
                var body: some View {
                    Form {
                        Section { EmptyView() } footer: {
                            Color.clear.background(GeometryReader {
                                Color.clear.preference(key: K.self, value: -$0.frame(in: .named("scroll")).origin.y)
                            })
                        }
                        ForEach(names, id: \\.self) { name in
                            Text(name).background(GeometryReader {
                                Color.clear.preference(key: K.self, value: $0.frame(in: .named("scroll")).minY)
                            })
                        }
                    }
                    .coordinateSpace(name: "scroll")
                }
            }
            """
        let diagnostics = lint(text, rules: [rule])
        #expect(diagnostics.map { "\($0.start.line) \($0.severity)" } == ["7 note", "12 warning"])
        #expect(diagnostics.first?.message.contains("every visible row") == false)
        #expect(diagnostics.last?.message.contains("every visible row") == true)
    }

    @Test("sizes, local frames, whole global rects, readers that only draw, deferred reads, the fix: silent")
    func lookAlikes() {
        let text = """
            import SwiftUI
            struct A: View {
                @State private var y: CGFloat = 0
                var body: some View {
                    VStack {
                        Color.clear.background(GeometryReader { proxy in
                            Color.clear.preference(key: K.self, value: proxy.size.height)
                        })
                        GeometryReader { proxy in
                            Color.clear.preference(key: K.self, value: proxy.frame(in: .global).size.width)
                        }
                        GeometryReader { proxy in
                            Color.clear.preference(key: K.self, value: proxy.frame(in: .local).minY)
                        }
                        GeometryReader { proxy in
                            Color.clear.preference(key: K.self, value: proxy.frame(in: .global))
                        }
                        GeometryReader { proxy in
                            Circle().offset(y: proxy.frame(in: .global).minY / 10)
                        }
                        GeometryReader { proxy in
                            Color.clear.onAppear { y = proxy.frame(in: .global).minY }
                        }
                        Text("x").onGeometryChange(for: CGFloat.self) { $0.frame(in: .global).minY } action: { y = $0 }
                    }
                }
            }
            """
        #expect(lines(text, rule) == [])
    }
}
