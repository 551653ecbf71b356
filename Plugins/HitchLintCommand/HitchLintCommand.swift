import Foundation
import PackagePlugin

/// `swift package hitchlint [arguments]`: runs hitchlint from the package's folder; without paths,
/// on the whole package. The exit code is hitchlint's.
@main
struct HitchLintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "hitchlint")
        let namesPath = arguments.contains { !$0.hasPrefix("-") }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = namesPath ? arguments : arguments + ["."]
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("hitchlint exited with \(process.terminationStatus)")
            exit(process.terminationStatus)
        }
    }
}
