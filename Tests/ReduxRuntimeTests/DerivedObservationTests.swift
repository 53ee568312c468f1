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

    func testOnlyTheDerivedValueIsKeptSoTheReducerNeverCopiesTheState() async {
        let counts = ListCounts()
        let store = Store(initialState: ListState(list: CountedList(counts: counts)), reducer: ListReducer.reduce)
        let owners = (0..<10).map { _ in Owner() }
        for owner in owners {
            store.observe({ $0.list.count }, owner: owner) { owner, count in owner.received.record(count) }
        }
        for item in 1...50 { store.dispatch(.append(item)) }
        XCTAssertEqual(store.state.list.count, 50)
        XCTAssertEqual(owners.map(\.received.values.count), Array(repeating: 50, count: 10))
        XCTAssertEqual(counts.copies, 0, "an observer kept the state, so the reducer copied the list")
        XCTAssertEqual(counts.comparisons, 0, "an observer compared states")
    }

    func testOfATrackedStateDeriveRunsOnlyAfterAnActionThatWroteAFieldItRead() async {
        let counts = ListCounts()
        let store = Store(initialState: TrackedList(list: CountedList(counts: counts)), reducer: TrackedListReducer.reduce)
        let derived = Recorder<Int>()
        let owner = Owner()
        store.observe({ state in
            derived.record(state.list.count)
            return state.list.count
        }, owner: owner) { owner, count in owner.received.record(count) }
        let subscribed = derived.values.count
        for _ in 1...5 { store.dispatch(.touch) }
        store.dispatch(.noop)
        XCTAssertEqual(derived.values.count, subscribed, "derived again after actions that wrote no field it read")
        store.dispatch(.append(1))
        store.dispatch(.touch)
        store.dispatch(.append(2))
        XCTAssertEqual(derived.values.count, subscribed + 2)
        XCTAssertEqual(owner.received.values, [1, 2])
    }

    func testADerivationIsHandedWhatItsActionWroteAndTheStateItWasDerivedFrom() async {
        let store = Store(initialState: TrackedList(list: CountedList(counts: ListCounts())), reducer: TrackedListReducer.reduce)
        let owner = Owner()
        let seen = Recorder<String>()
        // `list` is the state's first property, `unrelated` its second.
        store.observeDerivationsAndWrites({ state in state.list.count + state.unrelated }, owner: owner) { _, sum, state, writes in
            seen.record("sum \(sum) of \(state.list.count) wrote list \(writes.contains(0)) unrelated \(writes.contains(1)) recorded \(writes.isRecorded)")
        }
        store.dispatch(.append(1))
        store.dispatch(.setUnrelated(5))
        store.dispatch(.setUnrelated(5))
        store.dispatch(.noop)
        XCTAssertEqual(seen.values, [
            "sum 1 of 1 wrote list true unrelated false recorded true",
            "sum 6 of 1 wrote list false unrelated true recorded true",
        ], "an assignment of the value a field holds and an action that writes nothing derive nothing")
    }

    func testOfAStateThatRecordsNothingEveryFieldCountsAsWritten() async {
        let store = Store(initialState: Counter(), reducer: CounterReducer.reduce)
        let owner = Owner()
        let seen = Recorder<String>()
        store.observeDerivationsAndWrites({ $0.value }, owner: owner) { _, value, _, writes in
            seen.record("\(value) \(writes.contains(0)) \(writes.contains(7)) \(writes.isRecorded)")
        }
        store.dispatch(.add(2))
        XCTAssertEqual(seen.values, ["2 true true false"])
    }

    func testADerivationThatReadsAnotherFieldNextTimeIsDerivedAgainForThatField() async {
        let counts = ListCounts()
        let store = Store(initialState: TrackedList(list: CountedList(counts: counts)), reducer: TrackedListReducer.reduce)
        let owner = Owner()
        // Reads `unrelated` only once the list is not empty.
        store.observe({ $0.list.count == 0 ? -1 : $0.unrelated }, owner: owner) { owner, value in owner.received.record(value) }
        store.dispatch(.touch)
        XCTAssertEqual(owner.received.values, [], "the derivation did not read `unrelated`")
        store.dispatch(.append(1))
        store.dispatch(.touch)
        XCTAssertEqual(owner.received.values, [1, 2])
    }

    func testObservingDerivationsKeepsNothingSoAListDerivedAsItIsIsNotCopied() async {
        let counts = ListCounts()
        let store = Store(initialState: TrackedList(list: CountedList(counts: counts)), reducer: TrackedListReducer.reduce)
        let owner = Owner()
        store.observeDerivations({ $0.list }, owner: owner) { owner, list in owner.received.record(list.count) }
        for item in 1...50 { store.dispatch(.append(item)) }
        store.dispatch(.touch)
        XCTAssertEqual(owner.received.values, Array(1...50), "one derivation per action that wrote the list")
        XCTAssertEqual(counts.copies, 0, "the observation kept the list, so each append copied it")
    }

    func testOnAScopedTrackedStoreDeriveRunsOnlyForWritesOfItsPart() async {
        let counts = ListCounts()
        let store = Store(
            initialState: TrackedPair(left: TrackedList(list: CountedList(counts: counts)), right: TrackedList(list: CountedList(counts: counts))),
            reducer: TrackedPairReducer.reduce
        )
        let left = store.scope(state: \.left, action: TrackedPairAction.left)
        let derived = Recorder<Int>()
        let owner = Owner()
        left.observe({ state in
            derived.record(state.list.count)
            return state.list.count
        }, owner: owner) { owner, count in owner.received.record(count) }
        let subscribed = derived.values.count
        for item in 1...10 { store.dispatch(.right(.append(item))) }
        left.dispatch(.touch)
        XCTAssertEqual(derived.values.count, subscribed, "derived after another part's actions, or a write of a field it did not read")
        left.dispatch(.append(1))
        XCTAssertEqual(owner.received.values, [1])
        XCTAssertEqual(counts.copies, 0)
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

    func testAnObservationWhoseOwnerIsGoneIsFreedWithWhatItCapturedAndTheNextObserverIsStillTold() async {
        final class Captured {}
        let store = Store(initialState: Counter(), reducer: CounterReducer.reduce)
        weak var captured: Captured?
        weak var observation: StoreSubscription?
        var owner: Owner? = Owner()
        do {
            let object = Captured()
            captured = object
            observation = store.observe({ state in
                withExtendedLifetime(object) {}
                return state.value
            }, owner: owner!) { _, _ in }
        }
        let next = Owner()
        store.observe({ $0.value }, owner: next) { owner, value in owner.received.record(value) }
        store.dispatch(.add(1))
        XCTAssertNotNil(observation, "the store let go of an observation whose owner is alive")
        owner = nil
        // The first observation finds its owner gone and ends while the store tells it; the
        // one after it is told all the same.
        store.dispatch(.add(2))
        store.dispatch(.add(3))
        XCTAssertNil(observation, "the store kept an observation whose owner is gone")
        XCTAssertNil(captured, "the ended observation kept what its derivation captured")
        XCTAssertEqual(next.received.values, [1, 3, 6])
    }

    /// An owner that ends its observations in its deinit, as a generated view model does.
    @MainActor
    private final class CancellingOwner {
        let received = Recorder<Int>()
        var observations: [StoreSubscription] = []

        isolated deinit {
            for observation in observations { observation.cancel() }
        }
    }

    func testAnOwnerThatCancelsInItsDeinitIsToldUntilItIsGoneAndNeverAfter() async {
        let store = Store(initialState: Counter(), reducer: CounterReducer.reduce)
        let derived = Recorder<Int>()
        var owner: CancellingOwner? = CancellingOwner()
        let received = owner!.received
        let subscription = unsafe store.observe({ state in
            derived.record(state.value)
            return state.value
        }, cancelledInDeinitOf: owner!) { owner, value in owner.received.record(value) }
        owner!.observations.append(subscription)
        store.dispatch(.add(1))
        store.dispatch(.add(2))
        weak let released = owner
        owner = nil
        XCTAssertNil(released, "the store keeps the owner alive")
        XCTAssertTrue(subscription.isCancelled, "the owner's deinit did not end its observation")
        store.dispatch(.add(1))
        XCTAssertEqual(received.values, [1, 3])
        XCTAssertEqual(derived.values, [0, 1, 3], "derived for an owner that is gone")
    }

    func testOnAScopedStoreOtherFeaturesActionsDoNotChangeTheValue() async {
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
        XCTAssertEqual(derived.values, [0, 0, 1, 1], "derived from the part after every action, once")
        XCTAssertEqual(owner.received.values, [1])
    }
}

/// A state that holds a list that counts its copies.
struct ListState: Equatable, Sendable {
    var list: CountedList
    var unrelated = 0
}

enum ListAction: Equatable, Sendable {
    case append(Int)
    case touch
}

enum ListReducer: ReducerProtocol {
    static func reduce(_ state: inout ListState, _ action: ListAction) {
        switch action {
        case .append(let item): state.list.append(item)
        case .touch: state.unrelated += 1
        }
    }
}
