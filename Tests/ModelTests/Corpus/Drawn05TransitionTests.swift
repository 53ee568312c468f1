// Drawn05TransitionTests.swift
// Written once by reduxgen from Drawn05.yaml (--tests); from now on this file is yours.
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
final class Drawn05TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn05State = Drawn05State()
    ) -> (ReduxTesting.TestStore<Drawn05State, Drawn05Action>, Drawn05ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn05ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn05Reducer.reduce,
            middlewares: [Drawn05Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: search

    /// Whether `search`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func searchStarts(_ store: ReduxTesting.TestStore<Drawn05State, Drawn05Action>, _ service: Drawn05ServiceMock) async -> Bool {
        guard Drawn05Reducer.shouldStartSearch(store.state) else {
            await store.send(.search(count: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "search was called although its when: is false")
            return false
        }
        return true
    }

    func testSearchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await searchStarts(store, service) else { return }
        await store.send(.search(count: Int.testSample)) {
            var predictions = $0.searchPredictions.take()
            predictions.rollBackAll(in: &$0.searchValue)
            $0.searchPredictions = consume predictions
            if let prediction = Drawn05Reducer.predictSearch(count: Int.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: Int.testSample)
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus[Int.testSample] = .loading
        }
        service.searchAnswers.answer(.success([Item].testSample))
        await store.receive(.searchSuccess(count: Int.testSample, [Item].testSample)) {
            $0.searchStatus[Int.testSample] = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm([Item].testSample, in: &$0.searchValue) { $0 == Int.testSample }
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    func testSearchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await searchStarts(store, service) else { return }
        await store.send(.search(count: Int.testSample)) {
            var predictions = $0.searchPredictions.take()
            predictions.rollBackAll(in: &$0.searchValue)
            $0.searchPredictions = consume predictions
            if let prediction = Drawn05Reducer.predictSearch(count: Int.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: Int.testSample)
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus[Int.testSample] = .loading
        }
        service.searchAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.searchFailure(count: Int.testSample, ModelFailure.testSample)) {
            $0.searchStatus[Int.testSample] = .failed(ModelFailure.testSample)
            var predictions = $0.searchPredictions.take()
            predictions.rollBack(in: &$0.searchValue) { $0 == Int.testSample }
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    func testSearchTimesOut() async {
        let (store, service, clock) = makeStore()
        guard await searchStarts(store, service) else { return }
        await store.send(.search(count: Int.testSample)) {
            var predictions = $0.searchPredictions.take()
            predictions.rollBackAll(in: &$0.searchValue)
            $0.searchPredictions = consume predictions
            if let prediction = Drawn05Reducer.predictSearch(count: Int.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: Int.testSample)
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn05Spec.searchTimeout)
        await store.receive(.searchFailure(count: Int.testSample, ModelFailure.timedOut(after: Drawn05Spec.searchTimeout))) {
            $0.searchStatus[Int.testSample] = .failed(ModelFailure.timedOut(after: Drawn05Spec.searchTimeout))
            var predictions = $0.searchPredictions.take()
            predictions.rollBack(in: &$0.searchValue) { $0 == Int.testSample }
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    func testSearchLatestCallSupersedesTheOneInFlight() async {
        guard Drawn05Spec.searchPolicy == .latest else {
            return XCTFail("The request search (\(Drawn05Spec.searchDeclaration)) has the policy \(Drawn05Spec.searchPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await searchStarts(store, service) else { return }
        await store.send(.search(count: Int.testSample)) {
            var predictions = $0.searchPredictions.take()
            predictions.rollBackAll(in: &$0.searchValue)
            $0.searchPredictions = consume predictions
            if let prediction = Drawn05Reducer.predictSearch(count: Int.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: Int.testSample)
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus[Int.testSample] = .loading
        }
        await service.searchAnswers.waitForCalls(waiting: 1)
        await store.send(.search(count: Int.testSample)) {
            var predictions = $0.searchPredictions.take()
            predictions.rollBackAll(in: &$0.searchValue)
            $0.searchPredictions = consume predictions
            if let prediction = Drawn05Reducer.predictSearch(count: Int.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: Int.testSample)
                $0.searchPredictions = consume predictions
            }
        }
        await service.searchAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.searchAnswers.answer(.success([Item].testSample))
        await store.receive(.searchSuccess(count: Int.testSample, [Item].testSample)) {
            $0.searchStatus[Int.testSample] = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm([Item].testSample, in: &$0.searchValue) { $0 == Int.testSample }
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    func testSearchIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        guard await searchStarts(store, service) else { return }
        await store.send(.search(count: Int.testSample)) {
            var predictions = $0.searchPredictions.take()
            predictions.rollBackAll(in: &$0.searchValue)
            $0.searchPredictions = consume predictions
            if let prediction = Drawn05Reducer.predictSearch(count: Int.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: Int.testSample)
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus[Int.testSample] = .loading
        }
        service.searchAnswers.answer(.success([Item].testSample))
        await store.receive(.searchSuccess(count: Int.testSample, [Item].testSample)) {
            $0.searchStatus[Int.testSample] = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm([Item].testSample, in: &$0.searchValue) { $0 == Int.testSample }
            $0.searchPredictions = consume predictions
        }
        await store.send(.search(count: Int.testSample)) {
            var predictions = $0.searchPredictions.take()
            predictions.rollBackAll(in: &$0.searchValue)
            $0.searchPredictions = consume predictions
            if let prediction = Drawn05Reducer.predictSearch(count: Int.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: Int.testSample)
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus[Int.testSample] = .loading
        }
        await store.receive(.searchSuccess(count: Int.testSample, [Item].testSample)) {
            $0.searchStatus[Int.testSample] = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm([Item].testSample, in: &$0.searchValue) { $0 == Int.testSample }
            $0.searchPredictions = consume predictions
        }
        await store.send(.forceSearch(count: Int.testSample)) {
            var predictions = $0.searchPredictions.take()
            predictions.rollBackAll(in: &$0.searchValue)
            $0.searchPredictions = consume predictions
            if let prediction = Drawn05Reducer.predictSearch(count: Int.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: Int.testSample)
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus[Int.testSample] = .loading
        }
        service.searchAnswers.answer(.success([Item].testSample))
        await store.receive(.searchSuccess(count: Int.testSample, [Item].testSample)) {
            $0.searchStatus[Int.testSample] = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm([Item].testSample, in: &$0.searchValue) { $0 == Int.testSample }
            $0.searchPredictions = consume predictions
        }
        await clock.advance(by: Drawn05Spec.searchCacheLifetime)
        await store.send(.search(count: Int.testSample)) {
            var predictions = $0.searchPredictions.take()
            predictions.rollBackAll(in: &$0.searchValue)
            $0.searchPredictions = consume predictions
            if let prediction = Drawn05Reducer.predictSearch(count: Int.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: Int.testSample)
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus[Int.testSample] = .loading
        }
        service.searchAnswers.answer(.success([Item].testSample))
        await store.receive(.searchSuccess(count: Int.testSample, [Item].testSample)) {
            $0.searchStatus[Int.testSample] = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm([Item].testSample, in: &$0.searchValue) { $0 == Int.testSample }
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: fetch

    func testFetchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(Int.testSample))
        await store.receive(.fetchSuccess(Int.testSample)) {
            $0.fetchInFlight = 0
            $0.fetchStatus = .succeeded
            $0.fetchItems.insert(Int.testSample, at: 0)
        }
        await store.finish()
    }

    func testFetchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.fetchFailure(ReduxRuntime.RequestError.testSample)) {
            $0.fetchInFlight = 0
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testFetchAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.fetchSuccess(Int.testSample))
        await store.send(.fetchFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testFetchTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.fetch) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn05Spec.fetchTimeout)
        await store.receive(.fetchFailure(ReduxRuntime.RequestError.timedOut(after: Drawn05Spec.fetchTimeout))) {
            $0.fetchInFlight = 0
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn05Spec.fetchTimeout))
        }
        await store.finish()
    }

    func testFetchIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        await store.send(.cancelFetch) {
            $0.fetchInFlight = 0
            $0.fetchStatus = .idle
        }
        service.fetchAnswers.answer(.success(Int.testSample))
        await store.finish()
    }

    func testFetchConcurrentCallsEachApplyTheirAnswer() async {
        guard Drawn05Spec.fetchPolicy == .concurrent else {
            return XCTFail("The request fetch (\(Drawn05Spec.fetchDeclaration)) has the policy \(Drawn05Spec.fetchPolicy) now, and this test is of concurrent: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.fetch) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        await service.fetchAnswers.waitForCalls(waiting: 1)
        await store.send(.fetch) {
            $0.fetchInFlight = 2
        }
        await service.fetchAnswers.waitForCalls(waiting: 2)
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.fetchFailure(ReduxRuntime.RequestError.testSample)) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        service.fetchAnswers.answer(.success(Int.testSample))
        await store.receive(.fetchSuccess(Int.testSample)) {
            $0.fetchInFlight = 0
            $0.fetchItems.insert(Int.testSample, at: 0)
        }
        await store.finish()
    }

    // MARK: send

    func testSendGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.send(ref: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn05Spec.sendDebounce)
        service.sendAnswers.answer(.success(Item.testSample))
        await store.receive(.sendSuccess(ref: Int.testSample, Item.testSample)) {
            $0.sendStatus[Int.testSample] = .succeeded
            $0.sendItems.upsert(Item.testSample)
        }
        await store.receive(.poke)
        await store.receive(.fetch) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(Int.testSample))
        await store.receive(.fetchSuccess(Int.testSample)) {
            $0.fetchInFlight = 0
            $0.fetchStatus = .succeeded
            $0.fetchItems.insert(Int.testSample, at: 0)
        }
        await store.finish()
    }

    func testSendGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        await store.send(.send(ref: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn05Spec.sendDebounce)
        service.sendAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.sendFailure(ref: Int.testSample, ModelFailure.testSample)) {
            $0.sendStatus[Int.testSample] = .failed(ModelFailure.testSample)
            $0.sendError = ModelFailure.testSample
        }
        await store.finish()
    }

    func testSendTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.send(ref: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn05Spec.sendDebounce)
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn05Spec.sendTimeout)
        await store.receive(.sendFailure(ref: Int.testSample, ModelFailure.timedOut(after: Drawn05Spec.sendTimeout))) {
            $0.sendStatus[Int.testSample] = .failed(ModelFailure.timedOut(after: Drawn05Spec.sendTimeout))
            $0.sendError = ModelFailure.timedOut(after: Drawn05Spec.sendTimeout)
        }
        await store.finish()
    }

    func testSendIsCancelled() async {
        let (store, service, clock) = makeStore()
        await store.send(.send(ref: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn05Spec.sendDebounce)
        await store.send(.cancelSend(ref: Int.testSample)) {
            $0.sendStatus[Int.testSample] = nil
        }
        service.sendAnswers.answer(.success(Item.testSample))
        await store.finish()
    }

    func testSendErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        await store.send(.send(ref: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn05Spec.sendDebounce)
        service.sendAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.sendFailure(ref: Int.testSample, ModelFailure.testSample)) {
            $0.sendStatus[Int.testSample] = .failed(ModelFailure.testSample)
            $0.sendError = ModelFailure.testSample
        }
        await store.send(.dismissSendError(ref: Int.testSample)) {
            $0.sendStatus[Int.testSample] = nil
            $0.sendError = nil
        }
        await store.finish()
    }

    func testSendKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, clock) = makeStore()
        await store.send(.send(ref: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn05Spec.sendDebounce)
        service.sendAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.sendFailure(ref: Int.testSample, ModelFailure.testSample)) {
            $0.sendStatus[Int.testSample] = .failed(ModelFailure.testSample)
            $0.sendError = ModelFailure.testSample
        }
        await store.send(.send(ref: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn05Spec.sendDebounce)
        service.sendAnswers.answer(.success(Item.testSample))
        await store.receive(.sendSuccess(ref: Int.testSample, Item.testSample)) {
            $0.sendStatus[Int.testSample] = .succeeded
            $0.sendItems.upsert(Item.testSample)
        }
        await store.receive(.poke)
        await store.receive(.fetch) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(Int.testSample))
        await store.receive(.fetchSuccess(Int.testSample)) {
            $0.fetchInFlight = 0
            $0.fetchStatus = .succeeded
            $0.fetchItems.insert(Int.testSample, at: 0)
        }
        await store.finish()
    }

    // MARK: bindings and triggers (page, query, ready)

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

    // MARK: rows (Drawn05Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn05State(rows: [Drawn05RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .send(count: Int.testSample, ref: Int.testSample))) {
            $0.rows[id: Int.testSample]!.sendStatus[Int.testSample] = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .send(count: Int.testSample, ref: Int.testSample)))
        await store.finish()
    }

    // MARK: pane (Drawn05Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn05State(pane: Drawn05PaneState(id: Int.testSample)))
        await store.send(.pane(.submit)) {
            $0.pane!.submitStatus = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.submit))
        await store.finish()
    }
}
