// TeamChatTransitionTests+Search.swift
// Written once by reduxgen from TeamChat.yaml (--tests); from now on this file is yours.
// One test per valid transition of a request added to the spec after TeamChatTransitionTests.swift
// was written, run through a TestStore with the service mock. When your reducer logic
// changes the state on these actions, add its changes to the tests' closures.

import XCTest
import Foundation
import ReduxRuntime
import ReduxTesting
@testable import TeamChatKit

@MainActor
final class TeamChatTransitionTestsOfSearch: XCTestCase {
    /// A test store of the feature with a service mock and a test clock. Edited: it starts from
    /// a query, so that `search`'s when: (a non-empty query) holds and the call is tested
    /// (TeamChatSearchTests tests the skip).
    private func makeStore() -> (ReduxTesting.TestStore<TeamChatState, TeamChatAction>, TeamChatServiceMock, ReduxTesting.TestClock) {
        let service = TeamChatServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: TeamChatState(query: "lunch"),
            reducer: TeamChatReducer.reduce,
            middlewares: [TeamChatLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: search

    /// Whether `search`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func searchStarts(_ store: ReduxTesting.TestStore<TeamChatState, TeamChatAction>, _ service: TeamChatServiceMock) async -> Bool {
        guard TeamChatReducer.shouldStartSearch(store.state) else {
            await store.send(.search)
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "search was called although its when: is false")
            return false
        }
        return true
    }

    func testSearchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await searchStarts(store, service) else { return }
        await store.send(.search) {
            $0.searchStatus = .loading
            $0.isSearching = true
        }
        service.searchAnswers.answer(.success([Message].testSample))
        await store.receive(.searchSuccess(roomID: store.state.roomID, query: store.state.query, [Message].testSample)) {
            $0.searchStatus = .succeeded
            $0.found = [Message].testSample
            $0.isSearching = false
        }
        await store.finish()
    }

    func testSearchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await searchStarts(store, service) else { return }
        await store.send(.search) {
            $0.searchStatus = .loading
            $0.isSearching = true
        }
        service.searchAnswers.answer(.failure(ChatError.testSample))
        await store.receive(.searchFailure(roomID: store.state.roomID, query: store.state.query, ChatError.testSample)) {
            $0.searchStatus = .failed(ChatError.testSample)
            $0.isSearching = false
        }
        await store.finish()
    }

    func testSearchAnswerAppliesAfterYourLogicEndsItsLoadingFlag() async {
        let (store, service, _) = makeStore()
        guard await searchStarts(store, service) else { return }
        // The reducer logic may end search's loading flag while its call runs (a spinner stopped):
        // the call's answer still applies, and the flag stays false.
        var state = store.state
        TeamChatReducer.reduce(&state, .search)
        XCTAssertTrue(state.isSearching)
        state.isSearching = false
        TeamChatReducer.reduce(&state, .searchSuccess(roomID: store.state.roomID, query: store.state.query, [Message].testSample))
        XCTAssertEqual(state.searchStatus, .succeeded)
        XCTAssertFalse(state.isSearching)
        await store.finish()
    }

    func testSearchLatestCallSupersedesTheOneInFlight() async {
        let (store, service, _) = makeStore()
        guard await searchStarts(store, service) else { return }
        await store.send(.search) {
            $0.searchStatus = .loading
            $0.isSearching = true
        }
        await service.searchAnswers.waitForCalls(waiting: 1)
        await store.send(.search)
        await service.searchAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.searchAnswers.answer(.success([Message].testSample))
        await store.receive(.searchSuccess(roomID: store.state.roomID, query: store.state.query, [Message].testSample)) {
            $0.searchStatus = .succeeded
            $0.found = [Message].testSample
            $0.isSearching = false
        }
        await store.finish()
    }
}
