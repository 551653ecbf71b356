// Generated from Rules/*.md by `hitchlint debug generate-rule-docs Rules`. Do not edit.

/// The rule documents, carried by the binary for `hitchlint explain`.
public enum RuleDocs {
    public static let documents: [String: String] = [
        "format-in-body": #"""
# format-in-body

**Category:** `body-cost`  ·  **Default:** enabled  ·  **Severity:** warning in row code, note in other view code

Flags formatters created while SwiftUI builds views, values formatted and dates computed in list rows, and collections sorted or filtered in `body` to feed a `List`/`ForEach`: this work runs again every time the body runs, and once for each row.

## What it flags

- **Creating a formatter** anywhere in view-building code: `DateFormatter()`, `NumberFormatter()`,
  `ISO8601DateFormatter()`, `RelativeDateTimeFormatter()`, `MeasurementFormatter()`, `ByteCountFormatter()`,
  `DateComponentsFormatter()`, `DateIntervalFormatter()`, `PersonNameComponentsFormatter()`, `ListFormatter()`.
  View-building code is `body`, `@ViewBuilder` members, members returning `some View`, the view-builder
  closures inside them, and every member of the same View type that these call (methods, computed
  properties, extensions in other files, transitively). The finding is at the formatter's own line, even
  when that line is in a helper; the message names the path from `body`. Outside rows this is a note.
- **A formatter stored as an instance property of a View** (`private let formatter = DateFormatter()`, or a
  `{ … }()` closure initializer). A View is a value that is created again every time its parent's body
  runs, so the formatter is rebuilt on every parent update: it only looks cached. The same holds for
  `@State private var formatter = DateFormatter()`: SwiftUI keeps the first instance, but the initializer
  expression still runs on every `init`. A warning in row types, a note elsewhere.
- **In row code only** (the content of `ForEach`, `List(data) { }`, children of `List { }`, the lazy
  stacks and grids, `Table`, `OutlineGroup`, and every View type instantiated there, transitively, across
  files):
  - formatting a value: `.formatted(…)`, `String(format:)`, `Text(value, format: …)`,
    `Text(value, formatter: …)`, and `.string(from:)` / `.string(for:)` — on any formatter, a `static let`
    one included: caching a formatter saves creating it, not the formatting, which still runs for every row
    on every update. A formatter created in the row *and* used there gives two findings, one for the
    creation and one for the call; both go away with the fix;
  - date arithmetic: `Calendar…dateComponents(…)`, `Calendar…date(byAdding:…)`.
- **Sorting, filtering or mapping the collection that feeds a `ForEach` or `List`** in body:
  `ForEach(items.sorted { … })`, `List(items.filter { … })`, `.map`, `.compactMap`, `.flatMap`,
  `.sorted(by:)`, `.sorted(using:)`, also when it happens in a computed property of the same View that
  body passes to the `ForEach`. The finding is at the sorting/filtering call. Lazy views over the
  collection (`indices`, `enumerated()`, `reversed()`, `Array(…)` around them) are not flagged.

Not flagged: `Text(date, style: …)` (SwiftUI formats and refreshes it itself), the creation of formatters
in `static let`, global `let`s and caches (their use in rows still is), formatting in model and view-model types (members of other types
are not followed), `TextField(value:format:)` (editing needs the format), decoder strategies such as
`decoder.dateDecodingStrategy = .formatted(formatter)`, and everything in deferred closures (`Button`
actions, `.onAppear`, `.task`, `.onChange`, `.onReceive`, gesture handlers, `Task { }`,
`DispatchQueue.main.async { }`), `#Preview` bodies, comments and string literals.

## Why it is slow

SwiftUI calls `body` far more often than the code suggests: whenever any state, binding, observed property
or environment value it reads changes, whenever its parent's body runs and passes new inputs, and, in a
`List` or lazy stack, every time a row scrolls into view. A row body is therefore run once per element
shown, again on every scroll back, and again for every visible row when something they share changes
(a selection, a search field, a timer).

Creating a formatter is expensive: it loads locale and ICU data and sets up the pattern. Apple's Data
Formatting Guide says it plainly: creating a date formatter is not a cheap operation; cache one instance.
Doing it in a row multiplies that cost by the number of rows per update, inside the frame budget of
16.7 ms at 60 Hz and 8.3 ms at 120 Hz. Formatting a value is cheaper, but in a row it is repeated for
every row on every update, although the strings change only when the data does. `Calendar` arithmetic
has the same profile.

Sorting in body is O(n log n) on every evaluation and returns a new array, so the `ForEach` has to compare
all identifiers again; when the sorted or filtered list is rebuilt inside each row, the cost becomes
quadratic in the number of elements.

## Flagged

Formatting a value directly in the rows of a `List`:

```swift
import SwiftUI

struct Payment: Identifiable {
    let id: String
    let payee: String
    let amount: Decimal
    let currencyCode: String
}

struct PaymentsView: View {
    let payments: [Payment]

    var body: some View {
        List(payments) { payment in
            HStack {
                Text(payment.payee)
                Spacer()
                Text(payment.amount.formatted(.currency(code: payment.currencyCode))) // expect: format-in-body
            }
        }
    }
}
```

`String(format:)` and date arithmetic in a lazy stack's rows:

```swift
import SwiftUI

struct Run: Identifiable {
    let id: Int
    let start: Date
    let meters: Double
}

struct RunsView: View {
    let runs: [Run]

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 8) {
                ForEach(runs) { run in
                    VStack(alignment: .leading) {
                        Text(String(format: "%.2f km", run.meters / 1000)) // expect: format-in-body
                        let days = Calendar.current.dateComponents([.day], from: run.start, to: .now).day ?? 0 // expect: format-in-body
                        Text("\(days) days ago")
                    }
                }
            }
        }
    }
}
```

A formatter created in the body of a screen that is not a row (a note: formatting values is only counted
in rows):

```swift
import SwiftUI

struct ProfileHeader: View {
    let name: String
    let memberSince: Date

    var body: some View {
        let formatter = DateFormatter() // expect: format-in-body
        formatter.dateStyle = .long
        return VStack(alignment: .leading) {
            Text(name).font(.title)
            Text("Member since \(formatter.string(from: memberSince))")
        }
    }
}
```

The usual shape: a helper computed property of the row, called from its body:

```swift
import SwiftUI

struct Message: Identifiable {
    let id: String
    let sender: String
    let sentAt: Date
}

struct MessageRow: View {
    let message: Message

    private var timestamp: String {
        let formatter = DateFormatter() // expect: format-in-body
        formatter.timeStyle = .short
        return formatter.string(from: message.sentAt) // expect: format-in-body
    }

    var body: some View {
        LabeledContent(message.sender, value: timestamp)
    }
}

struct InboxView: View {
    let messages: [Message]

    var body: some View {
        List(messages) { MessageRow(message: $0) }
    }
}
```

A row type defined in one file, its helper in an extension in another, and the grid that makes it a row
in a third:

```swift
// file: ProductCell.swift
import SwiftUI

struct ProductCell: View {
    let product: Product

    var body: some View {
        VStack(alignment: .leading) {
            Text(product.name).font(.headline)
            Text(priceText()).foregroundStyle(.secondary)
        }
    }
}

// file: ProductCell+Price.swift
import SwiftUI

extension ProductCell {
    func priceText() -> String {
        product.price.formatted(.currency(code: product.currencyCode)) // expect: format-in-body
    }
}

// file: ProductGrid.swift
import SwiftUI

struct Product: Identifiable {
    let id: Int
    let name: String
    let price: Decimal
    let currencyCode: String
}

struct ProductGrid: View {
    let products: [Product]
    private let columns = [GridItem(.adaptive(minimum: 140))]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns) {
                ForEach(products) { product in
                    ProductCell(product: product)
                }
            }
        }
    }
}
```

A row view defined in its own file and used in a `ForEach` in another:

```swift
// file: EventRow.swift
import SwiftUI

struct EventRow: View {
    let event: CalendarEvent

    var body: some View {
        VStack(alignment: .leading) {
            Text(event.title)
            Text(event.start.formatted(date: .abbreviated, time: .shortened)) // expect: format-in-body
                .font(.caption)
        }
    }
}

// file: AgendaView.swift
import SwiftUI

struct CalendarEvent: Identifiable {
    let id: String
    let title: String
    let start: Date
}

struct AgendaView: View {
    let events: [CalendarEvent]

    var body: some View {
        List {
            ForEach(events) { event in
                EventRow(event: event)
            }
        }
    }
}
```

A formatter stored on a row View looks cached but is rebuilt with every parent update:

```swift
import SwiftUI

struct JournalEntry: Identifiable {
    let id: Int
    let title: String
    let date: Date
}

struct JournalRow: View {
    let entry: JournalEntry
    private let formatter = DateFormatter() // expect: format-in-body

    init(entry: JournalEntry) {
        self.entry = entry
        formatter.dateStyle = .medium
    }

    var body: some View {
        LabeledContent(entry.title, value: formatter.string(from: entry.date)) // expect: format-in-body
    }
}

struct JournalView: View {
    let entries: [JournalEntry]

    var body: some View {
        List(entries) { JournalRow(entry: $0) }
    }
}
```

Sorting the data of a `ForEach` in body:

```swift
import SwiftUI

struct Player: Identifiable {
    let id: Int
    let name: String
    let score: Int
}

struct LeaderboardView: View {
    let players: [Player]

    var body: some View {
        List {
            ForEach(players.sorted { $0.score > $1.score }) { player in // expect: format-in-body
                HStack {
                    Text(player.name)
                    Spacer()
                    Text("\(player.score)")
                }
            }
        }
    }
}
```

A `static let` formatter is created once, but its `.string(from:)` still runs for every row on every update:

```swift
import SwiftUI

struct Reminder: Identifiable {
    let id: Int
    let title: String
    let due: Date
}

struct RemindersView: View {
    let reminders: [Reminder]

    private static let dayFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        return formatter
    }()

    var body: some View {
        List(reminders) { reminder in
            Text(Self.dayFormatter.string(from: reminder.due)) // expect: format-in-body
        }
    }
}
```

Filtering in a computed property that body passes to the `ForEach`:

```swift
import SwiftUI

struct TaskItem: Identifiable {
    let id: Int
    let title: String
    let isDone: Bool
}

struct TaskListView: View {
    let tasks: [TaskItem]
    @State private var showCompleted = false

    private var visibleTasks: [TaskItem] {
        showCompleted ? tasks : tasks.filter { !$0.isDone } // expect: format-in-body
    }

    var body: some View {
        List {
            Toggle("Show completed", isOn: $showCompleted)
            ForEach(visibleTasks) { task in
                Text(task.title)
            }
        }
    }
}
```

## Not flagged

`Text(date, style:)`, which SwiftUI renders (and keeps current) itself:

```swift
// file: ReminderRow.swift
import SwiftUI

struct ReminderRow: View {
    let reminder: Reminder

    var body: some View {
        VStack(alignment: .leading) {
            Text(reminder.title)
            Text(reminder.due, style: .relative)
        }
    }
}

// file: RemindersView.swift
import SwiftUI

struct Reminder: Identifiable {
    let id: Int
    let title: String
    let due: Date
}

struct RemindersView: View {
    let reminders: [Reminder]

    var body: some View {
        List(reminders) { ReminderRow(reminder: $0) }
    }
}
```

Formatting in the model type, once in its initializer or in its own computed property (members of
other types are not followed):

```swift
// file: Invoice.swift
import Foundation

struct Invoice: Identifiable {
    let id: String
    let customer: String
    let due: Date
    let totalText: String

    init(id: String, customer: String, total: Decimal, due: Date) {
        self.id = id
        self.customer = customer
        self.due = due
        totalText = total.formatted(.currency(code: "EUR"))
    }

    var dueText: String {
        due.formatted(date: .abbreviated, time: .omitted)
    }
}

// file: InvoicesView.swift
import SwiftUI

struct InvoicesView: View {
    let invoices: [Invoice]

    var body: some View {
        List(invoices) { invoice in
            LabeledContent(invoice.customer) {
                Text("\(invoice.totalText), due \(invoice.dueText)")
            }
        }
    }
}
```

Formatters in deferred closures (`.task`, `.onAppear`, a `Button` action) run when the event happens, not
while the view is built:

```swift
import SwiftUI

struct FileItem: Identifiable {
    let id: Int
    let name: String
    let byteCount: Int64
}

struct FileRow: View {
    let file: FileItem
    @State private var sizeText = ""

    var body: some View {
        HStack {
            Text(file.name)
            Spacer()
            Text(sizeText).foregroundStyle(.secondary)
        }
        .task(id: file.id) {
            let formatter = ByteCountFormatter()
            sizeText = formatter.string(fromByteCount: file.byteCount)
        }
    }
}
```

```swift
import SwiftUI

struct ActivityView: View {
    let timestamps: [Date]
    @State private var title = ""
    @State private var exported = ""

    var body: some View {
        VStack {
            Text(title).font(.headline)
            Button("Export") {
                let formatter = ISO8601DateFormatter()
                exported = timestamps.map { formatter.string(from: $0) }.joined(separator: "\n")
            }
            Text(exported).font(.caption)
        }
        .onAppear {
            let formatter = DateFormatter()
            formatter.dateStyle = .full
            title = formatter.string(from: .now)
        }
    }
}
```

`TextField(value:format:)` in rows: editing needs the format:

```swift
import SwiftUI

struct LineItem: Identifiable {
    let id: Int
    var name: String
    var quantity: Int
}

struct OrderFormView: View {
    @State var items: [LineItem]
    @State private var discount = 0.0

    var body: some View {
        Form {
            TextField("Discount", value: $discount, format: .number)
            ForEach($items) { $item in
                HStack {
                    Text(item.name)
                    TextField("Quantity", value: $item.quantity, format: .number)
                }
            }
        }
    }
}
```

A decoder strategy in a helper that only a `.task` calls:

```swift
import SwiftUI

struct Post: Identifiable, Decodable {
    let id: Int
    let title: String
    let published: Date
}

struct FeedView: View {
    let feedURL: URL
    @State private var posts: [Post] = []

    var body: some View {
        List(posts) { post in
            Text(post.title)
        }
        .task { await load() }
    }

    private func load() async {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .formatted(formatter)
        guard let (data, _) = try? await URLSession.shared.data(from: feedURL) else { return }
        posts = (try? decoder.decode([Post].self, from: data)) ?? []
    }
}
```

Code in comments and string literals:

```swift
import SwiftUI

struct Tip: Identifiable {
    let id: Int
    let title: String
}

/// Shows one tip. Never write `let formatter = DateFormatter()` in here.
struct TipRow: View {
    let tip: Tip

    var body: some View {
        // Avoid Text(date.formatted()) in rows: format once in the model.
        VStack(alignment: .leading) {
            Text(tip.title)
            Text("Prefer a static formatter over DateFormatter() or .formatted() in body")
        }
    }
}

struct TipsView: View {
    let tips: [Tip]

    var body: some View {
        List(tips) { TipRow(tip: $0) }
    }
}
```

## Fix

Format once, where the data changes, and give the row ready strings. A row model built when the data
arrives (in the store, the view model, or the model's initializer) is the most effective fix and works on
every OS version:

```swift
import SwiftUI

struct PaymentRowModel: Identifiable {
    let id: String
    let payee: String
    let amountText: String
    let dateText: String

    private static let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        return formatter
    }()

    init(id: String, payee: String, amount: Decimal, currencyCode: String, date: Date) {
        self.id = id
        self.payee = payee
        amountText = amount.formatted(.currency(code: currencyCode))
        dateText = Self.dateFormatter.string(from: date)
    }
}

struct PaymentRow: View {
    let row: PaymentRowModel

    var body: some View {
        LabeledContent(row.payee, value: row.amountText)
    }
}
```

- If a formatter must stay in the view, make it a `static let` (created once, lazily and thread-safely;
  `DateFormatter` and `NumberFormatter` are thread-safe since iOS 7 / macOS 10.9). Never a stored instance
  property of a View.
- For dates relative to now or shown as a date/time, use `Text(date, style: .relative)` (also `.timer`,
  `.date`, `.time`, `.offset`; iOS 14+, macOS 11+): SwiftUI formats it and keeps it current without
  re-running your body.
- `.formatted(…)` format styles need iOS 15+ / macOS 12+; they are the convenient way to pre-format in
  the model.
- Sort and filter once when the data or the criteria change: keep the derived array in the view model,
  recompute it in the store after loading, or in `.onChange(of:)` (iOS 14+; the two-parameter form iOS
  17+). With SwiftData, `@Query(filter:sort:)` (iOS 17+) sorts in the store.

## Options

- Severity: change it in the project's `.hitchlint.json`, for example
  `{ "severity": { "format-in-body": "error" } }`. Notes do not fail a run by default.
- Row inference: `rowContainers` lists your own views whose content closure is instantiated once per
  element (a `PagedList(items) { item in … }` wrapper, a grid from a package), and `viewBuilders` lists
  your own views or functions whose trailing closures build views. Both extend what counts as a row
  container and as view code, so this rule sees rows inside them.

```json
{
  "severity": { "format-in-body": "error" },
  "rowContainers": ["PagedList", "MasonryGrid"],
  "viewBuilders": ["CardStack"]
}
```

## Suppressing

- `// hitchlint:disable-next-line format-in-body -- reason` on the line before the finding;
- `// hitchlint:disable-line format-in-body` at the end of the line with the finding;
- `// hitchlint:disable format-in-body` … `// hitchlint:enable format-in-body` around a region;
- `// hitchlint:disable-file format-in-body` anywhere in the file.

Give the reason after `--`: it is what the next reader needs.

```swift
import SwiftUI

struct ReceiptFooter: View {
    let printedAt: Date

    var body: some View {
        // hitchlint:disable-next-line format-in-body -- one footer per receipt screen, never in a list
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return Text("Printed \(formatter.string(from: printedAt))")
    }
}
```
"""#,
        "geometry-reader-in-row": #"""
# geometry-reader-in-row

**Category:** `layout`  ·  **Default:** enabled  ·  **Severity:** warning (row code only)

Flags a `GeometryReader` inside list rows, directly in a `ForEach`/`List` content closure or in any view type those rows instantiate, across files.

## What it flags

A `GeometryReader` (the finding is on that token) in row code:

- in the content closure of `ForEach`, `List(data) { }`, `Table`, `OutlineGroup`, or among the children of
  `List { }`, `LazyVStack`, `LazyHStack`, `LazyVGrid`, `LazyHGrid`, including the view-builder closures
  of modifiers applied inside the row (`.background { }`, `.overlay { }` on a row's views);
- in a helper of the same view (a computed property returning `some View`, a `@ViewBuilder` function)
  that row code calls; the finding is at the `GeometryReader` in the helper;
- in the body of a **row type**: a View type instantiated in row code, and every View type those
  instantiate, transitively, in any file of the project. Real cases are usually two or three files away
  from the `List`: a progress bar, an avatar placeholder, an image wrapper.

Since the rule only looks at rows, its findings are warnings.

Not flagged: a `GeometryReader` that wraps the whole `List` or `ScrollView`, or is applied to the container
after its `ForEach` has closed (`LazyVStack { ForEach … }.background(GeometryReader { … })`); a
`GeometryReader` in a screen's own layout; and one in a view that rows only show as a `NavigationLink`
destination or as `.sheet`/`.popover`/`.fullScreenCover` content: those are built when navigated to or
presented, not while scrolling.

## Why it is slow

A `GeometryReader` cannot know its content until layout has given it a size: SwiftUI lays the reader out,
then runs its content closure with the proxy, then lays the content out, an extra round trip for each
row. It also accepts all the space it is offered and has no ideal height of its own, so in a vertical
list rows that contain one collapse or jump unless someone adds a fixed frame, and the closure runs again
whenever the row's size changes.

In a `List` or lazy stack, rows are built and laid out as they scroll in: the extra work lands exactly in
the scrolling frames, whose budget is 16.7 ms at 60 Hz and 8.3 ms at 120 Hz. Readers that write what they
measure back into `@State` (through `onAppear` or a preference) trigger another update and layout per row,
and can make row heights oscillate.

## Flagged

Directly in the rows of a lazy stack:

```swift
import SwiftUI

struct Photo: Identifiable {
    let id: Int
    let assetName: String
}

struct GalleryView: View {
    let photos: [Photo]

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 12) {
                ForEach(photos) { photo in
                    GeometryReader { proxy in // expect: geometry-reader-in-row
                        Image(photo.assetName)
                            .resizable()
                            .scaledToFill()
                            .frame(width: proxy.size.width, height: proxy.size.width * 0.75)
                            .clipped()
                    }
                    .aspectRatio(4 / 3, contentMode: .fit)
                }
            }
        }
    }
}
```

In a computed property of a row type:

```swift
// file: ChannelRow.swift
import SwiftUI

struct ChannelRow: View {
    let channel: Channel

    var body: some View {
        HStack {
            Text(channel.name)
            Spacer()
            unreadBar
        }
    }

    private var unreadBar: some View {
        GeometryReader { proxy in // expect: geometry-reader-in-row
            Capsule().fill(.blue).frame(width: proxy.size.width * channel.unreadFraction)
        }
        .frame(width: 60, height: 4)
    }
}

// file: ChannelsView.swift
import SwiftUI

struct Channel: Identifiable {
    let id: String
    let name: String
    let unreadFraction: Double
}

struct ChannelsView: View {
    let channels: [Channel]

    var body: some View {
        List(channels) { ChannelRow(channel: $0) }
    }
}
```

In a helper applied as `.background` to each element:

```swift
import SwiftUI

struct Tag: Identifiable {
    let id: String
    let label: String
}

struct TagCloud: View {
    let tags: [Tag]
    @State private var widths: [String: CGFloat] = [:]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack {
                ForEach(tags) { tag in
                    Text(tag.label)
                        .padding(6)
                        .background(widthReader(for: tag))
                }
            }
        }
    }

    private func widthReader(for tag: Tag) -> some View {
        GeometryReader { proxy in // expect: geometry-reader-in-row
            Color.clear.onAppear { widths[tag.id] = proxy.size.width }
        }
    }
}
```

A reusable component two files away from the `List`: `ProgressBar` is used by `DownloadRow`, which the
`List` instantiates:

```swift
// file: ProgressBar.swift
import SwiftUI

struct ProgressBar: View {
    let progress: Double

    var body: some View {
        GeometryReader { proxy in // expect: geometry-reader-in-row
            ZStack(alignment: .leading) {
                Capsule().fill(.quaternary)
                Capsule().fill(.tint).frame(width: proxy.size.width * progress)
            }
        }
        .frame(height: 6)
    }
}

// file: DownloadRow.swift
import SwiftUI

struct DownloadRow: View {
    let download: Download

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(download.fileName)
            ProgressBar(progress: download.progress)
        }
    }
}

// file: DownloadsView.swift
import SwiftUI

struct Download: Identifiable {
    let id: Int
    let fileName: String
    let progress: Double
}

struct DownloadsView: View {
    let downloads: [Download]

    var body: some View {
        List(downloads) { download in
            DownloadRow(download: download)
        }
    }
}
```

## Not flagged

A `GeometryReader` that wraps the whole `List`:

```swift
import SwiftUI

struct Note: Identifiable {
    let id: Int
    let title: String
}

struct NotesView: View {
    let notes: [Note]

    var body: some View {
        GeometryReader { proxy in
            List(notes) { note in
                Text(note.title)
            }
            .padding(.horizontal, proxy.size.width > 600 ? 40 : 0)
        }
    }
}
```

A screen-level `GeometryReader` outside any row, and one applied to the lazy stack after its `ForEach`
has closed:

```swift
import SwiftUI

struct Article: Identifiable {
    let id: Int
    let headline: String
}

struct FrontPageView: View {
    let articles: [Article]
    @State private var contentHeight: CGFloat = 0

    var body: some View {
        VStack(spacing: 0) {
            GeometryReader { proxy in
                Image("masthead").resizable().scaledToFill()
                    .frame(width: proxy.size.width, height: 120).clipped()
            }
            .frame(height: 120)
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(articles) { article in
                        Text(article.headline)
                    }
                }
                .background(GeometryReader { proxy in
                    Color.clear.onAppear { contentHeight = proxy.size.height }
                })
            }
        }
    }
}
```

A view that rows only show as a `NavigationLink` destination is not a row:

```swift
// file: PlaceDetailView.swift
import SwiftUI

struct PlaceDetailView: View {
    let place: Place

    var body: some View {
        GeometryReader { proxy in
            Image(place.photoName).resizable().scaledToFill()
                .frame(width: proxy.size.width, height: proxy.size.height * 0.6).clipped()
        }
        .navigationTitle(place.name)
    }
}

// file: PlacesView.swift
import SwiftUI

struct Place: Identifiable {
    let id: Int
    let name: String
    let photoName: String
}

struct PlacesView: View {
    let places: [Place]

    var body: some View {
        NavigationStack {
            List(places) { place in
                NavigationLink(place.name) {
                    PlaceDetailView(place: place)
                }
            }
        }
    }
}
```

## Fix

Choose by what the reader was for:

- **A size relative to the container** (a card that is 80% of the scroll view's width, a page per
  screen): `containerRelativeFrame(_:count:span:spacing:alignment:)`, iOS 17+ / macOS 14+.
- **A fraction of the row's own width** (progress bars, meters): `ProgressView(value:)` with a style
  (iOS 14+), a shape scaled with `.scaleEffect(x:anchor:)`, or a small custom `Layout` (iOS 16+ / macOS
  13+) that places a fill at a fraction of the width it is given.
- **Reading a size** to store or report it: `onGeometryChange(for:of:action:)`, back-deployed to iOS 16 /
  macOS 13 (build with Xcode 16); it calls you only when the value you extract changes.
- **Geometry-driven effects** (parallax, fading while scrolling): `visualEffect { content, proxy in … }`,
  iOS 17+ / macOS 14+, which does not affect layout; `scrollTransition` (iOS 17+) for effects tied to
  scroll position.
- Fixed proportions: `.aspectRatio(_:contentMode:)` and `.frame(maxWidth: .infinity)`.

```swift
import SwiftUI

struct ProgressBar: View {
    let progress: Double

    var body: some View {
        ProgressView(value: progress)
            .progressViewStyle(.linear)
            .tint(.green)
    }
}

struct CardCarousel: View {
    let titles: [String]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 12) {
                ForEach(titles, id: \.self) { title in
                    Text(title)
                        .frame(height: 120)
                        .containerRelativeFrame(.horizontal, count: 5, span: 4, spacing: 12)
                        .background(.quaternary, in: RoundedRectangle(cornerRadius: 12))
                }
            }
        }
    }
}
```

## Options

- Severity: change it in the project's `.hitchlint.json`, for example
  `{ "severity": { "geometry-reader-in-row": "error" } }`. Notes do not fail a run by default.
- Row inference: `rowContainers` lists your own views whose content closure is instantiated once per
  element (a `PagedList(items) { item in … }` wrapper, a grid from a package), and `viewBuilders` lists
  your own views or functions whose trailing closures build views. Both extend what counts as a row
  container and as view code, so this rule sees rows inside them.

```json
{
  "severity": { "geometry-reader-in-row": "error" },
  "rowContainers": ["PagedList", "MasonryGrid"],
  "viewBuilders": ["CardStack"]
}
```

## Suppressing

- `// hitchlint:disable-next-line geometry-reader-in-row -- reason` on the line before the finding;
- `// hitchlint:disable-line geometry-reader-in-row` at the end of the line with the finding;
- `// hitchlint:disable geometry-reader-in-row` … `// hitchlint:enable geometry-reader-in-row` around a
  region;
- `// hitchlint:disable-file geometry-reader-in-row` anywhere in the file.

```swift
import SwiftUI

struct Slide: Identifiable {
    let id: Int
    let imageName: String
}

struct SlideStrip: View {
    let slides: [Slide]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack {
                ForEach(slides) { slide in
                    GeometryReader { proxy in // hitchlint:disable-line geometry-reader-in-row
                        Image(slide.imageName)
                            .resizable()
                            .scaledToFill()
                            .rotation3DEffect(.degrees(proxy.frame(in: .global).minX / 20), axis: (x: 0, y: 1, z: 0))
                    }
                    .frame(width: 200, height: 140)
                }
            }
        }
    }
}
```
"""#,
        "index-based-id": #"""
# index-based-id

**Category:** `identity`  ·  **Default:** enabled  ·  **Severity:** warning (a note for `Picker` and `Menu` options)

Flags a `List` or `ForEach` that identifies its rows by position in a collection (`items.indices` with `id: \.self`, `0..<items.count`, `enumerated()` keyed by `\.offset`) instead of by the identity of the elements.

## What it flags

The `List`/`ForEach` (the finding is on that keyword) when its data is positions in a collection and its
content uses them to reach the elements:

- `items.indices` with `id: \.self`, when the closure parameter indexes a collection (`items[i]`,
  `$items[i]`, `model.items[i]`);
- a range whose bound is not a literal, `0..<items.count` or `0...items.count - 1`, with or without
  `id: \.self`, when the closure parameter indexes a collection;
- `Array(items.enumerated())` identified by `id: \.offset` or `id: \.0`;
- all of these also with `selection:` (`List(items.indices, id: \.self, selection: $selection)`).

It applies wherever the `List`/`ForEach` is, and is a warning there: whatever container holds them, the
views a `ForEach` generates are keyed by the ids it is given. The one exception is the options of a
`Picker` or `Menu`, which are rebuilt when opened and hold no row state: there it is a note. (`.id(UUID())` and ids that
are new on every update belong to `unstable-identity`.)

Not flagged: ranges with literal bounds (`0..<5`, `1...12`); `ForEach(items)` over `Identifiable`
elements; `ForEach($items) { $item in … }`; `id: \.id` or any other key path into the element;
`enumerated()` with `id: \.element.id`; `id: \.self` over values, such as an enum's `allCases` or an array
of strings; and count-only ranges whose elements never index a collection
(`ForEach(0..<rating, id: \.self) { _ in Image(systemName: "star.fill") }`, indentation bars, gauge
segments): there the position *is* the identity.

## Why it is slow

`List` and `ForEach` use the identifier of each element to tell, after an update, which rows stayed, which
moved, which are new and which went away. Only rows whose identity or inputs changed are rebuilt, and each
row's state (`@State`, focus, scroll position inside it, an open swipe action, a running animation)
stays with its identifier.

With positions as identifiers, that information is gone. Insert one element at the top of 500 and every
row now shows a different element under the same identifier: SwiftUI updates all of them in place instead
of inserting one, animates the wrong thing (rows appear to change their text instead of sliding), and the
state of row 3 stays at row 3 while its element moves to row 4. Delete an element and a row that is still
being updated with its old index (typically through a `$items[i]` binding) can crash with "Index out of
range". A `ForEach` over a range without `id:` is worse: SwiftUI treats the range as constant, logs
"ForEach<Range<Int>, Int, …> count (…) != its initial count (…). `ForEach(_:content:)` should only be used
for *constant* data." and can keep showing the old number of rows.

## Flagged

`List` over `indices`:

```swift
import SwiftUI

struct Contact {
    var name: String
    var phone: String
}

struct ContactsView: View {
    let contacts: [Contact]

    var body: some View {
        List(contacts.indices, id: \.self) { i in // expect: index-based-id
            VStack(alignment: .leading) {
                Text(contacts[i].name)
                Text(contacts[i].phone).font(.caption)
            }
        }
    }
}
```

A range over the count, used to make bindings:

```swift
import SwiftUI

struct ChecklistItem {
    var title: String
    var isDone: Bool
}

struct ChecklistView: View {
    @State var items: [ChecklistItem]

    var body: some View {
        List {
            ForEach(0..<items.count, id: \.self) { i in // expect: index-based-id
                Toggle(items[i].title, isOn: $items[i].isDone)
            }
            .onDelete { offsets in
                items.remove(atOffsets: offsets)
            }
        }
    }
}
```

A range over the count without `id:` (the "constant data" form):

```swift
import SwiftUI

struct Comment {
    let author: String
    let text: String
}

struct CommentsView: View {
    let comments: [Comment]

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 12) {
                ForEach(0..<comments.count) { index in // expect: index-based-id
                    VStack(alignment: .leading) {
                        Text(comments[index].author).font(.headline)
                        Text(comments[index].text)
                    }
                }
            }
        }
    }
}
```

`enumerated()` keyed by the offset, to show step numbers:

```swift
import SwiftUI

struct RecipeStep {
    let text: String
}

struct RecipeStepsView: View {
    let steps: [RecipeStep]

    var body: some View {
        List {
            ForEach(Array(steps.enumerated()), id: \.offset) { index, step in // expect: index-based-id
                HStack(alignment: .top) {
                    Text("\(index + 1).").bold()
                    Text(step.text)
                }
            }
        }
    }
}
```

The same with `\.0`:

```swift
import SwiftUI

struct Track {
    let title: String
    let artist: String
}

struct PlaylistView: View {
    let tracks: [Track]

    var body: some View {
        List {
            ForEach(Array(tracks.enumerated()), id: \.0) { number, track in // expect: index-based-id
                HStack {
                    Text("\(number + 1)").foregroundStyle(.secondary)
                    VStack(alignment: .leading) {
                        Text(track.title)
                        Text(track.artist).font(.caption)
                    }
                }
            }
        }
    }
}
```

With `selection:`, where the selection is a position too:

```swift
import SwiftUI

struct Server {
    let host: String
    let region: String
}

struct ServerListView: View {
    let servers: [Server]
    @State private var selection: Int?

    var body: some View {
        List(servers.indices, id: \.self, selection: $selection) { index in // expect: index-based-id
            VStack(alignment: .leading) {
                Text(servers[index].host)
                Text(servers[index].region).font(.caption)
            }
        }
    }
}
```

## Not flagged

Ranges with literal bounds: placeholders while loading, and the months of a picker:

```swift
import SwiftUI

struct LoadingListView: View {
    @State private var month = 1

    var body: some View {
        List {
            Picker("Month", selection: $month) {
                ForEach(1...12, id: \.self) { month in
                    Text("\(month)").tag(month)
                }
            }
            ForEach(0..<5) { _ in
                RoundedRectangle(cornerRadius: 8)
                    .fill(.quaternary)
                    .frame(height: 44)
            }
        }
    }
}
```

`Identifiable` elements, an explicit key path into the element, and bindings from `ForEach($items)`:

```swift
import SwiftUI

struct Habit: Identifiable {
    let id: UUID
    var name: String
    var isOn: Bool
}

struct Tag {
    let slug: String
    let label: String
}

struct HabitsView: View {
    @State var habits: [Habit]
    let tags: [Tag]

    var body: some View {
        List {
            ForEach(habits) { habit in
                Text(habit.name)
            }
            ForEach($habits) { $habit in
                Toggle(habit.name, isOn: $habit.isOn)
            }
            ForEach(tags, id: \.slug) { Text($0.label) }
        }
    }
}
```

`enumerated()` keyed by the element's id, when the position is only displayed:

```swift
import SwiftUI

struct Finisher: Identifiable {
    let id: Int
    let name: String
}

struct ResultsView: View {
    let finishers: [Finisher]

    var body: some View {
        List {
            ForEach(Array(finishers.enumerated()), id: \.element.id) { place, finisher in
                HStack {
                    Text("\(place + 1).")
                    Text(finisher.name)
                }
            }
        }
    }
}
```

`id: \.self` over values such as an enum's cases:

```swift
import SwiftUI

enum Flavor: String, CaseIterable {
    case vanilla, chocolate, strawberry
}

struct FlavorPicker: View {
    @Binding var flavor: Flavor

    var body: some View {
        Picker("Flavor", selection: $flavor) {
            ForEach(Flavor.allCases, id: \.self) { flavor in
                Text(flavor.rawValue.capitalized).tag(flavor)
            }
        }
    }
}
```

Count-only ranges: the position is the identity, and nothing is indexed:

```swift
import SwiftUI

struct StarRating: View {
    let rating: Int
    let maxRating: Int

    var body: some View {
        HStack(spacing: 2) {
            ForEach(0..<rating, id: \.self) { _ in Image(systemName: "star.fill") }
            ForEach(rating..<maxRating, id: \.self) { _ in Image(systemName: "star") }
        }
    }
}

struct IndentGuides: View {
    let depth: Int

    var body: some View {
        HStack(spacing: 6) {
            ForEach(0..<depth, id: \.self) { level in
                Rectangle()
                    .fill(level.isMultiple(of: 2) ? Color.secondary : Color.gray)
                    .frame(width: 1)
            }
        }
    }
}
```

## Fix

Identify rows by the elements. Give the model a stable identifier that comes from the data (a server id,
a database key), not one created with `UUID()` on every decode or construction:

```swift
import SwiftUI

struct Contact: Identifiable {
    let id: String
    var name: String
    var phone: String
}

struct ContactsView: View {
    @State var contacts: [Contact]

    var body: some View {
        List {
            ForEach(contacts) { contact in
                Text(contact.name)
            }
            ForEach($contacts) { $contact in
                TextField("Phone", text: $contact.phone)
            }
        }
    }
}
```

- `ForEach(items)` / `List(items)` with `Identifiable` elements, or `ForEach(items, id: \.someStableKey)`
  when the type can't conform.
- `ForEach($items) { $item in … }` when the index was only there to make bindings (Swift 5.5 / Xcode 13,
  back-deploys to iOS 13).
- `ForEach(Array(items.enumerated()), id: \.element.id) { index, item in … }` when the position is shown.
- `List(items, selection: $selectedID)` with `Set<Item.ID>` or `Item.ID?` as the selection type.

## Options

- Severity: change it in the project's `.hitchlint.json`, for example
  `{ "severity": { "index-based-id": "error" } }`. Notes do not fail a run by default.
- Row inference: `rowContainers` lists your own views whose content closure is instantiated once per
  element (a `PagedList(items) { item in … }` wrapper, a grid from a package), and `viewBuilders` lists
  your own views or functions whose trailing closures build views. Both extend what counts as a row
  container and as view code; a finding inside a row is a warning.

```json
{
  "severity": { "index-based-id": "error" },
  "rowContainers": ["PagedList", "MasonryGrid"],
  "viewBuilders": ["CardStack"]
}
```

## Suppressing

- `// hitchlint:disable-next-line index-based-id -- reason` on the line before the finding;
- `// hitchlint:disable-line index-based-id` at the end of the line with the finding;
- `// hitchlint:disable index-based-id` … `// hitchlint:enable index-based-id` around a region;
- `// hitchlint:disable-file index-based-id` anywhere in the file.

Fixed, bundled data that never changes while the screen is shown is the usual reason to keep positions:

```swift
import SwiftUI

struct LicensesView: View {
    let licenses: [String]

    var body: some View {
        List {
            // hitchlint:disable-next-line index-based-id -- bundled list, never edited or reordered
            ForEach(licenses.indices, id: \.self) { i in
                Text(licenses[i])
            }
        }
    }
}
```
"""#,
        "oversized-image-decode": #"""
# oversized-image-decode

**Category:** `images`  ·  **Default:** enabled  ·  **Severity:** warning (row code only)

Flags images decoded at full size for list rows: `Image(uiImage:)`/`Image(nsImage:)` fed by `UIImage(data:)`, `UIImage(contentsOfFile:)`, `NSImage(data:)` or `NSImage(contentsOf:)`, and `AsyncImage`, in row code or in a view type that rows instantiate.

## What it flags

In row code (the content of `ForEach`, `List(data) { }`, children of `List { }`, the lazy stacks and
grids, `Table`, `OutlineGroup`) and in row types (View types instantiated there, transitively, across
files):

- `UIImage(data:)`, `UIImage(contentsOfFile:)`, `NSImage(data:)`, `NSImage(contentsOf:)` whose result is
  drawn with `Image(uiImage:)`/`Image(nsImage:)`, nested (`Image(uiImage: UIImage(data: d) ?? UIImage())`)
  or through a local or a helper member of the same view (`private var avatar: UIImage { UIImage(data: …) }`).
  The finding is on the decoding constructor;
- `AsyncImage` (the finding is on that token): it decodes whatever it downloads at full size, and keeps
  no image cache of its own.

A small `.frame` on the image makes it worse (most of the decoded pixels are thrown away) but is not
required. Since the rule only looks at rows, its findings are warnings.

Not flagged: `Image(systemName:)`; asset images by name (`Image("cover")`, `UIImage(named:)`,
`Image(uiImage: .init(named: …)!)`); an already prepared `UIImage` passed in or held in state; code that
downsamples (`preparingThumbnail(of:)`, `byPreparingThumbnail(ofSize:)`, `CGImageSourceCreateThumbnailAtIndex`)
in a loader, cache or model type; code in deferred closures (`.task`, `.onAppear`), exempt as for every
rule (but note that `UIImage(data:)` there still decodes at full size when drawn: prepare the image there
with `byPreparingThumbnail(ofSize:)`); and full-size images on screens that are not rows, such as a detail
view reached through a `NavigationLink`.

## Why it is slow

`UIImage(data:)` keeps the compressed bytes; the image is decoded the first time it is drawn, on the main
thread, at its full pixel size, whatever the frame it is shown in. A decoded bitmap takes width × height ×
4 bytes: a 2000×2000 image is ~16 MB, a 12-megapixel photo (4032×3024) ~49 MB. A 40×40 point thumbnail on
a 3× screen needs 120×120 pixels, about 56 KB: decoding the 2000×2000 image for it uses almost 300 times
the memory that is shown. Decoding a 12-megapixel JPEG can take tens of milliseconds, several frames at
8.3 ms each on a 120 Hz display, for every row that scrolls in.

In body the cost repeats: every evaluation of the row creates a new `UIImage`, and nothing caches the
decoded bitmap between evaluations or when the row scrolls back into view. A screenful of full-size
photos is hundreds of megabytes of memory, which gets the app terminated for memory pressure.
`AsyncImage` has the same problem plus the network: a row that scrolls out and back starts over (at best
from the URL cache) and decodes the full image again.

## Flagged

The nested form in the rows of a `List`:

```swift
import SwiftUI

struct Product: Identifiable {
    let id: Int
    let name: String
    let imageData: Data
}

struct CatalogView: View {
    let products: [Product]

    var body: some View {
        List(products) { product in
            HStack {
                Image(uiImage: UIImage(data: product.imageData) ?? UIImage()) // expect: oversized-image-decode
                    .resizable()
                    .scaledToFill()
                    .frame(width: 40, height: 40)
                    .clipped()
                Text(product.name)
            }
        }
    }
}
```

`AsyncImage` in the cells of a lazy grid:

```swift
import SwiftUI

struct Artwork: Identifiable {
    let id: Int
    let title: String
    let imageURL: URL
}

struct ArtworkGrid: View {
    let artworks: [Artwork]
    private let columns = [GridItem(.adaptive(minimum: 100))]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns) {
                ForEach(artworks) { artwork in
                    AsyncImage(url: artwork.imageURL) { image in // expect: oversized-image-decode
                        image.resizable().scaledToFill()
                    } placeholder: {
                        Color.gray.opacity(0.2)
                    }
                    .frame(width: 100, height: 100)
                    .clipped()
                }
            }
        }
    }
}
```

`UIImage(contentsOfFile:)` in a helper property of a row type:

```swift
import SwiftUI

struct Attachment: Identifiable {
    let id: Int
    let fileName: String
    let fileURL: URL
}

struct AttachmentRow: View {
    let attachment: Attachment

    private var preview: UIImage {
        UIImage(contentsOfFile: attachment.fileURL.path) ?? UIImage() // expect: oversized-image-decode
    }

    var body: some View {
        HStack {
            Image(uiImage: preview).resizable().scaledToFill().frame(width: 44, height: 44)
            Text(attachment.fileName)
        }
    }
}

struct AttachmentsView: View {
    let attachments: [Attachment]

    var body: some View {
        List(attachments) { AttachmentRow(attachment: $0) }
    }
}
```

A thumbnail view defined in one file, used in a `ForEach` in another:

```swift
// file: ThumbnailView.swift
import SwiftUI

struct ThumbnailView: View {
    let imageData: Data

    var body: some View {
        Image(uiImage: UIImage(data: imageData) ?? UIImage()) // expect: oversized-image-decode
            .resizable()
            .scaledToFill()
            .frame(width: 44, height: 44)
            .clipShape(RoundedRectangle(cornerRadius: 8))
    }
}

// file: PhotoListView.swift
import SwiftUI

struct Photo: Identifiable {
    let id: UUID
    let caption: String
    let data: Data
}

struct PhotoListView: View {
    let photos: [Photo]

    var body: some View {
        List {
            ForEach(photos) { photo in
                HStack {
                    ThumbnailView(imageData: photo.data)
                    Text(photo.caption)
                }
            }
        }
    }
}
```

On macOS, in a `Table` column:

```swift
import SwiftUI

struct ImageFile: Identifiable {
    let id: URL
    let name: String
}

struct ImageFilesTable: View {
    let files: [ImageFile]

    var body: some View {
        Table(files) {
            TableColumn("Name") { file in
                HStack {
                    Image(nsImage: NSImage(contentsOf: file.id) ?? NSImage()) // expect: oversized-image-decode
                        .resizable()
                        .frame(width: 16, height: 16)
                    Text(file.name)
                }
            }
        }
    }
}
```

## Not flagged

Symbols, asset images, and a thumbnail prepared elsewhere and passed in:

```swift
import SwiftUI

struct Album: Identifiable {
    let id: Int
    let title: String
    let isExplicit: Bool
}

struct AlbumRow: View {
    let album: Album
    let thumbnail: UIImage?

    var body: some View {
        HStack {
            Image(uiImage: thumbnail ?? UIImage(named: "album-placeholder") ?? UIImage())
                .resizable()
                .frame(width: 40, height: 40)
            Text(album.title)
            Image("explicit-badge").opacity(album.isExplicit ? 1 : 0)
            Image(systemName: "play.circle")
        }
    }
}

struct AlbumsView: View {
    let albums: [Album]
    let thumbnails: [Int: UIImage]

    var body: some View {
        List(albums) { AlbumRow(album: $0, thumbnail: thumbnails[$0.id]) }
    }
}
```

Downsampling with `preparingThumbnail(of:)` in a loader, off the main thread, started from `.task`:

```swift
// file: CoverLoader.swift
import UIKit

@MainActor @Observable
final class CoverLoader {
    private(set) var covers: [Int: UIImage] = [:]

    func load(id: Int, data: Data) async {
        guard covers[id] == nil else { return }
        covers[id] = await Task.detached(priority: .userInitiated) {
            UIImage(data: data)?.preparingThumbnail(of: CGSize(width: 120, height: 120))
        }.value
    }
}

// file: BooksView.swift
import SwiftUI

struct Book: Identifiable {
    let id: Int
    let title: String
    let coverData: Data
}

struct BooksView: View {
    let books: [Book]
    let loader: CoverLoader

    var body: some View {
        List(books) { book in
            HStack {
                Image(uiImage: loader.covers[book.id] ?? UIImage()).resizable().frame(width: 40, height: 60)
                Text(book.title)
            }
            .task { await loader.load(id: book.id, data: book.coverData) }
        }
    }
}
```

A full-size image on a detail screen that rows only link to:

```swift
// file: ScanDetailView.swift
import SwiftUI

struct ScanDetailView: View {
    let scan: Scan

    var body: some View {
        ScrollView {
            Image(uiImage: UIImage(data: scan.pageData) ?? UIImage()).resizable().scaledToFit()
        }
        .navigationTitle(scan.title)
    }
}

// file: ScansView.swift
import SwiftUI

struct Scan: Identifiable {
    let id: Int
    let title: String
    let pageData: Data
}

struct ScansView: View {
    let scans: [Scan]

    var body: some View {
        NavigationStack {
            List(scans) { scan in
                NavigationLink(scan.title) {
                    ScanDetailView(scan: scan)
                }
            }
        }
    }
}
```

## Fix

Decode at the size you display, off the main thread, and cache the result; the row receives a ready
`UIImage`.

- ImageIO (every OS version): `CGImageSourceCreateThumbnailAtIndex` with
  `kCGImageSourceThumbnailMaxPixelSize` = the largest side in points × the display scale
  (`@Environment(\.displayScale)`), `kCGImageSourceCreateThumbnailFromImageAlways` and
  `kCGImageSourceShouldCacheImmediately` (decode now, on this background thread, not later at draw time on
  the main thread). Create the source with `kCGImageSourceShouldCache: false` so the full image is never
  decoded.
- `UIImage.preparingThumbnail(of:)` (synchronous) or `byPreparingThumbnail(ofSize:)` (async), iOS 15+;
  `byPreparingForDisplay()` (iOS 15+) when the image is already the right size but still compressed.
- Keep the results in a small cache (`NSCache` with a `countLimit`, keyed by id and size).
- Replace `AsyncImage` in rows by a loader that downloads, downsamples and caches (your own, or an image
  pipeline library with a resize processor).

```swift
import ImageIO
import UIKit

actor Thumbnailer {
    static let shared = Thumbnailer()
    private let cache = NSCache<NSString, UIImage>()

    func thumbnail(key: String, data: Data, side: CGFloat, scale: CGFloat) -> UIImage? {
        if let cached = cache.object(forKey: key as NSString) { return cached }
        let sourceOptions = [kCGImageSourceShouldCache: false] as CFDictionary
        guard let source = CGImageSourceCreateWithData(data as CFData, sourceOptions) else { return nil }
        let options = [
            kCGImageSourceCreateThumbnailFromImageAlways: true,
            kCGImageSourceCreateThumbnailWithTransform: true,
            kCGImageSourceShouldCacheImmediately: true,
            kCGImageSourceThumbnailMaxPixelSize: side * scale,
        ] as CFDictionary
        guard let cgImage = CGImageSourceCreateThumbnailAtIndex(source, 0, options) else { return nil }
        let image = UIImage(cgImage: cgImage, scale: scale, orientation: .up)
        cache.setObject(image, forKey: key as NSString)
        return image
    }
}
```

## Options

- Severity: change it in the project's `.hitchlint.json`, for example
  `{ "severity": { "oversized-image-decode": "error" } }`. Notes do not fail a run by default.
- Row inference: `rowContainers` lists your own views whose content closure is instantiated once per
  element (a `PagedList(items) { item in … }` wrapper, a grid from a package), and `viewBuilders` lists
  your own views or functions whose trailing closures build views. Both extend what counts as a row
  container and as view code, so this rule sees rows inside them.

```json
{
  "severity": { "oversized-image-decode": "error" },
  "rowContainers": ["PagedList", "MasonryGrid"],
  "viewBuilders": ["CardStack"]
}
```

## Suppressing

- `// hitchlint:disable-next-line oversized-image-decode -- reason` on the line before the finding;
- `// hitchlint:disable-line oversized-image-decode` at the end of the line with the finding;
- `// hitchlint:disable oversized-image-decode` … `// hitchlint:enable oversized-image-decode` around a
  region;
- `// hitchlint:disable-file oversized-image-decode` anywhere in the file.

```swift
import SwiftUI

struct Sticker: Identifiable {
    let id: Int
    let pngData: Data
}

struct StickerTray: View {
    let stickers: [Sticker]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack {
                ForEach(stickers) { sticker in
                    // hitchlint:disable-next-line oversized-image-decode -- stickers are 64×64 PNGs made by the app
                    Image(uiImage: UIImage(data: sticker.pngData) ?? UIImage())
                        .frame(width: 64, height: 64)
                }
            }
        }
    }
}
```
"""#,
    ]
}
