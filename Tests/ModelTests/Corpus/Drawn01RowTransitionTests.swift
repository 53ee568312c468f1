// Drawn01RowTransitionTests.swift
// Written once by reduxgen from Drawn01Row.yaml (--tests); from now on this file is yours.
// One test per valid transition of each request's status, run through a TestStore with the
// service mock. The tests send and answer sample values of the spec's types (TestSample:
// Drawn01RowTestSamples.swift has those reduxgen wrote). When your reducer logic changes the state
// on these actions, add its changes to the tests' closures.
// Each binding's setter, and each action after which requests start by themselves, has a
// test too.

import XCTest
import ReduxRuntime
import ReduxTesting
@testable import ModelCorpus

@MainActor
final class Drawn01RowTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn01RowState, Drawn01RowAction>, Drawn01RowServiceMock, ReduxTesting.TestClock) {
        let service = Drawn01RowServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn01RowState(id: Int.testSample),
            reducer: Drawn01RowReducer.reduce,
            middlewares: [Drawn01RowLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: rate

    /// Whether `rate`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func rateStarts(_ store: ReduxTesting.TestStore<Drawn01RowState, Drawn01RowAction>, _ service: Drawn01RowServiceMock) async -> Bool {
        guard Drawn01RowReducer.shouldStartRate(store.state) else {
            await store.send(.rate(ref: Int.testSample, text: String.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "rate was called although its when: is false")
            return false
        }
        return true
    }

    func testRateGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate(ref: Int.testSample, text: String.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        service.rateAnswers.answer(.success(Int.testSample))
        await store.receive(.rateSuccess(ref: Int.testSample, text: String.testSample, Int.testSample)) {
            $0.rateStatus[Int.testSample] = .succeeded
            $0.rateByKey[Int.testSample] = Int.testSample
        }
        await store.finish()
    }

    func testRateFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate(ref: Int.testSample, text: String.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        for _ in 0...2 { service.rateAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...2 {
            deadline = deadline.advanced(by: ReduxRuntime.RetryPolicy(attempts: 2, backoff: .seconds(0.25)).delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.rateFailure(ref: Int.testSample, text: String.testSample, ModelFailure.testSample)) {
            $0.rateStatus[Int.testSample] = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testRateAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.rateSuccess(ref: Int.testSample, text: String.testSample, Int.testSample))
        await store.send(.rateFailure(ref: Int.testSample, text: String.testSample, ModelFailure.testSample))
        await store.finish()
    }

    func testRateIsCancelled() async {
        let (store, service, _) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate(ref: Int.testSample, text: String.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        await store.send(.cancelRate(ref: Int.testSample)) {
            $0.rateStatus[Int.testSample] = nil
        }
        service.rateAnswers.answer(.success(Int.testSample))
        await store.finish()
    }

    func testRateIsSkippedWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate(ref: Int.testSample, text: String.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        service.rateAnswers.answer(.success(Int.testSample))
        await store.receive(.rateSuccess(ref: Int.testSample, text: String.testSample, Int.testSample)) {
            $0.rateStatus[Int.testSample] = .succeeded
            $0.rateByKey[Int.testSample] = Int.testSample
        }
        await store.send(.rate(ref: Int.testSample, text: String.testSample))
        await store.send(.forceRate(ref: Int.testSample, text: String.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        service.rateAnswers.answer(.success(Int.testSample))
        await store.receive(.rateSuccess(ref: Int.testSample, text: String.testSample, Int.testSample)) {
            $0.rateStatus[Int.testSample] = .succeeded
            $0.rateByKey[Int.testSample] = Int.testSample
        }
        await clock.advance(by: .seconds(1))
        await store.send(.rate(ref: Int.testSample, text: String.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        service.rateAnswers.answer(.success(Int.testSample))
        await store.receive(.rateSuccess(ref: Int.testSample, text: String.testSample, Int.testSample)) {
            $0.rateStatus[Int.testSample] = .succeeded
            $0.rateByKey[Int.testSample] = Int.testSample
        }
        await store.finish()
    }

    // MARK: sync

    /// Whether `sync`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func syncStarts(_ store: ReduxTesting.TestStore<Drawn01RowState, Drawn01RowAction>, _ service: Drawn01RowServiceMock) async -> Bool {
        guard Drawn01RowReducer.shouldStartSync(store.state) else {
            await store.send(.sync(text: String.testSample, ref: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "sync was called although its when: is false")
            return false
        }
        return true
    }

    func testSyncGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await syncStarts(store, service) else { return }
        await store.send(.sync(text: String.testSample, ref: Int.testSample)) {
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success(()))
        await store.receive(.syncSuccess) {
            $0.syncStatus = .succeeded
        }
        await store.finish()
    }

    func testSyncFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        guard await syncStarts(store, service) else { return }
        await store.send(.sync(text: String.testSample, ref: Int.testSample)) {
            $0.syncStatus = .loading
        }
        for _ in 0...1 { service.syncAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...1 {
            deadline = deadline.advanced(by: ReduxRuntime.RetryPolicy(attempts: 1, backoff: .seconds(1)).delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.syncFailure(ReduxRuntime.RequestError.testSample)) {
            $0.syncStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSyncAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.syncSuccess)
        await store.send(.syncFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSyncIsCancelled() async {
        let (store, service, _) = makeStore()
        guard await syncStarts(store, service) else { return }
        await store.send(.sync(text: String.testSample, ref: Int.testSample)) {
            $0.syncStatus = .loading
        }
        await store.send(.cancelSync) {
            $0.syncStatus = .idle
        }
        service.syncAnswers.answer(.success(()))
        await store.finish()
    }

    func testSyncCallWhileOneIsInFlightIsDropped() async {
        let (store, service, _) = makeStore()
        guard await syncStarts(store, service) else { return }
        await store.send(.sync(text: String.testSample, ref: Int.testSample)) {
            $0.syncStatus = .loading
        }
        await service.syncAnswers.waitForCalls(waiting: 1)
        await store.send(.sync(text: String.testSample, ref: Int.testSample))
        service.syncAnswers.answer(.success(()))
        service.syncAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.syncSuccess) {
            $0.syncStatus = .succeeded
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
