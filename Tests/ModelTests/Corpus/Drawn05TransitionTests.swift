// Drawn05TransitionTests.swift
// Written once by reduxgen from Drawn05.yaml (--tests); from now on this file is yours.
// One test per valid transition of each request's status, run through a TestStore with the
// service mock. The tests send and answer sample values of the spec's types (TestSample:
// ReduxTesting has those of the standard library's types, your test target the others).
// When your reducer logic changes the state on these actions, add its changes to the
// tests' closures.
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
final class Drawn05TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn05State = Drawn05State()
    ) -> (ReduxTesting.TestStore<Drawn05State, Drawn05Action>, Drawn05ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn05ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn05Reducer.reduce,
            middlewares: [Drawn05Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: search

    /// Whether `search`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func searchStarts(_ store: ReduxTesting.TestStore<Drawn05State, Drawn05Action>, _ service: Drawn05ServiceMock) async -> Bool {
        guard Drawn05Reducer.shouldStartSearch(store.state) else {
            await store.send(.search(count: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "search was called although its when: is false")
            return false
        }
        return true
    }

    func testSearchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await searchStarts(store, service) else { return }
        await store.send(.search(count: Int.testSample)) {
            $0.searchStatus[Int.testSample] = .loading
        }
        service.searchAnswers.answer(.success(Int.testSample))
        await store.receive(.searchSuccess(count: Int.testSample, Int.testSample)) {
            $0.searchStatus[Int.testSample] = .succeeded
            $0.searchByKey[Int.testSample] = Int.testSample
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testSearchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await searchStarts(store, service) else { return }
        await store.send(.search(count: Int.testSample)) {
            $0.searchStatus[Int.testSample] = .loading
        }
        service.searchAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.searchFailure(count: Int.testSample, ModelFailure.testSample)) {
            $0.searchStatus[Int.testSample] = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testSearchLatestCallSupersedesTheOneInFlight() async {
        guard Drawn05Spec.searchPolicy == .latest else {
            return XCTFail("The request search (\(Drawn05Spec.searchDeclaration)) has the policy \(Drawn05Spec.searchPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await searchStarts(store, service) else { return }
        await store.send(.search(count: Int.testSample)) {
            $0.searchStatus[Int.testSample] = .loading
        }
        await service.searchAnswers.waitForCalls(waiting: 1)
        await store.send(.search(count: Int.testSample))
        await service.searchAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.searchAnswers.answer(.success(Int.testSample))
        await store.receive(.searchSuccess(count: Int.testSample, Int.testSample)) {
            $0.searchStatus[Int.testSample] = .succeeded
            $0.searchByKey[Int.testSample] = Int.testSample
        }
        await store.receive(.bump)
        await store.finish()
    }

    // MARK: send

    func testSendGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.send) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Int].testSample))
        await store.receive(.sendSuccess(ready: store.state.ready, query: store.state.query, [Int].testSample)) {
            $0.sendInFlight = 0
            $0.sendStatus = .succeeded
            $0.sendItems.append(contentsOf: [Int].testSample)
        }
        await store.finish()
    }

    func testSendGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.send) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(ready: store.state.ready, query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.sendInFlight = 0
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSendAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.sendSuccess(ready: store.state.ready, query: store.state.query, [Int].testSample))
        await store.send(.sendFailure(ready: store.state.ready, query: store.state.query, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSendIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.send) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        await store.send(.cancelSend) {
            $0.sendInFlight = 0
            $0.sendStatus = .idle
        }
        service.sendAnswers.answer(.success([Int].testSample))
        await store.finish()
    }

    func testSendQueuedCallsEachApplyTheirAnswer() async {
        guard Drawn05Spec.sendPolicy == .queue else {
            return XCTFail("The request send (\(Drawn05Spec.sendDeclaration)) has the policy \(Drawn05Spec.sendPolicy) now, and this test is of queue: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.send) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        await store.send(.send) {
            $0.sendInFlight = 2
        }
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        service.sendAnswers.answer(.success([Int].testSample))
        await store.receive(.sendFailure(ready: store.state.ready, query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.sendInFlight = 1
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.receive(.sendSuccess(ready: store.state.ready, query: store.state.query, [Int].testSample)) {
            $0.sendInFlight = 0
            $0.sendItems.append(contentsOf: [Int].testSample)
        }
        await store.finish()
    }

    func testSendPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingSend)
        await store.receive(.send) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Int].testSample))
        await store.receive(.sendSuccess(ready: store.state.ready, query: store.state.query, [Int].testSample)) {
            $0.sendInFlight = 0
            $0.sendStatus = .succeeded
            $0.sendItems.append(contentsOf: [Int].testSample)
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn05Spec.sendPollInterval))
        await clock.advance(by: Drawn05Spec.sendPollInterval)
        await store.receive(.send) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Int].testSample))
        await store.receive(.sendSuccess(ready: store.state.ready, query: store.state.query, [Int].testSample)) {
            $0.sendInFlight = 0
            $0.sendStatus = .succeeded
            $0.sendItems.append(contentsOf: [Int].testSample)
        }
        await store.send(.stopPollingSend)
        await store.finish()
    }

    // MARK: rate

    func testRateGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(String.testSample)) {
            var predictions = $0.ratePredictions.take()
            predictions.rollBackAll(in: &$0.rateValue)
            $0.ratePredictions = consume predictions
            if let prediction = Drawn05Reducer.predictRate(String.testSample, in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, in: &$0.rateValue, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(String.testSample))
        await store.receive(.rateSuccess(String.testSample, String.testSample)) {
            $0.rateStatus = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm(String.testSample, in: &$0.rateValue)
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    func testRateGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(String.testSample)) {
            var predictions = $0.ratePredictions.take()
            predictions.rollBackAll(in: &$0.rateValue)
            $0.ratePredictions = consume predictions
            if let prediction = Drawn05Reducer.predictRate(String.testSample, in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, in: &$0.rateValue, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.rateFailure(String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.ratePredictions.take()
            predictions.rollBack(in: &$0.rateValue)
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    func testRateLatestCallSupersedesTheOneInFlight() async {
        guard Drawn05Spec.ratePolicy == .latest else {
            return XCTFail("The request rate (\(Drawn05Spec.rateDeclaration)) has the policy \(Drawn05Spec.ratePolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.rate(String.testSample)) {
            var predictions = $0.ratePredictions.take()
            predictions.rollBackAll(in: &$0.rateValue)
            $0.ratePredictions = consume predictions
            if let prediction = Drawn05Reducer.predictRate(String.testSample, in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, in: &$0.rateValue, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateStatus = .loading
        }
        await service.rateAnswers.waitForCalls(waiting: 1)
        await store.send(.rate(String.testSample)) {
            var predictions = $0.ratePredictions.take()
            predictions.rollBackAll(in: &$0.rateValue)
            $0.ratePredictions = consume predictions
            if let prediction = Drawn05Reducer.predictRate(String.testSample, in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, in: &$0.rateValue, for: ())
                $0.ratePredictions = consume predictions
            }
        }
        await service.rateAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.rateAnswers.answer(.success(String.testSample))
        await store.receive(.rateSuccess(String.testSample, String.testSample)) {
            $0.rateStatus = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm(String.testSample, in: &$0.rateValue)
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: archive

    func testArchiveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.archive(String.testSample)) {
            if !$0.archiveStatus.isLoading, let prediction = Drawn05Reducer.predictArchive(String.testSample, in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, in: &$0.archiveValue, for: ())
                $0.archivePredictions = consume predictions
            }
            $0.archiveStatus = .loading
            $0.archiveIsLoading = true
        }
        service.archiveAnswers.answer(.success([Int].testSample))
        await store.receive(.archiveSuccess(String.testSample, page: store.state.page, [Int].testSample)) {
            $0.archiveStatus = .succeeded
            var predictions = $0.archivePredictions.take()
            predictions.confirm([Int].testSample, in: &$0.archiveValue)
            $0.archivePredictions = consume predictions
            $0.archiveIsLoading = false
        }
        await store.receive(.poke)
        await store.finish()
    }

    func testArchiveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.archive(String.testSample)) {
            if !$0.archiveStatus.isLoading, let prediction = Drawn05Reducer.predictArchive(String.testSample, in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, in: &$0.archiveValue, for: ())
                $0.archivePredictions = consume predictions
            }
            $0.archiveStatus = .loading
            $0.archiveIsLoading = true
        }
        service.archiveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.archiveFailure(String.testSample, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.archiveStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.archiveIsLoading = false
            var predictions = $0.archivePredictions.take()
            predictions.rollBack(in: &$0.archiveValue)
            $0.archivePredictions = consume predictions
        }
        await store.finish()
    }

    func testArchiveIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.archive(String.testSample)) {
            if !$0.archiveStatus.isLoading, let prediction = Drawn05Reducer.predictArchive(String.testSample, in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, in: &$0.archiveValue, for: ())
                $0.archivePredictions = consume predictions
            }
            $0.archiveStatus = .loading
            $0.archiveIsLoading = true
        }
        await store.send(.cancelArchive) {
            $0.archiveStatus = .idle
            $0.archiveIsLoading = false
            var predictions = $0.archivePredictions.take()
            predictions.rollBackAll(in: &$0.archiveValue)
            $0.archivePredictions = consume predictions
        }
        service.archiveAnswers.answer(.success([Int].testSample))
        await store.finish()
    }

    func testArchiveErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.archive(String.testSample)) {
            if !$0.archiveStatus.isLoading, let prediction = Drawn05Reducer.predictArchive(String.testSample, in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, in: &$0.archiveValue, for: ())
                $0.archivePredictions = consume predictions
            }
            $0.archiveStatus = .loading
            $0.archiveIsLoading = true
        }
        service.archiveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.archiveFailure(String.testSample, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.archiveStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.archiveIsLoading = false
            var predictions = $0.archivePredictions.take()
            predictions.rollBack(in: &$0.archiveValue)
            $0.archivePredictions = consume predictions
        }
        await store.send(.dismissArchiveError) {
            $0.archiveStatus = .idle
        }
        await store.finish()
    }

    func testArchiveAnswerAppliesAfterYourLogicEndsItsLoadingFlag() async {
        let (store, _, _) = makeStore()
        // The reducer logic may end archive's loading flag while its call runs (a spinner stopped):
        // the call's answer still applies, and the flag stays false.
        var state = store.state
        Drawn05Reducer.reduce(&state, .archive(String.testSample))
        XCTAssertTrue(state.archiveIsLoading)
        state.archiveIsLoading = false
        Drawn05Reducer.reduce(&state, .archiveSuccess(String.testSample, page: store.state.page, [Int].testSample))
        XCTAssertEqual(state.archiveStatus, .succeeded)
        XCTAssertFalse(state.archiveIsLoading)
        await store.finish()
    }

    func testArchiveCallWhileOneIsInFlightIsDropped() async {
        guard Drawn05Spec.archivePolicy == .first else {
            return XCTFail("The request archive (\(Drawn05Spec.archiveDeclaration)) has the policy \(Drawn05Spec.archivePolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.archive(String.testSample)) {
            if !$0.archiveStatus.isLoading, let prediction = Drawn05Reducer.predictArchive(String.testSample, in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, in: &$0.archiveValue, for: ())
                $0.archivePredictions = consume predictions
            }
            $0.archiveStatus = .loading
            $0.archiveIsLoading = true
        }
        await service.archiveAnswers.waitForCalls(waiting: 1)
        await store.send(.archive(String.testSample)) {
            if !$0.archiveStatus.isLoading, let prediction = Drawn05Reducer.predictArchive(String.testSample, in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, in: &$0.archiveValue, for: ())
                $0.archivePredictions = consume predictions
            }
        }
        service.archiveAnswers.answer(.success([Int].testSample))
        service.archiveAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.archiveSuccess(String.testSample, page: store.state.page, [Int].testSample)) {
            $0.archiveStatus = .succeeded
            var predictions = $0.archivePredictions.take()
            predictions.confirm([Int].testSample, in: &$0.archiveValue)
            $0.archivePredictions = consume predictions
            $0.archiveIsLoading = false
        }
        await store.receive(.poke)
        await store.finish()
    }

    // MARK: bindings and triggers (query, page, ready)

    func testSetQueryAssignsQuery() async {
        let (store, _, _) = makeStore()
        await store.send(.setQuery(String.testSample)) {
            $0.query = String.testSample
        }
        await store.finish()
    }

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

    // MARK: rows (Drawn05Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn05State(rows: [Drawn05RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .submit(text: String.testSample, count: Int.testSample))) {
            $0.rows[id: Int.testSample]!.submitStatus = .loading
            $0.rows[id: Int.testSample]!.submitIsLoading = true
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .submit(text: String.testSample, count: Int.testSample)))
        await store.finish()
    }

    // MARK: pane (Drawn05Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn05State(pane: Drawn05PaneState(id: Int.testSample)))
        await store.send(.pane(.send(String.testSample))) {
            $0.pane!.sendStatus = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.send(String.testSample)))
        await store.finish()
    }
}
