// Drawn06RowTransitionTests.swift
// Written once by reduxgen from Drawn06Row.yaml (--tests); from now on this file is yours.
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
final class Drawn06RowTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn06RowState, Drawn06RowAction>, Drawn06RowServiceMock, ReduxTesting.TestClock) {
        let service = Drawn06RowServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn06RowState(id: Int.testSample),
            reducer: Drawn06RowReducer.reduce,
            middlewares: [Drawn06RowLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: lookup

    /// Whether `lookup`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func lookupStarts(_ store: ReduxTesting.TestStore<Drawn06RowState, Drawn06RowAction>, _ service: Drawn06RowServiceMock) async -> Bool {
        guard Drawn06RowReducer.shouldStartLookup(store.state) else {
            await store.send(.lookup(text: String.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "lookup was called although its when: is false")
            return false
        }
        return true
    }

    func testLookupGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup(text: String.testSample)) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success(Int.testSample))
        await store.receive(.lookupSuccess(text: String.testSample, id: store.state.id, ready: store.state.ready, Int.testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupValue = Int.testSample
        }
        await store.finish()
    }

    func testLookupGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup(text: String.testSample)) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.lookupFailure(text: String.testSample, id: store.state.id, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.lookupError = ReduxRuntime.RequestError.testSample
        }
        await store.finish()
    }

    func testLookupKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup(text: String.testSample)) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.lookupFailure(text: String.testSample, id: store.state.id, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.lookupError = ReduxRuntime.RequestError.testSample
        }
        await store.send(.lookup(text: String.testSample)) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success(Int.testSample))
        await store.receive(.lookupSuccess(text: String.testSample, id: store.state.id, ready: store.state.ready, Int.testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupValue = Int.testSample
        }
        await store.finish()
    }

    func testLookupCallWhileOneIsInFlightIsDropped() async {
        guard Drawn06RowSpec.lookupPolicy == .first else {
            return XCTFail("The request lookup (\(Drawn06RowSpec.lookupDeclaration)) has the policy \(Drawn06RowSpec.lookupPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup(text: String.testSample)) {
            $0.lookupStatus = .loading
        }
        await service.lookupAnswers.waitForCalls(waiting: 1)
        await store.send(.lookup(text: String.testSample))
        service.lookupAnswers.answer(.success(Int.testSample))
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.lookupSuccess(text: String.testSample, id: store.state.id, ready: store.state.ready, Int.testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupValue = Int.testSample
        }
        await store.finish()
    }

    func testLookupIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup(text: String.testSample)) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success(Int.testSample))
        await store.receive(.lookupSuccess(text: String.testSample, id: store.state.id, ready: store.state.ready, Int.testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupValue = Int.testSample
        }
        await store.send(.lookup(text: String.testSample)) {
            $0.lookupStatus = .loading
        }
        await store.receive(.lookupSuccess(text: String.testSample, id: store.state.id, ready: store.state.ready, Int.testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupValue = Int.testSample
        }
        await store.send(.forceLookup(text: String.testSample)) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success(Int.testSample))
        await store.receive(.lookupSuccess(text: String.testSample, id: store.state.id, ready: store.state.ready, Int.testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupValue = Int.testSample
        }
        await clock.advance(by: Drawn06RowSpec.lookupCacheLifetime)
        await store.send(.lookup(text: String.testSample)) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success(Int.testSample))
        await store.receive(.lookupSuccess(text: String.testSample, id: store.state.id, ready: store.state.ready, Int.testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupValue = Int.testSample
        }
        await store.finish()
    }

    // MARK: save

    func testSaveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.save(String.testSample)) {
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success([Item].testSample))
        await store.receive(.saveSuccess(String.testSample, id: store.state.id, ready: store.state.ready, [Item].testSample)) {
            $0.saveStatus = .succeeded
            $0.saveValue = [Item].testSample
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testSaveFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.save(String.testSample)) {
            $0.saveStatus = .loading
        }
        for _ in 0...Drawn06RowSpec.saveRetry.attempts { service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn06RowSpec.saveRetry.attempts where Drawn06RowSpec.saveRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn06RowSpec.saveRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.saveFailure(String.testSample, id: store.state.id, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.saveStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSaveCallWhileOneIsInFlightIsDropped() async {
        guard Drawn06RowSpec.savePolicy == .first else {
            return XCTFail("The request save (\(Drawn06RowSpec.saveDeclaration)) has the policy \(Drawn06RowSpec.savePolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.save(String.testSample)) {
            $0.saveStatus = .loading
        }
        await service.saveAnswers.waitForCalls(waiting: 1)
        await store.send(.save(String.testSample))
        service.saveAnswers.answer(.success([Item].testSample))
        service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.saveSuccess(String.testSample, id: store.state.id, ready: store.state.ready, [Item].testSample)) {
            $0.saveStatus = .succeeded
            $0.saveValue = [Item].testSample
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testSaveIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.save(String.testSample)) {
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success([Item].testSample))
        await store.receive(.saveSuccess(String.testSample, id: store.state.id, ready: store.state.ready, [Item].testSample)) {
            $0.saveStatus = .succeeded
            $0.saveValue = [Item].testSample
        }
        await store.receive(.bump)
        await store.send(.save(String.testSample)) {
            $0.saveStatus = .loading
        }
        await store.receive(.saveSuccess(String.testSample, id: store.state.id, ready: store.state.ready, [Item].testSample)) {
            $0.saveStatus = .succeeded
            $0.saveValue = [Item].testSample
        }
        await store.receive(.bump)
        await store.send(.forceSave(String.testSample)) {
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success([Item].testSample))
        await store.receive(.saveSuccess(String.testSample, id: store.state.id, ready: store.state.ready, [Item].testSample)) {
            $0.saveStatus = .succeeded
            $0.saveValue = [Item].testSample
        }
        await store.receive(.bump)
        await clock.advance(by: Drawn06RowSpec.saveCacheLifetime)
        await store.send(.save(String.testSample)) {
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success([Item].testSample))
        await store.receive(.saveSuccess(String.testSample, id: store.state.id, ready: store.state.ready, [Item].testSample)) {
            $0.saveStatus = .succeeded
            $0.saveValue = [Item].testSample
        }
        await store.receive(.bump)
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
