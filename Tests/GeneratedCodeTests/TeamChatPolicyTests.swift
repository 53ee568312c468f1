import ReduxRuntime
import XCTest
@testable import GoldenFeatures
import ReduxTestSupport

/// The request policies of the generated TeamChat loader: `latest` (loadMessages, the
/// default) drops the answers of superseded calls; `first` (sendMessage) ignores a call while
/// one is in flight.
@MainActor
final class TeamChatPolicyTests: XCTestCase {
    private let service = FakeTeamChatService()
    /// Every action that reaches the reducer.
    private let reduced = Recorder<TeamChatAction>()
    private let page1 = [Message(id: 1, text: "one")]
    private let page2 = [Message(id: 2, text: "two")]

    /// `latest`: two quick calls; the second answers first and is applied; the first one's
    /// answer arrives last and is never dispatched. (The reducer's guard would ignore it anyway
    /// here, since the status is no longer `.loading`; `reduced` shows it never got that far.)
    func testLatestDropsTheFirstAnswerArrivingLast() async {
        let store = Stores.teamChat(service, recordingInto: reduced)
        store.dispatch(.loadMessages(page: 1))
        store.dispatch(.loadMessages(page: 2))
        await awaitCompletion(of: "both calls reach the service") { [service] in await service.loads.waitForCalls(2) }

        await service.loads.answer(to: 2, with: .success(page2))
        await awaitCompletion(of: "page 2 is reduced") { [reduced] in await reduced.waitForCount(3) }
        XCTAssertEqual(store.state.messages, page2)
        XCTAssertEqual(store.state.loadMessagesStatus, .succeeded)

        await service.loads.answer(to: 1, with: .success(page1))
        await settle(store)

        XCTAssertEqual(store.state.messages, page2, "the stale page 1 overwrote page 2")
        XCTAssertEqual(reduced.values, [
            .loadMessages(page: 1), .loadMessages(page: 2), .loadMessagesSuccess(page: 2, page2),
        ])
    }

    /// `latest`: the first call's answer arriving while the second call is still loading is
    /// dropped as well. Here the reducer alone could not tell (the status is `.loading`), so
    /// only the loader keeps the stale answer out.
    func testLatestDropsTheFirstAnswerArrivingWhileTheSecondIsLoading() async {
        let store = Stores.teamChat(service, recordingInto: reduced)
        store.dispatch(.loadMessages(page: 1))
        store.dispatch(.loadMessages(page: 2))
        await awaitCompletion(of: "both calls reach the service") { [service] in await service.loads.waitForCalls(2) }

        // Page 1 answers first, while page 2 is still loading: the reducer applies every
        // answer that reaches it, so only the loader can keep it out. Whichever order the two answers are then
        // processed in, `reduced` records every action that reaches the reducer, so the
        // assertions below hold only if the stale answer is never dispatched.
        await service.loads.answer(to: 1, with: .success(page1))
        XCTAssertTrue(store.hasPendingWork, "page 2 is still in flight")
        XCTAssertEqual(store.state.loadMessagesStatus, .loading)

        await service.loads.answer(to: 2, with: .failure(.offline))
        await settle(store)

        XCTAssertEqual(store.state.messages, [], "the stale page 1 was applied")
        XCTAssertEqual(store.state.loadMessagesStatus, .failed(.offline), "page 2's own answer decides")
        XCTAssertFalse(reduced.values.contains(.loadMessagesSuccess(page: 1, page1)), "the stale answer was dispatched")
        XCTAssertEqual(reduced.values, [
            .loadMessages(page: 1), .loadMessages(page: 2), .loadMessagesFailure(page: 2, .offline),
        ])
    }

    /// `first`: a second `sendMessage` while the first is in flight is ignored: the service is
    /// called once, with the first text, and one success comes back.
    func testFirstIgnoresASecondCallWhileOneIsInFlight() async {
        let store = Stores.teamChat(service, recordingInto: reduced)
        store.dispatch(.sendMessage(text: "hello"))
        store.dispatch(.sendMessage(text: "hello again"))
        await awaitCompletion(of: "the first call") { [service] in await service.sends.waitForCalls(1) }

        let sent = Message(id: 9, text: "hello")
        await service.sends.open(with: .success(sent))
        await settle(store)

        let texts = await service.sends.arguments
        XCTAssertEqual(texts, ["hello"], "the service was called for the ignored request")
        XCTAssertEqual(store.state.sendMessageStatus, .succeeded)
        XCTAssertEqual(reduced.values.filter { if case .sendMessageSuccess = $0 { true } else { false } },
                       [.sendMessageSuccess(text: "hello", sent)], "exactly one answer comes back")
    }

    /// `first` ignores calls only while one is in flight: once it has answered, the next
    /// `sendMessage` calls the service again.
    func testFirstAcceptsANewCallOnceTheFirstHasAnswered() async {
        let store = Stores.teamChat(service, recordingInto: reduced)
        store.dispatch(.sendMessage(text: "one"))
        await service.sends.answer(to: "one", with: .success(Message(id: 1, text: "one")))
        await settle(store)

        store.dispatch(.sendMessage(text: "two"))
        XCTAssertEqual(store.state.sendMessageStatus, .loading)
        await service.sends.answer(to: "two", with: .failure(Unreachable()))
        await settle(store)

        let texts = await service.sends.arguments
        XCTAssertEqual(texts, ["one", "two"])
        XCTAssertEqual(store.state.sendMessageStatus, .failed(RequestError(Unreachable())))
    }

    /// The two requests have separate policies and keys: a `sendMessage` in flight does not
    /// block or cancel `loadMessages`, and the reverse.
    func testRequestsDoNotShareAPolicySlot() async {
        let store = Stores.teamChat(service, recordingInto: reduced)
        store.dispatch(.sendMessage(text: "hi"))
        store.dispatch(.loadMessages(page: 1))
        await service.loads.answer(to: 1, with: .success(page1))
        await service.sends.answer(to: "hi", with: .success(Message(id: 5, text: "hi")))
        await settle(store)

        XCTAssertEqual(store.state.loadMessagesStatus, .succeeded)
        XCTAssertEqual(store.state.sendMessageStatus, .succeeded)
        XCTAssertEqual(store.state.messages, page1)
    }
}
