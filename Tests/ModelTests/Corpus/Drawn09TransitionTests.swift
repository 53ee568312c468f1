// Drawn09TransitionTests.swift
// Written once by reduxgen from Drawn09.yaml (--tests); from now on this file is yours.
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
final class Drawn09TransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn09State, Drawn09Action>, Drawn09ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn09ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn09State(),
            reducer: Drawn09Reducer.reduce,
            middlewares: [Drawn09Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: send

    /// Whether `send`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func sendStarts(_ store: ReduxTesting.TestStore<Drawn09State, Drawn09Action>, _ service: Drawn09ServiceMock) async -> Bool {
        guard Drawn09Reducer.shouldStartSend(store.state) else {
            await store.send(.send(ref: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "send was called although its when: is false")
            return false
        }
        return true
    }

    func testSendGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.send(ref: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        service.sendAnswers.answer(.success(Item.testSample))
        await store.receive(.sendSuccess(ref: Int.testSample, Item.testSample)) {
            $0.sendStatus[Int.testSample] = .succeeded
            $0.sendByKey[Int.testSample] = Item.testSample
        }
        await store.receive(.search) {
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchSuccess([Int].testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
            $0.searchValue = [Int].testSample
        }
        await store.finish()
    }

    func testSendGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.send(ref: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(ref: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.sendStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSendLatestCallSupersedesTheOneInFlight() async {
        guard Drawn09Spec.sendPolicy == .latest else {
            return XCTFail("The request send (\(Drawn09Spec.sendDeclaration)) has the policy \(Drawn09Spec.sendPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.send(ref: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        await service.sendAnswers.waitForCalls(waiting: 1)
        await store.send(.send(ref: Int.testSample))
        await service.sendAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.sendAnswers.answer(.success(Item.testSample))
        await store.receive(.sendSuccess(ref: Int.testSample, Item.testSample)) {
            $0.sendStatus[Int.testSample] = .succeeded
            $0.sendByKey[Int.testSample] = Item.testSample
        }
        await store.receive(.search) {
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchSuccess([Int].testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
            $0.searchValue = [Int].testSample
        }
        await store.finish()
    }

    // MARK: search

    func testSearchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.search) {
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchSuccess([Int].testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
            $0.searchValue = [Int].testSample
        }
        await store.finish()
    }

    func testSearchFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.search) {
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        for _ in 0...Drawn09Spec.searchRetry.attempts { service.searchAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...Drawn09Spec.searchRetry.attempts where Drawn09Spec.searchRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn09Spec.searchRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.searchFailure(ModelFailure.testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .failed(ModelFailure.testSample)
            $0.searchError = ModelFailure.testSample
        }
        await store.finish()
    }

    func testSearchAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.searchSuccess([Int].testSample))
        await store.send(.searchFailure(ModelFailure.testSample))
        await store.finish()
    }

    func testSearchKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, clock) = makeStore()
        await store.send(.search) {
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        for _ in 0...Drawn09Spec.searchRetry.attempts { service.searchAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...Drawn09Spec.searchRetry.attempts where Drawn09Spec.searchRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn09Spec.searchRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.searchFailure(ModelFailure.testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .failed(ModelFailure.testSample)
            $0.searchError = ModelFailure.testSample
        }
        await store.send(.search) {
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchSuccess([Int].testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
            $0.searchValue = [Int].testSample
        }
        await store.finish()
    }

    func testSearchQueuedCallsEachApplyTheirAnswer() async {
        guard Drawn09Spec.searchPolicy == .queue else {
            return XCTFail("The request search (\(Drawn09Spec.searchDeclaration)) has the policy \(Drawn09Spec.searchPolicy) now, and this test is of queue: delete it, or make it test the new policy")
        }
        let (store, service, clock) = makeStore()
        await store.send(.search) {
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        await store.send(.search) {
            $0.searchInFlight = 2
        }
        for _ in 0...Drawn09Spec.searchRetry.attempts { service.searchAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...Drawn09Spec.searchRetry.attempts where Drawn09Spec.searchRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn09Spec.searchRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchFailure(ModelFailure.testSample)) {
            $0.searchInFlight = 1
            $0.searchStatus = .failed(ModelFailure.testSample)
            $0.searchError = ModelFailure.testSample
        }
        await store.receive(.searchSuccess([Int].testSample)) {
            $0.searchInFlight = 0
            $0.searchValue = [Int].testSample
        }
        await store.finish()
    }

    // MARK: fetch

    /// Whether `fetch`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func fetchStarts(_ store: ReduxTesting.TestStore<Drawn09State, Drawn09Action>, _ service: Drawn09ServiceMock) async -> Bool {
        guard Drawn09Reducer.shouldStartFetch(store.state) else {
            await store.send(.fetch(String.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "fetch was called although its when: is false")
            return false
        }
        return true
    }

    func testFetchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch(String.testSample)) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(Int.testSample))
        await store.receive(.fetchSuccess(String.testSample, Int.testSample)) {
            $0.fetchInFlight = 0
            $0.fetchStatus = .succeeded
            $0.fetchValue = Int.testSample
        }
        await store.receive(.poke)
        await store.finish()
    }

    func testFetchFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch(String.testSample)) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        var deadline = clock.now
        for attempt in 0...Drawn09Spec.fetchRetry.attempts {
            await clock.waitForSleeper(wakingAt: deadline.advanced(by: Drawn09Spec.fetchTimeout))
            let mark = clock.sleepMark
            service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
            guard attempt < Drawn09Spec.fetchRetry.attempts && Drawn09Spec.fetchRetry.backoff > .zero else { continue }
            deadline = deadline.advanced(by: Drawn09Spec.fetchRetry.delay(beforeRetry: attempt + 1))
            await clock.waitForOnlySleeper(wakingAt: deadline, sleepingSince: mark)
            await clock.advance(to: deadline)
        }
        await store.receive(.fetchFailure(String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.fetchInFlight = 0
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.fetchError = ReduxRuntime.RequestError.testSample
        }
        await store.finish()
    }

    func testFetchAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.fetchSuccess(String.testSample, Int.testSample))
        await store.send(.fetchFailure(String.testSample, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testFetchTimesOut() async {
        let (store, service, clock) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch(String.testSample)) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn09Spec.fetchTimeout)
        for retry in 1...Drawn09Spec.fetchRetry.attempts {
            await clock.waitForSleepers(1)
            await clock.advance(by: Drawn09Spec.fetchRetry.delay(beforeRetry: retry))
            await clock.waitForSleepers(1)
            await clock.advance(by: Drawn09Spec.fetchTimeout)
        }
        await store.receive(.fetchFailure(String.testSample, ReduxRuntime.RequestError.timedOut(after: Drawn09Spec.fetchTimeout))) {
            $0.fetchInFlight = 0
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn09Spec.fetchTimeout))
            $0.fetchError = ReduxRuntime.RequestError.timedOut(after: Drawn09Spec.fetchTimeout)
        }
        await store.finish()
    }

    func testFetchKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, clock) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch(String.testSample)) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        var deadline = clock.now
        for attempt in 0...Drawn09Spec.fetchRetry.attempts {
            await clock.waitForSleeper(wakingAt: deadline.advanced(by: Drawn09Spec.fetchTimeout))
            let mark = clock.sleepMark
            service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
            guard attempt < Drawn09Spec.fetchRetry.attempts && Drawn09Spec.fetchRetry.backoff > .zero else { continue }
            deadline = deadline.advanced(by: Drawn09Spec.fetchRetry.delay(beforeRetry: attempt + 1))
            await clock.waitForOnlySleeper(wakingAt: deadline, sleepingSince: mark)
            await clock.advance(to: deadline)
        }
        await store.receive(.fetchFailure(String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.fetchInFlight = 0
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.fetchError = ReduxRuntime.RequestError.testSample
        }
        await store.send(.fetch(String.testSample)) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(Int.testSample))
        await store.receive(.fetchSuccess(String.testSample, Int.testSample)) {
            $0.fetchInFlight = 0
            $0.fetchStatus = .succeeded
            $0.fetchValue = Int.testSample
        }
        await store.receive(.poke)
        await store.finish()
    }

    func testFetchQueuedCallsEachApplyTheirAnswer() async {
        guard Drawn09Spec.fetchPolicy == .queue else {
            return XCTFail("The request fetch (\(Drawn09Spec.fetchDeclaration)) has the policy \(Drawn09Spec.fetchPolicy) now, and this test is of queue: delete it, or make it test the new policy")
        }
        let (store, service, clock) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch(String.testSample)) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        await store.send(.fetch(String.testSample)) {
            $0.fetchInFlight = 2
        }
        var deadline = clock.now
        for attempt in 0...Drawn09Spec.fetchRetry.attempts {
            await clock.waitForSleeper(wakingAt: deadline.advanced(by: Drawn09Spec.fetchTimeout))
            let mark = clock.sleepMark
            service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
            guard attempt < Drawn09Spec.fetchRetry.attempts && Drawn09Spec.fetchRetry.backoff > .zero else { continue }
            deadline = deadline.advanced(by: Drawn09Spec.fetchRetry.delay(beforeRetry: attempt + 1))
            await clock.waitForOnlySleeper(wakingAt: deadline, sleepingSince: mark)
            await clock.advance(to: deadline)
        }
        service.fetchAnswers.answer(.success(Int.testSample))
        await store.receive(.fetchFailure(String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.fetchError = ReduxRuntime.RequestError.testSample
        }
        await store.receive(.fetchSuccess(String.testSample, Int.testSample)) {
            $0.fetchInFlight = 0
            $0.fetchValue = Int.testSample
        }
        await store.receive(.poke)
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
}
