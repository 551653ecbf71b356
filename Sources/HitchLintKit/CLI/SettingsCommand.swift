/// `hitchlint init` and `hitchlint --show-settings FILE`.
enum SettingsCommand {
    static func initialize(_ words: [String], output: inout OutputStream, errors: inout OutputStream) -> Int32 {
        let force = words.contains("--force")
        let path = FilePath(ProjectLayout.configFileName)
        if FileSystem.exists(path) && !force {
            errors.write("hitchlint: \(ProjectLayout.configFileName) already exists; use --force to replace it\n")
            return 2
        }
        if case .failure(let error) = AtomicFile.write(Array(ConfigurationLoader.starterFile().utf8), to: path) {
            errors.write("hitchlint: \(error.description)\n")
            return 2
        }
        output.write("Wrote \(ProjectLayout.configFileName)\n")
        return 0
    }

    /// The resolved settings for one file, as JSON.
    static func show(_ request: LintRequest, output: inout OutputStream, errors: inout OutputStream) -> Int32 {
        guard request.paths.count == 1, let path = request.paths.first else {
            errors.write("hitchlint: --show-settings takes one file\n")
            return 2
        }
        guard let real = FileSystem.realPath(path) else {
            errors.write("hitchlint: cannot read \(path): \(FileSystem.reason(errnoValue()))\n")
            return 2
        }
        let folder = FileSystem.status(real)?.kind == .directory ? real : real.parent
        var layout = ProjectLayout()
        let root = layout.root(forFolder: folder, lintedFolder: folder)
        var configuration: Configuration
        let configFile = request.configFile ?? root.configFile
        if let configFile {
            switch ConfigurationLoader.load(configFile, folder: request.configFile == nil ? root.path : (FileSystem.realPath(configFile) ?? configFile).parent) {
            case .success(let loaded): configuration = loaded
            case .failure(let error):
                errors.write("hitchlint: invalid configuration \(error.description)\n")
                return 2
            }
        } else {
            configuration = Configuration(folder: root.path)
        }
        if root.isProject { configuration.adoptDeclaredDeploymentTarget(projectRoot: root.path) }
        request.overrides.apply(to: &configuration)
        let strings: ([String]) -> JSONValue = { .array($0.map { .string($0) }) }
        let versions: (Configuration.DeploymentTarget) -> JSONValue = { target in
            .object(target.versions.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value.description)) })
        }
        let document = JSONValue.object([
            ("file", .string(path.description)),
            ("projectRoot", .string(root.path.description)),
            ("configFile", configFile.map { .string($0.description) } ?? .null),
            ("rules", strings(RuleRegistry.ids.filter(configuration.enabledRuleIDs.contains))),
            ("severity", .object(configuration.severities.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value.rawValue)) })),
            ("include", strings(configuration.include.map(\.pattern))),
            ("exclude", strings(configuration.exclude.map(\.pattern))),
            ("reportedOn", .bool(configuration.admits(real))),
            ("rowContainers", strings(configuration.rowContainers)),
            ("viewBuilders", strings(configuration.viewBuilders)),
            ("presenters", strings(configuration.presenters)),
            ("deploymentTarget", versions(configuration.deploymentTarget)),
            // Read from the build files for advice only: copied into the configuration, it would also decide
            // which fallbacks run nowhere, so it is shown under a name of its own.
            ("declaredDeploymentTarget", versions(configuration.declaredDeploymentTarget?.target ?? .init())),
            ("declaredDeploymentTargetFrom", strings(configuration.declaredDeploymentTarget?.files.map(\.description) ?? [])),
            ("failOn", .string(configuration.failOn.rawValue)),
            ("maxFileSize", .integer(configuration.maximumFileSize)),
        ])
        output.write(document.rendered())
        return 0
    }
}
