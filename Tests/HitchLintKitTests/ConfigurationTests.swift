import Foundation
import HitchLintKit
import Testing

func parseConfiguration(_ text: String) -> Result<Configuration, ConfigurationLoader.Error> {
    ConfigurationLoader.parse(Array(text.utf8), file: FilePath(".hitchlint.json"), folder: FilePath("/project"))
}

func ruleIDs(in category: RuleCategory) -> Set<String> {
    Set(RuleRegistry.all.filter { $0.description.category == category }.map(\.description.id))
}

let defaultRuleIDs = Set(RuleRegistry.all.filter(\.description.isEnabledByDefault).map(\.description.id))

func configurationError(_ text: String) -> String? {
    if case .failure(let error) = parseConfiguration(text) { return error.description }
    return nil
}

/// A view with one finding of each of three rules, for selection tests.
let threeRuleSource = """
    import SwiftUI

    struct Row: View {
        let data: Data
        var body: some View {
            GeometryReader { _ in Image(uiImage: UIImage(data: data) ?? UIImage()) }
        }
    }

    struct Screen: View {
        let rows: [Data]
        var body: some View {
            List(rows.indices, id: \\.self) { i in Row(data: rows[i]) }
        }
    }

    """

@Suite("Configuration")
struct ConfigurationTests {
    @Test("JSON5: comments, trailing commas, unquoted keys, single quotes")
    func json5Forms() throws {
        let text = """
            // a comment
            {
              /* block */ select: ['index-based-id', "layout",],
              severity: { 'index-based-id': 'error' },
              deploymentTarget: { iOS: "16.0" },
              maxFileSize: 0x100000,
            }
            """
        let configuration = try parseConfiguration(text).get()
        #expect(configuration.enabledRuleIDs == Set(["index-based-id"]).union(ruleIDs(in: .layout)))
        #expect(configuration.severities["index-based-id"] == .error)
        #expect(configuration.deploymentTarget.versions["iOS"] == Configuration.Version("16.0"))
        #expect(configuration.maximumFileSize == 1_048_576)
    }

    @Test("errors name line and column, with did-you-mean", arguments: [
        ("{\n  slect: []\n}", ".hitchlint.json:2:3: unknown key 'slect'; did you mean 'select'?"),
        ("{ select: ['index-based'] }", ".hitchlint.json:1:12: unknown rule or category 'index-based'; did you mean 'index-based-id'?"),
        ("{ severity: { 'format-in-bodyy': 'error' } }", ".hitchlint.json:1:15: unknown rule 'format-in-bodyy'; did you mean 'format-in-body'?"),
        ("{ severity: { 'format-in-body': 'eror' } }", ".hitchlint.json:1:33: severity must be one of off, note, warning, error; did you mean 'error'?"),
        ("{ failOn: 'warn' }", ".hitchlint.json:1:11: 'failOn' must be one of note, warning, error; did you mean 'warning'?"),
        ("{\n  select: [],\n\n  failOn: 'warn'\n}", ".hitchlint.json:4:11: 'failOn' must be one of note, warning, error; did you mean 'warning'?"),
        ("{ deploymentTarget: { ios: '16' } }", ".hitchlint.json:1:23: unknown platform 'ios'; did you mean 'iOS'?"),
        ("{ include: 'Sources' }", ".hitchlint.json:1:12: 'include' must be an array of strings"),
        ("{ select: [1] }", ".hitchlint.json:1:12: 'select' must hold strings, found a number"),
        ("{ select: [] ", ".hitchlint.json:1:14: unterminated object: expected '}'"),
        ("[]", ".hitchlint.json:1:1: the configuration must be an object, found an array"),
        ("{ a: 1 } x", ".hitchlint.json:1:10: unexpected text after the configuration"),
    ])
    func errors(text: String, expected: String) {
        #expect(configurationError(text) == expected)
    }

