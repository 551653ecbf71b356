/// Finds the project a file belongs to: the folder whose `.swift` files are indexed together for row
/// inference, so a file gets the same findings however it is linted.
///
/// The nearest folder above the file holding `.hitchlint.json`; else the top of its git work tree;
/// else the nearest folder with `Package.swift` or an `.xcodeproj`; else the folder that was linted.
/// A file named on its own outside any project (`hitchlint ~/Downloads/Row.swift`) is indexed with the
/// other files of its folder only: walking everything below `~/Downloads` or `/tmp` to lint one file
/// would cost seconds and find nothing of its project.
public struct ProjectLayout {
    public static let configFileName = ".hitchlint.json"

    public struct Root: Sendable, Hashable {
        /// Absolute, links resolved.
        public var path: FilePath
        /// The configuration file that marks it, if any.
        public var configFile: FilePath?
        /// False for the folder of a file named outside any project: its subfolders are not indexed.
        public var indexesSubfolders = true
        /// Found by a marker (configuration, git, package): false for the folder linted, which may be
        /// `~/Downloads` or `/tmp`, where hitchlint keeps no cache.
        public var isProject = true
    }

    /// Roots already found, by folder.
    private var cache: [FilePath: Root] = [:]
    /// Folders already known to be outside any project: with no marker in them or above them.
    private var unmarked: Set<FilePath> = []

    public init() {}

    /// The root for a file whose folder is `folder` (absolute, links resolved); `lintedFolder` is the
    /// fallback when nothing marks a project, indexed without its subfolders when `isExplicitFile`.
    public mutating func root(forFolder folder: FilePath, lintedFolder: FilePath, isExplicitFile: Bool = false) -> Root {
        if let cached = cache[folder] { return cached }
        let fallback = Root(path: lintedFolder, configFile: nil, indexesSubfolders: !isExplicitFile, isProject: false)
        if unmarked.contains(folder) { return fallback }
        var visited: [FilePath] = []
        var cursor = folder
        var found: Root? = nil
        while true {
            if let cached = cache[cursor] {
                found = cached
                break
            }
            // Nothing marks it or a folder above it: only the folders below it are left to look at.
            if unmarked.contains(cursor) { break }
            visited.append(cursor)
            let config = cursor.appending(Array(Self.configFileName.utf8))
            if FileSystem.status(config)?.kind == .regular {
                found = Root(path: cursor, configFile: config)
                break
            }
            if FileSystem.exists(cursor.appending(Array(".git".utf8))) {
                found = Root(path: cursor, configFile: nil)
                break
            }
            let parent = cursor.parent
            if parent == cursor || cursor.bytes == [0x2F] { break }
            cursor = parent
        }
        if let found {
            for path in visited { cache[path] = found }
            return found
        }
        guard let package = packageRoot(among: visited) else {
            // Each folder on the way up is outside any project too: the next file's folder beside this one
            // stops at their parent (3,000 files named in sibling folders listed every parent folder for each).
            unmarked.formUnion(visited)
            return fallback
        }
        // The walk went on past the package (to `/`, looking for git): only the folders up to it are its.
        // Cached further up, a `Packages/Backend/Package.swift` took every other folder of the tree.
        if let end = visited.firstIndex(of: package.path) {
            for path in visited[...end] { cache[path] = package }
        }
        return package
    }

    /// Outside git: the nearest of `folders` (a folder, then those above it) with `Package.swift` or an
    /// `.xcodeproj`.
    func packageRoot(among folders: [FilePath]) -> Root? {
        for folder in folders {
            if FileSystem.exists(folder.appending(Array("Package.swift".utf8))) { return Root(path: folder, configFile: nil) }
            if case .success(let entries) = FileSystem.listDirectory(folder),
               entries.contains(where: { $0.kind == .directory && $0.name.count > 10 && $0.name.suffix(10).elementsEqual(".xcodeproj".utf8) }) {
                return Root(path: folder, configFile: nil)
            }
        }
        return nil
    }
}
