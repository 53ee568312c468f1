import ReduxRuntime
import XCTest
import ReduxTestSupport

@MainActor
final class ObservationTests: XCTestCase {
    // MARK: states

    func testStatesStartsWithCurrentStateThenEveryReducerResult() async {
        let store = Store(initialState: Counter(value: 1), reducer: CounterReducer.reduce)
        var states = store.states.makeAsyncIterator()
        store.dispatch(.add(1))
        store.dispatch(.noop)  // repeats are delivered too
        store.dispatch(.add(2))
        var values: [Int] = []
        for _ in 0..<4 {
            if let state = await states.next() { values.append(state.value) }
        }
        XCTAssertEqual(values, [1, 2, 2, 4])
    }

    func testEachAccessIsANewStreamStartingAtTheThenCurrentState() async {
        let store = Store(initialState: Counter(), reducer: CounterReducer.reduce)
        var early = store.states.makeAsyncIterator()
        store.dispatch(.add(5))
        var late = store.states.makeAsyncIterator()
        store.dispatch(.add(1))
        let earlyValues = [await early.next()?.value, await early.next()?.value, await early.next()?.value]
        let lateValues = [await late.next()?.value, await late.next()?.value]
        XCTAssertEqual(earlyValues, [0, 5, 6])
        XCTAssertEqual(lateValues, [5, 6])
    }

    func testStatesFinishesWhenTheStoreIsDeallocated() async {
        var store: Store<Counter, CounterAction>? = Store(initialState: Counter(), reducer: CounterReducer.reduce)
        let states = store!.states
        store!.dispatch(.add(1))
        store = nil
        let values = Recorder<Int>()
        await awaitCompletion(of: "the stream finishes") {
            for await state in states { await values.record(state.value) }
        }
        XCTAssertEqual(values.values, [0, 1])
    }

    func testStatesIteratedFromAnotherTask() async {
        let store = Store(initialState: Counter(), reducer: CounterReducer.reduce)
        let states = store.states
        let reader = Task.detached {
            var values: [Int] = []
            for await state in states {
                values.append(state.value)
                if values.count == 3 { break }
            }
            return values
        }
        store.dispatch(.add(1))
        store.dispatch(.add(1))
        let values = await reader.value
        XCTAssertEqual(values, [0, 1, 2])
    }

    // MARK: subscribe

    func testSubscribeDeliversCurrentStateAndSkipsRepeatsOfEquatableState() async {
        let store = Store(initialState: Counter(), reducer: CounterReducer.reduce)
        let seen = Recorder<Int>()
        let subscription = store.subscribe { seen.record($0.value) }
        store.dispatch(.add(1))
        store.dispatch(.noop)
        store.dispatch(.add(0))
        store.dispatch(.add(2))
        XCTAssertEqual(seen.values, [0, 1, 3])
        XCTAssertFalse(subscription.isCancelled)
    }

    func testCancelStopsDelivery() async {
        let store = Store(initialState: Counter(), reducer: CounterReducer.reduce)
        let seen = Recorder<Int>()
        let subscription = store.subscribe { seen.record($0.value) }
        store.dispatch(.add(1))
        subscription.cancel()
        subscription.cancel()  // a second cancel does nothing
        store.dispatch(.add(1))
        XCTAssertEqual(seen.values, [0, 1])
        XCTAssertTrue(subscription.isCancelled)
    }

    func testCancellingAnotherSubscriberDuringNotificationTakesEffectAtOnce() async {
        let store = Store(initialState: Counter(), reducer: CounterReducer.reduce)
        let seen = Recorder<String>()
        var second: StoreSubscription?
        store.subscribe { state in
            seen.record("first \(state.value)")
            if state.value == 1 { second?.cancel() }
        }
        second = store.subscribe { seen.record("second \($0.value)") }
        store.dispatch(.add(1))
        store.dispatch(.add(1))
        XCTAssertEqual(seen.values, ["first 0", "second 0", "first 1", "first 2"])
    }

    func testNonEquatableStateDeliversEveryState() async {
        struct Box { var value: Int }  // not Equatable
        let store = Store<Box, Int>(initialState: Box(value: 0), reducer: { state, action in Box(value: state.value + action) })
        let seen = Recorder<Int>()
        store.subscribe { seen.record($0.value) }
        store.dispatch(0)
        store.dispatch(1)
        XCTAssertEqual(seen.values, [0, 0, 1])
    }

    func testCustomDuplicateRule() async {
        let store = Store(initialState: Counter(), reducer: CounterReducer.reduce)
        let seen = Recorder<Int>()
        store.subscribe(removingDuplicates: { $0.value == $1.value }) { seen.record($0.value) }
        store.dispatch(.note("not a change of value"))
        store.dispatch(.add(1))
        XCTAssertEqual(seen.values, [0, 1])
    }
}
