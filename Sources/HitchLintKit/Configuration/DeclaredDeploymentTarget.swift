/// The deployment target a project declares in its own build files, for a configuration that sets none:
/// what a message's advice must compile for (`Text(date, style:)` needs iOS 14; `onGeometryChange`, iOS 16).
/// Read as text, never run: `Package.swift`'s `platforms:` (`.iOS(.v15)`, `.macOS("12.3")`), or an Xcode
/// project's build settings (`IPHONEOS_DEPLOYMENT_TARGET = 15.4;`), the lowest of its targets' for each
/// platform (the app's extensions and tests are no older than the code they share, and advice must compile
/// for the oldest).
public enum DeclaredDeploymentTarget {
    public struct Found: Sendable {
        public var target: Configuration.DeploymentTarget
        /// The build files it was read from.
        public var files: [FilePath]
    }

    /// What the project's own build files at `root` declare, each platform's lowest version among them: its
    /// `.xcodeproj`s there, its `Package.swift`, and the `.xcodeproj`s one folder down (`App/App.xcodeproj`
    /// in a repository, each app of a monorepo). Not CocoaPods' `Pods` project, whose targets are the
    /// libraries', nor a file reached through a link (it may lie outside the project). Nil when none
    /// declares a version.
    public static func read(in root: FilePath) -> Found? {
        guard case .success(let entries) = FileSystem.listDirectory(root) else { return nil }
        var found = Found(target: .init(), files: [])
        func take(_ versions: [String: Configuration.Version], from file: FilePath) {
            guard !versions.isEmpty else { return }
            found.files.append(file)
            for (platform, version) in versions where found.target.versions[platform].map({ version < $0 }) ?? true {
                found.target.versions[platform] = version
            }
        }
        for project in xcodeProjects(in: root, entries) {
            if let (file, versions) = readXcodeProject(project) { take(versions, from: file) }
        }
        if entries.contains(where: { $0.kind == .regular && $0.name.elementsEqual(Self.packageManifest) }) {
            let manifest = root.appending(Self.packageManifest)
            if case .success(let bytes) = FileSystem.readFile(manifest, maximumSize: 1 << 20) { take(packagePlatforms(bytes), from: manifest) }
        }
        // The top of a repository holds a handful of folders; a few dozen are looked in at most, a few dozen
        // projects read (each up to 32 MiB).
        let folders = entries.filter { $0.kind == .directory && $0.name.first != UInt8(ascii: ".") && !$0.name.elementsEqual(Self.pods) }
            .map(\.name).sorted { $0.lexicographicallyPrecedes($1) }
        for name in folders.prefix(64) where found.files.count < 32 {
            let folder = root.appending(name)
            guard case .success(let inner) = FileSystem.listDirectory(folder) else { continue }
            for project in xcodeProjects(in: folder, inner) {
                if let (file, versions) = readXcodeProject(project) { take(versions, from: file) }
            }
        }
        return found.files.isEmpty ? nil : found
    }

    static let packageManifest = Array("Package.swift".utf8)
    static let pods = Array("Pods".utf8)
    static let xcodeProjectSuffix = Array(".xcodeproj".utf8)

    /// The `.xcodeproj` folders among `entries` of `folder`, by name (the order a listing gives varies).
    static func xcodeProjects(in folder: FilePath, _ entries: [(name: [UInt8], kind: FileSystem.EntryKind)]) -> [FilePath] {
        entries.filter { $0.kind == .directory && $0.name.count > xcodeProjectSuffix.count
            && $0.name.suffix(xcodeProjectSuffix.count).elementsEqual(xcodeProjectSuffix) }
            .map(\.name).sorted { $0.lexicographicallyPrecedes($1) }
            .map { folder.appending($0) }
    }

    /// The project file of the `.xcodeproj` at `project`, and what it declares; nil for a link or an unreadable file.
    static func readXcodeProject(_ project: FilePath) -> (FilePath, [String: Configuration.Version])? {
        let file = project.appending(Array("project.pbxproj".utf8))
        guard FileSystem.status(file, followLinks: false)?.kind == .regular,
              case .success(let bytes) = FileSystem.readFile(file, maximumSize: 32 << 20) else { return nil }
        return (file, xcodeDeploymentTargets(bytes))
    }

