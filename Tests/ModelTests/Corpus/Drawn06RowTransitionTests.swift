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

    // MARK: upload

    func testUploadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.upload(Int.testSample)) {
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success([Item].testSample))
        await store.receive(.uploadSuccess([Item].testSample)) {
            $0.uploadStatus = .succeeded
            $0.uploadValue = [Item].testSample
        }
        await store.finish()
    }

    func testUploadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.upload(Int.testSample)) {
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.uploadFailure(ReduxRuntime.RequestError.testSample)) {
            $0.uploadStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testUploadAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.uploadSuccess([Item].testSample))
        await store.send(.uploadFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testUploadIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.upload(Int.testSample)) {
            $0.uploadStatus = .loading
        }
        await store.send(.cancelUpload) {
            $0.uploadStatus = .idle
        }
        service.uploadAnswers.answer(.success([Item].testSample))
        await store.finish()
    }

    func testUploadCallWhileOneIsInFlightIsDropped() async {
        let (store, service, _) = makeStore()
        await store.send(.upload(Int.testSample)) {
            $0.uploadStatus = .loading
        }
        await service.uploadAnswers.waitForCalls(waiting: 1)
        await store.send(.upload(Int.testSample))
        service.uploadAnswers.answer(.success([Item].testSample))
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.uploadSuccess([Item].testSample)) {
            $0.uploadStatus = .succeeded
            $0.uploadValue = [Item].testSample
        }
        await store.finish()
    }

    func testUploadIsSkippedWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.upload(Int.testSample)) {
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success([Item].testSample))
        await store.receive(.uploadSuccess([Item].testSample)) {
            $0.uploadStatus = .succeeded
            $0.uploadValue = [Item].testSample
        }
        await store.send(.upload(Int.testSample))
        await store.send(.forceUpload(Int.testSample)) {
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success([Item].testSample))
        await store.receive(.uploadSuccess([Item].testSample)) {
            $0.uploadStatus = .succeeded
            $0.uploadValue = [Item].testSample
        }
        await clock.advance(by: .seconds(5))
        await store.send(.upload(Int.testSample)) {
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success([Item].testSample))
        await store.receive(.uploadSuccess([Item].testSample)) {
            $0.uploadStatus = .succeeded
            $0.uploadValue = [Item].testSample
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
