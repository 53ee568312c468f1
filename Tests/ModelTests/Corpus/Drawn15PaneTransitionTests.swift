// Drawn15PaneTransitionTests.swift
// Written once by reduxgen from Drawn15Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn15PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn15PaneState, Drawn15PaneAction>, Drawn15PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn15PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn15PaneState(id: Int.testSample),
            reducer: Drawn15PaneReducer.reduce,
            middlewares: [Drawn15PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: lookup

    /// Whether `lookup`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func lookupStarts(_ store: ReduxTesting.TestStore<Drawn15PaneState, Drawn15PaneAction>, _ service: Drawn15PaneServiceMock) async -> Bool {
        guard Drawn15PaneReducer.shouldStartLookup(store.state) else {
            await store.send(.lookup(text: String.testSample, count: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "lookup was called although its when: is false")
            return false
        }
        return true
    }

    func testLookupGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup(text: String.testSample, count: Int.testSample)) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success(Item.testSample))
        await store.receive(.lookupSuccess(Item.testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupValue = Item.testSample
        }
        await store.finish()
    }

    func testLookupGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup(text: String.testSample, count: Int.testSample)) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.lookupFailure(ReduxRuntime.RequestError.testSample)) {
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testLookupAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.lookupSuccess(Item.testSample))
        await store.send(.lookupFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testLookupTimesOut() async {
        let (store, service, clock) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup(text: String.testSample, count: Int.testSample)) {
            $0.lookupStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(5))
        await store.receive(.lookupFailure(ReduxRuntime.RequestError.timedOut(after: .seconds(5)))) {
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.timedOut(after: .seconds(5)))
        }
        await store.finish()
    }

    func testLookupErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup(text: String.testSample, count: Int.testSample)) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.lookupFailure(ReduxRuntime.RequestError.testSample)) {
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissLookupError) {
            $0.lookupStatus = .idle
        }
        await store.finish()
    }

    func testLookupLatestCallSupersedesTheOneInFlight() async {
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup(text: String.testSample, count: Int.testSample)) {
            $0.lookupStatus = .loading
        }
        await service.lookupAnswers.waitForCalls(waiting: 1)
        await store.send(.lookup(text: String.testSample, count: Int.testSample))
        await service.lookupAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.lookupAnswers.answer(.success(Item.testSample))
        await store.receive(.lookupSuccess(Item.testSample)) {
            $0.lookupStatus = .succeeded
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

    func testSetReadyAssignsReady() async {
        let (store, _, _) = makeStore()
        await store.send(.setReady(Bool.testSample)) {
            $0.ready = Bool.testSample
        }
        await store.finish()
    }
}
