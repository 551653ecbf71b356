struct StepsView: View {
    let steps: [Step]
    var body: some View {
        List {
            ForEach(Array(steps.enumerated()), id: \.element.id) { index, step in
                Text("\(index + 1). \(step.text)")
            }
        }
    }
}

struct Step: Identifiable {
    let id: Int
    let text: String
}
