// Drawn02TransitionTests.swift
// Written once by reduxgen from Drawn02.yaml (--tests); from now on this file is yours.
// One test per valid transition of each request's status, run through a TestStore with the
// service mock. The tests send and answer sample values of the spec's types (TestSample:
// ReduxTesting has those of the standard library's types, your test target the others).
// When your reducer logic changes the state on these actions, add its changes to the
// tests' closures.
// Each transition of the navigation (push, pop, present, …) has a test too.
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
final class Drawn02TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn02State = Drawn02State()
    ) -> (ReduxTesting.TestStore<Drawn02State, Drawn02Action>, Drawn02ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn02ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn02Reducer.reduce,
            middlewares: [Drawn02Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: archive

    func testArchiveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.archive) {
            var predictions = $0.archivePredictions.take()
            predictions.rollBackAll(in: &$0.archiveValue)
            $0.archivePredictions = consume predictions
            if let prediction = Drawn02Reducer.predictArchive(in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, in: &$0.archiveValue, for: ())
                $0.archivePredictions = consume predictions
            }
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success([Int].testSample))
        await store.receive(.archiveSuccess(ready: store.state.ready, [Int].testSample)) {
            $0.archiveStatus = .succeeded
            var predictions = $0.archivePredictions.take()
            predictions.confirm([Int].testSample, in: &$0.archiveValue)
            $0.archivePredictions = consume predictions
        }
        await store.receive(.poke)
        await store.finish()
    }

    func testArchiveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.archive) {
            var predictions = $0.archivePredictions.take()
            predictions.rollBackAll(in: &$0.archiveValue)
            $0.archivePredictions = consume predictions
            if let prediction = Drawn02Reducer.predictArchive(in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, in: &$0.archiveValue, for: ())
                $0.archivePredictions = consume predictions
            }
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.archiveFailure(ready: store.state.ready, ModelFailure.testSample)) {
            $0.archiveStatus = .failed(ModelFailure.testSample)
            $0.archiveError = ModelFailure.testSample
            var predictions = $0.archivePredictions.take()
            predictions.rollBack(in: &$0.archiveValue)
            $0.archivePredictions = consume predictions
        }
        await store.finish()
    }

    func testArchiveKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        await store.send(.archive) {
            var predictions = $0.archivePredictions.take()
            predictions.rollBackAll(in: &$0.archiveValue)
            $0.archivePredictions = consume predictions
            if let prediction = Drawn02Reducer.predictArchive(in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, in: &$0.archiveValue, for: ())
                $0.archivePredictions = consume predictions
            }
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.archiveFailure(ready: store.state.ready, ModelFailure.testSample)) {
            $0.archiveStatus = .failed(ModelFailure.testSample)
            $0.archiveError = ModelFailure.testSample
            var predictions = $0.archivePredictions.take()
            predictions.rollBack(in: &$0.archiveValue)
            $0.archivePredictions = consume predictions
        }
        await store.send(.archive) {
            var predictions = $0.archivePredictions.take()
            predictions.rollBackAll(in: &$0.archiveValue)
            $0.archivePredictions = consume predictions
            if let prediction = Drawn02Reducer.predictArchive(in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, in: &$0.archiveValue, for: ())
                $0.archivePredictions = consume predictions
            }
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success([Int].testSample))
        await store.receive(.archiveSuccess(ready: store.state.ready, [Int].testSample)) {
            $0.archiveStatus = .succeeded
            var predictions = $0.archivePredictions.take()
            predictions.confirm([Int].testSample, in: &$0.archiveValue)
            $0.archivePredictions = consume predictions
        }
        await store.receive(.poke)
        await store.finish()
    }

    func testArchiveLatestCallSupersedesTheOneInFlight() async {
        guard Drawn02Spec.archivePolicy == .latest else {
            return XCTFail("The request archive (\(Drawn02Spec.archiveDeclaration)) has the policy \(Drawn02Spec.archivePolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.archive) {
            var predictions = $0.archivePredictions.take()
            predictions.rollBackAll(in: &$0.archiveValue)
            $0.archivePredictions = consume predictions
            if let prediction = Drawn02Reducer.predictArchive(in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, in: &$0.archiveValue, for: ())
                $0.archivePredictions = consume predictions
            }
            $0.archiveStatus = .loading
        }
        await service.archiveAnswers.waitForCalls(waiting: 1)
        await store.send(.archive) {
            var predictions = $0.archivePredictions.take()
            predictions.rollBackAll(in: &$0.archiveValue)
            $0.archivePredictions = consume predictions
            if let prediction = Drawn02Reducer.predictArchive(in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, in: &$0.archiveValue, for: ())
                $0.archivePredictions = consume predictions
            }
        }
        await service.archiveAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.archiveAnswers.answer(.success([Int].testSample))
        await store.receive(.archiveSuccess(ready: store.state.ready, [Int].testSample)) {
            $0.archiveStatus = .succeeded
            var predictions = $0.archivePredictions.take()
            predictions.confirm([Int].testSample, in: &$0.archiveValue)
            $0.archivePredictions = consume predictions
        }
        await store.receive(.poke)
        await store.finish()
    }

    func testArchivePollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingArchive)
        await store.receive(.archive) {
            var predictions = $0.archivePredictions.take()
            predictions.rollBackAll(in: &$0.archiveValue)
            $0.archivePredictions = consume predictions
            if let prediction = Drawn02Reducer.predictArchive(in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, in: &$0.archiveValue, for: ())
                $0.archivePredictions = consume predictions
            }
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success([Int].testSample))
        await store.receive(.archiveSuccess(ready: store.state.ready, [Int].testSample)) {
            $0.archiveStatus = .succeeded
            var predictions = $0.archivePredictions.take()
            predictions.confirm([Int].testSample, in: &$0.archiveValue)
            $0.archivePredictions = consume predictions
        }
        await store.receive(.poke)
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn02Spec.archivePollInterval))
        await clock.advance(by: Drawn02Spec.archivePollInterval)
        await store.receive(.archive) {
            var predictions = $0.archivePredictions.take()
            predictions.rollBackAll(in: &$0.archiveValue)
            $0.archivePredictions = consume predictions
            if let prediction = Drawn02Reducer.predictArchive(in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, in: &$0.archiveValue, for: ())
                $0.archivePredictions = consume predictions
            }
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success([Int].testSample))
        await store.receive(.archiveSuccess(ready: store.state.ready, [Int].testSample)) {
            $0.archiveStatus = .succeeded
            var predictions = $0.archivePredictions.take()
            predictions.confirm([Int].testSample, in: &$0.archiveValue)
            $0.archivePredictions = consume predictions
        }
        await store.receive(.poke)
        await store.send(.stopPollingArchive)
        await store.finish()
    }

    // MARK: search

    /// Whether `search`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func searchStarts(_ store: ReduxTesting.TestStore<Drawn02State, Drawn02Action>, _ service: Drawn02ServiceMock) async -> Bool {
        guard Drawn02Reducer.shouldStartSearch(store.state) else {
            await store.send(.search(ref: Int.testSample, count: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "search was called although its when: is false")
            return false
        }
        return true
    }

    func testSearchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await searchStarts(store, service) else { return }
        await store.send(.search(ref: Int.testSample, count: Int.testSample)) {
            if !$0.searchStatus.isLoading, let prediction = Drawn02Reducer.predictSearch(ref: Int.testSample, count: Int.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.searchItems, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(Int.testSample))
        await store.receive(.searchSuccess(ref: Int.testSample, count: Int.testSample, Int.testSample)) {
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm(Int.testSample, prependingTo: &$0.searchItems)
            $0.searchPredictions = consume predictions
        }
        await store.receive(.poke)
        await store.finish()
    }

    func testSearchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await searchStarts(store, service) else { return }
        await store.send(.search(ref: Int.testSample, count: Int.testSample)) {
            if !$0.searchStatus.isLoading, let prediction = Drawn02Reducer.predictSearch(ref: Int.testSample, count: Int.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.searchItems, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.searchFailure(ref: Int.testSample, count: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.searchPredictions.take()
            predictions.rollBack(in: &$0.searchItems)
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    func testSearchCallWhileOneIsInFlightIsDropped() async {
        guard Drawn02Spec.searchPolicy == .first else {
            return XCTFail("The request search (\(Drawn02Spec.searchDeclaration)) has the policy \(Drawn02Spec.searchPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await searchStarts(store, service) else { return }
        await store.send(.search(ref: Int.testSample, count: Int.testSample)) {
            if !$0.searchStatus.isLoading, let prediction = Drawn02Reducer.predictSearch(ref: Int.testSample, count: Int.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.searchItems, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus = .loading
        }
        await service.searchAnswers.waitForCalls(waiting: 1)
        await store.send(.search(ref: Int.testSample, count: Int.testSample)) {
            if !$0.searchStatus.isLoading, let prediction = Drawn02Reducer.predictSearch(ref: Int.testSample, count: Int.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.searchItems, for: ())
                $0.searchPredictions = consume predictions
            }
        }
        service.searchAnswers.answer(.success(Int.testSample))
        service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.searchSuccess(ref: Int.testSample, count: Int.testSample, Int.testSample)) {
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm(Int.testSample, prependingTo: &$0.searchItems)
            $0.searchPredictions = consume predictions
        }
        await store.receive(.poke)
        await store.finish()
    }

    // MARK: lookup

    func testLookupGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.lookup(text: String.testSample)) {
            $0.lookupStatus[String.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn02Spec.lookupDebounce)
        service.lookupAnswers.answer(.success(Item.testSample))
        await store.receive(.lookupSuccess(text: String.testSample, page: store.state.page, Item.testSample)) {
            $0.lookupStatus[String.testSample] = .succeeded
            $0.lookupByKey[String.testSample] = Item.testSample
        }
        await store.finish()
    }

    func testLookupFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.lookup(text: String.testSample)) {
            $0.lookupStatus[String.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn02Spec.lookupDebounce)
        for _ in 0...Drawn02Spec.lookupRetry.attempts { service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn02Spec.lookupRetry.attempts where Drawn02Spec.lookupRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn02Spec.lookupRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.lookupFailure(text: String.testSample, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.lookupStatus[String.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    // MARK: navigation (stack)

    func testPushAppendsARouteToThePath() async {
        let (store, _, _) = makeStore()
        let route = Drawn02Route.home
        await store.send(.push(route)) {
            $0.path = [route]
        }
        await store.finish()
    }

    func testPopRemovesTheLastRoute() async {
        let (store, _, _) = makeStore()
        let route = Drawn02Route.home
        await store.send(.push(route)) {
            $0.path = [route]
        }
        await store.send(.pop) {
            $0.path = []
        }
        await store.finish()
    }

    func testPopOnTheRootChangesNothing() async {
        let (store, _, _) = makeStore()
        await store.send(.pop)
        await store.finish()
    }

    func testSetPathReplacesThePath() async {
        let (store, _, _) = makeStore()
        let route = Drawn02Route.home
        await store.send(.push(route)) {
            $0.path = [route]
        }
        await store.send(.setPath([route, route])) {
            $0.path = [route, route]
        }
        await store.finish()
    }

    func testPopToRootEmptiesThePath() async {
        let (store, _, _) = makeStore()
        let route = Drawn02Route.home
        await store.send(.setPath([route, route])) {
            $0.path = [route, route]
        }
        await store.send(.popToRoot) {
            $0.path = []
        }
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

    // MARK: rows (Drawn02Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn02State(rows: [Drawn02RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .upload)) {
            $0.rows[id: Int.testSample]!.uploadStatus = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .upload))
        await store.finish()
    }

    // MARK: pane (Drawn02Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn02State(pane: Drawn02PaneState(id: Int.testSample)))
        await store.send(.pane(.setPage(Int.testSample))) {
            $0.pane!.page = Int.testSample
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.setPage(Int.testSample)))
        await store.finish()
    }
}
