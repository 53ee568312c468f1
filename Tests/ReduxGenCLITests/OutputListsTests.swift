import Foundation
import XCTest

import ReduxGenCore

/// `reduxgen outputs`, which Scripts/reduxgen-build-phase.sh reads, lists what `generate`
/// writes. (The build plugins' list, which cannot come from the tool, is checked against
/// the generator's table by `FilePartTableTests`.)
final class OutputListsTests: XCTestCase {
    func testOutputsListsExactlyTheFilesGenerateWritesAtEveryRun() throws {
        let cli = try CLIHarness()
        try cli.copyExampleSpecs()
        let outputs = try cli.run(["outputs", "Specs", "--output", "Out"])
        XCTAssertEqual(outputs.status, 0, outputs.stderr)
        XCTAssertEqual(outputs.stderr, "")
        let listed = outputs.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(try cli.run(["generate", "Specs", "--output", "Out", "--no-skeletons"]).status, 0)
        XCTAssertEqual(listed.sorted(), cli.list("Out").map { "Out/\($0)" })
        XCTAssertEqual(listed.count, cli.list("Specs").count * FilePart.generatedParts.count, "every part of every example spec")
        XCTAssertEqual(Array(listed.prefix(2)), ["Out/CanvasState.swift", "Out/CanvasAction.swift"], "in the order of the specs and parts")

        // Spec files, in the order given, into a folder that need not exist.
        let files = try cli.run(["outputs", "Specs/Todo.yaml", "Specs/Catalog.yaml", "-o", "/tmp/nowhere/"])
        XCTAssertEqual(files.stdout.split(separator: "\n").first, "/tmp/nowhere/TodoState.swift")
        XCTAssertEqual(files.stdout.split(separator: "\n").last, "/tmp/nowhere/CatalogViewModel.swift")
    }

    func testOutputsReportsWhatKeepsSpecsFromBeingFound() throws {
        let cli = try CLIHarness()
        let missing = try cli.run(["outputs", "Nowhere", "-o", "Out"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertEqual(missing.stdout, "")
        XCTAssertEqual(missing.stderr, "reduxgen: error: no such file or folder: 'Nowhere'\n")
        try cli.write("state: {}\n", to: "A/Todo.yaml")
        try cli.write("state: {}\n", to: "B/Todo.yml")
        let twice = try cli.run(["outputs", "A", "B", "-o", "Out"])
        XCTAssertEqual(twice.status, 1)
        XCTAssertTrue(twice.stderr.hasPrefix("B/Todo.yml:1:1: error: the feature 'Todo' is also generated from A/Todo.yaml"), twice.stderr)
        XCTAssertEqual(try cli.run(["outputs", "A"]).status, 64, "--output is required")
    }
}
