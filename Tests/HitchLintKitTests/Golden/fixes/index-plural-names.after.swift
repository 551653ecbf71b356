import SwiftUI

// The element is named from the collection: `addresses` → `address`, `matches` → `match`,
// `boxes` → `box`, `caches` → `cache`.
struct ContactCard: View {
    let addresses: [PostalAddress]
    let matches: [Match]
    let boxes: [Box]
    let caches: [CacheEntry]

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
        }
    }
}
