import Observation
import ReduxRuntime

/// The view model the generator emits for a feature with `props:` and `routes:`, written by
/// hand: a template copies this shape, replacing `TeamChat` with the feature's name.
///
/// It owns its store (the convenience initializer) or works on one it is given: the feature's
/// own store or its part of an app store (`scope`), both a `StoreProtocol` of the feature's
/// state and action. The store's routing middleware
/// (`.routing(channel, route: TeamChatRouting.route(after:state:))`) publishes to the same
/// channel that the view model hands out as `routes`.
///
/// Each prop is an observed property of its own, assigned only when it changes, so a view that
/// reads one prop is invalidated only by a change of that prop; `props` reads them all.
@MainActor
@Observable
final class TeamChatViewModel {
    /// The `title` prop.
    private(set) var title: String
    /// The `rows` prop.
    private(set) var rows: [String]

    /// Every prop; a view that reads it is invalidated by a change of any prop.
    var props: TeamChatProps {
        TeamChatProps(title: title, rows: rows)
    }

    @ObservationIgnored private let store: any StoreProtocol<TeamChatState, TeamChatAction>
    @ObservationIgnored private let routeChannel: RouteChannel<TeamChatRoute>

    /// Creates the view model of `store`, following the routes published to `routes`.
    init(store: some StoreProtocol<TeamChatState, TeamChatAction>, routes: RouteChannel<TeamChatRoute>) {
        self.store = store
        routeChannel = routes
        let props = TeamChatProps.make(from: store.state)
        title = props.title
        rows = props.rows
        store.observe(TeamChatProps.make(from:), owner: self) { viewModel, props in
            viewModel.update(props)
        }
    }

    /// Assigns each prop that changed, so that Observation reports only those.
    private func update(_ props: TeamChatProps) {
        if title != props.title { title = props.title }
        if rows != props.rows { rows = props.rows }
    }

    /// Creates the view model with a store of its own: the feature's reducer, `middlewares`
    /// (the loader, say), then the routing middleware.
    convenience init(
        initialState: TeamChatState = TeamChatState(),
        middlewares: [Middleware<TeamChatState, TeamChatAction>] = []
    ) {
        let routes = RouteChannel<TeamChatRoute>()
        let store = Store(
            initialState: initialState,
            reducer: TeamChatReducer.reduce,
            middlewares: middlewares + [.routing(routes, route: TeamChatRouting.route(after:state:))]
        )
        self.init(store: store, routes: routes)
    }

    /// A new stream of the routes to follow, in order; routes published while no stream
    /// listened come first. Iterate it in a SwiftUI `.task`.
    var routes: AsyncStream<TeamChatRoute> { routeChannel.routes }

    /// Sends `action` to the store; `props` reflect it when `send` returns.
    func send(_ action: TeamChatAction) {
        store.dispatch(action)
    }

    /// Returns once the work started so far (requests, streams that end, thunks) is over;
    /// with `ignoringStreams`, while the streams stay open. For tests.
    func settle(ignoringStreams: Bool = false) async {
        await store.settle(ignoringStreams: ignoringStreams)
    }
}
