import Foundation
import Testing

/// Runs `swift` in a fixture package that depends on this one by path. The fixture is a copy in a
/// temporary folder, never this package: its build folder lock is held by the running `swift test`.
func runSwift(_ arguments: [String], in folder: URL) throws -> ProcessResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift"] + arguments
    process.currentDirectoryURL = folder
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ProcessResult(status: process.terminationStatus, standardOutput: String(decoding: data, as: UTF8.self),
                         standardError: "", outputBytes: data)
}

@Suite("SwiftPM plugins", .serialized)
struct PluginTests {
    /// A package whose one target uses the build-tool plugin; its code compiles without SwiftUI.
    static func makeFixture() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let identity = Package.root.lastPathComponent.lowercased()
        try folder.write("Package.swift", """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "Fixture",
                dependencies: [.package(path: "\(Package.root.path)")],
                targets: [.target(name: "App", plugins: [.plugin(name: "HitchLintBuildTool", package: "\(identity)")])]
            )

            """)
        try folder.write("Sources/App/Screen.swift", """
            protocol View {}
            func Text(_ text: String) -> Int { text.count }
            func List<Data: Collection>(_ data: Data, id: KeyPath<Data.Element, Data.Element>, content: (Data.Element) -> Int) -> Int {
                data.map(content).reduce(0, +)
            }

            struct Screen: View {
                let rows: [String]
                var body: Int {
                    List(rows.indices, id: \\.self) { i in Text(rows[i]) }
                }
            }

            """)
        return folder
    }

    @Test("the command plugin lints the package and returns hitchlint's verdict; the build plugin warns without failing")
    func plugins() throws {
        let fixture = try Self.makeFixture()
        let command = try runSwift(["package", "hitchlint", "Sources"], in: fixture.url)
        #expect(command.status != 0)
        #expect(command.standardOutput.contains("Sources/App/Screen.swift:10:9: warning: `List` identified by position"))
        let build = try runSwift(["build"], in: fixture.url)
        #expect(build.status == 0, "\(build.standardOutput.suffix(2000))")
        #expect(build.standardOutput.contains("Screen.swift:10:9: warning: `List` identified by position"))
    }
}
