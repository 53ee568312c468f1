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

    // MARK: post

    func testPostGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.post) {
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success([Item].testSample))
        await store.receive(.postSuccess(id: store.state.id, page: store.state.page, [Item].testSample)) {
            $0.postStatus = .succeeded
            $0.postItems.append(contentsOf: [Item].testSample)
        }
        await store.receive(.poke)
        await store.finish()
    }

    func testPostGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.post) {
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.postFailure(id: store.state.id, page: store.state.page, ModelFailure.testSample)) {
            $0.postStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testPostCallWhileOneIsInFlightIsDropped() async {
        guard Drawn09RowSpec.postPolicy == .first else {
            return XCTFail("The request post (\(Drawn09RowSpec.postDeclaration)) has the policy \(Drawn09RowSpec.postPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.post) {
            $0.postStatus = .loading
        }
        await service.postAnswers.waitForCalls(waiting: 1)
        await store.send(.post)
        service.postAnswers.answer(.success([Item].testSample))
        service.postAnswers.answer(.failure(ModelFailure.testSample))  // for a second call, which is never made
        await store.receive(.postSuccess(id: store.state.id, page: store.state.page, [Item].testSample)) {
            $0.postStatus = .succeeded
            $0.postItems.append(contentsOf: [Item].testSample)
        }
        await store.receive(.poke)
        await store.finish()
    }

    func testPostPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingPost)
        await store.receive(.post) {
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success([Item].testSample))
        await store.receive(.postSuccess(id: store.state.id, page: store.state.page, [Item].testSample)) {
            $0.postStatus = .succeeded
            $0.postItems.append(contentsOf: [Item].testSample)
        }
        await store.receive(.poke)
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn09RowSpec.postPollInterval))
        await clock.advance(by: Drawn09RowSpec.postPollInterval)
        await store.receive(.post) {
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success([Item].testSample))
        await store.receive(.postSuccess(id: store.state.id, page: store.state.page, [Item].testSample)) {
            $0.postStatus = .succeeded
            $0.postItems.append(contentsOf: [Item].testSample)
        }
        await store.receive(.poke)
        await store.send(.stopPollingPost)
        await store.finish()
    }

    // MARK: lookup

    func testLookupGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupSuccess(id: store.state.id, [Item].testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .succeeded
            $0.lookupItems.append(contentsOf: [Item].testSample)
        }
        await store.receive(.post) {
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success([Item].testSample))
        await store.receive(.postSuccess(id: store.state.id, page: store.state.page, [Item].testSample)) {
            $0.postStatus = .succeeded
            $0.postItems.append(contentsOf: [Item].testSample)
        }
        await store.receive(.poke)
        await store.finish()
    }

    func testLookupGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.lookupFailure(id: store.state.id, ModelFailure.testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testLookupAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.lookupSuccess(id: store.state.id, [Item].testSample))
        await store.send(.lookupFailure(id: store.state.id, ModelFailure.testSample))
        await store.finish()
    }

    func testLookupTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.lookup) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn09RowSpec.lookupTimeout)
        await store.receive(.lookupFailure(id: store.state.id, ModelFailure.timedOut(after: Drawn09RowSpec.lookupTimeout))) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .failed(ModelFailure.timedOut(after: Drawn09RowSpec.lookupTimeout))
        }
        await store.finish()
    }

    func testLookupErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.lookupFailure(id: store.state.id, ModelFailure.testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .failed(ModelFailure.testSample)
        }
        await store.send(.dismissLookupError) {
            $0.lookupStatus = .idle
        }
        await store.finish()
    }

    func testLookupQueuedCallsEachApplyTheirAnswer() async {
        guard Drawn09RowSpec.lookupPolicy == .queue else {
            return XCTFail("The request lookup (\(Drawn09RowSpec.lookupDeclaration)) has the policy \(Drawn09RowSpec.lookupPolicy) now, and this test is of queue: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        await store.send(.lookup) {
            $0.lookupInFlight = 2
        }
        service.lookupAnswers.answer(.failure(ModelFailure.testSample))
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupFailure(id: store.state.id, ModelFailure.testSample)) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .failed(ModelFailure.testSample)
        }
        await store.receive(.lookupSuccess(id: store.state.id, [Item].testSample)) {
            $0.lookupInFlight = 0
            $0.lookupItems.append(contentsOf: [Item].testSample)
        }
        await store.receive(.post) {
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success([Item].testSample))
        await store.receive(.postSuccess(id: store.state.id, page: store.state.page, [Item].testSample)) {
            $0.postStatus = .succeeded
            $0.postItems.append(contentsOf: [Item].testSample)
        }
        await store.receive(.poke)
        await store.finish()
    }

    // MARK: bindings and triggers (page, setPage → lookup, ready)

    func testSetPageAssignsPage() async {
        let (store, service, _) = makeStore()
        await store.send(.setPage(Int.testSample)) {
            $0.page = Int.testSample
        }
        await store.receive(.lookup) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupSuccess(id: store.state.id, [Item].testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .succeeded
            $0.lookupItems.append(contentsOf: [Item].testSample)
        }
        await store.receive(.post) {
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success([Item].testSample))
        await store.receive(.postSuccess(id: store.state.id, page: store.state.page, [Item].testSample)) {
            $0.postStatus = .succeeded
            $0.postItems.append(contentsOf: [Item].testSample)
        }
        await store.receive(.poke)
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
