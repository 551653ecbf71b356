@testable import HitchLintKit
import Testing

/// Whether a file may hold a directive decides whether a file no view code reaches is read again (its
/// directives' problems are findings): the marker must be found wherever it is, and only when whole.
@Suite("Directive marker")
struct DirectiveMarkerTests {
    @Test("a hitchlint: marker is found at a file's start, middle and end, and not when incomplete")
    func markerAnywhere() {
        let found = ["hitchlint:", "// hitchlint:disable x", "let h = 1 // hitchlint:", "hhhitchlint:", "x\nhitchlint:"]
        let absent = ["", "hitchlint", "hitchlint ", "hitchlin:", "itchlint:", "h", "let hitch = lint:"]
        for text in found { #expect(SuppressionDirective.mayOccur(in: Array(text.utf8)), "\(text)") }
        for text in absent { #expect(!SuppressionDirective.mayOccur(in: Array(text.utf8)), "\(text)") }
    }
}
