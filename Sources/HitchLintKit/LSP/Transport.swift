import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The server's standard streams: framed messages in on stdin, framed messages out on stdout, and
/// everything else (logs) on stderr, because one stray byte on stdout breaks the editor's parser.
/// Writes come from the reader thread (errors about malformed input) and the worker, so they are
/// serialized by a lock: a message is never interleaved with another.
final class Transport: @unchecked Sendable {
    private let lock = NSLock()
    private var output: OutputStream
    private var errors: OutputStream
    private let input: Int32

    init(input: Int32 = 0, output: Int32 = 1, errors: Int32 = 2) {
        self.input = input
        self.output = OutputStream(descriptor: output)
        self.errors = OutputStream(descriptor: errors)
    }

    func send(_ message: JSONValue) {
        let frame = FrameDecoder.frame(message.compactRendered())
        lock.withLock { frame.withUnsafeBytes { output.write(bytes: $0) } }
    }

    func log(_ text: String) {
        lock.withLock { errors.write("hitchlint lsp: \(text)\n") }
    }

    /// Reads stdin until it ends, handing over each frame as it completes; blocks the calling thread.
    /// Answers whether the input ended inside a message.
    func readFrames(_ handle: (FrameDecoder.Frame) -> Void) -> Bool {
        var decoder = FrameDecoder()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            chunk.withUnsafeBytes { decoder.append(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
            while let frame = decoder.next() { handle(frame) }
        }
        return decoder.hasPartialMessage
    }
}

/// Ids of requests the editor cancelled (`$/cancelRequest`). The reader thread records them as soon
/// as they arrive, so a request still waiting in the worker's queue is answered `RequestCancelled`
/// instead of being run.
final class CancellationRegistry: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled: Set<RequestID> = []

    func cancel(_ id: RequestID) {
        _ = lock.withLock { cancelled.insert(id) }
    }

    /// Whether `id` was cancelled; forgets it either way.
    func take(_ id: RequestID) -> Bool {
        lock.withLock { cancelled.remove(id) != nil }
    }
}

/// Hands the exit code from the worker (`exit`, or the end of stdin) to the thread waiting in `main`.
final class ExitSignal: @unchecked Sendable {
    private let semaphore = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var code: Int32?

    func signal(_ value: Int32) {
        let isFirst = lock.withLock {
            guard code == nil else { return false }
            code = value
            return true
        }
        if isFirst { semaphore.signal() }
    }

    func wait() -> Int32 {
        semaphore.wait()
        return lock.withLock { code ?? 1 }
    }
}
