// TeamChatTransitionTests+BindingsAndTriggers.swift
// Written once by reduxgen from TeamChat.yaml (--tests); from now on this file is yours.
// One test per binding's setter and per action after which requests start by themselves,
// added to the spec after TeamChatTransitionTests.swift was written, run through a TestStore with the
// service mock. When your reducer logic changes the state on these actions, add its changes
// to the tests' closures.

import XCTest
import Foundation
import ReduxRuntime
import ReduxTesting
@testable import TeamChatKit

@MainActor
final class TeamChatTransitionTestsOfBindingsAndTriggers: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<TeamChatState, TeamChatAction>, TeamChatServiceMock, ReduxTesting.TestClock) {
        let service = TeamChatServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: TeamChatState(),
            reducer: TeamChatReducer.reduce,
            middlewares: [TeamChatLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: bindings and triggers

    func testSetQueryAssignsQuery() async {
        let (store, service, _) = makeStore()
        await store.send(.setQuery(String.testSample)) {
            $0.query = String.testSample
        }
        // search's when: decides whether the follow-up calls the service.
        let searchCalls = TeamChatReducer.shouldStartSearch(store.state)
        await store.receive(.search) {
            if searchCalls {
                $0.searchStatus = .loading
                $0.isSearching = true
            }
        }
        if searchCalls {
            service.searchAnswers.answer(.success([Message].testSample))
            await store.receive(.searchSuccess(roomID: store.state.roomID, query: store.state.query, [Message].testSample)) {
                $0.searchStatus = .succeeded
                $0.found = [Message].testSample
                $0.isSearching = false
            }
        }
        await store.finish()
    }

    func testUpdateDraftAssignsDraft() async {
        let (store, _, _) = makeStore()
        await store.send(.updateDraft(String.testSample)) {
            $0.draft = String.testSample
        }
        await store.finish()
    }

    func testConnectStartsStartConnection() async {
        let (store, _, _) = makeStore()
        await store.send(.connect)
        await store.receive(.startConnection) {
            $0.connectionActive = true
        }
        await store.send(.stopConnection) {
            $0.connectionActive = false
        }
        await store.finish()
    }
}
