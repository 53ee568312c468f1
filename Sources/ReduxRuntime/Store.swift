/// Holds a feature's state and changes it only by reducing dispatched actions.
///
/// ```swift
/// let store = Store(
///     initialState: TeamChatState(unread: 0),
///     reducer: TeamChatReducer.reduce,
///     middlewares: [.logging(), TeamChatLoader(service: service).middleware]
/// )
/// store.dispatch(.loadMessages(page: 1))
/// ```
///
/// ## Why the main actor
/// The store lives on the main actor because the UI code that reads and dispatches to it runs
/// there, so views read ``state`` and call ``dispatch(_:)`` synchronously, without `await`.
/// It also makes dispatching synchronous and totally ordered: there is one thread of control,
/// actions are reduced one at a time in the order they are dispatched, and when `dispatch`
/// returns (outside another dispatch) the state already reflects the action and every
/// observer has seen it. Asynchronous work (requests, thunks) runs off the main actor and comes
/// back to it to dispatch.
///
/// ## Reentrant dispatch
/// An action dispatched while the store is dispatching another one (from a middleware, a
/// subscriber, or a middleware's setup) is not processed on the spot: it is appended to a
/// queue, and the queued actions run in FIFO order once the current action has gone all the way
/// through the middlewares (their code after `next` included), the reducer and the observers.
/// The outermost `dispatch` returns only when the queue is empty. So every middleware sees
/// each action's before and after state without another action in between, and observers see
/// states in dispatch order. Middlewares and subscribers that dispatch on every action
/// unconditionally loop forever, as in any Redux.
///
/// ## Observation
/// After each run of the reducer the store notifies its observers: `subscribe(_:)` closures
/// (skipping repeats when `State` is `Equatable`) and ``states`` streams (every state).
///
/// ## Asynchronous work
/// Work started by middlewares (``MiddlewareContext/run(_:)``, ``RequestRunner``,
/// ``StreamRunner``) and thunks (`dispatch(thunk:)`) is tracked; ``settle()`` awaits all of
/// it, which is how tests wait for a dispatch's effects without sleeping.
@MainActor
public final class Store<State, Action> {
    /// A pure function that returns the state after an action.
    public typealias Reducer = (State, Action) -> State

    private let box: StateBox<State>
    private let reducer: Reducer
    private let tracker = WorkTracker()
    private let context: MiddlewareContext<State, Action>
    let subscribers = SubscriberList<State>()
    private var handlers: [@MainActor (Action, _ next: (Action) -> Void) -> Void] = []
    private var queue: [Action] = []
    private var isDispatching = false

    /// Creates a store.
    /// - Parameters:
    ///   - initialState: The state before any action.
    ///   - reducer: The pure function that applies an action to the state, such as a generated
    ///     `TeamChatReducer.reduce`.
    ///   - middlewares: The middlewares, outermost first: the first one sees an action first
    ///     before the reducer and last after it. Their setup runs here, in this order; actions
    ///     they dispatch during setup run once every middleware is set up.
    ///   - environment: The clock the runtime waits on (debounce, retry backoff, timeouts) and
    ///     where it logs; tests pass a test clock here.
    public init(
        initialState: State,
        reducer: @escaping Reducer,
        middlewares: [Middleware<State, Action>] = [],
        environment: StoreEnvironment = StoreEnvironment()
    ) {
        box = StateBox(initialState)
        self.reducer = reducer
        context = MiddlewareContext(box: box, tracker: tracker, environment: environment)
        context.store = self
        exclusively {
            handlers = middlewares.map { $0.make(context) }
        }
    }

    /// The current state.
    public var state: State { box.value }

    /// The store's environment, as its middlewares see it in ``MiddlewareContext/environment``.
    public var environment: StoreEnvironment { context.environment }

    /// Sends `action` through the middlewares to the reducer, then notifies the observers.
    ///
    /// Outside another dispatch this all happens before `dispatch` returns. Inside one (from a
    /// middleware or an observer) the action is queued and runs after the current action; see
    /// "Reentrant dispatch" above.
    public func dispatch(_ action: Action) {
        queue.append(action)
        exclusively {}
    }

    /// Returns once no tracked work is running: no task started with
    /// ``MiddlewareContext/run(_:)`` (which includes ``RequestRunner`` calls, cancelled ones
    /// until they return) or `dispatch(thunk:)`, counting work started while waiting.
    ///
    /// Meant for tests: dispatch, `await store.settle()`, then assert on ``state``. Waits on
    /// the environment's clock (debounce, retry backoff, timeouts) are work too: with a test
    /// clock, advance it before settling. A running ``StreamRunner`` subscription is work until
    /// its sequence ends or it is stopped. Work that starts new work forever never settles;
    /// calling `settle()` from tracked work waits for itself and never returns.
    public func settle() async {
        await tracker.settle()
    }

    /// Whether tracked work is running; see ``settle()``.
    public var hasPendingWork: Bool { !tracker.isIdle }

    /// The context the middlewares of this store receive.
    var middlewareContext: MiddlewareContext<State, Action> { context }

    // MARK: - Dispatching

    /// Runs `body` as part of dispatching: actions dispatched meanwhile are queued. When this
    /// is the outermost call, it then processes the queue until it is empty.
    func exclusively(_ body: () -> Void) {
        if isDispatching {
            body()
            return
        }
        isDispatching = true
        body()
        while !queue.isEmpty {
            let action = queue.removeFirst()
            send(action, toHandlerAt: 0)
        }
        isDispatching = false
    }

    /// Passes `action` to the handler at `index`, or to the reducer past the last handler.
    private func send(_ action: Action, toHandlerAt index: Int) {
        guard index < handlers.count else {
            reduce(action)
            return
        }
        handlers[index](action) { next in
            self.send(next, toHandlerAt: index + 1)
        }
    }

    private func reduce(_ action: Action) {
        box.value = reducer(box.value, action)
        subscribers.notify(box.value)
    }
}
