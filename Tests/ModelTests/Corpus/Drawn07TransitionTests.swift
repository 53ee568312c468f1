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

    // MARK: load

    func testLoadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.load) {
            $0.loadStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn07Spec.loadDebounce)
        service.loadAnswers.answer(.success(Int.testSample))
        await store.receive(.loadSuccess(Int.testSample)) {
            $0.loadStatus = .succeeded
            $0.loadValue = Int.testSample
        }
        await store.finish()
    }

    func testLoadGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        await store.send(.load) {
            $0.loadStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn07Spec.loadDebounce)
        service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.loadFailure(ReduxRuntime.RequestError.testSample)) {
            $0.loadStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    // MARK: search

    func testSearchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.search(count: Int.testSample, ref: Int.testSample)) {
            $0.searchStatus[Int.testSample] = .loading
        }
        service.searchAnswers.answer(.success(Int.testSample))
        await store.receive(.searchSuccess(count: Int.testSample, ref: Int.testSample, Int.testSample)) {
            $0.searchStatus[Int.testSample] = .succeeded
            $0.searchByKey[Int.testSample] = Int.testSample
        }
        await store.finish()
    }

    func testSearchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.search(count: Int.testSample, ref: Int.testSample)) {
            $0.searchStatus[Int.testSample] = .loading
        }
        service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.searchFailure(count: Int.testSample, ref: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.searchStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSearchTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.search(count: Int.testSample, ref: Int.testSample)) {
            $0.searchStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn07Spec.searchTimeout)
        await store.receive(.searchFailure(count: Int.testSample, ref: Int.testSample, ReduxRuntime.RequestError.timedOut(after: Drawn07Spec.searchTimeout))) {
            $0.searchStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn07Spec.searchTimeout))
        }
        await store.finish()
    }

    func testSearchIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.search(count: Int.testSample, ref: Int.testSample)) {
            $0.searchStatus[Int.testSample] = .loading
        }
        await store.send(.cancelSearch(count: Int.testSample)) {
            $0.searchStatus[Int.testSample] = nil
        }
        service.searchAnswers.answer(.success(Int.testSample))
        await store.finish()
    }

    func testSearchErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.search(count: Int.testSample, ref: Int.testSample)) {
            $0.searchStatus[Int.testSample] = .loading
        }
        service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.searchFailure(count: Int.testSample, ref: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.searchStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissSearchError(count: Int.testSample)) {
            $0.searchStatus[Int.testSample] = nil
        }
        await store.finish()
    }

    func testSearchLatestCallSupersedesTheOneInFlight() async {
        guard Drawn07Spec.searchPolicy == .latest else {
            return XCTFail("The request search (\(Drawn07Spec.searchDeclaration)) has the policy \(Drawn07Spec.searchPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.search(count: Int.testSample, ref: Int.testSample)) {
            $0.searchStatus[Int.testSample] = .loading
        }
        await service.searchAnswers.waitForCalls(waiting: 1)
        await store.send(.search(count: Int.testSample, ref: Int.testSample))
        await service.searchAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.searchAnswers.answer(.success(Int.testSample))
        await store.receive(.searchSuccess(count: Int.testSample, ref: Int.testSample, Int.testSample)) {
            $0.searchStatus[Int.testSample] = .succeeded
            $0.searchByKey[Int.testSample] = Int.testSample
        }
        await store.finish()
    }

    // MARK: lookup

    func testLookupGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.lookup) {
            $0.lookupStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn07Spec.lookupDebounce)
        service.lookupAnswers.answer(.success([Int].testSample))
        await store.receive(.lookupSuccess(ready: store.state.ready, [Int].testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupValue = [Int].testSample
        }
        await store.finish()
    }

    func testLookupGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        await store.send(.lookup) {
            $0.lookupStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn07Spec.lookupDebounce)
        service.lookupAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.lookupFailure(ready: store.state.ready, ModelFailure.testSample)) {
            $0.lookupStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testLookupIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.lookup) {
            $0.lookupStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn07Spec.lookupDebounce)
        service.lookupAnswers.answer(.success([Int].testSample))
        await store.receive(.lookupSuccess(ready: store.state.ready, [Int].testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupValue = [Int].testSample
        }
        await store.send(.lookup) {
            $0.lookupStatus = .loading
        }
        await store.receive(.lookupSuccess(ready: store.state.ready, [Int].testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupValue = [Int].testSample
        }
        await store.send(.forceLookup) {
            $0.lookupStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn07Spec.lookupDebounce)
        service.lookupAnswers.answer(.success([Int].testSample))
        await store.receive(.lookupSuccess(ready: store.state.ready, [Int].testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupValue = [Int].testSample
        }
        await clock.advance(by: Drawn07Spec.lookupCacheLifetime)
        await store.send(.lookup) {
            $0.lookupStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn07Spec.lookupDebounce)
        service.lookupAnswers.answer(.success([Int].testSample))
        await store.receive(.lookupSuccess(ready: store.state.ready, [Int].testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupValue = [Int].testSample
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

    // MARK: rows (Drawn07Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn07State(rows: [Drawn07RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .upload(String.testSample))) {
            $0.rows[id: Int.testSample]!.uploadInFlight = 1
            $0.rows[id: Int.testSample]!.uploadStatus = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .upload(String.testSample)))
        await store.finish()
    }
}
