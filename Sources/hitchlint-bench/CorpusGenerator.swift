import Foundation

/// A deterministic, realistic SwiftUI corpus: many different files mixing screens, rows, models,
/// modifiers, view models, comments, multi-line strings and interpolations, so the tokenizer, the
/// outline and every rule see the constructs they meet in real apps. Same seed, same bytes.
struct CorpusGenerator {
    var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(state: seed) }

    mutating func pick<T>(_ options: [T]) -> T { options[Int(random.next() % UInt64(options.count))] }
    mutating func number(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(random.next() % UInt64(range.count)) }

    static let nouns = ["Order", "Invoice", "Message", "Photo", "Track", "Album", "Contact", "Task", "Note", "Event",
                        "Article", "Comment", "Product", "Review", "Device", "Session", "Ticket", "Recipe", "Trip", "Book"]
    static let fields = ["title", "subtitle", "name", "summary", "author", "status", "detail", "caption", "label", "kind"]

    /// Writes files into `folder` until `targetBytes` are written; returns the file count and bytes.
    mutating func write(into folder: URL, targetBytes: Int) throws -> (files: Int, bytes: Int) {
        var total = 0
        var count = 0
        while total < targetBytes {
            let noun = pick(Self.nouns)
            let module = "Module\(count % 37)"
            let text = file(index: count, noun: noun)
            let directory = folder.appendingPathComponent(module)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: directory.appendingPathComponent("\(noun)\(count).swift"))
            total += text.utf8.count
            count += 1
        }
        return (count, total)
    }

    mutating func file(index: Int, noun: String) -> String {
        var text = "//\n//  \(noun)\(index).swift\n//  Generated for the HitchLint benchmark.\n//\n\nimport SwiftUI\nimport Foundation\n\n"
        // Distinct kinds of section per file, all named after the file, so its screen lists its own rows
        // (row inference across types) and rows use its model; most files hold a row and a screen.
        var kinds = [1, 2] + (0...7).filter { _ in number(0...2) > 0 }
        kinds = Array(Set(kinds)).sorted()
        let name = "\(noun)\(index)"
        for kind in kinds {
            switch kind {
            case 0: text += model(name)
            case 1: text += row(name)
            case 2: text += screen(name)
            case 3: text += viewModel(name)
            case 4: text += modifier(name)
            case 5: text += documentation(name)
            case 6: text += grid(name)
            default: text += settings(name)
            }
        }
        return text
    }

    mutating func fieldList(_ count: Int) -> [String] { (0..<count).map { _ in pick(Self.fields) + String(number(0...9)) } }

    mutating func model(_ name: String) -> String {
        let fields = fieldList(number(3...8))
        var text = "/// A \(name) as the server sends it.\nstruct \(name)Model: Identifiable, Hashable, Codable {\n    let id: String\n"
        for field in fields { text += "    var \(field): String\n" }
        text += "    var createdAt: Date\n    var amount: Decimal\n\n    var isRecent: Bool { createdAt > Date().addingTimeInterval(-86_400 * \(number(1...30))) }\n}\n\n"
        return text
    }

    mutating func row(_ name: String) -> String {
        let fields = fieldList(number(2...5))
        var text = "struct \(name)Row: View {\n    let item: \(name)Model\n    @State private var isExpanded = false\n\n"
        if number(0...3) == 0 {
            text += "    private var dateText: String {\n        let formatter = DateFormatter()\n        formatter.dateStyle = .medium\n        return formatter.string(from: item.createdAt)\n    }\n\n"
        }
        text += "    var body: some View {\n        HStack(alignment: .top, spacing: \(number(4...16))) {\n"
        if number(0...4) == 0 { text += "            GeometryReader { proxy in Color.accentColor.frame(width: proxy.size.width * 0.\(number(1...9))) }\n" }
        text += "            VStack(alignment: .leading, spacing: 4) {\n"
        for field in fields {
            text += "                Text(item.\(field))\n                    .font(.\(pick(["body", "caption", "headline", "subheadline"])))\n                    .lineLimit(\(number(1...3)))\n"
        }
        text += "                Text(\"Total: \\(item.amount, format: .number) — \\\"\(name)\\\"\")\n"
        text += "            }\n            Spacer()\n            Button {\n                withAnimation(.spring) { isExpanded.toggle() }\n            } label: {\n                Image(systemName: isExpanded ? \"chevron.up\" : \"chevron.down\")\n            }\n        }\n        .padding(.vertical, \(number(2...8)))\n        .onAppear { print(\"appeared \\(item.id)\") }\n    }\n}\n\n"
        return text
    }

    mutating func screen(_ name: String) -> String {
        var text = "struct \(name)Screen: View {\n    @StateObject private var model = \(name)ViewModel()\n    @State private var query = \"\"\n\n    var body: some View {\n        NavigationStack {\n"
        switch number(0...2) {
        case 0: text += "            List(model.items.indices, id: \\.self) { index in\n                \(name)Row(item: model.items[index])\n            }\n"
        case 1: text += "            List {\n                ForEach(model.items.filter { $0.title0.contains(query) }) { item in\n                    NavigationLink(value: item) { \(name)Row(item: item) }\n                }\n                .onDelete { model.remove(at: $0) }\n            }\n"
        default: text += "            ScrollView {\n                LazyVStack(spacing: 8) {\n                    ForEach(model.items) { item in \(name)Row(item: item) }\n                }\n            }\n"
        }
        text += "            .navigationTitle(\"\(name)\")\n            .searchable(text: $query)\n            .task { await model.load() }\n            .refreshable { await model.load() }\n        }\n    }\n}\n\n"
        return text
    }

    mutating func viewModel(_ name: String) -> String {
        var text = "@MainActor\nfinal class \(name)ViewModel: ObservableObject {\n    @Published private(set) var items: [\(name)Model] = []\n    private let decoder: JSONDecoder = {\n        let decoder = JSONDecoder()\n        decoder.dateDecodingStrategy = .iso8601\n        return decoder\n    }()\n\n"
        text += "    func load() async {\n        do {\n            let url = URL(string: \"https://example.com/api/\(name.lowercased())?page=\(number(1...9))\")!\n            let (data, _) = try await URLSession.shared.data(from: url)\n            items = try decoder.decode([\(name)Model].self, from: data).sorted { $0.createdAt > $1.createdAt }\n        } catch {\n            print(\"failed: \\(error.localizedDescription)\")\n        }\n    }\n\n    func remove(at offsets: IndexSet) { items.remove(atOffsets: offsets) }\n}\n\n"
        return text
    }

    mutating func modifier(_ name: String) -> String {
        "struct \(name)CardStyle: ViewModifier {\n    var cornerRadius: CGFloat = \(number(4...20))\n\n    func body(content: Content) -> some View {\n        content\n            .padding()\n            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: cornerRadius))\n            .shadow(radius: \(number(1...6)))\n    }\n}\n\nextension View {\n    func \(name.prefix(1).lowercased() + name.dropFirst())Card() -> some View { modifier(\(name)CardStyle()) }\n}\n\n"
    }

    mutating func documentation(_ name: String) -> String {
        var text = "/*\n Notes on \(name):\n /* nested: List(items.indices, id: \\.self) is a trap */\n DateFormatter() in body would be flagged, but this is a comment.\n */\n"
        text += "let \(name.lowercased())Help = #\"\"\"\n    Use ForEach(items) { item in Text(item.title) } — not \\(raw) interpolation.\n    \"Quoted\" text, a regex #/[a-z]+/# and symbols: ∑ ✓ 日本語 🙂\n    \"\"\"#\n\n"
        text += "let \(name.lowercased())Pattern = /(\\d+)-(\\w+)/\nlet \(name.lowercased())Ratio = \(number(1...99)) / \(number(1...9)) + 0x1p-\(number(1...4)) * 1_000.5e-3\n\n"
        return text
    }

    mutating func grid(_ name: String) -> String {
        "struct \(name)Grid: View {\n    let photos: [\(name)Model]\n    private let columns = [GridItem(.adaptive(minimum: \(number(60...140))))]\n\n    var body: some View {\n        ScrollView {\n            LazyVGrid(columns: columns) {\n                ForEach(photos) { photo in\n                    AsyncImage(url: URL(string: photo.title0)) { image in\n                        image.resizable().scaledToFill()\n                    } placeholder: {\n                        ProgressView()\n                    }\n                    .frame(width: \(number(40...100)), height: \(number(40...100)))\n                    .clipped()\n                }\n            }\n        }\n    }\n}\n\n"
    }

    mutating func settings(_ name: String) -> String {
        var text = "struct \(name)Settings: View {\n    @AppStorage(\"\(name)\") private var isOn = false\n    enum Option: String, CaseIterable { case first, second, third }\n    @State private var option = Option.first\n\n    var body: some View {\n        Form {\n            Section(\"General\") {\n                Toggle(\"Enabled\", isOn: $isOn)\n                Picker(\"Option\", selection: $option) {\n                    ForEach(Option.allCases, id: \\.self) { Text($0.rawValue.capitalized).tag($0) }\n                }\n            }\n"
        for index in 0..<number(1...4) {
            text += "            Section(\"Group \(index)\") {\n                ForEach(0..<\(number(2...6))) { _ in Image(systemName: \"star.fill\") }\n                Text(verbatim: \"#\(index) \\(isOn ? \"on\" : \"off\")\")\n            }\n"
        }
        text += "        }\n    }\n}\n\n"
        return text
    }
}

/// SplitMix64: a tiny deterministic generator (the corpus must not depend on the platform's random).
struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
