import Foundation
import XCTest

/// The props and routing skeletons: written once next to the reducer's, only for a spec with
/// `props:` or `routes:`, never overwritten; deleting one gets it back on the next run.
final class ViewLayerSkeletonTests: XCTestCase {
    private let chat = """
        state:
          messages: "[String]"
        actions:
          select: Int
        props:
          messages: "[String]"
        routes:
          openThread: { index: Int }

        """

    func testSkeletonsAreWrittenOnceOnlyForTheSectionsASpecHas() throws {
        let cli = try CLIHarness()
        try cli.write(chat, to: "Specs/Chat.yaml")
        try cli.write("state: {}\nprops: { title: String }\n", to: "Specs/Plain.yaml")
        XCTAssertEqual(try cli.run(["Specs", "-o", "Out", "--skeletons", "Sources"]).status, 0)
        XCTAssertEqual(cli.list("Sources"), [
            "ChatPropsLogic.swift", "ChatReducerLogic.swift", "ChatRouting.swift", "PlainPropsLogic.swift", "PlainReducerLogic.swift",
        ])
        XCTAssertTrue(cli.list("Out").contains("ChatViewModel.swift"))

        try cli.write("// my props\n", to: "Sources/ChatPropsLogic.swift")
        try cli.write("// my routing\n", to: "Sources/ChatRouting.swift")
        try cli.write(chat + "  close:\n", to: "Specs/Chat.yaml")
        let kept = try cli.run(["Specs", "-o", "Out", "--skeletons", "Sources", "-v"])
        XCTAssertEqual(kept.status, 0, kept.stderr)
        XCTAssertEqual(cli.read("Sources/ChatPropsLogic.swift"), "// my props\n")
        XCTAssertEqual(cli.read("Sources/ChatRouting.swift"), "// my routing\n")
        XCTAssertTrue(kept.stdout.contains("kept (yours): Sources/ChatRouting.swift"), kept.stdout)
    }

    func testADeletedSkeletonOfAnUpToDateSpecIsWrittenAgain() throws {
        let cli = try CLIHarness()
        try cli.write(chat, to: "Specs/Chat.yaml")
        XCTAssertEqual(try cli.run(["Specs", "-o", "Out"]).status, 0)
        let routing = try XCTUnwrap(cli.read("Out/ChatRouting.swift"))
        try FileManager.default.removeItem(at: cli.folder.appendingPathComponent("Out/ChatRouting.swift"))
        XCTAssertEqual(try cli.run(["Specs", "-o", "Out"]).status, 0)
        XCTAssertEqual(cli.read("Out/ChatRouting.swift"), routing)
    }
}