    /// The build settings that name each platform's deployment target, and the platform.
    static let buildSettings: [(setting: [UInt8], platform: String)] = [
        ("IPHONEOS_DEPLOYMENT_TARGET", "iOS"), ("MACOSX_DEPLOYMENT_TARGET", "macOS"), ("TVOS_DEPLOYMENT_TARGET", "tvOS"),
        ("WATCHOS_DEPLOYMENT_TARGET", "watchOS"), ("XROS_DEPLOYMENT_TARGET", "visionOS"),
    ].map { (Array($0.0.utf8), $0.1) }

    /// Each platform's lowest `…_DEPLOYMENT_TARGET = 15.4;` (also quoted); a setting that names another
    /// (`$(RECOMMENDED_MACOSX_DEPLOYMENT_TARGET)`) tells nothing.
    static func xcodeDeploymentTargets(_ bytes: [UInt8]) -> [String: Configuration.Version] {
        var versions: [String: Configuration.Version] = [:]
        let suffix = Array("_DEPLOYMENT_TARGET".utf8)
        ByteString.forEachOffset(of: suffix, in: bytes) { found in
            let end = found + suffix.count
            guard let platform = buildSettings.first(where: { entry in
                let start = end - entry.setting.count
                return start >= 0 && bytes[start..<end].elementsEqual(entry.setting) && (start == 0 || !ASCII.isIdentifierBody(bytes[start - 1]))
            })?.platform, let version = settingValue(bytes, after: end) else { return true }
            if versions[platform].map({ version < $0 }) ?? true { versions[platform] = version }
            return true
        }
        return versions
    }

    /// The version in ` = 15.4;` or ` = "15.4";` from `index`; nil for any other value.
    static func settingValue(_ bytes: [UInt8], after index: Int) -> Configuration.Version? {
        var cursor = index
        func skip(_ characters: String) {
            while cursor < bytes.count, characters.utf8.contains(bytes[cursor]) { cursor += 1 }
        }
        skip(" \t")
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "=") else { return nil }
        cursor += 1
        skip(" \t\"")
        let start = cursor
        skip(".0123456789")
        guard cursor > start, cursor - start <= 16, cursor < bytes.count,
              bytes[cursor] == UInt8(ascii: ";") || bytes[cursor] == UInt8(ascii: "\"") else { return nil }
        return Configuration.Version(String(decoding: bytes[start..<cursor], as: UTF8.self))
    }

    /// `platforms: [.iOS(.v15), .macOS(.v10_15), .watchOS("8.4")]` in a manifest: each platform's version.
    /// Read from its tokens, the `platforms:` argument of `Package(…)` only: one in a comment, a string or a
    /// condition (`.when(platforms: [.macOS])`) is none.
    static func packagePlatforms(_ bytes: [UInt8]) -> [String: Configuration.Version] {
        let file = SyntaxFile(source: SourceFile(path: FilePath("Package.swift"), bytes: bytes))
        guard let package = file.tokens.indices.first(where: { file.isText($0, "Package") && file.isKind($0 + 1, .leftParen) }),
              let argument = file.arguments(package + 1).first(where: { $0.label >= 0 && file.isText($0.label, "platforms") }),
              file.isKind(argument.value.lowerBound, .leftBracket), let close = file.partnerOf(argument.value.lowerBound) else { return [:] }
        var versions: [String: Configuration.Version] = [:]
        var index = argument.value.lowerBound + 1
        while index < close {
            guard file.isKind(index, .period), file.isIdentifier(index + 1), file.isKind(index + 2, .leftParen),
                  let end = file.partnerOf(index + 2),
                  let platform = ConfigurationLoader.platforms.first(where: { file.bytes(of: index + 1).elementsEqual($0.utf8) }) else {
                index += 1
                continue
            }
            // `.v15`, `.v10_15`, or `"15.4"`.
            var value: String? = nil
            if end == index + 5, file.isKind(index + 3, .period), file.isIdentifier(index + 4) {
                let name = file.text(index + 4)
                if name.hasPrefix("v") { value = String(name.dropFirst().map { $0 == "_" ? "." : $0 }) }
            } else if end == index + 6, file.isKind(index + 3, .stringQuote), file.isKind(index + 4, .stringSegment) {
                value = file.text(index + 4)
            }
            if let value, let version = Configuration.Version(value) { versions[platform] = version }
            index = end + 1
        }
        return versions
    }
}
