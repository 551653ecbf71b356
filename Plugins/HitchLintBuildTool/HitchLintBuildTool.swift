import Foundation
import PackagePlugin

/// Lints a target's Swift files during the build. It is a build command (a prebuild command cannot
/// run a tool built from source), it runs with `--exit-zero` so findings show as warnings without
/// failing the build, and it writes a stamp file so the build system knows when it is up to date.
@main
struct HitchLintBuildTool: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles(withSuffix: "swift").map(\.url)
        guard !files.isEmpty else { return [] }
        return [try command(tool: context.tool(named: "hitchlint").url, files: files, name: target.name,
                            workDirectory: context.pluginWorkDirectoryURL)]
    }

    func command(tool: URL, files: [URL], name: String, workDirectory: URL) -> Command {
        let stamp = workDirectory.appendingPathComponent("\(name).hitchlint-stamp")
        return .buildCommand(
            displayName: "hitchlint \(name)", executable: tool,
            arguments: ["--exit-zero", "--no-color", "--touch", stamp.path] + files.map(\.path),
            inputFiles: files, outputFiles: [stamp])
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension HitchLintBuildTool: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.filter { $0.url.pathExtension == "swift" }.map(\.url)
        guard !files.isEmpty else { return [] }
        return [command(tool: try context.tool(named: "hitchlint").url, files: files, name: target.displayName,
                        workDirectory: context.pluginWorkDirectoryURL)]
    }
}
#endif
