import XCTest

@testable import ReduxGenCore

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

    func testASpecsFeatureIsItsFileNameWithoutTheExtension() {
        let cases = [
            ("Specs/TeamChat.yaml", "TeamChat"), ("Profile.yml", "Profile"), ("a/b/Caf\u{E9}.yaml", "Caf\u{E9}"),
            ("Specs/.yaml", ".yaml"), ("Notes.txt", "Notes.txt"), ("x.yaml.yml", "x.yaml"),
        ]
        for (path, feature) in cases {
            XCTAssertEqual(SpecValidator.featureName(forSpecAt: path), feature, path)
        }
    }

    func testAPathIsTheFolderASlashAndTheName() {
        XCTAssertEqual(PathComponents.path(in: "Generated", named: "TeamChatState.swift"), "Generated/TeamChatState.swift")
        XCTAssertEqual(PathComponents.path(in: "Generated/", named: "TeamChatState.swift"), "Generated/TeamChatState.swift")
        XCTAssertEqual(PathComponents.path(in: "/", named: "a"), "/a")
        XCTAssertEqual(PathComponents.path(in: nil, named: "TodoAction.swift"), "TodoAction.swift")
        XCTAssertEqual(PathComponents.path(in: "Sp\u{E9}cs", named: "Caf\u{E9}.yaml"), "Sp\u{E9}cs/Caf\u{E9}.yaml")
        XCTAssertEqual(FilePart.reducerLogic.path(for: "Inbox", in: "out"), "out/InboxReducerLogic.swift")
        XCTAssertEqual(FilePart.state.fileName(for: "Inbox"), "InboxState.swift")
    }
}
