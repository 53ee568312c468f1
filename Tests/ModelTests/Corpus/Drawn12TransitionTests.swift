// Drawn12TransitionTests.swift
// Written once by reduxgen from Drawn12.yaml (--tests); from now on this file is yours.
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
final class Drawn12TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn12State = Drawn12State()
    ) -> (ReduxTesting.TestStore<Drawn12State, Drawn12Action>, Drawn12ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn12ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn12Reducer.reduce,
            middlewares: [Drawn12Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: search

    func testSearchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.search) {
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(Item.testSample))
        await store.receive(.searchSuccess(ready: store.state.ready, Item.testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
        }
        await store.finish()
    }

    func testSearchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.search) {
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.searchFailure(ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSearchAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.searchSuccess(ready: store.state.ready, Item.testSample))
        await store.send(.searchFailure(ready: store.state.ready, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSearchIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.search) {
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        await store.send(.cancelSearch) {
            $0.searchInFlight = 0
            $0.searchStatus = .idle
        }
        service.searchAnswers.answer(.success(Item.testSample))
        await store.finish()
    }

    func testSearchQueuedCallsEachApplyTheirAnswer() async {
        guard Drawn12Spec.searchPolicy == .queue else {
            return XCTFail("The request search (\(Drawn12Spec.searchDeclaration)) has the policy \(Drawn12Spec.searchPolicy) now, and this test is of queue: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.search) {
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        await store.send(.search) {
            $0.searchInFlight = 2
        }
        service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        service.searchAnswers.answer(.success(Item.testSample))
        await store.receive(.searchFailure(ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.searchInFlight = 1
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.receive(.searchSuccess(ready: store.state.ready, Item.testSample)) {
            $0.searchInFlight = 0
        }
        await store.finish()
    }

    // MARK: upload

    func testUploadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.upload(String.testSample)) {
            if let prediction = Drawn12Reducer.predictUpload(String.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.uploadItems, for: String.testSample)
                $0.uploadPredictions = consume predictions
            }
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success([Int].testSample))
        await store.receive(.uploadSuccess(String.testSample, ready: store.state.ready, [Int].testSample)) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .succeeded
            var predictions = $0.uploadPredictions.take()
            predictions.confirm([Int].testSample, appendingTo: &$0.uploadItems) { $0 == String.testSample }
            $0.uploadPredictions = consume predictions
        }
        await store.finish()
    }

    func testUploadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.upload(String.testSample)) {
            if let prediction = Drawn12Reducer.predictUpload(String.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.uploadItems, for: String.testSample)
                $0.uploadPredictions = consume predictions
            }
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.uploadFailure(String.testSample, ready: store.state.ready, ModelFailure.testSample)) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .failed(ModelFailure.testSample)
            var predictions = $0.uploadPredictions.take()
            predictions.rollBack(in: &$0.uploadItems) { $0 == String.testSample }
            $0.uploadPredictions = consume predictions
        }
        await store.finish()
    }

    func testUploadAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.uploadSuccess(String.testSample, ready: store.state.ready, [Int].testSample))
        await store.send(.uploadFailure(String.testSample, ready: store.state.ready, ModelFailure.testSample))
        await store.finish()
    }

    func testUploadConcurrentCallsEachApplyTheirAnswer() async {
        guard Drawn12Spec.uploadPolicy == .concurrent else {
            return XCTFail("The request upload (\(Drawn12Spec.uploadDeclaration)) has the policy \(Drawn12Spec.uploadPolicy) now, and this test is of concurrent: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.upload(String.testSample)) {
            if let prediction = Drawn12Reducer.predictUpload(String.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.uploadItems, for: String.testSample)
                $0.uploadPredictions = consume predictions
            }
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        await service.uploadAnswers.waitForCalls(waiting: 1)
        await store.send(.upload(String.testSample)) {
            if let prediction = Drawn12Reducer.predictUpload(String.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.uploadItems, for: String.testSample)
                $0.uploadPredictions = consume predictions
            }
            $0.uploadInFlight = 2
        }
        await service.uploadAnswers.waitForCalls(waiting: 2)
        service.uploadAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.uploadFailure(String.testSample, ready: store.state.ready, ModelFailure.testSample)) {
            $0.uploadInFlight = 1
            $0.uploadStatus = .failed(ModelFailure.testSample)
            var predictions = $0.uploadPredictions.take()
            predictions.rollBack(in: &$0.uploadItems) { $0 == String.testSample }
            $0.uploadPredictions = consume predictions
        }
        service.uploadAnswers.answer(.success([Int].testSample))
        await store.receive(.uploadSuccess(String.testSample, ready: store.state.ready, [Int].testSample)) {
            $0.uploadInFlight = 0
            var predictions = $0.uploadPredictions.take()
            predictions.confirm([Int].testSample, appendingTo: &$0.uploadItems) { $0 == String.testSample }
            $0.uploadPredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: archive

    /// Whether `archive`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func archiveStarts(_ store: ReduxTesting.TestStore<Drawn12State, Drawn12Action>, _ service: Drawn12ServiceMock) async -> Bool {
        guard Drawn12Reducer.shouldStartArchive(store.state) else {
            await store.send(.archive)
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "archive was called although its when: is false")
            return false
        }
        return true
    }

    func testArchiveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await archiveStarts(store, service) else { return }
        await store.send(.archive) {
            $0.archiveInFlight = 1
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success(Item.testSample))
        await store.receive(.archiveSuccess(query: store.state.query, Item.testSample)) {
            $0.archiveInFlight = 0
            $0.archiveStatus = .succeeded
            $0.archiveItems.append(Item.testSample)
        }
        await store.finish()
    }

    func testArchiveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await archiveStarts(store, service) else { return }
        await store.send(.archive) {
            $0.archiveInFlight = 1
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.archiveFailure(query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.archiveInFlight = 0
            $0.archiveStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.archiveError = ReduxRuntime.RequestError.testSample
        }
        await store.finish()
    }

    func testArchiveAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.archiveSuccess(query: store.state.query, Item.testSample))
        await store.send(.archiveFailure(query: store.state.query, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testArchiveKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        guard await archiveStarts(store, service) else { return }
        await store.send(.archive) {
            $0.archiveInFlight = 1
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.archiveFailure(query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.archiveInFlight = 0
            $0.archiveStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.archiveError = ReduxRuntime.RequestError.testSample
        }
        await store.send(.archive) {
            $0.archiveInFlight = 1
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success(Item.testSample))
        await store.receive(.archiveSuccess(query: store.state.query, Item.testSample)) {
            $0.archiveInFlight = 0
            $0.archiveStatus = .succeeded
            $0.archiveItems.append(Item.testSample)
        }
        await store.finish()
    }

    func testArchiveConcurrentCallsEachApplyTheirAnswer() async {
        guard Drawn12Spec.archivePolicy == .concurrent else {
            return XCTFail("The request archive (\(Drawn12Spec.archiveDeclaration)) has the policy \(Drawn12Spec.archivePolicy) now, and this test is of concurrent: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await archiveStarts(store, service) else { return }
        await store.send(.archive) {
            $0.archiveInFlight = 1
            $0.archiveStatus = .loading
        }
        await service.archiveAnswers.waitForCalls(waiting: 1)
        await store.send(.archive) {
            $0.archiveInFlight = 2
        }
        await service.archiveAnswers.waitForCalls(waiting: 2)
        service.archiveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.archiveFailure(query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.archiveInFlight = 1
            $0.archiveStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.archiveError = ReduxRuntime.RequestError.testSample
        }
        service.archiveAnswers.answer(.success(Item.testSample))
        await store.receive(.archiveSuccess(query: store.state.query, Item.testSample)) {
            $0.archiveInFlight = 0
            $0.archiveItems.append(Item.testSample)
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

    // MARK: pane (Drawn12Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn12State(pane: Drawn12PaneState(id: Int.testSample)))
        await store.send(.pane(.search(ref: Int.testSample))) {
            var predictions = $0.pane!.searchPredictions.take()
            predictions.rollBackAll(in: &$0.pane!.searchValue)
            $0.pane!.searchPredictions = consume predictions
            if let prediction = Drawn12PaneReducer.predictSearch(ref: Int.testSample, in: $0.pane!) {
                var predictions = $0.pane!.searchPredictions.take()
                predictions.predict(prediction, in: &$0.pane!.searchValue, for: Int.testSample)
                $0.pane!.searchPredictions = consume predictions
            }
            $0.pane!.searchStatus[Int.testSample] = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.search(ref: Int.testSample)))
        await store.finish()
    }
}
