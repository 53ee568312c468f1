// Drawn06TransitionTests.swift
// Written once by reduxgen from Drawn06.yaml (--tests); from now on this file is yours.
// One test per valid transition of each request's status, run through a TestStore with the
// service mock. The tests send and answer sample values of the spec's types (TestSample:
// ReduxTesting has those of the standard library's types, your test target the others).
// When your reducer logic changes the state on these actions, add its changes to the
// tests' closures.
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
final class Drawn06TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn06State = Drawn06State()
    ) -> (ReduxTesting.TestStore<Drawn06State, Drawn06Action>, Drawn06ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn06ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn06Reducer.reduce,
            middlewares: [Drawn06Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: search

    func testSearchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.search) {
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchSuccess([Int].testSample)) {
            $0.searchStatus = .succeeded
            $0.searchItems.insert(contentsOf: [Int].testSample, at: 0)
        }
        await store.receive(.poke)
        await store.finish()
    }

    func testSearchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.search) {
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.searchFailure(ReduxRuntime.RequestError.testSample)) {
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSearchAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.searchSuccess([Int].testSample))
        await store.send(.searchFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSearchLatestCallSupersedesTheOneInFlight() async {
        let (store, service, _) = makeStore()
        await store.send(.search) {
            $0.searchStatus = .loading
        }
        await service.searchAnswers.waitForCalls(waiting: 1)
        await store.send(.search)
        await service.searchAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchSuccess([Int].testSample)) {
            $0.searchStatus = .succeeded
            $0.searchItems.insert(contentsOf: [Int].testSample, at: 0)
        }
        await store.receive(.poke)
        await store.finish()
    }

    // MARK: fetch

    func testFetchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.receive(.fetchSuccess(Item.testSample)) {
            $0.fetchStatus = .succeeded
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

    func testFetchAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.fetchSuccess(Item.testSample))
        await store.send(.fetchFailure(ReduxRuntime.RequestError.testSample))
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
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.finish()
    }

    func testFetchErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.fetchFailure(ReduxRuntime.RequestError.testSample)) {
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissFetchError) {
            $0.fetchStatus = .idle
        }
        await store.finish()
    }

    func testFetchLatestCallSupersedesTheOneInFlight() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch) {
            $0.fetchStatus = .loading
        }
        await service.fetchAnswers.waitForCalls(waiting: 1)
        await store.send(.fetch)
        await service.fetchAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.receive(.fetchSuccess(Item.testSample)) {
            $0.fetchStatus = .succeeded
        }
        await store.finish()
    }

    func testFetchIsSkippedWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.fetch) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.receive(.fetchSuccess(Item.testSample)) {
            $0.fetchStatus = .succeeded
        }
        await store.send(.fetch)
        await store.send(.forceFetch) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.receive(.fetchSuccess(Item.testSample)) {
            $0.fetchStatus = .succeeded
        }
        await clock.advance(by: .seconds(5))
        await store.send(.fetch) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.receive(.fetchSuccess(Item.testSample)) {
            $0.fetchStatus = .succeeded
        }
        await store.finish()
    }

    // MARK: sync

    func testSyncGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.sync(String.testSample)) {
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success([Item].testSample))
        await store.receive(.syncSuccess([Item].testSample)) {
            $0.syncStatus = .succeeded
            $0.syncValue = [Item].testSample
        }
        await store.finish()
    }

    func testSyncFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.sync(String.testSample)) {
            $0.syncStatus = .loading
        }
        for _ in 0...2 { service.syncAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...2 {
            deadline = deadline.advanced(by: ReduxRuntime.RetryPolicy(attempts: 2, backoff: .seconds(0.5)).delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.syncFailure(ModelFailure.testSample)) {
            $0.syncStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testSyncAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.syncSuccess([Item].testSample))
        await store.send(.syncFailure(ModelFailure.testSample))
        await store.finish()
    }

    func testSyncIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.sync(String.testSample)) {
            $0.syncStatus = .loading
        }
        await store.send(.cancelSync) {
            $0.syncStatus = .idle
        }
        service.syncAnswers.answer(.success([Item].testSample))
        await store.finish()
    }

    func testSyncLatestCallSupersedesTheOneInFlight() async {
        let (store, service, _) = makeStore()
        await store.send(.sync(String.testSample)) {
            $0.syncStatus = .loading
        }
        await service.syncAnswers.waitForCalls(waiting: 1)
        await store.send(.sync(String.testSample))
        await service.syncAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.syncAnswers.answer(.success([Item].testSample))
        await store.receive(.syncSuccess([Item].testSample)) {
            $0.syncStatus = .succeeded
            $0.syncValue = [Item].testSample
        }
        await store.finish()
    }

    func testSyncIsSkippedWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.sync(String.testSample)) {
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success([Item].testSample))
        await store.receive(.syncSuccess([Item].testSample)) {
            $0.syncStatus = .succeeded
            $0.syncValue = [Item].testSample
        }
        await store.send(.sync(String.testSample))
        await store.send(.forceSync(String.testSample)) {
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success([Item].testSample))
        await store.receive(.syncSuccess([Item].testSample)) {
            $0.syncStatus = .succeeded
            $0.syncValue = [Item].testSample
        }
        await clock.advance(by: .seconds(5))
        await store.send(.sync(String.testSample)) {
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success([Item].testSample))
        await store.receive(.syncSuccess([Item].testSample)) {
            $0.syncStatus = .succeeded
            $0.syncValue = [Item].testSample
        }
        await store.finish()
    }

    // MARK: lookup

    func testLookupGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup(Int.testSample)) {
            do { var predictions = $0.lookupPredictions; predictions.rollBackAll(in: &$0.lookupValue); $0.lookupPredictions = predictions }
            if let prediction = Drawn06Reducer.predictLookup(Int.testSample, in: $0) {
                do { var predictions = $0.lookupPredictions; predictions.predict(prediction, in: &$0.lookupValue, for: ()); $0.lookupPredictions = predictions }
            }
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Int].testSample))
        await store.receive(.lookupSuccess([Int].testSample)) {
            $0.lookupStatus = .succeeded
            do { var predictions = $0.lookupPredictions; predictions.confirm([Int].testSample, in: &$0.lookupValue); $0.lookupPredictions = predictions }
        }
        await store.finish()
    }

    func testLookupFailsAfterItsRetries() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup(Int.testSample)) {
            do { var predictions = $0.lookupPredictions; predictions.rollBackAll(in: &$0.lookupValue); $0.lookupPredictions = predictions }
            if let prediction = Drawn06Reducer.predictLookup(Int.testSample, in: $0) {
                do { var predictions = $0.lookupPredictions; predictions.predict(prediction, in: &$0.lookupValue, for: ()); $0.lookupPredictions = predictions }
            }
            $0.lookupStatus = .loading
        }
        for _ in 0...2 { service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        await store.receive(.lookupFailure(ReduxRuntime.RequestError.testSample)) {
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.testSample)
            do { var predictions = $0.lookupPredictions; predictions.rollBack(in: &$0.lookupValue); $0.lookupPredictions = predictions }
        }
        await store.finish()
    }

    func testLookupAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.lookupSuccess([Int].testSample))
        await store.send(.lookupFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testLookupErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup(Int.testSample)) {
            do { var predictions = $0.lookupPredictions; predictions.rollBackAll(in: &$0.lookupValue); $0.lookupPredictions = predictions }
            if let prediction = Drawn06Reducer.predictLookup(Int.testSample, in: $0) {
                do { var predictions = $0.lookupPredictions; predictions.predict(prediction, in: &$0.lookupValue, for: ()); $0.lookupPredictions = predictions }
            }
            $0.lookupStatus = .loading
        }
        for _ in 0...2 { service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        await store.receive(.lookupFailure(ReduxRuntime.RequestError.testSample)) {
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.testSample)
            do { var predictions = $0.lookupPredictions; predictions.rollBack(in: &$0.lookupValue); $0.lookupPredictions = predictions }
        }
        await store.send(.dismissLookupError) {
            $0.lookupStatus = .idle
        }
        await store.finish()
    }

    func testLookupLatestCallSupersedesTheOneInFlight() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup(Int.testSample)) {
            do { var predictions = $0.lookupPredictions; predictions.rollBackAll(in: &$0.lookupValue); $0.lookupPredictions = predictions }
            if let prediction = Drawn06Reducer.predictLookup(Int.testSample, in: $0) {
                do { var predictions = $0.lookupPredictions; predictions.predict(prediction, in: &$0.lookupValue, for: ()); $0.lookupPredictions = predictions }
            }
            $0.lookupStatus = .loading
        }
        await service.lookupAnswers.waitForCalls(waiting: 1)
        await store.send(.lookup(Int.testSample)) {
            do { var predictions = $0.lookupPredictions; predictions.rollBackAll(in: &$0.lookupValue); $0.lookupPredictions = predictions }
            if let prediction = Drawn06Reducer.predictLookup(Int.testSample, in: $0) {
                do { var predictions = $0.lookupPredictions; predictions.predict(prediction, in: &$0.lookupValue, for: ()); $0.lookupPredictions = predictions }
            }
        }
        await service.lookupAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.lookupAnswers.answer(.success([Int].testSample))
        await store.receive(.lookupSuccess([Int].testSample)) {
            $0.lookupStatus = .succeeded
            do { var predictions = $0.lookupPredictions; predictions.confirm([Int].testSample, in: &$0.lookupValue); $0.lookupPredictions = predictions }
        }
        await store.finish()
    }

    // MARK: bindings and triggers (query, page, ready, bump → search)

    func testSetQueryAssignsQuery() async {
        let (store, _, _) = makeStore()
        await store.send(.setQuery(String.testSample)) {
            $0.query = String.testSample
        }
        await store.finish()
    }

    func testSetPageAssignsPage() async {
        let (store, _, _) = makeStore()
        await store.send(.setPage(Int.testSample)) {
            $0.page = Int.testSample
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

    func testBumpStartsSearch() async {
        let (store, service, _) = makeStore()
        await store.send(.bump)
        await store.receive(.search) {
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchSuccess([Int].testSample)) {
            $0.searchStatus = .succeeded
            $0.searchItems.insert(contentsOf: [Int].testSample, at: 0)
        }
        await store.receive(.poke)
        await store.finish()
    }

    // MARK: rows (Drawn06Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn06State(rows: [Drawn06RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .upload(Int.testSample))) {
            $0.rows[id: Int.testSample]!.uploadStatus = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .upload(Int.testSample)))
        await store.finish()
    }

    // MARK: pane (Drawn06Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn06State(pane: Drawn06PaneState(id: Int.testSample)))
        await store.send(.pane(.setPage(Int.testSample))) {
            $0.pane!.page = Int.testSample
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.setPage(Int.testSample)))
        await store.finish()
    }
}
