import Foundation
import Observation
import ReduxRuntime
import ReduxTesting
import TeamChatKit
import XCTest

/// The generated `TeamChatViewModel` on a store of its own: props made by
/// TeamChatPropsLogic.swift and published only when they change, routes from
/// TeamChatRouting.swift delivered in order.
@MainActor
final class TeamChatViewModelTests: XCTestCase {
    private func makeViewModel(_ service: FakeChatService, state: TeamChatState = generalRoom()) -> TeamChatViewModel {
        TeamChatViewModel(
            initialState: state,
            middlewares: [TeamChatLoader(service: service).middleware],
            environment: StoreEnvironment(clock: TestClock(), log: { _ in })
        )
    }

    func testPropsArePublishedOnlyWhenTheyChange() async {
        let service = FakeChatService()
        let viewModel = makeViewModel(service)
        let changes = ChangeCounter()
        func track() { withObservationTracking { _ = viewModel.props } onChange: { changes.increment() } }

        track()
        viewModel.send(.startRoomUpdates(roomID: "random"))  // the state changes, not the props
        viewModel.send(.select(99))                           // no such message: nothing changes
        XCTAssertEqual(changes.count, 0, "props were published without changing")

        viewModel.send(.updateDraft("hi"))
        XCTAssertEqual(changes.count, 1)
        XCTAssertEqual(viewModel.props.draft, "hi")
        XCTAssertTrue(viewModel.props.canSend)

        track()
        viewModel.send(.updateDraft("hi"))  // the same draft
        XCTAssertEqual(changes.count, 1)
        viewModel.send(.startRoomUpdates(roomID: "general"))
        XCTAssertEqual(changes.count, 2)
        XCTAssertTrue(viewModel.props.isLive)

        service.feeds.finish("random")
        service.feeds.finish("general")
        await viewModel.settle()
        XCTAssertFalse(viewModel.props.isLive)
    }

    func testSettleWaitsForTheRequestsAndThePropsShowThem() async {
        let viewModel = makeViewModel(FakeChatService(pages: [1: [.success(messages(1...3))]]))

        viewModel.send(.loadMessages(page: 1))
        XCTAssertTrue(viewModel.props.isLoading)
        XCTAssertFalse(viewModel.props.canLoadMore)
        await viewModel.settle()

        XCTAssertFalse(viewModel.props.isLoading)
        XCTAssertEqual(viewModel.props.title, "#General")
        XCTAssertEqual(viewModel.props.rows.map(\.text), ["message 1", "message 2", "message 3"])
        XCTAssertEqual(viewModel.props.unreadBadge, "3")
    }

    func testRoutesAreDeliveredInOrder() async {
        let viewModel = makeViewModel(FakeChatService(), state: generalRoom(messages: messages(1...3)))
        let routes = RouteRecorder(viewModel.routes)

        viewModel.send(.select(2))
        viewModel.send(.select(99))  // not shown: not selected, no route
        viewModel.send(.markAllRead)
        viewModel.send(.leave)
        await awaitCompletion(of: "two routes") { await routes.waitForRoutes(2) }

        XCTAssertEqual(routes.routes, [.openThread(id: 2), .leaveRoom])
        XCTAssertEqual(viewModel.props.rows.filter(\.isSelected).map(\.id), [2])
    }

    func testTheRoomClosingLeavesItAndOtherFailuresDoNot() async {
        let service = FakeChatService()
        let viewModel = makeViewModel(service, state: generalRoom(messages: messages(1...3)))
        let routes = RouteRecorder(viewModel.routes)

        viewModel.send(.startRoomUpdates(roomID: "general"))
        service.feeds.finish("general", throwing: .offline)
        await viewModel.settle()
        XCTAssertFalse(viewModel.props.isLive)
        viewModel.send(.select(1))

        viewModel.send(.enterRoom(id: "design", name: "Design"))
        viewModel.send(.startRoomUpdates(roomID: "design"))
        service.feeds.finish("design", throwing: .roomClosed)
        await viewModel.settle()
        await awaitCompletion(of: "two routes") { await routes.waitForRoutes(2) }

        XCTAssertEqual(routes.routes, [.openThread(id: 1), .leaveRoom], "an offline stream left the room, or the closed one did not")
    }

    func testTheErrorBannerDismissesItsOwnError() async {
        let viewModel = makeViewModel(FakeChatService(sendFailures: ["hello": .server(code: 500)]))

        viewModel.send(.sendMessage(text: "hello"))
        await viewModel.settle()
        XCTAssertEqual(viewModel.props.errorMessage, "Not sent: The server failed (500).")
        XCTAssertEqual(viewModel.props.draft, "hello")

        guard let dismiss = viewModel.props.dismissError else { return XCTFail("the banner has no dismiss action") }
        viewModel.send(dismiss)
        XCTAssertNil(viewModel.props.errorMessage)
        XCTAssertNil(viewModel.props.dismissError)
    }
}

/// Counts Observation's change notifications, which may arrive on any thread.
final class ChangeCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    /// The notifications so far.
    var count: Int { lock.withLock { value } }

    func increment() { lock.withLock { value += 1 } }
}
