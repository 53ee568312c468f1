// Drawn01TransitionTests.swift
// Written once by reduxgen from Drawn01.yaml (--tests); from now on this file is yours.
// One test per valid transition of each request's status, run through a TestStore with the
// service mock. The tests send and answer sample values of the spec's types (TestSample:
// Drawn01TestSamples.swift has those reduxgen wrote). When your reducer logic changes the state
// on these actions, add its changes to the tests' closures.
// Each binding's setter, and each action after which requests start by themselves, has a
// test too.
// Each child's action has a test that it reaches its child (the child's own transition, on
// the child the action names) and one that it is ignored without it, through the reducer
// alone (the children's middlewares are not in the test store).

import XCTest
import ReduxRuntime
import ReduxTesting
@testable import ModelCorpus

@MainActor
final class Drawn01TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn01State = Drawn01State()
    ) -> (ReduxTesting.TestStore<Drawn01State, Drawn01Action>, Drawn01ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn01ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn01Reducer.reduce,
            middlewares: [Drawn01Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: search

    func testSearchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.search(ref: Int.testSample)) {
            var predictions = $0.searchPredictions.take()
            predictions.rollBackAll(in: &$0.searchValue)
            $0.searchPredictions = consume predictions
            if let prediction = Drawn01Reducer.predictSearch(ref: Int.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success([Item].testSample))
        await store.receive(.searchSuccess(ref: Int.testSample, ready: store.state.ready, [Item].testSample)) {
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm([Item].testSample, in: &$0.searchValue)
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    func testSearchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.search(ref: Int.testSample)) {
            var predictions = $0.searchPredictions.take()
            predictions.rollBackAll(in: &$0.searchValue)
            $0.searchPredictions = consume predictions
            if let prediction = Drawn01Reducer.predictSearch(ref: Int.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.searchFailure(ref: Int.testSample, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.searchPredictions.take()
            predictions.rollBack(in: &$0.searchValue)
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    func testSearchTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.search(ref: Int.testSample)) {
            var predictions = $0.searchPredictions.take()
            predictions.rollBackAll(in: &$0.searchValue)
            $0.searchPredictions = consume predictions
            if let prediction = Drawn01Reducer.predictSearch(ref: Int.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn01Spec.searchTimeout)
        await store.receive(.searchFailure(ref: Int.testSample, ready: store.state.ready, ReduxRuntime.RequestError.timedOut(after: Drawn01Spec.searchTimeout))) {
            $0.searchStatus = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn01Spec.searchTimeout))
            var predictions = $0.searchPredictions.take()
            predictions.rollBack(in: &$0.searchValue)
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    func testSearchErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.search(ref: Int.testSample)) {
            var predictions = $0.searchPredictions.take()
            predictions.rollBackAll(in: &$0.searchValue)
            $0.searchPredictions = consume predictions
            if let prediction = Drawn01Reducer.predictSearch(ref: Int.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.searchFailure(ref: Int.testSample, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.searchPredictions.take()
            predictions.rollBack(in: &$0.searchValue)
            $0.searchPredictions = consume predictions
        }
        await store.send(.dismissSearchError) {
            $0.searchStatus = .idle
        }
        await store.finish()
    }

    func testSearchLatestCallSupersedesTheOneInFlight() async {
        guard Drawn01Spec.searchPolicy == .latest else {
            return XCTFail("The request search (\(Drawn01Spec.searchDeclaration)) has the policy \(Drawn01Spec.searchPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.search(ref: Int.testSample)) {
            var predictions = $0.searchPredictions.take()
            predictions.rollBackAll(in: &$0.searchValue)
            $0.searchPredictions = consume predictions
            if let prediction = Drawn01Reducer.predictSearch(ref: Int.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus = .loading
        }
        await service.searchAnswers.waitForCalls(waiting: 1)
        await store.send(.search(ref: Int.testSample)) {
            var predictions = $0.searchPredictions.take()
            predictions.rollBackAll(in: &$0.searchValue)
            $0.searchPredictions = consume predictions
            if let prediction = Drawn01Reducer.predictSearch(ref: Int.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: ())
                $0.searchPredictions = consume predictions
            }
        }
        await service.searchAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.searchAnswers.answer(.success([Item].testSample))
        await store.receive(.searchSuccess(ref: Int.testSample, ready: store.state.ready, [Item].testSample)) {
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm([Item].testSample, in: &$0.searchValue)
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: fetch

    func testFetchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success([Item].testSample))
        await store.receive(.fetchSuccess([Item].testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchItems.append(contentsOf: [Item].testSample)
        }
        await store.finish()
    }

    func testFetchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.fetchFailure(ReduxRuntime.RequestError.testSample)) {
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testFetchTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.fetch) {
            $0.fetchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn01Spec.fetchTimeout)
        await store.receive(.fetchFailure(ReduxRuntime.RequestError.timedOut(after: Drawn01Spec.fetchTimeout))) {
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn01Spec.fetchTimeout))
        }
        await store.finish()
    }

    func testFetchIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch) {
            $0.fetchStatus = .loading
        }
        await store.send(.cancelFetch) {
            $0.fetchStatus = .idle
        }
        service.fetchAnswers.answer(.success([Item].testSample))
        await store.finish()
    }

    func testFetchLatestCallSupersedesTheOneInFlight() async {
        guard Drawn01Spec.fetchPolicy == .latest else {
            return XCTFail("The request fetch (\(Drawn01Spec.fetchDeclaration)) has the policy \(Drawn01Spec.fetchPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.fetch) {
            $0.fetchStatus = .loading
        }
        await service.fetchAnswers.waitForCalls(waiting: 1)
        await store.send(.fetch)
        await service.fetchAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.fetchAnswers.answer(.success([Item].testSample))
        await store.receive(.fetchSuccess([Item].testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchItems.append(contentsOf: [Item].testSample)
        }
        await store.finish()
    }

    // MARK: save

    func testSaveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.save(String.testSample)) {
            $0.saveStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn01Spec.saveDebounce)
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(String.testSample, query: store.state.query, ready: store.state.ready, Item.testSample)) {
            $0.saveStatus = .succeeded
            $0.saveItems.upsert(Item.testSample)
        }
        await store.receive(.poke)
        await store.receive(.fetch) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success([Item].testSample))
        await store.receive(.fetchSuccess([Item].testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchItems.append(contentsOf: [Item].testSample)
        }
        await store.finish()
    }

    func testSaveFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.save(String.testSample)) {
            $0.saveStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn01Spec.saveDebounce)
        var deadline = clock.now
        for attempt in 0...Drawn01Spec.saveRetry.attempts {
            await clock.waitForSleeper(wakingAt: deadline.advanced(by: Drawn01Spec.saveTimeout))
            let mark = clock.sleepMark
            service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
            guard attempt < Drawn01Spec.saveRetry.attempts && Drawn01Spec.saveRetry.backoff > .zero else { continue }
            deadline = deadline.advanced(by: Drawn01Spec.saveRetry.delay(beforeRetry: attempt + 1))
            await clock.waitForOnlySleeper(wakingAt: deadline, sleepingSince: mark)
            await clock.advance(to: deadline)
        }
        await store.receive(.saveFailure(String.testSample, query: store.state.query, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.saveStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSaveTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.save(String.testSample)) {
            $0.saveStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn01Spec.saveDebounce)
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn01Spec.saveTimeout)
        for retry in 1...Drawn01Spec.saveRetry.attempts {
            await clock.waitForSleepers(1)
            await clock.advance(by: Drawn01Spec.saveRetry.delay(beforeRetry: retry))
            await clock.waitForSleepers(1)
            await clock.advance(by: Drawn01Spec.saveTimeout)
        }
        await store.receive(.saveFailure(String.testSample, query: store.state.query, ready: store.state.ready, ReduxRuntime.RequestError.timedOut(after: Drawn01Spec.saveTimeout))) {
            $0.saveStatus = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn01Spec.saveTimeout))
        }
        await store.finish()
    }

    // MARK: bindings and triggers (page, query, ready, poke → fetch)

    func testSetPageAssignsPage() async {
        let (store, _, _) = makeStore()
        await store.send(.setPage(Int.testSample)) {
            $0.page = Int.testSample
        }
        await store.finish()
    }

    func testSetQueryAssignsQuery() async {
        let (store, _, _) = makeStore()
        await store.send(.setQuery(String.testSample)) {
            $0.query = String.testSample
        }
        await store.finish()
    }

    func testSetReadyAssignsReady() async {
        let (store, _, _) = makeStore()
        await store.send(.setReady(Bool.testSample)) {
            $0.ready = Bool.testSample
        }
        await store.finish()
    }

    func testPokeStartsFetch() async {
        let (store, service, _) = makeStore()
        await store.send(.poke)
        await store.receive(.fetch) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success([Item].testSample))
        await store.receive(.fetchSuccess([Item].testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchItems.append(contentsOf: [Item].testSample)
        }
        await store.finish()
    }

    // MARK: rows (Drawn01Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn01State(rows: [Drawn01RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .setPage(Int.testSample))) {
            $0.rows[id: Int.testSample]!.page = Int.testSample
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .setPage(Int.testSample)))
        await store.finish()
    }

    // MARK: pane (Drawn01Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn01State(pane: Drawn01PaneState(id: Int.testSample)))
        await store.send(.pane(.search)) {
            $0.pane!.searchInFlight = 1
            $0.pane!.searchStatus = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.search))
        await store.finish()
    }
}