    @Test("select replaces the defaults, extendSelect adds, ignore removes; ids and categories")
    func selection() throws {
        #expect(try parseConfiguration("{}").get().enabledRuleIDs == defaultRuleIDs)
        #expect(try parseConfiguration("{ select: ['ALL'] }").get().enabledRuleIDs == Set(RuleRegistry.ids))
        #expect(try parseConfiguration("{ select: ['identity'] }").get().enabledRuleIDs == ruleIDs(in: .identity))
        #expect(try parseConfiguration("{ select: ['index-based-id', 'format-in-body', 'images', 'layout'], ignore: ['images', 'layout'] }").get().enabledRuleIDs == ["index-based-id", "format-in-body"])
        #expect(try parseConfiguration("{ select: ['identity'], extendSelect: ['images'] }").get().enabledRuleIDs
                == ruleIDs(in: .identity).union(ruleIDs(in: .images)))
        #expect(try parseConfiguration("{ select: ['ALL'], severity: { 'format-in-body': 'off' } }").get().enabledRuleIDs
                == Set(RuleRegistry.ids).subtracting(["format-in-body"]))
    }

    @Test("globs: ** spans folders, bare names match anywhere, folders cover their contents")
    func globs() {
        #expect(Glob("Sources/**/*.swift").matches("Sources/A/B/C.swift"))
        #expect(Glob("Sources/**/*.swift").matches("Sources/C.swift"))
        #expect(!Glob("Sources/**/*.swift").matches("Tests/C.swift"))
        #expect(Glob("Generated").matches("App/Generated/Model.swift"))
        #expect(Glob("*.pb.swift").matches("App/Proto/Model.pb.swift"))
        #expect(Glob("App/Legacy").matches("App/Legacy/Old/View.swift"))
        #expect(!Glob("App/Legacy").matches("App/LegacyNot/View.swift"))
        #expect(Glob("**/*Row?.swift").matches("A/OrderRow2.swift"))
    }

    @Test("the nearest .hitchlint.json wins and marks the project root; CLI flags win over it")
    func discoveryAndPrecedence() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/.hitchlint.json", "{ ignore: ['layout'] }\n")
        try folder.write("App/Views/Screen.swift", threeRuleSource)
        try folder.write("Other/Screen.swift", threeRuleSource)
        let result = try runHitchLint(["--statistics", "App", "Other"], in: folder.url)
        #expect(result.standardOutput == "2  index-based-id\n2  oversized-image-decode\n1  geometry-reader-in-row\n5  total\n")
        let flags = try runHitchLint(["--statistics", "--select", "images", "App"], in: folder.url)
        #expect(flags.standardOutput == "1  oversized-image-decode\n1  total\n")
        let explicit = try runHitchLint(["--statistics", "--config", "App/.hitchlint.json", "Other"], in: folder.url)
        #expect(explicit.standardOutput == "1  index-based-id\n1  oversized-image-decode\n2  total\n")
    }

    @Test("a broken configuration is one clear error and exit 2")
    func brokenConfiguration() throws {
        let folder = try TemporaryFolder()
        try folder.write(".hitchlint.json", "{\n  select: ['layot'],\n}\n")
        try folder.write("A.swift", threeRuleSource)
        let result = try runHitchLint(["."], in: folder.url)
        #expect(result.status == 2)
        #expect(result.standardError.contains(".hitchlint.json:2:12: unknown rule or category 'layot'; did you mean 'layout'?"))
        #expect(result.standardOutput.isEmpty)
    }

    @Test("exclude applies to walked files; explicit files only with --force-exclude")
    func excludes() throws {
        let folder = try TemporaryFolder()
        try folder.write(".hitchlint.json", "{ exclude: ['Generated/**'] }\n")
        try folder.write("Generated/G.swift", threeRuleSource)
        try folder.write("Views/V.swift", threeRuleSource)
        let walked = try runHitchLint(["--statistics", "."], in: folder.url)
        #expect(walked.standardOutput.hasSuffix("3  total\n"))
        let named = try runHitchLint(["--statistics", "Generated/G.swift"], in: folder.url)
        #expect(named.standardOutput.hasSuffix("3  total\n"))
        let forced = try runHitchLint(["--force-exclude", "Generated/G.swift"], in: folder.url)
        #expect(forced.status == 0 && forced.standardOutput.isEmpty)
    }

    @Test("severity overrides, failOn, --fail-on, --max-warnings and --exit-zero")
    func severitiesAndExitCodes() throws {
        let folder = try TemporaryFolder()
        try folder.write(".hitchlint.json", "{ severity: { 'index-based-id': 'error' }, failOn: 'error' }\n")
        try folder.write("A.swift", threeRuleSource)
        let result = try runHitchLint(["."], in: folder.url)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("error: `List` identified by position"))
        try folder.write(".hitchlint.json", "{ severity: { 'index-based-id': 'note' }, failOn: 'error' }\n")
        #expect(try runHitchLint(["."], in: folder.url).status == 0)
        #expect(try runHitchLint(["--fail-on", "warning", "."], in: folder.url).status == 1)
        #expect(try runHitchLint(["--fail-on", "warning", "--max-warnings", "2", "."], in: folder.url).status == 0)
        #expect(try runHitchLint(["--fail-on", "warning", "--max-warnings", "1", "."], in: folder.url).status == 1)
        #expect(try runHitchLint(["--fail-on", "note", "--exit-zero", "."], in: folder.url).status == 0)
    }

    @Test("rowContainers make a team's own container's content rows")
    func rowContainers() throws {
        let source = """
            struct Cell: View {
                let size: CGFloat
                var body: some View { GeometryReader { _ in Color.red } }
            }
            struct Grid: View {
                let items: [Item]
                var body: some View { PagedGrid(items) { item in Cell(size: 10) } }
            }
            struct Badge: View {
                var body: some View { GeometryReader { _ in Color.blue } }
            }
            struct Banner: View {
                var body: some View { GeometryReader { _ in Color.green } }
            }
            struct Feed: View {
                let posts: [Post]
                var body: some View {
                    PagedGrid(items: posts) { post in Badge() }
                    PagedGrid(title: "Pinned") { Banner() }
                }
            }

            """
        let folder = try TemporaryFolder()
        try folder.write("A.swift", source)
        #expect(try runHitchLint(["."], in: folder.url).status == 0)
        try folder.write(".hitchlint.json", "{ rowContainers: ['PagedGrid'] }\n")
        let output = try runHitchLint(["."], in: folder.url).standardOutput
        #expect(output.contains("A.swift:3:27: warning: `GeometryReader` in a list row"))
        // Its data under a data's name (`items:`) too; a container given no data holds static content.
        #expect(output.contains("A.swift:10:27: warning: `GeometryReader` in a list row"))
        #expect(!output.contains("A.swift:13:"), "\(output)")
    }

    /// A team's presenter hands its content to a hosting controller when shown: what the content builds is
    /// made once then, and a view built only there is a controller's root.
    @Test("presenters: a team's own presentation modifier's content is built when shown, as a hosting root")
    func presenters() throws {
        let source = """
            import SwiftUI

            final class ClaimModel: ObservableObject { @Published var files: [String] = [] }
            struct ClaimFiles: View {
                @ObservedObject var model: ClaimModel
                init() { model = ClaimModel() }
                var body: some View { Text("\\(model.files.count)") }
            }
            struct ClaimDetail: View {
                @ObservedObject var model: ClaimModel
                var body: some View { Text("Files") }
            }
            struct Claims: View {
                @State private var showsFiles = false
                var body: some View {
                    Button("Files") { showsFiles = true }
                        .detent(presented: $showsFiles) {
                            ClaimFiles()
                            ClaimDetail(model: ClaimModel())
                            Text(DateFormatter().string(from: Date()))
                        }
                }
            }
            struct Inbox: View {
                var body: some View { ClaimDetail(model: ClaimModel()).modally(presented: .constant(true)) { ClaimDetail(model: ClaimModel()) } }
            }

            """
        let folder = try TemporaryFolder()
        try folder.write("A.swift", source)
        let before = try runHitchLint(["--select", "ALL", "--exit-zero", "."], in: folder.url).standardOutput
        for line in ["A.swift:5:5:", "A.swift:19:29:", "A.swift:20:22:", "A.swift:25:39:", "A.swift:25:110:"] {
            #expect(before.contains(line), "\(line) \(before)")
        }
        try folder.write(".hitchlint.json", "{ presenters: ['detent', 'modally'] }\n")
        let after = try runHitchLint(["--select", "ALL", "--exit-zero", "."], in: folder.url).standardOutput
        // Built in `Inbox`'s body too: a parent's body still makes it (and its object) again.
        #expect(after.contains("A.swift:25:39: warning: `ClaimDetail(model: …)`"), "\(after)")
        for line in ["A.swift:5:5:", "A.swift:19:29:", "A.swift:20:22:", "A.swift:25:110:"] {
            #expect(!after.contains(line), "\(line) \(after)")
        }
        let settings = try runHitchLint(["--show-settings", "A.swift"], in: folder.url).standardOutput
        #expect(settings.contains("\"presenters\": [\n    \"detent\",\n    \"modally\"\n  ]"), "\(settings)")
    }

    @Test("hitchlint init writes a configuration that parses back and lists every rule")
    func initialize() throws {
        let folder = try TemporaryFolder()
        let result = try runHitchLint(["init"], in: folder.url)
        #expect(result.status == 0)
        let text = try String(contentsOf: folder.url.appendingPathComponent(".hitchlint.json"), encoding: .utf8)
        let configuration = try parseConfiguration(text).get()
        #expect(configuration.enabledRuleIDs == defaultRuleIDs)
        for id in RuleRegistry.ids { #expect(text.contains(id)) }
        #expect(try runHitchLint(["init"], in: folder.url).status == 2)
    }

    @Test("--show-settings prints the resolved configuration for a file")
    func showSettings() throws {
        let folder = try TemporaryFolder()
        try folder.write(".hitchlint.json", "{ ignore: ['images'], exclude: ['Gen'] }\n")
        try folder.write("Gen/A.swift", "")
        let result = try runHitchLint(["--show-settings", "--ignore", "layout", "Gen/A.swift"], in: folder.url)
        #expect(result.status == 0)
        let expected = RuleRegistry.ids.filter { defaultRuleIDs.contains($0) && !ruleIDs(in: .images).union(ruleIDs(in: .layout)).contains($0) }
        #expect(result.standardOutput.contains("\"rules\": [\n" + expected.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n  ]"))
        #expect(result.standardOutput.contains("\"reportedOn\": false"))
    }

    @Test("the README's configuration example is a configuration hitchlint reads, every key as documented")
    func readmeExample() throws {
        let readme = try String(contentsOf: Package.root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## Configuration\n").dropFirst().first)
        let example = try #require(section.components(separatedBy: "```json5\n").dropFirst().first?.components(separatedBy: "```").first)
        let folder = try TemporaryFolder()
        try folder.write(".hitchlint.json", example)
        try folder.write("A.swift", "")
        let result = try runHitchLint(["--show-settings", "A.swift"], in: folder.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("\"maxFileSize\": 67108864"))
        #expect(result.standardOutput.contains("\"failOn\": \"warning\""))
    }
}

@Suite("Suppression comments")
struct SuppressionTests {
    static let row = """
        struct Screen: View {
            let rows: [String]
            var body: some View {
                List(rows.indices, id: \\.self) { i in Text(rows[i]) }
            }
        }

        """

    func findings(_ text: String, unused: Bool = false) throws -> [String] {
        let folder = try TemporaryFolder()
        try folder.write("A.swift", text)
        let arguments = unused ? ["--report-unused-disables", "A.swift"] : ["A.swift"]
        let output = try runHitchLint(arguments, in: folder.url).standardOutput
        return output.split(separator: "\n").map { line in
            let parts = line.split(separator: ":", maxSplits: 3)
            return "\(parts[1]) \(ruleID(of: line))"
        }
    }

    @Test("disable-next-line, disable-line, regions and disable-file")
    func forms() throws {
        let line = Self.row.replacingOccurrences(of: "        List(", with: "        // hitchlint:disable-next-line index-based-id -- fixed list\n        List(")
        #expect(try findings(line) == [])
        let end = Self.row.replacingOccurrences(of: "Text(rows[i]) }", with: "Text(rows[i]) } // hitchlint:disable-line identity")
        #expect(try findings(end) == [])
        let region = "// hitchlint:disable index-based-id\n" + Self.row + "// hitchlint:enable index-based-id\n" + Self.row.replacingOccurrences(of: "Screen", with: "Other")
        #expect(try findings(region) == ["12 index-based-id"])
        #expect(try findings("// hitchlint:disable-file all\n" + Self.row) == [])
        #expect(try findings("let s = \"// hitchlint:disable-file all\"\n" + Self.row) == ["5 index-based-id"])
    }

    /// The filter looks each finding's directive up by name and line; a pass over every directive, as the
    /// directives read (first file-wide or line one that applies, else the last region edge above), is
    /// what that must equal — over random files of many overlapping directives.
    @Test("a finding is silenced by the directive a pass over all of them finds", arguments: 0..<20)
    func suppressorMatchesAPassOverAll(seed: Int) {
        var generator = SplitMix64(state: UInt64(seed))
        let forms = ["disable", "enable", "disable-line", "disable-next-line", "disable-file", "disabel"]
        let names = ["", "all", "index-based-id", "format-in-body", "identity", "body-cost", "all, identity"]
        var lines: [String] = []
        for _ in 0..<Int.random(in: 1...60, using: &generator) {
            let form = forms.randomElement(using: &generator)!, named = names.randomElement(using: &generator)!
            lines.append(Bool.random(using: &generator) ? "let x = 1 // hitchlint:\(form) \(named)" : "let y = 2")
        }
        let source = SourceFile(path: FilePath("A.swift"), bytes: Array(lines.joined(separator: "\n").utf8))
        let directives = SuppressionDirective.parse(SyntaxFile(source: source))
        let filter = SuppressionFilter(directives)
        func passOverAll(_ finding: Diagnostic) -> Int? {
            var open: Int? = nil
            for (index, directive) in directives.enumerated() {
                let rules = Set(directive.rules)
                guard rules.isEmpty || rules.contains("all") || rules.contains(finding.ruleID)
                        || rules.contains(finding.category.rawValue) else { continue }
                switch directive.kind {
                case .disableFile: return index
                case .disableLine where directive.line == finding.start.line: return index
                case .disableNextLine where directive.line + 1 == finding.start.line: return index
                case .disable where directive.line <= finding.start.line: open = index
                case .enable where directive.line <= finding.start.line: open = nil
                default: break
                }
            }
            return open
        }
        for line in 1...(lines.count + 1) {
            for (rule, category) in [("index-based-id", RuleCategory.identity), ("format-in-body", .bodyCost), ("eager-stack", .layout)] {
                var position = source.position(ofOffset: 0)
                position.line = line
                let finding = Diagnostic(path: source.path, ruleID: rule, category: category, severity: .warning,
                                         message: "", start: position, end: position)
                #expect(filter.suppressor(of: finding) == passOverAll(finding), "seed \(seed), line \(line), \(rule)")
            }
        }
    }

    @Test("unknown directives and rule ids are reported with a suggestion")
    func unknown() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.swift", "// hitchlint:disable-nextline index-based-id\n// hitchlint:disable index-basedid\n")
        let output = try runHitchLint(["A.swift"], in: folder.url).standardOutput
        #expect(output.contains("A.swift:1:1: warning: unknown directive `hitchlint:disable-nextline`; did you mean `hitchlint:disable-next-line`? [invalid-suppression]"))
        #expect(output.contains("A.swift:2:1: warning: unknown rule `index-basedid` in `hitchlint:disable`; did you mean `index-based-id`? [invalid-suppression]"))
    }

    @Test("--report-unused-disables reports directives that silence nothing")
    func unused() throws {
        let text = "// hitchlint:disable-next-line geometry-reader-in-row\n" + Self.row
        #expect(try findings(text, unused: true) == ["1 unused-suppression", "5 index-based-id"])
        #expect(try findings(text) == ["5 index-based-id"])
    }
}

