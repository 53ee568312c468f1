/// Where a feature with a navigation stack goes after an action: a route pushed onto its
/// path, the whole path replaced, or nowhere. A routing function of `navigation: stack`
/// returns it (as `<Feature>Navigation`), and the generated reducer applies it to the
/// state's `path` in the same reduction:
///
/// ```swift
/// extension TodoRouting {
///     static func route(after action: TodoAction, state: TodoState) -> TodoNavigation {
///         switch action {
///         case .openItem(let id): .push(.detail(id: id))
///         case .signOut: .setPath([.signIn])   // the screens shown so far are closed
///         default: nil                         // stays where it is
///         }
///     }
/// }
/// ```
///
/// A routing function that returns `<Feature>Route?` (a route to push, or `nil`) works as
/// well: the generated reducer makes its route a push, and its `nil` a stay.
public enum StackNavigation<Route: Hashable & Sendable>: Hashable, Sendable, ExpressibleByNilLiteral {
    /// Leaves the path as the action left it.
    case stay
    /// Pushes the route onto the path.
    case push(Route)
    /// Replaces the whole path: the routes shown above the root screen, in order (none for
    /// the root screen alone).
    case setPath([Route])

    /// `nil`: stays.
    ///
    /// ```swift
    /// let navigation: TodoNavigation = nil   // .stay
    /// ```
    public init(nilLiteral: ()) {
        self = .stay
    }

    /// Pushes `route`, or stays for `nil`: what a routing function that returns a route to
    /// push means.
    ///
    /// ```swift
    /// TodoNavigation(TodoRoute.detail(id: 7))   // .push(.detail(id: 7))
    /// TodoNavigation(nil as TodoRoute?)         // .stay
    /// ```
    public init(_ route: Route?) {
        self = route.map(Self.push) ?? .stay
    }

    /// `navigation` itself: what a routing function that returns a navigation means, so
    /// that the generated reducer reads either kind of routing function alike.
    ///
    /// ```swift
    /// TodoNavigation(.setPath([]))   // .setPath([])
    /// ```
    public init(_ navigation: Self) {
        self = navigation
    }

    /// Applies the navigation to `path`: appends the pushed route, replaces the path, or
    /// leaves it.
    ///
    /// ```swift
    /// var path: [TodoRoute] = [.settings]
    /// TodoNavigation.push(.detail(id: 7)).apply(to: &path)   // [.settings, .detail(id: 7)]
    /// TodoNavigation.setPath([]).apply(to: &path)            // []
    /// ```
    public func apply(to path: inout [Route]) {
        switch self {
        case .stay: break
        case .push(let route): path.append(route)
        case .setPath(let routes): path = routes
        }
    }
}
