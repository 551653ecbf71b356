@testable import HitchLintKit
import Testing

/// A project's view that calls a closure it was given once for each element of its data (a grid, a carousel, a
/// `ForEach` of the app's) builds what a screen's closure holds for every element: the closure's code and the
/// views it builds are rows where the view's call is, matched to the closure by its label or its place.
@Suite("Closures a project's view calls for each element")
struct ElementClosureTests {
    static let grid = (name: "Grid.swift", text: """
        import SwiftUI

        struct Grid<Header: View, Cell: View>: View {
            let items: [Item]
            let header: (Int) -> Header
            let cell: (Item) -> Cell

            var body: some View {
                ScrollView {
                    header(items.count)
                    LazyVStack {
                        ForEach(items) { item in
                            cell(item)
                        }
                    }
                }
            }
        }
        """)

    static let card = (name: "Card.swift", text: """
        import SwiftUI

        struct Item: Identifiable {
            let id: Int
            let date: Date
        }

        struct Card: View {
            let item: Item
            var body: some View {
                Text(DateFormatter().string(from: item.date))
            }
        }
        """)

    static func screen(_ call: String) -> (name: String, text: String) {
        (name: "Screen.swift", text: """
            import SwiftUI

            struct Screen: View {
                let items: [Item]
                let now: Date

                var body: some View {
                    \(call)
                }
            }
            """)
    }

    func rowFindings(_ files: [(name: String, text: String)]) -> [String] {
        lint(files).filter { $0.severity == .warning }.map { "\($0.path):\($0.start.line) \($0.ruleID)" }.sorted()
    }

    @Test("the closure labelled as the property called per element makes its views rows; the one called once does not")
    func labelledClosures() {
        let found = rowFindings([Self.grid, Self.card, Self.screen("""
            Grid(items: items, header: { count in Card(item: Item(id: count, date: now)) }, cell: { item in Card(item: item) })
            """)])
        #expect(found == ["Card.swift:11 format-in-body", "Card.swift:11 format-in-body"])
        let headerOnly = rowFindings([Self.grid, Self.card, Self.screen("""
            Grid(items: items, header: { count in Card(item: Item(id: count, date: now)) }, cell: { item in Text("\\(item.id)") })
            """)])
        #expect(headerOnly.isEmpty)
    }

    @Test("a trailing closure is the view's last closure property; followed by a labelled one, its first")
    func trailingClosures() {
        let last = rowFindings([Self.grid, Self.card, Self.screen("""
            Grid(items: items, header: { count in Text("\\(count)") }) { item in Text(item.date.formatted()) }
            """)])
        #expect(last == ["Screen.swift:8 format-in-body"])
        let first = rowFindings([Self.grid, Self.card, Self.screen("""
            Grid(items: items) { count in Text(now.formatted()) } cell: { item in Text("\\(item.id)") }
            """)])
        #expect(first.isEmpty)
    }

    @Test("a closure given to a view the project does not declare is code of the view around it, as before")
    func unknownView() {
        let found = rowFindings([Self.card, Self.screen("""
            PackageGrid(items: items) { item in Text(item.date.formatted()) }
            """)])
        #expect(found.isEmpty)
    }

    @Test("a finding reached through the closure names it, not rows another use of the view is in")
    func explanationThroughClosure() {
        let carousel = (name: "Carousel.swift", text: """
            import SwiftUI

            struct Carousel<Content: View, T: Identifiable>: View {
                let model: [T]
                let content: (T) -> Content

                var body: some View {
                    ScrollView(.horizontal) {
                        LazyHStack { ForEach(model) { item in content(item) } }
                    }
                }
            }

            struct Actor: Identifiable { let id: Int }
            struct Credit: Identifiable { let id: Int; let cast: [Actor] }

            struct CastCarousel: View {
                let cast: [Actor]
                var body: some View { Carousel(model: cast) { actor in Text("\\(actor.id)") } }
            }

            struct CastList: View {
                let credits: [Credit]
                var body: some View { List(credits) { credit in CastCarousel(cast: credit.cast) } }
            }
            """)
        let discover = (name: "Discover.swift", text: """
            import SwiftUI

            struct Movie: Identifiable { let id: Int; let released: Date }

            struct DiscoverCarousel: View {
                let movies: [Movie]
                var body: some View {
                    Carousel(model: movies) { movie in
                        VStack { label(movie); Text(movie.released.formatted(date: .numeric, time: .omitted)) }
                    }
                }

                func label(_ movie: Movie) -> some View { Text(movie.released.formatted()) }
            }
            """)
        let found = lint([carousel, discover]).filter { $0.path.description == "Discover.swift" }
        #expect(found.map(\.explanation) == [" (in `Carousel { … }`, which `Carousel` calls for each of its elements)",
                                             " (reached from `Carousel { … }`, which `Carousel` calls for each of its elements)"])
    }

    @Test("the finding says which view calls the closure for each element")
    func explanation() {
        let found = lint([Self.grid, Self.card, Self.screen("""
            Grid(items: items, header: { count in Text("\\(count)") }) { item in Text(item.date.formatted()) }
            """)])
        #expect(found.filter { $0.path.description == "Screen.swift" }.map(\.explanation)
                == [" (in `Grid { … }`, which `Grid` calls for each of its elements)"])
    }
}
