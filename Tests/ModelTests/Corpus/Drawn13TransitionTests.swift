// Drawn13TransitionTests.swift
// Written once by reduxgen from Drawn13.yaml (--tests); from now on this file is yours.
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
final class Drawn13TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn13State = Drawn13State()
    ) -> (ReduxTesting.TestStore<Drawn13State, Drawn13Action>, Drawn13ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn13ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn13Reducer.reduce,
            middlewares: [Drawn13Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: sync

    func testSyncGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.sync(text: String.testSample, ref: Int.testSample)) {
            $0.syncStatus[String.testSample] = .loading
        }
        service.syncAnswers.answer(.success(Item.testSample))
        await store.receive(.syncSuccess(text: String.testSample, ref: Int.testSample, Item.testSample)) {
            $0.syncStatus[String.testSample] = .succeeded
            $0.syncByKey[String.testSample] = Item.testSample
        }
        await store.finish()
    }

    func testSyncGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.sync(text: String.testSample, ref: Int.testSample)) {
            $0.syncStatus[String.testSample] = .loading
        }
        service.syncAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.syncFailure(text: String.testSample, ref: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.syncStatus[String.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSyncAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.syncSuccess(text: String.testSample, ref: Int.testSample, Item.testSample))
        await store.send(.syncFailure(text: String.testSample, ref: Int.testSample, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSyncErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.sync(text: String.testSample, ref: Int.testSample)) {
            $0.syncStatus[String.testSample] = .loading
        }
        service.syncAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.syncFailure(text: String.testSample, ref: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.syncStatus[String.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissSyncError(text: String.testSample)) {
            $0.syncStatus[String.testSample] = nil
        }
        await store.finish()
    }

    func testSyncCallWhileOneIsInFlightIsDropped() async {
        let (store, service, _) = makeStore()
        await store.send(.sync(text: String.testSample, ref: Int.testSample)) {
            $0.syncStatus[String.testSample] = .loading
        }
        await service.syncAnswers.waitForCalls(waiting: 1)
        await store.send(.sync(text: String.testSample, ref: Int.testSample))
        service.syncAnswers.answer(.success(Item.testSample))
        service.syncAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.syncSuccess(text: String.testSample, ref: Int.testSample, Item.testSample)) {
            $0.syncStatus[String.testSample] = .succeeded
            $0.syncByKey[String.testSample] = Item.testSample
        }
        await store.finish()
    }

    func testSyncIsSkippedWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.sync(text: String.testSample, ref: Int.testSample)) {
            $0.syncStatus[String.testSample] = .loading
        }
        service.syncAnswers.answer(.success(Item.testSample))
        await store.receive(.syncSuccess(text: String.testSample, ref: Int.testSample, Item.testSample)) {
            $0.syncStatus[String.testSample] = .succeeded
            $0.syncByKey[String.testSample] = Item.testSample
        }
        await store.send(.sync(text: String.testSample, ref: Int.testSample))
        await store.send(.forceSync(text: String.testSample, ref: Int.testSample)) {
            $0.syncStatus[String.testSample] = .loading
        }
        service.syncAnswers.answer(.success(Item.testSample))
        await store.receive(.syncSuccess(text: String.testSample, ref: Int.testSample, Item.testSample)) {
            $0.syncStatus[String.testSample] = .succeeded
            $0.syncByKey[String.testSample] = Item.testSample
        }
        await clock.advance(by: .seconds(1))
        await store.send(.sync(text: String.testSample, ref: Int.testSample)) {
            $0.syncStatus[String.testSample] = .loading
        }
        service.syncAnswers.answer(.success(Item.testSample))
        await store.receive(.syncSuccess(text: String.testSample, ref: Int.testSample, Item.testSample)) {
            $0.syncStatus[String.testSample] = .succeeded
            $0.syncByKey[String.testSample] = Item.testSample
        }
        await store.finish()
    }

    func testSyncPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingSync(text: String.testSample, ref: Int.testSample))
        await store.receive(.forceSync(text: String.testSample, ref: Int.testSample)) {
            $0.syncStatus[String.testSample] = .loading
        }
        service.syncAnswers.answer(.success(Item.testSample))
        await store.receive(.syncSuccess(text: String.testSample, ref: Int.testSample, Item.testSample)) {
            $0.syncStatus[String.testSample] = .succeeded
            $0.syncByKey[String.testSample] = Item.testSample
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: .seconds(2)))
        await clock.advance(by: .seconds(2))
        await store.receive(.forceSync(text: String.testSample, ref: Int.testSample)) {
            $0.syncStatus[String.testSample] = .loading
        }
        service.syncAnswers.answer(.success(Item.testSample))
        await store.receive(.syncSuccess(text: String.testSample, ref: Int.testSample, Item.testSample)) {
            $0.syncStatus[String.testSample] = .succeeded
            $0.syncByKey[String.testSample] = Item.testSample
        }
        await store.send(.stopPollingSync(text: String.testSample))
        await store.finish()
    }

    // MARK: upload

    func testUploadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.upload(count: Int.testSample, text: String.testSample)) {
            $0.uploadStatus[String.testSample] = .loading
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadSuccess(count: Int.testSample, text: String.testSample, Item.testSample)) {
            $0.uploadStatus[String.testSample] = .succeeded
            $0.uploadItems.insert(Item.testSample, at: 0)
        }
        await store.finish()
    }

    func testUploadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.upload(count: Int.testSample, text: String.testSample)) {
            $0.uploadStatus[String.testSample] = .loading
        }
        service.uploadAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.uploadFailure(count: Int.testSample, text: String.testSample, ModelFailure.testSample)) {
            $0.uploadStatus[String.testSample] = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testUploadAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.uploadSuccess(count: Int.testSample, text: String.testSample, Item.testSample))
        await store.send(.uploadFailure(count: Int.testSample, text: String.testSample, ModelFailure.testSample))
        await store.finish()
    }

    func testUploadIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.upload(count: Int.testSample, text: String.testSample)) {
            $0.uploadStatus[String.testSample] = .loading
        }
        await store.send(.cancelUpload(text: String.testSample)) {
            $0.uploadStatus[String.testSample] = nil
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.finish()
    }

    func testUploadCallWhileOneIsInFlightIsDropped() async {
        let (store, service, _) = makeStore()
        await store.send(.upload(count: Int.testSample, text: String.testSample)) {
            $0.uploadStatus[String.testSample] = .loading
        }
        await service.uploadAnswers.waitForCalls(waiting: 1)
        await store.send(.upload(count: Int.testSample, text: String.testSample))
        service.uploadAnswers.answer(.success(Item.testSample))
        service.uploadAnswers.answer(.failure(ModelFailure.testSample))  // for a second call, which is never made
        await store.receive(.uploadSuccess(count: Int.testSample, text: String.testSample, Item.testSample)) {
            $0.uploadStatus[String.testSample] = .succeeded
            $0.uploadItems.insert(Item.testSample, at: 0)
        }
        await store.finish()
    }

    // MARK: load

    /// Whether `load`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func loadStarts(_ store: ReduxTesting.TestStore<Drawn13State, Drawn13Action>, _ service: Drawn13ServiceMock) async -> Bool {
        guard Drawn13Reducer.shouldStartLoad(store.state) else {
            await store.send(.load(text: String.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "load was called although its when: is false")
            return false
        }
        return true
    }

    func testLoadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await loadStarts(store, service) else { return }
        await store.send(.load(text: String.testSample)) {
            $0.loadStatus[String.testSample] = .loading
        }
        service.loadAnswers.answer(.success(Int.testSample))
        await store.receive(.loadSuccess(text: String.testSample, Int.testSample)) {
            $0.loadStatus[String.testSample] = .succeeded
            $0.loadItems.insert(Int.testSample, at: 0)
        }
        await store.finish()
    }

    func testLoadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await loadStarts(store, service) else { return }
        await store.send(.load(text: String.testSample)) {
            $0.loadStatus[String.testSample] = .loading
        }
        service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.loadFailure(text: String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.loadStatus[String.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testLoadAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.loadSuccess(text: String.testSample, Int.testSample))
        await store.send(.loadFailure(text: String.testSample, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testLoadCallWhileOneIsInFlightIsDropped() async {
        let (store, service, _) = makeStore()
        guard await loadStarts(store, service) else { return }
        await store.send(.load(text: String.testSample)) {
            $0.loadStatus[String.testSample] = .loading
        }
        await service.loadAnswers.waitForCalls(waiting: 1)
        await store.send(.load(text: String.testSample))
        service.loadAnswers.answer(.success(Int.testSample))
        service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.loadSuccess(text: String.testSample, Int.testSample)) {
            $0.loadStatus[String.testSample] = .succeeded
            $0.loadItems.insert(Int.testSample, at: 0)
        }
        await store.finish()
    }

    // MARK: submit

    func testSubmitGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.submit(count: Int.testSample)) {
            $0.submitStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(1))
        service.submitAnswers.answer(.success(Int.testSample))
        await store.receive(.submitSuccess(count: Int.testSample, Int.testSample)) {
            $0.submitStatus[Int.testSample] = .succeeded
            $0.submitByKey[Int.testSample] = Int.testSample
        }
        await store.finish()
    }

    func testSubmitGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        await store.send(.submit(count: Int.testSample)) {
            $0.submitStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(1))
        service.submitAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.submitFailure(count: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.submitStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSubmitAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.submitSuccess(count: Int.testSample, Int.testSample))
        await store.send(.submitFailure(count: Int.testSample, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSubmitTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.submit(count: Int.testSample)) {
            $0.submitStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(1))
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(5))
        await store.receive(.submitFailure(count: Int.testSample, ReduxRuntime.RequestError.timedOut(after: .seconds(5)))) {
            $0.submitStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.timedOut(after: .seconds(5)))
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

    // MARK: rows (Drawn13Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn13State(rows: [Drawn13RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .upload(text: String.testSample))) {
            $0.rows[id: Int.testSample]!.uploadStatus = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .upload(text: String.testSample)))
        await store.finish()
    }
}
