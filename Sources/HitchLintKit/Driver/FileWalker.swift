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
        /// The real path of the folder the user named that the walk found it in (nil for a file named
        /// explicitly): outside any project, the files linted together.
        public var namedFolder: FilePath? = nil
    }

    /// Inside a git work tree, the files git tracks, by work tree (nil: git could not answer).
    var trackedByWorkTree: [FilePath: ListedPaths?] = [:]
    /// Inside a git work tree, what `git ls-files -co --exclude-standard` lists, by work tree, where
    /// it was asked for (nil: git could not answer).
    var unignoredByWorkTree: [FilePath: ListedPaths?] = [:]
    /// The last whole walk, by real root: `hitchlint .` walks the folder named, then the same folder
    /// as the project's root (13,000 files: 17 ms of a run). Let go with `forgetWalks()`.
    private var lastWalk: (root: FilePath, stamps: Bool, files: [Walked])?
    let respectsGitIgnore: Bool
    /// Threads listing folders.
    let jobs: Int
    /// Whether walks of named folders take each file's status too (for the index cache: the project
    /// walk that needs them can then reuse the walk).
    public var stampsNamedFolders = false

    public init(respectsGitIgnore: Bool = true, jobs: Int = 1) {
        self.respectsGitIgnore = respectsGitIgnore
        self.jobs = jobs
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
                found += swiftFiles(under: path, absolute: real, stamps: stampsNamedFolders, errors: &errors).map {
                    Found(path: $0.display, absolute: $0.absolute, isExplicit: false, namedFolder: real)
                }
            } else {
                found.append(Found(path: path, absolute: nil, isExplicit: true))
            }
        }
        return found
    }

    /// A Swift file a walk found.
    public struct Walked: Sendable {
        /// Below the root as given.
        public var display: FilePath
        /// Below the root's real path.
        public var absolute: FilePath
        /// Its status when the walk was asked for stamps.
        public var status: FileSystem.Status?
    }

    /// Every `*.swift` file below `root`, in byte order. Folder links are not followed (no cycles, no
    /// leaving the tree); non-regular files are reported, never opened; in a git work tree, what
    /// `.gitignore` ignores is skipped. Without `subfolders`, only `root`'s own files. With `stamps`,
    /// each file's status too (taken while its folder is open). The folders of each depth are listed
    /// on `jobs` threads: listing and stating a large project's files is most of a one-file lint.
    public mutating func swiftFiles(under root: FilePath, absolute realRoot: FilePath, subfolders walksSubfolders: Bool = true,
                                    stamps: Bool = false, errors: inout [LintError]) -> [Walked] {
        // The same tree again (its errors were reported the first time): the display paths may differ.
        if walksSubfolders, let last = lastWalk, last.root == realRoot, last.stamps || !stamps {
            // A path below the real root, shown below `root` as a walk from it would show it.
            let prefix = realRoot.bytes.count + (realRoot.bytes.last == UInt8(ascii: "/") ? 0 : 1)
            return last.files.map { file in
                Walked(display: root == realRoot ? file.absolute : root.appending(Array(file.absolute.bytes.dropFirst(prefix))),
                       absolute: file.absolute, status: stamps ? file.status : nil)
            }
        }
        let result = walk(under: root, absolute: realRoot, subfolders: walksSubfolders, stamps: stamps, errors: &errors)
        if walksSubfolders { lastWalk = (realRoot, stamps, result) }
        return result
    }

    /// Lets go of the last walk.
    public mutating func forgetWalks() { lastWalk = nil }

    private mutating func walk(under root: FilePath, absolute realRoot: FilePath, subfolders walksSubfolders: Bool,
                      stamps: Bool, errors: inout [LintError]) -> [Walked] {
        // What git tracks is read while the folders are listed.
        let workTree = respectsGitIgnore ? Git.workTree(containing: realRoot) : nil
        let asking = workTree.flatMap { tree in
            trackedByWorkTree[tree] == nil ? Background { Git.trackedSwiftFiles(in: tree) } : nil
        }
        var result: [Walked] = []
        var level: [Folder] = [Folder(display: root, absolute: realRoot)]
        while !level.isEmpty {
            let folders = level
            let listed = Parallel.map(folders.count, jobs: folders.count > 1 ? jobs : 1) { index in
                Self.list(folders[index], walksSubfolders: walksSubfolders, stamps: stamps)
            }
            level = []
            result.reserveCapacity(listed.reduce(result.count) { $0 + $1.files.count })
            for folder in listed {
                result += folder.files
                level += folder.subfolders
                errors += folder.errors
            }
        }
        result.sort { $0.display < $1.display }
        if let workTree {
            if let asking { trackedByWorkTree[workTree] = .some(asking.take()) }  // a failure too: asked once
            if let tracked = trackedByWorkTree[workTree] ?? nil { keepListed(&result, tracked: tracked, workTree: workTree) }
        }
        return result
    }

    /// Keeps the files `git ls-files -co --exclude-standard` would list: the tracked ones, and the
    /// untracked ones that no ignore pattern covers and that are not in a repository of their own (a
    /// submodule, a nested clone). Git is asked about untracked files only: in a tree where every
    /// Swift file is tracked (an editor's save, most often), not at all.
    private mutating func keepListed(_ files: inout [Walked], tracked: ListedPaths, workTree: FilePath) {
        let isTracked = tracked.listed(files.count) { files[$0].absolute }
        let untracked = files.indices.filter { !isTracked[$0] }
        guard !untracked.isEmpty,
              let isListed = untrackedAreListed(untracked.map { files[$0].absolute }, workTree: workTree)
        else { return }
        let dropped = Set(untracked.indices.filter { !isListed[$0] }.map { untracked[$0] })
        if !dropped.isEmpty { files = files.indices.filter { !dropped.contains($0) }.map { files[$0] } }
    }

    /// Whether git lists each of these untracked files; nil when git cannot answer (they are all kept).
    /// Asked with `check-ignore` where that answers as `ls-files -co` would; git's whole list is read
    /// instead for a name that git would read as a pattern, a file below a `.git` of its own (only
    /// git knows whether that is a repository), or when `check-ignore` fails (a path in a submodule).
    private mutating func untrackedAreListed(_ paths: [FilePath], workTree: FilePath) -> [Bool]? {
        let prefixLength = workTree.bytes.count + (workTree.bytes.last == UInt8(ascii: "/") ? 0 : 1)
        let relative = paths.map { $0.bytes[prefixLength...] }
        var hasDotGit: [FilePath: Bool] = [:]
        let isPlain = !relative.contains(where: Self.looksLikePathspec)
            && !paths.contains { Self.isBelowDotGit($0, workTree: workTree, known: &hasDotGit) }
        if isPlain, let ignored = Git.ignoredPaths(relative, in: workTree) {
            return ignored.listed(paths.count) { paths[$0] }.map { !$0 }
        }
        if unignoredByWorkTree[workTree] == nil { unignoredByWorkTree[workTree] = .some(Git.unignoredSwiftFiles(in: workTree)) }
        return (unignoredByWorkTree[workTree] ?? nil)?.listed(paths.count) { paths[$0] }
    }

    /// A path git's pathspecs would not read literally: magic after a leading `:`, or glob characters.
    private static func looksLikePathspec(_ path: ArraySlice<UInt8>) -> Bool {
        path.first == UInt8(ascii: ":") || path.contains { byte in
            switch byte {
            case UInt8(ascii: "*"), UInt8(ascii: "?"), UInt8(ascii: "["), UInt8(ascii: "\\"): return true
            default: return false
            }
        }
    }

    /// Whether a folder between `workTree` and `path` holds a `.git`.
    private static func isBelowDotGit(_ path: FilePath, workTree: FilePath, known: inout [FilePath: Bool]) -> Bool {
        let folder = path.parent
        guard folder.bytes.count > workTree.bytes.count, folder != workTree else { return false }
        if let answer = known[folder] { return answer }
        let answer = FileSystem.exists(folder.appending(Array(".git".utf8)))
            || isBelowDotGit(folder, workTree: workTree, known: &known)
        known[folder] = answer
        return answer
    }

    struct Folder: Sendable {
        var display: FilePath
        var absolute: FilePath
    }

    /// One folder's Swift files (git-ignored ones too: git's answer is not in yet) and the subfolders to walk.
    static func list(_ folder: Folder, walksSubfolders: Bool, stamps: Bool)
        -> (files: [Walked], subfolders: [Folder], errors: [LintError]) {
        var files: [Walked] = []
        var subfolders: [Folder] = []
        let listed = FileSystem.listDirectory(folder.display) { name, kind in
            stamps && kind == .regular && ByteString.endsWithSwiftExtension(name)
        }
        let listing: FileSystem.DirectoryListing
        switch listed {
        case .success(let list): listing = list
        case .failure(let error): return ([], [], [error])
        }
        var errors: [LintError] = []
        // Walked from its real path, a folder's display and absolute paths are one and the same.
        let isReal = folder.display == folder.absolute
        for entry in listing.entries {
            let name = listing.name(of: entry)
            if entry.kind != .directory && entry.kind != .other && !ByteString.endsWithSwiftExtension(name) { continue }
            let path = folder.display.appending(name)
            let absolute = isReal ? path : folder.absolute.appending(name)
            switch entry.kind {
            case .directory:
                if !walksSubfolders || name.first == 0x2E || skippedFolders.contains(Array(name)) { continue }
                subfolders.append(Folder(display: path, absolute: absolute))
            case .regular, .symlink:
                guard path.hasSwiftExtension else { continue }
                var status = entry.status
                // A link to a file is linted; a link to a folder is not walked.
                if entry.kind == .symlink {
                    status = FileSystem.status(path)
                    guard status?.kind == .regular else { continue }
                    if !stamps { status = nil }
                }
                files.append(Walked(display: path, absolute: absolute, status: status))
            case .other:
                if path.hasSwiftExtension {
                    errors.append(LintError(path: path, summary: "cannot read", reason: "not a regular file"))
                }
            }
        }
        return (files, subfolders, errors)
    }
}

func errnoValue() -> Int32 { errno }
