import Foundation
@testable import HitchLintKit
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file is read whole whatever its size says: a lint reads each file by one `read` when it is the
/// size its status gave, and must still get every byte of a file that grew or shrank since, refuse
/// one that grew over the limit, and read a pipe (a child process's output) to its end.
@Suite("Reading a file")
struct FileReadTests {
    /// Bytes no two reads could mistake for each other's.
    static func content(_ count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) } }

    /// `bytes` in a new file of `folder`, opened for reading.
    static func opened(_ bytes: [UInt8], in folder: TemporaryFolder) throws -> Int32 {
        let url = folder.url.appendingPathComponent("F\(UUID().uuidString).swift")
        try Data(bytes).write(to: url)
        let descriptor = open(url.path, O_RDONLY)
        try #require(descriptor >= 0)
        return descriptor
    }

    /// `expected`: the size its status gave, the file's own (read by one `read`), or another since it grew or shrank.
    @Test("a file is read whole: of the size its status gave, larger (it grew) or smaller (it shrank)",
          arguments: [(0, 0), (1, 1), (7, 7), (4095, 4095), (4096, 4096), (4097, 4097), (200_000, 200_000),
                      (100, 0), (100, 99), (10_000, 5000), (10_000, 9999), (0, 10), (50, 51), (50, 4096)])
    func readWhole(size: Int, expected: Int) throws {
        let folder = try TemporaryFolder()
        let bytes = Self.content(size)
        let descriptor = try Self.opened(bytes, in: folder)
        defer { close(descriptor) }
        let read = try FileSystem.readAll(descriptor, expectedSize: expected, maximumSize: .max, isRegularFile: true).get()
        let same = read == bytes
        #expect(same, "\(read.count) bytes read of \(size)")
    }

    /// The index cache's writer reads blocks of its temporary file into one buffer again and again: each read
    /// leaves exactly the range's bytes, shorter or longer than the last, and one past the end says so.
    @Test("ranges read into reused room hold their own bytes only, and one past the end is refused")
    func rangesIntoReusedRoom() throws {
        let folder = try TemporaryFolder()
        let bytes = Self.content(300_000)
        let descriptor = try Self.opened(bytes, in: folder)
        defer { close(descriptor) }
        var room: [UInt8] = []
        for range in [0..<200_000, 10..<20, 5..<5, 150_000..<300_000, 1..<299_999, 299_999..<300_000] {
            #expect(FileSystem.readBytes(descriptor, at: range, into: &room))
            let same = room == Array(bytes[range])
            #expect(same, "\(range): \(room.count) bytes")
        }
        #expect(!FileSystem.readBytes(descriptor, at: 299_000..<300_001, into: &room))
    }

    @Test("a file that grew over the limit is refused; one at the limit is read", arguments: [(101, 100, false), (100, 100, true), (5000, 100, false)])
    func limit(size: Int, maximum: Int, isRead: Bool) throws {
        let folder = try TemporaryFolder()
        let bytes = Self.content(size)
        let descriptor = try Self.opened(bytes, in: folder)
        defer { close(descriptor) }
        let result = FileSystem.readAll(descriptor, expectedSize: min(size, maximum), maximumSize: maximum, isRegularFile: true)
        switch result {
        case .success(let read):
            let same = read == bytes
            #expect(isRead && same, "\(read.count) bytes read of \(size), limit \(maximum)")
        case .failure(let failure):
            #expect(!isRead, "refused: \(failure)")
            if case .tooLarge = failure {} else { Issue.record("refused for another reason: \(failure)") }
        }
    }

    @Test("a pipe is read to its end, short reads and all")
    func pipeToEnd() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let (readEnd, writeEnd) = (ends[0], ends[1])
        let bytes = Self.content(3000)
        let writer = Thread {
            // In small pieces with pauses: the reader meets short reads that are not the end.
            for start in stride(from: 0, to: bytes.count, by: 700) {
                let piece = Array(bytes[start..<min(start + 700, bytes.count)])
                _ = piece.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
                usleep(2000)
            }
            close(writeEnd)
        }
        writer.start()
        defer { close(readEnd) }
        let read = try FileSystem.readAll(readEnd, expectedSize: 0, maximumSize: .max).get()
        let same = read == bytes
        #expect(same, "\(read.count) bytes read of \(bytes.count)")
    }
}
