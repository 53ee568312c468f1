// Drawn14TransitionTests.swift
// Written once by reduxgen from Drawn14.yaml (--tests); from now on this file is yours.
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
final class Drawn14TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn14State = Drawn14State()
    ) -> (ReduxTesting.TestStore<Drawn14State, Drawn14Action>, Drawn14ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn14ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn14Reducer.reduce,
            middlewares: [Drawn14Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: send

    /// Whether `send`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func sendStarts(_ store: ReduxTesting.TestStore<Drawn14State, Drawn14Action>, _ service: Drawn14ServiceMock) async -> Bool {
        guard Drawn14Reducer.shouldStartSend(store.state) else {
            await store.send(.send)
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "send was called although its when: is false")
            return false
        }
        return true
    }

    func testSendGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn14Spec.sendDebounce)
        service.sendAnswers.answer(.success(()))
        await store.receive(.sendSuccess(query: store.state.query)) {
            $0.sendStatus = .succeeded
        }
        await store.receive(.poke)
        await store.receive(.post) {
            $0.postStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn14Spec.postDebounce)
        service.postAnswers.answer(.success(()))
        await store.receive(.postSuccess(query: store.state.query)) {
            $0.postStatus = .succeeded
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testSendGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn14Spec.sendDebounce)
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.sendError = ReduxRuntime.RequestError.testSample
        }
        await store.finish()
    }

    func testSendKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, clock) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn14Spec.sendDebounce)
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.sendError = ReduxRuntime.RequestError.testSample
        }
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn14Spec.sendDebounce)
        service.sendAnswers.answer(.success(()))
        await store.receive(.sendSuccess(query: store.state.query)) {
            $0.sendStatus = .succeeded
        }
        await store.receive(.poke)
        await store.receive(.post) {
            $0.postStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn14Spec.postDebounce)
        service.postAnswers.answer(.success(()))
        await store.receive(.postSuccess(query: store.state.query)) {
            $0.postStatus = .succeeded
        }
        await store.receive(.bump)
        await store.finish()
    }

    // MARK: post

    func testPostGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.post) {
            $0.postStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn14Spec.postDebounce)
        service.postAnswers.answer(.success(()))
        await store.receive(.postSuccess(query: store.state.query)) {
            $0.postStatus = .succeeded
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testPostGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        await store.send(.post) {
            $0.postStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn14Spec.postDebounce)
        service.postAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.postFailure(query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.postStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.postError = ReduxRuntime.RequestError.testSample
        }
        await store.finish()
    }

    func testPostKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, clock) = makeStore()
        await store.send(.post) {
            $0.postStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn14Spec.postDebounce)
        service.postAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.postFailure(query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.postStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.postError = ReduxRuntime.RequestError.testSample
        }
        await store.send(.post) {
            $0.postStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn14Spec.postDebounce)
        service.postAnswers.answer(.success(()))
        await store.receive(.postSuccess(query: store.state.query)) {
            $0.postStatus = .succeeded
        }
        await store.receive(.bump)
        await store.finish()
    }

    // MARK: archive

    func testArchiveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.archive) {
            $0.archiveStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn14Spec.archiveDebounce)
        service.archiveAnswers.answer(.success(String.testSample))
        await store.receive(.archiveSuccess(String.testSample)) {
            $0.archiveStatus = .succeeded
            $0.archiveValue = String.testSample
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testArchiveGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        await store.send(.archive) {
            $0.archiveStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn14Spec.archiveDebounce)
        service.archiveAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.archiveFailure(ModelFailure.testSample)) {
            $0.archiveStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testArchiveIsCancelled() async {
        let (store, service, clock) = makeStore()
        await store.send(.archive) {
            $0.archiveStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn14Spec.archiveDebounce)
        await store.send(.cancelArchive) {
            $0.archiveStatus = .idle
        }
        service.archiveAnswers.answer(.success(String.testSample))
        await store.finish()
    }

    func testArchiveIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.archive) {
            $0.archiveStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn14Spec.archiveDebounce)
        service.archiveAnswers.answer(.success(String.testSample))
        await store.receive(.archiveSuccess(String.testSample)) {
            $0.archiveStatus = .succeeded
            $0.archiveValue = String.testSample
        }
        await store.receive(.bump)
        await store.send(.archive) {
            $0.archiveStatus = .loading
        }
        await store.receive(.archiveSuccess(String.testSample)) {
            $0.archiveStatus = .succeeded
            $0.archiveValue = String.testSample
        }
        await store.receive(.bump)
        await store.send(.forceArchive) {
            $0.archiveStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn14Spec.archiveDebounce)
        service.archiveAnswers.answer(.success(String.testSample))
        await store.receive(.archiveSuccess(String.testSample)) {
            $0.archiveStatus = .succeeded
            $0.archiveValue = String.testSample
        }
        await store.receive(.bump)
        await clock.advance(by: Drawn14Spec.archiveCacheLifetime)
        await store.send(.archive) {
            $0.archiveStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn14Spec.archiveDebounce)
        service.archiveAnswers.answer(.success(String.testSample))
        await store.receive(.archiveSuccess(String.testSample)) {
            $0.archiveStatus = .succeeded
            $0.archiveValue = String.testSample
        }
        await store.receive(.bump)
        await store.finish()
    }

    // MARK: bindings and triggers (page, query, ready)

    func testSetPageAssignsPage() async {
        let (store, _, _) = makeStore()
        await store.send(.setPage(Int.testSample)) {
            $0.page = Int.testSample
        }
        await store.finish()
    }

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

    // MARK: pane (Drawn14Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn14State(pane: Drawn14PaneState(id: Int.testSample)))
        await store.send(.pane(.archive)) {
            $0.pane!.archiveInFlight = 1
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
