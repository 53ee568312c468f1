// Drawn11RowTransitionTests.swift
// Written once by reduxgen from Drawn11Row.yaml (--tests); from now on this file is yours.
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
final class Drawn11RowTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn11RowState, Drawn11RowAction>, Drawn11RowServiceMock, ReduxTesting.TestClock) {
        let service = Drawn11RowServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn11RowState(id: Int.testSample),
            reducer: Drawn11RowReducer.reduce,
            middlewares: [Drawn11RowLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: save

    func testSaveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.save(text: String.testSample)) {
            var predictions = $0.savePredictions.take()
            predictions.rollBackAll(in: &$0.saveItems) { $0 == String.testSample }
            $0.savePredictions = consume predictions
            if let prediction = Drawn11RowReducer.predictSave(text: String.testSample, in: $0) {
                var predictions = $0.savePredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.saveItems, for: String.testSample)
                $0.savePredictions = consume predictions
            }
            $0.saveStatus[String.testSample] = .loading
        }
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(text: String.testSample, id: store.state.id, ready: store.state.ready, Item.testSample)) {
            $0.saveStatus[String.testSample] = .succeeded
            var predictions = $0.savePredictions.take()
            predictions.confirm(Item.testSample, upsertingInto: &$0.saveItems) { $0 == String.testSample }
            $0.savePredictions = consume predictions
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testSaveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.save(text: String.testSample)) {
            var predictions = $0.savePredictions.take()
            predictions.rollBackAll(in: &$0.saveItems) { $0 == String.testSample }
            $0.savePredictions = consume predictions
            if let prediction = Drawn11RowReducer.predictSave(text: String.testSample, in: $0) {
                var predictions = $0.savePredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.saveItems, for: String.testSample)
                $0.savePredictions = consume predictions
            }
            $0.saveStatus[String.testSample] = .loading
        }
        service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.saveFailure(text: String.testSample, id: store.state.id, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.saveStatus[String.testSample] = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.savePredictions.take()
            predictions.markFailed(in: &$0.saveItems) { $0 == String.testSample }
            $0.savePredictions = consume predictions
        }
        await store.finish()
    }

    func testSaveLatestCallSupersedesTheOneInFlight() async {
        guard Drawn11RowSpec.savePolicy == .latest else {
            return XCTFail("The request save (\(Drawn11RowSpec.saveDeclaration)) has the policy \(Drawn11RowSpec.savePolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.save(text: String.testSample)) {
            var predictions = $0.savePredictions.take()
            predictions.rollBackAll(in: &$0.saveItems) { $0 == String.testSample }
            $0.savePredictions = consume predictions
            if let prediction = Drawn11RowReducer.predictSave(text: String.testSample, in: $0) {
                var predictions = $0.savePredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.saveItems, for: String.testSample)
                $0.savePredictions = consume predictions
            }
            $0.saveStatus[String.testSample] = .loading
        }
        await service.saveAnswers.waitForCalls(waiting: 1)
        await store.send(.save(text: String.testSample)) {
            var predictions = $0.savePredictions.take()
            predictions.rollBackAll(in: &$0.saveItems) { $0 == String.testSample }
            $0.savePredictions = consume predictions
            if let prediction = Drawn11RowReducer.predictSave(text: String.testSample, in: $0) {
                var predictions = $0.savePredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.saveItems, for: String.testSample)
                $0.savePredictions = consume predictions
            }
        }
        await service.saveAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(text: String.testSample, id: store.state.id, ready: store.state.ready, Item.testSample)) {
            $0.saveStatus[String.testSample] = .succeeded
            var predictions = $0.savePredictions.take()
            predictions.confirm(Item.testSample, upsertingInto: &$0.saveItems) { $0 == String.testSample }
            $0.savePredictions = consume predictions
        }
        await store.receive(.bump)
        await store.finish()
    }

    // MARK: upload

    /// Whether `upload`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func uploadStarts(_ store: ReduxTesting.TestStore<Drawn11RowState, Drawn11RowAction>, _ service: Drawn11RowServiceMock) async -> Bool {
        guard Drawn11RowReducer.shouldStartUpload(store.state) else {
            await store.send(.upload)
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "upload was called although its when: is false")
            return false
        }
        return true
    }

    func testUploadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await uploadStarts(store, service) else { return }
        await store.send(.upload) {
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success(()))
        await store.receive(.uploadSuccess(id: store.state.id)) {
            $0.uploadStatus = .succeeded
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testUploadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await uploadStarts(store, service) else { return }
        await store.send(.upload) {
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.uploadFailure(id: store.state.id, ReduxRuntime.RequestError.testSample)) {
            $0.uploadStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testUploadCallWhileOneIsInFlightIsDropped() async {
        guard Drawn11RowSpec.uploadPolicy == .first else {
            return XCTFail("The request upload (\(Drawn11RowSpec.uploadDeclaration)) has the policy \(Drawn11RowSpec.uploadPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await uploadStarts(store, service) else { return }
        await store.send(.upload) {
            $0.uploadStatus = .loading
        }
        await service.uploadAnswers.waitForCalls(waiting: 1)
        await store.send(.upload)
        service.uploadAnswers.answer(.success(()))
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.uploadSuccess(id: store.state.id)) {
            $0.uploadStatus = .succeeded
        }
        await store.receive(.bump)
        await store.finish()
    }

    // MARK: bindings and triggers (query, setQuery → upload, ready, poke → upload)

    func testSetQueryAssignsQuery() async {
        let (store, service, _) = makeStore()
        await store.send(.setQuery(String.testSample)) {
            $0.query = String.testSample
        }
        // upload's when: decides whether the follow-up calls the service.
        let uploadCalls = Drawn11RowReducer.shouldStartUpload(store.state)
        await store.receive(.upload) {
            if uploadCalls {
                $0.uploadStatus = .loading
            }
        }
        if uploadCalls {
            service.uploadAnswers.answer(.success(()))
            await store.receive(.uploadSuccess(id: store.state.id)) {
                $0.uploadStatus = .succeeded
            }
            await store.receive(.bump)
        }
        await store.finish()
    }

    func testReadyChangedAssignsReady() async {
        let (store, _, _) = makeStore()
        await store.send(.readyChanged(Bool.testSample)) {
            $0.ready = Bool.testSample
        }
        await store.finish()
    }

    func testPokeStartsUpload() async {
        let (store, service, _) = makeStore()
        await store.send(.poke)
        // upload's when: decides whether the follow-up calls the service.
        let uploadCalls = Drawn11RowReducer.shouldStartUpload(store.state)
        await store.receive(.upload) {
            if uploadCalls {
                $0.uploadStatus = .loading
            }
        }
        if uploadCalls {
            service.uploadAnswers.answer(.success(()))
            await store.receive(.uploadSuccess(id: store.state.id)) {
                $0.uploadStatus = .succeeded
            }
            await store.receive(.bump)
        }
        await store.finish()
    }
}
