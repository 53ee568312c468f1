// Drawn02RowTransitionTests.swift
// Written once by reduxgen from Drawn02Row.yaml (--tests); from now on this file is yours.
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
final class Drawn02RowTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn02RowState, Drawn02RowAction>, Drawn02RowServiceMock, ReduxTesting.TestClock) {
        let service = Drawn02RowServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn02RowState(id: Int.testSample),
            reducer: Drawn02RowReducer.reduce,
            middlewares: [Drawn02RowLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: upload

    func testUploadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.upload) {
            if let prediction = Drawn02RowReducer.predictUpload(in: $0) {
                do { var predictions = $0.uploadPredictions; predictions.predict(prediction, upsertingInto: &$0.uploadItems, for: ()); $0.uploadPredictions = predictions }
            }
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadSuccess(Item.testSample)) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .succeeded
            do { var predictions = $0.uploadPredictions; predictions.confirm(Item.testSample, upsertingInto: &$0.uploadItems); $0.uploadPredictions = predictions }
        }
        await store.receive(.poke)
        // post's when: decides whether the follow-up calls the service.
        let postCalls = Drawn02RowReducer.shouldStartPost(store.state)
        await store.receive(.post) {
            if postCalls {
                do { var predictions = $0.postPredictions; predictions.rollBackAll(in: &$0.postItems); $0.postPredictions = predictions }
                if let prediction = Drawn02RowReducer.predictPost(in: $0) {
                    do { var predictions = $0.postPredictions; predictions.predict(prediction, upsertingInto: &$0.postItems, for: ()); $0.postPredictions = predictions }
                }
                $0.postStatus = .loading
            }
        }
        if postCalls {
            service.postAnswers.answer(.success(Item.testSample))
            await store.receive(.postSuccess(Item.testSample)) {
                $0.postStatus = .succeeded
                do { var predictions = $0.postPredictions; predictions.confirm(Item.testSample, upsertingInto: &$0.postItems); $0.postPredictions = predictions }
            }
        }
        await store.finish()
    }

    func testUploadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.upload) {
            if let prediction = Drawn02RowReducer.predictUpload(in: $0) {
                do { var predictions = $0.uploadPredictions; predictions.predict(prediction, upsertingInto: &$0.uploadItems, for: ()); $0.uploadPredictions = predictions }
            }
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.uploadFailure(ModelFailure.testSample)) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .failed(ModelFailure.testSample)
            do { var predictions = $0.uploadPredictions; predictions.rollBack(in: &$0.uploadItems); $0.uploadPredictions = predictions }
        }
        await store.finish()
    }

    func testUploadAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.uploadSuccess(Item.testSample))
        await store.send(.uploadFailure(ModelFailure.testSample))
        await store.finish()
    }

    func testUploadIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.upload) {
            if let prediction = Drawn02RowReducer.predictUpload(in: $0) {
                do { var predictions = $0.uploadPredictions; predictions.predict(prediction, upsertingInto: &$0.uploadItems, for: ()); $0.uploadPredictions = predictions }
            }
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        await store.send(.cancelUpload) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .idle
            do { var predictions = $0.uploadPredictions; predictions.rollBackAll(in: &$0.uploadItems); $0.uploadPredictions = predictions }
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.finish()
    }

    func testUploadConcurrentCallsEachApplyTheirAnswer() async {
        let (store, service, _) = makeStore()
        await store.send(.upload) {
            if let prediction = Drawn02RowReducer.predictUpload(in: $0) {
                do { var predictions = $0.uploadPredictions; predictions.predict(prediction, upsertingInto: &$0.uploadItems, for: ()); $0.uploadPredictions = predictions }
            }
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        await service.uploadAnswers.waitForCalls(waiting: 1)
        await store.send(.upload) {
            if let prediction = Drawn02RowReducer.predictUpload(in: $0) {
                do { var predictions = $0.uploadPredictions; predictions.predict(prediction, upsertingInto: &$0.uploadItems, for: ()); $0.uploadPredictions = predictions }
            }
            $0.uploadInFlight = 2
        }
        await service.uploadAnswers.waitForCalls(waiting: 2)
        service.uploadAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.uploadFailure(ModelFailure.testSample)) {
            $0.uploadInFlight = 1
            $0.uploadStatus = .failed(ModelFailure.testSample)
            do { var predictions = $0.uploadPredictions; predictions.rollBack(in: &$0.uploadItems); $0.uploadPredictions = predictions }
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadSuccess(Item.testSample)) {
            $0.uploadInFlight = 0
            do { var predictions = $0.uploadPredictions; predictions.confirm(Item.testSample, upsertingInto: &$0.uploadItems); $0.uploadPredictions = predictions }
        }
        await store.receive(.poke)
        // post's when: decides whether the follow-up calls the service.
        let postCalls = Drawn02RowReducer.shouldStartPost(store.state)
        await store.receive(.post) {
            if postCalls {
                do { var predictions = $0.postPredictions; predictions.rollBackAll(in: &$0.postItems); $0.postPredictions = predictions }
                if let prediction = Drawn02RowReducer.predictPost(in: $0) {
                    do { var predictions = $0.postPredictions; predictions.predict(prediction, upsertingInto: &$0.postItems, for: ()); $0.postPredictions = predictions }
                }
                $0.postStatus = .loading
            }
        }
        if postCalls {
            service.postAnswers.answer(.success(Item.testSample))
            await store.receive(.postSuccess(Item.testSample)) {
                $0.postStatus = .succeeded
                do { var predictions = $0.postPredictions; predictions.confirm(Item.testSample, upsertingInto: &$0.postItems); $0.postPredictions = predictions }
            }
        }
        await store.finish()
    }

    // MARK: post

    /// Whether `post`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func postStarts(_ store: ReduxTesting.TestStore<Drawn02RowState, Drawn02RowAction>, _ service: Drawn02RowServiceMock) async -> Bool {
        guard Drawn02RowReducer.shouldStartPost(store.state) else {
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
            do { var predictions = $0.postPredictions; predictions.rollBackAll(in: &$0.postItems); $0.postPredictions = predictions }
            if let prediction = Drawn02RowReducer.predictPost(in: $0) {
                do { var predictions = $0.postPredictions; predictions.predict(prediction, upsertingInto: &$0.postItems, for: ()); $0.postPredictions = predictions }
            }
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success(Item.testSample))
        await store.receive(.postSuccess(Item.testSample)) {
            $0.postStatus = .succeeded
            do { var predictions = $0.postPredictions; predictions.confirm(Item.testSample, upsertingInto: &$0.postItems); $0.postPredictions = predictions }
        }
        await store.finish()
    }

    func testPostGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await postStarts(store, service) else { return }
        await store.send(.post) {
            do { var predictions = $0.postPredictions; predictions.rollBackAll(in: &$0.postItems); $0.postPredictions = predictions }
            if let prediction = Drawn02RowReducer.predictPost(in: $0) {
                do { var predictions = $0.postPredictions; predictions.predict(prediction, upsertingInto: &$0.postItems, for: ()); $0.postPredictions = predictions }
            }
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.postFailure(ReduxRuntime.RequestError.testSample)) {
            $0.postStatus = .failed(ReduxRuntime.RequestError.testSample)
            do { var predictions = $0.postPredictions; predictions.rollBack(in: &$0.postItems); $0.postPredictions = predictions }
        }
        await store.finish()
    }

    func testPostAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.postSuccess(Item.testSample))
        await store.send(.postFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testPostLatestCallSupersedesTheOneInFlight() async {
        let (store, service, _) = makeStore()
        guard await postStarts(store, service) else { return }
        await store.send(.post) {
            do { var predictions = $0.postPredictions; predictions.rollBackAll(in: &$0.postItems); $0.postPredictions = predictions }
            if let prediction = Drawn02RowReducer.predictPost(in: $0) {
                do { var predictions = $0.postPredictions; predictions.predict(prediction, upsertingInto: &$0.postItems, for: ()); $0.postPredictions = predictions }
            }
            $0.postStatus = .loading
        }
        await service.postAnswers.waitForCalls(waiting: 1)
        await store.send(.post) {
            do { var predictions = $0.postPredictions; predictions.rollBackAll(in: &$0.postItems); $0.postPredictions = predictions }
            if let prediction = Drawn02RowReducer.predictPost(in: $0) {
                do { var predictions = $0.postPredictions; predictions.predict(prediction, upsertingInto: &$0.postItems, for: ()); $0.postPredictions = predictions }
            }
        }
        await service.postAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.postAnswers.answer(.success(Item.testSample))
        await store.receive(.postSuccess(Item.testSample)) {
            $0.postStatus = .succeeded
            do { var predictions = $0.postPredictions; predictions.confirm(Item.testSample, upsertingInto: &$0.postItems); $0.postPredictions = predictions }
        }
        await store.finish()
    }

    func testPostIsSkippedWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        guard await postStarts(store, service) else { return }
        await store.send(.post) {
            do { var predictions = $0.postPredictions; predictions.rollBackAll(in: &$0.postItems); $0.postPredictions = predictions }
            if let prediction = Drawn02RowReducer.predictPost(in: $0) {
                do { var predictions = $0.postPredictions; predictions.predict(prediction, upsertingInto: &$0.postItems, for: ()); $0.postPredictions = predictions }
            }
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success(Item.testSample))
        await store.receive(.postSuccess(Item.testSample)) {
            $0.postStatus = .succeeded
            do { var predictions = $0.postPredictions; predictions.confirm(Item.testSample, upsertingInto: &$0.postItems); $0.postPredictions = predictions }
        }
        await store.send(.post)
        await store.send(.forcePost) {
            do { var predictions = $0.postPredictions; predictions.rollBackAll(in: &$0.postItems); $0.postPredictions = predictions }
            if let prediction = Drawn02RowReducer.predictPost(in: $0) {
                do { var predictions = $0.postPredictions; predictions.predict(prediction, upsertingInto: &$0.postItems, for: ()); $0.postPredictions = predictions }
            }
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success(Item.testSample))
        await store.receive(.postSuccess(Item.testSample)) {
            $0.postStatus = .succeeded
            do { var predictions = $0.postPredictions; predictions.confirm(Item.testSample, upsertingInto: &$0.postItems); $0.postPredictions = predictions }
        }
        await clock.advance(by: .seconds(1))
        await store.send(.post) {
            do { var predictions = $0.postPredictions; predictions.rollBackAll(in: &$0.postItems); $0.postPredictions = predictions }
            if let prediction = Drawn02RowReducer.predictPost(in: $0) {
                do { var predictions = $0.postPredictions; predictions.predict(prediction, upsertingInto: &$0.postItems, for: ()); $0.postPredictions = predictions }
            }
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success(Item.testSample))
        await store.receive(.postSuccess(Item.testSample)) {
            $0.postStatus = .succeeded
            do { var predictions = $0.postPredictions; predictions.confirm(Item.testSample, upsertingInto: &$0.postItems); $0.postPredictions = predictions }
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
}
