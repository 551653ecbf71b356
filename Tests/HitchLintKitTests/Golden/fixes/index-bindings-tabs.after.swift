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
