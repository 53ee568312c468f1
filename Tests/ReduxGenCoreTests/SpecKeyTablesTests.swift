import Foundation
import XCTest

@testable import ReduxGenCore

/// The documentation's key tables and interaction table are the spec language's
/// (`SpecMarkdown`): the text between `<!-- spec-keys:begin -->` and `<!-- spec-keys:end -->`
/// of the file below must be `SpecMarkdown.keyTables`, and the text between
/// `<!-- key-interactions:begin -->` and `<!-- key-interactions:end -->`
/// `SpecMarkdown.interactionTables`; `REDUXGEN_RECORD=1 swift test` writes them there anew.
final class SpecKeyTablesTests: XCTestCase {
    /// The documentation file that holds the key tables, relative to the repository.
    static let documentPath = "Sources/ReduxRuntime/ReduxRuntime.docc/SpecLanguage.md"

    func testTheDocumentedKeyTablesAreTheSpecLanguages() throws {
        try checkRegion("spec-keys", of: "the key tables", is: SpecMarkdown.keyTables)
    }

    func testTheDocumentedInteractionTableIsTheSpecLanguages() throws {
        try checkRegion("key-interactions", of: "the interaction table", is: SpecMarkdown.interactionTables)
    }

    /// Fails unless the region `name` of the document holds `text` (`what` it is), which it
    /// writes there when recording.
    private func checkRegion(_ name: String, of what: String, is text: String) throws {
        let url = Golden.repositoryRoot.appendingPathComponent(Self.documentPath)
        let document = try String(contentsOf: url, encoding: .utf8)
        let region = try XCTUnwrap(MarkedRegion(in: document, name: name), "\(Self.documentPath) has no \(name) region")
        let expected = "\n" + text + "\n"
        if region.contents == expected { return }
        if Golden.isRecording {
            try region.replacingContents(with: expected).write(to: url, atomically: true, encoding: .utf8)
            XCTFail("recorded \(what) into \(Self.documentPath); review them with `git diff`, then run the tests without \(Golden.recordVariable)")
        } else {
            XCTFail(
                "\(what) in \(Self.documentPath) is not the spec language's (- document, + SpecLanguage); re-record with `\(Golden.recordVariable)=1 swift test`:\n"
                    + LineDiff.unified(expected: region.contents, actual: expected))
        }
    }

    func testATableListsEachKeyWithItsValueAndItsExamples() {
        let retry = SpecMarkdown.table(.retry)
        XCTAssertContains(retry, "| `attempts` (required) | a whole number | How many times")
        XCTAssertContains(retry, "```yaml\nattempts: 3\nbackoff: 0.5\n```")
        XCTAssertEqual(
            SpecMarkdown.describe(SpecLanguage.payload),
            "nothing, a Swift type or a mapping of `<label>` to a Swift type")
        // Angle brackets are shown in code, not taken for HTML.
        XCTAssertContains(SpecMarkdown.table(.featureSpec), "The fields of `<Feature>State`, in order")
    }
}

/// The text between `<!-- NAME:begin -->` and `<!-- NAME:end -->` of a document.
struct MarkedRegion {
    /// The whole document.
    let document: String
    /// Where the text between the markers is.
    let range: Range<String.Index>

    init?(in document: String, name: String) {
        guard let begin = document.range(of: "<!-- \(name):begin -->"),
            let end = document.range(of: "<!-- \(name):end -->", range: begin.upperBound..<document.endIndex)
        else { return nil }
        self.document = document
        range = begin.upperBound..<end.lowerBound
    }

    /// The text between the markers.
    var contents: String { String(document[range]) }

    /// The document with `contents` between the markers.
    func replacingContents(with contents: String) -> String {
        document.replacingCharacters(in: range, with: contents)
    }
}
