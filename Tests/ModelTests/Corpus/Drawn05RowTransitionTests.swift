// Drawn05RowTransitionTests.swift
// Written once by reduxgen from Drawn05Row.yaml (--tests); from now on this file is yours.
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
final class Drawn05RowTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn05RowState, Drawn05RowAction>, Drawn05RowServiceMock, ReduxTesting.TestClock) {
        let service = Drawn05RowServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn05RowState(id: Int.testSample),
            reducer: Drawn05RowReducer.reduce,
            middlewares: [Drawn05RowLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: lookup

    func testLookupGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup(String.testSample)) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success(()))
        await store.receive(.lookupSuccess(String.testSample, id: store.state.id)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .succeeded
        }
        await store.finish()
    }

    func testLookupFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.lookup(String.testSample)) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        var deadline = clock.now
        for attempt in 0...Drawn05RowSpec.lookupRetry.attempts {
            await clock.waitForSleeper(wakingAt: deadline.advanced(by: Drawn05RowSpec.lookupTimeout))
            let mark = clock.sleepMark
            service.lookupAnswers.answer(.failure(ModelFailure.testSample))
            guard attempt < Drawn05RowSpec.lookupRetry.attempts && Drawn05RowSpec.lookupRetry.backoff > .zero else { continue }
            deadline = deadline.advanced(by: Drawn05RowSpec.lookupRetry.delay(beforeRetry: attempt + 1))
            await clock.waitForOnlySleeper(wakingAt: deadline, sleepingSince: mark)
            await clock.advance(to: deadline)
        }
        await store.receive(.lookupFailure(String.testSample, id: store.state.id, ModelFailure.testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testLookupAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.lookupSuccess(String.testSample, id: store.state.id))
        await store.send(.lookupFailure(String.testSample, id: store.state.id, ModelFailure.testSample))
        await store.finish()
    }

    func testLookupTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.lookup(String.testSample)) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn05RowSpec.lookupTimeout)
        for retry in 1...Drawn05RowSpec.lookupRetry.attempts {
            await clock.waitForSleepers(1)
            await clock.advance(by: Drawn05RowSpec.lookupRetry.delay(beforeRetry: retry))
            await clock.waitForSleepers(1)
            await clock.advance(by: Drawn05RowSpec.lookupTimeout)
        }
        await store.receive(.lookupFailure(String.testSample, id: store.state.id, ModelFailure.timedOut(after: Drawn05RowSpec.lookupTimeout))) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .failed(ModelFailure.timedOut(after: Drawn05RowSpec.lookupTimeout))
        }
        await store.finish()
    }

    func testLookupConcurrentCallsEachApplyTheirAnswer() async {
        guard Drawn05RowSpec.lookupPolicy == .concurrent else {
            return XCTFail("The request lookup (\(Drawn05RowSpec.lookupDeclaration)) has the policy \(Drawn05RowSpec.lookupPolicy) now, and this test is of concurrent: delete it, or make it test the new policy")
        }
        let (store, service, clock) = makeStore()
        await store.send(.lookup(String.testSample)) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        await service.lookupAnswers.waitForCalls(waiting: 1)
        await store.send(.lookup(String.testSample)) {
            $0.lookupInFlight = 2
        }
        await service.lookupAnswers.waitForCalls(waiting: 2)
        service.lookupAnswers.answer(.success(()))
        await store.receive(.lookupSuccess(String.testSample, id: store.state.id)) {
            $0.lookupInFlight = 1
        }
        var deadline = clock.now
        for attempt in 0...Drawn05RowSpec.lookupRetry.attempts {
            await clock.waitForSleeper(wakingAt: deadline.advanced(by: Drawn05RowSpec.lookupTimeout))
            let mark = clock.sleepMark
            service.lookupAnswers.answer(.failure(ModelFailure.testSample))
            guard attempt < Drawn05RowSpec.lookupRetry.attempts && Drawn05RowSpec.lookupRetry.backoff > .zero else { continue }
            deadline = deadline.advanced(by: Drawn05RowSpec.lookupRetry.delay(beforeRetry: attempt + 1))
            await clock.waitForOnlySleeper(wakingAt: deadline, sleepingSince: mark)
            await clock.advance(to: deadline)
        }
        await store.receive(.lookupFailure(String.testSample, id: store.state.id, ModelFailure.testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    // MARK: search

    func testSearchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.search(count: Int.testSample, text: String.testSample)) {
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(()))
        await store.receive(.searchSuccess(count: Int.testSample, text: String.testSample, id: store.state.id)) {
            $0.searchStatus = .succeeded
        }
        await store.receive(.poke)
        await store.finish()
    }

    func testSearchFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.search(count: Int.testSample, text: String.testSample)) {
            $0.searchStatus = .loading
        }
        for _ in 0...Drawn05RowSpec.searchRetry.attempts { service.searchAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...Drawn05RowSpec.searchRetry.attempts where Drawn05RowSpec.searchRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn05RowSpec.searchRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.searchFailure(count: Int.testSample, text: String.testSample, id: store.state.id, ModelFailure.testSample)) {
            $0.searchStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testSearchIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.search(count: Int.testSample, text: String.testSample)) {
            $0.searchStatus = .loading
        }
        await store.send(.cancelSearch) {
            $0.searchStatus = .idle
        }
        service.searchAnswers.answer(.success(()))
        await store.finish()
    }

    func testSearchErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        await store.send(.search(count: Int.testSample, text: String.testSample)) {
            $0.searchStatus = .loading
        }
        for _ in 0...Drawn05RowSpec.searchRetry.attempts { service.searchAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...Drawn05RowSpec.searchRetry.attempts where Drawn05RowSpec.searchRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn05RowSpec.searchRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.searchFailure(count: Int.testSample, text: String.testSample, id: store.state.id, ModelFailure.testSample)) {
            $0.searchStatus = .failed(ModelFailure.testSample)
        }
        await store.send(.dismissSearchError) {
            $0.searchStatus = .idle
        }
        await store.finish()
    }

    func testSearchLatestCallSupersedesTheOneInFlight() async {
        guard Drawn05RowSpec.searchPolicy == .latest else {
            return XCTFail("The request search (\(Drawn05RowSpec.searchDeclaration)) has the policy \(Drawn05RowSpec.searchPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.search(count: Int.testSample, text: String.testSample)) {
            $0.searchStatus = .loading
        }
        await service.searchAnswers.waitForCalls(waiting: 1)
        await store.send(.search(count: Int.testSample, text: String.testSample))
        await service.searchAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.searchAnswers.answer(.success(()))
        await store.receive(.searchSuccess(count: Int.testSample, text: String.testSample, id: store.state.id)) {
            $0.searchStatus = .succeeded
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
}
