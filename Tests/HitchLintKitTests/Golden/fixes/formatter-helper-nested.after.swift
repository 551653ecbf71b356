struct OrderRow: View {
    private static let mediumDateShortTimeFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        return formatter
    }()

    let order: Order

    private var placedText: String {
        return Self.mediumDateShortTimeFormatter.string(from: order.placedAt)
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
