struct Bar: View {
    let progress: Double
    var body: some View {
        Capsule().fill(.blue)
            .containerRelativeFrame(.horizontal) { length, _ in length * progress }
    }
}

struct Bars: View {
    let items: [Double]
    var body: some View {
        List(items, id: \.self) { Bar(progress: $0) }
    }
}
