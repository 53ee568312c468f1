/// What a store's runtime takes from the world instead of reaching for it: the clock that
/// every wait is measured on, the randomness of retry jitter, where the runtime writes what it
/// has to say, and where it keeps the fields a feature persists.
///
/// ```swift
/// let store = Store(
///     initialState: TimelineState(),
///     reducer: TimelineReducer.reduce,
///     middlewares: [TimelineLoader(service: service).middleware],
///     environment: StoreEnvironment(clock: testClock, storage: InMemoryStorage())
/// )
/// ```
///
/// ``RequestRunner`` sleeps on ``clock`` for debounce, retry backoff and timeouts, so a test
/// that gives the store a test clock drives them by advancing it, without sleeping; it draws
/// each retry's jitter from ``random``. Persisted fields (`Middleware.persisting(_:key:restore:)`)
/// are read from and saved to ``storage``. Middlewares read the environment as
/// ``MiddlewareContext/environment``.
///
/// ## Defaults
/// An environment created without a storage or a logger uses an app's:
/// ``FileStorage/standard`` (see "Where persisted fields are kept" there) and
/// ``SystemLogger/standard`` (`os.Logger` where it exists). ReduxTesting's `TestStore`, its
/// test environment (`StoreEnvironment(clock: TestClock())`) and the generated preview stores
/// use an `InMemoryStorage` and a log kept in memory instead, so that nothing they run writes
/// a file or prints; ``usesDefaultStorage`` and ``usesDefaultLogger`` say which defaults an
/// environment has.
public struct StoreEnvironment: Sendable {
    /// The clock every wait of the runtime is measured on; `ContinuousClock()` by default.
    public var clock: any Clock<Duration>
    /// Draws a number from 0 up to (not including) 1 for each retry's jitter (see
    /// ``RetryPolicy``); `Double.random(in: 0..<1)` by default. Called from any task.
    public var random: @Sendable () -> Double
    private var chosenStorage: (any PersistentStorage)?
    private var chosenLogger: (any StoreLogger)?

    /// Creates an environment.
    /// - Parameters:
    ///   - clock: The clock every wait of the runtime is measured on.
    ///   - logger: Receives the runtime's messages, at their levels; `nil` for the app's
    ///     default, ``SystemLogger/standard``.
    ///   - random: Draws the jitter of each retry's wait, from 0 up to 1.
    ///   - storage: Where persisted fields are kept between launches; `nil` for the app's
    ///     default, ``FileStorage/standard``.
    public init(
        clock: any Clock<Duration> = ContinuousClock(),
        logger: (any StoreLogger)? = nil,
        random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) },
        storage: (any PersistentStorage)? = nil
    ) {
        self.clock = clock
        self.random = random
        chosenStorage = storage
        chosenLogger = logger
    }

    /// Creates an environment whose runtime messages, of every level, go to `log`.
    ///
    /// ```swift
    /// let environment = StoreEnvironment(log: { lines.append($0) })
    /// ```
    /// - Parameters:
    ///   - clock: The clock every wait of the runtime is measured on.
    ///   - log: Receives the runtime's messages, one line each.
    ///   - random: Draws the jitter of each retry's wait, from 0 up to 1.
    ///   - storage: Where persisted fields are kept between launches; `nil` for the app's
    ///     default, ``FileStorage/standard``.
    public init(
        clock: any Clock<Duration> = ContinuousClock(),
        log: @escaping @Sendable (String) -> Void,
        random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) },
        storage: (any PersistentStorage)? = nil
    ) {
        self.init(clock: clock, logger: ClosureLogger(write: log), random: random, storage: storage)
    }

    /// Where persisted fields are kept between launches; ``FileStorage/standard`` unless the
    /// environment was given another.
    public var storage: any PersistentStorage {
        get { chosenStorage ?? FileStorage.standard }
        set { chosenStorage = newValue }
    }

    /// Receives the runtime's messages at their levels; ``SystemLogger/standard`` unless the
    /// environment was given another. Called from any task.
    public var logger: any StoreLogger {
        get { chosenLogger ?? SystemLogger.standard }
        set { chosenLogger = newValue }
    }

    /// Passes a message to ``logger`` at the `info` level; setting it makes a logger that
    /// passes every message to the closure.
    public var log: @Sendable (String) -> Void {
        get { { [logger] in logger.log(.info, $0) } }
        set { chosenLogger = ClosureLogger(write: newValue) }
    }

    /// Whether ``storage`` is the app's default because the environment was given none.
    public var usesDefaultStorage: Bool { chosenStorage == nil }

    /// Whether ``logger`` is the app's default because the environment was given none.
    public var usesDefaultLogger: Bool { chosenLogger == nil }

    /// This environment with `storage` and `logger` instead of the app's defaults it would
    /// use; what it was given stays. What a test store and a preview do, so that what they
    /// run writes no file and prints nothing:
    ///
    /// ```swift
    /// let isolated = environment.replacingDefaults(storage: InMemoryStorage(), logger: testLog)
    /// ```
    /// - Parameters:
    ///   - storage: The storage to use if the environment has the default one.
    ///   - logger: The logger to use if the environment has the default one.
    public func replacingDefaults(
        storage: @autoclosure () -> any PersistentStorage,
        logger: @autoclosure () -> any StoreLogger
    ) -> StoreEnvironment {
        var environment = self
        if usesDefaultStorage { environment.storage = storage() }
        if usesDefaultLogger { environment.logger = logger() }
        return environment
    }
}
