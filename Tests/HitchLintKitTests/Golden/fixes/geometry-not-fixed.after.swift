struct Bar: View {
    let progress: Double
    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().frame(width: proxy.size.width * progress)
            }
        }
    }
}

struct Bars: View {
    let items: [Double]
    var body: some View {
        List(items, id: \.self) { Bar(progress: $0) }
    }
}
