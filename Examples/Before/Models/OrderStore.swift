import Foundation

@MainActor
final class OrderStore: ObservableObject {
    @Published private(set) var orders: [Order] = []
    @Published private(set) var isLoading = false
    @Published var errorMessage: String?

    private let endpoint = URL(string: "https://api.example.com/v1/orders?limit=200")!

    func load() async {
        isLoading = true
        defer { isLoading = false }
        do {
            let (data, _) = try await URLSession.shared.data(from: endpoint)
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            orders = try decoder.decode([Order].self, from: data)
        } catch {
            errorMessage = error.localizedDescription
        }
    }
}
