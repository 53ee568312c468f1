import ReduxRuntime
import ReduxTesting
import TeamChatKit
import XCTest

/// `loadMessages`: pages of older messages appended (`into: { mode: append }`), the first
/// page replacing them (the reducer logic), `reads` of the room and page size, `cancel`,
/// `dismiss`, `failureInto` (a failed load's banner), `retry` and `timeout` on a test clock. Every state change and every answer is
/// asserted through a `TestStore`.
@MainActor
final class TeamChatPagingTests: XCTestCase {
    func testOlderPagesAreAppendedAndTheFirstPageReplacesThem() async {
        let service = FakeChatService(pages: [
            1: [.success(messages(7...9)), .success(messages(8...10))],
            2: [.success(messages(4...6))],
        ])
        let store = makeChatStore(service)

        await store.send(.loadMessages(page: 1)) {
            $0.loadMessagesStatus = .loading
            $0.loadingPage = 1
        }
        await store.receive(.loadMessagesSuccess(page: 1, roomID: "general", pageSize: 3, messages(7...9))) {
            $0.loadMessagesStatus = .succeeded
            $0.messages = messages(7...9)
            $0.loadingPage = 0
            $0.nextPage = 2
            $0.unread = 3  // a full page: `hasMore` stays true
        }

        await store.send(.loadMessages(page: 2)) {
            $0.loadMessagesStatus = .loading
            $0.loadingPage = 2
        }
        await store.receive(.loadMessagesSuccess(page: 2, roomID: "general", pageSize: 3, messages(4...6))) {
            $0.loadMessagesStatus = .succeeded
            $0.messages = messages(7...9) + messages(4...6)  // an older page is appended
            $0.loadingPage = 0
            $0.nextPage = 3
            $0.unread = 6
        }
        XCTAssertEqual(TeamChatProps.make(from: store.state).nextPage, 3)
        XCTAssertEqual(TeamChatProps.make(from: store.state).rows.map(\.id), Array(4...9), "rows are in id order")

        await store.send(.loadMessages(page: 1)) {  // pull to refresh
            $0.loadMessagesStatus = .loading
            $0.loadingPage = 1
        }
        await store.receive(.loadMessagesSuccess(page: 1, roomID: "general", pageSize: 3, messages(8...10))) {
            $0.loadMessagesStatus = .succeeded
            $0.messages = messages(8...10)  // the first page replaces what was shown
            $0.loadingPage = 0
            $0.nextPage = 2
            $0.unread = 3
        }
        await store.finish()

        let calls = await service.calls
        XCTAssertEqual(calls, [
            "loadMessages(page: 1, roomID: general, pageSize: 3)",
            "loadMessages(page: 2, roomID: general, pageSize: 3)",
            "loadMessages(page: 1, roomID: general, pageSize: 3)",
        ], "`reads: [roomID, pageSize]` passes the state's room and page size")
    }

    func testAShortPageIsTheLast() async {
        let service = FakeChatService(pages: [2: [.success(messages(1...2))]])
        let store = makeChatStore(service, state: generalRoom(messages: messages(3...5), nextPage: 2))

        await store.send(.loadMessages(page: 2)) {
            $0.loadMessagesStatus = .loading
            $0.loadingPage = 2
        }
        XCTAssertFalse(TeamChatProps.make(from: store.state).canLoadMore, "no second load while one runs")
        await store.receive(.loadMessagesSuccess(page: 2, roomID: "general", pageSize: 3, messages(1...2))) {
            $0.loadMessagesStatus = .succeeded
            $0.messages = messages(3...5) + messages(1...2)
            $0.loadingPage = 0
            $0.nextPage = 3
            $0.hasMore = false
            $0.unread = 5
        }
        XCTAssertFalse(TeamChatProps.make(from: store.state).canLoadMore)
        await store.finish()
    }

