import ReduxRuntime
import ReduxTestSupport
import XCTest

/// `subscribe(_:)` of an `Equatable` state: its subscribers share one kept state and one
/// comparison per action, and the kept state goes with the last of them.
@MainActor
final class ChangeSubscribersTests: XCTestCase {
    private func makeStore(_ counts: ListCounts) -> Store<ListState, ListAction> {
        Store(initialState: ListState(list: CountedList(counts: counts)), reducer: ListReducer.reduce)
    }

    func testSubscribersCompareEachStateOnceAllTogether() async {
        let counts = ListCounts()
        let store = makeStore(counts)
        let seen = Recorder<Int>()
        for _ in 1...10 { store.subscribe { seen.record($0.list.count) } }
        XCTAssertEqual(seen.values.count, 10, "each got the current state")

        for item in 1...5 { store.dispatch(.append(item)) }
        store.dispatch(.touch)
        XCTAssertEqual(counts.comparisons, 6, "one comparison per action, not one per subscriber")
        XCTAssertEqual(seen.values.count, 10 + 6 * 10)
        XCTAssertLessThanOrEqual(counts.copies, 5, "at most one copy of the list per action that changed it")
    }

    func testAnUnchangedStateCallsNoSubscriber() async {
        let store = Store(initialState: Counter(), reducer: CounterReducer.reduce)
        let seen = Recorder<Int>()
        store.subscribe { seen.record($0.value) }
        store.subscribe { seen.record($0.value * 100) }
        store.dispatch(.noop)
        store.dispatch(.add(0))
        store.dispatch(.add(1))
        XCTAssertEqual(seen.values, [0, 0, 1, 100])
    }

    func testCancellingASubscriberReleasesWhatItsObserverCapturedAndCallsItNoMore() async {
        final class Captured {}
        weak var captured: Captured?
        let store = Store(initialState: Counter(), reducer: CounterReducer.reduce)
        let seen = Recorder<Int>()
        let subscription: StoreSubscription
        do {
            let object = Captured()
            captured = object
            subscription = store.subscribe { state in withExtendedLifetime(object) { seen.record(state.value) } }
        }
        store.subscribe { seen.record($0.value * 100) }
        store.dispatch(.add(1))
        XCTAssertNotNil(captured, "the store let go of an active subscriber's observer")
        subscription.cancel()
        XCTAssertNil(captured, "the cancelled subscriber's observer is still kept")
        store.dispatch(.add(1))
        XCTAssertEqual(seen.values, [0, 0, 1, 100, 200])
    }

    func testTheKeptStateGoesWithTheLastSubscriber() async {
        let counts = ListCounts()
        let store = makeStore(counts)
        let first = store.subscribe { _ in }
        let second = store.subscribe { _ in }
        store.dispatch(.append(1))
        XCTAssertEqual(counts.copies, 1)
        first.cancel()
        store.dispatch(.append(2))
        XCTAssertEqual(counts.copies, 2, "one subscriber is left: the state is still kept")
        second.cancel()
        store.dispatch(.append(3))
        store.dispatch(.append(4))
        XCTAssertEqual(counts.copies, 2, "no subscriber is left, yet the state was copied")
        XCTAssertEqual(store.state.list.items, [1, 2, 3, 4])
    }

    func testASubscriberAfterTheOthersComparesFromTheCurrentState() async {
        let store = Store(initialState: Counter(), reducer: CounterReducer.reduce)
        let early = Recorder<Int>(), late = Recorder<Int>()
        store.subscribe { early.record($0.value) }
        store.dispatch(.add(1))
        store.subscribe { late.record($0.value) }
        store.dispatch(.noop)
        store.dispatch(.add(1))
        XCTAssertEqual(early.values, [0, 1, 2])
        XCTAssertEqual(late.values, [1, 2])
    }

    func testOnAScopedStoreSubscribersShareTheComparisonOfThePart() async {
        let shop = Store(initialState: ShopState(), reducer: ShopReducer.reduce)
        let cart = shop.scope(state: \.cart, action: ShopAction.cart)
        let seen = Recorder<[String]>()
        cart.subscribe { seen.record($0.items) }
        cart.subscribe { seen.record($0.items) }
        shop.dispatch(.catalog(.loaded(["tea"])))
        cart.dispatch(.add("tea"))
        XCTAssertEqual(seen.values, [[], [], ["tea"], ["tea"]])
    }
}
