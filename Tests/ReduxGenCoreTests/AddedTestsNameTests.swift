import XCTest

@testable import ReduxGenCore
@testable import ReduxGenTestFiles

/// A request's tests added later go to a file named by the request, which is never the file
/// of a group of tests added later (`+Navigation`, `+BindingsAndTriggers`, `+Children`, with
/// a number or not), and are headed by a mark that is not a group's.
final class AddedTestsNameTests: XCTestCase {
    func testAGroupsFilesAreItsNameAloneOrWithANumber() {
        for name in ["Navigation", "Navigation2", "BindingsAndTriggers", "Children", "Children12"] {
            XCTAssertTrue(AddedTestsGroup.names(name), name)
        }
        for name in ["navigation", "Navigations", "NavigationRequest", "Children2a", "Child", "Load", "Navigation²"] {
            XCTAssertFalse(AddedTestsGroup.names(name), name)
        }
    }

    func testARequestNamedLikeAGroupsFileHasRequestAfterItsName() throws {
        let plan = try Generate.plan("Search", """
            state: {}
            requests:
              navigation: { success: Int }
              navigationRequest: { success: Int }
              children2: { success: Int }
              bindingsAndTriggers: { success: Int }
              load: { success: Int }

            """)
        XCTAssertEqual(plan.requests.map(\.testName), ["Navigation", "NavigationRequest", "Children2", "BindingsAndTriggers", "Load"])
        XCTAssertEqual(
            plan.requests.map(\.addedTestsName), ["NavigationRequest2", "NavigationRequest", "Children2Request", "BindingsAndTriggersRequest", "Load"])
        XCTAssertEqual(plan.requests.map(\.testsMark), [
            "// MARK: navigation request", "// MARK: navigationRequest", "// MARK: children2 request", "// MARK: bindingsAndTriggers request",
            "// MARK: load",
        ])
        XCTAssertEqual(TestFiles.addedTestsFileName(feature: "Search", request: plan.requests[2]), "SearchTransitionTests+Children2Request.swift")
    }

    /// A request `children` and a child, both added after the transition tests were written,
    /// get a file each.
    func testARequestAndTheGroupItIsNamedLikeGetAFileEach() throws {
        let board = try Generate.plan("Board", """
            state: {}
            requests:
              children: { success: Int }
            children:
              pin: { feature: Pin, optional: true }

            """)
        let pin = try Generate.plan("Pin", "state:\n  label: { type: String, default: '\"\"' }\nbindings: [label]\n").feature
        var planner = TestFilesPlanner(
            folder: TestsFolder(files: [("BoardTransitionTests.swift", "")]), declarations: SwiftDeclarations(sources: []),
            featureNamed: { $0 == "Pin" ? pin : nil })
        let files = planner.testFiles(for: board)
        var diagnostics: [Diagnostic] = []
        let renderer = Renderer(templates: try XCTUnwrap(TemplateSet.make(parts: [.transitionTests], diagnostics: &diagnostics)), testFileWriter: TransitionTestFileWriter())
        let added = renderer.render(board, testFiles: files).filter { $0.variant != nil }
        XCTAssertEqual(added.map(\.name), ["BoardTransitionTests+ChildrenRequest.swift", "BoardTransitionTests+Children.swift"])
        XCTAssertTrue(added[0].contents.contains("final class BoardTransitionTestsOfChildrenRequest: XCTestCase {"), added[0].contents)
        XCTAssertTrue(added[0].contents.contains("    // MARK: children request\n"), added[0].contents)
        XCTAssertTrue(added[1].contents.contains("func testPinActionReachesThePresentChild() async {"), added[1].contents)
    }
}
