import HitchLintKit
import Testing

/// A view with no input and no state of its own, only fetched data, runs its body when the data changes:
/// sorting there is preparing the array where the data changes, which is the rule's own advice.
@Suite("format-in-body: views that only show fetched data")
struct FetchOnlyViewTests {
    static func findings(properties: String, extraBody: String = "") -> [String] {
        let source = """
            import SwiftUI
            import CoreData

            struct Shelf: View {
            \(properties)
                var body: some View {
                    List {
                        ForEach(titles, id: \\.self) { title in
                            Text(title)
                        }
            \(extraBody)
                    }
                }
            }

            extension Shelf {
                var titles: [String] {
                    books.compactMap(\\.title).sorted()
                }
            }

            """
        return lint(source).filter { $0.ruleID == "format-in-body" }.map { "\($0.start.line):\($0.start.utf8Column)" }
    }

    @Test("a Core Data fetch and the store's context: silent, also through an extension of the view")
    func fetchOnly() {
        #expect(Self.findings(properties: """
                @FetchRequest(sortDescriptors: []) private var books: FetchedResults<Book>
                @Environment(\\.managedObjectContext) private var viewContext
                var count: Int { books.count }
            """).isEmpty)
    }

    @Test("any other stored property gives the body other reasons to run: a state, an input, an observed value")
    func otherInputs() {
        let fetch = "    @FetchRequest(sortDescriptors: []) private var books: FetchedResults<Book>\n"
        for other in ["    @State private var query = \"\"", "    let shelfName: String",
                      "    var highlighted: Int = 0 { didSet { print(highlighted) } }",
                      "    @Environment(\\.locale) private var locale"] {
            #expect(Self.findings(properties: fetch + other) == ["19:15"], "\(other)")
        }
    }

    @Test("a method given an element is row code: its sort runs for every row")
    func methodGivenAnElement() {
        let source = """
            import SwiftUI
            import SwiftData

            struct Birds: View {
                @Query private var birds: [Bird]

                func recent(_ bird: Bird) -> [Sighting] {
                    bird.sightings.sorted { $0.date > $1.date }
                }

                var body: some View {
                    List(birds) { bird in
                        ForEach(recent(bird)) { Text($0.place) }
                    }
                }
            }

            """
        #expect(lint(source).filter { $0.ruleID == "format-in-body" }.map(\.start.line) == [8])
    }

    @Test("rows its own list builds are still rows: a sort in each row is found")
    func rowsOfFetchOnlyView() {
        let found = Self.findings(properties: "    @Query private var books: [Book]", extraBody: """
                        ForEach(books) { book in
                            HStack {
                                ForEach(book.tags.sorted(), id: \\.self) { Text($0) }
                            }
                        }
            """)
        #expect(found == ["13:39"])
    }
}
