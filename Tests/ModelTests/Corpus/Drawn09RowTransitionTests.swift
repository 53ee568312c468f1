// Drawn09RowTransitionTests.swift
// Written once by reduxgen from Drawn09Row.yaml (--tests); from now on this file is yours.
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
final class Drawn09RowTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn09RowState, Drawn09RowAction>, Drawn09RowServiceMock, ReduxTesting.TestClock) {
        let service = Drawn09RowServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn09RowState(id: Int.testSample),
            reducer: Drawn09RowReducer.reduce,
            middlewares: [Drawn09RowLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: upload

    func testUploadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.upload) {
            var predictions = $0.uploadPredictions.take()
            predictions.rollBackAll(in: &$0.uploadItems)
            $0.uploadPredictions = consume predictions
            if let prediction = Drawn09RowReducer.predictUpload(in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.uploadItems, for: ())
                $0.uploadPredictions = consume predictions
            }
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadSuccess(id: store.state.id, Item.testSample)) {
            $0.uploadStatus = .succeeded
            var predictions = $0.uploadPredictions.take()
            predictions.confirm(Item.testSample, upsertingInto: &$0.uploadItems)
            $0.uploadPredictions = consume predictions
        }
        await store.finish()
    }

    func testUploadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.upload) {
            var predictions = $0.uploadPredictions.take()
            predictions.rollBackAll(in: &$0.uploadItems)
            $0.uploadPredictions = consume predictions
            if let prediction = Drawn09RowReducer.predictUpload(in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.uploadItems, for: ())
                $0.uploadPredictions = consume predictions
            }
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.uploadFailure(id: store.state.id, ReduxRuntime.RequestError.testSample)) {
            $0.uploadStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.uploadPredictions.take()
            predictions.rollBack(in: &$0.uploadItems)
            $0.uploadPredictions = consume predictions
        }
        await store.finish()
    }

    func testUploadTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.upload) {
            var predictions = $0.uploadPredictions.take()
            predictions.rollBackAll(in: &$0.uploadItems)
            $0.uploadPredictions = consume predictions
            if let prediction = Drawn09RowReducer.predictUpload(in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.uploadItems, for: ())
                $0.uploadPredictions = consume predictions
            }
            $0.uploadStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn09RowSpec.uploadTimeout)
        await store.receive(.uploadFailure(id: store.state.id, ReduxRuntime.RequestError.timedOut(after: Drawn09RowSpec.uploadTimeout))) {
            $0.uploadStatus = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn09RowSpec.uploadTimeout))
            var predictions = $0.uploadPredictions.take()
            predictions.rollBack(in: &$0.uploadItems)
            $0.uploadPredictions = consume predictions
        }
        await store.finish()
    }

    func testUploadLatestCallSupersedesTheOneInFlight() async {
        guard Drawn09RowSpec.uploadPolicy == .latest else {
            return XCTFail("The request upload (\(Drawn09RowSpec.uploadDeclaration)) has the policy \(Drawn09RowSpec.uploadPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.upload) {
            var predictions = $0.uploadPredictions.take()
            predictions.rollBackAll(in: &$0.uploadItems)
            $0.uploadPredictions = consume predictions
            if let prediction = Drawn09RowReducer.predictUpload(in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.uploadItems, for: ())
                $0.uploadPredictions = consume predictions
            }
            $0.uploadStatus = .loading
        }
        await service.uploadAnswers.waitForCalls(waiting: 1)
        await store.send(.upload) {
            var predictions = $0.uploadPredictions.take()
            predictions.rollBackAll(in: &$0.uploadItems)
            $0.uploadPredictions = consume predictions
            if let prediction = Drawn09RowReducer.predictUpload(in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.uploadItems, for: ())
                $0.uploadPredictions = consume predictions
            }
        }
        await service.uploadAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadSuccess(id: store.state.id, Item.testSample)) {
            $0.uploadStatus = .succeeded
            var predictions = $0.uploadPredictions.take()
            predictions.confirm(Item.testSample, upsertingInto: &$0.uploadItems)
            $0.uploadPredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: bindings and triggers (page, ready)

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
}
