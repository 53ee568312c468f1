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
            enum FeatureAction: Sendable {
                case refresh
                case select(Item.ID)
                case move(from: Int, to: Int)
            }
            """)
        // `==` matches the left action's case, then the right one's, and compares their values.
        XCTAssertContains(action, """
            extension FeatureAction: Swift.Equatable {
                static func == (lhs: Self, rhs: Self) -> Swift.Bool {
                    switch lhs {
                    case .refresh:
                        if case .refresh = rhs { return true }
                    case let .select(l0):
                        if case let .select(r0) = rhs { return l0 == r0 }
                    case let .move(l0, l1):
                        if case let .move(r0, r1) = rhs { return l0 == r0 && l1 == r1 }
                    }
                    return false
                }
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
        XCTAssertContains(action, "enum FeatureAction: Sendable {\n}\n\nextension FeatureAction: Swift.Equatable {}\n")
    }
}
