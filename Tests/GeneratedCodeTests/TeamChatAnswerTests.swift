import ReduxRuntime
import XCTest
@testable import GoldenFeatures
import ReduxTestSupport

/// The answers of the generated TeamChat reducer, a test per rule: a success or failure
/// action applies whatever its request's status says (the reducer has no call identities: the
/// loader dispatches the answer of a current call only), and changes its own request alone.
@MainActor
final class TeamChatAnswerTests: XCTestCase {
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

    /// `loadMessagesSuccess` / `loadMessagesFailure` in every status: the status is the
    /// answer's, and a success's messages are shown, whatever the reducer logic did to the
    /// status meanwhile.
    func testLoadMessagesAnswersApplyWhateverTheStatus() async {
        let statuses: [RequestStatus<ChatError>] = [.idle, .loading, .succeeded, .failed(.offline)]
        for status in statuses {
            let before = state(load: status)
            var succeeded = before
            succeeded.loadMessagesStatus = .succeeded
            succeeded.messages = incoming
            XCTAssertEqual(TeamChatReducer.reduce(before, .loadMessagesSuccess(page: 1, incoming)), succeeded,
                           "success while \(status)")
            var failed = before
            failed.loadMessagesStatus = .failed(.server(code: 500))
            XCTAssertEqual(TeamChatReducer.reduce(before, .loadMessagesFailure(page: 1, .server(code: 500))), failed,
                           "failure while \(status)")
        }
    }

    /// `sendMessageSuccess` / `sendMessageFailure` (policy `first`) in every status: the
    /// same.
    func testSendMessageAnswersApplyWhateverTheStatus() async {
        let error = RequestError(Unreachable())
        let statuses: [RequestStatus<RequestError>] = [.idle, .loading, .succeeded, .failed(error)]
        for status in statuses {
            let before = state(load: .idle, send: status)
            var sent = before
            sent.sendMessageStatus = .succeeded
            XCTAssertEqual(TeamChatReducer.reduce(before, .sendMessageSuccess(text: "x", Message(id: 3, text: "x"))), sent,
                           "success while \(status)")
            var failed = before
            failed.sendMessageStatus = .failed(error)
            XCTAssertEqual(TeamChatReducer.reduce(before, .sendMessageFailure(text: "x", error)), failed,
                           "failure while \(status)")
        }
    }

    /// An answer changes its own request alone: the other one stays loading.
    func testAnAnswerLeavesTheOtherRequestAsItWas() async {
        let both = state(load: .loading, send: .loading)
        XCTAssertEqual(TeamChatReducer.reduce(both, .loadMessagesSuccess(page: 1, incoming)).sendMessageStatus, .loading)
        XCTAssertEqual(TeamChatReducer.reduce(both, .sendMessageFailure(text: "x", RequestError(Unreachable()))).loadMessagesStatus, .loading)
    }

    /// Through a store: an answer dispatched by hand reaches the reducer, which applies it,
    /// and starts no work.
    func testAnAnswerDispatchedByHandAppliesAndStartsNoWork() async {
        let service = FakeTeamChatService()
        let reduced = Recorder<TeamChatAction>()
        let store = Stores.teamChat(service, recordingInto: reduced, initialState: state(load: .idle))

        store.dispatch(.loadMessagesSuccess(page: 1, incoming))

        XCTAssertEqual(store.state.messages, incoming)
        XCTAssertEqual(store.state.loadMessagesStatus, .succeeded)
        XCTAssertEqual(reduced.values.count, 1)
        XCTAssertFalse(store.hasPendingWork, "an answer action started a request")
    }
}
