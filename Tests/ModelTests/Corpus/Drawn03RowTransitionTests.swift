// Drawn03RowTransitionTests.swift
// Written once by reduxgen from Drawn03Row.yaml (--tests); from now on this file is yours.
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
final class Drawn03RowTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn03RowState, Drawn03RowAction>, Drawn03RowServiceMock, ReduxTesting.TestClock) {
        let service = Drawn03RowServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn03RowState(id: Int.testSample),
            reducer: Drawn03RowReducer.reduce,
            middlewares: [Drawn03RowLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: upload

    /// Whether `upload`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func uploadStarts(_ store: ReduxTesting.TestStore<Drawn03RowState, Drawn03RowAction>, _ service: Drawn03RowServiceMock) async -> Bool {
        guard Drawn03RowReducer.shouldStartUpload(store.state) else {
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
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success([Int].testSample))
        await store.receive(.uploadSuccess([Int].testSample)) {
            $0.uploadStatus = .succeeded
            $0.uploadValue = [Int].testSample
        }
        await store.receive(.poke)
        await store.finish()
    }

    func testUploadFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        guard await uploadStarts(store, service) else { return }
        await store.send(.upload) {
            $0.uploadStatus = .loading
        }
        for _ in 0...2 { service.uploadAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...2 {
            deadline = deadline.advanced(by: ReduxRuntime.RetryPolicy(attempts: 2, backoff: .seconds(1)).delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.uploadFailure(ModelFailure.testSample)) {
            $0.uploadStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testUploadAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.uploadSuccess([Int].testSample))
        await store.send(.uploadFailure(ModelFailure.testSample))
        await store.finish()
    }

    func testUploadLatestCallSupersedesTheOneInFlight() async {
        let (store, service, _) = makeStore()
        guard await uploadStarts(store, service) else { return }
        await store.send(.upload) {
            $0.uploadStatus = .loading
        }
        await service.uploadAnswers.waitForCalls(waiting: 1)
        await store.send(.upload)
        await service.uploadAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.uploadAnswers.answer(.success([Int].testSample))
        await store.receive(.uploadSuccess([Int].testSample)) {
            $0.uploadStatus = .succeeded
            $0.uploadValue = [Int].testSample
        }
        await store.receive(.poke)
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
