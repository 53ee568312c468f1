// Drawn04RowTransitionTests.swift
// Written once by reduxgen from Drawn04Row.yaml (--tests); from now on this file is yours.
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
final class Drawn04RowTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn04RowState, Drawn04RowAction>, Drawn04RowServiceMock, ReduxTesting.TestClock) {
        let service = Drawn04RowServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn04RowState(id: Int.testSample),
            reducer: Drawn04RowReducer.reduce,
            middlewares: [Drawn04RowLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
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
        await store.finish()
    }

    func testLookupFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.lookup) {
            $0.lookupStatus = .loading
        }
        for _ in 0...1 { service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...1 {
            deadline = deadline.advanced(by: ReduxRuntime.RetryPolicy(attempts: 1, backoff: .seconds(1)).delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
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

    func testLookupIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            $0.lookupStatus = .loading
        }
        await store.send(.cancelLookup) {
            $0.lookupStatus = .idle
        }
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.finish()
    }

    func testLookupErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        await store.send(.lookup) {
            $0.lookupStatus = .loading
        }
        for _ in 0...1 { service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...1 {
            deadline = deadline.advanced(by: ReduxRuntime.RetryPolicy(attempts: 1, backoff: .seconds(1)).delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.lookupFailure(ReduxRuntime.RequestError.testSample)) {
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissLookupError) {
            $0.lookupStatus = .idle
        }
        await store.finish()
    }

    func testLookupCallWhileOneIsInFlightIsDropped() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            $0.lookupStatus = .loading
        }
        await service.lookupAnswers.waitForCalls(waiting: 1)
        await store.send(.lookup)
        service.lookupAnswers.answer(.success([Item].testSample))
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.lookupSuccess([Item].testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupValue = [Item].testSample
        }
        await store.finish()
    }

    // MARK: archive

    func testArchiveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.archive) {
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success(Item.testSample))
        await store.receive(.archiveSuccess(Item.testSample)) {
            $0.archiveStatus = .succeeded
            $0.archiveItems.upsert(Item.testSample)
        }
        await store.receive(.lookup) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupSuccess([Item].testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupValue = [Item].testSample
        }
        await store.finish()
    }

    func testArchiveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.archive) {
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.archiveFailure(ReduxRuntime.RequestError.testSample)) {
            $0.archiveStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testArchiveAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.archiveSuccess(Item.testSample))
        await store.send(.archiveFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testArchiveIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.archive) {
            $0.archiveStatus = .loading
        }
        await store.send(.cancelArchive) {
            $0.archiveStatus = .idle
        }
        service.archiveAnswers.answer(.success(Item.testSample))
        await store.finish()
    }

    func testArchiveLatestCallSupersedesTheOneInFlight() async {
        let (store, service, _) = makeStore()
        await store.send(.archive) {
            $0.archiveStatus = .loading
        }
        await service.archiveAnswers.waitForCalls(waiting: 1)
        await store.send(.archive)
        await service.archiveAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.archiveAnswers.answer(.success(Item.testSample))
        await store.receive(.archiveSuccess(Item.testSample)) {
            $0.archiveStatus = .succeeded
            $0.archiveItems.upsert(Item.testSample)
        }
        await store.receive(.lookup) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupSuccess([Item].testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupValue = [Item].testSample
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

    func testSetReadyAssignsReady() async {
        let (store, _, _) = makeStore()
        await store.send(.setReady(Bool.testSample)) {
            $0.ready = Bool.testSample
        }
        await store.finish()
    }
}
