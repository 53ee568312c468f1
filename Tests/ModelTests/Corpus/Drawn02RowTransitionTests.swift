// Drawn02RowTransitionTests.swift
// Written once by reduxgen from Drawn02Row.yaml (--tests); from now on this file is yours.
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
final class Drawn02RowTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn02RowState, Drawn02RowAction>, Drawn02RowServiceMock, ReduxTesting.TestClock) {
        let service = Drawn02RowServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn02RowState(id: Int.testSample),
            reducer: Drawn02RowReducer.reduce,
            middlewares: [Drawn02RowLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: upload

    func testUploadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.upload) {
            $0.uploadStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn02RowSpec.uploadDebounce)
        service.uploadAnswers.answer(.success(()))
        await store.receive(.uploadSuccess(id: store.state.id, query: store.state.query)) {
            $0.uploadStatus = .succeeded
        }
        await store.finish()
    }

    func testUploadGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        await store.send(.upload) {
            $0.uploadStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn02RowSpec.uploadDebounce)
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.uploadFailure(id: store.state.id, query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.uploadStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testUploadIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.upload) {
            $0.uploadStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn02RowSpec.uploadDebounce)
        service.uploadAnswers.answer(.success(()))
        await store.receive(.uploadSuccess(id: store.state.id, query: store.state.query)) {
            $0.uploadStatus = .succeeded
        }
        await store.send(.upload) {
            $0.uploadStatus = .loading
        }
        await store.receive(.uploadSuccess(id: store.state.id, query: store.state.query)) {
            $0.uploadStatus = .succeeded
        }
        await store.send(.forceUpload) {
            $0.uploadStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn02RowSpec.uploadDebounce)
        service.uploadAnswers.answer(.success(()))
        await store.receive(.uploadSuccess(id: store.state.id, query: store.state.query)) {
            $0.uploadStatus = .succeeded
        }
        await clock.advance(by: Drawn02RowSpec.uploadCacheLifetime)
        await store.send(.upload) {
            $0.uploadStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn02RowSpec.uploadDebounce)
        service.uploadAnswers.answer(.success(()))
        await store.receive(.uploadSuccess(id: store.state.id, query: store.state.query)) {
            $0.uploadStatus = .succeeded
        }
        await store.finish()
    }

    // MARK: post

    /// Whether `post`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func postStarts(_ store: ReduxTesting.TestStore<Drawn02RowState, Drawn02RowAction>, _ service: Drawn02RowServiceMock) async -> Bool {
        guard Drawn02RowReducer.shouldStartPost(store.state) else {
            await store.send(.post)
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "post was called although its when: is false")
            return false
        }
        return true
    }

    func testPostGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        guard await postStarts(store, service) else { return }
        await store.send(.post) {
            $0.postStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn02RowSpec.postDebounce)
        service.postAnswers.answer(.success([Int].testSample))
        await store.receive(.postSuccess(id: store.state.id, query: store.state.query, [Int].testSample)) {
            $0.postStatus = .succeeded
            $0.postValue = [Int].testSample
        }
        await store.receive(.poke)
        await store.finish()
    }

    func testPostGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        guard await postStarts(store, service) else { return }
        await store.send(.post) {
            $0.postStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn02RowSpec.postDebounce)
        service.postAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.postFailure(id: store.state.id, query: store.state.query, ModelFailure.testSample)) {
            $0.postStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testPostErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        guard await postStarts(store, service) else { return }
        await store.send(.post) {
            $0.postStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn02RowSpec.postDebounce)
        service.postAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.postFailure(id: store.state.id, query: store.state.query, ModelFailure.testSample)) {
            $0.postStatus = .failed(ModelFailure.testSample)
        }
        await store.send(.dismissPostError) {
            $0.postStatus = .idle
        }
        await store.finish()
    }

    func testPostIsSkippedWhenItsWhenIsFalseAsItsDebounceEnds() async {
        let (store, service, _) = makeStore()
        guard await postStarts(store, service) else { return }
        // When post's when: is false as its debounce ends, the loader makes no call and dispatches
        // postSkipped: the status that the request action made loading is idle again.
        var state = store.state
        Drawn02RowReducer.reduce(&state, .post)
        XCTAssertEqual(state.postStatus, .loading)
        Drawn02RowReducer.reduce(&state, .postSkipped)
        XCTAssertEqual(state.postStatus, .idle)
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

    func testReadyChangedAssignsReady() async {
        let (store, _, _) = makeStore()
        await store.send(.readyChanged(Bool.testSample)) {
            $0.ready = Bool.testSample
        }
        await store.finish()
    }
}
