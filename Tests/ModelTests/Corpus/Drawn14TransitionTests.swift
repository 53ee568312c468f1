// Drawn14TransitionTests.swift
// Written once by reduxgen from Drawn14.yaml (--tests); from now on this file is yours.
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
final class Drawn14TransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn14State, Drawn14Action>, Drawn14ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn14ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn14State(),
            reducer: Drawn14Reducer.reduce,
            middlewares: [Drawn14Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: send

    func testSendGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.send(ref: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess(ref: Int.testSample, [Item].testSample)) {
            $0.sendStatus[Int.testSample] = .succeeded
            $0.sendItems.insert(contentsOf: [Item].testSample, at: 0)
        }
        await store.finish()
    }

    func testSendGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.send(ref: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        service.sendAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.sendFailure(ref: Int.testSample, ModelFailure.testSample)) {
            $0.sendStatus[Int.testSample] = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testSendCallWhileOneIsInFlightIsDropped() async {
        guard Drawn14Spec.sendPolicy == .first else {
            return XCTFail("The request send (\(Drawn14Spec.sendDeclaration)) has the policy \(Drawn14Spec.sendPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.send(ref: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        await service.sendAnswers.waitForCalls(waiting: 1)
        await store.send(.send(ref: Int.testSample))
        service.sendAnswers.answer(.success([Item].testSample))
        service.sendAnswers.answer(.failure(ModelFailure.testSample))  // for a second call, which is never made
        await store.receive(.sendSuccess(ref: Int.testSample, [Item].testSample)) {
            $0.sendStatus[Int.testSample] = .succeeded
            $0.sendItems.insert(contentsOf: [Item].testSample, at: 0)
        }
        await store.finish()
    }

    // MARK: archive

    /// Whether `archive`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func archiveStarts(_ store: ReduxTesting.TestStore<Drawn14State, Drawn14Action>, _ service: Drawn14ServiceMock) async -> Bool {
        guard Drawn14Reducer.shouldStartArchive(store.state) else {
            await store.send(.archive(ref: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "archive was called although its when: is false")
            return false
        }
        return true
    }

    func testArchiveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await archiveStarts(store, service) else { return }
        await store.send(.archive(ref: Int.testSample)) {
            $0.archiveStatus[Int.testSample] = .loading
        }
        service.archiveAnswers.answer(.success([Int].testSample))
        await store.receive(.archiveSuccess(ref: Int.testSample, query: store.state.query, [Int].testSample)) {
            $0.archiveStatus[Int.testSample] = .succeeded
            $0.archiveItems.insert(contentsOf: [Int].testSample, at: 0)
        }
        await store.finish()
    }

    func testArchiveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await archiveStarts(store, service) else { return }
        await store.send(.archive(ref: Int.testSample)) {
            $0.archiveStatus[Int.testSample] = .loading
        }
        service.archiveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.archiveFailure(ref: Int.testSample, query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.archiveStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testArchiveTimesOut() async {
        let (store, service, clock) = makeStore()
        guard await archiveStarts(store, service) else { return }
        await store.send(.archive(ref: Int.testSample)) {
            $0.archiveStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn14Spec.archiveTimeout)
        await store.receive(.archiveFailure(ref: Int.testSample, query: store.state.query, ReduxRuntime.RequestError.timedOut(after: Drawn14Spec.archiveTimeout))) {
            $0.archiveStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn14Spec.archiveTimeout))
        }
        await store.finish()
    }

    func testArchiveIsCancelled() async {
        let (store, service, _) = makeStore()
        guard await archiveStarts(store, service) else { return }
        await store.send(.archive(ref: Int.testSample)) {
            $0.archiveStatus[Int.testSample] = .loading
        }
        await store.send(.cancelArchive(ref: Int.testSample)) {
            $0.archiveStatus[Int.testSample] = nil
        }
        service.archiveAnswers.answer(.success([Int].testSample))
        await store.finish()
    }

    func testArchiveLatestCallSupersedesTheOneInFlight() async {
        guard Drawn14Spec.archivePolicy == .latest else {
            return XCTFail("The request archive (\(Drawn14Spec.archiveDeclaration)) has the policy \(Drawn14Spec.archivePolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await archiveStarts(store, service) else { return }
        await store.send(.archive(ref: Int.testSample)) {
            $0.archiveStatus[Int.testSample] = .loading
        }
        await service.archiveAnswers.waitForCalls(waiting: 1)
        await store.send(.archive(ref: Int.testSample))
        await service.archiveAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.archiveAnswers.answer(.success([Int].testSample))
        await store.receive(.archiveSuccess(ref: Int.testSample, query: store.state.query, [Int].testSample)) {
            $0.archiveStatus[Int.testSample] = .succeeded
            $0.archiveItems.insert(contentsOf: [Int].testSample, at: 0)
        }
        await store.finish()
    }

    // MARK: fetch

    func testFetchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch(text: String.testSample)) {
            $0.fetchStatus[String.testSample] = .loading
        }
        service.fetchAnswers.answer(.success([Int].testSample))
        await store.receive(.fetchSuccess(text: String.testSample, [Int].testSample)) {
            $0.fetchStatus[String.testSample] = .succeeded
            $0.fetchItems.insert(contentsOf: [Int].testSample, at: 0)
        }
        await store.finish()
    }

    func testFetchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch(text: String.testSample)) {
            $0.fetchStatus[String.testSample] = .loading
        }
        service.fetchAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.fetchFailure(text: String.testSample, ModelFailure.testSample)) {
            $0.fetchStatus[String.testSample] = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testFetchErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch(text: String.testSample)) {
            $0.fetchStatus[String.testSample] = .loading
        }
        service.fetchAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.fetchFailure(text: String.testSample, ModelFailure.testSample)) {
            $0.fetchStatus[String.testSample] = .failed(ModelFailure.testSample)
        }
        await store.send(.dismissFetchError(text: String.testSample)) {
            $0.fetchStatus[String.testSample] = nil
        }
        await store.finish()
    }

    func testFetchCallWhileOneIsInFlightIsDropped() async {
        guard Drawn14Spec.fetchPolicy == .first else {
            return XCTFail("The request fetch (\(Drawn14Spec.fetchDeclaration)) has the policy \(Drawn14Spec.fetchPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.fetch(text: String.testSample)) {
            $0.fetchStatus[String.testSample] = .loading
        }
        await service.fetchAnswers.waitForCalls(waiting: 1)
        await store.send(.fetch(text: String.testSample))
        service.fetchAnswers.answer(.success([Int].testSample))
        service.fetchAnswers.answer(.failure(ModelFailure.testSample))  // for a second call, which is never made
        await store.receive(.fetchSuccess(text: String.testSample, [Int].testSample)) {
            $0.fetchStatus[String.testSample] = .succeeded
            $0.fetchItems.insert(contentsOf: [Int].testSample, at: 0)
        }
        await store.finish()
    }

    // MARK: bindings and triggers (query, page, ready)

    func testSetQueryAssignsQuery() async {
        let (store, _, _) = makeStore()
        await store.send(.setQuery(String.testSample)) {
            $0.query = String.testSample
        }
        await store.finish()
    }

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