    func testACancelledLoadIsIdleAndItsAnswerIsDropped() async {
        let service = FakeChatService(pages: [2: [.success(messages(1...3))]], heldPages: [2])
        let store = makeChatStore(service, state: generalRoom(messages: messages(4...6), nextPage: 2))

        await store.send(.loadMessages(page: 2)) {
            $0.loadMessagesStatus = .loading
            $0.loadingPage = 2
        }
        await awaitCompletion(of: "the call") { await service.gates.waitForArrivals(at: "page 2") }
        await store.send(.cancelLoadMessages) {
            $0.loadMessagesStatus = .idle
            $0.loadingPage = 0  // the page is still to load: `nextPage` stays 2
        }

        await service.gates.open("page 2")
        await store.finish()  // fails if the cancelled call's answer reached the reducer
    }

    func testFailuresAreRetriedAfterABackoffOnTheClock() async {
        let clock = TestClock()
        let service = FakeChatService(pages: [1: [.failure(.offline), .failure(.server(code: 503)), .success(messages(1...3))]])
        let store = makeChatStore(service, clock: clock)

        await store.send(.loadMessages(page: 1)) {
            $0.loadMessagesStatus = .loading
            $0.loadingPage = 1
        }
        // retry: { attempts: 2, backoff: 1 }: 1 s before the first retry, 2 s before the second.
        // A failure before the last attempt is not dispatched: the next action received is the success.
        await awaitCompletion(of: "the first backoff") { await clock.waitForSleeper(wakingAt: .seconds(1)) }
        await clock.advance(to: .seconds(1))
        await awaitCompletion(of: "the second backoff") { await clock.waitForSleeper(wakingAt: .seconds(3)) }
        var calls = await service.calls
        XCTAssertEqual(calls.count, 2)
        await clock.advance(to: .seconds(3))

        await store.receive(.loadMessagesSuccess(page: 1, roomID: "general", pageSize: 3, messages(1...3))) {
            $0.loadMessagesStatus = .succeeded
            $0.messages = messages(1...3)
            $0.loadingPage = 0
            $0.nextPage = 2
            $0.unread = 3
        }
        await store.finish()
        calls = await service.calls
        XCTAssertEqual(calls.count, 3)
        XCTAssertEqual(clock.now, .seconds(3))
    }

    func testTheLastFailureShowsAnErrorUntilItIsDismissed() async {
        let clock = TestClock()
        let store = makeChatStore(FakeChatService(pages: [1: [.failure(.offline)]]), clock: clock, state: generalRoom(messages: messages(1...3)))

        await store.send(.loadMessages(page: 1)) {
            $0.loadMessagesStatus = .loading
            $0.loadingPage = 1
        }
        await awaitCompletion(of: "the first backoff") { await clock.waitForSleeper(wakingAt: .seconds(1)) }
        await clock.advance(to: .seconds(1))
        await awaitCompletion(of: "the second backoff") { await clock.waitForSleeper(wakingAt: .seconds(3)) }
        await clock.advance(to: .seconds(3))
        await store.receive(.loadMessagesFailure(page: 1, roomID: "general", pageSize: 3, .offline)) {
            $0.loadMessagesStatus = .failed(.offline)  // a failure keeps the messages shown
            $0.loadError = .offline
            $0.loadingPage = 0
        }
        let props = TeamChatProps.make(from: store.state)
        XCTAssertEqual(props.errorMessage, "You are offline.")
        XCTAssertEqual(props.dismissError, .dismissLoadMessagesError)

        await store.send(.dismissLoadMessagesError) {
            $0.loadMessagesStatus = .idle
            $0.loadError = nil
        }
        XCTAssertNil(TeamChatProps.make(from: store.state).errorMessage)
        await store.finish()
    }

