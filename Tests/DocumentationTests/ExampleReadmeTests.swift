import Foundation
import XCTest

/// The example app's README shows what its package really holds: every Swift or YAML block is
/// an excerpt of a file of the repository (`<!-- excerpt of: PATH -->`), found there line for
/// line, so a snippet that no longer matches the example's specs or sources fails here (and
/// the package's sources it quotes are compiled and tested by `.ci/example`).
final class ExampleReadmeTests: XCTestCase {
    private let root = Shell.repositoryRoot
    private let document = "Examples/TeamChatApp/README.md"

    func testEverySwiftAndYAMLBlockIsInTheFileItQuotes() throws {
        var checked = 0
        for block in try DocumentBlock.blocks(ofDocument: document, root: root) where block.language == "swift" || block.language == "yaml" {
            guard case .excerpt(let path) = block.directive else {
                XCTFail("\(block.location): a \(block.language) block of the example's README quotes a file of the example: say which with <!-- excerpt of: PATH -->")
                continue
            }
            guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else {
                XCTFail("\(block.location): the README quotes \(path), which does not exist")
                continue
            }
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.last == "" { lines.removeLast() }
            XCTAssert(contains(lines, excerpt: block.lines), "\(block.location): these lines are not in \(path):\n\(block.text)")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 0, "\(document) has no Swift or YAML block to check")
    }

    /// A screen's pull to refresh waits for the work of the load it sends (its retries
    /// included) rather than returning at once, and no screen stops the room's work when it
    /// disappears, which it also does when a thread is pushed over it.
    func testTheScreensAwaitTheRefreshAndStopTheRoomWhenItIsLeft() throws {
        let screens = root.appendingPathComponent("Examples/TeamChatApp/Screens")
        let files = try FileManager.default.contentsOfDirectory(atPath: screens.path).filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertEqual(files, ["ChatScreen.swift", "RoomsScreen.swift", "TodoScreen.swift"])
        for file in files {
            let text = try String(contentsOf: screens.appendingPathComponent(file), encoding: .utf8)
            XCTAssertFalse(text.contains("onDisappear"), "\(file): a screen's onDisappear also runs when a screen is pushed over it")
            let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            for (index, line) in lines.enumerated() where line.hasPrefix(".refreshable") {
                let body = lines[(index + 1)...].prefix { $0 != "}" }.filter { !$0.hasPrefix("//") }
                XCTAssert(body.allSatisfy { !$0.contains(".send(") || ($0.hasPrefix("await ") && $0.hasSuffix(".finish()")) },
                    "\(file): a refresh's send returns at once; await its work: `await viewModel.send(…).finish()`")
            }
        }
        let chat = try String(contentsOf: screens.appendingPathComponent("ChatScreen.swift"), encoding: .utf8)
        XCTAssert(chat.contains("await viewModel.send(.loadMessages(page: 1)).finish()"))
    }
}
