// Drawn02PaneTransitionTests.swift
// Written once by reduxgen from Drawn02Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn02PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn02PaneState, Drawn02PaneAction>, Drawn02PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn02PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn02PaneState(id: Int.testSample),
            reducer: Drawn02PaneReducer.reduce,
            middlewares: [Drawn02PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: load

    /// Whether `load`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func loadStarts(_ store: ReduxTesting.TestStore<Drawn02PaneState, Drawn02PaneAction>, _ service: Drawn02PaneServiceMock) async -> Bool {
        guard Drawn02PaneReducer.shouldStartLoad(store.state) else {
            await store.send(.load(text: String.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "load was called although its when: is false")
            return false
        }
        return true
    }

    func testLoadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await loadStarts(store, service) else { return }
        await store.send(.load(text: String.testSample)) {
            var predictions = $0.loadPredictions.take()
            predictions.rollBackAll(in: &$0.loadItems)
            $0.loadPredictions = consume predictions
            if let prediction = Drawn02PaneReducer.predictLoad(text: String.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.loadItems, for: ())
                $0.loadPredictions = consume predictions
            }
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success([Item].testSample))
        await store.receive(.loadSuccess(text: String.testSample, [Item].testSample)) {
            $0.loadStatus = .succeeded
            var predictions = $0.loadPredictions.take()
            predictions.confirm([Item].testSample, appendingTo: &$0.loadItems)
            $0.loadPredictions = consume predictions
        }
        await store.finish()
    }

    func testLoadFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        guard await loadStarts(store, service) else { return }
        await store.send(.load(text: String.testSample)) {
            var predictions = $0.loadPredictions.take()
            predictions.rollBackAll(in: &$0.loadItems)
            $0.loadPredictions = consume predictions
            if let prediction = Drawn02PaneReducer.predictLoad(text: String.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.loadItems, for: ())
                $0.loadPredictions = consume predictions
            }
            $0.loadStatus = .loading
        }
        for _ in 0...Drawn02PaneSpec.loadRetry.attempts { service.loadAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...Drawn02PaneSpec.loadRetry.attempts where Drawn02PaneSpec.loadRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn02PaneSpec.loadRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.loadFailure(text: String.testSample, ModelFailure.testSample)) {
            $0.loadStatus = .failed(ModelFailure.testSample)
            var predictions = $0.loadPredictions.take()
            predictions.markFailed(in: &$0.loadItems)
            $0.loadPredictions = consume predictions
        }
        await store.finish()
    }

    func testLoadLatestCallSupersedesTheOneInFlight() async {
        guard Drawn02PaneSpec.loadPolicy == .latest else {
            return XCTFail("The request load (\(Drawn02PaneSpec.loadDeclaration)) has the policy \(Drawn02PaneSpec.loadPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await loadStarts(store, service) else { return }
        await store.send(.load(text: String.testSample)) {
            var predictions = $0.loadPredictions.take()
            predictions.rollBackAll(in: &$0.loadItems)
            $0.loadPredictions = consume predictions
            if let prediction = Drawn02PaneReducer.predictLoad(text: String.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.loadItems, for: ())
                $0.loadPredictions = consume predictions
            }
            $0.loadStatus = .loading
        }
        await service.loadAnswers.waitForCalls(waiting: 1)
        await store.send(.load(text: String.testSample)) {
            var predictions = $0.loadPredictions.take()
            predictions.rollBackAll(in: &$0.loadItems)
            $0.loadPredictions = consume predictions
            if let prediction = Drawn02PaneReducer.predictLoad(text: String.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.loadItems, for: ())
                $0.loadPredictions = consume predictions
            }
        }
        await service.loadAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.loadAnswers.answer(.success([Item].testSample))
        await store.receive(.loadSuccess(text: String.testSample, [Item].testSample)) {
            $0.loadStatus = .succeeded
            var predictions = $0.loadPredictions.take()
            predictions.confirm([Item].testSample, appendingTo: &$0.loadItems)
            $0.loadPredictions = consume predictions
        }
        await store.finish()
    }

    func testLoadPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        guard await loadStarts(store, service) else { return }
        await store.send(.startPollingLoad(text: String.testSample))
        await store.receive(.load(text: String.testSample)) {
            var predictions = $0.loadPredictions.take()
            predictions.rollBackAll(in: &$0.loadItems)
            $0.loadPredictions = consume predictions
            if let prediction = Drawn02PaneReducer.predictLoad(text: String.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.loadItems, for: ())
                $0.loadPredictions = consume predictions
            }
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success([Item].testSample))
        await store.receive(.loadSuccess(text: String.testSample, [Item].testSample)) {
            $0.loadStatus = .succeeded
            var predictions = $0.loadPredictions.take()
            predictions.confirm([Item].testSample, appendingTo: &$0.loadItems)
            $0.loadPredictions = consume predictions
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn02PaneSpec.loadPollInterval))
        await clock.advance(by: Drawn02PaneSpec.loadPollInterval)
        await store.receive(.load(text: String.testSample)) {
            var predictions = $0.loadPredictions.take()
            predictions.rollBackAll(in: &$0.loadItems)
            $0.loadPredictions = consume predictions
            if let prediction = Drawn02PaneReducer.predictLoad(text: String.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.loadItems, for: ())
                $0.loadPredictions = consume predictions
            }
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success([Item].testSample))
        await store.receive(.loadSuccess(text: String.testSample, [Item].testSample)) {
            $0.loadStatus = .succeeded
            var predictions = $0.loadPredictions.take()
            predictions.confirm([Item].testSample, appendingTo: &$0.loadItems)
            $0.loadPredictions = consume predictions
        }
        await store.send(.stopPollingLoad)
        await store.finish()
    }

    // MARK: send

    /// Whether `send`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func sendStarts(_ store: ReduxTesting.TestStore<Drawn02PaneState, Drawn02PaneAction>, _ service: Drawn02PaneServiceMock) async -> Bool {
        guard Drawn02PaneReducer.shouldStartSend(store.state) else {
            await store.send(.send(count: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "send was called although its when: is false")
            return false
        }
        return true
    }

    func testSendGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.send(count: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess(count: Int.testSample, ready: store.state.ready, [Item].testSample)) {
            $0.sendStatus[Int.testSample] = .succeeded
            $0.sendItems.upsert(contentsOf: [Item].testSample)
        }
        await store.finish()
    }

    func testSendGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.send(count: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(count: Int.testSample, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.sendStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
            $0.sendError = ReduxRuntime.RequestError.testSample
        }
        await store.finish()
    }

    func testSendTimesOut() async {
        let (store, service, clock) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.send(count: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn02PaneSpec.sendTimeout)
        await store.receive(.sendFailure(count: Int.testSample, ready: store.state.ready, ReduxRuntime.RequestError.timedOut(after: Drawn02PaneSpec.sendTimeout))) {
            $0.sendStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn02PaneSpec.sendTimeout))
            $0.sendError = ReduxRuntime.RequestError.timedOut(after: Drawn02PaneSpec.sendTimeout)
        }
        await store.finish()
    }

    func testSendKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.send(count: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(count: Int.testSample, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.sendStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
            $0.sendError = ReduxRuntime.RequestError.testSample
        }
        await store.send(.send(count: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess(count: Int.testSample, ready: store.state.ready, [Item].testSample)) {
            $0.sendStatus[Int.testSample] = .succeeded
            $0.sendItems.upsert(contentsOf: [Item].testSample)
        }
        await store.finish()
    }

    func testSendLatestCallSupersedesTheOneInFlight() async {
        guard Drawn02PaneSpec.sendPolicy == .latest else {
            return XCTFail("The request send (\(Drawn02PaneSpec.sendDeclaration)) has the policy \(Drawn02PaneSpec.sendPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.send(count: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        await service.sendAnswers.waitForCalls(waiting: 1)
        await store.send(.send(count: Int.testSample))
        await service.sendAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess(count: Int.testSample, ready: store.state.ready, [Item].testSample)) {
            $0.sendStatus[Int.testSample] = .succeeded
            $0.sendItems.upsert(contentsOf: [Item].testSample)
        }
        await store.finish()
    }

    // MARK: bindings and triggers (ready)

    func testSetReadyAssignsReady() async {
        let (store, _, _) = makeStore()
        await store.send(.setReady(Bool.testSample)) {
            $0.ready = Bool.testSample
        }
        await store.finish()
    }
}
