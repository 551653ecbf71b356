/// Finds the project a file belongs to: the folder whose `.swift` files are indexed together for row
/// inference, so a file gets the same findings however it is linted.
///
/// The nearest folder above the file holding `.hitchlint.json`; else the top of its git work tree;
/// else the nearest folder with `Package.swift` or an `.xcodeproj`; else the folder that was linted.
public struct ProjectLayout {
    public static let configFileName = ".hitchlint.json"

    public struct Root: Sendable, Hashable {
        /// Absolute, links resolved.
        public var path: FilePath
        /// The configuration file that marks it, if any.
        public var configFile: FilePath?
    }

    /// Roots already found, by folder.
    private var cache: [FilePath: Root] = [:]

    public init() {}

    /// The root for a file whose folder is `folder` (absolute, links resolved); `lintedFolder` is the
    /// fallback when nothing marks a project.
    public mutating func root(forFolder folder: FilePath, lintedFolder: FilePath) -> Root {
        if let cached = cache[folder] { return cached }
        var visited: [FilePath] = []
        var cursor = folder
        var found: Root? = nil
        while true {
            if let cached = cache[cursor] {
                found = cached
                break
            }
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
        let root = found ?? packageRoot(from: folder) ?? Root(path: lintedFolder, configFile: nil)
        for path in visited { cache[path] = root }
        return root
    }

    /// Outside git: the nearest folder with `Package.swift` or an `.xcodeproj`.
    func packageRoot(from folder: FilePath) -> Root? {
        var cursor = folder
        while true {
            if FileSystem.exists(cursor.appending(Array("Package.swift".utf8))) { return Root(path: cursor, configFile: nil) }
            if case .success(let entries) = FileSystem.listDirectory(cursor),
               entries.contains(where: { $0.kind == .directory && $0.name.count > 10 && $0.name.suffix(10).elementsEqual(".xcodeproj".utf8) }) {
                return Root(path: cursor, configFile: nil)
            }
            let parent = cursor.parent
            if parent == cursor || cursor.bytes == [0x2F] { return nil }
            cursor = parent
        }
    }
}
