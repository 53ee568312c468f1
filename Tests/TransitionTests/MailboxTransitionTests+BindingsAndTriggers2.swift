// MailboxTransitionTests+BindingsAndTriggers2.swift
// Written once by reduxgen from Mailbox.yaml (--tests); from now on this file is yours.
// One test per binding's setter and per action after which requests start by themselves,
// added to the spec after MailboxTransitionTests+BindingsAndTriggers.swift was written,
// run through a TestStore with the service mock. When your reducer logic changes the state
// on these actions, add its changes to the tests' closures.

import XCTest
import Foundation
import ReduxRuntime
import ReduxTesting
@testable import GoldenFeatures

@MainActor
final class MailboxTransitionTestsOfBindingsAndTriggers2: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<MailboxState, MailboxAction>, MailboxServiceMock, ReduxTesting.TestClock) {
        let service = MailboxServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: MailboxState(),
            reducer: MailboxReducer.reduce,
            middlewares: [MailboxLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: bindings and triggers (setScope → search, startConnection → search, connect → startConnection)

    func testSetScopeStartsSearch() async {
        let (store, service, _) = makeStore()
        await store.send(.setScope(MailScope.testSample)) {
            $0.scope = MailScope.testSample
        }
        // search's when: decides whether the follow-up calls the service.
        let searchCalls = MailboxReducer.shouldStartSearch(store.state)
        await store.receive(.search) {
            if searchCalls {
                $0.searchStatus = .loading
            }
        }
        if searchCalls {
            service.searchAnswers.answer(.success([Int].testSample))
            await store.receive(.searchSuccess(query: store.state.query, scope: store.state.scope, [Int].testSample)) {
                $0.searchStatus = .succeeded
                $0.results = [Int].testSample
            }
        }
        await store.finish()
    }

    func testStartConnectionStartsSearch() async {
        let (store, service, _) = makeStore()
        await store.send(.startConnection) {
            $0.connectionActive = true
        }
        // search's when: decides whether the follow-up calls the service.
        let searchCalls = MailboxReducer.shouldStartSearch(store.state)
        await store.receive(.search) {
            if searchCalls {
                $0.searchStatus = .loading
            }
        }
        if searchCalls {
            service.searchAnswers.answer(.success([Int].testSample))
            await store.receive(.searchSuccess(query: store.state.query, scope: store.state.scope, [Int].testSample)) {
                $0.searchStatus = .succeeded
                $0.results = [Int].testSample
            }
        }
        await store.send(.stopConnection) {
            $0.connectionActive = false
        }
        await store.finish()
    }

    func testConnectStartsStartConnection() async {
        let (store, service, _) = makeStore()
        await store.send(.connect)
        await store.receive(.startConnection) {
            $0.connectionActive = true
        }
        // search's when: decides whether the follow-up calls the service.
        let searchCalls = MailboxReducer.shouldStartSearch(store.state)
        await store.receive(.search) {
            if searchCalls {
                $0.searchStatus = .loading
            }
        }
        if searchCalls {
            service.searchAnswers.answer(.success([Int].testSample))
            await store.receive(.searchSuccess(query: store.state.query, scope: store.state.scope, [Int].testSample)) {
                $0.searchStatus = .succeeded
                $0.results = [Int].testSample
            }
        }
        await store.send(.stopConnection) {
            $0.connectionActive = false
        }
        await store.finish()
    }
}
