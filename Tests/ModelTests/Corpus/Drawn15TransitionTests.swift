// Drawn15TransitionTests.swift
// Written once by reduxgen from Drawn15.yaml (--tests); from now on this file is yours.
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
final class Drawn15TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn15State = Drawn15State()
    ) -> (ReduxTesting.TestStore<Drawn15State, Drawn15Action>, Drawn15ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn15ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn15Reducer.reduce,
            middlewares: [Drawn15Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: post

    func testPostGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.post(count: Int.testSample, ref: Int.testSample)) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success(()))
        await store.receive(.postSuccess(count: Int.testSample, ref: Int.testSample)) {
            $0.postInFlight = 0
            $0.postStatus = .succeeded
        }
        await store.finish()
    }

    func testPostGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.post(count: Int.testSample, ref: Int.testSample)) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.postFailure(count: Int.testSample, ref: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.postInFlight = 0
            $0.postStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testPostAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.postSuccess(count: Int.testSample, ref: Int.testSample))
        await store.send(.postFailure(count: Int.testSample, ref: Int.testSample, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testPostTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.post(count: Int.testSample, ref: Int.testSample)) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(5))
        await store.receive(.postFailure(count: Int.testSample, ref: Int.testSample, ReduxRuntime.RequestError.timedOut(after: .seconds(5)))) {
            $0.postInFlight = 0
            $0.postStatus = .failed(ReduxRuntime.RequestError.timedOut(after: .seconds(5)))
        }
        await store.finish()
    }

    func testPostConcurrentCallsEachApplyTheirAnswer() async {
        let (store, service, _) = makeStore()
        await store.send(.post(count: Int.testSample, ref: Int.testSample)) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        await service.postAnswers.waitForCalls(waiting: 1)
        await store.send(.post(count: Int.testSample, ref: Int.testSample)) {
            $0.postInFlight = 2
        }
        await service.postAnswers.waitForCalls(waiting: 2)
        service.postAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.postFailure(count: Int.testSample, ref: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.postInFlight = 1
            $0.postStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        service.postAnswers.answer(.success(()))
        await store.receive(.postSuccess(count: Int.testSample, ref: Int.testSample)) {
            $0.postInFlight = 0
        }
        await store.finish()
    }

    func testPostPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingPost(count: Int.testSample, ref: Int.testSample))
        await store.receive(.post(count: Int.testSample, ref: Int.testSample)) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success(()))
        await store.receive(.postSuccess(count: Int.testSample, ref: Int.testSample)) {
            $0.postInFlight = 0
            $0.postStatus = .succeeded
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: .seconds(2)))
        await clock.advance(by: .seconds(2))
        await store.receive(.post(count: Int.testSample, ref: Int.testSample)) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success(()))
        await store.receive(.postSuccess(count: Int.testSample, ref: Int.testSample)) {
            $0.postInFlight = 0
            $0.postStatus = .succeeded
        }
        await store.send(.stopPollingPost)
        await store.finish()
    }

    // MARK: submit

    func testSubmitGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.submit(Int.testSample)) {
            $0.submitStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(0.25))
        service.submitAnswers.answer(.success(String.testSample))
        await store.receive(.submitSuccess(String.testSample)) {
            $0.submitStatus = .succeeded
        }
        await store.receive(.sync) {
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success(Item.testSample))
        await store.receive(.syncSuccess(Item.testSample)) {
            $0.syncStatus = .succeeded
            $0.syncValue = Item.testSample
        }
        await store.finish()
    }

    func testSubmitGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        await store.send(.submit(Int.testSample)) {
            $0.submitStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(0.25))
        service.submitAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.submitFailure(ReduxRuntime.RequestError.testSample)) {
            $0.submitStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSubmitAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.submitSuccess(String.testSample))
        await store.send(.submitFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    // MARK: sync

    func testSyncGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.sync) {
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success(Item.testSample))
        await store.receive(.syncSuccess(Item.testSample)) {
            $0.syncStatus = .succeeded
            $0.syncValue = Item.testSample
        }
        await store.finish()
    }

    func testSyncGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.sync) {
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
        await store.send(.syncSuccess(Item.testSample))
        await store.send(.syncFailure(ModelFailure.testSample))
        await store.finish()
    }

    func testSyncCallWhileOneIsInFlightIsDropped() async {
        let (store, service, _) = makeStore()
        await store.send(.sync) {
            $0.syncStatus = .loading
        }
        await service.syncAnswers.waitForCalls(waiting: 1)
        await store.send(.sync)
        service.syncAnswers.answer(.success(Item.testSample))
        service.syncAnswers.answer(.failure(ModelFailure.testSample))  // for a second call, which is never made
        await store.receive(.syncSuccess(Item.testSample)) {
            $0.syncStatus = .succeeded
            $0.syncValue = Item.testSample
        }
        await store.finish()
    }

    func testSyncIsSkippedWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.sync) {
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success(Item.testSample))
        await store.receive(.syncSuccess(Item.testSample)) {
            $0.syncStatus = .succeeded
            $0.syncValue = Item.testSample
        }
        await store.send(.sync)
        await store.send(.forceSync) {
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success(Item.testSample))
        await store.receive(.syncSuccess(Item.testSample)) {
            $0.syncStatus = .succeeded
            $0.syncValue = Item.testSample
        }
        await clock.advance(by: .seconds(1))
        await store.send(.sync) {
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success(Item.testSample))
        await store.receive(.syncSuccess(Item.testSample)) {
            $0.syncStatus = .succeeded
            $0.syncValue = Item.testSample
        }
        await store.finish()
    }

    // MARK: bindings and triggers (query, ready)

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

    // MARK: pane (Drawn15Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn15State(pane: Drawn15PaneState(id: Int.testSample)))
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
