// Drawn14PaneTransitionTests.swift
// Written once by reduxgen from Drawn14Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn14PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn14PaneState, Drawn14PaneAction>, Drawn14PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn14PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn14PaneState(id: Int.testSample),
            reducer: Drawn14PaneReducer.reduce,
            middlewares: [Drawn14PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: submit

    func testSubmitGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.submit) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success([Item].testSample))
        await store.receive(.submitSuccess([Item].testSample)) {
            $0.submitStatus = .succeeded
            $0.submitValue = [Item].testSample
        }
        await store.finish()
    }

    func testSubmitGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.submit) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.submitFailure(ReduxRuntime.RequestError.testSample)) {
            $0.submitStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSubmitAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.submitSuccess([Item].testSample))
        await store.send(.submitFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSubmitCallWhileOneIsInFlightIsDropped() async {
        let (store, service, _) = makeStore()
        await store.send(.submit) {
            $0.submitStatus = .loading
        }
        await service.submitAnswers.waitForCalls(waiting: 1)
        await store.send(.submit)
        service.submitAnswers.answer(.success([Item].testSample))
        service.submitAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.submitSuccess([Item].testSample)) {
            $0.submitStatus = .succeeded
            $0.submitValue = [Item].testSample
        }
        await store.finish()
    }

    func testSubmitPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingSubmit)
        await store.receive(.submit) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success([Item].testSample))
        await store.receive(.submitSuccess([Item].testSample)) {
            $0.submitStatus = .succeeded
            $0.submitValue = [Item].testSample
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: .seconds(2)))
        await clock.advance(by: .seconds(2))
        await store.receive(.submit) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success([Item].testSample))
        await store.receive(.submitSuccess([Item].testSample)) {
            $0.submitStatus = .succeeded
            $0.submitValue = [Item].testSample
        }
        await store.send(.stopPollingSubmit)
        await store.finish()
    }

    // MARK: save

    /// Whether `save`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func saveStarts(_ store: ReduxTesting.TestStore<Drawn14PaneState, Drawn14PaneAction>, _ service: Drawn14PaneServiceMock) async -> Bool {
        guard Drawn14PaneReducer.shouldStartSave(store.state) else {
            await store.send(.save)
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "save was called although its when: is false")
            return false
        }
        return true
    }

    func testSaveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save) {
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(Item.testSample)) {
            $0.saveStatus = .succeeded
            $0.saveItems.upsert(Item.testSample)
        }
        await store.receive(.submit) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success([Item].testSample))
        await store.receive(.submitSuccess([Item].testSample)) {
            $0.submitStatus = .succeeded
            $0.submitValue = [Item].testSample
        }
        await store.finish()
    }

    func testSaveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await saveStarts(store, service) else { return }
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
        await store.send(.saveSuccess(Item.testSample))
        await store.send(.saveFailure(ModelFailure.testSample))
        await store.finish()
    }

    func testSaveIsCancelled() async {
        let (store, service, _) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save) {
            $0.saveStatus = .loading
        }
        await store.send(.cancelSave) {
            $0.saveStatus = .idle
        }
        service.saveAnswers.answer(.success(Item.testSample))
        await store.finish()
    }

    func testSaveErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save) {
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.saveFailure(ModelFailure.testSample)) {
            $0.saveStatus = .failed(ModelFailure.testSample)
        }
        await store.send(.dismissSaveError) {
            $0.saveStatus = .idle
        }
        await store.finish()
    }

    func testSaveLatestCallSupersedesTheOneInFlight() async {
        let (store, service, _) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save) {
            $0.saveStatus = .loading
        }
        await service.saveAnswers.waitForCalls(waiting: 1)
        await store.send(.save)
        await service.saveAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(Item.testSample)) {
            $0.saveStatus = .succeeded
            $0.saveItems.upsert(Item.testSample)
        }
        await store.receive(.submit) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success([Item].testSample))
        await store.receive(.submitSuccess([Item].testSample)) {
            $0.submitStatus = .succeeded
            $0.submitValue = [Item].testSample
        }
        await store.finish()
    }

    // MARK: bindings and triggers (query, ready, poke → save)

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

    func testPokeStartsSave() async {
        let (store, service, _) = makeStore()
        await store.send(.poke)
        // save's when: decides whether the follow-up calls the service.
        let saveCalls = Drawn14PaneReducer.shouldStartSave(store.state)
        await store.receive(.save) {
            if saveCalls {
                $0.saveStatus = .loading
            }
        }
        if saveCalls {
            service.saveAnswers.answer(.success(Item.testSample))
            await store.receive(.saveSuccess(Item.testSample)) {
                $0.saveStatus = .succeeded
                $0.saveItems.upsert(Item.testSample)
            }
            await store.receive(.submit) {
                $0.submitStatus = .loading
            }
            service.submitAnswers.answer(.success([Item].testSample))
            await store.receive(.submitSuccess([Item].testSample)) {
                $0.submitStatus = .succeeded
                $0.submitValue = [Item].testSample
            }
        }
        await store.finish()
    }
}
