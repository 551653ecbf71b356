/// What a group of buffers is linted as: the open buffers of one project together (an unsaved edit in
/// one changes another's row findings), or a buffer without a file (`untitled:`) on its own.
enum LintScope: Hashable {
    case project(FilePath)
    case document(String)
}

/// A buffer the editor has open. Its text, not the file on disk, is what gets linted.
struct OpenDocument {
    enum Kind {
        case swift
        /// A `.hitchlint.json`: checked as it is typed, and reloaded for linting when saved.
        case configuration
    }

    /// As the editor spells it: answers must use the same string.
    let uri: String
    /// The file it stands for (its folder's links resolved); nil for buffers without a `file:` URI.
    let path: FilePath?
    let kind: Kind
    var version: Int
    var source: SourceFile
    /// Nil for configuration files.
    var scope: LintScope?
    /// The analysis (with rules) of `version`, made under configuration `epoch`.
    var analysis: (version: Int, epoch: Int, value: FileAnalysis)?
    /// The findings of the last lint, and the version they are for.
    var findings: (version: Int, diagnostics: [Diagnostic])?

    var hasCurrentFindings: Bool { findings?.version == version }
}
