import Foundation
import XCTest

/// A props skeleton that builds its props itself does not follow a `default:` the spec gives
/// a prop later, and the compiler has nothing to say. The run that changes the default warns
/// at it, naming the skeleton and what to write there; a skeleton that starts from
/// `derived(from:)` follows the spec and gets no warning.
final class PropDefaultHintTests: XCTestCase {
    private let spec = "state:\n  count: Int\nprops:\n  heading: String\n"
    private let specWithDefault = "state:\n  count: Int\nprops:\n  heading:\n    type: String\n    default: '\"Chat\"'\n"

    private func warnings(_ stderr: String) -> [String] {
        stderr.split(separator: "\n").filter { $0.contains("warning:") }.map(String.init)
    }

    func testADefaultThatAPropsSkeletonMakingItsOwnPropsIgnoresIsReportedAtTheDefault() throws {
        let cli = try CLIHarness()
        try cli.write(spec, to: "Specs/Chat.yaml")
        XCTAssertEqual(try cli.run(["Specs", "-o", "Out", "--skeletons", "Sources"]).status, 0)
        let skeleton = try XCTUnwrap(cli.read("Sources/ChatPropsLogic.swift"))
        XCTAssertTrue(skeleton.contains("ChatProps.derived(from: state)"), skeleton)
        let edited = skeleton.replacingOccurrences(of: "ChatProps.derived(from: state)", with: "ChatProps(heading: state.count > 0 ? \"Busy\" : \"\")")
        try cli.write(edited, to: "Sources/ChatPropsLogic.swift")

        try cli.write(specWithDefault, to: "Specs/Chat.yaml")
        let run = try cli.run(["Specs", "-o", "Out", "--skeletons", "Sources"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(warnings(run.stderr), [
            "Specs/Chat.yaml:6:14: warning: the prop 'heading' defaults to \"Chat\" now, not \"\", and ChatPropsLogic.swift does not follow: "
                + "its make(from:) makes the ChatProps itself (the file is yours: reduxgen wrote it once). "
                + "Write 'heading: \"Chat\"' in the ChatProps(…) it returns, or start from ChatProps.derived(from: state), which follows the spec's defaults.",
        ])
        // The skeleton stays the user's, and the generated props follow the spec.
        XCTAssertEqual(cli.read("Sources/ChatPropsLogic.swift"), edited)
        XCTAssertTrue(try XCTUnwrap(cli.read("Out/ChatViewModel.swift")).contains("let heading: String = \"Chat\""))

        // A run that changes nothing of the props says nothing more.
        try cli.write(specWithDefault + "actions:\n  reset:\n", to: "Specs/Chat.yaml")
        let again = try cli.run(["Specs", "-o", "Out", "--skeletons", "Sources"])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(warnings(again.stderr), [])
    }

    func testAPropsSkeletonThatStartsFromTheDerivedPropsIsNotWarned() throws {
        let cli = try CLIHarness()
        try cli.write(spec, to: "Specs/Chat.yaml")
        XCTAssertEqual(try cli.run(["Specs", "-o", "Out", "--skeletons", "Sources"]).status, 0)
        try cli.write(specWithDefault, to: "Specs/Chat.yaml")
        let run = try cli.run(["Specs", "-o", "Out", "--skeletons", "Sources"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(warnings(run.stderr), [])
    }
}
