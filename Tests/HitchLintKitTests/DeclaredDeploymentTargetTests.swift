import Foundation
@testable import HitchLintKit
import Testing

@Suite("Deployment target declared by the project")
struct DeclaredDeploymentTargetTests {
    static let pbxproj = """
        buildSettings = {
            IPHONEOS_DEPLOYMENT_TARGET = 15.4;
            MACOSX_DEPLOYMENT_TARGET = "12.0";
            RECOMMENDED_MACOSX_DEPLOYMENT_TARGET = 10.13;
        };
        buildSettings = {
            IPHONEOS_DEPLOYMENT_TARGET = 16.0;
            WATCHOS_DEPLOYMENT_TARGET = "$(inherited)";
            TVOS_DEPLOYMENT_TARGET = 15.0;
        };
        """

    @Test("an Xcode project's build settings: each platform's lowest, settings that name others or malformed ignored")
    func xcodeProject() {
        let versions = DeclaredDeploymentTarget.xcodeDeploymentTargets(Array((Self.pbxproj + "\nTVOS_DEPLOYMENT_TARGET = 1..3;").utf8))
        #expect(versions.mapValues(\.description) == ["iOS": "15.4", "macOS": "12.0", "tvOS": "15.0"])
    }

    @Test("a package manifest's platforms: the `platforms:` argument of `Package(…)`, read from its tokens", arguments: [
        ("platforms: [.iOS(.v15), .macOS(.v10_15)]", ["iOS": "15", "macOS": "10.15"]),
        ("platforms: [\n    .iOS(\"15.4\"),\n    .watchOS(.v8),\n]", ["iOS": "15.4", "watchOS": "8"]),
        ("targets: []", [:]),
        ("// platforms: [.iOS(.v12)]\nplatforms: [.iOS(.v16)]", ["iOS": "16"]),
        ("platforms: [\n    .iOS(.v15), // not [tvOS]\n    .macOS(.v12) // minimum\n]", ["iOS": "15", "macOS": "12"]),
        ("platforms: [.iOS(\"1..3\")]", [:]),
    ])
    func packageManifest(arguments: String, expected: [String: String]) {
        // A condition's platforms before the package's are none of its own.
        let manifest = "let condition = [.when(platforms: [.macOS])]\nlet package = Package(name: \"Kit\",\n\(arguments))\n"
        #expect(DeclaredDeploymentTarget.packagePlatforms(Array(manifest.utf8)).mapValues(\.description) == expected)
    }

    @Test("each platform's lowest of the root's manifest and the apps' projects a folder down, not CocoaPods'; a configured target wins")
    func projectFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("Pods/Pods.xcodeproj/project.pbxproj", "IPHONEOS_DEPLOYMENT_TARGET = 9.0;")
        try folder.write("App/App.xcodeproj/project.pbxproj", "IPHONEOS_DEPLOYMENT_TARGET = 13.0;")
        try folder.write("Legacy/Legacy.xcodeproj/project.pbxproj", "IPHONEOS_DEPLOYMENT_TARGET = 12.0;")
        try folder.write("Package.swift", "let package = Package(name: \"Tools\", platforms: [.macOS(.v13)])\n")
        try folder.write(".git/HEAD", "ref: refs/heads/main\n")
        try folder.write("App/A.swift", "")
        let settings = try runHitchLint(["--show-settings", "App/A.swift"], in: folder.url).standardOutput
        #expect(settings.contains("\"declaredDeploymentTarget\": {\n    \"iOS\": \"12.0\",\n    \"macOS\": \"13\"\n  }"), "\(settings)")
        #expect(settings.contains("\"deploymentTarget\": {}"), "\(settings)")
        #expect(settings.contains("App/App.xcodeproj/project.pbxproj\""), "\(settings)")
        #expect(!settings.contains("Pods.xcodeproj"), "\(settings)")
        try folder.write(".hitchlint.json", "{ deploymentTarget: { iOS: '17.0' } }\n")
        let configured = try runHitchLint(["--show-settings", "App/A.swift"], in: folder.url).standardOutput
        #expect(configured.contains("\"deploymentTarget\": {\n    \"iOS\": \"17.0\"\n  }"), "\(configured)")
        #expect(configured.contains("\"declaredDeploymentTarget\": {}"), "\(configured)")
    }

    @Test("a folder that is no project (no configuration, git or package marks it) declares no target")
    func notAProject() throws {
        let folder = try TemporaryFolder()
        try folder.write("Other/Other.xcodeproj/project.pbxproj", "IPHONEOS_DEPLOYMENT_TARGET = 13.0;")
        try folder.write("Loose/A.swift", "")
        let settings = try runHitchLint(["--show-settings", "Loose/A.swift"], in: folder.url).standardOutput
        #expect(settings.contains("\"declaredDeploymentTarget\": {}"), "\(settings)")
    }

    @Test("a declared target picks advice only: a fallback it would leave dead is still read; a configured one is not")
    func fallbacksStayLive() throws {
        let folder = try TemporaryFolder()
        try folder.write("Package.swift", "let package = Package(name: \"Feed\", platforms: [.iOS(.v17)], targets: [])\n")
        try folder.write("Sources/Feed/Rows.swift", """
            import SwiftUI

            struct Feed: View {
                let names: [String]

                var body: some View {
                    List(names, id: \\.self) { name in
                        if #available(iOS 17, *) {
                            Text(name).containerRelativeFrame(.horizontal)
                        } else {
                            GeometryReader { proxy in Text(name).frame(width: proxy.size.width) }
                        }
                    }
                }
            }
            """)
        let declared = try runHitchLint(["--no-cache", "--exit-zero", "."], in: folder.url).standardOutput
        #expect(declared.contains("[geometry-reader-in-row]"), "\(declared)")
        try folder.write(".hitchlint.json", "{ deploymentTarget: { iOS: '17.0' } }\n")
        let configured = try runHitchLint(["--no-cache", "--exit-zero", "."], in: folder.url).standardOutput
        #expect(!configured.contains("[geometry-reader-in-row]"), "\(configured)")
    }

    @Test("below iOS 14 a formatting finding offers no `Text(date, style:)`, which does not exist there")
    func adviceFollowsTheProject() throws {
        let folder = try TemporaryFolder()
        try folder.write("Package.swift", "let package = Package(name: \"Feed\", platforms: [.iOS(.v13)], targets: [])\n")
        try folder.write("Sources/Feed/Rows.swift", """
            import SwiftUI

            struct Post: Identifiable { let id: Int; let date: Date }

            struct Feed: View {
                let posts: [Post]
                static let formatter = DateFormatter()

                var body: some View {
                    List(posts) { post in
                        Text(Self.formatter.string(from: post.date))
                    }
                }
            }
            """)
        let old = try runHitchLint(["--no-cache", "--exit-zero", "."], in: folder.url).standardOutput
        #expect(old.contains("`.string(from:)` runs for every row"), "\(old)")
        #expect(!old.contains("style: .relative"), "\(old)")
        try folder.write("Package.swift", "let package = Package(name: \"Feed\", platforms: [.iOS(.v15)], targets: [])\n")
        let new = try runHitchLint(["--no-cache", "--exit-zero", "."], in: folder.url).standardOutput
        #expect(new.contains("`Text(date, style: .relative)` (or `.date`, `.time`; iOS 14+, macOS 11+)"), "\(new)")
    }
}
