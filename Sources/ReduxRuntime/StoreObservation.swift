extension Store {
    /// Calls `observer` with the current state now and with every new state after each run of
    /// the reducer, until the returned subscription is cancelled or the store is deallocated.
    ///
    /// ```swift
    /// store.subscribe { state in render(state) }
    /// ```
    ///
    /// This overload is used when `State` is not `Equatable` and delivers every state, as
    /// ``subscribeToEveryState(_:)`` does; for an `Equatable` state the store uses the
    /// overload that skips repeats. Actions the observer dispatches are queued and run after
    /// the current one (see ``Store``).
    /// - Returns: The subscription, to cancel it.
    @discardableResult
    public func subscribe(_ observer: @escaping @MainActor (State) -> Void) -> StoreSubscription {
        subscribeToEveryState(observer)
    }
}

extension Store where State: Equatable {
    /// Calls `observer` with the current state now and with every new state that changed, until
    /// the returned subscription is cancelled or the store is deallocated.
    ///
    /// ```swift
    /// store.subscribe { state in render(state) }
    /// ```
    ///
    /// A generated state records which fields each action writes (``TrackedState``): the
    /// observer is then called after each action that wrote one, and nothing is kept or
    /// compared, whatever the state's size. A state that records nothing is compared with
    /// a kept copy of the last one, shared by all its subscribers; see "Observation" in
    /// ``Store``. Actions the observer dispatches are queued and run after the current one
    /// (see ``Store``).
    /// - Returns: The subscription, to cancel it.
    @discardableResult
    public func subscribe(_ observer: @escaping @MainActor (State) -> Void) -> StoreSubscription {
        guard tracksChanges else { return changeSubscribers.subscribe(to: self, isEqual: { $0 == $1 }, observer) }
        return subscribeToWrites(current: state, observer)
    }
}

extension Store where State: Sendable {
    /// A new stream of the store's states: the current state first, then the state after each
    /// run of the reducer, repeats included, buffered without limit.
    ///
    /// ```swift
    /// for await state in store.states { print(state.unread) }
    /// ```
    ///
    /// Each access returns a new, independent stream. The stream finishes when the store is
    /// deallocated; ending the iteration (or cancelling the iterating task) unsubscribes it.
    /// `State` must be `Sendable` because the stream hands states to whichever task iterates it.
    /// The buffered states share their collections with the store's state, so an action that
    /// changes one of them while states wait in the buffer copies it.
    public var states: AsyncStream<State> {
        let (stream, continuation) = AsyncStream.makeStream(of: State.self, bufferingPolicy: .unbounded)
        let finisher = StreamFinisher(continuation)
        let subscription = addObserver { state in
            if case .terminated = finisher.continuation.yield(state) { finisher.subscription?.cancel() }
        }
        finisher.subscription = subscription
        continuation.onTermination = { [weak subscription] _ in
            Task { @MainActor in subscription?.cancel() }
        }
        continuation.yield(state)
        return stream
    }
}
