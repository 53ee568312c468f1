// Drawn08TransitionTests.swift
// Written once by reduxgen from Drawn08.yaml (--tests); from now on this file is yours.
// One test per valid transition of each request's status, run through a TestStore with the
// service mock. The tests send and answer sample values of the spec's types (TestSample:
// ReduxTesting has those of the standard library's types, your test target the others).
// When your reducer logic changes the state on these actions, add its changes to the
// tests' closures.
// Each transition of the navigation (push, pop, present, …) has a test too.
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
final class Drawn08TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn08State = Drawn08State()
    ) -> (ReduxTesting.TestStore<Drawn08State, Drawn08Action>, Drawn08ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn08ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn08Reducer.reduce,
            middlewares: [Drawn08Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: save

    /// Whether `save`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func saveStarts(_ store: ReduxTesting.TestStore<Drawn08State, Drawn08Action>, _ service: Drawn08ServiceMock) async -> Bool {
        guard Drawn08Reducer.shouldStartSave(store.state) else {
            await store.send(.save(count: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "save was called although its when: is false")
            return false
        }
        return true
    }

    func testSaveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save(count: Int.testSample)) {
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success(()))
        await store.receive(.saveSuccess(count: Int.testSample, query: store.state.query)) {
            $0.saveInFlight = 0
            $0.saveStatus = .succeeded
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testSaveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save(count: Int.testSample)) {
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.saveFailure(count: Int.testSample, query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.saveInFlight = 0
            $0.saveStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSaveAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.saveSuccess(count: Int.testSample, query: store.state.query))
        await store.send(.saveFailure(count: Int.testSample, query: store.state.query, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSaveIsCancelled() async {
        let (store, service, _) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save(count: Int.testSample)) {
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        await store.send(.cancelSave) {
            $0.saveInFlight = 0
            $0.saveStatus = .idle
        }
        service.saveAnswers.answer(.success(()))
        await store.finish()
    }

    func testSaveQueuedCallsEachApplyTheirAnswer() async {
        guard Drawn08Spec.savePolicy == .queue else {
            return XCTFail("The request save (\(Drawn08Spec.saveDeclaration)) has the policy \(Drawn08Spec.savePolicy) now, and this test is of queue: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save(count: Int.testSample)) {
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        await store.send(.save(count: Int.testSample)) {
            $0.saveInFlight = 2
        }
        service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        service.saveAnswers.answer(.success(()))
        await store.receive(.saveFailure(count: Int.testSample, query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.saveInFlight = 1
            $0.saveStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.receive(.saveSuccess(count: Int.testSample, query: store.state.query)) {
            $0.saveInFlight = 0
        }
        await store.receive(.bump)
        await store.finish()
    }

    // MARK: post

    func testPostGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.post(count: Int.testSample, text: String.testSample)) {
            $0.postStatus[String.testSample] = .loading
        }
        service.postAnswers.answer(.success(Int.testSample))
        await store.receive(.postSuccess(count: Int.testSample, text: String.testSample, query: store.state.query, Int.testSample)) {
            $0.postStatus[String.testSample] = .succeeded
            $0.postByKey[String.testSample] = Int.testSample
        }
        await store.finish()
    }

    func testPostGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.post(count: Int.testSample, text: String.testSample)) {
            $0.postStatus[String.testSample] = .loading
        }
        service.postAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.postFailure(count: Int.testSample, text: String.testSample, query: store.state.query, ModelFailure.testSample)) {
            $0.postStatus[String.testSample] = .failed(ModelFailure.testSample)
            $0.postError = ModelFailure.testSample
        }
        await store.finish()
    }

    func testPostTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.post(count: Int.testSample, text: String.testSample)) {
            $0.postStatus[String.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn08Spec.postTimeout)
        await store.receive(.postFailure(count: Int.testSample, text: String.testSample, query: store.state.query, ModelFailure.timedOut(after: Drawn08Spec.postTimeout))) {
            $0.postStatus[String.testSample] = .failed(ModelFailure.timedOut(after: Drawn08Spec.postTimeout))
            $0.postError = ModelFailure.timedOut(after: Drawn08Spec.postTimeout)
        }
        await store.finish()
    }

    func testPostIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.post(count: Int.testSample, text: String.testSample)) {
            $0.postStatus[String.testSample] = .loading
        }
        await store.send(.cancelPost(text: String.testSample)) {
            $0.postStatus[String.testSample] = nil
        }
        service.postAnswers.answer(.success(Int.testSample))
        await store.finish()
    }

    func testPostKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        await store.send(.post(count: Int.testSample, text: String.testSample)) {
            $0.postStatus[String.testSample] = .loading
        }
        service.postAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.postFailure(count: Int.testSample, text: String.testSample, query: store.state.query, ModelFailure.testSample)) {
            $0.postStatus[String.testSample] = .failed(ModelFailure.testSample)
            $0.postError = ModelFailure.testSample
        }
        await store.send(.post(count: Int.testSample, text: String.testSample)) {
            $0.postStatus[String.testSample] = .loading
        }
        service.postAnswers.answer(.success(Int.testSample))
        await store.receive(.postSuccess(count: Int.testSample, text: String.testSample, query: store.state.query, Int.testSample)) {
            $0.postStatus[String.testSample] = .succeeded
            $0.postByKey[String.testSample] = Int.testSample
        }
        await store.finish()
    }

    func testPostLatestCallSupersedesTheOneInFlight() async {
        guard Drawn08Spec.postPolicy == .latest else {
            return XCTFail("The request post (\(Drawn08Spec.postDeclaration)) has the policy \(Drawn08Spec.postPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.post(count: Int.testSample, text: String.testSample)) {
            $0.postStatus[String.testSample] = .loading
        }
        await service.postAnswers.waitForCalls(waiting: 1)
        await store.send(.post(count: Int.testSample, text: String.testSample))
        await service.postAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.postAnswers.answer(.success(Int.testSample))
        await store.receive(.postSuccess(count: Int.testSample, text: String.testSample, query: store.state.query, Int.testSample)) {
            $0.postStatus[String.testSample] = .succeeded
            $0.postByKey[String.testSample] = Int.testSample
        }
        await store.finish()
    }

    func testPostIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.post(count: Int.testSample, text: String.testSample)) {
            $0.postStatus[String.testSample] = .loading
        }
        service.postAnswers.answer(.success(Int.testSample))
        await store.receive(.postSuccess(count: Int.testSample, text: String.testSample, query: store.state.query, Int.testSample)) {
            $0.postStatus[String.testSample] = .succeeded
            $0.postByKey[String.testSample] = Int.testSample
        }
        await store.send(.post(count: Int.testSample, text: String.testSample)) {
            $0.postStatus[String.testSample] = .loading
        }
        await store.receive(.postSuccess(count: Int.testSample, text: String.testSample, query: store.state.query, Int.testSample)) {
            $0.postStatus[String.testSample] = .succeeded
            $0.postByKey[String.testSample] = Int.testSample
        }
        await store.send(.forcePost(count: Int.testSample, text: String.testSample)) {
            $0.postStatus[String.testSample] = .loading
        }
        service.postAnswers.answer(.success(Int.testSample))
        await store.receive(.postSuccess(count: Int.testSample, text: String.testSample, query: store.state.query, Int.testSample)) {
            $0.postStatus[String.testSample] = .succeeded
            $0.postByKey[String.testSample] = Int.testSample
        }
        await clock.advance(by: Drawn08Spec.postCacheLifetime)
        await store.send(.post(count: Int.testSample, text: String.testSample)) {
            $0.postStatus[String.testSample] = .loading
        }
        service.postAnswers.answer(.success(Int.testSample))
        await store.receive(.postSuccess(count: Int.testSample, text: String.testSample, query: store.state.query, Int.testSample)) {
            $0.postStatus[String.testSample] = .succeeded
            $0.postByKey[String.testSample] = Int.testSample
        }
        await store.finish()
    }

    // MARK: lookup

    func testLookupGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup(ref: Int.testSample, text: String.testSample)) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
            $0.lookupIsLoading = true
        }
        service.lookupAnswers.answer(.success([Int].testSample))
        await store.receive(.lookupSuccess(ref: Int.testSample, text: String.testSample, ready: store.state.ready, query: store.state.query, [Int].testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .succeeded
            $0.lookupItems.insert(contentsOf: [Int].testSample, at: 0)
            $0.lookupIsLoading = false
        }
        await store.finish()
    }

    func testLookupGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup(ref: Int.testSample, text: String.testSample)) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
            $0.lookupIsLoading = true
        }
        service.lookupAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.lookupFailure(ref: Int.testSample, text: String.testSample, ready: store.state.ready, query: store.state.query, ModelFailure.testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .failed(ModelFailure.testSample)
            $0.lookupError = ModelFailure.testSample
            $0.lookupIsLoading = false
        }
        await store.finish()
    }

    func testLookupAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.lookupSuccess(ref: Int.testSample, text: String.testSample, ready: store.state.ready, query: store.state.query, [Int].testSample))
        await store.send(.lookupFailure(ref: Int.testSample, text: String.testSample, ready: store.state.ready, query: store.state.query, ModelFailure.testSample))
        await store.finish()
    }

    func testLookupKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup(ref: Int.testSample, text: String.testSample)) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
            $0.lookupIsLoading = true
        }
        service.lookupAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.lookupFailure(ref: Int.testSample, text: String.testSample, ready: store.state.ready, query: store.state.query, ModelFailure.testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .failed(ModelFailure.testSample)
            $0.lookupError = ModelFailure.testSample
            $0.lookupIsLoading = false
        }
        await store.send(.lookup(ref: Int.testSample, text: String.testSample)) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
            $0.lookupIsLoading = true
        }
        service.lookupAnswers.answer(.success([Int].testSample))
        await store.receive(.lookupSuccess(ref: Int.testSample, text: String.testSample, ready: store.state.ready, query: store.state.query, [Int].testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .succeeded
            $0.lookupItems.insert(contentsOf: [Int].testSample, at: 0)
            $0.lookupIsLoading = false
        }
        await store.finish()
    }

    func testLookupAnswerAppliesAfterYourLogicEndsItsLoadingFlag() async {
        let (store, _, _) = makeStore()
        // The reducer logic may end lookup's loading flag while its call runs (a spinner stopped):
        // the call's answer still applies, and the flag stays false.
        var state = store.state
        Drawn08Reducer.reduce(&state, .lookup(ref: Int.testSample, text: String.testSample))
        XCTAssertTrue(state.lookupIsLoading)
        state.lookupIsLoading = false
        Drawn08Reducer.reduce(&state, .lookupSuccess(ref: Int.testSample, text: String.testSample, ready: store.state.ready, query: store.state.query, [Int].testSample))
        XCTAssertEqual(state.lookupStatus, .succeeded)
        XCTAssertFalse(state.lookupIsLoading)
        await store.finish()
    }

    func testLookupConcurrentCallsEachApplyTheirAnswer() async {
        guard Drawn08Spec.lookupPolicy == .concurrent else {
            return XCTFail("The request lookup (\(Drawn08Spec.lookupDeclaration)) has the policy \(Drawn08Spec.lookupPolicy) now, and this test is of concurrent: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.lookup(ref: Int.testSample, text: String.testSample)) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
            $0.lookupIsLoading = true
        }
        await service.lookupAnswers.waitForCalls(waiting: 1)
        await store.send(.lookup(ref: Int.testSample, text: String.testSample)) {
            $0.lookupInFlight = 2
        }
        await service.lookupAnswers.waitForCalls(waiting: 2)
        service.lookupAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.lookupFailure(ref: Int.testSample, text: String.testSample, ready: store.state.ready, query: store.state.query, ModelFailure.testSample)) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .failed(ModelFailure.testSample)
            $0.lookupError = ModelFailure.testSample
        }
        service.lookupAnswers.answer(.success([Int].testSample))
        await store.receive(.lookupSuccess(ref: Int.testSample, text: String.testSample, ready: store.state.ready, query: store.state.query, [Int].testSample)) {
            $0.lookupInFlight = 0
            $0.lookupItems.insert(contentsOf: [Int].testSample, at: 0)
            $0.lookupIsLoading = false
        }
        await store.finish()
    }

    // MARK: rate

    func testRateGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(count: Int.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        service.rateAnswers.answer(.success(String.testSample))
        await store.receive(.rateSuccess(count: Int.testSample, ready: store.state.ready, query: store.state.query, String.testSample)) {
            $0.rateStatus[Int.testSample] = .succeeded
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testRateGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(count: Int.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.rateFailure(count: Int.testSample, ready: store.state.ready, query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.rateStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testRateIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(count: Int.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        await store.send(.cancelRate(count: Int.testSample)) {
            $0.rateStatus[Int.testSample] = nil
        }
        service.rateAnswers.answer(.success(String.testSample))
        await store.finish()
    }

    func testRateLatestCallSupersedesTheOneInFlight() async {
        guard Drawn08Spec.ratePolicy == .latest else {
            return XCTFail("The request rate (\(Drawn08Spec.rateDeclaration)) has the policy \(Drawn08Spec.ratePolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.rate(count: Int.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        await service.rateAnswers.waitForCalls(waiting: 1)
        await store.send(.rate(count: Int.testSample))
        await service.rateAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.rateAnswers.answer(.success(String.testSample))
        await store.receive(.rateSuccess(count: Int.testSample, ready: store.state.ready, query: store.state.query, String.testSample)) {
            $0.rateStatus[Int.testSample] = .succeeded
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testRateIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.rate(count: Int.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        service.rateAnswers.answer(.success(String.testSample))
        await store.receive(.rateSuccess(count: Int.testSample, ready: store.state.ready, query: store.state.query, String.testSample)) {
            $0.rateStatus[Int.testSample] = .succeeded
        }
        await store.receive(.bump)
        await store.send(.rate(count: Int.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        await store.receive(.rateSuccess(count: Int.testSample, ready: store.state.ready, query: store.state.query, String.testSample)) {
            $0.rateStatus[Int.testSample] = .succeeded
        }
        await store.receive(.bump)
        await store.send(.forceRate(count: Int.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        service.rateAnswers.answer(.success(String.testSample))
        await store.receive(.rateSuccess(count: Int.testSample, ready: store.state.ready, query: store.state.query, String.testSample)) {
            $0.rateStatus[Int.testSample] = .succeeded
        }
        await store.receive(.bump)
        await clock.advance(by: Drawn08Spec.rateCacheLifetime)
        await store.send(.rate(count: Int.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        service.rateAnswers.answer(.success(String.testSample))
        await store.receive(.rateSuccess(count: Int.testSample, ready: store.state.ready, query: store.state.query, String.testSample)) {
            $0.rateStatus[Int.testSample] = .succeeded
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testRatePollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingRate(count: Int.testSample))
        await store.receive(.forceRate(count: Int.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        service.rateAnswers.answer(.success(String.testSample))
        await store.receive(.rateSuccess(count: Int.testSample, ready: store.state.ready, query: store.state.query, String.testSample)) {
            $0.rateStatus[Int.testSample] = .succeeded
        }
        await store.receive(.bump)
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn08Spec.ratePollInterval))
        await clock.advance(by: Drawn08Spec.ratePollInterval)
        await store.receive(.forceRate(count: Int.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        service.rateAnswers.answer(.success(String.testSample))
        await store.receive(.rateSuccess(count: Int.testSample, ready: store.state.ready, query: store.state.query, String.testSample)) {
            $0.rateStatus[Int.testSample] = .succeeded
        }
        await store.receive(.bump)
        await store.send(.stopPollingRate(count: Int.testSample))
        await store.finish()
    }

    // MARK: navigation (stack)

    func testPushAppendsARouteToThePath() async {
        let (store, _, _) = makeStore()
        let route = Drawn08Route.home
        await store.send(.push(route)) {
            $0.path = [route]
        }
        await store.finish()
    }

    func testPopRemovesTheLastRoute() async {
        let (store, _, _) = makeStore()
        let route = Drawn08Route.home
        await store.send(.push(route)) {
            $0.path = [route]
        }
        await store.send(.pop) {
            $0.path = []
        }
        await store.finish()
    }

    func testPopOnTheRootChangesNothing() async {
        let (store, _, _) = makeStore()
        await store.send(.pop)
        await store.finish()
    }

    func testSetPathReplacesThePath() async {
        let (store, _, _) = makeStore()
        let route = Drawn08Route.home
        await store.send(.push(route)) {
            $0.path = [route]
        }
        await store.send(.setPath([route, route])) {
            $0.path = [route, route]
        }
        await store.finish()
    }

    func testPopToRootEmptiesThePath() async {
        let (store, _, _) = makeStore()
        let route = Drawn08Route.home
        await store.send(.setPath([route, route])) {
            $0.path = [route, route]
        }
        await store.send(.popToRoot) {
            $0.path = []
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

    func testReadyChangedAssignsReady() async {
        let (store, _, _) = makeStore()
        await store.send(.readyChanged(Bool.testSample)) {
            $0.ready = Bool.testSample
        }
        await store.finish()
    }

    // MARK: rows (Drawn08Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn08State(rows: [Drawn08RowState(id: Int.testSample)]))
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

    // MARK: pane (Drawn08Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn08State(pane: Drawn08PaneState(id: Int.testSample)))
        await store.send(.pane(.upload(count: Int.testSample, text: String.testSample))) {
            $0.pane!.uploadStatus = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.upload(count: Int.testSample, text: String.testSample)))
        await store.finish()
    }
}
