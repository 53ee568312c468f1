// Drawn12PaneTransitionTests.swift
// Written once by reduxgen from Drawn12Pane.yaml (--tests); from now on this file is yours.
// One test per valid transition of each request's status, run through a TestStore with the
// service mock. The tests send and answer sample values of the spec's types (TestSample:
// ReduxTesting has those of the standard library's types, your test target the others).
// When your reducer logic changes the state on these actions, add its changes to the
// tests' closures.
// Each binding's setter, and each action after which requests start by themselves, has a
// test too.

import XCTest
import ReduxRuntime
import ReduxTesting
@testable import ModelCorpus

@MainActor
final class Drawn12PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn12PaneState, Drawn12PaneAction>, Drawn12PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn12PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn12PaneState(id: Int.testSample),
            reducer: Drawn12PaneReducer.reduce,
            middlewares: [Drawn12PaneLoader(service: service).middleware],
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
            if let prediction = Drawn12PaneReducer.predictSearch(ref: Int.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: Int.testSample)
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus[Int.testSample] = .loading
        }
        service.searchAnswers.answer(.success(Int.testSample))
        await store.receive(.searchSuccess(ref: Int.testSample, ready: store.state.ready, Int.testSample)) {
            $0.searchStatus[Int.testSample] = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm(Int.testSample, in: &$0.searchValue) { $0 == Int.testSample }
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
            if let prediction = Drawn12PaneReducer.predictSearch(ref: Int.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: Int.testSample)
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus[Int.testSample] = .loading
        }
        service.searchAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.searchFailure(ref: Int.testSample, ready: store.state.ready, ModelFailure.testSample)) {
            $0.searchStatus[Int.testSample] = .failed(ModelFailure.testSample)
            $0.searchError = ModelFailure.testSample
            var predictions = $0.searchPredictions.take()
            predictions.rollBack(in: &$0.searchValue) { $0 == Int.testSample }
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
            if let prediction = Drawn12PaneReducer.predictSearch(ref: Int.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: Int.testSample)
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn12PaneSpec.searchTimeout)
        await store.receive(.searchFailure(ref: Int.testSample, ready: store.state.ready, ModelFailure.timedOut(after: Drawn12PaneSpec.searchTimeout))) {
            $0.searchStatus[Int.testSample] = .failed(ModelFailure.timedOut(after: Drawn12PaneSpec.searchTimeout))
            $0.searchError = ModelFailure.timedOut(after: Drawn12PaneSpec.searchTimeout)
            var predictions = $0.searchPredictions.take()
            predictions.rollBack(in: &$0.searchValue) { $0 == Int.testSample }
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    func testSearchIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.search(ref: Int.testSample)) {
            var predictions = $0.searchPredictions.take()
            predictions.rollBackAll(in: &$0.searchValue)
            $0.searchPredictions = consume predictions
            if let prediction = Drawn12PaneReducer.predictSearch(ref: Int.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: Int.testSample)
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus[Int.testSample] = .loading
        }
        await store.send(.cancelSearch(ref: Int.testSample)) {
            $0.searchStatus[Int.testSample] = nil
            var predictions = $0.searchPredictions.take()
            predictions.rollBackAll(in: &$0.searchValue) { $0 == Int.testSample }
            $0.searchPredictions = consume predictions
        }
        service.searchAnswers.answer(.success(Int.testSample))
        await store.finish()
    }

    func testSearchErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.search(ref: Int.testSample)) {
            var predictions = $0.searchPredictions.take()
            predictions.rollBackAll(in: &$0.searchValue)
            $0.searchPredictions = consume predictions
            if let prediction = Drawn12PaneReducer.predictSearch(ref: Int.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: Int.testSample)
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus[Int.testSample] = .loading
        }
        service.searchAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.searchFailure(ref: Int.testSample, ready: store.state.ready, ModelFailure.testSample)) {
            $0.searchStatus[Int.testSample] = .failed(ModelFailure.testSample)
            $0.searchError = ModelFailure.testSample
            var predictions = $0.searchPredictions.take()
            predictions.rollBack(in: &$0.searchValue) { $0 == Int.testSample }
            $0.searchPredictions = consume predictions
        }
        await store.send(.dismissSearchError(ref: Int.testSample)) {
            $0.searchStatus[Int.testSample] = nil
            $0.searchError = nil
        }
        await store.finish()
    }

    func testSearchKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        await store.send(.search(ref: Int.testSample)) {
            var predictions = $0.searchPredictions.take()
            predictions.rollBackAll(in: &$0.searchValue)
            $0.searchPredictions = consume predictions
            if let prediction = Drawn12PaneReducer.predictSearch(ref: Int.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: Int.testSample)
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus[Int.testSample] = .loading
        }
        service.searchAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.searchFailure(ref: Int.testSample, ready: store.state.ready, ModelFailure.testSample)) {
            $0.searchStatus[Int.testSample] = .failed(ModelFailure.testSample)
            $0.searchError = ModelFailure.testSample
            var predictions = $0.searchPredictions.take()
            predictions.rollBack(in: &$0.searchValue) { $0 == Int.testSample }
            $0.searchPredictions = consume predictions
        }
        await store.send(.search(ref: Int.testSample)) {
            var predictions = $0.searchPredictions.take()
            predictions.rollBackAll(in: &$0.searchValue)
            $0.searchPredictions = consume predictions
            if let prediction = Drawn12PaneReducer.predictSearch(ref: Int.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: Int.testSample)
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus[Int.testSample] = .loading
        }
        service.searchAnswers.answer(.success(Int.testSample))
        await store.receive(.searchSuccess(ref: Int.testSample, ready: store.state.ready, Int.testSample)) {
            $0.searchStatus[Int.testSample] = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm(Int.testSample, in: &$0.searchValue) { $0 == Int.testSample }
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    func testSearchLatestCallSupersedesTheOneInFlight() async {
        guard Drawn12PaneSpec.searchPolicy == .latest else {
            return XCTFail("The request search (\(Drawn12PaneSpec.searchDeclaration)) has the policy \(Drawn12PaneSpec.searchPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.search(ref: Int.testSample)) {
            var predictions = $0.searchPredictions.take()
            predictions.rollBackAll(in: &$0.searchValue)
            $0.searchPredictions = consume predictions
            if let prediction = Drawn12PaneReducer.predictSearch(ref: Int.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: Int.testSample)
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus[Int.testSample] = .loading
        }
        await service.searchAnswers.waitForCalls(waiting: 1)
        await store.send(.search(ref: Int.testSample)) {
            var predictions = $0.searchPredictions.take()
            predictions.rollBackAll(in: &$0.searchValue)
            $0.searchPredictions = consume predictions
            if let prediction = Drawn12PaneReducer.predictSearch(ref: Int.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: Int.testSample)
                $0.searchPredictions = consume predictions
            }
        }
        await service.searchAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.searchAnswers.answer(.success(Int.testSample))
        await store.receive(.searchSuccess(ref: Int.testSample, ready: store.state.ready, Int.testSample)) {
            $0.searchStatus[Int.testSample] = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm(Int.testSample, in: &$0.searchValue) { $0 == Int.testSample }
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    func testSearchPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingSearch(ref: Int.testSample))
        await store.receive(.search(ref: Int.testSample)) {
            var predictions = $0.searchPredictions.take()
            predictions.rollBackAll(in: &$0.searchValue)
            $0.searchPredictions = consume predictions
            if let prediction = Drawn12PaneReducer.predictSearch(ref: Int.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: Int.testSample)
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus[Int.testSample] = .loading
        }
        service.searchAnswers.answer(.success(Int.testSample))
        await store.receive(.searchSuccess(ref: Int.testSample, ready: store.state.ready, Int.testSample)) {
            $0.searchStatus[Int.testSample] = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm(Int.testSample, in: &$0.searchValue) { $0 == Int.testSample }
            $0.searchPredictions = consume predictions
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn12PaneSpec.searchPollInterval))
        await clock.advance(by: Drawn12PaneSpec.searchPollInterval)
        await store.receive(.search(ref: Int.testSample)) {
            var predictions = $0.searchPredictions.take()
            predictions.rollBackAll(in: &$0.searchValue)
            $0.searchPredictions = consume predictions
            if let prediction = Drawn12PaneReducer.predictSearch(ref: Int.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: Int.testSample)
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus[Int.testSample] = .loading
        }
        service.searchAnswers.answer(.success(Int.testSample))
        await store.receive(.searchSuccess(ref: Int.testSample, ready: store.state.ready, Int.testSample)) {
            $0.searchStatus[Int.testSample] = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm(Int.testSample, in: &$0.searchValue) { $0 == Int.testSample }
            $0.searchPredictions = consume predictions
        }
        await store.send(.stopPollingSearch(ref: Int.testSample))
        await store.finish()
    }

    // MARK: lookup

    func testLookupGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success(Item.testSample))
        await store.receive(.lookupSuccess(Item.testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .succeeded
            $0.lookupItems.upsert(Item.testSample)
        }
        await store.finish()
    }

    func testLookupGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.lookupFailure(ReduxRuntime.RequestError.testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testLookupAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.lookupSuccess(Item.testSample))
        await store.send(.lookupFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testLookupIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        await store.send(.cancelLookup) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .idle
        }
        service.lookupAnswers.answer(.success(Item.testSample))
        await store.finish()
    }

    func testLookupErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.lookupFailure(ReduxRuntime.RequestError.testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissLookupError) {
            $0.lookupStatus = .idle
        }
        await store.finish()
    }

    func testLookupConcurrentCallsEachApplyTheirAnswer() async {
        guard Drawn12PaneSpec.lookupPolicy == .concurrent else {
            return XCTFail("The request lookup (\(Drawn12PaneSpec.lookupDeclaration)) has the policy \(Drawn12PaneSpec.lookupPolicy) now, and this test is of concurrent: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        await service.lookupAnswers.waitForCalls(waiting: 1)
        await store.send(.lookup) {
            $0.lookupInFlight = 2
        }
        await service.lookupAnswers.waitForCalls(waiting: 2)
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.lookupFailure(ReduxRuntime.RequestError.testSample)) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        service.lookupAnswers.answer(.success(Item.testSample))
        await store.receive(.lookupSuccess(Item.testSample)) {
            $0.lookupInFlight = 0
            $0.lookupItems.upsert(Item.testSample)
        }
        await store.finish()
    }

    // MARK: bindings and triggers (query, ready)

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
}
