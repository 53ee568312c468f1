// Drawn07TransitionTests.swift
// Written once by reduxgen from Drawn07.yaml (--tests); from now on this file is yours.
// One test per valid transition of each request's status, run through a TestStore with the
// service mock. The tests send and answer sample values of the spec's types (TestSample:
// ReduxTesting has those of the standard library's types, your test target the others).
// When your reducer logic changes the state on these actions, add its changes to the
// tests' closures.
// Each transition of the navigation (push, pop, present, …) has a test too.
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
final class Drawn07TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn07State = Drawn07State()
    ) -> (ReduxTesting.TestStore<Drawn07State, Drawn07Action>, Drawn07ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn07ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn07Reducer.reduce,
            middlewares: [Drawn07Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: upload

    /// Whether `upload`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func uploadStarts(_ store: ReduxTesting.TestStore<Drawn07State, Drawn07Action>, _ service: Drawn07ServiceMock) async -> Bool {
        guard Drawn07Reducer.shouldStartUpload(store.state) else {
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
        service.uploadAnswers.answer(.success(Int.testSample))
        await store.receive(.uploadSuccess(ready: store.state.ready, page: store.state.page, Int.testSample)) {
            $0.uploadStatus = .succeeded
            $0.uploadItems.append(Int.testSample)
        }
        await store.receive(.startUpdates) {
            $0.updatesActive = true
        }
        await store.send(.stopUpdates) {
            $0.updatesActive = false
        }
        await store.receive(.rate) {
            if let prediction = Drawn07Reducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, appendingTo: &$0.rateItems, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(page: store.state.page, Item.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm(Item.testSample, appendingTo: &$0.rateItems)
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    func testUploadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await uploadStarts(store, service) else { return }
        await store.send(.upload) {
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.uploadFailure(ready: store.state.ready, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.uploadStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.uploadError = ReduxRuntime.RequestError.testSample
        }
        await store.finish()
    }

    func testUploadErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        guard await uploadStarts(store, service) else { return }
        await store.send(.upload) {
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.uploadFailure(ready: store.state.ready, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.uploadStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.uploadError = ReduxRuntime.RequestError.testSample
        }
        await store.send(.dismissUploadError) {
            $0.uploadStatus = .idle
            $0.uploadError = nil
        }
        await store.finish()
    }

    func testUploadKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        guard await uploadStarts(store, service) else { return }
        await store.send(.upload) {
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.uploadFailure(ready: store.state.ready, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.uploadStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.uploadError = ReduxRuntime.RequestError.testSample
        }
        await store.send(.upload) {
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success(Int.testSample))
        await store.receive(.uploadSuccess(ready: store.state.ready, page: store.state.page, Int.testSample)) {
            $0.uploadStatus = .succeeded
            $0.uploadItems.append(Int.testSample)
        }
        await store.receive(.startUpdates) {
            $0.updatesActive = true
        }
        await store.send(.stopUpdates) {
            $0.updatesActive = false
        }
        await store.receive(.rate) {
            if let prediction = Drawn07Reducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, appendingTo: &$0.rateItems, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(page: store.state.page, Item.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm(Item.testSample, appendingTo: &$0.rateItems)
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    func testUploadLatestCallSupersedesTheOneInFlight() async {
        guard Drawn07Spec.uploadPolicy == .latest else {
            return XCTFail("The request upload (\(Drawn07Spec.uploadDeclaration)) has the policy \(Drawn07Spec.uploadPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await uploadStarts(store, service) else { return }
        await store.send(.upload) {
            $0.uploadStatus = .loading
        }
        await service.uploadAnswers.waitForCalls(waiting: 1)
        await store.send(.upload)
        await service.uploadAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.uploadAnswers.answer(.success(Int.testSample))
        await store.receive(.uploadSuccess(ready: store.state.ready, page: store.state.page, Int.testSample)) {
            $0.uploadStatus = .succeeded
            $0.uploadItems.append(Int.testSample)
        }
        await store.receive(.startUpdates) {
            $0.updatesActive = true
        }
        await store.send(.stopUpdates) {
            $0.updatesActive = false
        }
        await store.receive(.rate) {
            if let prediction = Drawn07Reducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, appendingTo: &$0.rateItems, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(page: store.state.page, Item.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm(Item.testSample, appendingTo: &$0.rateItems)
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: archive

    /// Whether `archive`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func archiveStarts(_ store: ReduxTesting.TestStore<Drawn07State, Drawn07Action>, _ service: Drawn07ServiceMock) async -> Bool {
        guard Drawn07Reducer.shouldStartArchive(store.state) else {
            await store.send(.archive(Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "archive was called although its when: is false")
            return false
        }
        return true
    }

    func testArchiveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await archiveStarts(store, service) else { return }
        await store.send(.archive(Int.testSample)) {
            if !$0.archiveStatus.isLoading, let prediction = Drawn07Reducer.predictArchive(Int.testSample, in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, in: &$0.archiveValue, for: ())
                $0.archivePredictions = consume predictions
            }
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success(String.testSample))
        await store.receive(.archiveSuccess(Int.testSample, page: store.state.page, ready: store.state.ready, String.testSample)) {
            $0.archiveStatus = .succeeded
            var predictions = $0.archivePredictions.take()
            predictions.confirm(String.testSample, in: &$0.archiveValue)
            $0.archivePredictions = consume predictions
        }
        // upload's when: decides whether the follow-up calls the service.
        let uploadCalls = Drawn07Reducer.shouldStartUpload(store.state)
        await store.receive(.upload) {
            if uploadCalls {
                $0.uploadStatus = .loading
            }
        }
        if uploadCalls {
            service.uploadAnswers.answer(.success(Int.testSample))
            await store.receive(.uploadSuccess(ready: store.state.ready, page: store.state.page, Int.testSample)) {
                $0.uploadStatus = .succeeded
                $0.uploadItems.append(Int.testSample)
            }
            await store.receive(.startUpdates) {
                $0.updatesActive = true
            }
        }
        await store.send(.stopUpdates) {
            $0.updatesActive = false
        }
        await store.receive(.rate) {
            if let prediction = Drawn07Reducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, appendingTo: &$0.rateItems, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(page: store.state.page, Item.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm(Item.testSample, appendingTo: &$0.rateItems)
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    func testArchiveFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        guard await archiveStarts(store, service) else { return }
        await store.send(.archive(Int.testSample)) {
            if !$0.archiveStatus.isLoading, let prediction = Drawn07Reducer.predictArchive(Int.testSample, in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, in: &$0.archiveValue, for: ())
                $0.archivePredictions = consume predictions
            }
            $0.archiveStatus = .loading
        }
        for _ in 0...Drawn07Spec.archiveRetry.attempts { service.archiveAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn07Spec.archiveRetry.attempts where Drawn07Spec.archiveRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn07Spec.archiveRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.archiveFailure(Int.testSample, page: store.state.page, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.archiveStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.archivePredictions.take()
            predictions.rollBack(in: &$0.archiveValue)
            $0.archivePredictions = consume predictions
        }
        await store.finish()
    }

    func testArchiveCallWhileOneIsInFlightIsDropped() async {
        guard Drawn07Spec.archivePolicy == .first else {
            return XCTFail("The request archive (\(Drawn07Spec.archiveDeclaration)) has the policy \(Drawn07Spec.archivePolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await archiveStarts(store, service) else { return }
        await store.send(.archive(Int.testSample)) {
            if !$0.archiveStatus.isLoading, let prediction = Drawn07Reducer.predictArchive(Int.testSample, in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, in: &$0.archiveValue, for: ())
                $0.archivePredictions = consume predictions
            }
            $0.archiveStatus = .loading
        }
        await service.archiveAnswers.waitForCalls(waiting: 1)
        await store.send(.archive(Int.testSample)) {
            if !$0.archiveStatus.isLoading, let prediction = Drawn07Reducer.predictArchive(Int.testSample, in: $0) {
                var predictions = $0.archivePredictions.take()
                predictions.predict(prediction, in: &$0.archiveValue, for: ())
                $0.archivePredictions = consume predictions
            }
        }
        service.archiveAnswers.answer(.success(String.testSample))
        service.archiveAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.archiveSuccess(Int.testSample, page: store.state.page, ready: store.state.ready, String.testSample)) {
            $0.archiveStatus = .succeeded
            var predictions = $0.archivePredictions.take()
            predictions.confirm(String.testSample, in: &$0.archiveValue)
            $0.archivePredictions = consume predictions
        }
        // upload's when: decides whether the follow-up calls the service.
        let uploadCalls = Drawn07Reducer.shouldStartUpload(store.state)
        await store.receive(.upload) {
            if uploadCalls {
                $0.uploadStatus = .loading
            }
        }
        if uploadCalls {
            service.uploadAnswers.answer(.success(Int.testSample))
            await store.receive(.uploadSuccess(ready: store.state.ready, page: store.state.page, Int.testSample)) {
                $0.uploadStatus = .succeeded
                $0.uploadItems.append(Int.testSample)
            }
            await store.receive(.startUpdates) {
                $0.updatesActive = true
            }
        }
        await store.send(.stopUpdates) {
            $0.updatesActive = false
        }
        await store.receive(.rate) {
            if let prediction = Drawn07Reducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, appendingTo: &$0.rateItems, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(page: store.state.page, Item.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm(Item.testSample, appendingTo: &$0.rateItems)
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: rate

    func testRateGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.rate) {
            if let prediction = Drawn07Reducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, appendingTo: &$0.rateItems, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(page: store.state.page, Item.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm(Item.testSample, appendingTo: &$0.rateItems)
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    func testRateGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.rate) {
            if let prediction = Drawn07Reducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, appendingTo: &$0.rateItems, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.rateFailure(page: store.state.page, ModelFailure.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .failed(ModelFailure.testSample)
            var predictions = $0.ratePredictions.take()
            predictions.markFailed(in: &$0.rateItems)
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    func testRateAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.rateSuccess(page: store.state.page, Item.testSample))
        await store.send(.rateFailure(page: store.state.page, ModelFailure.testSample))
        await store.finish()
    }

    func testRateConcurrentCallsEachApplyTheirAnswer() async {
        guard Drawn07Spec.ratePolicy == .concurrent else {
            return XCTFail("The request rate (\(Drawn07Spec.rateDeclaration)) has the policy \(Drawn07Spec.ratePolicy) now, and this test is of concurrent: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.rate) {
            if let prediction = Drawn07Reducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, appendingTo: &$0.rateItems, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        await service.rateAnswers.waitForCalls(waiting: 1)
        await store.send(.rate) {
            if let prediction = Drawn07Reducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, appendingTo: &$0.rateItems, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateInFlight = 2
        }
        await service.rateAnswers.waitForCalls(waiting: 2)
        service.rateAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.rateFailure(page: store.state.page, ModelFailure.testSample)) {
            $0.rateInFlight = 1
            $0.rateStatus = .failed(ModelFailure.testSample)
            var predictions = $0.ratePredictions.take()
            predictions.markFailed(in: &$0.rateItems)
            $0.ratePredictions = consume predictions
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(page: store.state.page, Item.testSample)) {
            $0.rateInFlight = 0
            var predictions = $0.ratePredictions.take()
            predictions.confirm(Item.testSample, appendingTo: &$0.rateItems)
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: navigation (stack)

    func testPushAppendsARouteToThePath() async {
        let (store, _, _) = makeStore()
        let route = Drawn07Route.home
        await store.send(.push(route)) {
            $0.path = [route]
        }
        await store.finish()
    }

    func testPopRemovesTheLastRoute() async {
        let (store, _, _) = makeStore()
        let route = Drawn07Route.home
        await store.send(.push(route)) {
            $0.path = [route]
        }
        await store.send(.pop) {
            $0.path = []
        }
        await store.finish()
    }

    func testPopOnTheRootChangesNothing() async {
        let (store, _, _) = makeStore()
        await store.send(.pop)
        await store.finish()
    }

    func testSetPathReplacesThePath() async {
        let (store, _, _) = makeStore()
        let route = Drawn07Route.home
        await store.send(.push(route)) {
            $0.path = [route]
        }
        await store.send(.setPath([route, route])) {
            $0.path = [route, route]
        }
        await store.finish()
    }

    func testPopToRootEmptiesThePath() async {
        let (store, _, _) = makeStore()
        let route = Drawn07Route.home
        await store.send(.setPath([route, route])) {
            $0.path = [route, route]
        }
        await store.send(.popToRoot) {
            $0.path = []
        }
        await store.finish()
    }

    // MARK: bindings and triggers (page, setPage → rate, ready, setReady → startUpdates, stopUpdates → rate)

    func testSetPageAssignsPage() async {
        let (store, service, _) = makeStore()
        await store.send(.setPage(Int.testSample)) {
            $0.page = Int.testSample
        }
        await store.receive(.rate) {
            if let prediction = Drawn07Reducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, appendingTo: &$0.rateItems, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(page: store.state.page, Item.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm(Item.testSample, appendingTo: &$0.rateItems)
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    func testSetReadyAssignsReady() async {
        let (store, service, _) = makeStore()
        await store.send(.setReady(Bool.testSample)) {
            $0.ready = Bool.testSample
        }
        await store.receive(.startUpdates) {
            $0.updatesActive = true
        }
        await store.send(.stopUpdates) {
            $0.updatesActive = false
        }
        await store.receive(.rate) {
            if let prediction = Drawn07Reducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, appendingTo: &$0.rateItems, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(page: store.state.page, Item.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm(Item.testSample, appendingTo: &$0.rateItems)
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    func testStopUpdatesStartsRate() async {
        let (store, service, _) = makeStore()
        await store.send(.stopUpdates) {
            $0.updatesActive = false
        }
        await store.receive(.rate) {
            if let prediction = Drawn07Reducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, appendingTo: &$0.rateItems, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(page: store.state.page, Item.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm(Item.testSample, appendingTo: &$0.rateItems)
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: rows (Drawn07Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn07State(rows: [Drawn07RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .setPage(Int.testSample))) {
            $0.rows[id: Int.testSample]!.page = Int.testSample
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .setPage(Int.testSample)))
        await store.finish()
    }

    // MARK: pane (Drawn07Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn07State(pane: Drawn07PaneState(id: Int.testSample)))
        await store.send(.pane(.upload(ref: Int.testSample, count: Int.testSample))) {
            $0.pane!.uploadInFlight = 1
            $0.pane!.uploadStatus = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.upload(ref: Int.testSample, count: Int.testSample)))
        await store.finish()
    }
}
