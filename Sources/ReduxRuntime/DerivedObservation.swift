extension StoreProtocol {
    /// Calls `onChange` with `derive(state)` whenever it differs from the last derived value,
    /// for as long as `owner` lives: the building block of a view model's `props`.
    ///
    /// `derive` runs on the current state at once (that value is not delivered: the owner
    /// computes its initial value itself) and then after each run of the reducer that changes
    /// the state (every run, for a non-`Equatable` state). `onChange` gets the owner and a
    /// value that differs from the previous one, so an owner that assigns it to an observable
    /// property triggers Observation only on real changes.
    ///
    /// The store holds `owner` weakly; the subscription cancels itself at the first state
    /// after `owner` is deallocated.
    ///
    /// ```swift
    /// props = TeamChatProps.make(from: store.state)
    /// store.observe(TeamChatProps.make(from:), owner: self) { viewModel, props in
    ///     viewModel.props = props
    /// }
    /// ```
    /// - Parameters:
    ///   - derive: Computes the value from the state, such as a `<Feature>Props.make(from:)`.
    ///   - owner: The object that receives the values; not retained.
    ///   - onChange: Called with the owner and each new value.
    /// - Returns: The subscription, to cancel it earlier.
    @discardableResult
    public func observe<Owner: AnyObject, Value: Equatable>(
        _ derive: @escaping @MainActor (State) -> Value,
        owner: Owner,
        onChange: @escaping @MainActor (Owner, Value) -> Void
    ) -> StoreSubscription {
        observe(derive, removingDuplicateStates: { _, _ in false }, owner: owner, onChange: onChange)
    }

    /// Subscribes with `isDuplicateState`, derives a value from each state delivered, and
    /// calls `onChange` when it differs from the last one; see ``observe(_:owner:onChange:)``.
    func observe<Owner: AnyObject, Value: Equatable>(
        _ derive: @escaping @MainActor (State) -> Value,
        removingDuplicateStates isDuplicateState: @escaping (State, State) -> Bool,
        owner: Owner,
        onChange: @escaping @MainActor (Owner, Value) -> Void
    ) -> StoreSubscription {
        var last: Value?
        let link = SubscriptionLink()
        let subscription = subscribe(removingDuplicates: isDuplicateState) { [weak owner] state in
            guard let owner else {
                link.subscription?.cancel()
                return
            }
            let value = derive(state)
            defer { last = value }
            // The first state is the one the owner computed its initial value from.
            guard let previous = last, previous != value else { return }
            onChange(owner, value)
        }
        link.subscription = subscription
        return subscription
    }
}

extension StoreProtocol where State: Equatable {
    /// Like the general `observe(_:owner:onChange:)`, but `derive` does not
    /// run for a state equal to the last one (an action that changed nothing, or another
    /// feature's action on a scoped store).
    @discardableResult
    public func observe<Owner: AnyObject, Value: Equatable>(
        _ derive: @escaping @MainActor (State) -> Value,
        owner: Owner,
        onChange: @escaping @MainActor (Owner, Value) -> Void
    ) -> StoreSubscription {
        observe(derive, removingDuplicateStates: { $0 == $1 }, owner: owner, onChange: onChange)
    }
}

/// Lets a subscriber's observer cancel its own subscription, which exists only once
/// `subscribe` has returned.
@MainActor
final class SubscriptionLink {
    var subscription: StoreSubscription?
}
