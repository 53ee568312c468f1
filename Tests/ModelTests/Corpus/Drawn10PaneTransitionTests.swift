// Drawn10PaneTransitionTests.swift
// Written once by reduxgen from Drawn10Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn10PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn10PaneState, Drawn10PaneAction>, Drawn10PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn10PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn10PaneState(id: Int.testSample),
            reducer: Drawn10PaneReducer.reduce,
            middlewares: [Drawn10PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: sync

    /// Whether `sync`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func syncStarts(_ store: ReduxTesting.TestStore<Drawn10PaneState, Drawn10PaneAction>, _ service: Drawn10PaneServiceMock) async -> Bool {
        guard Drawn10PaneReducer.shouldStartSync(store.state) else {
            await store.send(.sync)
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "sync was called although its when: is false")
            return false
        }
        return true
    }

    func testSyncGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await syncStarts(store, service) else { return }
        await store.send(.sync) {
            if let prediction = Drawn10PaneReducer.predictSync(in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.syncItems, for: ())
                $0.syncPredictions = consume predictions
            }
            $0.syncInFlight = 1
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success(Int.testSample))
        await store.receive(.syncSuccess(id: store.state.id, Int.testSample)) {
            $0.syncInFlight = 0
            $0.syncStatus = .succeeded
            var predictions = $0.syncPredictions.take()
            predictions.confirm(Int.testSample, appendingTo: &$0.syncItems)
            $0.syncPredictions = consume predictions
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testSyncFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        guard await syncStarts(store, service) else { return }
        await store.send(.sync) {
            if let prediction = Drawn10PaneReducer.predictSync(in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.syncItems, for: ())
                $0.syncPredictions = consume predictions
            }
            $0.syncInFlight = 1
            $0.syncStatus = .loading
        }
        for _ in 0...Drawn10PaneSpec.syncRetry.attempts { service.syncAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn10PaneSpec.syncRetry.attempts where Drawn10PaneSpec.syncRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn10PaneSpec.syncRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.syncFailure(id: store.state.id, ReduxRuntime.RequestError.testSample)) {
            $0.syncInFlight = 0
            $0.syncStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.syncPredictions.take()
            predictions.rollBack(in: &$0.syncItems)
            $0.syncPredictions = consume predictions
        }
        await store.finish()
    }

    func testSyncAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.syncSuccess(id: store.state.id, Int.testSample))
        await store.send(.syncFailure(id: store.state.id, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSyncErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        guard await syncStarts(store, service) else { return }
        await store.send(.sync) {
            if let prediction = Drawn10PaneReducer.predictSync(in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.syncItems, for: ())
                $0.syncPredictions = consume predictions
            }
            $0.syncInFlight = 1
            $0.syncStatus = .loading
        }
        for _ in 0...Drawn10PaneSpec.syncRetry.attempts { service.syncAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn10PaneSpec.syncRetry.attempts where Drawn10PaneSpec.syncRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn10PaneSpec.syncRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.syncFailure(id: store.state.id, ReduxRuntime.RequestError.testSample)) {
            $0.syncInFlight = 0
            $0.syncStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.syncPredictions.take()
            predictions.rollBack(in: &$0.syncItems)
            $0.syncPredictions = consume predictions
        }
        await store.send(.dismissSyncError) {
            $0.syncStatus = .idle
        }
        await store.finish()
    }

    func testSyncQueuedCallsEachApplyTheirAnswer() async {
        guard Drawn10PaneSpec.syncPolicy == .queue else {
            return XCTFail("The request sync (\(Drawn10PaneSpec.syncDeclaration)) has the policy \(Drawn10PaneSpec.syncPolicy) now, and this test is of queue: delete it, or make it test the new policy")
        }
        let (store, service, clock) = makeStore()
        guard await syncStarts(store, service) else { return }
        await store.send(.sync) {
            if let prediction = Drawn10PaneReducer.predictSync(in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.syncItems, for: ())
                $0.syncPredictions = consume predictions
            }
            $0.syncInFlight = 1
            $0.syncStatus = .loading
        }
        await store.send(.sync) {
            if let prediction = Drawn10PaneReducer.predictSync(in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.syncItems, for: ())
                $0.syncPredictions = consume predictions
            }
            $0.syncInFlight = 2
        }
        for _ in 0...Drawn10PaneSpec.syncRetry.attempts { service.syncAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn10PaneSpec.syncRetry.attempts where Drawn10PaneSpec.syncRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn10PaneSpec.syncRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        service.syncAnswers.answer(.success(Int.testSample))
        await store.receive(.syncFailure(id: store.state.id, ReduxRuntime.RequestError.testSample)) {
            $0.syncInFlight = 1
            $0.syncStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.syncPredictions.take()
            predictions.rollBack(in: &$0.syncItems)
            $0.syncPredictions = consume predictions
        }
        await store.receive(.syncSuccess(id: store.state.id, Int.testSample)) {
            $0.syncInFlight = 0
            var predictions = $0.syncPredictions.take()
            predictions.confirm(Int.testSample, appendingTo: &$0.syncItems)
            $0.syncPredictions = consume predictions
        }
        await store.receive(.bump)
        await store.finish()
    }

    // MARK: bindings and triggers (page, setPage → sync, ready)

    func testSetPageAssignsPage() async {
        let (store, service, _) = makeStore()
        await store.send(.setPage(Int.testSample)) {
            $0.page = Int.testSample
        }
        // sync's when: decides whether the follow-up calls the service.
        let syncCalls = Drawn10PaneReducer.shouldStartSync(store.state)
        await store.receive(.sync) {
            if syncCalls {
                if let prediction = Drawn10PaneReducer.predictSync(in: $0) {
                    var predictions = $0.syncPredictions.take()
                    predictions.predict(prediction, appendingTo: &$0.syncItems, for: ())
                    $0.syncPredictions = consume predictions
                }
                $0.syncInFlight = 1
                $0.syncStatus = .loading
            }
        }
        if syncCalls {
            service.syncAnswers.answer(.success(Int.testSample))
            await store.receive(.syncSuccess(id: store.state.id, Int.testSample)) {
                $0.syncInFlight = 0
                $0.syncStatus = .succeeded
                var predictions = $0.syncPredictions.take()
                predictions.confirm(Int.testSample, appendingTo: &$0.syncItems)
                $0.syncPredictions = consume predictions
            }
            await store.receive(.bump)
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
