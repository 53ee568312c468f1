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

    // MARK: fetch

    /// Whether `fetch`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func fetchStarts(_ store: ReduxTesting.TestStore<Drawn05State, Drawn05Action>, _ service: Drawn05ServiceMock) async -> Bool {
        guard Drawn05Reducer.shouldStartFetch(store.state) else {
            await store.send(.fetch(String.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "fetch was called although its when: is false")
            return false
        }
        return true
    }

    func testFetchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch(String.testSample)) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(Int.testSample))
        await store.receive(.fetchSuccess(String.testSample, query: store.state.query, Int.testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchValue = Int.testSample
        }
        await store.receive(.poke)
        await store.receive(.post) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success([Int].testSample))
        await store.receive(.postSuccess(ready: store.state.ready, [Int].testSample)) {
            $0.postInFlight = 0
            $0.postStatus = .succeeded
            $0.postItems.insert(contentsOf: [Int].testSample, at: 0)
        }
        await store.finish()
    }

    func testFetchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch(String.testSample)) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.fetchFailure(String.testSample, query: store.state.query, ModelFailure.testSample)) {
            $0.fetchStatus = .failed(ModelFailure.testSample)
            $0.fetchError = ModelFailure.testSample
        }
        await store.finish()
    }

    func testFetchTimesOut() async {
        let (store, service, clock) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch(String.testSample)) {
            $0.fetchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn05Spec.fetchTimeout)
        await store.receive(.fetchFailure(String.testSample, query: store.state.query, ModelFailure.timedOut(after: Drawn05Spec.fetchTimeout))) {
            $0.fetchStatus = .failed(ModelFailure.timedOut(after: Drawn05Spec.fetchTimeout))
            $0.fetchError = ModelFailure.timedOut(after: Drawn05Spec.fetchTimeout)
        }
        await store.finish()
    }

    func testFetchKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch(String.testSample)) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.fetchFailure(String.testSample, query: store.state.query, ModelFailure.testSample)) {
            $0.fetchStatus = .failed(ModelFailure.testSample)
            $0.fetchError = ModelFailure.testSample
        }
        await store.send(.fetch(String.testSample)) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(Int.testSample))
        await store.receive(.fetchSuccess(String.testSample, query: store.state.query, Int.testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchValue = Int.testSample
        }
        await store.receive(.poke)
        await store.receive(.post) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success([Int].testSample))
        await store.receive(.postSuccess(ready: store.state.ready, [Int].testSample)) {
            $0.postInFlight = 0
            $0.postStatus = .succeeded
            $0.postItems.insert(contentsOf: [Int].testSample, at: 0)
        }
        await store.finish()
    }

    func testFetchCallWhileOneIsInFlightIsDropped() async {
        guard Drawn05Spec.fetchPolicy == .first else {
            return XCTFail("The request fetch (\(Drawn05Spec.fetchDeclaration)) has the policy \(Drawn05Spec.fetchPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch(String.testSample)) {
            $0.fetchStatus = .loading
        }
        await service.fetchAnswers.waitForCalls(waiting: 1)
        await store.send(.fetch(String.testSample))
        service.fetchAnswers.answer(.success(Int.testSample))
        service.fetchAnswers.answer(.failure(ModelFailure.testSample))  // for a second call, which is never made
        await store.receive(.fetchSuccess(String.testSample, query: store.state.query, Int.testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchValue = Int.testSample
        }
        await store.receive(.poke)
        await store.receive(.post) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success([Int].testSample))
        await store.receive(.postSuccess(ready: store.state.ready, [Int].testSample)) {
            $0.postInFlight = 0
            $0.postStatus = .succeeded
            $0.postItems.insert(contentsOf: [Int].testSample, at: 0)
        }
        await store.finish()
    }

    // MARK: lookup

    func testLookupGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup(Int.testSample)) {
            if !$0.lookupStatus.isLoading, let prediction = Drawn05Reducer.predictLookup(Int.testSample, in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, in: &$0.lookupValue, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success(Item.testSample))
        await store.receive(.lookupSuccess(Int.testSample, query: store.state.query, page: store.state.page, Item.testSample)) {
            $0.lookupStatus = .succeeded
            var predictions = $0.lookupPredictions.take()
            predictions.confirm(Item.testSample, in: &$0.lookupValue)
            $0.lookupPredictions = consume predictions
        }
        await store.finish()
    }

    func testLookupGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup(Int.testSample)) {
            if !$0.lookupStatus.isLoading, let prediction = Drawn05Reducer.predictLookup(Int.testSample, in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, in: &$0.lookupValue, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.lookupFailure(Int.testSample, query: store.state.query, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.lookupPredictions.take()
            predictions.rollBack(in: &$0.lookupValue)
            $0.lookupPredictions = consume predictions
        }
        await store.finish()
    }

    func testLookupErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup(Int.testSample)) {
            if !$0.lookupStatus.isLoading, let prediction = Drawn05Reducer.predictLookup(Int.testSample, in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, in: &$0.lookupValue, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.lookupFailure(Int.testSample, query: store.state.query, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.lookupPredictions.take()
            predictions.rollBack(in: &$0.lookupValue)
            $0.lookupPredictions = consume predictions
        }
        await store.send(.dismissLookupError) {
            $0.lookupStatus = .idle
        }
        await store.finish()
    }

    func testLookupCallWhileOneIsInFlightIsDropped() async {
        guard Drawn05Spec.lookupPolicy == .first else {
            return XCTFail("The request lookup (\(Drawn05Spec.lookupDeclaration)) has the policy \(Drawn05Spec.lookupPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.lookup(Int.testSample)) {
            if !$0.lookupStatus.isLoading, let prediction = Drawn05Reducer.predictLookup(Int.testSample, in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, in: &$0.lookupValue, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupStatus = .loading
        }
        await service.lookupAnswers.waitForCalls(waiting: 1)
        await store.send(.lookup(Int.testSample)) {
            if !$0.lookupStatus.isLoading, let prediction = Drawn05Reducer.predictLookup(Int.testSample, in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, in: &$0.lookupValue, for: ())
                $0.lookupPredictions = consume predictions
            }
        }
        service.lookupAnswers.answer(.success(Item.testSample))
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.lookupSuccess(Int.testSample, query: store.state.query, page: store.state.page, Item.testSample)) {
            $0.lookupStatus = .succeeded
            var predictions = $0.lookupPredictions.take()
            predictions.confirm(Item.testSample, in: &$0.lookupValue)
            $0.lookupPredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: post

    func testPostGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.post) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success([Int].testSample))
        await store.receive(.postSuccess(ready: store.state.ready, [Int].testSample)) {
            $0.postInFlight = 0
            $0.postStatus = .succeeded
            $0.postItems.insert(contentsOf: [Int].testSample, at: 0)
        }
        await store.finish()
    }

    func testPostGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.post) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.postFailure(ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.postInFlight = 0
            $0.postStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testPostAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.postSuccess(ready: store.state.ready, [Int].testSample))
        await store.send(.postFailure(ready: store.state.ready, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testPostIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.post) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        await store.send(.cancelPost) {
            $0.postInFlight = 0
            $0.postStatus = .idle
        }
        service.postAnswers.answer(.success([Int].testSample))
        await store.finish()
    }

    func testPostErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.post) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.postFailure(ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.postInFlight = 0
            $0.postStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissPostError) {
            $0.postStatus = .idle
        }
        await store.finish()
    }

    func testPostConcurrentCallsEachApplyTheirAnswer() async {
        guard Drawn05Spec.postPolicy == .concurrent else {
            return XCTFail("The request post (\(Drawn05Spec.postDeclaration)) has the policy \(Drawn05Spec.postPolicy) now, and this test is of concurrent: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.post) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        await service.postAnswers.waitForCalls(waiting: 1)
        await store.send(.post) {
            $0.postInFlight = 2
        }
        await service.postAnswers.waitForCalls(waiting: 2)
        service.postAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.postFailure(ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.postInFlight = 1
            $0.postStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        service.postAnswers.answer(.success([Int].testSample))
        await store.receive(.postSuccess(ready: store.state.ready, [Int].testSample)) {
            $0.postInFlight = 0
            $0.postItems.insert(contentsOf: [Int].testSample, at: 0)
        }
        await store.finish()
    }

    // MARK: bindings and triggers (query, page, setPage → post, ready, bump → post)

    func testSetQueryAssignsQuery() async {
        let (store, _, _) = makeStore()
        await store.send(.setQuery(String.testSample)) {
            $0.query = String.testSample
        }
        await store.finish()
    }

    func testSetPageAssignsPage() async {
        let (store, service, _) = makeStore()
        await store.send(.setPage(Int.testSample)) {
            $0.page = Int.testSample
        }
        await store.receive(.post) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success([Int].testSample))
        await store.receive(.postSuccess(ready: store.state.ready, [Int].testSample)) {
            $0.postInFlight = 0
            $0.postStatus = .succeeded
            $0.postItems.insert(contentsOf: [Int].testSample, at: 0)
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

    func testBumpStartsPost() async {
        let (store, service, _) = makeStore()
        await store.send(.bump)
        await store.receive(.post) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success([Int].testSample))
        await store.receive(.postSuccess(ready: store.state.ready, [Int].testSample)) {
            $0.postInFlight = 0
            $0.postStatus = .succeeded
            $0.postItems.insert(contentsOf: [Int].testSample, at: 0)
        }
        await store.finish()
    }

    // MARK: rows (Drawn05Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn05State(rows: [Drawn05RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .upload)) {
            $0.rows[id: Int.testSample]!.uploadStatus = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .upload))
        await store.finish()
    }

    // MARK: pane (Drawn05Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn05State(pane: Drawn05PaneState(id: Int.testSample)))
        await store.send(.pane(.fetch(Int.testSample))) {
            $0.pane!.fetchStatus = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.fetch(Int.testSample)))
        await store.finish()
    }
}
