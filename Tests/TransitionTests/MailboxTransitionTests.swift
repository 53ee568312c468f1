// MailboxTransitionTests.swift
// Written once by reduxgen from Mailbox.yaml (--tests); from now on this file is yours.
// One test per valid transition of each request's status, run through a TestStore with the
// service mock. The tests send and answer sample values of the spec's types (TestSample:
// MailboxTestSamples.swift has those reduxgen wrote). When your reducer logic changes the state
// on these actions, add its changes to the tests' closures.
// Each binding's setter, and each action after which requests start by themselves, has a
// test too.

import XCTest
import Foundation
import ReduxRuntime
import ReduxTesting
@testable import GoldenFeatures

@MainActor
final class MailboxTransitionTests: XCTestCase {
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

    // MARK: search

    /// Whether `search`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func searchStarts(_ store: ReduxTesting.TestStore<MailboxState, MailboxAction>, _ service: MailboxServiceMock) async -> Bool {
        guard MailboxReducer.shouldStartSearch(store.state) else {
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
        }
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchSuccess(query: store.state.query, scope: store.state.scope, [Int].testSample)) {
            $0.searchStatus = .succeeded
            $0.results = [Int].testSample
        }
        await store.finish()
    }

    func testSearchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await searchStarts(store, service) else { return }
        await store.send(.search) {
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.searchFailure(query: store.state.query, scope: store.state.scope, ReduxRuntime.RequestError.testSample)) {
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSearchLatestCallSupersedesTheOneInFlight() async {
        guard MailboxSpec.searchPolicy == .latest else {
            return XCTFail("The request search (\(MailboxSpec.searchDeclaration)) has the policy \(MailboxSpec.searchPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await searchStarts(store, service) else { return }
        await store.send(.search) {
            $0.searchStatus = .loading
        }
        await service.searchAnswers.waitForCalls(waiting: 1)
        await store.send(.search)
        await service.searchAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchSuccess(query: store.state.query, scope: store.state.scope, [Int].testSample)) {
            $0.searchStatus = .succeeded
            $0.results = [Int].testSample
        }
        await store.finish()
    }

    // MARK: sendDraft

    /// Whether `sendDraft`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func sendDraftStarts(_ store: ReduxTesting.TestStore<MailboxState, MailboxAction>, _ service: MailboxServiceMock) async -> Bool {
        guard MailboxReducer.shouldStartSendDraft(store.state) else {
            await store.send(.sendDraft)
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "sendDraft was called although its when: is false")
            return false
        }
        return true
    }

    func testSendDraftGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await sendDraftStarts(store, service) else { return }
        await store.send(.sendDraft) {
            $0.sendDraftStatus = .loading
        }
        service.sendDraftAnswers.answer(.success(()))
        await store.receive(.sendDraftSuccess(draft: store.state.draft)) {
            $0.sendDraftStatus = .succeeded
        }
        await store.receive(.clearDraft)
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

    func testSendDraftGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await sendDraftStarts(store, service) else { return }
        await store.send(.sendDraft) {
            $0.sendDraftStatus = .loading
        }
        service.sendDraftAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendDraftFailure(draft: store.state.draft, ReduxRuntime.RequestError.testSample)) {
            $0.sendDraftStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSendDraftLatestCallSupersedesTheOneInFlight() async {
        guard MailboxSpec.sendDraftPolicy == .latest else {
            return XCTFail("The request sendDraft (\(MailboxSpec.sendDraftDeclaration)) has the policy \(MailboxSpec.sendDraftPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await sendDraftStarts(store, service) else { return }
        await store.send(.sendDraft) {
            $0.sendDraftStatus = .loading
        }
        await service.sendDraftAnswers.waitForCalls(waiting: 1)
        await store.send(.sendDraft)
        await service.sendDraftAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.sendDraftAnswers.answer(.success(()))
        await store.receive(.sendDraftSuccess(draft: store.state.draft)) {
            $0.sendDraftStatus = .succeeded
        }
        await store.receive(.clearDraft)
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

    // MARK: emptyTrash

    func testEmptyTrashGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.emptyTrash) {
            $0.emptyTrashStatus = .loading
        }
        service.emptyTrashAnswers.answer(.success(()))
        await store.receive(.emptyTrashSuccess) {
            $0.emptyTrashStatus = .succeeded
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

    func testEmptyTrashGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.emptyTrash) {
            $0.emptyTrashStatus = .loading
        }
        service.emptyTrashAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.emptyTrashFailure(ReduxRuntime.RequestError.testSample)) {
            $0.emptyTrashStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testEmptyTrashLatestCallSupersedesTheOneInFlight() async {
        guard MailboxSpec.emptyTrashPolicy == .latest else {
            return XCTFail("The request emptyTrash (\(MailboxSpec.emptyTrashDeclaration)) has the policy \(MailboxSpec.emptyTrashPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.emptyTrash) {
            $0.emptyTrashStatus = .loading
        }
        await service.emptyTrashAnswers.waitForCalls(waiting: 1)
        await store.send(.emptyTrash)
        await service.emptyTrashAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.emptyTrashAnswers.answer(.success(()))
        await store.receive(.emptyTrashSuccess) {
            $0.emptyTrashStatus = .succeeded
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

    // MARK: bindings and triggers (query, setQuery → search, scope, setScope → search, draft, refresh → search, startConnection → search, connect → startConnection)

    func testSetQueryAssignsQuery() async {
        let (store, service, _) = makeStore()
        await store.send(.setQuery(String.testSample)) {
            $0.query = String.testSample
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

    func testSetScopeAssignsScope() async {
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

    func testDraftEditedAssignsDraft() async {
        let (store, _, _) = makeStore()
        await store.send(.draftEdited(String.testSample)) {
            $0.draft = String.testSample
        }
        await store.finish()
    }

    func testRefreshStartsSearch() async {
        let (store, service, _) = makeStore()
        await store.send(.refresh)
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
