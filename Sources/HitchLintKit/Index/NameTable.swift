/// 64-bit FNV-1a hashes of names, computed from their UTF-8 bytes and continued from a prefix: the
/// resolver follows about a million references in a large project, and looking each up by `String`
/// (normalising and SipHashing it, once per dictionary) was most of its time.
enum NameHash {
    static let start: UInt64 = 0xcbf2_9ce4_8422_2325

    static func of(_ name: String, continuing state: UInt64 = start) -> UInt64 {
        // From the bytes in place: through `String.UTF8View`'s iterator it took five times as long
        // (a warm run looks up every path of the project by its hash).
        name.utf8.withContiguousStorageIfAvailable { of($0, continuing: state) } ?? of(name.utf8, continuing: state)
    }

    /// The same hash from a name's bytes in the source: no `String` made.
    static func of<Bytes: Sequence<UInt8>>(_ bytes: Bytes, continuing state: UInt64 = start) -> UInt64 {
        var hash = state
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// `name` then one separator byte: the state to continue with a second name (`Type\0member`).
    static func prefix(_ name: String, separator: UInt8) -> UInt64 {
        prefix(hash: of(name), separator: separator)
    }

    /// The same from the name's hash.
    static func prefix(hash: UInt64, separator: UInt8) -> UInt64 {
        (hash ^ UInt64(separator)) &* 0x0000_0100_0000_01B3
    }

    /// A name's length and first byte, as one of 64 bits: names whose signatures differ are different
    /// names, told apart before any is hashed or compared byte by byte.
    @inline(__always)
    static func signature(length: Int, firstByte: UInt8) -> UInt64 {
        1 << UInt64(truncatingIfNeeded: (length &* 37 &+ Int(firstByte)) & 63)
    }

    /// The keys a type whose `id` defaults to `UUID()` is known by (`ProjectFacts.randomIdentityTypes`), from
    /// its qualified name: a top-level type's name (`Tag`); a nested type's last two components
    /// (`Editor.State`: each feature of a codebase may nest a `State`, and only some give theirs a fresh
    /// `id`); and for every such type, the last component as a hint that a type of that name may be one
    /// (`RuleContext.mayHaveRandomIdentity`).
    static func randomIdentityKeys<Bytes: BidirectionalCollection<UInt8>>(ofType name: Bytes) -> (key: UInt64, hint: UInt64) {
        (identityKey(written: name), identityHint(ofLastComponent: ofLastComponent(name)))
    }

    /// The key a construction's written type (`Tag`, `Editor.State`, `App.Editor.State`) needs among
    /// `randomIdentityKeys`: its last two components, or its one name.
    static func identityKey<Bytes: BidirectionalCollection<UInt8>>(written name: Bytes) -> UInt64 {
        guard let dot = name.lastIndex(of: UInt8(ascii: ".")) else { return of(name) }
        let outer = name[..<dot].lastIndex(of: UInt8(ascii: ".")).map { name.index(after: $0) } ?? name.startIndex
        // Marked apart from a plain name's key: `Editor.State`'s is no type's simple name.
        return of(name[outer...]) ^ 0x2545_F491_4F6C_DD1D
    }

    /// The hint key of a last component's hash (`randomIdentityKeys`).
    static func identityHint(ofLastComponent hash: UInt64) -> UInt64 { hash ^ 0x9E37_79B9_7F4A_7C15 }

    /// The hash of a dotted name's last component (`Outer.Inner` → `Inner`), from its bytes.
    static func ofLastComponent<Bytes: BidirectionalCollection<UInt8>>(_ name: Bytes) -> UInt64 {
        guard let dot = name.lastIndex(of: UInt8(ascii: ".")) else { return of(name) }
        return of(name[name.index(after: dot)...])
    }
}

/// A map from name hashes to small integers, with open addressing over one flat array: no `Hasher`,
/// no allocation per entry. Two different names with the same 64-bit hash would share an entry;
/// among the few hundred thousand names of a project that is about one chance in ten billion.
struct NameTable: Sendable {
    /// A key and its value side by side: one cache line read per probe. Twelve bytes: the key as two
    /// words, which a 64-bit field would pad to sixteen (the resolver's largest tables are these).
    private struct Slot {
        private var keyLow: UInt32 = 0
        private var keyHigh: UInt32 = 0
        var value: Int32 = 0

