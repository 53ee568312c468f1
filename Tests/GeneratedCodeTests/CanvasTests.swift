import ReduxRuntime
import XCTest

@testable import GoldenFeatures

/// Specs/Canvas.yaml: `equatable: false` for models that are not `Equatable`.
@MainActor
final class CanvasTests: XCTestCase {
    /// (That they stay `Sendable` is checked by the compiler: the store's `states` stream
    /// below needs it.)
    func testStateAndActionAreNotEquatable() async {
        XCTAssertFalse((CanvasState.self as Any.Type) is any Equatable.Type)
        XCTAssertFalse((CanvasAction.self as Any.Type) is any Equatable.Type)
        _ = Store(initialState: CanvasState(drawing: Drawing()), reducer: CanvasReducer.reduce).states
    }

    func testObserversHearEveryActionSinceStatesCannotBeCompared() async {
        let store = Store(initialState: CanvasState(drawing: Drawing()), reducer: CanvasReducer.reduce)
        var heard = 0
        store.subscribe { _ in heard += 1 }
        store.dispatch(.clear)
        store.dispatch(.clear)
        XCTAssertEqual(heard, 3, "the current state, then one state per action")
    }
}
