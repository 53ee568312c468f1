// Drawn08TransitionTests.swift
// Written once by reduxgen from Drawn08.yaml (--tests); from now on this file is yours.
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
final class Drawn08TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn08State = Drawn08State()
    ) -> (ReduxTesting.TestStore<Drawn08State, Drawn08Action>, Drawn08ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn08ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn08Reducer.reduce,
            middlewares: [Drawn08Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: send

    func testSendGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.send(count: Int.testSample, ref: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn08Spec.sendDebounce)
        service.sendAnswers.answer(.success(Item.testSample))
        await store.receive(.sendSuccess(count: Int.testSample, ref: Int.testSample, Item.testSample)) {
            $0.sendStatus[Int.testSample] = .succeeded
            $0.sendByKey[Int.testSample] = Item.testSample
        }
        await store.finish()
    }

    func testSendGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        await store.send(.send(count: Int.testSample, ref: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn08Spec.sendDebounce)
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(count: Int.testSample, ref: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.sendStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSendTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.send(count: Int.testSample, ref: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn08Spec.sendDebounce)
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn08Spec.sendTimeout)
        await store.receive(.sendFailure(count: Int.testSample, ref: Int.testSample, ReduxRuntime.RequestError.timedOut(after: Drawn08Spec.sendTimeout))) {
            $0.sendStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn08Spec.sendTimeout))
        }
        await store.finish()
    }

    func testSendErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        await store.send(.send(count: Int.testSample, ref: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn08Spec.sendDebounce)
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(count: Int.testSample, ref: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.sendStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissSendError(ref: Int.testSample)) {
            $0.sendStatus[Int.testSample] = nil
        }
        await store.finish()
    }

    // MARK: upload

    func testUploadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.upload(count: Int.testSample, text: String.testSample)) {
            var predictions = $0.uploadPredictions.take()
            predictions.rollBackAll(in: &$0.uploadItems) { $0 == Int.testSample }
            $0.uploadPredictions = consume predictions
            if let prediction = Drawn08Reducer.predictUpload(count: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.uploadItems, for: Int.testSample)
                $0.uploadPredictions = consume predictions
            }
            $0.uploadStatus[Int.testSample] = .loading
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadSuccess(count: Int.testSample, text: String.testSample, Item.testSample)) {
            $0.uploadStatus[Int.testSample] = .succeeded
            var predictions = $0.uploadPredictions.take()
            predictions.confirm(Item.testSample, upsertingInto: &$0.uploadItems) { $0 == Int.testSample }
            $0.uploadPredictions = consume predictions
        }
        await store.finish()
    }

    func testUploadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.upload(count: Int.testSample, text: String.testSample)) {
            var predictions = $0.uploadPredictions.take()
            predictions.rollBackAll(in: &$0.uploadItems) { $0 == Int.testSample }
            $0.uploadPredictions = consume predictions
            if let prediction = Drawn08Reducer.predictUpload(count: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.uploadItems, for: Int.testSample)
                $0.uploadPredictions = consume predictions
            }
            $0.uploadStatus[Int.testSample] = .loading
        }
        service.uploadAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.uploadFailure(count: Int.testSample, text: String.testSample, ModelFailure.testSample)) {
            $0.uploadStatus[Int.testSample] = .failed(ModelFailure.testSample)
            var predictions = $0.uploadPredictions.take()
            predictions.rollBack(in: &$0.uploadItems) { $0 == Int.testSample }
            $0.uploadPredictions = consume predictions
        }
        await store.finish()
    }

    func testUploadIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.upload(count: Int.testSample, text: String.testSample)) {
            var predictions = $0.uploadPredictions.take()
            predictions.rollBackAll(in: &$0.uploadItems) { $0 == Int.testSample }
            $0.uploadPredictions = consume predictions
            if let prediction = Drawn08Reducer.predictUpload(count: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.uploadItems, for: Int.testSample)
                $0.uploadPredictions = consume predictions
            }
            $0.uploadStatus[Int.testSample] = .loading
        }
        await store.send(.cancelUpload(count: Int.testSample)) {
            $0.uploadStatus[Int.testSample] = nil
            var predictions = $0.uploadPredictions.take()
            predictions.rollBackAll(in: &$0.uploadItems) { $0 == Int.testSample }
            $0.uploadPredictions = consume predictions
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.finish()
    }

    func testUploadLatestCallSupersedesTheOneInFlight() async {
        guard Drawn08Spec.uploadPolicy == .latest else {
            return XCTFail("The request upload (\(Drawn08Spec.uploadDeclaration)) has the policy \(Drawn08Spec.uploadPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.upload(count: Int.testSample, text: String.testSample)) {
            var predictions = $0.uploadPredictions.take()
            predictions.rollBackAll(in: &$0.uploadItems) { $0 == Int.testSample }
            $0.uploadPredictions = consume predictions
            if let prediction = Drawn08Reducer.predictUpload(count: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.uploadItems, for: Int.testSample)
                $0.uploadPredictions = consume predictions
            }
            $0.uploadStatus[Int.testSample] = .loading
        }
        await service.uploadAnswers.waitForCalls(waiting: 1)
        await store.send(.upload(count: Int.testSample, text: String.testSample)) {
            var predictions = $0.uploadPredictions.take()
            predictions.rollBackAll(in: &$0.uploadItems) { $0 == Int.testSample }
            $0.uploadPredictions = consume predictions
            if let prediction = Drawn08Reducer.predictUpload(count: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.uploadItems, for: Int.testSample)
                $0.uploadPredictions = consume predictions
            }
        }
        await service.uploadAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadSuccess(count: Int.testSample, text: String.testSample, Item.testSample)) {
            $0.uploadStatus[Int.testSample] = .succeeded
            var predictions = $0.uploadPredictions.take()
            predictions.confirm(Item.testSample, upsertingInto: &$0.uploadItems) { $0 == Int.testSample }
            $0.uploadPredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: load

    /// Whether `load`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func loadStarts(_ store: ReduxTesting.TestStore<Drawn08State, Drawn08Action>, _ service: Drawn08ServiceMock) async -> Bool {
        guard Drawn08Reducer.shouldStartLoad(store.state) else {
            await store.send(.load(text: String.testSample, count: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "load was called although its when: is false")
            return false
        }
        return true
    }

    func testLoadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        guard await loadStarts(store, service) else { return }
        await store.send(.load(text: String.testSample, count: Int.testSample)) {
            $0.loadStatus[String.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn08Spec.loadDebounce)
        service.loadAnswers.answer(.success([Item].testSample))
        await store.receive(.loadSuccess(text: String.testSample, count: Int.testSample, ready: store.state.ready, [Item].testSample)) {
            $0.loadStatus[String.testSample] = .succeeded
            $0.loadItems.append(contentsOf: [Item].testSample)
        }
        await store.receive(.poke)
        await store.finish()
    }

    func testLoadGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        guard await loadStarts(store, service) else { return }
        await store.send(.load(text: String.testSample, count: Int.testSample)) {
            $0.loadStatus[String.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn08Spec.loadDebounce)
        service.loadAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.loadFailure(text: String.testSample, count: Int.testSample, ready: store.state.ready, ModelFailure.testSample)) {
            $0.loadStatus[String.testSample] = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    // MARK: lookup

    /// Whether `lookup`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func lookupStarts(_ store: ReduxTesting.TestStore<Drawn08State, Drawn08Action>, _ service: Drawn08ServiceMock) async -> Bool {
        guard Drawn08Reducer.shouldStartLookup(store.state) else {
            await store.send(.lookup)
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "lookup was called although its when: is false")
            return false
        }
        return true
    }

    func testLookupGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup) {
            var predictions = $0.lookupPredictions.take()
            predictions.rollBackAll(in: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
            if let prediction = Drawn08Reducer.predictLookup(in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success(Int.testSample))
        await store.receive(.lookupSuccess(Int.testSample)) {
            $0.lookupStatus = .succeeded
            var predictions = $0.lookupPredictions.take()
            predictions.confirm(Int.testSample, prependingTo: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await store.receive(.poke)
        await store.finish()
    }

    func testLookupGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup) {
            var predictions = $0.lookupPredictions.take()
            predictions.rollBackAll(in: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
            if let prediction = Drawn08Reducer.predictLookup(in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.lookupFailure(ReduxRuntime.RequestError.testSample)) {
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.lookupPredictions.take()
            predictions.rollBack(in: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await store.finish()
    }

    func testLookupLatestCallSupersedesTheOneInFlight() async {
        guard Drawn08Spec.lookupPolicy == .latest else {
            return XCTFail("The request lookup (\(Drawn08Spec.lookupDeclaration)) has the policy \(Drawn08Spec.lookupPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup) {
            var predictions = $0.lookupPredictions.take()
            predictions.rollBackAll(in: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
            if let prediction = Drawn08Reducer.predictLookup(in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupStatus = .loading
        }
        await service.lookupAnswers.waitForCalls(waiting: 1)
        await store.send(.lookup) {
            var predictions = $0.lookupPredictions.take()
            predictions.rollBackAll(in: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
            if let prediction = Drawn08Reducer.predictLookup(in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
        }
        await service.lookupAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.lookupAnswers.answer(.success(Int.testSample))
        await store.receive(.lookupSuccess(Int.testSample)) {
            $0.lookupStatus = .succeeded
            var predictions = $0.lookupPredictions.take()
            predictions.confirm(Int.testSample, prependingTo: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await store.receive(.poke)
        await store.finish()
    }

    func testLookupPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.startPollingLookup)
        await store.receive(.lookup) {
            var predictions = $0.lookupPredictions.take()
            predictions.rollBackAll(in: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
            if let prediction = Drawn08Reducer.predictLookup(in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success(Int.testSample))
        await store.receive(.lookupSuccess(Int.testSample)) {
            $0.lookupStatus = .succeeded
            var predictions = $0.lookupPredictions.take()
            predictions.confirm(Int.testSample, prependingTo: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await store.receive(.poke)
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn08Spec.lookupPollInterval))
        await clock.advance(by: Drawn08Spec.lookupPollInterval)
        await store.receive(.lookup) {
            var predictions = $0.lookupPredictions.take()
            predictions.rollBackAll(in: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
            if let prediction = Drawn08Reducer.predictLookup(in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success(Int.testSample))
        await store.receive(.lookupSuccess(Int.testSample)) {
            $0.lookupStatus = .succeeded
            var predictions = $0.lookupPredictions.take()
            predictions.confirm(Int.testSample, prependingTo: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await store.receive(.poke)
        await store.send(.stopPollingLookup)
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

    // MARK: pane (Drawn08Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn08State(pane: Drawn08PaneState(id: Int.testSample)))
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
