import XCTest

@testable import ReduxGenCore

/// Diagnostics the fuzzer (`FuzzTests`) found located outside their spec, now inside it.
final class FuzzFindingsTests: XCTestCase {
    private func locations(_ spec: String) -> [String] {
        Generate.generator.generate(specAt: "Spec.yaml", bytes: Array(spec.utf8)).diagnostics
            .compactMap { $0.location.map { "\($0.line):\($0.column)" } }
    }

    func testATypeErrorInAScalarWrittenOverTwoLinesPointsAtTheScalar() {
        // The scalar's text is "[Messa ge]": an offset in it is no column of line 2, whose
        // 18 characters end before the error's offset would.
        XCTAssertEqual(locations("state:\n  messages: \"[Messa\n    ge]\"\n"), ["2:13"])
    }

    func testASyntaxErrorAtTheEndOfASpecWithoutAFinalNewlineIsOnItsLastLine() {
        XCTAssertEqual(locations("state:\n  count: Int\n["), ["3:2"])
        XCTAssertEqual(locations("# é\nstate:\n  count: Int\n["), ["4:2"], "LibYAML counts characters, not bytes")
    }
}
