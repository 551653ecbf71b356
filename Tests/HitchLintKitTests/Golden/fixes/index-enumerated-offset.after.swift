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
