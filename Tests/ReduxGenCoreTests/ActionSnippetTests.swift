import XCTest

@testable import ReduxGenCore

/// `actions:` and `requests:` → the action enum.
final class ActionSnippetTests: XCTestCase {
    func testPayloadForms() {
        let action = Generate.file(.action, from: """
            state: {}
            actions:
              refresh:
              select: Item.ID
              move: { from: Int, to: Int }
            """)
        XCTAssertContains(action, """
            enum FeatureAction: Equatable, Sendable {
                case refresh
                case select(Item.ID)
                case move(from: Int, to: Int)
            }
            """)
    }

    func testEachRequestAddsATriple() {
        let action = Generate.file(.action, from: """
            state: {}
            requests:
              load:
                params: { page: Int }
                success: "[Item]"
                failure: LoadError
              ping:
              fetch: { params: Item.ID }
            """)
        XCTAssertContains(action, """
                /// Starts the `load` request.
                case load(page: Int)
                /// The `load` request succeeded.
                case loadSuccess([Item])
                /// The `load` request failed.
                case loadFailure(LoadError)

                /// Starts the `ping` request.
                case ping
                /// The `ping` request succeeded.
                case pingSuccess
                /// The `ping` request failed.
                case pingFailure(ReduxRuntime.RequestError)

                /// Starts the `fetch` request.
                case fetch(Item.ID)
            """)
    }

    func testAFeatureWithoutActionsHasAnEmptyEnum() {
        let action = Generate.file(.action, from: "state: {}\n")
        XCTAssertContains(action, "enum FeatureAction: Equatable, Sendable {\n}\n")
    }
}
