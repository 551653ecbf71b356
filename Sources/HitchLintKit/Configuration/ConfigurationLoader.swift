/// Reads `.hitchlint.json` (JSON5) into a `Configuration`, with errors at `file:line:column` and a
/// "did you mean" for unknown keys, rule ids, categories and values.
public enum ConfigurationLoader {
    public struct Error: Swift.Error, Sendable {
        public var file: FilePath
        public var line: Int
        public var column: Int
        public var message: String

        public var description: String { "\(file):\(line):\(column): \(Escaping.printable(message))" }
    }

    public static let knownKeys = [
        "include", "exclude", "select", "extendSelect", "ignore", "severity", "rowContainers", "viewBuilders",
        "presenters", "deploymentTarget", "failOn", "maxFileSize",
    ]
    static let platforms = ["iOS", "macOS", "tvOS", "watchOS", "visionOS", "macCatalyst"]

    public static func load(_ file: FilePath, folder: FilePath) -> Result<Configuration, Error> {
        switch FileSystem.readFile(file, maximumSize: 1 << 20) {
        case .failure(let error):
            return .failure(Error(file: file, line: 1, column: 1, message: "cannot read: \(error.reason)"))
        case .success(let bytes):
            return parse(bytes, file: file, folder: folder)
        }
    }

    public static func parse(_ bytes: [UInt8], file: FilePath, folder: FilePath) -> Result<Configuration, Error> {
        let root: JSON5.Located<JSON5.Value>
        switch JSON5.parse(bytes) {
        case .success(let value): root = value
        case .failure(let error):
            return .failure(Error(file: file, line: error.line, column: error.column, message: error.message))
        }
        var configuration = Configuration(folder: folder, file: file)
        do {
            try read(root, into: &configuration, file: file)
            return .success(configuration)
        } catch let error as Error {
            return .failure(error)
        } catch {
            return .failure(Error(file: file, line: 1, column: 1, message: "\(error)"))
        }
    }

    static func read(_ root: JSON5.Located<JSON5.Value>, into configuration: inout Configuration, file: FilePath) throws {
        func fail<T>(_ located: JSON5.Located<T>, _ message: String) -> Error {
            Error(file: file, line: located.line, column: located.column, message: message)
        }
        guard case .object(let members) = root.value else {
            throw fail(root, "the configuration must be an object, found \(root.value.typeName)")
        }
        let ruleNames = RuleRegistry.ids + RuleCategory.allCases.map(\.rawValue) + ["ALL"]
        func strings(_ value: JSON5.Located<JSON5.Value>, key: String) throws -> [JSON5.Located<String>] {
            guard case .array(let items) = value.value else { throw fail(value, "'\(key)' must be an array of strings") }
            return try items.map { item in
                guard case .string(let text) = item.value else { throw fail(item, "'\(key)' must hold strings, found \(item.value.typeName)") }
                return JSON5.Located(value: text, line: item.line, column: item.column)
            }
        }
        func ruleList(_ value: JSON5.Located<JSON5.Value>, key: String) throws -> [String] {
            try strings(value, key: key).map { item in
                guard ruleNames.contains(item.value) else {
                    throw fail(item, "unknown rule or category '\(item.value)'" + suggestion(item.value, ruleNames))
                }
                return item.value
            }
        }
        for (key, value) in members {
            switch key.value {
            case "include": configuration.include = try strings(value, key: key.value).map { Glob($0.value) }
            case "exclude": configuration.exclude = try strings(value, key: key.value).map { Glob($0.value) }
            case "select": configuration.select = try ruleList(value, key: key.value)
            case "extendSelect": configuration.extendSelect = try ruleList(value, key: key.value)
            case "ignore": configuration.ignore = try ruleList(value, key: key.value)
            case "rowContainers": configuration.rowContainers = try strings(value, key: key.value).map(\.value)
            case "viewBuilders": configuration.viewBuilders = try strings(value, key: key.value).map(\.value)
            case "presenters": configuration.presenters = try strings(value, key: key.value).map(\.value)
            case "severity":
                guard case .object(let entries) = value.value else { throw fail(value, "'severity' must be an object of rule ids to severities") }
                for (rule, level) in entries {
                    guard RuleRegistry.ids.contains(rule.value) else {
                        throw fail(rule, "unknown rule '\(rule.value)'" + suggestion(rule.value, RuleRegistry.ids))
                    }
                    let levels = Configuration.SeverityOverride.allCases.map(\.rawValue)
                    guard case .string(let text) = level.value, let parsed = Configuration.SeverityOverride(rawValue: text) else {
                        throw fail(level, "severity must be one of \(levels.joined(separator: ", "))" + suggestion(stringValue(level), levels))
                    }
                    configuration.severities[rule.value] = parsed
                }
            case "deploymentTarget":
                guard case .object(let entries) = value.value else {
                    throw fail(value, "'deploymentTarget' must be an object such as {\"iOS\": \"16.0\"}")
                }
                for (platform, version) in entries {
                    guard platforms.contains(platform.value) else {
                        throw fail(platform, "unknown platform '\(platform.value)'" + suggestion(platform.value, platforms))
                    }
                    guard case .string(let text) = version.value, let parsed = Configuration.Version(text) else {
                        throw fail(version, "a version is a string such as \"16.0\"")
                    }
                    configuration.deploymentTarget.versions[platform.value] = parsed
                }
            case "failOn":
                let levels = Severity.allCases.map(\.rawValue)
                guard case .string(let text) = value.value, let parsed = Severity(rawValue: text) else {
                    throw fail(value, "'failOn' must be one of \(levels.joined(separator: ", "))" + suggestion(stringValue(value), levels))
                }
                configuration.failOn = parsed
            case "maxFileSize":
                guard case .number(let number) = value.value, number >= 1, number == number.rounded(), number < 1e15 else {
                    throw fail(value, "'maxFileSize' must be a whole number of bytes")
                }
                configuration.maximumFileSize = Int(number)
            default:
                throw fail(key, "unknown key '\(key.value)'" + suggestion(key.value, knownKeys))
            }
        }
    }

