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

    /// A view that read some props in a tracking scope: which, what they were, and whether
    /// Observation told it of a change.
    private final class ReadingView {
        let props: [Int]
        var values: [String] = []
        let fired = LockedFlag()

        init(props: [Int]) {
            self.props = props
        }
    }

    func testEachViewIsToldOfTheFirstChangeOfWhatItReadWhateverTheOrderOfReadsAndChanges() {
        // Views read props at random moments, as SwiftUI does when it renders, and actions
        // change them at random: each view must be told exactly when a prop it read changed
        // since it read it, whether or not other views read that prop before. What changed
        // is told by props made from the store's state, so that the check reads nothing of
        // the view model.
        let shown: [(name: String, ofViewModel: (TeamChatViewModel) -> String, ofProps: (TeamChatProps) -> String)] = [
            ("title", { $0.title }, { $0.title }),
            ("messages", { "\($0.messages)" }, { "\($0.messages)" }),
            ("isSending", { "\($0.isSending)" }, { "\($0.isSending)" }),
            ("unreadBadge", { "\($0.unreadBadge as Any)" }, { "\($0.unreadBadge as Any)" }),
        ]
        let messages = (1...3).map { Message(id: $0, text: "m\($0)") }
        for seed in 1...20 {
            var generator = SplitMix64(seed: UInt64(seed))
            let store = Store(initialState: TeamChatState(unread: 0), reducer: TeamChatReducer.reduce)
            let viewModel = TeamChatViewModel(store: store, routes: RouteChannel())
            var views: [ReadingView] = []
            var told = 0
            for step in 0..<80 {
                if generator.next() % 2 == 0 {
                    let props = shown.indices.filter { _ in generator.next() % 3 == 0 }
                    let view = ReadingView(props: props)
                    let fired = view.fired
                    withObservationTracking {
                        view.values = props.map { shown[$0].ofViewModel(viewModel) }
                    } onChange: {
                        fired.set()
                    }
                    views.append(view)
                    continue
                }
                let action: TeamChatAction = switch generator.next() % 5 {
                case 0: .loadMessagesSuccess(page: 1, messages.filter { _ in generator.next() % 2 == 0 })
                case 1: .sendMessage(text: "hi")
                case 2: .sendMessageSuccess(text: "hi", messages[Int(generator.next() % 3)])
                case 3: .deleteMessage(id: Int(generator.next() % 3) + 1)
                default: .updateDraft("draft \(step)")
                }
                store.dispatch(action)
                let now = TeamChatProps.make(from: store.state)
                // `messages` is the state's list as it is, whose change is told by the field's
                // writes without comparing the lists: an action that writes an equal list may
                // tell it too.
                let writesMessages = switch action {
                case .loadMessagesSuccess, .sendMessageSuccess, .deleteMessage: true
                default: false
                }
                views.removeAll { view in
                    let changed = zip(view.props, view.values).contains { shown[$0].ofProps(now) != $1 }
                    let context = "seed \(seed), step \(step), \(action): a view that read \(view.props.map { shown[$0].name })"
                    if changed {
                        XCTAssertTrue(view.fired.isSet, context + " was not told of its change")
                        told += 1
                    } else if view.fired.isSet {
                        XCTAssertTrue(writesMessages && view.props.contains(1), context + " was told of a change of nothing it read")
                    }
                    return view.fired.isSet
                }
            }
            XCTAssertGreaterThan(told, 5, "seed \(seed): too few changes of what views read to test anything")
        }
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

    func testTheTaskThatSendReturnsFinishesWhenTheWorkOfItsActionIsOver() async {
        let service = FakeTeamChatService()
        let viewModel = makeViewModel(service)
        let refresh = viewModel.send(.loadMessages(page: 1))
        XCTAssertFalse(viewModel.send(.updateDraft("typing")).hasWork)
        await service.loads.answer(0, with: .success([hello]))
        await awaitCompletion(of: "the refresh finishes") { await refresh.finish() }
        XCTAssertEqual(viewModel.messages, [hello], "finish returned before the page was in")
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

    func testAViewModelLetGoIsFreedThoughItsStoreGoesOn() {
        let store = Store(initialState: TeamChatState(unread: 1), reducer: TeamChatReducer.reduce)
        var viewModel: TeamChatViewModel? = TeamChatViewModel(store: store, routes: RouteChannel())
        weak let released = viewModel
        viewModel?.send(.sendMessage(text: "hi"))
        XCTAssertEqual(viewModel?.isSending, true)
        viewModel = nil
        XCTAssertNil(released, "the store keeps the view model alive")
        // An action that writes what the view model showed: no one is told.
        store.dispatch(.sendMessageFailure(text: "hi", RequestError(Offline())))
        XCTAssertFalse(store.state.sendMessageStatus.isLoading)
    }

    func testAViewModelLetGoOffTheMainActorIsFreedThereAfterAndTheStoreGoesOnMeanwhile() async {
        let store = Store(initialState: TeamChatState(unread: 1), reducer: TeamChatReducer.reduce)
        var viewModel: TeamChatViewModel? = TeamChatViewModel(store: store, routes: RouteChannel())
        weak let released = viewModel
        // The last reference is let go on another thread: the view model's deinit, isolated
        // to the main actor, waits for it there, while the store goes on notifying.
        let holder = ReferenceHolder(viewModel)
        viewModel = nil
        await Task.detached { holder.value = nil }.value
        store.dispatch(.sendMessage(text: "hi"))
        store.dispatch(.sendMessageFailure(text: "hi", RequestError(Offline())))
        for _ in 0..<100 where released != nil { await Task.yield() }
        XCTAssertNil(released, "the view model's deinit never ran")
        store.dispatch(.sendMessage(text: "again"))
        XCTAssertTrue(store.state.sendMessageStatus.isLoading)
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

/// A reference that another thread lets go of.
final class ReferenceHolder<Value: AnyObject & Sendable>: @unchecked Sendable {
    var value: Value?

    init(_ value: Value?) {
        self.value = value
    }
}

/// A flag set from an Observation `onChange` (which may run on any thread).
final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}
