import HitchLintKit
import Testing

/// A `ForEach` over data the code fixes (an array literal, a literal range, an enum's cases, a constant
/// holding an array literal) builds the same few views on every evaluation, as if they were written
/// out: static rows in a list, the body's own content elsewhere; never per-element rows.
@Suite("ForEach over fixed data")
struct FixedDataTests {
    static func findings(_ body: String, declarations: String = "") -> [String] {
        let source = """
            import SwiftUI

            struct Board: View {
                let items: [Item]
                let rank: Int
                let formatter: NumberFormatter
            \(declarations)
                var body: some View {
            \(body)
                }
            }

            """
        return lint(source).map { "\($0.start.line) \($0.ruleID) \($0.severity)" }
    }

    /// A list whose `ForEach` over `data` formats the rank in each of its views.
    static func formattingList(over data: String) -> String {
        """
                List {
                    ForEach(\(data)) { scope in
                        Text("\\(rank as NSNumber, formatter: formatter) this \\(scope)")
                    }
                }
        """
    }

    @Test("formatting per element of a literal array, a literal range, allCases or a constant array is not row work",
          arguments: ["[.day, .week, .allTime], id: \\.self", "0..<3, id: \\.self", "Scope.allCases, id: \\.self",
                      "Self.scopes, id: \\.self"])
    func formattingOverFixedData(data: String) {
        #expect(Self.findings(Self.formattingList(over: data), declarations: "    static let scopes: [Scope] = [.day, .week]") == [])
    }

    /// `let scopes = scopes` reads the member once for the body: still the member's fixed cases; a local
    /// made from something else (`let scopes = items`) is not.
    @Test("a local copy of a fixed member under its own name is fixed data; another local of that name is not")
    func localCopyOfMember() {
        let declarations = "    var scopes: [Scope] { Scope.allCases.filter { $0 != .week } }"
        let copy = "        let scopes = scopes\n" + Self.formattingList(over: "scopes, id: \\.self")
        let other = "        let scopes = items\n" + Self.formattingList(over: "scopes, id: \\.self")
        #expect(Self.findings(copy, declarations: declarations) == [])
        #expect(Self.findings(other, declarations: declarations) == ["12 format-in-body warning"])
    }

    /// `min(count, 3)` written as a ternary is at most 3; the same shape taking the larger (`max`) is not.
    @Test("a prefix up to a ternary minimum is fixed data; a ternary maximum, another literal or no count is the data's",
          arguments: [
            ("items.prefix(upTo: items.count > 3 ? 3 : items.count)", true),
            ("items.prefix(items.count >= 3 ? 3 : items.count)", true),
            ("items.prefix(items.count < 3 ? items.count : 3)", true),
            ("items.prefix(3 < items.count ? 3 : items.count)", true),
            ("items.prefix(upTo: 4)", true),
            ("items.prefix(items.count < 3 ? 3 : items.count)", false),
            ("items.prefix(3 > items.count ? 3 : items.count)", false),
            ("items.prefix(items.count > 5 ? 3 : items.count)", false),
            ("items.prefix(rank > 3 ? 3 : rank)", false),
          ])
    func ternaryPrefix(data: String, isFixed: Bool) {
        #expect(Self.findings(Self.formattingList(over: data)) == (isFixed ? [] : ["11 format-in-body warning"]))
    }

    /// A slice from the start is a prefix by another spelling; its bound may be kept in a local first
    /// (`let shown = min(3, items.count)`), but a member or a local of many is the data's.
    @Test("a slice from the start up to a few, or to a local holding a few, is fixed data; to a member or a large local, the data's",
          arguments: [
            ("items[..<3]", "", true),
            ("items[0..<3]", "", true),
            ("items[...2]", "", true),
            ("Array(items[..<shown].enumerated()), id: \\.element.id", "        let shown = min(3, items.count)\n", true),
            ("items.prefix(shown)", "        let shown = items.count > 4 ? 4 : items.count\n", true),
            ("items[..<40]", "", false),
            ("items[..<rank]", "", false),
            ("items[..<shown]", "        let shown = min(40, items.count)\n", false),
            ("items[1..<3]", "", false),
          ])
    func sliceFromTheStart(data: String, local: String, isFixed: Bool) {
        let line = 11 + local.filter { $0 == "\n" }.count
        #expect(Self.findings(local + Self.formattingList(over: data)) == (isFixed ? [] : ["\(line) format-in-body warning"]))
    }

