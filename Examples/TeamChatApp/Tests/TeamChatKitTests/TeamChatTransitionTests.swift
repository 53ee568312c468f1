// TeamChatTransitionTests.swift
// Written once by reduxgen from TeamChat.yaml (--tests); from now on this file is yours.
// One test per valid transition of each request's status, run through a
// TestStore with TeamChatServiceMock.swift. The tests send and answer sample values of the spec's
// types (TestSample): conform your own types in your test target. When your reducer logic
// changes the state on these actions, add its changes to the tests' closures.

import XCTest
import Foundation
import ReduxRuntime
import ReduxTesting
@testable import TeamChatKit

@MainActor
final class TeamChatTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (TestStore<TeamChatState, TeamChatAction>, TeamChatServiceMock, TestClock) {
        let service = TeamChatServiceMock()
        let clock = TestClock()
        let store = TestStore(
            initialState: TeamChatState(),
            reducer: TeamChatReducer.reduce,
            middlewares: [TeamChatLoader(service: service).middleware],
            environment: StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: loadMessages

    func testLoadMessagesGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.loadMessages(page: Int.testSample)) {
            $0.loadMessagesStatus = .loading
            $0.loadingPage = 1  // the reducer logic remembers the page in flight
        }
        service.loadMessagesAnswers.answer(.success([Message].testSample))
        await store.receive(.loadMessagesSuccess(page: Int.testSample, roomID: store.state.roomID, pageSize: store.state.pageSize, [Message].testSample)) {
            $0.loadMessagesStatus = .succeeded
            $0.messages.append(contentsOf: [Message].testSample)
            // The reducer logic: the next page is 2, a page shorter than 30 is the last, and
            // the sample message is unread.
            $0.loadingPage = 0
            $0.nextPage = 2
            $0.hasMore = false
            $0.unread = 1
        }
        await store.finish()
    }

    func testLoadMessagesTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.loadMessages(page: Int.testSample)) {
            $0.loadMessagesStatus = .loading
            $0.loadingPage = 1  // the reducer logic remembers the page in flight
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(10))
        for retry in 1...2 {
            await clock.waitForSleepers(1)
            await clock.advance(by: RetryPolicy(attempts: 2, backoff: .seconds(1)).delay(beforeRetry: retry))
            await clock.waitForSleepers(1)
            await clock.advance(by: .seconds(10))
        }
        await store.receive(.loadMessagesFailure(page: Int.testSample, roomID: store.state.roomID, pageSize: store.state.pageSize, ChatError.timedOut(after: .seconds(10)))) {
            $0.loadMessagesStatus = .failed(ChatError.timedOut(after: .seconds(10)))
            $0.loadError = ChatError.timedOut(after: .seconds(10))
            $0.loadingPage = 0
        }
        await store.finish()
    }

    func testLoadMessagesIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.loadMessages(page: Int.testSample)) {
            $0.loadMessagesStatus = .loading
            $0.loadingPage = 1  // the reducer logic remembers the page in flight
        }
        await store.send(.cancelLoadMessages) {
            $0.loadMessagesStatus = .idle
            $0.loadingPage = 0
        }
        service.loadMessagesAnswers.answer(.success([Message].testSample))
        await store.finish()
    }

    // Written by hand, before reduxgen wrote failure, dismiss and second-call tests for a
    // request with both `retry` and `timeout`, as loadMessages has.

    func testLoadMessagesFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await failLoadMessages(store, service, clock)
        XCTAssertEqual(service.calls, Array(repeating: .loadMessages(page: Int.testSample), count: 3))
        await store.finish()
    }

    func testLoadMessagesErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        await failLoadMessages(store, service, clock)
        await store.send(.dismissLoadMessagesError) {
            $0.loadMessagesStatus = .idle
            $0.loadError = nil
        }
        await store.finish()
    }

    // Written by hand (the request's tests were written before it had `failureInto:`), as
    // `--tests` writes it: the failure stays in loadError through the next success.
    func testLoadMessagesKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, clock) = makeStore()
        await failLoadMessages(store, service, clock)
        await store.send(.loadMessages(page: Int.testSample)) {
            $0.loadMessagesStatus = .loading
            $0.loadingPage = 1
        }
        service.loadMessagesAnswers.answer(.success([Message].testSample))
        await store.receive(.loadMessagesSuccess(page: Int.testSample, roomID: store.state.roomID, pageSize: store.state.pageSize, [Message].testSample)) {
            $0.loadMessagesStatus = .succeeded  // loadError stays
            $0.messages.append(contentsOf: [Message].testSample)
            $0.loadingPage = 0
            $0.nextPage = 2
            $0.hasMore = false
            $0.unread = 1
        }
        await store.finish()
    }

    func testLoadMessagesLatestCallSupersedesTheOneInFlight() async {
        let (store, service, _) = makeStore()
        await store.send(.loadMessages(page: 1)) {
            $0.loadMessagesStatus = .loading
            $0.loadingPage = 1
        }
        await store.send(.loadMessages(page: 2)) {
            $0.loadingPage = 2
        }
        service.loadMessagesAnswers.answer(.success([Message].testSample))
        service.loadMessagesAnswers.answer(.success([Message].testSample))
        await store.receive(.loadMessagesSuccess(page: 2, roomID: store.state.roomID, pageSize: store.state.pageSize, [Message].testSample)) {
            $0.loadMessagesStatus = .succeeded
            $0.messages.append(contentsOf: [Message].testSample)
            $0.loadingPage = 0
            $0.nextPage = 3
            $0.hasMore = false
            $0.unread = 1
        }
        await store.finish()
    }

    /// Sends `loadMessages`, fails its three attempts (`retry: { attempts: 2, backoff: 1 }`:
    /// 1 s before the first retry, 2 s before the second) and receives the failure. The
    /// backoffs are told from the attempts' timeout sleeps by their deadlines.
    private func failLoadMessages(
        _ store: TestStore<TeamChatState, TeamChatAction>,
        _ service: TeamChatServiceMock,
        _ clock: TestClock
    ) async {
        for _ in 1...3 { service.loadMessagesAnswers.answer(.failure(ChatError.testSample)) }
        await store.send(.loadMessages(page: Int.testSample)) {
            $0.loadMessagesStatus = .loading
            $0.loadingPage = 1
        }
        for deadline in [1, 3] {
            await clock.waitForSleeper(wakingAt: .seconds(deadline))
            await clock.advance(to: .seconds(deadline))
        }
        await store.receive(.loadMessagesFailure(page: Int.testSample, roomID: store.state.roomID, pageSize: store.state.pageSize, ChatError.testSample)) {
            $0.loadMessagesStatus = .failed(ChatError.testSample)
            $0.loadError = ChatError.testSample
            $0.loadingPage = 0
        }
    }

    // MARK: sendMessage

    func testSendMessageGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.sendMessage(text: String.testSample)) {
            SendPrediction.shows(pending(String.testSample, 1)).note(in: &$0)
            $0.sendMessageInFlight = 1
            $0.sendMessageStatus = .loading
            $0.messages = [pending(String.testSample, 1)]  // shown at once (TeamChatPredictions.swift)
        }
        service.sendMessageAnswers.answer(.success(Message.testSample))
        await store.receive(.sendMessageSuccess(text: String.testSample, roomID: store.state.roomID, Message.testSample)) {
            SendPrediction.confirmed(Message.testSample).note(in: &$0)
            $0.sendMessageInFlight = 0
            $0.sendMessageStatus = .succeeded
            $0.messages = [Message.testSample]  // the server's message replaces the pending one
        }
        store.receiveEffect(TeamChatEffect.playSentSound)  // the reducer logic asks for the sent sound
        await store.finish()
    }

    func testSendMessageGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.sendMessage(text: String.testSample)) {
            SendPrediction.shows(pending(String.testSample, 1)).note(in: &$0)
            $0.sendMessageInFlight = 1
            $0.sendMessageStatus = .loading
            $0.messages = [pending(String.testSample, 1)]  // shown at once (TeamChatPredictions.swift)
        }
        service.sendMessageAnswers.answer(.failure(ChatError.testSample))
        await store.receive(.sendMessageFailure(text: String.testSample, roomID: store.state.roomID, ChatError.testSample)) {
            SendPrediction.failed.note(in: &$0)  // the pending message stays, marked failed
            $0.sendMessageInFlight = 0
            $0.sendMessageStatus = .failed(ChatError.testSample)
        }
        await store.finish()
    }

    func testSendMessageAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.sendMessageSuccess(text: String.testSample, roomID: store.state.roomID, Message.testSample))
        await store.send(.sendMessageFailure(text: String.testSample, roomID: store.state.roomID, ChatError.testSample))
        await store.finish()
    }

    func testSendMessageErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.sendMessage(text: String.testSample)) {
            SendPrediction.shows(pending(String.testSample, 1)).note(in: &$0)
            $0.sendMessageInFlight = 1
            $0.sendMessageStatus = .loading
            $0.messages = [pending(String.testSample, 1)]  // shown at once (TeamChatPredictions.swift)
        }
        service.sendMessageAnswers.answer(.failure(ChatError.testSample))
        await store.receive(.sendMessageFailure(text: String.testSample, roomID: store.state.roomID, ChatError.testSample)) {
            SendPrediction.failed.note(in: &$0)  // the pending message stays, marked failed
            $0.sendMessageInFlight = 0
            $0.sendMessageStatus = .failed(ChatError.testSample)
        }
        await store.send(.dismissSendMessageError) {
            $0.sendMessageStatus = .idle
        }
        await store.finish()
    }

    // With `policy: queue` the calls do not overlap: the second starts once the first has
    // answered (TeamChatSendingTests shows the order); both answers apply all the same.
    func testSendMessageCallsOverlapAndEveryAnswerApplies() async {
        let (store, service, _) = makeStore()
        await store.send(.sendMessage(text: String.testSample)) {
            SendPrediction.shows(pending(String.testSample, 1)).note(in: &$0)
            $0.sendMessageInFlight = 1
            $0.sendMessageStatus = .loading
            $0.messages = [pending(String.testSample, 1)]  // shown at once (TeamChatPredictions.swift)
        }
        await store.send(.sendMessage(text: String.testSample)) {
            SendPrediction.shows(pending(String.testSample, 2)).note(in: &$0)
            $0.sendMessageInFlight = 2
            $0.messages.append(pending(String.testSample, 2))
        }
        service.sendMessageAnswers.answer(.success(Message.testSample))
        service.sendMessageAnswers.answer(.success(Message.testSample))
        await store.receive(.sendMessageSuccess(text: String.testSample, roomID: store.state.roomID, Message.testSample)) {
            SendPrediction.confirmed(Message.testSample).note(in: &$0)
            $0.sendMessageInFlight = 1
            $0.messages = [pending(String.testSample, 2), Message.testSample]
        }
        store.receiveEffect(TeamChatEffect.playSentSound)  // the reducer logic asks for the sent sound
        await store.receive(.sendMessageSuccess(text: String.testSample, roomID: store.state.roomID, Message.testSample)) {
            SendPrediction.confirmed(Message.testSample).note(in: &$0)
            $0.sendMessageInFlight = 0
            $0.sendMessageStatus = .succeeded
            $0.messages = [Message.testSample]
        }
        store.receiveEffect(TeamChatEffect.playSentSound)  // the reducer logic asks for the sent sound
        await store.finish()
    }
}
