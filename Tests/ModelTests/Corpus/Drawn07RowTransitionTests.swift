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

    // MARK: archive

    func testArchiveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.archive(text: String.testSample)) {
            $0.archiveInFlight = 1
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success(Int.testSample))
        await store.receive(.archiveSuccess(text: String.testSample, Int.testSample)) {
            $0.archiveInFlight = 0
            $0.archiveStatus = .succeeded
        }
        await store.finish()
    }

    func testArchiveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.archive(text: String.testSample)) {
            $0.archiveInFlight = 1
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.archiveFailure(text: String.testSample, ModelFailure.testSample)) {
            $0.archiveInFlight = 0
            $0.archiveStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testArchiveAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.archiveSuccess(text: String.testSample, Int.testSample))
        await store.send(.archiveFailure(text: String.testSample, ModelFailure.testSample))
        await store.finish()
    }

    func testArchiveQueuedCallsEachApplyTheirAnswer() async {
        let (store, service, _) = makeStore()
        await store.send(.archive(text: String.testSample)) {
            $0.archiveInFlight = 1
            $0.archiveStatus = .loading
        }
        await store.send(.archive(text: String.testSample)) {
            $0.archiveInFlight = 2
        }
        service.archiveAnswers.answer(.failure(ModelFailure.testSample))
        service.archiveAnswers.answer(.success(Int.testSample))
        await store.receive(.archiveFailure(text: String.testSample, ModelFailure.testSample)) {
            $0.archiveInFlight = 1
            $0.archiveStatus = .failed(ModelFailure.testSample)
        }
        await store.receive(.archiveSuccess(text: String.testSample, Int.testSample)) {
            $0.archiveInFlight = 0
        }
        await store.finish()
    }

    // MARK: submit

    func testSubmitGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.submit(text: String.testSample)) {
            $0.submitInFlight = 1
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success([Item].testSample))
        await store.receive(.submitSuccess(text: String.testSample, [Item].testSample)) {
            $0.submitInFlight = 0
            $0.submitStatus = .succeeded
            $0.submitValue = [Item].testSample
        }
        await store.finish()
    }

    func testSubmitGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.submit(text: String.testSample)) {
            $0.submitInFlight = 1
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.submitFailure(text: String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.submitInFlight = 0
            $0.submitStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSubmitAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.submitSuccess(text: String.testSample, [Item].testSample))
        await store.send(.submitFailure(text: String.testSample, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSubmitIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.submit(text: String.testSample)) {
            $0.submitInFlight = 1
            $0.submitStatus = .loading
        }
        await store.send(.cancelSubmit) {
            $0.submitInFlight = 0
            $0.submitStatus = .idle
        }
        service.submitAnswers.answer(.success([Item].testSample))
        await store.finish()
    }

    func testSubmitErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.submit(text: String.testSample)) {
            $0.submitInFlight = 1
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.submitFailure(text: String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.submitInFlight = 0
            $0.submitStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissSubmitError) {
            $0.submitStatus = .idle
        }
        await store.finish()
    }

    func testSubmitQueuedCallsEachApplyTheirAnswer() async {
        let (store, service, _) = makeStore()
        await store.send(.submit(text: String.testSample)) {
            $0.submitInFlight = 1
            $0.submitStatus = .loading
        }
        await store.send(.submit(text: String.testSample)) {
            $0.submitInFlight = 2
        }
        service.submitAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        service.submitAnswers.answer(.success([Item].testSample))
        await store.receive(.submitFailure(text: String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.submitInFlight = 1
            $0.submitStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.receive(.submitSuccess(text: String.testSample, [Item].testSample)) {
            $0.submitInFlight = 0
            $0.submitValue = [Item].testSample
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