        init() {}

        init(key: UInt64, value: Int32) {
            keyLow = UInt32(truncatingIfNeeded: key)
            keyHigh = UInt32(truncatingIfNeeded: key >> 32)
            self.value = value
        }

        var key: UInt64 { UInt64(keyHigh) << 32 | UInt64(keyLow) }
    }

    private var slots: [Slot]
    private var mask: Int
    private(set) var count = 0
    /// `processSeed`, kept here: reading a global on every probe would check its initialization each time.
    private let seed = NameTable.processSeed

    init(capacity: Int = 16) {
        var size = 16
        while size * 3 < capacity * 4 { size *= 2 }
        slots = Array(repeating: Slot(), count: size)
        mask = size - 1
    }

    /// 0 marks an empty slot, so it is stored as 1 (a 64-bit hash is almost never either).
    private static func stored(_ hash: UInt64) -> UInt64 { hash == 0 ? 1 : hash }

    /// Where keys start probing is keyed by a value drawn once a process: names come from the code
    /// being linted, and with a public mixer a hostile file could hold thousands of identifiers made
    /// to start at one slot, making every insert walk them all (minutes of CI time from one file).
    private static let processSeed = UInt64.random(in: .min ... .max)

    /// The slot of `key`, or the empty slot where it would go.
    @inline(__always)
    private func slot(_ key: UInt64) -> Int {
        // SplitMix64's finalizer over the seeded key: FNV's low bits are weak, and every bit of the
        // seed reaches every bit of the index.
        var mixed = key &+ seed
        mixed = (mixed ^ (mixed >> 30)) &* 0xbf58_476d_1ce4_e5b9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94d0_49bb_1331_11eb
        var index = Int(truncatingIfNeeded: mixed ^ (mixed >> 31)) & mask
        while slots[index].key != 0 && slots[index].key != key { index = (index + 1) & mask }
        return index
    }

    subscript(hash: UInt64) -> Int32? {
        let key = Self.stored(hash)
        let index = slot(key)
        return slots[index].key == key ? slots[index].value : nil
    }

    /// Sets the value of `hash`; returns the one it replaces.
    @discardableResult
    mutating func update(_ value: Int32, for hash: UInt64) -> Int32? {
        let key = Self.stored(hash)
        var index = slot(key)
        if slots[index].key == key {
            defer { slots[index].value = value }
            return slots[index].value
        }
        // Up to three quarters full: the tables are sized from exact counts, and with the keys mixed
        // a miss still probes only a few slots.
        if (count + 1) * 4 > slots.count * 3 {
            grow()
            index = slot(key)
        }
        slots[index] = Slot(key: key, value: value)
        count += 1
        return nil
    }

    /// Sets the value of `hash` only if it has one; returns the one it replaces (nil: absent, left so).
    /// One probe where a lookup and an update took two.
    mutating func replace(_ value: Int32, for hash: UInt64) -> Int32? {
        let key = Self.stored(hash)
        let index = slot(key)
        guard slots[index].key == key else { return nil }
        defer { slots[index].value = value }
        return slots[index].value
    }

    /// Every key stored (as hashed; a hash of 0 comes out as 1), in no particular order.
    func forEachKey(_ body: (UInt64) -> Void) {
        for slot in slots where slot.key != 0 { body(slot.key) }
    }

    private mutating func grow() {
        // The old slots themselves, not a copy of the filled ones: a growing table holds two arrays, not three.
        let old = slots
        slots = Array(repeating: Slot(), count: old.count * 2)
        mask = slots.count - 1
        for entry in old where entry.key != 0 { slots[slot(entry.key)] = entry }
    }
}
