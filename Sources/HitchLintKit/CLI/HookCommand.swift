/// `hitchlint install-hook [--force | --uninstall]`: a git pre-commit hook that runs `hitchlint --staged`.
enum HookCommand {
    static let marker = "# Installed by `hitchlint install-hook`."
    static let backupSuffix = ".hitchlint-backup"

    static func script(executable: FilePath?) -> String {
        // Prefer the hitchlint on PATH (upgrades apply), else the binary that installed the hook.
        let fallback = executable.map { "exec '\(quoted($0.lossyString))' --staged" } ?? "echo 'hitchlint not found' >&2; exit 1"
        return """
            #!/bin/sh
            \(marker)
            # Lints what is staged for commit; `git commit --no-verify` skips it.
            if command -v hitchlint >/dev/null 2>&1; then
              exec hitchlint --staged
            fi
            \(fallback)

            """
    }

    static func quoted(_ text: String) -> String { text.replacingAll("'", with: "'\\''") }

    static func run(_ words: [String], output: inout OutputStream, errors: inout OutputStream) -> Int32 {
        let force = words.contains("--force")
        let uninstall = words.contains("--uninstall")
        if let unknown = words.first(where: { $0 != "--force" && $0 != "--uninstall" }) {
            errors.write("hitchlint: install-hook: unknown argument '\(Escaping.printable(unknown))'\n")
            return 2
        }
        guard case .success(let raw) = Git.run(["rev-parse", "--git-path", "hooks"], in: FilePath(".")) else {
            errors.write("hitchlint: install-hook: not in a git repository\n")
            return 2
        }
        var bytes = raw
        while bytes.last == 0x0A { bytes.removeLast() }
        let hooks = FilePath(bytes: bytes)
        let hook = hooks.appending(Array("pre-commit".utf8))
        let backup = hooks.appending(Array("pre-commit\(backupSuffix)".utf8))
        let existing: String? = {
            if case .success(let read) = FileSystem.readFile(hook) { return String(decoding: read, as: UTF8.self) }
            return nil
        }()
        let isOurs = existing?.contains(marker) == true
        if uninstall {
            guard isOurs else {
                errors.write("hitchlint: install-hook: \(hook) is not a hitchlint hook; left alone\n")
                return existing == nil ? 0 : 2
            }
            if FileSystem.exists(backup) {
                guard rename(backup, to: hook) else {
                    errors.write("hitchlint: install-hook: cannot restore \(backup)\n")
                    return 2
                }
                output.write("Restored the previous hook from \(backup)\n")
            } else {
                _ = FileSystem.remove(hook)
                output.write("Removed \(hook)\n")
            }
            return 0
        }
        if let existing, !isOurs {
            guard force else {
                errors.write("hitchlint: install-hook: \(hook) exists and is not a hitchlint hook; use --force to replace it (it is kept as pre-commit\(backupSuffix))\n")
                return 2
            }
            if case .failure(let error) = AtomicFile.write(Array(existing.utf8), to: backup) {
                errors.write("hitchlint: \(error.description)\n")
                return 2
            }
        }
        _ = FileSystem.makeDirectory(hooks)
        if case .failure(let error) = AtomicFile.write(Array(script(executable: currentExecutable()).utf8), to: hook, mode: 0o755) {
            errors.write("hitchlint: \(error.description)\n")
            return 2
        }
        output.write("Installed the pre-commit hook at \(hook)\n")
        return 0
    }

    static func rename(_ from: FilePath, to: FilePath) -> Bool { FileSystem.rename(from, to) }

    /// The running binary, for the hook's fallback.
    static func currentExecutable() -> FilePath? {
        FileSystem.realPath(FilePath("/proc/self/exe")) ?? CommandLine.arguments.first.flatMap { FileSystem.realPath(FilePath($0)) }
    }
}

extension String {
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self { if character == target { result += replacement } else { result.append(character) } }
        return result
    }
}
