struct ChecklistView: View {
	@State var items: [ChecklistItem]
	var body: some View {
		List {
			ForEach(items.indices, id: \.self) { i in
				Toggle(items[i].title, isOn: $items[i].isDone)
			}
		}
	}
}

struct ChecklistItem: Identifiable {
	let id: UUID
	var title: String
	var isDone: Bool
}
