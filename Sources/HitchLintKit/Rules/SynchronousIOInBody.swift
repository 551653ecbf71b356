/// `synchronous-io-in-body`: a file (or a URL) read, or a folder listed, while SwiftUI evaluates view code.
public struct SynchronousIOInBody: Rule {
    public let description = RuleDescription(
        id: "synchronous-io-in-body", category: .bodyCost,
        summary: "File read, folder listed or URL fetched synchronously in view code",
        fixSummary: "display-only: load once in `.task` or the model")

    public init() {}

    /// Values made from what a file or URL holds (`Data(contentsOf:)`, `String(contentsOfFile:)`). Not
    /// images: `oversized-image-decode` reports `UIImage(contentsOfFile:)`, whose decode costs more than its read.
    static let readingTypeNames: [StaticString] = ["Data", "String", "NSString", "NSData", "NSDictionary", "NSArray",
                                                   "AttributedString"]
    static let readingTypes = WordSet(readingTypeNames)
    static let readingLabels = WordSet(["contentsOf", "contentsOfFile"])
    /// `FileManager`'s calls that go to the disk for what they return (not `fileExists(atPath:)`, a `stat`
    /// that apps use to pick an icon: cheap next to a read).
    static let fileManagerReadNames: [StaticString] = ["contentsOfDirectory", "subpathsOfDirectory", "contents",
                                                       "attributesOfItem", "enumerator"]
    static let fileManagerReads = WordSet(fileManagerReadNames)
    static let fileManagerLabels = WordSet(["atPath", "at"])
    /// A URL's `resourceValues(forKeys:)`: the attributes `attributesOfItem(atPath:)` reads, from the disk
    /// again on each pass of the run loop (a URL keeps them no longer).
    static let resourceValuesName: StaticString = "resourceValues"
    /// AppKit's `NSWorkspace.shared.icon(forFile:)`: Launch Services finds the file's type and reads its icon (an
    /// app's or a disk image's from inside it) from the disk, on each call.
    static let fileIconName: StaticString = "icon"
    /// All four: one look at each identifier of view code, most of which are none.
    static let names = WordSet(readingTypeNames + fileManagerReadNames + [resourceValuesName, fileIconName])

    public func check(_ context: RuleContext, into candidates: inout [Candidate]) {
        let file = context.file
        let names = Self.names  // read once, not a static's lazy check at every identifier
        for index in context.evaluatedIdentifiers where file.isKind(index + 1, .leftParen) && file.isText(index, in: names) {
            let read: String
            if file.isText(index, in: Self.readingTypes), !file.isMemberName(index) {
                guard let first = file.firstArgument(index + 1), first.label >= 0, file.isText(first.label, in: Self.readingLabels)
                else { continue }
                // A path is a file's; a URL may be a server's.
                let remote = file.isText(first.label, "contentsOf") ? " (a remote URL: downloads it)" : ""
                read = "`\(file.text(index))(\(file.text(first.label)):)` reads the file\(remote)"
            } else if file.isText(index, in: Self.fileManagerReads), file.isMemberName(index) {
                guard let first = file.firstArgument(index + 1), first.label >= 0, file.isText(first.label, in: Self.fileManagerLabels),
                      // `items.contents(at: 2)` is no file manager's: its receiver is one by name.
                      receiverIsFileManager(file, member: index) else { continue }
                read = "`.\(file.text(index))(\(file.text(first.label)):)` reads the disk"
            } else if file.isText(index, Self.resourceValuesName), file.isMemberName(index) {
                guard let first = file.firstArgument(index + 1), first.label >= 0, file.isText(first.label, "forKeys") else { continue }
                read = "`.resourceValues(forKeys:)` reads the file's attributes from the disk"
            } else if file.isText(index, Self.fileIconName), file.isMemberName(index) {
                guard let first = file.firstArgument(index + 1), first.label >= 0, file.isText(first.label, "forFile"),
                      receiverIsWorkspace(file, member: index) else { continue }
                read = "`NSWorkspace`'s `.icon(forFile:)` reads the file's type and icon from the disk"
            } else {
                continue
            }
            // A stored property's value or an `init` runs when the view is created, not when its body runs.
            let unit = Int(context.viewCode.unitOfToken[index])
            let isConstruction = unit >= 0 && context.viewCode.units[unit].role == .construction
            let message = Self.message(read, when: isConstruction
                ? "each time the view is created, which happens on every update of its parent"
                : "each time SwiftUI evaluates this view code, which happens on every update of the view")
            let rowMessage = Self.message(read, when: "for every row each time the row is evaluated (as rows scroll into view, "
                + "and on every update of the list)")
            var candidate = context.candidate(description, at: index...index, scope: .viewCode, message: message,
                                              rowMessage: rowMessage, fix: Self.fix)
            // Read again for each element; a static child of a list (a settings section) reads once per body.
            candidate.perElement = true
            candidates.append(candidate)
        }
    }

    /// `read`: what the call is and does (`` `Data(contentsOf:)` reads the file … ``); `when`: how often.
    static func message(_ read: String, when: String) -> String {
        """
        \(read) synchronously, on the main thread, \(when): the frame \
        waits for the read, and a slow disk or network stalls scrolling and animations. Load it once, off the main \
        thread (`.task { contents = await load() }` into `@State`, iOS 15+, macOS 12+; or in the model) and hand the \
        view what it shows
        """
    }

    static let fix = Fix(
        title: "Load it once, off the main thread: `.task { … }` into `@State` (iOS 15+, macOS 12+), or in the model",
        applicability: .displayOnly, edits: [])

    /// `FileManager.default.contents(atPath:)`, or a receiver named as one (`fileManager`, `fm`, `manager`).
    func receiverIsFileManager(_ file: SyntaxFile, member: Int) -> Bool {
        let receiver = member - 2
        guard receiver >= 0, file.isKind(member - 1, .period) else { return false }
        if file.isText(receiver, "default") { return file.isText(receiver - 2, "FileManager") }
        return file.isIdentifier(receiver) && (file.textEnds(receiver, with: "FileManager") || file.textEnds(receiver, with: "fileManager")
            || file.isText(receiver, "fm") || file.isText(receiver, "manager"))
    }

    /// `NSWorkspace.shared.icon(forFile:)`, `workspace.icon(forFile:)`: not where the file declares an `icon` of its
    /// own (an editor's `WorkspaceModel.icon(forFile:)`, a look-up).
    func receiverIsWorkspace(_ file: SyntaxFile, member: Int) -> Bool {
        let receiver = member - 2
        guard receiver >= 0, file.isKind(member - 1, .period) else { return false }
        if file.isText(receiver, "shared") { return file.isText(receiver - 2, "NSWorkspace") }
        return file.isIdentifier(receiver) && (file.textEnds(receiver, with: "workspace") || file.textEnds(receiver, with: "Workspace"))
            && !file.containsDeclaration(spelled: file.bytes(of: member), where: { $0.kind == .function })
    }
}
