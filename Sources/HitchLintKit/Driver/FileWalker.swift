/// Finds the Swift files a run is about.
public enum FileWalker {
    /// Folders never walked into: build output, dependency checkouts, hidden folders.
    static let skippedFolders: Set<[UInt8]> = Set(
        [".build", "DerivedData", "Pods", "Carthage", "node_modules"].map { Array($0.utf8) })

    public struct Found: Sendable {
        public var path: FilePath
        /// Whether the user named this file (explicit files are linted whatever their extension).
        public var isExplicit: Bool
    }

    /// Expands the paths a user named: folders are walked for `*.swift`, files are taken as given.
    public static func expand(_ paths: [FilePath], errors: inout [LintError]) -> [Found] {
        var found: [Found] = []
        for path in paths {
            guard let status = FileSystem.status(path) else {
                let code = errnoValue()
                errors.append(LintError(path: path, summary: "cannot read", reason: FileSystem.reason(code)))
                continue
            }
            if status.kind == .directory {
                found += swiftFiles(under: path, errors: &errors).map { Found(path: $0, isExplicit: false) }
            } else {
                found.append(Found(path: path, isExplicit: true))
            }
        }
        return found
    }

    /// Every `*.swift` file below `root`, in byte order. Folder links are not followed (no cycles, no
    /// leaving the tree); non-regular files are reported, never opened.
    public static func swiftFiles(under root: FilePath, errors: inout [LintError]) -> [FilePath] {
        var result: [FilePath] = []
        var pending: [FilePath] = [root]
        while let folder = pending.popLast() {
            let entries: [(name: [UInt8], kind: FileSystem.EntryKind)]
            switch FileSystem.listDirectory(folder) {
            case .success(let list): entries = list
            case .failure(let error):
                errors.append(error)
                continue
            }
            var subfolders: [FilePath] = []
            for entry in entries {
                let path = folder.appending(entry.name)
                switch entry.kind {
                case .directory:
                    if entry.name.first == 0x2E || skippedFolders.contains(entry.name) { continue }
                    subfolders.append(path)
                case .regular:
                    if path.hasSwiftExtension { result.append(path) }
                case .symlink:
                    // A link to a file is linted; a link to a folder is not walked.
                    if path.hasSwiftExtension, FileSystem.status(path)?.kind == .regular { result.append(path) }
                case .other:
                    if path.hasSwiftExtension {
                        errors.append(LintError(path: path, summary: "cannot read", reason: "not a regular file"))
                    }
                }
            }
            pending += subfolders.reversed()
        }
        result.sort()
        return result
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

func errnoValue() -> Int32 { errno }
