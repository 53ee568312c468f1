extension Middleware {
    /// This feature middleware, pulled back onto an app store whose state holds the feature's
    /// state at `toFeature` and whose action wraps the feature's action: a feature's part of a
    /// modular app state.
    ///
    /// On the app store the lifted middleware
    /// - passes every app action that `extract` does not turn into a feature action on to
    ///   `next`, untouched, without calling this middleware (and without a frame on the call
    ///   stack, so that an app of many features lifts many middlewares);
    /// - hands the feature action to this middleware, and wraps what it passes to `next` with
    ///   `embed`;
    /// - gives this middleware a ``MiddlewareContext`` of the feature: `state` reads
    ///   `appState[keyPath: toFeature]`, `dispatch` sends `embed(action)` to the app store
    ///   (also from asynchronous work, such as a ``RequestRunner``'s answers and thunks), and
    ///   `run` starts work that the app store's ``Store/settle(ignoringStreams:timeout:)`` waits for.
    ///
    /// ```swift
    /// let store = Store(
    ///     initialState: ShopState(),
    ///     reducer: ShopReducer.reduce,
    ///     middlewares: [
    ///         CartLoader(service: cartService).middleware.lifted(
    ///             state: \ShopState.cart,
    ///             action: ShopAction.cart,
    ///             extract: { if case .cart(let action) = $0 { action } else { nil } }
    ///         ),
    ///     ]
    /// )
    /// ```
    /// - Parameters:
    ///   - toFeature: Where the feature's state is in the app state.
    ///   - embed: Wraps a feature action into the app action, usually the app action's case.
    ///   - extract: The feature action inside an app action, or `nil` for another feature's.
    /// - Returns: A middleware of the app store.
    public func lifted<AppState, AppAction>(
        state toFeature: KeyPath<AppState, State> & Sendable,
        action embed: @escaping @Sendable (Action) -> AppAction,
        extract: @escaping @Sendable (AppAction) -> Action?
    ) -> Middleware<AppState, AppAction> {
        let make = self.make
        let isFor = self.isFor
        // For its feature's actions only, and of those for the ones the middleware acts on.
        return Middleware<AppState, AppAction>(name: name, isFor: { appAction in
            guard let action = extract(appAction) else { return false }
            return isFor?(action) ?? true
        }) { appContext in
            let context = MiddlewareContext(lifting: appContext, state: toFeature, embed: embed)
            let handle = make(context)
            return { appAction, next in
                guard let action = extract(appAction) else {
                    next(appAction)
                    return
                }
                handle(action) { next(embed($0)) }
            }
        }
        .keeping(keptFields)
    }

    /// This middleware, noted as keeping the records of the ``PersistedFields`` types `fields`
    /// (those of the middleware it lifts).
    func keeping(_ fields: [ObjectIdentifier]) -> Middleware {
        var middleware = self
        middleware.keptFields = fields
        return middleware
    }
}
