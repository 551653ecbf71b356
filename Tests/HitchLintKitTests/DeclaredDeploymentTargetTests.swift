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

    @Test("an Xcode project's build settings: each platform's lowest, settings that name others ignored")
    func xcodeProject() {
        let versions = DeclaredDeploymentTarget.xcodeDeploymentTargets(Array(Self.pbxproj.utf8))
        #expect(versions.mapValues(\.description) == ["iOS": "15.4", "macOS": "12.0", "tvOS": "15.0"])
    }

    @Test("a package manifest's platforms", arguments: [
        ("platforms: [.iOS(.v15), .macOS(.v10_15)]", ["iOS": "15", "macOS": "10.15"]),
        ("platforms: [\n    .iOS(\"15.4\"),\n    .watchOS(.v8),\n]", ["iOS": "15.4", "watchOS": "8"]),
        ("name: \"Kit\", targets: []", [:]),
    ])
    func packageManifest(manifest: String, expected: [String: String]) {
        #expect(DeclaredDeploymentTarget.packagePlatforms(Array(manifest.utf8)).mapValues(\.description) == expected)
    }

    @Test("the app's project a folder down is read, CocoaPods' project is not; a configured target wins")
    func projectFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("Pods/Pods.xcodeproj/project.pbxproj", "IPHONEOS_DEPLOYMENT_TARGET = 9.0;")
        try folder.write("App/App.xcodeproj/project.pbxproj", "IPHONEOS_DEPLOYMENT_TARGET = 13.0;")
        try folder.write(".git/HEAD", "ref: refs/heads/main\n")
        try folder.write("App/A.swift", "")
        let settings = try runHitchLint(["--show-settings", "App/A.swift"], in: folder.url).standardOutput
        #expect(settings.contains("\"deploymentTarget\": {\n    \"iOS\": \"13.0\"\n  }"), "\(settings)")
        #expect(settings.contains("App/App.xcodeproj/project.pbxproj\""), "\(settings)")
        try folder.write(".hitchlint.json", "{ deploymentTarget: { iOS: '17.0' } }\n")
        let configured = try runHitchLint(["--show-settings", "App/A.swift"], in: folder.url).standardOutput
        #expect(configured.contains("\"deploymentTarget\": {\n    \"iOS\": \"17.0\"\n  }"), "\(configured)")
        #expect(configured.contains(".hitchlint.json\""), "\(configured)")
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
