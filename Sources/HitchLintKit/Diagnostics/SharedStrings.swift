#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One copy of each distinct text, for findings held until the report: a large project's findings
/// repeat a few hundred messages and fix titles (the benchmark corpus: 20k findings, 2.8k distinct
/// messages, 10.6 MB of message text held as 1.5 MB). Shared from any thread.
final class SharedStrings: @unchecked Sendable {
    // The lock guards `byHash`.
    private let lock = Lock()
    /// The first text seen of each hash of its bytes (another text of the same hash is kept as it is).
    private var byHash: [UInt64: String] = [:]

    /// The copy of `text` already held, or `text`, now held; `hash` is `hash(text)`. With the lock held.
    private func sharedLocked(_ text: String, hash: UInt64) -> String {
        guard let known = byHash[hash] else {
            byHash[hash] = text
            return text
        }
        return Self.sameBytes(known, text) ? known : text
    }

    /// A hash of the text's bytes (`Checksum`, eight bytes a step: byte-at-a-time hashing of every
    /// finding's message cost 2% of a large lint). A collision only means a copy is kept.
    static func hash(_ text: String) -> UInt64 {
        var checksum = Checksum()
        let hashed: Void? = text.utf8.withContiguousStorageIfAvailable { checksum.add(UnsafeRawBufferPointer($0)) }
        if hashed == nil { checksum.add(Array(text.utf8)) }
        return checksum.finished
    }

    /// Byte equality: `==` on `String` compares canonical equivalence, slower and not what sharing needs.
    private static func sameBytes(_ first: String, _ second: String) -> Bool {
        guard first.utf8.count == second.utf8.count else { return false }
        let compared = first.utf8.withContiguousStorageIfAvailable { one in
            second.utf8.withContiguousStorageIfAvailable { other in
                one.isEmpty || memcmp(one.baseAddress!, other.baseAddress!, one.count) == 0
            }
        }
        return (compared ?? nil) ?? first.utf8.elementsEqual(second.utf8)
    }

    /// `diagnostics`' messages (their rules' text and their explanation apart) and fix titles, shared:
    /// hashed first, then looked up under one hold of the lock (a file's findings are shared as its
    /// worker finishes it; a hold for each text was three for each finding, taken in turn by every core).
    func share(_ diagnostics: inout [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        let hashes = diagnostics.map { diagnostic in
            (message: Self.hash(diagnostic.messageText),
             explanation: diagnostic.explanation.isEmpty ? nil : Self.hash(diagnostic.explanation),
             title: diagnostic.fix.map { Self.hash($0.title) })
        }
        lock.withLock {
            for index in diagnostics.indices {
                diagnostics[index].messageText = sharedLocked(diagnostics[index].messageText, hash: hashes[index].message)
                if let hash = hashes[index].explanation {
                    diagnostics[index].explanation = sharedLocked(diagnostics[index].explanation, hash: hash)
                }
                if let hash = hashes[index].title { diagnostics[index].fix!.title = sharedLocked(diagnostics[index].fix!.title, hash: hash) }
            }
        }
    }
}
