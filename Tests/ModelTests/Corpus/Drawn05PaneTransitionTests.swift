// Drawn05PaneTransitionTests.swift
// Written once by reduxgen from Drawn05Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn05PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn05PaneState, Drawn05PaneAction>, Drawn05PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn05PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn05PaneState(id: Int.testSample),
            reducer: Drawn05PaneReducer.reduce,
            middlewares: [Drawn05PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: submit

    func testSubmitGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.submit) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success(()))
        await store.receive(.submitSuccess(ready: store.state.ready)) {
            $0.submitStatus = .succeeded
        }
        await store.finish()
    }

    func testSubmitGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.submit) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.submitFailure(ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.submitStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.submitError = ReduxRuntime.RequestError.testSample
        }
        await store.finish()
    }

    func testSubmitErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.submit) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.submitFailure(ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.submitStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.submitError = ReduxRuntime.RequestError.testSample
        }
        await store.send(.dismissSubmitError) {
            $0.submitStatus = .idle
            $0.submitError = nil
        }
        await store.finish()
    }

    func testSubmitKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        await store.send(.submit) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.submitFailure(ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.submitStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.submitError = ReduxRuntime.RequestError.testSample
        }
        await store.send(.submit) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success(()))
        await store.receive(.submitSuccess(ready: store.state.ready)) {
            $0.submitStatus = .succeeded
        }
        await store.finish()
    }

    func testSubmitLatestCallSupersedesTheOneInFlight() async {
        guard Drawn05PaneSpec.submitPolicy == .latest else {
            return XCTFail("The request submit (\(Drawn05PaneSpec.submitDeclaration)) has the policy \(Drawn05PaneSpec.submitPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.submit) {
            $0.submitStatus = .loading
        }
        await service.submitAnswers.waitForCalls(waiting: 1)
        await store.send(.submit)
        await service.submitAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.submitAnswers.answer(.success(()))
        await store.receive(.submitSuccess(ready: store.state.ready)) {
            $0.submitStatus = .succeeded
        }
        await store.finish()
    }

    // MARK: load

    func testLoadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.load(count: Int.testSample, text: String.testSample)) {
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success(String.testSample))
        await store.receive(.loadSuccess(count: Int.testSample, text: String.testSample, ready: store.state.ready, String.testSample)) {
            $0.loadInFlight = 0
            $0.loadStatus = .succeeded
        }
        await store.receive(.bump)
        await store.receive(.submit) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success(()))
        await store.receive(.submitSuccess(ready: store.state.ready)) {
            $0.submitStatus = .succeeded
        }
        await store.finish()
    }

    func testLoadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.load(count: Int.testSample, text: String.testSample)) {
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.loadFailure(count: Int.testSample, text: String.testSample, ready: store.state.ready, ModelFailure.testSample)) {
            $0.loadInFlight = 0
            $0.loadStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testLoadAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.loadSuccess(count: Int.testSample, text: String.testSample, ready: store.state.ready, String.testSample))
        await store.send(.loadFailure(count: Int.testSample, text: String.testSample, ready: store.state.ready, ModelFailure.testSample))
        await store.finish()
    }

    func testLoadQueuedCallsEachApplyTheirAnswer() async {
        guard Drawn05PaneSpec.loadPolicy == .queue else {
            return XCTFail("The request load (\(Drawn05PaneSpec.loadDeclaration)) has the policy \(Drawn05PaneSpec.loadPolicy) now, and this test is of queue: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.load(count: Int.testSample, text: String.testSample)) {
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        await store.send(.load(count: Int.testSample, text: String.testSample)) {
            $0.loadInFlight = 2
        }
        service.loadAnswers.answer(.failure(ModelFailure.testSample))
        service.loadAnswers.answer(.success(String.testSample))
        await store.receive(.loadFailure(count: Int.testSample, text: String.testSample, ready: store.state.ready, ModelFailure.testSample)) {
            $0.loadInFlight = 1
            $0.loadStatus = .failed(ModelFailure.testSample)
        }
        await store.receive(.loadSuccess(count: Int.testSample, text: String.testSample, ready: store.state.ready, String.testSample)) {
            $0.loadInFlight = 0
        }
        await store.receive(.bump)
        await store.receive(.submit) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success(()))
        await store.receive(.submitSuccess(ready: store.state.ready)) {
            $0.submitStatus = .succeeded
        }
        await store.finish()
    }

    // MARK: bindings and triggers (query, setQuery → submit, ready, bump → submit)

    func testSetQueryAssignsQuery() async {
        let (store, service, _) = makeStore()
        await store.send(.setQuery(String.testSample)) {
            $0.query = String.testSample
        }
        await store.receive(.submit) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success(()))
        await store.receive(.submitSuccess(ready: store.state.ready)) {
            $0.submitStatus = .succeeded
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

    func testBumpStartsSubmit() async {
        let (store, service, _) = makeStore()
        await store.send(.bump)
        await store.receive(.submit) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success(()))
        await store.receive(.submitSuccess(ready: store.state.ready)) {
            $0.submitStatus = .succeeded
        }
        await store.finish()
    }
}
