import Foundation
@testable import HitchLintKit
import Testing

/// `--staged` reads a staged file from disk when its bytes have the blob name the index holds: a wrong
/// name would lint the work tree's edits instead of what is committed (or read every file out of git).
struct GitBlobIDTests {
    func digest(_ text: String) -> String {
        var hash = SHA1()
        Array(text.utf8).withUnsafeBufferPointer { hash.update($0) }
        return hash.hexDigest()
    }

    @Test("SHA-1 gives the standard's digests")
    func standardDigests() {
        #expect(digest("") == "da39a3ee5e6b4b0d3255bfef95601890afd80709")
        #expect(digest("abc") == "a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(digest("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq") == "84983e441c3bd26ebaae4aa1f95129e5e54670f1")
        #expect(digest(String(repeating: "a", count: 1_000_000)) == "34aa973cd4c4daa4f61eeb2bdbad27316534016f")
    }

    @Test("bytes fed in pieces of any sizes have the digest of the bytes fed at once")
    func pieces() {
        let bytes = (0..<300).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        let whole = bytes.withUnsafeBufferPointer { buffer in
            var hash = SHA1()
            hash.update(buffer)
            return hash.hexDigest()
        }
        for size in [1, 3, 63, 64, 65, 129] {
            var hash = SHA1()
            for start in stride(from: 0, to: bytes.count, by: size) {
                bytes[start..<min(start + size, bytes.count)].withUnsafeBufferPointer { hash.update($0) }
            }
            #expect(hash.hexDigest() == whole, "pieces of \(size)")
        }
    }

    @Test("a file's blob name is the one git gives it, for sizes about the block edges")
    func namesAreGits() throws {
        let folder = try TemporaryFolder()
        // With the header (`blob 55\0`: 8 bytes), 55 and 56 bytes straddle the padding's edge, 119/120 the next.
        for count in [0, 1, 47, 48, 55, 56, 57, 63, 64, 119, 120, 1_000] {
            let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) }
            let file = folder.url.appendingPathComponent("\(count).bin")
            try Data(bytes).write(to: file)
            let named = try git(["hash-object", file.path], in: folder.url).trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(GitBlobID.of(bytes) == named, "\(count) bytes")
        }
    }
}
