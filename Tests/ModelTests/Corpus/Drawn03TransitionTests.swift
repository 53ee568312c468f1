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

    // MARK: lookup

    /// Whether `lookup`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func lookupStarts(_ store: ReduxTesting.TestStore<Drawn03State, Drawn03Action>, _ service: Drawn03ServiceMock) async -> Bool {
        guard Drawn03Reducer.shouldStartLookup(store.state) else {
            await store.send(.lookup)
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "lookup was called although its when: is false")
            return false
        }
        return true
    }

    func testLookupGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupSuccess([Item].testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .succeeded
            $0.lookupItems.append(contentsOf: [Item].testSample)
        }
        await store.finish()
    }

    func testLookupGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.lookupFailure(ModelFailure.testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testLookupAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.lookupSuccess([Item].testSample))
        await store.send(.lookupFailure(ModelFailure.testSample))
        await store.finish()
    }

    func testLookupConcurrentCallsEachApplyTheirAnswer() async {
        guard Drawn03Spec.lookupPolicy == .concurrent else {
            return XCTFail("The request lookup (\(Drawn03Spec.lookupDeclaration)) has the policy \(Drawn03Spec.lookupPolicy) now, and this test is of concurrent: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        await service.lookupAnswers.waitForCalls(waiting: 1)
        await store.send(.lookup) {
            $0.lookupInFlight = 2
        }
        await service.lookupAnswers.waitForCalls(waiting: 2)
        service.lookupAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.lookupFailure(ModelFailure.testSample)) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .failed(ModelFailure.testSample)
        }
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupSuccess([Item].testSample)) {
            $0.lookupInFlight = 0
            $0.lookupItems.append(contentsOf: [Item].testSample)
        }
        await store.finish()
    }

    // MARK: send

    func testSendGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.send(Int.testSample)) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success(Int.testSample))
        await store.receive(.sendSuccess(Int.testSample, Int.testSample)) {
            $0.sendStatus = .succeeded
            $0.sendItems.append(Int.testSample)
        }
        // rate's when: decides whether the follow-up calls the service.
        let rateCalls = Drawn03Reducer.shouldStartRate(store.state)
        await store.receive(.rate) {
            if rateCalls {
                $0.rateStatus = .loading
            }
        }
        if rateCalls {
            service.rateAnswers.answer(.success([Item].testSample))
            await store.receive(.rateSuccess([Item].testSample)) {
                $0.rateStatus = .succeeded
                $0.rateItems.append(contentsOf: [Item].testSample)
            }
            // lookup's when: decides whether the follow-up calls the service.
            let lookupCalls = Drawn03Reducer.shouldStartLookup(store.state)
            await store.receive(.lookup) {
                if lookupCalls {
                    $0.lookupInFlight = 1
                    $0.lookupStatus = .loading
                }
            }
            if lookupCalls {
                service.lookupAnswers.answer(.success([Item].testSample))
                await store.receive(.lookupSuccess([Item].testSample)) {
                    $0.lookupInFlight = 0
                    $0.lookupStatus = .succeeded
                    $0.lookupItems.append(contentsOf: [Item].testSample)
                }
            }
        }
        await store.finish()
    }

    func testSendFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.send(Int.testSample)) {
            $0.sendStatus = .loading
        }
        for _ in 0...Drawn03Spec.sendRetry.attempts { service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn03Spec.sendRetry.attempts where Drawn03Spec.sendRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn03Spec.sendRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.sendFailure(Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSendLatestCallSupersedesTheOneInFlight() async {
        guard Drawn03Spec.sendPolicy == .latest else {
            return XCTFail("The request send (\(Drawn03Spec.sendDeclaration)) has the policy \(Drawn03Spec.sendPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.send(Int.testSample)) {
            $0.sendStatus = .loading
        }
        await service.sendAnswers.waitForCalls(waiting: 1)
        await store.send(.send(Int.testSample))
        await service.sendAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.sendAnswers.answer(.success(Int.testSample))
        await store.receive(.sendSuccess(Int.testSample, Int.testSample)) {
            $0.sendStatus = .succeeded
            $0.sendItems.append(Int.testSample)
        }
        // rate's when: decides whether the follow-up calls the service.
        let rateCalls = Drawn03Reducer.shouldStartRate(store.state)
        await store.receive(.rate) {
            if rateCalls {
                $0.rateStatus = .loading
            }
        }
        if rateCalls {
            service.rateAnswers.answer(.success([Item].testSample))
            await store.receive(.rateSuccess([Item].testSample)) {
                $0.rateStatus = .succeeded
                $0.rateItems.append(contentsOf: [Item].testSample)
            }
            // lookup's when: decides whether the follow-up calls the service.
            let lookupCalls = Drawn03Reducer.shouldStartLookup(store.state)
            await store.receive(.lookup) {
                if lookupCalls {
                    $0.lookupInFlight = 1
                    $0.lookupStatus = .loading
                }
            }
            if lookupCalls {
                service.lookupAnswers.answer(.success([Item].testSample))
                await store.receive(.lookupSuccess([Item].testSample)) {
                    $0.lookupInFlight = 0
                    $0.lookupStatus = .succeeded
                    $0.lookupItems.append(contentsOf: [Item].testSample)
                }
            }
        }
        await store.finish()
    }

    // MARK: rate

    /// Whether `rate`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func rateStarts(_ store: ReduxTesting.TestStore<Drawn03State, Drawn03Action>, _ service: Drawn03ServiceMock) async -> Bool {
        guard Drawn03Reducer.shouldStartRate(store.state) else {
            await store.send(.rate)
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "rate was called although its when: is false")
            return false
        }
        return true
    }

    func testRateGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate) {
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success([Item].testSample))
        await store.receive(.rateSuccess([Item].testSample)) {
            $0.rateStatus = .succeeded
            $0.rateItems.append(contentsOf: [Item].testSample)
        }
        // lookup's when: decides whether the follow-up calls the service.
        let lookupCalls = Drawn03Reducer.shouldStartLookup(store.state)
        await store.receive(.lookup) {
            if lookupCalls {
                $0.lookupInFlight = 1
                $0.lookupStatus = .loading
            }
        }
        if lookupCalls {
            service.lookupAnswers.answer(.success([Item].testSample))
            await store.receive(.lookupSuccess([Item].testSample)) {
                $0.lookupInFlight = 0
                $0.lookupStatus = .succeeded
                $0.lookupItems.append(contentsOf: [Item].testSample)
            }
        }
        await store.finish()
    }

    func testRateGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate) {
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.rateFailure(ModelFailure.testSample)) {
            $0.rateStatus = .failed(ModelFailure.testSample)
            $0.rateError = ModelFailure.testSample
        }
        await store.finish()
    }

    func testRateIsCancelled() async {
        let (store, service, _) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate) {
            $0.rateStatus = .loading
        }
        await store.send(.cancelRate) {
            $0.rateStatus = .idle
        }
        service.rateAnswers.answer(.success([Item].testSample))
        await store.finish()
    }

    func testRateKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate) {
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.rateFailure(ModelFailure.testSample)) {
            $0.rateStatus = .failed(ModelFailure.testSample)
            $0.rateError = ModelFailure.testSample
        }
        await store.send(.rate) {
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success([Item].testSample))
        await store.receive(.rateSuccess([Item].testSample)) {
            $0.rateStatus = .succeeded
            $0.rateItems.append(contentsOf: [Item].testSample)
        }
        // lookup's when: decides whether the follow-up calls the service.
        let lookupCalls = Drawn03Reducer.shouldStartLookup(store.state)
        await store.receive(.lookup) {
            if lookupCalls {
                $0.lookupInFlight = 1
                $0.lookupStatus = .loading
            }
        }
        if lookupCalls {
            service.lookupAnswers.answer(.success([Item].testSample))
            await store.receive(.lookupSuccess([Item].testSample)) {
                $0.lookupInFlight = 0
                $0.lookupStatus = .succeeded
                $0.lookupItems.append(contentsOf: [Item].testSample)
            }
        }
        await store.finish()
    }

    func testRateLatestCallSupersedesTheOneInFlight() async {
        guard Drawn03Spec.ratePolicy == .latest else {
            return XCTFail("The request rate (\(Drawn03Spec.rateDeclaration)) has the policy \(Drawn03Spec.ratePolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate) {
            $0.rateStatus = .loading
        }
        await service.rateAnswers.waitForCalls(waiting: 1)
        await store.send(.rate)
        await service.rateAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.rateAnswers.answer(.success([Item].testSample))
        await store.receive(.rateSuccess([Item].testSample)) {
            $0.rateStatus = .succeeded
            $0.rateItems.append(contentsOf: [Item].testSample)
        }
        // lookup's when: decides whether the follow-up calls the service.
        let lookupCalls = Drawn03Reducer.shouldStartLookup(store.state)
        await store.receive(.lookup) {
            if lookupCalls {
                $0.lookupInFlight = 1
                $0.lookupStatus = .loading
            }
        }
        if lookupCalls {
            service.lookupAnswers.answer(.success([Item].testSample))
            await store.receive(.lookupSuccess([Item].testSample)) {
                $0.lookupInFlight = 0
                $0.lookupStatus = .succeeded
                $0.lookupItems.append(contentsOf: [Item].testSample)
            }
        }
        await store.finish()
    }

    // MARK: fetch

    func testFetchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch(count: Int.testSample, ref: Int.testSample)) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(Int.testSample))
        await store.receive(.fetchSuccess(count: Int.testSample, ref: Int.testSample, query: store.state.query, page: store.state.page, Int.testSample)) {
            $0.fetchInFlight = 0
            $0.fetchStatus = .succeeded
            $0.fetchItems.insert(Int.testSample, at: 0)
        }
        await store.finish()
    }

    func testFetchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch(count: Int.testSample, ref: Int.testSample)) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.fetchFailure(count: Int.testSample, ref: Int.testSample, query: store.state.query, page: store.state.page, ModelFailure.testSample)) {
            $0.fetchInFlight = 0
            $0.fetchStatus = .failed(ModelFailure.testSample)
            $0.fetchError = ModelFailure.testSample
        }
        await store.finish()
    }

    func testFetchAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.fetchSuccess(count: Int.testSample, ref: Int.testSample, query: store.state.query, page: store.state.page, Int.testSample))
        await store.send(.fetchFailure(count: Int.testSample, ref: Int.testSample, query: store.state.query, page: store.state.page, ModelFailure.testSample))
        await store.finish()
    }

    func testFetchKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch(count: Int.testSample, ref: Int.testSample)) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.fetchFailure(count: Int.testSample, ref: Int.testSample, query: store.state.query, page: store.state.page, ModelFailure.testSample)) {
            $0.fetchInFlight = 0
            $0.fetchStatus = .failed(ModelFailure.testSample)
            $0.fetchError = ModelFailure.testSample
        }
        await store.send(.fetch(count: Int.testSample, ref: Int.testSample)) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(Int.testSample))
        await store.receive(.fetchSuccess(count: Int.testSample, ref: Int.testSample, query: store.state.query, page: store.state.page, Int.testSample)) {
            $0.fetchInFlight = 0
            $0.fetchStatus = .succeeded
            $0.fetchItems.insert(Int.testSample, at: 0)
        }
        await store.finish()
    }

    func testFetchQueuedCallsEachApplyTheirAnswer() async {
        guard Drawn03Spec.fetchPolicy == .queue else {
            return XCTFail("The request fetch (\(Drawn03Spec.fetchDeclaration)) has the policy \(Drawn03Spec.fetchPolicy) now, and this test is of queue: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.fetch(count: Int.testSample, ref: Int.testSample)) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        await store.send(.fetch(count: Int.testSample, ref: Int.testSample)) {
            $0.fetchInFlight = 2
        }
        service.fetchAnswers.answer(.failure(ModelFailure.testSample))
        service.fetchAnswers.answer(.success(Int.testSample))
        await store.receive(.fetchFailure(count: Int.testSample, ref: Int.testSample, query: store.state.query, page: store.state.page, ModelFailure.testSample)) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .failed(ModelFailure.testSample)
            $0.fetchError = ModelFailure.testSample
        }
        await store.receive(.fetchSuccess(count: Int.testSample, ref: Int.testSample, query: store.state.query, page: store.state.page, Int.testSample)) {
            $0.fetchInFlight = 0
            $0.fetchItems.insert(Int.testSample, at: 0)
        }
        await store.finish()
    }

    func testFetchPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingFetch(count: Int.testSample, ref: Int.testSample))
        await store.receive(.fetch(count: Int.testSample, ref: Int.testSample)) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(Int.testSample))
        await store.receive(.fetchSuccess(count: Int.testSample, ref: Int.testSample, query: store.state.query, page: store.state.page, Int.testSample)) {
            $0.fetchInFlight = 0
            $0.fetchStatus = .succeeded
            $0.fetchItems.insert(Int.testSample, at: 0)
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn03Spec.fetchPollInterval))
        await clock.advance(by: Drawn03Spec.fetchPollInterval)
        await store.receive(.fetch(count: Int.testSample, ref: Int.testSample)) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(Int.testSample))
        await store.receive(.fetchSuccess(count: Int.testSample, ref: Int.testSample, query: store.state.query, page: store.state.page, Int.testSample)) {
            $0.fetchInFlight = 0
            $0.fetchStatus = .succeeded
            $0.fetchItems.insert(Int.testSample, at: 0)
        }
        await store.send(.stopPollingFetch)
        await store.finish()
    }

    // MARK: bindings and triggers (query, page, ready)

    func testSetQueryAssignsQuery() async {
        let (store, _, _) = makeStore()
        await store.send(.setQuery(String.testSample)) {
            $0.query = String.testSample
        }
        await store.finish()
    }

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

    // MARK: rows (Drawn03Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn03State(rows: [Drawn03RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .load)) {
            $0.rows[id: Int.testSample]!.loadStatus = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .load))
        await store.finish()
    }

    // MARK: pane (Drawn03Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn03State(pane: Drawn03PaneState(id: Int.testSample)))
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
