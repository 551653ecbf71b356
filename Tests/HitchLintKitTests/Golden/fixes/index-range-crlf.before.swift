struct CommentsView: View {
    let comments: [Comment]
    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(0..<comments.count, id: \.self) { index in
                    CommentRow(comment: comments[index])
                }
            }
        }
    }
}

struct Comment: Identifiable {
    let id: Int
    let text: String
}
