/// The keys of the navigation section, as the spec language describes them.
extension SpecLanguage {
    /// `routes`: where the feature can send the user.
    static let routes = SpecKey(
        "routes",
        "Where the feature can send the user: the cases of <Feature>Route, written like actions (a route cannot have an action's name). The routing middleware asks the skeleton <Feature>Routing.route(after:state:) after each action and publishes the route to the view model; with navigation: stack, the reducer applies what it returns to the path instead.",
        example: """
            routes:
              openThread: { id: Message.ID }
              close:
            """,
        value: .named(placeholder: "<route>", payload))

    /// `navigation`: the routes kept as state.
    static let navigation = SpecKey(
        "navigation",
        "Keeps the routes as state instead of one-shot triggers. stack: the state's path: [<Feature>Route], which NavigationStack(path:) binds to, with the actions push, pop, popToRoot and setPath (deep links); the routing skeleton returns a <Feature>Navigation: .push(route), .setPath(routes) to replace the whole path, or nil (a skeleton that returns <Feature>Route? still compiles, its route pushed). sheet: the state's presented: <Feature>Route?, with the actions present and dismissPresented. Both: [stack, sheet]. Routes become Hashable and Identifiable, and the view model binds path and presented.",
        example: "navigation: [stack, sheet]",
        value: .oneOf([navigationStyle, .list(navigationStyle, unique: true)]))

    /// A way of keeping routes as state: `stack` or `sheet`.
    static let navigationStyle = SpecValue.choice(Navigation.Style.allCases.map(\.rawValue))
}
