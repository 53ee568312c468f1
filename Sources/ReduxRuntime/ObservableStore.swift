import Observation

/// A store adapted to Observation, for SwiftUI code that reads the state itself instead of a
/// view model's props.
///
/// ```swift
/// struct CounterView: View {
///     let store: ObservableStore<CounterState, CounterAction>
///     var body: some View {
///         Button("\(store.state.count)") { store.send(.increment) }
///     }
/// }
///
/// CounterView(store: ObservableStore(appStore.scope(state: \.counter, action: AppAction.counter)))
/// ```
///
/// ``state`` is assigned after each run of the reducer, only when it changed if `State` is
/// `Equatable` (always otherwise), so views that read it are invalidated only by real
/// changes. The adapter keeps the store alive; the store holds the adapter weakly.
///
/// The adapter holds the state it publishes, so an action that changes one of its
/// collections copies that collection once; and a view that reads ``state`` is invalidated by
/// any change of it. For large states and views that show parts of them, prefer a view model,
/// whose props are observed one by one.
@MainActor
@Observable
public final class ObservableStore<State, Action> {
    /// The store's current state (a scoped store's part), as last reduced.
    public private(set) var state: State

    @ObservationIgnored private let store: any StoreProtocol<State, Action>

    init(store: some StoreProtocol<State, Action>, removingDuplicates isDuplicate: ((State, State) -> Bool)?) {
        self.store = store
        state = store.state
        let link = SubscriptionLink()
        var isCurrentState = true
        link.subscription = store.subscribeToEveryState { [weak self] state in
            guard let self else {
                link.subscription?.cancel()
                return
            }
            // The first delivery is the state just assigned above.
            guard !isCurrentState else {
                isCurrentState = false
                return
            }
            if let isDuplicate, isDuplicate(self.state, state) { return }
            self.state = state
        }
    }

    /// Sends `action` to the store; ``state`` reflects it when `send` returns (outside another
    /// dispatch), see ``Store/dispatch(_:)``.
    public func send(_ action: Action) {
        store.dispatch(action)
    }

    /// Returns once no tracked work of the store is running, stream subscriptions too unless
    /// `ignoringStreams`, or after `timeout` with what still runs; see
    /// ``Store/settle(ignoringStreams:timeout:)``.
    @discardableResult
    public func settle(ignoringStreams: Bool = false, timeout: Duration = UnsettledWork.settleTimeout) async -> UnsettledWork? {
        await store.settle(ignoringStreams: ignoringStreams, timeout: timeout)
    }
}

extension ObservableStore {
    /// Adapts `store`; ``state`` is assigned after every run of the reducer. This initializer
    /// is used when `State` is not `Equatable`.
    public convenience init(_ store: some StoreProtocol<State, Action>) {
        self.init(store: store, removingDuplicates: nil)
    }
}

extension ObservableStore where State: Equatable {
    /// Adapts `store`; ``state`` is assigned only when the reducer changed it.
    public convenience init(_ store: some StoreProtocol<State, Action>) {
        self.init(store: store, removingDuplicates: { $0 == $1 })
    }
}
