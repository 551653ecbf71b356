#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file of the lint's own in `TMPDIR` (else `/tmp`) for what it would rather not hold in memory:
/// made with `mkstemp` (a new name, this user's alone), unlinked at once (nothing else finds it, and
/// the system reclaims it when it is closed, however the process ends), closed on `exec` (git, when a
/// lint asks it, does not inherit it).
enum UnlinkedTemporaryFile {
    /// Its descriptor, or nil when no file can be made there.
    static func open(prefix: String) -> Int32? {
        let folder = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((folder + "/" + prefix + "-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return nil }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        _ = template.withUnsafeBufferPointer { unlink($0.baseAddress!) }
        return descriptor
    }
}
