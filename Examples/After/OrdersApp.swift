import SwiftUI

@main
struct OrdersApp: App {
    @State private var store = OrderStore()

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                OrdersListView(store: store)
            }
        }
    }
}
