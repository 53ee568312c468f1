import Observation
import ReduxRuntime
import ReduxTestSupport
import XCTest

@testable import GoldenFeatures

/// The generated `TeamChatViewModel` (Specs/TeamChat.yaml's `props:` and `routes:`), with the
/// generated props skeleton: props follow the state and are published only when they change,
/// Observation fires only then, routes arrive in order, and `settle()` waits for requests.
@MainActor
final class TeamChatViewModelTests: XCTestCase {
    private let hello = Message(id: 1, text: "hello")

    /// A view model on its own store, with the loader over `service`.
    private func makeViewModel(_ service: FakeTeamChatService = FakeTeamChatService(), unread: Int = 0) -> TeamChatViewModel {
        TeamChatViewModel(initialState: TeamChatState(unread: unread), middlewares: [TeamChatLoader(service: service).middleware])
    }

    /// Whether reading `read` in a tracking scope is invalidated by `change`.
    private func observation(of read: () -> Void, firesFor change: () -> Void) -> Bool {
        let fired = LockedFlag()
        withObservationTracking(read) {
            fired.set()
        }
        change()
        return fired.isSet
    }

    /// Whether reading `props` in a tracking scope is invalidated by `change`.
    private func propsObservation(of viewModel: TeamChatViewModel, firesFor change: () -> Void) -> Bool {
        let fired = LockedFlag()
        withObservationTracking {
            _ = viewModel.props
        } onChange: {
            fired.set()
        }
        change()
        return fired.isSet
    }

    func testPropsAreMadeByTheSkeletonFromTheState() {
        let viewModel = makeViewModel(unread: 3)
        XCTAssertEqual(viewModel.props, TeamChatProps(title: "Chat", messages: [], isSending: false, unreadBadge: "3"))
    }

    func testPropsFollowTheStateWhenSendReturns() {
        let viewModel = makeViewModel()
        viewModel.send(.sendMessage(text: "hi"))
        XCTAssertTrue(viewModel.props.isSending)
    }

    func testObservationFiresForAChangeInProps() {
        let viewModel = makeViewModel()
        XCTAssertTrue(propsObservation(of: viewModel) { viewModel.send(.sendMessage(text: "hi")) })
    }

    func testObservationDoesNotFireForAnActionThatLeavesThePropsEqual() {
        let viewModel = makeViewModel()
        // The draft is state, but no prop shows it.
        XCTAssertFalse(propsObservation(of: viewModel) { viewModel.send(.updateDraft("typing")) })
        XCTAssertFalse(propsObservation(of: viewModel) { viewModel.send(.clearDraft) })
    }

    func testEachPropIsObservedOnItsOwn() async {
        let service = FakeTeamChatService()
        let viewModel = makeViewModel(service)
        XCTAssertTrue(observation(of: { _ = viewModel.isSending }) { viewModel.send(.sendMessage(text: "hi")) })
        XCTAssertFalse(observation(of: { _ = viewModel.messages }) { viewModel.send(.sendMessage(text: "hi")) },
                       "reading messages was invalidated by a change of isSending")
        XCTAssertTrue(viewModel.isSending)
        await service.sends.answer(0, with: .success(hello))
        await viewModel.settle()
        XCTAssertFalse(viewModel.isSending)

        let messagesChanged = LockedFlag(), sendingChanged = LockedFlag()
        withObservationTracking { _ = viewModel.messages } onChange: { messagesChanged.set() }
        withObservationTracking { _ = viewModel.isSending } onChange: { sendingChanged.set() }
        viewModel.send(.loadMessages(page: 1))
        await service.loads.answer(0, with: .success([hello]))
        await viewModel.settle()
        XCTAssertTrue(messagesChanged.isSet)
        XCTAssertFalse(sendingChanged.isSet, "reading isSending was invalidated by a change of messages")
        XCTAssertEqual(viewModel.messages, [hello])
        XCTAssertEqual(viewModel.props.messages, [hello], "props reads the props one by one")
    }

