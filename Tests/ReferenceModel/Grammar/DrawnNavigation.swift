/// A route of a drawn feature's stack: `home`, or `item(ref:)`.
public enum DrawnRoute: Hashable, Sendable, CustomStringConvertible {
    case home
    case item(Int)

    /// The route as the driver prints it: `home`, `item(1)`.
    public var description: String {
        switch self {
        case .home: return "home"
        case .item(let ref): return "item(\(ref))"
        }
    }

    /// The route as Swift writes it, in the feature's route type.
    public var swift: String {
        switch self {
        case .home: return ".home"
        case .item(let ref): return ".item(ref: \(ref))"
        }
    }
}

/// What a drawn routing function returns after an action, over the state the action left.
public enum RoutingRule: Hashable, Sendable {
    /// `.push(.home)`.
    case pushHome
    /// `.push(.item(ref: state.path.count))`: a route that depends on the path.
    case pushItemAtDepth
    /// `.setPath(routes)`: the whole path replaced.
    case setPath([DrawnRoute])
    /// `state.path.count > 1 ? .setPath(Array(state.path.dropLast())) : nil`: back one route,
    /// never to the root.
    case backUnlessShallow
    /// `nil`: the path stays.
    case stay

    /// The path after the routing returns this rule's navigation for `path`.
    public func apply(to path: [DrawnRoute]) -> [DrawnRoute] {
        switch self {
        case .pushHome: return path + [.home]
        case .pushItemAtDepth: return path + [.item(path.count)]
        case .setPath(let routes): return routes
        case .backUnlessShallow: return path.count > 1 ? Array(path.dropLast()) : path
        case .stay: return path
        }
    }

    /// The routing function's expression for the rule.
    public var swift: String {
        switch self {
        case .pushHome: return ".push(.home)"
        case .pushItemAtDepth: return ".push(.item(ref: state.path.count))"
        case .setPath(let routes): return ".setPath([" + routes.map(\.swift).joined(separator: ", ") + "])"
        case .backUnlessShallow: return "state.path.count > 1 ? .setPath(Array(state.path.dropLast())) : nil"
        case .stay: return "nil"
        }
    }
}

/// The navigation of a drawn feature (`routes: { home:, item: { ref: Int } }`,
/// `navigation: stack`), and the routing function the user writes: a rule per action among
/// ``go`` and the plain actions that no generated test sends.
public struct DrawnNavigation: Hashable, Sendable {
    /// The action whose only use is to navigate: its routing rule is never `stay`.
    public static let go = "go"

    /// The rule after each action that has one, by the action's name.
    public var rules: [String: RoutingRule]

    public init(rules: [String: RoutingRule]) {
        self.rules = rules
    }

    /// The rule after `action`: `stay` for one without.
    public func rule(after action: String) -> RoutingRule {
        rules[action] ?? .stay
    }
}
