import SwiftUI

// The element is named from the collection: `addresses` → `address`, `matches` → `match`,
// `boxes` → `box`, `caches` → `cache`; `classes` would be `class`, a keyword: `element`.
struct ContactCard: View {
    let addresses: [PostalAddress]
    let matches: [Match]
    let boxes: [Box]
    let caches: [CacheEntry]
    let classes: [Course]

    var body: some View {
        List {
            ForEach(addresses.indices, id: \.self) { index in
                Text(addresses[index].street)
            }
            ForEach(0..<matches.count, id: \.self) { index in
                Text(matches[index].title)
            }
            ForEach(boxes.indices, id: \.self) { index in
                Text(boxes[index].label)
            }
            ForEach(caches.indices, id: \.self) { index in
                Text(caches[index].name)
            }
            ForEach(classes.indices, id: \.self) { index in
                Text(classes[index].title)
            }
        }
    }
}

struct PostalAddress: Identifiable { let id: UUID; let street: String }
struct Match: Identifiable { let id: Int; let title: String }
struct Box: Identifiable { let id: Int; let label: String }
struct CacheEntry: Identifiable { let id: String; let name: String }
struct Course: Identifiable { let id: Int; let title: String }
