import Foundation

/// One order as the shop backend sends it.
struct Order: Identifiable, Decodable, Hashable {
    /// The backend's order id: the same on every reload, so a row keeps its identity when orders are
    /// inserted above it or the list is refreshed.
    let id: UUID
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
