import Foundation

/// What a row shows, formatted once when the orders load instead of on every evaluation of every row.
struct OrderRowModel: Identifiable {
    let order: Order
    let title: String
    let totalText: String
    let placedText: String

    var id: Order.ID { order.id }
    var customerName: String { order.customerName }
    var fulfillment: Double { order.fulfillment }
    var photoData: Data { order.photoData }

    private static let placedFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        return formatter
    }()

    init(order: Order) {
        self.order = order
        title = "Order \(order.number)"
        totalText = order.total.formatted(.currency(code: order.currencyCode))
        placedText = Self.placedFormatter.string(from: order.placedAt)
    }
}
