import ReduxRuntime
import XCTest
@testable import GoldenFeatures
import ReduxTestSupport

/// The runtime's logging middleware in front of a generated feature: for each action it
/// writes the action, the old state, then the new state, to its sink, in that order, including
/// for the success action the generated loader dispatches later.
@MainActor
final class LoggingTests: XCTestCase {
    func testLoggingSeesActionOldStateNewStateInOrder() async {
        let service = FakeTeamChatService()
        let lines = Recorder<String>()
        let store = Store(
            initialState: TeamChatState(unread: 1),
            reducer: TeamChatReducer.reduce,
            middlewares: [.logging(to: { lines.record($0) }), TeamChatLoader(service: service).middleware]
        )
        let idle = store.state

        store.dispatch(.loadMessages(page: 1))
        let loading = store.state
        XCTAssertNotEqual(idle, loading, "the request action changes the status")
        XCTAssertEqual(lines.values, [
            "action: loadMessages(page: 1)",
            "prev state: \(idle)",
            "next state: \(loading)",
        ])

        let page = [Message(id: 1, text: "hi")]
        await service.loads.answer(to: 1, with: .success(page))
        await settle(store)
        let loaded = store.state
        XCTAssertEqual(loaded.messages, page)
        XCTAssertEqual(Array(lines.values.dropFirst(3)), [
            "action: \(TeamChatAction.loadMessagesSuccess(page: 1, page))",
            "prev state: \(loading)",
            "next state: \(loaded)",
        ], "the loader's success goes through the logger too")
    }

    /// The lines describe the generated types: the action line names the case and its
    /// labelled payload, the state lines the generated state type and its status fields.
    func testLinesDescribeTheGeneratedTypes() async {
        let lines = Recorder<String>()
        let store = Store(
            initialState: TeamChatState(unread: 1),
            reducer: TeamChatReducer.reduce,
            middlewares: [.logging(to: { lines.record($0) })]
        )
        store.dispatch(.sendMessage(text: "hey"))
        XCTAssertEqual(lines.values.count, 3)
        XCTAssertEqual(lines.values.first, "action: sendMessage(text: \"hey\")")
        XCTAssertTrue(lines.values[1].contains("TeamChatState(") && lines.values[1].contains("sendMessageStatus: ReduxRuntime.RequestStatus"),
                      lines.values[1])
        XCTAssertTrue(lines.values[1].contains(".idle"), lines.values[1])
        XCTAssertTrue(lines.values[2].contains(".loading"), lines.values[2])
    }
}
