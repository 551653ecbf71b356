/// 64-bit FNV-1a hashes of names, computed from their UTF-8 bytes and continued from a prefix: the
/// resolver follows about a million references in a large project, and looking each up by `String`
/// (normalising and SipHashing it, once per dictionary) was most of its time.
enum NameHash {
    static let start: UInt64 = 0xcbf2_9ce4_8422_2325

    static func of(_ name: String, continuing state: UInt64 = start) -> UInt64 {
        var hash = state
        for byte in name.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// `name` then one separator byte: the state to continue with a second name (`Type\0member`).
    static func prefix(_ name: String, separator: UInt8) -> UInt64 {
        var hash = of(name)
        hash ^= UInt64(separator)
        return hash &* 0x0000_0100_0000_01B3
    }
}

/// A map from name hashes to small integers, with open addressing over two flat arrays: no `Hasher`,
/// no allocation per entry. Two different names with the same 64-bit hash would share an entry;
/// among the few hundred thousand names of a project that is about one chance in ten billion.
struct NameTable: Sendable {
    private var keys: [UInt64]
    private var values: [Int32]
    private var mask: Int
    private(set) var count = 0

    init(capacity: Int = 16) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        keys = Array(repeating: 0, count: size)
        values = Array(repeating: 0, count: size)
        mask = size - 1
    }

    /// 0 marks an empty slot, so it is stored as 1 (a 64-bit hash is almost never either).
    private static func stored(_ hash: UInt64) -> UInt64 { hash == 0 ? 1 : hash }

    /// The slot of `key`, or the empty slot where it would go.
    private func slot(_ key: UInt64) -> Int {
        // FNV's low bits are weak: mix before masking.
        var mixed = key ^ (key >> 29)
        mixed = mixed &* 0xbf58_476d_1ce4_e5b9
        var index = Int(truncatingIfNeeded: mixed ^ (mixed >> 32)) & mask
        while keys[index] != 0 && keys[index] != key { index = (index + 1) & mask }
        return index
    }

    subscript(hash: UInt64) -> Int32? {
        let key = Self.stored(hash)
        let index = slot(key)
        return keys[index] == key ? values[index] : nil
    }

    /// Sets the value of `hash`; returns the one it replaces.
    @discardableResult
    mutating func update(_ value: Int32, for hash: UInt64) -> Int32? {
        let key = Self.stored(hash)
        var index = slot(key)
        if keys[index] == key {
            defer { values[index] = value }
            return values[index]
        }
        if (count + 1) * 2 > keys.count {
            grow()
            index = slot(key)
        }
        keys[index] = key
        values[index] = value
        count += 1
        return nil
    }

    private mutating func grow() {
        let old = zip(keys, values).filter { $0.0 != 0 }
        keys = Array(repeating: 0, count: keys.count * 2)
        values = Array(repeating: 0, count: keys.count)
        mask = keys.count - 1
        for (key, value) in old {
            let index = slot(key)
            keys[index] = key
            values[index] = value
        }
    }
}
