// Drawn03PaneTransitionTests.swift
// Written once by reduxgen from Drawn03Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn03PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn03PaneState, Drawn03PaneAction>, Drawn03PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn03PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn03PaneState(id: Int.testSample),
            reducer: Drawn03PaneReducer.reduce,
            middlewares: [Drawn03PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: rate

    /// Whether `rate`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func rateStarts(_ store: ReduxTesting.TestStore<Drawn03PaneState, Drawn03PaneAction>, _ service: Drawn03PaneServiceMock) async -> Bool {
        guard Drawn03PaneReducer.shouldStartRate(store.state) else {
            await store.send(.rate(count: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "rate was called although its when: is false")
            return false
        }
        return true
    }

    func testRateGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate(count: Int.testSample)) {
            do { var predictions = $0.ratePredictions; predictions.rollBackAll(in: &$0.rateItems); $0.ratePredictions = predictions }
            if let prediction = Drawn03PaneReducer.predictRate(count: Int.testSample, in: $0) {
                do { var predictions = $0.ratePredictions; predictions.predict(prediction, prependingTo: &$0.rateItems, for: ()); $0.ratePredictions = predictions }
            }
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success([Int].testSample))
        await store.receive(.rateSuccess([Int].testSample)) {
            $0.rateStatus = .succeeded
            do { var predictions = $0.ratePredictions; predictions.confirm([Int].testSample, prependingTo: &$0.rateItems); $0.ratePredictions = predictions }
        }
        await store.finish()
    }

    func testRateGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate(count: Int.testSample)) {
            do { var predictions = $0.ratePredictions; predictions.rollBackAll(in: &$0.rateItems); $0.ratePredictions = predictions }
            if let prediction = Drawn03PaneReducer.predictRate(count: Int.testSample, in: $0) {
                do { var predictions = $0.ratePredictions; predictions.predict(prediction, prependingTo: &$0.rateItems, for: ()); $0.ratePredictions = predictions }
            }
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.rateFailure(ReduxRuntime.RequestError.testSample)) {
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
            do { var predictions = $0.ratePredictions; predictions.rollBack(in: &$0.rateItems); $0.ratePredictions = predictions }
        }
        await store.finish()
    }

    func testRateAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.rateSuccess([Int].testSample))
        await store.send(.rateFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testRateIsCancelled() async {
        let (store, service, _) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate(count: Int.testSample)) {
            do { var predictions = $0.ratePredictions; predictions.rollBackAll(in: &$0.rateItems); $0.ratePredictions = predictions }
            if let prediction = Drawn03PaneReducer.predictRate(count: Int.testSample, in: $0) {
                do { var predictions = $0.ratePredictions; predictions.predict(prediction, prependingTo: &$0.rateItems, for: ()); $0.ratePredictions = predictions }
            }
            $0.rateStatus = .loading
        }
        await store.send(.cancelRate) {
            $0.rateStatus = .idle
            do { var predictions = $0.ratePredictions; predictions.rollBackAll(in: &$0.rateItems); $0.ratePredictions = predictions }
        }
        service.rateAnswers.answer(.success([Int].testSample))
        await store.finish()
    }

    func testRateLatestCallSupersedesTheOneInFlight() async {
        let (store, service, _) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate(count: Int.testSample)) {
            do { var predictions = $0.ratePredictions; predictions.rollBackAll(in: &$0.rateItems); $0.ratePredictions = predictions }
            if let prediction = Drawn03PaneReducer.predictRate(count: Int.testSample, in: $0) {
                do { var predictions = $0.ratePredictions; predictions.predict(prediction, prependingTo: &$0.rateItems, for: ()); $0.ratePredictions = predictions }
            }
            $0.rateStatus = .loading
        }
        await service.rateAnswers.waitForCalls(waiting: 1)
        await store.send(.rate(count: Int.testSample)) {
            do { var predictions = $0.ratePredictions; predictions.rollBackAll(in: &$0.rateItems); $0.ratePredictions = predictions }
            if let prediction = Drawn03PaneReducer.predictRate(count: Int.testSample, in: $0) {
                do { var predictions = $0.ratePredictions; predictions.predict(prediction, prependingTo: &$0.rateItems, for: ()); $0.ratePredictions = predictions }
            }
        }
        await service.rateAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.rateAnswers.answer(.success([Int].testSample))
        await store.receive(.rateSuccess([Int].testSample)) {
            $0.rateStatus = .succeeded
            do { var predictions = $0.ratePredictions; predictions.confirm([Int].testSample, prependingTo: &$0.rateItems); $0.ratePredictions = predictions }
        }
        await store.finish()
    }

    func testRatePollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.startPollingRate(count: Int.testSample))
        await store.receive(.rate(count: Int.testSample)) {
            do { var predictions = $0.ratePredictions; predictions.rollBackAll(in: &$0.rateItems); $0.ratePredictions = predictions }
            if let prediction = Drawn03PaneReducer.predictRate(count: Int.testSample, in: $0) {
                do { var predictions = $0.ratePredictions; predictions.predict(prediction, prependingTo: &$0.rateItems, for: ()); $0.ratePredictions = predictions }
            }
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success([Int].testSample))
        await store.receive(.rateSuccess([Int].testSample)) {
            $0.rateStatus = .succeeded
            do { var predictions = $0.ratePredictions; predictions.confirm([Int].testSample, prependingTo: &$0.rateItems); $0.ratePredictions = predictions }
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: .seconds(5)))
        await clock.advance(by: .seconds(5))
        await store.receive(.rate(count: Int.testSample)) {
            do { var predictions = $0.ratePredictions; predictions.rollBackAll(in: &$0.rateItems); $0.ratePredictions = predictions }
            if let prediction = Drawn03PaneReducer.predictRate(count: Int.testSample, in: $0) {
                do { var predictions = $0.ratePredictions; predictions.predict(prediction, prependingTo: &$0.rateItems, for: ()); $0.ratePredictions = predictions }
            }
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success([Int].testSample))
        await store.receive(.rateSuccess([Int].testSample)) {
            $0.rateStatus = .succeeded
            do { var predictions = $0.ratePredictions; predictions.confirm([Int].testSample, prependingTo: &$0.rateItems); $0.ratePredictions = predictions }
        }
        await store.send(.stopPollingRate)
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
