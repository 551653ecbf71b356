/// The name git gives a file's contents as a blob: the SHA-1 of `blob <size>\0` and the bytes. A staged
/// file whose work-tree bytes have the name the index holds is linted from disk, as any file is: only
/// files changed since they were staged are read out of git (`cat-file`), and held.
///
/// SHA-1 is implemented here (no package dependencies) for this one comparison, never for security:
/// equal names stand for equal bytes as git itself assumes.
enum GitBlobID {
    /// The 40 lowercase hex digits git names `bytes` by as a blob.
    static func of(_ bytes: [UInt8]) -> String {
        var hash = SHA1()
        Array("blob \(bytes.count)\u{0}".utf8).withUnsafeBufferPointer { hash.update($0) }
        bytes.withUnsafeBufferPointer { hash.update($0) }
        return hash.hexDigest()
    }
}

/// FIPS 180-4 SHA-1, fed in pieces; whole 64-byte blocks are read in place.
struct SHA1 {
    private var state: (UInt32, UInt32, UInt32, UInt32, UInt32) = (0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0)
    /// Bytes of a block not yet complete (fewer than 64).
    private var pending: [UInt8] = []
    private var length: UInt64 = 0

    mutating func update(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        length += UInt64(bytes.count)
        var offset = 0
        if !pending.isEmpty {
            let taken = min(64 - pending.count, bytes.count)
            pending += bytes[0..<taken]
            offset = taken
            guard pending.count == 64 else { return }
            pending.withUnsafeBufferPointer { compress($0.baseAddress!) }
            pending.removeAll(keepingCapacity: true)
        }
        while bytes.count - offset >= 64 {
            compress(base + offset)
            offset += 64
        }
        pending += bytes[offset...]
    }

    /// The digest as 40 lowercase hex digits; the hash is spent.
    mutating func hexDigest() -> String {
        let bitLength = length &* 8
        var tail: [UInt8] = [0x80]
        tail += repeatElement(0, count: (55 &- pending.count &+ 64) % 64)
        for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        tail.withUnsafeBufferPointer { update($0) }
        assert(pending.isEmpty, "the padding ends a block")
        let words = [state.0, state.1, state.2, state.3, state.4]
        let digits = Array("0123456789abcdef".utf8)
        var hex: [UInt8] = []
        hex.reserveCapacity(40)
        for word in words {
            for shift in stride(from: 28, through: 0, by: -4) { hex.append(digits[Int((word >> UInt32(shift)) & 0xF)]) }
        }
        return String(decoding: hex, as: UTF8.self)
    }

    private mutating func compress(_ block: UnsafePointer<UInt8>) {
        // The message schedule, sixteen words at a time in a ring (w[t] from w[t-3], w[t-8], w[t-14], w[t-16]).
        var w = (UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0),
                 UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0))
        withUnsafeMutableBytes(of: &w) { raw in
            let words = raw.bindMemory(to: UInt32.self)
            for index in 0..<16 {
                let byte = block + index * 4
                words[index] = UInt32(byte[0]) << 24 | UInt32(byte[1]) << 16 | UInt32(byte[2]) << 8 | UInt32(byte[3])
            }
            var (a, b, c, d, e) = state
            /// The next schedule word (in place of the one sixteen back, which no later round needs).
            @inline(__always) func scheduled(_ t: Int) -> UInt32 {
                guard t >= 16 else { return words[t] }
                let mixed = words[(t - 3) & 15] ^ words[(t - 8) & 15] ^ words[(t - 14) & 15] ^ words[t & 15]
                let word = mixed << 1 | mixed >> 31
                words[t & 15] = word
                return word
            }
            @inline(__always) func round(_ f: UInt32, _ k: UInt32, _ word: UInt32) {
                let next = (a << 5 | a >> 27) &+ f &+ e &+ k &+ word
                e = d
                d = c
                c = b << 30 | b >> 2
                b = a
                a = next
            }
            // Four stretches of twenty rounds, each with its own mixing function (no choice per round).
            for t in 0..<20 { round((b & c) | (~b & d), 0x5A82_7999, scheduled(t)) }
            for t in 20..<40 { round(b ^ c ^ d, 0x6ED9_EBA1, scheduled(t)) }
            for t in 40..<60 { round((b & c) | (b & d) | (c & d), 0x8F1B_BCDC, scheduled(t)) }
            for t in 60..<80 { round(b ^ c ^ d, 0xCA62_C1D6, scheduled(t)) }
            state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e)
        }
    }
}
