import ReduxRuntime
import XCTest
@testable import GoldenFeatures

/// The freshly generated reducer skeletons (the goldens' `…ReducerLogic.swift`, every user
/// action still a TODO `break`) compile (this target builds them with -warnings-as-errors) and
/// leave the state exactly as it was for their TODO actions, through `reduce` and through
/// `reduceLogic` itself.
@MainActor
final class ReducerSkeletonTests: XCTestCase {
    /// A TeamChat state where every field differs from its default, so that any write shows.
    private let chat = TeamChatState(
        messages: [Message(id: 1, text: "one"), Message(id: 2, text: "two")],
        draft: "typing…", selectedID: 2, unread: 7,
        loadMessagesStatus: .failed(.offline), sendMessageStatus: .succeeded
    )

    /// TeamChat's synchronous actions are all TODO: `reduce` returns the state unchanged.
    func testTeamChatTodoActionsLeaveTheStateUnchanged() async {
        let actions: [TeamChatAction] = [.clearDraft, .updateDraft("new"), .select(1), .deleteMessage(id: 1)]
        for action in actions {
            XCTAssertEqual(TeamChatReducer.reduce(chat, action), chat, "\(action) changed the state")
        }
    }

    /// The skeleton's `reduceLogic` does nothing for any action, request actions included:
    /// the generated `reduce` alone handles the request lifecycle.
    func testTeamChatReduceLogicIsANoOpForEveryAction() async {
        let actions: [TeamChatAction] = [
            .clearDraft, .updateDraft("new"), .select(1), .deleteMessage(id: 1),
            .loadMessages(page: 1), .loadMessagesSuccess(page: 1, []), .loadMessagesFailure(page: 1, .offline),
            .sendMessage(text: "hi"), .sendMessageSuccess(text: "hi", Message(id: 3, text: "hi")),
            .sendMessageFailure(text: "hi", RequestError(Unreachable())),
        ]
        for action in actions {
            var state = chat
            TeamChatReducer.reduceLogic(&state, action)
            XCTAssertEqual(state, chat, "reduceLogic changed the state for \(action)")
        }
    }

    /// Through a store too: the TODO actions reach the reducer and change nothing.
    func testTeamChatTodoActionsThroughAStore() async {
        let store = Store(initialState: chat, reducer: TeamChatReducer.reduce)
        store.dispatch(.clearDraft)
        store.dispatch(.select(1))
        XCTAssertEqual(store.state, chat)
    }

    /// Todo has no requests, so its generated `reduce` is the skeleton alone: all TODO.
    func testTodoTodoActionsLeaveTheStateUnchanged() async {
        let todos = TodoState(todos: [TodoItem(id: 1, text: "milk", done: true),
                                      TodoItem(id: 2, text: "bread", done: false)], nextID: 3)
        let actions: [TodoAction] = [.add(text: "eggs"), .markDone(id: 2), .cleanDone]
        for action in actions {
            XCTAssertEqual(TodoReducer.reduce(todos, action), todos, "\(action) changed the state")
        }
    }

    /// Profile's only synchronous action, `logout`, is TODO.
    func testProfileLogoutLeavesTheStateUnchanged() async {
        let profile = ProfileState(userID: "ada", user: User(id: "ada", name: "Ada"),
                                   posts: [Post(id: 1, title: "Notes")],
                                   loadUserStatus: .succeeded, loadPostsStatus: .failed(.notFound))
        XCTAssertEqual(ProfileReducer.reduce(profile, .logout), profile)
    }
}
