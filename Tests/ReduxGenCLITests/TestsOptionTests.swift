import Foundation
import XCTest

/// `--tests DIR`: each feature's service mock (regenerated) and transition tests (written
/// once) go to a folder of a test target, never into the output folder.
final class TestsOptionTests: XCTestCase {
    private let todo = "state:\n  todos: \"[String]\"\nrequests:\n  load: { success: \"[String]\", into: todos }\n"

    func testTheMockIsRegeneratedAndTheTestsAreWrittenOnce() throws {
        let cli = try CLIHarness()
        try cli.write(todo, to: "Specs/Todo.yaml")
        let first = try cli.run(["Specs", "-o", "Out", "--tests", "Tests/AppTests", "--tests-module", "App"])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(cli.list("Tests/AppTests"), ["TodoServiceMock.swift", "TodoTransitionTests.swift"])
        XCTAssertTrue(cli.read("Tests/AppTests/TodoTransitionTests.swift")!.contains("@testable import App\n"))
        XCTAssertFalse(cli.list("Out").contains("TodoServiceMock.swift"))

        try cli.write("// my tests\n", to: "Tests/AppTests/TodoTransitionTests.swift")
        try cli.write(todo + "  save: { params: String }\n", to: "Specs/Todo.yaml")
        XCTAssertEqual(try cli.run(["Specs", "-o", "Out", "--tests", "Tests/AppTests"]).status, 0)
        XCTAssertEqual(cli.read("Tests/AppTests/TodoTransitionTests.swift"), "// my tests\n")
        XCTAssertTrue(cli.read("Tests/AppTests/TodoServiceMock.swift")!.contains("func save(_ payload: String) async throws"))
    }

    func testATestsFolderThatIsAFileOrInTheOutputFolderIsAnErrorAndNothingIsWritten() throws {
        let cli = try CLIHarness()
        try cli.write(todo, to: "Specs/Todo.yaml")
        try cli.write("not a folder\n", to: "Tests.swift")
        let file = try cli.run(["Specs", "-o", "Out", "--tests", "Tests.swift"])
        XCTAssertEqual(file.status, 1)
        XCTAssertTrue(file.stderr.contains("--tests Tests.swift is not a folder"), file.stderr)
        let inside = try cli.run(["Specs", "-o", "Out", "--tests", "./Out/Tests"])
        XCTAssertEqual(inside.status, 1)
        XCTAssertTrue(inside.stderr.contains("--tests ./Out/Tests is in the output folder Out"), inside.stderr)
        XCTAssertEqual(cli.list("."), ["Specs", "Tests.swift"])
    }

    func testTestsModuleNeedsTests() throws {
        let cli = try CLIHarness()
        try cli.write(todo, to: "Specs/Todo.yaml")
        let result = try cli.run(["Specs", "-o", "Out", "--tests-module", "App"])
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.stderr.contains("give --tests too"), result.stderr)
    }
}
