/// What a view model (or any UI code) needs of a store: read the state, dispatch, observe,
/// and wait for started work. ``Store`` and ``ScopedStore`` conform, so that a feature's view
/// model runs the same on the feature's own store and on its part of an app store:
///
/// ```swift
/// init(store: some StoreProtocol<TeamChatState, TeamChatAction>) { ... }
///
/// TeamChatViewModel(store: Store(initialState: TeamChatState(), reducer: TeamChatReducer.reduce))
/// TeamChatViewModel(store: appStore.scope(state: \.teamChat, action: AppAction.teamChat))
/// ```
///
/// Every observation is built on ``subscribeToEveryState(_:)``: derived values with
/// ``observe(_:owner:onChange:)``, a custom duplicate rule with
/// ``subscribe(removingDuplicates:_:)``, and the conforming types' `subscribe(_:)`.
@MainActor
public protocol StoreProtocol<State, Action>: AnyObject {
    /// The state the store holds (for a scoped store, its part of the parent's state).
    associatedtype State
    /// The action the store reduces (for a scoped store, the action it wraps for the parent).
    associatedtype Action

    /// The current state.
    var state: State { get }

    /// Sends `action` through the middlewares to the reducer and returns the work it started;
    /// see ``Store/dispatch(_:)``.
    @discardableResult
    func dispatch(_ action: Action) -> StoreTask

    /// Calls `observer` with the current state now and with the state after every run of the
    /// reducer, until the subscription is cancelled or the store is deallocated; see
    /// ``Store/subscribeToEveryState(_:)``.
    /// - Returns: The subscription, to cancel it.
    @discardableResult
    func subscribeToEveryState(_ observer: @escaping @MainActor (State) -> Void) -> StoreSubscription

    /// Returns once no tracked work of the store is running, stream subscriptions too unless
    /// `ignoringStreams`, or after `timeout` with what still runs; see
    /// ``Store/settle(ignoringStreams:timeout:)``.
    func settle(ignoringStreams: Bool, timeout: Duration) async -> UnsettledWork?

    /// Whether tracked work is running; see ``Store/settle(ignoringStreams:timeout:)``.
    var hasPendingWork: Bool { get }
}

extension StoreProtocol {
    /// Returns once no tracked work of the store is running, stream subscriptions too unless
    /// `ignoringStreams`, or after ``UnsettledWork/settleTimeout`` with what still runs; see
    /// ``Store/settle(ignoringStreams:timeout:)``.
    @discardableResult
    public func settle(ignoringStreams: Bool = false) async -> UnsettledWork? {
        await settle(ignoringStreams: ignoringStreams, timeout: UnsettledWork.settleTimeout)
    }

    /// Calls `observer` with the current state now and with every new state for which
    /// `isDuplicate` returns false against the last state it received, after each run of the
    /// reducer, until the subscription is cancelled or the store is deallocated.
    ///
    /// ```swift
    /// store.subscribe(removingDuplicates: { $0.unread == $1.unread }) { state in
    ///     badge.count = state.unread
    /// }
    /// ```
    ///
    /// It keeps the last state it delivered, to compare the next one with: while it does, an
    /// action that changes one of the state's collections copies that collection once.
    /// - Returns: The subscription, to cancel it.
    @discardableResult
    public func subscribe(
        removingDuplicates isDuplicate: @escaping (State, State) -> Bool,
        _ observer: @escaping @MainActor (State) -> Void
    ) -> StoreSubscription {
        var last: State?
        return subscribeToEveryState { state in
            if let previous = last, isDuplicate(previous, state) { return }
            last = state
            observer(state)
        }
    }
}

extension Store: StoreProtocol {}
