struct OrderRow: View {
    let order: Order

    private var placedText: String {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        return formatter.string(from: order.placedAt)
    }

    var body: some View {
        VStack {
            Text(placedText)
        }
    }
}

struct OrdersView: View {
    let orders: [Order]
    var body: some View {
        List(orders) { order in
            Section {
                OrderRow(order: order)
            }
        }
    }
}
