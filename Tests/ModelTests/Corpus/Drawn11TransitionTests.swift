// Drawn11TransitionTests.swift
// Written once by reduxgen from Drawn11.yaml (--tests); from now on this file is yours.
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
final class Drawn11TransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn11State, Drawn11Action>, Drawn11ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn11ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn11State(),
            reducer: Drawn11Reducer.reduce,
            middlewares: [Drawn11Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: lookup

    func testLookupGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success(String.testSample))
        await store.receive(.lookupSuccess(String.testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupValue = String.testSample
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testLookupGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.lookupFailure(ReduxRuntime.RequestError.testSample)) {
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testLookupTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.lookup) {
            $0.lookupStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn11Spec.lookupTimeout)
        await store.receive(.lookupFailure(ReduxRuntime.RequestError.timedOut(after: Drawn11Spec.lookupTimeout))) {
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn11Spec.lookupTimeout))
        }
        await store.finish()
    }

    func testLookupIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            $0.lookupStatus = .loading
        }
        await store.send(.cancelLookup) {
            $0.lookupStatus = .idle
        }
        service.lookupAnswers.answer(.success(String.testSample))
        await store.finish()
    }

    func testLookupErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.lookupFailure(ReduxRuntime.RequestError.testSample)) {
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissLookupError) {
            $0.lookupStatus = .idle
        }
        await store.finish()
    }

    func testLookupLatestCallSupersedesTheOneInFlight() async {
        guard Drawn11Spec.lookupPolicy == .latest else {
            return XCTFail("The request lookup (\(Drawn11Spec.lookupDeclaration)) has the policy \(Drawn11Spec.lookupPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            $0.lookupStatus = .loading
        }
        await service.lookupAnswers.waitForCalls(waiting: 1)
        await store.send(.lookup)
        await service.lookupAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.lookupAnswers.answer(.success(String.testSample))
        await store.receive(.lookupSuccess(String.testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupValue = String.testSample
        }
        await store.receive(.bump)
        await store.finish()
    }

    // MARK: rate

    func testRateGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(count: Int.testSample)) {
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success([Item].testSample))
        await store.receive(.rateSuccess(count: Int.testSample, [Item].testSample)) {
            $0.rateStatus = .succeeded
            $0.rateItems.append(contentsOf: [Item].testSample)
        }
        await store.finish()
    }

    func testRateGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(count: Int.testSample)) {
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.rateFailure(count: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testRateTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.rate(count: Int.testSample)) {
            $0.rateStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn11Spec.rateTimeout)
        await store.receive(.rateFailure(count: Int.testSample, ReduxRuntime.RequestError.timedOut(after: Drawn11Spec.rateTimeout))) {
            $0.rateStatus = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn11Spec.rateTimeout))
        }
        await store.finish()
    }

    func testRateIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(count: Int.testSample)) {
            $0.rateStatus = .loading
        }
        await store.send(.cancelRate) {
            $0.rateStatus = .idle
        }
        service.rateAnswers.answer(.success([Item].testSample))
        await store.finish()
    }

    func testRateErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(count: Int.testSample)) {
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.rateFailure(count: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissRateError) {
            $0.rateStatus = .idle
        }
        await store.finish()
    }

    func testRateLatestCallSupersedesTheOneInFlight() async {
        guard Drawn11Spec.ratePolicy == .latest else {
            return XCTFail("The request rate (\(Drawn11Spec.rateDeclaration)) has the policy \(Drawn11Spec.ratePolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.rate(count: Int.testSample)) {
            $0.rateStatus = .loading
        }
        await service.rateAnswers.waitForCalls(waiting: 1)
        await store.send(.rate(count: Int.testSample))
        await service.rateAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.rateAnswers.answer(.success([Item].testSample))
        await store.receive(.rateSuccess(count: Int.testSample, [Item].testSample)) {
            $0.rateStatus = .succeeded
            $0.rateItems.append(contentsOf: [Item].testSample)
        }
        await store.finish()
    }

    // MARK: upload

    func testUploadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.upload(text: String.testSample, count: Int.testSample)) {
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success([Item].testSample))
        await store.receive(.uploadSuccess(text: String.testSample, count: Int.testSample, [Item].testSample)) {
            $0.uploadStatus = .succeeded
            $0.uploadItems.append(contentsOf: [Item].testSample)
        }
        await store.receive(.poke)
        await store.finish()
    }

    func testUploadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.upload(text: String.testSample, count: Int.testSample)) {
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.uploadFailure(text: String.testSample, count: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.uploadStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testUploadTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.upload(text: String.testSample, count: Int.testSample)) {
            $0.uploadStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn11Spec.uploadTimeout)
        await store.receive(.uploadFailure(text: String.testSample, count: Int.testSample, ReduxRuntime.RequestError.timedOut(after: Drawn11Spec.uploadTimeout))) {
            $0.uploadStatus = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn11Spec.uploadTimeout))
        }
        await store.finish()
    }

    func testUploadErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.upload(text: String.testSample, count: Int.testSample)) {
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.uploadFailure(text: String.testSample, count: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.uploadStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissUploadError) {
            $0.uploadStatus = .idle
        }
        await store.finish()
    }

    func testUploadCallWhileOneIsInFlightIsDropped() async {
        guard Drawn11Spec.uploadPolicy == .first else {
            return XCTFail("The request upload (\(Drawn11Spec.uploadDeclaration)) has the policy \(Drawn11Spec.uploadPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.upload(text: String.testSample, count: Int.testSample)) {
            $0.uploadStatus = .loading
        }
        await service.uploadAnswers.waitForCalls(waiting: 1)
        await store.send(.upload(text: String.testSample, count: Int.testSample))
        service.uploadAnswers.answer(.success([Item].testSample))
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.uploadSuccess(text: String.testSample, count: Int.testSample, [Item].testSample)) {
            $0.uploadStatus = .succeeded
            $0.uploadItems.append(contentsOf: [Item].testSample)
        }
        await store.receive(.poke)
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
