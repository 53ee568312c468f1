import ReduxRuntime
import XCTest
@testable import GoldenFeatures

/// The generated state inits give the spec's defaults: written `default:` expressions,
/// `nil` for optionals, empty for collections, `.idle` for every request status; fields with
/// no default are init parameters. Fields follow the spec's order, then one status per request.
@MainActor
final class StateDefaultsTests: XCTestCase {
    /// TeamChat: messages [], draft "" (written default), selectedID nil, statuses idle;
    /// `unread` has no default, so it is the one argument this init call needs.
    func testTeamChatDefaults() async {
        let state = TeamChatState(unread: 4)
        XCTAssertEqual(state.messages, [])
        XCTAssertEqual(state.draft, "")
        XCTAssertNil(state.selectedID)
        XCTAssertEqual(state.unread, 4, "`unread` is taken from the init argument")
        XCTAssertEqual(state.loadMessagesStatus, .idle)
        XCTAssertEqual(state.sendMessageStatus, .idle)
    }

    /// TeamChat's stored fields, in the spec's order, then the status of each request.
    func testTeamChatFieldOrder() async {
        let labels = Mirror(reflecting: TeamChatState(unread: 0)).children.map(\.label)
        XCTAssertEqual(labels, ["messages", "draft", "selectedID", "unread", "loadMessagesStatus", "sendMessageStatus"])
    }

    /// Profile: `userID` has no default; `user` nil, `posts` [], statuses idle.
    func testProfileDefaults() async {
        let state = ProfileState(userID: "ada")
        XCTAssertEqual(state.userID, "ada")
        XCTAssertNil(state.user)
        XCTAssertEqual(state.posts, [])
        XCTAssertEqual(state.loadUserStatus, .idle)
        XCTAssertEqual(state.loadPostsStatus, .idle)
    }

    /// Todo: `todos` [], `nextID` 1 (written default); no request, so no status field.
    func testTodoDefaults() async {
        let state = TodoState()
        XCTAssertEqual(state.todos, [])
        XCTAssertEqual(state.nextID, 1)
        XCTAssertEqual(Mirror(reflecting: state).children.map(\.label), ["todos", "nextID"])
    }
}
