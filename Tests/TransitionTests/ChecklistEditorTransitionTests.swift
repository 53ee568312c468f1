// ChecklistEditorTransitionTests.swift
// Written once by reduxgen from ChecklistEditor.yaml (--tests); from now on this file is yours.
// One test per valid transition of each request's status, run through a TestStore with the
// service mock. The tests send and answer sample values of the spec's types (TestSample:
// ReduxTesting has those of the standard library's types, your test target the others).
// When your reducer logic changes the state on these actions, add its changes to the
// tests' closures.

import XCTest
import ReduxRuntime
import ReduxTesting
@testable import GoldenFeatures

@MainActor
final class ChecklistEditorTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<ChecklistEditorState, ChecklistEditorAction>, ChecklistEditorServiceMock, ReduxTesting.TestClock) {
        let service = ChecklistEditorServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: ChecklistEditorState(),
            reducer: ChecklistEditorReducer.reduce,
            middlewares: [ChecklistEditorLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: suggest

    func testSuggestGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.suggest) {
            $0.suggestStatus = .loading
        }
        service.suggestAnswers.answer(.success(String.testSample))
        await store.receive(.suggestSuccess(text: store.state.text, String.testSample)) {
            $0.suggestStatus = .succeeded
            $0.text = String.testSample
        }
        await store.finish()
    }

    func testSuggestGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.suggest) {
            $0.suggestStatus = .loading
        }
        service.suggestAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.suggestFailure(text: store.state.text, ReduxRuntime.RequestError.testSample)) {
            $0.suggestStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSuggestLatestCallSupersedesTheOneInFlight() async {
        guard ChecklistEditorSpec.suggestPolicy == .latest else {
            return XCTFail("The request suggest (\(ChecklistEditorSpec.suggestDeclaration)) has the policy \(ChecklistEditorSpec.suggestPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.suggest) {
            $0.suggestStatus = .loading
        }
        await service.suggestAnswers.waitForCalls(waiting: 1)
        await store.send(.suggest)
        await service.suggestAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.suggestAnswers.answer(.success(String.testSample))
        await store.receive(.suggestSuccess(text: store.state.text, String.testSample)) {
            $0.suggestStatus = .succeeded
            $0.text = String.testSample
        }
        await store.finish()
    }
}
