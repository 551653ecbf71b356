// swift-tools-version:6.0
// HitchLint has no package dependencies: the Swift toolchain, its standard library and Foundation only.
import PackageDescription

let package = Package(
    name: "HitchLint",
    products: [
        .executable(name: "hitchlint", targets: ["hitchlint"]),
        .library(name: "HitchLintKit", targets: ["HitchLintKit"]),
        .plugin(name: "HitchLintCommand", targets: ["HitchLintCommand"]),
        .plugin(name: "HitchLintBuildTool", targets: ["HitchLintBuildTool"]),
    ],
    targets: [
        .target(name: "HitchLintKit"),
        .executableTarget(name: "hitchlint", dependencies: ["HitchLintKit"]),
        .executableTarget(name: "hitchlint-bench", dependencies: ["HitchLintKit"]),
        // Golden files are read from the source tree by path, not bundled.
        .testTarget(name: "HitchLintKitTests", dependencies: ["HitchLintKit"], exclude: ["Golden"]),
        // `swift package hitchlint [arguments]`: lints the package (or what the arguments name).
        .plugin(
            name: "HitchLintCommand",
            capability: .command(intent: .custom(verb: "hitchlint", description: "Lint SwiftUI code with hitchlint")),
            dependencies: ["hitchlint"]),
        // Lints each target's Swift files as part of the build; findings are warnings, never failures.
        .plugin(name: "HitchLintBuildTool", capability: .buildTool(), dependencies: ["hitchlint"]),
    ]
)
