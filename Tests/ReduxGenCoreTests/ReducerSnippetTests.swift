import XCTest

@testable import ReduxGenCore

/// The generated reducer and the reducer skeleton.
final class ReducerSnippetTests: XCTestCase {
    private let spec = """
        state:
          items: "[Item]"
        actions:
          clear:
        requests:
          load: { success: "[Item]", into: items }
          save: { params: Item, failure: SaveError }
        """

    /// Every answer that reaches the reducer applies, whatever the status: the loader
    /// dispatches the answer of a current call only. The answers carry the call's params.
    func testTheRequestLifecycleAppliesEveryAnswer() {
        let reducer = Generate.file(.reducer, from: spec)
        XCTAssertContains(reducer, """
                    switch action {
                    case .load:
                        state.loadStatus = .loading
                    case .loadSuccess(let payload):
                        state.loadStatus = .succeeded
                        state.items = payload
                    case .loadFailure(let error):
                        state.loadStatus = .failed(error)
                    case .save:
                        state.saveStatus = FeatureState.SaveStatus.loading
                    case .saveSuccess:
                        state.saveStatus = FeatureState.SaveStatus.succeeded
                    case .saveFailure(let answeredPayload, let error):
                        _ = answeredPayload  // bound: '_' fails when a type of the case is missing
                        state.saveStatus = FeatureState.SaveStatus.failed(error)
                    default:
                        // The spec's actions, which reduceLogic alone reduces.
                        break
                    }
            """)
        XCTAssertContains(reducer, "        reduceLogic(&state, action)\n    }\n")
        XCTAssertFalse(reducer.contains("return state"), "the reducer changes the state in place")
    }

    func testWithoutRequestsTheReducerOnlyCallsTheLogic() {
        let reducer = Generate.file(.reducer, from: "state: {}\nactions: { clear: }\n")
        XCTAssertContains(reducer, """
                static func reduce(_ state: inout FeatureState, _ action: FeatureAction) {
                    reduceLogic(&state, action)
                }
            """)
        XCTAssertFalse(reducer.contains("switch"))
    }

    func testTheSkeletonSwitchesExhaustivelyWithoutBindingPayloads() {
        let skeleton = Generate.file(.reducerLogic, from: spec)
        XCTAssertContains(skeleton, """
                static func reduceLogic(_ state: inout FeatureState, _ action: FeatureAction) {
                    switch action {
                    case .clear:
                        break  // TODO: apply `clear` to the state.
                    case .load, .loadSuccess, .loadFailure:
                        break  // The generated reducer sets `loadStatus` and stores the success payload in `items`.
                    case .save, .saveSuccess, .saveFailure:
                        break  // The generated reducer sets `saveStatus`.
                    }
                }
            """)
    }

    func testASkeletonWithoutActionsHasNoSwitch() {
        let skeleton = Generate.file(.reducerLogic, from: "state: {}\n")
        XCTAssertContains(skeleton, "_ action: FeatureAction) {\n    }\n")
    }
}
