import Foundation
import Observation

@MainActor @Observable
final class OrderStore {
    private(set) var rows: [OrderRowModel] = []
    private(set) var isLoading = false
    var errorMessage: String?

    private let endpoint = URL(string: "https://api.example.com/v1/orders?limit=200")!

    func load() async {
        isLoading = true
        defer { isLoading = false }
        do {
            let (data, _) = try await URLSession.shared.data(from: endpoint)
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            let orders = try decoder.decode([Order].self, from: data)
            rows = orders.map(OrderRowModel.init(order:))
        } catch {
            errorMessage = error.localizedDescription
        }
    }
}
