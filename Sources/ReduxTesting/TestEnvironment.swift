import ReduxRuntime

extension StoreEnvironment {
    /// The environment of a store under test: waits on `clock`, keeps persisted fields in
    /// memory and its log in a ``TestLog`` (nothing written to disk, nothing printed) unless
    /// the test gives them, and retries wait their full backoff (no jitter) unless the test
    /// gives `random`, so that a test knows when each retry wakes.
    ///
    /// ```swift
    /// let clock = TestClock()
    /// let store = TestStore(initialState: TimelineState(), reducer: TimelineReducer.reduce,
    ///                       middlewares: [loader], environment: StoreEnvironment(clock: clock))
    /// await clock.advance(by: RetryPolicy(attempts: 2, backoff: .seconds(1)).delay(beforeRetry: 1))
    /// ```
    /// - Parameters:
    ///   - clock: The test clock every wait of the runtime is measured on.
    ///   - logger: Receives the runtime's messages; a new ``TestLog`` by default (a test
    ///     store's ``TestStore/log``), whose faults fail the running test.
    ///   - random: Draws the jitter of each retry's wait, from 0 up to 1; 0 (no jitter) by
    ///     default.
    ///   - storage: Where persisted fields are kept; a new `InMemoryStorage` by default.
    public init(
        clock: TestClock,
        logger: (any StoreLogger)? = nil,
        random: @escaping @Sendable () -> Double = { 0 },
        storage: (any PersistentStorage)? = nil
    ) {
        self.init(
            clock: clock as any Clock<Duration>,
            logger: logger ?? TestLog(),
            random: random,
            storage: storage ?? InMemoryStorage()
        )
    }

    /// The environment of a store under test whose runtime messages, of every level, go to
    /// `log`; see ``init(clock:logger:random:storage:)``.
    /// - Parameters:
    ///   - clock: The test clock every wait of the runtime is measured on.
    ///   - log: Receives the runtime's messages, one line each.
    ///   - random: Draws the jitter of each retry's wait; 0 (no jitter) by default.
    ///   - storage: Where persisted fields are kept; a new `InMemoryStorage` by default.
    public init(
        clock: TestClock,
        log: @escaping @Sendable (String) -> Void,
        random: @escaping @Sendable () -> Double = { 0 },
        storage: (any PersistentStorage)? = nil
    ) {
        self.init(clock: clock as any Clock<Duration>, log: log, random: random, storage: storage ?? InMemoryStorage())
    }
}
