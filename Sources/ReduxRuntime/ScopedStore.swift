/// A view of one feature's part of a parent store (usually the app store): made by
/// ``StoreProtocol/scope(state:action:)``.
///
/// - ``state`` is the parent's state at the scope's key path.
/// - ``dispatch(_:)`` wraps the action and dispatches it to the parent, through all of the
///   parent's middlewares.
/// - Observers get the part after every run of the parent's reducer
///   (``subscribeToEveryState(_:)``, ``StoreProtocol/observe(_:owner:onChange:)``), or, with
///   `subscribe(_:)` of an `Equatable` part, only when the part changed: other features'
///   actions then do not call them.
/// - ``settle(ignoringStreams:timeout:)`` and ``hasPendingWork`` are the parent's: they cover all of its work.
///
/// A scoped store keeps its parent alive. It conforms to ``StoreProtocol``, so a feature's view
/// model takes it in place of the feature's own store, and it can be scoped further.
@MainActor
public final class ScopedStore<State, Action>: StoreProtocol, ChangeObservable {
    private let readState: @MainActor () -> State
    private let send: @MainActor (Action) -> StoreTask
    private let subscribeToParent: @MainActor (_ observer: @escaping @MainActor (State) -> Void) -> StoreSubscription
    private let subscribeToParentChanges: @MainActor (_ observer: @escaping @MainActor (inout State, StateChange) -> StateFields) -> StoreSubscription
    private let parentExclusively: @MainActor (() -> Void) -> Void
    private let parent: any StoreProtocol
    let tracksChanges: Bool
    /// The subscribers of `subscribe(_:)` of an `Equatable` part.
    let changeSubscribers = ChangeSubscribers<State>()

    init<Parent: StoreProtocol>(
        parent: Parent,
        state toFeature: KeyPath<Parent.State, State>,
        action embed: @escaping (Action) -> Parent.Action
    ) {
        self.parent = parent
        readState = { parent.state[keyPath: toFeature] }
        send = { parent.dispatch(embed($0)) }
        subscribeToParent = { observer in
            parent.subscribeToEveryState { observer($0[keyPath: toFeature]) }
        }
        let part = StateRecord<State>.make()
        guard let changes = parent as? any ChangeObservable<Parent.State> else {
            tracksChanges = false
            parentExclusively = { $0() }
            subscribeToParentChanges = { observer in
                parent.subscribeToEveryState { parentState in
                    var state = parentState[keyPath: toFeature]
                    _ = observer(&state, .unknown)
                }
            }
            return
        }
        tracksChanges = part.isTracked && changes.tracksChanges
        parentExclusively = { changes.exclusively($0) }
        // The parent's fields that the key path reads: a change of no other concerns the part.
        let parentFields = StateRecord<Parent.State>.make().reading(parent.state, with: FieldReads()) { _ = $0[keyPath: toFeature] }.1
        let reads = FieldReads()
        // The parent calls the part's observers for writes of the fields that hold the part;
        // each observer then skips what its own fields tell it to.
        subscribeToParentChanges = { observer in
            changes.subscribeToChanges { parentState, change in
                guard change.isSweep || change.fields.intersects(parentFields) else { return parentFields }
                var state = parentState[keyPath: toFeature]
                let fields = change.fields.intersects(parentFields) ? part.written(&state, change.stamp) : .none
                guard change.isSweep || !fields.isEmpty else { return parentFields }
                guard part.isTracked else {
                    _ = observer(&state, StateChange(fields: fields, stamp: change.stamp, reads: nil, isSweep: change.isSweep))
                    return parentFields
                }
                part.setReads(&state, reads)
                _ = observer(&state, StateChange(fields: fields, stamp: change.stamp, reads: unsafe Unmanaged.passUnretained(reads), isSweep: change.isSweep))
                return parentFields
            }
        }
    }

    /// The feature's part of the parent's current state.
    public var state: State { readState() }

    /// Wraps `action` into the parent's action and dispatches it to the parent; returns the
    /// work it started, as ``Store/dispatch(_:)`` does.
    @discardableResult
    public func dispatch(_ action: Action) -> StoreTask {
        send(action)
    }