    func testAFailedLoadsBannerSurvivesAReloadUntilTheUserClosesIt() async {
        let service = FakeChatService(pages: [1: [.failure(.offline), .failure(.offline), .failure(.offline), .success(messages(1...3))]])
        let clock = TestClock()
        let store = makeChatStore(service, clock: clock, state: generalRoom())

        await store.send(.loadMessages(page: 1)) {
            $0.loadMessagesStatus = .loading
            $0.loadingPage = 1
        }
        await awaitCompletion(of: "the first backoff") { await clock.waitForSleeper(wakingAt: .seconds(1)) }
        await clock.advance(to: .seconds(1))
        await awaitCompletion(of: "the second backoff") { await clock.waitForSleeper(wakingAt: .seconds(3)) }
        await clock.advance(to: .seconds(3))
        await store.receive(.loadMessagesFailure(page: 1, roomID: "general", pageSize: 3, .offline)) {
            $0.loadMessagesStatus = .failed(.offline)
            $0.loadError = .offline
            $0.loadingPage = 0
        }
        XCTAssertEqual(TeamChatProps.make(from: store.state).errorMessage, "You are offline.")

        // The user pulls to reload, and the page arrives: the banner stays until closed.
        await store.send(.loadMessages(page: 1)) {
            $0.loadMessagesStatus = .loading
            $0.loadingPage = 1
        }
        await store.receive(.loadMessagesSuccess(page: 1, roomID: "general", pageSize: 3, messages(1...3))) {
            $0.loadMessagesStatus = .succeeded
            $0.messages = messages(1...3)
            $0.loadingPage = 0
            $0.nextPage = 2
            $0.unread = 3
        }
        var props = TeamChatProps.make(from: store.state)
        XCTAssertEqual(props.rows.map(\.id), [1, 2, 3])
        XCTAssertEqual(props.errorMessage, "You are offline.", "a later success does not clear the banner")
        XCTAssertEqual(props.dismissError, .dismissLoadMessagesError)

        await store.send(.dismissLoadMessagesError) {
            $0.loadError = nil  // the status has succeeded since: it stays
        }
        props = TeamChatProps.make(from: store.state)
        XCTAssertNil(props.errorMessage)
        XCTAssertNil(props.dismissError)
        await store.finish()
    }

    func testEachAttemptTimesOutAfterTenSecondsAndTheLateAnswersAreDropped() async {
        let clock = TestClock()
        let service = FakeChatService(pages: [1: [.success(messages(1...3))]], heldPages: [1])
        let store = makeChatStore(service, clock: clock)

        await store.send(.loadMessages(page: 1)) {
            $0.loadMessagesStatus = .loading
            $0.loadingPage = 1
        }
        // Three attempts (one and two retries), each cut at 10 s, with 1 s and 2 s of backoff.
        for (attempt, start) in [(1, 0), (2, 11), (3, 23)] {
            await awaitCompletion(of: "attempt \(attempt)") { await service.gates.waitForArrivals(at: "page 1", count: attempt) }
            await awaitCompletion(of: "timeout \(attempt)") { await clock.waitForSleeper(wakingAt: .seconds(start + 10)) }
            await clock.advance(to: .seconds(start + 9))
            XCTAssertEqual(store.state.loadMessagesStatus, .loading, "attempt \(attempt) timed out early")
            await clock.advance(to: .seconds(start + 10))
            if attempt < 3 {
                let backoff = attempt  // 1 s, then 2 s
                await awaitCompletion(of: "backoff \(attempt)") { await clock.waitForSleeper(wakingAt: .seconds(start + 10 + backoff)) }
                await clock.advance(to: .seconds(start + 10 + backoff))
            }
        }
        await store.receive(.loadMessagesFailure(page: 1, roomID: "general", pageSize: 3, .timedOut(after: .seconds(10)))) {
            $0.loadMessagesStatus = .failed(.timedOut(after: .seconds(10)))
            $0.loadError = .timedOut(after: .seconds(10))
            $0.loadingPage = 0
        }
        XCTAssertEqual(TeamChatProps.make(from: store.state).errorMessage, "The server is not answering.")

        await service.gates.open("page 1")  // the abandoned calls answer, too late
        await store.finish()  // fails if an abandoned attempt's answer reached the reducer
    }
}
