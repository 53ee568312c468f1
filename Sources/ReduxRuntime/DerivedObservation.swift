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
    /// computes its initial value itself) and then after each run of the reducer that wrote a
    /// field it read: a generated state records which fields each action writes and which
    /// fields a derivation reads (``TrackedState``), so observing `\.unread` costs nothing
    /// after an action that only appends a message. A state that records nothing is derived
    /// from after every run. `onChange` gets the owner and a value that differs from the
    /// previous one, so an owner that assigns it to an observable property triggers
    /// Observation only on real changes.
    ///
    /// Only the derived value is kept and compared, never the state. A derived value that
    /// holds one of the state's collections as it is (not mapped) shares it while it is kept,
    /// so that the next action that changes that collection copies it; an owner that shows
    /// such a collection observes it with ``observeDerivations(_:owner:onDerive:)``, which
    /// keeps nothing.
    ///
    /// The store holds `owner` weakly; once `owner` is deallocated, the subscription cancels
    /// itself at the next action that writes a field `derive` read, and at the latest within
    /// 64 actions.
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
        observeDerivations(derive, owner: owner, onDerive: changesOnly(of: derive, to: onChange))
    }

    /// ``observe(_:owner:onChange:)`` for an owner on the main actor that cancels the returned
    /// subscription in its `isolated deinit`, as a generated view model does; unsafe unless it
    /// does (see ``observeDerivationsAndWrites(_:cancelledInDeinitOf:onDerive:)``).
    ///
    /// ```swift
    /// observations.append(unsafe store.observe({ $0.path }, cancelledInDeinitOf: self) { viewModel, path in
    ///     viewModel.path = path
    /// })
    /// ```
    @unsafe
    public func observe<Owner: AnyObject, Value: Equatable>(
        _ derive: @escaping @MainActor (State) -> Value,
        cancelledInDeinitOf owner: Owner,
        onChange: @escaping @MainActor (Owner, Value) -> Void
    ) -> StoreSubscription {
        unsafe observeDerivations(derive, cancelledInDeinitOf: owner, onDerive: changesOnly(of: derive, to: onChange))
    }

    /// `onChange` called only with the derived values that differ from the last one, which
    /// starts as `derive` of the current state.
    private func changesOnly<Owner, Value: Equatable>(
        of derive: @MainActor (State) -> Value,
        to onChange: @escaping @MainActor (Owner, Value) -> Void
    ) -> @MainActor (Owner, Value) -> Void {
        var last = derive(state)
        return { owner, value in
            // An equal value keeps the old one, which shares nothing with the state the store holds.
            guard value != last else { return }
            last = value
            onChange(owner, value)
        }
    }

    /// Calls `onDerive` with `derive(state)` after each run of the reducer that wrote a field
    /// `derive` read, for as long as `owner` lives, and keeps nothing: for an owner that
    /// compares each value with what it shows, as a generated view model does with its props.
    ///
    /// ```swift
    /// store.observeDerivations(TeamChatProps.make(from:), owner: self) { viewModel, props in
    ///     viewModel.update(props)  // assigns the props that differ
    /// }
    /// ```
    ///
    /// `derive` runs on the current state at once, to learn which fields it reads (that value
    /// is not delivered), and then after each run of the reducer that wrote one of the fields
    /// its last run read (``TrackedState``); for a state that records nothing, after every
    /// run. Values equal to the last one are delivered too. Since no value is kept, a derived
    /// value that is one of the state's collections as it is shares nothing with the store
    /// once `onDerive` returns, and the next action that changes the collection changes it
    /// in place.
    ///
    /// The store holds `owner` weakly; once `owner` is deallocated, the subscription cancels
    /// itself at the next action that writes a field `derive` read, and at the latest within
    /// 64 actions.
    /// - Parameters:
    ///   - derive: Computes the value from the state, such as a `<Feature>Props.make(from:)`
    ///     or a key path.
    ///   - owner: The object that receives the values; not retained.
    ///   - onDerive: Called with the owner and each value derived after a run of the reducer.
    /// - Returns: The subscription, to cancel it earlier.
    @discardableResult
    public func observeDerivations<Owner: AnyObject, Value>(
        _ derive: @escaping @MainActor (State) -> Value,
        owner: Owner,
        onDerive: @escaping @MainActor (Owner, Value) -> Void
    ) -> StoreSubscription {
        observeDerivationsAndWrites(derive, owner: owner) { owner, value, _, _ in onDerive(owner, value) }
    }

    /// ``observeDerivations(_:owner:onDerive:)`` for an owner on the main actor that cancels
    /// the returned subscription in its `isolated deinit`, as a generated view model does;
    /// unsafe unless it does (see ``observeDerivationsAndWrites(_:cancelledInDeinitOf:onDerive:)``).
    ///
    /// ```swift
    /// observations.append(unsafe store.observeDerivations(TeamChatProps.make(from:), cancelledInDeinitOf: self) {
    ///     viewModel, props in viewModel.update(props)
    /// })
    /// ```
    @unsafe
    public func observeDerivations<Owner: AnyObject, Value>(
        _ derive: @escaping @MainActor (State) -> Value,
        cancelledInDeinitOf owner: Owner,
        onDerive: @escaping @MainActor (Owner, Value) -> Void
    ) -> StoreSubscription {
        unsafe observeDerivationsAndWrites(derive, cancelledInDeinitOf: owner) { owner, value, _, _ in onDerive(owner, value) }
    }

    /// Calls `onDerive` with `derive(state)`, that state and the fields that the run of the
    /// reducer wrote, after each run that wrote a field `derive` read, for as long as `owner`
    /// lives: for an owner that also shows some of the state's fields as they are, as a
    /// generated view model does with a prop that is a state field.
    ///
    /// ```swift
    /// store.observeDerivationsAndWrites(ChatViewModel.observedProps(of:), owner: self) { viewModel, props, state, writes in
    ///     viewModel.update(props, state, writes)  // `writes.contains(0)`: the state's first field was written
    /// }
    /// ```
    ///
    /// It works as ``observeDerivations(_:owner:onDerive:)``; `writes` tells which fields of
    /// the state the run wrote, by their places among the state's properties (those its
    /// accessors report). Of a state that records nothing, every field counts as written.
    /// The state is the one the value was derived from, handed on without a copy: an owner
    /// reads from it while `onDerive` runs, since one that keeps it, or a collection of it,
    /// shares the store's storage, and the next action that changes that storage copies it.
    /// - Parameters:
    ///   - derive: Computes the value from the state; it reads every field whose writes the
    ///     owner wants to hear of.
    ///   - owner: The object that receives the values; not retained.
    ///   - onDerive: Called with the owner, each value derived after a run of the reducer, the
    ///     state it was derived from and what that run wrote.
    /// - Returns: The subscription, to cancel it earlier.
    @discardableResult
    public func observeDerivationsAndWrites<Owner: AnyObject, Value>(
        _ derive: @escaping @MainActor (State) -> Value,
        owner: Owner,
        onDerive: @escaping @MainActor (Owner, Value, State, StateWrites) -> Void
    ) -> StoreSubscription {
        subscribe(DerivationObservation(owner: owner, derive: derive, onDerive: onDerive))
    }

    /// ``observeDerivationsAndWrites(_:owner:onDerive:)`` for an owner on the main actor that
    /// cancels the returned subscription in its `isolated deinit`, as a generated view model
    /// does: the store holds the owner without a weak reference, which would send every
    /// retain and release of the owner through a side table (a fifth of a screen's dispatch,
    /// with five view models observing).
    ///
    /// ```swift
    /// observations.append(unsafe store.observeDerivationsAndWrites(Self.observedProps(of:), cancelledInDeinitOf: self) {
    ///     viewModel, props, state, writes in viewModel.update(props, state, writes)
    /// })
    /// // …
    /// isolated deinit {
    ///     for observation in observations { observation.cancel() }
    /// }
    /// ```
    ///
    /// Unsafe unless the owner cancels it so: an `isolated deinit` runs on the main actor,
    /// where the store notifies, so that no notification follows it, and until it runs (when
    /// the owner was released elsewhere) the owner's memory stays. An owner that forgets to
    /// cancel is called after it is freed. The owner is not retained while `onDerive` runs
    /// either: `onDerive` must not let go of the last reference to it and then use it.
    /// - Parameters:
    ///   - derive: Computes the value from the state, as in
    ///     ``observeDerivationsAndWrites(_:owner:onDerive:)``.
    ///   - owner: The object that receives the values; not retained, and not referenced
    ///     weakly either.
    ///   - onDerive: Called with the owner, each value, the state and what the run wrote.
    /// - Returns: The subscription, which the owner cancels in its `isolated deinit`.
    @unsafe
    public func observeDerivationsAndWrites<Owner: AnyObject, Value>(
        _ derive: @escaping @MainActor (State) -> Value,
        cancelledInDeinitOf owner: Owner,
        onDerive: @escaping @MainActor (Owner, Value, State, StateWrites) -> Void
    ) -> StoreSubscription {
        subscribe(DerivationObservation(cancellingOwner: owner, derive: derive, onDerive: onDerive))
    }

    /// Subscribes `observation` to the store's changes (to every state, when the store tells
    /// no changes), after it derived from the current state to learn the fields it reads.
    private func subscribe<Owner: AnyObject, Value>(_ observation: DerivationObservation<Owner, State, Value>) -> StoreSubscription {
        if let changes = self as? any ChangeObservable<State>, changes.tracksChanges {
            observation.fieldsRead = StateRecord<State>.make().reading(state, with: FieldReads(), observation.derive).1
            let subscription = changes.subscribeToChanges(observation)
            // A store that holds its observers made the observation its own place.
            if subscription !== observation { observation.subscription = subscription }
            return subscription
        }
        // Delivers the current state first, which the owner knows already.
        var isCurrentState = true
        let subscription = subscribeToEveryState { state in
            guard !isCurrentState else {
                isCurrentState = false
                return
            }
            _ = observation.deliver(state, .unknown)
        }
        observation.subscription = subscription
        return subscription
    }
}

