/// What a store's runtime takes from the world instead of reaching for it: the clock that
/// every wait is measured on, the randomness of retry jitter, where the runtime writes what it
/// has to say, and where it keeps the fields a feature persists.
///
/// ```swift
/// let store = Store(
///     initialState: TimelineState(),
///     reducer: TimelineReducer.reduce,
///     middlewares: [TimelineLoader(service: service).middleware],
///     environment: StoreEnvironment(clock: testClock, log: { logged.append($0) })
/// )
/// ```
///
/// ``RequestRunner`` sleeps on ``clock`` for debounce, retry backoff and timeouts, so a test
/// that gives the store a test clock drives them by advancing it, without sleeping; it draws
/// each retry's jitter from ``random``. Persisted fields (`Middleware.persisting(_:key:restore:)`)
/// are read from and saved to ``storage``; tests and previews give it an ``InMemoryStorage``.
/// Middlewares read the environment as ``MiddlewareContext/environment``.
public struct StoreEnvironment: Sendable {
    /// The clock every wait of the runtime is measured on; `ContinuousClock()` by default.
    public var clock: any Clock<Duration>
    /// Receives the runtime's messages (a call that a `first` policy dropped, say); prints by
    /// default. Called from any task, hence `@Sendable`.
    public var log: @Sendable (String) -> Void
    /// Draws a number from 0 up to (not including) 1 for each retry's jitter (see
    /// ``RetryPolicy``); `Double.random(in: 0..<1)` by default. Called from any task.
    public var random: @Sendable () -> Double
    /// Where persisted fields are kept between launches; ``FileStorage/standard`` by default.
    public var storage: any PersistentStorage

    /// Creates an environment.
    /// - Parameters:
    ///   - clock: The clock every wait of the runtime is measured on.
    ///   - log: Receives the runtime's messages, one line each.
    ///   - random: Draws the jitter of each retry's wait, from 0 up to 1.
    ///   - storage: Where persisted fields are kept between launches.
    public init(
        clock: any Clock<Duration> = ContinuousClock(),
        log: @escaping @Sendable (String) -> Void = { print($0) },
        random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) },
        storage: any PersistentStorage = FileStorage.standard
    ) {
        self.clock = clock
        self.log = log
        self.random = random
        self.storage = storage
    }
}
