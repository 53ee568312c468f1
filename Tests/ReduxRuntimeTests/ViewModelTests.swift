import Observation
import ReduxRuntime
import XCTest
import ReduxTestSupport

/// The hand-written `TeamChatViewModel` (the generator's template), on the feature's own store
/// and on its part of an app store: every test runs on both and expects the same.
@MainActor
final class ViewModelTests: XCTestCase {
    private enum StoreKind: String, CaseIterable {
        case own, scoped
    }

    /// A view model with its store's routing and loader, and what its store holds.
    private struct Harness {
        let viewModel: TeamChatViewModel
        let messages: ControlledCalls<Int, [String]>
        /// The actions the feature's reducer applied (unwrapped on the app store).
        let reduced: Recorder<TeamChatAction>
        /// Changes a part of the store the feature does not see (on its own store: nothing).
        let changeAnotherFeature: @MainActor () -> Void
        /// Dispatches a feature action to the store directly (wrapped, on the app store).
        let dispatch: @MainActor (TeamChatAction) -> Void
    }

    private func makeHarness(_ kind: StoreKind) -> Harness {
        let messages = ControlledCalls<Int, [String]>()
        let channel = RouteChannel<TeamChatRoute>()
        let reduced = Recorder<TeamChatAction>()
        let featureMiddlewares: [Middleware<TeamChatState, TeamChatAction>] = [
            .routing(channel, route: TeamChatRouting.route(after:state:)),
            teamChatLoader(messages: messages),
            recordingMiddleware(into: reduced),
        ]
        switch kind {
        case .own:
            let store = Store(initialState: TeamChatState(), reducer: TeamChatReducer.reduce, middlewares: featureMiddlewares)
            return Harness(
                viewModel: TeamChatViewModel(store: store, routes: channel),
                messages: messages, reduced: reduced, changeAnotherFeature: {},
                dispatch: { store.dispatch($0) }
            )
        case .scoped:
            let app = Store(
                initialState: MessengerState(),
                reducer: MessengerReducer.reduce,
                middlewares: featureMiddlewares.map {
                    $0.lifted(state: \MessengerState.chat, action: MessengerAction.chat, extract: MessengerAction.chatAction)
                }
            )
            let chat = app.scope(state: \.chat, action: MessengerAction.chat)
            return Harness(
                viewModel: TeamChatViewModel(store: chat, routes: channel),
                messages: messages, reduced: reduced,
                changeAnotherFeature: { app.dispatch(.cart(.add("tea"))) },
                dispatch: { app.dispatch(.chat($0)) }
            )
        }
    }

    /// Records whether reading what `read` reads would be invalidated, for one change.
    private func track(_ read: @escaping () -> Void) -> Recorder<String> {
        let changes = Recorder<String>()
        withObservationTracking(read) {
            MainActor.assumeIsolated { changes.record("will change") }
        }
        return changes
    }

    /// Records whether reading `viewModel.props` would be invalidated, for one change.
    private func trackProps(of viewModel: TeamChatViewModel) -> Recorder<String> {
        let changes = Recorder<String>()
        withObservationTracking {
            _ = viewModel.props
        } onChange: {
            MainActor.assumeIsolated { changes.record("props will change") }
        }
        return changes
    }

    // MARK: props

    func testPropsAreMadeFromTheStateAndFollowIt() async {
        for kind in StoreKind.allCases {
            let harness = makeHarness(kind)
            let viewModel = harness.viewModel
            XCTAssertEqual(viewModel.props, TeamChatProps(title: "Chat", rows: []), "\(kind)")
            viewModel.send(.loadMessages)
            XCTAssertEqual(viewModel.props, TeamChatProps(title: "Loading", rows: []), "\(kind)")
            viewModel.send(.loadMessagesSuccess(["hi", "ho"]))
            viewModel.send(.deleteMessage(index: 0))
            XCTAssertEqual(viewModel.props, TeamChatProps(title: "Chat", rows: ["ho"]), "\(kind)")
            XCTAssertEqual(harness.reduced.values, [.loadMessages, .loadMessagesSuccess(["hi", "ho"]), .deleteMessage(index: 0)], "\(kind)")
        }
    }

    func testObservationFiresForAChangeInProps() async {
        for kind in StoreKind.allCases {
            let viewModel = makeHarness(kind).viewModel
            let changes = trackProps(of: viewModel)
            viewModel.send(.loadMessagesSuccess(["hi"]))
            XCTAssertEqual(changes.values, ["props will change"], "\(kind)")
        }
    }

    func testAViewReadingOnePropIsNotInvalidatedByAChangeOfAnother() async {
        for kind in StoreKind.allCases {
            let viewModel = makeHarness(kind).viewModel
            let title = track { _ = viewModel.title }
            let rows = track { _ = viewModel.rows }
            viewModel.send(.loadMessagesSuccess(["hi"]))  // rows change, the title does not
            XCTAssertEqual(title.values, [], "\(kind): reading the title was invalidated by the rows")
            XCTAssertEqual(rows.values, ["will change"], "\(kind)")
            XCTAssertEqual(viewModel.rows, ["hi"])

            let titleAgain = track { _ = viewModel.title }
            let rowsAgain = track { _ = viewModel.rows }
            viewModel.send(.loadMessages)  // the title changes, the rows do not
            XCTAssertEqual(titleAgain.values, ["will change"], "\(kind)")
            XCTAssertEqual(rowsAgain.values, [], "\(kind): reading the rows was invalidated by the title")
            XCTAssertEqual(viewModel.props, TeamChatProps(title: "Loading", rows: ["hi"]))
        }
    }

