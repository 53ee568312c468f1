// ChecklistTransitionTests.swift
// Written once by reduxgen from Checklist.yaml (--tests); from now on this file is yours.
// One test per valid transition of each request's status, run through a TestStore with the
// service mock. The tests send and answer sample values of the spec's types (TestSample:
// ChecklistTestSamples.swift has those reduxgen wrote). When your reducer logic changes the state
// on these actions, add its changes to the tests' closures.

import XCTest
import ReduxRuntime
import ReduxTesting
@testable import GoldenFeatures

@MainActor
final class ChecklistTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<ChecklistState, ChecklistAction>, ChecklistServiceMock, ReduxTesting.TestClock) {
        let service = ChecklistServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: ChecklistState(),
            reducer: ChecklistReducer.reduce,
            middlewares: [ChecklistLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }
}
