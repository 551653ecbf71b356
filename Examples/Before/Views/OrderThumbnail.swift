import SwiftUI

struct OrderThumbnail: View {
    let imageData: Data

    var body: some View {
        Image(uiImage: UIImage(data: imageData) ?? UIImage())
            .resizable()
            .scaledToFill()
            .frame(width: 40, height: 40)
            .clipShape(RoundedRectangle(cornerRadius: 6))
    }
}
