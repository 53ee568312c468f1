import Foundation
import XCTest

/// A run into a folder it creates writes skeletons in place; what an interrupted run leaves
/// behind is repaired by the next run, and nothing the user wrote is touched.
final class InterruptedRunTests: XCTestCase {
    private let todo = "state:\n  todos: \"[String]\"\nactions:\n  add: String\n"

    func testACutOffOrEmptySkeletonIsWrittenAgainAndAnEditedOneIsKept() throws {
        let cli = try CLIHarness()
        for name in ["Cut", "Empty", "Edited"] { try cli.write(todo, to: "Specs/\(name).yaml") }
        XCTAssertEqual(try cli.run(["Specs", "-o", "Reference"]).status, 0)
        let skeleton = try XCTUnwrap(cli.read("Reference/CutReducerLogic.swift"))

        // What a run killed while writing leaves: files cut off, no manifest.
        try cli.write(String(skeleton.prefix(skeleton.count / 2)), to: "Out/CutReducerLogic.swift")
        try cli.write("", to: "Out/EmptyReducerLogic.swift")
        let edited = skeleton.replacingOccurrences(of: "_ = payload  // TODO", with: "return  // TODO")
        XCTAssertNotEqual(edited, skeleton)
        try cli.write(edited, to: "Out/EditedReducerLogic.swift")

        let check = try cli.run(["Specs", "-o", "Out", "--check"])
        XCTAssertEqual(check.status, 2)
        XCTAssertTrue(check.stderr.contains("Out/CutReducerLogic.swift"), check.stderr)
        XCTAssertTrue(check.stderr.contains("Out/EmptyReducerLogic.swift"), check.stderr)
        XCTAssertFalse(check.stderr.contains("Out/EditedReducerLogic.swift"), check.stderr)

        let result = try cli.run(["Specs", "-o", "Out", "--verbose"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(cli.read("Out/CutReducerLogic.swift"), skeleton)
        XCTAssertEqual(cli.read("Out/EmptyReducerLogic.swift"), cli.read("Reference/EmptyReducerLogic.swift"))
        XCTAssertEqual(cli.read("Out/EditedReducerLogic.swift"), edited)
        XCTAssertTrue(result.stdout.contains("kept (yours): Out/EditedReducerLogic.swift"), result.stdout)
    }

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
