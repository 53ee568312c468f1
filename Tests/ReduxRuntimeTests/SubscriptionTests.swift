import ReduxRuntime
import ReduxTestSupport
import XCTest

/// Subscribing and cancelling many observers, in any order, during notifications too; and
/// bursts of actions dispatched from inside a dispatch.
@MainActor
final class SubscriptionTests: XCTestCase {
    func testCancellingManySubscriptionsInAnyOrderKeepsTheOthersInOrder() async {
        let store = Store(initialState: 0) { (state: inout Int, action: Int) in state += action }
        let seen = Recorder<Int>()
        let subscriptions = (0..<3_000).map { index in
            store.subscribeToEveryState { state in if state > 0 { seen.record(index) } }
        }
        var generator = SplitMix64(seed: 7)
        let cancelled = Set((0..<3_000).filter { _ in generator.next() % 3 != 0 })
        for index in cancelled.shuffled(using: &generator) { subscriptions[index].cancel() }
        store.dispatch(1)
        XCTAssertEqual(seen.values, (0..<3_000).filter { !cancelled.contains($0) })
        XCTAssertTrue(cancelled.allSatisfy { subscriptions[$0].isCancelled })
    }

    func testObserversCancelledByAnotherDuringANotificationAreNotCalled() async {
        let store = Store(initialState: 0) { (state: inout Int, action: Int) in state += action }
        let seen = Recorder<Int>()
        let later = SubscriptionBox()
        store.subscribeToEveryState { state in
            if state > 0 { for subscription in later.subscriptions { subscription.cancel() } }
        }
        later.subscriptions = (1...100).map { index in store.subscribeToEveryState { if $0 > 0 { seen.record(index) } } }
        let added = Recorder<Int>()
        store.subscribeToEveryState { state in
            // Subscribes a new observer during the notification: it gets the current state
            // at once, and the next notification, not this one again.
            if state == 1 { store.subscribeToEveryState { added.record($0) } }
        }
        store.dispatch(1)
        store.dispatch(1)
        XCTAssertEqual(seen.values, [])
        XCTAssertEqual(added.values, [1, 2])
    }

    func testAnObserverThatCancelsItselfAndTheNextLeavesTheRestCalledInOrder() async {
        let store = Store(initialState: 0) { (state: inout Int, action: Int) in state += action }
        let seen = Recorder<Int>()
        let places = SubscriptionBox()
        places.subscriptions = (0..<6).map { index in
            store.subscribeToEveryState { state in
                guard state > 0 else { return }
                seen.record(index)
                if index == 2 {
                    places.subscriptions[2].cancel()
                    places.subscriptions[3].cancel()
                }
            }
        }
        places.subscriptions[5].cancel()
        store.dispatch(1)
        store.dispatch(1)
        XCTAssertEqual(seen.values, [0, 1, 2, 4, 0, 1, 4])
    }

    func testABurstDispatchedByAMiddlewareRunsInOrderAfterTheCurrentAction() async {
        let burst = Middleware<[Int], Int>.handler { context, action, next in
            next(action)
            if action == 0 { for value in 1...20_000 { context.dispatch(value) } }
        }
        let store = Store(initialState: [Int](), reducer: { (state: inout [Int], action: Int) in state.append(action) }, middlewares: [burst])
        store.dispatch(0)
        XCTAssertEqual(store.state, Array(0...20_000))
    }

    func testTheMostMiddlewaresAStoreTakesRunInOrder() async {
        let count = Store<Int, Int>.maximumMiddlewareCount
        let seen = Recorder<Int>()
        let middlewares = (0..<count).map { index in
            Middleware<Int, Int>.handler { _, action, next in
                if index % 100 == 0 { seen.record(index) }
                next(action)
            }
        }
        let store = Store(initialState: 0, reducer: { (state: inout Int, action: Int) in state += action }, middlewares: middlewares)
        store.dispatch(1)
        XCTAssertEqual(store.state, 1)
        XCTAssertEqual(seen.values, Array(stride(from: 0, to: count, by: 100)))
    }

    func testLiftedMiddlewaresOfOtherFeaturesTakeNoRoomOnTheStack() async {
        /// The distance in bytes between the stack of `dispatch`'s caller and the reducer's.
        func depth(withOtherFeatures others: Int) -> Int {
            var reducerFrame = 0
            let callerFrame = withUnsafePointer(to: others) { Int(bitPattern: $0) }
            let catalog = (0..<others).map { _ in
                Middleware<CatalogState, CatalogAction>.handler { _, action, next in next(action) }
                    .lifted(state: \ShopState.catalog, action: ShopAction.catalog) {
                        if case .catalog(let action) = $0 { action } else { nil }
                    }
            }
            let store = Store(
                initialState: ShopState(),
                reducer: { (state: inout ShopState, action: ShopAction) in
                    var local = 0
                    reducerFrame = withUnsafeMutablePointer(to: &local) { Int(bitPattern: $0) }
                    ShopReducer.reduce(&state, action)
                },
                middlewares: catalog
            )
            store.dispatch(.cart(.add("tea")))
            XCTAssertEqual(store.state.cart.items, ["tea"])
            return abs(callerFrame - reducerFrame)
        }
        XCTAssertEqual(depth(withOtherFeatures: 250), depth(withOtherFeatures: 0), accuracy: 256)
    }
}

/// Subscriptions that an observer cancels, made after it.
@MainActor
private final class SubscriptionBox {
    var subscriptions: [StoreSubscription] = []
}

/// What a subscription keeps alive once its store is gone.
@MainActor
final class SubscriptionLifetimeTests: XCTestCase {
    func testASubscriptionThatOutlivesItsStoreKeepsNothingTheObserverCaptured() async {
        final class Captured {}
        weak var captured: Captured?
        var subscription: StoreSubscription?
        do {
            let object = Captured()
            captured = object
            let store = Store(initialState: 0) { (state: inout Int, action: Int) in state += action }
            subscription = store.subscribeToEveryState { _ in withExtendedLifetime(object) {} }
            store.dispatch(1)
        }
        XCTAssertNil(captured, "the subscription kept the observer's closure alive after the store was released")
        subscription?.cancel()
        XCTAssertEqual(subscription?.isCancelled, true)
    }

    func testAStoreWithManySubscriptionsIsReleasedAndItsSubscriptionsKeepNothing() async {
        final class Captured {}
        weak var captured: Captured?
        var subscriptions: [StoreSubscription] = []
        do {
            let object = Captured()
            captured = object
            let store = Store(initialState: 0) { (state: inout Int, action: Int) in state += action }
            subscriptions = (0..<300_000).map { _ in
                store.subscribeToEveryState { _ in withExtendedLifetime(object) {} }
            }
        }
        XCTAssertNil(captured, "the subscriptions kept their observers' closures after the store was released")
        subscriptions[7].cancel()
        XCTAssertTrue(subscriptions[7].isCancelled)
        XCTAssertFalse(subscriptions[8].isCancelled, "releasing the store cancelled a subscription")
    }

    func testCancellingOneSubscriptionTwiceRemovesNoOtherObserver() async {
        let store = Store(initialState: 0) { (state: inout Int, action: Int) in state += action }
        let seen = Recorder<Int>()
        let first = store.subscribeToEveryState { _ in }
        store.subscribeToEveryState { seen.record($0) }
        first.cancel()
        first.cancel()
        store.dispatch(1)
        XCTAssertEqual(seen.values, [0, 1])
    }
}
