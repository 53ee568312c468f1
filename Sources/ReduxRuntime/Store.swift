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
/// ## In-place reduction
/// The reducer changes the state in place (``Reducer``), so that an action that appends to a
/// collection of the state costs the same with 100,000 elements as with 10. The store keeps
/// no other copy of the state: observers derive what they need from it (see "Observation").
/// A reducer of the `(State, Action) -> State` shape plugs in too, at the price of a copy of
/// each collection it changes.
///
/// ## Reentrant dispatch
/// An action dispatched while the store is dispatching another one (from a middleware, a
/// subscriber, or a middleware's setup) is not processed on the spot: it is appended to a
/// queue, and the queued actions run in FIFO order once the current action has gone all the way
/// through the middlewares (their code after `next` included), the reducer and the observers.
/// The outermost `dispatch` returns only when the queue is empty. So every middleware sees
/// each action's before and after state without another action in between, and observers see
/// states in dispatch order. Middlewares and subscribers that dispatch on every action
/// unconditionally loop forever, as in any Redux. Queuing and taking an action cost constant
/// time, so a burst of n actions costs O(n).
///
/// ## Middlewares
/// Each middleware calls the next one on the call stack, so a store takes at most
/// ``maximumMiddlewareCount`` of them (the initializer stops the program with a message
/// beyond that): even in a debug build, where a middleware takes about 1.3 KB of stack, they
/// take less than half of the smallest main thread's stack (1 MB, on iOS). A middleware
/// lifted onto an app store (``Middleware/lifted(state:action:extract:)``) is skipped without
/// a call for the other features' actions, so an app of many features does not go deep.
///
/// ## Observation
/// After each run of the reducer the store notifies its observers, in the order they
/// subscribed: `subscribe(_:)` closures, ``StoreProtocol/observe(_:owner:onChange:)``'s
/// derived values (what view models use) and ``states`` streams. Subscribing and cancelling
/// cost constant time each. What each kind costs per action:
/// - `observe` derives its value from the state and compares it with the last value it
///   delivered: it keeps and compares the derived value only, never the state. Of a
///   generated state (``TrackedState``) it derives again only after an action that wrote a
///   field it read.
/// - `subscribe(_:)` of an `Equatable` state skips the states that did not change. A
///   generated state records which fields each action writes (``TrackedState``): its
///   subscribers are called after each action that wrote one, and nothing is kept or
///   compared, whatever the state's size. A state that records nothing (a hand-written
///   one) is compared with a kept copy of the last state, shared by all its subscribers
///   with one comparison per action; while one exists, an action that changes one of the
///   state's collections copies that collection once, as the kept state still shares it.
/// - `subscribe(_:)` of another state, ``subscribeToEveryState(_:)`` and ``states`` deliver
///   every state and keep nothing.
///
/// ## Asynchronous work and lifetime
/// Work started by middlewares (``MiddlewareContext/run(fileID:line:_:)``, ``RequestRunner``,
/// ``StreamRunner``) and thunks (`dispatch(thunk:)`) is tracked: ``settle(ignoringStreams:timeout:)``
/// awaits all of it, which is how tests wait for a dispatch's effects without sleeping.
/// Releasing the store cancels all of it, and work started after that starts cancelled; the
/// answers of cancelled calls go nowhere.
@MainActor
public final class Store<State, Action> {
    /// The function that applies an action to the state in place, such as a generated
    /// `TeamChatReducer.reduce`.
    public typealias Reducer = (inout State, Action) -> Void

    /// The most middlewares a store takes; see "Middlewares" above.
    public nonisolated static var maximumMiddlewareCount: Int { 256 }

    /// What is wrong with a store of `count` middlewares, or nil when nothing is: the message
    /// the initializer stops the program with.
    nonisolated static func problem(withMiddlewareCount count: Int) -> String? {
        guard count > maximumMiddlewareCount else { return nil }
        return "Store: \(count) middlewares are more than the \(maximumMiddlewareCount) a store takes "
            + "(each one calls the next on the stack); combine several into one middleware"
    }

