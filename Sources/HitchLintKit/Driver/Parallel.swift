import Dispatch

/// Results written by index from several threads; each index is written by exactly one worker.
final class ResultSlots<Element>: @unchecked Sendable {
    private var storage: [Element?]

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Element) {
        storage.withUnsafeMutableBufferPointer { $0[index] = value }
    }

    func values() -> [Element] { storage.map { $0! } }
}

enum Parallel {
    /// `body` over `0..<count` on `jobs` threads, results in index order whatever the scheduling.
    /// Work is dealt round-robin: neighbouring files (often of similar size) go to different workers.
    static func map<T>(_ count: Int, jobs: Int, _ body: @Sendable (Int) -> T) -> [T] {
        let slots = ResultSlots<T>(count: count)
        let workers = max(1, min(jobs, count))
        if workers == 1 {
            for index in 0..<count { slots.set(index, body(index)) }
        } else {
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                var index = worker
                while index < count {
                    slots.set(index, body(index))
                    index += workers
                }
            }
        }
        return slots.values()
    }
}
