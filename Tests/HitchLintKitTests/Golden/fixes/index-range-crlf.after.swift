struct CommentsView: View {
    let comments: [Comment]
    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(comments) { comment in
                    CommentRow(comment: comment)
                }
            }
        }
    }
}

struct Comment: Identifiable {
    let id: Int
    let text: String
}
