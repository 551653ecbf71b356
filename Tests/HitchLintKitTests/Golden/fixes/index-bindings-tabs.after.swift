struct ChecklistView: View {
	@State var items: [ChecklistItem]
	var body: some View {
		List {
			ForEach($items) { $item in
				Toggle(item.title, isOn: $item.isDone)
			}
		}
	}
}

struct ChecklistItem: Identifiable {
	let id: UUID
	var title: String
	var isDone: Bool
}