extension StoreProtocol {
    /// Calls `onWrite` after each run of the reducer that may have changed `read(state)`,
    /// keeping nothing of a state that records its writes: for an owner that reads the value
    /// from the store when it needs it, as a generated view model does with a prop that shows
    /// a state field as it is.
    ///
    /// ```swift
    /// store.observeWrites(\.messages, owner: self) { viewModel in
    ///     viewModel.withMutation(keyPath: \.messages) {}
    /// }
    /// ```
    ///
    /// Of a generated state (``TrackedState``), `onWrite` runs after each action that wrote a
    /// field `read` reads, and nothing is kept or compared. Of a state that records nothing,
    /// it runs when `read(state)` differs from the last value, which is kept to compare.
    ///
    /// The store holds `owner` weakly; once `owner` is deallocated, the subscription cancels
    /// itself at the next action that writes a field `read` reads, and at the latest within
    /// 64 actions.
    /// - Parameters:
    ///   - read: What the owner reads from the state, such as a key path.
    ///   - owner: The object told of the writes; not retained.
    ///   - onWrite: Called with the owner after each write.
    /// - Returns: The subscription, to cancel it earlier.
    @discardableResult
    public func observeWrites<Owner: AnyObject, Value: Equatable>(
        _ read: @escaping @MainActor (State) -> Value,
        owner: Owner,
        onWrite: @escaping @MainActor (Owner) -> Void
    ) -> StoreSubscription {
        guard recordsWrites else {
            return observe(read, owner: owner) { owner, _ in onWrite(owner) }
        }
        return observeDerivations(read, owner: owner) { owner, _ in onWrite(owner) }
    }
}

