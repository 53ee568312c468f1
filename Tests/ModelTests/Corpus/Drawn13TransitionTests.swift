// Drawn13TransitionTests.swift
// Written once by reduxgen from Drawn13.yaml (--tests); from now on this file is yours.
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
final class Drawn13TransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn13State, Drawn13Action>, Drawn13ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn13ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn13State(),
            reducer: Drawn13Reducer.reduce,
            middlewares: [Drawn13Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: save

    func testSaveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.save) {
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success([Item].testSample))
        await store.receive(.saveSuccess([Item].testSample)) {
            $0.saveInFlight = 0
            $0.saveStatus = .succeeded
            $0.saveItems.insert(contentsOf: [Item].testSample, at: 0)
        }
        await store.finish()
    }

    func testSaveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.save) {
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.saveFailure(ModelFailure.testSample)) {
            $0.saveInFlight = 0
            $0.saveStatus = .failed(ModelFailure.testSample)
            $0.saveError = ModelFailure.testSample
        }
        await store.finish()
    }

    func testSaveAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.saveSuccess([Item].testSample))
        await store.send(.saveFailure(ModelFailure.testSample))
        await store.finish()
    }

    func testSaveKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        await store.send(.save) {
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.saveFailure(ModelFailure.testSample)) {
            $0.saveInFlight = 0
            $0.saveStatus = .failed(ModelFailure.testSample)
            $0.saveError = ModelFailure.testSample
        }
        await store.send(.save) {
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success([Item].testSample))
        await store.receive(.saveSuccess([Item].testSample)) {
            $0.saveInFlight = 0
            $0.saveStatus = .succeeded
            $0.saveItems.insert(contentsOf: [Item].testSample, at: 0)
        }
        await store.finish()
    }

    func testSaveConcurrentCallsEachApplyTheirAnswer() async {
        guard Drawn13Spec.savePolicy == .concurrent else {
            return XCTFail("The request save (\(Drawn13Spec.saveDeclaration)) has the policy \(Drawn13Spec.savePolicy) now, and this test is of concurrent: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.save) {
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        await service.saveAnswers.waitForCalls(waiting: 1)
        await store.send(.save) {
            $0.saveInFlight = 2
        }
        await service.saveAnswers.waitForCalls(waiting: 2)
        service.saveAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.saveFailure(ModelFailure.testSample)) {
            $0.saveInFlight = 1
            $0.saveStatus = .failed(ModelFailure.testSample)
            $0.saveError = ModelFailure.testSample
        }
        service.saveAnswers.answer(.success([Item].testSample))
        await store.receive(.saveSuccess([Item].testSample)) {
            $0.saveInFlight = 0
            $0.saveItems.insert(contentsOf: [Item].testSample, at: 0)
        }
        await store.finish()
    }

    // MARK: load

    func testLoadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.load(ref: Int.testSample, count: Int.testSample)) {
            $0.loadStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn13Spec.loadDebounce)
        service.loadAnswers.answer(.success(String.testSample))
        await store.receive(.loadSuccess(ref: Int.testSample, count: Int.testSample, String.testSample)) {
            $0.loadStatus[Int.testSample] = .succeeded
            $0.loadByKey[Int.testSample] = String.testSample
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testLoadFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.load(ref: Int.testSample, count: Int.testSample)) {
            $0.loadStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn13Spec.loadDebounce)
        for _ in 0...Drawn13Spec.loadRetry.attempts { service.loadAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...Drawn13Spec.loadRetry.attempts where Drawn13Spec.loadRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn13Spec.loadRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.loadFailure(ref: Int.testSample, count: Int.testSample, ModelFailure.testSample)) {
            $0.loadStatus[Int.testSample] = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testLoadErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        await store.send(.load(ref: Int.testSample, count: Int.testSample)) {
            $0.loadStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn13Spec.loadDebounce)
        for _ in 0...Drawn13Spec.loadRetry.attempts { service.loadAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...Drawn13Spec.loadRetry.attempts where Drawn13Spec.loadRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn13Spec.loadRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.loadFailure(ref: Int.testSample, count: Int.testSample, ModelFailure.testSample)) {
            $0.loadStatus[Int.testSample] = .failed(ModelFailure.testSample)
        }
        await store.send(.dismissLoadError(ref: Int.testSample)) {
            $0.loadStatus[Int.testSample] = nil
        }
        await store.finish()
    }

    // MARK: upload

    /// Whether `upload`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func uploadStarts(_ store: ReduxTesting.TestStore<Drawn13State, Drawn13Action>, _ service: Drawn13ServiceMock) async -> Bool {
        guard Drawn13Reducer.shouldStartUpload(store.state) else {
            await store.send(.upload(count: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "upload was called although its when: is false")
            return false
        }
        return true
    }

    func testUploadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        guard await uploadStarts(store, service) else { return }
        await store.send(.upload(count: Int.testSample)) {
            $0.uploadStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn13Spec.uploadDebounce)
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadSuccess(count: Int.testSample, Item.testSample)) {
            $0.uploadStatus[Int.testSample] = .succeeded
            $0.uploadByKey[Int.testSample] = Item.testSample
        }
        await store.receive(.poke)
        await store.finish()
    }

    func testUploadGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        guard await uploadStarts(store, service) else { return }
        await store.send(.upload(count: Int.testSample)) {
            $0.uploadStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn13Spec.uploadDebounce)
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.uploadFailure(count: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.uploadStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testUploadIsCancelled() async {
        let (store, service, clock) = makeStore()
        guard await uploadStarts(store, service) else { return }
        await store.send(.upload(count: Int.testSample)) {
            $0.uploadStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn13Spec.uploadDebounce)
        await store.send(.cancelUpload(count: Int.testSample)) {
            $0.uploadStatus[Int.testSample] = nil
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.finish()
    }

    func testUploadIsSkippedWhenItsWhenIsFalseAsItsDebounceEnds() async {
        let (store, service, _) = makeStore()
        guard await uploadStarts(store, service) else { return }
        // When upload's when: is false as its debounce ends, the loader makes no call and dispatches
        // uploadSkipped: the status that the request action made loading is idle again.
        var state = store.state
        Drawn13Reducer.reduce(&state, .upload(count: Int.testSample))
        XCTAssertEqual(state.uploadStatus[Int.testSample], .loading)
        Drawn13Reducer.reduce(&state, .uploadSkipped(count: Int.testSample))
        XCTAssertNil(state.uploadStatus[Int.testSample])
        await store.finish()
    }

    // MARK: fetch

    func testFetchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.fetch) {
            $0.fetchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn13Spec.fetchDebounce)
        service.fetchAnswers.answer(.success(()))
        await store.receive(.fetchSuccess) {
            $0.fetchStatus = .succeeded
        }
        await store.finish()
    }

    func testFetchGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        await store.send(.fetch) {
            $0.fetchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn13Spec.fetchDebounce)
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.fetchFailure(ReduxRuntime.RequestError.testSample)) {
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testFetchErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        await store.send(.fetch) {
            $0.fetchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn13Spec.fetchDebounce)
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.fetchFailure(ReduxRuntime.RequestError.testSample)) {
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissFetchError) {
            $0.fetchStatus = .idle
        }
        await store.finish()
    }

    // MARK: bindings and triggers (page)

    func testSetPageAssignsPage() async {
        let (store, _, _) = makeStore()
        await store.send(.setPage(Int.testSample)) {
            $0.page = Int.testSample
        }
        await store.finish()
    }
}
