extension StoreProtocol {
    /// Calls `onChange` with `derive(state)` whenever it differs from the last derived value,
    /// for as long as `owner` lives: the building block of a view model's props.
    ///
    /// ```swift
    /// props = TeamChatProps.make(from: store.state)
    /// store.observe(TeamChatProps.make(from:), owner: self) { viewModel, props in
    ///     viewModel.props = props
    /// }
    /// store.observe(\.unread, owner: self) { viewModel, unread in viewModel.badge = unread }
    /// ```
    ///
    /// `derive` runs on the current state at once (that value is not delivered: the owner
    /// computes its initial value itself) and then after each run of the reducer. `onChange`
    /// gets the owner and a value that differs from the previous one, so an owner that assigns
    /// it to an observable property triggers Observation only on real changes.
    ///
    /// Only the derived value is kept and compared, never the state: observing `\.unread` of
    /// a state that also holds 100,000 messages costs the same as of a state that holds none.
    /// Keep `derive` cheap, since it runs after every action; a derived value that holds one
    /// of the state's collections as it is (not mapped) shares it, so that the next action
    /// that changes that collection copies it.
    ///
    /// The store holds `owner` weakly; the subscription cancels itself at the first state
    /// after `owner` is deallocated.
    /// - Parameters:
    ///   - derive: Computes the value from the state, such as a `<Feature>Props.make(from:)`
    ///     or a key path.
    ///   - owner: The object that receives the values; not retained.
    ///   - onChange: Called with the owner and each new value.
    /// - Returns: The subscription, to cancel it earlier.
    @discardableResult
    public func observe<Owner: AnyObject, Value: Equatable>(
        _ derive: @escaping @MainActor (State) -> Value,
        owner: Owner,
        onChange: @escaping @MainActor (Owner, Value) -> Void
    ) -> StoreSubscription {
        let observation = DerivedValueObservation(owner: owner, initial: derive(state), derive: derive, onChange: onChange)
        let subscription = subscribeToEveryState { state in observation.receive(state) }
        observation.subscription = subscription
        return subscription
    }
}

/// What ``StoreProtocol/observe(_:owner:onChange:)`` keeps between states: the owner (weakly)
/// and the last derived value.
@MainActor
final class DerivedValueObservation<Owner: AnyObject, State, Value: Equatable> {
    private weak var owner: Owner?
    private let derive: @MainActor (State) -> Value
    private let onChange: @MainActor (Owner, Value) -> Void
    private var last: Value
    /// Whether the next state is the current one at subscription, the one `last` comes from.
    private var isNextStateTheInitialOne = true
    /// Cancelled at the first state after the owner is gone.
    var subscription: StoreSubscription?

    init(
        owner: Owner,
        initial: Value,
        derive: @escaping @MainActor (State) -> Value,
        onChange: @escaping @MainActor (Owner, Value) -> Void
    ) {
        self.owner = owner
        last = initial
        self.derive = derive
        self.onChange = onChange
    }

    func receive(_ state: State) {
        guard let owner else {
            subscription?.cancel()
            return
        }
        guard !isNextStateTheInitialOne else {
            isNextStateTheInitialOne = false
            return
        }
        let value = derive(state)
        // An equal value keeps the old one, which shares nothing with the state the store holds.
        guard value != last else { return }
        last = value
        onChange(owner, value)
    }
}
