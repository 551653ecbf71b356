@testable import HitchLintKit
import Testing

/// A first run's index cache lists each file's keys sorted and without repeats, and one-file lints find
/// a file's neighbours by binary search over them: a key out of place would leave a file out.
@Suite("Sorting a file's keys")
struct KeySortTests {
    @Test("any keys come out sorted without repeats, by quicksort, insertion or the heapsort fallback")
    func sortedWithoutRepeats() {
        var generator = SystemRandomNumberGenerator()
        for count in [0, 1, 2, 3, 16, 17, 24, 33, 100, 1_000, 5_000] {
            for variety in [UInt64.max, 50, 2] {
                let keys = (0..<count).map { _ in UInt64.random(in: 0...variety, using: &generator) }
                let expected = Array(Set(keys)).sorted()
                for depthLimit in [nil, 0, 1] as [Int?] {
                    var sorted = keys
                    NameKeys.sortUnique(&sorted, depthLimit: depthLimit)
                    #expect(sorted == expected, "\(count) keys of \(variety), depth limit \(String(describing: depthLimit))")
                }
            }
        }
        // Already in order, reversed, and all alike: quicksort's usual worst shapes.
        for keys in [Array(0..<UInt64(2_000)), Array((0..<UInt64(2_000)).reversed()), [UInt64](repeating: 7, count: 2_000)] {
            var sorted = keys
            NameKeys.sortUnique(&sorted)
            #expect(sorted == Array(Set(keys)).sorted())
        }
    }
}
