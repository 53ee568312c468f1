// Drawn04TransitionTests.swift
// Written once by reduxgen from Drawn04.yaml (--tests); from now on this file is yours.
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
final class Drawn04TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn04State = Drawn04State()
    ) -> (ReduxTesting.TestStore<Drawn04State, Drawn04Action>, Drawn04ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn04ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn04Reducer.reduce,
            middlewares: [Drawn04Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: lookup

    func testLookupGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            if let prediction = Drawn04Reducer.predictLookup(in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Int].testSample))
        await store.receive(.lookupSuccess([Int].testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .succeeded
            var predictions = $0.lookupPredictions.take()
            predictions.confirm([Int].testSample, prependingTo: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await store.finish()
    }

    func testLookupGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            if let prediction = Drawn04Reducer.predictLookup(in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.lookupFailure(ReduxRuntime.RequestError.testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.lookupPredictions.take()
            predictions.rollBack(in: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await store.finish()
    }

    func testLookupAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.lookupSuccess([Int].testSample))
        await store.send(.lookupFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testLookupIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            if let prediction = Drawn04Reducer.predictLookup(in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        await store.send(.cancelLookup) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .idle
            var predictions = $0.lookupPredictions.take()
            predictions.rollBackAll(in: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        service.lookupAnswers.answer(.success([Int].testSample))
        await store.finish()
    }

    func testLookupErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            if let prediction = Drawn04Reducer.predictLookup(in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.lookupFailure(ReduxRuntime.RequestError.testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.lookupPredictions.take()
            predictions.rollBack(in: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await store.send(.dismissLookupError) {
            $0.lookupStatus = .idle
        }
        await store.finish()
    }

    func testLookupConcurrentCallsEachApplyTheirAnswer() async {
        guard Drawn04Spec.lookupPolicy == .concurrent else {
            return XCTFail("The request lookup (\(Drawn04Spec.lookupDeclaration)) has the policy \(Drawn04Spec.lookupPolicy) now, and this test is of concurrent: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            if let prediction = Drawn04Reducer.predictLookup(in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        await service.lookupAnswers.waitForCalls(waiting: 1)
        await store.send(.lookup) {
            if let prediction = Drawn04Reducer.predictLookup(in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupInFlight = 2
        }
        await service.lookupAnswers.waitForCalls(waiting: 2)
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.lookupFailure(ReduxRuntime.RequestError.testSample)) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.lookupPredictions.take()
            predictions.rollBack(in: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        service.lookupAnswers.answer(.success([Int].testSample))
        await store.receive(.lookupSuccess([Int].testSample)) {
            $0.lookupInFlight = 0
            var predictions = $0.lookupPredictions.take()
            predictions.confirm([Int].testSample, prependingTo: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: rate

    func testRateGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(ref: Int.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(ref: Int.testSample, ready: store.state.ready, Item.testSample)) {
            $0.rateStatus[Int.testSample] = .succeeded
            $0.rateItems.upsert(Item.testSample)
        }
        await store.receive(.bump)
        await store.receive(.lookup) {
            if let prediction = Drawn04Reducer.predictLookup(in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Int].testSample))
        await store.receive(.lookupSuccess([Int].testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .succeeded
            var predictions = $0.lookupPredictions.take()
            predictions.confirm([Int].testSample, prependingTo: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await store.finish()
    }

    func testRateGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(ref: Int.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.rateFailure(ref: Int.testSample, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.rateStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
            $0.rateError = ReduxRuntime.RequestError.testSample
        }
        await store.finish()
    }

    func testRateErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(ref: Int.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.rateFailure(ref: Int.testSample, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.rateStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
            $0.rateError = ReduxRuntime.RequestError.testSample
        }
        await store.send(.dismissRateError(ref: Int.testSample)) {
            $0.rateStatus[Int.testSample] = nil
            $0.rateError = nil
        }
        await store.finish()
    }

    func testRateKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(ref: Int.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.rateFailure(ref: Int.testSample, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.rateStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
            $0.rateError = ReduxRuntime.RequestError.testSample
        }
        await store.send(.rate(ref: Int.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(ref: Int.testSample, ready: store.state.ready, Item.testSample)) {
            $0.rateStatus[Int.testSample] = .succeeded
            $0.rateItems.upsert(Item.testSample)
        }
        await store.receive(.bump)
        await store.receive(.lookup) {
            if let prediction = Drawn04Reducer.predictLookup(in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Int].testSample))
        await store.receive(.lookupSuccess([Int].testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .succeeded
            var predictions = $0.lookupPredictions.take()
            predictions.confirm([Int].testSample, prependingTo: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await store.finish()
    }

    func testRateLatestCallSupersedesTheOneInFlight() async {
        guard Drawn04Spec.ratePolicy == .latest else {
            return XCTFail("The request rate (\(Drawn04Spec.rateDeclaration)) has the policy \(Drawn04Spec.ratePolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.rate(ref: Int.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        await service.rateAnswers.waitForCalls(waiting: 1)
        await store.send(.rate(ref: Int.testSample))
        await service.rateAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(ref: Int.testSample, ready: store.state.ready, Item.testSample)) {
            $0.rateStatus[Int.testSample] = .succeeded
            $0.rateItems.upsert(Item.testSample)
        }
        await store.receive(.bump)
        await store.receive(.lookup) {
            if let prediction = Drawn04Reducer.predictLookup(in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Int].testSample))
        await store.receive(.lookupSuccess([Int].testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .succeeded
            var predictions = $0.lookupPredictions.take()
            predictions.confirm([Int].testSample, prependingTo: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await store.finish()
    }

    func testRateIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.rate(ref: Int.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(ref: Int.testSample, ready: store.state.ready, Item.testSample)) {
            $0.rateStatus[Int.testSample] = .succeeded
            $0.rateItems.upsert(Item.testSample)
        }
        await store.receive(.bump)
        await store.receive(.lookup) {
            if let prediction = Drawn04Reducer.predictLookup(in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Int].testSample))
        await store.receive(.lookupSuccess([Int].testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .succeeded
            var predictions = $0.lookupPredictions.take()
            predictions.confirm([Int].testSample, prependingTo: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await store.send(.rate(ref: Int.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        await store.receive(.rateSuccess(ref: Int.testSample, ready: store.state.ready, Item.testSample)) {
            $0.rateStatus[Int.testSample] = .succeeded
            $0.rateItems.upsert(Item.testSample)
        }
        await store.receive(.bump)
        await store.receive(.lookup) {
            if let prediction = Drawn04Reducer.predictLookup(in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Int].testSample))
        await store.receive(.lookupSuccess([Int].testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .succeeded
            var predictions = $0.lookupPredictions.take()
            predictions.confirm([Int].testSample, prependingTo: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await store.send(.forceRate(ref: Int.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(ref: Int.testSample, ready: store.state.ready, Item.testSample)) {
            $0.rateStatus[Int.testSample] = .succeeded
            $0.rateItems.upsert(Item.testSample)
        }
        await store.receive(.bump)
        await store.receive(.lookup) {
            if let prediction = Drawn04Reducer.predictLookup(in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Int].testSample))
        await store.receive(.lookupSuccess([Int].testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .succeeded
            var predictions = $0.lookupPredictions.take()
            predictions.confirm([Int].testSample, prependingTo: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await clock.advance(by: Drawn04Spec.rateCacheLifetime)
        await store.send(.rate(ref: Int.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(ref: Int.testSample, ready: store.state.ready, Item.testSample)) {
            $0.rateStatus[Int.testSample] = .succeeded
            $0.rateItems.upsert(Item.testSample)
        }
        await store.receive(.bump)
        await store.receive(.lookup) {
            if let prediction = Drawn04Reducer.predictLookup(in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Int].testSample))
        await store.receive(.lookupSuccess([Int].testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .succeeded
            var predictions = $0.lookupPredictions.take()
            predictions.confirm([Int].testSample, prependingTo: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: upload

    /// Whether `upload`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func uploadStarts(_ store: ReduxTesting.TestStore<Drawn04State, Drawn04Action>, _ service: Drawn04ServiceMock) async -> Bool {
        guard Drawn04Reducer.shouldStartUpload(store.state) else {
            await store.send(.upload(ref: Int.testSample, count: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "upload was called although its when: is false")
            return false
        }
        return true
    }

    func testUploadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await uploadStarts(store, service) else { return }
        await store.send(.upload(ref: Int.testSample, count: Int.testSample)) {
            var predictions = $0.uploadPredictions.take()
            predictions.rollBackAll(in: &$0.uploadItems) { $0 == Int.testSample }
            $0.uploadPredictions = consume predictions
            if let prediction = Drawn04Reducer.predictUpload(ref: Int.testSample, count: Int.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.uploadItems, for: Int.testSample)
                $0.uploadPredictions = consume predictions
            }
            $0.uploadStatus[Int.testSample] = .loading
        }
        service.uploadAnswers.answer(.success([Item].testSample))
        await store.receive(.uploadSuccess(ref: Int.testSample, count: Int.testSample, page: store.state.page, [Item].testSample)) {
            $0.uploadStatus[Int.testSample] = .succeeded
            var predictions = $0.uploadPredictions.take()
            predictions.confirm([Item].testSample, appendingTo: &$0.uploadItems) { $0 == Int.testSample }
            $0.uploadPredictions = consume predictions
        }
        await store.finish()
    }

    func testUploadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await uploadStarts(store, service) else { return }
        await store.send(.upload(ref: Int.testSample, count: Int.testSample)) {
            var predictions = $0.uploadPredictions.take()
            predictions.rollBackAll(in: &$0.uploadItems) { $0 == Int.testSample }
            $0.uploadPredictions = consume predictions
            if let prediction = Drawn04Reducer.predictUpload(ref: Int.testSample, count: Int.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.uploadItems, for: Int.testSample)
                $0.uploadPredictions = consume predictions
            }
            $0.uploadStatus[Int.testSample] = .loading
        }
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.uploadFailure(ref: Int.testSample, count: Int.testSample, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.uploadStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
            $0.uploadError = ReduxRuntime.RequestError.testSample
            var predictions = $0.uploadPredictions.take()
            predictions.rollBack(in: &$0.uploadItems) { $0 == Int.testSample }
            $0.uploadPredictions = consume predictions
        }
        await store.finish()
    }

    func testUploadKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        guard await uploadStarts(store, service) else { return }
        await store.send(.upload(ref: Int.testSample, count: Int.testSample)) {
            var predictions = $0.uploadPredictions.take()
            predictions.rollBackAll(in: &$0.uploadItems) { $0 == Int.testSample }
            $0.uploadPredictions = consume predictions
            if let prediction = Drawn04Reducer.predictUpload(ref: Int.testSample, count: Int.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.uploadItems, for: Int.testSample)
                $0.uploadPredictions = consume predictions
            }
            $0.uploadStatus[Int.testSample] = .loading
        }
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.uploadFailure(ref: Int.testSample, count: Int.testSample, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.uploadStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
            $0.uploadError = ReduxRuntime.RequestError.testSample
            var predictions = $0.uploadPredictions.take()
            predictions.rollBack(in: &$0.uploadItems) { $0 == Int.testSample }
            $0.uploadPredictions = consume predictions
        }
        await store.send(.upload(ref: Int.testSample, count: Int.testSample)) {
            var predictions = $0.uploadPredictions.take()
            predictions.rollBackAll(in: &$0.uploadItems) { $0 == Int.testSample }
            $0.uploadPredictions = consume predictions
            if let prediction = Drawn04Reducer.predictUpload(ref: Int.testSample, count: Int.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.uploadItems, for: Int.testSample)
                $0.uploadPredictions = consume predictions
            }
            $0.uploadStatus[Int.testSample] = .loading
        }
        service.uploadAnswers.answer(.success([Item].testSample))
        await store.receive(.uploadSuccess(ref: Int.testSample, count: Int.testSample, page: store.state.page, [Item].testSample)) {
            $0.uploadStatus[Int.testSample] = .succeeded
            var predictions = $0.uploadPredictions.take()
            predictions.confirm([Item].testSample, appendingTo: &$0.uploadItems) { $0 == Int.testSample }
            $0.uploadPredictions = consume predictions
        }
        await store.finish()
    }

    func testUploadLatestCallSupersedesTheOneInFlight() async {
        guard Drawn04Spec.uploadPolicy == .latest else {
            return XCTFail("The request upload (\(Drawn04Spec.uploadDeclaration)) has the policy \(Drawn04Spec.uploadPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await uploadStarts(store, service) else { return }
        await store.send(.upload(ref: Int.testSample, count: Int.testSample)) {
            var predictions = $0.uploadPredictions.take()
            predictions.rollBackAll(in: &$0.uploadItems) { $0 == Int.testSample }
            $0.uploadPredictions = consume predictions
            if let prediction = Drawn04Reducer.predictUpload(ref: Int.testSample, count: Int.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.uploadItems, for: Int.testSample)
                $0.uploadPredictions = consume predictions
            }
            $0.uploadStatus[Int.testSample] = .loading
        }
        await service.uploadAnswers.waitForCalls(waiting: 1)
        await store.send(.upload(ref: Int.testSample, count: Int.testSample)) {
            var predictions = $0.uploadPredictions.take()
            predictions.rollBackAll(in: &$0.uploadItems) { $0 == Int.testSample }
            $0.uploadPredictions = consume predictions
            if let prediction = Drawn04Reducer.predictUpload(ref: Int.testSample, count: Int.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.uploadItems, for: Int.testSample)
                $0.uploadPredictions = consume predictions
            }
        }
        await service.uploadAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.uploadAnswers.answer(.success([Item].testSample))
        await store.receive(.uploadSuccess(ref: Int.testSample, count: Int.testSample, page: store.state.page, [Item].testSample)) {
            $0.uploadStatus[Int.testSample] = .succeeded
            var predictions = $0.uploadPredictions.take()
            predictions.confirm([Item].testSample, appendingTo: &$0.uploadItems) { $0 == Int.testSample }
            $0.uploadPredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: sync

    /// Whether `sync`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func syncStarts(_ store: ReduxTesting.TestStore<Drawn04State, Drawn04Action>, _ service: Drawn04ServiceMock) async -> Bool {
        guard Drawn04Reducer.shouldStartSync(store.state) else {
            await store.send(.sync(Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "sync was called although its when: is false")
            return false
        }
        return true
    }

    func testSyncGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await syncStarts(store, service) else { return }
        await store.send(.sync(Int.testSample)) {
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success(Int.testSample))
        await store.receive(.syncSuccess(Int.testSample, Int.testSample)) {
            $0.syncStatus = .succeeded
        }
        await store.receive(.bump)
        await store.receive(.lookup) {
            if let prediction = Drawn04Reducer.predictLookup(in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Int].testSample))
        await store.receive(.lookupSuccess([Int].testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .succeeded
            var predictions = $0.lookupPredictions.take()
            predictions.confirm([Int].testSample, prependingTo: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await store.finish()
    }

    func testSyncFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        guard await syncStarts(store, service) else { return }
        await store.send(.sync(Int.testSample)) {
            $0.syncStatus = .loading
        }
        var deadline = clock.now
        for attempt in 0...Drawn04Spec.syncRetry.attempts {
            await clock.waitForSleeper(wakingAt: deadline.advanced(by: Drawn04Spec.syncTimeout))
            let mark = clock.sleepMark
            service.syncAnswers.answer(.failure(ModelFailure.testSample))
            guard attempt < Drawn04Spec.syncRetry.attempts && Drawn04Spec.syncRetry.backoff > .zero else { continue }
            deadline = deadline.advanced(by: Drawn04Spec.syncRetry.delay(beforeRetry: attempt + 1))
            await clock.waitForOnlySleeper(wakingAt: deadline, sleepingSince: mark)
            await clock.advance(to: deadline)
        }
        await store.receive(.syncFailure(Int.testSample, ModelFailure.testSample)) {
            $0.syncStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testSyncTimesOut() async {
        let (store, service, clock) = makeStore()
        guard await syncStarts(store, service) else { return }
        await store.send(.sync(Int.testSample)) {
            $0.syncStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn04Spec.syncTimeout)
        for retry in 1...Drawn04Spec.syncRetry.attempts {
            await clock.waitForSleepers(1)
            await clock.advance(by: Drawn04Spec.syncRetry.delay(beforeRetry: retry))
            await clock.waitForSleepers(1)
            await clock.advance(by: Drawn04Spec.syncTimeout)
        }
        await store.receive(.syncFailure(Int.testSample, ModelFailure.timedOut(after: Drawn04Spec.syncTimeout))) {
            $0.syncStatus = .failed(ModelFailure.timedOut(after: Drawn04Spec.syncTimeout))
        }
        await store.finish()
    }

    func testSyncIsCancelled() async {
        let (store, service, _) = makeStore()
        guard await syncStarts(store, service) else { return }
        await store.send(.sync(Int.testSample)) {
            $0.syncStatus = .loading
        }
        await store.send(.cancelSync) {
            $0.syncStatus = .idle
        }
        service.syncAnswers.answer(.success(Int.testSample))
        await store.finish()
    }

    func testSyncLatestCallSupersedesTheOneInFlight() async {
        guard Drawn04Spec.syncPolicy == .latest else {
            return XCTFail("The request sync (\(Drawn04Spec.syncDeclaration)) has the policy \(Drawn04Spec.syncPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await syncStarts(store, service) else { return }
        await store.send(.sync(Int.testSample)) {
            $0.syncStatus = .loading
        }
        await service.syncAnswers.waitForCalls(waiting: 1)
        await store.send(.sync(Int.testSample))
        await service.syncAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.syncAnswers.answer(.success(Int.testSample))
        await store.receive(.syncSuccess(Int.testSample, Int.testSample)) {
            $0.syncStatus = .succeeded
        }
        await store.receive(.bump)
        await store.receive(.lookup) {
            if let prediction = Drawn04Reducer.predictLookup(in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Int].testSample))
        await store.receive(.lookupSuccess([Int].testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .succeeded
            var predictions = $0.lookupPredictions.take()
            predictions.confirm([Int].testSample, prependingTo: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: bindings and triggers (ready)

    func testSetReadyAssignsReady() async {
        let (store, _, _) = makeStore()
        await store.send(.setReady(Bool.testSample)) {
            $0.ready = Bool.testSample
        }
        await store.finish()
    }

    // MARK: rows (Drawn04Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn04State(rows: [Drawn04RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .post(text: String.testSample, count: Int.testSample))) {
            $0.rows[id: Int.testSample]!.postStatus = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .post(text: String.testSample, count: Int.testSample)))
        await store.finish()
    }

    // MARK: pane (Drawn04Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn04State(pane: Drawn04PaneState(id: Int.testSample)))
        await store.send(.pane(.save(count: Int.testSample, ref: Int.testSample))) {
            $0.pane!.saveStatus[Int.testSample] = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.save(count: Int.testSample, ref: Int.testSample)))
        await store.finish()
    }
}
