import XCTest

@testable import ReduxGenCore

/// The `#sourceLocation` lines: each declaration that spells a spec's type or default is
/// preceded by one naming the spec's path (as given) and the line, and each run of them
/// ends with `#sourceLocation()`, so the rest of the file keeps its own lines.
final class SourceLocationTests: XCTestCase {
    private let spec = """
        state:
          items: "[Item]"
          limit: { type: Int, default: "10" }
        actions:
          select: Item.ID
        requests:
          load:
            success: "[Item]"
            failure: LoadError
            into: items

        """

    func testStateFieldsStatusesAndTheInitPointAtTheSpec() {
        let state = Generate.file(.state, from: spec, path: "Specs/Shop.yaml", keepingSourceLocations: true)
        XCTAssertContains(state, """
            #sourceLocation(file: "Specs/Shop.yaml", line: 1)
            struct ShopState: Sendable {
            #sourceLocation(file: "Specs/Shop.yaml", line: 2)
                var items: [Item]
            #sourceLocation(file: "Specs/Shop.yaml", line: 3)
                var limit: Int
                /// The status of the `load` request.
            #sourceLocation(file: "Specs/Shop.yaml", line: 9)
                var loadStatus: ReduxRuntime.RequestStatus<LoadError>
            #sourceLocation()
            """)
        // The init's line is the one before the first field's; each parameter lands on its
        // field's line, the status on its failure's line (six blank lines below the last field).
        XCTAssertContains(state, """
            #sourceLocation(file: "Specs/Shop.yaml", line: 1)
                init(
                    items: [Item] = [],
                    limit: Int = 10,





                    loadStatus: ReduxRuntime.RequestStatus<LoadError> = .idle
                ) {
            """)
        XCTAssertContains(state, "        self.loadStatus = loadStatus\n    }\n#sourceLocation()\n}\n")
    }

    func testActionCasesAndServiceMethodsPointAtTheSpec() {
        let action = Generate.file(.action, from: spec, path: "Specs/Shop.yaml", keepingSourceLocations: true)
        XCTAssertContains(action, "#sourceLocation(file: \"Specs/Shop.yaml\", line: 5)\n    case select(Item.ID)\n")
        XCTAssertContains(action, "#sourceLocation(file: \"Specs/Shop.yaml\", line: 8)\n    case loadSuccess([Item])\n")
        XCTAssertContains(action, "#sourceLocation(file: \"Specs/Shop.yaml\", line: 9)\n    case loadFailure(LoadError)\n#sourceLocation()\n}\n")
        let loader = Generate.file(.loader, from: spec, path: "Specs/Shop.yaml", keepingSourceLocations: true)
        // The failure type on its line: two lines below the request's name, under a comment.
        XCTAssertContains(loader, """
            #sourceLocation(file: "Specs/Shop.yaml", line: 7)
                func load() async
                    // The failure type stands on the spec's failure: line, where errors in it are reported.
                    throws(LoadError) -> [Item]
            #sourceLocation()
            }

            """)
        // The loader's call names the failure type too, on the same line.
        XCTAssertContains(loader, """
            #sourceLocation(file: "Specs/Shop.yaml", line: 9)
                        return ReduxRuntime.Request(id: ReduxRuntime.RequestID("load")) { [service] () async throws(LoadError) -> [Item] in
            """)
    }

    func testIntoPointsAtItsLine() {
        let reducer = Generate.file(.reducer, from: spec, path: "Specs/Shop.yaml", keepingSourceLocations: true)
        XCTAssertContains(reducer, """
            #sourceLocation(file: "Specs/Shop.yaml", line: 10)
                        state.items = payload
            #sourceLocation()
            """)
    }

    func testAnInitWhoseLinesDoNotIncreaseMapsToNoLine() {
        let state = Generate.file(.state, from: """
            requests:
              load: { failure: LoadError }
            state:
              items: "[Item]"

            """, keepingSourceLocations: true)
        XCTAssertContains(state, "    init(\n        items: [Item] = [],\n        loadStatus: ReduxRuntime.RequestStatus<LoadError> = .idle\n    ) {\n")
        XCTAssertFalse(state.contains("#sourceLocation(file: \"Feature.yaml\", line: 3)\n    init("))
    }

    func testThePathIsASwiftStringLiteral() {
        XCTAssertEqual(SourceLocationLine.literal(#"a "b"\c.yaml"#), #""a \"b\"\\c.yaml""#)
        XCTAssertEqual(SourceLocationLine.literal("a\nb"), #""a\u{a}b""#)
    }
}
