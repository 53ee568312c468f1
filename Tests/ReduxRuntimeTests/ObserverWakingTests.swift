import ReduxRuntime
import XCTest
import ReduxTestSupport

/// A store calls an observation only after actions that wrote a field it read, and still
/// ends the observations whose owner is gone.
@MainActor
final class ObserverWakingTests: XCTestCase {
    @MainActor
    private final class Owner {
        let received = Recorder<Int>()
    }

    func testAnObservationWhoseFieldIsNeverWrittenAgainEndsWithinASweepOnceItsOwnerIsGone() async {
        let store = Store(initialState: TrackedList(list: CountedList(counts: ListCounts())), reducer: TrackedListReducer.reduce)
        var owner: Owner? = Owner()
        let subscription = store.observe(\.list.count, owner: owner!) { owner, count in owner.received.record(count) }
        owner = nil
        // Every action writes `unrelated` only: the observation is never woken by a write.
        for _ in 1...64 { store.dispatch(.touch) }
        XCTAssertTrue(subscription.isCancelled, "an observation of an owner that is gone stayed in the list")
    }

    func testOnAScopedStoreTooAnObservationOfAnOwnerThatIsGoneEndsWithinASweep() async {
        let counts = ListCounts()
        let store = Store(
            initialState: TrackedPair(left: TrackedList(list: CountedList(counts: counts)), right: TrackedList(list: CountedList(counts: counts))),
            reducer: TrackedPairReducer.reduce
        )
        let left = store.scope(state: \.left, action: TrackedPairAction.left)
        var owner: Owner? = Owner()
        let subscription = left.observe(\.list.count, owner: owner!) { owner, count in owner.received.record(count) }
        owner = nil
        // No action changes the left part.
        for item in 1...64 { store.dispatch(.right(.append(item))) }
        XCTAssertTrue(subscription.isCancelled, "an observation of an owner that is gone stayed in the list")
    }

    func testEveryStateIsDeliveredEvenAfterActionsThatWroteNothing() async {
        let store = Store(initialState: TrackedList(list: CountedList(counts: ListCounts())), reducer: TrackedListReducer.reduce)
        var heard = 0
        store.subscribeToEveryState { _ in heard += 1 }
        for _ in 1...3 { store.dispatch(.noop) }
        XCTAssertEqual(heard, 4, "the current state, then one per action")
    }
}
