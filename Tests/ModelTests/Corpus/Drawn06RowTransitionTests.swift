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

    func testLookupGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success(String.testSample))
        await store.receive(.lookupSuccess(String.testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .succeeded
            $0.lookupValue = String.testSample
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
        await store.receive(.lookupFailure(ReduxRuntime.RequestError.testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testLookupAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.lookupSuccess(String.testSample))
        await store.send(.lookupFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testLookupQueuedCallsEachApplyTheirAnswer() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        await store.send(.lookup) {
            $0.lookupInFlight = 2
        }
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        service.lookupAnswers.answer(.success(String.testSample))
        await store.receive(.lookupFailure(ReduxRuntime.RequestError.testSample)) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.receive(.lookupSuccess(String.testSample)) {
            $0.lookupInFlight = 0
            $0.lookupValue = String.testSample
        }
        await store.finish()
    }

    // MARK: upload

    /// Whether `upload`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func uploadStarts(_ store: ReduxTesting.TestStore<Drawn06RowState, Drawn06RowAction>, _ service: Drawn06RowServiceMock) async -> Bool {
        guard Drawn06RowReducer.shouldStartUpload(store.state) else {
            await store.send(.upload)
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "upload was called although its when: is false")
            return false
        }
        return true
    }

    func testUploadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await uploadStarts(store, service) else { return }
        await store.send(.upload) {
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success(()))
        await store.receive(.uploadSuccess) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .succeeded
        }
        await store.receive(.lookup) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success(String.testSample))
        await store.receive(.lookupSuccess(String.testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .succeeded
            $0.lookupValue = String.testSample
        }
        await store.finish()
    }

    func testUploadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await uploadStarts(store, service) else { return }
        await store.send(.upload) {
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.uploadFailure(ReduxRuntime.RequestError.testSample)) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testUploadAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.uploadSuccess)
        await store.send(.uploadFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testUploadIsCancelled() async {
        let (store, service, _) = makeStore()
        guard await uploadStarts(store, service) else { return }
        await store.send(.upload) {
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        await store.send(.cancelUpload) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .idle
        }
        service.uploadAnswers.answer(.success(()))
        await store.finish()
    }

    func testUploadQueuedCallsEachApplyTheirAnswer() async {
        let (store, service, _) = makeStore()
        guard await uploadStarts(store, service) else { return }
        await store.send(.upload) {
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        await store.send(.upload) {
            $0.uploadInFlight = 2
        }
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        service.uploadAnswers.answer(.success(()))
        await store.receive(.uploadFailure(ReduxRuntime.RequestError.testSample)) {
            $0.uploadInFlight = 1
            $0.uploadStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.receive(.uploadSuccess) {
            $0.uploadInFlight = 0
        }
        await store.receive(.lookup) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success(String.testSample))
        await store.receive(.lookupSuccess(String.testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .succeeded
            $0.lookupValue = String.testSample
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
