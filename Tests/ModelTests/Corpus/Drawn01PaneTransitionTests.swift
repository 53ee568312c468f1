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

    // MARK: fetch

    func testFetchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch(ref: Int.testSample)) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success([Item].testSample))
        await store.receive(.fetchSuccess(ref: Int.testSample, ready: store.state.ready, [Item].testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchValue = [Item].testSample
        }
        await store.receive(.bump)
        await store.receive(.lookup) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success(Item.testSample))
        await store.receive(.lookupSuccess(page: store.state.page, Item.testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .succeeded
            $0.lookupValue = Item.testSample
        }
        await store.finish()
    }

    func testFetchFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.fetch(ref: Int.testSample)) {
            $0.fetchStatus = .loading
        }
        for _ in 0...Drawn01PaneSpec.fetchRetry.attempts { service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn01PaneSpec.fetchRetry.attempts where Drawn01PaneSpec.fetchRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn01PaneSpec.fetchRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.fetchFailure(ref: Int.testSample, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testFetchIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch(ref: Int.testSample)) {
            $0.fetchStatus = .loading
        }
        await store.send(.cancelFetch) {
            $0.fetchStatus = .idle
        }
        service.fetchAnswers.answer(.success([Item].testSample))
        await store.finish()
    }

    func testFetchCallWhileOneIsInFlightIsDropped() async {
        guard Drawn01PaneSpec.fetchPolicy == .first else {
            return XCTFail("The request fetch (\(Drawn01PaneSpec.fetchDeclaration)) has the policy \(Drawn01PaneSpec.fetchPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.fetch(ref: Int.testSample)) {
            $0.fetchStatus = .loading
        }
        await service.fetchAnswers.waitForCalls(waiting: 1)
        await store.send(.fetch(ref: Int.testSample))
        service.fetchAnswers.answer(.success([Item].testSample))
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.fetchSuccess(ref: Int.testSample, ready: store.state.ready, [Item].testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchValue = [Item].testSample
        }
        await store.receive(.bump)
        await store.receive(.lookup) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success(Item.testSample))
        await store.receive(.lookupSuccess(page: store.state.page, Item.testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .succeeded
            $0.lookupValue = Item.testSample
        }
        await store.finish()
    }

    func testFetchIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.fetch(ref: Int.testSample)) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success([Item].testSample))
        await store.receive(.fetchSuccess(ref: Int.testSample, ready: store.state.ready, [Item].testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchValue = [Item].testSample
        }
        await store.receive(.bump)
        await store.receive(.lookup) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success(Item.testSample))
        await store.receive(.lookupSuccess(page: store.state.page, Item.testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .succeeded
            $0.lookupValue = Item.testSample
        }
        await store.send(.fetch(ref: Int.testSample)) {
            $0.fetchStatus = .loading
        }
        await store.receive(.fetchSuccess(ref: Int.testSample, ready: store.state.ready, [Item].testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchValue = [Item].testSample
        }
        await store.receive(.bump)
        await store.receive(.lookup) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success(Item.testSample))
        await store.receive(.lookupSuccess(page: store.state.page, Item.testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .succeeded
            $0.lookupValue = Item.testSample
        }
        await store.send(.forceFetch(ref: Int.testSample)) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success([Item].testSample))
        await store.receive(.fetchSuccess(ref: Int.testSample, ready: store.state.ready, [Item].testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchValue = [Item].testSample
        }
        await store.receive(.bump)
        await store.receive(.lookup) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success(Item.testSample))
        await store.receive(.lookupSuccess(page: store.state.page, Item.testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .succeeded
            $0.lookupValue = Item.testSample
        }
        await clock.advance(by: Drawn01PaneSpec.fetchCacheLifetime)
        await store.send(.fetch(ref: Int.testSample)) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success([Item].testSample))
        await store.receive(.fetchSuccess(ref: Int.testSample, ready: store.state.ready, [Item].testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchValue = [Item].testSample
        }
        await store.receive(.bump)
        await store.receive(.lookup) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success(Item.testSample))
        await store.receive(.lookupSuccess(page: store.state.page, Item.testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .succeeded
            $0.lookupValue = Item.testSample
        }
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
        await store.receive(.lookupSuccess(page: store.state.page, Item.testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .succeeded
            $0.lookupValue = Item.testSample
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
        await store.receive(.lookupFailure(page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testLookupAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.lookupSuccess(page: store.state.page, Item.testSample))
        await store.send(.lookupFailure(page: store.state.page, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testLookupQueuedCallsEachApplyTheirAnswer() async {
        guard Drawn01PaneSpec.lookupPolicy == .queue else {
            return XCTFail("The request lookup (\(Drawn01PaneSpec.lookupDeclaration)) has the policy \(Drawn01PaneSpec.lookupPolicy) now, and this test is of queue: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        await store.send(.lookup) {
            $0.lookupInFlight = 2
        }
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        service.lookupAnswers.answer(.success(Item.testSample))
        await store.receive(.lookupFailure(page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.receive(.lookupSuccess(page: store.state.page, Item.testSample)) {
            $0.lookupInFlight = 0
            $0.lookupValue = Item.testSample
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

    func testReadyChangedAssignsReady() async {
        let (store, _, _) = makeStore()
        await store.send(.readyChanged(Bool.testSample)) {
            $0.ready = Bool.testSample
        }
        await store.finish()
    }
}
