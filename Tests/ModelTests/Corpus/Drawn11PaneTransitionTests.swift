// Drawn11PaneTransitionTests.swift
// Written once by reduxgen from Drawn11Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn11PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn11PaneState, Drawn11PaneAction>, Drawn11PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn11PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn11PaneState(id: Int.testSample),
            reducer: Drawn11PaneReducer.reduce,
            middlewares: [Drawn11PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: send

    /// Whether `send`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func sendStarts(_ store: ReduxTesting.TestStore<Drawn11PaneState, Drawn11PaneAction>, _ service: Drawn11PaneServiceMock) async -> Bool {
        guard Drawn11PaneReducer.shouldStartSend(store.state) else {
            await store.send(.send)
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "send was called although its when: is false")
            return false
        }
        return true
    }

    func testSendGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess([Item].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendItems.insert(contentsOf: [Item].testSample, at: 0)
        }
        await store.finish()
    }

    func testSendGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(ReduxRuntime.RequestError.testSample)) {
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSendAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.sendSuccess([Item].testSample))
        await store.send(.sendFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSendTimesOut() async {
        let (store, service, clock) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(5))
        await store.receive(.sendFailure(ReduxRuntime.RequestError.timedOut(after: .seconds(5)))) {
            $0.sendStatus = .failed(ReduxRuntime.RequestError.timedOut(after: .seconds(5)))
        }
        await store.finish()
    }

    func testSendCallWhileOneIsInFlightIsDropped() async {
        let (store, service, _) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        await service.sendAnswers.waitForCalls(waiting: 1)
        await store.send(.send)
        service.sendAnswers.answer(.success([Item].testSample))
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.sendSuccess([Item].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendItems.insert(contentsOf: [Item].testSample, at: 0)
        }
        await store.finish()
    }

    func testSendPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.startPollingSend)
        await store.receive(.send) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess([Item].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendItems.insert(contentsOf: [Item].testSample, at: 0)
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: .seconds(2)))
        await clock.advance(by: .seconds(2))
        await store.receive(.send) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess([Item].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendItems.insert(contentsOf: [Item].testSample, at: 0)
        }
        await store.send(.stopPollingSend)
        await store.finish()
    }

    // MARK: upload

    /// Whether `upload`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func uploadStarts(_ store: ReduxTesting.TestStore<Drawn11PaneState, Drawn11PaneAction>, _ service: Drawn11PaneServiceMock) async -> Bool {
        guard Drawn11PaneReducer.shouldStartUpload(store.state) else {
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
        await store.receive(.uploadSuccess(Int.testSample)) {
            $0.uploadStatus = .succeeded
            $0.uploadItems.insert(Int.testSample, at: 0)
        }
        // send's when: decides whether the follow-up calls the service.
        let sendCalls = Drawn11PaneReducer.shouldStartSend(store.state)
        await store.receive(.send) {
            if sendCalls {
                $0.sendStatus = .loading
            }
        }
        if sendCalls {
            service.sendAnswers.answer(.success([Item].testSample))
            await store.receive(.sendSuccess([Item].testSample)) {
                $0.sendStatus = .succeeded
                $0.sendItems.insert(contentsOf: [Item].testSample, at: 0)
            }
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
        await store.receive(.uploadFailure(ReduxRuntime.RequestError.testSample)) {
            $0.uploadStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testUploadAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.uploadSuccess(Int.testSample))
        await store.send(.uploadFailure(ReduxRuntime.RequestError.testSample))
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

    func testUploadCallWhileOneIsInFlightIsDropped() async {
        let (store, service, _) = makeStore()
        guard await uploadStarts(store, service) else { return }
        await store.send(.upload) {
            $0.uploadStatus = .loading
        }
        await service.uploadAnswers.waitForCalls(waiting: 1)
        await store.send(.upload)
        service.uploadAnswers.answer(.success(Int.testSample))
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.uploadSuccess(Int.testSample)) {
            $0.uploadStatus = .succeeded
            $0.uploadItems.insert(Int.testSample, at: 0)
        }
        // send's when: decides whether the follow-up calls the service.
        let sendCalls = Drawn11PaneReducer.shouldStartSend(store.state)
        await store.receive(.send) {
            if sendCalls {
                $0.sendStatus = .loading
            }
        }
        if sendCalls {
            service.sendAnswers.answer(.success([Item].testSample))
            await store.receive(.sendSuccess([Item].testSample)) {
                $0.sendStatus = .succeeded
                $0.sendItems.insert(contentsOf: [Item].testSample, at: 0)
            }
        }
        await store.finish()
    }

    // MARK: bindings and triggers (query, setQuery → send, ready, poke → send)

    func testSetQueryAssignsQuery() async {
        let (store, service, _) = makeStore()
        await store.send(.setQuery(String.testSample)) {
            $0.query = String.testSample
        }
        // send's when: decides whether the follow-up calls the service.
        let sendCalls = Drawn11PaneReducer.shouldStartSend(store.state)
        await store.receive(.send) {
            if sendCalls {
                $0.sendStatus = .loading
            }
        }
        if sendCalls {
            service.sendAnswers.answer(.success([Item].testSample))
            await store.receive(.sendSuccess([Item].testSample)) {
                $0.sendStatus = .succeeded
                $0.sendItems.insert(contentsOf: [Item].testSample, at: 0)
            }
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

    func testPokeStartsSend() async {
        let (store, service, _) = makeStore()
        await store.send(.poke)
        // send's when: decides whether the follow-up calls the service.
        let sendCalls = Drawn11PaneReducer.shouldStartSend(store.state)
        await store.receive(.send) {
            if sendCalls {
                $0.sendStatus = .loading
            }
        }
        if sendCalls {
            service.sendAnswers.answer(.success([Item].testSample))
            await store.receive(.sendSuccess([Item].testSample)) {
                $0.sendStatus = .succeeded
                $0.sendItems.insert(contentsOf: [Item].testSample, at: 0)
            }
        }
        await store.finish()
    }
}
