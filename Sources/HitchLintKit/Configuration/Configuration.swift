/// The settings a run uses for one project: `.hitchlint.json` over the defaults, CLI flags over both.
public struct Configuration: Sendable {
    /// The file it was read from, if any.
    public var file: FilePath?
    /// Globs are relative to this folder (absolute, links resolved).
    public var folder: FilePath
    /// Only walked files matching one of these are reported on (empty: all).
    public var include: [Glob] = []
    public var exclude: [Glob] = []
    /// Rule ids or categories; nil keeps the default set.
    public var select: [String]? = nil
    public var extendSelect: [String] = []
    public var ignore: [String] = []
    /// Per-rule severity; `off` disables the rule.
    public var severities: [String: SeverityOverride] = [:]
    public var rowContainers: [String] = []
    public var viewBuilders: [String] = []
    public var presenters: [String] = []
    /// As configured: it also decides which `#available` fallbacks run nowhere.
    public var deploymentTarget = DeploymentTarget()
    /// What the project's build files declare, when the configuration sets no target
    /// (`adoptDeclaredDeploymentTarget`): for advice only.
    public var declaredDeploymentTarget: DeclaredDeploymentTarget.Found? = nil

    /// The versions a message's advice must compile for: the configured ones, else the declared ones.
    public var adviceDeploymentTarget: DeploymentTarget { declaredDeploymentTarget?.target ?? deploymentTarget }
    public var failOn: Severity = .warning
    public var maximumFileSize = 64 << 20

    public init(folder: FilePath, file: FilePath? = nil) {
        self.folder = folder
        self.file = file
    }

    /// Takes the deployment target the project's own build files declare (`DeclaredDeploymentTarget`) when
    /// the configuration sets none: a message's advice then compiles for the project's oldest OS. Asked of a
    /// project's root only (a configuration, git or a package marks it): a folder of many apps linted at once,
    /// or `~/Downloads`, declares nothing of one project.
    public mutating func adoptDeclaredDeploymentTarget(projectRoot: FilePath) {
        guard deploymentTarget.versions.isEmpty else { return }
        declaredDeploymentTarget = DeclaredDeploymentTarget.read(in: projectRoot)
    }

    /// The analyzer of a project with these settings.
    public var analyzer: FileAnalyzer {
        FileAnalyzer(rules: enabledRules, viewCodeOptions: viewCodeOptions, deploymentTarget: adviceDeploymentTarget,
                     liveCodeTarget: deploymentTarget)
    }

    public enum SeverityOverride: String, Sendable, CaseIterable {
        case off, note, warning, error
    }

    /// The OS versions a project supports; they decide which fix a message suggests.
    public struct DeploymentTarget: Sendable, Equatable {
        public var versions: [String: Version] = [:]

        public init(versions: [String: Version] = [:]) { self.versions = versions }

        /// Whether an API introduced in iOS `iOS` (and macOS `macOS`) can be used everywhere the project runs.
        /// SwiftUI's APIs since 2020 came to every platform in the same release: tvOS and Mac Catalyst carry
        /// iOS's number, watchOS one seven lower. So a watch app for watchOS 6 is told what works there, not what
        /// iOS 14 offers. Those count only where the target names neither iOS nor macOS: in the project of an
        /// iOS app with a watch extension, the extension's lowest watchOS would otherwise pick the iOS code's
        /// advice too. Unknown targets count as new enough: the message then names the version the API needs.
        public func allows(iOS: Version, macOS: Version) -> Bool {
            // Asked of every file: no table of the needed versions made for each question.
            guard !versions.isEmpty else { return true }
            let namesPhoneOrMac = versions["iOS"] != nil || versions["macOS"] != nil
            return versions.allSatisfy { platform, version in
                switch platform {
                case "iOS": return version >= iOS
                case "macOS": return version >= macOS
                case "macCatalyst", "tvOS": return namesPhoneOrMac || version >= iOS
                case "watchOS": return namesPhoneOrMac || version >= iOS.majorLowered(by: 7)
                default: return true
                }
            }
        }
    }

