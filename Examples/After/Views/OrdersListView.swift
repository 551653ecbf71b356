import SwiftUI

struct OrdersListView: View {
    let store: OrderStore

    var body: some View {
        List(store.rows) { row in
            NavigationLink {
                OrderDetailView(order: row.order)
            } label: {
                OrderRow(row: row)
            }
        }
        .listStyle(.plain)
        .overlay {
            if store.isLoading && store.rows.isEmpty {
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