    func testObservationDoesNotFireForActionsThatLeaveThePropsEqual() async {
        for kind in StoreKind.allCases {
            let harness = makeHarness(kind)
            let viewModel = harness.viewModel
            let changes = trackProps(of: viewModel)
            viewModel.send(.setDraft("typing"))  // state changes, props do not
            viewModel.send(.close)  // nothing changes
            harness.changeAnotherFeature()
            XCTAssertEqual(changes.values, [], "\(kind): props published without a change")
            viewModel.send(.loadMessages)
            XCTAssertEqual(changes.values, ["props will change"], "\(kind): tracking was not active")
        }
    }

    func testPropsArePublishedOnlyWhenTheyChange() async {
        for kind in StoreKind.allCases {
            let viewModel = makeHarness(kind).viewModel
            let actions: [TeamChatAction] = [
                .loadMessages, .setDraft("a"), .loadMessagesSuccess(["hi"]), .setDraft("b"), .close,
                .loadMessagesSuccess([]), .deleteMessage(index: 0),
            ]
            // Tracking anew before each action, as SwiftUI does after each render.
            var published: [Bool] = []
            for action in actions {
                let changes = trackProps(of: viewModel)
                viewModel.send(action)
                published.append(!changes.values.isEmpty)
            }
            XCTAssertEqual(published, [true, false, true, false, false, false, true], "\(kind)")
            XCTAssertEqual(viewModel.props, TeamChatProps(title: "Chat", rows: []), "\(kind)")
        }
    }

    // MARK: routes

    func testRoutesAreDeliveredInOrder() async {
        for kind in StoreKind.allCases {
            let viewModel = makeHarness(kind).viewModel
            var routes = viewModel.routes.makeAsyncIterator()
            viewModel.send(.loadMessagesSuccess(["first", "second"]))
            viewModel.send(.openThread(index: 1))
            viewModel.send(.openThread(index: 5))  // no such message: no route
            viewModel.send(.openThread(index: 0))
            viewModel.send(.close)
            var received: [TeamChatRoute?] = []
            for _ in 0..<3 { received.append(await routes.next()) }
            XCTAssertEqual(received, [.openThread(message: "second"), .openThread(message: "first"), .close], "\(kind)")
        }
    }

    func testARoutePublishedBeforeTheViewListensIsDelivered() async {
        for kind in StoreKind.allCases {
            let viewModel = makeHarness(kind).viewModel
            viewModel.send(.close)
            let heard = Recorder<TeamChatRoute>()
            let listening = Task { @MainActor in
                for await route in viewModel.routes { heard.record(route) }
            }
            await heard.waitForCount(1)
            listening.cancel()
            XCTAssertEqual(heard.values, [.close], "\(kind)")
        }
    }

    // MARK: settle

    func testSettleWaitsForStartedRequests() async {
        for kind in StoreKind.allCases {
            let harness = makeHarness(kind)
            let viewModel = harness.viewModel
            viewModel.send(.loadMessages)
            let settled = Recorder<TeamChatProps>()
            let waiter = Task { @MainActor in
                await viewModel.settle()
                settled.record(viewModel.props)
            }
            let messages = harness.messages
            await awaitCompletion(of: "the service call") { await messages.waitForCalls(1) }
            XCTAssertEqual(settled.values, [], "\(kind): settled before the request was answered")
            await messages.answer(0, with: ["hi"])
            await awaitCompletion(of: "settle returns") { await waiter.value }
            XCTAssertEqual(settled.values, [TeamChatProps(title: "Chat", rows: ["hi"])], "\(kind)")
        }
    }

    // MARK: a store of its own

    func testAViewModelThatOwnsItsStore() async {
        let messages = ControlledCalls<Int, [String]>()
        let viewModel = TeamChatViewModel(middlewares: [teamChatLoader(messages: messages)])
        var routes = viewModel.routes.makeAsyncIterator()
        viewModel.send(.loadMessages)
        XCTAssertEqual(viewModel.props.title, "Loading")
        await messages.answer(0, with: ["hi"])
        await awaitCompletion(of: "settles") { await viewModel.settle() }
        XCTAssertEqual(viewModel.props, TeamChatProps(title: "Chat", rows: ["hi"]))
        viewModel.send(.openThread(index: 0))
        let route = await routes.next()
        XCTAssertEqual(route, .openThread(message: "hi"))
    }

    // MARK: lifetime

    func testTheStoreDoesNotKeepTheViewModelAlive() async {
        for kind in StoreKind.allCases {
            var harness: Harness? = makeHarness(kind)
            let dispatch = harness!.dispatch
            let reduced = harness!.reduced
            weak let viewModel = harness!.viewModel
            harness = nil
            XCTAssertNil(viewModel, "\(kind): the store keeps the view model alive")
            dispatch(.loadMessagesSuccess(["after"]))  // its subscription ends itself here
            dispatch(.close)
            XCTAssertEqual(reduced.values, [.loadMessagesSuccess(["after"]), .close], "\(kind)")
        }
    }
}
