struct PriceRow: View {
    let price: Decimal
    private let formatter = NumberFormatter()

    var body: some View {
        Text(formatter.string(for: price) ?? "")
    }
}

extension PriceRow {
    var label: String { formatter.string(for: price) ?? "" }
}

struct DateRow: View {
    let date: Date
    let formatter: DateFormatter

    var body: some View {
        Text(formatter.string(from: date))
    }
}

struct PricesView: View {
    let prices: [Decimal]
    let dates: [Date]
    let formatter = DateFormatter()
    var body: some View {
        List(prices, id: \.self) { PriceRow(price: $0) }
        List(dates, id: \.self) { DateRow(date: $0, formatter: formatter) }
    }
}
