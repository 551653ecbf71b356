/// The deployment target a project declares in its own build files, for a configuration that sets none:
/// what a message's advice must compile for (`Text(date, style:)` needs iOS 14; `onGeometryChange`, iOS 16).
/// Read as text, never run: `Package.swift`'s `platforms:` (`.iOS(.v15)`, `.macOS("12.3")`), or an Xcode
/// project's build settings (`IPHONEOS_DEPLOYMENT_TARGET = 15.4;`), the lowest of its targets' for each
/// platform (the app's extensions and tests are no older than the code they share, and advice must compile
/// for the oldest).
public enum DeclaredDeploymentTarget {
    public struct Found: Sendable {
        public var target: Configuration.DeploymentTarget
        /// The build file it was read from.
        public var file: FilePath
    }

    /// The project's own build file at `root`: an `.xcodeproj` there, else `Package.swift` there, else an
    /// `.xcodeproj` one folder down (`App/App.xcodeproj` in a repository). Not CocoaPods' `Pods` project,
    /// whose targets are the libraries'. Nil when none declares a version.
    public static func read(in root: FilePath) -> Found? {
        guard case .success(let entries) = FileSystem.listDirectory(root) else { return nil }
        if let found = xcodeProjects(in: root, entries).lazy.compactMap(readXcodeProject).first { return found }
        if entries.contains(where: { $0.kind == .regular && $0.name.elementsEqual(Self.packageManifest) }) {
            let manifest = root.appending(Self.packageManifest)
            if case .success(let bytes) = FileSystem.readFile(manifest, maximumSize: 1 << 20) {
                let versions = packagePlatforms(bytes)
                if !versions.isEmpty { return Found(target: .init(versions: versions), file: manifest) }
            }
        }
        // A few folders down at most: a repository's top holds a handful, its app's project among them.
        for entry in entries.prefix(64) where entry.kind == .directory && entry.name.first != UInt8(ascii: ".")
            && !entry.name.elementsEqual(Self.pods) {
            let folder = root.appending(entry.name)
            guard case .success(let inner) = FileSystem.listDirectory(folder) else { continue }
            if let found = xcodeProjects(in: folder, inner).lazy.compactMap(readXcodeProject).first { return found }
        }
        return nil
    }

    static let packageManifest = Array("Package.swift".utf8)
    static let pods = Array("Pods".utf8)
    static let xcodeProjectSuffix = Array(".xcodeproj".utf8)

    /// The `.xcodeproj` folders among `entries` of `folder`, by name (the order a listing gives varies).
    static func xcodeProjects(in folder: FilePath, _ entries: [(name: [UInt8], kind: FileSystem.EntryKind)]) -> [FilePath] {
        entries.filter { $0.kind == .directory && $0.name.count > xcodeProjectSuffix.count && $0.name.suffix(xcodeProjectSuffix.count).elementsEqual(xcodeProjectSuffix) }
            .map(\.name).sorted { $0.lexicographicallyPrecedes($1) }
            .map { folder.appending($0) }
    }

    static func readXcodeProject(_ project: FilePath) -> Found? {
        let file = project.appending(Array("project.pbxproj".utf8))
        guard case .success(let bytes) = FileSystem.readFile(file, maximumSize: 32 << 20) else { return nil }
        let versions = xcodeDeploymentTargets(bytes)
        return versions.isEmpty ? nil : Found(target: .init(versions: versions), file: file)
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
                return start >= 0 && bytes[start..<end].elementsEqual(entry.setting) && (start == 0 || !isNameByte(bytes[start - 1]))
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

    static func isNameByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// `platforms: [.iOS(.v15), .macOS(.v10_15), .watchOS("8.4")]` in a manifest: each platform's version.
    static func packagePlatforms(_ bytes: [UInt8]) -> [String: Configuration.Version] {
        let label = Array("platforms:".utf8)
        var labelEnd = -1
        ByteString.forEachOffset(of: label, in: bytes) { found in
            labelEnd = found + label.count
            return false
        }
        guard labelEnd >= 0, let open = bytes[labelEnd...].firstIndex(of: UInt8(ascii: "[")),
              let close = bytes[open...].firstIndex(of: UInt8(ascii: "]")) else { return [:] }
        var versions: [String: Configuration.Version] = [:]
        for entry in String(decoding: bytes[(open + 1)..<close], as: UTF8.self).split(separator: ",") {
            // `.iOS(.v15)` → `iOS`, `.v15`; `.macOS("12.3")` → `macOS`, `12.3`.
            let compact = entry.filter { !" \n\t\r\")".contains($0) }
            let parts = compact.split(separator: "(", maxSplits: 1)
            guard parts.count == 2, parts[0].hasPrefix("."),
                  let platform = ConfigurationLoader.platforms.first(where: { $0 == parts[0].dropFirst() }) else { continue }
            // `.v10_15` is 10.15; `.v15` is 15.
            let value = parts[1].hasPrefix(".v") ? String(parts[1].dropFirst(2).map { $0 == "_" ? "." : $0 }) : String(parts[1])
            if let version = Configuration.Version(value) { versions[platform] = version }
        }
        return versions
    }
}