    private let box: StateBox<State>
    /// How this store reaches its state's record of the fields each action writes.
    private let record = StateRecord<State>.make()
    /// Whether the state records which fields each action writes (``TrackedState``): read
    /// after each run of the reducer, so kept as a flag of the store's own rather than asked
    /// of the record, whose type generic code looks up at run time.
    let tracksChanges: Bool
    /// What the state tells its observers' derivations of the fields they read.
    private let reads = FieldReads()
    private let reducer: Reducer
    /// The work the store's middlewares and thunks started.
    let tracker = WorkTracker()
    /// The environment the store was created with (its middlewares' context has a clock
    /// that notes their waits).
    public let environment: StoreEnvironment
    private let context: MiddlewareContext<State, Action>
    private let observers = ObserverList<State>()
    /// The subscribers of `subscribe(_:)` of an `Equatable` state.
    let changeSubscribers = ChangeSubscribers<State>()
    /// The first middleware's handler, which leads to the others; `nil` without middlewares.
    private var firstHandler: HandlerLink?
    private var queue = ActionQueue<Action>()
    private var isDispatching = false

    /// Creates a store.
    /// - Parameters:
    ///   - initialState: The state before any action.
    ///   - reducer: The function that applies an action to the state in place, such as a
    ///     generated `TeamChatReducer.reduce`.
    ///   - middlewares: The middlewares, outermost first: the first one sees an action first
    ///     before the reducer and last after it. Their setup runs here, in this order; actions
    ///     they dispatch during setup run once every middleware is set up. At most
    ///     ``maximumMiddlewareCount``.
    ///   - environment: The clock the runtime waits on (debounce, retry backoff, timeouts),
    ///     the randomness of retry jitter, and where it logs; tests pass a test clock here.
    public init(
        initialState: State,
        reducer: @escaping Reducer,
        middlewares: [Middleware<State, Action>] = [],
        environment: StoreEnvironment = StoreEnvironment()
    ) {
        if let problem = Self.problem(withMiddlewareCount: middlewares.count) {
            preconditionFailure(problem)
        }
        box = StateBox(initialState)
        tracksChanges = record.isTracked
        self.reducer = reducer
        self.environment = environment
        context = MiddlewareContext(box: box, tracker: tracker, environment: environment)
        context.store = self
        if let repeated = Middleware.repeatedNames(in: middlewares) {
            environment.logger.log(.warning, "\(Self.self): \(repeated)")
        }
        if let unkept = PersistedFeature.warning(for: State.self, middlewares: middlewares) {
            environment.logger.log(.warning, "\(Self.self): \(unkept)")
        }
        exclusively {
            // Each handler goes straight from its middleware into its link: a closure kept in
            // an array (of tuples, say) in between would be wrapped in a thunk going in and
            // another coming out, which every action would then call through.
            let links = middlewares.map { HandlerLink(handle: $0.make(context), isFor: $0.isFor) }
            for index in links.indices.dropLast() { links[index].next = links[index + 1] }
            firstHandler = links.first
        }
    }

    /// Creates a store whose reducer returns the new state instead of changing it in place:
    /// a hand-written reducer of the `(State, Action) -> State` shape.
    ///
    /// ```swift
    /// let store = Store(initialState: 0) { (count: Int, action: CounterAction) in count + 1 }
    /// ```
    ///
    /// Each run copies every collection of the state that the reducer changes (the store holds
    /// the old state while the reducer makes the new one); an in-place reducer does not.
    /// - Parameters:
    ///   - initialState: The state before any action.
    ///   - reducer: Returns the state after an action.
    ///   - middlewares: The middlewares, outermost first; see the in-place initializer.
    ///   - environment: The store's environment; see the in-place initializer.
    public convenience init(
        initialState: State,
        reducer: @escaping (State, Action) -> State,
        middlewares: [Middleware<State, Action>] = [],
        environment: StoreEnvironment = StoreEnvironment()
    ) {
        self.init(
            initialState: initialState,
            reducer: { state, action in state = reducer(state, action) },
            middlewares: middlewares,
            environment: environment
        )
    }

    deinit {
        tracker.cancelAll()
    }

    /// The current state.
    public var state: State { box.value }

    /// Sends `action` through the middlewares to the reducer, then notifies the observers;
    /// returns the work the action started, to await or cancel.
    ///
    /// ```swift
    /// store.dispatch(.clearDraft)                            // the result may be ignored
    /// await store.dispatch(.loadMessages(page: 1)).finish()  // returns once the load is over
    /// ```
    ///
    /// Outside another dispatch this all happens before `dispatch` returns. Inside one (from a
    /// middleware or an observer) the action is queued and runs after the current action (see
    /// "Reentrant dispatch" above), and its work belongs to the task of the dispatch in
    /// progress: the returned task has none. See ``StoreTask``.
    @discardableResult
    public func dispatch(_ action: Action) -> StoreTask {
        guard !isDispatching else {
            queue.append(action)
            return StoreTask(nil)
        }
        tracker.beginCollecting()
        exclusively { send(action, from: firstHandler) }
        return StoreTask(tracker.endCollecting())
    }

