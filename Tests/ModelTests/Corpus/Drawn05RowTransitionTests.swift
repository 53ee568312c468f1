// Drawn05RowTransitionTests.swift
// Written once by reduxgen from Drawn05Row.yaml (--tests); from now on this file is yours.
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
final class Drawn05RowTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn05RowState, Drawn05RowAction>, Drawn05RowServiceMock, ReduxTesting.TestClock) {
        let service = Drawn05RowServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn05RowState(id: Int.testSample),
            reducer: Drawn05RowReducer.reduce,
            middlewares: [Drawn05RowLoader(service: service).middleware],
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
        await clock.advance(by: Drawn05RowSpec.uploadDebounce)
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadSuccess(id: store.state.id, query: store.state.query, Item.testSample)) {
            $0.uploadStatus = .succeeded
            $0.uploadItems.append(Item.testSample)
        }
        await store.finish()
    }

    func testUploadGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        await store.send(.upload) {
            $0.uploadStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn05RowSpec.uploadDebounce)
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.uploadFailure(id: store.state.id, query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.uploadStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testUploadIsCancelled() async {
        let (store, service, clock) = makeStore()
        await store.send(.upload) {
            $0.uploadStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn05RowSpec.uploadDebounce)
        await store.send(.cancelUpload) {
            $0.uploadStatus = .idle
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.finish()
    }

    func testUploadErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        await store.send(.upload) {
            $0.uploadStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn05RowSpec.uploadDebounce)
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.uploadFailure(id: store.state.id, query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.uploadStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissUploadError) {
            $0.uploadStatus = .idle
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
