import SwiftUI

/// A thin capsule that fills from the leading edge as an order ships. A small `Layout` sizes the fill,
/// so each row is laid out in one pass.
struct ProgressBar: View {
    let progress: Double

    var body: some View {
        FillLayout(fraction: min(max(progress, 0), 1)) {
            Capsule()
                .fill(Color.secondary.opacity(0.2))
            Capsule()
                .fill(progress >= 1 ? Color.green : Color.accentColor)
        }
        .frame(height: 6)
        .accessibilityElement()
        .accessibilityLabel("Fulfillment")
        .accessibilityValue(Text("\(Int(progress * 100)) percent"))
    }
}

/// Gives its first subview (the track) the full proposed width and the others (the fill) `fraction`
/// of it, aligned to the leading edge. iOS 16+, macOS 13+.
struct FillLayout: Layout {
    var fraction: Double

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: proposal.width ?? 100, height: proposal.height ?? 6)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            let width = index == 0 ? bounds.width : bounds.width * fraction
            subview.place(
                at: bounds.origin,
                anchor: .topLeading,
                proposal: ProposedViewSize(width: width, height: bounds.height)
            )
        }
    }
}
