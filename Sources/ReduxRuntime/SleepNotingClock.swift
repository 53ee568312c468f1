/// The clock a store's middlewares wait on: the environment's clock, noting each wait of a
/// tracked task in its ``WorkTracker/Work``, so that a settle that gives up can say which
/// work sleeps on the clock and for how long still (a debounce, a retry's backoff, a poll's
/// interval, a timeout that a test clock does not reach).
struct SleepNotingClock<Base: Clock<Duration>>: Clock, SleepNoting {
    let base: Base

    var now: Base.Instant { base.now }

    var minimumResolution: Duration { base.minimumResolution }

    func sleep(until deadline: Base.Instant, tolerance: Duration?) async throws {
        guard let work = WorkTracker.Work.current else {
            return try await base.sleep(until: deadline, tolerance: tolerance)
        }
        let base = base
        let token = work.beginSleep { base.now.duration(to: deadline) }
        defer { work.endSleep(token) }
        try await base.sleep(until: deadline, tolerance: tolerance)
    }
}

/// A clock that notes the sleeps of tracked work already.
protocol SleepNoting {}

extension StoreEnvironment {
    /// This environment with a clock that notes the sleeps of tracked work.
    func notingSleeps() -> StoreEnvironment {
        guard !(clock is any SleepNoting) else { return self }
        var environment = self
        environment.clock = Self.notingSleeps(of: clock)
        return environment
    }

    private static func notingSleeps(of clock: some Clock<Duration>) -> any Clock<Duration> {
        SleepNotingClock(base: clock)
    }
}
