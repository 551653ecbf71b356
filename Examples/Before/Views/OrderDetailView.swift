import SwiftUI

/// The screen shown when an order is tapped. It is built once per navigation, not for every row while
/// the list scrolls, so a full-size photo and formatting in its body are fine here.
struct OrderDetailView: View {
    let order: Order

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Image(uiImage: UIImage(data: order.photoData) ?? UIImage())
                    .resizable()
                    .scaledToFit()
                    .clipShape(RoundedRectangle(cornerRadius: 12))
                LabeledContent("Customer", value: order.customerName)
                LabeledContent("Placed", value: order.placedAt.formatted(date: .long, time: .shortened))
                LabeledContent("Total", value: order.total.formatted(.currency(code: order.currencyCode)))
                LabeledContent("Items", value: "\(order.itemCount)")
                ProgressView(value: order.fulfillment) {
                    Text("Fulfillment")
                }
            }
            .padding()
        }
        .navigationTitle("Order \(order.number)")
        .navigationBarTitleDisplayMode(.inline)
    }
}
