// Drawn01RowTransitionTests.swift
// Written once by reduxgen from Drawn01Row.yaml (--tests); from now on this file is yours.
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

    // MARK: lookup

    /// Whether `lookup`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func lookupStarts(_ store: ReduxTesting.TestStore<Drawn01RowState, Drawn01RowAction>, _ service: Drawn01RowServiceMock) async -> Bool {
        guard Drawn01RowReducer.shouldStartLookup(store.state) else {
            await store.send(.lookup(String.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "lookup was called although its when: is false")
            return false
        }
        return true
    }

    func testLookupGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup(String.testSample)) {
            $0.lookupStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn01RowSpec.lookupDebounce)
        service.lookupAnswers.answer(.success(Item.testSample))
        await store.receive(.lookupSuccess(String.testSample, id: store.state.id, page: store.state.page, Item.testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupItems.append(Item.testSample)
        }
        await store.finish()
    }

    func testLookupFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup(String.testSample)) {
            $0.lookupStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn01RowSpec.lookupDebounce)
        for _ in 0...Drawn01RowSpec.lookupRetry.attempts { service.lookupAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...Drawn01RowSpec.lookupRetry.attempts where Drawn01RowSpec.lookupRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn01RowSpec.lookupRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.lookupFailure(String.testSample, id: store.state.id, page: store.state.page, ModelFailure.testSample)) {
            $0.lookupStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testLookupErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup(String.testSample)) {
            $0.lookupStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn01RowSpec.lookupDebounce)
        for _ in 0...Drawn01RowSpec.lookupRetry.attempts { service.lookupAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...Drawn01RowSpec.lookupRetry.attempts where Drawn01RowSpec.lookupRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn01RowSpec.lookupRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.lookupFailure(String.testSample, id: store.state.id, page: store.state.page, ModelFailure.testSample)) {
            $0.lookupStatus = .failed(ModelFailure.testSample)
        }
        await store.send(.dismissLookupError) {
            $0.lookupStatus = .idle
        }
        await store.finish()
    }

    func testLookupIsSkippedWhenItsWhenIsFalseAsItsDebounceEnds() async {
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        // When lookup's when: is false as its debounce ends, the loader makes no call and dispatches
        // lookupSkipped: the status that the request action made loading is idle again.
        var state = store.state
        Drawn01RowReducer.reduce(&state, .lookup(String.testSample))
        XCTAssertEqual(state.lookupStatus, .loading)
        Drawn01RowReducer.reduce(&state, .lookupSkipped)
        XCTAssertEqual(state.lookupStatus, .idle)
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
