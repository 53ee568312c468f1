// TeamChatTransitionTests.swift
// Written once by reduxgen from TeamChat.yaml (--tests); from now on this file is yours.
// One test per valid transition of each request's status, run through a TestStore with the
// service mock. The tests send and answer sample values of the spec's types (TestSample:
// TeamChatTestSamples.swift has those reduxgen wrote). When your reducer logic changes the state
// on these actions, add its changes to the tests' closures.

import XCTest
import Foundation
import ReduxRuntime
import ReduxTesting
@testable import GoldenFeatures

@MainActor
final class TeamChatTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<TeamChatState, TeamChatAction>, TeamChatServiceMock, ReduxTesting.TestClock) {
        let service = TeamChatServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: TeamChatState(unread: Int.testSample),
            reducer: TeamChatReducer.reduce,
            middlewares: [TeamChatLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: loadMessages

    func testLoadMessagesGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.loadMessages(page: Int.testSample)) {
            $0.loadMessagesStatus = .loading
        }
        service.loadMessagesAnswers.answer(.success([Message].testSample))
        await store.receive(.loadMessagesSuccess(page: Int.testSample, [Message].testSample)) {
            $0.loadMessagesStatus = .succeeded
            $0.messages = [Message].testSample
        }
        await store.finish()
    }

    func testLoadMessagesGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.loadMessages(page: Int.testSample)) {
            $0.loadMessagesStatus = .loading
        }
        service.loadMessagesAnswers.answer(.failure(ChatError.testSample))
        await store.receive(.loadMessagesFailure(page: Int.testSample, ChatError.testSample)) {
            $0.loadMessagesStatus = .failed(ChatError.testSample)
        }
        await store.finish()
    }

    func testLoadMessagesLatestCallSupersedesTheOneInFlight() async {
        guard TeamChatSpec.loadMessagesPolicy == .latest else {
            return XCTFail("The request loadMessages (\(TeamChatSpec.loadMessagesDeclaration)) has the policy \(TeamChatSpec.loadMessagesPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.loadMessages(page: Int.testSample)) {
            $0.loadMessagesStatus = .loading
        }
        await service.loadMessagesAnswers.waitForCalls(waiting: 1)
        await store.send(.loadMessages(page: Int.testSample))
        await service.loadMessagesAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.loadMessagesAnswers.answer(.success([Message].testSample))
        await store.receive(.loadMessagesSuccess(page: Int.testSample, [Message].testSample)) {
            $0.loadMessagesStatus = .succeeded
            $0.messages = [Message].testSample
        }
        await store.finish()
    }

    // MARK: sendMessage

    func testSendMessageGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.sendMessage(text: String.testSample)) {
            $0.sendMessageStatus = .loading
        }
        service.sendMessageAnswers.answer(.success(Message.testSample))
        await store.receive(.sendMessageSuccess(text: String.testSample, Message.testSample)) {
            $0.sendMessageStatus = .succeeded
        }
        await store.finish()
    }

    func testSendMessageGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.sendMessage(text: String.testSample)) {
            $0.sendMessageStatus = .loading
        }
        service.sendMessageAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendMessageFailure(text: String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.sendMessageStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSendMessageCallWhileOneIsInFlightIsDropped() async {
        guard TeamChatSpec.sendMessagePolicy == .first else {
            return XCTFail("The request sendMessage (\(TeamChatSpec.sendMessageDeclaration)) has the policy \(TeamChatSpec.sendMessagePolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.sendMessage(text: String.testSample)) {
            $0.sendMessageStatus = .loading
        }
        await service.sendMessageAnswers.waitForCalls(waiting: 1)
        await store.send(.sendMessage(text: String.testSample))
        service.sendMessageAnswers.answer(.success(Message.testSample))
        service.sendMessageAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.sendMessageSuccess(text: String.testSample, Message.testSample)) {
            $0.sendMessageStatus = .succeeded
        }
        await store.finish()
    }
}
