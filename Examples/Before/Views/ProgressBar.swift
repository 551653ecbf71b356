import SwiftUI

/// A thin capsule that fills from the leading edge as an order ships.
struct ProgressBar: View {
    let progress: Double

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule()
                    .fill(Color.secondary.opacity(0.2))
                Capsule()
                    .fill(progress >= 1 ? Color.green : Color.accentColor)
                    .frame(width: proxy.size.width * min(max(progress, 0), 1))
            }
        }
        .frame(height: 6)
        .accessibilityElement()
        .accessibilityLabel("Fulfillment")
        .accessibilityValue(Text("\(Int(progress * 100)) percent"))
    }
}
