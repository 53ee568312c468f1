extension Middleware {
    /// A middleware that asks `route` after each action (once the reducer has applied it) and
    /// publishes the route it returns, if any, to `channel`: a routing trigger.
    ///
    /// ```swift
    /// let routes = RouteChannel<TeamChatRoute>()
    /// let routing = Middleware<TeamChatState, TeamChatAction>.routing(
    ///     routes, route: TeamChatRouting.route(after:state:)
    /// )
    /// ```
    /// Lift it with ``lifted(state:action:extract:)`` to route a feature of an app store.
    /// - Parameters:
    ///   - channel: Where the routes go; the middleware keeps it alive.
    ///   - route: Called with each action and the state after it; returns where to go, or nil.
    public static func routing<Route: Sendable>(
        _ channel: RouteChannel<Route>,
        route: @escaping @MainActor @Sendable (_ after: Action, _ state: State) -> Route?
    ) -> Middleware {
        Middleware(name: "the routing to \(Route.self)") { context in
            { action, next in
                next(action)
                if let destination = route(action, context.state) {
                    channel.publish(destination)
                }
            }
        }
    }
}
