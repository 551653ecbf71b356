#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes to a file descriptor. A closed pipe (`hitchlint … | head`) ends output quietly.
public struct OutputStream {
    let descriptor: Int32
    public private(set) var isBroken = false
    public private(set) var failure: String? = nil

    public static var standardOutput: OutputStream { OutputStream(descriptor: 1) }
    public static var standardError: OutputStream { OutputStream(descriptor: 2) }

    public init(descriptor: Int32) { self.descriptor = descriptor }

    public mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { write(bytes: UnsafeRawBufferPointer($0)) }
    }

    public mutating func write(bytes: UnsafeRawBufferPointer) {
        guard !isBroken, var pointer = bytes.baseAddress else { return }
        var remaining = bytes.count
        while remaining > 0 {
            let written = Glibc_write(descriptor, pointer, remaining)
            if written < 0 {
                if errno == EINTR { continue }
                isBroken = true
                if errno != EPIPE { failure = FileSystem.reason(errno) }
                return
            }
            remaining -= written
            pointer += written
        }
    }

    /// Opens `/dev/null` on descriptors 0, 1 and 2 if the process was started without them
    /// (`hitchlint >&-`): the next file or pipe opened would take the number, and output meant for
    /// standard output would be written into it.
    public static func ensureStandardDescriptors() {
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 {
            let opened = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
            if opened >= 0 && opened != descriptor { close(opened) }  // the lowest free number is this one
        }
    }

    /// Ignoring SIGPIPE turns a closed pipe into an `EPIPE` error we handle, instead of a kill.
    public static func ignoreBrokenPipes() { signal(SIGPIPE, SIG_IGN) }

    public static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }
}

@inline(__always)
private func Glibc_write(_ descriptor: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, pointer, count)
}

/// Reads all of standard input as bytes.
public func readStandardInput() -> [UInt8] {
    var result: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        if count <= 0 { break }
        result.append(contentsOf: buffer[0..<count])
    }
    return result
}

public func environmentValue(_ name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    return String(cString: value)
}

public func processorCount() -> Int {
    max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
}
