/// What a middleware (and a ``Thunk``) can do with its store: read the state, dispatch, and
/// start tracked asynchronous work.
///
/// The context refers to its store weakly, so that middlewares holding it (and tasks that
/// outlive the store) create no reference cycle. Once the store is deallocated, ``dispatch(_:)``
/// does nothing and ``state`` keeps returning the store's last state.
@MainActor
public final class MiddlewareContext<State, Action> {
    weak var store: Store<State, Action>?
    private let box: StateBox<State>
    private let tracker: WorkTracker
    /// The store's environment: the clock the runtime waits on and where it logs.
    public let environment: StoreEnvironment

    init(box: StateBox<State>, tracker: WorkTracker, environment: StoreEnvironment) {
        self.box = box
        self.tracker = tracker
        self.environment = environment
    }

    /// The store's current state.
    public var state: State { box.value }

    /// Dispatches `action` through the store's whole middleware chain.
    ///
    /// Called while the store is dispatching (from a middleware handler, say) the action is
    /// queued and runs after the current one; see ``Store`` for the rule.
    public func dispatch(_ action: Action) {
        store?.dispatch(action)
    }

    /// Starts `operation` in a new task that the store tracks, so that ``Store/settle()``
    /// waits for it (and for work it starts in turn).
    ///
    /// `operation` runs off the main actor unless it is isolated itself; to dispatch from it,
    /// `await context.dispatch(action)`. Cancelling the returned task cancels `operation`.
    /// - Returns: The task, to cancel or await it.
    @discardableResult
    public func run(_ operation: @escaping @Sendable () async -> Void) -> Task<Void, Never> {
        tracker.start(operation)
    }
}
