// Drawn15TransitionTests.swift
// Written once by reduxgen from Drawn15.yaml (--tests); from now on this file is yours.
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
final class Drawn15TransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn15State, Drawn15Action>, Drawn15ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn15ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn15State(),
            reducer: Drawn15Reducer.reduce,
            middlewares: [Drawn15Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: search

    func testSearchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.search(Int.testSample)) {
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(()))
        await store.receive(.searchSuccess(Int.testSample)) {
            $0.searchStatus = .succeeded
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testSearchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.search(Int.testSample)) {
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.searchFailure(Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.searchError = ReduxRuntime.RequestError.testSample
        }
        await store.finish()
    }

    func testSearchKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        await store.send(.search(Int.testSample)) {
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.searchFailure(Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.searchError = ReduxRuntime.RequestError.testSample
        }
        await store.send(.search(Int.testSample)) {
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(()))
        await store.receive(.searchSuccess(Int.testSample)) {
            $0.searchStatus = .succeeded
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testSearchLatestCallSupersedesTheOneInFlight() async {
        guard Drawn15Spec.searchPolicy == .latest else {
            return XCTFail("The request search (\(Drawn15Spec.searchDeclaration)) has the policy \(Drawn15Spec.searchPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.search(Int.testSample)) {
            $0.searchStatus = .loading
        }
        await service.searchAnswers.waitForCalls(waiting: 1)
        await store.send(.search(Int.testSample))
        await service.searchAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.searchAnswers.answer(.success(()))
        await store.receive(.searchSuccess(Int.testSample)) {
            $0.searchStatus = .succeeded
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testSearchPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingSearch(Int.testSample))
        await store.receive(.search(Int.testSample)) {
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(()))
        await store.receive(.searchSuccess(Int.testSample)) {
            $0.searchStatus = .succeeded
        }
        await store.receive(.bump)
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn15Spec.searchPollInterval))
        await clock.advance(by: Drawn15Spec.searchPollInterval)
        await store.receive(.search(Int.testSample)) {
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(()))
        await store.receive(.searchSuccess(Int.testSample)) {
            $0.searchStatus = .succeeded
        }
        await store.receive(.bump)
        await store.send(.stopPollingSearch)
        await store.finish()
    }

    // MARK: send

    func testSendGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess(ready: store.state.ready, page: store.state.page, [Item].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendValue = [Item].testSample
        }
        await store.receive(.bump)
        await store.receive(.load) {
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success(Item.testSample))
        await store.receive(.loadSuccess(Item.testSample)) {
            $0.loadInFlight = 0
            $0.loadStatus = .succeeded
            $0.loadItems.insert(Item.testSample, at: 0)
        }
        await store.finish()
    }

    func testSendGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(ready: store.state.ready, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSendErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(ready: store.state.ready, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissSendError) {
            $0.sendStatus = .idle
        }
        await store.finish()
    }

    func testSendCallWhileOneIsInFlightIsDropped() async {
        guard Drawn15Spec.sendPolicy == .first else {
            return XCTFail("The request send (\(Drawn15Spec.sendDeclaration)) has the policy \(Drawn15Spec.sendPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        await service.sendAnswers.waitForCalls(waiting: 1)
        await store.send(.send)
        service.sendAnswers.answer(.success([Item].testSample))
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.sendSuccess(ready: store.state.ready, page: store.state.page, [Item].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendValue = [Item].testSample
        }
        await store.receive(.bump)
        await store.receive(.load) {
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success(Item.testSample))
        await store.receive(.loadSuccess(Item.testSample)) {
            $0.loadInFlight = 0
            $0.loadStatus = .succeeded
            $0.loadItems.insert(Item.testSample, at: 0)
        }
        await store.finish()
    }

    func testSendIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess(ready: store.state.ready, page: store.state.page, [Item].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendValue = [Item].testSample
        }
        await store.receive(.bump)
        await store.receive(.load) {
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success(Item.testSample))
        await store.receive(.loadSuccess(Item.testSample)) {
            $0.loadInFlight = 0
            $0.loadStatus = .succeeded
            $0.loadItems.insert(Item.testSample, at: 0)
        }
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        await store.receive(.sendSuccess(ready: store.state.ready, page: store.state.page, [Item].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendValue = [Item].testSample
        }
        await store.receive(.bump)
        await store.receive(.load) {
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success(Item.testSample))
        await store.receive(.loadSuccess(Item.testSample)) {
            $0.loadInFlight = 0
            $0.loadStatus = .succeeded
            $0.loadItems.insert(Item.testSample, at: 0)
        }
        await store.send(.forceSend) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess(ready: store.state.ready, page: store.state.page, [Item].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendValue = [Item].testSample
        }
        await store.receive(.bump)
        await store.receive(.load) {
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success(Item.testSample))
        await store.receive(.loadSuccess(Item.testSample)) {
            $0.loadInFlight = 0
            $0.loadStatus = .succeeded
            $0.loadItems.insert(Item.testSample, at: 0)
        }
        await clock.advance(by: Drawn15Spec.sendCacheLifetime)
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess(ready: store.state.ready, page: store.state.page, [Item].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendValue = [Item].testSample
        }
        await store.receive(.bump)
        await store.receive(.load) {
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success(Item.testSample))
        await store.receive(.loadSuccess(Item.testSample)) {
            $0.loadInFlight = 0
            $0.loadStatus = .succeeded
            $0.loadItems.insert(Item.testSample, at: 0)
        }
        await store.finish()
    }

    // MARK: load

    func testLoadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.load) {
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success(Item.testSample))
        await store.receive(.loadSuccess(Item.testSample)) {
            $0.loadInFlight = 0
            $0.loadStatus = .succeeded
            $0.loadItems.insert(Item.testSample, at: 0)
        }
        await store.finish()
    }

    func testLoadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.load) {
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.loadFailure(ReduxRuntime.RequestError.testSample)) {
            $0.loadInFlight = 0
            $0.loadStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testLoadAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.loadSuccess(Item.testSample))
        await store.send(.loadFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testLoadTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.load) {
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn15Spec.loadTimeout)
        await store.receive(.loadFailure(ReduxRuntime.RequestError.timedOut(after: Drawn15Spec.loadTimeout))) {
            $0.loadInFlight = 0
            $0.loadStatus = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn15Spec.loadTimeout))
        }
        await store.finish()
    }

    func testLoadIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.load) {
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        await store.send(.cancelLoad) {
            $0.loadInFlight = 0
            $0.loadStatus = .idle
        }
        service.loadAnswers.answer(.success(Item.testSample))
        await store.finish()
    }

    func testLoadQueuedCallsEachApplyTheirAnswer() async {
        guard Drawn15Spec.loadPolicy == .queue else {
            return XCTFail("The request load (\(Drawn15Spec.loadDeclaration)) has the policy \(Drawn15Spec.loadPolicy) now, and this test is of queue: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.load) {
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        await store.send(.load) {
            $0.loadInFlight = 2
        }
        service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        service.loadAnswers.answer(.success(Item.testSample))
        await store.receive(.loadFailure(ReduxRuntime.RequestError.testSample)) {
            $0.loadInFlight = 1
            $0.loadStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.receive(.loadSuccess(Item.testSample)) {
            $0.loadInFlight = 0
            $0.loadItems.insert(Item.testSample, at: 0)
        }
        await store.finish()
    }

    // MARK: bindings and triggers (page, ready)

    func testSetPageAssignsPage() async {
        let (store, _, _) = makeStore()
        await store.send(.setPage(Int.testSample)) {
            $0.page = Int.testSample
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
