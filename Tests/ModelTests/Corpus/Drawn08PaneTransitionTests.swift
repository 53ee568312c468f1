// Drawn08PaneTransitionTests.swift
// Written once by reduxgen from Drawn08Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn08PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn08PaneState, Drawn08PaneAction>, Drawn08PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn08PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn08PaneState(id: Int.testSample),
            reducer: Drawn08PaneReducer.reduce,
            middlewares: [Drawn08PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: post

    func testPostGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.post(text: String.testSample)) {
            do { var predictions = $0.postPredictions; predictions.rollBackAll(in: &$0.postByKey) { $0 == String.testSample }; $0.postPredictions = predictions }
            if let prediction = Drawn08PaneReducer.predictPost(text: String.testSample, in: $0) {
                do { var predictions = $0.postPredictions; predictions.predict(prediction, in: &$0.postByKey, at: String.testSample, for: String.testSample); $0.postPredictions = predictions }
            }
            $0.postStatus[String.testSample] = .loading
        }
        service.postAnswers.answer(.success(Int.testSample))
        await store.receive(.postSuccess(text: String.testSample, Int.testSample)) {
            $0.postStatus[String.testSample] = .succeeded
            do { var predictions = $0.postPredictions; predictions.confirm(Int.testSample, in: &$0.postByKey, at: String.testSample) { $0 == String.testSample }; $0.postPredictions = predictions }
        }
        await store.finish()
    }

    func testPostGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.post(text: String.testSample)) {
            do { var predictions = $0.postPredictions; predictions.rollBackAll(in: &$0.postByKey) { $0 == String.testSample }; $0.postPredictions = predictions }
            if let prediction = Drawn08PaneReducer.predictPost(text: String.testSample, in: $0) {
                do { var predictions = $0.postPredictions; predictions.predict(prediction, in: &$0.postByKey, at: String.testSample, for: String.testSample); $0.postPredictions = predictions }
            }
            $0.postStatus[String.testSample] = .loading
        }
        service.postAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.postFailure(text: String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.postStatus[String.testSample] = .failed(ReduxRuntime.RequestError.testSample)
            do { var predictions = $0.postPredictions; predictions.rollBack(in: &$0.postByKey) { $0 == String.testSample }; $0.postPredictions = predictions }
        }
        await store.finish()
    }

    func testPostAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.postSuccess(text: String.testSample, Int.testSample))
        await store.send(.postFailure(text: String.testSample, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testPostErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.post(text: String.testSample)) {
            do { var predictions = $0.postPredictions; predictions.rollBackAll(in: &$0.postByKey) { $0 == String.testSample }; $0.postPredictions = predictions }
            if let prediction = Drawn08PaneReducer.predictPost(text: String.testSample, in: $0) {
                do { var predictions = $0.postPredictions; predictions.predict(prediction, in: &$0.postByKey, at: String.testSample, for: String.testSample); $0.postPredictions = predictions }
            }
            $0.postStatus[String.testSample] = .loading
        }
        service.postAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.postFailure(text: String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.postStatus[String.testSample] = .failed(ReduxRuntime.RequestError.testSample)
            do { var predictions = $0.postPredictions; predictions.rollBack(in: &$0.postByKey) { $0 == String.testSample }; $0.postPredictions = predictions }
        }
        await store.send(.dismissPostError(text: String.testSample)) {
            $0.postStatus[String.testSample] = nil
        }
        await store.finish()
    }

    func testPostIsSkippedWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.post(text: String.testSample)) {
            do { var predictions = $0.postPredictions; predictions.rollBackAll(in: &$0.postByKey) { $0 == String.testSample }; $0.postPredictions = predictions }
            if let prediction = Drawn08PaneReducer.predictPost(text: String.testSample, in: $0) {
                do { var predictions = $0.postPredictions; predictions.predict(prediction, in: &$0.postByKey, at: String.testSample, for: String.testSample); $0.postPredictions = predictions }
            }
            $0.postStatus[String.testSample] = .loading
        }
        service.postAnswers.answer(.success(Int.testSample))
        await store.receive(.postSuccess(text: String.testSample, Int.testSample)) {
            $0.postStatus[String.testSample] = .succeeded
            do { var predictions = $0.postPredictions; predictions.confirm(Int.testSample, in: &$0.postByKey, at: String.testSample) { $0 == String.testSample }; $0.postPredictions = predictions }
        }
        await store.send(.post(text: String.testSample))
        await store.send(.forcePost(text: String.testSample)) {
            do { var predictions = $0.postPredictions; predictions.rollBackAll(in: &$0.postByKey) { $0 == String.testSample }; $0.postPredictions = predictions }
            if let prediction = Drawn08PaneReducer.predictPost(text: String.testSample, in: $0) {
                do { var predictions = $0.postPredictions; predictions.predict(prediction, in: &$0.postByKey, at: String.testSample, for: String.testSample); $0.postPredictions = predictions }
            }
            $0.postStatus[String.testSample] = .loading
        }
        service.postAnswers.answer(.success(Int.testSample))
        await store.receive(.postSuccess(text: String.testSample, Int.testSample)) {
            $0.postStatus[String.testSample] = .succeeded
            do { var predictions = $0.postPredictions; predictions.confirm(Int.testSample, in: &$0.postByKey, at: String.testSample) { $0 == String.testSample }; $0.postPredictions = predictions }
        }
        await clock.advance(by: .seconds(5))
        await store.send(.post(text: String.testSample)) {
            do { var predictions = $0.postPredictions; predictions.rollBackAll(in: &$0.postByKey) { $0 == String.testSample }; $0.postPredictions = predictions }
            if let prediction = Drawn08PaneReducer.predictPost(text: String.testSample, in: $0) {
                do { var predictions = $0.postPredictions; predictions.predict(prediction, in: &$0.postByKey, at: String.testSample, for: String.testSample); $0.postPredictions = predictions }
            }
            $0.postStatus[String.testSample] = .loading
        }
        service.postAnswers.answer(.success(Int.testSample))
        await store.receive(.postSuccess(text: String.testSample, Int.testSample)) {
            $0.postStatus[String.testSample] = .succeeded
            do { var predictions = $0.postPredictions; predictions.confirm(Int.testSample, in: &$0.postByKey, at: String.testSample) { $0 == String.testSample }; $0.postPredictions = predictions }
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
