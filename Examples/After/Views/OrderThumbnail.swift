import SwiftUI

struct OrderThumbnail: View {
    /// Already downsampled to 40×40 points by `ThumbnailCache`; nil while it is being prepared.
    let image: UIImage?

    var body: some View {
        Group {
            if let image {
                Image(uiImage: image)
                    .resizable()
                    .scaledToFill()
            } else {
                Color.secondary.opacity(0.15)
            }
        }
        .frame(width: 40, height: 40)
        .clipShape(RoundedRectangle(cornerRadius: 6))
    }
}
