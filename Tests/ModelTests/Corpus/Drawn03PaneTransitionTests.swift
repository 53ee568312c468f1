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

    // MARK: sync

    /// Whether `sync`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func syncStarts(_ store: ReduxTesting.TestStore<Drawn03PaneState, Drawn03PaneAction>, _ service: Drawn03PaneServiceMock) async -> Bool {
        guard Drawn03PaneReducer.shouldStartSync(store.state) else {
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
            if !$0.syncStatus.isLoading, let prediction = Drawn03PaneReducer.predictSync(in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.syncItems, for: ())
                $0.syncPredictions = consume predictions
            }
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success(Item.testSample))
        await store.receive(.syncSuccess(Item.testSample)) {
            $0.syncStatus = .succeeded
            var predictions = $0.syncPredictions.take()
            predictions.confirm(Item.testSample, upsertingInto: &$0.syncItems)
            $0.syncPredictions = consume predictions
        }
        await store.finish()
    }

    func testSyncFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        guard await syncStarts(store, service) else { return }
        await store.send(.sync) {
            if !$0.syncStatus.isLoading, let prediction = Drawn03PaneReducer.predictSync(in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.syncItems, for: ())
                $0.syncPredictions = consume predictions
            }
            $0.syncStatus = .loading
        }
        for _ in 0...Drawn03PaneSpec.syncRetry.attempts { service.syncAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...Drawn03PaneSpec.syncRetry.attempts where Drawn03PaneSpec.syncRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn03PaneSpec.syncRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.syncFailure(ModelFailure.testSample)) {
            $0.syncStatus = .failed(ModelFailure.testSample)
            var predictions = $0.syncPredictions.take()
            predictions.rollBack(in: &$0.syncItems)
            $0.syncPredictions = consume predictions
        }
        await store.finish()
    }

    func testSyncErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        guard await syncStarts(store, service) else { return }
        await store.send(.sync) {
            if !$0.syncStatus.isLoading, let prediction = Drawn03PaneReducer.predictSync(in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.syncItems, for: ())
                $0.syncPredictions = consume predictions
            }
            $0.syncStatus = .loading
        }
        for _ in 0...Drawn03PaneSpec.syncRetry.attempts { service.syncAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...Drawn03PaneSpec.syncRetry.attempts where Drawn03PaneSpec.syncRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn03PaneSpec.syncRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.syncFailure(ModelFailure.testSample)) {
            $0.syncStatus = .failed(ModelFailure.testSample)
            var predictions = $0.syncPredictions.take()
            predictions.rollBack(in: &$0.syncItems)
            $0.syncPredictions = consume predictions
        }
        await store.send(.dismissSyncError) {
            $0.syncStatus = .idle
        }
        await store.finish()
    }

    func testSyncCallWhileOneIsInFlightIsDropped() async {
        guard Drawn03PaneSpec.syncPolicy == .first else {
            return XCTFail("The request sync (\(Drawn03PaneSpec.syncDeclaration)) has the policy \(Drawn03PaneSpec.syncPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await syncStarts(store, service) else { return }
        await store.send(.sync) {
            if !$0.syncStatus.isLoading, let prediction = Drawn03PaneReducer.predictSync(in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.syncItems, for: ())
                $0.syncPredictions = consume predictions
            }
            $0.syncStatus = .loading
        }
        await service.syncAnswers.waitForCalls(waiting: 1)
        await store.send(.sync) {
            if !$0.syncStatus.isLoading, let prediction = Drawn03PaneReducer.predictSync(in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.syncItems, for: ())
                $0.syncPredictions = consume predictions
            }
        }
        service.syncAnswers.answer(.success(Item.testSample))
        service.syncAnswers.answer(.failure(ModelFailure.testSample))  // for a second call, which is never made
        await store.receive(.syncSuccess(Item.testSample)) {
            $0.syncStatus = .succeeded
            var predictions = $0.syncPredictions.take()
            predictions.confirm(Item.testSample, upsertingInto: &$0.syncItems)
            $0.syncPredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: bindings and triggers (page, ready)

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
}
