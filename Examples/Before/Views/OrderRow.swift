import SwiftUI

struct OrderRow: View {
    let order: Order

    private var placedText: String {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        return formatter.string(from: order.placedAt)
    }

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            OrderThumbnail(imageData: order.photoData)
            VStack(alignment: .leading, spacing: 4) {
                HStack(alignment: .firstTextBaseline) {
                    Text("Order \(order.number)")
                        .font(.headline)
                    Spacer()
                    Text(order.total.formatted(.currency(code: order.currencyCode)))
                        .font(.subheadline.monospacedDigit())
                }
                Text(order.customerName)
                    .font(.subheadline)
                Text(placedText)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                ProgressBar(progress: order.fulfillment)
            }
        }
        .padding(.vertical, 4)
    }
}
