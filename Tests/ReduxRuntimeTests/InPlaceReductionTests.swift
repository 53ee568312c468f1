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

/// A parent whose rows are child features: a row's action reaches the row in place.
@MainActor
final class ChildInPlaceReductionTests: XCTestCase {
    private struct Row: Identifiable, Equatable {
        var id: Int
        var list: CountedList
    }

    private struct Parent: Equatable {
        var rows: IdentifiedArray<Row>
    }

    private enum Action {
        case row(id: Int, Int)
    }

    /// The parent's reducer as reduxgen generates it: the child's reducer on the row it names.
    private static func reduce(_ state: inout Parent, _ action: Action) {
        switch action {
        case .row(let id, let item):
            guard let index = state.rows.index(id: id) else { return }
            reduceRow(&state.rows[index], item)
        }
    }

    private static func reduceRow(_ row: inout Row, _ item: Int) {
        row.list.append(item)
    }

    func testAChildsActionChangesItsRowWithoutCopyingIt() async {
        let counts = ListCounts()
        // Made in place: a variable holding the rows would share their lists with the store.
        let store = Store(
            initialState: Parent(rows: IdentifiedArray((0..<3).map { Row(id: $0, list: CountedList(Array(0..<1_000), counts: counts)) })),
            reducer: Self.reduce
        )
        for item in 0..<100 { store.dispatch(.row(id: item % 3, item)) }
        XCTAssertEqual(store.state.rows[id: 1]?.list.count, 1_033)
        XCTAssertEqual(counts.copies, 0, "a child's action copied its row")
    }
}
