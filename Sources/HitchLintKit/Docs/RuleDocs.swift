// Generated from Rules/*.md by `hitchlint debug generate-rule-docs Rules`. Do not edit.

/// The rule documents, carried by the binary for `hitchlint explain`.
public enum RuleDocs {
    public static let documents: [String: String] = [
        "anyview-in-row": #"""
# anyview-in-row

**Category:** `body-cost`  ·  **Default:** disabled (opt-in: `--extend-select anyview-in-row` or `extendSelect`)  ·  **Severity:** warning (row code only)

Flags `AnyView(…)` and `.eraseToAnyView()` in code that runs once per list element: type erasure hides the row's structure from SwiftUI, so rows are compared at run time and rebuilt instead of diffed.

## What it flags

An `AnyView(…)` construction, or a call of an erasing helper (any method named `…AnyView`, such as
`.eraseToAnyView()`), in per-element row code:

- in the content closure of `List(data) { }`, or of a `ForEach` that a list, form, lazy stack or scroll
  view holds (in the same view, or where the view or member is shown);
- in a helper of the same view that row code calls (a `@ViewBuilder` function, a method returning `AnyView`,
  a computed property), with the finding at the `AnyView` in the helper;
- in a view modifier function (`extension View { func cardStyle() -> some View { AnyView(…) } }`) applied
  in row code;
- in the body, helpers and `init` of a view type that rows instantiate, in any file of the project.

Not flagged: `AnyView` outside rows (navigation and coordinator plumbing, a screen's header, presented
sheets and `NavigationLink` destinations), in the static children of a `List { }` (each is one row, built
once per body), `AnyView` as a type (`-> AnyView`, `let content: AnyView`), the body of an erasing helper
itself (`AnyView(self)`: its call sites are the findings), an `AnyView` that is the root of another hierarchy
(`ImageRenderer(content:)`, `UIHostingController(rootView:)`, `NSHostingView(rootView:)`), deferred
closures (a closure put in the environment included), comments and string literals.

Disabled by default: on real apps most erasure is plumbing outside rows, and the rows that do erase often
list values of different types (`[any ContentGroup]`), where erasure is the price of the design rather
than an oversight. Turn it on to audit a list screen.

## Why it is slow

SwiftUI keeps a view's type as the description of its structure: `HStack<TupleView<(Image, Text)>>` tells it
which parts of a row exist and which are the same as last time, so an update can compare the inputs of each
part and redraw only what changed. `AnyView` replaces that type with a box: on every update SwiftUI has to
look inside at run time, and when the wrapped type differs, or cannot be shown to be the same, it throws the
whole subtree away, with its state, and builds it again. Conditional content wrapped in `AnyView` switches
boxes each time the condition flips, so the row is recreated instead of updated. Apple's guidance (WWDC21
"Demystify SwiftUI", WWDC23 "Demystify SwiftUI performance") is to avoid `AnyView` in list rows.

In a row the cost repeats for every element while scrolling and for every visible row on each update.

## Flagged

Directly in the row content:

```swift
import SwiftUI

struct Incident: Identifiable {
    let id: Int
    let title: String
    let isCritical: Bool
}

struct IncidentsView: View {
    let incidents: [Incident]

    var body: some View {
        List(incidents) { incident in
            AnyView(Text(incident.title).bold()) // expect: anyview-in-row
        }
    }
}
```

In a helper of a row type in another file, and through an erasing modifier:

```swift
// file: ViewErasure.swift
import SwiftUI

extension View {
    func eraseToAnyView() -> AnyView {
        AnyView(self)
    }
}

// file: FileRow.swift
import SwiftUI

struct FileRow: View {
    let name: String
    let isFolder: Bool

    var body: some View {
        HStack {
            icon
            Text(name)
                .eraseToAnyView() // expect: anyview-in-row
        }
    }

    private var icon: AnyView {
        if isFolder {
            return AnyView(Image(systemName: "folder")) // expect: anyview-in-row
        }
        return AnyView(Image(systemName: "doc")) // expect: anyview-in-row
    }
}

// file: FilesView.swift
import SwiftUI

struct FileItem: Identifiable {
    let id: Int
    let name: String
    let isFolder: Bool
}

struct FilesView: View {
    let files: [FileItem]

    var body: some View {
        List(files) { file in
            FileRow(name: file.name, isFolder: file.isFolder)
        }
    }
}
```

## Not flagged

Navigation plumbing and a screen-level header, outside rows; a static `List` child; `AnyView` as a type:

```swift
import SwiftUI

enum Route: Hashable {
    case settings
    case profile
}

struct HomeView: View {
    let titles: [String]
    let header: AnyView

    init(titles: [String]) {
        self.titles = titles
        header = AnyView(Text("Home").font(.largeTitle))
    }

    var body: some View {
        NavigationStack {
            List {
                AnyView(Text("Pinned"))
                ForEach(titles, id: \.self) { title in
                    Text(title)
                }
            }
            .safeAreaInset(edge: .top) { header }
            .navigationDestination(for: Route.self) { route in
                destination(for: route)
            }
        }
    }

    private func destination(for route: Route) -> AnyView {
        switch route {
        case .settings: return AnyView(Text("Settings"))
        case .profile: return AnyView(Text("Profile"))
        }
    }
}
```

A static `List` child that lays out a stack of tiles: the tiles are one row, built with it, not a row each:

```swift
import SwiftUI

struct Tile: Identifiable {
    let id: Int
    let title: String
    let isSensor: Bool
}

struct TileColumn: Identifiable {
    let id: Int
    let tiles: [Tile]
}

struct TileGrid: View {
    let columns: [TileColumn]

    var body: some View {
        VStack(spacing: 8) {
            ForEach(columns) { column in
                HStack(spacing: 8) {
                    ForEach(column.tiles) { tile in
                        tileView(tile)
                    }
                }
            }
        }
    }

    private func tileView(_ tile: Tile) -> AnyView {
        tile.isSensor ? AnyView(Text(tile.title).monospacedDigit()) : AnyView(Text(tile.title))
    }
}

struct WidgetSettingsView: View {
    let columns: [TileColumn]

    var body: some View {
        List {
            Section("Preview") {
                TileGrid(columns: columns)
            }
            Section("Options") {
                Text("Tint")
            }
        }
    }
}
```

An `AnyView` around an empty leaf (`EmptyView()`, `Color.clear`), the usual return of a `GeometryReader`
closure that only reports a frame: the wrapped type is the same on every update, so nothing is hidden
from the diff and nothing is rebuilt (the reader itself is `geometry-reader-in-row`'s concern):

```swift
import SwiftUI

struct BubbleRow: View {
    let text: String
    let report: (CGRect) -> Void

    var body: some View {
        Text(text)
            .background(GeometryReader { proxy -> AnyView in // expect: geometry-reader-in-row
                report(proxy.frame(in: .global))
                return AnyView(Color.clear)
            })
            .overlay(GeometryReader { _ -> AnyView in AnyView(EmptyView()) }) // expect: geometry-reader-in-row
    }
}

struct Thread: View {
    let lines: [String]

    var body: some View {
        List(lines, id: \.self) { BubbleRow(text: $0) { _ in } }
    }
}
```

A closure put in the environment by a modifier that rows apply: it runs when a settings page calls it,
not when a row is built:

```swift
import SwiftUI

private struct PageContentKey: EnvironmentKey {
    static let defaultValue: ((String) -> AnyView?)? = nil
}

extension EnvironmentValues {
    var pageContent: ((String) -> AnyView?)? {
        get { self[PageContentKey.self] }
        set { self[PageContentKey.self] = newValue }
    }
}

extension View {
    func pageContent<Content: View>(@ViewBuilder _ content: @escaping (String) -> Content?) -> some View {
        environment(\.pageContent) { key in content(key).map { AnyView($0) } }
    }
}

struct SettingsList: View {
    let keys: [String]

    var body: some View {
        List(keys, id: \.self) { key in
            Text(key).pageContent { page in Text(page) }
        }
    }
}
```

## Fix

Keep the static type: a `@ViewBuilder` property or function returning `some View` can branch with `if` and
`switch` and needs no erasure (iOS 13+); a component that takes any content is generic over it:

```swift
import SwiftUI

struct FileRow: View {
    let name: String
    let isFolder: Bool

    var body: some View {
        HStack {
            icon
            Text(name)
        }
    }

    @ViewBuilder
    private var icon: some View {
        if isFolder {
            Image(systemName: "folder")
        } else {
            Image(systemName: "doc")
        }
    }
}

struct Card<Content: View>: View {
    @ViewBuilder let content: Content

    var body: some View {
        content
            .padding()
            .background(.quaternary, in: RoundedRectangle(cornerRadius: 12))
    }
}
```

- Branches with different views: `@ViewBuilder` with `if`/`switch` (the result is `_ConditionalContent`, which
  SwiftUI diffs), or the same view with different modifiers (`.opacity`, `.foregroundStyle`) when only the
  look changes.
- Modifiers that erased to return one type: return `some View` from the `extension View` function.
- Values of different types in one list: an `enum` of the row kinds with a `switch` in a `@ViewBuilder`
  keeps every row typed.

The rule's fix is display-only: removing `AnyView` needs the surrounding function to become a view builder.

## Options

- Enable it: `--extend-select anyview-in-row`, or `{ "extendSelect": ["anyview-in-row"] }` in
  `.hitchlint.json`; `--select anyview-in-row` runs it alone.
- Severity: `{ "severity": { "anyview-in-row": "note" } }` keeps findings from failing a run.
- Row inference: `rowContainers` and `viewBuilders` (see `geometry-reader-in-row`) extend what counts as
  a row.

## Suppressing

- `// hitchlint:disable-next-line anyview-in-row -- reason` on the line before the finding;
- `// hitchlint:disable-line anyview-in-row` at the end of the line with the finding;
- `// hitchlint:disable anyview-in-row` … `// hitchlint:enable anyview-in-row` around a region;
- `// hitchlint:disable-file anyview-in-row` anywhere in the file.

```swift
import SwiftUI

protocol Widget {
    var id: String { get }
    func makeView() -> AnyView
}

struct DashboardView: View {
    let widgets: [any Widget]

    var body: some View {
        List(widgets, id: \.id) { widget in
            // hitchlint:disable-next-line anyview-in-row -- widgets of different types, erased by design
            AnyView(widget.makeView())
        }
    }
}
```
"""#,
        "conditional-row-in-foreach": #"""
# conditional-row-in-foreach

**Category:** `identity`  ·  **Default:** enabled  ·  **Severity:** warning

Flags `ForEach` content in a `List` that yields a varying number of views per element — an `if` without `else` at its top level, or branches and `switch` cases that produce different numbers of views — so the `List` cannot count its rows from the data and builds every element up front.

## What it flags

The `if` or `switch` keyword (the finding is on it) at the top level of the content of a `ForEach` that
builds rows of a list, and of `List(data) { … }` itself, when:

- an `if` (also `if let`, `if case`, an `else if` chain) has no final `else`: an element yields no view when
  no branch matches (or fewer views, when others sit beside the `if`: a loading row after the last element). This is the usual form: a lookup (`dictionary[id]`, `first(where:)`) then `if let`;
- the branches of an `if … else` produce different numbers of views;
- the cases of a `switch` produce different numbers of views: a case with `EmptyView()` or `break` next to
  cases with a view, or one case with two views.

The `ForEach` builds list rows when it sits in a `List` or `Form` (directly, or through `Section`, `Group`,
`DisclosureGroup`, an outer `ForEach` and `if`/`switch` blocks), also from a `@ViewBuilder` member that the
same file places in a `List` (`List { listContent }`), and when it is at the top of the `body` of a view that
is placed in list rows anywhere in the project (a `UsersSection` view whose body is `Section { ForEach … }`,
used in another file's `List`).

`let` bindings before the condition do not change the count, nor do `#if` lines inside a modifier chain;
views between `#if` and `#endif` are one platform's or build's alternatives, not siblings, and are not
judged; a
`Group { … }` around the content is looked into. When the content is a single call of a `@ViewBuilder`
function of the same file (`ForEach(items) { row(for: $0) }`, also with modifiers on the call,
`row(for: $0).swipeActions { … }`, which add no view where the function gives none), a member or a
function declared inside `body`, the function's body is the content: the finding is in the function.

Not flagged: an `if` that wraps the whole `ForEach`; an `if … else` whose branches yield one view each; an
exhaustive `switch` with one view per case; conditions inside a row's own stack (`HStack { if … }` is one
view); `if #available` (fixed for the whole run); `ForEach` in a `VStack`, `LazyVStack`, `Picker`, `Menu` or
any other container than a list, where the count costs nothing extra; a `ForEach` over a handful of elements
the code fixes (an array literal, a literal range, `prefix(n)` or slice from the start (`items[..<n]`) of at most 12 — also `prefix(upTo:)`,
`prefix(min(items.count, 3))` and its ternary form `prefix(upTo: items.count > 3 ? 3 : items.count)` —, an enum's `allCases`, a
constant of the view's type or of the file, or of another type in any file (`Option.all`), holding an array literal of at most 12 or an enum's `allCases`, a
stored `var` that starts as `allCases` or as a constant of the enum's, in any file, that returns its cases (also
from a `switch` expression's arms), an element of a constant literal that an outer `ForEach` or `List(data)` goes
over), where counting them costs nothing; a helper's `ForEach` used elsewhere
than a list (`.accessibilityActions { linkActions }`); `ForEach` content in deferred closures, comments and
string literals. A view whose body is a `ForEach` and that is placed in a lazy stack rather than a `List` is
reported too: the project index knows it is in rows, not which container holds them; one that a scroll
view's plain stack shows (`ScrollView { VStack { … } }`, in its elements or not) is not: all is built anyway.

## Why it is slow

A `List` (and a `Form`, a list underneath, and `Table`) needs two things from its data before it draws
anything: the identifiers of all rows, and how many rows there are. When every element of a `ForEach`
produces exactly one view, the count is the count of the collection, and SwiftUI creates only the rows that
are on screen, lazily. When the content can produce zero views for an element (an `if` without `else`), or a
different number of views depending on a condition, the count is not known until the content has been run:
the list has to build the views of every element, visible or not, to find out how many rows there are, and
do it again when the data changes. With thousands of elements that is thousands of row bodies before the
first frame, exactly what a lazy list is meant to avoid. Apple's guidance (WWDC23 "Demystify SwiftUI
performance") is to make `ForEach` content resolve to a constant number of views per element.

## Flagged

A lookup then `if let` without `else`, after a `let`:

```swift
import SwiftUI

struct Member: Identifiable {
    let id: Int
    let name: String
}

struct TeamView: View {
    let memberIDs: [Int]
    let membersByID: [Int: Member]

    var body: some View {
        List {
            Section("Members") {
                ForEach(memberIDs, id: \.self) { memberID in
                    let member = membersByID[memberID]
                    if let member { // expect: conditional-row-in-foreach
                        Text(member.name)
                    }
                }
            }
        }
    }
}
```

A section's content given as `content:`, beside its `header:`:

```swift
import SwiftUI

struct DiscoveredDevicesView: View {
    let deviceIDs: [String]
    let devicesByID: [String: String]

    var body: some View {
        List {
            Section(content: {
                ForEach(deviceIDs, id: \.self) { deviceID in
                    if let name = devicesByID[deviceID] { // expect: conditional-row-in-foreach
                        Text(name)
                    }
                }
            }, header: {
                Text("Devices")
            })
        }
    }
}
```

An `else if` chain without a final `else`, and a `switch` with an `EmptyView` case:

```swift
import SwiftUI

struct Transfer: Identifiable {
    enum State { case pending, done, failed, archived }
    let id: Int
    let name: String
    let state: State
}

struct TransfersView: View {
    let transfers: [Transfer]

    var body: some View {
        List {
            ForEach(transfers) { transfer in
                if transfer.state == .pending { // expect: conditional-row-in-foreach
                    Text(transfer.name)
                } else if transfer.state == .failed {
                    Text(transfer.name).foregroundStyle(.red)
                }
            }
            ForEach(transfers) { transfer in
                switch transfer.state { // expect: conditional-row-in-foreach
                case .pending, .done:
                    Text(transfer.name)
                case .failed:
                    Text(transfer.name).foregroundStyle(.red)
                case .archived:
                    EmptyView()
                }
            }
        }
    }
}
```

Behind a `@ViewBuilder` helper, with branches of different sizes:

```swift
import SwiftUI

struct Episode: Identifiable {
    let id: Int
    let title: String
    let isNew: Bool
}

struct EpisodesView: View {
    let episodes: [Episode]

    var body: some View {
        List(episodes) { episode in
            row(for: episode)
        }
    }

    @ViewBuilder
    private func row(for episode: Episode) -> some View {
        if episode.isNew { // expect: conditional-row-in-foreach
            Text("New").font(.caption)
            Text(episode.title)
        } else {
            Text(episode.title)
        }
    }
}
```

The same helper with swipe actions on each row, and an `if` without an `else`: a preset with no name
gives no row:

```swift
import SwiftUI

struct Preset: Identifiable {
    let id: String
    let name: String
}

struct PresetsView: View {
    let presets: [Preset]

    var body: some View {
        Form {
            ForEach(presets) { preset in
                row(for: preset)
                    .swipeActions { Button("Edit") { } }
            }
        }
    }

    @ViewBuilder
    private func row(for preset: Preset) -> some View {
        if !preset.name.isEmpty { // expect: conditional-row-in-foreach
            Text(preset.name)
        }
    }
}
```

A section view whose body is the rows, placed in a `List` in another file:

```swift
// file: FollowersSection.swift
import SwiftUI

struct Follower: Identifiable {
    let id: Int
    let name: String
}

struct FollowersSection: View {
    let followers: [Follower]
    let mutedIDs: Set<Int>

    var body: some View {
        Section("Followers") {
            ForEach(followers) { follower in
                if !mutedIDs.contains(follower.id) { // expect: conditional-row-in-foreach
                    Text(follower.name)
                        #if os(iOS)
                        .listRowSeparator(.hidden)
                        #endif
                }
            }
        }
    }
}

// file: ProfileView.swift
import SwiftUI

struct ProfileView: View {
    let followers: [Follower]

    var body: some View {
        List {
            Text("Profile").font(.title)
            FollowersSection(followers: followers, mutedIDs: [])
        }
    }
}
```

The content is a call of a `@ViewBuilder` function declared inside `body`:

```swift
import SwiftUI

struct AlarmsView: View {
    let hours: [Int]
    let enabled: Set<Int>

    var body: some View {
        @ViewBuilder func alarm(at hour: Int) -> some View {
            if enabled.contains(hour) { // expect: conditional-row-in-foreach
                Label("\(hour):00", systemImage: "alarm")
            }
        }
        List {
            ForEach(hours, id: \.self) { hour in alarm(at: hour) }
        }
    }
}
```

State that starts as another file's constant that holds data, not an enum's cases (the folders the store
has loaded, of any number):

```swift
// file: Folder.swift
struct Folder: Identifiable {
    let id: Int
    let name: String

    static var all: [Folder] { FolderStore.shared.folders }
}

// file: FolderList.swift
import SwiftUI

struct FolderList: View {
    @State private var folders: [Folder] = Folder.all
    let unread: [Int: Int]

    var body: some View {
        List {
            ForEach(folders) { folder in
                if let count = unread[folder.id] { // expect: conditional-row-in-foreach
                    Text("\(folder.name): \(count)")
                }
            }
        }
    }
}
```

## Not flagged

A settings sidebar's pages, the children of the groups of a constant literal, filtered by a search field:

```swift
import SwiftUI

struct SettingsPage: Identifiable, Hashable {
    let title: String
    var children: [SettingsPage] = []
    var id: String { title }
}

struct SettingsSidebar: View {
    private static let groups = [
        SettingsPage(title: "Account", children: [SettingsPage(title: "Profile"), SettingsPage(title: "Privacy")]),
        SettingsPage(title: "App", children: [SettingsPage(title: "Appearance"), SettingsPage(title: "Language")]),
    ]
    @State private var query = ""

    var body: some View {
        List(Self.groups) { group in
            Section(group.title) {
                ForEach(group.children) { page in
                    if query.isEmpty || page.title.contains(query) {
                        Text(page.title)
                    }
                }
            }
        }
    }
}
```

At most three suggestions, however the limit is written:

```swift
import SwiftUI

struct Account: Identifiable {
    let id: String
    let name: String
}

struct SuggestedAccountsSection: View {
    let suggested: [Account]
    let followed: Set<String>

    var body: some View {
        List {
            ForEach(suggested.prefix(upTo: suggested.count > 3 ? 3 : suggested.count)) { account in
                if !followed.contains(account.id) {
                    Text(account.name)
                }
            }
        }
    }
}
```

Sections over a handful of fixed groups, some of which may be empty:

```swift
import SwiftUI

struct Entry: Identifiable {
    let id: Int
    let word: String
}

struct DictionaryView: View {
    let terms: [Entry]
    let names: [Entry]

    var body: some View {
        List {
            ForEach([("Terms", terms), ("Names", names)], id: \.0) { title, entries in
                if !entries.isEmpty {
                    Section(title) {
                        ForEach(entries) { entry in
                            Text(entry.word)
                        }
                    }
                }
            }
        }
    }
}
```

The `if` wraps the `ForEach`; each element yields one view (`if … else`, an exhaustive `switch`); the
condition is inside the row's own stack:

```swift
import SwiftUI

struct Order: Identifiable {
    enum Status { case open, shipped, cancelled }
    let id: Int
    let title: String
    let status: Status
    let note: String?
}

struct OrdersView: View {
    let orders: [Order]
    let showsOrders: Bool

    var body: some View {
        List {
            if showsOrders {
                ForEach(orders) { order in
                    Text(order.title)
                }
            }
            ForEach(orders) { order in
                if order.status == .cancelled {
                    Text(order.title).strikethrough()
                } else {
                    Text(order.title)
                }
            }
            ForEach(orders) { order in
                switch order.status {
                case .open: Text(order.title)
                case .shipped: Text(order.title).foregroundStyle(.secondary)
                case .cancelled: Text(order.title).strikethrough()
                }
            }
            ForEach(orders) { order in
                VStack(alignment: .leading) {
                    Text(order.title)
                    if let note = order.note {
                        Text(note).font(.caption)
                    }
                }
            }
        }
    }
}
```

Not a list: a `ForEach` in a stack or a `Picker`, where every view is built anyway or nothing is counted:

```swift
import SwiftUI

struct Badge: Identifiable {
    let id: Int
    let symbol: String
    let isEarned: Bool
}

struct BadgeStrip: View {
    let badges: [Badge]
    @State private var selectedID = 0

    var body: some View {
        VStack {
            HStack {
                ForEach(badges) { badge in
                    if badge.isEarned {
                        Image(systemName: badge.symbol)
                    }
                }
            }
            Picker("Badge", selection: $selectedID) {
                ForEach(badges) { badge in
                    if badge.isEarned {
                        Text(badge.symbol).tag(badge.id)
                    }
                }
            }
        }
    }
}
```

Sections over an enum's cases kept in state (filtering can only drop some of the few):

```swift
import SwiftUI

enum MenuSection: String, CaseIterable, Identifiable {
    case tabs, library, settings
    var id: String { rawValue }
}

struct Sidebar: View {
    @State private var sections: [MenuSection] = MenuSection.allCases
    let items: [MenuSection: [String]]

    var body: some View {
        List {
            ForEach(sections) { section in
                if let rows = items[section] {
                    Section(section.rawValue) {
                        ForEach(rows, id: \.self) { Text($0) }
                    }
                }
            }
        }
    }
}
```

The same when the state starts as the enum's own selection of its cases, declared in another file (a
`switch` over feature flags, each arm all the cases or some):

```swift
// file: MenuSection.swift
enum MenuSection: String, CaseIterable, Identifiable {
    case tabs, library, donation
    var id: String { rawValue }

    static var visibleSections: [MenuSection] {
        switch FeatureFlags.hidesDonation {
        case true: allCases.filter { $0 != .donation }
        case false: allCases
        }
    }
}

// file: Sidebar.swift
import SwiftUI

struct Sidebar: View {
    @State private var sections: [MenuSection] = MenuSection.visibleSections
    let items: [MenuSection: [String]]

    var body: some View {
        List {
            ForEach(sections) { section in
                if let rows = items[section] {
                    Section(section.rawValue) {
                        ForEach(rows, id: \.self) { Text($0) }
                    }
                }
            }
        }
    }
}
```

One platform's row skipped under `#if`, the other's shown (alternatives, not two views), and three sections
listed in a local literal, each shown when it has dictionaries:

```swift
import SwiftUI

enum Tab: String, CaseIterable, Identifiable {
    case home, search, downloads
    var id: String { rawValue }
}

struct TabSettings: View {
    let order: [Tab]
    let frequency: [String]
    let pitch: [String]
    let kanji: [String]

    var body: some View {
        List {
            ForEach(order) { tab in
                #if os(tvOS)
                if tab != .downloads {
                    Text(tab.rawValue)
                }
                #else
                Text(tab.rawValue)
                #endif
            }
            let dictionaries = [("Frequency", frequency), ("Pitch", pitch), ("Kanji", kanji)]
            ForEach(dictionaries, id: \.0) { title, names in
                if !names.isEmpty {
                    Section(title) {
                        ForEach(names, id: \.self) { Text($0) }
                    }
                }
            }
        }
    }
}
```

A view whose body is a `ForEach`, shown in each element of a plain stack in a scroll view (another file's): a
`VStack` builds every element's views anyway, and nothing counts them:

```swift
// file: FieldsView.swift
import SwiftUI

struct Field: Identifiable, Equatable {
    let id: Int
    let title: String
}

struct FieldsView: View {
    let fields: [Field]

    var body: some View {
        ForEach(fields) { field in
            Text(field.title)
            if field != fields.last {
                Divider()
            }
        }
    }
}

// file: DetailPage.swift
import SwiftUI

struct FieldGroup: Identifiable {
    let id: Int
    let title: String
    let fields: [Field]
}

struct DetailPage: View {
    let groups: [FieldGroup]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                GroupsView(groups: groups)
            }
        }
    }
}

struct GroupsView: View {
    let groups: [FieldGroup]

    var body: some View {
        ForEach(groups) { group in // expect: eager-stack-in-scroll-view
            Section {
                FieldsView(fields: group.fields)
            } header: {
                Text(group.title)
            }
        }
    }
}
```

## Fix

Decide which elements are rows before the `ForEach`, so that each element yields exactly one view. Prepare
the filtered or resolved array where the data changes: in the model or view model, or in `@State` updated
in `onChange(of:)` (iOS 14+; the two-parameter form iOS 17+):

```swift
import SwiftUI

struct Member: Identifiable {
    let id: Int
    let name: String
}

struct TeamView: View {
    let members: [Member]

    var body: some View {
        List {
            Section("Members") {
                ForEach(members) { member in
                    Text(member.name)
                }
            }
        }
    }
}
```

- Resolve lookups upstream: pass `[Member]` (already looked up) instead of ids and a dictionary.
- Replace an `EmptyView()` case by filtering those elements out of the data; give every remaining case one
  view (wrap several views in an `HStack`/`VStack`, which is one view).
- Filtering with `.filter` inside the `ForEach` data argument fixes the count but moves the work into body;
  prefer a prepared array (see `format-in-body`).

The rule's fix is display-only: where the data is prepared is outside this code.

## Options

- Severity: change it in the project's `.hitchlint.json`, for example
  `{ "severity": { "conditional-row-in-foreach": "note" } }`.
- Row inference: `rowContainers` and `viewBuilders` (see `geometry-reader-in-row`) extend what counts as
  a row, which decides where a view whose body is a `ForEach` is placed.

## Suppressing

- `// hitchlint:disable-next-line conditional-row-in-foreach -- reason` on the line before the finding;
- `// hitchlint:disable-line conditional-row-in-foreach` at the end of the line with the finding;
- `// hitchlint:disable conditional-row-in-foreach` … `// hitchlint:enable conditional-row-in-foreach` around a
  region;
- `// hitchlint:disable-file conditional-row-in-foreach` anywhere in the file.

```swift
import SwiftUI

struct Shortcut: Identifiable {
    let id: Int
    let title: String
    let isVisible: Bool
}

struct ShortcutsView: View {
    let shortcuts: [Shortcut]

    var body: some View {
        List {
            ForEach(shortcuts) { shortcut in
                // hitchlint:disable-next-line conditional-row-in-foreach -- at most a dozen shortcuts
                if shortcut.isVisible {
                    Text(shortcut.title)
                }
            }
        }
    }
}
```
"""#,
        "eager-stack-in-scroll-view": #"""
# eager-stack-in-scroll-view

**Category:** `body-cost`  ·  **Default:** enabled  ·  **Severity:** warning for vertical scroll views, note for horizontal ones (warning in per-element list rows)

Flags a `ScrollView` whose content is a plain `VStack`/`HStack` holding a `ForEach` over data, or a `ForEach` with no stack at all: a plain stack is not lazy, so every element is built and laid out when the scroll view appears, not just the ones on screen.

## What it flags

- `ScrollView { VStack { … ForEach(data) … } }`, and `ScrollView(.horizontal) { HStack { … ForEach(data) … } }`:
  the finding is on the stack. The `ForEach` may sit among other views and inside `if` blocks of the stack,
  or in the closure of an optional's `map` (`item.variants.map { variants in ForEach(variants) { … } }`).
- The implicit form `ScrollView { ForEach(data) … }`, where the scroll view lays out its content in an
  implicit stack: the finding is on the `ForEach`.
- Both also through `ScrollViewReader { proxy in … }`, `Group { … }` and `Section { … }` (and The Composable Architecture's
  `WithViewStore(store, observe:) { viewStore in … }` and `WithPerceptionTracking { … }`), which lay nothing out themselves
  (`ScrollView { ScrollViewReader { proxy in VStack { ForEach(data) … } } }`; outside a `List` or `Form`, a
  section's rows are laid out by the stack around it, its header and footer beside them), and through a view-building
  member of the same type (or an extension of it in the same file) written as the content (`ScrollView {
  rows }`, `rows()`, `self.rows`, `rows(proxy: proxy)`): the stack that member builds at its top level is
  the scroll view's content. The finding is in the member. Only a member used nowhere else in the file
  (shown by one scroll view, not also by a list or a scroll view of the other axis), and not over data
  that comes through its own parameters (`chips(["A", "B"])`: the caller's, not known there).
- A plain stack of the scroll view that holds, among its views, such a member whose top level is a
  `ForEach` over data (`ScrollView { VStack { header; pollRows; loadMoreButton } }` with `var pollRows:
  some View { ForEach(polls) { … } }`): the finding is on the stack. Helpers of helpers are not followed.
- A view of the project that a scroll view lays out itself (`ScrollView { HistoryList(…) }`, in any file)
  and whose `body` starts with a plain stack of the scroll view's axis holding a `ForEach` over data: that
  stack is the scroll view's content. The finding is on the stack, in the view's body. Not where only a
  `PreviewProvider` puts the view in a scroll view, nor in another target's view of the same name (for a
  view declared in several files, the scroll view's file means the declaration in its nearest folder).
- A view of the project whose `body` starts with a `ForEach` over data, where a scroll view lays the view
  out itself (`ScrollView { DriveList(…) }`: its implicit stack builds every element) or a plain stack of
  the scroll view's axis does (`ScrollView { VStack { header; SearchResults() } }`, in any file). The
  finding is on the `ForEach`; for the plain stack, the fix (shown, not made) is to make that stack lazy.
  Not where that stack holds a `ForEach` of its own: the stack is reported itself.
- Both kinds of view also when their `body` starts with a view-building member of the same type, written
  once in its code (`var body: some View { rows }`, `Group { if compact { grid } else { rows } }`), whose
  top level is that stack or `ForEach`: the finding is in the member. Helpers of helpers are not followed.
- A plain stack of the same axis written in a `LazyVStack`/`LazyHStack` of the scroll view, or in a
  `Section` of one, whose only view is a `ForEach` over data (`LazyVStack { Section { VStack { ForEach(tracks)
  { … } } } }`): the lazy stack loads its children one by one, but the plain stack is one child, built whole
  when it comes into view (a stack that lays out other views around its `ForEach`, a card with a name and
  its links, is a child of its own). The finding is on the inner stack; the fix is to put the `ForEach` in the lazy
  stack (or its `Section`) itself.

Vertical scroll views (feeds, message lists, search results) are warnings. Horizontal carousels are the most
frequent case but usually short, so they are notes, unless the carousel is itself in the rows of a `ForEach`
or `List(data)`, where every row builds all of its items: then it is a warning. A carousel that is one
static child of a `List` (a header of tags) is built once, like the rest of the screen: a note.

Not flagged: data whose size the code fixes — literal ranges of at most 12 elements (`0..<5`, also capped
by a `min` with a literal or a type's integer constant: `0..<min(3, people.count)`), array
literals (`["a", "b"]`), a constant of the view's own type, of another type (`Type.name`, declared in any file
of the project, unless another type of that name has a property of that name that is not such a constant;
also read through a stored property of the view declared of that type, `model.settings` with `@StateObject
private var model = SettingsModel()` or `let model: SettingsModel`, where `settings` is a `let`: the same in
every instance; also a `let` that every `init` of the model sets to an enum's cases, `self.colors =
Color.allCases.filter { … }`; not an object's `var`, which whoever holds the object may set) or
of the file's scope (of this file, or of another file of the project when it is a `let` or computed,
not private, nothing in this file declares or binds its name, and no other file's scope has a
property of that name that is not such a constant) whose value is an array literal of at
most 12 elements (also mapped or filtered,
`[5, 10, 25].map { … }`, and where the `ForEach` filters, maps or sorts it: `Self.sorts.filter { … }`,
or goes over its positions: `shortcutGroups.indices`, `0..<Palette.swatches.count`)
or an enum's `allCases` (`static let sections = [...]`), or a local constant of the member holding one
(`let tabs = ["Posts", "Media"]`), or a `let` of the view that holds a type's such constant, of this file or
another (`private let colors = Palette.backgrounds`, also over its positions, `0..<colors.count`), or a local variable made from such a literal and grown only by `append(x)`
calls that each run at most once (in `if`/`else`/`switch` branches, not in a loop or a closure), while the
literal and the `append`s together are at most 12, or a private stored `var` that starts as such a literal and that nothing
in the file assigns (also through `_timelines` or in a tuple), mutates with a standard method (`append`,
`remove(at:)`, … or `inout`) or binds (`$timelines`): `@State private var timelines: [Timeline] = [.home,
.local]` (a mutating method of the project's own is not seen); not a `var` that starts
as `[]`, nor a file-scope name that anything else in the file also declares or
binds; a member of that name declared in another file's extension cannot be seen), the same numbered
(`Array(sections.enumerated())`, `Array(zip(Kind.allCases.indices, Kind.allCases))`), an enum's cases returned by a computed property (`static var
searchable: [Scope] { allCases }`, also filtered in one branch of an `if`: `if hidesLegacy { return
allCases.filter { … } } else { return allCases }`), a computed property returning array literals of literals
and cases only (one per platform: `#if os(macOS) [.a, .b, .c] #else [.a, .b] #endif`), an element of a constant literal or a member of one that the file
declares stored (`ForEach(release.features)` inside `ForEach(releases) { release in … }`), `X.allCases` (or a type's own selection of its cases, `X.legacyCases`),
`prefix(n)` or a slice from the start (`comments[..<n]`) of at most 12 (also copied, `Array(items.prefix(5))`, `prefix(upTo:)`, `prefix(min(comments.count, 6))`, `prefix(comments.count > 6 ? 6 : comments.count)`, or a local holding such a bound: `let shown = min(comments.count, 6)`); a stack across the scroll axis (a `VStack` in a horizontal scroll view); scroll
views on both axes; `LazyVStack`, `LazyHStack`, the lazy grids and `List`; a `ForEach` nested in another
view of the stack (a row's `HStack`, a card's `ZStack`); the `else` of an `if #available(iOS 14, macOS 11, *)` (or
of earlier versions), which runs only where no lazy stack exists; code in deferred closures, comments and
string literals.

## Why it is slow

`VStack` and `HStack` create and lay out all of their children when they are laid out. Inside a
`ScrollView` nothing limits them to what is on screen: a `ForEach` over 500 messages creates 500 row views,
runs 500 bodies, decodes their images and lays out 500 text blocks before the first frame, and does it
again for the whole stack when the data or any state the stack reads changes. Memory grows with the data,
and opening the screen hangs for as long as that takes.

`LazyVStack` and `LazyHStack` (iOS 14+, macOS 11+) create rows as they scroll into view and estimate the
rest, and `List` also reuses row views; both keep the cost proportional to the screen, not to the data.

## Flagged

A chat transcript without a stack, and a feed in a plain `VStack`:

```swift
import SwiftUI

struct Message: Identifiable {
    let id: Int
    let text: String
}

struct TranscriptView: View {
    let messages: [Message]

    var body: some View {
        ScrollView {
            ForEach(messages) { message in // expect: eager-stack-in-scroll-view
                Text(message.text)
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
            .padding(.horizontal)
        }
    }
}

struct Post: Identifiable {
    let id: Int
    let title: String
    let body: String
}

struct FeedView: View {
    let posts: [Post]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) { // expect: eager-stack-in-scroll-view
                Text("Latest").font(.largeTitle)
                if !posts.isEmpty {
                    ForEach(posts) { post in
                        VStack(alignment: .leading) {
                            Text(post.title).font(.headline)
                            Text(post.body)
                        }
                    }
                }
            }
        }
    }
}
```

A horizontal carousel (a note on a screen):

```swift
import SwiftUI

struct Movie: Identifiable {
    let id: Int
    let title: String
}

struct ShelfView: View {
    let movies: [Movie]

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 12) { // expect: eager-stack-in-scroll-view
                ForEach(movies) { movie in
                    Text(movie.title)
                        .frame(width: 120, height: 180)
                        .background(.quaternary, in: RoundedRectangle(cornerRadius: 8))
                }
            }
        }
    }
}
```

A transcript that scrolls to its last message, through a `ScrollViewReader`, and results in a `Group`:

```swift
import SwiftUI

struct Message: Identifiable {
    let id: Int
    let text: String
}

struct ChatView: View {
    let messages: [Message]
    let results: [Message]

    var body: some View {
        ScrollView {
            ScrollViewReader { proxy in
                VStack(alignment: .leading) { // expect: eager-stack-in-scroll-view
                    ForEach(messages) { message in
                        Text(message.text).id(message.id)
                    }
                }
                .onAppear { proxy.scrollTo(messages.last?.id) }
            }
        }
        ScrollView {
            Text("Results")
            Group {
                ForEach(results) { result in // expect: eager-stack-in-scroll-view
                    Text(result.text)
                }
            }
        }
    }
}
```

The stack built by a helper of the view, shown in the scroll view:

```swift
import SwiftUI

struct Entry: Identifiable {
    let id: Int
    let title: String
}

struct EntryList: View {
    let entries: [Entry]

    var body: some View {
        ScrollView {
            rows
                .padding()
        }
    }

    @ViewBuilder private var rows: some View {
        VStack(alignment: .leading) { // expect: eager-stack-in-scroll-view
            ForEach(entries) { entry in
                Text(entry.title)
            }
        }
    }
}

struct ThreadView: View {
    let replies: [Entry]

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                scrollContent(proxy: proxy)
            }
            .contentMargins(.all, 8, for: .scrollContent)
        }
    }
}

extension ThreadView {
    func scrollContent(proxy: ScrollViewProxy) -> some View {
        ForEach(replies) { reply in // expect: eager-stack-in-scroll-view
            Text(reply.title).onTapGesture { proxy.scrollTo(reply.id) }
        }
    }
}
```

A local that takes the name of a constant of the type is the local (the data), and a computed property
whose literal holds the view's data is no handful of views:

```swift
import SwiftUI

struct Tag: Identifiable {
    let id: Int
    let name: String
}

struct TagGroup: Identifiable {
    let id: String
    let tags: [Tag]
}

struct TagCloud: View {
    static let tags = ["swift", "ios", "mac"]
    let allTags: [Tag]
    let pinned: [Tag]
    @State private var query = ""

    private var groups: [TagGroup] {
        [TagGroup(id: "Pinned", tags: pinned), TagGroup(id: "All", tags: allTags)]
    }

    var body: some View {
        let tags = allTags
        ScrollView {
            VStack { // expect: eager-stack-in-scroll-view
                ForEach(tags.filter { $0.name.contains(query) }) { Text($0.name) } // expect: format-in-body
            }
        }
        ScrollView {
            VStack { // expect: eager-stack-in-scroll-view
                ForEach(groups) { group in
                    Text(group.id)
                    ForEach(group.tags) { Text($0.name) }
                }
            }
        }
    }
}
```

A stack that holds a member whose top level is the `ForEach` (a member over fixed options is not data):

```swift
import SwiftUI

struct Poll: Identifiable {
    let id: String
    let question: String
}

struct PollHistoryScreen: View {
    let polls: [Poll]
    @State private var showsEnded = false

    var body: some View {
        ScrollView {
            VStack(spacing: 16) { // expect: eager-stack-in-scroll-view
                modePicker
                pollRows
                Button("Load more") { }
            }
        }
    }

    private var modePicker: some View {
        HStack {
            ForEach(["Ongoing", "Ended"], id: \.self) { mode in
                Text(mode)
            }
        }
    }

    private var pollRows: some View {
        ForEach(polls) { poll in
            Text(poll.question)
        }
    }
}
```

A feed written through The Composable Architecture's `WithViewStore`, which lays nothing out:

```swift
import ComposableArchitecture
import SwiftUI

struct FeedView: View {
    let store: StoreOf<Feed>

    var body: some View {
        ScrollView {
            WithViewStore(store, observe: { $0 }) { viewStore in
                VStack { // expect: eager-stack-in-scroll-view
                    ForEach(viewStore.posts) { post in
                        Text(post.title)
                    }
                }
            }
        }
    }
}
```

An item's variants, when it has any, in a strip in every row of a list (each row builds all its images):

```swift
import SwiftUI

struct Variant: Identifiable {
    let id: Int
    let imageName: String
}

struct Item: Identifiable {
    let id: Int
    let name: String
    let variants: [Variant]?
}

struct ItemsList: View {
    let items: [Item]

    var body: some View {
        List(items) { item in
            VStack(alignment: .leading) {
                Text(item.name)
                ScrollView(.horizontal) {
                    HStack(spacing: 2) { // expect: eager-stack-in-scroll-view
                        item.variants.map { variants in
                            ForEach(variants) { variant in
                                Image(variant.imageName).resizable().frame(width: 25, height: 25)
                            }
                        }
                    }
                }
            }
        }
    }
}
```

A plain stack inside a lazy stack's section: the section's rows are one child of the lazy stack, all built
when the section comes into view:

```swift
import SwiftUI

struct Track: Identifiable {
    let id: Int
    let title: String
}

struct SearchResults: View {
    let tracks: [Track]
    let artists: [String]

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, pinnedViews: .sectionHeaders) {
                Section {
                    VStack(alignment: .leading) { // expect: eager-stack-in-scroll-view
                        ForEach(tracks) { track in
                            Text(track.title)
                        }
                    }
                } header: {
                    Text("Tracks")
                }
                Section("Artists") {
                    ForEach(artists, id: \.self) { artist in
                        Text(artist)
                    }
                }
                VStack(alignment: .leading) {
                    Text("Related")
                    ForEach(artists, id: \.self) { Text($0).font(.caption) }
                }
            }
        }
    }
}
```

Data of another file's scope that the project does not show fixed: a `var`, which any file may change:

```swift
// file: Searches.swift
var savedSearches: [String] = ["swift", "swiftui"]

// file: SearchShelf.swift
import SwiftUI

struct SearchShelf: View {
    var body: some View {
        ScrollView {
            ForEach(savedSearches, id: \.self) { search in // expect: eager-stack-in-scroll-view
                Text(search)
            }
        }
    }
}
```

A view that a scroll view in another file lays out itself, whose body is a plain stack of its rows:

```swift
// file: Sidebar.swift
import SwiftUI

struct Sidebar: View {
    let conversations: [Conversation]

    var body: some View {
        ScrollView {
            HistoryList(conversations: conversations)
        }
    }
}

// file: HistoryList.swift
import SwiftUI

struct Conversation: Identifiable {
    let id: Int
    let title: String
}

struct HistoryList: View {
    let conversations: [Conversation]

    var body: some View {
        VStack(alignment: .leading) { // expect: eager-stack-in-scroll-view
            ForEach(conversations) { conversation in
                Text(conversation.title)
            }
        }
    }
}
```

A view whose body is the `ForEach`, laid out by a plain stack of a scroll view in another file, and one
that a scroll view lays out itself:

```swift
// file: SearchPanel.swift
import SwiftUI

struct SearchPanel: View {
    let results: [Subreddit]
    let drives: [Drive]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                Text("Subscriptions").font(.headline)
                SearchResults(results: results)
            }
        }
        ScrollView {
            Text("Drives")
            DriveList(drives: drives)
        }
    }
}

// file: SearchResults.swift
import SwiftUI

struct Subreddit: Identifiable {
    let id: String
    let name: String
}

struct Drive: Identifiable {
    let id: Int
    let name: String
}

struct SearchResults: View {
    let results: [Subreddit]

    var body: some View {
        ForEach(results) { subreddit in // expect: eager-stack-in-scroll-view
            Text(subreddit.name)
        }
    }
}

struct DriveList: View {
    let drives: [Drive]

    var body: some View {
        Text("\(drives.count) drives")
        ForEach(drives) { drive in // expect: eager-stack-in-scroll-view
            Text(drive.name)
        }
    }
}
```

A section of a plain stack, whose rows that stack lays out; and a view whose body is a member with the
`ForEach` at its top, laid out by a plain stack of a scroll view in another file:

```swift
// file: Inbox.swift
import SwiftUI

struct Inbox: View {
    let unread: [Message]
    let folders: [Folder]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading) { // expect: eager-stack-in-scroll-view
                Section(header: Text("Unread")) {
                    ForEach(unread) { message in
                        Text(message.subject)
                    }
                }
            }
        }
        ScrollView {
            VStack(alignment: .leading) {
                Text("Folders").font(.headline)
                FolderList(folders: folders)
            }
        }
    }
}

// file: FolderList.swift
import SwiftUI

struct Message: Identifiable {
    let id: Int
    let subject: String
}

struct Folder: Identifiable {
    let id: Int
    let name: String
}

struct FolderList: View {
    let folders: [Folder]

    var body: some View {
        rows
    }

    private var rows: some View {
        ForEach(folders) { folder in // expect: eager-stack-in-scroll-view
            Text(folder.name)
        }
    }
}
```

## Not flagged

An enum's cases either way: a local that picks a type's selection of them or all of them (written over
three lines), and a model's property whose `switch` gives all of them or two:

```swift
import SwiftUI

enum AlertKind: CaseIterable, Hashable {
    case silent, banner, full
    static let limitedCases: [AlertKind] = [.silent, .banner]
}

enum ItemKind: CaseIterable, Hashable {
    case login, alias, note, card, identity
}

final class KindPickerModel: ObservableObject {
    enum Mode { case app, autofill }
    let mode: Mode

    init(mode: Mode) { self.mode = mode }

    var kinds: [ItemKind] {
        switch mode {
        case .app:
            ItemKind.allCases
        case .autofill:
            [.login, .alias]
        }
    }
}

struct KindPicker: View {
    let limited: Bool
    @StateObject var model: KindPickerModel

    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                let alertKinds: [AlertKind] =
                    limited
                        ? AlertKind.limitedCases
                        : AlertKind.allCases
                ForEach(alertKinds, id: \.self) { kind in
                    Text("\(kind)")
                }
                ForEach(model.kinds, id: \.self) { kind in
                    Text("\(kind)")
                }
            }
        }
    }
}
```

The positions of a help screen's five groups, a constant of the file's scope, and of a palette's eight
swatches, a type's constant, counted:

```swift
import SwiftUI

let shortcutGroups = ["Pick", "Copy", "Format", "Window", "Quit"]

struct HelpView: View {
    var body: some View {
        ScrollView {
            VStack {
                ForEach(shortcutGroups.indices, id: \.self) { index in
                    Text(shortcutGroups[index])
                }
            }
        }
    }
}

enum Palette {
    static let swatches = [Color.red, .orange, .yellow, .green, .mint, .teal, .blue, .purple]
}

struct SwatchList: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 12) {
                ForEach(0..<Palette.swatches.count, id: \.self) { index in
                    Palette.swatches[index].frame(height: 44)
                }
            }
        }
    }
}
```

The first three of a team's people, the range capped by a `min`:

```swift
import SwiftUI

struct TeamPreview: View {
    let people: [String]

    var body: some View {
        ScrollView {
            VStack {
                ForEach(0..<min(3, people.count), id: \.self) { index in
                    Text(people[index])
                }
            }
        }
    }
}
```

Two targets' views of one name: the iOS screen's scroll view lays out its own `RecentsSection`, whose stack
is lazy; the macOS one sits in a sidebar's plain stack, in no scroll view (a name means the declaration in
the nearest folder):

```swift
// file: iOS/HomeScreen.swift
import SwiftUI

struct HomeScreen: View {
    let recents: [String]

    var body: some View {
        ScrollView {
            RecentsSection(items: recents)
        }
    }
}

struct RecentsSection: View {
    let items: [String]

    var body: some View {
        LazyVStack(alignment: .leading) {
            ForEach(items, id: \.self) { Text($0) }
        }
    }
}
// file: macOS/RecentsSection.swift
import SwiftUI

struct RecentsSection: View {
    let items: [String]

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(items, id: \.self) { Text($0) }
        }
    }
}

struct Sidebar: View {
    let recents: [String]

    var body: some View {
        VStack {
            Text("Connected")
            RecentsSection(items: recents)
        }
    }
}
```

The fallback for systems before the lazy stacks, beside the lazy grid that newer ones use:

```swift
import SwiftUI

struct Plugin: Hashable {
    let title: String
}

struct PluginGallery: View {
    let plugins: [Plugin]

    var body: some View {
        ScrollView {
            if #available(macOS 11.0, iOS 14.0, *) {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 200))]) {
                    ForEach(plugins, id: \.self) { plugin in Text(plugin.title) }
                }
            } else {
                ForEach(plugins, id: \.self) { plugin in Text(plugin.title) }
            }
        }
    }
}
```

A private `@State` that starts as a few literals and that the file never changes: as fixed as a `let`:

```swift
import SwiftUI

enum TimelineFilter: String {
    case home, trending, local, federated
}

struct TimelinePicker: View {
    @State private var timelines: [TimelineFilter] = [.home, .trending, .local, .federated]
    @Binding var selection: TimelineFilter

    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                ForEach(timelines, id: \.self) { timeline in
                    Button(timeline.rawValue) { selection = timeline }
                }
            }
        }
    }
}
```

A local array made from a literal and grown only by `append`s that run at most once each (in branches,
not in a loop or a closure): at most three lines of an error:

```swift
import SwiftUI

struct SyncError: Error {
    let code: Int?
    let serverMessage: String?
}

struct SyncFailedView: View {
    let error: Error

    var body: some View {
        ScrollView {
            details
        }
    }

    private var details: some View {
        var lines = [error.localizedDescription]
        if let error = error as? SyncError {
            if let code = error.code {
                lines.append("Code \(code)")
            }
            if let message = error.serverMessage {
                lines.append(message)
            }
        }
        return VStack(alignment: .leading) {
            ForEach(lines, id: \.self) { line in
                Text(line).textSelection(.enabled)
            }
        }
    }
}
```

An enum's cases numbered with `zip`, as fixed as `enumerated()` numbers them:

```swift
import SwiftUI

enum CommandKind: String, CaseIterable {
    case application, builtIn, keyboard, menuBar, mouse, open, script, shortcut, text, uiElement, window
}

struct NewCommandView: View {
    @Binding var selection: CommandKind

    var body: some View {
        ScrollView(.vertical) {
            ForEach(Array(zip(CommandKind.allCases.indices, CommandKind.allCases)), id: \.1) { offset, kind in
                Button("\(offset + 1). \(kind.rawValue)") { selection = kind }
            }
        }
    }
}
```

A type's own selection of its cases (`…Cases`, declared in another file) in a plain stack: a few buttons,
built with the screen:

```swift
import SwiftUI

// `SortType` and its `timelessCases` are declared in another file.
struct SortSheet: View {
    @Binding var selection: SortType

    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                ForEach(SortType.timelessCases, id: \.self) { sort in
                    Button(sort.rawValue.capitalized) { selection = sort }
                }
            }
        }
    }
}
```

Computed properties that give an enum's cases (all, or some on one branch) and literals, one list per
platform:

```swift
import SwiftUI

enum Player: String, CaseIterable, Identifiable {
    case nowPlaying, appleMusic, spotify, youtube
    var id: String { rawValue }
}

struct PlayerPicker: View {
    let hidesNowPlaying: Bool
    @Binding var selection: Player

    private var players: [Player] {
        if hidesNowPlaying {
            return Player.allCases.filter { $0 != .nowPlaying }
        } else {
            return Player.allCases
        }
    }

    private var layouts: [String] {
        #if os(macOS)
        ["Compact", "Regular", "Wide"]
        #else
        ["Compact", "Regular"]
        #endif
    }

    var body: some View {
        ScrollView {
            VStack(spacing: 12) {
                ForEach(players) { player in
                    Button(player.rawValue) { selection = player }
                }
                ForEach(layouts, id: \.self) { layout in
                    Text(layout)
                }
            }
        }
    }
}
```

A handful that another file declares (`static let pickerOptions = [...]`, at most 12 elements):

```swift
// file: ControlButton.swift
enum ControlButton: String, Hashable {
    case shuffle, previous, playPause, next, repeatMode

    static let pickerOptions: [ControlButton] = [.shuffle, .previous, .playPause, .next, .repeatMode]
}

// file: SlotEditor.swift
import SwiftUI

struct SlotEditor: View {
    @Binding var slot: ControlButton

    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 12) {
                ForEach(ControlButton.pickerOptions, id: \.self) { control in
                    Button(control.rawValue) { slot = control }
                }
            }
        }
    }
}
```

Another file's handful kept in a `let` of the view, its positions shown (a palette of ten colours):

```swift
// file: Palette.swift
import SwiftUI

enum Palette {
    static let backgrounds = [
        Color.gray, Color.yellow, Color.orange, Color.red, Color.pink,
        Color.purple, Color.blue, Color.cyan, Color.teal, Color.green,
    ]
}

// file: PaletteExamples.swift
import SwiftUI

struct PaletteExamples: View {
    private let colors = Palette.backgrounds

    var body: some View {
        ScrollView {
            VStack {
                ForEach(0..<colors.count, id: \.self) { index in
                    Text("Color \(index + 1)")
                    colors[index]
                        .frame(width: 96, height: 96)
                }
            }
        }
    }
}
```

An enum's cases, but one, that a view model's `init` puts in a `let`, read through the view's model:

```swift
import SwiftUI

enum BackgroundColor: String, CaseIterable {
    case plain, grey, yellow, orange, red, pink, purple, blue, teal, lime
}

final class ColumnSettingsModel: ObservableObject {
    let colors: [BackgroundColor]
    @Published var selected: BackgroundColor = .plain

    init() {
        self.colors = BackgroundColor.allCases.filter { $0 != .plain }
    }
}

struct ColumnSettingsView: View {
    @StateObject private var model = ColumnSettingsModel()

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 8) {
                ForEach(model.colors, id: \.rawValue) { color in
                    Button(color.rawValue) { model.selected = color }
                }
            }
        }
    }
}
```

An enum's cases that a view model keeps in a `let` (the same in every instance), read through the view's
model; the stack below it goes over a list the model may set to anything, so it is reported:

```swift
// file: LayoutSettingsModel.swift
import SwiftUI

enum LayoutSetting: String, CaseIterable {
    case layout, properties, filters, sorts, grouping
}

final class LayoutSettingsModel: ObservableObject {
    let settings = LayoutSetting.allCases
    @Published var pinned = LayoutSetting.allCases

    func load(_ saved: [LayoutSetting]) { pinned = saved }
}

// file: LayoutSettingsSheet.swift
import SwiftUI

struct LayoutSettingsSheet: View {
    @StateObject private var model = LayoutSettingsModel()

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(model.settings, id: \.self) { setting in
                    Text(setting.rawValue.capitalized)
                }
            }
            VStack(spacing: 0) { // expect: eager-stack-in-scroll-view
                ForEach(model.pinned, id: \.self) { setting in
                    Text(setting.rawValue.capitalized)
                }
            }
        }
    }
}
```

A handful that another file declares at its scope (`let colorThemes = [...]`, at most 12 elements, not
private, and nothing in this file declares or binds `colorThemes`):

```swift
// file: ColorThemes.swift
let colorThemes: [String] = ["Ice", "Desert", "Nemesis", "Medium", "Constellation"]

// file: ThemeGallery.swift
import SwiftUI

struct ThemeGallery: View {
    @Binding var selection: String

    var body: some View {
        ScrollView {
            ForEach(colorThemes, id: \.self) { theme in
                Button(theme) { selection = theme }
            }
        }
    }
}
```

A strip of at most six comments (`prefix(min(…, 6))`), and one of the five newest, copied into an array:

```swift
import SwiftUI

struct Comment: Identifiable {
    let id: Int
    let text: String
}

struct CommentStrip: View {
    let comments: [Comment]

    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                ForEach(comments.prefix(min(comments.count, 6))) { comment in
                    Text(comment.text)
                        .frame(width: 280)
                }
            }
        }
        ScrollView(.horizontal) {
            HStack {
                ForEach(Array(comments.reversed().prefix(5))) { comment in
                    Text(comment.text)
                        .frame(width: 280)
                }
            }
        }
    }
}
```

A helper whose stack is lazy, one the scroll view shows inside a lazy stack, one shown in two places, and
one over data its caller passes:

```swift
import SwiftUI

struct Entry: Identifiable {
    let id: Int
    let title: String
}

struct EntryList: View {
    let entries: [Entry]

    var body: some View {
        ScrollView {
            rows()
        }
        ScrollView {
            LazyVStack {
                titles
            }
        }
    }

    private func rows() -> some View {
        LazyVStack {
            ForEach(entries) { entry in
                Text(entry.title)
            }
        }
    }

    private var titles: some View {
        ForEach(entries) { entry in
            Text(entry.title)
        }
    }
}

struct TagStrip: View {
    let tags: [String]
    let compact: Bool

    var body: some View {
        if compact {
            ScrollView(.horizontal) { tagViews }
        } else {
            List { tagViews }
        }
        ScrollView(.horizontal) {
            chips(["New", "Popular", "Nearby"])
        }
    }

    private var tagViews: some View {
        ForEach(tags, id: \.self) { tag in
            Text(tag)
        }
    }

    private func chips(_ titles: [String]) -> some View {
        HStack {
            ForEach(titles, id: \.self) { title in
                Text(title)
            }
        }
    }
}
```

Constant data, lazy stacks, a stack across the scroll axis:

```swift
import SwiftUI

enum Rating: Int, CaseIterable, Identifiable {
    case one = 1, two, three, four, five
    var id: Int { rawValue }
}

struct Photo: Identifiable {
    let id: Int
    let caption: String
}

struct GalleryView: View {
    static let sections = ["Recent", "Favorites", "Shared"]
    let photos: [Photo]

    var body: some View {
        ScrollView {
            VStack {
                ForEach(0..<3) { index in
                    Text("Tip \(index + 1)")
                }
                ForEach(Self.sections, id: \.self) { section in
                    Text(section).font(.title2)
                }
                ForEach(Self.sections.filter { $0 != "Shared" }.sorted(), id: \.self) { section in
                    Text(section).font(.caption)
                }
                ForEach(sections, id: \.self) { section in
                    Text(section).font(.footnote)
                }
                ForEach(["New", "Popular"], id: \.self) { section in
                    Text(section).font(.headline)
                }
                HStack {
                    ForEach(Rating.allCases) { rating in
                        Image(systemName: "star")
                            .accessibilityLabel("\(rating.rawValue)")
                    }
                }
                LazyVStack {
                    ForEach(photos) { photo in
                        Text(photo.caption)
                    }
                }
            }
        }
        ScrollView(.horizontal) {
            VStack {
                ForEach(photos) { photo in
                    Text(photo.caption)
                }
            }
        }
        .sheet(isPresented: .constant(false)) {
            // This closure's own `sections`, not the one above.
            let sections = photos.map(\.caption)
            Text("\(sections.count) captions")
        }
    }
}
```

A paged "what's new" over a constant of the file, each page's stack over the features the constant lists:

```swift
import SwiftUI

private struct Release {
    let version: String
    let features: [String]
}

private let releases: [Release] = [
    Release(version: "2.0", features: ["Themes", "Widgets"]),
    Release(version: "2.1", features: ["Faster sync"]),
]

struct WhatsNewView: View {
    @State private var page = releases.count - 1

    var body: some View {
        TabView(selection: $page) {
            ForEach(Array(releases.enumerated()), id: \.offset) { index, release in
                ScrollView {
                    VStack(alignment: .leading) {
                        Text("New in \(release.version)").font(.title)
                        ForEach(release.features, id: \.self) { Text($0) }
                    }
                }
                .tag(index)
            }
        }
        .tabViewStyle(.page)
    }
}
```

The same view in a lazy stack, and in a scroll view only in its previews:

```swift
// file: Sidebar.swift
import SwiftUI

struct Sidebar: View {
    let conversations: [Conversation]

    var body: some View {
        ScrollView {
            LazyVStack {
                HistoryList(conversations: conversations)
            }
        }
    }
}

// file: HistoryList.swift
import SwiftUI

struct Conversation: Identifiable {
    let id: Int
    let title: String
}

struct HistoryList: View {
    let conversations: [Conversation]

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(conversations) { conversation in
                Text(conversation.title)
            }
        }
    }
}

struct HistoryList_Previews: PreviewProvider {
    static var previews: some View {
        ScrollView {
            HistoryList(conversations: [Conversation(id: 1, title: "Hello")])
        }
    }
}
```

A view whose body is a `ForEach`, in a lazy stack of a scroll view, and in a plain stack that holds a
`ForEach` of its own (the stack is the finding):

```swift
import SwiftUI

struct Track: Identifiable {
    let id: Int
    let title: String
}

struct TrackRows: View {
    let tracks: [Track]

    var body: some View {
        ForEach(tracks) { track in
            Text(track.title)
        }
    }
}

struct AlbumView: View {
    let tracks: [Track]
    let bonus: [Track]

    var body: some View {
        ScrollView {
            LazyVStack {
                TrackRows(tracks: tracks)
            }
        }
        ScrollView {
            VStack { // expect: eager-stack-in-scroll-view
                ForEach(bonus) { track in
                    Text(track.title)
                }
                TrackRows(tracks: tracks)
            }
        }
    }
}
```

## Fix

Use a lazy stack along the scroll axis, or a `List`:

```swift
import SwiftUI

struct Message: Identifiable {
    let id: Int
    let text: String
}

struct TranscriptView: View {
    let messages: [Message]

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 8) {
                ForEach(messages) { message in
                    Text(message.text)
                }
            }
            .padding(.horizontal)
        }
    }
}
```

- `LazyVStack` / `LazyHStack` need iOS 14+ / macOS 11+ (`LazyVGrid`/`LazyHGrid` for grids). A lazy stack
  is as wide (or tall) as its widest loaded row, not all rows: add `.frame(maxWidth: .infinity,
  alignment: .leading)` to rows if the layout relied on the widest one. `onAppear` of a row now runs when it
  scrolls in, not when the screen opens.
- For long, uniform lists `List` is usually faster still: it reuses row views. It scrolls vertically only, so
  the message offers it for a column, not for a carousel.
- A deployment target older than the lazy stacks (iOS 14, macOS 11, tvOS 14, watchOS 7) keeps the plain stack
  as the fallback of `if #available(iOS 14, macOS 11, tvOS 14, watchOS 7, *) { LazyHStack { … } } else { HStack
  { … } }`, which the message then says.

Fix safety: `--fix --unsafe-fixes` renames `VStack` to `LazyVStack` (`HStack` to `LazyHStack`), and wraps a
bare `ForEach` in `LazyVStack { … }` (re-indented) when it stands on its own lines. Both are unsafe because
layout and `onAppear` timing change; `--fix` alone applies neither. When the deployment target (configured, or
declared by the project's build files) is below iOS 14 / macOS 11, the fix is only shown.

## Options

- Severity: change it in the project's `.hitchlint.json`, for example
  `{ "severity": { "eager-stack-in-scroll-view": "error" } }` (notes for horizontal carousels stay notes
  unless the rule is set to `note`).
- `deploymentTarget` (configured, or read from the project's Xcode project or `Package.swift`) decides whether the lazy stack can be suggested as an edit.

## Suppressing

- `// hitchlint:disable-next-line eager-stack-in-scroll-view -- reason` on the line before the finding;
- `// hitchlint:disable-line eager-stack-in-scroll-view` at the end of the line with the finding;
- `// hitchlint:disable eager-stack-in-scroll-view` … `// hitchlint:enable eager-stack-in-scroll-view`
  around a region;
- `// hitchlint:disable-file eager-stack-in-scroll-view` anywhere in the file.

```swift
import SwiftUI

struct Step: Identifiable {
    let id: Int
    let text: String
}

struct RecipeStepsView: View {
    let steps: [Step]

    var body: some View {
        ScrollView {
            // hitchlint:disable-next-line eager-stack-in-scroll-view -- a recipe has at most a dozen steps
            VStack(alignment: .leading) {
                ForEach(steps) { step in
                    Text(step.text)
                }
            }
        }
    }
}
```
"""#,
        "format-in-body": #"""
# format-in-body

**Category:** `body-cost`  ·  **Default:** enabled  ·  **Severity:** warning in row code, note in other view code

Flags formatters created while SwiftUI builds views, values formatted, Markdown parsed and dates computed in list rows, and collections sorted or filtered in `body` to feed a `List`/`ForEach`: this work runs again every time the body runs, and once for each row.

## What it flags

- **Creating a formatter** anywhere in view-building code: `DateFormatter()`, `NumberFormatter()`,
  `ISO8601DateFormatter()`, `RelativeDateTimeFormatter()`, `MeasurementFormatter()`, `ByteCountFormatter()`,
  `DateComponentsFormatter()`, `DateIntervalFormatter()`, `PersonNameComponentsFormatter()`, `ListFormatter()`.
  View-building code is `body`, `@ViewBuilder` members, members returning `some View`, the view-builder
  closures inside them, and every member of the same View type that these call (methods, computed
  properties, extensions in other files, transitively). The finding is at the formatter's own line, even
  when that line is in a helper; the message names the path from `body`. Outside rows this is a note.
- **A helper of another type that creates a formatter on every call**, when view code calls it: a
  computed property or method of a model, an extension (`extension Date { var relativeText: String {
  RelativeDateTimeFormatter()… } }`) or a free function, reached through any value's member of that name
  (`item.date.relativeText`, `Formatters.price(item)`), a bare call (`relativeText(for: date)`), or a bare
  read of the file's free computed variable (`private var relativeFormatter: RelativeDateTimeFormatter {
  … }`, each read running its getter). So is a helper that calls or reads a member of its own type (in its
  file) that makes one, in any branch, a few steps deep (`var age: String { days < 31 ? … : shortDate }`),
  and what it does in rows is then row work too. The
  finding is at the formatter, in the helper, and names the view that calls it (and the helpers between). Only helpers that create
  a formatter are followed this way: another type's members are otherwise not view code. Without types,
  the name decides, so a `private`/`fileprivate` helper is followed from its own file only, and a helper
  is left out when it is named like Foundation's own formatting API (`format`, `formatted`, `string`, `date`,
  `number`, `description`, `localizedString` … : `date.formatted(…)` is Foundation's) unless the call names
  its type (`AgoText.string(for: date)`), when the call names
  another type (`Date.label(…)` reaches only `Date`'s), a bare call reaches free functions only (in a
  type, `formatBytes(x)` is its own method; in a type nested in another, also the outer type's static one,
  `extension StatusViews { struct NetworkView: View { … bytesText(n) … } }` reaching `StatusViews.bytesText`,
  unless the nested type declares one of that name), a name that another type's computed property or method also
  has is followed only through its type (`Date.label`; a method and a property of one name are told apart,
  a call reaching only the method, a read only the property) — unless that one makes a formatter too (`Video`
  and `Comment` each with a `formattedDate` that does: whichever is meant, one is made; read through a
  property declared of one of them, `let video: Video`, only that type's) —, and a helper that keeps what it makes
  (`cache[key] ?? DateFormatter()`, `formatters[key] = formatter`) is not one that makes a formatter per
  call, nor is what it calls to make one when the key is missing. A stored property of another type with the maker's name cannot be told apart: `photo.subtitle`,
  a plain `let`, still reaches a maker `subtitle` of another type.
- **A formatter stored as an instance property of a View** (`private let formatter = DateFormatter()`,
  `var formatter: DateFormatter = .init()`, or a `{ … }()` closure initializer). A View is a value that is created again every time its parent's body
  runs, so the formatter is rebuilt on every parent update: it only looks cached. The same holds for
  `@State private var formatter = DateFormatter()`: SwiftUI keeps the first instance, but the initializer
  expression still runs on every `init`. A warning in row types, a note elsewhere. Not in a view that the
  project builds only as a hosting controller's root (also one made in a `lazy var`'s or a `static let`'s
  value, `lazy var host = UIHostingController(rootView: StoragePane())`, or in a closure run later,
  `Task { present(UIHostingController(rootView: StoragePane())) }`), a widget's entry view (`StaticConfiguration`,
  `AppIntentConfiguration`, `IntentConfiguration`, `ActivityConfiguration` content) or the content of a
  presenter listed in `presenters`: no parent's body makes it again. Nor anywhere in a view that only
  widgets show (a widget's entry view and the views only such views build): WidgetKit renders them once
  for each timeline entry.
- **Importing HTML** anywhere in view-building code: `NSAttributedString(data:options:documentAttributes:)`
  with `.html` in its options (`[.documentType: NSAttributedString.DocumentType.html]`, `.documentType: .html`),
  `NSMutableAttributedString(…)` the same, and AppKit's `NSAttributedString(html:…)`. Also in a helper the
  view's code calls: its own, or another type's or a free function, followed as a helper that makes a
  formatter is (`extension String { var htmlText: AttributedString { … } }`). Outside rows this is a note. Options kept in a variable (`options: htmlOptions`) are
  not followed.
- **In per-element row code only** (the content of `List(data) { }`, `Table`, and of `ForEach`/`OutlineGroup`
  where a list, form, lazy stack or scroll view holds them (see the README's *row code*), and every View
  type instantiated there, transitively, across files; not the static children of `List { }` or a lazy
  stack, nor a `ForEach` over data the code fixes — an array literal, a literal range, `prefix(n)` or slice from
  the start (`items[..<n]`) of at most 12, an enum's `allCases` (also of a nested type, `Entry.Kind.allCases`, and a type's own selection of
  its cases, named by the same convention: `SortType.legacyCases`), a constant of the view's type
  (or `Type.name`) or of the file holding an array literal of at most 12 (also mapped or filtered, or
  returned by a closure called where it is declared) or `allCases`, and another file's such constant (the
  project's index tells, for the content and the helpers and views it reaches), also read through its
  type's shared instance (`SleepTimer.shared.intervals`, a `let` holding a literal: the same in every
  instance) —
  whose few views are built once per body like the rest of it):
  - formatting a value: `.formatted(…)`, `.ISO8601Format()`, `String(format:)`, `Text(value, format: …)`,
    `Text(value, formatter: …)`, `LabeledContent(_:value:format:)`, `Stepper(_:value:format:)`, the same in a string interpolation (`Text("\(count, format: .number)
    laps")`, `\(value, formatter: …)`, `\(value, specifier: "%.1f")`), and `.string(from:)` / `.string(fromByteCount:)` (also `ByteCountFormatter`'s class method, which
    builds a formatter each call) / `.string(for:)` (on a receiver named `formatter` or `…Formatter`, or a
    static of a formatter type, `Formatter.twoDigits`: the name is common for lookups), a method of the
    project's own named `…String(from:)` or `…String(for:)` on such a receiver (`priceFormatter.priceString(from:)`,
    an extension that sets the formatter's digits and formats) / `.localizedString(from:)`,
    `(for:)` and `(byJoining:)` (`ListFormatter`'s class method, which builds a formatter each call),
    `DateFormatter.dateFormat(fromTemplate:options:locale:)` (which builds the locale's pattern generator
    each call) — on any formatter, a `static let`
    one included: caching a formatter saves creating it, not the formatting, which still runs for every row
    on every update. A formatter created in the row *and* used there gives two findings, one for the
    creation and one for the call; both go away with the fix;
  - date arithmetic: `Calendar…dateComponents(…)`, `Calendar…date(byAdding:…)`;
  - parsing Markdown: `AttributedString(markdown:…)`, `NSAttributedString(markdown:…)` (not of a string literal
    without interpolation, the same short text each time), also in a helper of another type that the row
    calls (`extension String { func rendered() -> AttributedString { … AttributedString(markdown: self) … } }`),
    followed as a helper that makes a formatter is.
- **Sorting, filtering or mapping the collection that feeds a `ForEach`, `List` or `Table`** in body:
  `ForEach(items.sorted { … })`, `List(items.filter { … })`, `.map`, `.compactMap`, `.flatMap`,
  `.uniqued(on:)` (swift-algorithms' or an app's own: a set of keys built to drop repeats),
  `.sorted(by:)`, `.sorted(using:)`, also when it happens in a computed property or a method of the same
  View that body passes to the `ForEach` (`ForEach(visibleTasks)`, `ForEach(reactions(for: word))`,
  `Table(filteredOrders)`, also through a local that takes it whole first, `let servers = self.servers` …
  `ForEach(servers)` or numbered, `ForEach(Array(servers.enumerated()), …)`; there not `.map` and `.flatMap`, which may be an `Optional`'s, but a `.reduce`
  that is the whole value of a member declared an array, `nodes.reduce([]) { $0 + flatten($1) }`, which
  copies the growing array at every element, and a `.map` or `.flatMap` that is such a whole value and
  formats, computes a date or parses Markdown for each element, `lines.map { try? AttributedString(markdown:
  String($0)) }`), or in a local of the view code that the `ForEach` then takes
  (`let sections = byDay.values.sorted { … }` … `ForEach(sections)`, or its positions,
  `ForEach(0..<sections.count)`, also made an array first,
  `let found = Array(subs.filter { … }.enumerated())`, or in one branch of a ternary,
  `let shown = query.isEmpty ? all : all.filter { … }`, or through up to two locals made from it that
  are still the collection, `let channels = found.ordered()` … `ForEach(channels)`, numbered
  `let indexed = Array(zip(found, 0...))`; sorting and
  filtering only, `compactMap` included: only sequences have it), also
  when the `ForEach` takes it numbered (`ForEach(Array(filtered.enumerated()), …)`, `filtered.indices`)
  or in part (`ForEach(newest.prefix(5))`, `.suffix`, `.dropFirst`, `.dropLast`, `.reversed()`: the member
  still sorts or filters the whole collection first), or handed whole to a view of the project as an
  argument that the view shows as a list's data (`TagPicker(tags: all.sorted { … })`, `TagPicker`'s body
  holding `List(tags)`, in any file: the project's index tells; not an argument the view only counts;
  also from a computed property or method of the view handed so, `TagPicker(tags: sortedTags)`), or to a
  function of the view's own type in its file whose body shows that parameter as a list's data
  (`section(for: options.filter { … })` with `ForEach(groupOptions)` in `section(for groupOptions:)`), or
  kept in a stored property of the view that feeds the list (`private let languages = codes.sorted()`, or
  made in a closure called on the spot, or a `@State`'s initial value, which SwiftUI then drops, or given
  in `init`: `pool = all.filter { … }.sorted { … }`, also through a function of the view, `pool =
  Self.monospacedFamilies()`): a view
  is created again on every update of its parent, and its stored values with it (not a `@StateObject`'s
  initial value, which SwiftUI runs once per view identity). A picker's or menu's options are a handful a
  user picks from and are not flagged, unless they are made from one of the system's lists of hundreds
  (`TimeZone.knownTimeZoneIdentifiers`, `Locale.availableIdentifiers`, the ISO language, region and currency
  codes, the installed fonts), in the options' `ForEach` or in a property of the view it shows.
  The finding is at the sorting/filtering call (in a member or a chain, its first one, also when a list's
  data joins two chains, `pinned.filter { … } + all.filter { … }.sorted { … }`: one prepared
  array is the fix for all of them). A computed property (or a method without parameters) of the view that
  sorts or filters and that per-element content reads (`List(results) { track in … staged.contains(track.id) … }`)
  runs once per element: found wherever view code reaches it (a note outside rows, a warning in rows); a method
  given the element (`reactions(for: word)`) works over that element's own collection, unless what it sorts or
  filters is the view's own property (`state.results.filter { $0.file == file }` for each file's row: the whole
  collection for every row, quadratic). So does one that
  groups (`Dictionary(grouping: calendars, by: \.source)`) and that per-element content reads
  (`ForEach(grouped[source]!)` in each section). Lazy views over the collection (`indices`, `enumerated()`, `reversed()`, `Array(…)`
  around them, the numbered pairs copied or wrapped as they are: `enumerated().map { $0 }` (or `map({ $0 })`),
  `enumerated().map(Row.init)`) are not flagged, nor is
  work over a few elements taken first (`items.prefix(5).map { … }`, `ratios[5 ..< 10].map { … }`: at most
  12), nor over a handful of constants (`Kind.allCases.sorted …`, `"ABCDEF".map …`, `["S", "M", "L"].map …`,
  a literal's few values, `return [outgoing, current].compactMap { $0 }`, also kept in a local first
  (`let items = [artist, label, genre]; return items.compactMap { $0 }`, or grown by a few `append`s that
  each run at most once),
  `Sort.options.filter { … }` over a type's constant array literal of at most 12 (or a closure called where
  it is declared that returns one: `static let presets = { …; return [a, b] }()`), declared in any file,
  also a static computed property that returns one, whose names are other statics or globals:
  `static var recommended: [String] { [defaultRelay.absoluteString, "wss://…"] }`, or any computed property
  that returns one of values made of constants, read through the view's model:
  `store.builtIn.filter { … }` with `var builtIn: [Engine] { [Engine(name: "Google", color: .blue)] }`).

Not flagged: `Text(date, style: …)` (SwiftUI formats and refreshes it itself), a number literal formatted
(`1.formatted()`: the same text every time), sorting, filtering or mapping in the body (or a member without parameters) of a view whose
only stored properties are fetches (`@Query`, `@FetchRequest`), the store's context and the environment's
actions (`dismiss`), outside the rows
it builds (its body runs when the results change), the creation of formatters
in `static let`, global `let`s and caches (their use in rows still is), formatting in model and view-model types (members of other types
are not followed), `TextField(value:format:)` (editing needs the format), `NSPredicate(format:)` (a query's
format string, parsed into a predicate: a row's `@FetchRequest` made in its `init`), a project's view given a
formatter or a style to use (`TransactionRow(journal: journal, formatter: Self.amountFormatter)`: what it formats is
found in its own code), `Text(value, format:)` given to
`.accessibilityValue`/`.accessibilityLabel`/`.accessibilityHint` (formatted when VoiceOver reads it, not when
the row is drawn), a `@StateObject`'s initial value (SwiftUI runs it once per view identity), a `private` view
builder that nothing in its file names (no code can use it), decoder strategies such as
`decoder.dateDecodingStrategy = .formatted(formatter)`, a project's own `formatted(…)` whose first
argument has a label of its own (`formatted(font:)`; Foundation's take a style or `date:time:`), and
everything in deferred closures (`Button`
actions, also of a project's own button in `Button`'s shape, `AsyncButton { … } label: { … }`, a closure before
one labelled `content:`, `ClickableRow { … } content: { … }`, or a project's
`…Button` given its label in its arguments and one trailing closure, `PrimaryButton(title: "Export") { … }`,
or a project's view given a trailing closure that holds a statement no result builder takes (an assignment,
a loop, a call of the file's function that returns nothing, also in an `if`'s block) and returns no value,
`Action(title: "Download") { if tooLarge { isAlerting = true } else { … } }`,
`.onAppear`, `.task`, `.onChange`, `.onReceive`, gesture handlers, `Task { }`,
`DispatchQueue.main.async { }`), a property's `set`, `willSet` and `didSet` (run when it is assigned), `#Preview`
bodies and the functions declared in them, types nested in a `PreviewProvider` (a preview's harness view), a
private type or function only previews use (the file's harness, `private struct PageGallery` that a `#Preview`
builds), code built for the simulator alone (an `#if targetEnvironment(simulator)` branch: never shipped),
comments and string literals.

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

Importing HTML into an attributed string is far costlier still: the importer loads WebKit and parses the
page synchronously on the main thread (Apple's documentation says it must not be called from a background
thread), which takes milliseconds to tens of milliseconds even for a short text, on every evaluation.

Sorting in body is O(n log n) on every evaluation and returns a new array, so the `ForEach` has to compare
all identifiers again; when the sorted or filtered list is rebuilt inside each row, the cost becomes
quadratic in the number of elements.

## Flagged

A static helper of an enum that makes a formatter on every call, called bare from a view declared in an
extension of that enum, for every network interface's row (Swift looks the name up in the outer type):

```swift
// file: StatusViews.swift
import Foundation

public enum StatusViews {
    static func bytesText(_ bytes: Int) -> String {
        let formatter = ByteCountFormatter() // expect: format-in-body
        return formatter.string(fromByteCount: Int64(bytes)) // expect: format-in-body
    }
}

// file: NetworkView.swift
import SwiftUI

struct NetworkDevice: Identifiable {
    let id: String
    let bytesPerSecond: Int
}

extension StatusViews {
    struct NetworkView: View {
        let devices: [NetworkDevice]

        var body: some View {
            List(devices) { device in
                HStack {
                    Text(device.id)
                    Spacer()
                    Text(bytesText(device.bytesPerSecond))
                }
            }
        }
    }
}
```

Release notes imported from HTML in a detail view's body: WebKit parses the page again on every update of
the view (a hover, a progress tick):

```swift
import AppKit
import SwiftUI

struct ReleaseNotesView: View {
    let notesHTML: String
    @State private var hovering = false

    var body: some View {
        ScrollView {
            Text("What's New")
                .font(.headline)
            if let notes = try? NSAttributedString( // expect: format-in-body
                data: Data(notesHTML.utf8),
                options: [.documentType: NSAttributedString.DocumentType.html,
                          .characterEncoding: String.Encoding.utf8.rawValue],
                documentAttributes: nil
            ) {
                Text(AttributedString(notes))
            }
        }
        .background(hovering ? Color.gray.opacity(0.1) : Color.clear)
        .onHover { hovering = $0 }
    }
}
```

A row's summary imported from HTML by a computed property of the row, for every row on every update of
the list:

```swift
import SwiftUI
import UIKit

struct Story: Identifiable {
    let id: Int
    let summaryHTML: String
}

struct StoryRow: View {
    let story: Story

    var body: some View {
        Text(summary)
            .lineLimit(3)
    }

    private var summary: AttributedString {
        guard let imported = try? NSMutableAttributedString(html: Data(story.summaryHTML.utf8), // expect: format-in-body
                                                            documentAttributes: nil) else { return AttributedString(story.summaryHTML) }
        return AttributedString(imported)
    }
}

struct StoryList: View {
    let stories: [Story]

    var body: some View {
        List(stories) { story in
            StoryRow(story: story)
        }
    }
}
```

A due date formatted by a computed property that `body` reads into a local of the same name:

```swift
import SwiftUI

struct DueLabel: View {
    let due: Date

    private var dueText: String {
        let formatter = DateFormatter() // expect: format-in-body
        formatter.dateStyle = .medium
        return formatter.string(from: due)
    }

    var body: some View {
        let dueText = dueText
        Text(dueText)
    }
}
```

A reading's time formatted in each row on devices (the simulator's own branch, never shipped, is not read):

```swift
import SwiftUI

struct Reading: Identifiable {
    let id: Int
    let date: Date
    let value: Double
}

struct ReadingsList: View {
    let readings: [Reading]

    var body: some View {
        List(readings) { reading in
            #if targetEnvironment(simulator)
            Text("\(reading.value) at \(reading.date.formatted(date: .omitted, time: .shortened)) (simulated)")
            #else
            Text("\(reading.value) at \(reading.date.formatted(date: .omitted, time: .shortened))") // expect: format-in-body
            #endif
        }
    }
}
```

Markdown parsed in each message row of a chat, on every evaluation of the row (a literal label is not data):

```swift
import SwiftUI

struct ChatMessage: Identifiable {
    let id: Int
    let markdown: String
}

struct ChatView: View {
    let messages: [ChatMessage]

    var body: some View {
        List(messages) { message in
            VStack(alignment: .leading) {
                Text((try? AttributedString(markdown: message.markdown)) ?? AttributedString(message.markdown)) // expect: format-in-body
                Text((try? AttributedString(markdown: "*edited*")) ?? "")
            }
        }
    }
}
```

Markdown parsed and HTML imported by helpers of `String` in another file, which every comment row calls:

```swift
// file: String+Rendering.swift
import Foundation

extension String {
    func renderedMarkdown() -> AttributedString {
        (try? AttributedString(markdown: self)) ?? AttributedString(self) // expect: format-in-body
    }

    var htmlText: AttributedString {
        let imported = try? NSAttributedString(data: Data(utf8), options: [.documentType: NSAttributedString.DocumentType.html], // expect: format-in-body
                                               documentAttributes: nil)
        return imported.map { AttributedString($0) } ?? AttributedString(self)
    }
}

// file: CommentsView.swift
import SwiftUI

struct Comment: Identifiable {
    let id: Int
    let text: String
    let signature: String
}

struct CommentsView: View {
    let comments: [Comment]

    var body: some View {
        List(comments) { comment in
            VStack(alignment: .leading) {
                Text(comment.text.renderedMarkdown())
                Text(comment.signature.htmlText)
            }
        }
    }
}
```

Each group's options filtered out of all of them and handed to a function of the view that lists them:
every section of the list filters every option again, on every update:

```swift
import SwiftUI

struct Option: Identifiable {
    let id: String
    let groupID: String
    let name: String
}

struct GroupedOptionsView: View {
    let options: [Option]
    let groupIDs: [String]

    var body: some View {
        List {
            ForEach(groupIDs, id: \.self) { groupID in
                section(for: options.filter { $0.groupID == groupID }) // expect: format-in-body
            }
        }
    }

    @ViewBuilder
    private func section(for groupOptions: [Option]) -> some View {
        Section {
            ForEach(groupOptions) { option in
                Text(option.name)
            }
        }
    }
}
```

A sort and a search filter handed to views that list what they are given (the picker in another file),
there or through a computed property: the parent's body does that work each time it runs, as if it fed a
list of its own (not for a view that only counts them):

```swift
// file: Editor.swift
import SwiftUI

struct Editor: View {
    @State private var tags: [Tag] = []
    @State private var query = ""

    private var recentTags: [Tag] {
        tags.filter { $0.isPinned }.sorted { $0.id > $1.id } // expect: format-in-body
    }

    private var pinnedTags: [Tag] {
        tags.filter { $0.isPinned }
    }

    var body: some View {
        VStack {
            TextField("Search", text: $query)
            TagPicker(tags: tags.sorted { $0.name < $1.name }) // expect: format-in-body
            TagPicker(tags: tags.filter { $0.name.contains(query) }.sorted { $0.name < $1.name }) // expect: format-in-body
            TagPicker(tags: recentTags)
            TagSummary(tags: tags.filter { $0.isPinned })
            TagSummary(tags: pinnedTags)
        }
    }
}

// file: TagPicker.swift
import SwiftUI

struct Tag: Identifiable {
    let id: Int
    let name: String
    let isPinned: Bool
}

struct TagPicker: View {
    let tags: [Tag]

    var body: some View {
        List(tags) { tag in
            Text(tag.name)
        }
    }
}

struct TagSummary: View {
    let tags: [Tag]

    var body: some View {
        Text("\(tags.count) pinned")
    }
}
```

A search filter kept in a local, on one branch of a ternary: every keystroke walks the whole list:

```swift
import SwiftUI

struct Language: Identifiable {
    let id: String
    let name: String
}

struct LanguagePicker: View {
    let languages: [Language]
    @State private var query = ""

    var body: some View {
        let shown = query.isEmpty ? languages : languages.filter { $0.name.localizedCaseInsensitiveContains(query) } // expect: format-in-body
        List(shown) { language in
            Text(language.name)
        }
        .searchable(text: $query)
    }
}
```

A view that fetches its data and also keeps a search field: each keystroke runs the body, and the
body sorts every fetched element again:

```swift
import SwiftUI
import SwiftData

@Model final class Bird {
    var speciesName: String
    init(speciesName: String) { self.speciesName = speciesName }
}

struct BirdSearch: View {
    @Query private var birds: [Bird]
    @State private var query = ""

    var speciesNames: [String] {
        Set(birds.map(\.speciesName)).sorted() // expect: format-in-body
    }

    var body: some View {
        List(speciesNames, id: \.self) { name in
            Text(name)
        }
        .searchable(text: $query)
    }
}
```

The default theme first, then the others sorted, joined into a `ForEach`'s data: one finding, at the
first chain's work (one prepared array is the fix for both chains):

```swift
import SwiftUI

struct Theme: Identifiable {
    let id: String
    let name: String
}

struct ThemePicker: View {
    let themes: [Theme]
    @Binding var selection: String

    var body: some View {
        Picker("Theme", selection: $selection) {
            Text("System").tag("")
        }
        List {
            ForEach(
                themes.filter { $0.name == "Default" } // expect: format-in-body
                    + themes.filter { $0.name != "Default" }.sorted { $0.name < $1.name }
            ) { theme in
                Text(theme.name)
            }
        }
    }
}
```

A search filter and a sort in one chain, numbered into an array, kept in a local: one finding, at the
chain's first work (one prepared array is the fix for both):

```swift
import SwiftUI

struct Subscription: Identifiable {
    let id: String
    let name: String
    let isPinned: Bool
}

struct SubscriptionList: View {
    let subscriptions: [Subscription]
    @State private var search = ""

    var body: some View {
        List {
            let pinned = subscriptions.filter({ $0.isPinned }).sorted(by: { $0.name < $1.name }) // expect: format-in-body
            Section("Pinned") {
                ForEach(pinned) { Text($0.name) }
            }
            let names = subscriptions.map(\.name).sorted() // expect: format-in-body
            Section("All") {
                ForEach(names, id: \.self) { Text($0) }
            }
            let found = Array(subscriptions.filter({ $0.name.contains(search) }).sorted(by: { $0.name < $1.name }).enumerated()) // expect: format-in-body
            ForEach(found, id: \.element.id) { index, subscription in
                Text("\(index + 1). \(subscription.name)")
            }
        }
        .searchable(text: $search)
    }
}
```

A filter kept in a local that a method of the app sorts into another local, which the `ForEach`
shows: the filter runs on every evaluation, one finding at it. A local made from it that sorts again is
that local's finding (one prepared array), and one that answers a value (`visible.count`) shows no list:

```swift
import SwiftUI

struct Channel: Identifiable {
    let id: String
    let name: String
    let position: Int
    let isMuted: Bool
    let parentID: String?
}

extension Array where Element == Channel {
    func ordered() -> [Channel] { sorted { $0.position < $1.position } }
}

struct ChannelList: View {
    let channels: [Channel]
    @State private var showsMuted = false

    var body: some View {
        let visible = channels.filter { showsMuted || !$0.isMuted }
        List {
            let topLevel = visible.filter { $0.parentID == nil } // expect: format-in-body
            let ordered = topLevel.ordered()
            Section("Channels") {
                ForEach(ordered) { channel in
                    Text(channel.name)
                }
            }
            let shownCount = visible.count
            Text("\(shownCount) channels")
        }
    }
}
```

A chart's content built in a member (`some ChartContent`), which the chart evaluates with its body:

```swift
import Charts
import SwiftUI

struct Reading: Identifiable {
    let id: Int
    let date: Date
    let value: Double
    let isEnacted: Bool
}

struct InsulinChart: View {
    let readings: [Reading]
    @State private var selection: Date?

    var body: some View {
        Chart {
            enactedMarks()
        }
        .chartXSelection(value: $selection)
    }

    private func enactedMarks() -> some ChartContent {
        let enacted = readings.filter { $0.isEnacted } // expect: format-in-body
        return ForEach(enacted) { reading in
            BarMark(x: .value("Time", reading.date), y: .value("Units", reading.value))
        }
    }
}
```

A filter numbered with `zip` in a local first, then shown: the filter still runs on every evaluation;
filtering a type's static handful of relays (a computed literal of other statics) does not count:

```swift
import SwiftUI

struct Note: Identifiable {
    let id: String
    let text: String
    let isMuted: Bool
}

enum Relays {
    static let home = URL(string: "wss://relay.example.com")!
    static var recommended: [String] {
        [home.absoluteString, "wss://news.example.com", "wss://relay.example.org"]
    }
}

struct Timeline: View {
    let notes: [Note]
    let connected: [String]

    var body: some View {
        ScrollView {
            LazyVStack {
                let shown = notes.filter { !$0.isMuted } // expect: format-in-body
                let indexed = Array(zip(shown, 0...))
                ForEach(indexed, id: \.0.id) { note, position in
                    Text("\(position + 1). \(note.text)")
                }
                let suggested = Relays.recommended.filter { !connected.contains($0) }
                ForEach(suggested, id: \.self) { relay in
                    Text(relay)
                }
            }
        }
    }
}
```

A computed property that filters, read by every row: each row runs the whole filter again (and `staged`
is read by every result row, so its `Set` is built once per row):

```swift
import SwiftUI

struct Track: Identifiable {
    let id: Int
    let title: String
}

struct PlaylistEditor: View {
    let results: [Track]
    let playlist: [Track]

    private var staged: Set<Int> {
        Set(playlist.compactMap { $0.id }) // expect: format-in-body
    }

    var body: some View {
        List(results) { track in
            HStack {
                Text(track.title)
                if staged.contains(track.id) {
                    Image(systemName: "checkmark")
                }
            }
        }
    }
}
```

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

`String(format:)`, a date pattern made from a template, a format in a string interpolation and date
arithmetic in a lazy stack's rows:

```swift
import SwiftUI

struct Run: Identifiable {
    let id: Int
    let start: Date
    let meters: Double
    let calories: Double
}

struct RunsView: View {
    let runs: [Run]

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 8) {
                ForEach(runs) { run in
                    VStack(alignment: .leading) {
                        Text(String(format: "%.2f km", run.meters / 1000)) // expect: format-in-body
                        Text(NSString(format: "%.0f kcal", run.calories) as String) // expect: format-in-body
                        Text(run.start.ISO8601Format()) // expect: format-in-body
                        Text(DateFormatter.dateFormat(fromTemplate: "MMMd", options: 0, locale: .current) ?? "") // expect: format-in-body
                        Text("\(run.meters / 1000, format: .number.precision(.fractionLength(1))) km") // expect: format-in-body
                        let days = Calendar.current.dateComponents([.day], from: run.start, to: .now).day ?? 0 // expect: format-in-body
                        Text("\(days) days ago")
                    }
                }
            }
        }
    }
}
```

A helper's result kept in `body` in a local of the helper's own name: its filter runs each time the body
is evaluated (as `ForEach(saved.filter { … })` would), not once for every element, which read the local:

```swift
import SwiftUI

struct TipPicker: View {
    let saved: [Int]
    let maxPercent: Int

    var body: some View {
        let recentTips = recentTips()
        HStack {
            ForEach(recentTips, id: \.self) { tip in
                Text("\(tip)%")
                if tip != recentTips.last { Spacer() }
            }
        }
    }

    func recentTips() -> [Int] {
        Array(saved.filter { $0 <= maxPercent }.prefix(3)) // expect: format-in-body (note)
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

Optional helpers unwrapped in the row, with `if let` (also the shorthand `if let name`) or tested in a
condition: each is read on every evaluation:

```swift
import SwiftUI

struct Attachment: Identifiable {
    let id: String
    let name: String
    let byteCount: Int?
    let uploadedAt: Date?
}

struct AttachmentRow: View {
    let attachment: Attachment

    private var sizeText: String? {
        attachment.byteCount.map { ByteCountFormatter.string(fromByteCount: Int64($0), countStyle: .file) } // expect: format-in-body
    }

    private var uploadedText: String? {
        attachment.uploadedAt?.formatted(date: .abbreviated, time: .shortened) // expect: format-in-body
    }

    private var ageText: String {
        attachment.uploadedAt.map { $0.formatted(.relative(presentation: .named)) } ?? "" // expect: format-in-body
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text(attachment.name)
            if let size = sizeText { Text(size) }
            if let uploadedText { Text(uploadedText) }
            if !ageText.isEmpty { Text("Uploaded").foregroundStyle(.secondary) }
        }
    }
}

struct AttachmentList: View {
    let attachments: [Attachment]

    var body: some View {
        List(attachments) { AttachmentRow(attachment: $0) }
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

A model's property that reads another of its own that makes a formatter, for older dates only: the row
reaches the maker through it. A strings table's function of the same name (`Strings.Filter.age(_:)`) is no
other candidate for `payment.age`: a property is reached by a read, a method by a call:

```swift
// file: Payment.swift
import Foundation

struct Payment: Identifiable {
    let id: Int
    let date: Date

    var age: String {
        let days = Calendar.current.dateComponents([.day], from: date, to: .now).day ?? 0 // expect: format-in-body
        return days < 31 ? Strings.Filter.age(days) : shortDate
    }

    var shortDate: String {
        let formatter = DateFormatter() // expect: format-in-body
        formatter.dateFormat = "MMM d"
        return formatter.string(from: date) // expect: format-in-body
    }
}

// file: Strings.swift
enum Strings {
    enum Filter {
        static func age(_ days: Int) -> String { "\(days) days ago" }
    }
}

// file: PaymentList.swift
import SwiftUI

struct PaymentList: View {
    let payments: [Payment]

    var body: some View {
        List(payments) { payment in
            Text(payment.age)
        }
    }
}
```

A row's helper whose result is unwrapped into a local of the helper's own name: the call is the
helper's (a local is in scope only after its own value), so its formatter is made for every row:

```swift
import SwiftUI

struct Receipt: Identifiable {
    let id: Int
    let date: Date
}

struct ReceiptList: View {
    let receipts: [Receipt]

    var body: some View {
        List(receipts) { receipt in
            ReceiptRow(receipt: receipt)
        }
    }
}

struct ReceiptRow: View {
    let receipt: Receipt

    var body: some View {
        if let stamp = stamp() {
            Text(stamp)
        }
    }

    func stamp() -> String? {
        let formatter = DateFormatter() // expect: format-in-body
        formatter.dateStyle = .short
        return formatter.string(from: receipt.date) // expect: format-in-body
    }
}
```

A formatter made in an extension's computed property, in a free function, and in a static method named
like Foundation's own, called through its type's name, that rows call:

```swift
// file: Date+Display.swift
import Foundation

extension Date {
    var relativeText: String {
        let formatter = RelativeDateTimeFormatter() // expect: format-in-body
        formatter.unitsStyle = .short
        return formatter.localizedString(for: self, relativeTo: .now) // expect: format-in-body
    }
}

func priceText(_ cents: Int) -> String {
    let formatter = NumberFormatter() // expect: format-in-body
    formatter.numberStyle = .currency
    return formatter.string(from: NSNumber(value: Double(cents) / 100)) ?? "" // expect: format-in-body
}

enum AgoText {
    static func string(for date: Date) -> String {
        let formatter = RelativeDateTimeFormatter() // expect: format-in-body
        return formatter.localizedString(for: date, relativeTo: .now) // expect: format-in-body
    }
}

// file: OrderList.swift
import SwiftUI

struct Order: Identifiable {
    let id: Int
    let placed: Date
    let totalCents: Int
}

struct OrderList: View {
    let orders: [Order]

    var body: some View {
        List(orders) { order in
            HStack {
                Text(order.placed.relativeText)
                Text(priceText(order.totalCents))
                Text(AgoText.string(for: order.placed))
            }
        }
    }
}
```

A `private` free function of the same file, called from each row:

```swift
import SwiftUI

struct Plan: Identifiable {
    let id: Int
    let price: Decimal
    let locale: Locale
}

struct PlanList: View {
    let plans: [Plan]

    var body: some View {
        List(plans) { plan in
            Text(priceText(plan))
        }
    }
}

private func priceText(_ plan: Plan) -> String {
    let formatter = NumberFormatter() // expect: format-in-body
    formatter.numberStyle = .currency
    formatter.locale = plan.locale
    return formatter.string(from: plan.price as NSDecimalNumber) ?? "" // expect: format-in-body
}
```

Calendars grouped by a computed property that each section reads again: every section regroups all of
them:

```swift
import SwiftUI

struct AccountCalendar: Identifiable {
    let id: String
    let source: String
    let title: String
}

struct CalendarSourcesView: View {
    let calendars: [AccountCalendar]

    private var grouped: [String: [AccountCalendar]] {
        Dictionary(grouping: calendars, by: \.source) // expect: format-in-body
    }

    var body: some View {
        Form {
            ForEach(Array(grouped.keys), id: \.self) { source in
                Section(source) {
                    ForEach(grouped[source] ?? []) { calendar in Text(calendar.title) }
                }
            }
        }
    }
}
```

A file's free computed variable that makes a formatter on every read, read in a row:

```swift
import SwiftUI

private var relativeFormatter: RelativeDateTimeFormatter {
    let formatter = RelativeDateTimeFormatter() // expect: format-in-body
    formatter.unitsStyle = .full
    return formatter
}

struct Reminder: Identifiable {
    let id: Int
    let due: Date
}

struct ReminderList: View {
    let reminders: [Reminder]

    var body: some View {
        List(reminders) { reminder in
            Text(relativeFormatter.localizedString(for: reminder.due, relativeTo: .now)) // expect: format-in-body
        }
    }
}
```

A static helper of an enum that makes a formatter on some calls; a local dictionary literal is not a
cache it keeps:

```swift
// file: Abbreviation.swift
import Foundation

enum Abbreviation {
    static func display(_ value: Double) -> String {
        guard value >= 1_000 else {
            return NumberFormatter().string(from: NSNumber(value: value)) ?? "" // expect: format-in-body, format-in-body
        }
        let suffixes: [Int: String] = [1: "K", 2: "M"]
        return "\(Int(value / 1_000))\(suffixes[1] ?? "")"
    }
}

// file: CountsView.swift
import SwiftUI

struct CountsView: View {
    let values: [Double]

    var body: some View {
        List(values, id: \.self) { value in
            Text(Abbreviation.display(value))
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

The same written with the type in the annotation (`var formatter: DateFormatter = .init()`), set up in `init`:

```swift
import SwiftUI

struct Visit: Identifiable, Hashable {
    let id: Int
    let date: Date
    let pages: [String]
}

struct VisitDaySection: View {
    var formatter: DateFormatter = .init() // expect: format-in-body
    var visits: [Visit]

    init(visits: [Visit]) {
        self.visits = visits
        formatter.dateStyle = .medium
    }

    var body: some View {
        Section(header: Text(formatter.string(from: visits[0].date))) { // expect: format-in-body
            ForEach(visits) { visit in
                Text(visit.pages.joined(separator: ", "))
            }
        }
    }
}

struct VisitHistory: View {
    let days: [[Visit]]

    var body: some View {
        List {
            ForEach(days, id: \.self) { day in
                VisitDaySection(visits: day)
            }
        }
    }
}
```

A list's data sorted in a stored property: the view is created again with every update of its parent,
and the sort with it (a closure called on the spot, a `@State`'s initial value, or a value given in `init`,
the same):

```swift
import SwiftUI

struct LanguageList: View {
    let codes: [String]
    @State private var chosen: String?
    @State private var recent: [String] = UserDefaults.standard.stringArray(forKey: "recent")?.sorted() ?? [] // expect: format-in-body
    private let languages: [String] = {
        Locale.LanguageCode.isoLanguageCodes.map(\.identifier).sorted() // expect: format-in-body
    }()
    private let regions = Locale.Region.isoRegions.map(\.identifier).sorted() // not shown in a list

    var body: some View {
        List(languages, id: \.self, selection: $chosen) { code in
            Text(code)
        }
        ForEach(recent, id: \.self) { Text($0) }
        Text("\(regions.count) regions")
    }
}
```

Stored properties given their values in `init`, directly or by a function of the view:

```swift
import SwiftUI

struct Theme: Identifiable {
    let name: String
    let isDark: Bool
    var id: String { name }
}

struct ThemePicker: View {
    private let pool: [Theme]
    private let families: [String]

    private let summary: String

    init(all: [Theme], dark: Bool, names: [String]) {
        summary = names.sorted().joined(separator: ", ")
        pool = all
            .filter { $0.isDark == dark } // expect: format-in-body
            .sorted { $0.name < $1.name }
        families = Self.monospaced(names)
    }

    var body: some View {
        List(pool) { theme in
            Text(theme.name)
        }
        List(families, id: \.self) { Text($0) }
    }

    private static func monospaced(_ names: [String]) -> [String] {
        names.filter { $0.hasSuffix("Mono") }.sorted() // expect: format-in-body
    }
}
```

A picker of the system's languages and time zones: hundreds of options, filtered and sorted each time the
view is made or evaluated (a picker of a few roles is not flagged):

```swift
import SwiftUI

struct RegionSettings: View {
    @State private var language = ""
    @State private var zone = ""
    @State private var role = 0
    private let languages: [String] = {
        NSLocale.isoLanguageCodes
            .filter { NSLocale.current.localizedString(forLanguageCode: $0) != nil } // expect: format-in-body
            .sorted()
    }()
    private let roles = [3, 1, 2]

    var body: some View {
        Form {
            Picker("Language", selection: $language) {
                ForEach(languages, id: \.self) { Text($0) }
            }
            Picker("Time zone", selection: $zone) {
                ForEach(TimeZone.knownTimeZoneIdentifiers.sorted(), id: \.self) { Text($0) } // expect: format-in-body
            }
            Picker("Role", selection: $role) {
                ForEach(roles.sorted(), id: \.self) { Text("\($0)") }
            }
        }
    }
}
```

A row that is a `Menu`: its `label:` is drawn in the row; only its content is the menu's options:

```swift
import SwiftUI

struct RemoteFile: Identifiable {
    let id: Int
    let name: String
    let size: Int64
}

struct FileRow: View {
    let file: RemoteFile

    var body: some View {
        Menu {
            Button("Copy Name") {}
            Text(ByteCountFormatter.string(fromByteCount: file.size, countStyle: .file)) // a menu item: built when it opens
        } label: {
            HStack {
                Text(file.name)
                Text(ByteCountFormatter.string(fromByteCount: file.size, countStyle: .file)) // expect: format-in-body
            }
        }
    }
}

struct FileList: View {
    let files: [RemoteFile]

    var body: some View {
        List(files) { FileRow(file: $0) }
    }
}
```

Release notes parsed line by line in a computed property that a `ForEach` shows: the `map` builds the
whole array (the member is declared one, so it maps a sequence), parsing every line's Markdown on
every evaluation, as when the switch above it is flipped. A `map` that only wraps each line is not reported:

```swift
import SwiftUI

struct ReleaseNotesView: View {
    let notes: String
    @State private var isCompact = false

    private var paragraphs: [AttributedString] {
        notes.split(whereSeparator: \.isNewline).map { line in // expect: format-in-body
            (try? AttributedString(markdown: String(line))) ?? AttributedString()
        }
    }

    private var lines: [String] {
        notes.split(whereSeparator: \.isNewline).map { String($0) }
    }

    var body: some View {
        Form {
            Toggle("Compact", isOn: $isCompact)
            VStack(alignment: .leading, spacing: isCompact ? 4 : 12) {
                ForEach(paragraphs, id: \.self) { paragraph in
                    Text(paragraph)
                }
            }
            Section("Plain") {
                ForEach(lines, id: \.self) { line in
                    Text(line)
                }
            }
        }
    }
}
```

A price formatted in each row by the project's own method on a formatter, which sets its digits and then
formats (`.string(from:)` with more set-up):

```swift
import SwiftUI

extension NumberFormatter {
    func priceString(from value: Double) -> String? {
        maximumFractionDigits = value >= 1 ? 2 : 8
        return string(from: NSNumber(value: value))
    }
}

struct Coin: Identifiable {
    let id: String
    let name: String
    let price: Double
}

final class MarketModel: ObservableObject {
    @Published var coins: [Coin] = []
    let priceFormatter = NumberFormatter()
}

struct MarketList: View {
    @ObservedObject var model: MarketModel

    var body: some View {
        List(model.coins) { coin in
            HStack {
                Text(coin.name)
                Spacer()
                Text(model.priceFormatter.priceString(from: coin.price) ?? "") // expect: format-in-body
            }
        }
    }
}
```

Sorting the data of a `ForEach` in body (a slice of the data is still data), and dropping its repeats:

```swift
import SwiftUI

struct Player: Identifiable {
    let id: Int
    let name: String
    let team: String
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
            Section("Runners-up") {
                ForEach(players[1...].sorted { $0.name < $1.name }) { player in // expect: format-in-body
                    Text(player.name)
                }
            }
            Section("Scored") {
                ForEach(players.filter { $0.score > 0 }.sorted { $0.name < $1.name }) { player in // expect: format-in-body
                    Text(player.name)
                }
            }
            Section("Teams") {
                ForEach(players.uniqued(on: \.team)) { player in // expect: format-in-body
                    Text(player.team)
                }
            }
        }
    }
}

enum Symbol: String, CaseIterable {
    case star, heart, bolt, flag, bell
}

struct SymbolSearch: View {
    // An enum's cases may be thousands (an icon set): searched on every evaluation, they are data.
    static let allSymbols = Symbol.allCases.sorted { $0.rawValue < $1.rawValue }
    @State private var query = ""

    var body: some View {
        List(Self.allSymbols.filter { $0.rawValue.contains(query) }, id: \.self) { symbol in // expect: format-in-body
            Label(symbol.rawValue, systemImage: symbol.rawValue)
        }
        .searchable(text: $query)
    }
}
```

A local sorted in body and handed to the `ForEach` as a branch of a ternary:

```swift
import SwiftUI

struct CatalogApp: Identifiable {
    let id: String
    let name: String
}

struct CatalogView: View {
    let apps: [CatalogApp]
    let found: [CatalogApp]
    @State private var query = ""

    var body: some View {
        let sortedApps = apps.sorted { $0.name < $1.name } // expect: format-in-body
        ScrollView {
            LazyVStack {
                ForEach(query.isEmpty ? sortedApps : found) { app in
                    Text(app.name)
                }
            }
        }
    }
}
```

A filter in a `flatMap`'s closure, kept in a local: the whole catalog is walked again for each platform, on
every evaluation:

```swift
import SwiftUI

struct Runtime: Identifiable {
    let id: String
    let platform: String
    let version: String
}

final class RuntimeCatalog: ObservableObject {
    @Published var runtimes: [Runtime] = []
}

struct PlatformRuntimesView: View {
    @EnvironmentObject var catalog: RuntimeCatalog
    let platforms: [String]

    var body: some View {
        let available = platforms.flatMap { platform in
            catalog.runtimes.filter { $0.platform == platform } // expect: format-in-body
        }
        List(available) { runtime in
            Text(runtime.version)
        }
    }
}
```

A member taken into a local of the same name first, then handed to the `ForEach`:

```swift
import SwiftUI

struct Server: Identifiable {
    let id: String
    let name: String
}

struct ServersView: View {
    let servers: [Server]
    @State private var query = ""

    var body: some View {
        let matching = self.matching
        List {
            ForEach(matching) { Text($0.name) }
        }
        .searchable(text: $query)
    }

    private var matching: [Server] {
        servers.filter { query.isEmpty || $0.name.localizedCaseInsensitiveContains(query) } // expect: format-in-body
    }
}
```

A method given each row's element that filters the view's whole collection for it (every match of a
project-wide search, for each file's row): rows × matches of work on every update:

```swift
import SwiftUI

struct Match: Hashable {
    let file: String
    let line: Int
}

final class SearchState: ObservableObject {
    @Published var matches: [Match] = []
    @Published var files: [String] = []
}

struct FileMatches: View {
    let file: String
    let matches: [Match]

    var body: some View {
        DisclosureGroup("\(file) (\(matches.count))") {
            ForEach(matches, id: \.self) { Text("line \($0.line)") }
        }
    }
}

struct SearchResults: View {
    @ObservedObject var state: SearchState

    var body: some View {
        List(state.files, id: \.self) { file in
            FileMatches(file: file, matches: matches(in: file))
        }
    }

    private func matches(in file: String) -> [Match] {
        state.matches.filter { $0.file == file } // expect: format-in-body
    }
}
```

The same through a local of a method's result that the `ForEach` takes numbered, to draw a divider
between rows:

```swift
import SwiftUI

struct Region: Identifiable {
    let id: Int
    let name: String
    let distance: Double
}

struct RegionPicker: View {
    let regions: [Region]
    @State private var selected: Region?

    var body: some View {
        let nearest = nearest(excluding: selected)
        VStack {
            ForEach(Array(nearest.enumerated()), id: \.element.id) { index, region in
                Button(region.name) { selected = region }
                if index < nearest.count - 1 { Divider() }
            }
        }
    }

    private func nearest(excluding region: Region?) -> [Region] {
        regions.filter { $0.id != region?.id }.sorted { $0.distance < $1.distance } // expect: format-in-body
    }
}
```

Flattening a tree with `reduce` in a member declared an array, which the `ForEach` takes: the growing
array is copied at every node, on every evaluation (an `Optional`'s `map`, a `reduce(into:)`, which appends
in place, and a `reduce` into a dictionary are not flagged):

```swift
import SwiftUI

struct CommentNode {
    let id: Int
    let text: String
    let replies: [CommentNode]
}

struct CommentLine: Identifiable {
    let id: Int
    let text: String
    let depth: Int
}

struct ThreadView: View {
    let roots: [CommentNode]
    let pinned: [CommentNode]?

    private func lines(for nodes: [CommentNode], depth: Int = 0) -> [CommentLine] {
        nodes.reduce([]) { $0 + [CommentLine(id: $1.id, text: $1.text, depth: depth)] + lines(for: $1.replies, depth: depth + 1) } // expect: format-in-body
    }

    private var pinnedLines: [CommentLine] {
        pinned.map { $0.map { CommentLine(id: $0.id, text: $0.text, depth: 0) } } ?? []
    }

    private var rootLines: [CommentLine] {
        roots.reduce(into: []) { $0.append(CommentLine(id: $1.id, text: $1.text, depth: 0)) }
    }

    private var repliesByRoot: [Int: [CommentNode]] {
        roots.reduce([:]) { $0.merging([$1.id: $1.replies]) { $1 } }
    }

    var body: some View {
        List {
            ForEach(lines(for: roots)) { Text($0.text).padding(.leading, CGFloat($0.depth) * 12) }
            ForEach(pinnedLines) { Text($0.text) }
            ForEach(rootLines) { Text($0.text) }
            ForEach(Array(repliesByRoot.keys), id: \.self) { Text("\($0)") }
        }
    }
}
```

Sorting the collection of each row's own element, for a nested `ForEach`: a note, as each row works
over its own element's few children, not over the whole data again:

```swift
import SwiftUI

struct InfoSection: Identifiable {
    let id: String
    let values: [String: String]
}

struct InfoList: View {
    let sections: [InfoSection]

    var body: some View {
        List {
            ForEach(sections) { section in
                Section(section.id) {
                    ForEach(section.values.sorted { $0.key < $1.key }, id: \.key) { entry in // expect: format-in-body (note)
                        LabeledContent(entry.key, value: entry.value)
                    }
                }
            }
        }
    }
}
```

The same for the entry a row looks up by its element in a table (`storedKeys[shortcut.id]`): that element's
own few keys:

```swift
import SwiftUI

struct Shortcut: Identifiable {
    let id: String
    let title: String
}

struct ShortcutSettings: View {
    let shortcuts: [Shortcut]
    let storedKeys: [String: [String]]

    var body: some View {
        List(shortcuts) { shortcut in
            HStack {
                Text(shortcut.title)
                Spacer()
                if let keys = storedKeys[shortcut.id] {
                    ForEach(keys.sorted(), id: \.self) { key in // expect: format-in-body (note)
                        Text(key).monospaced()
                    }
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

A list of names joined for the reader in every row: `ListFormatter`'s class method builds a formatter each
call:

```swift
import SwiftUI

struct Villager: Identifiable {
    let id: Int
    let name: String
    let hobbies: [String]
}

struct VillagerRow: View {
    let villager: Villager

    var body: some View {
        LabeledContent {
            Text(ListFormatter.localizedString(byJoining: villager.hobbies)) // expect: format-in-body
                .font(.caption)
        } label: {
            Label(villager.name, systemImage: "person")
        }
    }
}

struct VillagersView: View {
    let villagers: [Villager]

    var body: some View {
        List(villagers) { VillagerRow(villager: $0) }
    }
}
```

A `static var` with a body looks shared but is computed: a new formatter on every read, here through the
type's own name (a finding at the creation, and one at the call):

```swift
import SwiftUI

struct Invoice: Identifiable {
    let id: Int
    let issued: Date
}

struct InvoiceCell: View {
    let invoice: Invoice

    static var issuedFormatter: DateFormatter {
        let formatter = DateFormatter() // expect: format-in-body
        formatter.dateStyle = .medium
        return formatter
    }

    var body: some View {
        Text(InvoiceCell.issuedFormatter.string(from: invoice.issued)) // expect: format-in-body
    }
}

struct InvoiceList: View {
    let invoices: [Invoice]

    var body: some View {
        List(invoices) { InvoiceCell(invoice: $0) }
    }
}
```

Filtering in a computed property that body passes to the `ForEach`, and sorting in a method whose result a
row's `ForEach` shows:

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

    private var recentTasks: [TaskItem] {
        tasks.filter { !$0.isDone } // expect: format-in-body
            .sorted { $0.id > $1.id }
    }

    private var newestTasks: [TaskItem] {
        tasks.sorted { $0.id > $1.id } // expect: format-in-body
    }

    var body: some View {
        List {
            Toggle("Show completed", isOn: $showCompleted)
            ForEach(visibleTasks) { task in
                Text(task.title)
            }
            ForEach(Array(recentTasks.enumerated()), id: \.element.id) { position, task in
                Text("\(position + 1). \(task.title)")
            }
            ForEach(newestTasks.prefix(5)) { task in
                Text(task.title)
            }
        }
    }
}

struct Order: Identifiable {
    let id: Int
    let customer: String
    let isOpen: Bool
}

struct OrdersTable: View {
    let orders: [Order]

    private var openOrders: [Order] {
        orders.filter(\.isOpen) // expect: format-in-body
    }

    var body: some View {
        Table(openOrders) {
            TableColumn("Customer", value: \.customer)
        }
    }
}

struct Reaction: Identifiable {
    let id: Int
    let emoji: String
    let count: Int
}

struct ReactionBar: View {
    let reactions: [Reaction]

    var body: some View {
        HStack {
            ForEach(top(reactions, limit: 3)) { reaction in
                Text("\(reaction.emoji) \(reaction.count)")
            }
        }
    }

    private func top(_ reactions: [Reaction], limit: Int) -> [Reaction] {
        Array(reactions.sorted { $0.count > $1.count }.prefix(limit)) // expect: format-in-body
    }
}
```

The sort (and a `compactMap`) kept in a local first, and a size formatted in the rows of a screen whose formatter is stored
(the stored formatter is a note: it is made once per screen, not per row):

```swift
import SwiftUI

struct Backup: Identifiable {
    let id: String
    let day: Int
    let bytes: Int64
}

struct BackupsView: View {
    let backups: [Backup]
    private let sizes = ByteCountFormatter() // expect: format-in-body

    var body: some View {
        List {
            let newestFirst: [Backup] = backups.sorted { $0.day > $1.day } // expect: format-in-body
            ForEach(newestFirst) { backup in
                Text(sizes.string(fromByteCount: backup.bytes)) // expect: format-in-body
            }
            let named = backups.compactMap { $0.id.isEmpty ? nil : $0.id } // expect: format-in-body
            Section("Named") {
                ForEach(named, id: \.self) { Text($0) }
            }
        }
    }
}
```

A computed property's groups hold the view's data, so the notes inside each group are rows; a static
sort read through the view's own name; and a formatter made in a computed static read next to another
type's of the same name:

```swift
import SwiftUI

struct Note: Identifiable {
    let id: Int
    let edited: Date
}

struct NoteGroup: Identifiable {
    let id: String
    let notes: [Note]
}

enum Formats {
    static let medium: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        return formatter
    }()
}

final class Catalog {
    static var notes: [Note] = []
}

struct NotesView: View {
    let pinned: [Note]
    let recent: [Note]

    private var groups: [NoteGroup] {
        [NoteGroup(id: "Pinned", notes: pinned), NoteGroup(id: "Recent", notes: recent)]
    }

    static var byDate: [Note] {
        Catalog.notes.sorted { $0.edited > $1.edited } // expect: format-in-body
    }

    var body: some View {
        List {
            ForEach(groups) { group in
                Section(group.id) {
                    ForEach(group.notes) { note in
                        NoteRow(note: note)
                    }
                }
            }
            ForEach(NotesView.byDate) { note in
                Text("\(note.id)")
            }
        }
    }
}

struct NoteRow: View {
    let note: Note

    static var medium: DateFormatter {
        let formatter = DateFormatter() // expect: format-in-body
        formatter.dateStyle = .medium
        return formatter
    }

    var body: some View {
        Text(Formats.medium.string(from: note.edited)) // expect: format-in-body
        Text(NoteRow.medium.string(from: note.edited)) // expect: format-in-body
    }
}
```

Rows in an extension of a view whose file imports single declarations (`import protocol …`), one of
them building a `Link`'s URL (made with the row, unlike a navigation destination):

```swift
import SwiftUI
import protocol Foundation.LocalizedError
import struct Foundation.Date

enum L10n {
    static let `import` = "Import"
}

struct EntryList: View {
    let dates: [Date]
    let title = L10n.import
    var body: some View {
        rows
    }
}

private extension EntryList {
    var rows: some View {
        List(dates, id: \.self) { date in
            Text(date.formatted(date: .abbreviated, time: .omitted)) // expect: format-in-body
            Link("Archive", destination: URL(string: "https://example.com/\(date.ISO8601Format())")!) // expect: format-in-body
        }
    }
}
```

A formatter read in a ternary's branch, one unwrapped under its own name (`if let text = text`), and a
shared formatter that is a static of `Formatter` (its `.string(for:)` runs per row as `.string(from:)` does):

```swift
import SwiftUI

extension Formatter {
    static let twoDigits: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.maximumFractionDigits = 2
        return formatter
    }()
}

struct Reading: Identifiable {
    let id: Int
    let value: Double
    let isManual: Bool
}

struct ReadingsView: View {
    let readings: [Reading]
    let target: Double?

    private var manualFormatter: NumberFormatter {
        let formatter = NumberFormatter() // expect: format-in-body
        formatter.maximumFractionDigits = 0
        return formatter
    }

    private var targetFormatter: NumberFormatter {
        let formatter = NumberFormatter() // expect: format-in-body
        formatter.maximumFractionDigits = 1
        return formatter
    }

    private var targetText: String? {
        target.flatMap { targetFormatter.string(from: $0 as NSNumber) }
    }

    var body: some View {
        List {
            if let targetText = targetText {
                Text(targetText)
            }
            ForEach(readings) { reading in
                Text((reading.isManual ? manualFormatter : .init()).string(from: reading.value as NSNumber) ?? "") // expect: format-in-body
                Text(Formatter.twoDigits.string(for: reading.value) ?? "") // expect: format-in-body
            }
        }
    }
}
```

A `NavigationLink` whose one closure follows a labelled argument (`value:`, `destination:`, The Composable
Architecture's `state:`) is its label, drawn in the row: the card it shows is row code:

```swift
import SwiftUI

struct Meeting: Identifiable {
    let id: Int
    let title: String
    let duration: Duration
}

struct MeetingCard: View {
    let meeting: Meeting

    var body: some View {
        VStack(alignment: .leading) {
            Text(meeting.title)
            Label(meeting.duration.formatted(.units()), systemImage: "clock") // expect: format-in-body
        }
    }
}

struct MeetingsList: View {
    let meetings: [Meeting]

    var body: some View {
        List {
            ForEach(meetings) { meeting in
                NavigationLink(state: MeetingDetail.State(meeting: meeting)) {
                    MeetingCard(meeting: meeting)
                }
            }
        }
    }
}
```

Code written in a row's context menu runs with the row (the menu's items are built with it), here the
search filter run again for every row:

```swift
import SwiftUI

struct Program: Identifiable, Hashable {
    let id: Int
    let name: String
}

struct ProgramsList: View {
    let programs: [Program]
    @State private var searchText = ""
    @State private var selection = Set<Program>()

    private var searchResults: [Program] {
        guard !searchText.isEmpty else { return programs }
        return programs.filter { $0.name.localizedCaseInsensitiveContains(searchText) } // expect: format-in-body
    }

    private var selectedResults: [Program] {
        searchResults.filter { selection.contains($0) }
    }

    var body: some View {
        List(searchResults, selection: $selection) { program in
            Text(program.name)
                .contextMenu {
                    let selected = selectedResults
                    Button(selected.count > 1 ? "Hide \(selected.count) programs" : "Hide") {}
                }
        }
        .searchable(text: $searchText)
    }
}
```

Two models whose member of one name each make a formatter: whichever a row reads, one is made:

```swift
import SwiftUI

struct Video: Identifiable {
    let id: String
    let publishedAt: Date?

    var formattedPublishedDate: String? {
        guard let publishedAt else { return nil }
        let formatter = RelativeDateTimeFormatter() // expect: format-in-body
        formatter.unitsStyle = .full
        return formatter.localizedString(for: publishedAt, relativeTo: Date()) // expect: format-in-body
    }
}

struct Comment: Identifiable {
    let id: String
    let publishedAt: Date?

    var formattedPublishedDate: String? {
        guard let publishedAt else { return nil }
        let formatter = RelativeDateTimeFormatter() // expect: format-in-body
        formatter.unitsStyle = .abbreviated
        return formatter.localizedString(for: publishedAt, relativeTo: Date()) // expect: format-in-body
    }
}

struct VideoRow: View {
    let video: Video

    var body: some View {
        Text(video.formattedPublishedDate ?? "")
    }
}

struct CommentsView: View {
    let videos: [Video]
    let comments: [Comment]

    var body: some View {
        List {
            ForEach(videos) { VideoRow(video: $0) }
            ForEach(comments) { comment in
                Text(comment.formattedPublishedDate ?? "")
            }
        }
    }
}
```

A row that reads the member through a property declared of one of the types (`@EnvironmentObject var
history: CallHistoryModel`) reaches that type's member only; the other type's, called by its own code alone,
is not row code:

```swift
// file: PresenceModel.swift
import Foundation

final class PresenceModel: ObservableObject {
    @Published var lastSeen = ""

    func presenceChanged(at timestamp: Int) {
        lastSeen = callTime(startDate: timestamp)
    }

    func callTime(startDate: Int) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm"
        return "Online at " + formatter.string(from: Date(timeIntervalSince1970: TimeInterval(startDate)))
    }
}

// file: CallHistoryModel.swift
import Foundation

final class CallHistoryModel: ObservableObject {
    func callTime(startDate: Int) -> String {
        let formatter = DateFormatter() // expect: format-in-body
        formatter.dateFormat = "HH:mm"
        return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(startDate))) // expect: format-in-body
    }
}

// file: CallHistoryList.swift
import SwiftUI

struct CallLog: Identifiable {
    let id: String
    let startDate: Int
}

struct CallHistoryList: View {
    let callLogs: [CallLog]

    var body: some View {
        List(callLogs) { log in
            CallHistoryRow(log: log)
        }
    }
}

struct CallHistoryRow: View {
    @EnvironmentObject var history: CallHistoryModel
    let log: CallLog

    var body: some View {
        Text(history.callTime(startDate: log.startDate))
    }
}
```

The same over another file's property that the app fills at run time (a `static var`): one row for each
element, each formatted again on every update:

```swift
// file: RecentTips.swift
enum RecentTips {
    static var given: [Double] = []
}

// file: RecentTipList.swift
import SwiftUI

struct RecentTipList: View {
    var body: some View {
        List(RecentTips.given, id: \.self) { tip in
            Text(tip.formatted(.currency(code: "EUR"))) // expect: format-in-body
        }
    }
}
```

Favourites looked up in a local of the body and shown by position: the lookup runs at every evaluation,
as it would for `ForEach(favorites)` (and the positions are `index-based-id`'s):

```swift
import SwiftUI

struct Peer: Identifiable {
    let id: String
    let name: String
}

struct PeerList: View {
    let peers: [Peer]
    let favoriteIDs: [String]

    var body: some View {
        let favorites = favoriteIDs.compactMap { id in peers.first { $0.id == id } } // expect: format-in-body
        ScrollView {
            LazyVStack {
                ForEach(0..<favorites.count, id: \.self) { index in // expect: index-based-id
                    Text(favorites[index].name)
                }
            }
        }
    }
}
```

The same with a header row before them, at position 0 (`0..<shown.count + 1`), over a search's filter:

```swift
import SwiftUI

struct Track: Identifiable {
    let id: Int
    let title: String
}

struct TrackFeed: View {
    let tracks: [Track]
    @State private var filter = ""

    var body: some View {
        let shown = filter.isEmpty ? tracks : tracks.filter { $0.title.contains(filter) } // expect: format-in-body
        ScrollView {
            LazyVStack {
                ForEach(0..<shown.count + 1, id: \.self) { index in // expect: index-based-id
                    if index == 0 {
                        TextField("Filter", text: $filter)
                    } else {
                        Text(shown[index - 1].title)
                    }
                }
            }
        }
    }
}
```

A sort in a method of the view that a computed property only returns the result of, when that property
feeds the list: the method runs each time the property is read:

```swift
import SwiftUI

struct Conversation: Identifiable {
    let id: Int
    let title: String
    let updatedAt: Date
}

struct ConversationList: View {
    let conversations: [Conversation]

    private func newestFirst(_ items: [Conversation]) -> [Conversation] {
        items.sorted { $0.updatedAt > $1.updatedAt } // expect: format-in-body
    }

    private var shown: [Conversation] {
        newestFirst(conversations)
    }

    var body: some View {
        List(shown) { conversation in
            Text(conversation.title)
        }
    }
}
```

The same handful read through a type's shared instance: its `let` holds a literal, the same in every
instance (a collection the instance may change, `history`, is data):

```swift
// file: SleepTimer.swift
import Foundation

final class SleepTimer {
    static let shared = SleepTimer()
    let intervals: [TimeInterval] = [300, 600, 900, 1800, 2700, 3600]
    var history: [TimeInterval] = []
}

// file: SleepTimerList.swift
import SwiftUI

struct SleepTimerList: View {
    var body: some View {
        List {
            ForEach(SleepTimer.shared.intervals, id: \.self) { interval in
                Text(Duration.seconds(interval).formatted())
            }
            ForEach(SleepTimer.shared.history, id: \.self) { interval in
                Text(Duration.seconds(interval).formatted()) // expect: format-in-body
            }
        }
    }
}
```

A model's computed property that returns a literal of a few values made of constants (`SearchEngine(name:
"Google", isAIChat: false)`), read through the view's model: filtering it walks a handful, the same few on
every evaluation. One made of the model's data (`Group(notes: pinned)`) is not a literal of constants:

```swift
// file: SearchEngineStore.swift
import SwiftUI

struct SearchEngine {
    let name: String
    let color: Color
    let isAIChat: Bool
}

struct Group {
    let notes: [String]
    let isPinned: Bool
}

final class SearchEngineStore: ObservableObject {
    @Published var pinned: [String] = []
    var builtIn: [SearchEngine] {
        [
            SearchEngine(name: "Google", color: .blue, isAIChat: false),
            SearchEngine(name: "DuckDuckGo", color: Color.orange, isAIChat: false),
            SearchEngine(name: "ChatGPT", color: .green, isAIChat: true),
        ]
    }
    var groups: [Group] {
        [Group(notes: pinned, isPinned: true), Group(notes: [], isPinned: false)]
    }
}

// file: SearchEngineSettings.swift
import SwiftUI

struct SearchEngineSettings: View {
    @StateObject private var store = SearchEngineStore()

    var body: some View {
        List {
            let conventional = store.builtIn.filter { !$0.isAIChat }
            ForEach(conventional, id: \.name) { engine in
                Text(engine.name)
            }
            let shown = store.groups.filter { !$0.notes.isEmpty } // expect: format-in-body
            ForEach(shown, id: \.isPinned) { group in
                Text("\(group.notes.count) notes")
            }
        }
    }
}
```

A helper that a widget calls, and a list's rows too: what the widget renders once, each row runs as it
scrolls:

```swift
// file: PlayedDates.swift
import Foundation

enum PlayedDates {
    static func listenedDate(_ date: Date) -> String {
        let formatter = DateFormatter() // expect: format-in-body
        formatter.dateStyle = .medium
        return formatter.string(from: date) // expect: format-in-body
    }
}

// file: ListenedWidget.swift
import SwiftUI
import WidgetKit

struct ListenedEntry: TimelineEntry {
    let date: Date
    let lastPlayed: Date
}

struct ListenedWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "listened", provider: ListenedProvider()) { entry in
            ListenedEntryView(entry: entry)
        }
    }
}

struct ListenedEntryView: View {
    let entry: ListenedEntry

    var body: some View {
        Text("Last played \(PlayedDates.listenedDate(entry.lastPlayed))")
    }
}

// file: HistoryList.swift
import SwiftUI

struct Book: Identifiable {
    let id: Int
    let title: String
    let lastPlayed: Date
}

struct HistoryList: View {
    let books: [Book]

    var body: some View {
        List(books) { book in
            VStack(alignment: .leading) {
                Text(book.title)
                Text(PlayedDates.listenedDate(book.lastPlayed))
            }
        }
    }
}
```

A method given to a `ForEach` as its content, and a closure a list of the app's hands on to one: each is called
for every row:

```swift
import SwiftUI

struct Vote: Identifiable {
    let id: Int
    let cast: Date
}

struct VotesList: View {
    let votes: [Vote]

    var body: some View {
        List {
            ForEach(votes, content: voteRow)
        }
    }

    private func voteRow(_ vote: Vote) -> some View {
        Text(vote.cast.formatted(date: .abbreviated, time: .shortened)) // expect: format-in-body
    }
}

struct PagedList<Item: Identifiable, Row: View>: View {
    let items: [Item]
    @ViewBuilder let row: (Item) -> Row

    var body: some View {
        List {
            ForEach(items, content: row)
        }
    }
}

struct RecentVotes: View {
    let votes: [Vote]

    var body: some View {
        PagedList(items: votes) { vote in
            Text(vote.cast.formatted(date: .omitted, time: .shortened)) // expect: format-in-body
        }
    }
}
```

A date formatted in the closure a screen gives the app's own grid, which calls it for every cell of its
lazy grid (in another file), and a card there that creates a formatter:

```swift
// file: MemoGrid.swift
import SwiftUI

struct MemoGrid<Card: View>: View {
    let memos: [Memo]
    @ViewBuilder let card: (Memo, CGFloat) -> Card

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 180))]) {
                ForEach(memos) { memo in
                    card(memo, 180)
                }
            }
        }
    }
}

// file: TrashView.swift
import SwiftUI

struct Memo: Identifiable {
    let id: UUID
    let title: String
    let deletedAt: Date
}

struct MemoCard: View {
    let memo: Memo

    var body: some View {
        let formatter = DateFormatter() // expect: format-in-body
        Text(memo.title + ", " + formatter.string(from: memo.deletedAt)) // expect: format-in-body
    }
}

struct TrashView: View {
    let memos: [Memo]

    var body: some View {
        MemoGrid(memos: memos) { memo, width in
            VStack {
                MemoCard(memo: memo)
                Text("Deleted \(memo.deletedAt.formatted(date: .abbreviated, time: .omitted))") // expect: format-in-body
            }
            .frame(width: width)
        }
    }
}
```

## Not flagged

Row numbers wrapped for a list (`(0..<rows).map { … }`, the way to key a range before iOS 14's
`ForEach(0..<n, id: \.self)`): positions, not the data walked:

```swift
import SwiftUI

struct GameGrid: View {
    private struct GridRow: Identifiable { let id: Int }
    let games: [String]
    let columns: Int

    private var rows: Int { (games.count + columns - 1) / columns }

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading) {
                ForEach((0..<rows).map { GridRow(id: $0) }) { row in
                    HStack {
                        ForEach((0..<columns).map { GridRow(id: row.id * columns + $0) }) { cell in
                            if cell.id < games.count { Text(games[cell.id]) }
                        }
                    }
                }
            }
        }
    }
}
```

Markdown parsed by helpers that keep what they parse, in an `NSCache` or in a property checked first: each
text is parsed once, not on every evaluation of a row:

```swift
// file: Rendering.swift
import Foundation

final class Renderer {
    static let shared = Renderer()
    private let cache = NSCache<NSString, NSAttributedString>()

    func rendered(_ text: String) -> AttributedString {
        if let kept = cache.object(forKey: text as NSString) { return AttributedString(kept) }
        let parsed = (try? AttributedString(markdown: text)) ?? AttributedString(text)
        cache.setObject(NSAttributedString(parsed), forKey: text as NSString)
        return parsed
    }
}

final class Post: Identifiable {
    let id: Int
    let markdown: String
    private var cachedBody: AttributedString?

    init(id: Int, markdown: String) {
        self.id = id
        self.markdown = markdown
    }

    var renderedText: AttributedString {
        if let cachedBody { return cachedBody }
        let parsed = (try? AttributedString(markdown: markdown)) ?? AttributedString(markdown)
        cachedBody = parsed
        return parsed
    }
}

// file: PostsView.swift
import SwiftUI

struct PostsView: View {
    let posts: [Post]

    var body: some View {
        List(posts) { post in
            Text(post.renderedText)
            Text(Renderer.shared.rendered(post.markdown))
        }
    }
}
```

A row view of the project given a cached formatter to use: the call formats nothing, and what the row
formats with it is found in the row's own code:

```swift
import SwiftUI

struct Journal: Identifiable {
    let id: Int
    let payee: String
    let amount: Double
}

struct TransactionRow: View {
    let journal: Journal
    let formatter: NumberFormatter

    var body: some View {
        Text(journal.payee)
    }
}

struct RecentTransactions: View {
    let journals: [Journal]
    private static let amountFormatter = NumberFormatter()

    var body: some View {
        List(journals) { journal in
            TransactionRow(journal: journal, formatter: Self.amountFormatter)
        }
    }
}
```

A bare call in a type nested in another that declares the method itself: its own, not the outer type's
static helper of that name:

```swift
// file: StatusViews.swift
import Foundation

public enum StatusViews {
    static func bytesText(_ bytes: Int) -> String {
        let formatter = ByteCountFormatter()
        return formatter.string(fromByteCount: Int64(bytes))
    }
}

// file: DiskView.swift
import SwiftUI

struct Disk: Identifiable {
    let id: String
    let usedBytes: Int
}

extension StatusViews {
    struct DiskView: View {
        let disks: [Disk]

        var body: some View {
            List(disks) { disk in
                Text(bytesText(disk.usedBytes))
            }
        }

        private func bytesText(_ bytes: Int) -> String { "\(bytes / 1_000_000) MB" }
    }
}
```

HTML imported once, when the view appears, into state the body shows; and a plain-text import, which
does not load WebKit:

```swift
import SwiftUI
import UIKit

struct ArticleView: View {
    let html: String
    let plain: String
    @State private var rendered = AttributedString()

    var body: some View {
        VStack(alignment: .leading) {
            Text(rendered)
            Text(AttributedString((try? NSAttributedString(data: Data(plain.utf8),
                                                           options: [.documentType: NSAttributedString.DocumentType.plain],
                                                           documentAttributes: nil)) ?? NSAttributedString()))
        }
        .task {
            if let imported = try? NSAttributedString(data: Data(html.utf8),
                                                      options: [.documentType: NSAttributedString.DocumentType.html],
                                                      documentAttributes: nil) {
                rendered = AttributedString(imported)
            }
        }
    }
}
```

A formatter made in the closure of `.alert(isPresented:)` that returns an `Alert`: it runs when the alert is
presented, once each time, not with the body:

```swift
import SwiftUI

struct CarbsView: View {
    @State private var confirming = false
    @State private var consumed = Date()
    @State private var grams = 0

    var body: some View {
        Form {
            Stepper("Carbs: \(grams) g", value: $grams)
            Button("Send") { confirming = true }
        }
        .alert(isPresented: $confirming) {
            let formatter = DateFormatter()
            formatter.timeStyle = .short
            return Alert(
                title: Text("Send \(grams) g at \(formatter.string(from: consumed))?"),
                primaryButton: .default(Text("Send")),
                secondaryButton: .cancel()
            )
        }
    }
}
```

A closure the app's own grid calls once, for its header, beside the one it calls for every cell: the
header's date is formatted once per update of the screen, as in the screen's own code:

```swift
// file: PhotoGrid.swift
import SwiftUI

struct PhotoGrid<Header: View, Cell: View>: View {
    let photos: [Photo]
    let header: (Int) -> Header
    let cell: (Photo) -> Cell

    var body: some View {
        ScrollView {
            header(photos.count)
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 90))]) {
                ForEach(photos) { photo in
                    cell(photo)
                }
            }
        }
    }
}

// file: AlbumView.swift
import SwiftUI

struct Photo: Identifiable {
    let id: UUID
    let thumbnail: String
}

struct AlbumView: View {
    let photos: [Photo]
    let updated: Date

    var body: some View {
        PhotoGrid(photos: photos, header: { count in
            Text("\(count) photos, updated \(updated.formatted(date: .abbreviated, time: .shortened))")
        }, cell: { photo in
            Image(photo.thumbnail)
        })
    }
}
```

A formatter given from a table of them, made (by another helper) only when its key is missing:

```swift
import SwiftUI

extension NumberFormatter {
    static var formatters: [Int: NumberFormatter] = [:]

    static func make(decimals: Int) -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.maximumFractionDigits = decimals
        return formatter
    }

    static func shared(decimals: Int) -> NumberFormatter {
        guard let formatter = formatters[decimals] else {
            let made = make(decimals: decimals)
            formatters[decimals] = made
            return made
        }
        return formatter
    }
}

struct BrightnessField: View {
    @Binding var nits: Double

    var body: some View {
        TextField("Nits", value: $nits, formatter: NumberFormatter.shared(decimals: 0))
    }
}
```

A literal of two pages, without the ones that are not there: two values' work, however often:

```swift
import SwiftUI

struct PageTransition: View {
    let outgoingPage: Int?
    let currentPage: Int?

    private var displayedPages: [Int] {
        return [outgoingPage, currentPage].compactMap { $0 }
    }

    private var details: [String] {
        var details = [outgoingPage.map { "From \($0)" }, currentPage.map { "To \($0)" }]
        if outgoingPage == nil { details.append("First page") }
        return details.compactMap { $0 }
    }

    var body: some View {
        ZStack {
            ForEach(displayedPages, id: \.self) { page in Text("Page \(page)") }
        }
        VStack {
            ForEach(details, id: \.self) { Text($0) }
        }
    }
}

#Preview {
    func pages(_ count: Int) -> some View {
        let formatter = NumberFormatter()
        return ForEach(0..<count, id: \.self) { Text(formatter.string(from: $0 as NSNumber) ?? "") }
    }
    return VStack { pages(3) }
}

struct PageNotes: View {
    @FetchRequest private var notes: FetchedResults<PageNote>

    init(page: Int) {
        _notes = FetchRequest(sortDescriptors: [], predicate: NSPredicate(format: "page == %d", page))
    }

    var body: some View {
        Text("\(notes.count) notes")
    }
}

struct PagesList: View {
    let pages: [Int]

    var body: some View {
        List(pages, id: \.self) { PageNotes(page: $0) }
    }
}

struct PageTransition_Previews: PreviewProvider {
    static var previews: some View { Harness() }

    struct Harness: View {
        private let formatter = DateFormatter()
        var body: some View { Text(formatter.string(from: .now)) }
    }
}

private struct PageGallery: View {
    let pages: [Int]

    var body: some View {
        List(pages.sorted(), id: \.self) { page in
            Text(page.formatted(.number))
        }
    }
}

#Preview("Gallery") {
    PageGallery(pages: [3, 1, 2])
}
```

Calendars grouped once, in a local of the body, and each section handed its group:

```swift
import SwiftUI

struct SourceCalendar: Identifiable {
    let id: String
    let source: String
    let title: String
}

struct GroupedOnceView: View {
    let calendars: [SourceCalendar]

    private var grouped: [String: [SourceCalendar]] {
        Dictionary(grouping: calendars, by: \.source)
    }

    var body: some View {
        let groups = grouped
        Form {
            ForEach(Array(groups), id: \.key) { source, members in
                Section(source) {
                    ForEach(members) { calendar in Text(calendar.title) }
                }
            }
        }
    }
}
```

A property of the app's own named `sorted` (read, not called): not the standard library's `sorted()`,
and its cost is not seen here:

```swift
import SwiftUI

struct KeyModifiers {
    var keys: Set<String>
    var sorted: [String] { ["⌃", "⌥", "⇧", "⌘"].filter(keys.contains) }
}

struct HotKeyLabel: View {
    let modifiers: KeyModifiers

    var body: some View {
        HStack(spacing: 2) {
            ForEach(modifiers.sorted, id: \.self) { key in Text(key) }
        }
    }
}
```

A row's bare call of its own method, beside a free function of that name that makes a formatter: in the
row, the name means the method:

```swift
import SwiftUI

func formatBytes(_ bytes: Int64) -> String {
    let formatter = ByteCountFormatter()
    return formatter.string(fromByteCount: bytes)
}

struct Package: Identifiable {
    let id: String
    let size: Int64
}

struct PackageRow: View {
    let package: Package

    var body: some View {
        Text(formatBytes(package.size))
    }

    private func formatBytes(_ bytes: Int64) -> String {
        "\(bytes / 1_000_000) MB"
    }
}

struct PackageList: View {
    let packages: [Package]

    var body: some View {
        List(packages) { package in PackageRow(package: package) }
    }
}
```

The focused post of a thread, shown for one element (the `if` comparing the element with `==`): its
date formatted in a member that only that branch reads is built once per update, not for every row:

```swift
import SwiftUI

struct Status: Identifiable {
    let id: String
    let text: String
    let createdAt: Date
}

struct StatusThreadView: View {
    let statuses: [Status]
    let focused: Status

    var body: some View {
        List {
            ForEach(statuses) { status in
                if status.id == focused.id {
                    focusedPost
                } else {
                    Text(status.text)
                }
            }
        }
    }

    private var focusedPost: some View {
        VStack(alignment: .leading) {
            Text(focused.text)
            Text(focused.createdAt, format: .dateTime.day().month(.wide).year().hour().minute())
        }
    }
}
```

Numbered pairs copied in the parentheses' form, and a literal formatted for a badge (the same text on
every evaluation):

```swift
import SwiftUI

struct Pack: Identifiable {
    let id: Int
    let name: String
    let isPremium: Bool
}

struct PackList: View {
    let packs: [Pack]

    var body: some View {
        List {
            ForEach(packs.enumerated().map({ $0 }), id: \.element.id) { index, pack in
                HStack {
                    Text("\(index + 1). \(pack.name)")
                    Spacer()
                    Text(1.formatted())
                        .opacity(pack.isPremium ? 1 : 0)
                }
            }
        }
    }
}
```

A view whose only stored properties are fetches (`@Query`, `@FetchRequest`, `@SectionedFetchRequest`),
the store's context (`@Environment(\.modelContext)`, `\.managedObjectContext`) and the environment's actions
(`\.dismiss`, `\.openURL`…, the same while the view is shown): with no input and no state of its own, its
body runs when the fetched results change, which is when the array has to be prepared anyway (rows it
builds itself are still rows, and so is a method given an element):

```swift
import SwiftUI
import SwiftData

@Model final class Bird {
    var speciesName: String
    init(speciesName: String) { self.speciesName = speciesName }
}

struct BirdSuggestions: View {
    @Query private var birds: [Bird]
    @Environment(\.modelContext) private var modelContext
    @Environment(\.dismiss) private var dismiss

    var speciesNames: [String] {
        Set(birds.map(\.speciesName)).sorted()
    }

    var body: some View {
        ForEach(speciesNames, id: \.self) { name in
            Text(name).searchCompletion(name)
        }
        Button("Done") { dismiss() }
    }
}
```

A property every row reads, whose setter sorts: the setter runs when an action assigns it, not when a row
reads it (and the getter only splits a short stored string):

```swift
import SwiftUI

struct GroupsList: View {
    let groups: [String]
    @AppStorage("expandedGroups") private var storage = ""

    private var expanded: Set<String> {
        get { Set(storage.split(separator: ",").map(String.init)) }
        nonmutating set { storage = newValue.sorted().joined(separator: ",") }
    }

    var body: some View {
        List(groups, id: \.self) { group in
            Text(group).bold(expanded.contains(group))
        }
    }
}
```

A formatter made in a property's setter, which runs when an action assigns the property, not when a row
reads it:

```swift
import SwiftUI

final class ExportLog: ObservableObject {
    @Published var stamp = ""
}

struct LedgerEntry: Identifiable {
    let id: Int
    let title: String
}

struct Ledger: View {
    let entries: [LedgerEntry]
    @ObservedObject var log: ExportLog

    private var exportedAt: Date {
        get { .now }
        nonmutating set {
            let formatter = DateFormatter()
            formatter.dateStyle = .medium
            log.stamp = formatter.string(from: newValue)
        }
    }

    var body: some View {
        List(entries) { entry in
            Button(entry.title) { exportedAt = .now }
            Text(exportedAt, style: .time)
        }
    }
}
```

A progress value for VoiceOver, in each row of a list of tasks:

```swift
import SwiftUI

struct TaskItem: Identifiable {
    let id: Int
    let title: String
    let progress: Double?
}

struct TasksView: View {
    let tasks: [TaskItem]

    var body: some View {
        List(tasks) { task in
            ProgressView(value: task.progress ?? 0) {
                Text(task.title)
            }
            .accessibilityValue(task.progress != nil ? Text(task.progress!, format: .percent) : Text("Working"))
        }
    }
}
```

The content of a `ForEach` over another file's handful (a type's constant array literal of at most 12, also
mapped, or returned by a closure called where it is declared): a few static views, each formatted once,
not rows; so is a helper that content calls:

```swift
// file: Tip.swift
enum Tip {
    static let presets: [Double] = [0.1, 0.15, 0.2].map { $0 }
    static let amounts: [Double] = {
        let base = 5.0
        return [base, base * 2, base * 5, base * 10]
    }()
}

// file: TipPicker.swift
import SwiftUI

struct TipPicker: View {
    @Binding var tip: Double
    @Binding var amount: Double

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                ForEach(Tip.presets, id: \.self) { preset in
                    Button(preset.formatted(.percent)) { tip = preset }
                }
                ForEach(Tip.amounts, id: \.self) { value in
                    Button { amount = value } label: { amountLabel(value) }
                }
            }
        }
    }

    private func amountLabel(_ value: Double) -> some View {
        Text(value.formatted(.currency(code: "EUR")))
    }
}
```

A type's own selection of its cases (`…Cases`, declared in another file), filtered for the view: a handful,
the same each time:

```swift
import SwiftUI

// `SortType` and its `timelessCases` are declared in another file.
struct SortMenu: View {
    let supportsOld: Bool
    @Binding var selection: SortType

    var choices: [SortType] { SortType.timelessCases.filter { supportsOld || $0 != .old } }

    var body: some View {
        List {
            ForEach(choices, id: \.self) { sort in
                Button(sort.rawValue.capitalized) { selection = sort }
            }
        }
    }
}
```

A format in a string interpolation outside rows (formatting values is only counted in rows), and a plain
interpolation in a row (`Text` puts the value in as it is, with no formatter):

```swift
import SwiftUI

struct Lap: Identifiable {
    let id: Int
    let number: Int
}

struct WorkoutSummary: View {
    let distance: Double
    let laps: [Lap]

    var body: some View {
        VStack {
            Text("\(distance, format: .number.precision(.fractionLength(1))) km")
            Text("\(distance, specifier: "%.1f") km in total")
            List(laps) { lap in
                Text("Lap \(lap.number)")
            }
        }
    }
}
```

Work over constants, not data: an enum's cases, the letters of a literal, an array literal:

```swift
import SwiftUI

enum Size: String, CaseIterable {
    case small, medium, large
}

struct FilterBar: View {
    @Binding var size: Size
    @Binding var letter: String

    var body: some View {
        VStack {
            Picker("Size", selection: $size) {
                ForEach(Size.allCases.sorted { $0.rawValue < $1.rawValue }, id: \.self) { Text($0.rawValue) }
            }
            Picker("Letter", selection: $letter) {
                ForEach("ABCDEF".map { String($0) }, id: \.self) { Text($0) }
            }
            ForEach(["S", "M", "L"].map { $0.lowercased() }, id: \.self) { Text($0) }
        }
    }
}
```

Formatting in the views of a `ForEach` over an array literal: three views, formatted once per body
evaluation, not once per row of data:

```swift
import SwiftUI

enum TimeScope: String {
    case lastDay, lastWeek, allTime
}

struct RankSummary: View {
    let ranks: [TimeScope: Int]
    static let ordinal: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .ordinal
        return formatter
    }()

    var body: some View {
        VStack(alignment: .leading) {
            ForEach([TimeScope.lastDay, .lastWeek, .allTime], id: \.self) { scope in
                HStack {
                    Text(scope.rawValue)
                    Spacer()
                    Text("\((ranks[scope] ?? 0) as NSNumber, formatter: Self.ordinal)")
                }
            }
        }
    }
}
```

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
            AsyncButton {
                let formatter = DateFormatter()
                formatter.dateFormat = "yyyy-MM-dd"
                exported = "log-\(formatter.string(from: .now)).txt"
            } label: {
                Label("Share", systemImage: "square.and.arrow.up")
            }
            PrimaryButton(title: "Copy dates") {
                let formatter = DateFormatter()
                formatter.dateStyle = .short
                exported = timestamps.map(formatter.string(from:)).joined(separator: ", ")
            }
            Action(title: "Print all") {
                if !timestamps.isEmpty {
                    for timestamp in timestamps {
                        print(ISO8601DateFormatter().string(from: timestamp))
                    }
                }
            }
            Action(title: "Export all") {
                if timestamps.count > 10_000 {
                    exported = "Too many to export"
                } else {
                    let formatter = DateFormatter()
                    formatter.dateStyle = .long
                    exported = timestamps.map(formatter.string(from:)).joined(separator: "\n")
                }
            }
            Text(exported).font(.caption)
            #if targetEnvironment(simulator)
            Text("Sample: \(ISO8601DateFormatter().string(from: .now))")
            #endif
        }
        .onAppear {
            let formatter = DateFormatter()
            formatter.dateStyle = .full
            title = formatter.string(from: .now)
        }
    }
}
```

A project's tappable row given its action first and its content after, labelled (`ClickableRow { … } content:
{ … }`): the closure before `content:` is no content, and runs on a tap:

```swift
import SwiftUI

struct Transfer: Identifiable {
    let id: Int
    let title: String
    let date: Date
}

struct ClickableRow<Content: View>: View {
    let action: () -> Void
    @ViewBuilder let content: () -> Content

    var body: some View {
        Button(action: action) { content() }
    }
}

struct TransfersList: View {
    let transfers: [Transfer]
    @State private var copied = ""

    var body: some View {
        List(transfers) { transfer in
            ClickableRow {
                let formatter = DateFormatter()
                formatter.dateStyle = .long
                copied = "\(transfer.title), \(formatter.string(from: transfer.date))"
            } content: {
                Text(transfer.title)
            }
        }
    }
}
```

A package's view given an action as its one trailing closure (`OnboardingConsentView`'s, run when the form
is signed): a closure that awaits or throws is no view's content, which is built synchronously and cannot
throw, so the store's formatter runs once a form, not as the view is built:

```swift
// file: ConsentStore.swift
import Foundation

actor ConsentStore {
    func save(_ document: String) async throws {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd_HHmmss"
        try await upload(document, named: "consent-\(formatter.string(from: .now)).pdf")
    }

    func upload(_ document: String, named name: String) async throws {}
}

// file: ConsentStep.swift
import SwiftUI

struct ConsentStep: View {
    let store: ConsentStore
    @State private var document: String?
    @State private var signing = false

    var body: some View {
        OnboardingConsentView(markdown: document, viewState: $signing) {
            guard let document else { return }
            try await store.save(document)
        }
    }
}
```

Helpers of other types that only share a name with what rows call: a `private` one in another file, one
named like Foundation's API, and a bare call of the view's own method:

```swift
// file: Models.swift
import Foundation

struct LogEntry {
    let created: Date

    func formatted() -> String {
        DateFormatter().string(from: created)
    }
}

final class DownloadStore {
    private func formatBytes(_ bytes: Int64) -> String {
        ByteCountFormatter().string(fromByteCount: bytes)
    }
}

// file: DownloadList.swift
import SwiftUI

struct Download: Identifiable {
    let id: Int
    let size: Int64
    let created: Date
}

struct DownloadList: View {
    let downloads: [Download]

    var body: some View {
        VStack {
            Text(Date.now.formatted(date: .long, time: .omitted))
            List(downloads) { download in
                Text(formatBytes(download.size))
                Text(download.created, style: .relative)
            }
        }
    }

    private func formatBytes(_ bytes: Int64) -> String {
        "\(bytes / 1_024) KB"
    }
}
```

A static helper that makes a formatter is reached only through its type's name (`MemorySizer.size(of:)`):
a shape's `.size(width:height:)` in a row is SwiftUI's own:

```swift
// file: MemorySizer.swift
import Foundation

enum MemorySizer {
    static func size(of data: Data) -> String {
        let formatter = ByteCountFormatter()
        formatter.countStyle = .file
        return formatter.string(fromByteCount: Int64(data.count))
    }
}

// file: ProgressRows.swift
import SwiftUI

struct Upload: Identifiable {
    let id: Int
    let progress: CGFloat
}

struct ProgressRows: View {
    let uploads: [Upload]

    var body: some View {
        List(uploads) { upload in
            Rectangle()
                .size(width: 200 * upload.progress, height: 4)
                .fill(.tint)
        }
    }
}
```

A count of the finished tasks in a header, and a count for each list in a `map`: values, not a list's data:

```swift
import SwiftUI

struct ChecklistItem: Identifiable {
    let id: UUID
    let title: String
    var isDone: Bool
}

struct ChecklistHeader: View {
    let items: [ChecklistItem]
    let lists: [[ChecklistItem]]

    var body: some View {
        let remaining = lists.map { list in list.filter { !$0.isDone }.count }
        HStack {
            Text("\(items.filter { $0.isDone }.count) of \(items.count) done")
            Spacer()
            Text("\(remaining.reduce(0, +)) left in all lists")
        }
    }
}
```

A filter that is only counted, in a member whose few slices feed a chart:

```swift
import Charts
import SwiftUI

struct Reading {
    let value: Int
}

struct RangeDonut: View {
    let readings: [Reading]
    let high: Int

    private var slices: [(name: String, count: Int)] {
        let above = readings.filter { $0.value > high }.count
        let below = readings.filter { $0.value < 70 }.count
        return [("High", above), ("In range", readings.count - above - below), ("Low", below)]
    }

    var body: some View {
        Chart {
            ForEach(slices, id: \.name) { slice in
                SectorMark(angle: .value("Readings", slice.count))
            }
        }
    }
}
```

A project's own `formatted` method with labels of its own (Foundation's take a style, or `date:time:`):

```swift
import SwiftUI

extension Int {
    func formatted(font: Font) -> Text {
        Text(String(self)).font(font.monospacedDigit())
    }
}

struct Score: Identifiable {
    let id: Int
    let points: Int
}

struct ScoresView: View {
    let scores: [Score]

    var body: some View {
        List(scores) { score in
            score.points.formatted(font: .body)
        }
    }
}
```

A helper of another type that creates a formatter, called only from an action:

```swift
// file: Date+Export.swift
import Foundation

extension Date {
    var exportText: String {
        let formatter = ISO8601DateFormatter()
        return formatter.string(from: self)
    }
}

// file: ExportButton.swift
import SwiftUI

struct ExportButton: View {
    let dates: [Date]
    @State private var exported = ""

    var body: some View {
        Button("Export") {
            exported = dates.map { $0.exportText }.joined(separator: "\n")
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

A lookup that happens to be named `string(for:)`, a renderer's pixel `format:`, an enum's cases filtered
and sorted, a local sorted from a constant array, a filtered count, and a local whose name a row declares
again:

```swift
import SwiftUI

enum Mode: Identifiable {
    case all, mentions
    var id: Self { self }
}

struct ModeStrings {
    func string(for mode: Mode) -> String { mode == .all ? "All" : "Mentions" }
}

struct ModeGroup: Identifiable {
    let id: Int
    let rows: [Mode]
}

struct NotificationModesView: View {
    let modes: [Mode]
    let groups: [ModeGroup]
    private let strings = ModeStrings()
    private let modeFormatterRegistry = ModeStrings()

    var body: some View {
        let sizes = ["S", "M", "L"].sorted()
        let rows = modes.filter { $0 == .mentions }
        let unread = modes.filter { $0 == .all }.count
        List {
            Text("\(rows.count) mentions")
            ForEach(modes) { mode in
                Text(strings.string(for: mode))
                Text(modeFormatterRegistry.string(for: mode))
                Image(uiImage: UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8), format: .preferred()).image { _ in })
            }
            ForEach(Mode.allCases.filter { $0 != .all }.sorted { "\($0)" < "\($1)" }) { Text("\($0)") }
            ForEach(sizes, id: \.self) { Text($0) }
            ForEach(0..<unread, id: \.self) { Text("\($0)") }
            ForEach(groups) { group in
                let rows = group.rows
                ForEach(rows) { Text(strings.string(for: $0)) }
            }
        }
    }
}
```

A few elements taken first, then worked over: at most five each time, a handful's work:

```swift
import SwiftUI

struct CropSize: Identifiable {
    var id: String { name }
    let width: Int
    let height: Int
    let name: String

    func oriented(portrait: Bool) -> CropSize {
        portrait ? CropSize(width: min(width, height), height: max(width, height), name: name) : self
    }
}

struct AspectRatioGrid: View {
    let ratios: [CropSize]
    @State private var portrait = false

    var body: some View {
        Grid {
            GridRow {
                ForEach(ratios[0 ..< 5].map { $0.oriented(portrait: portrait) }) { Text($0.name) }
            }
            GridRow {
                ForEach(ratios.prefix(5).filter { $0.width > $0.height }) { Text($0.name) }
            }
        }
    }
}
```

The same for a file's constant of a few, mapped before it is filtered:

```swift
import SwiftUI

let targetSizePresets: [(label: String, bytes: Int)] = [
    ("500 KB", 500_000), ("1 MB", 1_000_000), ("5 MB", 5_000_000), ("10 MB", 10_000_000), ("50 MB", 50_000_000),
]

struct SliderMarks: View {
    let anchors: [Double]

    var body: some View {
        ZStack {
            ForEach(anchors, id: \.self) { Circle().frame(width: 4, height: 4).offset(x: $0 * 100) }
        }
    }
}

struct TargetSizeSlider: View {
    let maxBytes: Int

    var presetPositions: [Double] {
        targetSizePresets.map(\.bytes).filter { $0 < maxBytes }.map { Double($0) / Double(maxBytes) }
    }

    var body: some View {
        SliderMarks(anchors: presetPositions)
    }
}
```

A member that returns a few groups it builds itself (a literal, or a local grown by a few `append`s that
each run at most once), whose sort makes one group's field, not the list's data:

```swift
import SwiftUI

struct ConvertGroup {
    let sources: [String]
    let target: String
}

struct ConvertPills: View {
    let groups: [ConvertGroup]

    var body: some View {
        HStack {
            ForEach(groups.indices, id: \.self) { index in
                Text(groups[index].sources.joined(separator: ", ") + " → " + groups[index].target)
            }
        }
    }
}

struct FileHandlingSettings: View {
    let toJPEG: Set<String>
    let toPNG: Set<String>

    private var imageGroups: [ConvertGroup] {
        var groups: [ConvertGroup] = []
        let jpeg = toJPEG.map { $0.uppercased() }.sorted()
        if !jpeg.isEmpty {
            groups.append(ConvertGroup(sources: jpeg, target: "JPEG"))
        }
        if !toPNG.isEmpty {
            groups.append(ConvertGroup(sources: toPNG.sorted(), target: "PNG"))
        }
        return groups
    }

    var body: some View {
        Form {
            ConvertPills(groups: imageGroups)
        }
    }
}
```

A picker's options mapped and filtered (also in a member that only the options read), or formatted in
a project's own `…Picker` (a handful a user picks from, not rows), a toolbar title menu's items, the
options a row's context menu lists, and a view of the project built in that menu (whose body runs when the
menu opens; code written in the menu's own closure runs with the row, and counts), a
numbered list copied with `.map { $0 }`, and a constant mapped from a literal:

```swift
import SwiftUI

enum Role: String, CaseIterable {
    case owner, admin, member, observer
}

struct Amounts {
    static let predefined: [Double] = [5, 10, 25, 50].map { $0 * 100 }
}

struct SettingPicker<Content: View>: View {
    let title: String
    @Binding var selection: Int
    @ViewBuilder let content: () -> Content

    var body: some View {
        Picker(title, selection: $selection, content: content)
    }
}

struct NumberedServer: Identifiable {
    let id: Int
    let name: String

    init(_ pair: (offset: Int, element: String)) {
        id = pair.offset
        name = pair.element
    }
}

struct InviteForm: View {
    let roles: [Role]
    let timeouts: [Int]
    @State private var timeout = 10
    let servers: [String]
    @State private var role = Role.member
    @State private var server = ""

    private var sortedServers: [String] {
        servers.sorted()
    }

    var body: some View {
        Form {
            Picker("Role", selection: $role) {
                ForEach(roles.filter { $0 != .owner }, id: \.self) { Text($0.rawValue) }
            }
            Picker("Server", selection: $server) {
                ForEach(sortedServers, id: \.self) { Text($0) }
            }
            SettingPicker(title: "Timeout", selection: $timeout) {
                ForEach(timeouts, id: \.self) { Text(String(format: "%.1f s", Double($0) / 1000)) }
            }
            ForEach(servers.enumerated().map { $0 }, id: \.element) { index, server in
                Text("\(index + 1). \(server)")
            }
            ForEach(servers.enumerated().map(NumberedServer.init)) { numbered in
                Text(numbered.name)
            }
            ScrollView(.horizontal) {
                LazyHStack {
                    ForEach(Amounts.predefined, id: \.self) { Text($0.formatted(.currency(code: "EUR"))) }
                }
            }
        }
        .toolbarTitleMenu {
            ForEach(servers.filter { !$0.isEmpty }.sorted(), id: \.self) { name in
                Button(name) { server = name }
            }
        }
    }
}
```

A row's context menu listing the user's collections, inline and in a view of its own:

```swift
import SwiftUI

struct Collection: Identifiable {
    let id: Int
    let name: String
    let updated: Date
    let movieIDs: Set<Int>
}

struct CollectionsMenu: View {
    let movieID: Int
    let collections: [Collection]

    var body: some View {
        ForEach(collections) { collection in
            Button("\(collection.name), \(collection.updated.formatted(date: .abbreviated, time: .omitted))") {}
        }
    }
}

struct MovieList: View {
    let movieIDs: [Int]
    let collections: [Collection]

    var body: some View {
        List(movieIDs, id: \.self) { movieID in
            Text("Movie \(movieID)")
                .contextMenu {
                    CollectionsMenu(movieID: movieID, collections: collections)
                    ForEach(collections.filter { $0.movieIDs.contains(movieID) }) { collection in
                        Button("Open \(collection.name)") {}
                    }
                }
        }
    }
}
```

A row's context menu made by a helper of another file, which puts the closure it is given in a
`.contextMenu`: the file that builds the menu cannot see that, but a view named `…ContextMenu` is a
context menu's items wherever it is built:

```swift
// file: Package+NameView.swift
import SwiftUI

struct Package: Identifiable {
    let id: String
    let versions: [String]
}

extension Package {
    func nameView(@ViewBuilder contextMenuExtras: () -> some View) -> some View {
        Text(id).contextMenu { contextMenuExtras() }
    }
}

// file: PackageList.swift
import SwiftUI

struct PinButton: View {
    let package: Package

    var body: some View {
        Button("Pin \(package.versions.formatted(.list(type: .and)))") {}
    }
}

struct SidebarContextMenu: View {
    let package: Package

    var body: some View {
        PinButton(package: package)
    }
}

struct PackageRow: View {
    let package: Package

    var body: some View {
        package.nameView {
            SidebarContextMenu(package: package)
        }
    }
}

struct PackageList: View {
    let packages: [Package]

    var body: some View {
        List(packages) { package in
            PackageRow(package: package)
        }
    }
}
```

A formatter stored on a view that is only ever a hosting controller's root: built once, with its
controller, never re-created by a parent:

```swift
import AppKit
import SwiftUI

struct StoragePane: View {
    let bytes: Int64
    private let formatter: ByteCountFormatter = {
        let formatter = ByteCountFormatter()
        formatter.countStyle = .file
        return formatter
    }()

    var body: some View {
        Text("Cache: \(formatter.string(fromByteCount: bytes))")
    }
}

final class StoragePaneController: NSHostingController<StoragePane> {
    init(bytes: Int64) {
        super.init(rootView: StoragePane(bytes: bytes))
    }

    @MainActor required dynamic init?(coder: NSCoder) { fatalError() }
}
```

The same for a root given to a controller that a UIKit screen makes in a `lazy var`'s value, once:

```swift
import SwiftUI
import UIKit

struct StorageInspector: View {
    let total: Int64
    private let sizeFormatter = ByteCountFormatter()

    var body: some View {
        List {
            Text("Total: \(sizeFormatter.string(fromByteCount: total))")
        }
    }
}

final class SettingsController: UIViewController {
    private lazy var inspector = UIHostingController(rootView: StorageInspector(total: 0))

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(inspector)
        view.addSubview(inspector.view)
    }
}
```

The same for a widget's entry view: WidgetKit builds it for each timeline entry, and no parent's body
builds it again (also a Live Activity's, `ActivityConfiguration`):

```swift
import SwiftUI
import WidgetKit

struct FollowersEntry: TimelineEntry {
    let date: Date
    let count: Int
}

struct FollowersEntryView: View {
    let entry: FollowersEntry
    private let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.timeStyle = .short
        return formatter
    }()

    var body: some View {
        VStack {
            Text("\(entry.count) followers")
            Text("Updated \(formatter.string(from: entry.date))")
        }
    }
}

struct FollowersWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "followers", provider: FollowersProvider()) { entry in
            FollowersEntryView(entry: entry)
        }
    }
}
```

Nothing in a view that only widgets show, however deep below the entry view: WidgetKit renders them once
for each timeline entry, into an archive, and nothing in a widget scrolls or updates:

```swift
import SwiftUI
import WidgetKit

struct MemoEntry: TimelineEntry {
    let date: Date
    let createdAt: Date
    let rate: Double
}

struct MemoWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "memo", provider: MemoProvider()) { entry in
            MemoEntryView(entry: entry)
        }
    }
}

struct MemoEntryView: View {
    let entry: MemoEntry

    var body: some View {
        MemoCard(createdAt: entry.createdAt, rate: entry.rate)
    }
}

struct MemoCard: View {
    let createdAt: Date
    let rate: Double

    var body: some View {
        VStack {
            Text(age)
            RateLabel(rate: rate)
        }
    }

    var age: String {
        let formatter = RelativeDateTimeFormatter()
        return formatter.localizedString(for: createdAt, relativeTo: .now)
    }
}

struct RateLabel: View {
    let rate: Double
    private let formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.minimumFractionDigits = 1
        return formatter
    }()

    var body: some View {
        Text(formatter.string(from: NSNumber(value: rate)) ?? "")
    }
}
```

Nor in a helper of another type that only such views call (a widget extension's utilities): it runs when
WidgetKit renders an entry, like the views that call it:

```swift
// file: WidgetUtilities.swift
import Foundation

enum WidgetUtilities {
    static func listenedDate(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        return formatter.string(from: date)
    }
}

// file: ListenedWidget.swift
import SwiftUI
import WidgetKit

struct ListenedEntry: TimelineEntry {
    let date: Date
    let lastPlayed: Date
}

struct ListenedWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "listened", provider: ListenedProvider()) { entry in
            ListenedEntryView(entry: entry)
        }
    }
}

struct ListenedEntryView: View {
    let entry: ListenedEntry

    var body: some View {
        Text("Last played \(WidgetUtilities.listenedDate(entry.lastPlayed))")
    }
}
```

The same for a view built anywhere in a controller's arguments: a settings window's pane, made once
with its window (here by a settings library's `SettingsWindowController`), or a root wrapped first
(`UIHostingController(rootView: NavigationStack { AboutView() })`):

```swift
// file: AppearancePane.swift
import SwiftUI

struct AppearancePane: View {
    @Binding var rowHeight: Int
    private let heightFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.minimum = 1
        return formatter
    }()

    var body: some View {
        TextField("Row height", value: $rowHeight, formatter: heightFormatter)
    }
}

// file: AppState.swift
import AppKit
import SwiftUI

final class AppState {
    var rowHeight = 22
    private var settingsWindowController: SettingsWindowController?

    func openSettings() {
        if settingsWindowController == nil {
            settingsWindowController = SettingsWindowController(panes: [
                Settings.Pane(identifier: .appearance, title: "Appearance", toolbarIcon: NSImage()) {
                    AppearancePane(rowHeight: .constant(22))
                        .frame(minWidth: 500)
                }
            ])
        }
        settingsWindowController?.show()
    }
}
```

A formatter made in a `@StateObject`'s initial value (run once per view identity), and a private section of
a view that nothing in its file uses any more (no view code runs it):

```swift
import SwiftUI

@MainActor
final class ClockModel: ObservableObject {
    init(formatter: DateFormatter) {}
}

struct Voice {
    let key: String
    let isRealistic: Bool
}

struct ClockView: View {
    @StateObject private var model = ClockModel(formatter: DateFormatter())
    let voices: [Voice]

    var body: some View {
        Form {
            Text("Voices")
        }
    }

    private var realisticVoices: some View {
        ForEach(voices.filter { $0.isRealistic }, id: \.key) { voice in
            Text(voice.key)
        }
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

### Fix safety

- **Unsafe** (`--fix --unsafe-fixes`): a formatter created in view code with constant configuration
  lines (`formatter.dateStyle = .medium`) moves into a `private static let` of the enclosing type, named
  after its configuration (`mediumDateShortTimeFormatter`), and its uses read `Self.…`; a
  `private let formatter = DateFormatter()` becomes `private static let`. Unsafe because a shared
  formatter must not be reconfigured later, and static stored properties need a concrete type (not a
  generic one). Not offered when the configuration reads instance state (`formatter.locale = locale`)
  or the formatter is reassigned.
- **Display-only**: formatting values in rows and sorting feeding a list — the fix moves the work into
  the model or view model, which no edit here can reach.

## Options

- Severity: change it in the project's `.hitchlint.json`, for example
  `{ "severity": { "format-in-body": "error" } }`. Notes do not fail a run by default.
- `deploymentTarget` (configured, or read from the project's Xcode project or `Package.swift`): below iOS 14 /
  macOS 11 the advice leaves out `Text(date, style:)`, which those systems do not have.
- Row inference: `rowContainers` lists your own views whose content closure is instantiated once per
  element (a `PagedList(items) { item in … }` wrapper, a grid from a package) when given data first,
  unlabeled or labeled `data`, `items`, `elements`, `rows`, `values`, `models`, `collection` or `sections`, and `viewBuilders` lists
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

- in the content closure of `List(data) { }`, `Table`, or of `ForEach`/`OutlineGroup` where something
  scrolls them (a `List`, a `Form`, a lazy stack or a `ScrollView`, in the same view or where the view is
  shown), including the view-builder closures of modifiers applied inside the row (`.background { }`,
  `.overlay { }` on a row's views) and of modifiers applied to the `ForEach` itself, which apply to each
  of its elements (`ForEach(items) { … }.background(GeometryReader { … })`);
- in a helper of the same view (a computed property returning `some View`, a `@ViewBuilder` function,
  also one named like a type, `func Replies(…) -> some View`, declared in the same file) that row code
  calls; the finding is at the `GeometryReader` in the helper;
- in the body of a **row type**: a View type instantiated in row code, and every View type those
  instantiate, transitively, in any file of the project (a style too: the `makeBody(configuration:)` of a
  `ButtonStyle`, `LabelStyle`, `ToggleStyle`, `GroupBoxStyle`, `ProgressViewStyle`… that a row applies). Real cases are usually two or three files away
  from the `List`: a progress bar, an avatar placeholder, an image wrapper;
- in the SwiftUI content of a UIKit cell (`cell.contentConfiguration = UIHostingConfiguration { … }`, in a
  table or collection view's data source, a cell registration's handler or a cell's own code), and every
  View type it builds: the table or collection view builds it for every cell it shows.

Since the rule only looks at rows, its findings are warnings.

Not flagged: a `GeometryReader` in a static child of `List { }`, `Form { }` or a lazy stack (a header, one
settings cell, a section footer; also under a `ForEach` at the top of a view that such a child lays out in
a stack of its own, `ZStack { PartsView() }`: its elements are that one row's), or in a `ForEach` over a handful of elements the code fixes (an array
literal, a literal range, `prefix(n)` or slice from the start (`items[..<n]`) of at most 12, an enum's `allCases`): each is one view, laid out
with the screen, not a reader repeated for every element as the list scrolls; a `GeometryReader` in the
`else` of an `if #available(iOS 16, macOS 13, *)` (or earlier versions), the fallback for systems that have
no replacement (`onGeometryChange`, `Layout`), where the newer branch uses one; a `GeometryReader` that
wraps the whole `List` or `ScrollView`, or is applied to the container
after its `ForEach` has closed (`LazyVStack { ForEach … }.background(GeometryReader { … })`); a
`GeometryReader` in a screen's own layout; one shown for one element at a time (in the block of an `if`
comparing the element, or its `id`, with `==` to a selection kept elsewhere: `if picking == sticker { … }`,
a popup over the selected cell — not `if sticker.kind == .animated`, nor a condition joined by `||` — or
of an `if` on a local holding such a comparison: `let isFocused = focusedID == post.id`, or of the app's own
conditional modifier given one, `.if(coloring == icon) { view in … }`, its first closure; also in a member
or view that only such a block shows); and one in a
view that rows only show as a `NavigationLink`
destination (also a project's own `…Link` given a `destination:`, `LazyNavigationLink`, or a navigation
modifier given the screen first, `.onTap(navigateTo: DetailView(…))`) or as `.sheet`/`.popover`/`.fullScreenCover` content (or content of any call given
`isPresented:`, such as a project's own popover modifier; also a member given as that content,
`.sheet(isPresented: $sharing, content: shareSheet)`), in a member of the row's own type that it shows
only there (or that only such a member shows), or in a context menu's or a drag's `preview:` (`.onDrag { … }
preview: { … }`, `.draggable(_:preview:)`): those are built when navigated to or presented, not while
scrolling. Nor is one in the panes of a split view (`HSplitView`, `VSplitView`, a project's own
`…SplitView`), the tabs of a `TabView` (not a paged one, `.tabViewStyle(.page)`, a carousel: its pages are
content like any other) or a menu's options, outside rows: a `ForEach` there, or at the top of a member
that its type shows only there, builds a few panes once, not rows; a scroll view, list or lazy stack inside
them holds rows again. Nor is a `ForEach` in a plain `HStack`, `VStack` or `ZStack` of a view that is not
itself shown in rows (a row of share buttons, stacked cards, story indicators): nothing scrolls its views.

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

A reader in each page of the app's own paged list, whose content closure is given by its label and names its
parameter `$0`: the list calls it for every page of its lazy stack:

```swift
// file: PagedList.swift
import SwiftUI

struct PagedList<Element: Hashable, Page: View>: View {
    let data: [Element]
    @ViewBuilder let content: (Element) -> Page

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(data, id: \.self) { element in
                    content(element)
                }
            }
        }
    }
}

// file: Reader.swift
import SwiftUI

struct PageShade: View {
    var body: some View {
        GeometryReader { proxy in // expect: geometry-reader-in-row
            Color.black.opacity(proxy.size.height > 600 ? 0.1 : 0.2)
        }
    }
}

struct Reader: View {
    let pages: [Int]

    var body: some View {
        PagedList(data: pages, content: { page(number: $0) })
    }

    private func page(number: Int) -> some View {
        Text("Page \(number)").overlay(PageShade())
    }
}
```

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

In the pages of a paged `TabView` that every row of a feed shows, and in a bubble that rows build through
a view-building function named like a type:

```swift
import SwiftUI

struct Post: Identifiable {
    let id: Int
    let photoNames: [String]
    let replies: [String]
}

struct PhotoCarousel: View {
    let photoNames: [String]

    var body: some View {
        TabView {
            ForEach(photoNames, id: \.self) { name in
                GeometryReader { proxy in // expect: geometry-reader-in-row
                    Image(name).resizable().frame(width: proxy.size.width, height: 240)
                }
            }
        }
        .tabViewStyle(.page)
        .frame(height: 240)
    }
}

struct FeedView: View {
    let posts: [Post]

    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(posts) { post in
                    PhotoCarousel(photoNames: post.photoNames)
                    Replies(post.replies)
                }
            }
        }
    }

    @ViewBuilder
    func Replies(_ replies: [String]) -> some View {
        ForEach(replies, id: \.self) { reply in
            GeometryReader { proxy in // expect: geometry-reader-in-row
                Text(reply).frame(width: proxy.size.width * 0.8, alignment: .leading)
            }
            .frame(height: 44)
        }
    }
}
```

A reader in a modifier of the `ForEach` itself, which SwiftUI applies to every element:

```swift
import SwiftUI

struct Message: Identifiable {
    let id: Int
    let text: String
}

struct ChatView: View {
    let messages: [Message]

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading) {
                ForEach(messages) { message in
                    Text(message.text)
                }
                .background(GeometryReader { proxy in // expect: geometry-reader-in-row
                    Color.blue.opacity(proxy.size.width > 300 ? 0.1 : 0.2)
                })
            }
        }
    }
}
```

A button style that every row applies: SwiftUI evaluates its `makeBody(configuration:)` as the body of
each row's button:

```swift
import SwiftUI

struct Episode: Identifiable {
    let id: UUID
    let title: String
}

struct ProgressButtonStyle: ButtonStyle {
    let progress: Double

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(8)
            .background {
                GeometryReader { proxy in // expect: geometry-reader-in-row
                    Capsule()
                        .fill(.tint.opacity(0.3))
                        .frame(width: proxy.size.width * progress)
                }
            }
            .opacity(configuration.isPressed ? 0.6 : 1)
    }
}

struct EpisodeList: View {
    let episodes: [Episode]
    let progress: [UUID: Double]

    var body: some View {
        List(episodes) { episode in
            Button(episode.title) {}
                .buttonStyle(ProgressButtonStyle(progress: progress[episode.id] ?? 0))
        }
    }
}
```

The SwiftUI content of a UIKit table view's cells (the rest of `cellForRowAt` is UIKit code, which no
rule looks at):

```swift
import SwiftUI
import UIKit

struct Message {
    let author: String
    let text: String
}

final class ThreadViewController: UITableViewController {
    var messages: [Message] = []

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        let message = messages[indexPath.row]
        cell.contentConfiguration = UIHostingConfiguration {
            MessageBubble(message: message)
        }
        return cell
    }
}

final class PinnedController: UICollectionViewController {
    private lazy var registration = UICollectionView.CellRegistration<UICollectionViewListCell, Message> { cell, _, message in
        cell.contentConfiguration = UIHostingConfiguration(content: {
            GeometryReader { proxy in // expect: geometry-reader-in-row
                Text(message.author)
                    .frame(width: proxy.size.width / 2)
            }
        })
    }
}

final class ReactionCell: UICollectionViewCell {}

extension ReactionCell {
    func show(_ message: Message) {
        contentConfiguration = UIHostingConfiguration {
            GeometryReader { proxy in // expect: geometry-reader-in-row
                Text(message.text)
                    .frame(width: proxy.size.width)
            }
        }
    }
}

struct MessageBubble: View {
    let message: Message

    var body: some View {
        GeometryReader { proxy in // expect: geometry-reader-in-row
            Text(message.text)
                .frame(maxWidth: proxy.size.width * 0.75, alignment: .leading)
        }
    }
}
```

A local that is true for many rows at once (`!=`, `>`, a flag of the element) guards every such row's reader,
as does a flag of the element given to the app's own conditional modifier (`.if(note.isPinned) { … }`), and
the `else:` closure of one given a selection (every other row's):

```swift
import SwiftUI

struct Note: Identifiable {
    let id: Int
    let text: String
    let isPinned: Bool
}

struct NotesList: View {
    let notes: [Note]
    let openID: Int

    var body: some View {
        List(notes) { note in
            let isLong = note.text.count > 280
            let isClosed = openID != note.id
            Text(note.text)
                .overlay {
                    if isLong {
                        GeometryReader { proxy in // expect: geometry-reader-in-row
                            Color.clear.frame(height: proxy.size.height / 2)
                        }
                    }
                    if isClosed {
                        GeometryReader { proxy in // expect: geometry-reader-in-row
                            Color.clear.frame(width: proxy.size.width)
                        }
                    }
                }
                .if(note.isPinned) { view in
                    view.background {
                        GeometryReader { proxy in // expect: geometry-reader-in-row
                            Color.yellow.frame(width: proxy.size.width)
                        }
                    }
                }
                .if(openID == note.id) { view in
                    view.bold()
                } else: { view in
                    view.background {
                        GeometryReader { proxy in // expect: geometry-reader-in-row
                            Color.gray.frame(width: proxy.size.width)
                        }
                    }
                }
        }
    }
}
```

A grid's rows, each measuring itself, built for every element of a plain stack in a scroll view: the
grid's rows come from a member that a protocol requires and its extension in another file shows, and the
member shows the `ForEach` through another:

```swift
// file: Grid.swift
import SwiftUI

protocol GridView: View {
    associatedtype Rows: View
    @ViewBuilder var gridRows: Rows { get }
}

extension GridView {
    var body: some View {
        gridRows
    }
}

struct MeasuredRow: View {
    let title: String

    var body: some View {
        Text(title)
            .background(GeometryReader { proxy in // expect: geometry-reader-in-row
                Color.clear.preference(key: RowWidth.self, value: proxy.size.width)
            })
    }
}

struct RowWidth: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}
// file: Popup.swift
import SwiftUI

struct ChannelPopup: View {
    let commitments: [String]

    var body: some View {
        ScrollView {
            CommitmentsGrid(commitments: commitments)
        }
    }
}

fileprivate struct CommitmentsGrid: GridView {
    let commitments: [String]

    var gridRows: some View {
        VStack {
            commitmentRows()
        }
    }

    @ViewBuilder
    func commitmentRows() -> some View {
        VStack {
            ForEach(commitments, id: \.self) { commitment in
                MeasuredRow(title: commitment)
            }
        }
    }
}
```

## Not flagged

The fallback for systems before `onGeometryChange`, beside the newer branch that uses it:

```swift
import SwiftUI

struct Post: Identifiable {
    let id: Int
    let text: String
}

struct Feed: View {
    let posts: [Post]
    @State private var widths: [Int: CGFloat] = [:]

    var body: some View {
        List(posts) { post in
            if #available(iOS 16, macOS 13, *) {
                Text(post.text)
                    .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { widths[post.id] = $0 }
            } else {
                Text(post.text)
                    .background(GeometryReader { proxy in
                        Color.clear.onAppear { widths[post.id] = proxy.size.width }
                    })
            }
        }
    }
}
```

A debug section's one card, whose parts a view lays out with a bare `ForEach`: the card's `ZStack` holds
them, so they are one row's content, not rows of the list:

```swift
import SwiftUI

struct Part: Identifiable {
    let id: Int
    let fraction: CGFloat
}

struct PartsView: View {
    let parts: [Part]

    var body: some View {
        ForEach(parts) { part in
            PartBar(part: part)
        }
    }
}

struct PartBar: View {
    let part: Part

    var body: some View {
        GeometryReader { proxy in
            Color.accentColor.frame(width: proxy.size.width * part.fraction)
        }
        .frame(height: 4)
    }
}

struct PartsCard: View {
    let parts: [Part]

    var body: some View {
        ZStack(alignment: .topLeading) {
            RoundedRectangle(cornerRadius: 8).fill(.quaternary)
            VStack { PartsView(parts: parts) }.padding()
        }
    }
}

struct DebugList: View {
    let parts: [Part]

    var body: some View {
        List {
            Section("Layout") {
                PartsCard(parts: parts)
            }
        }
    }
}
```

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

A static header cell of a `List`, and the cards of a `ForEach` over an enum's cases:

```swift
import SwiftUI

enum TapZone: CaseIterable {
    case leftRight, edges, corners
}

struct ReaderSettingsView: View {
    var body: some View {
        List {
            GeometryReader { proxy in
                Image("banner")
                    .resizable()
                    .frame(width: proxy.size.width, height: 120)
            }
            .frame(height: 120)
            ForEach(TapZone.allCases, id: \.self) { zone in
                GeometryReader { proxy in
                    Rectangle().frame(width: proxy.size.width / 2)
                }
                .frame(height: 160)
            }
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
                LazyNavigationLink(destination: PlaceDetailView(place: place)) {
                    Text("Open \(place.name)")
                }
                Text("Details").onTap(navigateTo: PlaceDetailView(place: place))
            }
        }
    }
}

struct LazyNavigationLink<Destination: View, Label: View>: View {
    let destination: () -> Destination
    let label: () -> Label

    init(destination: @autoclosure @escaping () -> Destination, @ViewBuilder label: @escaping () -> Label) {
        self.destination = destination
        self.label = label
    }

    var body: some View {
        NavigationLink(destination: destination(), label: label)
    }
}

extension View {
    func onTap<Destination: View>(navigateTo destination: Destination) -> some View {
        NavigationLink(destination: destination) { self }
    }
}
```

Nor is what a row view shows only when presented: a member of the row's own type that its body shows
only as `.sheet`/`.popover` content, a context menu's `preview:`, and a drag's (`.onDrag { … } preview: {
dragPreview }`, drawn when a drag starts), are built when they are shown:

```swift
import SwiftUI

struct Photo: Identifiable {
    let id: Int
    let title: String
}

struct PhotoRow: View {
    let photo: Photo
    @State private var showsEnlarged = false

    var body: some View {
        Text(photo.title)
            .onTapGesture { showsEnlarged = true }
            .sheet(isPresented: $showsEnlarged) {
                enlarged
            }
            .contextMenu {
                Button("Enlarge") { showsEnlarged = true }
            } preview: {
                GeometryReader { proxy in
                    Image(systemName: "photo").resizable().frame(width: proxy.size.width)
                }
            }
            .onDrag { NSItemProvider(object: photo.title as NSString) } preview: { dragPreview }
    }

    private var dragPreview: some View {
        GeometryReader { proxy in
            Image(systemName: "photo").resizable().frame(width: proxy.size.width)
        }
    }

    private var enlarged: some View {
        GeometryReader { proxy in
            Image(systemName: "photo").resizable()
                .frame(width: proxy.size.width, height: proxy.size.width)
        }
    }
}

struct PhotosView: View {
    let photos: [Photo]

    var body: some View {
        List(photos) { photo in
            PhotoRow(photo: photo)
        }
    }
}
```

The same when the sheet's content is a member given by name, and for the members only that one shows:

```swift
import SwiftUI

struct Track: Identifiable {
    let id: Int
    let title: String
}

struct TrackRow: View {
    let track: Track
    @State private var isSharing = false

    var body: some View {
        Text(track.title)
            .onTapGesture { isSharing = true }
            .sheet(isPresented: $isSharing, content: shareSheet)
    }

    private func shareSheet() -> some View {
        VStack {
            cover
            Text(track.title)
        }
    }

    private var cover: some View {
        GeometryReader { proxy in
            Image(systemName: "music.note").resizable()
                .frame(width: proxy.size.width, height: proxy.size.width)
        }
    }
}

struct TrackList: View {
    let tracks: [Track]

    var body: some View {
        List(tracks) { track in
            TrackRow(track: track)
        }
    }
}
```

Nor are a split view's panes, even built by a `ForEach` in a member the split view shows: there are a
few of them, laid out once, not scrolled:

```swift
import SwiftUI

struct Pane: Identifiable {
    let id: Int
    let title: String
}

struct EditorPane: View {
    let pane: Pane

    var body: some View {
        GeometryReader { proxy in
            Text(pane.title)
                .frame(width: proxy.size.width, alignment: proxy.size.width > 400 ? .leading : .center)
        }
    }
}

struct EditorSplit: View {
    let panes: [Pane]

    var body: some View {
        HSplitView {
            paneViews
        }
    }

    private var paneViews: some View {
        ForEach(panes) { pane in
            EditorPane(pane: pane)
        }
    }
}
```

A row of share buttons in a plain `HStack`, each measuring itself, at the bottom of a sheet:

```swift
import SwiftUI

struct Destination: Identifiable {
    let id: Int
    let name: String
}

struct ShareButton: View {
    let destination: Destination

    var body: some View {
        GeometryReader { proxy in
            Text(destination.name)
                .font(proxy.size.width > 80 ? .body : .caption)
                .frame(width: proxy.size.width)
        }
        .frame(width: 72, height: 72)
    }
}

struct ShareSheet: View {
    let destinations: [Destination]

    var body: some View {
        VStack {
            Text("Share")
            HStack(spacing: 24) {
                ForEach(destinations) { destination in
                    ShareButton(destination: destination)
                }
            }
        }
    }
}
```

A collapsed stack that shows at most three cards (a slice up to a local holding `min(3, …)`):

```swift
import SwiftUI

struct Card: Identifiable {
    let id: Int
    let title: String
}

struct CollapsedCard: View {
    let title: String
    @State private var height: CGFloat = 0

    var body: some View {
        Text(title)
            .background(GeometryReader { proxy in
                Color.clear.onAppear { height = proxy.size.height }
            })
    }
}

struct CardStack: View {
    let cards: [Card]

    var body: some View {
        let shown = min(3, cards.count)
        LazyVStack(spacing: 0) {
            ForEach(Array(cards[..<shown].enumerated()), id: \.element.id) { index, card in
                CollapsedCard(title: card.title)
                    .offset(y: CGFloat(index) * -8)
            }
        }
    }
}
```

A reader shown only over the selected element (one at a time), not over every row:

```swift
import SwiftUI

struct Sticker: Identifiable, Equatable {
    let id: Int
    let name: String
}

struct StickerGrid: View {
    let stickers: [Sticker]
    @State private var picking: Sticker?

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 48))]) {
                ForEach(stickers) { sticker in
                    Text(sticker.name)
                        .onLongPressGesture { picking = sticker }
                        .overlay {
                            if picking == sticker {
                                GeometryReader { proxy in
                                    Color.accentColor.position(x: proxy.size.width / 2, y: -24)
                                }
                            }
                        }
                }
            }
        }
    }
}
```

The same through the app's own conditional modifier (`.if(condition) { view in … }`):

```swift
import SwiftUI

extension View {
    @ViewBuilder
    func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
        if condition { transform(self) } else { self }
    }
}

struct Icon: Identifiable, Equatable {
    let id: String
}

struct IconGrid: View {
    let icons: [Icon]
    @State private var coloring: Icon?

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 44))]) {
                ForEach(icons) { icon in
                    Image(systemName: icon.id)
                        .onLongPressGesture { coloring = icon }
                        .if(coloring == icon) { view in
                            view.overlay {
                                GeometryReader { proxy in
                                    Circle().stroke().frame(width: proxy.size.width)
                                }
                            }
                        }
                }
            }
        }
    }
}
```

The same comparison kept in a local first (`let isFocused = focusedID == post.id`), measuring the focused
post only:

```swift
import SwiftUI

struct Post: Identifiable {
    let id: String
    let text: String
}

struct ThreadView: View {
    let posts: [Post]
    let focusedID: String
    @State private var focusedHeight: CGFloat = 0

    var body: some View {
        List {
            ForEach(posts) { post in
                let isFocused = focusedID == post.id
                Text(post.text)
                    .overlay {
                        if isFocused {
                            GeometryReader { reader in
                                Color.clear.onAppear { focusedHeight = reader.size.height }
                            }
                        }
                    }
            }
        }
    }
}
```

A `UIHostingConfiguration` returned to code elsewhere, which may be anything's (here a collection view's
empty state, built once), or kept in a local to make a content view of any view, not set as a cell's
content:

```swift
import SwiftUI
import UIKit

final class LibraryViewController: UICollectionViewController {
    func emptyStateConfiguration() -> UIContentConfiguration {
        UIHostingConfiguration {
            GeometryReader { proxy in
                Image(systemName: "books.vertical")
                    .font(.system(size: proxy.size.width / 4))
            }
        }
    }
}

final class GaugeContainerView: UIView {
    func render(level: Double) {
        let contentConfiguration = UIHostingConfiguration {
            GeometryReader { proxy in
                Capsule().frame(width: proxy.size.width * level)
            }
        }
        addSubview(contentConfiguration.makeContentView())
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
- **A deployment target older than iOS 16 / macOS 13** (`deploymentTarget` in `.hitchlint.json`, or
  read from the project's Xcode project or `Package.swift`), where none of
  the readers' replacements exists: measure once outside the rows (one reader behind the list, its size handed
  to the rows) and keep each replacement under an `if #available` of the version it needs; the message says so.

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

### Fix safety

- **Unsafe** (`--fix --unsafe-fixes`), when the deployment target has iOS 17 / macOS 14 (or none is
  configured): `GeometryReader { p in X.frame(width: p.size.width * k) }` becomes
  `X.containerRelativeFrame(.horizontal) { length, _ in length * k }`. Unsafe because the container is
  the nearest scroll view or window, not the reader's parent.
- **Display-only** otherwise: the `onGeometryChange(for:of:action:)` pattern (back-deployed to iOS 16).

## Options

- Severity: change it in the project's `.hitchlint.json`, for example
  `{ "severity": { "geometry-reader-in-row": "error" } }`. Notes do not fail a run by default.
- Row inference: `rowContainers` lists your own views whose content closure is instantiated once per
  element (a `PagedList(items) { item in … }` wrapper, a grid from a package) when given data first,
  unlabeled or labeled `data`, `items`, `elements`, `rows`, `values`, `models`, `collection` or `sections`, and `viewBuilders` lists
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

**Category:** `identity`  ·  **Default:** enabled  ·  **Severity:** warning (a note for tabs and split panes)

Flags a `List` or `ForEach` that identifies its rows by position in a collection (`items.indices` with `id: \.self`, `0..<items.count`, `enumerated()` keyed by `\.offset`) instead of by the identity of the elements.

## What it flags

The `List`/`ForEach` (the finding is on that keyword) when its data is positions in a collection and its
content uses them to reach the elements:

- `items.indices` with `id: \.self`, when the closure parameter indexes a collection (`items[i]`,
  `$items[i]`, `model.items[i]`) or is handed to a view as its index together with the collection (or
  a binding to it), so that the view reaches the element with it (`StopHandle(stops: $stops, index: i)`);
- a range whose bound is not a literal, `0..<items.count` or `0...items.count - 1` (or the same spelled
  `stride(from: 0, to: items.count, by: 1)`, or a part of it, `stride(from: row, to: min(row + 3,
  items.count), by: 1)`: a grid's cells three at a time, each keyed by its place), with or without `id:
  \.self`, when the closure parameter indexes a collection (not a dictionary the file declares, `[Int: URL]`,
  or one whose lookup by the parameter is used as an optional, `store.previewURLs[page]?.path`, `== nil`: it
  looks up by key, and page numbers are their own identity);
- `Array(items.enumerated())` identified by `id: \.offset` or `id: \.0`;
- elements wrapped in a type of the file whose `id` is the offset `enumerated()` gave them
  (`items.enumerated().map { Entry(index: $0.offset, item: $0.element) }` with `var id: Int { index }`, or
  a stored `id` given the offset), shown by `ForEach(entries)`: in the data itself, a local, or a property;
- positions whose rows can be deleted or moved (`.onDelete`, `.onMove` on the `ForEach`), however the
  content uses the index (`model.name(at: index)`): each edit renumbers the rows after it;
- all of these also counted backwards or in another order (`items.indices.reversed()`, `items.indices.sorted
  { items[$0] < items[$1] }`, `.filter { … }`; the fix is then shown, not applied), and
  with `selection:` (`List(items.indices, id: \.self, selection: $selection)`).

It applies wherever the `List`/`ForEach` is, and is a warning there: whatever container holds them, the
views a `ForEach` generates are keyed by the ids it is given. The exception is content built a few views
at a time, once: the tabs of a `TabView` (not the pages of a paged one, `.tabViewStyle(.page)`) or the
panes of a split view (`HSplitView`, a project's own `…SplitView`): there it is a note. Not flagged at all:
a `ForEach` that is the content of a `TabView(selection:)`, whose ids are the tags its selection holds (a
pager moved by `page += 1`: keyed by the elements, the selection would match no page), nor one that is the
content of an `HStack` in a view's `body` that no scroll view, list, form or lazy stack holds and whose
selection is the index itself, compared with it and set to it (a hand-made tab bar, `tabIndex == index` …
`.onTapGesture { tabIndex = index }`: a few places across the screen; not where its content adds or closes
tabs, `titles.remove(at: index)`, `tabs.close(index)`, nor where a horizontal `ScrollView` of the project lays
that view out, nor in another member, which a scroll view of the view may show), nor one whose content also
indexes a constant list by the position (`Text(activityList[i])` beside `counts[i]`: data kept parallel to that
list, a place for each of its elements; not rows that can be deleted or moved, remove or write their element,
or bind what they show), nor one over a property (a `let`, or a `var` with no wrapper) of a private view that
its file always makes with an array literal of at most 12 (a legend's `Legend(items: [("PM2.5", .blue),
…])`), nor switches declared `[Bool]` (not where the rows are deleted). The options of a `Picker`, `Menu`, `.contextMenu` or `.toolbarTitleMenu` written in their
content (also in its `Section`s), the items of a `ToolbarItem` or `ToolbarItemGroup` (a few controls in a bar
that nothing scrolls; on iOS the `.secondaryAction` ones make an overflow menu), and the actions of an `.alert` or a `.confirmationDialog` (or of a
project's own modifier named like them, `.alert2(title:message:presenting:) { … }`), are not flagged: they are rebuilt when the menu opens and keep no state, and a picker
selects by `tag` (a `ForEach` at the top of a member shown only as options or an alert's actions is a note, and so is one at
the top of a view that the project builds only in menus or toolbar items: `.contextMenu { RowActions() }`, `Menu {
RowActions() }`, `ToolbarItemGroup(placement: .secondaryAction) { RowActions() }`). (`.id(UUID())` and ids that are new on every update belong to
`unstable-identity`.)

Not flagged: ranges with literal bounds (`0..<5`, `1...12`), or bounds that are the file's integer
constants of at most 12 (`0..<Self.barCount` with `static let barCount = 4`; not `0..<maxShown` with
`let maxShown = 100`, a page of a fetch's results), or a bound capped at most 12 by a `min` with such a
literal or constant (`0..<min(maxIcons, models.count)` with `let maxIcons = 3`, also through a local: an
avatar stack's places); the positions of a constant whose value is an
array literal (or of a computed property that only returns one, `var depths: [CGFloat] { [0, 1, 2] }`,
one of two, `isRenewing ? [link, device, website] : [link, device]`, or one for each arm of a `switch`,
also where each arm `return`s it, read through a property of a nested type, `let variant: Modal.Variant`),
declared in the same file, of the view's type or the file's scope (`Self.sections.indices`,
`0..<Filter.all.count`, `Array(versions.enumerated())`, of any length), or of any `static let` of the
view's type in the same file, whatever its value (`static let settings = Settings.all`, set once for the
whole run), and the same of another type declared in any file (`Filter.all.indices`; not numbered with
`enumerated()`) or of another file's scope (`let currencies = [...]`, a `let` or computed, not private, its
name declared or bound nowhere in this file and data in no other file's scope), or of a private `@State` that nothing in the file assigns, mutates, binds or reaches by a key
path (setting one element of an array in place, `services[i] = service`, moves none), and that the file only reads (elements, `indices`, `count`, copies made with `map`, `filter`, `sorted`…;
not a method the app may have added), whatever its first value (`@State private var cameras =
Camera.connected()`, a snapshot taken when the view appears; or `_layout = State(initialValue: saved)` in
`init`, where a view's state starts, as is `lines = text.components(…)` there for one declared without a value): its elements never move; `ForEach(items)` over `Identifiable`
elements; `ForEach($items) { $item in … }`; `id: \.id` or any other key path into the element;
`enumerated()` with `id: \.element.id`; `id: \.self` over values, such as an enum's `allCases` or an array
of strings; and count-only ranges whose elements never index a collection
(`ForEach(0..<rating, id: \.self) { _ in Image(systemName: "star.fill") }`, indentation bars, gauge
segments), the same values numbered (a local or a computed property of the view's type made from a
literal-started range, `let bars = (0..<barCount).map { … }` keyed by `\.offset`, or their `indices`; not a range over a collection's `.count`, nor a map that
picks elements by position, `(0..<limit).map { items[$0] }`), and the characters of
a text (`Array(title.enumerated())` keyed by `\.offset`, `title` declared `String` or `Substring`) or the
code units of one (`Array(character.unicodeScalars).enumerated()`, `.utf8`, `.utf16`, also through a name bound
to them, `if let scalars = character?.unicodeScalars`; an emoji's joiners
repeat): there the
position *is* the identity; so is it of a path's components (`url.pathComponents`, a breadcrumb whose
segment stands for the path up to it, and whose names repeat), and of any segments shown as a path across an
`HStack`, a forward chevron or a slash before each but the first (`{ offset, segment in if offset > 0 {
Image(systemName: "chevron.right") } … }`) or after each but the last (`if index < segments.count - 1`), none
deleted or moved. Nor a chart's marks (a `ForEach` in a Swift Charts `Chart { … }`, or in a member
returning `some ChartContent` or marked `@ChartContentBuilder`, or in the closure given to a function of the
file that takes a `@ChartContentBuilder` parameter, `chart { ForEach(…) { … LineMark(…) } }`): marks keep no state, and a point of a
series is its position. Nor rows of a grid in chunks, whose element is itself a collection shown by its own
`ForEach` in an `HStack` or `GridRow` (a `VStack` when the chunks are columns across an `HStack`)
(`ForEach(rows.indices, id: \.self) { r in HStack { ForEach(rows[r]) { …
} } }`, also `0 ..< (rows.count)`, or `{ index, rowItems in HStack { ForEach(rowItems) … } }` over `enumerated()`), none of which can be
deleted or moved: a chunk has no identity but its place, and the items keep theirs in the inner `ForEach`
(sections of groups, `Section { ForEach(days[i]) }`, are flagged: a group comes and goes). Nor a series of
numbers or colours declared as such where the code can see it (a parameter or a property of the view:
`weeklyReads: [Int]`, `let samples: [Float]`, `[Double]`, `[TimeInterval]`, `[CGFloat]`…, readings that may be
missing, `[Double?]`, a chart's lines, each a series, `[[CGFloat?]]`, a palette's `colors: [Color]`; no other
declaration of that name in the file), drawn by rows that keep nothing: built of shapes, text, images and
stacks only, neither binding nor changing the collection, none deleted or moved: a number or a colour is all
an element holds, so its position is all the identity it can have (keyed by value, two equal readings would
be one row, and a palette may list a colour twice). Nor switches declared `[Bool]` (a resource's slots, used
or not, each a toggle bound with `$slots[i]`): a flag's only identity is its place, and no key could replace it
(keyed by value, every `true` would be one row). Strings are not among them: `List(names.indices, id:
\.self) { i in Text(names[i]) }` is the shape this rule is for (a log whose lines repeat is better keyed by
a line number kept with each line). Numbers handed to a view of the app's are
flagged (`StoryRow(storyID: storyIDs[index])`: ids, whose rows' state a refresh leaves at the old positions).
Nor positions in a stored property with no wrapper (`let mappings: [Mapping]`) of a view the project builds
only as a hosting controller's root: the view cannot change the property, and no parent's body makes the
view again with other elements, so no element is ever inserted, deleted or moved. Nor positions in an array of views (`[AnyView]`, also `[AnyView?]`, or `[C]`
where `C` is a generic parameter of the view's type that is a `View`: `struct FlowLayout<C: View>` with `let
items: [C]`): a view value has no `id` and no identity but its place. Nor a calendar's names
(`Calendar.current.veryShortWeekdaySymbols`, `shortMonthSymbols`… written there or as the value of a local
constant or computed property of the view): a fixed list whose position is the day or month, its initials
repeating. Nor rows that keep nothing laid out by a plain stack (`HStack`, `VStack`, `ZStack`, `GridRow`,
also through `if` blocks) that is no scroll view's, list's or lazy stack's own content: each row yields
only texts (also of an `AttributedString` made on the spot), images, shapes, labels, buttons of them and
stacks of them (no helper of the view's, no view of the app's, no binding; numbers' own functions, `min`,
`max`, `abs`, `cos`, `sin`, `sqrt`…, to place them: a visualizer's bars around a circle),
none deleted or moved (`HStack { ForEach(0..<readings.count, id: \.self) { Text(readings[$0]) } }`: a
status bar's readings, a week's initials, a screen's few recovery codes, a banner's action buttons): a text is all such a row is, so
its position keys it as well as anything and no state is dropped. (A scroll view's or list's own stack of
them is flagged: after an insert every later row's text is laid out again, where stable ids would move
them.) Where the elements' type
is declared in the file without an `id`, the message says to give them one before keying by it; where the
file does not show their type, it gives the key path as a condition (if the elements have an `id`), since
it would not compile over elements without one (a `String`, a protocol's existential).

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

Messages in sections by day, the sections keyed by position: a new day at the top renumbers every section,
and every row in it is rebuilt:

```swift
import SwiftUI

struct Message: Identifiable {
    let id: UUID
    let text: String
}

final class ChatModel: ObservableObject {
    @Published var days: [[Message]] = []
    @Published var dayTitles: [String] = []
}

struct ChatHistory: View {
    @ObservedObject var model: ChatModel

    var body: some View {
        List {
            ForEach(model.days.indices, id: \.self) { day in // expect: index-based-id
                Section(model.dayTitles[day]) {
                    ForEach(model.days[day]) { message in Text(message.text) }
                }
            }
        }
    }
}
```

Lines of text keyed by position where a scroll view or a list lays them out: a line inserted at the top
gives every later row another line's text, laid out again:

```swift
import SwiftUI

struct LogView: View {
    let lines: [String]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading) { // expect: eager-stack-in-scroll-view
                ForEach(0..<lines.count, id: \.self) { index in // expect: index-based-id
                    Text(lines[index])
                }
            }
        }
        List {
            ForEach(0..<lines.count, id: \.self) { index in // expect: index-based-id
                Text(lines[index])
            }
        }
    }
}
```

Positions put in the order of their elements: still positions, and the rows delete through them:

```swift
import SwiftUI

final class FolderSettings: ObservableObject {
    @Published var folderPaths: [String] = []

    func removePath(at index: Int) { folderPaths.remove(at: index) }
}

struct FoldersView: View {
    @ObservedObject var settings: FolderSettings

    var body: some View {
        List {
            ForEach(settings.folderPaths.indices.sorted(by: { settings.folderPaths[$0] < settings.folderPaths[$1] }), id: \.self) { index in // expect: index-based-id, format-in-body
                HStack {
                    Text(settings.folderPaths[index])
                    Button("Remove") { settings.removePath(at: index) }
                }
            }
        }
    }
}
```

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

A series of numbers whose rows can be deleted: deleting one renumbers every row after it, so a row's
state (here the stepper's) moves to the next reminder:

```swift
import SwiftUI

struct ReminderOffsetsView: View {
    @State private var minutesBefore: [Int] = [5, 15, 60]

    var body: some View {
        List {
            ForEach(minutesBefore.indices, id: \.self) { index in // expect: index-based-id
                Stepper("\(minutesBefore[index]) minutes before", value: $minutesBefore[index], step: 5)
            }
            .onDelete { minutesBefore.remove(atOffsets: $0) }
        }
    }
}
```

A layout given its starting value in `init` that the view then changes: removing a section renumbers
the ones after it:

```swift
import SwiftUI

struct EditableSkeletonView: View {
    @State private var sections: [[Int]]

    init(saved: [Int]) {
        _sections = State(initialValue: saved.map { [$0] })
    }

    var body: some View {
        VStack(spacing: 24) {
            ForEach(sections.indices, id: \.self) { index in // expect: index-based-id
                Button("Section \(sections[index][0])") { sections.remove(at: index) }
            }
        }
    }
}
```

Numbers that name things, handed to a row of the app's that keeps state: after a refresh reorders the
ids, the first row keeps its loaded title and shows the wrong story:

```swift
import SwiftUI

struct StoryRow: View {
    let storyID: Int
    @State private var title: String?

    var body: some View {
        Text(title ?? "…").task { title = "Story \(storyID)" }
    }
}

struct TopStoriesView: View {
    @State private var storyIDs: [Int] = []

    var body: some View {
        List {
            ForEach(storyIDs.indices, id: \.self) { index in // expect: index-based-id
                StoryRow(storyID: storyIDs[index])
            }
        }
        .refreshable { storyIDs = await fetchTopStoryIDs() }
    }

    func fetchTopStoryIDs() async -> [Int] { [] }
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

Elements wrapped with their offset as the wrapper's `id`, in a computed property: keyed by position as
`id: \.offset` is:

```swift
import SwiftUI

struct Download {
    let url: URL
    var progress: Double
}

private struct DownloadEntry: Identifiable {
    var id: Int { index }
    let index: Int
    let download: Download
}

struct DownloadsView: View {
    let downloads: [Download]

    private var entries: [DownloadEntry] {
        downloads.enumerated().map { DownloadEntry(index: $0.offset, download: $0.element) }
    }

    var body: some View {
        List(entries) { entry in // expect: index-based-id
            VStack(alignment: .leading) {
                Text(entry.download.url.lastPathComponent)
                ProgressView(value: entry.download.progress)
            }
        }
    }
}
```

`indices` handed to a view, which reaches the element with its index:

```swift
import SwiftUI

struct Stop: Identifiable {
    let id: UUID
    var location: Double
}

struct StopHandle: View {
    @Binding var stops: [Stop]
    let index: Int

    var body: some View {
        Circle().offset(x: stops[index].location)
    }
}

struct GradientEditor: View {
    @State private var stops: [Stop] = []

    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(stops.indices, id: \.self) { index in // expect: index-based-id
                    StopHandle(stops: $stops, index: index)
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

An editable list numbered by position (each delete renumbers the rows after it, whatever they show),
and positions counted backwards:

```swift
import SwiftUI

final class CertificatesModel: ObservableObject {
    @Published var certificates: [Data] = []
    func name(at index: Int) -> String { "Certificate \(index)" }
}

struct CertificatesView: View {
    @ObservedObject var model: CertificatesModel
    let photos: [URL]

    var body: some View {
        List {
            ForEach(model.certificates.indices, id: \.self) { index in // expect: index-based-id
                Text(model.name(at: index))
            }
            .onDelete { model.certificates.remove(atOffsets: $0) }
            ForEach(photos.indices.reversed(), id: \.self) { index in // expect: index-based-id
                Text(photos[index].lastPathComponent)
            }
        }
    }
}
```

A view that the project builds only in a row's context menu, listing actions by position: its body runs
when the menu opens, and the finding is a note:

```swift
import SwiftUI

struct RowAction {
    let title: String
    let run: () -> Void
}

struct RowActions: View {
    let actions: [RowAction]

    var body: some View {
        ForEach(actions.indices, id: \.self) { index in // expect: index-based-id
            Button(actions[index].title) { actions[index].run() }
        }
    }
}

struct Downloads: View {
    let names: [String]
    let actions: [RowAction]

    var body: some View {
        List(names, id: \.self) { name in
            Text(name)
                .contextMenu { RowActions(actions: actions) }
        }
    }
}
```

A member that builds an alert's actions, one button for each action by position, then a cancel button:
built when the alert is presented, a few buttons, and the finding is a note:

```swift
import SwiftUI

struct ConfirmAction {
    let title: String
    let run: () -> Void
}

struct ConfirmingList: View {
    let names: [String]
    let actions: [ConfirmAction]
    @State private var confirming = false

    var body: some View {
        List(names, id: \.self) { Text($0) }
            .alert("Confirm", isPresented: $confirming) {
                actionButtons
            }
    }

    @ViewBuilder
    private var actionButtons: some View {
        ForEach(Array(actions.enumerated()), id: \.offset) { _, action in // expect: index-based-id
            Button(action.title) { action.run() }
        }
        Button("Cancel", role: .cancel) {}
    }
}
```

Suggestions by position, compared with the selection in a ternary (whose `?` is no optional lookup: the
array is indexed by position):

```swift
import SwiftUI

struct SuggestionList: View {
    let suggestions: [String]
    @State private var selection: String?

    var body: some View {
        List {
            ForEach(suggestions.indices, id: \.self) { index in // expect: index-based-id
                Text(suggestions[index])
                    .listRowBackground(selection == suggestions[index] ? Color.blue : Color.clear)
            }
        }
    }
}
```

A view that the project builds only in a toolbar's overflow menu (`.secondaryAction` items), listing
actions by position: a note, as in a `Menu`:

```swift
import SwiftUI

struct ProfileAction {
    let title: String
    let run: () -> Void
}

struct ProfileActions: View {
    let actions: [ProfileAction]

    var body: some View {
        ForEach(Array(actions.enumerated()), id: \.offset) { _, action in // expect: index-based-id
            Button(action.title) { action.run() }
        }
    }
}

struct ProfileView: View {
    let posts: [String]
    let actions: [ProfileAction]

    var body: some View {
        List(posts, id: \.self) { Text($0) }
            .toolbar {
                ToolbarItemGroup(placement: .secondaryAction) {
                    Section {
                        ProfileActions(actions: actions)
                    }
                }
            }
    }
}
```

The first elements picked by position from a range, then numbered: they are the items again, keyed by where
they stand:

```swift
import SwiftUI

struct Headline: Identifiable {
    let id: String
    let title: String
}

struct TopStories: View {
    let headlines: [Headline]
    let limit: Int  // at most headlines.count

    var body: some View {
        let shown = (0..<limit).map { headlines[$0] }
        List {
            ForEach(Array(shown.enumerated()), id: \.offset) { rank, headline in // expect: index-based-id
                Text("\(rank + 1). \(headline.title)")
            }
        }
    }
}
```

Another file's property that the app changes (a `static var`), numbered and keyed by position: its elements
move when it does:

```swift
// file: DownloadQueue.swift
enum DownloadQueue {
    static var waiting: [String] = []
}

// file: QueueList.swift
import SwiftUI

struct QueueList: View {
    var body: some View {
        List {
            ForEach(Array(DownloadQueue.waiting.enumerated()), id: \.offset) { place, name in // expect: index-based-id
                Text("\(place + 1). \(name)")
            }
        }
    }
}
```

Positions counted with `stride`, over files a tap removes, all at once and three to a row:

```swift
import SwiftUI

struct Attachment: Identifiable {
    let id: UUID
    let name: String
}

final class AttachmentsModel: ObservableObject {
    @Published var files: [Attachment] = []
    func remove(_ file: Attachment) { files.removeAll { $0.id == file.id } }
}

struct AttachmentGrid: View {
    @ObservedObject var model: AttachmentsModel

    var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
            ForEach(Array(stride(from: 0, to: model.files.count, by: 1)), id: \.self) { index in // expect: index-based-id
                let file = model.files[index]
                VStack {
                    Text(file.name)
                    Button("Remove") { model.remove(file) }
                }
            }
        }
        VStack {
            ForEach(Array(stride(from: 0, to: model.files.count, by: 3)), id: \.self) { row in
                HStack {
                    ForEach(Array(stride(from: row, to: min(row + 3, model.files.count), by: 1)), id: \.self) { index in // expect: index-based-id
                        AttachmentCell(file: model.files[index])
                    }
                }
            }
        }
    }
}

struct AttachmentCell: View {
    let file: Attachment
    @State private var isHovered = false

    var body: some View {
        Text(file.name).underline(isHovered).onHover { isHovered = $0 }
    }
}
```

The same list when a parent's body builds the view: each update of the parent may hand it other mappings,
and the rows keep the state of the old ones at their positions:

```swift
import SwiftUI

struct Mapping {
    let command: String
    let label: String
}

struct SelectionView: View {
    let mappings: [Mapping]

    var body: some View {
        List(0..<mappings.count, id: \.self) { index in // expect: index-based-id
            Text(mappings[index].label)
        }
    }
}

struct ItemSettings: View {
    let mappings: [Mapping]

    var body: some View {
        NavigationStack {
            NavigationLink("Choose") {
                SelectionView(mappings: mappings)
            }
        }
    }
}
```

## Not flagged

A toolbar's items written by position in a `ToolbarItemGroup`: a few buttons in a bar that nothing
scrolls, built with the toolbar:

```swift
import SwiftUI

struct EditorView: View {
    let lines: [String]
    let tools: [String]
    @State private var tool = 0

    var body: some View {
        List(lines, id: \.self) { Text($0) }
            .toolbar {
                ToolbarItemGroup(placement: .primaryAction) {
                    ForEach(tools.indices, id: \.self) { index in
                        Button(tools[index]) { tool = index }
                    }
                }
            }
    }
}
```

A popup's addresses, text only, in a plain stack that no scroll view holds; a tap's action, which builds
nothing, closes it with an animation:

```swift
import SwiftUI

final class Contact: ObservableObject {
    @Published var addresses: [String] = []
}

struct AddressPopup: View {
    @ObservedObject var contact: Contact
    @Binding var isShown: Bool

    var body: some View {
        VStack(alignment: .leading) {
            Text("Pick an address")
            ForEach(0..<contact.addresses.count, id: \.self) { index in
                HStack {
                    Text(contact.addresses[index])
                    Spacer()
                }
                .onTapGesture {
                    withAnimation { isShown = false }
                }
            }
        }
    }
}
```

The positions of a constant of four literal bubbles, counted to the last one (`0...(count - 1)`, as `0..<count`):

```swift
import SwiftUI

struct Bubble {
    let text: String
    let outgoing: Bool
}

struct WelcomeChat: View {
    let bubbles: [Bubble] = [
        Bubble(text: "Welcome", outgoing: false),
        Bubble(text: "Private by design", outgoing: true),
        Bubble(text: "No phone number", outgoing: false),
        Bubble(text: "Start in seconds", outgoing: true),
    ]
    @State private var shown = 0

    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                ForEach(0...(bubbles.count - 1), id: \.self) { index in
                    if index < shown {
                        Text(bubbles[index].text)
                    }
                }
            }
        }
    }
}
```

A message's reactions six to a row, the rows counted with the bound in parentheses: a chunk's place is all it
is, and each reaction keeps its own identity in the inner `ForEach`:

```swift
import SwiftUI

struct Reaction: Identifiable {
    let id: String
    let count: Int
}

struct ReactionGrid: View {
    let reactions: [Reaction]

    var body: some View {
        let rows = stride(from: 0, to: reactions.count, by: 6).map { Array(reactions[$0..<min($0 + 6, reactions.count)]) }
        VStack(alignment: .leading) {
            ForEach(0 ..< (rows.count), id: \.self) { row in
                HStack {
                    ForEach(rows[row]) { reaction in
                        Button { } label: { Text("\(reaction.id) \(reaction.count)") }
                    }
                }
            }
        }
    }
}
```

A banner's action buttons in a row, keyed by position (an action is a title and a closure: nothing to
key it by, and a button keeps nothing but a press), and code lines numbered beside their highlighted text:

```swift
import SwiftUI

struct BannerAction {
    var title: String
    var perform: () -> Void
}

struct BannerView: View {
    let message: String
    let actions: [BannerAction]
    let highlighted: [NSAttributedString]

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text(message)
                ForEach(Array(actions.enumerated()), id: \.offset) { _, action in
                    Button(action: action.perform) {
                        Text(action.title).padding(4)
                    }
                    .buttonStyle(.plain)
                }
            }
            VStack(alignment: .leading, spacing: 2) {
                ForEach(0..<highlighted.endIndex, id: \.self) { index in
                    HStack(alignment: .firstTextBaseline) {
                        Text("\(index + 1)").frame(minWidth: 32)
                        Text(AttributedString(highlighted[index]))
                    }
                }
            }
        }
    }
}
```

A status bar's live readings in a row of text, and a week's initials under a chart's seven bars:

```swift
import SwiftUI

struct StatusReadings: View {
    let readings: [String]
    let hoursByWeekday: [TimeInterval]

    private var initials: [String] {
        Calendar.current.veryShortWeekdaySymbols
    }

    var body: some View {
        VStack {
            HStack {
                ForEach(0..<readings.count, id: \.self) { index in
                    Text(readings[index]).monospacedDigit()
                }
            }
            HStack(alignment: .bottom) {
                ForEach(Array(hoursByWeekday.enumerated()), id: \.offset) { _, hours in
                    Rectangle().frame(width: 8, height: hours / 600)
                }
            }
            HStack {
                ForEach(Array(initials.enumerated()), id: \.offset) { _, initial in
                    Text(initial).font(.caption2)
                }
            }
        }
    }
}
```

A visualizer's bars set around a circle, each placed with `cos` and `sin` of its angle from a model's
amplitudes: shapes placed by numbers keep nothing:

```swift
import SwiftUI

final class AudioLevels: ObservableObject {
    @Published var amplitudes: [CGFloat] = []
}

struct CircularBars: View {
    let count: Int
    let radius: CGFloat
    @StateObject private var levels = AudioLevels()

    var body: some View {
        ZStack {
            ForEach(0..<count, id: \.self) { index in
                let angle = 2 * CGFloat.pi * CGFloat(index) / CGFloat(count)
                let amplitude = levels.amplitudes.count > index ? levels.amplitudes[index] * 8 : 2
                Rectangle()
                    .frame(width: 4, height: max(5, amplitude))
                    .offset(x: radius * cos(angle), y: radius * sin(angle))
            }
        }
    }
}
```

A card's parts, some of them placeholders (`nil`): views have no `id`, their places are all they have:

```swift
import SwiftUI

struct Card: View {
    var parts: [AnyView?]

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(parts.indices, id: \.self) { index in
                if let part = parts[index] {
                    part
                } else {
                    Divider()
                }
            }
        }
    }
}
```

A wrapping layout over views its caller built: a view value has no `id`, its position is all it has:

```swift
import SwiftUI

struct FlowTags<Tag: View>: View {
    let tags: [Tag]

    var body: some View {
        ZStack(alignment: .topLeading) {
            ForEach(0..<tags.count, id: \.self) { index in
                tags[index]
                    .padding(2)
                    .zIndex(index == tags.count - 1 ? 1 : 0)
            }
        }
    }
}
```

Six code slots made from a literal range in a computed property, numbered: a slot's position is all the
identity it has (digits repeat, empty slots are alike):

```swift
import SwiftUI

struct CodeSlots: View {
    let code: String

    private var slots: [String] {
        (0...5).map { offset in
            offset < code.count ? String(code[code.index(code.startIndex, offsetBy: offset)]) : ""
        }
    }

    var body: some View {
        HStack {
            ForEach(Array(slots.enumerated()), id: \.offset) { offset, digit in
                Text(digit).frame(width: 40, height: 56)
            }
        }
    }
}
```

The positions of another file's constant array (a type's `static let`): its elements never move:

```swift
// file: Currency.swift
enum Currency: String {
    case euro, dollar, pound, yen

    static let offered: [Currency] = [.euro, .dollar, .pound]
}

// file: CurrencyPicker.swift
import SwiftUI

struct CurrencyList: View {
    @Binding var selection: Currency

    var body: some View {
        List {
            ForEach(Currency.offered.indices, id: \.self) { index in
                Button(Currency.offered[index].rawValue) { selection = Currency.offered[index] }
            }
        }
    }
}
```

The positions of a constant array of another file's scope:

```swift
// file: Units.swift
let distanceUnits: [String] = ["km", "mi", "nmi"]

// file: UnitPicker.swift
import SwiftUI

struct UnitList: View {
    @Binding var selection: String

    var body: some View {
        List {
            ForEach(distanceUnits.indices, id: \.self) { index in
                Button(distanceUnits[index]) { selection = distanceUnits[index] }
            }
        }
    }
}
```

A calendar's names of weekdays or months (`veryShortWeekdaySymbols`, `monthSymbols`…): seven or twelve
strings that change only with the locale, and not unique (the very short weekdays are `S M T W T F S`),
so their positions are the identity to key them by; kept in a property, a local, or another file's constant:

```swift
import SwiftUI

struct WeekdayHeader: View {
    private let initials = Calendar.current.veryShortWeekdaySymbols

    var body: some View {
        HStack {
            ForEach(initials.indices, id: \.self) { index in
                Text(initials[index]).frame(maxWidth: .infinity)
            }
        }
    }
}
```

```swift
// file: CalendarNames.swift
enum CalendarNames {
    static let months = Calendar.current.shortMonthSymbols
}

// file: MonthStrip.swift
import SwiftUI

struct MonthStrip: View {
    @Binding var selectedMonth: Int

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack {
                ForEach(Array(CalendarNames.months.enumerated()), id: \.offset) { position, name in
                    Button(name) { selectedMonth = position + 1 }
                }
            }
        }
    }
}
```

A chart's marks over a series of readings, by position: a mark keeps no state to lose, and the
position is the point's time (`index` × 5 minutes):

```swift
import Charts
import SwiftUI

struct ForecastChart: View {
    let minimum: [Int]
    let maximum: [Int]
    let start: Date

    var body: some View {
        Chart {
            ForEach(minimum.indices, id: \.self) { index in
                LineMark(x: .value("Time", time(at: index)), y: .value("Glucose", minimum[index]))
            }
            cone()
        }
    }

    private func cone() -> some ChartContent {
        ForEach(0..<min(minimum.count, maximum.count), id: \.self) { index in
            AreaMark(x: .value("Time", time(at: index)),
                     yStart: .value("Low", minimum[index]), yEnd: .value("High", maximum[index]))
        }
    }

    private func time(at index: Int) -> Date { start.addingTimeInterval(Double(index) * 300) }
}
```

The same marks given to a helper of the file that puts them in a `Chart` with its axes (`@ChartContentBuilder
plot:`):

```swift
import Charts
import SwiftUI

struct HumidityChart: View {
    let humidity: [Double]
    let hours: [Date]

    var body: some View {
        chart {
            ForEach(Array(zip(hours, humidity).enumerated()), id: \.offset) { _, pair in
                LineMark(x: .value("Hour", pair.0), y: .value("Humidity", pair.1))
            }
        }
    }

    private func chart<Plot: ChartContent>(@ChartContentBuilder plot: () -> Plot) -> some View {
        Chart { plot() }
            .frame(height: 200)
    }
}
```

A series of numbers declared as such (`[Int]`, `[Double]`, `[CGFloat]`…), a bar chart's weeks or a waveform's
samples: a number is all an element holds, so its position is all the identity it can have (keyed by value,
two weeks with the same count would be one bar):

```swift
import SwiftUI

struct ReadingActivityCard: View {
    let samples: [Float]

    var body: some View {
        VStack(alignment: .leading) {
            weeklyBars(weeklyReads: [3, 5, 5, 2])
            HStack(spacing: 1) {
                ForEach(Array(samples.enumerated()), id: \.offset) { _, level in
                    Capsule().frame(width: 2, height: CGFloat(level) * 24)
                }
            }
        }
    }

    private func weeklyBars(weeklyReads: [Int]) -> some View {
        let most = max(weeklyReads.max() ?? 1, 1)
        return HStack(alignment: .bottom, spacing: 4) {
            ForEach(weeklyReads.indices, id: \.self) { index in
                RoundedRectangle(cornerRadius: 1.5)
                    .frame(width: 12, height: 40 * CGFloat(weeklyReads[index]) / CGFloat(most))
                    .accessibilityLabel("Week \(index + 1)")
            }
        }
    }
}
```

A line chart's lines, each a series of readings that may be missing, drawn by position with the colour at
the same place:

```swift
import SwiftUI

struct LineChart: View {
    var data: [[CGFloat?]]
    var color: [Color]

    var body: some View {
        GeometryReader { geometry in
            ZStack {
                ForEach(0..<data.count, id: \.self) { graph in
                    Path { path in
                        let readings = data[graph]
                        for i in readings.indices {
                            let x = CGFloat(i) * geometry.size.width / CGFloat(max(readings.count - 1, 1))
                            if let y = readings[i] {
                                if i == 0 { path.move(to: CGPoint(x: x, y: y)) } else { path.addLine(to: CGPoint(x: x, y: y)) }
                            }
                        }
                    }
                    .stroke(color[graph], lineWidth: 2)
                }
            }
        }
    }
}

struct Trends: View {
    let energy: [CGFloat?]
    let mood: [CGFloat?]

    var body: some View {
        let lines = [energy, mood]
        LineChart(data: lines, color: [.red, .blue])
    }
}
```

A resource's slots, each used or not, toggled in place: a flag's place is all it is (not where slots are
deleted):

```swift
import SwiftUI

struct ResourceTracker: View {
    let title: String
    @Binding var slots: [Bool]

    var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 30))]) {
            ForEach(Array(slots.enumerated()), id: \.offset) { index, _ in
                SlotToggle(isUsed: $slots[index])
            }
            ForEach(slots.indices, id: \.self) { index in
                SlotToggle(isUsed: $slots[index])
            }
        }
        List {
            ForEach(slots.indices, id: \.self) { index in // expect: index-based-id
                SlotToggle(isUsed: $slots[index])
            }
            .onDelete { slots.remove(atOffsets: $0) }
        }
    }
}

struct SlotToggle: View {
    @Binding var isUsed: Bool

    var body: some View {
        Circle().fill(isUsed ? Color.accentColor : .clear).onTapGesture { isUsed.toggle() }
    }
}
```

A palette's swatches, drawn by position (a colour may come twice):

```swift
import SwiftUI

struct PaletteStrip: View {
    let colors: [Color]

    var body: some View {
        HStack(spacing: 4) {
            ForEach(Array(colors.enumerated()), id: \.offset) { _, color in
                RoundedRectangle(cornerRadius: 4)
                    .fill(color)
                    .frame(height: 20)
            }
        }
    }
}
```

A range bounded by an integer constant of the file, as fixed as a literal one:

```swift
import SwiftUI

struct SignalView: View {
    static let barCount = 4
    static let barHeights: [CGFloat] = [4, 7, 10, 13]
    let strength: Int

    var body: some View {
        HStack(alignment: .bottom, spacing: 2) {
            ForEach(0..<Self.barCount, id: \.self) { bar in
                RoundedRectangle(cornerRadius: 1)
                    .fill(bar < strength ? Color.green : Color.gray)
                    .frame(width: 3, height: Self.barHeights[bar])
            }
        }
    }
}
```

An avatar stack that shows at most three of any collection, its places capped by a `min`:

```swift
import SwiftUI

struct StackedAvatars<Element, Avatar: View>: View {
    let elements: [Element]
    let maxShown = 3
    @ViewBuilder var avatar: (Element) -> Avatar

    var body: some View {
        HStack(spacing: -8) {
            let shown = min(maxShown, elements.count)
            ForEach(0..<shown, id: \.self) { index in
                avatar(elements[index])
                    .frame(width: 24, height: 24)
                    .clipShape(Circle())
                    .zIndex(Double(shown - index))
            }
        }
    }
}
```

A breadcrumb of a path's components: a segment is the path up to it, and names repeat (`a/b/a`):

```swift
import SwiftUI

struct PathBar: View {
    let url: URL
    let open: (URL) -> Void

    var body: some View {
        HStack(spacing: 4) {
            ForEach(0..<url.pathComponents.count, id: \.self) { index in
                Button(url.pathComponents[index]) {
                    open(URL(fileURLWithPath: url.pathComponents[...index].joined(separator: "/")))
                }
            }
        }
    }
}
```

The characters of a text, keyed by their position (a character has no other identity):

```swift
import SwiftUI

struct TickerText: View {
    let text: String
    @State private var changed: Set<Int> = []

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(Array(text.enumerated()), id: \.offset) { position, character in
                    Text(String(character))
                        .offset(y: changed.contains(position) ? -6 : 0)
                }
            }
        }
    }
}
```

Bars of a waveform, one height for each position, made from a range in the body:

```swift
import SwiftUI

struct WaveformView: View {
    let samples: [Float]
    let barCount: Int

    var body: some View {
        let bars = (0..<barCount).map { bar -> CGFloat in
            CGFloat(samples.isEmpty ? 0 : samples[bar * samples.count / barCount]) * 40
        }
        ScrollView(.horizontal) {
            LazyHStack(spacing: 2) {
                ForEach(Array(bars.enumerated()), id: \.offset) { _, height in
                    Capsule().frame(width: 3, height: height)
                }
            }
        }
    }
}
```

The same over the positions of such values (`offsets.indices`): an outline drawn as eight offset copies,
made from a literal range in a computed property, none ever inserted or moved:

```swift
import SwiftUI

struct Outlined<Content: View>: View {
    let color: Color
    var width: CGFloat = 1
    @ViewBuilder let content: () -> Content

    private var offsets: [CGSize] {
        (0..<8).map { step in
            let angle = Double(step) / 8 * 2 * .pi
            return CGSize(width: cos(angle) * width, height: sin(angle) * width)
        }
    }

    var body: some View {
        content()
            .background {
                ZStack {
                    ForEach(offsets.indices, id: \.self) { index in
                        color.mask { content() }.offset(offsets[index])
                    }
                }
            }
    }
}
```

A palette cycled by position (`colors[index % colors.count]`): its colors are not the rows, the
positions are:

```swift
import SwiftUI

struct WavesView: View {
    let barCount: Int
    private let colors: [Color] = [.blue, .cyan, .teal]

    var body: some View {
        HStack(spacing: 4) {
            ForEach(0..<barCount, id: \.self) { index in
                Capsule()
                    .fill(colors[index % colors.count])
                    .frame(width: 6, height: 24)
            }
        }
    }
}
```

Page numbers looked up in a dictionary the view declares keyed by them (`[Int: URL]`): the number is the
page's identity, not a position, and nothing moves when a page's preview arrives:

```swift
import SwiftUI

struct PreviewsGrid: View {
    let pageCount: Int
    let previewURLs: [Int: URL]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                ForEach(1..<pageCount + 1, id: \.self) { page in
                    VStack {
                        Text(previewURLs[page]?.lastPathComponent ?? "…")
                        Text("\(page)")
                    }
                }
            }
        }
    }
}
```

The same dictionary kept by a store of another file, known by its lookup's optional result:

```swift
// file: GalleryState.swift
import Foundation

struct GalleryState {
    var pageCount = 0
    var previewURLs: [Int: URL] = [:]
}

// file: GalleryPreviews.swift
import SwiftUI

struct GalleryPreviews: View {
    let state: GalleryState

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                ForEach(1..<state.pageCount + 1, id: \.self) { page in
                    if state.previewURLs[page] == nil {
                        ProgressView()
                    } else {
                        Text(state.previewURLs[page]?.lastPathComponent ?? "")
                    }
                }
            }
        }
    }
}
```

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

The options of a `Picker`, a `Menu` or a context menu, an alert's actions, and the positions of a
constant array:

```swift
import SwiftUI

struct SortMenu: View {
    static let sections = ["Recent", "Popular", "Nearby"]
    let options: [String]
    @State private var selected = 0
    @State private var isChoosing = false

    private var depths: [CGFloat] {
        [0, 1, 2, 1, 2]
    }

    var body: some View {
        Menu(options[selected]) {
            ForEach(options.indices, id: \.self) { i in
                Button(options[i]) { selected = i }
            }
        }
        Picker("Sort", selection: $selected) {
            ForEach(0..<options.count, id: \.self) { i in
                Text(options[i]).tag(i)
            }
        }
        List {
            ForEach(Self.sections.indices, id: \.self) { i in
                Text(Self.sections[i])
            }
        }
        .contextMenu {
            ForEach(options.indices, id: \.self) { i in
                Button(options[i]) { selected = i }
            }
        }
        .alert("Sort by", isPresented: $isChoosing) {
            ForEach(Array(options.enumerated()), id: \.offset) { i, option in
                Button(option) { selected = i }
            }
        }
        VStack {
            ForEach(Array(depths.enumerated()), id: \.offset) { _, depth in
                Rectangle().frame(height: 4).padding(.leading, depth * 8)
            }
        }
    }
}
```

A project's own alert modifier: its closure is the alert's actions, as `.alert`'s is:

```swift
import SwiftUI

extension View {
    func alert2<A: View>(title: String, presenting error: Binding<Error?>, @ViewBuilder actions: () -> A) -> some View {
        alert(title, isPresented: .constant(error.wrappedValue != nil), actions: actions)
    }
}

extension View {
    func recoveryAlert(error: Binding<Error?>, options: [String]) -> some View {
        alert2(title: "Export failed", presenting: error) {
            ForEach(Array(options.enumerated()), id: \.offset) { index, option in
                Button(option) { print(index) }
            }
        }
    }
}

struct ExportScreen: View {
    @State private var error: Error?
    let recoveryOptions: [String]

    var body: some View {
        Text("Export")
            .alert2(title: "Export failed", presenting: $error) {
                ForEach(Array(recoveryOptions.enumerated()), id: \.offset) { index, option in
                    Button(option) { print(index) }
                }
            }
    }
}
```

A constant's or an enum's cases numbered by `enumerated()` and keyed by the offset: the elements
never move, so each position always holds the same one:

```swift
import SwiftUI

enum Reaction: String, CaseIterable {
    case smile = "😀", wow = "😮", sad = "😢"
}

struct ReactionFan: View {
    private let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri"]

    var body: some View {
        ZStack {
            ForEach(Array(Reaction.allCases.enumerated()), id: \.offset) { index, reaction in
                Text(reaction.rawValue).offset(x: Double(index) * 40)
            }
        }
        HStack {
            ForEach(Array(weekdays.enumerated()), id: \.0) { index, day in
                Text(day).opacity(index == 0 ? 1 : 0.6)
            }
        }
    }
}
```

A `static let` of the view's type made from elsewhere (the app's settings, read once for the run), shown
by position:

```swift
import SwiftUI

struct Setting {
    let title: String
    static let all: [Setting] = []
}

struct SettingsList: View {
    static let settings = Setting.all

    var body: some View {
        List {
            ForEach(Self.settings.indices, id: \.self) { offset in
                Text(Self.settings[offset].title)
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

struct StepDots: View {
    let steps: [String]
    let current: Int

    var body: some View {
        ZStack(alignment: .leading) {
            ForEach(steps.indices, id: \.self) { index in
                Circle()
                    .frame(width: 8, height: 8)
                    .offset(x: CGFloat(index) * 16)
            }
        }
        HStack {
            ForEach(steps.indices, id: \.self) { index in
                PageDot(pageIndex: index, total: steps.count, isCurrent: index == current)
            }
        }
    }
}
```

The cameras connected when the popover opened, kept in a `@State` that nothing changes: a snapshot,
whose elements never move:

```swift
import SwiftUI

struct CaptureDevice {
    let localizedName: String

    static func connected() -> [CaptureDevice] { [] }
}

struct CameraPicker: View {
    @State private var cameras = CaptureDevice.connected()
    @Binding var chosen: String?

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(cameras.indices, id: \.self) { index in
                Button(cameras[index].localizedName) { chosen = cameras[index].localizedName }
            }
        }
    }
}
```

A skeleton's layout, read from the user's settings when the view is made and given to a `@State` in
`init` (through a local of the same name): the state keeps what its view first had, and nothing changes
it after:

```swift
import SwiftUI

struct SkeletonView: View {
    let key: String
    @State private var sections: [[Int]]

    init(key: String) {
        self.key = key
        var sections = (UserDefaults.standard.array(forKey: key) as? [Int] ?? [1, 3, 2]).map { [$0] }
        sections.removeAll { $0 == [0] }
        _sections = State(initialValue: sections)
    }

    var body: some View {
        VStack(spacing: 24) {
            ForEach(sections.indices, id: \.self) { index in
                Text("Section \(sections[index][0])")
            }
        }
    }
}
```

The services a user can sign in to, given to a `@State` in `init` and updated one element at a time in
place: no element is inserted, removed or moved, so the positions stay each service's own:

```swift
import SwiftUI

struct Service {
    let name: String
    var isSignedIn = false
}

struct ServicesView: View {
    @State private var services: [Service]

    init(available: [Service]) {
        _services = State(initialValue: available.filter { !$0.name.isEmpty })
    }

    var body: some View {
        List {
            ForEach(services.indices, id: \.self) { index in
                Button(services[index].isSignedIn ? "Sign out of \(services[index].name)" : "Sign in to \(services[index].name)") {
                    var service = services[index]
                    service.isSignedIn.toggle()
                    services[index] = service
                }
            }
        }
    }
}
```

A text's lines, split once in `init` (the state is declared without a value, so this first assignment
makes it) and only read after:

```swift
import SwiftUI

struct LogTextView: View {
    @State private var lines: [String]

    init(text: String) {
        lines = text.components(separatedBy: "\n")
    }

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading) {
                ForEach(lines.indices, id: \.self) { index in
                    Text(lines[index])
                }
            }
        }
    }
}
```

A command's menu path, a chevron between its segments: a segment is its place in the path, and names
repeat:

```swift
import SwiftUI

struct MenuCommand {
    let title: String
    let paths: [String]
}

struct CommandPathLabel: View {
    let command: MenuCommand

    var body: some View {
        HStack(spacing: 4) {
            ForEach(Array(command.paths.enumerated()), id: \.offset) { offset, path in
                if offset > 0 {
                    Image(systemName: "chevron.compact.right")
                }
                Text(path)
            }
        }
    }
}
```

The same with the chevron after each segment but the last, each segment a button that opens its folder:

```swift
import SwiftUI

struct PathStatusBar: View {
    let url: URL
    let open: (String) -> Void

    var body: some View {
        HStack(spacing: 4) {
            ForEach(Array(segments.enumerated()), id: \.offset) { index, segment in
                Button(segment.name) { open(segment.path) }
                if index < segments.count - 1 {
                    Image(systemName: "chevron.right")
                }
            }
        }
    }

    private var segments: [(name: String, path: String)] {
        var current = ""
        return url.path.split(separator: "/").map { part in
            current += "/" + part
            return (String(part), current)
        }
    }
}
```

The scalars of one character, numbered: a scalar's position is its identity, and joiners repeat:

```swift
import SwiftUI

struct ScalarBreakdown: View {
    let character: Character

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(Array(character.unicodeScalars).enumerated(), id: \.offset) { _, scalar in
                Text("U+" + String(scalar.value, radix: 16, uppercase: true))
            }
        }
    }
}
```

The same through a name bound to them (`if let scalars = character?.unicodeScalars`), in an inspector's form:

```swift
import SwiftUI

struct CharacterInspector: View {
    var character: Character?

    var body: some View {
        Form {
            if let scalars = self.character?.unicodeScalars {
                HStack {
                    ForEach(Array(Array(scalars).enumerated()), id: \.offset) { _, scalar in
                        Text(String(scalar.value, radix: 16))
                    }
                }
            }
        }
    }
}
```

Rows of a grid made by chunking: each row is a place, its items keep their own ids in the inner `ForEach`:

```swift
import SwiftUI

struct Photo: Identifiable {
    let id: UUID
    let name: String
}

struct PhotoGrid: View {
    let photos: [Photo]
    let columns = 3

    var rows: [[Photo]] {
        stride(from: 0, to: photos.count, by: columns).map { Array(photos[$0..<min($0 + columns, photos.count)]) }
    }

    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(Array(rows.enumerated()), id: \.offset) { _, rowPhotos in
                    HStack {
                        ForEach(rowPhotos) { photo in Text(photo.name) }
                    }
                }
                ForEach(rows.indices, id: \.self) { row in
                    HStack {
                        ForEach(rows[row]) { photo in Text(photo.name) }
                    }
                }
            }
        }
    }
}
```

Elements numbered for display but identified by their own id, and the steps of a fixed list numbered by
position:

```swift
import SwiftUI

struct Episode: Identifiable {
    let id: String
    let title: String
}

struct NumberedEpisode: Identifiable {
    var id: String { episode.id }
    let episode: Episode
    let number: Int
}

struct SetupStep: Identifiable {
    var id: Int { position }
    let position: Int
    let title: String
}

struct SeasonView: View {
    let episodes: [Episode]

    private var numbered: [NumberedEpisode] {
        episodes.enumerated().map { NumberedEpisode(number: $0.offset + 1, episode: $0.element) }
    }

    private var steps: [SetupStep] {
        ["Sign in", "Pick a plan", "Download"].enumerated().map { position, title in
            SetupStep(position: position, title: title)
        }
    }

    var body: some View {
        List {
            ForEach(numbered) { row in
                Text("\(row.number). \(row.episode.title)")
            }
            ForEach(steps) { step in
                Text(step.title)
            }
        }
    }
}
```

Positions in what a hosting controller's root view was given, which stays as it was for the view's life:

```swift
// file: SelectionView.swift
import SwiftUI

struct Mapping {
    let command: String
    let label: String
}

struct SelectionView: View {
    let mappings: [Mapping]
    let onSelection: (Int) -> Void

    var body: some View {
        List(0..<mappings.count, id: \.self) { index in
            Button(mappings[index].label) { onSelection(index) }
        }
    }
}

// file: SitemapViewController.swift
import SwiftUI
import UIKit

final class SitemapViewController: UIViewController {
    func showSelection(_ mappings: [Mapping]) {
        let controller = UIHostingController(rootView: SelectionView(mappings: mappings) { index in
            print(index)
        })
        navigationController?.pushViewController(controller, animated: true)
    }
}
```

A pager whose selection is the page's position: the ids are the tags the selection holds:

```swift
import SwiftUI

struct ImportedCategory {
    var name: String
    var isIncome: Bool
}

struct ImportMatching: View {
    @State var categories: [ImportedCategory] = []
    @State private var page = 0

    var body: some View {
        TabView(selection: $page) {
            ForEach(categories.indices, id: \.self) { index in
                VStack {
                    Text(categories[index].name)
                    Toggle("Income", isOn: $categories[index].isIncome)
                    Button("Next") { page += 1 }
                }
            }
        }
        .tabViewStyle(.page)
    }
}
```

Under a `TabView(selection:)`, a pager whose pages are tagged by their photo's id (the selection is that id, not
the position), and a `List` that is a whole tab:

```swift
import SwiftUI

struct Photo: Identifiable {
    let id: String
    let caption: String
}

struct Gallery: View {
    @State var photos: [Photo] = []
    @State var messages: [String] = []
    @State private var shown: String?
    @State private var tab = 0

    var body: some View {
        TabView(selection: $shown) {
            ForEach(photos.indices, id: \.self) { index in // expect: index-based-id
                Text(photos[index].caption)
                    .tag(Optional(photos[index].id))
            }
        }
        .tabViewStyle(.page)
        TabView(selection: $tab) {
            List(messages.indices, id: \.self) { index in // expect: index-based-id
                TextField("Message", text: $messages[index])
            }
            .tag(0)
        }
    }
}
```

Steps chosen by a ternary of two literals, in a computed property: a few fixed places whichever it gives:

```swift
import SwiftUI

struct Approach {
    let title: String
    let detail: String
}

struct RenewalOptions: View {
    let isRenewing: Bool
    let platform: String

    var approaches: [Approach] {
        isRenewing
            ? [Approach(title: "On a linked device", detail: "Renew there"),
               Approach(title: "On \(platform)", detail: "Renew on the website")]
            : [Approach(title: "On a linked device", detail: "Upgrade there")]
    }

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(approaches.indices, id: \.self) { index in
                Text(approaches[index].title)
                Text(approaches[index].detail)
            }
        }
    }
}
```

A modal's benefits chosen by its variant, a nested enum whose property `switch`es over literals of cases,
each arm a `return`: a few fixed places, whichever arm gives them:

```swift
import SwiftUI

struct UpgradeModal: View {
    enum Variant {
        case generic
        case groupLimit(isAdmin: Bool)
    }

    enum Benefit: String {
        case largerGroups, longerMessages, pinnedChats, more
    }

    private let variant: UpgradeModal.Variant

    init(variant: Variant) { self.variant = variant }

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(0..<variant.benefits.count, id: \.self) { index in
                HStack {
                    if case .more = variant.benefits[index] {
                        GradientBadge(symbol: "sparkles")
                    } else {
                        Image(systemName: "checkmark.circle")
                    }
                    Text(variant.benefits[index].rawValue)
                }
            }
        }
    }
}

extension UpgradeModal.Variant {
    var benefits: [UpgradeModal.Benefit] {
        switch self {
        case .generic: return [.longerMessages, .pinnedChats, .more]
        case .groupLimit(isAdmin: true): return [.largerGroups, .longerMessages, .more]
        case .groupLimit: return []
        }
    }
}
```

A hand-made tab bar: an `HStack` that does not scroll, whose selection is the position itself (compared
with the index, set to it on a tap); keyed by the titles, a selection kept as a number would match none. The
same shape in a scroll view lists photos, which come and go:

```swift
import SwiftUI

struct TopTabBar: View {
    @Binding var tabIndex: Int
    let titles: [String]

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<titles.count, id: \.self) { index in
                TabButton(title: titles[index], isSelected: .constant(tabIndex == index))
                    .onTapGesture { tabIndex = index }
            }
        }
    }
}

struct TabButton: View {
    let title: String
    @Binding var isSelected: Bool

    var body: some View {
        Text(title).bold(isSelected)
    }
}

struct TabStrip: View {
    @Binding var tabIndex: Int
    let titles: [String]

    var body: some View {
        HStack(spacing: 0) { // expect: eager-stack-in-scroll-view
            ForEach(0..<titles.count, id: \.self) { index in // expect: index-based-id
                TabButton(title: titles[index], isSelected: .constant(tabIndex == index))
                    .onTapGesture { tabIndex = index }
            }
        }
    }
}

struct RecentStrip: View {
    @Binding var tabIndex: Int
    let titles: [String]

    var body: some View {
        ScrollView(.horizontal) { strip }
    }

    private var strip: some View {
        HStack { // expect: eager-stack-in-scroll-view
            ForEach(0..<titles.count, id: \.self) { index in // expect: index-based-id
                TabButton(title: titles[index], isSelected: .constant(tabIndex == index))
                    .onTapGesture { tabIndex = index }
            }
        }
    }
}

struct OpenTabs: View {
    @Binding var titles: [String]
    @State private var tabIndex = 0

    var body: some View {
        ScrollView(.horizontal) {
            TabStrip(tabIndex: $tabIndex, titles: titles)
        }
        HStack {
            ForEach(0..<titles.count, id: \.self) { index in // expect: index-based-id
                TabButton(title: titles[index], isSelected: .constant(tabIndex == index))
                    .onTapGesture { tabIndex = index }
                Button("Close") { titles.remove(at: index) }
            }
        }
    }
}

struct PhotoStrip: View {
    @Binding var selected: Int
    let photos: [URL]

    var body: some View {
        ScrollView(.horizontal) {
            HStack { // expect: eager-stack-in-scroll-view
                ForEach(0..<photos.count, id: \.self) { index in // expect: index-based-id
                    TabButton(title: photos[index].lastPathComponent, isSelected: .constant(selected == index))
                        .onTapGesture { selected = index }
                }
            }
        }
    }
}
```

Counts kept parallel to a constant list of another file, one for each category: the index also reads the
category's name there (`activityList[i]`), so the positions are that list's places. The same counts shown
without it are only positions, and rows that remove their element change the places:

```swift
// file: Categories.swift
let activityList = ["Alcohol", "Caffeine", "Exercise", "Meditation"]

// file: DeltasView.swift
import SwiftUI

struct DeltasView: View {
    let before: [Double]
    let after: [Double]
    @State private var picked: [Double] = []
    @State private var expanded: Set<Int> = []

    var body: some View {
        List {
            ForEach(0..<before.count, id: \.self) { i in
                DisclosureGroup(activityList[i], isExpanded: .constant(expanded.contains(i))) {
                    Text("\(before[i]) → \(after[i])")
                }
            }
            ForEach(0..<after.count, id: \.self) { i in // expect: index-based-id
                DisclosureGroup("Change", isExpanded: .constant(expanded.contains(i))) {
                    Text("\(after[i] - before[i])")
                }
            }
            ForEach(0..<picked.count, id: \.self) { i in // expect: index-based-id
                DisclosureGroup(activityList[i], isExpanded: .constant(expanded.contains(i))) {
                    Button("Remove") { picked.remove(at: i) }
                }
            }
        }
    }
}
```

A legend of a private view, which only its file can make, always given a literal of a few; a list that starts
as a literal in a `@State` and whose rows are deleted is data:

```swift
import SwiftUI

struct AirQualityCard: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Air quality")
            ChartLegend(items: [("PM2.5", .blue), ("PM10", .cyan), ("NO₂", .orange)])
            ShoppingList(items: ["Milk", "Eggs"])
        }
    }
}

private struct ShoppingList: View {
    @State var items: [String]

    var body: some View {
        List {
            ForEach(items.indices, id: \.self) { index in // expect: index-based-id
                TextField("Item", text: $items[index])
            }
            .onDelete { items.remove(atOffsets: $0) }
        }
    }
}

private struct ChartLegend: View {
    let items: [(label: String, color: Color)]

    var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 74))]) {
            ForEach(Array(items.enumerated()), id: \.offset) { _, item in
                Label(item.label, systemImage: "circle.fill").foregroundStyle(item.color)
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
- Values without an `id` (a property declared `[String]`, `[URL]`, `[Double]`): `ForEach(items, id: \.self)` when
  they are unique, or `enumerated()` with `id: \.element`; to edit them through bindings, a type of their own,
  `Identifiable` with a stable `id` (keyed by its value, a row would be a new one, its text field's focus lost,
  after each edit). The message gives this advice where the file declares the values so.
- `List(items, selection: $selectedID)` with `Set<Item.ID>` or `Item.ID?` as the selection type.

### Fix safety

- **Unsafe** (`--fix --unsafe-fixes`): `ForEach(xs.indices, id: \.self) { i in … xs[i] … }` (or
  `0..<xs.count`) becomes `ForEach(xs) { x in … x … }`, and with `$xs[i]` bindings
  `ForEach($xs) { $x in … $x … }` — only when every use of the index is `xs[i]` or `$xs[i]`;
  `enumerated()` keyed by `\.offset` becomes `\.element.id`. Unsafe because the elements must be
  `Identifiable` with stable ids for the result to compile and behave.
- Offered only where the file shows that the elements have an `id` (for `\.element.id`, `\.1.id`) or are
  `Identifiable` (for `ForEach(xs)`): the collection is a property or parameter declared `[Item]` (or another
  value's property that every property of that name in the file declares so), and the file declares `Item`
  `Identifiable` (in its declaration or an extension, a Core Data `NSManagedObject` subclass, a SwiftData
  `@Model`) or, for a key path, with an `id` member; or `Item` is a generic parameter constrained to
  `Identifiable` (`struct Picker<Value: Identifiable & Hashable>`); or the collection is a store's results
  (`@Query`, `@FetchRequest`, `@SectionedFetchRequest`'s sections) or SwiftUI's subviews (`_VariadicView.Children`, `SubviewsCollection`).
  Elsewhere (a type declared in another file or package, another value's property) the finding stays and
  its message says what to write: in apps read on 7 December, three rewrites in four offered without that
  evidence would not have compiled (a struct without `id`, another package's type, an enum, `String`,
  arrays, existentials), and the example app's `Order` is not `Identifiable` until it is fixed.
- Not offered when the index is displayed or used otherwise, or with `selection:` (its type changes).
  Where the file declares the element type with no `id` and no `Identifiable`, or the rows show the element
  as text itself (`Text(line)`, `Text(verbatim: line)`, a project's text view named `…Text`, `hText(line,
  style: .label)`), or the collection (or its bindings, `$arguments`) is declared an array of values
  (`[String]`, `[CGFloat]`, `[URL]`, `[Date]` …), of tuples (`[(name: String, path: String)]`), of
  dictionaries (`[[String: Any]]`, decoded JSON), of arrays or of existentials (`[any PersistentModel]`: they
  conform to no protocol, and have an `id` only where their protocol requires one of a set type), the
  message of an `enumerated()` or `zip` says so: for elements without an `id`, to give them one before keying
  by it; for values, `id: \.element` when they are unique.

## Options

- Severity: change it in the project's `.hitchlint.json`, for example
  `{ "severity": { "index-based-id": "error" } }`. Notes do not fail a run by default.
- Row inference: `rowContainers` lists your own views whose content closure is instantiated once per
  element (a `PagedList(items) { item in … }` wrapper, a grid from a package) when given data first,
  unlabeled or labeled `data`, `items`, `elements`, `rows`, `values`, `models`, `collection` or `sections`, and `viewBuilders` lists
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
        "observed-object-created-inline": #"""
# observed-object-created-inline

**Category:** `identity`  ·  **Default:** enabled  ·  **Severity:** warning

Flags an `@ObservedObject` property of a view that creates its own object (`@ObservedObject var model = Model()`), or is given a new one by its parent's body (`PageRow(viewModel: PageRowModel(id))`): the view does not own it, so a new object replaces it every time the parent updates. The same of an object a body puts in the environment (`.environmentObject(Model())`).

## What it flags

An `@ObservedObject` stored property of a View type (the finding is on the attribute, which may stand on its
own line) whose initial value makes a new object:

- `= Model()`, `= Model(arguments)`, `= Model<Item>()`, `: Model = Model()`;
- `= .init()`, `: Model = .init(…)`, `= Model.init()`;
- `= .empty` or `= Model.preview()` when `empty`/`preview` is a static computed property or method of the same
  file that builds a new instance each time it is read;
- no initial value, but an `init` of the view that assigns it a new object: `self.model = Model(url: url)`,
  `model = Model()`, `_model = ObservedObject(wrappedValue: Model())` (the `init` runs every time the
  parent's body builds the view, as an initial value does), also as the fallback of a parameter that
  defaults to `nil` (`init(bar: BarModel? = nil)` … `_bar = ObservedObject(wrappedValue: bar ?? BarModel())`:
  every caller that passes none gets a new object each time), or of a parameter that defaults to a new
  object (`init(viewModel: ChoresModel = ChoresModel())` … `self.viewModel = viewModel`).

An object that `init` makes from the view's own parameters (`self.data = ChartData(points: points)`, as
chart libraries do) is reported the same way, and its message says more: an owned object is made once per
identity, so the parameters' later values would not reach a `@StateObject`. An object that only holds
them is better replaced by plain properties; one that works from them (`Model(url: url)`, which loads)
can be owned, with the view given `.id(url)` where it is built so that a new value makes a new one.

And a parent's view code that hands a view a new object for one of its `@ObservedObject` properties, by
the property's name (`PageRow(viewModel: PageRowModel(id: id))`, `.init(…)`, `Model.init(…)`, `Model { … }`
with a trailing closure alone, a static builder of the same file, or a local constant made so just before,
`let model = PageRowModel(id: id)` … `PageRow(viewModel: model)`; the view declared in any file; the finding is on the argument): the parent's
body makes a new object every time it runs (for each row, on every update of the list; a
`NavigationLink`'s destination is built with the link, so the screen it opens loses its model whenever the
list updates), and the child keeps none of them.

And view code that puts a new object in the environment, `.environmentObject(Model())` or, for an
`@Observable` class, `.environment(Model())` (the finding is on the modifier): the body makes a new object
every time it runs, and every view below that reads it (`@EnvironmentObject`, `@Environment(Model.self)`)
gets the new one. Not in an `App`'s scenes (built again only when the app's own state changes), nor in
previews or a member named for them (`func withPreviewEnvironment()`, `func previewEnvironment()`); `.environmentObject(model)` and `.environmentObject(Model.shared)` pass an object that exists.

Not flagged: `@ObservedObject var model: Model` without a value (passed in by the parent: what the wrapper is
for), also when an `init` assigns it what it is given (`self.model = model`); shared instances — `= Model.shared`, `= .shared`, a `static let`, a global — and static members this rule
cannot see (in another file); `@StateObject`; `@ObservedObject` in a type that is not a view (a class
observing another object is a different matter); a view that the project builds only as a hosting
controller's root (`UIHostingController(rootView: DebugView())`, `super.init(rootView: DebugView())` or
`super.init(rootView: .init(…))` in a subclass of `UIHostingController<DebugView>` or of a project's own
`…HostingController<DebugView>`, one a `lazy var`'s or `static let`'s value makes (`lazy var debug =
UIHostingController(rootView: DebugView())`) or a closure run later (`Task { present(UIHostingController(rootView:
DebugView())) }`, a callback), a local made earlier and given as `rootView: debugView` (with modifiers too,
or as `content: debugView` to a project's own `…HostingController`, `DismissibleHostingController(content: settings)`,
`rootView: debugView.environment(\.locale, locale)`), a property set
earlier in the same method and given as `rootView: windowController.view`, or built anywhere
in a controller's arguments: `UIHostingController(rootView: NavigationStack { DebugView() })`, a settings
window's pane content, or assigned as a new controller's root (`rootView = AnyView(DebugView())` in a hosting
controller's `init`, `host.rootView = AnyView(DebugView())` to a controller the method has just made in `host`);
a widget's entry view, built in its `StaticConfiguration` (or `AppIntentConfiguration`,
`IntentConfiguration`, `ActivityConfiguration`) for each timeline entry; a window's root view built in a scene
(`WindowGroup { ContentView() }`, `Window`, `Settings`, `MenuBarExtra` …) of an `App` that keeps no state (no
`@State`, `@StateObject`, `@Environment` or other wrapped property: its `body` runs once); in any file, and whatever previews build): it is built once, with its controller, and no
parent body makes it again — and a controller that reads `rootView.model` needs the object to be the
view's own, which `@StateObject` would not give it; an object the parent already holds handed down
(`PageRow(viewModel: current)`, `PageRow(viewModel: models[id])`), or one the child makes itself for a
`@StateObject` (`OwnedRow(id: id)` with `_viewModel = StateObject(wrappedValue: PageRowModel(id: id))`, made
once per identity), also in a `@StateObject`'s initial value (`@StateObject private var model = FeedModel(fetcher:
Fetcher())`: SwiftUI runs it once per identity, so what it builds is made once); a new object made in an action (`Button { chosen = PageRowModel(id: id) }`), in
previews (`PreviewProvider` and the types nested in one, `#Preview`, and a function or type of the file that
only they use, private or named as a preview's or a mock's: `TagListPreview`, `MockTimelineContent`; in any
file, a type named as a preview's harness, `…PreviewWrapper`, `…PreviewContainer`, `…PreviewHost`) or in an
`App`'s scenes (`WindowGroup { Root(model: AppModel()) }`,
built again only when the app's own state changes); comments and string literals.

## Why it is slow

A view is a value that SwiftUI creates again every time its parent's body runs. A property's initial value is
evaluated on each of those `init`s, so `@ObservedObject var model = Model()` creates a fresh `Model` every
time the parent updates — on every keystroke of a search field above it, every tick of a timer, every change
of shared state. `@ObservedObject` does not keep anything: the new object replaces the previous one. Its
state is lost (a loaded page, a scroll position, a form's input), the work its initializer starts (network
requests, database queries, subscriptions) starts again, and the views observing it are invalidated.
The bugs look like "my data resets randomly" and "the spinner never stops"; the cost is repeated loading
and rebuilding on the main thread.

`@StateObject` (iOS 14+, macOS 11+) creates the object once per view identity, from an autoclosure, and keeps
it for the view's lifetime; with the Observation framework, an `@Observable` class kept in `@State` does the
same (iOS 17+, macOS 14+).

## Flagged

A view model created by the view, with the attribute on its own line, and one created with `.init()`:

```swift
import SwiftUI

@MainActor
final class InboxModel: ObservableObject {
    @Published var subjects: [String] = []
}

@MainActor
final class ComposerModel: ObservableObject {
    @Published var draft = ""
}

struct InboxView: View {
    @ObservedObject // expect: observed-object-created-inline
    private var model = InboxModel()
    @ObservedObject var composer: ComposerModel = .init() // expect: observed-object-created-inline

    var body: some View {
        VStack {
            TextField("Message", text: $composer.draft)
            List(model.subjects, id: \.self) { subject in
                Text(subject)
            }
        }
    }
}
```

A static member of the same file that builds a new object on each read:

```swift
import SwiftUI

@MainActor
final class PlayerModel: ObservableObject {
    @Published var isPlaying = false

    static var idle: PlayerModel { PlayerModel() }
}

struct PlayerBar: View {
    @ObservedObject var player = PlayerModel.idle // expect: observed-object-created-inline

    var body: some View {
        Button(player.isPlaying ? "Pause" : "Play") {
            player.isPlaying.toggle()
        }
    }
}
```

A view that is a hosting controller's root and is also built by another view's body:

```swift
// file: ProfileView.swift
import SwiftUI

@MainActor
final class ProfileModel: ObservableObject {
    @Published var name = ""
}

struct ProfileView: View {
    @ObservedObject var model = ProfileModel() // expect: observed-object-created-inline

    var body: some View {
        Text(model.name)
    }
}

// file: Screens.swift
import SwiftUI
import UIKit

func makeProfileController() -> UIViewController {
    UIHostingController(rootView: ProfileView())
}

struct AccountScreen: View {
    @State private var isEditing = false

    var body: some View {
        VStack {
            Toggle("Edit", isOn: $isEditing)
            ProfileView()
        }
    }
}
```

An `init` that makes the object, by its type's name or as `.init(…)`, in a row (each update of the list
makes one per row; the first file-metadata lookup and icon load start over):

```swift
import SwiftUI

@MainActor
final class AppInfo: ObservableObject {
    @Published var name = ""
    init(url: URL) {}
}

struct AppRow: View {
    @ObservedObject var app: AppInfo // expect: observed-object-created-inline

    init(url: URL) {
        self.app = AppInfo(url: url)
    }

    var body: some View {
        Text(app.name)
    }
}

struct AppIconRow: View {
    @ObservedObject var app: AppInfo // expect: observed-object-created-inline

    init(url: URL) {
        self.app = .init(url: url)
    }

    var body: some View {
        Text(app.name)
    }
}

struct PassedRow: View {
    @ObservedObject var app: AppInfo

    init(app: AppInfo) {
        self.app = app
    }

    var body: some View {
        Text(app.name)
    }
}

struct ExcludedAppsView: View {
    let urls: [URL]

    var body: some View {
        List(urls, id: \.self) { url in
            AppRow(url: url)
            AppIconRow(url: url)
        }
    }
}
```

A model made when the caller passes none: the rows of a timeline build the bar without one, so each
row's update makes a new model (and starts its loading again):

```swift
import SwiftUI

@MainActor
final class ActionBarModel: ObservableObject {
    @Published var likes = 0
    init(noteID: String) {}
}

struct ActionBar: View {
    let noteID: String
    @ObservedObject var bar: ActionBarModel // expect: observed-object-created-inline

    init(noteID: String, bar: ActionBarModel? = nil) {
        self.noteID = noteID
        _bar = ObservedObject(wrappedValue: bar ?? ActionBarModel(noteID: noteID))
    }

    var body: some View {
        Label("\(bar.likes)", systemImage: "heart")
    }
}

struct Timeline: View {
    let noteIDs: [String]

    var body: some View {
        List(noteIDs, id: \.self) { noteID in
            ActionBar(noteID: noteID)
        }
    }
}
```

A model made by a default argument: the screen builds the section without one, so every update of the
screen makes a new model:

```swift
import SwiftUI

@MainActor
final class ChoresModel: ObservableObject {
    @Published var chores: [String] = []
}

struct ChoresSection: View {
    @ObservedObject var viewModel: ChoresModel // expect: observed-object-created-inline

    init(viewModel: ChoresModel = ChoresModel()) {
        self.viewModel = viewModel
    }

    var body: some View {
        Text("\(viewModel.chores.count) chores")
    }
}

struct TodayView: View {
    var body: some View {
        ScrollView {
            ChoresSection()
        }
    }
}
```

A model made with a trailing closure alone, for a grid that observes it, in a tab view whose selection
changes as the user swipes:

```swift
import SwiftUI

@MainActor
final class SwatchGridModel: ObservableObject {
    @Published var swatches: [String] = []
    let onPick: (String) -> Void

    init(onPick: @escaping (String) -> Void) {
        self.onPick = onPick
    }
}

struct SwatchGrid: View {
    @ObservedObject var model: SwatchGridModel

    var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 44))]) {
            ForEach(model.swatches, id: \.self) { name in
                Button(name) { model.onPick(name) }
            }
        }
    }
}

struct CoverPicker: View {
    @State private var tab = 0
    @Binding var cover: String

    var body: some View {
        TabView(selection: $tab) {
            SwatchGrid(model: SwatchGridModel { name in // expect: observed-object-created-inline
                cover = name
            })
            .tag(0)
            Text("Upload").tag(1)
        }
    }
}
```

A row's view model made by the list, for a row that observes it (declared in another file), in place or
in a local just before, and a destination's made by its link:

```swift
// file: PageRow.swift
import SwiftUI

@MainActor
final class PageRowModel: ObservableObject {
    @Published var summary = " "
    init(id: Int) { Task { await load() } }
    func load() async {}
}

struct PageRow: View {
    @ObservedObject var viewModel: PageRowModel

    var body: some View {
        Text(viewModel.summary)
    }
}

// file: Timeline.swift
import SwiftUI

struct Timeline: View {
    let pageIDs: [Int]

    var body: some View {
        List(pageIDs, id: \.self) { id in
            PageRow(viewModel: PageRowModel(id: id)) // expect: observed-object-created-inline
            NavigationLink(destination: PageRow(viewModel: .init(id: id))) { // expect: observed-object-created-inline
                Text("Details")
            }
            let preview = PageRowModel(id: -id)
            PageRow(viewModel: preview) // expect: observed-object-created-inline
        }
    }
}
```

Objects put in the environment by a body: the settings rows' shared recorder is a new object for each row
on every update, and the sidebar's store a new one whenever the sidebar's selection changes:

```swift
import SwiftUI

@MainActor
final class ShortcutRecorder: ObservableObject {
    @Published var recordingName: String?
}

struct ShortcutRow: View {
    @EnvironmentObject var recorder: ShortcutRecorder
    let name: String

    var body: some View {
        Button(recorder.recordingName == name ? "Recording…" : name) { recorder.recordingName = name }
    }
}

@available(iOS 17, macOS 14, *)
@Observable
final class LibraryStore {
    var albums: [String] = []
}

@available(iOS 17, macOS 14, *)
struct AlbumGrid: View {
    @Environment(LibraryStore.self) private var store

    var body: some View {
        Text("\(store.albums.count) albums")
    }
}

@available(iOS 17, macOS 14, *)
struct SettingsSidebar: View {
    let shortcuts: [String]
    @State private var selection: String?

    var body: some View {
        List(shortcuts, id: \.self, selection: $selection) { name in
            ShortcutRow(name: name)
                .environmentObject(ShortcutRecorder()) // expect: observed-object-created-inline
        }
        AlbumGrid()
            .environment(LibraryStore()) // expect: observed-object-created-inline
    }
}
```

## Not flagged

An object the parent holds handed down (also into the environment), a row that makes its own for a
`@StateObject`, one made in an action, in previews (and a member named for them) and in the app's scene:

```swift
import SwiftUI

@MainActor
final class EpisodeModel: ObservableObject {
    @Published var title = ""
    init(id: Int) {}
}

struct EpisodeRow: View {
    @ObservedObject var model: EpisodeModel

    var body: some View { Text(model.title) }
}

struct OwnedEpisodeRow: View {
    @StateObject private var model: EpisodeModel

    init(id: Int) {
        _model = StateObject(wrappedValue: EpisodeModel(id: id))
    }

    var body: some View { Text(model.title) }
}

struct Episodes: View {
    let ids: [Int]
    let current: EpisodeModel
    @State private var playing: EpisodeModel?

    var body: some View {
        EpisodeRow(model: current)
        List(ids, id: \.self) { id in
            OwnedEpisodeRow(id: id)
            Button("Play") { playing = EpisodeModel(id: id) }
        }
        .environmentObject(current)
    }
}

struct Episodes_Previews: PreviewProvider {
    static var previews: some View {
        EpisodeRow(model: EpisodeModel(id: 1))
    }
}

#Preview {
    EpisodeRow(model: EpisodeModel(id: 2))
        .environmentObject(EpisodeModel(id: 3))
}

extension View {
    /// What other files' previews give their views.
    func withPreviewEnvironment() -> some View {
        padding()
            .environmentObject(EpisodeModel(id: 5))
    }

    func previewEnvironment() -> some View {
        environmentObject(EpisodeModel(id: 6))
    }
}

@main
struct PodcastApp: App {
    var body: some Scene {
        WindowGroup {
            EpisodeRow(model: EpisodeModel(id: 0))
                .environmentObject(EpisodeModel(id: 4))
        }
    }
}
```

Views and functions that only the file's previews use:

```swift
import SwiftUI

@MainActor
final class TagModel: ObservableObject {
    @Published var names: [String] = []
    init(names: [String]) { self.names = names }
}

struct TagList: View {
    @ObservedObject var model: TagModel

    var body: some View {
        List(model.names, id: \.self) { Text($0) }
    }
}

struct TagListPreview: View {
    let names: [String]

    var body: some View {
        TagList(model: TagModel(names: names))
    }
}

private func emptyTags() -> some View {
    TagList(model: .init(names: []))
}

#Preview("Tags") { TagListPreview(names: ["v1.0", "v1.1"]) }
#Preview("Empty") { emptyTags() }
```

A settings screen given to a project's hosting controller as its `content:` (a subclass that passes it on as
the root): built once with the controller:

```swift
// file: MockSettingsView.swift
import SwiftUI

final class MockSettingsModel: ObservableObject {
    @Published var glucose = 120.0
}

struct MockSettingsView: View {
    @ObservedObject var model: MockSettingsModel

    init() {
        model = MockSettingsModel()
    }

    var body: some View {
        Form { Slider(value: $model.glucose, in: 40...400) }
    }
}

// file: MockManager+UI.swift
import SwiftUI
import UIKit

final class DismissibleHostingController<Content: View>: UIHostingController<Content> {
    init(content: Content) {
        super.init(rootView: content)
    }

    @MainActor required dynamic init?(coder: NSCoder) { fatalError() }
}

final class MockManagerUI {
    func settingsViewController() -> UIViewController {
        let settings = MockSettingsView()
        return DismissibleHostingController(content: settings)
    }
}
```

A preview's harness in a file of its own (`Previews/StateView+Preview.swift`), which another file's
`#Preview` builds: named as one, it is one wherever it is:

```swift
// file: StateView+Preview.swift
import SwiftUI

struct StateViewPreviewWrapper: View {
    var body: some View {
        StateView(model: TunnelModel(connected: true))
    }
}

// file: StateView.swift
import SwiftUI

@MainActor
final class TunnelModel: ObservableObject {
    @Published var connected: Bool
    init(connected: Bool) { self.connected = connected }
}

struct StateView: View {
    @ObservedObject var model: TunnelModel

    var body: some View {
        Text(model.connected ? "Connected" : "Disconnected")
    }
}

#Preview { StateViewPreviewWrapper() }
```

A shared instance read from its type, beside another type's static method of the same name that builds
a value (`ThemeColors.shared(for:)` is not `ThemeManager.shared`):

```swift
import SwiftUI

final class ThemeManager: ObservableObject {
    static let shared = ThemeManager()
    @Published var accent = Color.blue
}

struct ThemeColors {
    let scheme: ColorScheme

    static func shared(for scheme: ColorScheme) -> ThemeColors { ThemeColors(scheme: scheme) }
}

struct ThemedBadge: View {
    @ObservedObject private var themeManager = ThemeManager.shared

    var body: some View {
        Circle().fill(themeManager.accent)
    }
}
```

Passed in, shared (also as a parameter's default), owned with `@StateObject`, and inside a class that is
not a view:

```swift
import SwiftUI

@MainActor
final class SessionModel: ObservableObject {
    static let shared = SessionModel()
    @Published var userName = ""
}

@MainActor
final class SettingsModel: ObservableObject {
    @Published var isDarkMode = false
}

struct SettingsView: View {
    @ObservedObject var settings: SettingsModel
    @ObservedObject var session = SessionModel.shared
    @StateObject private var localSettings = SettingsModel()

    var body: some View {
        Form {
            Toggle("Dark mode", isOn: $settings.isDarkMode)
            Toggle("Preview dark mode", isOn: $localSettings.isDarkMode)
            Text(session.userName)
        }
    }
}

struct AccountHeader: View {
    @ObservedObject var session: SessionModel

    init(session: SessionModel = .shared) {
        self.session = session
    }

    var body: some View {
        Text(session.userName)
    }
}

@MainActor
final class SettingsCoordinator {
    @ObservedObject var settings = SettingsModel()
}
```

Views built only as the root of a hosting controller, one by a subclass in its own file, one by a
controller made in another file:

```swift
// file: DebugViewController.swift
import SwiftUI
import UIKit

@MainActor
final class DebugModel: ObservableObject {
    @Published var entries: [String] = []
}

struct DebugRootView: View {
    @ObservedObject var model = DebugModel()

    var body: some View {
        List(model.entries, id: \.self) { Text($0) }
    }
}

final class DebugViewController: UIHostingController<DebugRootView> {
    required init?(coder: NSCoder) {
        super.init(coder: coder, rootView: DebugRootView())
    }
}

// file: FlagsMenuView.swift
import SwiftUI

@MainActor
final class FlagsModel: ObservableObject {
    @Published var flags: [String] = []
}

struct FlagsMenuView: View {
    @ObservedObject var model = FlagsModel()

    var body: some View {
        List(model.flags, id: \.self) { Text($0) }
    }
}

// file: RootMenu.swift
import SwiftUI
import UIKit

final class RootMenuController: UITableViewController {
    func showFlags() {
        let controller = UIHostingController(rootView: FlagsMenuView())
        navigationController?.pushViewController(controller, animated: true)
    }
}
```

A view built only as the root of a controller that a closure run later makes (a scan's callback, a `Task`):
once for each controller, never by a parent's body:

```swift
// file: InventoryView.swift
import SwiftUI

@MainActor
final class InventoryModel: ObservableObject {
    @Published var quantity: String
    init(code: String) { quantity = code }
}

struct InventoryView: View {
    @ObservedObject private var model: InventoryModel

    init(code: String) {
        model = InventoryModel(code: code)
    }

    var body: some View {
        TextField("Quantity", text: $model.quantity)
    }
}

// file: ProductsViewController.swift
import SwiftUI
import UIKit

final class ProductsViewController: UIViewController {
    func scanned(_ code: String) {
        Task {
            present(UIHostingController(rootView: InventoryView(code: code)), animated: true)
        }
    }
}
```

Views assigned as a new controller's root, once for each controller: in a hosting controller's `init`,
and to a controller the same method has just made:

```swift
// file: Screens.swift
import SwiftUI

@MainActor
final class BookmarksModel: ObservableObject {
    @Published var bookmarks: [String] = []
}

struct BookmarksSidebar: View {
    @ObservedObject var model = BookmarksModel()

    var body: some View {
        List(model.bookmarks, id: \.self) { Text($0) }
    }
}

@MainActor
final class RegistrationModel: ObservableObject {
    @Published var phone = ""
}

struct RegistrationScreen: View {
    @ObservedObject var model = RegistrationModel()

    var body: some View {
        TextField("Phone", text: $model.phone)
    }
}

// file: Controllers.swift
import SwiftUI
import UIKit

final class SidebarController: UIHostingController<AnyView> {
    init() {
        super.init(rootView: AnyView(EmptyView()))
        rootView = AnyView(BookmarksSidebar())
    }

    @MainActor required dynamic init?(coder: NSCoder) {
        fatalError("not from a storyboard")
    }
}

final class Screens: NSObject {
    func makeRegistration() -> UIViewController {
        let host = UIHostingController(rootView: AnyView(EmptyView()))
        host.rootView = AnyView(RegistrationScreen())
        return host
    }
}
```

A project's own hosting controller, given the view made in a local, or making it with an implicit
`.init` as its generic argument says; a preview builds the view too, which the app never runs; and a local
given as a root with a modifier applied:

```swift
// file: StatusPageView.swift
import SwiftUI

@MainActor
final class StatusModel: ObservableObject {
    @Published var services: [String] = []
}

struct StatusPageView: View {
    @ObservedObject var model = StatusModel()

    var body: some View {
        List(model.services, id: \.self) { Text($0) }
    }
}

struct StatusPageView_Previews: PreviewProvider {
    static var previews: some View {
        StatusPageView()
    }
}

// file: BookmarksView.swift
import SwiftUI

@MainActor
final class BookmarksModel: ObservableObject {
    @Published var titles: [String] = []
}

struct BookmarksView: View {
    @ObservedObject var model = BookmarksModel()
    let showsHeader: Bool

    var body: some View {
        List(model.titles, id: \.self) { Text($0) }
    }
}

// file: TagPickerView.swift
import SwiftUI

@MainActor
final class TagPickerModel: ObservableObject {
    @Published var tags: [String] = []
    @Published var chosen: Set<String> = []
}

struct TagPickerView: View {
    @ObservedObject var model = TagPickerModel()

    var body: some View {
        Form {
            Section("Tags") {
                ForEach(model.tags, id: \.self) { tag in
                    Label(tag, systemImage: model.chosen.contains(tag) ? "checkmark.circle.fill" : "circle")
                }
            }
        }
    }
}

// file: Controllers.swift
import SwiftUI
import UIKit

class ThemedHostingController<Content: View>: UIHostingController<Content> {}

final class BookmarksController: ThemedHostingController<BookmarksView> {
    init(showsHeader: Bool) {
        super.init(rootView: .init(showsHeader: showsHeader))
    }

    @MainActor required dynamic init?(coder: NSCoder) { fatalError() }
}

final class SupportController: UITableViewController {
    func showStatus() {
        let statusView = StatusPageView()
        let controller = ThemedHostingController(rootView: statusView)
        navigationController?.pushViewController(controller, animated: true)
    }

    func showTags() {
        let picker = TagPickerView()
        present(UIHostingController(rootView: picker.environment(\.locale, .current)), animated: true)
    }
}
```

A window's root view, kept in its window controller's property and then given to an `NSHostingView`: made
once, with the window:

```swift
// file: ExtensionsView.swift
import SwiftUI

final class ExtensionsModel: ObservableObject {
    @Published var names: [String] = []

    init(version: String) {}
}

struct ExtensionsView: View {
    @ObservedObject var model: ExtensionsModel

    init() {
        self.model = ExtensionsModel(version: "8.3")
    }

    var body: some View {
        List(model.names, id: \.self) { Text($0) }
    }
}

// file: ExtensionsWindowController.swift
import AppKit
import SwiftUI

final class ExtensionsWindowController: NSWindowController {
    var view: ExtensionsView!

    static func create() -> ExtensionsWindowController {
        let windowController = ExtensionsWindowController()
        windowController.window = NSWindow()
        windowController.view = ExtensionsView()
        windowController.window?.contentView = NSHostingView(rootView: windowController.view)
        return windowController
    }
}
```

Objects made in a `@StateObject`'s initial value: SwiftUI runs it once per view identity (it takes it as
an autoclosure), not each time the view value is made, so what it builds is made once too:

```swift
import SwiftUI

@MainActor
final class Fetcher: ObservableObject {
    @Published var items: [String] = []
}

@MainActor
final class FeedModel: ObservableObject {
    @ObservedObject var fetcher: Fetcher
    init(filter: String, fetcher: Fetcher) {
        self.fetcher = fetcher
    }
}

struct LibraryTab: View {
    @StateObject private var model = FeedModel(filter: "inbox", fetcher: Fetcher())

    var body: some View {
        List(model.fetcher.items, id: \.self) { Text($0) }
    }
}
```

A harness that only a `PreviewProvider` builds (`TabBarTester`, in its own file or the preview's): the app
never makes it, so no parent's body makes its object again. The same view built by the app is flagged:

```swift
// file: TabBar.swift
import SwiftUI

final class TabModel: ObservableObject {
    @Published var selected = 0
}

struct TabBar: View {
    @ObservedObject var model: TabModel

    var body: some View {
        Text("Tab \(model.selected)")
    }
}

struct TabBarTester: View {
    @ObservedObject var model = TabModel()

    var body: some View {
        TabBar(model: model)
    }
}

struct TabBarHost: View {
    @ObservedObject var model = TabModel() // expect: observed-object-created-inline

    var body: some View {
        TabBar(model: model)
    }
}

struct Root: View {
    var body: some View {
        TabBarHost()
    }
}

// file: TabBarPreviews.swift
import SwiftUI

struct TabBar_Previews: PreviewProvider {
    static var previews: some View {
        TabBarTester()
    }
}
```

## Fix

Let the view own what it creates:

```swift
import SwiftUI

@MainActor
final class InboxModel: ObservableObject {
    @Published var subjects: [String] = []
}

struct InboxView: View {
    @StateObject private var model = InboxModel()

    var body: some View {
        List(model.subjects, id: \.self) { subject in
            Text(subject)
        }
    }
}

@available(iOS 17, macOS 14, *)
@Observable
final class SearchModel {
    var query = ""
}

@available(iOS 17, macOS 14, *)
struct SearchView: View {
    @State private var model = SearchModel()

    var body: some View {
        TextField("Search", text: $model.query)
    }
}
```

- `@StateObject` (iOS 14+, macOS 11+) when the view creates the object; keep `@ObservedObject` for objects
  the parent passes in.
- With `@Observable` classes (iOS 17+, macOS 14+), `@State private var model = Model()`; the initializer
  still runs on every `init`, so keep it cheap and start work in `.task`.
- If the parent should own it, create it there with `@StateObject` and pass it down.
- For an object a parent's body hands a row (`PageRow(viewModel: PageRowModel(id: id))`), pass what the row
  needs and let the row make its object once per identity, in `StateObject`'s autoclosure:
  `PageRow(id: id)` with `init(id: Int) { _viewModel = StateObject(wrappedValue: PageRowModel(id: id)) }`
  (the object made at the call site and handed in would still be made, and thrown away, on every update);
  or keep the rows' objects in the list's own model (`model.rowModel(for: id)`), made once each.
- For an object a body puts in the environment, make it once where it is put there (`@StateObject private
  var recorder = ShortcutRecorder()`, then `.environmentObject(recorder)`), or higher up, in the `App`.

Fix safety: `--fix --unsafe-fixes` replaces `@ObservedObject` with `@StateObject`. It is unsafe because a value
the parent passes in (`InboxView(model: other)`) is then used only the first time; `--fix` alone does not
apply it. When an `init` of the view assigns the property or uses it otherwise (`files.items = original`,
`model.start()`: a `@StateObject` is not installed before the view is, so that would go to an object SwiftUI
then drops), or the deployment target is below iOS 14 / macOS 11, the fix is only shown. An object made in the parent's code has no automatic fix (the child's `init` and its
callers change together).

## Options

- Severity: change it in the project's `.hitchlint.json`, for example
  `{ "severity": { "observed-object-created-inline": "error" } }`.
- `deploymentTarget` (configured, or read from the project's Xcode project or `Package.swift`) decides whether `@StateObject` can be suggested as an edit.
- `presenters`: your own presentation modifiers that hand their content to a hosting controller when they
  show it (`{ "presenters": ["detent", "modally"] }` for `.detent(item: $claim) { ClaimFiles(claim: $0) }`
  built into a `UIHostingController`'s root in an `onChange`). Their content is built once, when shown, not
  with the body that names them: nothing in it is reported, and a view built only there is a controller's
  root (its `init` may make its own object). Only for modifiers that do so: SwiftUI's `.sheet` content is
  built again with the body that presents it.

## Suppressing

- `// hitchlint:disable-next-line observed-object-created-inline -- reason` on the line before the finding;
- `// hitchlint:disable-line observed-object-created-inline` at the end of the line with the finding;
- `// hitchlint:disable observed-object-created-inline` … `// hitchlint:enable observed-object-created-inline`
  around a region;
- `// hitchlint:disable-file observed-object-created-inline` anywhere in the file.

```swift
import SwiftUI

@MainActor
final class ClockModel: ObservableObject {
    @Published var now = Date()
}

struct ClockPreviewCard: View {
    // hitchlint:disable-next-line observed-object-created-inline -- a static preview card, its parent never updates
    @ObservedObject var clock = ClockModel()

    var body: some View {
        Text(clock.now, style: .time)
    }
}
```
"""#,
        "oversized-image-decode": #"""
# oversized-image-decode

**Category:** `images`  ·  **Default:** enabled  ·  **Severity:** warning (row code only)

Flags images decoded at full size for list rows: `Image(uiImage:)`/`Image(nsImage:)` fed by `UIImage(data:)`, `UIImage(contentsOfFile:)`, `NSImage(data:)`, `NSImage(contentsOf:)` or `NSImage(byReferencing:)`, and `AsyncImage` (or the `CachedAsyncImage` package's), in row code or in a view type that rows instantiate.

## What it flags

In per-element row code (the content of `List(data) { }`, `Table`, and of `ForEach`/`OutlineGroup` where a
list, a form, a lazy stack or a scroll view holds them) and in row types (View types instantiated there,
transitively, across files):

- `UIImage(data:)`, `UIImage(contentsOfFile:)`, `NSImage(data:)`, `NSImage(contentsOf:)`,
  `NSImage(byReferencing:)` and `NSImage(byReferencingFile:)` (which read the file when the image is first
  drawn, whole) whose result is
  drawn with `Image(uiImage:)`/`Image(nsImage:)`, nested (`Image(uiImage: UIImage(data: d) ?? UIImage())`)
  or through a local or a helper member of the same view (`private var avatar: UIImage { UIImage(data: …) }`),
  also written `Image(uiImage: .init(data: …))`. The finding is on the decoding constructor;
- `Image(data:)`: SwiftUI has no such initializer, so it is a project's or a package's extension, which
  decodes the data whole (`UIImage(data:)` inside);
- `AsyncImage` (the finding is on that token): it decodes whatever it downloads at full size, and keeps
  no image cache of its own; and the `CachedAsyncImage` package's view of the same shape (in a file that
  imports `CachedAsyncImage`), whose cache keeps the downloaded data, not a smaller image.

A small `.frame` on the image makes it worse (most of the decoded pixels are thrown away) but is not
required. Since the rule only looks at rows, its findings are warnings.

Not flagged: `Image(systemName:)`; asset images by name (`Image("cover")`, `UIImage(named:)`,
`Image(uiImage: .init(named: …)!)`); an already prepared `UIImage` passed in or held in state; code that
downsamples (`preparingThumbnail(of:)`, `byPreparingThumbnail(ofSize:)`, `CGImageSourceCreateThumbnailAtIndex`)
in a loader, cache or model type; an `AsyncImage` whose URL asks the server for a small image (a query
parameter `s`, `sz`, `size`, `w`, `width`, `h` or `height`, each a whole number of at most 600 pixels or
`64x64`, as Gravatar and image CDNs take: `…/avatar/\(hash)?d=404&s=64`, in one literal URL) or a site's icon
(a literal URL naming a favicon, `https://\(domain)/favicon.ico`, or ending in `.ico`, or a URL made from a value
the app names a favicon, `URL(string: service.favIconUrl)`: 16 to 256 pixels a side; so is data the app
names a favicon, `UIImage(data: book.faviconData)`, also bound to a local first, and any decode in a type it
names so, `struct Favicon: View`), or a URL made
by a call given the size (`tiles.imageURL(for: place, size: mapSize)`, `maxWidth: 120`: a label `size`,
`width`, `height`, `maxWidth`, `maxHeight`, `maxSize`, `pixelSize`, `targetSize`, `thumbnailSize` and the
like, not a literal above 600 nor a full size such as `.original`), passed straight in or through a local; code in deferred closures (`.task`, `.onAppear`), exempt as for every
rule (but note that `UIImage(data:)` there still decodes at full size when drawn: prepare the image there
with `byPreparingThumbnail(ofSize:)`); full-size images on screens that are not rows, such as a detail
view reached through a `NavigationLink`; and one image in a static child of `List { }` or `Form { }` (an
avatar in a profile form), decoded once with the screen, not for every element.

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

A file the user attached, shown as a small chip in each item of a macOS list:

```swift
import AppKit
import SwiftUI

struct Attachment: Identifiable {
    let id: Int
    let fileURL: URL
}

struct AttachmentChips: View {
    let attachments: [Attachment]

    var body: some View {
        List(attachments) { attachment in
            Image(nsImage: NSImage(byReferencing: attachment.fileURL)) // expect: oversized-image-decode
                .resizable()
                .frame(width: 16, height: 16)
        }
    }
}
```

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

`AsyncImage` in the cells of a lazy grid, and the `CachedAsyncImage` package's in the rows of a lazy stack:

```swift
// file: ArtworkGrid.swift
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

// file: StoreList.swift
import CachedAsyncImage
import SwiftUI

struct StoreListing: Identifiable, Decodable {
    var id: String { bundleID }
    let bundleID: String
    let name: String
    let iconURL: URL?
}

struct StoreList: View {
    @State private var listings: [StoreListing] = []

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading) {
                ForEach(listings) { listing in
                    Label {
                        Text(listing.name)
                    } icon: {
                        CachedAsyncImage(url: listing.iconURL) { image in // expect: oversized-image-decode
                            image.resizable()
                        } placeholder: {
                            ProgressView()
                        }
                        .frame(width: 30, height: 30)
                    }
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

An `Image(data:)` initializer of the project's own, and the decoder written as `.init`:

```swift
// file: Image+Data.swift
import SwiftUI
import UIKit

extension Image {
    init?(data: Data) {
        guard let image = UIImage(data: data) else { return nil }
        self.init(uiImage: image)
    }
}

// file: ChatView.swift
import SwiftUI
import UIKit

struct Message: Identifiable {
    let id: Int
    let text: String
    let photo: Data?
    let avatar: Data
}

struct ChatView: View {
    let messages: [Message]

    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(messages) { message in
                    HStack {
                        Image(uiImage: .init(data: message.avatar) ?? UIImage()) // expect: oversized-image-decode
                            .resizable()
                            .frame(width: 32, height: 32)
                        if let photo = message.photo, let image = Image(data: photo) { // expect: oversized-image-decode
                            image.resizable().scaledToFit().frame(width: 100)
                        }
                        Text(message.text)
                    }
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

A service's icon from a value the app names a favicon, bound to a local first:

```swift
import SwiftUI

struct KnownService {
    let name: String
    let favIconUrl: String
}

struct ServiceList: View {
    let services: [KnownService]

    var body: some View {
        List(services, id: \.name) { service in
            HStack {
                if let url = URL(string: service.favIconUrl) {
                    AsyncImage(url: url) { image in
                        image.resizable()
                    } placeholder: {
                        ProgressView()
                    }
                    .frame(width: 32, height: 32)
                }
                Text(service.name)
            }
        }
    }
}
```

A book's favicon decoded from the data the app keeps of it, in its own view and bound to a local first:

```swift
import SwiftUI
import UIKit

struct Book: Identifiable {
    let id: String
    let title: String
    let faviconData: Data?
}

struct Favicon: View {
    let imageData: Data?

    var body: some View {
        if let data = imageData, let image = UIImage(data: data) {
            Image(uiImage: image).resizable()
        } else {
            Image(systemName: "book").resizable()
        }
    }
}

struct LibraryList: View {
    let books: [Book]

    var body: some View {
        List(books) { book in
            HStack {
                Favicon(imageData: book.faviconData)
                    .frame(width: 20, height: 20)
                Label { Text(book.title) } icon: { icon(for: book) }
            }
        }
    }

    private func icon(for book: Book) -> Image {
        if let data = book.faviconData, let image = UIImage(data: data) {
            return Image(uiImage: image)
        }
        return Image(systemName: "square")
    }
}
```

A site's icon beside each source of an answer, fetched from the site:

```swift
import SwiftUI

struct Source: Identifiable {
    let id: String
    let title: String
    let domain: String
}

struct SourcesList: View {
    let sources: [Source]

    var body: some View {
        List(sources) { source in
            HStack {
                AsyncImage(url: URL(string: "https://\(source.domain)/favicon.ico")) { image in
                    image.resizable()
                } placeholder: {
                    Image(systemName: "globe")
                }
                .frame(width: 16, height: 16)
                Text(source.title)
            }
        }
    }
}
```

An image made only to read its size: never drawn, its pixels never decoded (reading the data's header is
all it costs):

```swift
import SwiftUI
import UIKit

struct Photo: Identifiable {
    let id: String
    let data: Data
}

struct PhotoRow: View {
    let photo: Photo

    var body: some View {
        Color.gray.frame(height: aspectHeight).aspectRatio(aspectRatio, contentMode: .fit)
    }

    private var aspectHeight: CGFloat {
        UIImage(data: photo.data)?.size.height ?? 100
    }

    private var aspectRatio: CGFloat {
        if let image = UIImage(data: photo.data) {
            return image.size.width / max(image.size.height, 1)
        }
        return 1
    }
}

struct PhotoFeed: View {
    let photos: [Photo]

    var body: some View {
        List(photos) { PhotoRow(photo: $0) }
    }
}
```

One avatar in a profile form, decoded once with the screen:

```swift
import SwiftUI

struct ProfileEditView: View {
    let avatarURL: URL?
    @State private var name = ""

    var body: some View {
        Form {
            Section {
                AsyncImage(url: avatarURL) { image in
                    image.resizable()
                } placeholder: {
                    ProgressView()
                }
                .frame(width: 96, height: 96)
            }
            Section("Name") {
                TextField("Name", text: $name)
            }
        }
    }
}
```

An avatar the server sends at the size it is drawn (64 pixels for a 32-point frame at 2×); an image whose
URL asks for more on any side, names a size that is no number (imgix's `s=` signature), or may be another
URL altogether (`avatarURL ?? "…?s=64"`, a ternary: the URL must be one literal) is still a finding:

```swift
import SwiftUI

struct Commit: Identifiable {
    let id: String
    let authorHash: String
    let avatarURL: String?
    let message: String
}

enum AvatarService {
    enum Size { case small, original }

    static func url(for hash: String, pixelSize: Int) -> URL? {
        URL(string: "https://www.gravatar.com/avatar/\(hash)?s=\(pixelSize)")
    }

    static func url(for hash: String, size: Size) -> URL? {
        URL(string: "https://www.gravatar.com/avatar/\(hash)" + (size == .small ? "?s=64" : ""))
    }
}

struct CommitHistoryList: View {
    let commits: [Commit]
    let avatarSide = 96

    var body: some View {
        List(commits) { commit in
            HStack {
                AsyncImage(url: URL(string: "https://www.gravatar.com/avatar/\(commit.authorHash)?d=404&s=64")) { image in
                    image.resizable()
                } placeholder: {
                    Image(systemName: "person.crop.circle.fill")
                }
                .frame(width: 32, height: 32)
                AsyncImage(url: URL(string: "https://img.example.com/\(commit.id).jpg?width=2000")) { image in // expect: oversized-image-decode
                    image.resizable()
                } placeholder: {
                    Color.gray
                }
                .frame(width: 32, height: 32)
                AsyncImage(url: URL(string: "https://img.example.com/\(commit.id).jpg?w=1920&h=600")) // expect: oversized-image-decode
                    .frame(width: 32, height: 32)
                AsyncImage(url: URL(string: "https://assets.imgix.net/\(commit.id)?w=2400&s=3f9a1c0e")) // expect: oversized-image-decode
                    .frame(width: 32, height: 32)
                AsyncImage(url: URL(string: commit.avatarURL ?? "https://www.gravatar.com/avatar/?d=mp&s=64")) // expect: oversized-image-decode
                    .frame(width: 32, height: 32)
                AsyncImage(url: URL(string: commit.avatarURL != nil ? "https://www.gravatar.com/avatar/?s=64" : commit.id)) // expect: oversized-image-decode
                    .frame(width: 32, height: 32)
                AsyncImage(url: URL(string: "https://robohash.org/\(commit.authorHash).png?size=64x64"))
                    .frame(width: 32, height: 32)
                if let url = AvatarService.url(for: commit.authorHash, pixelSize: avatarSide) {
                    AsyncImage(url: url)
                        .frame(width: 32, height: 32)
                }
                AsyncImage(url: AvatarService.url(for: commit.authorHash, pixelSize: 2048)) // expect: oversized-image-decode
                    .frame(width: 32, height: 32)
                AsyncImage(url: AvatarService.url(for: commit.authorHash, size: .original)) // expect: oversized-image-decode
                    .frame(width: 32, height: 32)
                Text(commit.message)
            }
        }
    }
}
```

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
`UIImage` (`NSImage` on macOS, or the `CGImage` shown with `Image(decorative:scale:)`). The message names the
platform's type: the decoder's own (`NSImage(data:)`), the file's framework (`import AppKit`), or for a file of
SwiftUI alone the project's `deploymentTarget` (configured, or read from its Xcode project or `Package.swift`) when it names only macOS (or only systems with UIKit); else
the `CGImage`.

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

### Fix safety

- **Display-only**: a ready downsampling helper (`CGImageSourceCreateThumbnailAtIndex`) and how to call it
  from a loader; moving the decode off the row is a change no single edit can make. The helper returns the
  platform's image: `NSImage(cgImage:size:)` for an `NSImage` decoder or a file that imports AppKit and not
  UIKit (AppKit has no `preparingThumbnail(of:)`), `UIImage` for a `UIImage` decoder or a file that imports
  UIKit, and otherwise (`AsyncImage` in a file of SwiftUI alone) the `CGImage` itself, which
  `Image(decorative:scale:)` shows on every platform.

## Options

- Severity: change it in the project's `.hitchlint.json`, for example
  `{ "severity": { "oversized-image-decode": "error" } }`. Notes do not fail a run by default.
- Row inference: `rowContainers` lists your own views whose content closure is instantiated once per
  element (a `PagedList(items) { item in … }` wrapper, a grid from a package) when given data first,
  unlabeled or labeled `data`, `items`, `elements`, `rows`, `values`, `models`, `collection` or `sections`, and `viewBuilders` lists
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
        "print-changes-left-in": #"""
# print-changes-left-in

**Category:** `debug`  ·  **Default:** enabled  ·  **Severity:** warning

Flags `Self._printChanges()` and `Self._logChanges()` in view code that release builds compile: a debugging aid that prints on every body evaluation, for every user.

## What it flags

A call of `_printChanges()` or `_logChanges()` on `Self` or on a view type's name (`ProfileView._printChanges()`)
in view code — usually `let _ = Self._printChanges()` at the top of `body` — that is not inside an `#if DEBUG`
block. The finding covers the call.

Conditional compilation is read precisely: code in the active branch of `#if DEBUG` (also `#if DEBUG &&
os(iOS)`, and nested inside other `#if`s) and in the `#else` of `#if !DEBUG` is debug-only and not flagged;
code in `#if !DEBUG`, in the `#else` of `#if DEBUG`, or under `#if DEBUG || BETA` ships and is flagged.

Not flagged: a reducer's `._printChanges()` operator in some architecture libraries (it follows an
expression such as `Reduce { … }`, never a type name), calls in deferred closures (`.onAppear { … }`),
`_printChanges` in types that are not views, comments and string literals.

## Why it matters

`_printChanges()` (iOS 15+) and `_logChanges()` (iOS 17+) are underscored debugging hooks: each time the body
runs they work out which dynamic properties changed and write a line to standard output or the unified log.
In a list row that is once per row per update, on the main thread, in the frames that scrolling needs. In
a release build nobody reads the output: it costs time, fills the device log, and can expose internal state
names. Apple's guidance (WWDC23 "Demystify SwiftUI performance") is to use it while debugging only.

## Flagged

Left at the top of a body, and in a row view:

```swift
import SwiftUI

struct ProfileHeader: View {
    let name: String

    var body: some View {
        let _ = Self._printChanges() // expect: print-changes-left-in
        Text(name).font(.title)
    }
}

struct Song: Identifiable {
    let id: Int
    let title: String
}

struct SongRow: View {
    let song: Song

    var body: some View {
        let _ = Self._logChanges() // expect: print-changes-left-in
        Text(song.title)
    }
}

struct SongsView: View {
    let songs: [Song]

    var body: some View {
        List(songs) { song in
            SongRow(song: song)
        }
    }
}
```

In the `#else` of `#if DEBUG`, which is the release branch:

```swift
import SwiftUI

struct CartBadge: View {
    let count: Int

    var body: some View {
        #if DEBUG
        Text("\(count)").border(.red)
        #else
        let _ = CartBadge._printChanges() // expect: print-changes-left-in
        Text("\(count)")
        #endif
    }
}
```

## Not flagged

Inside `#if DEBUG`, a reducer's operator, and text that only mentions it:

```swift
import SwiftUI

struct Reduce<State, Action> {
    let reduce: (inout State, Action) -> Void

    func _printChanges() -> Self { self }
}

enum CounterAction {
    case increment
}

struct CounterFeature {
    var body: Reduce<Int, CounterAction> {
        Reduce { count, _ in count += 1 }
            ._printChanges()
    }
}

struct CounterView: View {
    let count: Int

    var body: some View {
        #if DEBUG
        let _ = Self._printChanges()
        #endif
        // Remove Self._printChanges() before shipping.
        Text("Count: \(count)")
            .help("Debug with Self._printChanges()")
    }
}
```

## Fix

Remove the call, or keep it for debugging inside `#if DEBUG`:

```swift
import SwiftUI

struct ProfileHeader: View {
    let name: String

    var body: some View {
        #if DEBUG
        let _ = Self._printChanges()
        #endif
        Text(name).font(.title)
    }
}
```

Fix safety: `--fix` removes the line of `let _ = Self._printChanges()` (or of the bare call) when the
statement stands alone on its line: the fix is safe, the call only writes debugging output. When other code
shares the line (`VStack { let _ = Self._printChanges(); Text(name) }`), the fix is only shown.

## Options

- Severity: change it in the project's `.hitchlint.json`, for example
  `{ "severity": { "print-changes-left-in": "error" } }`, to keep it from ever being merged.

## Suppressing

- `// hitchlint:disable-next-line print-changes-left-in -- reason` on the line before the finding;
- `// hitchlint:disable-line print-changes-left-in` at the end of the line with the finding;
- `// hitchlint:disable print-changes-left-in` … `// hitchlint:enable print-changes-left-in` around a region;
- `// hitchlint:disable-file print-changes-left-in` anywhere in the file.

```swift
import SwiftUI

struct DiagnosticsOverlay: View {
    let frameTime: Double

    var body: some View {
        // hitchlint:disable-next-line print-changes-left-in -- internal diagnostics build only, excluded from the App Store target
        let _ = Self._printChanges()
        Text("Frame: \(frameTime)")
    }
}
```
"""#,
        "representable-without-size-that-fits": #"""
# representable-without-size-that-fits

**Category:** `text`  ·  **Default:** disabled (opt-in: `--extend-select representable-without-size-that-fits` or `extendSelect`)  ·  **Severity:** note

Flags a `UIViewRepresentable` or `NSViewRepresentable` that shows wrapping text in a `UILabel`,
`NSTextField` or non-scrolling `UITextView` but does not implement `sizeThatFits(_:uiView:context:)`: SwiftUI
then sizes it from the view's intrinsic size, which does not follow the width SwiftUI offers, and the
text is cut off, overflows, or gets the wrong height.

## What it flags

A type conforming to `UIViewRepresentable`, `NSViewRepresentable` or a project alias of them (any
conformance named `…ViewRepresentable`), with no `sizeThatFits` method in the type or its extensions in
the same file, whose `makeUIView`/`makeNSView` (or `typealias UIViewType`) is:

- a `UILabel` or `NSTextField`, or a subclass of them declared in the same file, set up for more than one
  line: `numberOfLines = 0` (or any value but `1`), `maximumNumberOfLines`, `.byWordWrapping`, a
  `preferredMaxLayoutWidth`, `NSTextField(wrappingLabelWithString:)`;
- a `UITextView` (or subclass) with `isScrollEnabled = false`, which must be as tall as its text.

The finding is on the type's name, with what the representable does instead when it is recognizable:
setting `preferredMaxLayoutWidth` from `UIScreen.main.bounds`, or from a width measured elsewhere.

Not flagged: a representable that implements `sizeThatFits(_:uiView:context:)`; a call to UIKit's
`label.sizeThatFits(_:)` inside `makeUIView` or `updateUIView` (that is not the representable's method);
single-line labels, whose intrinsic size is right (also a wrapping AppKit label whose lines are limited
to one, by a literal or a constant of the type, not only under a condition: `maximumNumberOfLines =
maximumLines`); scrolling text
views (editors, full-screen readers), which take the space they are offered (also beside another platform's
view of the same name in another `#if` branch, whose text view grows: each declaration is judged on its own
members and its extensions'); a web view whose page is held
still (`webView.scrollView.isScrollEnabled = false`: no text view's own scrolling); view controller
representables; a preview's harness (a private representable, or one named as a preview's, that only the
file's previews build). When the project's deployment target is older than iOS 16 / macOS 13 (where
`sizeThatFits` does not exist) a representable that already takes a measured width as
`preferredMaxLayoutWidth` is left alone.

The rule ships disabled: none of the three trial apps has a text representable, so its precision is
measured on public samples only (every wrapping-label representable without `sizeThatFits` in them had the
bug). Turn it on in projects that wrap UIKit or AppKit text.

## Why it matters

Without `sizeThatFits`, SwiftUI asks a representable's view for its `intrinsicContentSize`. A multi-line
`UILabel` computes that for one unbroken line, or for its `preferredMaxLayoutWidth`; a non-scrolling
`UITextView` computes it for the width it had at its last layout. Neither knows the width SwiftUI is
proposing now. The symptoms: text that runs off the screen edge, a label that wraps but keeps the height
of one line (truncated with "…"), list rows of the wrong height that jump when scrolled back, and text
views that grow only after a second layout. Setting `preferredMaxLayoutWidth` from `UIScreen.main.bounds`
breaks in Split View, on rotation and with any padding; measuring the width with a `GeometryReader` outside
costs a layout pass and lags one update behind.

`sizeThatFits(_:uiView:context:)` (iOS 16+, macOS 13+ as `sizeThatFits(_:nsView:context:)`) receives the
proposed size and returns the size the view needs for it, in the same layout pass.

## Flagged

A wrapping label:

```swift
import SwiftUI
import UIKit

struct AttributedLabel: UIViewRepresentable { // expect: representable-without-size-that-fits
    let text: NSAttributedString

    func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        label.numberOfLines = 0
        label.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        return label
    }

    func updateUIView(_ uiView: UILabel, context: Context) {
        uiView.attributedText = text
    }
}
```

Sized from the screen, with UIKit's `sizeThatFits(_:)` called inside, a label subclass and the view type
given by a type alias:

```swift
import SwiftUI
import UIKit

final class LinkLabel: UILabel {}

struct TermsText: UIViewRepresentable { // expect: representable-without-size-that-fits
    typealias UIViewType = LinkLabel
    let text: String

    func makeUIView(context: Context) -> UIViewType {
        let label = LinkLabel()
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = UIScreen.main.bounds.width - 32
        label.frame.size = label.sizeThatFits(CGSize(width: label.preferredMaxLayoutWidth, height: 1000))
        return label
    }

    func updateUIView(_ uiView: UIViewType, context: Context) {
        uiView.text = text
    }
}
```

A text view that does not scroll:

```swift
import SwiftUI
import UIKit

struct SelectableText: UIViewRepresentable { // expect: representable-without-size-that-fits
    let text: String

    func makeUIView(context: Context) -> UITextView {
        let textView = UITextView()
        textView.isEditable = false
        textView.isScrollEnabled = false
        textView.backgroundColor = .clear
        return textView
    }

    func updateUIView(_ uiView: UITextView, context: Context) {
        uiView.text = text
    }
}
```

## Not flagged

A scrolling reader for tvOS beside iOS's text view that grows, one name in two `#if` branches: only iOS's is
flagged:

```swift
import SwiftUI
import UIKit

#if os(tvOS)
struct PlainTextView: UIViewRepresentable {
    let content: String

    func makeUIView(context: Context) -> UITextView {
        let textView = UITextView()
        textView.isScrollEnabled = true
        textView.text = content
        return textView
    }

    func updateUIView(_ textView: UITextView, context: Context) {}
}
#else
struct PlainTextView: UIViewRepresentable { // expect: representable-without-size-that-fits
    let content: String

    func makeUIView(context: Context) -> UITextView {
        let textView = UITextView()
        textView.isEditable = false
        textView.isScrollEnabled = false
        textView.text = content
        return textView
    }

    func updateUIView(_ textView: UITextView, context: Context) {}
}
#endif
```

The same with the conformance declared by an extension in each branch:

```swift
import SwiftUI
import UIKit

struct LogText {
    let content: String
}

#if os(tvOS)
extension LogText: UIViewRepresentable {
    func makeUIView(context: Context) -> UITextView {
        let textView = UITextView()
        textView.text = content
        return textView
    }

    func updateUIView(_ textView: UITextView, context: Context) {}
}
#else
extension LogText: UIViewRepresentable { // expect: representable-without-size-that-fits
    func makeUIView(context: Context) -> UITextView {
        let textView = UITextView()
        textView.isScrollEnabled = false
        textView.text = content
        return textView
    }

    func updateUIView(_ textView: UITextView, context: Context) {}
}
#endif
```

A label wrapped only to show a custom view in the file's preview:

```swift
import SwiftUI
import UIKit

final class CopyableLabel: UILabel {}

struct CopyableLabelPreviews: UIViewRepresentable {
    func makeUIView(context: Context) -> CopyableLabel {
        let label = CopyableLabel()
        label.numberOfLines = 0
        label.text = "A long text to copy, wrapped over several lines."
        return label
    }

    func updateUIView(_ uiView: CopyableLabel, context: Context) {}
}

#Preview {
    CopyableLabelPreviews()
}
```

A web view of a snippet, held still in the frame its caller sets:

```swift
import SwiftUI
import WebKit

struct HTMLSnippetView: UIViewRepresentable {
    var html: String

    func makeUIView(context: Context) -> WKWebView {
        let webView = WKWebView()
        webView.scrollView.isScrollEnabled = false
        return webView
    }

    func updateUIView(_ webView: WKWebView, context: Context) {
        webView.loadHTMLString(html, baseURL: nil)
    }
}
```

A label that answers the proposal, and a single-line label:

```swift
import SwiftUI
import UIKit

struct WrappingLabel: UIViewRepresentable {
    let text: String

    func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        label.numberOfLines = 0
        return label
    }

    func updateUIView(_ uiView: UILabel, context: Context) {
        uiView.text = text
    }

    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
        guard let width = proposal.width, width.isFinite else { return nil }
        uiView.preferredMaxLayoutWidth = width
        let height = uiView.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        return CGSize(width: width, height: ceil(height))
    }
}

struct BadgeLabel: UIViewRepresentable {
    let count: Int

    func makeUIView(context: Context) -> UILabel {
        UILabel()
    }

    func updateUIView(_ uiView: UILabel, context: Context) {
        uiView.text = "\(count)"
    }
}
```

A wrapping AppKit label limited to one line, which truncates:

```swift
import SwiftUI
import AppKit

struct ResultLabel: NSViewRepresentable {
    let text: String
    let maximumLines: Int = 1

    func makeNSView(context: Context) -> NSTextField {
        let label = NSTextField(wrappingLabelWithString: text)
        label.isEditable = false
        label.cell?.truncatesLastVisibleLine = true
        label.maximumNumberOfLines = maximumLines
        return label
    }

    func updateNSView(_ nsView: NSTextField, context: Context) {
        nsView.stringValue = text
    }
}
```

A scrolling, full-screen text view, and a view controller representable:

```swift
import SwiftUI
import UIKit

struct NoteEditor: UIViewRepresentable {
    @Binding var text: String

    func makeUIView(context: Context) -> UITextView {
        let textView = UITextView()
        textView.font = .preferredFont(forTextStyle: .body)
        return textView
    }

    func updateUIView(_ uiView: UITextView, context: Context) {
        if uiView.text != text { uiView.text = text }
    }
}

struct MessageComposer: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIViewController {
        UIViewController()
    }

    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
}
```

## Fix

Implement `sizeThatFits(_:uiView:context:)` (iOS 16+; `sizeThatFits(_:nsView:context:)` on macOS 13+) and
return the height the text needs at the proposed width:

```swift
import SwiftUI
import UIKit

struct AttributedLabel: UIViewRepresentable {
    let text: NSAttributedString

    func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        label.numberOfLines = 0
        return label
    }

    func updateUIView(_ uiView: UILabel, context: Context) {
        uiView.attributedText = text
    }

    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
        guard let width = proposal.width, width.isFinite else { return nil }
        uiView.preferredMaxLayoutWidth = width
        let height = uiView.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        return CGSize(width: width, height: ceil(height))
    }
}
```

- Returning `nil` (no width proposed, as in an ideal-size query) falls back to the intrinsic size.
- For a `UITextView`, return `uiView.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))`.
- For an `NSTextField`, set `preferredMaxLayoutWidth` and return its `intrinsicContentSize.height`.
- Before iOS 16 there is no such method: measure the width with a `GeometryReader` around the
  representable, pass it in, set `preferredMaxLayoutWidth` in `updateUIView`, and add
  `.fixedSize(horizontal: false, vertical: true)`.
- Often plain `Text` does the job: it renders `AttributedString` (iOS 15+) and Markdown, and
  `.textSelection(.enabled)` (iOS 15+) makes it selectable.

The rule's fix is display-only: it shows this method with your view type filled in.

## Options

- Enable it: `--extend-select representable-without-size-that-fits`, or
  `{ "extendSelect": ["representable-without-size-that-fits"] }` in `.hitchlint.json`;
  `--select representable-without-size-that-fits` runs it alone.
- Deployment target: with `"deploymentTarget": { "iOS": "15.0" }` (or an Xcode project or `Package.swift` that
  declares iOS 15) the message also says what to do before iOS 16.
- Severity: findings are notes; `{ "severity": { "representable-without-size-that-fits": "warning" } }`
  makes them fail a run.

## Suppressing

- `// hitchlint:disable-next-line representable-without-size-that-fits -- reason` on the line before the
  finding;
- `// hitchlint:disable-line representable-without-size-that-fits` at the end of the line with the finding;
- `// hitchlint:disable representable-without-size-that-fits` … `// hitchlint:enable
  representable-without-size-that-fits` around a region;
- `// hitchlint:disable-file representable-without-size-that-fits` anywhere in the file.

```swift
import SwiftUI
import UIKit

// hitchlint:disable-next-line representable-without-size-that-fits -- always shown in a fixed 44-point frame
struct CaptionLabel: UIViewRepresentable {
    let caption: String

    func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        label.numberOfLines = 2
        return label
    }

    func updateUIView(_ uiView: UILabel, context: Context) {
        uiView.text = caption
    }
}
```
"""#,
        "screen-bounds-in-view": #"""
# screen-bounds-in-view

**Category:** `layout`  ·  **Default:** disabled (opt-in: `--extend-select screen-bounds-in-view` or `extendSelect`)  ·  **Severity:** note (warning in rows built for each element)

Flags view code that sizes itself from the device screen (`UIScreen.main.bounds`, `UIScreen.main.scale`,
`NSScreen.main?.frame` …) instead of from the space SwiftUI gives it: wrong in Split View, Stage Manager,
on external displays and in Mac windows.

## What it flags

In view code (a `View`'s or `ViewModifier`'s `body`, a style's `makeBody(configuration:)`, its helpers, initializer and stored properties'
initial values, in any file, as far as view code reaches them):

- `UIScreen.main.bounds`, `UIScreen.main.nativeBounds` (and anything read from them: `.width`,
  `.size.height`);
- `UIScreen.main.scale`, `UIScreen.main.nativeScale`;
- `NSScreen.main?.frame`, `NSScreen.main?.visibleFrame`, `NSScreen.main?.backingScaleFactor`.

The finding covers the whole read, `UIScreen.main.bounds`; a line that reads the size twice
(`UIScreen.main.bounds.width > UIScreen.main.bounds.height`) has one finding, at the first. This includes the most common use,
`1 / UIScreen.main.scale` hairlines: they are wrong on a display of another scale, and
`@Environment(\.displayScale)` is a one-line replacement, which `--fix --unsafe-fixes` makes.

Not flagged: `UIScreen.main` in `UIView`/`UIViewController` subclasses, view models, app delegates and
other code that view code never runs (a file that imports SwiftUI is not view code by that alone); reads
in deferred closures (button actions, `.onAppear`, `.task`, gesture handlers); other screen properties
(`UIScreen.main.brightness`); a screen size shown or kept as a value, never laid out — read in a string's
interpolation or as a range's bound (`0...Double(screenSize.width)`), or kept in a `let`/`var` whose every
use is such or feeds another that is (a display setting showing the detected resolution, a window
manager's slider over screen points), or kept in a local or a `private` property that is never read (not
used, or only assigned; a `$binding` to it counts as a read). A size that also reaches anything else (`.frame(width:)`, a grid's
column count, a comparison) is flagged. Nor `UIScreen.main.scale != UIScreen.main.nativeScale`: whether
Display Zoom is on, a fact about the device, not a scale to draw with.

The rule ships disabled: on an iPhone-only app a hairline or a small-screen check rarely misbehaves.
Enable it for iPad, Mac Catalyst, macOS and visionOS targets.

## Why it matters

`UIScreen.main` is the device's built-in screen. A SwiftUI view does not know it is on that screen, or
that it has it to itself: in iPad Split View and Slide Over, with Stage Manager, in a resizable Mac
Catalyst window, on an external display or over AirPlay, its window is smaller than the screen or on
another one with a different scale. Layouts computed from the screen's width overflow or leave gaps, and
hairlines drawn for the wrong scale blur. These values also never change while the view is on screen:
SwiftUI does not re-evaluate the view when the window is resized. Apple discourages `UIScreen.main` since
iOS 16 (the iOS 26 SDK marks it deprecated) and it is unavailable on visionOS.

## Flagged

A landscape check from the screen's two sides: one decision, one finding:

```swift
import SwiftUI

struct CallControls: View {
    var body: some View {
        if UIScreen.main.bounds.width > UIScreen.main.bounds.height { // expect: screen-bounds-in-view
            HStack { Text("Mute"); Text("Hang up") }
        } else {
            VStack { Text("Mute"); Text("Hang up") }
        }
    }
}
```

A card sized from the screen, and a hairline:

```swift
import SwiftUI

struct PromoCard: View {
    let title: String

    var body: some View {
        VStack(spacing: 0) {
            Text(title)
                .frame(width: UIScreen.main.bounds.width * 0.8, height: 180) // expect: screen-bounds-in-view
                .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16))
            Rectangle()
                .fill(.separator)
                .frame(height: 1 / UIScreen.main.scale) // expect: screen-bounds-in-view
        }
    }
}
```

In a stored property and a helper of the view, and on macOS:

```swift
import SwiftUI

struct CompactAwareView: View {
    private let isSmallScreen = UIScreen.main.bounds.height < 700 // expect: screen-bounds-in-view

    var body: some View {
        VStack(spacing: isSmallScreen ? 8 : 16) {
            Text("Welcome")
            sidebar
        }
    }

    private var sidebar: some View {
        Color.gray.frame(width: (NSScreen.main?.visibleFrame.width ?? 1000) / 4) // expect: screen-bounds-in-view
    }
}
```

A hairline under each row of a lazy stack is a warning; under the stack's one header, read once each
time the list's body runs, a note:

```swift
import SwiftUI

struct SpaceHeader: View {
    var body: some View {
        Text("Spaces")
            .overlay(alignment: .bottom) {
                Rectangle().frame(height: 1 / UIScreen.main.scale) // expect: screen-bounds-in-view (note)
            }
    }
}

struct SpaceRow: View {
    let name: String

    var body: some View {
        Text(name)
            .overlay(alignment: .bottom) {
                Rectangle().frame(height: 1 / UIScreen.main.scale) // expect: screen-bounds-in-view (warning)
            }
    }
}

struct SpaceList: View {
    let names: [String]

    var body: some View {
        ScrollView {
            LazyVStack {
                SpaceHeader()
                ForEach(names, id: \.self) { name in
                    SpaceRow(name: name)
                }
            }
        }
    }
}
```

## Not flagged

A screen width kept in a helper's local that nothing reads (left from an older layout):

```swift
import SwiftUI
import UIKit

struct IslandPill: View {
    var body: some View {
        let size = pillSize()
        Capsule().frame(width: size.width, height: size.height)
    }

    private func pillSize() -> CGSize {
        let screenWidth = UIScreen.main.bounds.width
        var width: CGFloat = 126
        if UIDevice.current.userInterfaceIdiom == .pad {
            width = 180
        }
        return CGSize(width: width, height: 37)
    }
}
```

A screen size kept in a private property that nothing reads: never used, or only assigned later (not
passed on as a binding):

```swift
import SwiftUI

struct ShimmerPlaceholder: View {
    private var center = (UIScreen.main.bounds.width / 2) + 110
    @State private var containerHeight: Double = UIScreen.main.bounds.height

    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .fill(.gray.opacity(0.3))
            .onGeometryChange(for: Double.self) { $0.size.height } action: { containerHeight = $0 }
    }
}
```

A UIKit view in a SwiftUI file, a read in an action, and the screen's brightness:

```swift
import SwiftUI
import UIKit

final class HairlineView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        layer.borderWidth = 1 / UIScreen.main.scale
    }
}

struct BrightnessButton: View {
    @State private var width: CGFloat = 0

    var body: some View {
        Button("Measure") {
            width = UIScreen.main.bounds.width
        }
        .onAppear {
            UIScreen.main.brightness = 1
        }
    }
}
```

Screen sizes as values: a display's resolution shown in a setting, a slider over screen points, and a
Display Zoom check:

```swift
import SwiftUI

struct ResolutionSetting: View {
    var body: some View {
        HStack {
            let width = Int(NSScreen.main?.frame.width ?? 1920)
            let height = Int(NSScreen.main?.frame.height ?? 1080)
            Text("Detected resolution")
            Spacer()
            Text("\(width) × \(height)")
        }
    }
}

struct WindowOffsetEditor: View {
    @Binding var offset: Double
    private let screenSize: CGSize = NSScreen.main?.frame.size ?? .zero

    var body: some View {
        Slider(value: $offset, in: 0...Double(screenSize.width))
    }
}

struct ComposeToolbar: View {
    var body: some View {
        let isZoomed = UIScreen.main.scale != UIScreen.main.nativeScale
        ScrollView(isZoomed ? .horizontal : []) {
            HStack { Text("Bold"); Text("Italic") }
        }
    }
}
```

The replacements:

```swift
import SwiftUI

struct SeparatorView: View {
    @Environment(\.displayScale) private var displayScale

    var body: some View {
        Rectangle().frame(height: 1 / displayScale)
    }
}

struct Carousel: View {
    let titles: [String]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack {
                ForEach(titles, id: \.self) { title in
                    Text(title)
                        .containerRelativeFrame(.horizontal) { width, _ in width * 0.8 }
                }
            }
        }
    }
}
```

## Fix

- **Hairlines and pixel snapping**: `@Environment(\.displayScale) private var displayScale` (iOS 13+,
  macOS 10.15+), then `1 / displayScale`. The view updates when it moves to a display of another scale.
  `--fix --unsafe-fixes` replaces `UIScreen.main.scale` with `displayScale` and adds the property to the
  view when it has none; it does so in a `View`/`ViewModifier` struct of the same file, where the
  environment can be read (not in `init` or a stored property's initial value). Unsafe: the value now
  follows the display.
- **Fractions of the available width**: `containerRelativeFrame(_:count:span:spacing:alignment:)` (iOS 17+,
  macOS 14+) sizes a view relative to its scroll view or window.
- **Reading the size**: `onGeometryChange(for:of:action:)` (back-deployed to iOS 16 / macOS 13, build with
  Xcode 16) into `@State`; before that, a `GeometryReader` at the top of the screen (not in rows).
- **Small-screen checks**: size classes (`@Environment(\.horizontalSizeClass)`), `ViewThatFits` (iOS 16+),
  or `@Environment(\.dynamicTypeSize)`.

Bounds findings have a display-only fix that names these. Where the project's `deploymentTarget` (configured, or read from its Xcode project or `Package.swift`) runs on
systems older than iOS 16 / macOS 13, the message also says what works there: one `GeometryReader` at the
screen's root, its size handed down, and the newer APIs under `if #available`.

## Options

- Enable it: `--extend-select screen-bounds-in-view`, or `{ "extendSelect": ["screen-bounds-in-view"] }` in
  `.hitchlint.json`; `--select screen-bounds-in-view` runs it alone.
- Severity: findings are notes, warnings in rows built for each element (not a list's static header);
  `{ "severity": { "screen-bounds-in-view": "warning" } }` makes every finding fail a run.

## Suppressing

- `// hitchlint:disable-next-line screen-bounds-in-view -- reason` on the line before the finding;
- `// hitchlint:disable-line screen-bounds-in-view` at the end of the line with the finding;
- `// hitchlint:disable screen-bounds-in-view` … `// hitchlint:enable screen-bounds-in-view` around a
  region;
- `// hitchlint:disable-file screen-bounds-in-view` anywhere in the file.

```swift
import SwiftUI

struct SplashView: View {
    var body: some View {
        Image("splash")
            .resizable()
            .scaledToFill()
            // hitchlint:disable-next-line screen-bounds-in-view -- iPhone-only launch screen
            .frame(width: UIScreen.main.bounds.width, height: UIScreen.main.bounds.height)
    }
}
```
"""#,
        "shrinking-text-in-stack": #"""
# shrinking-text-in-stack

**Category:** `text`  ·  **Default:** disabled (opt-in: `--extend-select shrinking-text-in-stack` or `extendSelect`)  ·  **Severity:** note (row code only)

Flags `.minimumScaleFactor(…)` on text that sits with other text in list rows: every text shrinks on its
own, so a row's texts come out in different sizes, rows differ from each other, and text that does not fit
is made smaller instead of showing that it is cut off.

## What it flags

The `.minimumScaleFactor(…)` modifier (the finding is on it) in row code, on:

- a `Text` in an `HStack`, `VStack`, `LazyVStack`, `LazyHStack` or `GridRow` that holds other text (a
  `Text` anywhere in the same stack, nested stacks included), looking out through `if`/`switch`;
- a `Text` that is the whole content of a `ForEach` or `List(data)` element: the same text repeats down
  the list, each copy at its own size;
- a stack holding two or more texts (`HStack { Text(a); Text(b) }.minimumScaleFactor(0.5)`): the modifier
  reaches every text in it, and each shrinks separately.

Row code here is per-element: the content of `List(data)`, `Table`, and of `ForEach` where a list, form,
lazy stack or scroll view holds it, and every view type those rows instantiate, in any file of the project.
A static child of `List { }` or `Form { }` (a screen's header, one settings cell) is one view, not rows
that differ from each other.

Not flagged: a lone text (a button title, a header), a stack of texts that is a static row (a header in
`List { HeaderView() … }`), a badge or counter in a fixed-width frame
(`.frame(width: 24, height: 24)`), which is meant to shrink into its circle; a stack given its ideal
width (`.fixedSize()`, `.fixedSize(horizontal: true, vertical: false)`: ruby text over its base), whose
texts are never narrowed, so never shrink; texts joined with `+` (`Text(symbol) + Text(amount)`: one
text, laid out and shrunk as one); text outside rows; UIKit's
`label.minimumScaleFactor = 0.5` (a property, not the modifier); and anything in deferred closures.

The rule ships disabled: shrinking is sometimes the design (a compact widget, a scoreboard), and the cost
is in consistency and accessibility more than in frame time. In the real-app trial its one finding was a
list of names under a heading, each allowed to shrink separately.

## Why it matters

`minimumScaleFactor` lets SwiftUI draw a text smaller, down to that fraction, when it does not fit its
space. Each `Text` decides on its own, by its own content: in a row with a title and a subtitle, a long
title shrinks and its subtitle does not; in a list, row 3 has a smaller name than row 4. It also hides the
real problem: the row is too narrow or a `.frame(height:)` or `lineLimit(1)` keeps the text from wrapping,
and at large Dynamic Type sizes shrinking quietly undoes the size the user asked for.

It costs layout time too: text that does not fit is laid out again at smaller sizes until it does, in every
row that scrolls in.

## Flagged

Title and subtitle in a row, the title allowed to shrink:

```swift
import SwiftUI

struct Episode: Identifiable {
    let id: Int
    let title: String
    let show: String
}

struct EpisodesView: View {
    let episodes: [Episode]

    var body: some View {
        List(episodes) { episode in
            VStack(alignment: .leading) {
                Text(episode.title)
                    .font(.headline)
                    .lineLimit(1)
                    .minimumScaleFactor(0.5) // expect: shrinking-text-in-stack
                Text(episode.show)
                    .font(.subheadline)
            }
        }
    }
}
```

A row type in its own file, the modifier on the whole stack:

```swift
// file: PriceRow.swift
import SwiftUI

struct PriceRow: View {
    let symbol: String
    let price: String

    var body: some View {
        HStack {
            Text(symbol).bold()
            Spacer()
            Text(price).monospacedDigit()
        }
        .lineLimit(1)
        .minimumScaleFactor(0.7) // expect: shrinking-text-in-stack
    }
}

// file: WatchlistView.swift
import SwiftUI

struct Quote: Identifiable {
    let id: String
    let price: String
}

struct WatchlistView: View {
    let quotes: [Quote]

    var body: some View {
        List(quotes) { quote in
            PriceRow(symbol: quote.id, price: quote.price)
        }
    }
}
```

The only content of each element:

```swift
import SwiftUI

struct Contributor: Identifiable {
    let id: Int
    let name: String
}

struct ContributorsView: View {
    let contributors: [Contributor]

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading) {
                ForEach(contributors) { contributor in
                    Text(contributor.name)
                        .lineLimit(1)
                        .minimumScaleFactor(0.8) // expect: shrinking-text-in-stack
                }
            }
        }
    }
}
```

## Not flagged

A badge in a fixed frame, beside other text:

```swift
import SwiftUI

struct Mailbox: Identifiable {
    let id: Int
    let name: String
    let unreadCount: Int
}

struct MailboxesView: View {
    let mailboxes: [Mailbox]

    var body: some View {
        List(mailboxes) { mailbox in
            HStack {
                Text(mailbox.name)
                Spacer()
                Text("\(mailbox.unreadCount)")
                    .font(.caption.bold())
                    .lineLimit(1)
                    .minimumScaleFactor(0.5)
                    .frame(width: 28, height: 28)
                    .background(Circle().fill(.blue))
            }
        }
    }
}
```

An amount and its currency symbol joined into one text, the only text of its stack:

```swift
import SwiftUI

struct Budget: Identifiable {
    let id: Int
    let amountText: String
    let symbol: String
}

struct BudgetList: View {
    let budgets: [Budget]

    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(budgets) { budget in
                    HStack(alignment: .lastTextBaseline) {
                        Text(budget.symbol).font(.body) + Text(budget.amountText).font(.title2)
                    }
                    .minimumScaleFactor(0.5)
                    .lineLimit(1)
                }
            }
        }
    }
}
```

Reading aids (furigana) over each word of a vocabulary row: the stack takes its ideal width, so the small
reading never has to shrink:

```swift
import SwiftUI

struct Word: Identifiable {
    let id: Int
    let reading: String
    let text: String
}

struct VocabularyList: View {
    let words: [Word]

    var body: some View {
        List(words) { word in
            VStack(spacing: 0) {
                Text(word.reading)
                    .font(.caption2)
                    .lineLimit(1)
                    .minimumScaleFactor(0.5)
                Text(word.text)
            }
            .fixedSize(horizontal: true, vertical: false)
        }
    }
}
```

A lone text, outside rows, and UIKit's property:

```swift
import SwiftUI
import UIKit

struct ScoreHeader: View {
    let home: String
    let away: String

    var body: some View {
        HStack {
            Text(home).minimumScaleFactor(0.5)
            Text(away).minimumScaleFactor(0.5)
        }
        .font(.largeTitle)
    }
}

struct JoinButton: View {
    let title: String

    var body: some View {
        Button {
            print("join")
        } label: {
            Text(title)
                .lineLimit(1)
                .minimumScaleFactor(0.6)
        }
    }
}

final class BannerLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        adjustsFontSizeToFitWidth = true
        self.minimumScaleFactor = 0.5
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
```

A screen's header, a stack of texts that is one static row of its list:

```swift
import SwiftUI

struct HeaderView: View {
    let title: String
    let subtitle: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(title).font(.title).lineLimit(1).minimumScaleFactor(0.5)
            Text(subtitle).foregroundStyle(.secondary)
        }
    }
}

struct ProfileScreen: View {
    let posts: [String]

    var body: some View {
        List {
            HeaderView(title: "Profile", subtitle: "\(posts.count) posts")
            ForEach(posts, id: \.self) { Text($0) }
        }
    }
}
```

## Fix

Let the text take the room it needs, and fix what keeps it from getting that room:

- Remove `.minimumScaleFactor`, and allow wrapping: no `lineLimit`, or a range such as `.lineLimit(1...3)`
  (iOS 16+).
- If the row cuts wrapped text off, put `.fixedSize(horizontal: false, vertical: true)` on the text that
  must keep its full height, and remove fixed `.frame(height:)`s on the row.
- Give the text that matters priority over its neighbours: `.layoutPriority(1)`.
- For a tight layout that must work at every size, choose between arrangements with `ViewThatFits`
  (iOS 16+) or `@Environment(\.dynamicTypeSize)` (iOS 15+) instead of shrinking.

```swift
import SwiftUI

struct EpisodeRow: View {
    let title: String
    let show: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
                .font(.headline)
                .fixedSize(horizontal: false, vertical: true)
            Text(show)
                .font(.subheadline)
                .lineLimit(1)
        }
    }
}
```

`--fix --unsafe-fixes` removes the `.minimumScaleFactor(…)` modifier (its whole line when it stands
alone). It is unsafe because the row's layout changes: the text then wraps, or truncates visibly where a
`lineLimit` says so, which is the point; check the row afterwards.

## Options

- Enable it: `--extend-select shrinking-text-in-stack`, or `{ "extendSelect": ["shrinking-text-in-stack"] }`
  in `.hitchlint.json`; `--select shrinking-text-in-stack` runs it alone.
- Severity: `{ "severity": { "shrinking-text-in-stack": "note" } }` keeps findings from failing a run.
- Row inference: `rowContainers` and `viewBuilders` (see `geometry-reader-in-row`) extend what counts as
  a row.

## Suppressing

- `// hitchlint:disable-next-line shrinking-text-in-stack -- reason` on the line before the finding;
- `// hitchlint:disable-line shrinking-text-in-stack` at the end of the line with the finding;
- `// hitchlint:disable shrinking-text-in-stack` … `// hitchlint:enable shrinking-text-in-stack` around a
  region;
- `// hitchlint:disable-file shrinking-text-in-stack` anywhere in the file.

```swift
import SwiftUI

struct Team: Identifiable {
    let id: Int
    let name: String
    let score: Int
}

struct ScoreboardView: View {
    let teams: [Team]

    var body: some View {
        List(teams) { team in
            HStack {
                Text(team.name)
                    .lineLimit(1)
                    .minimumScaleFactor(0.6) // hitchlint:disable-line shrinking-text-in-stack
                Spacer()
                Text("\(team.score)").monospacedDigit()
            }
        }
    }
}
```
"""#,
        "single-text-long-content": #"""
# single-text-long-content

**Category:** `text`  ·  **Default:** enabled  ·  **Severity:** note

Flags a `ScrollView` whose whole content is one `Text` showing a string known only at run time (a log, a
document, an API payload), or a read-only `TextEditor`: SwiftUI lays the whole string out at once, on the
main thread, however little of it is on screen.

## What it flags

A `ScrollView` (vertical, or both axes) whose content closure shows exactly one view, looking through
single-child `VStack`/`HStack`/`ZStack`/`LazyVStack`/`Group` wrappers and a `ScrollViewReader`, and ignoring `Spacer()`s (or one
`if … else` whose branches each show one view: the finding is at the first branch's long text), when that
view is:

- `Text(x)` or `Text(verbatim: x)` where `x` is a variable, a property, a call or an interpolation of
  nothing but one (`"\(log)"`); `String`, `AttributedString` and Markdown alike;
- `TextEditor(text: .constant(x))`: an editor used to show text, which in a vertical scroll view grows to
  the height of all its text.

The finding is on the `Text` or `TextEditor`. Modifiers on it (`.font`, `.textSelection(.enabled)`,
`.padding()`) do not matter.

Not flagged: string literals, even with interpolations (`Text("Version \(version)")`), localized
resources (`NSLocalizedString(…)`, `String(localized:)`, `LocalizedStringKey(…)`, the constants SwiftGen and
R.swift generate from strings files — `L10n.Permission.body`, `R.string.localizable.footer()` — also kept in
a constant of the file, `Localization.impressionInfo`, as a literal may be, or a property the file declares
`LocalizedStringKey` or `LocalizedStringResource`: `var help: LocalizedStringResource`), `Text(date, style:)`
and `Text(value, format:)`, `Text(Image(…))`; an error's text (`error.localizedDescription`, `errorMessage`,
also read through a method without arguments, `details.errorText()`), a sentence or two; a scroll view with several views (a title and a body, a
`ForEach` of paragraphs); `ScrollView(.horizontal)`; a scroll view that an `if` on the string's count keeps
long text out of (in the `else` of `if text.count >= 1_000 { LargeTextView(text) }`, or in `if text.count <
1_000 { … }`); a scroll view capped at a few lines (`.frame(maxHeight: 60)`, a literal of at most 100 points: a short
text that may now and then overflow, such as a message's reactions; not a fixed `height:`, a console's panel); and anything in
deferred closures (actions, `.onAppear`, `.task`).

The rule cannot know how long the string will be, so its findings are notes, which do not fail a run. It
ships enabled because the shape is specific: in the real-app trial (six open-source apps) it found an
activity log and an error log, each one `Text` of an attributed string that grows with every entry, and
nothing else; public samples of the shape are log viewers, consoles and article bodies. When the text is
known to be short (a status line), suppress the finding.

## Why it is slow

A `Text` is laid out as one paragraph block: to know the scroll view's content height, SwiftUI measures the
whole string at the offered width, wrapping every line, before it can draw the first frame. Nothing of this
is lazy: a scroll view needs its content's full height. For tens of thousands of characters that is
hundreds of milliseconds to seconds on the main thread, repeated whenever the width changes (rotation,
window resizing, Split View, Dynamic Type) and whenever the string changes (a log that grows by one line
lays out all of it again). Text selection (`.textSelection(.enabled)`) and attributed runs add to it.

A read-only `TextEditor` in a vertical scroll view is the same: it has to be as tall as its text, so all of
it is laid out up front.

## Flagged

A log viewer:

```swift
import SwiftUI

struct LogView: View {
    let log: String

    var body: some View {
        ScrollView {
            Text(log) // expect: single-text-long-content
                .font(.system(.footnote, design: .monospaced))
                .textSelection(.enabled)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding()
        }
    }
}
```

Through a stack with a spacer, and an attributed string built by a helper:

```swift
import SwiftUI

struct ConsoleView: View {
    let lines: [String]

    var body: some View {
        ScrollView(.vertical, showsIndicators: true) {
            VStack(alignment: .leading) {
                Text(joined(lines)) // expect: single-text-long-content
                    .font(.callout)
                Spacer()
            }
            .padding()
        }
    }

    private func joined(_ lines: [String]) -> AttributedString {
        AttributedString(lines.joined(separator: "\n"))
    }
}
```

A read-only `TextEditor`:

```swift
import SwiftUI

struct ResponseView: View {
    let responseBody: String

    var body: some View {
        ScrollView {
            TextEditor(text: .constant(responseBody)) // expect: single-text-long-content
                .font(.system(.body, design: .monospaced))
        }
    }
}
```

One text either way, rich or plain:

```swift
import SwiftUI

struct PayloadView: View {
    let attributed: AttributedString?
    let plain: String

    var body: some View {
        ScrollView {
            if let attributed {
                Text(attributed) // expect: single-text-long-content
            } else {
                Text(plain)
            }
        }
    }
}
```

A transcript that keeps growing, kept scrolled to its end through a `ScrollViewReader`:

```swift
import SwiftUI

struct TranscriptView: View {
    let transcript: String

    var body: some View {
        ScrollView {
            ScrollViewReader { proxy in
                Text(transcript) // expect: single-text-long-content
                    .id("end")
                    .onChange(of: transcript) { proxy.scrollTo("end", anchor: .bottom) }
            }
        }
    }
}
```

## Not flagged

A message's reactions in a scroll view of at most 60 points, a few emoji that may overflow:

```swift
import SwiftUI

struct Reactions {
    var byUser: [String: String] = [:]
    func joined() -> String { byUser.values.joined(separator: " ") }
}

struct ReactionRow: View {
    let reactions: Reactions

    var body: some View {
        HStack {
            Text("Reactions")
            ScrollView {
                Text(reactions.joined())
            }
            .frame(maxHeight: 60)
        }
    }
}
```

An error's text, a sentence or two (`error.localizedDescription`, `localizedFailureReason`, a property named
`errorMessage`, `errorDescription` or ending in `ErrorMessage`, or a method of that name without arguments):

```swift
import SwiftUI

struct ErrorDetails {
    let error: Error
    func errorText() -> String { String(describing: error) }
}

@MainActor
final class PlayerState: ObservableObject {
    @Published var errorMessage: String?
    @Published var lastError: Error?
    @Published var details: ErrorDetails?
}

struct PlaybackErrorSheet: View {
    @ObservedObject var player: PlayerState

    var body: some View {
        if let errorMessage = player.errorMessage {
            ScrollView { Text(errorMessage).padding() }
        } else if let error = player.lastError {
            ScrollView { Text(error.localizedDescription) }
        } else if let details = player.details {
            ScrollView { Text(details.errorText()) }
        }
    }
}
```

A text chosen between two literals, however it is chosen:

```swift
import SwiftUI

struct EmptyAppsMessage: View {
    let searchText: String

    var body: some View {
        ScrollView {
            Text(searchText.isEmpty ? "No applications found." : "No matching apps.")
        }
    }
}
```

A help text passed in as a localized resource, in a small popover:

```swift
import SwiftUI

struct InfoButton: View {
    var help: LocalizedStringResource
    @State private var isPresented = false

    var body: some View {
        Button("About this setting") { isPresented = true }
            .popover(isPresented: $isPresented) {
                ScrollView { Text(help).padding() }
                    .frame(width: 400, height: 120, alignment: .topLeading)
            }
    }
}
```

A literal, an interpolated literal and a localized string:

```swift
import SwiftUI

struct AboutView: View {
    let version: String

    var body: some View {
        VStack {
            ScrollView {
                Text("HitchLint finds the code that makes SwiftUI lists stutter.")
            }
            ScrollView {
                Text("Version \(version)")
            }
            ScrollView {
                Text(String(localized: "about.license"))
            }
            ScrollView {
                Text(Localization.credits)
            }
            ScrollView {
                Text(L10n.About.acknowledgements)
            }
        }
    }
}

private extension AboutView {
    enum Localization {
        static let credits = NSLocalizedString("about.credits", value: "Made by a small team.", comment: "")
    }
}
```

Several views in the scroll view, and the fix: paragraphs in a lazy stack:

```swift
import SwiftUI

struct Paragraph: Identifiable {
    let id: Int
    let text: String
}

struct ArticleView: View {
    let title: String
    let paragraphs: [Paragraph]

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 12) {
                Text(title).font(.title)
                ForEach(paragraphs) { paragraph in
                    Text(paragraph.text)
                }
            }
            .padding()
        }
    }
}
```

A horizontal scroll view, and a formatted value:

```swift
import SwiftUI

struct TickerView: View {
    let headline: String
    let updated: Date

    var body: some View {
        VStack {
            ScrollView(.horizontal) {
                Text(headline).lineLimit(1)
            }
            ScrollView {
                Text(updated, style: .relative)
            }
        }
    }
}
```

Long text sent elsewhere by its length, only short text in the scroll view:

```swift
import SwiftUI
import UIKit

struct ClipPreview: View {
    let text: String

    var body: some View {
        if text.count >= 1_000 {
            LargeTextView(text: text)
        } else {
            ScrollView {
                Text(text)
            }
        }
    }
}

struct LargeTextView: UIViewRepresentable {
    let text: String

    func makeUIView(context: Context) -> UITextView {
        let view = UITextView()
        view.isEditable = false
        return view
    }

    func updateUIView(_ view: UITextView, context: Context) { view.text = text }
}
```

## Fix

Split the text once, where it changes, and show the parts lazily: only the paragraphs on screen are laid
out, and a growing log only lays out its new lines.

```swift
import SwiftUI

struct LogLine: Identifiable {
    let id: Int
    let text: String
}

struct LogView: View {
    let lines: [LogLine]

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 2) {
                ForEach(lines) { line in
                    Text(line.text)
                        .font(.system(.footnote, design: .monospaced))
                }
            }
            .textSelection(.enabled)
            .padding()
        }
    }
}
```

- `LazyVStack` needs iOS 14+ / macOS 11+; a `List` works on every version.
- Split into lines or paragraphs in the model (when the log grows, append lines), not in `body`.
- Selecting across paragraphs is lost; for a document the user must select as a whole, wrap a
  `UITextView`/`NSTextView` instead, which lays out only what is visible (TextKit 2 viewport layout, iOS 16+
  / macOS 12+).

The rule's fix is display-only: it describes the split, which happens in the data, not on this line.

## Options

- Turn it off: `--ignore single-text-long-content`, or `{ "ignore": ["single-text-long-content"] }` in
  `.hitchlint.json`.
- Severity: findings are notes, which do not fail a run by default; make them fail with
  `{ "severity": { "single-text-long-content": "warning" } }`.

## Suppressing

- `// hitchlint:disable-next-line single-text-long-content -- reason` on the line before the finding;
- `// hitchlint:disable-line single-text-long-content` at the end of the line with the finding;
- `// hitchlint:disable single-text-long-content` … `// hitchlint:enable single-text-long-content` around a
  region;
- `// hitchlint:disable-file single-text-long-content` anywhere in the file.

```swift
import SwiftUI

struct SyncStatusView: View {
    let status: String

    var body: some View {
        ScrollView {
            // hitchlint:disable-next-line single-text-long-content -- a status line, set by the sync engine
            Text(status)
                .padding()
        }
    }
}
```
"""#,
        "synchronous-io-in-body": #"""
# synchronous-io-in-body

**Category:** `body-cost`  ·  **Default:** enabled  ·  **Severity:** note (warning in rows built for each element)

Flags a file read, a folder listed or a URL fetched synchronously while SwiftUI evaluates view code (`Data(contentsOf:)`, `String(contentsOfFile:)`, `FileManager.default.contentsOfDirectory(atPath:)`): the main thread waits for the disk or the network on every evaluation.

## What it flags

In view code (a `View`'s `body`, its `@ViewBuilder` members, the members of its type that these call, its
initializer and stored properties' initial values; as for every rule, see the README's *view code*), the call
(the finding is on its name):

- a value made from what a file or URL holds: `Data(contentsOf:)`, `String(contentsOf:)`,
  `String(contentsOfFile:)`, `NSString(contentsOfFile:)`, `NSData(contentsOf:)`, `NSDictionary(contentsOf:)`,
  `NSArray(contentsOfFile:)`, `AttributedString(contentsOf:)` (a Markdown file);
- `FileManager`'s calls that read the disk for what they return: `contentsOfDirectory(atPath:)` and
  `(at:…)`, `subpathsOfDirectory(atPath:)`, `contents(atPath:)`, `attributesOfItem(atPath:)`,
  `enumerator(at:…)`, on `FileManager.default` or a receiver named as one (`fileManager`, `fm`, `manager`);
- a URL's `resourceValues(forKeys:)`: the same attributes, read from the disk again on every pass of the run
  loop (a URL keeps them no longer);
- AppKit's `NSWorkspace.shared.icon(forFile:)` (or on a receiver named `…workspace`): Launch Services finds
  the file's type and reads its icon, from inside an app or a disk image, on every call.

Outside rows it is a note; in rows (per element of a list, a lazy stack or a scroll view's stack, and
every view built there), a warning: every row that scrolls in reads again.

Not flagged: the same calls in deferred closures (`Button` actions, `.onAppear`, `.task`, `.onChange`,
`.fileImporter`'s completion, a project's own callback labelled `…Action:`, `…Handler:`, `…Callback:` or
`…Completion:`, or a view's or a modifier's closure that takes parameters and holds a `guard`, a loop, a
throwing `try`, an `await`, an assignment or a call of the file's function that returns nothing, none of which
a result builder takes; without parameters, one that awaits or throws, or, given to a view that is not
SwiftUI's, holds such a statement and returns no value), in model and view-model
types (members of other types are not followed, except a helper that also makes a formatter, which
`format-in-body` follows wherever view code calls it), in `static let`s and
global `let`s (read once); images (`UIImage(contentsOfFile:)`, `NSImage(contentsOf:)`: their decode is
`oversized-image-decode`'s); `NSWorkspace.shared.icon(for: .pdf)`, a type's icon, which Launch Services
keeps; `FileManager.default.fileExists(atPath:)`, a `stat` apps use to pick an icon,
cheap next to a read; `Bundle.main.url(forResource:withExtension:)`, which only builds a path; comments and
string literals.

## Why it is slow

SwiftUI evaluates a view's body whenever its state or inputs change, on the main thread, and a frame is not
drawn until it returns. A synchronous read waits for the disk: microseconds for a small file in the page
cache, milliseconds for a cold one, much longer on a busy device, an external drive or a network volume; a
`Data(contentsOf:)` given a remote URL waits for the network, for seconds, and Apple's documentation warns
against ever calling it on the main thread. Listing a folder also reads the disk, and its cost grows with
the folder. None of it is cached across evaluations: a body that reads a license file reads it again at
every update of the screen, and a row that lists a folder lists it again for every row that scrolls in.

## Flagged

The license text read from the bundle in `body`, a folder listed in a computed property that the body
shows, release notes read from a Markdown file, and an archive's size read from its attributes:

```swift
import SwiftUI

struct LicenseView: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("License").font(.headline)
            Text(licenseText).font(.footnote)
        }
    }

    private var licenseText: String {
        guard let path = Bundle.main.path(forResource: "LICENSE", ofType: "txt") else { return "" }
        return (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" // expect: synchronous-io-in-body
    }
}

struct KeyPicker: View {
    @Binding var key: String

    var body: some View {
        Picker("SSH key", selection: $key) {
            ForEach(keyFiles, id: \.self) { Text($0).tag($0) }
        }
    }

    private var keyFiles: [String] {
        let folder = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".ssh")
        return (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] // expect: synchronous-io-in-body
    }
}

struct ReleaseNotes: View {
    let notesURL: URL

    var body: some View {
        Text((try? AttributedString(contentsOf: notesURL)) ?? "") // expect: synchronous-io-in-body
    }
}

struct ArchiveInfo: View {
    let archiveURL: URL

    var body: some View {
        LabeledContent("Archive size", value: archiveSize)
    }

    private var archiveSize: String {
        let bytes = (try? archiveURL.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0 // expect: synchronous-io-in-body
        return "\(bytes / 1_000_000) MB"
    }
}
```

A download's row that asks the workspace for its file's icon each time it is built:

```swift
import AppKit
import SwiftUI

struct Download: Identifiable {
    let id: Int
    let path: String
}

final class WorkspaceModel {
    private var icons: [String: NSImage] = [:]
    func icon(forFile path: String) -> NSImage { icons[path] ?? NSImage() }
}

struct DownloadsList: View {
    let downloads: [Download]
    let workspace: WorkspaceModel

    var body: some View {
        List(downloads) { download in
            HStack {
                Image(nsImage: NSWorkspace.shared.icon(forFile: download.path)) // expect: synchronous-io-in-body
                Image(nsImage: NSWorkspace.shared.icon(for: .pdf))
                Image(nsImage: workspace.icon(forFile: download.path))
                Text(download.path)
            }
        }
    }
}
```

A row that reads its attachment's file each time it is built (a warning: every row that scrolls in reads it):

```swift
import SwiftUI

struct Note: Identifiable {
    let id: UUID
    let fileURL: URL
}

struct NoteRow: View {
    let note: Note

    var body: some View {
        let text = (try? String(contentsOf: note.fileURL, encoding: .utf8)) ?? "" // expect: synchronous-io-in-body
        Text(text).lineLimit(2)
    }
}

struct NotesList: View {
    let notes: [Note]

    var body: some View {
        List(notes) { NoteRow(note: $0) }
    }
}
```

A file's size read from the disk in a settings form's one static section is a note (read once each time
the form's body runs); in each row of the form's list of files, a warning:

```swift
import SwiftUI

struct StorageSettings: View {
    let archive: URL
    let exports: [URL]

    var body: some View {
        Form {
            Section("Archive") {
                Text(archiveSize)
            }
            Section("Exports") {
                ForEach(exports, id: \.self) { export in
                    LabeledContent(export.lastPathComponent, value: size(of: export))
                }
            }
        }
    }

    private var archiveSize: String {
        let values = try? archive.resourceValues(forKeys: [.fileSizeKey]) // expect: synchronous-io-in-body (note)
        return "\(values?.fileSize ?? 0) bytes"
    }

    private func size(of file: URL) -> String {
        let values = try? file.resourceValues(forKeys: [.fileSizeKey]) // expect: synchronous-io-in-body (warning)
        return "\(values?.fileSize ?? 0) bytes"
    }
}
```

## Not flagged

Reads in actions, in `.task` and in a file importer's completion, in a project view's callback, and in a
model; a path looked up, a file's existence tested; reads in a package modifier's closure that loops and
assigns, or calls a method that returns nothing, statements no view builder takes, so code the modifier keeps
to run:

```swift
import SwiftUI

@MainActor
final class NotesStore: ObservableObject {
    @Published var text = ""

    func load(from url: URL) {
        text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }
}

struct FilePicker: View {
    let pick: ([URL]) -> Void

    init(_ pick: @escaping ([URL]) -> Void) {
        self.pick = pick
    }

    var body: some View {
        Button("Choose…") { pick([]) }
    }
}

struct ImportView: View {
    @StateObject private var store = NotesStore()
    @State private var isImporting = false
    @State private var preview = ""
    let exportHandler: (Data) -> Void

    var body: some View {
        VStack {
            Text(store.text)
            Text(preview)
            Button("Reload") {
                store.load(from: URL(fileURLWithPath: "/tmp/notes.txt"))
            }
            FilePicker { urls in
                guard let url = urls.first else { return }
                preview = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            }
            if FileManager.default.fileExists(atPath: "/tmp/notes.txt") {
                Label("Saved", systemImage: "checkmark")
            }
            Text(Bundle.main.path(forResource: "LICENSE", ofType: "txt") ?? "")
            Button("Import palettes…") { isImporting = true }
                .fileImporterWithAlert(isPresented: $isImporting, allowedContentTypes: [.json]) { urls in
                    var texts: [String] = []
                    for url in urls {
                        texts.append(try String(contentsOf: url, encoding: .utf8))
                    }
                    preview = texts.joined(separator: "\n")
                }
                .watch(value: isImporting) { _ in
                    reloadPreview()
                }
        }
        .task {
            preview = (try? String(contentsOfFile: "/tmp/preview.txt", encoding: .utf8)) ?? ""
        }
        .fileImporter(isPresented: $isImporting, allowedContentTypes: [.plainText]) { result in
            if case .success(let url) = result, let data = try? Data(contentsOf: url) {
                exportHandler(data)
            }
        }
    }

    private func reloadPreview() {
        preview = (try? String(contentsOfFile: "/tmp/preview.txt", encoding: .utf8)) ?? ""
    }
}
```

## Fix

Read once, off the main thread, and keep the result in state (or in the model) for the body to show:

```swift
import SwiftUI

struct LicenseView: View {
    @State private var licenseText = ""

    var body: some View {
        VStack(alignment: .leading) {
            Text("License").font(.headline)
            Text(licenseText).font(.footnote)
        }
        .task {
            licenseText = await Self.loadLicense()
        }
    }

    nonisolated static func loadLicense() async -> String {
        guard let path = Bundle.main.path(forResource: "LICENSE", ofType: "txt") else { return "" }
        return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }
}
```

- `.task { … }` (iOS 15+, macOS 12+) runs when the view appears and is cancelled when it goes; a
  `nonisolated` (or `@concurrent`) function keeps the read off the main actor.
- For a remote URL use `URLSession.shared.data(from:)` (iOS 15+), which never blocks the caller.
- Data that several views show belongs in the model, read once when it changes.

Fix safety: no automatic fix. Where the result should live (state, the model, a cache) and when it is
stale depends on the app; the fix is shown with the finding.

## Options

- Severity: change it in the project's `.hitchlint.json`, for example
  `{ "severity": { "synchronous-io-in-body": "warning" } }`. Notes do not fail a run by default.

## Suppressing

- `// hitchlint:disable-next-line synchronous-io-in-body -- reason` on the line before the finding;
- `// hitchlint:disable-line synchronous-io-in-body` at the end of the line with the finding;
- `// hitchlint:disable synchronous-io-in-body` … `// hitchlint:enable synchronous-io-in-body` around a region;
- `// hitchlint:disable-file synchronous-io-in-body` anywhere in the file.

A view built once, that reads a small bundled file:

```swift
import SwiftUI

struct AboutPane: View {
    var body: some View {
        // hitchlint:disable-next-line synchronous-io-in-body -- a 2 KB bundled file, in a pane shown once
        Text((try? String(contentsOf: Bundle.main.url(forResource: "About", withExtension: "txt")!, encoding: .utf8)) ?? "")
    }
}
```
"""#,
        "unstable-identity": #"""
# unstable-identity

**Category:** `identity`  ·  **Default:** enabled  ·  **Severity:** warning

Flags identity that is new every time view code runs: `.id(UUID())`, list data built with `UUID()` ids, values of a type whose `id` defaults to `UUID()` built in view code, and an `id` that returns a new `UUID()` on every read, so that a `List` or `ForEach` sees different rows on every update.

## What it flags

- **`.id(UUID())`** on any view (the finding is on the `.id(…)` modifier), also when the `UUID()` is only part of
  the argument (`.id(isReset ? UUID() : token)`).
- **`UUID()` as an id in the data of `ForEach`/`List`/`Table`**: `ForEach(names.map { Item(id: UUID(), name: $0) })`,
  and any argument labeled `id:`, `identifier:`, `uuid:` or `…ID:`; also an element of an array literal that a
  `ForEach` or `List` keys by itself (`ForEach([UUID()], id: \.self) { _ in ProgressView() }`).
- **Values of a type whose `id` defaults to `UUID()`** (`let id = UUID()` or `var id: UUID = UUID()`, declared
  in any file of the project) built in view code, when the values become a list's data:
  - directly in the data argument: `ForEach(names.map { Folder(name: $0) })`;
  - in a computed property or method of the view that feeds a `ForEach`, `List` or `Table` (`List(folders)` with
    `var folders: [Folder] { … }`), or in a stored property without a property wrapper;
  - in a local `let` of the body that a `ForEach`, `List` or `Table` then iterates;
  - in the view's `init`, assigned to a property that a `ForEach`, `List` or `Table` of the same view iterates.
- **An `id` that returns a new `UUID()`** for every value (`var id: UUID { UUID() }`, `var id: String {
  UUID().uuidString }`, also with `return` or `get { … }`) or for some (`default: return UUID().uuidString`
  in a `switch`, `remoteID ?? UUID().uuidString`), in any type or extension, reached by view code or not (a
  list's data is typed, and the index does not follow types): every read is a new identity. The finding is
  at the `UUID()`. (A `UUID()` kept in a local first, or made in a closure, is not followed.) When the file
  shows the type conforming to nothing that could be `Identifiable` (`enum Marker: Equatable`), the message
  names what else matches values by `id` (diffs, caches, annotations) rather than SwiftUI's lists alone.
- **`cacheKey: UUID()`** (or `UUID().uuidString`) in view code: an image or data provider's cache key
  (Kingfisher's `Base64ImageDataProvider(base64String:cacheKey:)`), new on every evaluation, so what it names
  is decoded and cached again each time, the cache grows, and a view keyed by its source is rebuilt. The
  finding is on the argument; a warning in rows, a note elsewhere.
- **Values of a nested type** named through their enclosing type (`TagChip.Model(title: …)`) as above. A
  nested type is known by its enclosing type's name as well: `Detail.State(…)` is not `Editor.State`, and a
  bare `State(…)` means a type nested in the type whose code writes it, or a top-level `State`.
- **In list rows** (the content of `List(data)`, of a `ForEach` that a list, lazy stack or scroll view
  holds, and the views built there), such a value or an
  `id: UUID()` handed to a view: `TagChip(tag: Tag(name: name))`.

Several values in one list's data (`[Folder(name: "Inbox"), Folder(name: "Sent")]`) are one finding, at the first.

Not flagged: a token kept in `@State` and changed only when a reset is wanted (`@State private var
resetToken = UUID()`, `resetToken = UUID()` in an action, `.id(resetToken)`), which is the fix; `UUID()` in
`.tag(…)`, `.animation(_:value:)` or any other argument that is not an id; values created in a `@State`
or `@StateObject` initial value (kept from the first `init`), in models and view models, in `static`
properties, and in deferred closures (`Button` actions, `.onAppear`, `.task`, `.onChange`, `Task { }`);
types whose `id` comes from their data; values that only a Swift Charts chart's `ForEach` makes marks of
(`Chart { ForEach(points) { AreaMark(…) } }`); values whose list keys its rows by something else
(`ForEach(Array(slices.enumerated()), id: \.offset)`, `id: \.startAngle`: the elements' `id` is never read
as identity; every list of the file that shows them so); comments and string literals.

## Why it is slow

SwiftUI matches the views of one update to the next by identity: the explicit `.id(…)` of a view, and the
`id` of each element of a `ForEach` or `List`. When an identity matches, SwiftUI compares the new inputs with
the old ones, keeps the view's state and redraws only what changed. When it does not, the old view is
destroyed and a new one is created: its `@State` starts over, `onAppear` and `task` run again, and in a list
the row is removed and a new one inserted.

`UUID()` returns a value never seen before. Written in view code it runs on every evaluation: `.id(UUID())`
recreates its view on every update of its parent, and list data built with fresh ids tells the `List` that
every row was deleted and a new one inserted each time the body runs. Rows lose their state and scroll
position bookkeeping, insertions animate, and every visible row is rebuilt instead of diffed; while a search
field or timer updates the screen, that happens many times per second.

A type with `let id = UUID()` does the same invisibly: each `Folder(name:)` is a new identity, so building
the values in a computed property, a view's `init` or a row is the same as writing `UUID()` there. Handed to a
row view, such a value also makes the row's input differ from the previous one on every update, so SwiftUI
runs the row's body even when nothing changed.

## Flagged

`.id(UUID())` to force a view to start over, a common workaround:

```swift
import SwiftUI

struct UploadStatusView: View {
    let progress: Double

    var body: some View {
        VStack {
            ProgressView(value: progress)
                .id(UUID()) // expect: unstable-identity
            Text("Uploading")
        }
    }
}
```

Fresh ids in the data of a `ForEach` (the `.map` in the data is also body work):

```swift
import SwiftUI

struct Topic: Identifiable {
    let id: UUID
    let name: String
}

struct TopicsView: View {
    let names: [String]

    var body: some View {
        List {
            ForEach(names.map { Topic(id: UUID(), name: $0) }) { topic in // expect: unstable-identity, format-in-body
                Text(topic.name)
            }
        }
    }
}
```

A spinner row keyed by a fresh `UUID()`, a new row each time the form's body runs:

```swift
import SwiftUI

struct SignInForm: View {
    @State private var isSigningIn = false

    var body: some View {
        Form {
            if isSigningIn {
                ForEach([UUID()], id: \.self) { _ in // expect: unstable-identity
                    ProgressView()
                }
            } else {
                Button("Sign In") { isSigningIn = true }
            }
        }
    }
}
```

A type whose `id` defaults to `UUID()`, declared in one file, built in a computed property that feeds a `List`
in another:

```swift
// file: Folder.swift
import Foundation

struct Folder: Identifiable {
    let id = UUID()
    let name: String
}

// file: FoldersView.swift
import SwiftUI

struct FoldersView: View {
    let folderNames: [String]

    private var folders: [Folder] {
        folderNames.map { Folder(name: $0) } // expect: unstable-identity
    }

    var body: some View {
        List(folders) { folder in
            Text(folder.name)
        }
    }
}
```

A type nested in a view, named through it, built for the chips of each row:

```swift
import SwiftUI

struct Contact: Identifiable {
    let id: String
    let name: String
    var tags: [String] = []
}

struct TagChip: View {
    struct Model: Identifiable {
        var id = UUID()
        var title: String
    }

    let model: Model

    var body: some View {
        Text(model.title).padding(4).background(.quaternary, in: Capsule())
    }
}

struct ContactsView: View {
    let contacts: [Contact]

    var body: some View {
        List(contacts) { contact in
            HStack(spacing: 6) {
                Text(contact.name).bold()
                ForEach(contact.tags.map { TagChip.Model(title: $0) }) { chip in // expect: unstable-identity, format-in-body
                    TagChip(model: chip)
                }
            }
        }
    }
}
```

A new cache key for each evaluation of the rows' icon, which decodes the image again each time:

```swift
import Kingfisher
import SwiftUI

struct Tile: Identifiable, Hashable {
    var id: String { title }
    let title: String
    let iconData: String
}

struct TileIcon: View {
    let base64: String

    var body: some View {
        let provider = Base64ImageDataProvider(base64String: base64, cacheKey: UUID().uuidString) // expect: unstable-identity
        KFImage(source: .provider(provider))
            .resizable()
            .frame(width: 24, height: 24)
    }
}

struct TilesList: View {
    let tiles: [Tile]

    var body: some View {
        List(tiles) { tile in
            Label {
                Text(tile.title)
            } icon: {
                TileIcon(base64: tile.iconData)
            }
        }
    }
}
```

Built in the view's `init` and in a local of the body:

```swift
// file: Playlist.swift
import Foundation

struct Playlist: Identifiable {
    let id = UUID()
    let title: String
}

// file: PlaylistsView.swift
import SwiftUI

struct PlaylistsView: View {
    private let playlists: [Playlist]
    let pinnedTitles: [String]

    init(titles: [String], pinnedTitles: [String]) {
        playlists = titles.map { Playlist(title: $0) } // expect: unstable-identity
        self.pinnedTitles = pinnedTitles
    }

    var body: some View {
        let pinned = pinnedTitles.map { Playlist(title: $0) } // expect: unstable-identity
        List {
            ForEach(pinned) { playlist in
                Text(playlist.title).bold()
            }
            ForEach(playlists) { playlist in
                Text(playlist.title)
            }
        }
    }
}
```

Handed to a row view, once per element:

```swift
// file: Tag.swift
import Foundation

struct Tag: Identifiable, Hashable {
    let id = UUID()
    let name: String
}

// file: TagsView.swift
import SwiftUI

struct TagChip: View {
    let tag: Tag

    var body: some View {
        Text(tag.name)
            .padding(6)
            .background(.quaternary, in: Capsule())
    }
}

struct TagsView: View {
    let tagNames: [String]

    var body: some View {
        List {
            ForEach(tagNames, id: \.self) { name in
                TagChip(tag: Tag(name: name)) // expect: unstable-identity
            }
        }
    }
}
```

An `id` that returns a new `UUID()` for every value or for some, in models that no view code names (the
list's data is typed):

```swift
// file: LoadError.swift
import Foundation

enum LoadError: Error, Identifiable {
    case missingFile(String)
    case damaged(String)

    var id: UUID { UUID() } // expect: unstable-identity
}

struct Download: Identifiable {
    let url: URL
    var id: String {
        return UUID().uuidString // expect: unstable-identity
    }
}

enum FeedItem: Identifiable {
    case post(id: String)
    case comment(id: String)
    case loadMore

    var id: String {
        switch self {
        case .post(let id), .comment(let id):
            return id
        default:
            return UUID().uuidString // expect: unstable-identity
        }
    }
}

struct Draft: Identifiable {
    let serverID: String?
    var id: String { serverID ?? UUID().uuidString } // expect: unstable-identity
}

enum Slot: Identifiable {
    case booked(String)
    case free

    var id: String {
        switch self {
        case .booked(let key): key
        case .free: UUID().uuidString // expect: unstable-identity
        }
    }
}
// file: ErrorsView.swift
import SwiftUI

struct ErrorsView: View {
    let errors: [LoadError]

    var body: some View {
        List(errors) { error in
            Text(String(describing: error))
        }
    }
}
```

Rows of a `Table` made in a local of the body, of a type whose `id` defaults to `UUID()`: every update of the
statistics gives every row a new identity:

```swift
import SwiftUI

struct StatisticRow: Identifiable {
    let id = UUID()
    let name: String
    let value: String
}

struct ConnectionStatistics: View {
    let connectedSince: String
    let reconnections: Int

    var body: some View {
        let rows = [
            StatisticRow(name: "Connected since", value: connectedSince), // expect: unstable-identity
            StatisticRow(name: "Reconnections", value: String(reconnections)),
        ]
        Table(rows) {
            TableColumn("Statistic", value: \.name)
            TableColumn("Value", value: \.value)
        }
    }
}
```

A nested type named bare in the code of the type that nests it (`State(…)` in `Composer`'s own view):

```swift
import SwiftUI

struct Composer: View {
    struct State: Identifiable {
        var id = UUID()
        var draft: String
    }

    let drafts: [String]

    var body: some View {
        List(drafts, id: \.self) { draft in
            DraftRow(state: State(draft: draft)) // expect: unstable-identity
        }
    }
}

struct DraftRow: View {
    let state: Composer.State

    var body: some View { Text(state.draft) }
}
```

## Not flagged

A window's root view that an `App` without state builds in its scene: the `App`'s `body` runs once, so the
view and its stored menu are made once, not on every update of a parent:

```swift
// file: DemoApp.swift
import SwiftUI

@main
struct DemoApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

// file: ContentView.swift
import SwiftUI

struct ContentView: View {
    struct MenuItem: Identifiable, Hashable {
        var id = UUID()
        var name: String
        var image: String
    }

    @State private var selection: MenuItem.ID?
    private var menu = [
        MenuItem(name: "Transcribe", image: "book.pages"),
        MenuItem(name: "Stream", image: "waveform.badge.mic"),
    ]

    var body: some View {
        NavigationSplitView {
            List(menu, selection: $selection) { item in
                Label(item.name, systemImage: item.image)
            }
        } detail: {
            Text("Detail")
        }
    }
}
```

The marks of a Swift Charts chart, made from values whose `id` defaults to `UUID()`: marks keep no
state and the chart draws them all again on every update (fresh ids only change how a data change
animates):

```swift
import Charts
import SwiftUI

struct Point: Identifiable {
    let value: Double
    let time: Date
    let id = UUID()
}

struct PredictionChart: View {
    let target: Double
    let eventual: Double

    var body: some View {
        let marks = [
            Point(value: target, time: .now),
            Point(value: eventual, time: .now.addingTimeInterval(3600)),
        ]
        Chart {
            ForEach(marks) { point in
                AreaMark(x: .value("Time", point.time), y: .value("Glucose", point.value))
            }
        }
    }
}
```

An `id` stored once per value, one from the data, and an enum's case as its own id:

```swift
import Foundation

struct Attachment: Identifiable {
    let id = UUID()
    let name: String
}

struct Contact: Identifiable {
    let email: String
    var id: String { email }
}

enum Tab: String, CaseIterable, Identifiable {
    case inbox, sent
    var id: Self { self }
}

enum Session {
    // A type's own `id`, not an element's identity.
    static var id: String { UUID().uuidString }
}
```

A reset token kept in `@State` and replaced only in an action; `UUID()` in `.tag(…)` and in actions:

```swift
import SwiftUI

struct Draft: Identifiable {
    let id: UUID
    var text: String
}

struct ComposeView: View {
    @State private var drafts: [Draft] = []
    @State private var resetToken = UUID()
    @State private var selection: UUID?

    var body: some View {
        VStack {
            Form {
                ForEach($drafts) { $draft in
                    TextField("Text", text: $draft.text)
                }
            }
            .id(resetToken)
            Picker("Draft", selection: $selection) {
                Text("None").tag(UUID?.none)
                ForEach(drafts) { draft in
                    Text(draft.text).tag(Optional(draft.id))
                }
            }
            Button("New draft") {
                drafts.append(Draft(id: UUID(), text: ""))
            }
            Button("Start over") {
                drafts = []
                resetToken = UUID()
            }
        }
    }
}
```

Values with random ids created once: in `@State`, and in a model when the data arrives:

```swift
// file: Folder.swift
import Foundation

struct Folder: Identifiable {
    let id = UUID()
    let name: String
}

// file: FolderStore.swift
import Foundation

@MainActor
final class FolderStore: ObservableObject {
    @Published private(set) var folders: [Folder] = []

    func load(names: [String]) {
        folders = names.map { Folder(name: $0) }
    }
}

// file: FoldersView.swift
import SwiftUI

struct FoldersView: View {
    @StateObject private var store = FolderStore()
    @State private var favorites = [Folder(name: "Inbox"), Folder(name: "Drafts")]

    var body: some View {
        List {
            ForEach(favorites) { folder in
                Text(folder.name).bold()
            }
            ForEach(store.folders) { folder in
                Text(folder.name)
            }
        }
        .task { store.load(names: ["Work", "Travel"]) }
    }
}
```

A type whose `id` comes from its data, built in view code:

```swift
import SwiftUI

struct Country: Identifiable {
    let code: String
    let name: String
    var id: String { code }
}

struct CountriesView: View {
    let codes: [String]

    private var countries: [Country] {
        codes.map { Country(code: $0, name: $0.uppercased()) }
    }

    var body: some View {
        List(countries) { country in
            Text(country.name)
        }
    }
}
```

A cache key from the data, and a new one made in an action (an upload's, once per tap):

```swift
import Kingfisher
import SwiftUI

struct AvatarView: View {
    let url: URL
    @State private var uploadKey: String?

    var body: some View {
        VStack {
            KFImage(source: .network(KF.ImageResource(downloadURL: url, cacheKey: url.absoluteString)))
                .resizable()
                .frame(width: 48, height: 48)
            Button("Upload new") {
                uploadKey = UUID().uuidString
                _ = Base64ImageDataProvider(base64String: "", cacheKey: UUID().uuidString)
            }
        }
    }
}
```

A private modifier that nothing in its file calls, left from an old workaround: no view code runs it, and
no other file can:

```swift
import SwiftUI

struct ReceiptView: View {
    let total: String

    var body: some View {
        HStack {
            Text("Total")
            Spacer()
            Text(total).monospacedDigit()
        }
    }
}

private extension View {
    // Redrew the total on iOS 14, whose text kept a stale width; no longer applied.
    @ViewBuilder func redrawnOnEveryUpdate() -> some View {
        if #available(iOS 15, *) {
            self
        } else {
            self.id(UUID())
        }
    }
}
```

Two features that each nest a `State`: only the editor's gives its `id` a fresh `UUID()`. A value of the
detail's `State`, built for each row, is not one of those (a nested type is known by its enclosing type's
name too):

```swift
// file: Editor.swift
enum Editor {
    struct State: Identifiable, Hashable {
        let id = UUID()
        var text = ""
    }
}

// file: Detail.swift
enum Detail {
    struct State: Hashable {
        var itemName: String
    }
}

// file: EntriesList.swift
import SwiftUI

struct Entry: Identifiable {
    let id: Int
    let name: String
}

struct EntriesList: View {
    let entries: [Entry]

    var body: some View {
        List(entries) { entry in
            NavigationLink(value: Detail.State(itemName: entry.name)) {
                Text(entry.name)
            }
        }
    }
}
```

Values whose list keys its rows by position: the fresh `id` each has is not what the `ForEach` reads (the
position is, which `index-based-id` weighs):

```swift
import SwiftUI

struct Slice: Identifiable {
    var id = UUID()
    var startAngle: Double
    var endAngle: Double
    var color: Color
}

struct PieChart: View {
    let values: [(amount: Double, color: Color)]

    var slices: [Slice] {
        var result: [Slice] = []
        var start = 0.0
        let total = values.map(\.amount).reduce(0, +)
        for value in values {
            let end = start + value.amount / total * 360
            result.append(Slice(startAngle: start, endAngle: end, color: value.color))
            start = end
        }
        return result
    }

    var body: some View {
        ZStack {
            ForEach(Array(slices.enumerated()), id: \.offset) { pair in
                Circle().trim(from: pair.element.startAngle / 360, to: pair.element.endAngle / 360)
                    .stroke(pair.element.color, lineWidth: 20)
            }
        }
    }
}
```

## Fix

Give values an identity that comes from the data, and create them where the data changes, not in view code:

```swift
import SwiftUI

struct Folder: Identifiable {
    let id: String
    let name: String
}

struct FoldersView: View {
    let folders: [Folder]
    @State private var resetToken = UUID()

    var body: some View {
        List(folders) { folder in
            Text(folder.name)
        }
        .id(resetToken)
        .refreshable { resetToken = UUID() }
    }
}
```

- A server or database key (`let id: String`), or a computed id from fields that identify the value
  (`var id: String { name }`). Keep `UUID()` ids only for values created once and stored (a new draft in an
  action, a record in a model), never for values rebuilt while rendering.
- Build derived arrays in the model or view model when the data arrives, or keep them in `@State`.
- For a deliberate reset, keep a token in `@State private var resetToken = UUID()`, assign `UUID()` to it in
  the action that should reset, and write `.id(resetToken)`: the view starts over only then. On iOS 17+,
  `.id(value)` with a value from the data (`.id(selectedAccount.id)`) often states the intent better.

The rule's fix is display-only: it names these changes, which move code out of the view.

## Options

- Severity: change it in the project's `.hitchlint.json`, for example
  `{ "severity": { "unstable-identity": "error" } }`.
- Row inference: `rowContainers` and `viewBuilders` (see `geometry-reader-in-row`) extend what counts as
  a row.

## Suppressing

- `// hitchlint:disable-next-line unstable-identity -- reason` on the line before the finding;
- `// hitchlint:disable-line unstable-identity` at the end of the line with the finding;
- `// hitchlint:disable unstable-identity` … `// hitchlint:enable unstable-identity` around a region;
- `// hitchlint:disable-file unstable-identity` anywhere in the file.

```swift
import SwiftUI

struct LiveBadge: View {
    var body: some View {
        Text("LIVE")
            // hitchlint:disable-next-line unstable-identity -- restart the pulse animation on every update, by design
            .id(UUID())
            .transition(.opacity)
    }
}
```
"""#,
        "visibility-tracking-with-geometry": #"""
# visibility-tracking-with-geometry

**Category:** `layout`  ·  **Default:** disabled (opt-in: `--extend-select visibility-tracking-with-geometry` or `extendSelect`)  ·  **Severity:** note (warning in list rows)

Flags a `GeometryReader` that reports where a view is in a scroll view, through a preference or
`onChange`, to decide whether it is on screen (infinite-scroll sentinels, "mark as read") or how far the
content has scrolled: it runs in every layout pass, and while scrolling, on every frame.

## What it flags

A `GeometryReader` (the finding is on it) whose content, in code that runs with the view:

1. reads a position: `proxy.frame(in: space)` in any space but `.local`, and not only its `.size`,
   `.width` or `.height` (also in a function of the file that the proxy is handed to:
   `offset(inside: proxy)`, `self.offset(inside: proxy)`);
2. sends it out of the reader: `.preference(key:value:)` (picked up by `onPreferenceChange` elsewhere) or
   `.onChange(of:)`;
3. and is about scrolling: it compares the position (`minY < height`: a visibility check, in the reader's
   own code or in a closure of it that holds the read, not in another view's content inside the reader,
   such as an overlay's `if unread < count`), or reads one
   edge of the frame (`.minY`, `.maxY`, `.midY`, `.minX`, `.origin` …), or measures in a named or scroll
   view coordinate space (`.named("scroll")`, `.scrollView`).

This covers readers used inline, in a `.background`/`.overlay`, and in reusable modifiers and views in other
files (a `ScrollOffsetReader`, an `.onVisible { }` extension), as long as view code uses them.

Not flagged: readers that carry sizes (`proxy.size`, `frame(in: .local)`, `frame(in: .global).size`),
which is what most preference keys do; a whole `CGRect` in global space (a popover or tooltip anchor); a
position in a space named on the scrolled content itself (`HStack { … }.coordinateSpace(name: "tabs")`
inside the `ScrollView`: it moves with the reader, so scrolling does not change it; a tab bar's selection
marker), or on a view of the same file around the reader with no scroll view, list or form between them (`VStack { …
GeometryReader … }.coordinateSpace(name: "content")`: wherever that view scrolls, the reader moves with
it; a popup placed by a text view's frame), also from a member of the view that the file writes only in such
views (`LazyVStack { … cell(day) … }.coordinateSpace(name: "grid")` with the reader in `cell(_:)`); a
reader that only lays out its content with the proxy; a reader around the scroll view whose proxy only a
reader inside reads (`GeometryReader { outside in ScrollView { … GeometryReader { inside in … } } }`: the
inner one has the finding, the outer one does not move), or in a modifier of the scroll view itself
(`ScrollView { … }.background(GeometryReader { … })`, also of a project's `…ScrollView`: it measures the
scroll view's frame, which scrolling does not move); reads in deferred closures (`.onAppear { }`, which
runs once); and `onGeometryChange`/`onScrollGeometryChange`/`onScrollVisibilityChange`, which are the fix.

In list rows `geometry-reader-in-row` reports the same reader; this rule adds why it is there and what
replaces it. The rule ships disabled: across six open-source apps it found one case (a search field in a
list reporting its global `minY` on every scroll frame, to dismiss the keyboard), correct, and stayed silent
on size readers and `onGeometryChange`; one case is too few to call its precision.

## Why it is slow

A `GeometryReader` joins every layout pass. Inside scrolling content, a frame measured in global or
scroll-view space changes on every frame of the scroll, so SwiftUI re-runs the reader's content, carries the
new preference value up the view tree, and calls `onPreferenceChange`, which usually writes `@State`:
the receiving view's `body` then runs again, 60 or 120 times a second while the user scrolls. An offset
reader at the top of a feed re-evaluates the whole screen on every frame. A visibility sentinel's Bool
changes rarely, but the measuring and the preference pass still happen every frame, once per sentinel.

The scroll view already knows what is visible and where it is: the iOS 18 scroll APIs report it without
a view in the layout, and `onGeometryChange` calls you only when the value you extract changes.

## Flagged

An infinite-scroll sentinel after a lazy stack:

```swift
import SwiftUI

struct VisibleKey: PreferenceKey {
    static let defaultValue = false
    static func reduce(value: inout Bool, nextValue: () -> Bool) {
        value = value || nextValue()
    }
}

struct Post: Identifiable {
    let id: Int
    let title: String
}

struct FeedView: View {
    let posts: [Post]
    let loadMore: () -> Void

    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(posts) { post in
                    Text(post.title)
                }
            }
            Color.clear
                .frame(height: 1)
                .background(
                    GeometryReader { proxy in // expect: visibility-tracking-with-geometry
                        Color.clear.preference(
                            key: VisibleKey.self,
                            value: proxy.frame(in: .global).minY < 1000)
                    }
                )
                .onPreferenceChange(VisibleKey.self) { isVisible in
                    if isVisible { loadMore() }
                }
        }
    }
}
```

A reusable scroll-offset reader in its own file:

```swift
// file: ScrollOffsetReader.swift
import SwiftUI

struct ScrollOffsetKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = nextValue()
    }
}

struct ScrollOffsetReader: View {
    let space: String

    var body: some View {
        GeometryReader { proxy in // expect: visibility-tracking-with-geometry
            let minY = proxy.frame(in: .named(space)).minY
            Color.clear.preference(key: ScrollOffsetKey.self, value: minY)
        }
        .frame(height: 0)
    }
}

// file: ProfileView.swift
import SwiftUI

struct ProfileView: View {
    @State private var offset: CGFloat = 0

    var body: some View {
        ScrollView {
            ScrollOffsetReader(space: "scroll")
            Text("Profile")
                .opacity(offset < -40 ? 0 : 1)
        }
        .coordinateSpace(name: "scroll")
        .onPreferenceChange(ScrollOffsetKey.self) { offset = $0 }
    }
}
```

A scroll view of the app's that reports its content's origin, the reader's content given as `content:`:

```swift
import SwiftUI

private struct OriginKey: PreferenceKey {
    static let defaultValue: CGPoint = .zero
    static func reduce(value: inout CGPoint, nextValue: () -> CGPoint) {}
}

struct OffsetScrollView<Content: View>: View {
    let content: () -> Content
    let onOffset: (CGPoint) -> Void
    @Namespace private var space

    var body: some View {
        ScrollView {
            content().background(
                GeometryReader(content: { proxy in // expect: visibility-tracking-with-geometry
                    Color.clear.preference(key: OriginKey.self, value: proxy.frame(in: .named(space)).origin)
                })
            )
        }
        .coordinateSpace(name: space)
        .onPreferenceChange(OriginKey.self) { onOffset($0) }
    }
}
```

A carousel's offset in a space named on the inner scroll view itself, inside a feed that scrolls too:
the space moves with the carousel, not with its content, so the reader's position changes as the content
scrolls:

```swift
import SwiftUI

struct CarouselOffsetKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = nextValue()
    }
}

struct FeedWithCarousel: View {
    static let photos = ["beach", "forest", "city"]
    @State private var carouselOffset: CGFloat = 0

    var body: some View {
        ScrollView {
            VStack {
                Text("Header")
                ScrollView(.horizontal) {
                    HStack {
                        ForEach(Self.photos, id: \.self) { photo in
                            Text(photo)
                        }
                    }
                    .background(GeometryReader { proxy in // expect: visibility-tracking-with-geometry
                        Color.clear.preference(key: CarouselOffsetKey.self, value: proxy.frame(in: .named("carousel")).minX)
                    })
                }
                .coordinateSpace(name: "carousel")
                .onPreferenceChange(CarouselOffsetKey.self) { carouselOffset = $0 }
            }
        }
    }
}
```

A reusable scroll view that reports how far its content has scrolled, the position worked out by a method of
its own, called through `self`:

```swift
import SwiftUI

struct ContentOffsetKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = nextValue()
    }
}

struct TrackableScrollView<Content: View>: View {
    @Binding var offset: CGFloat
    @ViewBuilder let content: Content

    var body: some View {
        GeometryReader { outside in
            ScrollView {
                ZStack(alignment: .top) {
                    GeometryReader { inside in // expect: visibility-tracking-with-geometry
                        Color.clear.preference(key: ContentOffsetKey.self, value: self.offset(outside: outside, inside: inside))
                    }
                    VStack { content }
                }
            }
            .onPreferenceChange(ContentOffsetKey.self) { offset = $0 }
        }
    }

    private func offset(outside: GeometryProxy, inside: GeometryProxy) -> CGFloat {
        outside.frame(in: .global).minY - inside.frame(in: .global).minY
    }
}
```

## Not flagged

A reader in the scroll view's own background, measuring where a sheet has moved the scroll view (a space
named on the sheet's root): scrolling the content does not move it:

```swift
import SwiftUI

struct SheetPanel<Content: View>: View {
    @State private var sheetOffset: CGFloat = 0
    @ViewBuilder let content: () -> Content

    var body: some View {
        ScrollView {
            content()
        }
        .background(GeometryReader { geometry in
            Color.clear.onChange(of: geometry.frame(in: .named("sheet")).minY) { sheetOffset = $0 }
        })
        .overlay(alignment: .top) { Text("\(Int(sheetOffset))") }
    }
}
```

A reader around a whole chat, which reports the list's frame: its overlay's comparison of counts decides
nothing with the reader's position:

```swift
import SwiftUI

struct ListFrameKey: PreferenceKey {
    static var defaultValue = CGRect.zero
    static func reduce(value: inout CGRect, nextValue: () -> CGRect) { value = nextValue() }
}

struct ChatScreen: View {
    let lines: [String]
    let lastReadIndex: Int

    var body: some View {
        GeometryReader { outer in
            List {
                ForEach(lines, id: \.self) { Text($0) }
            }
            .preference(key: ListFrameKey.self, value: outer.frame(in: .global))
            .overlay(alignment: .top) {
                if lastReadIndex < lines.count - 1 {
                    Text("New messages")
                }
            }
        }
    }
}
```

A month grid's cells report their frames in the grid's own space, from a helper the grid calls (a reader in
every cell is still a row's cost, which `geometry-reader-in-row` reports):

```swift
import SwiftUI

struct Day: Identifiable {
    let id: Int
    let hours: Double
}

struct CellFramesKey: PreferenceKey {
    static var defaultValue: [Int: CGRect] = [:]
    static func reduce(value: inout [Int: CGRect], nextValue: () -> [Int: CGRect]) {
        value.merge(nextValue()) { $1 }
    }
}

struct MonthGrid: View {
    let weeks: [[Day]]

    private func cell(_ day: Day) -> some View {
        Rectangle()
            .fill(Color.blue.opacity(day.hours / 8))
            .background(
                GeometryReader { proxy in // expect: geometry-reader-in-row
                    Color.clear.preference(key: CellFramesKey.self, value: [day.id: proxy.frame(in: .named("grid"))])
                }
            )
    }

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 4) {
                ForEach(weeks, id: \.first?.id) { week in
                    HStack(spacing: 4) {
                        ForEach(week) { day in cell(day) }
                    }
                }
            }
            .coordinateSpace(name: "grid")
        }
    }
}
```

A text view's frame in a space named on the view's own stack, to place an autocomplete popup: the stack
and the reader move together:

```swift
import SwiftUI

struct EditorFrameKey: PreferenceKey {
    static var defaultValue: CGRect = .zero
    static func reduce(value: inout CGRect, nextValue: () -> CGRect) { value = nextValue() }
}

struct ComposeView: View {
    @Binding var text: String
    @State private var editorFrame: CGRect = .zero

    var body: some View {
        VStack(alignment: .leading) {
            TextEditor(text: $text)
                .background(
                    GeometryReader { proxy in
                        Color.clear.preference(key: EditorFrameKey.self, value: proxy.frame(in: .named("compose")))
                    }
                )
                .onPreferenceChange(EditorFrameKey.self) { editorFrame = $0 }
            Text("Suggestions")
                .offset(y: editorFrame.maxY)
        }
        .coordinateSpace(name: "compose")
    }
}
```

A reader that carries a size, and a frame for an anchor:

```swift
import SwiftUI

struct HeightKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct AnchorKey: PreferenceKey {
    static let defaultValue: CGRect = .zero
    static func reduce(value: inout CGRect, nextValue: () -> CGRect) {
        value = nextValue()
    }
}

struct ExpandingHeader: View {
    @State private var height: CGFloat = 0
    @State private var anchor: CGRect = .zero

    var body: some View {
        VStack {
            Text("Header")
                .background(GeometryReader { proxy in
                    Color.clear.preference(key: HeightKey.self, value: proxy.size.height)
                })
            Button("Help") {}
                .background(GeometryReader { proxy in
                    Color.clear.preference(key: AnchorKey.self, value: proxy.frame(in: .global))
                })
        }
        .onPreferenceChange(HeightKey.self) { height = $0 }
        .onPreferenceChange(AnchorKey.self) { anchor = $0 }
    }
}
```

A tab's position in a space named on the scrolled content (not on the scroll view): it stays put while
the content scrolls:

```swift
import SwiftUI

struct TabOffsetKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = nextValue()
    }
}

struct TabStrip: View {
    static let tabs = ["Home", "Search", "Library", "Profile"]
    @State private var markerOffset: CGFloat = 0

    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                ForEach(Self.tabs, id: \.self) { tab in
                    Text(tab)
                        .background(GeometryReader { proxy in
                            Color.clear.preference(key: TabOffsetKey.self, value: proxy.frame(in: .named("tabs")).minX)
                        })
                }
            }
            .coordinateSpace(name: "tabs")
        }
        .onPreferenceChange(TabOffsetKey.self) { markerOffset = $0 }
    }
}
```

A position read once, when the reader appears, and the replacements:

```swift
import SwiftUI

struct Message: Identifiable {
    let id: Int
    let text: String
}

struct ThreadView: View {
    let messages: [Message]
    let loadOlder: () -> Void
    @State private var startY: CGFloat = 0
    @State private var offset: CGFloat = 0

    var body: some View {
        ScrollView {
            GeometryReader { proxy in
                Color.clear.onAppear { startY = proxy.frame(in: .global).minY }
            }
            .frame(height: 0)
            LazyVStack {
                ForEach(messages) { message in
                    Text(message.text)
                        .onAppear {
                            if message.id == messages.last?.id { loadOlder() }
                        }
                }
            }
        }
        .onScrollGeometryChange(for: CGFloat.self) { geometry in
            geometry.contentOffset.y
        } action: { _, newOffset in
            offset = newOffset
        }
    }
}
```

## Fix

- **Is it on screen?** `onScrollVisibilityChange(threshold:_:)` on the view (iOS 18+, macOS 15+), or
  `onScrollTargetVisibilityChange(idType:threshold:_:)` on the scroll view for the ids of visible rows.
- **Load the next page**: `onAppear` on the last row (or the last few) inside a `LazyVStack` or `List`
  (any version): lazy containers build rows only as they come on screen, so `onAppear` is the visibility
  signal, once per row.
- **How far has it scrolled?** `onScrollGeometryChange(for:of:action:)` on the scroll view (iOS 18+,
  macOS 15+), returning `contentOffset.y` or a Bool derived from it, so the action runs only when that
  value changes.
- **Before iOS 18**: `onGeometryChange(for:of:action:)` (back-deployed to iOS 16 / macOS 13) with
  `$0.frame(in: .named("scroll")).minY`: no reader view in the layout, and the action runs only when the
  value changes. Derive a coarse value (a Bool, a rounded step) so it changes rarely.
- **Effects tied to the position** (parallax, fading headers): `scrollTransition` or `visualEffect`
  (iOS 17+), which need no state at all.
- **Dismissing the keyboard on scroll**: `.scrollDismissesKeyboard(.immediately)` (iOS 16+).

The rule's fix is display-only: it names the replacement for a visibility check or for an offset reader.

## Options

- Enable it: `--extend-select visibility-tracking-with-geometry`, or
  `{ "extendSelect": ["visibility-tracking-with-geometry"] }` in `.hitchlint.json`;
  `--select visibility-tracking-with-geometry` runs it alone.
- Severity: findings are notes, warnings in list rows built for each element (a reader in a `Form`'s
  static section header or footer is one reader, a note);
  `{ "severity": { "visibility-tracking-with-geometry": "warning" } }` makes every finding fail a run.

## Suppressing

- `// hitchlint:disable-next-line visibility-tracking-with-geometry -- reason` on the line before the
  finding;
- `// hitchlint:disable-line visibility-tracking-with-geometry` at the end of the line with the finding;
- `// hitchlint:disable visibility-tracking-with-geometry` … `// hitchlint:enable
  visibility-tracking-with-geometry` around a region;
- `// hitchlint:disable-file visibility-tracking-with-geometry` anywhere in the file.

```swift
import SwiftUI

struct OffsetKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = nextValue()
    }
}

struct LegacyOffsetReader: View {
    var body: some View {
        // hitchlint:disable-next-line visibility-tracking-with-geometry -- iOS 15 target, removed with iOS 16
        GeometryReader { proxy in
            Color.clear.preference(key: OffsetKey.self, value: proxy.frame(in: .named("scroll")).minY)
        }
        .frame(height: 0)
    }
}
```
"""#,
    ]
}
