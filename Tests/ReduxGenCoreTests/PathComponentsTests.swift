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

    func testAPathIsTheFolderASlashAndTheNamesPieces() {
        XCTAssertEqual(PathComponents.path(in: "Generated", named: "TeamChat", "State", ".swift"), "Generated/TeamChatState.swift")
        XCTAssertEqual(PathComponents.path(in: "Generated/", named: "TeamChatState.swift"), "Generated/TeamChatState.swift")
        XCTAssertEqual(PathComponents.path(in: "/", named: "a"), "/a")
        XCTAssertEqual(PathComponents.path(in: nil, named: "Todo", "Action", ".swift"), "TodoAction.swift")
        XCTAssertEqual(PathComponents.path(in: "Sp\u{E9}cs", named: "Caf\u{E9}", ".yaml"), "Sp\u{E9}cs/Caf\u{E9}.yaml")
        XCTAssertEqual(FilePart.reducerLogic.path(for: "Inbox", in: "out"), "out/InboxReducerLogic.swift")
        for folder in ["Specs", "Specs/", "/"] {
            let name = Array("Caf\u{E9}.yaml".utf8)
            let fromBytes = name.withUnsafeBufferPointer { PathComponents.path(in: folder, nameBytes: $0) }
            XCTAssertEqual(fromBytes, PathComponents.path(in: folder, named: "Caf\u{E9}.yaml"))
        }
    }

    func testACPathIsThePathsBytesAndANull() {
        // Folders with and without a slash, none, the root, an empty one, non-ASCII names,
        // and a folder made from a substring.
        let pieces: [(String?, String, String, String)] = [
            ("Generated", "TeamChat", "State", ".swift"), ("Generated/", "Todo", "Action", ".swift"), ("/", "a", "", ""),
            (nil, "Todo", "Reducer", ".swift"), ("", "x", "y", "z"), ("Sp\u{E9}cs", "Caf\u{E9}", "Loader", ".swift"),
            (String("../out/extra".dropLast(6)), "Inbox", "ReducerLogic", ".swift"),
        ]
        for (folder, first, second, third) in pieces {
            let length = PathComponents.cPathLength(in: folder, named: first, second, third)
            var cPath = [CChar](repeating: 7, count: length)
            cPath.withUnsafeMutableBufferPointer {
                PathComponents.writeCPath(in: folder, named: first, second, third, into: $0)
            }
            let expected = PathComponents.path(in: folder, named: first, second, third)
            XCTAssertEqual(cPath.map { UInt8(bitPattern: $0) }, Array(expected.utf8) + [0], expected)
        }
    }
}