    /// A local holding a short literal (or an enum's cases) is as fixed as a constant; a long literal, a
    /// local made from the data, and a `var` grown in a loop, a closure or by many are not. A `var` grown
    /// only by `append`s that run at most once each holds at most the literal and one for each.
    @Test("a local holding a short literal or an enum's cases, or a var grown a few times in branches, is fixed data; a long literal, the data or a var grown in a loop is not",
          arguments: [
            ("        let scopes = [\"day\", \"week\"]\n", true),
            ("        let scopes = Scope.allCases\n", true),
            ("        let scopes = [\(Array(repeating: "\"x\"", count: 13).joined(separator: ", "))]\n", false),
            ("        let scopes = items\n", false),
            ("        var scopes = [\"day\", \"week\"]\n", true),
            ("        var scopes = [\"day\"]\n        if items.isEmpty { scopes.append(\"week\") } else { scopes.append(\"month\") }\n", true),
            ("        var scopes = [\"day\"]\n        for item in items { scopes.append(item.title) }\n", false),
            ("        var scopes = [\"day\"]\n        items.forEach { scopes.append($0.title) }\n", false),
            ("        var scopes = [\"day\"]\n        scopes = items.map(\\.title)\n", false),
            ("        var scopes = [\"day\"]\n        scopes.append(contentsOf: items.map(\\.title))\n", false),
            ("        var scopes = [\(Array(repeating: "\"x\"", count: 12).joined(separator: ", "))]\n        if items.isEmpty { scopes.append(\"y\") }\n", false),
          ])
    func localLiteral(local: String, isFixed: Bool) {
        let line = 11 + local.filter { $0 == "\n" }.count
        #expect(Self.findings(local + Self.formattingList(over: "scopes, id: \\.self")) == (isFixed ? [] : ["\(line) format-in-body warning"]))
    }

    @Test("an enum's cases returned by a computed property, and a prefix of at most `min(…, 6)`, are fixed data",
          arguments: ["Self.searchable, id: \\.self", "Scope.pickable, id: \\.self", "items.prefix(min(items.count, 6))"])
    func formattingOverComputedCases(data: String) {
        let declarations = """
                static var searchable: [Scope] { Scope.allCases }
            }
            enum Scope: CaseIterable {
                case day, week
                static var pickable: [Scope] { allCases.filter { $0 != .week } }
            }
            extension Board {
            """
        #expect(Self.findings(Self.formattingList(over: data), declarations: declarations) == [])
        // A longer prefix is the data's.
        #expect(Self.findings(Self.formattingList(over: "items.prefix(min(items.count, 60))"), declarations: declarations)
            == ["17 format-in-body warning"])
    }

    @Test("the same over the view's data, or a var that starts empty, is per-element row work")
    func formattingOverData() {
        let body = """
                    List {
                        ForEach(items) { item in Text("\\(item.score as NSNumber, formatter: formatter)") }
                        ForEach(recent, id: \\.self) { value in Text("\\(value as NSNumber, formatter: formatter)") }
                    }
            """
        #expect(Self.findings(body, declarations: "    @State private var recent: [Int] = []")
            == ["10 format-in-body warning", "11 format-in-body warning"])
    }

    @Test("data that only looks fixed: a local or another type's array constant, a filter over allCases, a long range",
          arguments: ["items, id: \\.self", "scopes, id: \\.self", "model.scopes, id: \\.self",
                      "items.filter { Scope.allCases.contains($0) }, id: \\.self", "0..<100, id: \\.self",
                      "items.prefix(50), id: \\.self"])
    func lookalikes(data: String) {
        let body = Self.formattingList(over: data) + "\n            let preview = { let items = [1, 2]; return items }"
        let declarations = "    static let unused = 0\n}\nenum Other {\n    static let scopes = [1, 2]\n}\nextension Board {"
        #expect(Self.findings(body, declarations: declarations).contains { $0.hasSuffix("format-in-body warning") })
    }

    @Test("a GeometryReader in a fixed ForEach is a few static views, in a list or not; over data it is in rows")
    func geometryInFixedRows() {
        let reader = "GeometryReader { proxy in Text(\"\\(i)\").frame(width: proxy.size.width) }"
        #expect(Self.findings("        List { ForEach(0..<3) { i in \(reader) } }") == [])
        #expect(Self.findings("        VStack { ForEach(0..<3) { i in \(reader) } }") == [])
        #expect(Self.findings("        List { ForEach(items, id: \\.self) { i in \(reader) } }") == ["9 geometry-reader-in-row warning"])
    }

    @Test("a scroll view's eager stack over a var that starts empty is flagged; over a constant array it is not")
    func eagerStackOverAnEmptyVar() {
        let body = """
                    ScrollView {
                        VStack { ForEach(messages, id: \\.self) { Text($0) } }
                        VStack { ForEach(Self.tips, id: \\.self) { Text($0) } }
                    }
            """
        let declarations = "    @State private var messages: [String] = []\n    static let tips = [\"Swipe\", \"Pin\"]"
        #expect(Self.findings(body, declarations: declarations) == ["11 eager-stack-in-scroll-view warning"])
    }

    @Test("a constant of the file's scope is fixed data; a preview's local or a property of the view's own name is not")
    func fileScopeConstants() {
        func findings(_ file: String) -> [String] {
            lint(file).map { "\($0.start.line) \($0.ruleID)" }
        }
        let view = """
            import SwiftUI

            struct Tips: View {
                var body: some View {
                    ScrollView { VStack { ForEach(tips, id: \\.self) { Text($0) } } }
                }
            }

            """
        #expect(findings(view + "private let tips = [\"Swipe\", \"Pin\"]\n") == [])
        #expect(findings(view + "private let tips = [\"swipe\", \"pin\"].map { $0.capitalized }\n") == [])
        #expect(findings(view + "#Preview {\n    let tips = [\"Swipe\"]\n    return Tips()\n}\n") == ["5 eager-stack-in-scroll-view"])
        let ownProperty = view.replacingOccurrences(of: "struct Tips: View {", with: "struct Tips: View {\n    let tips: [String]")
        #expect(findings(ownProperty + "private let tips = [\"Swipe\"]\n") == ["6 eager-stack-in-scroll-view"])
    }

    @Test("another file's visible file-scope constant is fixed data, unless this file names it otherwise or another file's is data")
    func otherFilesFileScopeConstants() {
        let gallery = """
            import SwiftUI

            struct Gallery: View {
                var body: some View {
                    ScrollView { VStack { ForEach(themes, id: \\.self) { Text($0) } } }
                }
            }

            """
        func findings(_ files: [(name: String, text: String)]) -> [String] {
            lint(files).map { "\($0.path):\($0.start.line) \($0.ruleID)" }
        }
        let few = (name: "Themes.swift", text: "let themes = [\"Ice\", \"Desert\"]\n")
        #expect(findings([few, ("Gallery.swift", gallery)]) == [])
        // Another module's `themes` that is not a handful (or not a constant) leaves the name unknown.
        let thirteen = "let themes = [" + (1...13).map { "\"t\($0)\"" }.joined(separator: ", ") + "]\n"
        for other in ["let themes = loadThemes()\n", "var themes = [\"Ice\"]\n", thirteen] {
            #expect(findings([few, ("Other.swift", other), ("Gallery.swift", gallery)]) == ["Gallery.swift:5 eager-stack-in-scroll-view"])
        }
        // A private one elsewhere is not this file's `themes`; nor is the name when this file binds it around
        // the use (`if let themes = saved`: the view's own data, unwrapped).
        #expect(findings([("Themes.swift", "private let themes = [\"Ice\"]\n"), ("Gallery.swift", gallery)])
                == ["Gallery.swift:5 eager-stack-in-scroll-view"])
        let unwrapped = """
            import SwiftUI

            struct Gallery: View {
                let saved: [String]?
                var body: some View {
                    if let themes = saved {
                        ScrollView { VStack { ForEach(themes, id: \\.self) { Text($0) } } }
                    }
                }
            }

            """
        #expect(findings([few, ("Gallery.swift", unwrapped)]) == ["Gallery.swift:7 eager-stack-in-scroll-view"])
        // The same in a file of hundreds of declarations (its names looked up through its index, not one by one).
        let fillers = (0..<300).map { "let filler\($0) = \($0)\n" }.joined()
        #expect(findings([few, ("Gallery.swift", gallery + fillers)]) == [])
        let ownProperty = gallery.replacingOccurrences(of: "struct Gallery: View {", with: "struct Gallery: View {\n    let themes: [String]")
        #expect(findings([few, ("Gallery.swift", ownProperty + fillers)]) == ["Gallery.swift:6 eager-stack-in-scroll-view"])
        // Its positions are fixed too: no index-based identity.
        let picker = """
            import SwiftUI

            struct Picker: View {
                var body: some View {
                    List { ForEach(themes.indices, id: \\.self) { index in Text(themes[index]) } }
                }
            }

            """
        #expect(findings([few, ("Picker.swift", picker)]) == [])
        #expect(findings([("Picker.swift", picker)]) == ["Picker.swift:5 index-based-id"])
    }

    @Test("not fixed: a file-scope constant shadowed by a parameter, a long literal, a computed member or an enum case's member")
    func fixedDataLookalikes() {
        func findings(_ file: String) -> [String] {
            lint(file).map { "\($0.start.line) \($0.ruleID)" }
        }
        let shadowed = """
            import SwiftUI

            private let tags = ["a", "b"]

            struct TagsView: View {
                let all: [[String]]
                var body: some View {
                    ScrollView { ForEach(all, id: \\.self) { tags in VStack { ForEach(tags, id: \\.self) { Text($0) } } } }
                }
            }

            """
        #expect(findings(shadowed).contains("8 eager-stack-in-scroll-view"))
        let long = (1...30).map { "\"\($0)\"" }.joined(separator: ", ")
        let countries = """
            import SwiftUI

            private let countries = [\(long)]

            struct Countries: View {
                var body: some View {
                    ScrollView { VStack { ForEach(countries, id: \\.self) { Text($0) } } }
                }
            }

            """
        #expect(findings(countries) == ["7 eager-stack-in-scroll-view"])
        let members = """
            import SwiftUI

            struct Shelf {
                let name: String
                let titles: [String]
                var recent: [String] { Store.shared.titles.filter { $0.hasPrefix(name) } }
            }

            enum Kind: CaseIterable {
                case a, b
                var titles: [String] { Store.shared.titles }
            }

            private let shelves = [Shelf(name: "A", titles: ["x"])]

            struct Shelves: View {
                @State private var kinds = Kind.allCases
                var body: some View {
                    List {
                        ForEach(shelves, id: \\.name) { shelf in ForEach(shelf.titles, id: \\.self) { Text($0.uppercased()) } }
                        ForEach(shelves, id: \\.name) { shelf in ForEach(shelf.recent, id: \\.self) { if !$0.isEmpty { Text($0) } } }
                        ForEach(kinds, id: \\.self) { kind in ForEach(kind.titles, id: \\.self) { if !$0.isEmpty { Text($0) } } }
                    }
                }
            }

            """
        #expect(findings(members) == ["21 conditional-row-in-foreach", "22 conditional-row-in-foreach"])
    }

    /// Whether a member's name is a stored property is answered once for each spelling in a file and
    /// remembered: every `ForEach` over that member then gets the answer of its own name, whichever name
    /// was asked first and from whichever token.
    @Test("many ForEach over elements' members, stored and computed by turns, each get their own member's answer")
    func memberAnswersBySpelling() {
        let views = (0..<3).map { copy in
            """
            struct Shelves\(copy): View {
                var body: some View {
                    List {
                        ForEach(shelves, id: \\.name) { shelf in ForEach(shelf.\(copy == 1 ? "recent" : "titles"), id: \\.self) { if !$0.isEmpty { Text($0) } } }
                        ForEach(shelves, id: \\.name) { shelf in ForEach(shelf.\(copy == 1 ? "titles" : "recent"), id: \\.self) { if !$0.isEmpty { Text($0) } } }
                    }
                }
            }

            """
        }
        let file = """
            import SwiftUI

            struct Shelf {
                let name: String
                let titles: [String]
                var recent: [String] { Store.shared.titles.filter { $0.hasPrefix(name) } }
            }

            private let shelves = [Shelf(name: "A", titles: ["x"])]


            """ + views.joined()
        // Views of eight lines from line 11: each one's `recent` line (its fifth, fourth, fifth).
        #expect(lint(file).map { "\($0.start.line) \($0.ruleID)" }
                == ["15 conditional-row-in-foreach", "22 conditional-row-in-foreach", "31 conditional-row-in-foreach"])
    }

    @Test("a file-scope constant's name bound anywhere else in the file (a pattern, a parameter, a local) is not the constant")
    func fileScopeNameBoundElsewhere() {
        func findings(_ use: String) -> [String] {
            let file = """
                import SwiftUI

                private let versions = ["1", "2"]

                struct Releases: View {
                    let model: Model
                    var body: some View {
                        \(use)
                    }
                }

                """
            return lint(file).map { "\($0.start.line) \($0.ruleID)" }
        }
        let stack = "ScrollView { VStack { ForEach(versions, id: \\.self) { Text($0) } } }"
        #expect(findings(stack) == [])
        for binding in ["if let versions = model.versions { \(stack) }", "if case .loaded(let versions) = model.phase { \(stack) }",
                        "if case let .loaded(versions) = model.phase { \(stack) }",
                        "let (versions, _) = model.pair\n        return \(stack)",
                        "ForEach(model.groups, id: \\.self) { versions in \(stack) }"] {
            #expect(findings(binding).contains { $0.hasSuffix("eager-stack-in-scroll-view") }, "\(binding)")
        }
    }

    /// A computed property is a handful when every value it can give is one: each `return` at its own
    /// level, each branch of an `if` expression, each `#if` arm. A `switch`, a closure's `return`, a
    /// branch that gives live data or an arm of many literals keeps the stack a finding.
    @Test("a getter is fixed data when every return, branch or #if arm gives a short literal of constants or an enum's cases",
          arguments: [
            ("if flag { return Scope.allCases.filter { $0 != .week } } else { return Scope.allCases }", true),
            ("guard flag else { return [.day] }\n        return [.day, .week]", true),
            ("if flag { [.day] } else if other { [.week] } else { [.day, .week] }", true),
            ("#if os(macOS)\n        [.day, .week]\n        #elseif os(iOS)\n        [.day]\n        #else\n        []\n        #endif", true),
            ("if flag { return Scope.allCases } else { return items.map(\\.scope) }", false),
            ("if flag { [.day] }", false),
            ("switch rank { case 0: return [.day] default: return [.week] }", false),
            ("items.map { item in return item.scope }", false),
            ("[Scope(rank: rank), .day]", false),
            ("#if os(macOS)\n        [.day, .day, .day, .day, .day, .day, .day, .day, .day, .day, .day, .day, .day]\n        #else\n        [.day]\n        #endif", false),
          ])
    func getterShapes(getter: String, isFixed: Bool) {
        let declarations = "    var scopes: [Scope] {\n        \(getter)\n    }"
        let stack = "        ScrollView { VStack { ForEach(scopes, id: \\.self) { Text($0.title) } } }"
        let found = Self.findings(stack, declarations: declarations).contains { $0.contains("eager-stack-in-scroll-view") }
        #expect(found == !isFixed, "\(getter)")
    }

    /// A constant another file declares (`Options.all`) is fixed data by what that file holds: each rule's
    /// finding over it goes when it is a handful (or, for identity, constant at all), and stays when it is
    /// a long literal, a live `static var`, or two types of the name disagree.
    @Test("another file's constant: a handful, or any constant for identity, drops each rule's finding; data keeps it",
          arguments: [
            ("static let all: [Option] = [.name, .date, .size]", []),
            ("static let all: [Option] = [.name, .date, .size, .name, .date, .size, .name, .date, .size, .name, .date, .size, .name]",
             ["6 eager-stack-in-scroll-view", "11 format-in-body", "15 conditional-row-in-foreach"]),
            ("static var all: [Option] = []",
             ["6 eager-stack-in-scroll-view", "11 format-in-body", "15 conditional-row-in-foreach", "19 index-based-id"]),
          ])
    func constantOfAnotherFile(declaration: String, expected: [String]) {
        let options = "enum Option: String, Hashable {\n    case name, date, size\n    \(declaration)\n}\n"
        let view = """
            import SwiftUI

            struct Sorter: View {
                var body: some View {
                    ScrollView {
                        VStack {
                            ForEach(Option.all, id: \\.self) { Text($0.rawValue) }
                        }
                    }
                    List {
                        ForEach(Option.all.filter { $0 != .size }, id: \\.self) { Text($0.rawValue) }
                    }
                    List {
                        ForEach(Option.all, id: \\.self) { option in
                            if option != .size { Text(option.rawValue) }
                        }
                    }
                    List {
                        ForEach(Option.all.indices, id: \\.self) { index in
                            Text(Option.all[index].rawValue)
                        }
                    }
                }
            }

            """
        let found = lint([("Option.swift", options), ("Sorter.swift", view)]).map { "\($0.start.line) \($0.ruleID)" }
        #expect(found.sorted() == expected.sorted())
        // Another type of the same name (another module's) whose property of the name is data: the project
        // cannot tell which is meant.
        let other = "struct Option {\n    static var all: [Option] = []\n}\n"
        if expected.isEmpty {
            #expect(lint([("Option.swift", options), ("Other.swift", other), ("Sorter.swift", view)]).count == 4)
        }
    }

    /// A view's `let` that holds another file's constant is that constant: a handful when it is one,
    /// whether the `ForEach` goes over it or its positions. A `@State var` starting as it may be set to
    /// anything (only an enum's cases stay them), though its positions, never changed here, are stable ids.
    @Test("a view's let holding another file's handful is fixed data; a long constant, static data or a state var is not",
          arguments: [
            ("static let allOptions: [Option] = [.name, .date, .size]", "private let options", []),
            ("static let allOptions: [Option] = [.name, .date, .size, .name, .date, .size, .name, .date, .size, .name, .date, .size, .name]",
             "private let options", ["7 eager-stack-in-scroll-view", "12 eager-stack-in-scroll-view"]),
            ("static var allOptions: [Option] = []", "private let options",
             ["7 eager-stack-in-scroll-view", "12 eager-stack-in-scroll-view", "13 index-based-id"]),
            ("static let allOptions: [Option] = [.name, .date, .size]", "@State private var options",
             ["7 eager-stack-in-scroll-view", "12 eager-stack-in-scroll-view"]),
          ])
    func letHoldingAnotherFilesConstant(declaration: String, property: String, expected: [String]) {
        let options = "enum Option: String, Hashable {\n    case name, date, size\n    \(declaration)\n}\n"
        let view = """
            import SwiftUI

            struct Sorter: View {
                \(property) = Option.allOptions
                var body: some View {
                    ScrollView {
                        VStack {
                            ForEach(options, id: \\.self) { Text($0.rawValue) }
                        }
                    }
                    ScrollView {
                        VStack {
                            ForEach(0..<options.count, id: \\.self) { index in
                                Text(options[index].rawValue)
                            }
                        }
                    }
                }
            }

            """
        let found = lint([("Option.swift", options), ("Sorter.swift", view)]).map { "\($0.start.line) \($0.ruleID)" }
        #expect(found.sorted() == expected.sorted())
    }

    /// A model's `let` that every `init` sets to an enum's cases is of them; one an `init` sets from its
    /// argument, or that another `init` does not set here, holds whatever it is given.
    @Test("a model's let that every init sets to allCases is fixed data; set from an argument, or not by every init, it is not",
          arguments: [
            ("init() { self.colors = Tint.allCases.filter { $0 != .red } }", false),
            ("init() { colors = Tint.allCases }\n    init(only: Tint) { self.colors = Tint.allCases.filter { $0 == only } }", false),
            ("init(colors: [Tint]) { self.colors = colors }", true),
            ("init() { self.colors = Tint.allCases }\n    init(colors: [Tint]) { self.colors = colors }", true),
            ("init() { self.init(colors: Tint.allCases) }\n    init(colors: [Tint]) { self.colors = colors }", true),
          ])
    func letSetToCasesInEveryInit(initializers: String, flagged: Bool) {
        let text = """
            import SwiftUI

            enum Tint: String, CaseIterable { case red, green, blue }

            final class Palette: ObservableObject {
                let colors: [Tint]
                \(initializers)
            }

            struct PaletteView: View {
                @StateObject private var palette = Palette()
                var body: some View {
                    ScrollView(.horizontal) {
                        HStack {
                            ForEach(palette.colors, id: \\.self) { Text($0.rawValue) }
                        }
                    }
                }
            }

            """
        #expect(lint(text).contains { $0.ruleID == "eager-stack-in-scroll-view" } == flagged)
    }

    /// A plain stack of several `ForEach`s, each over another file's constant: eager unless every one is a
    /// handful (the first being one says nothing of the others).
    @Test("a stack over several other files' constants is reported unless all are handfuls",
          arguments: [("[.a, .b]", "[.a]", false), ("[.a, .b]", "load()", true), ("load()", "[.a]", true)])
    func stackOverSeveralForeignConstants(first: String, second: String, isReported: Bool) {
        let model = """
            enum Kind: Hashable {
                case a, b
            }

            func load() -> [Kind] { [] }

            final class KindsModel {
                let pinned: [Kind] = \(first)
                let recent: [Kind] = \(second)
            }

            """
        let view = """
            import SwiftUI

            struct KindsView: View {
                let model: KindsModel

                var body: some View {
                    ScrollView {
                        VStack {
                            ForEach(model.pinned, id: \\.self) { Text("\\($0)") }
                            ForEach(model.recent, id: \\.self) { Text("\\($0)") }
                        }
                    }
                }
            }

            """
        let found = lint([("KindsModel.swift", model), ("KindsView.swift", view)]).map(\.ruleID)
        #expect(found == (isReported ? ["eager-stack-in-scroll-view"] : []))
    }

    /// A private `@State` that nothing changes is a snapshot: its positions are fixed. Each kind of write makes
    /// it data again, whether the file has a few private properties (compared one by one) or many (looked up
    /// by hash).
    @Test("a private @State snapshot is fixed until the file writes it, with few or many private properties; an element set in place moves none",
          arguments: [0, 40])
    func unchangedStateAmongManyProperties(otherProperties: Int) {
        let others = (0..<otherProperties).map { "    @State private var other\($0) = [\($0)]\n" }.joined()
        let writes = ["cameras = []", "cameras.append(Camera())", "cameras[0..<1] = [Camera()]", "swap(&cameras, &spare)",
                      "(cameras, spare) = (spare, cameras)", "_cameras = State(initialValue: [])", "bind($cameras)"]
        func findings(_ write: String?) -> [String] {
            let source = """
                import SwiftUI

                struct Camera {
                    var name = ""
                }

                struct CameraPicker: View {
                \(others)    @State private var cameras = [Camera(), Camera()]
                    @State private var spare: [Camera] = []

                    var body: some View {
                        List {
                            ForEach(cameras.indices, id: \\.self) { index in
                                Text(cameras[index].name)
                            }
                        }
                        .onAppear { \(write ?? "print(spare)") }
                    }

                    func bind(_ cameras: Binding<[Camera]>) {}
                }

                """
            return lint(source).map(\.ruleID)
        }
        #expect(findings(nil) == [])
        #expect(findings("cameras[0] = Camera(); cameras[1].name += \"!\"") == [])
        for write in writes {
            #expect(findings(write) == ["index-based-id"], "\(write)")
        }
    }
}
