/// What `navigation:` generates, and every piece of Swift that spells it: the stack's and
/// the sheet's action cases with their transitions, and the state properties they keep.
///
/// ```swift
/// let plan = NavigationPlan(Navigation(hasStack: true, hasSheet: false), feature: "Todo")
/// plan.transitions.map(\.actionCase.name)   // ["push", "pop", "popToRoot", "setPath"]
/// plan.stateProperties.map(\.name)           // ["path"]
/// ```
package struct NavigationPlan: Sendable {
    /// One action case of the navigation, and what the generated reducer does on it.
    package struct Transition: Sendable {
        /// The case, with the value it carries.
        package let actionCase: ActionCase
        /// The reducer's statement, on `state` and the case's binding.
        package let statement: String
        /// What the case does, for its doc comment.
        package let summary: String
    }

    /// One state property of the navigation, and what it holds, for its doc comment.
    package struct Property: Sendable {
        /// The property.
        package let stateProperty: StateProperty
        /// What it holds.
        package var summary: String { stateProperty.summary ?? "" }
    }

    /// The validated navigation.
    package let navigation: Navigation
    /// `TodoRoute`: the type of the path's elements and of the presented route.
    package let routeType: String
    /// The cases the navigation adds to the action, in order, with their transitions.
    package let transitions: [Transition]
    /// The properties the navigation adds to the state, in order, each with what it holds.
    package let properties: [Property]

    /// The plan of `navigation` for the feature `featureName`.
    init(_ navigation: Navigation, feature featureName: String) {
        self.navigation = navigation
        let routeType = featureName + "Route"
        self.routeType = routeType
        let route = PayloadValue(label: nil, type: routeType, binding: Self.routeBinding)
        var transitions: [Transition] = []
        var properties: [Property] = []
        func transition(_ part: NameOrigin.NavigationPart, _ values: [PayloadValue], _ statement: String, _ summary: String) {
            let actionCase = ActionCase(
                name: Self.name(of: part), values: values, origin: .navigation(part), declared: navigation.declared,
                line: navigation.line)
            transitions.append(Transition(actionCase: actionCase, statement: statement, summary: summary))
        }
        func property(_ part: NameOrigin.NavigationPart, type: String, defaultValue: String, _ summary: String) {
            let property = StateProperty(
                name: Self.name(of: part), type: type, defaultValue: defaultValue, origin: .navigation(part),
                declared: navigation.declared, line: nil, summary: summary)
            properties.append(Property(stateProperty: property))
        }
        if navigation.hasStack {
            let path = "state." + Self.name(of: .path)
            transition(.push, [route], "\(path).append(\(Self.routeBinding))", "Pushes a route onto `\(Self.name(of: .path))`.")
            transition(.pop, [], "if !\(path).isEmpty { \(path).removeLast() }", "Pops the last route of `\(Self.name(of: .path))`, if any.")
            transition(.popToRoot, [], "\(path).removeAll()", "Pops every route of `\(Self.name(of: .path))`: back to the root screen.")
            transition(
                .setPath, [PayloadValue(label: nil, type: "[\(routeType)]", binding: Self.pathBinding)], "\(path) = \(Self.pathBinding)",
                "Replaces `\(Self.name(of: .path))`: a deep link, or what `NavigationStack(path:)` sets.")
            property(
                .path, type: "[\(routeType)]", defaultValue: "[]",
                "The routes pushed onto the root screen, in order: what `NavigationStack(path:)` shows.")
        }
        if navigation.hasSheet {
            let presented = "state." + Self.name(of: .presented)
            transition(.present, [route], "\(presented) = \(Self.routeBinding)", "Presents a route over the screen (a sheet), in place of the one presented.")
            transition(.dismissPresented, [], "\(presented) = nil", "Dismisses the presented route.")
            property(.presented, type: routeType + "?", defaultValue: "nil", "The route presented over the screen (a sheet), if any.")
        }
        self.transitions = transitions
        self.properties = properties
    }

    /// The name `part` generates: `push`, `path`, `dismissPresented`, …
    package static func name(of part: NameOrigin.NavigationPart) -> String {
        part.rawValue
    }

    /// The view model's copies of the path and of the presented route, as last reduced,
    /// which its `path` and `presented` bindings read.
    static let pathStorage = "navigationPath"
    static let presentedStorage = "presentedRoute"

    /// The view model's properties for the navigation: its bindings (`path`, `presented`) and
    /// their copies. A prop is a property of the view model too, so it may not take one.
    package var viewModelProperties: [String] {
        var names: [String] = []
        if navigation.hasStack { names += [Self.name(of: .path), Self.pathStorage] }
        if navigation.hasSheet { names += [Self.name(of: .presented), Self.presentedStorage] }
        return names
    }

    /// `id`: the property that makes a route kept as state `Identifiable`, which no route may
    /// take as its name.
    static let routeIdentity = "id"

    /// The reducer's binding of a route.
    static let routeBinding = "route"
    /// The reducer's binding of a path.
    static let pathBinding = "path"

    /// The action cases, in order.
    package var actionCases: [ActionCase] { transitions.map(\.actionCase) }

    /// The state properties, in order.
    package var stateProperties: [StateProperty] { properties.map(\.stateProperty) }

    /// `state.path.append(route)`: what a template of the reducer that binds the routing
    /// skeleton's route to `routeBinding` does with it (the stack's push). The default
    /// template applies `<Feature>Navigation` of what the routing returns instead, which
    /// reads a routing function that returns a route or a whole path; these names stay for
    /// templates of one's own. `nil` without a stack, where the routing middleware publishes
    /// the route instead.
    var routedStatement: String? {
        transitions.first { $0.actionCase.origin == .navigation(.push) }?.statement
    }
}
