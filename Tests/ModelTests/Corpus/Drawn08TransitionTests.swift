// Drawn08TransitionTests.swift
// Written once by reduxgen from Drawn08.yaml (--tests); from now on this file is yours.
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

    // MARK: upload

    /// Whether `upload`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func uploadStarts(_ store: ReduxTesting.TestStore<Drawn08State, Drawn08Action>, _ service: Drawn08ServiceMock) async -> Bool {
        guard Drawn08Reducer.shouldStartUpload(store.state) else {
            await store.send(.upload(String.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "upload was called although its when: is false")
            return false
        }
        return true
    }

    func testUploadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await uploadStarts(store, service) else { return }
        await store.send(.upload(String.testSample)) {
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadSuccess(String.testSample, page: store.state.page, Item.testSample)) {
            $0.uploadStatus = .succeeded
            $0.uploadItems.upsert(Item.testSample)
        }
        await store.finish()
    }

    func testUploadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await uploadStarts(store, service) else { return }
        await store.send(.upload(String.testSample)) {
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.uploadFailure(String.testSample, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.uploadStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testUploadLatestCallSupersedesTheOneInFlight() async {
        guard Drawn08Spec.uploadPolicy == .latest else {
            return XCTFail("The request upload (\(Drawn08Spec.uploadDeclaration)) has the policy \(Drawn08Spec.uploadPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await uploadStarts(store, service) else { return }
        await store.send(.upload(String.testSample)) {
            $0.uploadStatus = .loading
        }
        await service.uploadAnswers.waitForCalls(waiting: 1)
        await store.send(.upload(String.testSample))
        await service.uploadAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadSuccess(String.testSample, page: store.state.page, Item.testSample)) {
            $0.uploadStatus = .succeeded
            $0.uploadItems.upsert(Item.testSample)
        }
        await store.finish()
    }

    func testUploadIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        guard await uploadStarts(store, service) else { return }
        await store.send(.upload(String.testSample)) {
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadSuccess(String.testSample, page: store.state.page, Item.testSample)) {
            $0.uploadStatus = .succeeded
            $0.uploadItems.upsert(Item.testSample)
        }
        await store.send(.upload(String.testSample)) {
            $0.uploadStatus = .loading
        }
        await store.receive(.uploadSuccess(String.testSample, page: store.state.page, Item.testSample)) {
            $0.uploadStatus = .succeeded
            $0.uploadItems.upsert(Item.testSample)
        }
        await store.send(.forceUpload(String.testSample)) {
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadSuccess(String.testSample, page: store.state.page, Item.testSample)) {
            $0.uploadStatus = .succeeded
            $0.uploadItems.upsert(Item.testSample)
        }
        await clock.advance(by: Drawn08Spec.uploadCacheLifetime)
        await store.send(.upload(String.testSample)) {
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadSuccess(String.testSample, page: store.state.page, Item.testSample)) {
            $0.uploadStatus = .succeeded
            $0.uploadItems.upsert(Item.testSample)
        }
        await store.finish()
    }

    // MARK: sync

    func testSyncGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.sync(text: String.testSample, ref: Int.testSample)) {
            $0.syncStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn08Spec.syncDebounce)
        service.syncAnswers.answer(.success([Item].testSample))
        await store.receive(.syncSuccess(text: String.testSample, ref: Int.testSample, [Item].testSample)) {
            $0.syncStatus = .succeeded
            $0.syncValue = [Item].testSample
        }
        // rate's when: decides whether the follow-up calls the service.
        let rateCalls = Drawn08Reducer.shouldStartRate(store.state)
        await store.receive(.rate) {
            if rateCalls {
                $0.rateStatus = .loading
            }
        }
        if rateCalls {
            await clock.waitForSleepers(1)
            await clock.advance(by: Drawn08Spec.rateDebounce)
            service.rateAnswers.answer(.success(Int.testSample))
            await store.receive(.rateSuccess(Int.testSample)) {
                $0.rateStatus = .succeeded
                $0.rateItems.append(Int.testSample)
            }
            await store.receive(.bump)
        }
        await store.finish()
    }

    func testSyncGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        await store.send(.sync(text: String.testSample, ref: Int.testSample)) {
            $0.syncStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn08Spec.syncDebounce)
        service.syncAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.syncFailure(text: String.testSample, ref: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.syncStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.syncError = ReduxRuntime.RequestError.testSample
        }
        await store.finish()
    }

    func testSyncKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, clock) = makeStore()
        await store.send(.sync(text: String.testSample, ref: Int.testSample)) {
            $0.syncStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn08Spec.syncDebounce)
        service.syncAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.syncFailure(text: String.testSample, ref: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.syncStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.syncError = ReduxRuntime.RequestError.testSample
        }
        await store.send(.sync(text: String.testSample, ref: Int.testSample)) {
            $0.syncStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn08Spec.syncDebounce)
        service.syncAnswers.answer(.success([Item].testSample))
        await store.receive(.syncSuccess(text: String.testSample, ref: Int.testSample, [Item].testSample)) {
            $0.syncStatus = .succeeded
            $0.syncValue = [Item].testSample
        }
        // rate's when: decides whether the follow-up calls the service.
        let rateCalls = Drawn08Reducer.shouldStartRate(store.state)
        await store.receive(.rate) {
            if rateCalls {
                $0.rateStatus = .loading
            }
        }
        if rateCalls {
            await clock.waitForSleepers(1)
            await clock.advance(by: Drawn08Spec.rateDebounce)
            service.rateAnswers.answer(.success(Int.testSample))
            await store.receive(.rateSuccess(Int.testSample)) {
                $0.rateStatus = .succeeded
                $0.rateItems.append(Int.testSample)
            }
            await store.receive(.bump)
        }
        await store.finish()
    }

    // MARK: rate

    /// Whether `rate`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func rateStarts(_ store: ReduxTesting.TestStore<Drawn08State, Drawn08Action>, _ service: Drawn08ServiceMock) async -> Bool {
        guard Drawn08Reducer.shouldStartRate(store.state) else {
            await store.send(.rate)
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "rate was called although its when: is false")
            return false
        }
        return true
    }

    func testRateGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate) {
            $0.rateStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn08Spec.rateDebounce)
        service.rateAnswers.answer(.success(Int.testSample))
        await store.receive(.rateSuccess(Int.testSample)) {
            $0.rateStatus = .succeeded
            $0.rateItems.append(Int.testSample)
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testRateGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate) {
            $0.rateStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn08Spec.rateDebounce)
        service.rateAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.rateFailure(ModelFailure.testSample)) {
            $0.rateStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testRateIsSkippedWhenItsWhenIsFalseAsItsDebounceEnds() async {
        let (store, service, _) = makeStore()
        guard await rateStarts(store, service) else { return }
        // When rate's when: is false as its debounce ends, the loader makes no call and dispatches
        // rateSkipped: the status that the request action made loading is idle again.
        var state = store.state
        Drawn08Reducer.reduce(&state, .rate)
        XCTAssertEqual(state.rateStatus, .loading)
        Drawn08Reducer.reduce(&state, .rateSkipped)
        XCTAssertEqual(state.rateStatus, .idle)
        await store.finish()
    }

    // MARK: send

    func testSendGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn08Spec.sendDebounce)
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess(page: store.state.page, ready: store.state.ready, [Item].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendItems.append(contentsOf: [Item].testSample)
        }
        // rate's when: decides whether the follow-up calls the service.
        let rateCalls = Drawn08Reducer.shouldStartRate(store.state)
        await store.receive(.rate) {
            if rateCalls {
                $0.rateStatus = .loading
            }
        }
        if rateCalls {
            await clock.waitForSleepers(1)
            await clock.advance(by: Drawn08Spec.rateDebounce)
            service.rateAnswers.answer(.success(Int.testSample))
            await store.receive(.rateSuccess(Int.testSample)) {
                $0.rateStatus = .succeeded
                $0.rateItems.append(Int.testSample)
            }
            await store.receive(.bump)
        }
        await store.finish()
    }

    func testSendGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn08Spec.sendDebounce)
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(page: store.state.page, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSendTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn08Spec.sendDebounce)
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn08Spec.sendTimeout)
        await store.receive(.sendFailure(page: store.state.page, ready: store.state.ready, ReduxRuntime.RequestError.timedOut(after: Drawn08Spec.sendTimeout))) {
            $0.sendStatus = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn08Spec.sendTimeout))
        }
        await store.finish()
    }

    func testSendIsCancelled() async {
        let (store, service, clock) = makeStore()
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn08Spec.sendDebounce)
        await store.send(.cancelSend) {
            $0.sendStatus = .idle
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.finish()
    }

    // MARK: bindings and triggers (query, page, ready, startUpdates → send)

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

    func testStartUpdatesStartsSend() async {
        let (store, service, clock) = makeStore()
        await store.send(.startUpdates) {
            $0.updatesActive = true
        }
        await store.receive(.send) {
            $0.sendStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn08Spec.sendDebounce)
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess(page: store.state.page, ready: store.state.ready, [Item].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendItems.append(contentsOf: [Item].testSample)
        }
        // rate's when: decides whether the follow-up calls the service.
        let rateCalls = Drawn08Reducer.shouldStartRate(store.state)
        await store.receive(.rate) {
            if rateCalls {
                $0.rateStatus = .loading
            }
        }
        if rateCalls {
            await clock.waitForSleepers(1)
            await clock.advance(by: Drawn08Spec.rateDebounce)
            service.rateAnswers.answer(.success(Int.testSample))
            await store.receive(.rateSuccess(Int.testSample)) {
                $0.rateStatus = .succeeded
                $0.rateItems.append(Int.testSample)
            }
            await store.receive(.bump)
        }
        await store.send(.stopUpdates) {
            $0.updatesActive = false
        }
        await store.finish()
    }

    // MARK: rows (Drawn08Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn08State(rows: [Drawn08RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .send(String.testSample))) {
            $0.rows[id: Int.testSample]!.sendStatus = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .send(String.testSample)))
        await store.finish()
    }
}
