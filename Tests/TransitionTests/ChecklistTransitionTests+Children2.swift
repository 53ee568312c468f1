// ChecklistTransitionTests+Children2.swift
// Written once by reduxgen from Checklist.yaml (--tests); from now on this file is yours.
// One test per child added to the spec (or whose spec no earlier run read) after
// ChecklistTransitionTests+Children.swift was written: the child's action reaches its
// child (the child's own transition, on the child the action names) and is ignored without
// it, through the reducer alone (the children's middlewares are not in the test store).
// When your reducer logic changes the state on these actions, add its changes to the tests'
// closures.

import XCTest
import ReduxRuntime
import ReduxTesting
@testable import GoldenFeatures

@MainActor
final class ChecklistTransitionTestsOfChildren2: XCTestCase {
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
