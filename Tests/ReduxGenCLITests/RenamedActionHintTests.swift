import Foundation
import XCTest

/// When the spec renames an action, the user's reducer skeleton still has a case of the old
/// name, and the compiler only says the action enum has no such member. The run that
/// generates the renamed action warns at each use of the old name in the skeleton, naming
/// the new one.
final class RenamedActionHintTests: XCTestCase {
    private func spec(_ actions: String) -> String {
        "state:\n  selected: Int?\nactions:\n\(actions)"
    }

    /// The 1-based line and column of the first `.name` in `text`.
    private func position(of name: String, in text: String) throws -> (line: Int, column: Int) {
        let lines = text.components(separatedBy: "\n")
        let line = try XCTUnwrap(lines.firstIndex { $0.contains("." + name) })
        let column = try XCTUnwrap(lines[line].range(of: "." + name)).lowerBound.utf16Offset(in: lines[line]) + 2
        return (line + 1, column)
    }

    func testARenamedActionIsNamedAtTheSkeletonsOldCase() throws {
        let cli = try CLIHarness()
        try cli.write(spec("  select: Int\n  clear:\n"), to: "Specs/Chat.yaml")
        XCTAssertEqual(try cli.run(["Specs", "-o", "Out", "--skeletons", "Sources"]).status, 0)
        let skeleton = try XCTUnwrap(cli.read("Sources/ChatReducerLogic.swift"))
        XCTAssertTrue(skeleton.contains("case .select(let"), skeleton)

        try cli.write(spec("  choose: Int\n  clear:\n"), to: "Specs/Chat.yaml")
        let run = try cli.run(["Specs", "-o", "Out", "--skeletons", "Sources"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let (line, column) = try position(of: "select", in: skeleton)
        XCTAssertEqual(
            run.stderr.split(separator: "\n").filter { $0.contains("warning:") }.map(String.init),
            ["Sources/ChatReducerLogic.swift:\(line):\(column): warning: 'select' is no action of Chat.yaml any more; "
                + "did the spec rename it to 'choose'? Then rename the case here too."])
        // The skeleton stays the user's.
        XCTAssertEqual(cli.read("Sources/ChatReducerLogic.swift"), skeleton)
    }

    /// A success whose values changed (here it carries the field its call now reads, as
    /// every success carries its call's arguments) breaks a skeleton's pattern that binds its
    /// payload alone: the run warns there with what to write.
    func testAPatternOfASuccessThatNowCarriesItsArgumentsIsToldWhatToWrite() throws {
        let cli = try CLIHarness()
        let request = "state:\n  query: String\n  found: \"[Int]\"\nrequests:\n  search:\n    success: \"[Int]\"\n"
        try cli.write(request, to: "Specs/Search.yaml")
        XCTAssertEqual(try cli.run(["Specs", "-o", "Out", "--skeletons", "Sources"]).status, 0)
        let skeleton = try XCTUnwrap(cli.read("Sources/SearchReducerLogic.swift"))
            .replacingOccurrences(of: "case .search, .searchSuccess, .searchFailure:", with: "case .searchSuccess(let found):\n            state.found = found\n        case .search, .searchFailure:")
        try cli.write(skeleton, to: "Sources/SearchReducerLogic.swift")

        try cli.write(request + "    reads: [query]\n", to: "Specs/Search.yaml")
        let run = try cli.run(["Specs", "-o", "Out", "--skeletons", "Sources"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let (line, column) = try position(of: "searchSuccess(let", in: skeleton)
        XCTAssertEqual(
            run.stderr.split(separator: "\n").filter { $0.contains("warning:") }.map(String.init),
            ["Sources/SearchReducerLogic.swift:\(line):\(column): warning: 'searchSuccess' now carries query: String before its other values, "
                + "the arguments of the call it answers: write '_, ' at the start of this pattern, or bind it"])
    }

    /// The build plugin writes no skeletons: the command plugin put the skeleton beside the
    /// spec, where the hint looks for it.
    func testTheSkeletonBesideTheSpecIsReadWhenTheRunWritesNone() throws {
        let cli = try CLIHarness()
        try cli.write(spec("  select: Int\n"), to: "Sources/Chat/Chat.yaml")
        XCTAssertEqual(try cli.run(["Sources/Chat/Chat.yaml", "-o", "Sources/Chat", "--only-skeletons"]).status, 0)
        XCTAssertEqual(try cli.run(["Sources/Chat/Chat.yaml", "-o", "Plugin", "--no-skeletons"]).status, 0)
        try cli.write(spec("  choose: Int\n"), to: "Sources/Chat/Chat.yaml")
        let run = try cli.run(["Sources/Chat/Chat.yaml", "-o", "Plugin", "--no-skeletons"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(
            run.stderr.contains("Sources/Chat/ChatReducerLogic.swift:")
                && run.stderr.contains("warning: 'select' is no action of Chat.yaml any more; did the spec rename it to 'choose'?"),
            run.stderr)
    }

    func testTheRoutingSkeletonIsHintedToo() throws {
        let cli = try CLIHarness()
        let routed = "routes:\n  details: { id: Int }\n"
        try cli.write(spec("  select: Int\n") + routed, to: "Specs/Chat.yaml")
        XCTAssertEqual(try cli.run(["Specs", "-o", "Out", "--skeletons", "Sources"]).status, 0)
        let routing = try XCTUnwrap(cli.read("Sources/ChatRouting.swift"))

        try cli.write(spec("  choose: Int\n") + routed, to: "Specs/Chat.yaml")
        let run = try cli.run(["Specs", "-o", "Out", "--skeletons", "Sources"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let (line, column) = try position(of: "select", in: routing)
        XCTAssertTrue(
            run.stderr.contains("Sources/ChatRouting.swift:\(line):\(column): warning: 'select' is no action of Chat.yaml any more; "
                + "did the spec rename it to 'choose'?"),
            run.stderr)
    }

    func testARemovedActionIsToldToBeRemovedAndOfSeveralNewOnesTheClosestIsNamed() throws {
        let cli = try CLIHarness()
        func rename(_ before: String, _ after: String) throws -> String {
            try cli.write(spec("  select: Int\n" + before), to: "Specs/Chat.yaml")
            XCTAssertEqual(try cli.run(["Specs", "-o", "Out"]).status, 0)
            try cli.write(spec("  select: Int\n" + after), to: "Specs/Chat.yaml")
            let run = try cli.run(["Specs", "-o", "Out"])
            XCTAssertEqual(run.status, 0, run.stderr)
            return run.stderr
        }
        XCTAssertTrue(try rename("  reload:\n", "").contains("warning: 'reload' is no action of Chat.yaml any more: remove its case here."))
        XCTAssertTrue(
            try rename("  reload:\n", "  refresh:\n  reloads:\n").contains(
                "warning: 'reload' is no action of Chat.yaml any more; did the spec rename it to 'reloads'? Then rename the case here too."))
        XCTAssertTrue(
            try rename("  reload:\n", "  refresh:\n  fetch:\n").contains(
                "warning: 'reload' is no action of Chat.yaml any more; if the spec renamed it, use the new name here: 'refresh' or 'fetch'."))
        // Nothing gone, nothing said.
        XCTAssertFalse(try rename("", "  reload:\n").contains("warning:"))
    }
}
