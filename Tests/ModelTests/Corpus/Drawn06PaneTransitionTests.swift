// Drawn06PaneTransitionTests.swift
// Written once by reduxgen from Drawn06Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn06PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn06PaneState, Drawn06PaneAction>, Drawn06PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn06PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn06PaneState(id: Int.testSample),
            reducer: Drawn06PaneReducer.reduce,
            middlewares: [Drawn06PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: lookup

    func testLookupGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            if !$0.lookupStatus.isLoading, let prediction = Drawn06PaneReducer.predictLookup(in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupSuccess(ready: store.state.ready, [Item].testSample)) {
            $0.lookupStatus = .succeeded
            var predictions = $0.lookupPredictions.take()
            predictions.confirm([Item].testSample, upsertingInto: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await store.finish()
    }

    func testLookupFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.lookup) {
            if !$0.lookupStatus.isLoading, let prediction = Drawn06PaneReducer.predictLookup(in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupStatus = .loading
        }
        for _ in 0...Drawn06PaneSpec.lookupRetry.attempts { service.lookupAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...Drawn06PaneSpec.lookupRetry.attempts where Drawn06PaneSpec.lookupRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn06PaneSpec.lookupRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.lookupFailure(ready: store.state.ready, ModelFailure.testSample)) {
            $0.lookupStatus = .failed(ModelFailure.testSample)
            var predictions = $0.lookupPredictions.take()
            predictions.rollBack(in: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await store.finish()
    }

    func testLookupErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        await store.send(.lookup) {
            if !$0.lookupStatus.isLoading, let prediction = Drawn06PaneReducer.predictLookup(in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupStatus = .loading
        }
        for _ in 0...Drawn06PaneSpec.lookupRetry.attempts { service.lookupAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...Drawn06PaneSpec.lookupRetry.attempts where Drawn06PaneSpec.lookupRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn06PaneSpec.lookupRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.lookupFailure(ready: store.state.ready, ModelFailure.testSample)) {
            $0.lookupStatus = .failed(ModelFailure.testSample)
            var predictions = $0.lookupPredictions.take()
            predictions.rollBack(in: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await store.send(.dismissLookupError) {
            $0.lookupStatus = .idle
        }
        await store.finish()
    }

    func testLookupCallWhileOneIsInFlightIsDropped() async {
        guard Drawn06PaneSpec.lookupPolicy == .first else {
            return XCTFail("The request lookup (\(Drawn06PaneSpec.lookupDeclaration)) has the policy \(Drawn06PaneSpec.lookupPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            if !$0.lookupStatus.isLoading, let prediction = Drawn06PaneReducer.predictLookup(in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupStatus = .loading
        }
        await service.lookupAnswers.waitForCalls(waiting: 1)
        await store.send(.lookup) {
            if !$0.lookupStatus.isLoading, let prediction = Drawn06PaneReducer.predictLookup(in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
        }
        service.lookupAnswers.answer(.success([Item].testSample))
        service.lookupAnswers.answer(.failure(ModelFailure.testSample))  // for a second call, which is never made
        await store.receive(.lookupSuccess(ready: store.state.ready, [Item].testSample)) {
            $0.lookupStatus = .succeeded
            var predictions = $0.lookupPredictions.take()
            predictions.confirm([Item].testSample, upsertingInto: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: load

    func testLoadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.load) {
            $0.loadStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn06PaneSpec.loadDebounce)
        service.loadAnswers.answer(.success([Int].testSample))
        await store.receive(.loadSuccess([Int].testSample)) {
            $0.loadStatus = .succeeded
            $0.loadValue = [Int].testSample
        }
        await store.finish()
    }

    func testLoadGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        await store.send(.load) {
            $0.loadStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn06PaneSpec.loadDebounce)
        service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.loadFailure(ReduxRuntime.RequestError.testSample)) {
            $0.loadStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testLoadTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.load) {
            $0.loadStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn06PaneSpec.loadDebounce)
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn06PaneSpec.loadTimeout)
        await store.receive(.loadFailure(ReduxRuntime.RequestError.timedOut(after: Drawn06PaneSpec.loadTimeout))) {
            $0.loadStatus = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn06PaneSpec.loadTimeout))
        }
        await store.finish()
    }

    func testLoadErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        await store.send(.load) {
            $0.loadStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn06PaneSpec.loadDebounce)
        service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.loadFailure(ReduxRuntime.RequestError.testSample)) {
            $0.loadStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissLoadError) {
            $0.loadStatus = .idle
        }
        await store.finish()
    }

    // MARK: bindings and triggers (query, ready, bump → lookup)

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

    func testBumpStartsLookup() async {
        let (store, service, _) = makeStore()
        await store.send(.bump)
        await store.receive(.lookup) {
            if !$0.lookupStatus.isLoading, let prediction = Drawn06PaneReducer.predictLookup(in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupSuccess(ready: store.state.ready, [Item].testSample)) {
            $0.lookupStatus = .succeeded
            var predictions = $0.lookupPredictions.take()
            predictions.confirm([Item].testSample, upsertingInto: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await store.finish()
    }
}