    /// Returns once no tracked work is running, or gives up after `timeout`, saying what
    /// still runs.
    ///
    /// ```swift
    /// store.dispatch(.startRoomUpdates(roomID: "general"))  // stays open
    /// store.dispatch(.loadMessages(page: 1))
    /// await store.settle(ignoringStreams: true)             // the load is done
    /// ```
    ///
    /// Tracked work is every task started with ``MiddlewareContext/run(fileID:line:_:)``
    /// (which includes ``RequestRunner`` calls, cancelled ones until they return),
    /// `dispatch(thunk:)` or ``StreamRunner``, counting work started while waiting. An attempt
    /// abandoned at its timeout is cancelled and not waited for: nothing it does reaches the
    /// store, and a call that ignores its cancellation would never return (releasing the store
    /// cancels it if it still runs). Meant for tests: dispatch, `await store.settle()`, then
    /// assert on ``state``.
    ///
    /// Waits on the environment's clock (debounce, retry backoff, timeouts, polling) are work
    /// too: with a test clock, advance it before settling. A stream subscription is work until
    /// its sequence ends or it is stopped: with `ignoringStreams` they may go on running
    /// (settling does not wait for the elements a test feeds either: wait for their actions,
    /// `TestStore.receive`, instead).
    ///
    /// Work that never ends (a call no one answers, a sleep on a test clock no one advances,
    /// work that starts new work forever, a `settle()` called from tracked work) does not hold
    /// a test run: after `timeout` of real time, `settle` logs at the `fault` level what still
    /// runs (`the request search (Contacts/Contacts.yaml:20), asleep on the store's clock for
    /// 0.2 seconds more`) and returns it. ReduxTesting's test log fails the running test with it.
    /// A settle whose task is cancelled returns at once, with what still runs, and logs nothing.
    /// - Parameters:
    ///   - ignoringStreams: Whether stream subscriptions may go on running.
    ///   - timeout: How long to wait, in real time; only a test that would hang waits it.
    /// - Returns: `nil` once settled; what still runs when it gave up.
    @discardableResult
    public func settle(ignoringStreams: Bool = false, timeout: Duration = UnsettledWork.settleTimeout) async -> UnsettledWork? {
        guard let running = await tracker.settle(ignoringStreams: ignoringStreams, timeout: timeout) else { return nil }
        let unsettled = UnsettledWork(waited: timeout, running: running)
        if !Task.isCancelled {
            environment.logger.log(.fault, "\(Self.self): \(unsettled)")
        }
        return unsettled
    }

    /// What tracked work runs now, oldest first, as ``UnsettledWork`` names it.
    public var runningWork: [String] { tracker.running() }

    /// Whether tracked work is running, stream subscriptions included, attempts abandoned at
    /// their timeout aside; see ``settle(ignoringStreams:timeout:)``.
    public var hasPendingWork: Bool { !tracker.isIdle }

    /// The context the middlewares of this store receive.
    var middlewareContext: MiddlewareContext<State, Action> { context }

    /// Calls `observer` with the current state now and with the state after every run of the
    /// reducer, repeats included, until the subscription is cancelled or the store is
    /// deallocated. It keeps nothing: the building block of the other observations.
    ///
    /// ```swift
    /// store.subscribeToEveryState { state in print(state.messages.count) }
    /// ```
    ///
    /// Actions the observer dispatches are queued and run after the current one (see "Reentrant
    /// dispatch"). The observer should read what it needs from the state, not keep the state:
    /// a kept state shares its collections with the store's, and the next action that changes
    /// one of them copies it.
    /// - Returns: The subscription, to cancel it.
    @discardableResult
    public func subscribeToEveryState(_ observer: @escaping @MainActor (State) -> Void) -> StoreSubscription {
        let subscription = observers.add(observer)
        exclusively {
            observer(box.value)
        }
        return subscription
    }

    /// Calls `observer` with the current state now and after every run of the reducer during
    /// which `changeFlag` says the state changed, until the subscription is cancelled.
    func subscribe(
        _ observer: @escaping @MainActor (State) -> Void,
        whenChanged changeFlag: StateChangeFlag
    ) -> StoreSubscription {
        let subscription = observers.add(observer, whenChanged: changeFlag)
        exclusively {
            observer(box.value)
        }
        return subscription
    }

