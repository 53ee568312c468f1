import Observation
import ReduxRuntime
import XCTest
import ReduxTestSupport

@MainActor
final class ObservableStoreTests: XCTestCase {
    /// Records whether reading `store.state` would be invalidated, for one change.
    private func trackState<State, Action>(of store: ObservableStore<State, Action>) -> Recorder<String> {
        let changes = Recorder<String>()
        withObservationTracking {
            _ = store.state
        } onChange: {
            MainActor.assumeIsolated { changes.record("state will change") }
        }
        return changes
    }

    func testStateFollowsTheStoreAndSendDispatches() async {
        let store = Store(initialState: Counter(), reducer: CounterReducer.reduce)
        let observable = ObservableStore(store)
        XCTAssertEqual(observable.state, Counter())
        observable.send(.add(2))
        XCTAssertEqual(observable.state.value, 2)
        store.dispatch(.add(1))
        XCTAssertEqual(observable.state.value, 3)
    }

    func testTrackingFiresOnAChangeOnly() async {
        let observable = ObservableStore(Store(initialState: Counter(), reducer: CounterReducer.reduce))
        let changes = trackState(of: observable)
        observable.send(.noop)
        observable.send(.add(0))
        XCTAssertEqual(changes.values, [], "an equal state was published")
        observable.send(.add(1))
        XCTAssertEqual(changes.values, ["state will change"])
    }

    func testANonEquatableStateIsPublishedAfterEveryReduction() async {
        struct Box { var value = 0 }  // not Equatable
        let store = Store<Box, Int>(initialState: Box()) { state, action in Box(value: state.value + action) }
        let observable = ObservableStore(store)
        let changes = trackState(of: observable)
        observable.send(0)
        XCTAssertEqual(changes.values, ["state will change"])
    }

    func testOnAScopedStoreOnlyItsPartIsObserved() async {
        let shop = Store(initialState: ShopState(), reducer: ShopReducer.reduce)
        let cart = ObservableStore(shop.scope(state: \.cart, action: ShopAction.cart))
        let changes = trackState(of: cart)
        shop.dispatch(.catalog(.loaded(["tea"])))
        XCTAssertEqual(changes.values, [])
        cart.send(.add("tea"))
        XCTAssertEqual(changes.values, ["state will change"])
        XCTAssertEqual(shop.state.cart.items, ["tea"])
    }

    func testAViewOfATrackedStateIsInvalidatedOnlyByTheFieldsItReads() async {
        let counts = ListCounts()
        let store = Store(initialState: TrackedList(list: CountedList(counts: counts)), reducer: TrackedListReducer.reduce)
        let observable = ObservableStore(store)
        XCTAssertFalse(observationFires(reading: { _ = observable.state.unrelated }, when: { observable.send(.append(1)) }),
                       "a view that reads `unrelated` was invalidated by an append to the list")
        XCTAssertTrue(observationFires(reading: { _ = observable.state.list.count }, when: { observable.send(.append(2)) }))
        XCTAssertTrue(observationFires(reading: { _ = observable.state.unrelated }, when: { observable.send(.touch) }))
        XCTAssertFalse(observationFires(reading: { _ = observable.state.unrelated }, when: { observable.send(.setUnrelated(1)) }),
                       "a view was invalidated by a field set to the value it holds")
        XCTAssertFalse(observationFires(reading: { _ = observable.state.list }, when: { observable.send(.noop) }))
        XCTAssertEqual(observable.state.list.items, [1, 2])
    }

    func testTheAdapterOfATrackedStateKeepsNoCopyOfIt() async {
        let counts = ListCounts()
        let store = Store(initialState: TrackedList(list: CountedList(counts: counts)), reducer: TrackedListReducer.reduce)
        let observable = ObservableStore(store)
        for item in 1...50 {
            _ = observationFires(reading: { _ = observable.state.list.count }, when: { observable.send(.append(item)) })
        }
        XCTAssertEqual(observable.state.list.count, 50)
        XCTAssertEqual(counts.copies, 0, "the adapter kept the state, so each append copied the list")
        XCTAssertEqual(counts.comparisons, 0, "the adapter compared states")
    }

    func testOnAScopedTrackedStoreOnlyTheFieldsOfItsPartThatAViewReadsInvalidateIt() async {
        let counts = ListCounts()
        let store = Store(
            initialState: TrackedPair(left: TrackedList(list: CountedList(counts: counts)), right: TrackedList(list: CountedList(counts: counts))),
            reducer: TrackedPairReducer.reduce
        )
        let left = ObservableStore(store.scope(state: \.left, action: TrackedPairAction.left))
        XCTAssertFalse(observationFires(reading: { _ = left.state.list.count }, when: { store.dispatch(.right(.append(1))) }))
        XCTAssertFalse(observationFires(reading: { _ = left.state.list.count }, when: { left.send(.touch) }))
        XCTAssertTrue(observationFires(reading: { _ = left.state.list.count }, when: { left.send(.append(1)) }))
        XCTAssertEqual(counts.copies, 0)
    }

    func testSettleWaitsForTheStoresWork() async {
        let items = ControlledCalls<String, [String]>()
        let shop = Store(initialState: ShopState(), reducer: ShopReducer.reduce, middlewares: [catalogLoader(items: items).onShop()])
        let catalog = ObservableStore(shop.scope(state: \.catalog, action: ShopAction.catalog))
        catalog.send(.load)
        XCTAssertTrue(catalog.state.isLoading)
        await items.answer(0, with: ["tea"])
        await awaitCompletion(of: "settles") { await catalog.settle() }
        XCTAssertEqual(catalog.state, CatalogState(items: ["tea"], isLoading: false))
    }

    func testTheStoreDoesNotKeepTheAdapterAlive() async {
        let store = Store(initialState: Counter(), reducer: CounterReducer.reduce)
        var observable: ObservableStore? = ObservableStore(store)
        weak let weakObservable = observable
        observable = nil
        XCTAssertNil(weakObservable)
        store.dispatch(.add(1))
        XCTAssertEqual(store.state.value, 1)
    }
}
