import ReduxRuntime
import ReduxTestSupport
import XCTest

/// Derived observations of a tracked store that cancel each other, themselves and their
/// owners while the store tells them, at random, checked against a model of who is told:
/// after each action, every observation that was subscribed before it and not cancelled
/// before its turn, in the order they subscribed, and no other.
@MainActor
final class ObserverListModelTests: XCTestCase {
    /// An owner whose observation holds it weakly.
    @MainActor
    private final class Owner {}

    /// An owner that cancels its observation in its `isolated deinit`, as a generated view
    /// model does.
    @MainActor
    private final class CancellingOwner {
        var observation: StoreSubscription?

        isolated deinit {
            observation?.cancel()
        }
    }

    /// What the test knows of the observations: their subscriptions, which ones are no
    /// longer to be told, and the owners it may let go of.
    @MainActor
    private final class World {
        var subscriptions: [StoreSubscription] = []
        var ended: Set<Int> = []
        var owners: [Int: Owner] = [:]
        var cancellingOwners: [Int: CancellingOwner] = [:]
        /// The observations still to be told of the current action, in order.
        var due: [Int] = []
        var told: [Int] = []
        var mistakes: [String] = []
        /// Whether the checks are over: the store is then told on, with nothing recorded.
        var isOver = false
        var generator = SplitMix64(seed: 20_261_204)

        func random(_ bound: Int) -> Int { Int(generator.next() % UInt64(bound)) }

        /// Ends observation `index` the way it was made: cancelled, or its owner let go of.
        func end(_ index: Int) {
            guard !ended.contains(index) else { return }
            ended.insert(index)
            if random(3) == 0 {
                subscriptions[index].cancel()
            } else if owners.removeValue(forKey: index) == nil {
                // An owner let go of: a weak one leaves its observation to find out at its
                // next call, a cancelling one cancels it in its deinit, at once.
                cancellingOwners[index] = nil
            }
        }

        /// Records that `index` was told, checks that it is the next one due, and, one time in
        /// four, ends an observation at random (itself, one told before or one still due).
        func tell(_ index: Int) {
            guard !isOver else { return }
            while let next = due.first, next != index, ended.contains(next) { due.removeFirst() }
            if due.first == index {
                due.removeFirst()
            } else {
                mistakes.append("\(index) was told, \(due.first.map(String.init) ?? "none") was due")
            }
            if ended.contains(index) { mistakes.append("\(index) was told after it ended") }
            told.append(index)
            if random(4) == 0 { end(random(subscriptions.count)) }
        }
    }

    func testObservationsEndedWhileTheStoreTellsThemAreToldUntilTheyEndAndNeverAfter() async {
        let store = Store(initialState: TrackedList(list: CountedList(counts: ListCounts())), reducer: TrackedListReducer.reduce)
        let world = World()
        weak var anEndedObservation: StoreSubscription?
        for round in 0..<40 {
            // New observations, half of them held weakly and half cancelled in their owner's
            // deinit.
            for _ in 0..<5 {
                let index = world.subscriptions.count
                let subscription: StoreSubscription
                if world.random(2) == 0 {
                    let owner = Owner()
                    world.owners[index] = owner
                    subscription = store.observeDerivations({ $0.unrelated }, owner: owner) { _, _ in world.tell(index) }
                } else {
                    let owner = CancellingOwner()
                    world.cancellingOwners[index] = owner
                    subscription = unsafe store.observeDerivations({ $0.unrelated }, cancelledInDeinitOf: owner) { _, _ in
                        world.tell(index)
                    }
                    owner.observation = subscription
                }
                world.subscriptions.append(subscription)
            }
            world.due = world.subscriptions.indices.filter { !world.ended.contains($0) }
            store.dispatch(.touch)
            let untold = world.due.filter { !world.ended.contains($0) }
            XCTAssertEqual(untold, [], "round \(round): not told though not ended")
            // One that nothing but the test holds once it ended (a living cancelling owner
            // holds its observation).
            if anEndedObservation == nil, let index = world.ended.first(where: { world.cancellingOwners[$0] == nil }) {
                anEndedObservation = world.subscriptions[index]
            }
        }
        XCTAssertEqual(world.mistakes, [])
        XCTAssertGreaterThan(world.told.count, 1_000, "too few observations were told to test anything")
        XCTAssertGreaterThan(world.ended.count, 100, "too few observations ended to test anything")
        // Let go of the test's own references: each ended observation is then freed by the
        // store, now or (a weakly held owner's) at its next call.
        world.isOver = true
        world.subscriptions = []
        for _ in 0..<65 { store.dispatch(.touch) }
        XCTAssertNil(anEndedObservation, "the store kept an ended observation")
    }
}
