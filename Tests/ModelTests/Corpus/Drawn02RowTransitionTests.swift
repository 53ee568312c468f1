// Drawn02RowTransitionTests.swift
// Written once by reduxgen from Drawn02Row.yaml (--tests); from now on this file is yours.
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
final class Drawn02RowTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn02RowState, Drawn02RowAction>, Drawn02RowServiceMock, ReduxTesting.TestClock) {
        let service = Drawn02RowServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn02RowState(id: Int.testSample),
            reducer: Drawn02RowReducer.reduce,
            middlewares: [Drawn02RowLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: rate

    func testRateGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(String.testSample)) {
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success([Int].testSample))
        await store.receive(.rateSuccess([Int].testSample)) {
            $0.rateStatus = .succeeded
            $0.rateItems.append(contentsOf: [Int].testSample)
        }
        await store.receive(.poke)
        await store.finish()
    }

    func testRateGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(String.testSample)) {
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.rateFailure(ReduxRuntime.RequestError.testSample)) {
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testRateAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.rateSuccess([Int].testSample))
        await store.send(.rateFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testRateIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(String.testSample)) {
            $0.rateStatus = .loading
        }
        await store.send(.cancelRate) {
            $0.rateStatus = .idle
        }
        service.rateAnswers.answer(.success([Int].testSample))
        await store.finish()
    }

    func testRateLatestCallSupersedesTheOneInFlight() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(String.testSample)) {
            $0.rateStatus = .loading
        }
        await service.rateAnswers.waitForCalls(waiting: 1)
        await store.send(.rate(String.testSample))
        await service.rateAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.rateAnswers.answer(.success([Int].testSample))
        await store.receive(.rateSuccess([Int].testSample)) {
            $0.rateStatus = .succeeded
            $0.rateItems.append(contentsOf: [Int].testSample)
        }
        await store.receive(.poke)
        await store.finish()
    }

    // MARK: search

    func testSearchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.search) {
            $0.searchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(1))
        service.searchAnswers.answer(.success([Item].testSample))
        await store.receive(.searchSuccess([Item].testSample)) {
            $0.searchStatus = .succeeded
            $0.searchItems.append(contentsOf: [Item].testSample)
        }
        await store.finish()
    }

    func testSearchGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        await store.send(.search) {
            $0.searchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(1))
        service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.searchFailure(ReduxRuntime.RequestError.testSample)) {
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSearchAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.searchSuccess([Item].testSample))
        await store.send(.searchFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSearchTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.search) {
            $0.searchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(1))
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(5))
        await store.receive(.searchFailure(ReduxRuntime.RequestError.timedOut(after: .seconds(5)))) {
            $0.searchStatus = .failed(ReduxRuntime.RequestError.timedOut(after: .seconds(5)))
        }
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