    public struct Version: Sendable, Comparable, CustomStringConvertible {
        public var parts: [Int]
        public init?(_ text: String) {
            let numbers = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
            guard !numbers.isEmpty, numbers.allSatisfy({ $0 != nil }) else { return nil }
            parts = numbers.map { $0! }
        }
        public init(_ major: Int, _ minor: Int = 0) { parts = [major, minor] }
        /// This version with its major number `amount` lower (iOS 14 as watchOS 7).
        func majorLowered(by amount: Int) -> Version {
            var lowered = self
            if !lowered.parts.isEmpty { lowered.parts[0] -= amount }
            return lowered
        }
        public static func < (lhs: Version, rhs: Version) -> Bool {
            for index in 0..<max(lhs.parts.count, rhs.parts.count) {
                let left = index < lhs.parts.count ? lhs.parts[index] : 0
                let right = index < rhs.parts.count ? rhs.parts[index] : 0
                if left != right { return left < right }
            }
            return false
        }
        public static func == (lhs: Version, rhs: Version) -> Bool { !(lhs < rhs) && !(rhs < lhs) }
        public var description: String { parts.map(String.init).joined(separator: ".") }
    }

    // MARK: Resolved values

    /// The ids of the rules this configuration runs.
    public var enabledRuleIDs: Set<String> {
        var enabled = select.map(Self.expand) ?? Set(RuleRegistry.all.filter(\.description.isEnabledByDefault).map(\.description.id))
        enabled.formUnion(Self.expand(extendSelect))
        enabled.subtract(Self.expand(ignore))
        for (id, severity) in severities where severity == .off { enabled.remove(id) }
        return enabled
    }

    public var enabledRules: [any Rule] {
        let ids = enabledRuleIDs
        return RuleRegistry.all.filter { ids.contains($0.description.id) }
    }

    public var viewCodeOptions: ViewCodeOptions {
        ViewCodeOptions(rowContainers: Set(rowContainers), viewBuilders: Set(viewBuilders), presenters: Set(presenters))
    }

    /// `ALL`, a category, or a rule id, as the set of rule ids it names.
    static func expand(_ names: [String]) -> Set<String> {
        var result: Set<String> = []
        for name in names {
            if name == "ALL" {
                result.formUnion(RuleRegistry.ids)
            } else if let category = RuleCategory(rawValue: name) {
                result.formUnion(RuleRegistry.all.filter { $0.description.category == category }.map(\.description.id))
            } else {
                result.insert(name)
            }
        }
        return result
    }

    /// A finding's severity under this configuration, or nil when its rule is off. A configured
    /// severity replaces the severity of warnings; notes (body work outside rows) stay notes unless the
    /// rule is set to `note`.
    public func severity(of diagnostic: Diagnostic) -> Severity? {
        guard let override = severities[diagnostic.ruleID] else { return diagnostic.severity }
        switch override {
        case .off: return nil
        case .note: return .note
        case .warning: return diagnostic.severity
        case .error: return diagnostic.severity == .note ? .note : .error
        }
    }

    /// Whether `include` or `exclude` is set: most projects set neither, and admit every file.
    var filtersPaths: Bool { !include.isEmpty || !exclude.isEmpty }

    /// Whether a walked file (absolute path) is reported on: inside `include` (if set), outside `exclude`.
    public func admits(_ path: FilePath) -> Bool {
        guard filtersPaths else { return true }  // no relative path made as text
        let relative = relativePath(path)
        if !include.isEmpty && !include.contains(where: { $0.matches(relative) }) { return false }
        return !exclude.contains { $0.matches(relative) }
    }

    /// The absolute path of a path relative to the configuration's folder, as bytes: a name that is
    /// not UTF-8, made text, would no longer be the file's.
    func folderPath(_ relative: ArraySlice<UInt8>) -> FilePath {
        relative.first == UInt8(ascii: "/") ? FilePath(bytes: Array(relative)) : folder.appending(relative)
    }

    func relativePath(_ path: FilePath) -> String { String(decoding: relativePathBytes(path), as: UTF8.self) }

    /// The same, as the bytes of `path` it is made of (no copy: a walk makes one for every file).
    func relativePathBytes(_ path: FilePath) -> ArraySlice<UInt8> {
        let prefix = folder.bytes
        let hasSlash = prefix.last == 0x2F
        guard ByteString.starts(path.bytes, with: prefix),
              hasSlash || (path.bytes.count > prefix.count && path.bytes[prefix.count] == 0x2F)
        else { return path.bytes[...] }
        return path.bytes[(prefix.count + (hasSlash ? 0 : 1))...]
    }
}
