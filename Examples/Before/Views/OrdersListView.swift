import SwiftUI

struct OrdersListView: View {
    @ObservedObject var store: OrderStore

    var body: some View {
        List(store.orders.indices, id: \.self) { index in
            NavigationLink {
                OrderDetailView(order: store.orders[index])
            } label: {
                OrderRow(order: store.orders[index])
            }
        }
        .listStyle(.plain)
        .overlay {
            if store.isLoading && store.orders.isEmpty {
                ProgressView("Loading orders…")
            }
        }
        .navigationTitle("Orders")
        .task { await store.load() }
        .refreshable { await store.load() }
    }
}

#Preview {
    NavigationStack {
        OrdersListView(store: OrderStore())
    }
}
