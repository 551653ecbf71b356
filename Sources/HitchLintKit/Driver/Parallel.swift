import Dispatch

/// Results written by index from several threads; each index is written by exactly one worker.
///
/// The slots are raw memory allocated once: writing through a stored `Array` from several threads
/// would be simultaneous access to one property (a runtime exclusivity trap) and could copy on write.
final class ResultSlots<Element>: @unchecked Sendable {
    private let storage: UnsafeMutablePointer<Element?>
    private let count: Int

    init(count: Int) {
        self.count = count
        storage = UnsafeMutablePointer<Element?>.allocate(capacity: max(count, 1))
        storage.initialize(repeating: nil, count: count)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    func set(_ index: Int, _ value: Element) {
        precondition(index >= 0 && index < count)
        storage[index] = value
    }

    /// Call only after every worker is done.
    func values() -> [Element] { (0..<count).map { storage[$0]! } }
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

extension Parallel {
    /// `first` and `second` at the same time (one after the other with one job).
    static func pair<A, B>(jobs: Int, _ first: @Sendable () -> A, _ second: @Sendable () -> B) -> (A, B) {
        guard jobs > 1 else { return (first(), second()) }
        let a = ResultSlots<A>(count: 1)
        let b = ResultSlots<B>(count: 1)
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            if index == 0 { a.set(0, first()) } else { b.set(0, second()) }
        }
        return (a.values()[0], b.values()[0])
    }
}

/// A value computed on another thread while this one does other work; `value` waits for it.
final class Background<Value>: @unchecked Sendable {
    private let group = DispatchGroup()
    private let slot = ResultSlots<Value>(count: 1)

    init(_ body: @escaping @Sendable () -> Value) {
        let slot = slot
        group.enter()
        DispatchQueue.global().async { [group] in
            slot.set(0, body())
            group.leave()
        }
    }

    /// The result; `wait` orders the worker's write before this read.
    var value: Value {
        group.wait()
        return slot.values()[0]
    }
}
