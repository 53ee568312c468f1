import XCTest

@testable import ReduxGenCLI

final class FileSystemTests: XCTestCase {
    func testPathHelpers() {
        XCTAssertEqual(FileSystem.directoryName(of: "a/b/c.swift"), "a/b")
        XCTAssertEqual(FileSystem.directoryName(of: "c.swift"), ".")
        XCTAssertEqual(FileSystem.directoryName(of: "/c.swift"), "/")
        XCTAssertEqual(FileSystem.baseName(of: "a/b/c.swift"), "c.swift")
        XCTAssertEqual(FileSystem.join("out/", "X.swift"), "out/X.swift")
        XCTAssertEqual(FileSystem.join("out", "X.swift"), "out/X.swift")
    }
}