    /// Calls `observer` after the next run of the reducer (not with the current state) with
    /// the state and what changed in it, then after the runs that wrote a field its last call
    /// returned: what derived observations build on. See ``ChangeObservable``.
    func subscribeToChanges(_ observer: @escaping @MainActor (State, StateChange) -> StateFields) -> StoreSubscription {
        observers.addSelective(observer)
    }

    /// ``subscribeToChanges(_:)`` of an observer that is its own place among the store's
    /// observers, which the store calls without a closure in between.
    func subscribeToChanges(_ observer: ObserverList<State>.Node) -> StoreSubscription {
        observers.append(observer)
    }

    /// Adds an observer of the states after each run of the reducer (not the current one).
    /// For streams, which deliver the current state themselves.
    func addObserver(_ receive: @escaping @MainActor (State) -> Void) -> StoreSubscription {
        observers.add(receive)
    }

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
        // The queue is empty after most actions: only its count is read here, so that this
        // function makes nothing of the action's type (an optional action, whose layout the
        // generic code would look up at every dispatch).
        if !queue.isEmpty { sendQueuedActions() }
        isDispatching = false
    }

    /// Sends the queued actions in order, those they queue included, until none is left.
    @inline(never)
    private func sendQueuedActions() {
        while let action = queue.popFirst() {
            send(action, from: firstHandler)
        }
    }

    /// A middleware's handler in the store's chain, with the handler after it: what the store
    /// walks for each action, reading no array of the action's type.
    private final class HandlerLink {
        let handle: @MainActor (Action, _ next: (Action) -> Void) -> Void
        /// The actions the handler is for; every action when `nil`.
        let isFor: (@Sendable (Action) -> Bool)?
        /// The link of the next middleware, set once all are made.
        var next: HandlerLink?

        init(handle: @escaping @MainActor (Action, _ next: (Action) -> Void) -> Void, isFor: (@Sendable (Action) -> Bool)?) {
            self.handle = handle
            self.isFor = isFor
        }
    }

    /// Passes `action` to the first handler from `start` on that is for it, or to the reducer
    /// past the last handler.
    private func send(_ action: Action, from start: HandlerLink?) {
        var link = start
        while let current = link, let isFor = current.isFor, !isFor(action) {
            link = current.next
        }
        guard let current = link else {
            reduce(action)
            return
        }
        current.handle(action) { next in
            self.send(next, from: current.next)
        }
    }

    /// Reduces `action` in place, then tells the observers which fields it wrote.
    private func reduce(_ action: Action) {
        let stamp = ReductionStamp.next()
        record.start?(&box.value, stamp)
        #if DEBUG
        let unperformed = effectCheck.uncollected { reducer(&box.value, action) }
        if !unperformed.isEmpty { logUnperformed(unperformed) }
        #else
        reducer(&box.value, action)
        #endif
        guard tracksChanges else {
            observers.notify(&box.value, .unknown)
            return
        }
        let change = StateChange(fields: record.written(&box.value, stamp), stamp: stamp, reads: unsafe Unmanaged.passUnretained(reads))
        // The state the observers get reports the fields their derivations read; the store's
        // own stops reporting once they are done.
        record.setReads(&box.value, reads)
        observers.notify(&box.value, change)
        record.setReads(&box.value, nil)
    }

    #if DEBUG
    /// Collects the effects the reducer asks for, to find those no middleware performs.
    private let effectCheck = EffectOutbox(for: Never.self)

    /// The types of the effects this store has logged that it does not perform.
    private var unperformedEffectTypes: Set<ObjectIdentifier> = []

    /// Logs, once per effect type, that the reducer asked for `effects` and that no
    /// middleware performs them.
    private func logUnperformed(_ effects: [any Sendable]) {
        for effect in effects where unperformedEffectTypes.insert(ObjectIdentifier(type(of: effect))).inserted {
            environment.logger.log(.warning, Self.unperformedEffectMessage(effect))
        }
    }

    /// What a store without the middleware that performs `effect` logs.
    static func unperformedEffectMessage(_ effect: any Sendable) -> String {
        let type = String(describing: Swift.type(of: effect))
        return "\(Self.self): the reducer asked for the effect \(type).\(effect), and no middleware of the store "
            + "performs \(type): add \(type)Performer(effects:).middleware (or Middleware.performingEffects(\(type).self)) "
            + "to its middlewares. Logged once per effect type, in debug builds."
    }
    #endif
}
