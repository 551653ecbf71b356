// swift-tools-version:6.0
// HitchLint has no package dependencies: the Swift toolchain, its standard library and Foundation only.
import PackageDescription

let package = Package(
    name: "HitchLint",
    products: [
        .executable(name: "hitchlint", targets: ["hitchlint"]),
        .library(name: "HitchLintKit", targets: ["HitchLintKit"]),
    ],
    targets: [
        .target(name: "HitchLintKit"),
        .executableTarget(name: "hitchlint", dependencies: ["HitchLintKit"]),
        .executableTarget(name: "hitchlint-bench", dependencies: ["HitchLintKit"]),
        .testTarget(name: "HitchLintKitTests", dependencies: ["HitchLintKit"]),
    ]
)
