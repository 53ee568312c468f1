/// How a feature keeps its routes as state (`navigation:`): a stack of pushed routes that
/// `NavigationStack(path:)` binds to, a route presented over the screen (a sheet), or both.
package struct Navigation: Hashable, Sendable {
    /// One way routes are kept as state, as the spec writes it.
    package enum Style: String, CaseIterable, Hashable, Sendable {
        /// `path: [<Feature>Route]`, with `push`, `pop`, `popToRoot` and `setPath`; the
        /// routing skeleton's route is pushed.
        case stack
        /// `presented: <Feature>Route?`, with `present` and `dismissPresented`.
        case sheet
    }

    /// Whether the state holds a path of pushed routes.
    package var hasStack: Bool
    /// Whether the state holds a presented route.
    package var hasSheet: Bool
    /// The spec line of `navigation:`, where the compiler reports a route payload that
    /// breaks the route's `Hashable` conformance.
    package var line: Int
    /// Where `navigation:` is written, for diagnostics about the names it generates.
    package var declared = SourcePosition(line: 1, column: 1)

    /// Creates a navigation of the given styles.
    package init(hasStack: Bool, hasSheet: Bool, line: Int = 1) {
        self.hasStack = hasStack
        self.hasSheet = hasSheet
        self.line = line
    }
}
