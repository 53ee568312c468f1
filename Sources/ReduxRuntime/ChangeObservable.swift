/// A store that tells its observers what changed in its state after each run of the reducer:
/// ``Store`` and ``ScopedStore``, on which every cheap observation builds.
@MainActor
protocol ChangeObservable<State>: AnyObject {
    associatedtype State

    /// Whether the state records which fields each action writes (``TrackedState``); when
    /// it does not, every change says that every field changed.
    var tracksChanges: Bool { get }

    /// Calls `observer` after the next run of the reducer (not with the current state) with
    /// the state and what changed in it, and then after each run that wrote one of the fields
    /// its last call returned (``StateFields/all`` for every run, even one that wrote
    /// nothing); a scoped store skips the runs that changed nothing of its part. An observer
    /// may be called after a run that wrote none of its fields too (see ``ObserverList``).
    func subscribeToChanges(_ observer: @escaping @MainActor (State, StateChange) -> StateFields) -> StoreSubscription

    /// Calls `observer`'s ``ObserverList/Node/receive(_:_:)`` as ``subscribeToChanges(_:)``
    /// calls its observer. A store that holds its observers makes `observer` itself their
    /// place and returns it; another wraps it in a place of its own, which it returns.
    func subscribeToChanges(_ observer: ObserverList<State>.Node) -> StoreSubscription

    /// Runs `body` as part of dispatching, so that actions it dispatches run after it; see
    /// "Reentrant dispatch" in ``Store``.
    func exclusively(_ body: () -> Void)
}

extension ChangeObservable {
    /// Calls `observer` with `current` now and with the state after each run of the reducer
    /// that wrote a field of it: `subscribe(_:)` of a tracked state, which keeps nothing.
    func subscribeToWrites(current: State, _ observer: @escaping @MainActor (State) -> Void) -> StoreSubscription {
        let subscription = subscribeToChanges { state, change in
            if !change.fields.isEmpty { observer(state) }
            return .all
        }
        exclusively { observer(current) }
        return subscription
    }
}

extension Store: ChangeObservable {}

extension StoreProtocol {
    /// Whether the observers of this store learn which fields of the state each action
    /// wrote (a generated state, on a store that tracks it); when not, every field counts as
    /// written.
    @usableFromInline
    var recordsWrites: Bool {
        guard let changes = self as? any ChangeObservable<State> else { return false }
        return changes.tracksChanges
    }
}
