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

    // MARK: save

    /// Whether `save`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func saveStarts(_ store: ReduxTesting.TestStore<Drawn05State, Drawn05Action>, _ service: Drawn05ServiceMock) async -> Bool {
        guard Drawn05Reducer.shouldStartSave(store.state) else {
            await store.send(.save(String.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "save was called although its when: is false")
            return false
        }
        return true
    }

    func testSaveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save(String.testSample)) {
            var predictions = $0.savePredictions.take()
            predictions.rollBackAll(in: &$0.saveValue)
            $0.savePredictions = consume predictions
            if let prediction = Drawn05Reducer.predictSave(String.testSample, in: $0) {
                var predictions = $0.savePredictions.take()
                predictions.predict(prediction, in: &$0.saveValue, for: ())
                $0.savePredictions = consume predictions
            }
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success(Int.testSample))
        await store.receive(.saveSuccess(String.testSample, Int.testSample)) {
            $0.saveStatus = .succeeded
            var predictions = $0.savePredictions.take()
            predictions.confirm(Int.testSample, in: &$0.saveValue)
            $0.savePredictions = consume predictions
        }
        await store.receive(.search) {
            if let prediction = Drawn05Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.searchItems, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(Item.testSample))
        await store.receive(.searchSuccess(Item.testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm(Item.testSample, prependingTo: &$0.searchItems)
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    func testSaveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save(String.testSample)) {
            var predictions = $0.savePredictions.take()
            predictions.rollBackAll(in: &$0.saveValue)
            $0.savePredictions = consume predictions
            if let prediction = Drawn05Reducer.predictSave(String.testSample, in: $0) {
                var predictions = $0.savePredictions.take()
                predictions.predict(prediction, in: &$0.saveValue, for: ())
                $0.savePredictions = consume predictions
            }
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.saveFailure(String.testSample, ModelFailure.testSample)) {
            $0.saveStatus = .failed(ModelFailure.testSample)
            var predictions = $0.savePredictions.take()
            predictions.rollBack(in: &$0.saveValue)
            $0.savePredictions = consume predictions
        }
        await store.finish()
    }

    func testSaveLatestCallSupersedesTheOneInFlight() async {
        guard Drawn05Spec.savePolicy == .latest else {
            return XCTFail("The request save (\(Drawn05Spec.saveDeclaration)) has the policy \(Drawn05Spec.savePolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save(String.testSample)) {
            var predictions = $0.savePredictions.take()
            predictions.rollBackAll(in: &$0.saveValue)
            $0.savePredictions = consume predictions
            if let prediction = Drawn05Reducer.predictSave(String.testSample, in: $0) {
                var predictions = $0.savePredictions.take()
                predictions.predict(prediction, in: &$0.saveValue, for: ())
                $0.savePredictions = consume predictions
            }
            $0.saveStatus = .loading
        }
        await service.saveAnswers.waitForCalls(waiting: 1)
        await store.send(.save(String.testSample)) {
            var predictions = $0.savePredictions.take()
            predictions.rollBackAll(in: &$0.saveValue)
            $0.savePredictions = consume predictions
            if let prediction = Drawn05Reducer.predictSave(String.testSample, in: $0) {
                var predictions = $0.savePredictions.take()
                predictions.predict(prediction, in: &$0.saveValue, for: ())
                $0.savePredictions = consume predictions
            }
        }
        await service.saveAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.saveAnswers.answer(.success(Int.testSample))
        await store.receive(.saveSuccess(String.testSample, Int.testSample)) {
            $0.saveStatus = .succeeded
            var predictions = $0.savePredictions.take()
            predictions.confirm(Int.testSample, in: &$0.saveValue)
            $0.savePredictions = consume predictions
        }
        await store.receive(.search) {
            if let prediction = Drawn05Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.searchItems, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(Item.testSample))
        await store.receive(.searchSuccess(Item.testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm(Item.testSample, prependingTo: &$0.searchItems)
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: upload

    func testUploadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.upload(count: Int.testSample, ref: Int.testSample)) {
            $0.uploadStatus[Int.testSample] = .loading
        }
        service.uploadAnswers.answer(.success([Item].testSample))
        await store.receive(.uploadSuccess(count: Int.testSample, ref: Int.testSample, page: store.state.page, [Item].testSample)) {
            $0.uploadStatus[Int.testSample] = .succeeded
            $0.uploadItems.append(contentsOf: [Item].testSample)
        }
        await store.finish()
    }

    func testUploadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.upload(count: Int.testSample, ref: Int.testSample)) {
            $0.uploadStatus[Int.testSample] = .loading
        }
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.uploadFailure(count: Int.testSample, ref: Int.testSample, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.uploadStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testUploadCallWhileOneIsInFlightIsDropped() async {
        guard Drawn05Spec.uploadPolicy == .first else {
            return XCTFail("The request upload (\(Drawn05Spec.uploadDeclaration)) has the policy \(Drawn05Spec.uploadPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.upload(count: Int.testSample, ref: Int.testSample)) {
            $0.uploadStatus[Int.testSample] = .loading
        }
        await service.uploadAnswers.waitForCalls(waiting: 1)
        await store.send(.upload(count: Int.testSample, ref: Int.testSample))
        service.uploadAnswers.answer(.success([Item].testSample))
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.uploadSuccess(count: Int.testSample, ref: Int.testSample, page: store.state.page, [Item].testSample)) {
            $0.uploadStatus[Int.testSample] = .succeeded
            $0.uploadItems.append(contentsOf: [Item].testSample)
        }
        await store.finish()
    }

    // MARK: lookup

    func testLookupGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup(ref: Int.testSample, text: String.testSample)) {
            if $0.lookupStatus[String.testSample]?.isLoading != true, let prediction = Drawn05Reducer.predictLookup(ref: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.lookupItems, for: String.testSample)
                $0.lookupPredictions = consume predictions
            }
            $0.lookupStatus[String.testSample] = .loading
        }
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupSuccess(ref: Int.testSample, text: String.testSample, [Item].testSample)) {
            $0.lookupStatus[String.testSample] = .succeeded
            var predictions = $0.lookupPredictions.take()
            predictions.confirm([Item].testSample, appendingTo: &$0.lookupItems) { $0 == String.testSample }
            $0.lookupPredictions = consume predictions
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testLookupGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup(ref: Int.testSample, text: String.testSample)) {
            if $0.lookupStatus[String.testSample]?.isLoading != true, let prediction = Drawn05Reducer.predictLookup(ref: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.lookupItems, for: String.testSample)
                $0.lookupPredictions = consume predictions
            }
            $0.lookupStatus[String.testSample] = .loading
        }
        service.lookupAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.lookupFailure(ref: Int.testSample, text: String.testSample, ModelFailure.testSample)) {
            $0.lookupStatus[String.testSample] = .failed(ModelFailure.testSample)
            var predictions = $0.lookupPredictions.take()
            predictions.rollBack(in: &$0.lookupItems) { $0 == String.testSample }
            $0.lookupPredictions = consume predictions
        }
        await store.finish()
    }

    func testLookupErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup(ref: Int.testSample, text: String.testSample)) {
            if $0.lookupStatus[String.testSample]?.isLoading != true, let prediction = Drawn05Reducer.predictLookup(ref: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.lookupItems, for: String.testSample)
                $0.lookupPredictions = consume predictions
            }
            $0.lookupStatus[String.testSample] = .loading
        }
        service.lookupAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.lookupFailure(ref: Int.testSample, text: String.testSample, ModelFailure.testSample)) {
            $0.lookupStatus[String.testSample] = .failed(ModelFailure.testSample)
            var predictions = $0.lookupPredictions.take()
            predictions.rollBack(in: &$0.lookupItems) { $0 == String.testSample }
            $0.lookupPredictions = consume predictions
        }
        await store.send(.dismissLookupError(text: String.testSample)) {
            $0.lookupStatus[String.testSample] = nil
        }
        await store.finish()
    }

    func testLookupCallWhileOneIsInFlightIsDropped() async {
        guard Drawn05Spec.lookupPolicy == .first else {
            return XCTFail("The request lookup (\(Drawn05Spec.lookupDeclaration)) has the policy \(Drawn05Spec.lookupPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.lookup(ref: Int.testSample, text: String.testSample)) {
            if $0.lookupStatus[String.testSample]?.isLoading != true, let prediction = Drawn05Reducer.predictLookup(ref: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.lookupItems, for: String.testSample)
                $0.lookupPredictions = consume predictions
            }
            $0.lookupStatus[String.testSample] = .loading
        }
        await service.lookupAnswers.waitForCalls(waiting: 1)
        await store.send(.lookup(ref: Int.testSample, text: String.testSample)) {
            if $0.lookupStatus[String.testSample]?.isLoading != true, let prediction = Drawn05Reducer.predictLookup(ref: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.lookupItems, for: String.testSample)
                $0.lookupPredictions = consume predictions
            }
        }
        service.lookupAnswers.answer(.success([Item].testSample))
        service.lookupAnswers.answer(.failure(ModelFailure.testSample))  // for a second call, which is never made
        await store.receive(.lookupSuccess(ref: Int.testSample, text: String.testSample, [Item].testSample)) {
            $0.lookupStatus[String.testSample] = .succeeded
            var predictions = $0.lookupPredictions.take()
            predictions.confirm([Item].testSample, appendingTo: &$0.lookupItems) { $0 == String.testSample }
            $0.lookupPredictions = consume predictions
        }
        await store.receive(.bump)
        await store.finish()
    }

    // MARK: search

    func testSearchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.search) {
            if let prediction = Drawn05Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.searchItems, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(Item.testSample))
        await store.receive(.searchSuccess(Item.testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm(Item.testSample, prependingTo: &$0.searchItems)
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    func testSearchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.search) {
            if let prediction = Drawn05Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.searchItems, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.searchFailure(ReduxRuntime.RequestError.testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.searchPredictions.take()
            predictions.rollBack(in: &$0.searchItems)
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    func testSearchAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.searchSuccess(Item.testSample))
        await store.send(.searchFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSearchIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.search) {
            if let prediction = Drawn05Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.searchItems, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        await store.send(.cancelSearch) {
            $0.searchInFlight = 0
            $0.searchStatus = .idle
            var predictions = $0.searchPredictions.take()
            predictions.rollBackAll(in: &$0.searchItems)
            $0.searchPredictions = consume predictions
        }
        service.searchAnswers.answer(.success(Item.testSample))
        await store.finish()
    }

    func testSearchConcurrentCallsEachApplyTheirAnswer() async {
        guard Drawn05Spec.searchPolicy == .concurrent else {
            return XCTFail("The request search (\(Drawn05Spec.searchDeclaration)) has the policy \(Drawn05Spec.searchPolicy) now, and this test is of concurrent: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.search) {
            if let prediction = Drawn05Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.searchItems, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        await service.searchAnswers.waitForCalls(waiting: 1)
        await store.send(.search) {
            if let prediction = Drawn05Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.searchItems, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchInFlight = 2
        }
        await service.searchAnswers.waitForCalls(waiting: 2)
        service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.searchFailure(ReduxRuntime.RequestError.testSample)) {
            $0.searchInFlight = 1
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.searchPredictions.take()
            predictions.rollBack(in: &$0.searchItems)
            $0.searchPredictions = consume predictions
        }
        service.searchAnswers.answer(.success(Item.testSample))
        await store.receive(.searchSuccess(Item.testSample)) {
            $0.searchInFlight = 0
            var predictions = $0.searchPredictions.take()
            predictions.confirm(Item.testSample, prependingTo: &$0.searchItems)
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: bindings and triggers (page, ready, setReady → search)

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
        await store.receive(.search) {
            if let prediction = Drawn05Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.searchItems, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(Item.testSample))
        await store.receive(.searchSuccess(Item.testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm(Item.testSample, prependingTo: &$0.searchItems)
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: rows (Drawn05Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn05State(rows: [Drawn05RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .lookup(String.testSample))) {
            $0.rows[id: Int.testSample]!.lookupInFlight = 1
            $0.rows[id: Int.testSample]!.lookupStatus = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .lookup(String.testSample)))
        await store.finish()
    }

    // MARK: pane (Drawn05Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn05State(pane: Drawn05PaneState(id: Int.testSample)))
        await store.send(.pane(.rate(count: Int.testSample))) {
            $0.pane!.rateStatus[Int.testSample] = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.rate(count: Int.testSample)))
        await store.finish()
    }
}
