// Drawn04RowTransitionTests.swift
// Written once by reduxgen from Drawn04Row.yaml (--tests); from now on this file is yours.
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
final class Drawn04RowTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn04RowState, Drawn04RowAction>, Drawn04RowServiceMock, ReduxTesting.TestClock) {
        let service = Drawn04RowServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn04RowState(id: Int.testSample),
            reducer: Drawn04RowReducer.reduce,
            middlewares: [Drawn04RowLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: fetch

    func testFetchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch(Int.testSample)) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success([Int].testSample))
        await store.receive(.fetchSuccess(Int.testSample, id: store.state.id, [Int].testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchValue = [Int].testSample
        }
        await store.finish()
    }

    func testFetchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch(Int.testSample)) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.fetchFailure(Int.testSample, id: store.state.id, ReduxRuntime.RequestError.testSample)) {
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testFetchTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.fetch(Int.testSample)) {
            $0.fetchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn04RowSpec.fetchTimeout)
        await store.receive(.fetchFailure(Int.testSample, id: store.state.id, ReduxRuntime.RequestError.timedOut(after: Drawn04RowSpec.fetchTimeout))) {
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn04RowSpec.fetchTimeout))
        }
        await store.finish()
    }

    func testFetchIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch(Int.testSample)) {
            $0.fetchStatus = .loading
        }
        await store.send(.cancelFetch) {
            $0.fetchStatus = .idle
        }
        service.fetchAnswers.answer(.success([Int].testSample))
        await store.finish()
    }

    func testFetchLatestCallSupersedesTheOneInFlight() async {
        guard Drawn04RowSpec.fetchPolicy == .latest else {
            return XCTFail("The request fetch (\(Drawn04RowSpec.fetchDeclaration)) has the policy \(Drawn04RowSpec.fetchPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.fetch(Int.testSample)) {
            $0.fetchStatus = .loading
        }
        await service.fetchAnswers.waitForCalls(waiting: 1)
        await store.send(.fetch(Int.testSample))
        await service.fetchAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.fetchAnswers.answer(.success([Int].testSample))
        await store.receive(.fetchSuccess(Int.testSample, id: store.state.id, [Int].testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchValue = [Int].testSample
        }
        await store.finish()
    }

    func testFetchIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.fetch(Int.testSample)) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success([Int].testSample))
        await store.receive(.fetchSuccess(Int.testSample, id: store.state.id, [Int].testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchValue = [Int].testSample
        }
        await store.send(.fetch(Int.testSample)) {
            $0.fetchStatus = .loading
        }
        await store.receive(.fetchSuccess(Int.testSample, id: store.state.id, [Int].testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchValue = [Int].testSample
        }
        await store.send(.forceFetch(Int.testSample)) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success([Int].testSample))
        await store.receive(.fetchSuccess(Int.testSample, id: store.state.id, [Int].testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchValue = [Int].testSample
        }
        await clock.advance(by: Drawn04RowSpec.fetchCacheLifetime)
        await store.send(.fetch(Int.testSample)) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success([Int].testSample))
        await store.receive(.fetchSuccess(Int.testSample, id: store.state.id, [Int].testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchValue = [Int].testSample
        }
        await store.finish()
    }

    func testFetchPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingFetch(Int.testSample))
        await store.receive(.forceFetch(Int.testSample)) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success([Int].testSample))
        await store.receive(.fetchSuccess(Int.testSample, id: store.state.id, [Int].testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchValue = [Int].testSample
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn04RowSpec.fetchPollInterval))
        await clock.advance(by: Drawn04RowSpec.fetchPollInterval)
        await store.receive(.forceFetch(Int.testSample)) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success([Int].testSample))
        await store.receive(.fetchSuccess(Int.testSample, id: store.state.id, [Int].testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchValue = [Int].testSample
        }
        await store.send(.stopPollingFetch)
        await store.finish()
    }

    // MARK: upload

    /// Whether `upload`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func uploadStarts(_ store: ReduxTesting.TestStore<Drawn04RowState, Drawn04RowAction>, _ service: Drawn04RowServiceMock) async -> Bool {
        guard Drawn04RowReducer.shouldStartUpload(store.state) else {
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
        service.uploadAnswers.answer(.success(Int.testSample))
        await store.receive(.uploadSuccess(id: store.state.id, query: store.state.query, Int.testSample)) {
            $0.uploadStatus = .succeeded
            $0.uploadItems.append(Int.testSample)
        }
        await store.finish()
    }

    func testUploadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await uploadStarts(store, service) else { return }
        await store.send(.upload) {
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.uploadFailure(id: store.state.id, query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.uploadStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testUploadIsCancelled() async {
        let (store, service, _) = makeStore()
        guard await uploadStarts(store, service) else { return }
        await store.send(.upload) {
            $0.uploadStatus = .loading
        }
        await store.send(.cancelUpload) {
            $0.uploadStatus = .idle
        }
        service.uploadAnswers.answer(.success(Int.testSample))
        await store.finish()
    }

    func testUploadLatestCallSupersedesTheOneInFlight() async {
        guard Drawn04RowSpec.uploadPolicy == .latest else {
            return XCTFail("The request upload (\(Drawn04RowSpec.uploadDeclaration)) has the policy \(Drawn04RowSpec.uploadPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await uploadStarts(store, service) else { return }
        await store.send(.upload) {
            $0.uploadStatus = .loading
        }
        await service.uploadAnswers.waitForCalls(waiting: 1)
        await store.send(.upload)
        await service.uploadAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.uploadAnswers.answer(.success(Int.testSample))
        await store.receive(.uploadSuccess(id: store.state.id, query: store.state.query, Int.testSample)) {
            $0.uploadStatus = .succeeded
            $0.uploadItems.append(Int.testSample)
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
