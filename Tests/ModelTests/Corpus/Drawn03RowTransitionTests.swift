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

    // MARK: load

    func testLoadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.load) {
            $0.loadStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn03RowSpec.loadDebounce)
        service.loadAnswers.answer(.success(()))
        await store.receive(.loadSuccess(id: store.state.id)) {
            $0.loadStatus = .succeeded
        }
        await store.finish()
    }

    func testLoadGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        await store.send(.load) {
            $0.loadStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn03RowSpec.loadDebounce)
        service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.loadFailure(id: store.state.id, ReduxRuntime.RequestError.testSample)) {
            $0.loadStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testLoadTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.load) {
            $0.loadStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn03RowSpec.loadDebounce)
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn03RowSpec.loadTimeout)
        await store.receive(.loadFailure(id: store.state.id, ReduxRuntime.RequestError.timedOut(after: Drawn03RowSpec.loadTimeout))) {
            $0.loadStatus = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn03RowSpec.loadTimeout))
        }
        await store.finish()
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
        await store.receive(.uploadSuccess(id: store.state.id, page: store.state.page, [Int].testSample)) {
            $0.uploadStatus = .succeeded
            $0.uploadValue = [Int].testSample
        }
        await store.finish()
    }

    func testUploadFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        guard await uploadStarts(store, service) else { return }
        await store.send(.upload) {
            $0.uploadStatus = .loading
        }
        var deadline = clock.now
        for attempt in 0...Drawn03RowSpec.uploadRetry.attempts {
            await clock.waitForSleeper(wakingAt: deadline.advanced(by: Drawn03RowSpec.uploadTimeout))
            let mark = clock.sleepMark
            service.uploadAnswers.answer(.failure(ModelFailure.testSample))
            guard attempt < Drawn03RowSpec.uploadRetry.attempts && Drawn03RowSpec.uploadRetry.backoff > .zero else { continue }
            deadline = deadline.advanced(by: Drawn03RowSpec.uploadRetry.delay(beforeRetry: attempt + 1))
            await clock.waitForOnlySleeper(wakingAt: deadline, sleepingSince: mark)
            await clock.advance(to: deadline)
        }
        await store.receive(.uploadFailure(id: store.state.id, page: store.state.page, ModelFailure.testSample)) {
            $0.uploadStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testUploadTimesOut() async {
        let (store, service, clock) = makeStore()
        guard await uploadStarts(store, service) else { return }
        await store.send(.upload) {
            $0.uploadStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn03RowSpec.uploadTimeout)
        for retry in 1...Drawn03RowSpec.uploadRetry.attempts {
            await clock.waitForSleepers(1)
            await clock.advance(by: Drawn03RowSpec.uploadRetry.delay(beforeRetry: retry))
            await clock.waitForSleepers(1)
            await clock.advance(by: Drawn03RowSpec.uploadTimeout)
        }
        await store.receive(.uploadFailure(id: store.state.id, page: store.state.page, ModelFailure.timedOut(after: Drawn03RowSpec.uploadTimeout))) {
            $0.uploadStatus = .failed(ModelFailure.timedOut(after: Drawn03RowSpec.uploadTimeout))
        }
        await store.finish()
    }

    func testUploadCallWhileOneIsInFlightIsDropped() async {
        guard Drawn03RowSpec.uploadPolicy == .first else {
            return XCTFail("The request upload (\(Drawn03RowSpec.uploadDeclaration)) has the policy \(Drawn03RowSpec.uploadPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await uploadStarts(store, service) else { return }
        await store.send(.upload) {
            $0.uploadStatus = .loading
        }
        await service.uploadAnswers.waitForCalls(waiting: 1)
        await store.send(.upload)
        service.uploadAnswers.answer(.success([Int].testSample))
        service.uploadAnswers.answer(.failure(ModelFailure.testSample))  // for a second call, which is never made
        await store.receive(.uploadSuccess(id: store.state.id, page: store.state.page, [Int].testSample)) {
            $0.uploadStatus = .succeeded
            $0.uploadValue = [Int].testSample
        }
        await store.finish()
    }

    // MARK: bindings and triggers (page, setPage → upload, ready, setReady → upload)

    func testSetPageAssignsPage() async {
        let (store, service, _) = makeStore()
        await store.send(.setPage(Int.testSample)) {
            $0.page = Int.testSample
        }
        // upload's when: decides whether the follow-up calls the service.
        let uploadCalls = Drawn03RowReducer.shouldStartUpload(store.state)
        await store.receive(.upload) {
            if uploadCalls {
                $0.uploadStatus = .loading
            }
        }
        if uploadCalls {
            service.uploadAnswers.answer(.success([Int].testSample))
            await store.receive(.uploadSuccess(id: store.state.id, page: store.state.page, [Int].testSample)) {
                $0.uploadStatus = .succeeded
                $0.uploadValue = [Int].testSample
            }
        }
        await store.finish()
    }

    func testSetReadyAssignsReady() async {
        let (store, service, _) = makeStore()
        await store.send(.setReady(Bool.testSample)) {
            $0.ready = Bool.testSample
        }
        // upload's when: decides whether the follow-up calls the service.
        let uploadCalls = Drawn03RowReducer.shouldStartUpload(store.state)
        await store.receive(.upload) {
            if uploadCalls {
                $0.uploadStatus = .loading
            }
        }
        if uploadCalls {
            service.uploadAnswers.answer(.success([Int].testSample))
            await store.receive(.uploadSuccess(id: store.state.id, page: store.state.page, [Int].testSample)) {
                $0.uploadStatus = .succeeded
                $0.uploadValue = [Int].testSample
            }
        }
        await store.finish()
    }
}
