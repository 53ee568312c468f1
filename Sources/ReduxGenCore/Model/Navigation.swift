/// How a feature keeps its routes as state (`navigation:`): a stack of pushed routes that
/// `NavigationStack(path:)` binds to, a route presented over the screen (a sheet), or both.
public struct Navigation: Hashable, Sendable {
    /// One way routes are kept as state, as the spec writes it.
    public enum Style: String, CaseIterable, Hashable, Sendable {
        /// `path: [<Feature>Route]`, with `push`, `pop`, `popToRoot` and `setPath`; the
        /// routing skeleton's route is pushed.
        case stack
        /// `presented: <Feature>Route?`, with `present` and `dismissPresented`.
        case sheet
    }

    /// Whether the state holds a path of pushed routes.
    public var hasStack: Bool
    /// Whether the state holds a presented route.
    public var hasSheet: Bool
    /// The spec line of `navigation:`, where the compiler reports a route payload that
    /// breaks the route's `Hashable` conformance.
    public var line: Int
    /// Where `navigation:` is written, for diagnostics about the names it generates.
    public var declared = SourcePosition(line: 1, column: 1)

    /// Creates a navigation of the given styles.
    public init(hasStack: Bool, hasSheet: Bool, line: Int = 1) {
        self.hasStack = hasStack
        self.hasSheet = hasSheet
        self.line = line
    }
}
