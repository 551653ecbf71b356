import Foundation
@testable import HitchLintKit
import Testing

/// A large report is written on several cores, each core handing its part on in turn.
@Suite("Turns")
struct TurnsTests {
    /// Turns run in index order, one at a time, whatever order and speed the threads come in at (what
    /// keeps a report written on several cores in order). The threads are their own: a test process's
    /// shared ones may run every turn on one.
    @Test("turns are taken in order, one at a time, by threads of any speed", .timeLimit(.minutes(1)))
    func turnsInOrder() {
        final class Taken: @unchecked Sendable { var order: [Int] = []; var inside = 0; var overlapped = false }
        let taken = Taken()
        let turns = Turns()
        let group = DispatchGroup()
        for thread in 0..<4 {
            group.enter()
            Thread {
                for index in stride(from: thread, to: 40, by: 4) {
                    usleep(UInt32((index * 7 + thread * 3) % 5) * 300)
                    turns.take(index) {
                        taken.inside += 1
                        if taken.inside > 1 { taken.overlapped = true }
                        usleep(UInt32(index % 3) * 200)
                        taken.order.append(index)
                        taken.inside -= 1
                    }
                }
                group.leave()
            }.start()
        }
        // Waited for with a limit: a deadlock fails the test instead of hanging the run (the time limit
        // only reports it).
        let finished = group.wait(timeout: .now() + 30) == .success
        #expect(finished, "a turn waited for ever: the turns deadlocked")
        guard finished else { return }
        #expect(taken.order == Array(0..<40))
        #expect(!taken.overlapped)
    }
}
