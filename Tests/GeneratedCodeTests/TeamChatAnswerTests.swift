import ReduxRuntime
import XCTest
@testable import GoldenFeatures
import ReduxTestSupport

/// The guarded transitions of the generated TeamChat reducer, a test per transition: a success or failure
/// action changes the state only while its request is `.loading`; in any other status it
/// changes nothing at all (status, `into` field, every other field).
@MainActor
final class TeamChatGuardTests: XCTestCase {
    private let messages = [Message(id: 1, text: "kept")]
    private let incoming = [Message(id: 2, text: "late")]

    /// A state with some content, with both requests in `status`.
    private func state(
        load: RequestStatus<ChatError>,
        send: RequestStatus<RequestError> = .idle
    ) -> TeamChatState {
        TeamChatState(messages: messages, draft: "draft", selectedID: 1, unread: 3,
                      loadMessagesStatus: load, sendMessageStatus: send)
    }

    /// `loadMessagesSuccess` / `loadMessagesFailure` in every non-loading status: no change.
    func testLoadMessagesAnswersOutsideLoadingChangeNothing() async {
        let statuses: [RequestStatus<ChatError>] = [.idle, .succeeded, .failed(.offline)]
        for status in statuses {
            let before = state(load: status)
            XCTAssertEqual(TeamChatReducer.reduce(before, .loadMessagesSuccess(incoming)), before,
                           "success applied while \(status)")
            XCTAssertEqual(TeamChatReducer.reduce(before, .loadMessagesFailure(.server(code: 500))), before,
                           "failure applied while \(status)")
        }
    }

    /// `sendMessageSuccess` / `sendMessageFailure` in every non-loading status: no change.
    func testSendMessageAnswersOutsideLoadingChangeNothing() async {
        let statuses: [RequestStatus<RequestError>] = [.idle, .succeeded, .failed(RequestError(Unreachable()))]
        for status in statuses {
            let before = state(load: .idle, send: status)
            XCTAssertEqual(TeamChatReducer.reduce(before, .sendMessageSuccess(Message(id: 3, text: "x"))), before,
                           "success applied while \(status)")
            XCTAssertEqual(TeamChatReducer.reduce(before, .sendMessageFailure(RequestError(ChatError.offline))), before,
                           "failure applied while \(status)")
        }
    }

    /// The same answers while loading do apply: the control case for the two tests above.
    func testAnswersWhileLoadingApply() async {
        let loading = state(load: .loading, send: .loading)

        var succeeded = loading
        succeeded.loadMessagesStatus = .succeeded
        succeeded.messages = incoming
        XCTAssertEqual(TeamChatReducer.reduce(loading, .loadMessagesSuccess(incoming)), succeeded)

        var failed = loading
        failed.loadMessagesStatus = .failed(.offline)
        XCTAssertEqual(TeamChatReducer.reduce(loading, .loadMessagesFailure(.offline)), failed)

        var sent = loading
        sent.sendMessageStatus = .succeeded
        XCTAssertEqual(TeamChatReducer.reduce(loading, .sendMessageSuccess(Message(id: 3, text: "x"))), sent)
    }

    /// The guard is per request: an answer of one request while only the other is loading is
    /// ignored, and leaves the loading one loading.
    func testAnAnswerIsGuardedByItsOwnRequestsStatus() async {
        let onlySending = state(load: .idle, send: .loading)
        XCTAssertEqual(TeamChatReducer.reduce(onlySending, .loadMessagesSuccess(incoming)), onlySending)

        let onlyLoading = state(load: .loading, send: .idle)
        XCTAssertEqual(TeamChatReducer.reduce(onlyLoading, .sendMessageFailure(RequestError(Unreachable()))), onlyLoading)
    }

    /// Through a store: an answer dispatched by hand, with no request in flight, changes
    /// nothing and starts no work.
    func testStrayAnswersThroughTheStoreChangeNothing() async {
        let service = FakeTeamChatService()
        let reduced = Recorder<TeamChatAction>()
        let initial = state(load: .idle)
        let store = Stores.teamChat(service, recordingInto: reduced, initialState: initial)

        store.dispatch(.loadMessagesSuccess(incoming))
        store.dispatch(.loadMessagesFailure(.offline))
        store.dispatch(.sendMessageSuccess(Message(id: 3, text: "x")))
        store.dispatch(.sendMessageFailure(RequestError(Unreachable())))

        XCTAssertEqual(store.state, initial)
        XCTAssertEqual(reduced.values.count, 4, "the answers did reach the reducer, which ignored them")
        XCTAssertFalse(store.hasPendingWork, "an answer action started a request")
    }
}
