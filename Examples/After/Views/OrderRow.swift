import SwiftUI

struct OrderRow: View {
    let row: OrderRowModel
    @Environment(\.displayScale) private var displayScale
    @State private var thumbnail: UIImage?

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            OrderThumbnail(image: thumbnail)
            VStack(alignment: .leading, spacing: 4) {
                HStack(alignment: .firstTextBaseline) {
                    Text(row.title)
                        .font(.headline)
                    Spacer()
                    Text(row.totalText)
                        .font(.subheadline.monospacedDigit())
                }
                Text(row.customerName)
                    .font(.subheadline)
                Text(row.placedText)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                ProgressBar(progress: row.fulfillment)
            }
        }
        .padding(.vertical, 4)
        .task(id: row.id) {
            thumbnail = await ThumbnailCache.shared.thumbnail(
                for: row.id, data: row.photoData, side: 40, scale: displayScale
            )
        }
    }
}
