// café ÿ not UTF-8
struct Names: View {
    let names: [Person]
    var body: some View {
        List {
            ForEach(Array(names.enumerated()), id: \.element.id) { pair in Text(pair.1.name) }
        }
    }
}
struct Person: Identifiable {
    let id: String
    let name: String
}
