// Drawn04PaneTransitionTests.swift
// Written once by reduxgen from Drawn04Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn04PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn04PaneState, Drawn04PaneAction>, Drawn04PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn04PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn04PaneState(id: Int.testSample),
            reducer: Drawn04PaneReducer.reduce,
            middlewares: [Drawn04PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: post

    /// Whether `post`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func postStarts(_ store: ReduxTesting.TestStore<Drawn04PaneState, Drawn04PaneAction>, _ service: Drawn04PaneServiceMock) async -> Bool {
        guard Drawn04PaneReducer.shouldStartPost(store.state) else {
            await store.send(.post(text: String.testSample, ref: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "post was called although its when: is false")
            return false
        }
        return true
    }

    func testPostGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await postStarts(store, service) else { return }
        await store.send(.post(text: String.testSample, ref: Int.testSample)) {
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success([Item].testSample))
        await store.receive(.postSuccess(text: String.testSample, ref: Int.testSample, [Item].testSample)) {
            $0.postStatus = .succeeded
            $0.postItems.append(contentsOf: [Item].testSample)
        }
        await store.finish()
    }

    func testPostFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        guard await postStarts(store, service) else { return }
        await store.send(.post(text: String.testSample, ref: Int.testSample)) {
            $0.postStatus = .loading
        }
        for _ in 0...Drawn04PaneSpec.postRetry.attempts { service.postAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...Drawn04PaneSpec.postRetry.attempts where Drawn04PaneSpec.postRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn04PaneSpec.postRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.postFailure(text: String.testSample, ref: Int.testSample, ModelFailure.testSample)) {
            $0.postStatus = .failed(ModelFailure.testSample)
            $0.postError = ModelFailure.testSample
        }
        await store.finish()
    }

    func testPostIsCancelled() async {
        let (store, service, _) = makeStore()
        guard await postStarts(store, service) else { return }
        await store.send(.post(text: String.testSample, ref: Int.testSample)) {
            $0.postStatus = .loading
        }
        await store.send(.cancelPost) {
            $0.postStatus = .idle
        }
        service.postAnswers.answer(.success([Item].testSample))
        await store.finish()
    }

    func testPostKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, clock) = makeStore()
        guard await postStarts(store, service) else { return }
        await store.send(.post(text: String.testSample, ref: Int.testSample)) {
            $0.postStatus = .loading
        }
        for _ in 0...Drawn04PaneSpec.postRetry.attempts { service.postAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...Drawn04PaneSpec.postRetry.attempts where Drawn04PaneSpec.postRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn04PaneSpec.postRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.postFailure(text: String.testSample, ref: Int.testSample, ModelFailure.testSample)) {
            $0.postStatus = .failed(ModelFailure.testSample)
            $0.postError = ModelFailure.testSample
        }
        await store.send(.post(text: String.testSample, ref: Int.testSample)) {
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success([Item].testSample))
        await store.receive(.postSuccess(text: String.testSample, ref: Int.testSample, [Item].testSample)) {
            $0.postStatus = .succeeded
            $0.postItems.append(contentsOf: [Item].testSample)
        }
        await store.finish()
    }

    func testPostLatestCallSupersedesTheOneInFlight() async {
        guard Drawn04PaneSpec.postPolicy == .latest else {
            return XCTFail("The request post (\(Drawn04PaneSpec.postDeclaration)) has the policy \(Drawn04PaneSpec.postPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await postStarts(store, service) else { return }
        await store.send(.post(text: String.testSample, ref: Int.testSample)) {
            $0.postStatus = .loading
        }
        await service.postAnswers.waitForCalls(waiting: 1)
        await store.send(.post(text: String.testSample, ref: Int.testSample))
        await service.postAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.postAnswers.answer(.success([Item].testSample))
        await store.receive(.postSuccess(text: String.testSample, ref: Int.testSample, [Item].testSample)) {
            $0.postStatus = .succeeded
            $0.postItems.append(contentsOf: [Item].testSample)
        }
        await store.finish()
    }

    // MARK: search

    func testSearchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.search) {
            $0.searchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn04PaneSpec.searchDebounce)
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchSuccess([Int].testSample)) {
            $0.searchStatus = .succeeded
            $0.searchValue = [Int].testSample
        }
        await store.finish()
    }

    func testSearchGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        await store.send(.search) {
            $0.searchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn04PaneSpec.searchDebounce)
        service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.searchFailure(ReduxRuntime.RequestError.testSample)) {
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.searchError = ReduxRuntime.RequestError.testSample
        }
        await store.finish()
    }

    func testSearchErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        await store.send(.search) {
            $0.searchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn04PaneSpec.searchDebounce)
        service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.searchFailure(ReduxRuntime.RequestError.testSample)) {
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.searchError = ReduxRuntime.RequestError.testSample
        }
        await store.send(.dismissSearchError) {
            $0.searchStatus = .idle
            $0.searchError = nil
        }
        await store.finish()
    }

    func testSearchKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, clock) = makeStore()
        await store.send(.search) {
            $0.searchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn04PaneSpec.searchDebounce)
        service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.searchFailure(ReduxRuntime.RequestError.testSample)) {
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.searchError = ReduxRuntime.RequestError.testSample
        }
        await store.send(.search) {
            $0.searchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn04PaneSpec.searchDebounce)
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchSuccess([Int].testSample)) {
            $0.searchStatus = .succeeded
            $0.searchValue = [Int].testSample
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
