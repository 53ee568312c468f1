import ReduxRuntime
import ReduxTestSupport
import XCTest

/// The store hands the reducer its state in place, so a collection of the state grows without
/// being copied; a reducer of the returning shape still plugs in.
@MainActor
final class InPlaceReductionTests: XCTestCase {
    func testAStoreReducesInPlaceWithoutCopyingTheState() async {
        let counts = ListCounts()
        let store = Store(initialState: ListState(list: CountedList(counts: counts)), reducer: ListReducer.reduce)
        for item in 1...1_000 { store.dispatch(.append(item)) }
        XCTAssertEqual(store.state.list.items, Array(1...1_000))
        XCTAssertEqual(counts.copies, 0, "the store copied the state to reduce it")
    }

    func testAReducerOfTheReturningShapeStillPlugsInAndPaysACopyPerChange() async {
        let counts = ListCounts()
        let store = Store(initialState: ListState(list: CountedList(counts: counts))) { (state: ListState, action: ListAction) in
            var state = state
            ListReducer.reduce(&state, action)
            return state
        }
        for item in 1...10 { store.dispatch(.append(item)) }
        XCTAssertEqual(store.state.list.items, Array(1...10))
        XCTAssertEqual(counts.copies, 10, "a returning reducer copies the list it changes, once per action")
    }

    func testAReducerTypeAlsoReturnsTheNewStateLeavingItsArgumentAlone() async {
        let counts = ListCounts()
        let before = ListState(list: CountedList([1], counts: counts))
        let after = ListReducer.reduce(before, .append(2))
        XCTAssertEqual(before.list.items, [1])
        XCTAssertEqual(after.list.items, [1, 2])
        XCTAssertEqual([ListAction.append(2), .append(3)].reduce(before, ListReducer.reduce).list.items, [1, 2, 3])
    }

    func testAnInPlaceClosurePlugsIn() async {
        let store = Store<Int, Int>(initialState: 0) { state, action in state += action }
        store.dispatch(2)
        store.dispatch(3)
        XCTAssertEqual(store.state, 5)
    }
}
