@testable import HitchLintKit
import Testing

/// After `--fix`, a file left as it was is linted again when a finding's explanation names a place in a
/// fixed file: a name missed leaves a line number from before the fix in the report.
struct FixCitationTests {
    let names: Set<[UInt8]> = [Array("Orders View.swift".utf8), Array("Clock: Face.swift".utf8)]

    @Test("a place in a fixed file is found by its name, even one holding spaces or a colon")
    func placesOfFixedFiles() {
        #expect(FixRunner.citesFile(named: names, in: Array(" (`Row` is in list rows: placed in a list by `Orders` at Orders View.swift:12)".utf8)))
        #expect(FixRunner.citesFile(named: names, in: Array(" (`Hand` is in list rows: built by row view `Dial` at Clock: Face.swift:7)".utf8)))
    }

    @Test("another file's place, or a fixed file's name inside another's, is not one")
    func otherPlaces() {
        #expect(!FixRunner.citesFile(named: names, in: Array(" (`Row` is in list rows: placed in one at Other.swift:3)".utf8)))
        #expect(!FixRunner.citesFile(named: names, in: Array(" (`Row` is in list rows: placed in one at Big Orders View.swift:3)".utf8)))
        #expect(!FixRunner.citesFile(named: names, in: Array(" (in `format(_:)`, called from `Orders View.swift:2`)".utf8)))
    }
}
