// Drawn04TransitionTests.swift
// Written once by reduxgen from Drawn04.yaml (--tests); from now on this file is yours.
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
final class Drawn04TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn04State = Drawn04State()
    ) -> (ReduxTesting.TestStore<Drawn04State, Drawn04Action>, Drawn04ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn04ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn04Reducer.reduce,
            middlewares: [Drawn04Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
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

    func testLoadFailsAfterItsRetries() async {
        let (store, service, _) = makeStore()
        await store.send(.load) {
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        for _ in 0...1 { service.loadAnswers.answer(.failure(ModelFailure.testSample)) }
        await store.receive(.loadFailure(ModelFailure.testSample)) {
            $0.loadInFlight = 0
            $0.loadStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testLoadAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.loadSuccess(Item.testSample))
        await store.send(.loadFailure(ModelFailure.testSample))
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
        let (store, service, _) = makeStore()
        await store.send(.load) {
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        await store.send(.load) {
            $0.loadInFlight = 2
        }
        for _ in 0...1 { service.loadAnswers.answer(.failure(ModelFailure.testSample)) }
        service.loadAnswers.answer(.success(Item.testSample))
        await store.receive(.loadFailure(ModelFailure.testSample)) {
            $0.loadInFlight = 1
            $0.loadStatus = .failed(ModelFailure.testSample)
        }
        await store.receive(.loadSuccess(Item.testSample)) {
            $0.loadInFlight = 0
            $0.loadItems.insert(Item.testSample, at: 0)
        }
        await store.finish()
    }

    // MARK: upload

    func testUploadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.upload) {
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success([Int].testSample))
        await store.receive(.uploadSuccess([Int].testSample)) {
            $0.uploadStatus = .succeeded
            $0.uploadItems.append(contentsOf: [Int].testSample)
        }
        await store.finish()
    }

    func testUploadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
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
        await store.send(.uploadSuccess([Int].testSample))
        await store.send(.uploadFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testUploadTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.upload) {
            $0.uploadStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(1))
        await store.receive(.uploadFailure(ReduxRuntime.RequestError.timedOut(after: .seconds(1)))) {
            $0.uploadStatus = .failed(ReduxRuntime.RequestError.timedOut(after: .seconds(1)))
        }
        await store.finish()
    }

    func testUploadCallWhileOneIsInFlightIsDropped() async {
        let (store, service, _) = makeStore()
        await store.send(.upload) {
            $0.uploadStatus = .loading
        }
        await service.uploadAnswers.waitForCalls(waiting: 1)
        await store.send(.upload)
        service.uploadAnswers.answer(.success([Int].testSample))
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.uploadSuccess([Int].testSample)) {
            $0.uploadStatus = .succeeded
            $0.uploadItems.append(contentsOf: [Int].testSample)
        }
        await store.finish()
    }

    // MARK: lookup

    func testLookupGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup(String.testSample)) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success(()))
        await store.receive(.lookupSuccess) {
            $0.lookupStatus = .succeeded
        }
        await store.finish()
    }

    func testLookupFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.lookup(String.testSample)) {
            $0.lookupStatus = .loading
        }
        for _ in 0...2 { service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...2 {
            deadline = deadline.advanced(by: ReduxRuntime.RetryPolicy(attempts: 2, backoff: .seconds(0.5)).delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.lookupFailure(ReduxRuntime.RequestError.testSample)) {
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testLookupAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.lookupSuccess)
        await store.send(.lookupFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testLookupCallWhileOneIsInFlightIsDropped() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup(String.testSample)) {
            $0.lookupStatus = .loading
        }
        await service.lookupAnswers.waitForCalls(waiting: 1)
        await store.send(.lookup(String.testSample))
        service.lookupAnswers.answer(.success(()))
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.lookupSuccess) {
            $0.lookupStatus = .succeeded
        }
        await store.finish()
    }

    func testLookupIsSkippedWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.lookup(String.testSample)) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success(()))
        await store.receive(.lookupSuccess) {
            $0.lookupStatus = .succeeded
        }
        await store.send(.lookup(String.testSample))
        await store.send(.forceLookup(String.testSample)) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success(()))
        await store.receive(.lookupSuccess) {
            $0.lookupStatus = .succeeded
        }
        await clock.advance(by: .seconds(1))
        await store.send(.lookup(String.testSample)) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success(()))
        await store.receive(.lookupSuccess) {
            $0.lookupStatus = .succeeded
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

    // MARK: rows (Drawn04Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn04State(rows: [Drawn04RowState(id: Int.testSample)]))
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

    // MARK: pane (Drawn04Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn04State(pane: Drawn04PaneState(id: Int.testSample)))
        await store.send(.pane(.submit(ref: Int.testSample, text: String.testSample))) {
            $0.pane!.submitStatus = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.submit(ref: Int.testSample, text: String.testSample)))
        await store.finish()
    }
}
