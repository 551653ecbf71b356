import HitchLintKit
import Testing

/// What `format-in-body` offers besides formatting upstream: SwiftUI's own date text only where a date is formatted.
@Suite("format-in-body's advice for each kind of value")
struct FormattingAdviceTests {
    @Test("a date is offered Text(date, style:), a number or byte count nothing of dates, an unknown value it as a condition")
    func dateTextOnlyForDates() {
        let text = """
            import SwiftUI

            struct Item: Identifiable {
                let id: Int; let date: Date; let size: Int64; let price: Double; let rating: Double
                let duration: TimeInterval; let updateCount: Int
            }

            struct Rows: View {
                let items: [Item]
                static let dateFormatter = DateFormatter()
                static let formatter = NumberFormatter()
                static let timeFormatter = DateComponentsFormatter()
                var body: some View {
                    List(items) { item in
                        Text(item.date.formatted())
                        Text(item.price.formatted(.currency(code: "EUR")))
                        Text(item.date, format: .dateTime.hour())
                        Text(Self.dateFormatter.string(from: item.date))
                        Text(Self.formatter.string(from: NSNumber(value: item.price)) ?? "")
                        Text(ByteCountFormatter.string(fromByteCount: item.size, countStyle: .file))
                        Text("\\(item.price, specifier: "%.2f")")
                        Text(item.rating.formatted())
                        Text(Self.timeFormatter.string(from: item.duration) ?? "")
                        Text(item.updateCount.formatted())
                    }
                }
            }

            """
        let found = lint(text).filter { $0.ruleID == "format-in-body" }
        #expect(found.map(\.start.line) == Array(15...24))
        let dates = "`Text(date, style: .relative)` (or `.date`, `.time`; iOS 14+, macOS 11+) needs no formatting at all"
        let maybeDate = "for a date, `Text(date, style: .relative)`"
        #expect(found.map { $0.message.contains(dates) } == [true, false, true, true, false, false, false, false, false, false])
        #expect(found.map { $0.message.contains(maybeDate) } == [false, false, false, false, false, false, false, true, false, false])
    }
}

/// What `index-based-id` advises for values that have no `id` of their own.
@Suite("index-based-id's advice for plain values")
struct PlainValuesAdviceTests {
    @Test("rows over declared strings are keyed by the values, never by an `id` the strings lack")
    func stringsKeyThemselves() {
        let text = """
            import SwiftUI

            struct Names: View {
                @State private var names: [String] = []
                @State private var people: [Person] = []

                var body: some View {
                    List(names.indices, id: \\.self) { index in
                        TextField("Name", text: $names[index])
                    }
                    List(people.indices, id: \\.self) { index in
                        TextField("Name", text: $people[index].name)
                    }
                }
            }

            """
        let found = lint(text).filter { $0.ruleID == "index-based-id" }
        #expect(found.map(\.start.line) == [8, 11])
        #expect(found.first?.message.contains("`ForEach(items, id: \\.self) { item in … }`") == true)
        #expect(found.first?.message.contains("`id: \\.element`") == true)
        #expect(found.first?.message.contains("\\.element.id") == false)
        #expect(found.last?.message.contains("`enumerated()` with `id: \\.element.id`") == true)
    }
}

/// Which platform's image type `oversized-image-decode` advises for a file of SwiftUI alone.
@Suite("oversized-image-decode's advice for the platform")
struct ImagePlatformAdviceTests {
    static let row = """
        import SwiftUI
        struct Photo: Identifiable { let id: Int; let url: URL }
        struct Photos: View {
            let photos: [Photo]
            var body: some View {
                List(photos) { photo in
                    AsyncImage(url: photo.url).frame(width: 40, height: 40)
                }
            }
        }
        """

    /// The finding's shown fix: its helper returns the platform's image type.
    func fixTitle(_ versions: [String: Configuration.Version]) -> String {
        lint(Self.row, rules: [OversizedImageDecode()], deploymentTarget: versions).first?.fix?.title ?? ""
    }

    @Test("a Mac-only target is given NSImage, an iOS-only one UIImage, both or none the CGImage")
    func platformOfTheTarget() {
        #expect(fixTitle(["macOS": .init(13)]).contains("-> NSImage?"))
        #expect(fixTitle(["iOS": .init(16)]).contains("-> UIImage?"))
        #expect(fixTitle([:]).contains("-> CGImage?"))
        #expect(fixTitle(["iOS": .init(16), "macOS": .init(13)]).contains("-> CGImage?"))
    }
}

/// A deployment target of tvOS, watchOS or Mac Catalyst alone picks the advice as iOS's and macOS's do.
@Suite("advice for a target of tvOS, watchOS or Mac Catalyst")
struct OtherPlatformsAdviceTests {
    static let row = """
        import SwiftUI

        struct Item: Identifiable { let id: Int; let title: String }
        struct Items: View {
            let items: [Item]
            var body: some View {
                List(items) { item in
                    GeometryReader { proxy in Text(item.title).frame(width: proxy.size.width / 2) }
                }
            }
        }
        """

    /// Whether the finding tells what to do on systems that have none of the replacements.
    func advisesOlderSystems(_ versions: [String: Configuration.Version]) -> Bool {
        lint(Self.row, rules: [GeometryReaderInRow()], deploymentTarget: versions).first?.message
            .contains("older than iOS 16") ?? false
    }

