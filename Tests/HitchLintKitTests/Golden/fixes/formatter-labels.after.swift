import SwiftUI

struct Styler {
    let formatter: NumberFormatter?
    @Binding var text: String
}

struct Fee: Identifiable {
    let id: Int
    let rate: Double
}

struct FeeList: View {
    let fees: [Fee]
    @State private var text = ""

    var body: some View {
        List(fees) { fee in
            FeeRow(fee: fee, text: $text)
        }
    }
}

struct FeeRow: View {
    private static let decimalNumberFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        return formatter
    }()

    let fee: Fee
    @Binding var text: String
    private static let rateFormatter = NumberFormatter()

    var body: some View {
        TextField("sat/vB", text: styler().$text)
        Text(format(fee.rate, with: fee.rate > 1 ? Self.rateFormatter : nil))
    }

    func styler() -> Styler {
        return Styler(
            formatter: Self.decimalNumberFormatter,
            text: $text
        )
    }

    func format(_ value: Double, with numberFormatter: NumberFormatter?) -> String {
        numberFormatter?.string(from: NSNumber(value: value)) ?? "\(value)"
    }
}
