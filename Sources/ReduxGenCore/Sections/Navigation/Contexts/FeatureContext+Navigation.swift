/// The names the root context offers for `routes:` and `navigation:`: the routes, their
/// written-out `==` and `hash(into:)`, and the navigation kept as state.
extension FeatureContext {
    static let navigationFields: [TemplateField<FeatureContext>] = [
        .list("routeAliases") { $0.aliasList($0.plan.routeAliases) },
        .flag("hasRouteAliases") { !$0.plan.routeAliases.isEmpty },
        // What the routes' written-out `==` and `hash(into:)` match (made when a template reads them).
        .list("comparedRoutes") { context in ComparedCaseContext.list(context.plan.routes) { context.location($0.line) } },
        .list("hashedRoutes") { context in
            let location = context.location(context.plan.navigation?.navigation.line ?? 1)
            return ContextList(context.plan.routes.enumerated().map { HashedCaseContext(route: $1, index: $0, location: location) })
        },
        .flag("isAddedNavigationTests") { $0.addedNavigation != nil },
        .flag("hasRoutes") { !$0.feature.routes.isEmpty },
        .list("routes") { $0.routes },
        // The routes kept as state (`navigation:`): a list of one, or none.
        .list("navigation") { $0.navigation },
        // Whether the routing middleware publishes the routing skeleton's routes to the view
        // model's `routes` (one-shot triggers), rather than the reducer pushing them.
        .flag("publishesRoutes") { !$0.feature.routes.isEmpty && !($0.feature.navigation?.hasStack ?? false) },
    ]
}
