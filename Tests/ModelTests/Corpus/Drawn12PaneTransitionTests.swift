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

    // MARK: rate

    func testRateGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.rate) {
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success([Item].testSample))
        await store.receive(.rateSuccess([Item].testSample)) {
            $0.rateStatus = .succeeded
            $0.rateValue = [Item].testSample
        }
        await store.finish()
    }

    func testRateGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.rate) {
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.rateFailure(ModelFailure.testSample)) {
            $0.rateStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testRateIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.rate) {
            $0.rateStatus = .loading
        }
        await store.send(.cancelRate) {
            $0.rateStatus = .idle
        }
        service.rateAnswers.answer(.success([Item].testSample))
        await store.finish()
    }

    func testRateErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.rate) {
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.rateFailure(ModelFailure.testSample)) {
            $0.rateStatus = .failed(ModelFailure.testSample)
        }
        await store.send(.dismissRateError) {
            $0.rateStatus = .idle
        }
        await store.finish()
    }

    func testRateCallWhileOneIsInFlightIsDropped() async {
        guard Drawn12PaneSpec.ratePolicy == .first else {
            return XCTFail("The request rate (\(Drawn12PaneSpec.rateDeclaration)) has the policy \(Drawn12PaneSpec.ratePolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.rate) {
            $0.rateStatus = .loading
        }
        await service.rateAnswers.waitForCalls(waiting: 1)
        await store.send(.rate)
        service.rateAnswers.answer(.success([Item].testSample))
        service.rateAnswers.answer(.failure(ModelFailure.testSample))  // for a second call, which is never made
        await store.receive(.rateSuccess([Item].testSample)) {
            $0.rateStatus = .succeeded
            $0.rateValue = [Item].testSample
        }
        await store.finish()
    }

    func testRateIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.rate) {
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success([Item].testSample))
        await store.receive(.rateSuccess([Item].testSample)) {
            $0.rateStatus = .succeeded
            $0.rateValue = [Item].testSample
        }
        await store.send(.rate) {
            $0.rateStatus = .loading
        }
        await store.receive(.rateSuccess([Item].testSample)) {
            $0.rateStatus = .succeeded
            $0.rateValue = [Item].testSample
        }
        await store.send(.forceRate) {
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success([Item].testSample))
        await store.receive(.rateSuccess([Item].testSample)) {
            $0.rateStatus = .succeeded
            $0.rateValue = [Item].testSample
        }
        await clock.advance(by: Drawn12PaneSpec.rateCacheLifetime)
        await store.send(.rate) {
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success([Item].testSample))
        await store.receive(.rateSuccess([Item].testSample)) {
            $0.rateStatus = .succeeded
            $0.rateValue = [Item].testSample
        }
        await store.finish()
    }

    // MARK: fetch

    func testFetchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch(count: Int.testSample)) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(Int.testSample))
        await store.receive(.fetchSuccess(count: Int.testSample, id: store.state.id, ready: store.state.ready, Int.testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchValue = Int.testSample
        }
        await store.receive(.rate) {
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success([Item].testSample))
        await store.receive(.rateSuccess([Item].testSample)) {
            $0.rateStatus = .succeeded
            $0.rateValue = [Item].testSample
        }
        await store.finish()
    }

    func testFetchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch(count: Int.testSample)) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.fetchFailure(count: Int.testSample, id: store.state.id, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.fetchError = ReduxRuntime.RequestError.testSample
        }
        await store.finish()
    }

    func testFetchIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch(count: Int.testSample)) {
            $0.fetchStatus = .loading
        }
        await store.send(.cancelFetch) {
            $0.fetchStatus = .idle
        }
        service.fetchAnswers.answer(.success(Int.testSample))
        await store.finish()
    }

    func testFetchErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch(count: Int.testSample)) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.fetchFailure(count: Int.testSample, id: store.state.id, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.fetchError = ReduxRuntime.RequestError.testSample
        }
        await store.send(.dismissFetchError) {
            $0.fetchStatus = .idle
            $0.fetchError = nil
        }
        await store.finish()
    }

    func testFetchKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch(count: Int.testSample)) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.fetchFailure(count: Int.testSample, id: store.state.id, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.fetchError = ReduxRuntime.RequestError.testSample
        }
        await store.send(.fetch(count: Int.testSample)) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(Int.testSample))
        await store.receive(.fetchSuccess(count: Int.testSample, id: store.state.id, ready: store.state.ready, Int.testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchValue = Int.testSample
        }
        await store.receive(.rate) {
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success([Item].testSample))
        await store.receive(.rateSuccess([Item].testSample)) {
            $0.rateStatus = .succeeded
            $0.rateValue = [Item].testSample
        }
        await store.finish()
    }

    func testFetchLatestCallSupersedesTheOneInFlight() async {
        guard Drawn12PaneSpec.fetchPolicy == .latest else {
            return XCTFail("The request fetch (\(Drawn12PaneSpec.fetchDeclaration)) has the policy \(Drawn12PaneSpec.fetchPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.fetch(count: Int.testSample)) {
            $0.fetchStatus = .loading
        }
        await service.fetchAnswers.waitForCalls(waiting: 1)
        await store.send(.fetch(count: Int.testSample))
        await service.fetchAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.fetchAnswers.answer(.success(Int.testSample))
        await store.receive(.fetchSuccess(count: Int.testSample, id: store.state.id, ready: store.state.ready, Int.testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchValue = Int.testSample
        }
        await store.receive(.rate) {
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success([Item].testSample))
        await store.receive(.rateSuccess([Item].testSample)) {
            $0.rateStatus = .succeeded
            $0.rateValue = [Item].testSample
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
