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
        // A type that can be missing is named by its alias, which stands where the spec
        // writes the type; a standard library type needs none.
        XCTAssertContains(action, """
            enum FeatureAction: Sendable {
                case refresh
                case select(SelectPayload)
                case move(from: Int, to: Int)
            }
            """)
        XCTAssertContains(action, """
            extension FeatureAction {
                /// The payload of the `select` action.
                typealias SelectPayload =
                      Item.ID
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
                /// The `load` request succeeded: the call's arguments, then its answer.
                case loadSuccess(page: Int, LoadSuccess)
                /// The `load` request failed: the call's arguments, then its error.
                case loadFailure(page: Int, FeatureState.LoadFailure)

                /// Starts the `ping` request.
                case ping
                /// The `ping` request succeeded.
                case pingSuccess
                /// The `ping` request failed.
                case pingFailure(ReduxRuntime.RequestError)

                /// Starts the `fetch` request.
                case fetch(FetchPayload)
            """)
        XCTAssertContains(action, """
            extension FeatureAction {
                /// The success of the `load` request.
                typealias LoadSuccess =
                          [Item]
                /// The payload of the `fetch` request.
                typealias FetchPayload =
                               Item.ID
            }
            """)
    }

    func testAFeatureWithoutActionsHasAnEmptyEnum() {
        let action = Generate.file(.action, from: "state: {}\n")
        XCTAssertContains(action, "enum FeatureAction: Sendable {\n}\n\nextension FeatureAction: Swift.Equatable {}\n")
    }
}
