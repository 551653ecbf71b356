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
            ForEach(addresses) { address in
                Text(address.street)
            }
            ForEach(matches) { match in
                Text(match.title)
            }
            ForEach(boxes) { box in
                Text(box.label)
            }
            ForEach(caches) { cache in
                Text(cache.name)
            }
            ForEach(classes) { element in
                Text(element.title)
            }
        }
    }
}

struct PostalAddress: Identifiable { let id: UUID; let street: String }
struct Match: Identifiable { let id: Int; let title: String }
struct Box: Identifiable { let id: Int; let label: String }
struct CacheEntry: Identifiable { let id: String; let name: String }
struct Course: Identifiable { let id: Int; let title: String }
