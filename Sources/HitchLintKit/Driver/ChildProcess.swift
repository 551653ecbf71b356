import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program found on `PATH` and collects what it writes, with `posix_spawn` and `waitpid`.
///
/// Not Foundation's `Process`: on Linux its `waitUntilExit` polls a run loop every 50 ms, so a git
/// question that takes 4 ms cost an editor's one-file lint in a repository 50 more, at random.
enum ChildProcess {
    struct Outcome {
        /// The exit status, or nil when the program was killed by a signal.
        var status: Int32?
        var output: [UInt8]
        var errors: [UInt8]
    }

    /// `arguments[0]` is the program's name. `input`: written to its standard input (otherwise
    /// `/dev/null`). Returns the `errno` of a failed start.
    static func run(_ arguments: [String], environment: [String: String], input: [UInt8]?) -> Result<Outcome, SpawnError> {
        var pipes: [Pipe] = []
        for _ in 0..<(input == nil ? 2 : 3) {
            guard let pipe = Pipe() else {
                let code = errno
                pipes.forEach { $0.closeBoth() }
                return .failure(SpawnError(code: code))
            }
            pipes.append(pipe)
        }
        let (output, errors, standardInput) = (pipes[0], pipes[1], pipes.count > 2 ? pipes[2] : nil)
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let standardInput {
            posix_spawn_file_actions_adddup2(&actions, standardInput.reading, 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, output.writing, 1)
        posix_spawn_file_actions_adddup2(&actions, errors.writing, 2)
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        let started = posix_spawnp(&child, arguments[0], &actions, nil, argv, envp)
        // The child has its copies; ours of its ends must close, or reading would never see the end.
        close(output.writing)
        close(errors.writing)
        if let standardInput { close(standardInput.reading) }
        guard started == 0 else {
            [output.reading, errors.reading].forEach { _ = close($0) }
            if let standardInput { close(standardInput.writing) }
            return .failure(SpawnError(code: started))
        }
        // Both streams are drained at once and the input written beside them: a child blocked on one
        // full pipe while this side waits on another would never end.
        let collected = ResultSlots<[UInt8]>(count: 1)
        let others = DispatchGroup()
        DispatchQueue.global().async(group: others) { collected.set(0, readAll(errors.reading)) }
        if let standardInput, let input {
            DispatchQueue.global().async(group: others) {
                // A reader gone early (`EPIPE`) says why in its status.
                _ = FileSystem.writeAll(input, to: standardInput.writing)
                close(standardInput.writing)
            }
        }
        let standardOutput = readAll(output.reading)
        others.wait()
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        // `WIFEXITED` and `WEXITSTATUS`, which Swift does not import.
        let exited = status & 0x7F == 0
        return .success(Outcome(status: exited ? (status >> 8) & 0xFF : nil, output: standardOutput, errors: collected.take(0)))
    }

    struct SpawnError: Error {
        var code: Int32
        var message: String { String(cString: strerror(code)) }
    }

    /// A pipe whose ends close in any child started later (each child gets only what it is given:
    /// another child holding a copy of a writing end would keep this one's reader from its end).
    private struct Pipe {
        var reading: Int32
        var writing: Int32

        init?() {
            // `pipe2(…, O_CLOEXEC)` would set the flag at once, but neither Glibc's module nor Darwin has it.
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else { return nil }
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            (reading, writing) = (ends[0], ends[1])
        }

        func closeBoth() {
            for end in [reading, writing] { _ = close(end) }
        }
    }

    /// Everything until the end (nothing if reading fails), then closes `descriptor`.
    private static func readAll(_ descriptor: Int32) -> [UInt8] {
        defer { close(descriptor) }
        return (try? FileSystem.readAll(descriptor, expectedSize: 0, maximumSize: .max).get()) ?? []
    }
}
