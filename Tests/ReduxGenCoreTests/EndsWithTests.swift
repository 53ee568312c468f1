import XCTest

import ReduxGenCore

/// The byte-suffix test that spec extensions, generated file names and derived case names
/// share.
final class EndsWithTests: XCTestCase {
    private func ends(_ text: String, with suffix: String) -> Bool {
        Array(text.utf8).withUnsafeBufferPointer { text in
            Array(suffix.utf8).withUnsafeBufferPointer { text.ends(with: $0) }
        }
    }

    func testBytesEndWithASuffixOnlyWhenItsEveryByteIsThereLast() {
        XCTAssertTrue(ends("TeamChat.yaml", with: ".yaml"))
        XCTAssertTrue(ends(".yaml", with: ".yaml"))
        XCTAssertTrue(ends("anything", with: ""))
        XCTAssertTrue(ends("", with: ""))
        XCTAssertFalse(ends("yaml", with: ".yaml"), "a suffix longer than the bytes")
        XCTAssertFalse(ends("TeamChat.yml", with: ".yaml"))
        XCTAssertFalse(ends("loadSuccessX", with: "Success"))
        XCTAssertTrue(ends("Caf\u{E9}State.swift", with: "State.swift"))
    }
}
