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
/// ``MiddlewareContext/run(_:)``.
public struct Middleware<State, Action>: Sendable {
    let make: @MainActor @Sendable (MiddlewareContext<State, Action>) -> @MainActor (Action, _ next: (Action) -> Void) -> Void
    /// The actions the handler is for, when not every action: the store passes the others on
    /// without calling it, so that they take no room on the call stack (a middleware lifted
    /// onto an app store is for its feature's actions only).
    let isFor: (@Sendable (Action) -> Bool)?
    /// The records of a persisting middleware (`persisting(_:key:restore:)`), so that lifting
    /// it onto a parent's children keeps a record per child instead of a middleware per child.
    let persistedRecords: PersistedRecords<State, Action>?

    /// Creates a middleware from its per-store setup.
    /// - Parameter make: Called once per store with the store's context; returns the handler
    ///   that the store calls with each action and `next`.
    public init(
        _ make: @escaping @MainActor @Sendable (MiddlewareContext<State, Action>) -> @MainActor (Action, _ next: (Action) -> Void) -> Void
    ) {
        self.init(isFor: nil, persistedRecords: nil, make)
    }

    /// A middleware whose handler the store calls only with the actions for which `isFor`
    /// returns true (every action when `nil`), and that keeps `persistedRecords`, if any.
    init(
        isFor: (@Sendable (Action) -> Bool)?,
        persistedRecords: PersistedRecords<State, Action>? = nil,
        _ make: @escaping @MainActor @Sendable (MiddlewareContext<State, Action>) -> @MainActor (Action, _ next: (Action) -> Void) -> Void
    ) {
        self.make = make
        self.isFor = isFor
        self.persistedRecords = persistedRecords
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
