import Foundation

/// One order as the shop backend sends it.
struct Order: Decodable, Hashable {
    let number: Int
    let customerName: String
    let placedAt: Date
    let total: Decimal
    let currencyCode: String
    /// Share of the line items already shipped, from 0 to 1.
    let fulfillment: Double
    /// The product photo as the merchant uploaded it: a full-size JPEG, often 3000 pixels wide.
    let photoData: Data
    let itemCount: Int
}
