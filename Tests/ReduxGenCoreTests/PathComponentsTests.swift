import XCTest

@testable import ReduxGenCore

/// Paths are split on their bytes; these are the answers the Character-based versions gave.
final class PathComponentsTests: XCTestCase {
    func testLastComponentAndFolder() {
        let cases: [(path: String, last: String, folder: String)] = [
            ("Specs/TeamChat.yaml", "TeamChat.yaml", "Specs"),
            ("/abs/dir/Profile.yml", "Profile.yml", "/abs/dir"),
            ("/Catalog.yaml", "Catalog.yaml", "/"),
            ("Bare.yaml", "Bare.yaml", "."),
            ("Ünïcödé/Spëc.yaml", "Spëc.yaml", "Ünïcödé"),
            ("dir/", "", "dir"),
        ]
        for (path, last, folder) in cases {
            XCTAssertEqual(PathComponents.lastComponent(of: path), last, path)
            XCTAssertEqual(PathComponents.folder(of: path), folder, path)
        }
    }

    func testASpecsFileNameIsItsLastNonEmptyComponent() {
        XCTAssertEqual(SpecValidator.fileName(ofSpecAt: "Specs/TeamChat.yaml"), "TeamChat.yaml")
        XCTAssertEqual(SpecValidator.fileName(ofSpecAt: "Specs/TeamChat.yaml//"), "TeamChat.yaml")
        XCTAssertEqual(SpecValidator.fileName(ofSpecAt: "TeamChat.yaml"), "TeamChat.yaml")
        XCTAssertEqual(SpecValidator.fileName(ofSpecAt: "/"), "/")
        XCTAssertEqual(SpecValidator.fileName(ofSpecAt: ""), "")
    }
}
