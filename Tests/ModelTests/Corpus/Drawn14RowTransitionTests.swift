// Drawn14RowTransitionTests.swift
// Written once by reduxgen from Drawn14Row.yaml (--tests); from now on this file is yours.
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
final class Drawn14RowTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn14RowState, Drawn14RowAction>, Drawn14RowServiceMock, ReduxTesting.TestClock) {
        let service = Drawn14RowServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn14RowState(id: Int.testSample),
            reducer: Drawn14RowReducer.reduce,
            middlewares: [Drawn14RowLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: rate

    func testRateGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.rate) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(Item.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
            $0.rateItems.insert(Item.testSample, at: 0)
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
        await store.receive(.rateFailure(ReduxRuntime.RequestError.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testRateAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.rateSuccess(Item.testSample))
        await store.send(.rateFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testRateErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.rate) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.rateFailure(ReduxRuntime.RequestError.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissRateError) {
            $0.rateStatus = .idle
        }
        await store.finish()
    }

    func testRateConcurrentCallsEachApplyTheirAnswer() async {
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
        await store.receive(.rateFailure(ReduxRuntime.RequestError.testSample)) {
            $0.rateInFlight = 1
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(Item.testSample)) {
            $0.rateInFlight = 0
            $0.rateItems.insert(Item.testSample, at: 0)
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
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(Item.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
            $0.rateItems.insert(Item.testSample, at: 0)
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: .seconds(2)))
        await clock.advance(by: .seconds(2))
        await store.receive(.rate) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(Item.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
            $0.rateItems.insert(Item.testSample, at: 0)
        }
        await store.send(.stopPollingRate)
        await store.finish()
    }

    // MARK: lookup

    func testLookupGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupSuccess([Item].testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupValue = [Item].testSample
        }
        await store.receive(.bump)
        await store.receive(.rate) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(Item.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
            $0.rateItems.insert(Item.testSample, at: 0)
        }
        await store.finish()
    }

    func testLookupGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.lookupFailure(ReduxRuntime.RequestError.testSample)) {
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testLookupAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.lookupSuccess([Item].testSample))
        await store.send(.lookupFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testLookupLatestCallSupersedesTheOneInFlight() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            $0.lookupStatus = .loading
        }
        await service.lookupAnswers.waitForCalls(waiting: 1)
        await store.send(.lookup)
        await service.lookupAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupSuccess([Item].testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupValue = [Item].testSample
        }
        await store.receive(.bump)
        await store.receive(.rate) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(Item.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
            $0.rateItems.insert(Item.testSample, at: 0)
        }
        await store.finish()
    }

    // MARK: bindings and triggers (page, setPage → lookup, ready)

    func testSetPageAssignsPage() async {
        let (store, service, _) = makeStore()
        await store.send(.setPage(Int.testSample)) {
            $0.page = Int.testSample
        }
        await store.receive(.lookup) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupSuccess([Item].testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupValue = [Item].testSample
        }
        await store.receive(.bump)
        await store.receive(.rate) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(Item.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
            $0.rateItems.insert(Item.testSample, at: 0)
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
