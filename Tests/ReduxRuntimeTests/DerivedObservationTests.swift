import ReduxRuntime
import XCTest
import ReduxTestSupport

@MainActor
final class DerivedObservationTests: XCTestCase {
    /// Receives the derived values, as a view model does.
    @MainActor
    private final class Owner {
        let received = Recorder<Int>()
    }

    func testOnChangeGetsOnlyValuesThatDifferFromTheLastOne() async {
        let store = Store(initialState: Counter(), reducer: CounterReducer.reduce)
        let owner = Owner()
        store.observe({ $0.value / 10 }, owner: owner) { owner, tens in owner.received.record(tens) }
        for amount in [3, 4, 5, 1, 9, 0, 11] { store.dispatch(.add(amount)) }
        // values 3, 7, 12, 13, 22, 22, 33: tens 0, 0, 1, 1, 2, 2, 3
        XCTAssertEqual(owner.received.values, [1, 2, 3], "the current value is not delivered; changes are, once")
    }

    func testDeriveDoesNotRunForAnEqualState() async {
        let store = Store(initialState: Counter(), reducer: CounterReducer.reduce)
        let derived = Recorder<Int>()
        let owner = Owner()
        store.observe({ state in
            derived.record(state.value)
            return state.value
        }, owner: owner) { _, _ in }
        store.dispatch(.noop)
        store.dispatch(.add(0))
        store.dispatch(.add(2))
        XCTAssertEqual(derived.values, [0, 2])
    }

    func testDeriveRunsAfterEveryReductionOfANonEquatableState() async {
        struct Box { var value = 0 }  // not Equatable
        let store = Store<Box, Int>(initialState: Box()) { state, action in Box(value: state.value + action) }
        let derived = Recorder<Int>()
        let owner = Owner()
        store.observe({ state in
            derived.record(state.value)
            return state.value
        }, owner: owner) { owner, value in owner.received.record(value) }
        store.dispatch(0)
        store.dispatch(1)
        XCTAssertEqual(derived.values, [0, 0, 1])
        XCTAssertEqual(owner.received.values, [1])
    }

    func testTheSubscriptionEndsOnceTheOwnerIsGone() async {
        let store = Store(initialState: Counter(), reducer: CounterReducer.reduce)
        let derived = Recorder<Int>()
        var owner: Owner? = Owner()
        let subscription = store.observe({ state in
            derived.record(state.value)
            return state.value
        }, owner: owner!) { _, _ in }
        store.dispatch(.add(1))
        owner = nil
        XCTAssertFalse(subscription.isCancelled)
        store.dispatch(.add(1))  // finds the owner gone and cancels
        store.dispatch(.add(1))
        XCTAssertTrue(subscription.isCancelled)
        XCTAssertEqual(derived.values, [0, 1], "derived for an owner that is gone")
    }

    func testOnAScopedStoreOtherFeaturesActionsDoNotRunDerive() async {
        let shop = Store(initialState: ShopState(), reducer: ShopReducer.reduce)
        let cart = shop.scope(state: \.cart, action: ShopAction.cart)
        let derived = Recorder<Int>()
        let owner = Owner()
        cart.observe({ state in
            derived.record(state.items.count)
            return state.items.count
        }, owner: owner) { owner, count in owner.received.record(count) }
        shop.dispatch(.catalog(.load))
        cart.dispatch(.add("tea"))
        shop.dispatch(.catalog(.loaded([])))
        XCTAssertEqual(derived.values, [0, 1])
        XCTAssertEqual(owner.received.values, [1])
    }
}
