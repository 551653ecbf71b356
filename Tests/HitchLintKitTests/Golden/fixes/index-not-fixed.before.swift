struct RanksView: View {
    let players: [Player]
    var body: some View {
        List(players.indices, id: \.self) { i in
            Text("\(i + 1). \(players[i].name)")
        }
    }
}
