extension SyntaxFile {
    /// Whether the file imports a test framework (`import XCTest`, `import Testing`, a snapshot or
    /// view-inspection library): a test target's file. Its views are built once to be checked, never shipped,
    /// and a harness that puts the app's views in a `List` must not make them rows. Imports come before the
    /// declarations: only the tokens up to the first are read.
    var importsTestFramework: Bool {
        let end = declarations.first?.firstToken ?? tokens.count
        var index = 0
        while index + 1 < end {
            if tokens[index].kind == .keyword && tokens[index].length == 6 && isText(index, "import") {
                // `import class XCTest.XCTestCase`: the kind of declaration imported first.
                let module = isKind(index + 1, .keyword) ? index + 2 : index + 1
                if isText(module, in: Self.testFrameworks) { return true }
            }
            index += 1
        }
        return false
    }

    static let testFrameworks = WordSet([
        "XCTest", "Testing", "SnapshotTesting", "ViewInspector", "Quick", "Nimble", "FBSnapshotTestCase", "iOSSnapshotTestCase",
    ])
}
