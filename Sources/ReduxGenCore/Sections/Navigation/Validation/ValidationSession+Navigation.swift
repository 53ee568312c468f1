/// `navigation:`, of the routes.
enum NavigationSection: FeatureSection {
    static func read(_ keys: inout KeyedMapping, into feature: inout Feature, in session: inout ValidationSession) {
        if let pair = keys.pair("navigation") { feature.navigation = session.validateNavigation(pair, routes: feature.routes) }
    }
}

/// `navigation:`: routes kept as state, as a stack (`path`), a presented route (`sheet`),
/// or both.
extension ValidationSession {
    /// Reads `navigation: stack`, `navigation: sheet` or `navigation: [stack, sheet]`, at
    /// the key `pair`; the feature's `routes` are what the state keeps.
    mutating func validateNavigation(_ pair: YAMLNode.Pair, routes: [Action]) -> Navigation? {
        let node = pair.value
        let choices = Navigation.Style.allCases.map(\.rawValue)
        var items: [YAMLNode] = []
        switch node.content {
        case .sequence(let elements): items = elements
        case .scalar where !node.isNull: items = [node]
        default:
            error(
                "'navigation' must be \(Suggestions.listing(choices)), or a list of both like [stack, sheet], not \(node.shapeDescription)",
                at: node.position)
            return nil
        }
        var styles: [Navigation.Style] = []
        for item in items {
            guard let word = scalar(item, what: "a navigation style") else { continue }
            guard let style = Navigation.Style(rawValue: word) else {
                error("unknown navigation style '\(word)'" + Suggestions.hint(for: word, among: choices), at: item.position)
                continue
            }
            if styles.contains(style) {
                error("'\(word)' is listed twice in 'navigation'", at: item.position)
                continue
            }
            styles.append(style)
        }
        if items.isEmpty {
            error("'navigation' lists no style; write 'navigation: stack', 'navigation: sheet' or 'navigation: [stack, sheet]'", at: node.position)
        }
        if routes.isEmpty {
            error(
                "'navigation' keeps routes as state, and the spec has none; add the screens it navigates to under 'routes:', like 'routes: { showDetail: { id: Item.ID } }'",
                at: pair.keyPosition)
        }
        // Kept as state, a route is `Identifiable` by itself: its `id` is the route.
        for route in routes where route.name == NavigationPlan.routeIdentity {
            error(
                "a route kept as state cannot be named '\(route.name)': 'navigation' makes every route Identifiable, with the route itself as its '\(NavigationPlan.routeIdentity)' (what '.sheet(item:)' needs); rename the route",
                at: route.declared)
        }
        guard !styles.isEmpty, !routes.isEmpty else { return nil }
        var navigation = Navigation(hasStack: styles.contains(.stack), hasSheet: styles.contains(.sheet), line: Int(pair.keyPosition.line))
        navigation.declared = pair.keyPosition
        return navigation
    }
}
