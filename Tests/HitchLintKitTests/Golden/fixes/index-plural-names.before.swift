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
