// Drawn11TransitionTests.swift
// Written once by reduxgen from Drawn11.yaml (--tests); from now on this file is yours.
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
final class Drawn11TransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn11State, Drawn11Action>, Drawn11ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn11ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn11State(),
            reducer: Drawn11Reducer.reduce,
            middlewares: [Drawn11Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: lookup

    func testLookupGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            if !$0.lookupStatus.isLoading, let prediction = Drawn11Reducer.predictLookup(in: $0) {
                $0.lookupPredictions.predict(prediction, prependingTo: &$0.lookupItems, for: ())
            }
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success(Int.testSample))
        await store.receive(.lookupSuccess(Int.testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupPredictions.confirm(Int.testSample, prependingTo: &$0.lookupItems)
        }
        await store.finish()
    }

    func testLookupGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            if !$0.lookupStatus.isLoading, let prediction = Drawn11Reducer.predictLookup(in: $0) {
                $0.lookupPredictions.predict(prediction, prependingTo: &$0.lookupItems, for: ())
            }
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.lookupFailure(ModelFailure.testSample)) {
            $0.lookupStatus = .failed(ModelFailure.testSample)
            $0.lookupPredictions.rollBack(in: &$0.lookupItems)
        }
        await store.finish()
    }

    func testLookupAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.lookupSuccess(Int.testSample))
        await store.send(.lookupFailure(ModelFailure.testSample))
        await store.finish()
    }

    func testLookupIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            if !$0.lookupStatus.isLoading, let prediction = Drawn11Reducer.predictLookup(in: $0) {
                $0.lookupPredictions.predict(prediction, prependingTo: &$0.lookupItems, for: ())
            }
            $0.lookupStatus = .loading
        }
        await store.send(.cancelLookup) {
            $0.lookupStatus = .idle
            $0.lookupPredictions.rollBackAll(in: &$0.lookupItems)
        }
        service.lookupAnswers.answer(.success(Int.testSample))
        await store.finish()
    }

    func testLookupErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            if !$0.lookupStatus.isLoading, let prediction = Drawn11Reducer.predictLookup(in: $0) {
                $0.lookupPredictions.predict(prediction, prependingTo: &$0.lookupItems, for: ())
            }
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.lookupFailure(ModelFailure.testSample)) {
            $0.lookupStatus = .failed(ModelFailure.testSample)
            $0.lookupPredictions.rollBack(in: &$0.lookupItems)
        }
        await store.send(.dismissLookupError) {
            $0.lookupStatus = .idle
        }
        await store.finish()
    }

    func testLookupCallWhileOneIsInFlightIsDropped() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            if !$0.lookupStatus.isLoading, let prediction = Drawn11Reducer.predictLookup(in: $0) {
                $0.lookupPredictions.predict(prediction, prependingTo: &$0.lookupItems, for: ())
            }
            $0.lookupStatus = .loading
        }
        await service.lookupAnswers.waitForCalls(waiting: 1)
        await store.send(.lookup) {
            if !$0.lookupStatus.isLoading, let prediction = Drawn11Reducer.predictLookup(in: $0) {
                $0.lookupPredictions.predict(prediction, prependingTo: &$0.lookupItems, for: ())
            }
        }
        service.lookupAnswers.answer(.success(Int.testSample))
        service.lookupAnswers.answer(.failure(ModelFailure.testSample))  // for a second call, which is never made
        await store.receive(.lookupSuccess(Int.testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupPredictions.confirm(Int.testSample, prependingTo: &$0.lookupItems)
        }
        await store.finish()
    }

    func testLookupPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingLookup)
        await store.receive(.lookup) {
            if !$0.lookupStatus.isLoading, let prediction = Drawn11Reducer.predictLookup(in: $0) {
                $0.lookupPredictions.predict(prediction, prependingTo: &$0.lookupItems, for: ())
            }
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success(Int.testSample))
        await store.receive(.lookupSuccess(Int.testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupPredictions.confirm(Int.testSample, prependingTo: &$0.lookupItems)
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: .seconds(2)))
        await clock.advance(by: .seconds(2))
        await store.receive(.lookup) {
            if !$0.lookupStatus.isLoading, let prediction = Drawn11Reducer.predictLookup(in: $0) {
                $0.lookupPredictions.predict(prediction, prependingTo: &$0.lookupItems, for: ())
            }
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success(Int.testSample))
        await store.receive(.lookupSuccess(Int.testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupPredictions.confirm(Int.testSample, prependingTo: &$0.lookupItems)
        }
        await store.send(.stopPollingLookup)
        await store.finish()
    }

    // MARK: search

    /// Whether `search`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func searchStarts(_ store: ReduxTesting.TestStore<Drawn11State, Drawn11Action>, _ service: Drawn11ServiceMock) async -> Bool {
        guard Drawn11Reducer.shouldStartSearch(store.state) else {
            await store.send(.search(Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "search was called although its when: is false")
            return false
        }
        return true
    }

    func testSearchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await searchStarts(store, service) else { return }
        await store.send(.search(Int.testSample)) {
            if let prediction = Drawn11Reducer.predictSearch(Int.testSample, in: $0) {
                $0.searchPredictions.predict(prediction, prependingTo: &$0.searchItems, for: ())
            }
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchSuccess(Int.testSample, [Int].testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
            $0.searchPredictions.confirm([Int].testSample, prependingTo: &$0.searchItems)
        }
        await store.finish()
    }

    func testSearchFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        guard await searchStarts(store, service) else { return }
        await store.send(.search(Int.testSample)) {
            if let prediction = Drawn11Reducer.predictSearch(Int.testSample, in: $0) {
                $0.searchPredictions.predict(prediction, prependingTo: &$0.searchItems, for: ())
            }
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        for _ in 0...2 { service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...2 {
            deadline = deadline.advanced(by: ReduxRuntime.RetryPolicy(attempts: 2, backoff: .seconds(1)).delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.searchFailure(Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.searchPredictions.rollBack(in: &$0.searchItems)
        }
        await store.finish()
    }

    func testSearchAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.searchSuccess(Int.testSample, [Int].testSample))
        await store.send(.searchFailure(Int.testSample, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSearchTimesOut() async {
        let (store, service, clock) = makeStore()
        guard await searchStarts(store, service) else { return }
        await store.send(.search(Int.testSample)) {
            if let prediction = Drawn11Reducer.predictSearch(Int.testSample, in: $0) {
                $0.searchPredictions.predict(prediction, prependingTo: &$0.searchItems, for: ())
            }
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(2))
        for retry in 1...2 {
            await clock.waitForSleepers(1)
            await clock.advance(by: ReduxRuntime.RetryPolicy(attempts: 2, backoff: .seconds(1)).delay(beforeRetry: retry))
            await clock.waitForSleepers(1)
            await clock.advance(by: .seconds(2))
        }
        await store.receive(.searchFailure(Int.testSample, ReduxRuntime.RequestError.timedOut(after: .seconds(2)))) {
            $0.searchInFlight = 0
            $0.searchStatus = .failed(ReduxRuntime.RequestError.timedOut(after: .seconds(2)))
            $0.searchPredictions.rollBack(in: &$0.searchItems)
        }
        await store.finish()
    }

    func testSearchQueuedCallsEachApplyTheirAnswer() async {
        let (store, service, clock) = makeStore()
        guard await searchStarts(store, service) else { return }
        await store.send(.search(Int.testSample)) {
            if let prediction = Drawn11Reducer.predictSearch(Int.testSample, in: $0) {
                $0.searchPredictions.predict(prediction, prependingTo: &$0.searchItems, for: ())
            }
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        await store.send(.search(Int.testSample)) {
            if let prediction = Drawn11Reducer.predictSearch(Int.testSample, in: $0) {
                $0.searchPredictions.predict(prediction, prependingTo: &$0.searchItems, for: ())
            }
            $0.searchInFlight = 2
        }
        for _ in 0...2 { service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...2 {
            deadline = deadline.advanced(by: ReduxRuntime.RetryPolicy(attempts: 2, backoff: .seconds(1)).delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchFailure(Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.searchInFlight = 1
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.searchPredictions.rollBack(in: &$0.searchItems)
        }
        await store.receive(.searchSuccess(Int.testSample, [Int].testSample)) {
            $0.searchInFlight = 0
            $0.searchPredictions.confirm([Int].testSample, prependingTo: &$0.searchItems)
        }
        await store.finish()
    }

    func testSearchPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        guard await searchStarts(store, service) else { return }
        await store.send(.startPollingSearch(Int.testSample))
        await store.receive(.search(Int.testSample)) {
            if let prediction = Drawn11Reducer.predictSearch(Int.testSample, in: $0) {
                $0.searchPredictions.predict(prediction, prependingTo: &$0.searchItems, for: ())
            }
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchSuccess(Int.testSample, [Int].testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
            $0.searchPredictions.confirm([Int].testSample, prependingTo: &$0.searchItems)
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: .seconds(5)))
        await clock.advance(by: .seconds(5))
        await store.receive(.search(Int.testSample)) {
            if let prediction = Drawn11Reducer.predictSearch(Int.testSample, in: $0) {
                $0.searchPredictions.predict(prediction, prependingTo: &$0.searchItems, for: ())
            }
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchSuccess(Int.testSample, [Int].testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
            $0.searchPredictions.confirm([Int].testSample, prependingTo: &$0.searchItems)
        }
        await store.send(.stopPollingSearch)
        await store.finish()
    }

    // MARK: archive

    func testArchiveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.archive) {
            $0.archiveStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(0.5))
        service.archiveAnswers.answer(.success(Item.testSample))
        await store.receive(.archiveSuccess(Item.testSample)) {
            $0.archiveStatus = .succeeded
        }
        await store.finish()
    }

    func testArchiveFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.archive) {
            $0.archiveStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(0.5))
        for _ in 0...2 { service.archiveAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...2 {
            deadline = deadline.advanced(by: ReduxRuntime.RetryPolicy(attempts: 2, backoff: .seconds(0.25)).delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
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

    func testArchiveErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        await store.send(.archive) {
            $0.archiveStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(0.5))
        for _ in 0...2 { service.archiveAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...2 {
            deadline = deadline.advanced(by: ReduxRuntime.RetryPolicy(attempts: 2, backoff: .seconds(0.25)).delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.archiveFailure(ReduxRuntime.RequestError.testSample)) {
            $0.archiveStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissArchiveError) {
            $0.archiveStatus = .idle
        }
        await store.finish()
    }

    func testArchiveIsSkippedWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.archive) {
            $0.archiveStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(0.5))
        service.archiveAnswers.answer(.success(Item.testSample))
        await store.receive(.archiveSuccess(Item.testSample)) {
            $0.archiveStatus = .succeeded
        }
        await store.send(.archive)
        await store.send(.forceArchive) {
            $0.archiveStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(0.5))
        service.archiveAnswers.answer(.success(Item.testSample))
        await store.receive(.archiveSuccess(Item.testSample)) {
            $0.archiveStatus = .succeeded
        }
        await clock.advance(by: .seconds(1))
        await store.send(.archive) {
            $0.archiveStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(0.5))
        service.archiveAnswers.answer(.success(Item.testSample))
        await store.receive(.archiveSuccess(Item.testSample)) {
            $0.archiveStatus = .succeeded
        }
        await store.finish()
    }

    // MARK: bindings and triggers (page, query, ready, setReady → archive, bump → archive)

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
        let (store, service, clock) = makeStore()
        await store.send(.setReady(Bool.testSample)) {
            $0.ready = Bool.testSample
        }
        await store.receive(.archive) {
            $0.archiveStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(0.5))
        service.archiveAnswers.answer(.success(Item.testSample))
        await store.receive(.archiveSuccess(Item.testSample)) {
            $0.archiveStatus = .succeeded
        }
        await store.finish()
    }

    func testBumpStartsArchive() async {
        let (store, service, clock) = makeStore()
        await store.send(.bump)
        await store.receive(.archive) {
            $0.archiveStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(0.5))
        service.archiveAnswers.answer(.success(Item.testSample))
        await store.receive(.archiveSuccess(Item.testSample)) {
            $0.archiveStatus = .succeeded
        }
        await store.finish()
    }
}
