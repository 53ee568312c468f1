// Drawn05TransitionTests.swift
// Written once by reduxgen from Drawn05.yaml (--tests); from now on this file is yours.
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
final class Drawn05TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn05State = Drawn05State()
    ) -> (ReduxTesting.TestStore<Drawn05State, Drawn05Action>, Drawn05ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn05ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn05Reducer.reduce,
            middlewares: [Drawn05Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: archive

    func testArchiveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.archive) {
            $0.archiveInFlight = 1
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success(Item.testSample))
        await store.receive(.archiveSuccess(Item.testSample)) {
            $0.archiveInFlight = 0
            $0.archiveStatus = .succeeded
            $0.archiveItems.append(Item.testSample)
        }
        await store.finish()
    }

    func testArchiveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.archive) {
            $0.archiveInFlight = 1
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.archiveFailure(ModelFailure.testSample)) {
            $0.archiveInFlight = 0
            $0.archiveStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testArchiveAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.archiveSuccess(Item.testSample))
        await store.send(.archiveFailure(ModelFailure.testSample))
        await store.finish()
    }

    func testArchiveConcurrentCallsEachApplyTheirAnswer() async {
        let (store, service, _) = makeStore()
        await store.send(.archive) {
            $0.archiveInFlight = 1
            $0.archiveStatus = .loading
        }
        await service.archiveAnswers.waitForCalls(waiting: 1)
        await store.send(.archive) {
            $0.archiveInFlight = 2
        }
        await service.archiveAnswers.waitForCalls(waiting: 2)
        service.archiveAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.archiveFailure(ModelFailure.testSample)) {
            $0.archiveInFlight = 1
            $0.archiveStatus = .failed(ModelFailure.testSample)
        }
        service.archiveAnswers.answer(.success(Item.testSample))
        await store.receive(.archiveSuccess(Item.testSample)) {
            $0.archiveInFlight = 0
            $0.archiveItems.append(Item.testSample)
        }
        await store.finish()
    }

    // MARK: save

    func testSaveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.save) {
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success(()))
        await store.receive(.saveSuccess) {
            $0.saveStatus = .succeeded
        }
        await store.finish()
    }

    func testSaveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.save) {
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.saveFailure(ReduxRuntime.RequestError.testSample)) {
            $0.saveStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSaveAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.saveSuccess)
        await store.send(.saveFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSaveErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.save) {
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.saveFailure(ReduxRuntime.RequestError.testSample)) {
            $0.saveStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissSaveError) {
            $0.saveStatus = .idle
        }
        await store.finish()
    }

    func testSaveLatestCallSupersedesTheOneInFlight() async {
        let (store, service, _) = makeStore()
        await store.send(.save) {
            $0.saveStatus = .loading
        }
        await service.saveAnswers.waitForCalls(waiting: 1)
        await store.send(.save)
        await service.saveAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.saveAnswers.answer(.success(()))
        await store.receive(.saveSuccess) {
            $0.saveStatus = .succeeded
        }
        await store.finish()
    }

    // MARK: send

    /// Whether `send`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func sendStarts(_ store: ReduxTesting.TestStore<Drawn05State, Drawn05Action>, _ service: Drawn05ServiceMock) async -> Bool {
        guard Drawn05Reducer.shouldStartSend(store.state) else {
            await store.send(.send(ref: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "send was called although its when: is false")
            return false
        }
        return true
    }

    func testSendGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.send(ref: Int.testSample)) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success(()))
        await store.receive(.sendSuccess(ref: Int.testSample)) {
            $0.sendInFlight = 0
            $0.sendStatus = .succeeded
        }
        await store.receive(.bump)
        await store.receive(.save) {
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success(()))
        await store.receive(.saveSuccess) {
            $0.saveStatus = .succeeded
        }
        await store.finish()
    }

    func testSendGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.send(ref: Int.testSample)) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(ref: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.sendInFlight = 0
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSendAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.sendSuccess(ref: Int.testSample))
        await store.send(.sendFailure(ref: Int.testSample, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSendIsCancelled() async {
        let (store, service, _) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.send(ref: Int.testSample)) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        await store.send(.cancelSend) {
            $0.sendInFlight = 0
            $0.sendStatus = .idle
        }
        service.sendAnswers.answer(.success(()))
        await store.finish()
    }

    func testSendConcurrentCallsEachApplyTheirAnswer() async {
        let (store, service, _) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.send(ref: Int.testSample)) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        await service.sendAnswers.waitForCalls(waiting: 1)
        await store.send(.send(ref: Int.testSample)) {
            $0.sendInFlight = 2
        }
        await service.sendAnswers.waitForCalls(waiting: 2)
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(ref: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.sendInFlight = 1
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        service.sendAnswers.answer(.success(()))
        await store.receive(.sendSuccess(ref: Int.testSample)) {
            $0.sendInFlight = 0
        }
        await store.receive(.bump)
        await store.receive(.save) {
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success(()))
        await store.receive(.saveSuccess) {
            $0.saveStatus = .succeeded
        }
        await store.finish()
    }

    // MARK: sync

    func testSyncGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.sync(count: Int.testSample)) {
            $0.syncStatus[Int.testSample] = .loading
        }
        service.syncAnswers.answer(.success(Item.testSample))
        await store.receive(.syncSuccess(count: Int.testSample, Item.testSample)) {
            $0.syncStatus[Int.testSample] = .succeeded
            $0.syncByKey[Int.testSample] = Item.testSample
        }
        await store.finish()
    }

    func testSyncFailsAfterItsRetries() async {
        let (store, service, _) = makeStore()
        await store.send(.sync(count: Int.testSample)) {
            $0.syncStatus[Int.testSample] = .loading
        }
        for _ in 0...2 { service.syncAnswers.answer(.failure(ModelFailure.testSample)) }
        await store.receive(.syncFailure(count: Int.testSample, ModelFailure.testSample)) {
            $0.syncStatus[Int.testSample] = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testSyncAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.syncSuccess(count: Int.testSample, Item.testSample))
        await store.send(.syncFailure(count: Int.testSample, ModelFailure.testSample))
        await store.finish()
    }

    func testSyncIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.sync(count: Int.testSample)) {
            $0.syncStatus[Int.testSample] = .loading
        }
        await store.send(.cancelSync(count: Int.testSample)) {
            $0.syncStatus[Int.testSample] = nil
        }
        service.syncAnswers.answer(.success(Item.testSample))
        await store.finish()
    }

    func testSyncCallWhileOneIsInFlightIsDropped() async {
        let (store, service, _) = makeStore()
        await store.send(.sync(count: Int.testSample)) {
            $0.syncStatus[Int.testSample] = .loading
        }
        await service.syncAnswers.waitForCalls(waiting: 1)
        await store.send(.sync(count: Int.testSample))
        service.syncAnswers.answer(.success(Item.testSample))
        service.syncAnswers.answer(.failure(ModelFailure.testSample))  // for a second call, which is never made
        await store.receive(.syncSuccess(count: Int.testSample, Item.testSample)) {
            $0.syncStatus[Int.testSample] = .succeeded
            $0.syncByKey[Int.testSample] = Item.testSample
        }
        await store.finish()
    }

    // MARK: bindings and triggers (query, ready, poke → archive, bump → save)

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

    func testPokeStartsArchive() async {
        let (store, service, _) = makeStore()
        await store.send(.poke)
        await store.receive(.archive) {
            $0.archiveInFlight = 1
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success(Item.testSample))
        await store.receive(.archiveSuccess(Item.testSample)) {
            $0.archiveInFlight = 0
            $0.archiveStatus = .succeeded
            $0.archiveItems.append(Item.testSample)
        }
        await store.finish()
    }

    func testBumpStartsSave() async {
        let (store, service, _) = makeStore()
        await store.send(.bump)
        await store.receive(.save) {
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success(()))
        await store.receive(.saveSuccess) {
            $0.saveStatus = .succeeded
        }
        await store.finish()
    }

    // MARK: rows (Drawn05Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn05State(rows: [Drawn05RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .lookup)) {
            $0.rows[id: Int.testSample]!.lookupStatus = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .lookup))
        await store.finish()
    }

    // MARK: pane (Drawn05Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn05State(pane: Drawn05PaneState(id: Int.testSample)))
        await store.send(.pane(.setPage(Int.testSample))) {
            $0.pane!.page = Int.testSample
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.setPage(Int.testSample)))
        await store.finish()
    }
}
