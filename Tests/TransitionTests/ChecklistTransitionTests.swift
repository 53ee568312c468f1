// ChecklistTransitionTests.swift
// Written once by reduxgen from Checklist.yaml (--tests); from now on this file is yours.
// One test per valid transition of each request's status, run through a TestStore with the
// service mock. The tests send and answer sample values of the spec's types (TestSample:
// ReduxTesting has those of the standard library's types, your test target the others).
// When your reducer logic changes the state on these actions, add its changes to the
// tests' closures.
// Each child's action has a test that it reaches its child (the child's own transition, on
// the child the action names) and one that it is ignored without it, through the reducer
// alone (the children's middlewares are not in the test store).

import XCTest
import ReduxRuntime
import ReduxTesting
@testable import GoldenFeatures

@MainActor
final class ChecklistTransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: ChecklistState = ChecklistState()
    ) -> (ReduxTesting.TestStore<ChecklistState, ChecklistAction>, ChecklistServiceMock, ReduxTesting.TestClock) {
        let service = ChecklistServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: ChecklistReducer.reduce,
            middlewares: [ChecklistLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: rows (ChecklistRow)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: ChecklistState(rows: [ChecklistRowState(id: Int.testSample, text: String.testSample)]))
        await store.send(.rows(id: Int.testSample, .save)) {
            $0.rows[id: Int.testSample]!.saveStatus = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .save))
        await store.finish()
    }

    // MARK: editor (ChecklistEditor)

    func testEditorActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: ChecklistState(editor: ChecklistEditorState()))
        await store.send(.editor(.suggest)) {
            $0.editor!.suggestStatus = .loading
        }
        await store.finish()
    }

    func testEditorActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.editor(.suggest))
        await store.finish()
    }
}
