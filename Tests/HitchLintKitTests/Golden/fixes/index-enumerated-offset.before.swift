struct StepsView: View {
    let steps: [Step]
    var body: some View {
        List {
            ForEach(Array(steps.enumerated()), id: \.offset) { index, step in
                Text("\(index + 1). \(step.text)")
            }
        }
    }
}

struct Step: Identifiable {
    let id: Int
    let text: String
}