@Suite("Baseline")
struct BaselineTests {
    @Test("a baseline written today still matches after lines are inserted above and the code re-indented")
    func survivesEdits() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.swift", threeRuleSource)
        let write = try runHitchLint(["--write-baseline", "baseline.json", "."], in: folder.url)
        #expect(write.status == 0)
        let baseline = try String(contentsOf: folder.url.appendingPathComponent("baseline.json"), encoding: .utf8)
        #expect(baseline.contains("\"rule\": \"geometry-reader-in-row\""))
        try folder.write("A.swift", "// a new comment\n\n" + threeRuleSource.replacingOccurrences(of: "    ", with: "  "))
        let again = try runHitchLint(["--baseline", "baseline.json", "."], in: folder.url)
        #expect(again.status == 0 && again.standardOutput.isEmpty)
        #expect(again.standardError.contains("3 in the baseline"))
        // A new finding is still reported.
        try folder.write("B.swift", threeRuleSource.replacingOccurrences(of: "Screen", with: "Other").replacingOccurrences(of: "struct Row", with: "struct Row2"))
        let new = try runHitchLint(["--baseline", "baseline.json", "."], in: folder.url)
        #expect(new.status == 1 && new.standardOutput.contains("B.swift"))
        #expect(!new.standardOutput.contains("A.swift"))
    }

    /// Ours are sixteen lowercase hex digits, kept as numbers; a fingerprint a team wrote otherwise still
    /// matches only itself (another case of the same digits is another text).
    @Test("a baseline's fingerprints match exactly, ours and any other text")
    func fingerprintsMatchExactly() {
        let fingerprints = Baseline.Fingerprints(["b3665b39f49f43a4", "0000000000000000", "accepted-by-hand", "B3665B39F49F43A5"])
        #expect(fingerprints.count == 4)
        for accepted in ["b3665b39f49f43a4", "0000000000000000", "accepted-by-hand", "B3665B39F49F43A5"] {
            #expect(fingerprints.contains(accepted), "\(accepted)")
        }
        for other in ["b3665b39f49f43a5", "B3665B39F49F43A4", "b3665b39f49f43a", "b3665b39f49f43a40", "", "0", "accepted"] {
            #expect(!fingerprints.contains(other), "\(other)")
        }
    }

    @Test("the baseline file is sorted and identical when written twice")
    func deterministic() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.swift", threeRuleSource)
        _ = try runHitchLint(["--write-baseline", "one.json", "--jobs", "1", "."], in: folder.url)
        _ = try runHitchLint(["--write-baseline", "two.json", "--jobs", "2", "."], in: folder.url)
        let one = try Data(contentsOf: folder.url.appendingPathComponent("one.json"))
        let two = try Data(contentsOf: folder.url.appendingPathComponent("two.json"))
        #expect(one == two)
    }
}

