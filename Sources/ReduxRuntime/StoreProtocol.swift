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
/// Equality-based observation and the states stream are extensions of the conforming types:
/// `subscribe(_:)` of ``Store`` and ``ScopedStore``, and `observe(_:owner:onChange:)`
/// on any store.
@MainActor
public protocol StoreProtocol<State, Action>: AnyObject {
    /// The state the store holds (for a scoped store, its part of the parent's state).
    associatedtype State
    /// The action the store reduces (for a scoped store, the action it wraps for the parent).
    associatedtype Action

    /// The current state.
    var state: State { get }

    /// Sends `action` through the middlewares to the reducer; see ``Store/dispatch(_:)``.
    func dispatch(_ action: Action)

    /// Calls `observer` with the current state now and with every new state, after each run
    /// of the reducer, for which `isDuplicate` returns false against the last state it
    /// received; until the subscription is cancelled or the store is deallocated.
    /// - Returns: The subscription, to cancel it.
    @discardableResult
    func subscribe(
        removingDuplicates isDuplicate: @escaping (State, State) -> Bool,
        _ observer: @escaping @MainActor (State) -> Void
    ) -> StoreSubscription

    /// Returns once no tracked work of the store is running; see ``Store/settle()``.
    func settle() async

    /// Whether tracked work is running; see ``settle()``.
    var hasPendingWork: Bool { get }
}

extension Store: StoreProtocol {}