    func testAListPropThatShowsTheStatesListSharesNothingSoAnAppendDoesNotCopyIt() {
        // Room for every message appended, and no other copy of the list.
        func emptyState() -> TeamChatState {
            var state = TeamChatState(unread: 0)
            state.messages.reserveCapacity(64)
            return state
        }
        // Appends a message for each draft, so that the list grows in place.
        let store = Store(initialState: emptyState()) { (state: inout TeamChatState, action: TeamChatAction) in
            guard case .updateDraft(let text) = action else { return TeamChatReducer.reduce(&state, action) }
            state.messages.append(Message(id: state.messages.count, text: text))
        }
        let viewModels = (0..<3).map { _ in TeamChatViewModel(store: store, routes: RouteChannel()) }
        let storage = store.state.messages.withUnsafeBufferPointer { $0.baseAddress }
        for index in 1...20 {
            XCTAssertTrue(observation(of: { _ = viewModels[index % 3].messages }) { store.dispatch(.updateDraft("m\(index)")) })
        }
        XCTAssertEqual(store.state.messages.withUnsafeBufferPointer { $0.baseAddress }, storage,
                       "a view model kept the list, so an append copied it")
        XCTAssertEqual(viewModels.map(\.messages.count), [20, 20, 20])
        XCTAssertEqual(viewModels[0].props.messages.last, Message(id: 19, text: "m20"))
        XCTAssertFalse(observation(of: { _ = viewModels[1].messages }) { store.dispatch(.select(1)) },
                       "reading messages was invalidated by an action that wrote no message")
        XCTAssertFalse(observation(of: { _ = viewModels[1].title }) { store.dispatch(.updateDraft("m21")) },
                       "reading the title was invalidated by an append to the messages")
    }

    func testSettleWaitsForTheRequestsItStarted() async {
        let service = FakeTeamChatService()
        let viewModel = makeViewModel(service)
        viewModel.send(.loadMessages(page: 1))
        await service.loads.answer(0, with: .success([hello]))
        await viewModel.settle()
        XCTAssertEqual(viewModel.props.messages, [hello])
    }

    func testRoutesArriveInOrder() async {
        let routes = RouteChannel<TeamChatRoute>()
        // The routing the skeleton's user would write: a thread for each selection.
        let store = Store(
            initialState: TeamChatState(unread: 0),
            reducer: TeamChatReducer.reduce,
            middlewares: [.routing(routes) { action, _ in
                if case .select(let id) = action { return .openThread(id: id) }
                if case .clearDraft = action { return .close }
                return nil
            }]
        )
        let viewModel = TeamChatViewModel(store: store, routes: routes)
        let stream = viewModel.routes
        viewModel.send(.select(1))
        viewModel.send(.updateDraft("no route"))
        viewModel.send(.select(2))
        viewModel.send(.clearDraft)
        var received: [TeamChatRoute] = []
        for await route in stream {
            received.append(route)
            if received.count == 3 { break }
        }
        XCTAssertEqual(received, [.openThread(id: 1), .openThread(id: 2), .close])
    }

    func testTheGeneratedRoutingSkeletonStaysPut() {
        for action: TeamChatAction in [.clearDraft, .select(1), .loadMessages(page: 1)] {
            XCTAssertNil(TeamChatRouting.route(after: action, state: TeamChatState(unread: 0)))
        }
    }

    func testAViewModelOnAScopedAppStoreBehavesAsOnItsOwnStore() {
        struct AppState: Equatable { var chat = TeamChatState(unread: 2); var other = 0 }
        enum AppAction { case chat(TeamChatAction), other }
        let app = Store<AppState, AppAction>(initialState: AppState()) { state, action in
            var state = state
            switch action {
            case .chat(let action): state.chat = TeamChatReducer.reduce(state.chat, action)
            case .other: state.other += 1
            }
            return state
        }
        let viewModel = TeamChatViewModel(store: app.scope(state: \.chat, action: AppAction.chat), routes: RouteChannel())
        XCTAssertEqual(viewModel.props.unreadBadge, "2")
        XCTAssertFalse(propsObservation(of: viewModel) { app.dispatch(.other) })
        XCTAssertTrue(propsObservation(of: viewModel) { viewModel.send(.sendMessage(text: "hi")) })
        XCTAssertTrue(app.state.chat.sendMessageStatus.isLoading, "the send arrived wrapped at the app store")
    }
}

/// A flag set from an Observation `onChange` (which may run on any thread).
final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}