@Suite("Git ignore")
struct GitIgnoreTests {
    @Test("inside a git work tree, folder walks skip what .gitignore ignores")
    func ignored() throws {
        let folder = try TemporaryFolder()
        try folder.write(".gitignore", "Ignored/\n")
        try folder.write("Ignored/A.swift", threeRuleSource)
        try folder.write("Kept/B.swift", threeRuleSource)
        let initialize = Process()
        initialize.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        initialize.arguments = ["git", "init", "-q"]
        initialize.currentDirectoryURL = folder.url
        try initialize.run()
        initialize.waitUntilExit()
        let result = try runHitchLint(["."], in: folder.url)
        #expect(result.standardOutput.contains("Kept/B.swift"))
        #expect(!result.standardOutput.contains("Ignored/A.swift"))
        let everything = try runHitchLint(["--no-gitignore", "."], in: folder.url)
        #expect(everything.standardOutput.contains("Ignored/A.swift"))
    }

    @Test("an ignored file is not project code either, and paths match from a subfolder, spaces and UTF-8 too")
    func ignoredFilesAreNotProjectCode() throws {
        let repository = try makeRepository()
        try repository.write(".gitignore", "*.generated.swift\n")
        try repository.write("App/Row.swift", "struct Row: View {\n    var body: some View { GeometryReader { _ in Color.red } }\n}\n")
        // The only code that puts `Row` in list rows is ignored: `Row` is no row.
        try repository.write("App/Screen.generated.swift",
                             "struct Screen: View {\n    let items: [Item]\n    var body: some View { List(items) { _ in Row() } }\n}\n")
        try repository.write("App/Kept é 1.swift", badRow)
        try git(["add", "App/Row.swift"], in: repository.url)  // tracked and untracked files alike
        let app = repository.url.appendingPathComponent("App")
        for arguments in [["."], ["--no-cache", "."], ["Row.swift"]] {
            let result = try runHitchLint(arguments, in: app)
            #expect(!result.standardOutput.contains("Screen.generated.swift"), "\(arguments)")
            #expect(!result.standardOutput.contains("[geometry-reader-in-row]"), "\(arguments)")
        }
        #expect(try runHitchLint(["."], in: app).standardOutput.contains("Kept é 1.swift"))
        let everything = try runHitchLint(["--no-gitignore", "--no-cache", "."], in: app)
        #expect(everything.standardOutput.contains("[geometry-reader-in-row]"))
    }
}
