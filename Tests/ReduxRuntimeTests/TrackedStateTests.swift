import ReduxRuntime
import ReduxTestSupport
import XCTest

/// A state that records which fields each action writes: `subscribe(_:)` skips the actions
/// that wrote none, and keeps no copy of the state to find them.
@MainActor
final class TrackedStateTests: XCTestCase {
    private func makeStore(_ counts: ListCounts) -> Store<TrackedList, TrackedListAction> {
        Store(initialState: TrackedList(list: CountedList(counts: counts)), reducer: TrackedListReducer.reduce)
    }

    func testSubscribingKeepsNoCopyOfTheState() async {
        let counts = ListCounts()
        let store = makeStore(counts)
        let seen = Recorder<Int>()
        for _ in 1...3 { store.subscribe { seen.record($0.list.count) } }
        for item in 1...100 { store.dispatch(.append(item)) }
        XCTAssertEqual(counts.copies, 0, "a subscriber made the list be copied")
        XCTAssertEqual(counts.comparisons, 0, "a subscriber compared states")
        XCTAssertEqual(seen.values.count, 3 + 3 * 100)
        XCTAssertEqual(seen.values.suffix(3), [100, 100, 100])
    }

    func testAnActionThatWritesNoFieldCallsNoSubscriber() async {
        let counts = ListCounts()
        let store = makeStore(counts)
        let seen = Recorder<Int>()
        store.subscribe { seen.record($0.unrelated) }
        store.dispatch(.noop)
        store.dispatch(.setUnrelated(0))
        XCTAssertEqual(seen.values, [0], "an action that wrote nothing, or the value a field holds, called the subscriber")
        store.dispatch(.setUnrelated(2))
        store.dispatch(.touch)
        XCTAssertEqual(seen.values, [0, 2, 3])
    }

    func testAStateReplacedWholeIsAChange() async {
        let counts = ListCounts()
        let store = makeStore(counts)
        store.dispatch(.touch)
        let saved = store.state
        store.dispatch(.touch)
        let seen = Recorder<Int>()
        store.subscribe { seen.record($0.unrelated) }
        // The saved state's record says nothing was written since its run: it came from elsewhere.
        store.dispatch(.restore(saved))
        XCTAssertEqual(seen.values, [2, 1])
    }

    func testAScopedSubscriberIsCalledOnlyForItsPartAndKeepsNoCopy() async {
        let counts = ListCounts()
        let store = Store(
            initialState: TrackedPair(left: TrackedList(list: CountedList(counts: counts)), right: TrackedList(list: CountedList(counts: counts))),
            reducer: TrackedPairReducer.reduce
        )
        let left = store.scope(state: \.left, action: TrackedPairAction.left)
        let seen = Recorder<Int>()
        left.subscribe { seen.record($0.list.count) }
        for item in 1...10 { store.dispatch(.right(.append(item))) }
        store.dispatch(.left(.noop))
        XCTAssertEqual(seen.values, [0], "the other part's actions, or one that wrote nothing, called the subscriber")
        for item in 1...10 { left.dispatch(.append(item)) }
        XCTAssertEqual(seen.values, [0] + Array(1...10))
        XCTAssertEqual(counts.copies, 0)
        XCTAssertEqual(counts.comparisons, 0)
    }
}
