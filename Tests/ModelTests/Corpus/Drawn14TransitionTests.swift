// Drawn14TransitionTests.swift
// Written once by reduxgen from Drawn14.yaml (--tests); from now on this file is yours.
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
final class Drawn14TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn14State = Drawn14State()
    ) -> (ReduxTesting.TestStore<Drawn14State, Drawn14Action>, Drawn14ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn14ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn14Reducer.reduce,
            middlewares: [Drawn14Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: rate

    /// Whether `rate`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func rateStarts(_ store: ReduxTesting.TestStore<Drawn14State, Drawn14Action>, _ service: Drawn14ServiceMock) async -> Bool {
        guard Drawn14Reducer.shouldStartRate(store.state) else {
            await store.send(.rate)
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "rate was called although its when: is false")
            return false
        }
        return true
    }

    func testRateGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate) {
            if let prediction = Drawn14Reducer.predictRate(in: $0) {
                $0.ratePredictions.predict(prediction, upsertingInto: &$0.rateItems, for: ())
            }
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(Item.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
            $0.ratePredictions.confirm(Item.testSample, upsertingInto: &$0.rateItems)
        }
        await store.finish()
    }

    func testRateGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate) {
            if let prediction = Drawn14Reducer.predictRate(in: $0) {
                $0.ratePredictions.predict(prediction, upsertingInto: &$0.rateItems, for: ())
            }
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.rateFailure(ReduxRuntime.RequestError.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.ratePredictions.rollBack(in: &$0.rateItems)
        }
        await store.finish()
    }

    func testRateAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.rateSuccess(Item.testSample))
        await store.send(.rateFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testRateConcurrentCallsEachApplyTheirAnswer() async {
        let (store, service, _) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate) {
            if let prediction = Drawn14Reducer.predictRate(in: $0) {
                $0.ratePredictions.predict(prediction, upsertingInto: &$0.rateItems, for: ())
            }
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        await service.rateAnswers.waitForCalls(waiting: 1)
        await store.send(.rate) {
            if let prediction = Drawn14Reducer.predictRate(in: $0) {
                $0.ratePredictions.predict(prediction, upsertingInto: &$0.rateItems, for: ())
            }
            $0.rateInFlight = 2
        }
        await service.rateAnswers.waitForCalls(waiting: 2)
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.rateFailure(ReduxRuntime.RequestError.testSample)) {
            $0.rateInFlight = 1
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.ratePredictions.rollBack(in: &$0.rateItems)
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(Item.testSample)) {
            $0.rateInFlight = 0
            $0.ratePredictions.confirm(Item.testSample, upsertingInto: &$0.rateItems)
        }
        await store.finish()
    }

    // MARK: fetch

    /// Whether `fetch`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func fetchStarts(_ store: ReduxTesting.TestStore<Drawn14State, Drawn14Action>, _ service: Drawn14ServiceMock) async -> Bool {
        guard Drawn14Reducer.shouldStartFetch(store.state) else {
            await store.send(.fetch(count: Int.testSample, ref: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "fetch was called although its when: is false")
            return false
        }
        return true
    }

    func testFetchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch(count: Int.testSample, ref: Int.testSample)) {
            if let prediction = Drawn14Reducer.predictFetch(count: Int.testSample, ref: Int.testSample, in: $0) {
                $0.fetchPredictions.predict(prediction, prependingTo: &$0.fetchItems, for: (count: Int.testSample, ref: Int.testSample))
            }
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(Int.testSample))
        await store.receive(.fetchSuccess(count: Int.testSample, ref: Int.testSample, Int.testSample)) {
            $0.fetchInFlight = 0
            $0.fetchStatus = .succeeded
            $0.fetchPredictions.confirm(Int.testSample, prependingTo: &$0.fetchItems) { $0.count == Int.testSample && $0.ref == Int.testSample }
        }
        await store.receive(.poke)
        await store.finish()
    }

    func testFetchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch(count: Int.testSample, ref: Int.testSample)) {
            if let prediction = Drawn14Reducer.predictFetch(count: Int.testSample, ref: Int.testSample, in: $0) {
                $0.fetchPredictions.predict(prediction, prependingTo: &$0.fetchItems, for: (count: Int.testSample, ref: Int.testSample))
            }
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.fetchFailure(count: Int.testSample, ref: Int.testSample, ModelFailure.testSample)) {
            $0.fetchInFlight = 0
            $0.fetchStatus = .failed(ModelFailure.testSample)
            $0.fetchPredictions.rollBack(in: &$0.fetchItems) { $0.count == Int.testSample && $0.ref == Int.testSample }
        }
        await store.finish()
    }

    func testFetchAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.fetchSuccess(count: Int.testSample, ref: Int.testSample, Int.testSample))
        await store.send(.fetchFailure(count: Int.testSample, ref: Int.testSample, ModelFailure.testSample))
        await store.finish()
    }

    func testFetchErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch(count: Int.testSample, ref: Int.testSample)) {
            if let prediction = Drawn14Reducer.predictFetch(count: Int.testSample, ref: Int.testSample, in: $0) {
                $0.fetchPredictions.predict(prediction, prependingTo: &$0.fetchItems, for: (count: Int.testSample, ref: Int.testSample))
            }
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.fetchFailure(count: Int.testSample, ref: Int.testSample, ModelFailure.testSample)) {
            $0.fetchInFlight = 0
            $0.fetchStatus = .failed(ModelFailure.testSample)
            $0.fetchPredictions.rollBack(in: &$0.fetchItems) { $0.count == Int.testSample && $0.ref == Int.testSample }
        }
        await store.send(.dismissFetchError) {
            $0.fetchStatus = .idle
        }
        await store.finish()
    }

    func testFetchConcurrentCallsEachApplyTheirAnswer() async {
        let (store, service, _) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch(count: Int.testSample, ref: Int.testSample)) {
            if let prediction = Drawn14Reducer.predictFetch(count: Int.testSample, ref: Int.testSample, in: $0) {
                $0.fetchPredictions.predict(prediction, prependingTo: &$0.fetchItems, for: (count: Int.testSample, ref: Int.testSample))
            }
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        await service.fetchAnswers.waitForCalls(waiting: 1)
        await store.send(.fetch(count: Int.testSample, ref: Int.testSample)) {
            if let prediction = Drawn14Reducer.predictFetch(count: Int.testSample, ref: Int.testSample, in: $0) {
                $0.fetchPredictions.predict(prediction, prependingTo: &$0.fetchItems, for: (count: Int.testSample, ref: Int.testSample))
            }
            $0.fetchInFlight = 2
        }
        await service.fetchAnswers.waitForCalls(waiting: 2)
        service.fetchAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.fetchFailure(count: Int.testSample, ref: Int.testSample, ModelFailure.testSample)) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .failed(ModelFailure.testSample)
            $0.fetchPredictions.rollBack(in: &$0.fetchItems) { $0.count == Int.testSample && $0.ref == Int.testSample }
        }
        service.fetchAnswers.answer(.success(Int.testSample))
        await store.receive(.fetchSuccess(count: Int.testSample, ref: Int.testSample, Int.testSample)) {
            $0.fetchInFlight = 0
            $0.fetchPredictions.confirm(Int.testSample, prependingTo: &$0.fetchItems) { $0.count == Int.testSample && $0.ref == Int.testSample }
        }
        await store.receive(.poke)
        await store.finish()
    }

    // MARK: post

    /// Whether `post`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func postStarts(_ store: ReduxTesting.TestStore<Drawn14State, Drawn14Action>, _ service: Drawn14ServiceMock) async -> Bool {
        guard Drawn14Reducer.shouldStartPost(store.state) else {
            await store.send(.post)
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "post was called although its when: is false")
            return false
        }
        return true
    }

    func testPostGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await postStarts(store, service) else { return }
        await store.send(.post) {
            if let prediction = Drawn14Reducer.predictPost(in: $0) {
                $0.postPredictions.predict(prediction, upsertingInto: &$0.postItems, for: ())
            }
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success([Item].testSample))
        await store.receive(.postSuccess([Item].testSample)) {
            $0.postInFlight = 0
            $0.postStatus = .succeeded
            $0.postPredictions.confirm([Item].testSample, upsertingInto: &$0.postItems)
        }
        await store.finish()
    }

    func testPostGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await postStarts(store, service) else { return }
        await store.send(.post) {
            if let prediction = Drawn14Reducer.predictPost(in: $0) {
                $0.postPredictions.predict(prediction, upsertingInto: &$0.postItems, for: ())
            }
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.postFailure(ReduxRuntime.RequestError.testSample)) {
            $0.postInFlight = 0
            $0.postStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.postPredictions.rollBack(in: &$0.postItems)
        }
        await store.finish()
    }

    func testPostAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.postSuccess([Item].testSample))
        await store.send(.postFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testPostIsCancelled() async {
        let (store, service, _) = makeStore()
        guard await postStarts(store, service) else { return }
        await store.send(.post) {
            if let prediction = Drawn14Reducer.predictPost(in: $0) {
                $0.postPredictions.predict(prediction, upsertingInto: &$0.postItems, for: ())
            }
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        await store.send(.cancelPost) {
            $0.postInFlight = 0
            $0.postStatus = .idle
            $0.postPredictions.rollBackAll(in: &$0.postItems)
        }
        service.postAnswers.answer(.success([Item].testSample))
        await store.finish()
    }

    func testPostConcurrentCallsEachApplyTheirAnswer() async {
        let (store, service, _) = makeStore()
        guard await postStarts(store, service) else { return }
        await store.send(.post) {
            if let prediction = Drawn14Reducer.predictPost(in: $0) {
                $0.postPredictions.predict(prediction, upsertingInto: &$0.postItems, for: ())
            }
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        await service.postAnswers.waitForCalls(waiting: 1)
        await store.send(.post) {
            if let prediction = Drawn14Reducer.predictPost(in: $0) {
                $0.postPredictions.predict(prediction, upsertingInto: &$0.postItems, for: ())
            }
            $0.postInFlight = 2
        }
        await service.postAnswers.waitForCalls(waiting: 2)
        service.postAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.postFailure(ReduxRuntime.RequestError.testSample)) {
            $0.postInFlight = 1
            $0.postStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.postPredictions.rollBack(in: &$0.postItems)
        }
        service.postAnswers.answer(.success([Item].testSample))
        await store.receive(.postSuccess([Item].testSample)) {
            $0.postInFlight = 0
            $0.postPredictions.confirm([Item].testSample, upsertingInto: &$0.postItems)
        }
        await store.finish()
    }

    // MARK: save

    /// Whether `save`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func saveStarts(_ store: ReduxTesting.TestStore<Drawn14State, Drawn14Action>, _ service: Drawn14ServiceMock) async -> Bool {
        guard Drawn14Reducer.shouldStartSave(store.state) else {
            await store.send(.save)
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "save was called although its when: is false")
            return false
        }
        return true
    }

    func testSaveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save) {
            if let prediction = Drawn14Reducer.predictSave(in: $0) {
                $0.savePredictions.predict(prediction, appendingTo: &$0.saveItems, for: ())
            }
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success([Item].testSample))
        await store.receive(.saveSuccess([Item].testSample)) {
            $0.saveInFlight = 0
            $0.saveStatus = .succeeded
            $0.savePredictions.confirm([Item].testSample, appendingTo: &$0.saveItems)
        }
        await store.finish()
    }

    func testSaveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save) {
            if let prediction = Drawn14Reducer.predictSave(in: $0) {
                $0.savePredictions.predict(prediction, appendingTo: &$0.saveItems, for: ())
            }
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.saveFailure(ReduxRuntime.RequestError.testSample)) {
            $0.saveInFlight = 0
            $0.saveStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.savePredictions.rollBack(in: &$0.saveItems)
        }
        await store.finish()
    }

    func testSaveAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.saveSuccess([Item].testSample))
        await store.send(.saveFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSaveErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save) {
            if let prediction = Drawn14Reducer.predictSave(in: $0) {
                $0.savePredictions.predict(prediction, appendingTo: &$0.saveItems, for: ())
            }
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.saveFailure(ReduxRuntime.RequestError.testSample)) {
            $0.saveInFlight = 0
            $0.saveStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.savePredictions.rollBack(in: &$0.saveItems)
        }
        await store.send(.dismissSaveError) {
            $0.saveStatus = .idle
        }
        await store.finish()
    }

    func testSaveConcurrentCallsEachApplyTheirAnswer() async {
        let (store, service, _) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save) {
            if let prediction = Drawn14Reducer.predictSave(in: $0) {
                $0.savePredictions.predict(prediction, appendingTo: &$0.saveItems, for: ())
            }
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        await service.saveAnswers.waitForCalls(waiting: 1)
        await store.send(.save) {
            if let prediction = Drawn14Reducer.predictSave(in: $0) {
                $0.savePredictions.predict(prediction, appendingTo: &$0.saveItems, for: ())
            }
            $0.saveInFlight = 2
        }
        await service.saveAnswers.waitForCalls(waiting: 2)
        service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.saveFailure(ReduxRuntime.RequestError.testSample)) {
            $0.saveInFlight = 1
            $0.saveStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.savePredictions.rollBack(in: &$0.saveItems)
        }
        service.saveAnswers.answer(.success([Item].testSample))
        await store.receive(.saveSuccess([Item].testSample)) {
            $0.saveInFlight = 0
            $0.savePredictions.confirm([Item].testSample, appendingTo: &$0.saveItems)
        }
        await store.finish()
    }

    // MARK: bindings and triggers (page, ready, setReady → rate, setReady → save)

    func testSetPageAssignsPage() async {
        let (store, _, _) = makeStore()
        await store.send(.setPage(Int.testSample)) {
            $0.page = Int.testSample
        }
        await store.finish()
    }

    func testSetReadyAssignsReady() async {
        let (store, service, _) = makeStore()
        await store.send(.setReady(Bool.testSample)) {
            $0.ready = Bool.testSample
        }
        // rate's when: decides whether the follow-up calls the service.
        let rateCalls = Drawn14Reducer.shouldStartRate(store.state)
        await store.receive(.rate) {
            if rateCalls {
                if let prediction = Drawn14Reducer.predictRate(in: $0) {
                    $0.ratePredictions.predict(prediction, upsertingInto: &$0.rateItems, for: ())
                }
                $0.rateInFlight = 1
                $0.rateStatus = .loading
            }
        }
        // save's when: decides whether the follow-up calls the service.
        let saveCalls = Drawn14Reducer.shouldStartSave(store.state)
        await store.receive(.save) {
            if saveCalls {
                if let prediction = Drawn14Reducer.predictSave(in: $0) {
                    $0.savePredictions.predict(prediction, appendingTo: &$0.saveItems, for: ())
                }
                $0.saveInFlight = 1
                $0.saveStatus = .loading
            }
        }
        if rateCalls {
            service.rateAnswers.answer(.success(Item.testSample))
            await store.receive(.rateSuccess(Item.testSample)) {
                $0.rateInFlight = 0
                $0.rateStatus = .succeeded
                $0.ratePredictions.confirm(Item.testSample, upsertingInto: &$0.rateItems)
            }
        }
        if saveCalls {
            service.saveAnswers.answer(.success([Item].testSample))
            await store.receive(.saveSuccess([Item].testSample)) {
                $0.saveInFlight = 0
                $0.saveStatus = .succeeded
                $0.savePredictions.confirm([Item].testSample, appendingTo: &$0.saveItems)
            }
        }
        await store.finish()
    }

    // MARK: rows (Drawn14Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn14State(rows: [Drawn14RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .rate)) {
            $0.rows[id: Int.testSample]!.rateInFlight = 1
            $0.rows[id: Int.testSample]!.rateStatus = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .rate))
        await store.finish()
    }

    // MARK: pane (Drawn14Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn14State(pane: Drawn14PaneState(id: Int.testSample)))
        await store.send(.pane(.submit)) {
            $0.pane!.submitStatus = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.submit))
        await store.finish()
    }
}
