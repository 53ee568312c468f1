// Drawn07TransitionTests.swift
// Written once by reduxgen from Drawn07.yaml (--tests); from now on this file is yours.
// One test per valid transition of each request's status, run through a TestStore with the
// service mock. The tests send and answer sample values of the spec's types (TestSample:
// ReduxTesting has those of the standard library's types, your test target the others).
// When your reducer logic changes the state on these actions, add its changes to the
// tests' closures.
// Each binding's setter, and each action after which requests start by themselves, has a
// test too.
// Each child's action has a test that it reaches its child (the child's own transition, on
// the child the action names) and one that it is ignored without it, through the reducer
// alone (the children's middlewares are not in the test store).

import XCTest
import ReduxRuntime
import ReduxTesting
@testable import ModelCorpus

@MainActor
final class Drawn07TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn07State = Drawn07State()
    ) -> (ReduxTesting.TestStore<Drawn07State, Drawn07Action>, Drawn07ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn07ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn07Reducer.reduce,
            middlewares: [Drawn07Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: upload

    /// Whether `upload`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func uploadStarts(_ store: ReduxTesting.TestStore<Drawn07State, Drawn07Action>, _ service: Drawn07ServiceMock) async -> Bool {
        guard Drawn07Reducer.shouldStartUpload(store.state) else {
            await store.send(.upload(count: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "upload was called although its when: is false")
            return false
        }
        return true
    }

    func testUploadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        guard await uploadStarts(store, service) else { return }
        await store.send(.upload(count: Int.testSample)) {
            $0.uploadStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(1))
        service.uploadAnswers.answer(.success([Item].testSample))
        await store.receive(.uploadSuccess(count: Int.testSample, [Item].testSample)) {
            $0.uploadStatus[Int.testSample] = .succeeded
            $0.uploadItems.upsert(contentsOf: [Item].testSample)
        }
        await store.finish()
    }

    func testUploadGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        guard await uploadStarts(store, service) else { return }
        await store.send(.upload(count: Int.testSample)) {
            $0.uploadStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(1))
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.uploadFailure(count: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.uploadStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testUploadAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.uploadSuccess(count: Int.testSample, [Item].testSample))
        await store.send(.uploadFailure(count: Int.testSample, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    // MARK: search

    func testSearchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.search(count: Int.testSample)) {
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchSuccess([Int].testSample)) {
            $0.searchStatus = .succeeded
            $0.searchItems.append(contentsOf: [Int].testSample)
        }
        await store.finish()
    }

    func testSearchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.search(count: Int.testSample)) {
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.searchFailure(ModelFailure.testSample)) {
            $0.searchStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testSearchAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.searchSuccess([Int].testSample))
        await store.send(.searchFailure(ModelFailure.testSample))
        await store.finish()
    }

    func testSearchCallWhileOneIsInFlightIsDropped() async {
        let (store, service, _) = makeStore()
        await store.send(.search(count: Int.testSample)) {
            $0.searchStatus = .loading
        }
        await service.searchAnswers.waitForCalls(waiting: 1)
        await store.send(.search(count: Int.testSample))
        service.searchAnswers.answer(.success([Int].testSample))
        service.searchAnswers.answer(.failure(ModelFailure.testSample))  // for a second call, which is never made
        await store.receive(.searchSuccess([Int].testSample)) {
            $0.searchStatus = .succeeded
            $0.searchItems.append(contentsOf: [Int].testSample)
        }
        await store.finish()
    }

    // MARK: send

    func testSendGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success(()))
        await store.receive(.sendSuccess) {
            $0.sendStatus = .succeeded
        }
        await store.finish()
    }

    func testSendFailsAfterItsRetries() async {
        let (store, service, _) = makeStore()
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        for _ in 0...1 { service.sendAnswers.answer(.failure(ModelFailure.testSample)) }
        await store.receive(.sendFailure(ModelFailure.testSample)) {
            $0.sendStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testSendAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.sendSuccess)
        await store.send(.sendFailure(ModelFailure.testSample))
        await store.finish()
    }

    func testSendLatestCallSupersedesTheOneInFlight() async {
        let (store, service, _) = makeStore()
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        await service.sendAnswers.waitForCalls(waiting: 1)
        await store.send(.send)
        await service.sendAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.sendAnswers.answer(.success(()))
        await store.receive(.sendSuccess) {
            $0.sendStatus = .succeeded
        }
        await store.finish()
    }

    func testSendIsSkippedWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success(()))
        await store.receive(.sendSuccess) {
            $0.sendStatus = .succeeded
        }
        await store.send(.send)
        await store.send(.forceSend) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success(()))
        await store.receive(.sendSuccess) {
            $0.sendStatus = .succeeded
        }
        await clock.advance(by: .seconds(1))
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success(()))
        await store.receive(.sendSuccess) {
            $0.sendStatus = .succeeded
        }
        await store.finish()
    }

    func testSendPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingSend)
        await store.receive(.forceSend) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success(()))
        await store.receive(.sendSuccess) {
            $0.sendStatus = .succeeded
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: .seconds(2)))
        await clock.advance(by: .seconds(2))
        await store.receive(.forceSend) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success(()))
        await store.receive(.sendSuccess) {
            $0.sendStatus = .succeeded
        }
        await store.send(.stopPollingSend)
        await store.finish()
    }

    // MARK: bindings and triggers (query, setQuery → send, ready, setReady → send)

    func testSetQueryAssignsQuery() async {
        let (store, service, _) = makeStore()
        await store.send(.setQuery(String.testSample)) {
            $0.query = String.testSample
        }
        await store.receive(.send) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success(()))
        await store.receive(.sendSuccess) {
            $0.sendStatus = .succeeded
        }
        await store.finish()
    }

    func testSetReadyAssignsReady() async {
        let (store, service, _) = makeStore()
        await store.send(.setReady(Bool.testSample)) {
            $0.ready = Bool.testSample
        }
        await store.receive(.send) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success(()))
        await store.receive(.sendSuccess) {
            $0.sendStatus = .succeeded
        }
        await store.finish()
    }

    // MARK: rows (Drawn07Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn07State(rows: [Drawn07RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .archive(text: String.testSample))) {
            $0.rows[id: Int.testSample]!.archiveInFlight = 1
            $0.rows[id: Int.testSample]!.archiveStatus = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .archive(text: String.testSample)))
        await store.finish()
    }

    // MARK: pane (Drawn07Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn07State(pane: Drawn07PaneState(id: Int.testSample)))
        await store.send(.pane(.archive)) {
            $0.pane!.archiveStatus = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.archive))
        await store.finish()
    }
}
