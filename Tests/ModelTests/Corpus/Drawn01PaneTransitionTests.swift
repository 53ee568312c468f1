// Drawn01PaneTransitionTests.swift
// Written once by reduxgen from Drawn01Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn01PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn01PaneState, Drawn01PaneAction>, Drawn01PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn01PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn01PaneState(id: Int.testSample),
            reducer: Drawn01PaneReducer.reduce,
            middlewares: [Drawn01PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: archive

    /// Whether `archive`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func archiveStarts(_ store: ReduxTesting.TestStore<Drawn01PaneState, Drawn01PaneAction>, _ service: Drawn01PaneServiceMock) async -> Bool {
        guard Drawn01PaneReducer.shouldStartArchive(store.state) else {
            await store.send(.archive)
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "archive was called although its when: is false")
            return false
        }
        return true
    }

    func testArchiveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await archiveStarts(store, service) else { return }
        await store.send(.archive) {
            if !$0.archiveStatus.isLoading, let prediction = Drawn01PaneReducer.predictArchive(in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, in: &$0.archiveValue, for: ())
                $0.archivePredictions = consume predictions
            }
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success([Int].testSample))
        await store.receive(.archiveSuccess([Int].testSample)) {
            $0.archiveStatus = .succeeded
            var predictions = $0.archivePredictions.take()
            predictions.confirm([Int].testSample, in: &$0.archiveValue)
            $0.archivePredictions = consume predictions
        }
        await store.finish()
    }

    func testArchiveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await archiveStarts(store, service) else { return }
        await store.send(.archive) {
            if !$0.archiveStatus.isLoading, let prediction = Drawn01PaneReducer.predictArchive(in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, in: &$0.archiveValue, for: ())
                $0.archivePredictions = consume predictions
            }
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.archiveFailure(ModelFailure.testSample)) {
            $0.archiveStatus = .failed(ModelFailure.testSample)
            var predictions = $0.archivePredictions.take()
            predictions.rollBack(in: &$0.archiveValue)
            $0.archivePredictions = consume predictions
        }
        await store.finish()
    }

    func testArchiveTimesOut() async {
        let (store, service, clock) = makeStore()
        guard await archiveStarts(store, service) else { return }
        await store.send(.archive) {
            if !$0.archiveStatus.isLoading, let prediction = Drawn01PaneReducer.predictArchive(in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, in: &$0.archiveValue, for: ())
                $0.archivePredictions = consume predictions
            }
            $0.archiveStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn01PaneSpec.archiveTimeout)
        await store.receive(.archiveFailure(ModelFailure.timedOut(after: Drawn01PaneSpec.archiveTimeout))) {
            $0.archiveStatus = .failed(ModelFailure.timedOut(after: Drawn01PaneSpec.archiveTimeout))
            var predictions = $0.archivePredictions.take()
            predictions.rollBack(in: &$0.archiveValue)
            $0.archivePredictions = consume predictions
        }
        await store.finish()
    }

    func testArchiveCallWhileOneIsInFlightIsDropped() async {
        guard Drawn01PaneSpec.archivePolicy == .first else {
            return XCTFail("The request archive (\(Drawn01PaneSpec.archiveDeclaration)) has the policy \(Drawn01PaneSpec.archivePolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await archiveStarts(store, service) else { return }
        await store.send(.archive) {
            if !$0.archiveStatus.isLoading, let prediction = Drawn01PaneReducer.predictArchive(in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, in: &$0.archiveValue, for: ())
                $0.archivePredictions = consume predictions
            }
            $0.archiveStatus = .loading
        }
        await service.archiveAnswers.waitForCalls(waiting: 1)
        await store.send(.archive) {
            if !$0.archiveStatus.isLoading, let prediction = Drawn01PaneReducer.predictArchive(in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, in: &$0.archiveValue, for: ())
                $0.archivePredictions = consume predictions
            }
        }
        service.archiveAnswers.answer(.success([Int].testSample))
        service.archiveAnswers.answer(.failure(ModelFailure.testSample))  // for a second call, which is never made
        await store.receive(.archiveSuccess([Int].testSample)) {
            $0.archiveStatus = .succeeded
            var predictions = $0.archivePredictions.take()
            predictions.confirm([Int].testSample, in: &$0.archiveValue)
            $0.archivePredictions = consume predictions
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