    /// Calls `observer` with the current part now and with the part after every run of the
    /// parent's reducer, whichever feature the action was for, repeats included. It keeps
    /// nothing; see ``Store/subscribeToEveryState(_:)``.
    ///
    /// ```swift
    /// cart.subscribeToEveryState { cart in print(cart.items.count) }
    /// ```
    /// - Returns: The subscription, to cancel it.
    @discardableResult
    public func subscribeToEveryState(_ observer: @escaping @MainActor (State) -> Void) -> StoreSubscription {
        subscribeToParent(observer)
    }

    /// Calls `observer` with the current part now and after every run of the parent's
    /// reducer, whichever feature the action was for. This overload is used when `State` is
    /// not `Equatable`; for an `Equatable` state the overload that skips repeats is used.
    ///
    /// ```swift
    /// cart.subscribe { cart in print(cart.items.count) }
    /// ```
    /// - Returns: The subscription, to cancel it.
    @discardableResult
    public func subscribe(_ observer: @escaping @MainActor (State) -> Void) -> StoreSubscription {
        subscribeToParent(observer)
    }

    /// Calls `observer` after each run of the parent's reducer that may have changed the part,
    /// with the part and what changed in it.
    func subscribeToChanges(_ observer: @escaping @MainActor (State, StateChange) -> StateFields) -> StoreSubscription {
        subscribeToParentChanges { state, change in observer(state, change) }
    }

    /// ``subscribeToChanges(_:)`` of `observer`'s ``ObserverList/Node/receive(_:_:)``, through
    /// a place among the parent's observers.
    func subscribeToChanges(_ observer: ObserverList<State>.Node) -> StoreSubscription {
        subscribeToParentChanges { state, change in observer.receive(&state, change) }
    }

    /// Runs `body` as part of the parent's dispatching.
    func exclusively(_ body: () -> Void) {
        parentExclusively(body)
    }

    /// Returns once no tracked work of the parent store is running (the work of every
    /// feature, not only this one's), stream subscriptions too unless `ignoringStreams`; see
    /// ``Store/settle(ignoringStreams:timeout:)``.
    @discardableResult
    public func settle(ignoringStreams: Bool = false, timeout: Duration = UnsettledWork.settleTimeout) async -> UnsettledWork? {
        await parent.settle(ignoringStreams: ignoringStreams, timeout: timeout)
    }

    /// Whether tracked work of the parent store is running; see ``settle(ignoringStreams:timeout:)``.
    public var hasPendingWork: Bool { parent.hasPendingWork }
}

extension ScopedStore where State: Equatable {
    /// Calls `observer` with the current part now and with every new part that differs from
    /// the last one: actions that leave this feature's part unchanged (other features'
    /// actions among them) do not call it.
    ///
    /// ```swift
    /// cart.subscribe { cart in render(cart) }
    /// ```
    ///
    /// As with `subscribe(_:)` of ``Store``, a part that records which fields each action
    /// writes (a generated state) is neither kept nor compared; the subscribers of a part that
    /// records nothing share one kept copy of the last part and one comparison per action.
    /// - Returns: The subscription, to cancel it.
    @discardableResult
    public func subscribe(_ observer: @escaping @MainActor (State) -> Void) -> StoreSubscription {
        guard tracksChanges else { return changeSubscribers.subscribe(to: self, isEqual: { $0 == $1 }, observer) }
        return subscribeToWrites(current: state, observer)
    }
}

extension StoreProtocol {
    /// A store of the feature whose state is at `toFeature` in this store's state and whose
    /// actions `embed` wraps into this store's action.
    ///
    /// ```swift
    /// let cart = shopStore.scope(state: \.cart, action: ShopAction.cart)
    /// cart.dispatch(.add(item))  // shopStore receives .cart(.add(item))
    /// ```
    /// - Parameters:
    ///   - toFeature: Where the feature's state is in this store's state.
    ///   - embed: Wraps a feature action into this store's action, usually an action case.
    /// - Returns: The scoped store; it keeps this store alive.
    public func scope<FeatureState, FeatureAction>(
        state toFeature: KeyPath<State, FeatureState>,
        action embed: @escaping (FeatureAction) -> Action
    ) -> ScopedStore<FeatureState, FeatureAction> {
        ScopedStore(parent: self, state: toFeature, action: embed)
    }
}
