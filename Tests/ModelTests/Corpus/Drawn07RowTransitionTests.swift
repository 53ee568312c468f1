// Drawn07RowTransitionTests.swift
// Written once by reduxgen from Drawn07Row.yaml (--tests); from now on this file is yours.
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
final class Drawn07RowTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn07RowState, Drawn07RowAction>, Drawn07RowServiceMock, ReduxTesting.TestClock) {
        let service = Drawn07RowServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn07RowState(id: Int.testSample),
            reducer: Drawn07RowReducer.reduce,
            middlewares: [Drawn07RowLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: save

    /// Whether `save`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func saveStarts(_ store: ReduxTesting.TestStore<Drawn07RowState, Drawn07RowAction>, _ service: Drawn07RowServiceMock) async -> Bool {
        guard Drawn07RowReducer.shouldStartSave(store.state) else {
            await store.send(.save(text: String.testSample, count: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "save was called although its when: is false")
            return false
        }
        return true
    }

    func testSaveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save(text: String.testSample, count: Int.testSample)) {
            $0.saveStatus[String.testSample] = .loading
        }
        service.saveAnswers.answer(.success(Int.testSample))
        await store.receive(.saveSuccess(text: String.testSample, count: Int.testSample, id: store.state.id, ready: store.state.ready, query: store.state.query, Int.testSample)) {
            $0.saveStatus[String.testSample] = .succeeded
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testSaveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save(text: String.testSample, count: Int.testSample)) {
            $0.saveStatus[String.testSample] = .loading
        }
        service.saveAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.saveFailure(text: String.testSample, count: Int.testSample, id: store.state.id, ready: store.state.ready, query: store.state.query, ModelFailure.testSample)) {
            $0.saveStatus[String.testSample] = .failed(ModelFailure.testSample)
            $0.saveError = ModelFailure.testSample
        }
        await store.finish()
    }

    func testSaveErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save(text: String.testSample, count: Int.testSample)) {
            $0.saveStatus[String.testSample] = .loading
        }
        service.saveAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.saveFailure(text: String.testSample, count: Int.testSample, id: store.state.id, ready: store.state.ready, query: store.state.query, ModelFailure.testSample)) {
            $0.saveStatus[String.testSample] = .failed(ModelFailure.testSample)
            $0.saveError = ModelFailure.testSample
        }
        await store.send(.dismissSaveError(text: String.testSample)) {
            $0.saveStatus[String.testSample] = nil
            $0.saveError = nil
        }
        await store.finish()
    }

    func testSaveKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save(text: String.testSample, count: Int.testSample)) {
            $0.saveStatus[String.testSample] = .loading
        }
        service.saveAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.saveFailure(text: String.testSample, count: Int.testSample, id: store.state.id, ready: store.state.ready, query: store.state.query, ModelFailure.testSample)) {
            $0.saveStatus[String.testSample] = .failed(ModelFailure.testSample)
            $0.saveError = ModelFailure.testSample
        }
        await store.send(.save(text: String.testSample, count: Int.testSample)) {
            $0.saveStatus[String.testSample] = .loading
        }
        service.saveAnswers.answer(.success(Int.testSample))
        await store.receive(.saveSuccess(text: String.testSample, count: Int.testSample, id: store.state.id, ready: store.state.ready, query: store.state.query, Int.testSample)) {
            $0.saveStatus[String.testSample] = .succeeded
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testSaveCallWhileOneIsInFlightIsDropped() async {
        guard Drawn07RowSpec.savePolicy == .first else {
            return XCTFail("The request save (\(Drawn07RowSpec.saveDeclaration)) has the policy \(Drawn07RowSpec.savePolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save(text: String.testSample, count: Int.testSample)) {
            $0.saveStatus[String.testSample] = .loading
        }
        await service.saveAnswers.waitForCalls(waiting: 1)
        await store.send(.save(text: String.testSample, count: Int.testSample))
        service.saveAnswers.answer(.success(Int.testSample))
        service.saveAnswers.answer(.failure(ModelFailure.testSample))  // for a second call, which is never made
        await store.receive(.saveSuccess(text: String.testSample, count: Int.testSample, id: store.state.id, ready: store.state.ready, query: store.state.query, Int.testSample)) {
            $0.saveStatus[String.testSample] = .succeeded
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testSaveIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save(text: String.testSample, count: Int.testSample)) {
            $0.saveStatus[String.testSample] = .loading
        }
        service.saveAnswers.answer(.success(Int.testSample))
        await store.receive(.saveSuccess(text: String.testSample, count: Int.testSample, id: store.state.id, ready: store.state.ready, query: store.state.query, Int.testSample)) {
            $0.saveStatus[String.testSample] = .succeeded
        }
        await store.receive(.bump)
        await store.send(.save(text: String.testSample, count: Int.testSample)) {
            $0.saveStatus[String.testSample] = .loading
        }
        await store.receive(.saveSuccess(text: String.testSample, count: Int.testSample, id: store.state.id, ready: store.state.ready, query: store.state.query, Int.testSample)) {
            $0.saveStatus[String.testSample] = .succeeded
        }
        await store.receive(.bump)
        await store.send(.forceSave(text: String.testSample, count: Int.testSample)) {
            $0.saveStatus[String.testSample] = .loading
        }
        service.saveAnswers.answer(.success(Int.testSample))
        await store.receive(.saveSuccess(text: String.testSample, count: Int.testSample, id: store.state.id, ready: store.state.ready, query: store.state.query, Int.testSample)) {
            $0.saveStatus[String.testSample] = .succeeded
        }
        await store.receive(.bump)
        await clock.advance(by: Drawn07RowSpec.saveCacheLifetime)
        await store.send(.save(text: String.testSample, count: Int.testSample)) {
            $0.saveStatus[String.testSample] = .loading
        }
        service.saveAnswers.answer(.success(Int.testSample))
        await store.receive(.saveSuccess(text: String.testSample, count: Int.testSample, id: store.state.id, ready: store.state.ready, query: store.state.query, Int.testSample)) {
            $0.saveStatus[String.testSample] = .succeeded
        }
        await store.receive(.bump)
        await store.finish()
    }

    // MARK: upload

    func testUploadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.upload(String.testSample)) {
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadSuccess(String.testSample, id: store.state.id, Item.testSample)) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .succeeded
            $0.uploadItems.upsert(Item.testSample)
        }
        await store.finish()
    }

    func testUploadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.upload(String.testSample)) {
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.uploadFailure(String.testSample, id: store.state.id, ReduxRuntime.RequestError.testSample)) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testUploadAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.uploadSuccess(String.testSample, id: store.state.id, Item.testSample))
        await store.send(.uploadFailure(String.testSample, id: store.state.id, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testUploadConcurrentCallsEachApplyTheirAnswer() async {
        guard Drawn07RowSpec.uploadPolicy == .concurrent else {
            return XCTFail("The request upload (\(Drawn07RowSpec.uploadDeclaration)) has the policy \(Drawn07RowSpec.uploadPolicy) now, and this test is of concurrent: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.upload(String.testSample)) {
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        await service.uploadAnswers.waitForCalls(waiting: 1)
        await store.send(.upload(String.testSample)) {
            $0.uploadInFlight = 2
        }
        await service.uploadAnswers.waitForCalls(waiting: 2)
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.uploadFailure(String.testSample, id: store.state.id, ReduxRuntime.RequestError.testSample)) {
            $0.uploadInFlight = 1
            $0.uploadStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadSuccess(String.testSample, id: store.state.id, Item.testSample)) {
            $0.uploadInFlight = 0
            $0.uploadItems.upsert(Item.testSample)
        }
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
