/// What a middleware (and a ``Thunk``) can do with its store: read the state, dispatch, and
/// start tracked asynchronous work.
///
/// The context refers to its store weakly, so that middlewares holding it (and tasks that
/// outlive the store) create no reference cycle. Once the store is deallocated, ``dispatch(_:)``
/// does nothing and ``state`` keeps returning the store's last state.
///
/// A middleware lifted onto an app store (``Middleware/lifted(state:action:extract:)``) gets a
/// context of its feature: ``state`` reads the feature's part of the app state, ``dispatch(_:)``
/// wraps the action into the app action and dispatches it to the app store, and ``run(fileID:line:_:)``
/// starts work that the app store's ``Store/settle(ignoringStreams:timeout:)`` waits for.
@MainActor
public final class MiddlewareContext<State, Action> {
    /// The store this context dispatches to; set by the store that owns it. `nil` for the
    /// context of a lifted middleware (a feature's, a child's), which dispatches through
    /// `dispatchToApp` instead.
    weak var store: Store<State, Action>?
    private let readState: @MainActor () -> State
    private let dispatchToApp: (@MainActor (Action) -> Void)?
    /// Starts tracked work: in the store's ``WorkTracker``, and for a child feature also in
    /// the child's ``ChildWork``, which cancels it when the child leaves its parent's state.
    let startWork: @MainActor (WorkTracker.Kind, @escaping @Sendable () async -> Void) -> Task<Void, Never>
    /// The store's environment: the clock the runtime waits on and where it logs. Its clock
    /// is the store's, noting each wait of tracked work so that a settle that gives up can
    /// name it.
    public let environment: StoreEnvironment

    /// The context of a store: it reads the store's box and dispatches to ``store``.
    init(box: StateBox<State>, tracker: WorkTracker, environment: StoreEnvironment) {
        readState = { box.value }
        dispatchToApp = nil
        startWork = { tracker.start($0, $1) }
        self.environment = environment.notingSleeps()
    }

    /// The context of a feature inside an app store's context: it reads the feature's part of
    /// the app state, dispatches its actions wrapped by `embed`, and shares the app store's
    /// work tracker.
    init<AppState, AppAction>(
        lifting appContext: MiddlewareContext<AppState, AppAction>,
        state toFeature: KeyPath<AppState, State> & Sendable,
        embed: @escaping @Sendable (Action) -> AppAction
    ) {
        readState = { appContext.state[keyPath: toFeature] }
        dispatchToApp = { action in appContext.dispatch(embed(action)) }
        startWork = appContext.startWork
        environment = appContext.environment
    }

    /// The context of one child feature inside its parent's context: it reads the child's
    /// state with `state`, dispatches its actions with `dispatch` (which drops those of a
    /// child that is gone), and starts work that the store's ``Store/settle(ignoringStreams:timeout:)`` waits for and
    /// that `work` cancels when the child leaves the parent's state.
    init<ParentState, ParentAction>(
        child parentContext: MiddlewareContext<ParentState, ParentAction>,
        state: @escaping @MainActor () -> State,
        dispatch: @escaping @MainActor (Action) -> Void,
        work: ChildWork
    ) {
        readState = state
        dispatchToApp = dispatch
        let startInParent = parentContext.startWork
        startWork = { kind, operation in work.start(kind, operation, via: startInParent) }
        environment = parentContext.environment
    }

    /// The store's current state.
    public var state: State { readState() }

    /// Dispatches `action` through the store's whole middleware chain.
    ///
    /// Called while the store is dispatching (from a middleware handler, say) the action is
    /// queued and runs after the current one; see ``Store`` for the rule.
    public func dispatch(_ action: Action) {
        if let dispatchToApp {
            dispatchToApp(action)
        } else {
            store?.dispatch(action)
        }
    }

    /// Starts `operation` in a new task that the store tracks, so that ``Store/settle(ignoringStreams:timeout:)``
    /// waits for it (and for work it starts in turn).
    ///
    /// ```swift
    /// context.run {
    ///     let profile = await api.profile()
    ///     await context.dispatch(.profileLoaded(profile))
    /// }
    /// ```
    ///
    /// `operation` runs off the main actor unless it is isolated itself; to dispatch from it,
    /// `await context.dispatch(action)`. Cancelling the returned task cancels `operation`.
    /// Once the store is released, the task is cancelled, and a task started after that
    /// starts cancelled.
    /// - Parameters:
    ///   - fileID: Where the work is started, to name it when a settle gives up waiting for
    ///     it; the caller's line by default.
    ///   - line: The line where the work is started.
    ///   - operation: The work.
    /// - Returns: The task, to cancel or await it.
    @discardableResult
    public func run(
        fileID: StaticString = #fileID,
        line: UInt = #line,
        _ operation: @escaping @Sendable () async -> Void
    ) -> Task<Void, Never> {
        startWork(.finite("a task started at \(fileID):\(line)"), operation)
    }

    /// Like ``run(fileID:line:_:)``, for work the runtime names itself: a request, a poll, a
    /// save, or a stream subscription (which ``Store/settle(ignoringStreams:timeout:)`` may
    /// leave running).
    @discardableResult
    func run(_ kind: WorkTracker.Kind, _ operation: @escaping @Sendable () async -> Void) -> Task<Void, Never> {
        startWork(kind, operation)
    }
}
