// Drawn03RowTransitionTests.swift
// Written once by reduxgen from Drawn03Row.yaml (--tests); from now on this file is yours.
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
final class Drawn03RowTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn03RowState, Drawn03RowAction>, Drawn03RowServiceMock, ReduxTesting.TestClock) {
        let service = Drawn03RowServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn03RowState(id: Int.testSample),
            reducer: Drawn03RowReducer.reduce,
            middlewares: [Drawn03RowLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: submit

    /// Whether `submit`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func submitStarts(_ store: ReduxTesting.TestStore<Drawn03RowState, Drawn03RowAction>, _ service: Drawn03RowServiceMock) async -> Bool {
        guard Drawn03RowReducer.shouldStartSubmit(store.state) else {
            await store.send(.submit)
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "submit was called although its when: is false")
            return false
        }
        return true
    }

    func testSubmitGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success(String.testSample))
        await store.receive(.submitSuccess(id: store.state.id, page: store.state.page, String.testSample)) {
            $0.submitStatus = .succeeded
            $0.submitValue = String.testSample
        }
        await store.receive(.rate) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(()))
        await store.receive(.rateSuccess(id: store.state.id, ready: store.state.ready)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
        }
        await store.finish()
    }

    func testSubmitGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.submitFailure(id: store.state.id, page: store.state.page, ModelFailure.testSample)) {
            $0.submitStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testSubmitTimesOut() async {
        let (store, service, clock) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit) {
            $0.submitStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn03RowSpec.submitTimeout)
        await store.receive(.submitFailure(id: store.state.id, page: store.state.page, ModelFailure.timedOut(after: Drawn03RowSpec.submitTimeout))) {
            $0.submitStatus = .failed(ModelFailure.timedOut(after: Drawn03RowSpec.submitTimeout))
        }
        await store.finish()
    }

    func testSubmitLatestCallSupersedesTheOneInFlight() async {
        guard Drawn03RowSpec.submitPolicy == .latest else {
            return XCTFail("The request submit (\(Drawn03RowSpec.submitDeclaration)) has the policy \(Drawn03RowSpec.submitPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit) {
            $0.submitStatus = .loading
        }
        await service.submitAnswers.waitForCalls(waiting: 1)
        await store.send(.submit)
        await service.submitAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.submitAnswers.answer(.success(String.testSample))
        await store.receive(.submitSuccess(id: store.state.id, page: store.state.page, String.testSample)) {
            $0.submitStatus = .succeeded
            $0.submitValue = String.testSample
        }
        await store.receive(.rate) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(()))
        await store.receive(.rateSuccess(id: store.state.id, ready: store.state.ready)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
        }
        await store.finish()
    }

    func testSubmitIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success(String.testSample))
        await store.receive(.submitSuccess(id: store.state.id, page: store.state.page, String.testSample)) {
            $0.submitStatus = .succeeded
            $0.submitValue = String.testSample
        }
        await store.receive(.rate) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(()))
        await store.receive(.rateSuccess(id: store.state.id, ready: store.state.ready)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
        }
        await store.send(.submit) {
            $0.submitStatus = .loading
        }
        await store.receive(.submitSuccess(id: store.state.id, page: store.state.page, String.testSample)) {
            $0.submitStatus = .succeeded
            $0.submitValue = String.testSample
        }
        await store.receive(.rate) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(()))
        await store.receive(.rateSuccess(id: store.state.id, ready: store.state.ready)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
        }
        await store.send(.forceSubmit) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success(String.testSample))
        await store.receive(.submitSuccess(id: store.state.id, page: store.state.page, String.testSample)) {
            $0.submitStatus = .succeeded
            $0.submitValue = String.testSample
        }
        await store.receive(.rate) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(()))
        await store.receive(.rateSuccess(id: store.state.id, ready: store.state.ready)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
        }
        await clock.advance(by: Drawn03RowSpec.submitCacheLifetime)
        await store.send(.submit) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success(String.testSample))
        await store.receive(.submitSuccess(id: store.state.id, page: store.state.page, String.testSample)) {
            $0.submitStatus = .succeeded
            $0.submitValue = String.testSample
        }
        await store.receive(.rate) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(()))
        await store.receive(.rateSuccess(id: store.state.id, ready: store.state.ready)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
        }
        await store.finish()
    }

    // MARK: rate

    func testRateGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.rate) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(()))
        await store.receive(.rateSuccess(id: store.state.id, ready: store.state.ready)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
        }
        await store.finish()
    }

    func testRateGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.rate) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.rateFailure(id: store.state.id, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.rateError = ReduxRuntime.RequestError.testSample
        }
        await store.finish()
    }

    func testRateAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.rateSuccess(id: store.state.id, ready: store.state.ready))
        await store.send(.rateFailure(id: store.state.id, ready: store.state.ready, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testRateKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        await store.send(.rate) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.rateFailure(id: store.state.id, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.rateError = ReduxRuntime.RequestError.testSample
        }
        await store.send(.rate) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(()))
        await store.receive(.rateSuccess(id: store.state.id, ready: store.state.ready)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
        }
        await store.finish()
    }

    func testRateConcurrentCallsEachApplyTheirAnswer() async {
        guard Drawn03RowSpec.ratePolicy == .concurrent else {
            return XCTFail("The request rate (\(Drawn03RowSpec.rateDeclaration)) has the policy \(Drawn03RowSpec.ratePolicy) now, and this test is of concurrent: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.rate) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        await service.rateAnswers.waitForCalls(waiting: 1)
        await store.send(.rate) {
            $0.rateInFlight = 2
        }
        await service.rateAnswers.waitForCalls(waiting: 2)
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.rateFailure(id: store.state.id, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.rateInFlight = 1
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.rateError = ReduxRuntime.RequestError.testSample
        }
        service.rateAnswers.answer(.success(()))
        await store.receive(.rateSuccess(id: store.state.id, ready: store.state.ready)) {
            $0.rateInFlight = 0
        }
        await store.finish()
    }

    func testRatePollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingRate)
        await store.receive(.rate) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(()))
        await store.receive(.rateSuccess(id: store.state.id, ready: store.state.ready)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn03RowSpec.ratePollInterval))
        await clock.advance(by: Drawn03RowSpec.ratePollInterval)
        await store.receive(.rate) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(()))
        await store.receive(.rateSuccess(id: store.state.id, ready: store.state.ready)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
        }
        await store.send(.stopPollingRate)
        await store.finish()
    }

    // MARK: bindings and triggers (page, ready, poke → submit, bump → rate)

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

    func testPokeStartsSubmit() async {
        let (store, service, _) = makeStore()
        await store.send(.poke)
        // submit's when: decides whether the follow-up calls the service.
        let submitCalls = Drawn03RowReducer.shouldStartSubmit(store.state)
        await store.receive(.submit) {
            if submitCalls {
                $0.submitStatus = .loading
            }
        }
        if submitCalls {
            service.submitAnswers.answer(.success(String.testSample))
            await store.receive(.submitSuccess(id: store.state.id, page: store.state.page, String.testSample)) {
                $0.submitStatus = .succeeded
                $0.submitValue = String.testSample
            }
            await store.receive(.rate) {
                $0.rateInFlight = 1
                $0.rateStatus = .loading
            }
            service.rateAnswers.answer(.success(()))
            await store.receive(.rateSuccess(id: store.state.id, ready: store.state.ready)) {
                $0.rateInFlight = 0
                $0.rateStatus = .succeeded
            }
        }
        await store.finish()
    }

    func testBumpStartsRate() async {
        let (store, service, _) = makeStore()
        await store.send(.bump)
        await store.receive(.rate) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(()))
        await store.receive(.rateSuccess(id: store.state.id, ready: store.state.ready)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
        }
        await store.finish()
    }
}
