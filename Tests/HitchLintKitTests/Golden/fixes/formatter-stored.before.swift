struct PriceRow: View {
    let price: Decimal
    private let formatter = NumberFormatter()

    var body: some View {
        Text(formatter.string(for: price) ?? "")
    }
}

struct PricesView: View {
    let prices: [Decimal]
    var body: some View {
        List(prices, id: \.self) { PriceRow(price: $0) }
    }
}