/// What ``StoreProtocol/observeDerivations(_:owner:onDerive:)`` keeps between states: the
/// owner (weakly, or not at all for one that cancels the observation in its deinit), the
/// closures and the fields the last derivation read. Of a ``Store``, it is its own place
/// among the store's observers, which the store calls without a closure in between; it
/// keeps its closures until it is released.
@MainActor
final class DerivationObservation<Owner: AnyObject, State, Value>: ObserverList<State>.Node {
    private weak var owner: Owner?
    /// The owner that cancels the observation in its `isolated deinit`, held without a
    /// reference count or a weak reference, which would give it a side table.
    private let cancellingOwner: Unmanaged<Owner>?
    let derive: @MainActor (State) -> Value
    private let onDerive: @MainActor (Owner, Value, State, StateWrites) -> Void
    /// The fields of the state that the last derivation read: a run of the reducer that
    /// wrote none of them leaves the derived value as it was.
    var fieldsRead = StateFields.all
    /// The place that calls this observation when it is not its own place (of a
    /// ``ScopedStore``, or of a store that tells no changes): cancelled at the first state
    /// after the owner is gone.
    var subscription: StoreSubscription?

    init(owner: Owner, derive: @escaping @MainActor (State) -> Value, onDerive: @escaping @MainActor (Owner, Value, State, StateWrites) -> Void) {
        self.owner = owner
        unsafe cancellingOwner = nil
        self.derive = derive
        self.onDerive = onDerive
    }

    init(
        cancellingOwner owner: Owner, derive: @escaping @MainActor (State) -> Value,
        onDerive: @escaping @MainActor (Owner, Value, State, StateWrites) -> Void
    ) {
        unsafe cancellingOwner = unsafe Unmanaged.passUnretained(owner)
        self.derive = derive
        self.onDerive = onDerive
    }

    /// Derives from `state` when `change` wrote a field the last derivation read, and
    /// returns the fields to be called for next: those the derivation read.
    override func receive(_ state: inout State, _ change: StateChange) -> StateFields {
        deliver(state, change)
    }

    /// ``receive(_:_:)`` of a state that is not lent by address.
    func deliver(_ state: State, _ change: StateChange) -> StateFields {
        if let cancellingOwner = unsafe cancellingOwner {
            return unsafe cancellingOwner.withGuaranteedReference { receive(state, change, for: $0) }
        }
        guard let owner else {
            (subscription ?? self).cancel()
            return .none
        }
        return receive(state, change, for: owner)
    }

    private func receive(_ state: State, _ change: StateChange, for owner: Owner) -> StateFields {
        guard change.fields.intersects(fieldsRead) else { return fieldsRead }
        let value: Value
        if let reads = unsafe change.reads {
            // The store holds the record of reads while it notifies; each use takes it
            // unretained, and none lasts across the derivation.
            unsafe reads.takeUnretainedValue().restart()
            value = derive(state)
            fieldsRead = unsafe reads.takeUnretainedValue().fields
        } else {
            value = derive(state)
            fieldsRead = .all
        }
        onDerive(owner, value, state, StateWrites(fields: change.fields, isRecorded: change.reads != nil))
        return fieldsRead
    }
}