    @Test("watchOS 8, tvOS 15 and Mac Catalyst 15 lack the iOS 16 replacements; watchOS 9, tvOS 16 and visionOS 1 have them")
    func eachPlatformByItsOwnNumber() {
        #expect(advisesOlderSystems(["watchOS": .init(8)]))
        #expect(advisesOlderSystems(["tvOS": .init(15)]))
        #expect(advisesOlderSystems(["macCatalyst": .init(15)]))
        // An iOS app's watch extension does not pick the iOS code's advice.
        #expect(!advisesOlderSystems(["iOS": .init(17), "watchOS": .init(6, 2)]))
        #expect(!advisesOlderSystems(["watchOS": .init(9)]))
        #expect(!advisesOlderSystems(["tvOS": .init(16)]))
        #expect(!advisesOlderSystems(["visionOS": .init(1)]))
        #expect(!advisesOlderSystems([:]))
    }
}

/// What `observed-object-created-inline` tells a view whose `init` makes its object from its own parameters.
@Suite("observed-object-created-inline's advice for an object made from the view's inputs")
struct ObjectFromInputsAdviceTests {
    func message(initializerBody: String) -> String {
        let text = """
            import SwiftUI

            final class ChartData: ObservableObject {
                @Published var points: [Double]
                init(records: [String] = [], points: [Double] = []) { self.points = points }
            }

            struct BarChart: View {
                @ObservedObject var data: ChartData
                let title: String

                init(records: [String], data: [Double], title: String) {
                    \(initializerBody)
                    self.title = title
                }

                var body: some View { Text(title) }
            }

            struct Income: View {
                let points: [Double]
                var body: some View { BarChart(records: [], data: points, title: "Income") }
            }

            """
        return lint(text, rules: [ObservedObjectCreatedInline()]).first?.message ?? ""
    }

    @Test("made from `records` and `data`: told that an owned object would keep their first values, and what to do instead")
    func namesTheInputs() {
        let found = message(initializerBody: "self.data = ChartData(records: records, points: data.filter { $0 > 0 })")
        #expect(found.contains("It is made from `init`'s `records` and `data`, and an owned object is made once per identity"))
        #expect(found.contains("make them plain properties of the view"))
        let one = message(initializerBody: "self.data = ChartData(points: data)")
        #expect(one.contains("It is made from `init`'s `data`, and an owned object is made once per identity: its later values"))
        #expect(one.contains("make it a plain property of the view"))
    }

    @Test("made of nothing the view is given: no such caveat")
    func noInputsNoCaveat() {
        let found = message(initializerBody: "self.data = ChartData(points: [1, 2])")
        #expect(found.contains("Let the view own it with `@StateObject`"))
        #expect(!found.contains("It is made from"))
    }
}

/// What `eager-stack-in-scroll-view` offers instead of a plain stack, by axis and deployment target.
@Suite("eager-stack-in-scroll-view's advice by axis and target")
struct EagerStackAdviceTests {
    func message(axis: String, stack: String, target: [String: Configuration.Version]) -> String {
        let text = """
            import SwiftUI

            struct Movie: Identifiable { let id: Int; let title: String }
            struct Shelf: View {
                let movies: [Movie]
                var body: some View {
                    ScrollView(\(axis)) {
                        \(stack) {
                            ForEach(movies) { movie in Text(movie.title) }
                        }
                    }
                }
            }
            """
        return lint(text, rules: [EagerStackInScrollView()], deploymentTarget: target).first?.message ?? ""
    }

    @Test("a carousel is not offered a List, which scrolls vertically only; a column is (also a ForEach without a stack)")
    func listOnlyForColumns() {
        #expect(!message(axis: ".horizontal", stack: "HStack", target: [:]).contains("`List`"))
        #expect(message(axis: ".vertical", stack: "VStack", target: [:]).contains("or a `List`"))
        #expect(!message(axis: ".horizontal", stack: "Group", target: [:]).contains("`List`"))
        #expect(message(axis: ".vertical", stack: "Group", target: [:]).contains("or use a `List`"))
    }

    @Test("a target older than iOS 14 is told to keep the plain stack as the fallback of an #available")
    func olderTargets() {
        let fallback = "keep this stack as the fallback of an `if #available(iOS 14, macOS 11, tvOS 14, watchOS 7, *)` that uses `LazyHStack`"
        #expect(message(axis: ".horizontal", stack: "HStack", target: ["iOS": .init(13)]).contains(fallback))
        #expect(message(axis: ".horizontal", stack: "HStack", target: ["watchOS": .init(6)]).contains(fallback))
        #expect(!message(axis: ".horizontal", stack: "HStack", target: ["iOS": .init(15), "watchOS": .init(6)]).contains("#available"))
        #expect(!message(axis: ".horizontal", stack: "HStack", target: ["iOS": .init(14)]).contains("#available"))
    }
}

extension ObjectFromInputsAdviceTests {
    @Test("every parameter a condition picks is named; a closure's own parameter is not the view's")
    func namesThroughConditionsAndClosures() {
        let picked = message(initializerBody: "self.data = ChartData(points: title.isEmpty ? records.map { _ in 0 } : data)")
        #expect(picked.contains("It is made from `init`'s `title`, `records` and `data`"))
        let mapped = message(initializerBody: "self.data = ChartData(points: data.map { title in title * 2 })")
        #expect(mapped.contains("It is made from `init`'s `data`, and"))
    }
}
