import ReduxRuntime

extension StoreEnvironment {
    /// The environment of a store under test: waits on `clock`, and retries wait their full
    /// backoff (no jitter) unless the test gives `random`, so that a test knows when each
    /// retry wakes.
    ///
    /// ```swift
    /// let clock = TestClock()
    /// let store = TestStore(initialState: TimelineState(), reducer: TimelineReducer.reduce,
    ///                       middlewares: [loader], environment: StoreEnvironment(clock: clock))
    /// await clock.advance(by: RetryPolicy(attempts: 2, backoff: .seconds(1)).delay(beforeRetry: 1))
    /// ```
    /// - Parameters:
    ///   - clock: The test clock every wait of the runtime is measured on.
    ///   - log: Receives the runtime's messages, one line each; prints by default.
    ///   - random: Draws the jitter of each retry's wait, from 0 up to 1; 0 (no jitter) by
    ///     default.
    public init(
        clock: TestClock,
        log: @escaping @Sendable (String) -> Void = { print($0) },
        random: @escaping @Sendable () -> Double = { 0 }
    ) {
        self.init(clock: clock as any Clock<Duration>, log: log, random: random)
    }
}
