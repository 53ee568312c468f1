extension Store {
    /// Calls `observer` with the current state now and with every new state after each run of
    /// the reducer, until the returned subscription is cancelled or the store is deallocated.
    ///
    /// This overload is used when `State` is not `Equatable` and delivers every state; for an
    /// `Equatable` state the store uses the overload that skips repeats. Actions the observer
    /// dispatches are queued and run after the current one (see ``Store``).
    /// - Returns: The subscription, to cancel it.
    @discardableResult
    public func subscribe(_ observer: @escaping @MainActor (State) -> Void) -> StoreSubscription {
        addSubscriber(isDuplicate: nil, observer)
    }

    /// Like `subscribe(_:)`, but skips a state for which `isDuplicate` returns true against
    /// the last state delivered to this observer.
    /// - Parameters:
    ///   - isDuplicate: Whether two states are the same for this observer.
    ///   - observer: Called with the current state and every new, non-duplicate state.
    /// - Returns: The subscription, to cancel it.
    @discardableResult
    public func subscribe(
        removingDuplicates isDuplicate: @escaping (State, State) -> Bool,
        _ observer: @escaping @MainActor (State) -> Void
    ) -> StoreSubscription {
        addSubscriber(isDuplicate: isDuplicate, observer)
    }

    func addSubscriber(
        isDuplicate: ((State, State) -> Bool)?,
        _ observer: @escaping @MainActor (State) -> Void
    ) -> StoreSubscription {
        let subscriber = Subscriber<State>(isDuplicate: isDuplicate) { state in
            observer(state)
            return true
        }
        subscribers.add(subscriber)
        exclusively {
            _ = subscriber.receive(state)
        }
        return StoreSubscription { [weak subscribers, weak subscriber] in
            if let subscriber { subscribers?.remove(subscriber) }
        }
    }
}

extension Store where State: Equatable {
    /// Calls `observer` with the current state now and with every new state that differs from
    /// the last one it received, until the returned subscription is cancelled or the store is
    /// deallocated.
    ///
    /// Actions the observer dispatches are queued and run after the current one (see ``Store``).
    /// - Returns: The subscription, to cancel it.
    @discardableResult
    public func subscribe(_ observer: @escaping @MainActor (State) -> Void) -> StoreSubscription {
        addSubscriber(isDuplicate: { $0 == $1 }, observer)
    }
}

extension Store where State: Sendable {
    /// A new stream of the store's states: the current state first, then the state after each
    /// run of the reducer, repeats included, buffered without limit.
    ///
    /// Each access returns a new, independent stream. The stream finishes when the store is
    /// deallocated; ending the iteration (or cancelling the iterating task) unsubscribes it.
    /// `State` must be `Sendable` because the stream hands states to whichever task iterates it.
    public var states: AsyncStream<State> {
        let (stream, continuation) = AsyncStream.makeStream(of: State.self, bufferingPolicy: .unbounded)
        let finisher = StreamFinisher(continuation)
        let subscriber = Subscriber<State>(isDuplicate: nil) { state in
            if case .terminated = finisher.continuation.yield(state) { return false }
            return true
        }
        subscribers.add(subscriber)
        continuation.onTermination = { [weak subscribers, weak subscriber] _ in
            Task { @MainActor in
                if let subscriber { subscribers?.remove(subscriber) }
            }
        }
        continuation.yield(state)
        return stream
    }
}
