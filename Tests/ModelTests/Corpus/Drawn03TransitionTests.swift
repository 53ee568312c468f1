// Drawn03TransitionTests.swift
// Written once by reduxgen from Drawn03.yaml (--tests); from now on this file is yours.
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
final class Drawn03TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn03State = Drawn03State()
    ) -> (ReduxTesting.TestStore<Drawn03State, Drawn03Action>, Drawn03ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn03ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn03Reducer.reduce,
            middlewares: [Drawn03Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: upload

    func testUploadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.upload(text: String.testSample)) {
            $0.uploadStatus[String.testSample] = .loading
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadSuccess(text: String.testSample, Item.testSample)) {
            $0.uploadStatus[String.testSample] = .succeeded
            $0.uploadValue = Item.testSample
        }
        await store.finish()
    }

    func testUploadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.upload(text: String.testSample)) {
            $0.uploadStatus[String.testSample] = .loading
        }
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.uploadFailure(text: String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.uploadStatus[String.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testUploadAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.uploadSuccess(text: String.testSample, Item.testSample))
        await store.send(.uploadFailure(text: String.testSample, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testUploadErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.upload(text: String.testSample)) {
            $0.uploadStatus[String.testSample] = .loading
        }
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.uploadFailure(text: String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.uploadStatus[String.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissUploadError(text: String.testSample)) {
            $0.uploadStatus[String.testSample] = nil
        }
        await store.finish()
    }

    // MARK: sync

    /// Whether `sync`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func syncStarts(_ store: ReduxTesting.TestStore<Drawn03State, Drawn03Action>, _ service: Drawn03ServiceMock) async -> Bool {
        guard Drawn03Reducer.shouldStartSync(store.state) else {
            await store.send(.sync(text: String.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "sync was called although its when: is false")
            return false
        }
        return true
    }

    func testSyncGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await syncStarts(store, service) else { return }
        await store.send(.sync(text: String.testSample)) {
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success([Item].testSample))
        await store.receive(.syncSuccess([Item].testSample)) {
            $0.syncStatus = .succeeded
            $0.syncItems.append(contentsOf: [Item].testSample)
        }
        await store.receive(.poke)
        await store.finish()
    }

    func testSyncGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await syncStarts(store, service) else { return }
        await store.send(.sync(text: String.testSample)) {
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.syncFailure(ModelFailure.testSample)) {
            $0.syncStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testSyncAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.syncSuccess([Item].testSample))
        await store.send(.syncFailure(ModelFailure.testSample))
        await store.finish()
    }

    func testSyncLatestCallSupersedesTheOneInFlight() async {
        let (store, service, _) = makeStore()
        guard await syncStarts(store, service) else { return }
        await store.send(.sync(text: String.testSample)) {
            $0.syncStatus = .loading
        }
        await service.syncAnswers.waitForCalls(waiting: 1)
        await store.send(.sync(text: String.testSample))
        await service.syncAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.syncAnswers.answer(.success([Item].testSample))
        await store.receive(.syncSuccess([Item].testSample)) {
            $0.syncStatus = .succeeded
            $0.syncItems.append(contentsOf: [Item].testSample)
        }
        await store.receive(.poke)
        await store.finish()
    }

    // MARK: send

    func testSendGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.send(text: String.testSample, count: Int.testSample)) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess(text: String.testSample, count: Int.testSample, [Item].testSample)) {
            $0.sendInFlight = 0
            $0.sendStatus = .succeeded
            $0.sendValue = [Item].testSample
        }
        await store.finish()
    }

    func testSendGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.send(text: String.testSample, count: Int.testSample)) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(text: String.testSample, count: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.sendInFlight = 0
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSendAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.sendSuccess(text: String.testSample, count: Int.testSample, [Item].testSample))
        await store.send(.sendFailure(text: String.testSample, count: Int.testSample, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSendQueuedCallsEachApplyTheirAnswer() async {
        let (store, service, _) = makeStore()
        await store.send(.send(text: String.testSample, count: Int.testSample)) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        await store.send(.send(text: String.testSample, count: Int.testSample)) {
            $0.sendInFlight = 2
        }
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendFailure(text: String.testSample, count: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.sendInFlight = 1
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.receive(.sendSuccess(text: String.testSample, count: Int.testSample, [Item].testSample)) {
            $0.sendInFlight = 0
            $0.sendValue = [Item].testSample
        }
        await store.finish()
    }

    // MARK: fetch

    func testFetchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch(String.testSample)) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.receive(.fetchSuccess(Item.testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchValue = Item.testSample
        }
        await store.finish()
    }

    func testFetchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch(String.testSample)) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.fetchFailure(ModelFailure.testSample)) {
            $0.fetchStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testFetchAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.fetchSuccess(Item.testSample))
        await store.send(.fetchFailure(ModelFailure.testSample))
        await store.finish()
    }

    func testFetchLatestCallSupersedesTheOneInFlight() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch(String.testSample)) {
            $0.fetchStatus = .loading
        }
        await service.fetchAnswers.waitForCalls(waiting: 1)
        await store.send(.fetch(String.testSample))
        await service.fetchAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.receive(.fetchSuccess(Item.testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchValue = Item.testSample
        }
        await store.finish()
    }

    func testFetchIsSkippedWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.fetch(String.testSample)) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.receive(.fetchSuccess(Item.testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchValue = Item.testSample
        }
        await store.send(.fetch(String.testSample))
        await store.send(.forceFetch(String.testSample)) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.receive(.fetchSuccess(Item.testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchValue = Item.testSample
        }
        await clock.advance(by: .seconds(5))
        await store.send(.fetch(String.testSample)) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.receive(.fetchSuccess(Item.testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchValue = Item.testSample
        }
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

    // MARK: rows (Drawn03Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn03State(rows: [Drawn03RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .setPage(Int.testSample))) {
            $0.rows[id: Int.testSample]!.page = Int.testSample
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .setPage(Int.testSample)))
        await store.finish()
    }

    // MARK: pane (Drawn03Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn03State(pane: Drawn03PaneState(id: Int.testSample)))
        await store.send(.pane(.sync)) {
            $0.pane!.syncInFlight = 1
            $0.pane!.syncStatus = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.sync))
        await store.finish()
    }
}
