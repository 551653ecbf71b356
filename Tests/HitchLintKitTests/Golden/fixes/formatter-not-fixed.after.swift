struct DayRow: View {
    let day: Date
    let locale: Locale

    var body: some View {
        let formatter = DateFormatter()
        formatter.locale = locale
        return Text(formatter.string(from: day))
    }
}

struct DaysView: View {
    let days: [Date]
    var body: some View {
        List(days, id: \.self) { DayRow(day: $0, locale: .current) }
    }
}
