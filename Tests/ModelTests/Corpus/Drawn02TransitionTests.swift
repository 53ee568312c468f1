// Drawn02TransitionTests.swift
// Written once by reduxgen from Drawn02.yaml (--tests); from now on this file is yours.
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

    // MARK: search

    func testSearchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.search) {
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(Int.testSample))
        await store.receive(.searchSuccess(Int.testSample)) {
            $0.searchStatus = .succeeded
            $0.searchValue = Int.testSample
        }
        // submit's when: decides whether the follow-up calls the service.
        let submitCalls = Drawn02Reducer.shouldStartSubmit(store.state)
        await store.receive(.submit) {
            if submitCalls {
                var predictions = $0.submitPredictions.take()
                predictions.rollBackAll(in: &$0.submitItems)
                $0.submitPredictions = consume predictions
                if let prediction = Drawn02Reducer.predictSubmit(in: $0) {
                    var predictions = $0.submitPredictions.take()
                    predictions.predict(prediction, appendingTo: &$0.submitItems, for: ())
                    $0.submitPredictions = consume predictions
                }
                $0.submitStatus = .loading
            }
        }
        if submitCalls {
            service.submitAnswers.answer(.success(Item.testSample))
            await store.receive(.submitSuccess(Item.testSample)) {
                $0.submitStatus = .succeeded
                var predictions = $0.submitPredictions.take()
                predictions.confirm(Item.testSample, appendingTo: &$0.submitItems)
                $0.submitPredictions = consume predictions
            }
            await store.receive(.bump)
        }
        await store.finish()
    }

    func testSearchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.search) {
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.searchFailure(ReduxRuntime.RequestError.testSample)) {
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSearchIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.search) {
            $0.searchStatus = .loading
        }
        await store.send(.cancelSearch) {
            $0.searchStatus = .idle
        }
        service.searchAnswers.answer(.success(Int.testSample))
        await store.finish()
    }

    func testSearchLatestCallSupersedesTheOneInFlight() async {
        guard Drawn02Spec.searchPolicy == .latest else {
            return XCTFail("The request search (\(Drawn02Spec.searchDeclaration)) has the policy \(Drawn02Spec.searchPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.search) {
            $0.searchStatus = .loading
        }
        await service.searchAnswers.waitForCalls(waiting: 1)
        await store.send(.search)
        await service.searchAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.searchAnswers.answer(.success(Int.testSample))
        await store.receive(.searchSuccess(Int.testSample)) {
            $0.searchStatus = .succeeded
            $0.searchValue = Int.testSample
        }
        // submit's when: decides whether the follow-up calls the service.
        let submitCalls = Drawn02Reducer.shouldStartSubmit(store.state)
        await store.receive(.submit) {
            if submitCalls {
                var predictions = $0.submitPredictions.take()
                predictions.rollBackAll(in: &$0.submitItems)
                $0.submitPredictions = consume predictions
                if let prediction = Drawn02Reducer.predictSubmit(in: $0) {
                    var predictions = $0.submitPredictions.take()
                    predictions.predict(prediction, appendingTo: &$0.submitItems, for: ())
                    $0.submitPredictions = consume predictions
                }
                $0.submitStatus = .loading
            }
        }
        if submitCalls {
            service.submitAnswers.answer(.success(Item.testSample))
            await store.receive(.submitSuccess(Item.testSample)) {
                $0.submitStatus = .succeeded
                var predictions = $0.submitPredictions.take()
                predictions.confirm(Item.testSample, appendingTo: &$0.submitItems)
                $0.submitPredictions = consume predictions
            }
            await store.receive(.bump)
        }
        await store.finish()
    }

    // MARK: submit

    /// Whether `submit`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func submitStarts(_ store: ReduxTesting.TestStore<Drawn02State, Drawn02Action>, _ service: Drawn02ServiceMock) async -> Bool {
        guard Drawn02Reducer.shouldStartSubmit(store.state) else {
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
            var predictions = $0.submitPredictions.take()
            predictions.rollBackAll(in: &$0.submitItems)
            $0.submitPredictions = consume predictions
            if let prediction = Drawn02Reducer.predictSubmit(in: $0) {
                var predictions = $0.submitPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.submitItems, for: ())
                $0.submitPredictions = consume predictions
            }
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success(Item.testSample))
        await store.receive(.submitSuccess(Item.testSample)) {
            $0.submitStatus = .succeeded
            var predictions = $0.submitPredictions.take()
            predictions.confirm(Item.testSample, appendingTo: &$0.submitItems)
            $0.submitPredictions = consume predictions
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testSubmitGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit) {
            var predictions = $0.submitPredictions.take()
            predictions.rollBackAll(in: &$0.submitItems)
            $0.submitPredictions = consume predictions
            if let prediction = Drawn02Reducer.predictSubmit(in: $0) {
                var predictions = $0.submitPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.submitItems, for: ())
                $0.submitPredictions = consume predictions
            }
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.submitFailure(ReduxRuntime.RequestError.testSample)) {
            $0.submitStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.submitError = ReduxRuntime.RequestError.testSample
            var predictions = $0.submitPredictions.take()
            predictions.rollBack(in: &$0.submitItems)
            $0.submitPredictions = consume predictions
        }
        await store.finish()
    }

    func testSubmitIsCancelled() async {
        let (store, service, _) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit) {
            var predictions = $0.submitPredictions.take()
            predictions.rollBackAll(in: &$0.submitItems)
            $0.submitPredictions = consume predictions
            if let prediction = Drawn02Reducer.predictSubmit(in: $0) {
                var predictions = $0.submitPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.submitItems, for: ())
                $0.submitPredictions = consume predictions
            }
            $0.submitStatus = .loading
        }
        await store.send(.cancelSubmit) {
            $0.submitStatus = .idle
            var predictions = $0.submitPredictions.take()
            predictions.rollBackAll(in: &$0.submitItems)
            $0.submitPredictions = consume predictions
        }
        service.submitAnswers.answer(.success(Item.testSample))
        await store.finish()
    }

    func testSubmitKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit) {
            var predictions = $0.submitPredictions.take()
            predictions.rollBackAll(in: &$0.submitItems)
            $0.submitPredictions = consume predictions
            if let prediction = Drawn02Reducer.predictSubmit(in: $0) {
                var predictions = $0.submitPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.submitItems, for: ())
                $0.submitPredictions = consume predictions
            }
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.submitFailure(ReduxRuntime.RequestError.testSample)) {
            $0.submitStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.submitError = ReduxRuntime.RequestError.testSample
            var predictions = $0.submitPredictions.take()
            predictions.rollBack(in: &$0.submitItems)
            $0.submitPredictions = consume predictions
        }
        await store.send(.submit) {
            var predictions = $0.submitPredictions.take()
            predictions.rollBackAll(in: &$0.submitItems)
            $0.submitPredictions = consume predictions
            if let prediction = Drawn02Reducer.predictSubmit(in: $0) {
                var predictions = $0.submitPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.submitItems, for: ())
                $0.submitPredictions = consume predictions
            }
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success(Item.testSample))
        await store.receive(.submitSuccess(Item.testSample)) {
            $0.submitStatus = .succeeded
            var predictions = $0.submitPredictions.take()
            predictions.confirm(Item.testSample, appendingTo: &$0.submitItems)
            $0.submitPredictions = consume predictions
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testSubmitLatestCallSupersedesTheOneInFlight() async {
        guard Drawn02Spec.submitPolicy == .latest else {
            return XCTFail("The request submit (\(Drawn02Spec.submitDeclaration)) has the policy \(Drawn02Spec.submitPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit) {
            var predictions = $0.submitPredictions.take()
            predictions.rollBackAll(in: &$0.submitItems)
            $0.submitPredictions = consume predictions
            if let prediction = Drawn02Reducer.predictSubmit(in: $0) {
                var predictions = $0.submitPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.submitItems, for: ())
                $0.submitPredictions = consume predictions
            }
            $0.submitStatus = .loading
        }
        await service.submitAnswers.waitForCalls(waiting: 1)
        await store.send(.submit) {
            var predictions = $0.submitPredictions.take()
            predictions.rollBackAll(in: &$0.submitItems)
            $0.submitPredictions = consume predictions
            if let prediction = Drawn02Reducer.predictSubmit(in: $0) {
                var predictions = $0.submitPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.submitItems, for: ())
                $0.submitPredictions = consume predictions
            }
        }
        await service.submitAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.submitAnswers.answer(.success(Item.testSample))
        await store.receive(.submitSuccess(Item.testSample)) {
            $0.submitStatus = .succeeded
            var predictions = $0.submitPredictions.take()
            predictions.confirm(Item.testSample, appendingTo: &$0.submitItems)
            $0.submitPredictions = consume predictions
        }
        await store.receive(.bump)
        await store.finish()
    }

    // MARK: fetch

    func testFetchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch(count: Int.testSample)) {
            $0.fetchStatus[Int.testSample] = .loading
        }
        service.fetchAnswers.answer(.success([Int].testSample))
        await store.receive(.fetchSuccess(count: Int.testSample, page: store.state.page, ready: store.state.ready, [Int].testSample)) {
            $0.fetchStatus[Int.testSample] = .succeeded
            $0.fetchValue = [Int].testSample
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testFetchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch(count: Int.testSample)) {
            $0.fetchStatus[Int.testSample] = .loading
        }
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.fetchFailure(count: Int.testSample, page: store.state.page, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.fetchStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
            $0.fetchError = ReduxRuntime.RequestError.testSample
        }
        await store.finish()
    }

    func testFetchTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.fetch(count: Int.testSample)) {
            $0.fetchStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn02Spec.fetchTimeout)
        await store.receive(.fetchFailure(count: Int.testSample, page: store.state.page, ready: store.state.ready, ReduxRuntime.RequestError.timedOut(after: Drawn02Spec.fetchTimeout))) {
            $0.fetchStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn02Spec.fetchTimeout))
            $0.fetchError = ReduxRuntime.RequestError.timedOut(after: Drawn02Spec.fetchTimeout)
        }
        await store.finish()
    }

    func testFetchKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch(count: Int.testSample)) {
            $0.fetchStatus[Int.testSample] = .loading
        }
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.fetchFailure(count: Int.testSample, page: store.state.page, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.fetchStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
            $0.fetchError = ReduxRuntime.RequestError.testSample
        }
        await store.send(.fetch(count: Int.testSample)) {
            $0.fetchStatus[Int.testSample] = .loading
        }
        service.fetchAnswers.answer(.success([Int].testSample))
        await store.receive(.fetchSuccess(count: Int.testSample, page: store.state.page, ready: store.state.ready, [Int].testSample)) {
            $0.fetchStatus[Int.testSample] = .succeeded
            $0.fetchValue = [Int].testSample
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testFetchLatestCallSupersedesTheOneInFlight() async {
        guard Drawn02Spec.fetchPolicy == .latest else {
            return XCTFail("The request fetch (\(Drawn02Spec.fetchDeclaration)) has the policy \(Drawn02Spec.fetchPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.fetch(count: Int.testSample)) {
            $0.fetchStatus[Int.testSample] = .loading
        }
        await service.fetchAnswers.waitForCalls(waiting: 1)
        await store.send(.fetch(count: Int.testSample))
        await service.fetchAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.fetchAnswers.answer(.success([Int].testSample))
        await store.receive(.fetchSuccess(count: Int.testSample, page: store.state.page, ready: store.state.ready, [Int].testSample)) {
            $0.fetchStatus[Int.testSample] = .succeeded
            $0.fetchValue = [Int].testSample
        }
        await store.receive(.bump)
        await store.finish()
    }

    // MARK: bindings and triggers (page, setPage → search, ready)

    func testSetPageAssignsPage() async {
        let (store, service, _) = makeStore()
        await store.send(.setPage(Int.testSample)) {
            $0.page = Int.testSample
        }
        await store.receive(.search) {
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(Int.testSample))
        await store.receive(.searchSuccess(Int.testSample)) {
            $0.searchStatus = .succeeded
            $0.searchValue = Int.testSample
        }
        // submit's when: decides whether the follow-up calls the service.
        let submitCalls = Drawn02Reducer.shouldStartSubmit(store.state)
        await store.receive(.submit) {
            if submitCalls {
                var predictions = $0.submitPredictions.take()
                predictions.rollBackAll(in: &$0.submitItems)
                $0.submitPredictions = consume predictions
                if let prediction = Drawn02Reducer.predictSubmit(in: $0) {
                    var predictions = $0.submitPredictions.take()
                    predictions.predict(prediction, appendingTo: &$0.submitItems, for: ())
                    $0.submitPredictions = consume predictions
                }
                $0.submitStatus = .loading
            }
        }
        if submitCalls {
            service.submitAnswers.answer(.success(Item.testSample))
            await store.receive(.submitSuccess(Item.testSample)) {
                $0.submitStatus = .succeeded
                var predictions = $0.submitPredictions.take()
                predictions.confirm(Item.testSample, appendingTo: &$0.submitItems)
                $0.submitPredictions = consume predictions
            }
            await store.receive(.bump)
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
        await store.send(.rows(id: Int.testSample, .rate(count: Int.testSample))) {
            $0.rows[id: Int.testSample]!.rateStatus = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .rate(count: Int.testSample)))
        await store.finish()
    }

    // MARK: pane (Drawn02Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn02State(pane: Drawn02PaneState(id: Int.testSample)))
        await store.send(.pane(.rate)) {
            if !$0.pane!.rateStatus.isLoading, let prediction = Drawn02PaneReducer.predictRate(in: $0.pane!) {
                var predictions = $0.pane!.ratePredictions.take()
                predictions.predict(prediction, in: &$0.pane!.rateValue, for: ())
                $0.pane!.ratePredictions = consume predictions
            }
            $0.pane!.rateStatus = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.rate))
        await store.finish()
    }
}
