@testable import HitchLintKit
import Testing

/// `Checksum` is written into every index cache and compared across a lint's two passes: the value
/// of given bytes must never change (a cache of another value would be read as damaged), however the
/// bytes arrive.
struct ChecksumTests {
    /// Bytes of every length up to a few words, each distinct.
    static func bytes(_ count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) } }

    @Test("the checksum of given bytes is the one earlier versions wrote into index caches")
    func valuesArePinned() {
        let expected: [(count: Int, value: UInt64)] = [
            (0, 0xBE27_D6CE_FA81_BDDC),
            (1, 0x937A_46B7_76F2_6821),
            (7, 0x1B3E_A0DC_1764_8526),
            (8, 0x7BE1_0027_6020_6005),
            (9, 0xCEE8_BDAA_46A1_444F),
            (15, 0x2B9A_FFB1_9B88_6B96),
            (16, 0xB1FA_C0E0_70B1_6E87),
            (31, 0x9EA3_0E67_E1C2_0E40),
            (33, 0xA1BA_67B8_78F3_85A8),
            (100, 0xB6B1_1DF4_38ED_7EF4),
        ]
        for (count, value) in expected {
            #expect(Checksum.of(Self.bytes(count)) == value, "\(count) bytes")
        }
    }

    @Test("bytes given in pieces of any sizes have the checksum of the bytes given at once")
    func piecesDoNotMatter() {
        var generator = SplitMix64(state: 0x5EED)
        for count in [0, 1, 5, 8, 13, 16, 17, 31, 32, 40, 64, 99] {
            let whole = Self.bytes(count)
            for _ in 0..<40 {
                var checksum = Checksum()
                var start = 0
                while start < count {
                    let length = Int(generator.next() % UInt64(min(count - start, 11))) + 1
                    checksum.add(whole[start..<(start + length)])
                    start += length
                }
                #expect(checksum.finished == Checksum.of(whole), "\(count) bytes")
            }
        }
    }
}
