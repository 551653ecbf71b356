struct PriceRow: View {
    let price: Decimal
    private static let formatter = NumberFormatter()

    var body: some View {
        Text(Self.formatter.string(for: price) ?? "")
    }
}

extension PriceRow {
    var label: String { Self.formatter.string(for: price) ?? "" }
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
