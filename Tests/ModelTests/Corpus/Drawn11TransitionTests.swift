// Drawn11TransitionTests.swift
// Written once by reduxgen from Drawn11.yaml (--tests); from now on this file is yours.
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
final class Drawn11TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn11State = Drawn11State()
    ) -> (ReduxTesting.TestStore<Drawn11State, Drawn11Action>, Drawn11ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn11ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn11Reducer.reduce,
            middlewares: [Drawn11Loader(service: service).middleware],
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
        await store.receive(.searchSuccess(Item.testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
            $0.searchItems.append(Item.testSample)
        }
        await store.finish()
    }

    func testSearchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.search) {
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.searchFailure(ModelFailure.testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .failed(ModelFailure.testSample)
            $0.searchError = ModelFailure.testSample
        }
        await store.finish()
    }

    func testSearchAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.searchSuccess(Item.testSample))
        await store.send(.searchFailure(ModelFailure.testSample))
        await store.finish()
    }

    func testSearchKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        await store.send(.search) {
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.searchFailure(ModelFailure.testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .failed(ModelFailure.testSample)
            $0.searchError = ModelFailure.testSample
        }
        await store.send(.search) {
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(Item.testSample))
        await store.receive(.searchSuccess(Item.testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
            $0.searchItems.append(Item.testSample)
        }
        await store.finish()
    }

    func testSearchQueuedCallsEachApplyTheirAnswer() async {
        guard Drawn11Spec.searchPolicy == .queue else {
            return XCTFail("The request search (\(Drawn11Spec.searchDeclaration)) has the policy \(Drawn11Spec.searchPolicy) now, and this test is of queue: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.search) {
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        await store.send(.search) {
            $0.searchInFlight = 2
        }
        service.searchAnswers.answer(.failure(ModelFailure.testSample))
        service.searchAnswers.answer(.success(Item.testSample))
        await store.receive(.searchFailure(ModelFailure.testSample)) {
            $0.searchInFlight = 1
            $0.searchStatus = .failed(ModelFailure.testSample)
            $0.searchError = ModelFailure.testSample
        }
        await store.receive(.searchSuccess(Item.testSample)) {
            $0.searchInFlight = 0
            $0.searchItems.append(Item.testSample)
        }
        await store.finish()
    }

    // MARK: upload

    /// Whether `upload`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func uploadStarts(_ store: ReduxTesting.TestStore<Drawn11State, Drawn11Action>, _ service: Drawn11ServiceMock) async -> Bool {
        guard Drawn11Reducer.shouldStartUpload(store.state) else {
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
        service.uploadAnswers.answer(.success([Int].testSample))
        await store.receive(.uploadSuccess([Int].testSample)) {
            $0.uploadStatus = .succeeded
            $0.uploadValue = [Int].testSample
        }
        await store.receive(.search) {
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(Item.testSample))
        await store.receive(.searchSuccess(Item.testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
            $0.searchItems.append(Item.testSample)
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
        await store.receive(.uploadFailure(ReduxRuntime.RequestError.testSample)) {
            $0.uploadStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testUploadTimesOut() async {
        let (store, service, clock) = makeStore()
        guard await uploadStarts(store, service) else { return }
        await store.send(.upload) {
            $0.uploadStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn11Spec.uploadTimeout)
        await store.receive(.uploadFailure(ReduxRuntime.RequestError.timedOut(after: Drawn11Spec.uploadTimeout))) {
            $0.uploadStatus = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn11Spec.uploadTimeout))
        }
        await store.finish()
    }

    func testUploadLatestCallSupersedesTheOneInFlight() async {
        guard Drawn11Spec.uploadPolicy == .latest else {
            return XCTFail("The request upload (\(Drawn11Spec.uploadDeclaration)) has the policy \(Drawn11Spec.uploadPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await uploadStarts(store, service) else { return }
        await store.send(.upload) {
            $0.uploadStatus = .loading
        }
        await service.uploadAnswers.waitForCalls(waiting: 1)
        await store.send(.upload)
        await service.uploadAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.uploadAnswers.answer(.success([Int].testSample))
        await store.receive(.uploadSuccess([Int].testSample)) {
            $0.uploadStatus = .succeeded
            $0.uploadValue = [Int].testSample
        }
        await store.receive(.search) {
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(Item.testSample))
        await store.receive(.searchSuccess(Item.testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
            $0.searchItems.append(Item.testSample)
        }
        await store.finish()
    }

    func testUploadIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        guard await uploadStarts(store, service) else { return }
        await store.send(.upload) {
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success([Int].testSample))
        await store.receive(.uploadSuccess([Int].testSample)) {
            $0.uploadStatus = .succeeded
            $0.uploadValue = [Int].testSample
        }
        await store.receive(.search) {
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(Item.testSample))
        await store.receive(.searchSuccess(Item.testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
            $0.searchItems.append(Item.testSample)
        }
        await store.send(.upload) {
            $0.uploadStatus = .loading
        }
        await store.receive(.uploadSuccess([Int].testSample)) {
            $0.uploadStatus = .succeeded
            $0.uploadValue = [Int].testSample
        }
        await store.receive(.search) {
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(Item.testSample))
        await store.receive(.searchSuccess(Item.testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
            $0.searchItems.append(Item.testSample)
        }
        await store.send(.forceUpload) {
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success([Int].testSample))
        await store.receive(.uploadSuccess([Int].testSample)) {
            $0.uploadStatus = .succeeded
            $0.uploadValue = [Int].testSample
        }
        await store.receive(.search) {
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(Item.testSample))
        await store.receive(.searchSuccess(Item.testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
            $0.searchItems.append(Item.testSample)
        }
        await clock.advance(by: Drawn11Spec.uploadCacheLifetime)
        await store.send(.upload) {
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success([Int].testSample))
        await store.receive(.uploadSuccess([Int].testSample)) {
            $0.uploadStatus = .succeeded
            $0.uploadValue = [Int].testSample
        }
        await store.receive(.search) {
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(Item.testSample))
        await store.receive(.searchSuccess(Item.testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
            $0.searchItems.append(Item.testSample)
        }
        await store.finish()
    }

    // MARK: post

    func testPostGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.post) {
            $0.postStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn11Spec.postDebounce)
        service.postAnswers.answer(.success(Int.testSample))
        await store.receive(.postSuccess(Int.testSample)) {
            $0.postStatus = .succeeded
            $0.postValue = Int.testSample
        }
        await store.finish()
    }

    func testPostGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        await store.send(.post) {
            $0.postStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn11Spec.postDebounce)
        service.postAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.postFailure(ModelFailure.testSample)) {
            $0.postStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testPostIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.post) {
            $0.postStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn11Spec.postDebounce)
        service.postAnswers.answer(.success(Int.testSample))
        await store.receive(.postSuccess(Int.testSample)) {
            $0.postStatus = .succeeded
            $0.postValue = Int.testSample
        }
        await store.send(.post) {
            $0.postStatus = .loading
        }
        await store.receive(.postSuccess(Int.testSample)) {
            $0.postStatus = .succeeded
            $0.postValue = Int.testSample
        }
        await store.send(.forcePost) {
            $0.postStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn11Spec.postDebounce)
        service.postAnswers.answer(.success(Int.testSample))
        await store.receive(.postSuccess(Int.testSample)) {
            $0.postStatus = .succeeded
            $0.postValue = Int.testSample
        }
        await clock.advance(by: Drawn11Spec.postCacheLifetime)
        await store.send(.post) {
            $0.postStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn11Spec.postDebounce)
        service.postAnswers.answer(.success(Int.testSample))
        await store.receive(.postSuccess(Int.testSample)) {
            $0.postStatus = .succeeded
            $0.postValue = Int.testSample
        }
        await store.finish()
    }

    // MARK: lookup

    /// Whether `lookup`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func lookupStarts(_ store: ReduxTesting.TestStore<Drawn11State, Drawn11Action>, _ service: Drawn11ServiceMock) async -> Bool {
        guard Drawn11Reducer.shouldStartLookup(store.state) else {
            await store.send(.lookup(text: String.testSample, count: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "lookup was called although its when: is false")
            return false
        }
        return true
    }

    func testLookupGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup(text: String.testSample, count: Int.testSample)) {
            $0.lookupStatus[String.testSample] = .loading
        }
        service.lookupAnswers.answer(.success(Int.testSample))
        await store.receive(.lookupSuccess(text: String.testSample, count: Int.testSample, Int.testSample)) {
            $0.lookupStatus[String.testSample] = .succeeded
            $0.lookupByKey[String.testSample] = Int.testSample
        }
        await store.finish()
    }

    func testLookupGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup(text: String.testSample, count: Int.testSample)) {
            $0.lookupStatus[String.testSample] = .loading
        }
        service.lookupAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.lookupFailure(text: String.testSample, count: Int.testSample, ModelFailure.testSample)) {
            $0.lookupStatus[String.testSample] = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testLookupLatestCallSupersedesTheOneInFlight() async {
        guard Drawn11Spec.lookupPolicy == .latest else {
            return XCTFail("The request lookup (\(Drawn11Spec.lookupDeclaration)) has the policy \(Drawn11Spec.lookupPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup(text: String.testSample, count: Int.testSample)) {
            $0.lookupStatus[String.testSample] = .loading
        }
        await service.lookupAnswers.waitForCalls(waiting: 1)
        await store.send(.lookup(text: String.testSample, count: Int.testSample))
        await service.lookupAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.lookupAnswers.answer(.success(Int.testSample))
        await store.receive(.lookupSuccess(text: String.testSample, count: Int.testSample, Int.testSample)) {
            $0.lookupStatus[String.testSample] = .succeeded
            $0.lookupByKey[String.testSample] = Int.testSample
        }
        await store.finish()
    }

    func testLookupIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup(text: String.testSample, count: Int.testSample)) {
            $0.lookupStatus[String.testSample] = .loading
        }
        service.lookupAnswers.answer(.success(Int.testSample))
        await store.receive(.lookupSuccess(text: String.testSample, count: Int.testSample, Int.testSample)) {
            $0.lookupStatus[String.testSample] = .succeeded
            $0.lookupByKey[String.testSample] = Int.testSample
        }
        await store.send(.lookup(text: String.testSample, count: Int.testSample)) {
            $0.lookupStatus[String.testSample] = .loading
        }
        await store.receive(.lookupSuccess(text: String.testSample, count: Int.testSample, Int.testSample)) {
            $0.lookupStatus[String.testSample] = .succeeded
            $0.lookupByKey[String.testSample] = Int.testSample
        }
        await store.send(.forceLookup(text: String.testSample, count: Int.testSample)) {
            $0.lookupStatus[String.testSample] = .loading
        }
        service.lookupAnswers.answer(.success(Int.testSample))
        await store.receive(.lookupSuccess(text: String.testSample, count: Int.testSample, Int.testSample)) {
            $0.lookupStatus[String.testSample] = .succeeded
            $0.lookupByKey[String.testSample] = Int.testSample
        }
        await clock.advance(by: Drawn11Spec.lookupCacheLifetime)
        await store.send(.lookup(text: String.testSample, count: Int.testSample)) {
            $0.lookupStatus[String.testSample] = .loading
        }
        service.lookupAnswers.answer(.success(Int.testSample))
        await store.receive(.lookupSuccess(text: String.testSample, count: Int.testSample, Int.testSample)) {
            $0.lookupStatus[String.testSample] = .succeeded
            $0.lookupByKey[String.testSample] = Int.testSample
        }
        await store.finish()
    }

    // MARK: bindings and triggers (query, page, setPage → upload, ready, setReady → upload, setReady → post, bump → post)

    func testSetQueryAssignsQuery() async {
        let (store, _, _) = makeStore()
        await store.send(.setQuery(String.testSample)) {
            $0.query = String.testSample
        }
        await store.finish()
    }

    func testSetPageAssignsPage() async {
        let (store, service, _) = makeStore()
        await store.send(.setPage(Int.testSample)) {
            $0.page = Int.testSample
        }
        // upload's when: decides whether the follow-up calls the service.
        let uploadCalls = Drawn11Reducer.shouldStartUpload(store.state)
        await store.receive(.upload) {
            if uploadCalls {
                $0.uploadStatus = .loading
            }
        }
        if uploadCalls {
            service.uploadAnswers.answer(.success([Int].testSample))
            await store.receive(.uploadSuccess([Int].testSample)) {
                $0.uploadStatus = .succeeded
                $0.uploadValue = [Int].testSample
            }
            await store.receive(.search) {
                $0.searchInFlight = 1
                $0.searchStatus = .loading
            }
            service.searchAnswers.answer(.success(Item.testSample))
            await store.receive(.searchSuccess(Item.testSample)) {
                $0.searchInFlight = 0
                $0.searchStatus = .succeeded
                $0.searchItems.append(Item.testSample)
            }
        }
        await store.finish()
    }

    func testSetReadyAssignsReady() async {
        let (store, service, clock) = makeStore()
        await store.send(.setReady(Bool.testSample)) {
            $0.ready = Bool.testSample
        }
        // upload's when: decides whether the follow-up calls the service.
        let uploadCalls = Drawn11Reducer.shouldStartUpload(store.state)
        await store.receive(.upload) {
            if uploadCalls {
                $0.uploadStatus = .loading
            }
        }
        await store.receive(.post) {
            $0.postStatus = .loading
        }
        if uploadCalls {
            service.uploadAnswers.answer(.success([Int].testSample))
            await store.receive(.uploadSuccess([Int].testSample)) {
                $0.uploadStatus = .succeeded
                $0.uploadValue = [Int].testSample
            }
            await store.receive(.search) {
                $0.searchInFlight = 1
                $0.searchStatus = .loading
            }
            service.searchAnswers.answer(.success(Item.testSample))
            await store.receive(.searchSuccess(Item.testSample)) {
                $0.searchInFlight = 0
                $0.searchStatus = .succeeded
                $0.searchItems.append(Item.testSample)
            }
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn11Spec.postDebounce)
        service.postAnswers.answer(.success(Int.testSample))
        await store.receive(.postSuccess(Int.testSample)) {
            $0.postStatus = .succeeded
            $0.postValue = Int.testSample
        }
        await store.finish()
    }

    func testBumpStartsPost() async {
        let (store, service, clock) = makeStore()
        await store.send(.bump)
        await store.receive(.post) {
            $0.postStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn11Spec.postDebounce)
        service.postAnswers.answer(.success(Int.testSample))
        await store.receive(.postSuccess(Int.testSample)) {
            $0.postStatus = .succeeded
            $0.postValue = Int.testSample
        }
        await store.finish()
    }

    // MARK: pane (Drawn11Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn11State(pane: Drawn11PaneState(id: Int.testSample)))
        await store.send(.pane(.save(Int.testSample))) {
            $0.pane!.saveStatus = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.save(Int.testSample)))
        await store.finish()
    }
}
