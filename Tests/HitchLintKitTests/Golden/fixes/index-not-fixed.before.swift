struct RanksView: View {
    let players: [Player]
    var body: some View {
        List(players.indices, id: \.self) { i in
            Text("\(i + 1). \(players[i].name)")
        }
    }
}

// Rules zipped with their positions, of a type the file declares with no `id`: `\.1.id` would not
// compile, so the offset stays (the finding remains).
struct TilingRule: Hashable {
    let appName: String
    var tiling: String
}

struct TilingRulesEditor: View {
    @Binding var rules: [TilingRule]

    var body: some View {
        List {
            ForEach(Array(zip(rules.indices, rules)), id: \.0) { index, rule in
                Button(rule.appName) { rules.remove(at: index) }
            }
            .onMove { rules.move(fromOffsets: $0, toOffset: $1) }
        }
    }
}

// Tracks of a type this file does not declare: whether they have an `id` is not known here (in apps, more
// often not than so), so the finding remains and the rewrite is left to the message.
struct PlaylistView: View {
    let tracks: [Track]

    var body: some View {
        List {
            ForEach(Array(tracks.enumerated()), id: \.offset) { _, track in
                Text(track.title)
            }
        }
    }
}

// An element written back through the index in an action: `selection.frame = frame` would set the
// closure's constant, not the model's element, and would not compile.
struct FilterSelection: Identifiable {
    let id: String
    var frame: CGRect?
    var tags: [String]
}

final class FilterModel: ObservableObject {
    @Published var selections: [FilterSelection] = []
}

struct FilterSlider: View {
    @ObservedObject var model: FilterModel

    var body: some View {
        List {
            ForEach(model.selections.indices, id: \.self) { index in
                Text(model.selections[index].id)
                    .onTapGesture { model.selections[index].frame = .zero }
            }
        }
    }
}
