import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Results written by index from other threads (a `Background` task's, a child process's output
/// streams'); each index is written by exactly one of them.
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

    /// Moves a value out (after it was set): the slots no longer keep it alive.
    func take(_ index: Int) -> Element {
        precondition(index >= 0 && index < count)
        defer { storage[index] = nil }
        return storage[index]!
    }
}

/// A mutual-exclusion lock over a pthread mutex (which must not move: it lives on the heap).
final class Lock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init() { pthread_mutex_init(mutex, nil) }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func withLock<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }
}

/// Turns taken in index order by several threads: the body of turn `i` runs once those of turns `0..<i`
/// have, each ordered after the one before (the lock's). A thread waits only for turns before its own,
/// so whichever holds the first turn not taken yet always goes on (`Parallel.map` hands indices out in
/// order).
final class Turns: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let turnTaken = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    /// Guarded by `mutex`.
    private var next = 0

    init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(turnTaken, nil)
    }

    deinit {
        pthread_cond_destroy(turnTaken)
        pthread_mutex_destroy(mutex)
        turnTaken.deallocate()
        mutex.deallocate()
    }

    /// Runs `body` as turn `index`: after the turns before it, before those after it.
    func take(_ index: Int, _ body: () -> Void) {
        pthread_mutex_lock(mutex)
        while next != index { pthread_cond_wait(turnTaken, mutex) }
        pthread_mutex_unlock(mutex)
        body()
        pthread_mutex_lock(mutex)
        next += 1
        pthread_cond_broadcast(turnTaken)
        pthread_mutex_unlock(mutex)
    }
}

/// The next indices to work on, handed out to whichever worker asks, a few at a time: one lock a
/// file would cost more than the work for a file found in the index cache.
final class WorkCounter: @unchecked Sendable {
    private let lock = Lock()
    private var next = 0
    private let count: Int
    private let step: Int

    /// About 256 shares a worker: the last share ends the work at about the same time on every core.
    /// `oneAtATime`: shares of one index.
    init(count: Int, workers: Int, oneAtATime: Bool = false) {
        self.count = count
        step = oneAtATime ? 1 : max(1, count / (workers * 256))
    }

    func take() -> Range<Int> {
        lock.withLock {
            let start = next
            next = min(count, next + step)
            return start..<next
        }
    }
}

enum Parallel {
    /// `body` over `0..<count` on `jobs` threads, results in index order whatever the scheduling.
    /// Each worker takes the next few indices when it is free (`oneAtATime`: the next one), in
    /// increasing order, and runs them in order: a worker still busy elsewhere (a `Background` task holds
    /// one) takes less, instead of the others waiting for its share; and a body may wait for those of
    /// lower indices (`Turns`), whose workers are running.
    static func map<T>(_ count: Int, jobs: Int, oneAtATime: Bool = false, _ body: @Sendable (Int) -> T) -> [T] {
        let workers = max(1, min(jobs, count))
        guard workers > 1 else { return (0..<count).map(body) }
        // Each result is written straight into the array returned, not into an optional slot and
        // then moved into a new array: 3.7% of a warm one-file lint's instructions in a large project.
        return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            let results = Uninitialized(buffer)
            let counter = WorkCounter(count: count, workers: workers, oneAtATime: oneAtATime)
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                while case let share = counter.take(), !share.isEmpty {
                    for index in share { results.initialize(index, to: body(index)) }
                }
            }
            initialized = count
        }
    }

    /// `first` and `second` at once, `first` in the `Background` (one after the other when `threads` is 1).
    static func both<First, Second>(threads: Int, _ first: @escaping @Sendable () -> First, _ second: () -> Second) -> (First, Second) {
        guard threads > 1 else { return (first(), second()) }
        let other = Background(first)
        let result = second()
        return (other.take(), result)
    }

    /// An array's room, each element initialized once, by one worker (`concurrentPerform` returns
    /// only when every one is).
    private struct Uninitialized<T>: @unchecked Sendable {
        let buffer: UnsafeMutableBufferPointer<T>

        init(_ buffer: UnsafeMutableBufferPointer<T>) { self.buffer = buffer }

        func initialize(_ index: Int, to value: T) {
            precondition(index >= 0 && index < buffer.count)
            (buffer.baseAddress! + index).initialize(to: value)
        }
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

    /// The result, moved out (call once); `wait` orders the worker's write before this read. Moved,
    /// not copied: the worker's block still holds the slot until the thread that ran it lets go of
    /// it, which under load can be long after — a run's index caches held that way kept each
    /// project's files open past its turn, and thirty projects ran out of descriptors.
    func take() -> Value {
        group.wait()
        return slot.take(0)
    }
}
