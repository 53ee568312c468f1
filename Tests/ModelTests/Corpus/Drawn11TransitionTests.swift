// Drawn11TransitionTests.swift
// Written once by reduxgen from Drawn11.yaml (--tests); from now on this file is yours.
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
final class Drawn11TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn11State = Drawn11State()
    ) -> (ReduxTesting.TestStore<Drawn11State, Drawn11Action>, Drawn11ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn11ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn11Reducer.reduce,
            middlewares: [Drawn11Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: post

    func testPostGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.post) {
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success(Item.testSample))
        await store.receive(.postSuccess(ready: store.state.ready, Item.testSample)) {
            $0.postStatus = .succeeded
            $0.postValue = Item.testSample
        }
        await store.receive(.rate) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(page: store.state.page, Item.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
            $0.rateValue = Item.testSample
        }
        await store.finish()
    }

    func testPostGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.post) {
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.postFailure(ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.postStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testPostLatestCallSupersedesTheOneInFlight() async {
        guard Drawn11Spec.postPolicy == .latest else {
            return XCTFail("The request post (\(Drawn11Spec.postDeclaration)) has the policy \(Drawn11Spec.postPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.post) {
            $0.postStatus = .loading
        }
        await service.postAnswers.waitForCalls(waiting: 1)
        await store.send(.post)
        await service.postAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.postAnswers.answer(.success(Item.testSample))
        await store.receive(.postSuccess(ready: store.state.ready, Item.testSample)) {
            $0.postStatus = .succeeded
            $0.postValue = Item.testSample
        }
        await store.receive(.rate) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(page: store.state.page, Item.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
            $0.rateValue = Item.testSample
        }
        await store.finish()
    }

    // MARK: search

    /// Whether `search`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func searchStarts(_ store: ReduxTesting.TestStore<Drawn11State, Drawn11Action>, _ service: Drawn11ServiceMock) async -> Bool {
        guard Drawn11Reducer.shouldStartSearch(store.state) else {
            await store.send(.search(text: String.testSample, count: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "search was called although its when: is false")
            return false
        }
        return true
    }

    func testSearchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await searchStarts(store, service) else { return }
        await store.send(.search(text: String.testSample, count: Int.testSample)) {
            if !$0.searchStatus.isLoading, let prediction = Drawn11Reducer.predictSearch(text: String.testSample, count: Int.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(Int.testSample))
        await store.receive(.searchSuccess(text: String.testSample, count: Int.testSample, Int.testSample)) {
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm(Int.testSample, in: &$0.searchValue)
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    func testSearchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await searchStarts(store, service) else { return }
        await store.send(.search(text: String.testSample, count: Int.testSample)) {
            if !$0.searchStatus.isLoading, let prediction = Drawn11Reducer.predictSearch(text: String.testSample, count: Int.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.searchFailure(text: String.testSample, count: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.searchPredictions.take()
            predictions.rollBack(in: &$0.searchValue)
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    func testSearchCallWhileOneIsInFlightIsDropped() async {
        guard Drawn11Spec.searchPolicy == .first else {
            return XCTFail("The request search (\(Drawn11Spec.searchDeclaration)) has the policy \(Drawn11Spec.searchPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await searchStarts(store, service) else { return }
        await store.send(.search(text: String.testSample, count: Int.testSample)) {
            if !$0.searchStatus.isLoading, let prediction = Drawn11Reducer.predictSearch(text: String.testSample, count: Int.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus = .loading
        }
        await service.searchAnswers.waitForCalls(waiting: 1)
        await store.send(.search(text: String.testSample, count: Int.testSample)) {
            if !$0.searchStatus.isLoading, let prediction = Drawn11Reducer.predictSearch(text: String.testSample, count: Int.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: ())
                $0.searchPredictions = consume predictions
            }
        }
        service.searchAnswers.answer(.success(Int.testSample))
        service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.searchSuccess(text: String.testSample, count: Int.testSample, Int.testSample)) {
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm(Int.testSample, in: &$0.searchValue)
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: rate

    func testRateGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.rate) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(page: store.state.page, Item.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
            $0.rateValue = Item.testSample
        }
        await store.finish()
    }

    func testRateFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.rate) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        for _ in 0...Drawn11Spec.rateRetry.attempts { service.rateAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...Drawn11Spec.rateRetry.attempts where Drawn11Spec.rateRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn11Spec.rateRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.rateFailure(page: store.state.page, ModelFailure.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testRateAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.rateSuccess(page: store.state.page, Item.testSample))
        await store.send(.rateFailure(page: store.state.page, ModelFailure.testSample))
        await store.finish()
    }

    func testRateQueuedCallsEachApplyTheirAnswer() async {
        guard Drawn11Spec.ratePolicy == .queue else {
            return XCTFail("The request rate (\(Drawn11Spec.rateDeclaration)) has the policy \(Drawn11Spec.ratePolicy) now, and this test is of queue: delete it, or make it test the new policy")
        }
        let (store, service, clock) = makeStore()
        await store.send(.rate) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        await store.send(.rate) {
            $0.rateInFlight = 2
        }
        for _ in 0...Drawn11Spec.rateRetry.attempts { service.rateAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...Drawn11Spec.rateRetry.attempts where Drawn11Spec.rateRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn11Spec.rateRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateFailure(page: store.state.page, ModelFailure.testSample)) {
            $0.rateInFlight = 1
            $0.rateStatus = .failed(ModelFailure.testSample)
        }
        await store.receive(.rateSuccess(page: store.state.page, Item.testSample)) {
            $0.rateInFlight = 0
            $0.rateValue = Item.testSample
        }
        await store.finish()
    }

    func testRatePollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingRate)
        await store.receive(.rate) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(page: store.state.page, Item.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
            $0.rateValue = Item.testSample
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn11Spec.ratePollInterval))
        await clock.advance(by: Drawn11Spec.ratePollInterval)
        await store.receive(.rate) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(page: store.state.page, Item.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
            $0.rateValue = Item.testSample
        }
        await store.send(.stopPollingRate)
        await store.finish()
    }

    // MARK: bindings and triggers (query, setQuery → rate, page, setPage → post, ready, poke → rate)

    func testSetQueryAssignsQuery() async {
        let (store, service, _) = makeStore()
        await store.send(.setQuery(String.testSample)) {
            $0.query = String.testSample
        }
        await store.receive(.rate) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(page: store.state.page, Item.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
            $0.rateValue = Item.testSample
        }
        await store.finish()
    }

    func testSetPageAssignsPage() async {
        let (store, service, _) = makeStore()
        await store.send(.setPage(Int.testSample)) {
            $0.page = Int.testSample
        }
        await store.receive(.post) {
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success(Item.testSample))
        await store.receive(.postSuccess(ready: store.state.ready, Item.testSample)) {
            $0.postStatus = .succeeded
            $0.postValue = Item.testSample
        }
        await store.receive(.rate) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(page: store.state.page, Item.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
            $0.rateValue = Item.testSample
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

    func testPokeStartsRate() async {
        let (store, service, _) = makeStore()
        await store.send(.poke)
        await store.receive(.rate) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(page: store.state.page, Item.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
            $0.rateValue = Item.testSample
        }
        await store.finish()
    }

    // MARK: pane (Drawn11Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn11State(pane: Drawn11PaneState(id: Int.testSample)))
        await store.send(.pane(.lookup(text: String.testSample, ref: Int.testSample))) {
            var predictions = $0.pane!.lookupPredictions.take()
            predictions.rollBackAll(in: &$0.pane!.lookupItems)
            $0.pane!.lookupPredictions = consume predictions
            if let prediction = Drawn11PaneReducer.predictLookup(text: String.testSample, ref: Int.testSample, in: $0.pane!) {
                var predictions = $0.pane!.lookupPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.pane!.lookupItems, for: ())
                $0.pane!.lookupPredictions = consume predictions
            }
            $0.pane!.lookupStatus = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.lookup(text: String.testSample, ref: Int.testSample)))
        await store.finish()
    }
}