    static func stringValue(_ value: JSON5.Located<JSON5.Value>) -> String {
        if case .string(let text) = value.value { return text }
        return ""
    }

    static func suggestion(_ word: String, _ candidates: [String]) -> String {
        guard !word.isEmpty, let best = Suggestions.closest(to: word, among: candidates) else { return "" }
        return "; did you mean '\(best)'?"
    }

    /// The commented starting configuration `hitchlint init` writes: every rule, its category and default.
    public static func starterFile() -> String {
        var text = """
            // HitchLint configuration (JSON5: comments and trailing commas are fine).
            // Every key is optional; this file also marks the project root for row inference.
            {
              // Which rules run. `select` replaces the default set, `extendSelect` adds to it, `ignore`
              // removes; each takes rule ids, categories (identity, body-cost, layout, images, text, debug)
              // or "ALL".
              // select: ["ALL"],
              extendSelect: [],
              ignore: [],

              // Rules, with their category and whether they run by default:

            """
        for rule in RuleRegistry.all {
            let description = rule.description
            text += "  //   \(description.id) (\(description.category.rawValue), \(description.isEnabledByDefault ? "on" : "off")): \(description.summary)\n"
        }
        text += """

              // Per-rule severity: off, note, warning or error (notes never fail a run).
              severity: {
            \(RuleRegistry.ids.map { "    // \"\($0)\": \"warning\"," }.joined(separator: "\n"))
              },

              // Files reported on, relative to this file's folder (`**` spans folders).
              include: ["**/*.swift"],
              exclude: [
                // "Generated/**",
              ],

              // Your own containers whose content is rows, and callees whose closures build views.
              rowContainers: [],
              viewBuilders: [],
              // Your own presentation modifiers that show their content in a hosting controller
              // (built once when shown, not with the body that names them), e.g. "detent".
              presenters: [],

              // The oldest OS versions you support: they pick the fix a message suggests.
              deploymentTarget: {
                // iOS: "16.0",
                // macOS: "13.0",
              },

              // The lowest severity that makes hitchlint exit with 1.
              failOn: "warning",
            }

            """
        return text
    }
}
