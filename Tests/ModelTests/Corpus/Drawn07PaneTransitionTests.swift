// Drawn07PaneTransitionTests.swift
// Written once by reduxgen from Drawn07Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn07PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn07PaneState, Drawn07PaneAction>, Drawn07PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn07PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn07PaneState(id: Int.testSample),
            reducer: Drawn07PaneReducer.reduce,
            middlewares: [Drawn07PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: lookup

    /// Whether `lookup`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func lookupStarts(_ store: ReduxTesting.TestStore<Drawn07PaneState, Drawn07PaneAction>, _ service: Drawn07PaneServiceMock) async -> Bool {
        guard Drawn07PaneReducer.shouldStartLookup(store.state) else {
            await store.send(.lookup(count: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "lookup was called although its when: is false")
            return false
        }
        return true
    }

    func testLookupGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup(count: Int.testSample)) {
            var predictions = $0.lookupPredictions.take()
            predictions.rollBackAll(in: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
            if let prediction = Drawn07PaneReducer.predictLookup(count: Int.testSample, in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupSuccess(count: Int.testSample, [Item].testSample)) {
            $0.lookupStatus = .succeeded
            var predictions = $0.lookupPredictions.take()
            predictions.confirm([Item].testSample, prependingTo: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testLookupGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup(count: Int.testSample)) {
            var predictions = $0.lookupPredictions.take()
            predictions.rollBackAll(in: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
            if let prediction = Drawn07PaneReducer.predictLookup(count: Int.testSample, in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.lookupFailure(count: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.lookupPredictions.take()
            predictions.rollBack(in: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await store.finish()
    }

    func testLookupLatestCallSupersedesTheOneInFlight() async {
        guard Drawn07PaneSpec.lookupPolicy == .latest else {
            return XCTFail("The request lookup (\(Drawn07PaneSpec.lookupDeclaration)) has the policy \(Drawn07PaneSpec.lookupPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup(count: Int.testSample)) {
            var predictions = $0.lookupPredictions.take()
            predictions.rollBackAll(in: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
            if let prediction = Drawn07PaneReducer.predictLookup(count: Int.testSample, in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupStatus = .loading
        }
        await service.lookupAnswers.waitForCalls(waiting: 1)
        await store.send(.lookup(count: Int.testSample)) {
            var predictions = $0.lookupPredictions.take()
            predictions.rollBackAll(in: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
            if let prediction = Drawn07PaneReducer.predictLookup(count: Int.testSample, in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
        }
        await service.lookupAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupSuccess(count: Int.testSample, [Item].testSample)) {
            $0.lookupStatus = .succeeded
            var predictions = $0.lookupPredictions.take()
            predictions.confirm([Item].testSample, prependingTo: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testLookupPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.startPollingLookup(count: Int.testSample))
        await store.receive(.lookup(count: Int.testSample)) {
            var predictions = $0.lookupPredictions.take()
            predictions.rollBackAll(in: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
            if let prediction = Drawn07PaneReducer.predictLookup(count: Int.testSample, in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupSuccess(count: Int.testSample, [Item].testSample)) {
            $0.lookupStatus = .succeeded
            var predictions = $0.lookupPredictions.take()
            predictions.confirm([Item].testSample, prependingTo: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await store.receive(.bump)
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn07PaneSpec.lookupPollInterval))
        await clock.advance(by: Drawn07PaneSpec.lookupPollInterval)
        await store.receive(.lookup(count: Int.testSample)) {
            var predictions = $0.lookupPredictions.take()
            predictions.rollBackAll(in: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
            if let prediction = Drawn07PaneReducer.predictLookup(count: Int.testSample, in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupSuccess(count: Int.testSample, [Item].testSample)) {
            $0.lookupStatus = .succeeded
            var predictions = $0.lookupPredictions.take()
            predictions.confirm([Item].testSample, prependingTo: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await store.receive(.bump)
        await store.send(.stopPollingLookup)
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
