/// A store extension that sees every dispatched action before and after the reducer.
///
/// A middleware is made in two steps, as in the curried `dispatch, getState → next → action`
/// shape of Redux middlewares: once per store, `make` receives the store's ``MiddlewareContext`` and does
/// its setup (for example creating a ``RequestRunner``); it returns the handler that the store
/// calls for each action. The handler gets the action and `next`, which passes the action on
/// to the next middleware and finally to the reducer:
///
/// ```swift
/// let middleware = Middleware<AppState, AppAction> { context in
///     return { action, next in
///         // before the reducer: context.state is the old state
///         next(action)  // forget this and the action never reaches the reducer
///         // after the reducer: context.state is the new state
///     }
/// }
/// ```
///
/// The first middleware of `Store.init(initialState:reducer:middlewares:environment:)` is the outermost.
/// A handler may call `next` with another action, several times, or not at all. To dispatch
/// new actions (they go through the whole chain, after the current one, see ``Store``) use
/// ``MiddlewareContext/dispatch(_:)``; to start asynchronous work that dispatches later use
/// ``MiddlewareContext/run(fileID:line:_:)``.
public struct Middleware<State, Action>: Sendable {
    let make: @MainActor @Sendable (MiddlewareContext<State, Action>) -> @MainActor (Action, _ next: (Action) -> Void) -> Void
    /// The actions the handler is for, when not every action: the store passes the others on
    /// without calling it, so that they take no room on the call stack (a middleware lifted
    /// onto an app store is for its feature's actions only).
    let isFor: (@Sendable (Action) -> Bool)?
    /// What the middleware is, `the persistence of "TeamChat"`: a store given two middlewares
    /// of one name logs a warning when it is created (a feature's loader or persistence
    /// installed twice performs each call, or each save, twice). `nil` for a middleware that
    /// may be installed more than once.
    public let name: String?
    /// The records of a persisting middleware (`persisting(_:key:restore:)`), so that lifting
    /// it onto a parent's children keeps a record per child instead of a middleware per child.
    let persistedRecords: PersistedRecords<State, Action>?
    /// The ``PersistedFields`` types whose records the middleware keeps (a persisting
    /// middleware, lifted or not), for a store to tell a feature's persisted fields that
    /// none of its middlewares keeps (see ``PersistingState``).
    var keptFields: [ObjectIdentifier] = []

    /// Creates a middleware from its per-store setup.
    /// - Parameters:
    ///   - name: What the middleware is, when a store should have it once: a store given two
    ///     of one name warns when it is created. `nil` by default.
    ///   - make: Called once per store with the store's context; returns the handler that the
    ///     store calls with each action and `next`.
    public init(
        name: String? = nil,
        _ make: @escaping @MainActor @Sendable (MiddlewareContext<State, Action>) -> @MainActor (Action, _ next: (Action) -> Void) -> Void
    ) {
        self.init(name: name, isFor: nil, persistedRecords: nil, make)
    }

    /// Creates a middleware that acts on some actions only: the store passes every action
    /// for which `handles` returns false on to the next middleware without calling the
    /// handler, at the cost of one call of `handles`.
    ///
    /// ```swift
    /// let analytics = Middleware<CartState, CartAction>(name: "Analytics", handling: { action in
    ///     if case .checkout = action { true } else { false }
    /// }) { context in
    ///     return { action, next in
    ///         next(action)
    ///         log("checkout of \(context.state.items.count) items")
    ///     }
    /// }
    /// ```
    /// A generated loader is made so, with the actions its middleware acts on: the requests it
    /// starts, their controls and what follows them.
    /// - Parameters:
    ///   - name: What the middleware is, as in ``init(name:_:)``.
    ///   - handles: Whether the handler acts on an action. It must return true for every
    ///     action the handler does more with than pass it to `next`.
    ///   - make: Called once per store with the store's context; returns the handler that the
    ///     store calls with each action that `handles` accepts, and `next`.
    public init(
        name: String? = nil,
        handling handles: @escaping @Sendable (Action) -> Bool,
        _ make: @escaping @MainActor @Sendable (MiddlewareContext<State, Action>) -> @MainActor (Action, _ next: (Action) -> Void) -> Void
    ) {
        self.init(name: name, isFor: handles, persistedRecords: nil, make)
    }

    /// A middleware named `name` whose handler the store calls only with the actions for which
    /// `isFor` returns true (every action when `nil`), and that keeps `persistedRecords`, if any.
    init(
        name: String?,
        isFor: (@Sendable (Action) -> Bool)?,
        persistedRecords: PersistedRecords<State, Action>? = nil,
        _ make: @escaping @MainActor @Sendable (MiddlewareContext<State, Action>) -> @MainActor (Action, _ next: (Action) -> Void) -> Void
    ) {
        self.make = make
        self.name = name
        self.isFor = isFor
        self.persistedRecords = persistedRecords
    }

    /// What a store of `middlewares` warns about, or nil: the names given to more than one.
    static func repeatedNames(in middlewares: [Middleware]) -> String? {
        var counts: [String: Int] = [:]
        var order: [String] = []
        for name in middlewares.compactMap(\.name) {
            if counts[name] == nil { order.append(name) }
            counts[name, default: 0] += 1
        }
        let repeated = order.filter { counts[$0]! > 1 }
        guard !repeated.isEmpty else { return nil }
        let list = repeated.map { "\($0) (\(counts[$0]!) times)" }.joined(separator: ", ")
        return "middlewares installed more than once: \(list); each copy runs on every action "
            + "(restores, saves or calls twice). Install each once: a generated view model made with "
            + "init(initialState:middlewares:) adds its feature's persistence and routing itself."
    }

    /// Creates a middleware that needs no per-store setup, from a single handler
    /// (like Redux's `makeMiddleware { dispatch, getState, next, action in ... }`).
    ///
    /// ```swift
    /// let routing = Middleware<AppState, AppAction>.handler { context, action, next in
    ///     next(action)
    ///     if case .goNext = action { router.show(.next) }
    /// }
    /// ```
    /// - Parameter handle: Called with the store's context, the action and `next` for each action.
    public static func handler(
        _ handle: @escaping @MainActor @Sendable (MiddlewareContext<State, Action>, Action, _ next: (Action) -> Void) -> Void
    ) -> Middleware {
        Middleware { context in
            { action, next in handle(context, action, next) }
        }
    }
}
