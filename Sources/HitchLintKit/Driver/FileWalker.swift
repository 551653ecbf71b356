#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the Swift files a run is about.
public struct FileWalker {
    /// Folders never walked into: build output, dependency checkouts, hidden folders.
    static let skippedFolders: Set<[UInt8]> = Set(
        [".build", "DerivedData", "Pods", "Carthage", "node_modules"].map { Array($0.utf8) })

    public struct Found: Sendable {
        /// The path as the user would write it (relative to where they named it).
        public var path: FilePath
        /// Absolute, links of the named folder resolved (nil for a file named explicitly).
        public var absolute: FilePath?
        /// Whether the user named this file (explicit files are linted whatever their extension).
        public var isExplicit: Bool
    }

    /// Inside a git work tree, the files git does not ignore, by work tree (nil: git could not answer).
    var unignoredByWorkTree: [FilePath: Set<FilePath>?] = [:]
    let respectsGitIgnore: Bool

    public init(respectsGitIgnore: Bool = true) {
        self.respectsGitIgnore = respectsGitIgnore
    }

    /// Expands the paths a user named: folders are walked for `*.swift`, files are taken as given.
    public mutating func expand(_ paths: [FilePath], errors: inout [LintError]) -> [Found] {
        var found: [Found] = []
        for path in paths {
            guard let status = FileSystem.status(path) else {
                errors.append(LintError(path: path, summary: "cannot read", reason: FileSystem.reason(errnoValue())))
                continue
            }
            if status.kind == .directory, let real = FileSystem.realPath(path) {
                found += swiftFiles(under: path, absolute: real, errors: &errors).map {
                    Found(path: $0.display, absolute: $0.absolute, isExplicit: false)
                }
            } else {
                found.append(Found(path: path, absolute: nil, isExplicit: true))
            }
        }
        return found
    }

    /// Every `*.swift` file below `root`, in byte order, as (display, absolute) paths. Folder links are
    /// not followed (no cycles, no leaving the tree); non-regular files are reported, never opened; in
    /// a git work tree, what `.gitignore` ignores is skipped. Without `subfolders`, only `root`'s own files.
    public mutating func swiftFiles(under root: FilePath, absolute realRoot: FilePath, subfolders walksSubfolders: Bool = true,
                                    errors: inout [LintError]) -> [(display: FilePath, absolute: FilePath)] {
        let unignored = respectsGitIgnore ? unignoredFiles(for: realRoot) : nil
        var result: [(display: FilePath, absolute: FilePath)] = []
        var pending: [(FilePath, FilePath)] = [(root, realRoot)]
        while let (folder, absoluteFolder) = pending.popLast() {
            let entries: [(name: [UInt8], kind: FileSystem.EntryKind)]
            switch FileSystem.listDirectory(folder) {
            case .success(let list): entries = list
            case .failure(let error):
                errors.append(error)
                continue
            }
            var subfolders: [(FilePath, FilePath)] = []
            // Walked from its real path, a folder's display and absolute paths are one and the same.
            let isReal = folder == absoluteFolder
            for entry in entries {
                if entry.kind != .directory && entry.kind != .other && !entry.name.suffix(6).elementsEqual(".swift".utf8) { continue }
                let path = folder.appending(entry.name)
                let absolute = isReal ? path : absoluteFolder.appending(entry.name)
                switch entry.kind {
                case .directory:
                    if !walksSubfolders || entry.name.first == 0x2E || Self.skippedFolders.contains(entry.name) { continue }
                    subfolders.append((path, absolute))
                case .regular, .symlink:
                    guard path.hasSwiftExtension else { continue }
                    // A link to a file is linted; a link to a folder is not walked.
                    if entry.kind == .symlink && FileSystem.status(path)?.kind != .regular { continue }
                    if let unignored, !unignored.contains(absolute) { continue }
                    result.append((path, absolute))
                case .other:
                    if path.hasSwiftExtension {
                        errors.append(LintError(path: path, summary: "cannot read", reason: "not a regular file"))
                    }
                }
            }
            pending += subfolders.reversed()
        }
        result.sort { $0.display < $1.display }
        return result
    }

    mutating func unignoredFiles(for folder: FilePath) -> Set<FilePath>? {
        guard let workTree = Git.workTree(containing: folder) else { return nil }
        if let cached = unignoredByWorkTree[workTree] { return cached }
        let files = Git.unignoredSwiftFiles(in: workTree)
        unignoredByWorkTree[workTree] = files
        return files
    }
}

func errnoValue() -> Int32 { errno }
