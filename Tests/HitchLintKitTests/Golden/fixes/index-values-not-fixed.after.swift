import SwiftUI

struct RecipeSheet: View {
    @State private var launchArguments: [String] = []
    var samples: [CGFloat]
    let links: [URL]
    let avatarURLs: [URL?]

    var body: some View {
        List {
            ForEach(Array($launchArguments.enumerated()), id: \.offset) { _, $argument in
                TextField("Blank Argument", text: $argument)
            }
            ForEach(Array(links.enumerated()), id: \.offset) { _, url in
                Link(url.absoluteString, destination: url)
            }
        }
        HStack {
            ForEach(Array(samples.enumerated()), id: \.offset) { _, sample in
                Capsule().frame(width: 2, height: 20 * sample)
            }
        }
        ZStack {
            ForEach(Array(zip(avatarURLs.indices, avatarURLs)), id: \.0) { index, url in
                AsyncImage(url: url).offset(x: CGFloat(index) * 12)
            }
        }
    }
}
