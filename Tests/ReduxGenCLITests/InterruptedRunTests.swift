import Foundation
import XCTest

/// A run into a folder it creates writes every file whole, skeletons included, and leaves
/// no temporary file behind.
final class InterruptedRunTests: XCTestCase {
    private let todo = "state:\n  todos: \"[String]\"\nactions:\n  add: String\n"

    func testARunIntoANewFolderWritesEverySkeletonWhole() throws {
        let cli = try CLIHarness()
        try cli.write(todo, to: "Specs/Todo.yaml")
        XCTAssertEqual(try cli.run(["Specs", "-o", "Out"]).status, 0)
        XCTAssertEqual(try cli.run(["Specs", "-o", "Out", "--skeletons", "Logic"]).status, 0)
        let skeleton = try XCTUnwrap(cli.read("Out/TodoReducerLogic.swift"))
        XCTAssertTrue(skeleton.hasSuffix("}\n"), skeleton)
        XCTAssertEqual(cli.read("Logic/TodoReducerLogic.swift"), skeleton)
        XCTAssertEqual(cli.list("Out").filter { $0.hasPrefix(".") }, [], "no temporary file is left")
    }
}
