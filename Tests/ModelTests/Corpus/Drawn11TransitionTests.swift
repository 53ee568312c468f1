// Drawn11TransitionTests.swift
// Written once by reduxgen from Drawn11.yaml (--tests); from now on this file is yours.
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
final class Drawn11TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn11State = Drawn11State()
    ) -> (ReduxTesting.TestStore<Drawn11State, Drawn11Action>, Drawn11ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn11ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn11Reducer.reduce,
            middlewares: [Drawn11Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: fetch

    func testFetchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.fetch) {
            $0.fetchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn11Spec.fetchDebounce)
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.receive(.fetchSuccess(page: store.state.page, ready: store.state.ready, Item.testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchItems.upsert(Item.testSample)
        }
        await store.receive(.poke)
        await store.finish()
    }

    func testFetchGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        await store.send(.fetch) {
            $0.fetchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn11Spec.fetchDebounce)
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.fetchFailure(page: store.state.page, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testFetchIsCancelled() async {
        let (store, service, clock) = makeStore()
        await store.send(.fetch) {
            $0.fetchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn11Spec.fetchDebounce)
        await store.send(.cancelFetch) {
            $0.fetchStatus = .idle
        }
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.finish()
    }

    // MARK: rate

    func testRateGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(text: String.testSample)) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success([Item].testSample))
        await store.receive(.rateSuccess(text: String.testSample, ready: store.state.ready, [Item].testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
            $0.rateValue = [Item].testSample
        }
        await store.finish()
    }

    func testRateGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(text: String.testSample)) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.rateFailure(text: String.testSample, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.rateError = ReduxRuntime.RequestError.testSample
        }
        await store.finish()
    }

    func testRateAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.rateSuccess(text: String.testSample, ready: store.state.ready, [Item].testSample))
        await store.send(.rateFailure(text: String.testSample, ready: store.state.ready, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testRateKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(text: String.testSample)) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.rateFailure(text: String.testSample, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.rateError = ReduxRuntime.RequestError.testSample
        }
        await store.send(.rate(text: String.testSample)) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success([Item].testSample))
        await store.receive(.rateSuccess(text: String.testSample, ready: store.state.ready, [Item].testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
            $0.rateValue = [Item].testSample
        }
        await store.finish()
    }

    func testRateQueuedCallsEachApplyTheirAnswer() async {
        guard Drawn11Spec.ratePolicy == .queue else {
            return XCTFail("The request rate (\(Drawn11Spec.rateDeclaration)) has the policy \(Drawn11Spec.ratePolicy) now, and this test is of queue: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.rate(text: String.testSample)) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        await store.send(.rate(text: String.testSample)) {
            $0.rateInFlight = 2
        }
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        service.rateAnswers.answer(.success([Item].testSample))
        await store.receive(.rateFailure(text: String.testSample, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.rateInFlight = 1
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.rateError = ReduxRuntime.RequestError.testSample
        }
        await store.receive(.rateSuccess(text: String.testSample, ready: store.state.ready, [Item].testSample)) {
            $0.rateInFlight = 0
            $0.rateValue = [Item].testSample
        }
        await store.finish()
    }

    // MARK: send

    func testSendGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.send(ref: Int.testSample, count: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        service.sendAnswers.answer(.success(String.testSample))
        await store.receive(.sendSuccess(ref: Int.testSample, count: Int.testSample, String.testSample)) {
            $0.sendStatus[Int.testSample] = .succeeded
            $0.sendByKey[Int.testSample] = String.testSample
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testSendGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.send(ref: Int.testSample, count: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(ref: Int.testSample, count: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.sendStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
            $0.sendError = ReduxRuntime.RequestError.testSample
        }
        await store.finish()
    }

    func testSendIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.send(ref: Int.testSample, count: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        await store.send(.cancelSend(ref: Int.testSample)) {
            $0.sendStatus[Int.testSample] = nil
        }
        service.sendAnswers.answer(.success(String.testSample))
        await store.finish()
    }

    func testSendKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        await store.send(.send(ref: Int.testSample, count: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(ref: Int.testSample, count: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.sendStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
            $0.sendError = ReduxRuntime.RequestError.testSample
        }
        await store.send(.send(ref: Int.testSample, count: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        service.sendAnswers.answer(.success(String.testSample))
        await store.receive(.sendSuccess(ref: Int.testSample, count: Int.testSample, String.testSample)) {
            $0.sendStatus[Int.testSample] = .succeeded
            $0.sendByKey[Int.testSample] = String.testSample
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testSendLatestCallSupersedesTheOneInFlight() async {
        guard Drawn11Spec.sendPolicy == .latest else {
            return XCTFail("The request send (\(Drawn11Spec.sendDeclaration)) has the policy \(Drawn11Spec.sendPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.send(ref: Int.testSample, count: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        await service.sendAnswers.waitForCalls(waiting: 1)
        await store.send(.send(ref: Int.testSample, count: Int.testSample))
        await service.sendAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.sendAnswers.answer(.success(String.testSample))
        await store.receive(.sendSuccess(ref: Int.testSample, count: Int.testSample, String.testSample)) {
            $0.sendStatus[Int.testSample] = .succeeded
            $0.sendByKey[Int.testSample] = String.testSample
        }
        await store.receive(.bump)
        await store.finish()
    }

    // MARK: archive

    func testArchiveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.archive) {
            $0.archiveStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn11Spec.archiveDebounce)
        service.archiveAnswers.answer(.success(String.testSample))
        await store.receive(.archiveSuccess(page: store.state.page, String.testSample)) {
            $0.archiveStatus = .succeeded
            $0.archiveValue = String.testSample
        }
        await store.receive(.poke)
        await store.finish()
    }

    func testArchiveFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.archive) {
            $0.archiveStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn11Spec.archiveDebounce)
        for _ in 0...Drawn11Spec.archiveRetry.attempts { service.archiveAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn11Spec.archiveRetry.attempts where Drawn11Spec.archiveRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn11Spec.archiveRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.archiveFailure(page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.archiveStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testArchiveIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.archive) {
            $0.archiveStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn11Spec.archiveDebounce)
        service.archiveAnswers.answer(.success(String.testSample))
        await store.receive(.archiveSuccess(page: store.state.page, String.testSample)) {
            $0.archiveStatus = .succeeded
            $0.archiveValue = String.testSample
        }
        await store.receive(.poke)
        await store.send(.archive) {
            $0.archiveStatus = .loading
        }
        await store.receive(.archiveSuccess(page: store.state.page, String.testSample)) {
            $0.archiveStatus = .succeeded
            $0.archiveValue = String.testSample
        }
        await store.receive(.poke)
        await store.send(.forceArchive) {
            $0.archiveStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn11Spec.archiveDebounce)
        service.archiveAnswers.answer(.success(String.testSample))
        await store.receive(.archiveSuccess(page: store.state.page, String.testSample)) {
            $0.archiveStatus = .succeeded
            $0.archiveValue = String.testSample
        }
        await store.receive(.poke)
        await clock.advance(by: Drawn11Spec.archiveCacheLifetime)
        await store.send(.archive) {
            $0.archiveStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn11Spec.archiveDebounce)
        service.archiveAnswers.answer(.success(String.testSample))
        await store.receive(.archiveSuccess(page: store.state.page, String.testSample)) {
            $0.archiveStatus = .succeeded
            $0.archiveValue = String.testSample
        }
        await store.receive(.poke)
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

    // MARK: rows (Drawn11Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn11State(rows: [Drawn11RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .setQuery(String.testSample))) {
            $0.rows[id: Int.testSample]!.query = String.testSample
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .setQuery(String.testSample)))
        await store.finish()
    }
}
