// Drawn09PaneTransitionTests.swift
// Written once by reduxgen from Drawn09Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn09PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn09PaneState, Drawn09PaneAction>, Drawn09PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn09PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn09PaneState(id: Int.testSample),
            reducer: Drawn09PaneReducer.reduce,
            middlewares: [Drawn09PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: search

    func testSearchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.search) {
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(()))
        await store.receive(.searchSuccess) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testSearchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.search) {
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.searchFailure(ReduxRuntime.RequestError.testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSearchAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.searchSuccess)
        await store.send(.searchFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSearchConcurrentCallsEachApplyTheirAnswer() async {
        let (store, service, _) = makeStore()
        await store.send(.search) {
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        await service.searchAnswers.waitForCalls(waiting: 1)
        await store.send(.search) {
            $0.searchInFlight = 2
        }
        await service.searchAnswers.waitForCalls(waiting: 2)
        service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.searchFailure(ReduxRuntime.RequestError.testSample)) {
            $0.searchInFlight = 1
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        service.searchAnswers.answer(.success(()))
        await store.receive(.searchSuccess) {
            $0.searchInFlight = 0
        }
        await store.receive(.bump)
        await store.finish()
    }

    // MARK: save

    func testSaveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.save) {
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success([Item].testSample))
        await store.receive(.saveSuccess([Item].testSample)) {
            $0.saveStatus = .succeeded
            $0.saveValue = [Item].testSample
        }
        await store.finish()
    }

    func testSaveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.save) {
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.saveFailure(ModelFailure.testSample)) {
            $0.saveStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testSaveAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.saveSuccess([Item].testSample))
        await store.send(.saveFailure(ModelFailure.testSample))
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
        service.saveAnswers.answer(.success([Item].testSample))
        await store.receive(.saveSuccess([Item].testSample)) {
            $0.saveStatus = .succeeded
            $0.saveValue = [Item].testSample
        }
        await store.finish()
    }

    // MARK: bindings and triggers (page, ready, setReady → save)

    func testSetPageAssignsPage() async {
        let (store, _, _) = makeStore()
        await store.send(.setPage(Int.testSample)) {
            $0.page = Int.testSample
        }
        await store.finish()
    }

    func testSetReadyAssignsReady() async {
        let (store, service, _) = makeStore()
        await store.send(.setReady(Bool.testSample)) {
            $0.ready = Bool.testSample
        }
        await store.receive(.save) {
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success([Item].testSample))
        await store.receive(.saveSuccess([Item].testSample)) {
            $0.saveStatus = .succeeded
            $0.saveValue = [Item].testSample
        }
        await store.finish()
    }
}
