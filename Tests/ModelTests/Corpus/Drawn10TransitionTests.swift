// Drawn10TransitionTests.swift
// Written once by reduxgen from Drawn10.yaml (--tests); from now on this file is yours.
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
final class Drawn10TransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn10State, Drawn10Action>, Drawn10ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn10ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn10State(),
            reducer: Drawn10Reducer.reduce,
            middlewares: [Drawn10Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: rate

    func testRateGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.rate) {
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(Item.testSample)) {
            $0.rateStatus = .succeeded
            $0.rateItems.insert(Item.testSample, at: 0)
        }
        await store.receive(.poke)
        await store.receive(.lookup) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupSuccess([Item].testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupItems.insert(contentsOf: [Item].testSample, at: 0)
        }
        await store.finish()
    }

    func testRateFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.rate) {
            $0.rateStatus = .loading
        }
        for _ in 0...1 { service.rateAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...1 {
            deadline = deadline.advanced(by: ReduxRuntime.RetryPolicy(attempts: 1, backoff: .seconds(0.25)).delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.rateFailure(ModelFailure.testSample)) {
            $0.rateStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testRateAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.rateSuccess(Item.testSample))
        await store.send(.rateFailure(ModelFailure.testSample))
        await store.finish()
    }

    func testRateIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.rate) {
            $0.rateStatus = .loading
        }
        await store.send(.cancelRate) {
            $0.rateStatus = .idle
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.finish()
    }

    func testRateLatestCallSupersedesTheOneInFlight() async {
        let (store, service, _) = makeStore()
        await store.send(.rate) {
            $0.rateStatus = .loading
        }
        await service.rateAnswers.waitForCalls(waiting: 1)
        await store.send(.rate)
        await service.rateAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(Item.testSample)) {
            $0.rateStatus = .succeeded
            $0.rateItems.insert(Item.testSample, at: 0)
        }
        await store.receive(.poke)
        await store.receive(.lookup) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupSuccess([Item].testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupItems.insert(contentsOf: [Item].testSample, at: 0)
        }
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
            $0.lookupItems.insert(contentsOf: [Item].testSample, at: 0)
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
            $0.lookupItems.insert(contentsOf: [Item].testSample, at: 0)
        }
        await store.finish()
    }

    func testLookupPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingLookup)
        await store.receive(.lookup) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupSuccess([Item].testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupItems.insert(contentsOf: [Item].testSample, at: 0)
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: .seconds(5)))
        await clock.advance(by: .seconds(5))
        await store.receive(.lookup) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupSuccess([Item].testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupItems.insert(contentsOf: [Item].testSample, at: 0)
        }
        await store.send(.stopPollingLookup)
        await store.finish()
    }

    // MARK: post

    /// Whether `post`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func postStarts(_ store: ReduxTesting.TestStore<Drawn10State, Drawn10Action>, _ service: Drawn10ServiceMock) async -> Bool {
        guard Drawn10Reducer.shouldStartPost(store.state) else {
            await store.send(.post(count: Int.testSample, ref: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "post was called although its when: is false")
            return false
        }
        return true
    }

    func testPostGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        guard await postStarts(store, service) else { return }
        await store.send(.post(count: Int.testSample, ref: Int.testSample)) {
            $0.postStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(1))
        service.postAnswers.answer(.success([Int].testSample))
        await store.receive(.postSuccess([Int].testSample)) {
            $0.postStatus = .succeeded
            $0.postValue = [Int].testSample
        }
        await store.finish()
    }

    func testPostGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        guard await postStarts(store, service) else { return }
        await store.send(.post(count: Int.testSample, ref: Int.testSample)) {
            $0.postStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(1))
        service.postAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.postFailure(ReduxRuntime.RequestError.testSample)) {
            $0.postStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testPostAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.postSuccess([Int].testSample))
        await store.send(.postFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testPostIsCancelled() async {
        let (store, service, clock) = makeStore()
        guard await postStarts(store, service) else { return }
        await store.send(.post(count: Int.testSample, ref: Int.testSample)) {
            $0.postStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(1))
        await store.send(.cancelPost) {
            $0.postStatus = .idle
        }
        service.postAnswers.answer(.success([Int].testSample))
        await store.finish()
    }

    // MARK: bindings and triggers (page, setPage → rate, ready, setReady → lookup)

    func testSetPageAssignsPage() async {
        let (store, service, _) = makeStore()
        await store.send(.setPage(Int.testSample)) {
            $0.page = Int.testSample
        }
        await store.receive(.rate) {
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(Item.testSample)) {
            $0.rateStatus = .succeeded
            $0.rateItems.insert(Item.testSample, at: 0)
        }
        await store.receive(.poke)
        await store.receive(.lookup) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupSuccess([Item].testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupItems.insert(contentsOf: [Item].testSample, at: 0)
        }
        await store.finish()
    }

    func testSetReadyAssignsReady() async {
        let (store, service, _) = makeStore()
        await store.send(.setReady(Bool.testSample)) {
            $0.ready = Bool.testSample
        }
        await store.receive(.lookup) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupSuccess([Item].testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupItems.insert(contentsOf: [Item].testSample, at: 0)
        }
        await store.finish()
    }
}
