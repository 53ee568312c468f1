// Drawn04PaneTransitionTests.swift
// Written once by reduxgen from Drawn04Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn04PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn04PaneState, Drawn04PaneAction>, Drawn04PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn04PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn04PaneState(id: Int.testSample),
            reducer: Drawn04PaneReducer.reduce,
            middlewares: [Drawn04PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: submit

    func testSubmitGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.submit(ref: Int.testSample, text: String.testSample)) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success(Item.testSample))
        await store.receive(.submitSuccess(Item.testSample)) {
            $0.submitStatus = .succeeded
            $0.submitItems.append(Item.testSample)
        }
        await store.finish()
    }

    func testSubmitGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.submit(ref: Int.testSample, text: String.testSample)) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.submitFailure(ModelFailure.testSample)) {
            $0.submitStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testSubmitAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.submitSuccess(Item.testSample))
        await store.send(.submitFailure(ModelFailure.testSample))
        await store.finish()
    }

    func testSubmitTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.submit(ref: Int.testSample, text: String.testSample)) {
            $0.submitStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(2))
        await store.receive(.submitFailure(ModelFailure.timedOut(after: .seconds(2)))) {
            $0.submitStatus = .failed(ModelFailure.timedOut(after: .seconds(2)))
        }
        await store.finish()
    }

    func testSubmitErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.submit(ref: Int.testSample, text: String.testSample)) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.submitFailure(ModelFailure.testSample)) {
            $0.submitStatus = .failed(ModelFailure.testSample)
        }
        await store.send(.dismissSubmitError) {
            $0.submitStatus = .idle
        }
        await store.finish()
    }

    func testSubmitLatestCallSupersedesTheOneInFlight() async {
        let (store, service, _) = makeStore()
        await store.send(.submit(ref: Int.testSample, text: String.testSample)) {
            $0.submitStatus = .loading
        }
        await service.submitAnswers.waitForCalls(waiting: 1)
        await store.send(.submit(ref: Int.testSample, text: String.testSample))
        await service.submitAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.submitAnswers.answer(.success(Item.testSample))
        await store.receive(.submitSuccess(Item.testSample)) {
            $0.submitStatus = .succeeded
            $0.submitItems.append(Item.testSample)
        }
        await store.finish()
    }

    // MARK: send

    func testSendGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.send) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess([Item].testSample)) {
            $0.sendInFlight = 0
            $0.sendStatus = .succeeded
            $0.sendValue = [Item].testSample
        }
        await store.finish()
    }

    func testSendGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.send) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(ReduxRuntime.RequestError.testSample)) {
            $0.sendInFlight = 0
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

    func testSendIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.send) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        await store.send(.cancelSend) {
            $0.sendInFlight = 0
            $0.sendStatus = .idle
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.finish()
    }

    func testSendQueuedCallsEachApplyTheirAnswer() async {
        let (store, service, _) = makeStore()
        await store.send(.send) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        await store.send(.send) {
            $0.sendInFlight = 2
        }
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendFailure(ReduxRuntime.RequestError.testSample)) {
            $0.sendInFlight = 1
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.receive(.sendSuccess([Item].testSample)) {
            $0.sendInFlight = 0
            $0.sendValue = [Item].testSample
        }
        await store.finish()
    }

    // MARK: bindings and triggers (page, setPage → send, ready, poke → send)

    func testSetPageAssignsPage() async {
        let (store, service, _) = makeStore()
        await store.send(.setPage(Int.testSample)) {
            $0.page = Int.testSample
        }
        await store.receive(.send) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess([Item].testSample)) {
            $0.sendInFlight = 0
            $0.sendStatus = .succeeded
            $0.sendValue = [Item].testSample
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
        await store.receive(.send) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess([Item].testSample)) {
            $0.sendInFlight = 0
            $0.sendStatus = .succeeded
            $0.sendValue = [Item].testSample
        }
        await store.finish()
    }
}
