// Drawn01TransitionTests.swift
// Written once by reduxgen from Drawn01.yaml (--tests); from now on this file is yours.
// One test per valid transition of each request's status, run through a TestStore with the
// service mock. The tests send and answer sample values of the spec's types (TestSample:
// Drawn01TestSamples.swift has those reduxgen wrote). When your reducer logic changes the state
// on these actions, add its changes to the tests' closures.
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
final class Drawn01TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn01State = Drawn01State()
    ) -> (ReduxTesting.TestStore<Drawn01State, Drawn01Action>, Drawn01ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn01ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn01Reducer.reduce,
            middlewares: [Drawn01Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: search

    func testSearchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.search) {
            if !$0.searchStatus.isLoading, let prediction = Drawn01Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchSuccess([Int].testSample)) {
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm([Int].testSample, in: &$0.searchValue)
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    func testSearchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.search) {
            if !$0.searchStatus.isLoading, let prediction = Drawn01Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.searchFailure(ReduxRuntime.RequestError.testSample)) {
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.searchPredictions.take()
            predictions.rollBack(in: &$0.searchValue)
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    func testSearchCallWhileOneIsInFlightIsDropped() async {
        guard Drawn01Spec.searchPolicy == .first else {
            return XCTFail("The request search (\(Drawn01Spec.searchDeclaration)) has the policy \(Drawn01Spec.searchPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.search) {
            if !$0.searchStatus.isLoading, let prediction = Drawn01Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus = .loading
        }
        await service.searchAnswers.waitForCalls(waiting: 1)
        await store.send(.search) {
            if !$0.searchStatus.isLoading, let prediction = Drawn01Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: ())
                $0.searchPredictions = consume predictions
            }
        }
        service.searchAnswers.answer(.success([Int].testSample))
        service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.searchSuccess([Int].testSample)) {
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm([Int].testSample, in: &$0.searchValue)
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    func testSearchIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.search) {
            if !$0.searchStatus.isLoading, let prediction = Drawn01Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchSuccess([Int].testSample)) {
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm([Int].testSample, in: &$0.searchValue)
            $0.searchPredictions = consume predictions
        }
        await store.send(.search) {
            if !$0.searchStatus.isLoading, let prediction = Drawn01Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus = .loading
        }
        await store.receive(.searchSuccess([Int].testSample)) {
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm([Int].testSample, in: &$0.searchValue)
            $0.searchPredictions = consume predictions
        }
        await store.send(.forceSearch) {
            if !$0.searchStatus.isLoading, let prediction = Drawn01Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchSuccess([Int].testSample)) {
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm([Int].testSample, in: &$0.searchValue)
            $0.searchPredictions = consume predictions
        }
        await clock.advance(by: Drawn01Spec.searchCacheLifetime)
        await store.send(.search) {
            if !$0.searchStatus.isLoading, let prediction = Drawn01Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchSuccess([Int].testSample)) {
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm([Int].testSample, in: &$0.searchValue)
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    func testSearchPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingSearch)
        await store.receive(.forceSearch) {
            if !$0.searchStatus.isLoading, let prediction = Drawn01Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchSuccess([Int].testSample)) {
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm([Int].testSample, in: &$0.searchValue)
            $0.searchPredictions = consume predictions
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn01Spec.searchPollInterval))
        await clock.advance(by: Drawn01Spec.searchPollInterval)
        await store.receive(.forceSearch) {
            if !$0.searchStatus.isLoading, let prediction = Drawn01Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchSuccess([Int].testSample)) {
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm([Int].testSample, in: &$0.searchValue)
            $0.searchPredictions = consume predictions
        }
        await store.send(.stopPollingSearch)
        await store.finish()
    }

    // MARK: load

    func testLoadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.load(ref: Int.testSample)) {
            if let prediction = Drawn01Reducer.predictLoad(ref: Int.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, in: &$0.loadValue, for: ())
                $0.loadPredictions = consume predictions
            }
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success(Item.testSample))
        await store.receive(.loadSuccess(ref: Int.testSample, Item.testSample)) {
            $0.loadInFlight = 0
            $0.loadStatus = .succeeded
            var predictions = $0.loadPredictions.take()
            predictions.confirm(Item.testSample, in: &$0.loadValue)
            $0.loadPredictions = consume predictions
        }
        await store.receive(.search) {
            if !$0.searchStatus.isLoading, let prediction = Drawn01Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchSuccess([Int].testSample)) {
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm([Int].testSample, in: &$0.searchValue)
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    func testLoadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.load(ref: Int.testSample)) {
            if let prediction = Drawn01Reducer.predictLoad(ref: Int.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, in: &$0.loadValue, for: ())
                $0.loadPredictions = consume predictions
            }
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.loadFailure(ref: Int.testSample, ModelFailure.testSample)) {
            $0.loadInFlight = 0
            $0.loadStatus = .failed(ModelFailure.testSample)
            var predictions = $0.loadPredictions.take()
            predictions.rollBack(in: &$0.loadValue)
            $0.loadPredictions = consume predictions
        }
        await store.finish()
    }

    func testLoadAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.loadSuccess(ref: Int.testSample, Item.testSample))
        await store.send(.loadFailure(ref: Int.testSample, ModelFailure.testSample))
        await store.finish()
    }

    func testLoadQueuedCallsEachApplyTheirAnswer() async {
        guard Drawn01Spec.loadPolicy == .queue else {
            return XCTFail("The request load (\(Drawn01Spec.loadDeclaration)) has the policy \(Drawn01Spec.loadPolicy) now, and this test is of queue: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.load(ref: Int.testSample)) {
            if let prediction = Drawn01Reducer.predictLoad(ref: Int.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, in: &$0.loadValue, for: ())
                $0.loadPredictions = consume predictions
            }
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        await store.send(.load(ref: Int.testSample)) {
            if let prediction = Drawn01Reducer.predictLoad(ref: Int.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, in: &$0.loadValue, for: ())
                $0.loadPredictions = consume predictions
            }
            $0.loadInFlight = 2
        }
        service.loadAnswers.answer(.failure(ModelFailure.testSample))
        service.loadAnswers.answer(.success(Item.testSample))
        await store.receive(.loadFailure(ref: Int.testSample, ModelFailure.testSample)) {
            $0.loadInFlight = 1
            $0.loadStatus = .failed(ModelFailure.testSample)
            var predictions = $0.loadPredictions.take()
            predictions.rollBack(in: &$0.loadValue)
            $0.loadPredictions = consume predictions
        }
        await store.receive(.loadSuccess(ref: Int.testSample, Item.testSample)) {
            $0.loadInFlight = 0
            var predictions = $0.loadPredictions.take()
            predictions.confirm(Item.testSample, in: &$0.loadValue)
            $0.loadPredictions = consume predictions
        }
        await store.receive(.search) {
            if !$0.searchStatus.isLoading, let prediction = Drawn01Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchSuccess([Int].testSample)) {
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm([Int].testSample, in: &$0.searchValue)
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: save

    /// Whether `save`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func saveStarts(_ store: ReduxTesting.TestStore<Drawn01State, Drawn01Action>, _ service: Drawn01ServiceMock) async -> Bool {
        guard Drawn01Reducer.shouldStartSave(store.state) else {
            await store.send(.save(Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "save was called although its when: is false")
            return false
        }
        return true
    }

    func testSaveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save(Int.testSample)) {
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success(Int.testSample))
        await store.receive(.saveSuccess(Int.testSample, page: store.state.page, Int.testSample)) {
            $0.saveInFlight = 0
            $0.saveStatus = .succeeded
        }
        await store.receive(.search) {
            if !$0.searchStatus.isLoading, let prediction = Drawn01Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchSuccess([Int].testSample)) {
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm([Int].testSample, in: &$0.searchValue)
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    func testSaveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save(Int.testSample)) {
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.saveFailure(Int.testSample, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.saveInFlight = 0
            $0.saveStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSaveAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.saveSuccess(Int.testSample, page: store.state.page, Int.testSample))
        await store.send(.saveFailure(Int.testSample, page: store.state.page, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSaveIsCancelled() async {
        let (store, service, _) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save(Int.testSample)) {
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        await store.send(.cancelSave) {
            $0.saveInFlight = 0
            $0.saveStatus = .idle
        }
        service.saveAnswers.answer(.success(Int.testSample))
        await store.finish()
    }

    func testSaveQueuedCallsEachApplyTheirAnswer() async {
        guard Drawn01Spec.savePolicy == .queue else {
            return XCTFail("The request save (\(Drawn01Spec.saveDeclaration)) has the policy \(Drawn01Spec.savePolicy) now, and this test is of queue: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save(Int.testSample)) {
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        await store.send(.save(Int.testSample)) {
            $0.saveInFlight = 2
        }
        service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        service.saveAnswers.answer(.success(Int.testSample))
        await store.receive(.saveFailure(Int.testSample, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.saveInFlight = 1
            $0.saveStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.receive(.saveSuccess(Int.testSample, page: store.state.page, Int.testSample)) {
            $0.saveInFlight = 0
        }
        await store.receive(.search) {
            if !$0.searchStatus.isLoading, let prediction = Drawn01Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchSuccess([Int].testSample)) {
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm([Int].testSample, in: &$0.searchValue)
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    func testSavePollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.startPollingSave(Int.testSample))
        await store.receive(.save(Int.testSample)) {
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success(Int.testSample))
        await store.receive(.saveSuccess(Int.testSample, page: store.state.page, Int.testSample)) {
            $0.saveInFlight = 0
            $0.saveStatus = .succeeded
        }
        await store.receive(.search) {
            if !$0.searchStatus.isLoading, let prediction = Drawn01Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchSuccess([Int].testSample)) {
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm([Int].testSample, in: &$0.searchValue)
            $0.searchPredictions = consume predictions
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn01Spec.savePollInterval))
        await clock.advance(by: Drawn01Spec.savePollInterval)
        await store.receive(.save(Int.testSample)) {
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success(Int.testSample))
        await store.receive(.saveSuccess(Int.testSample, page: store.state.page, Int.testSample)) {
            $0.saveInFlight = 0
            $0.saveStatus = .succeeded
        }
        await store.receive(.search) {
            if !$0.searchStatus.isLoading, let prediction = Drawn01Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchSuccess([Int].testSample)) {
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm([Int].testSample, in: &$0.searchValue)
            $0.searchPredictions = consume predictions
        }
        await store.send(.stopPollingSave)
        await store.finish()
    }

    // MARK: navigation (stack)

    func testPushAppendsARouteToThePath() async {
        let (store, _, _) = makeStore()
        let route = Drawn01Route.home
        await store.send(.push(route)) {
            $0.path = [route]
        }
        await store.finish()
    }

    func testPopRemovesTheLastRoute() async {
        let (store, _, _) = makeStore()
        let route = Drawn01Route.home
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
        let route = Drawn01Route.home
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
        let route = Drawn01Route.home
        await store.send(.setPath([route, route])) {
            $0.path = [route, route]
        }
        await store.send(.popToRoot) {
            $0.path = []
        }
        await store.finish()
    }

    // MARK: bindings and triggers (page, query, ready, startUpdates → search)

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

    func testStartUpdatesStartsSearch() async {
        let (store, service, _) = makeStore()
        await store.send(.startUpdates) {
            $0.updatesActive = true
        }
        await store.receive(.search) {
            if !$0.searchStatus.isLoading, let prediction = Drawn01Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchSuccess([Int].testSample)) {
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm([Int].testSample, in: &$0.searchValue)
            $0.searchPredictions = consume predictions
        }
        await store.send(.stopUpdates) {
            $0.updatesActive = false
        }
        await store.finish()
    }

    // MARK: rows (Drawn01Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn01State(rows: [Drawn01RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .save(text: String.testSample))) {
            $0.rows[id: Int.testSample]!.saveStatus[String.testSample] = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .save(text: String.testSample)))
        await store.finish()
    }

    // MARK: pane (Drawn01Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn01State(pane: Drawn01PaneState(id: Int.testSample)))
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
