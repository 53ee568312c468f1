import ReduxTesting
import Testing

/// A test clock's waits for sleepers fail the test, instead of hanging it, when nothing sleeps.
@Suite struct TestClockTimeoutTests {
    @Test func waitingForSleepersThatNeverComeIsAnIssue() async {
        let clock = TestClock()
        await withKnownIssue {
            await clock.waitForSleepers(1, timeout: .milliseconds(20))
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix("No task went to sleep on the test clock within")
        }
    }

    @Test func waitingForASleeperThatNeverComesSaysWhyARetryMayNotSleep() async {
        let clock = TestClock()
        await withKnownIssue {
            await clock.waitForSleeper(wakingAt: .zero.advanced(by: .seconds(1)), timeout: .milliseconds(20))
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("retryable (RetryableFailure)")
        }
    }

    @Test func aSleeperThatComesEndsTheWait() async throws {
        let clock = TestClock()
        let sleeper = Task { try await clock.sleep(until: .zero.advanced(by: .seconds(2)), tolerance: nil) }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: .seconds(2)))
        #expect(clock.sleepingDeadlines == [.zero.advanced(by: .seconds(2))])
        await clock.advance(by: .seconds(2))
        try await sleeper.value
        #expect(clock.sleepingDeadlines.isEmpty)
    }

    /// An attempt's timeout and the backoff after it end at the same instant: the wait for the
    /// only sleeper ends once the timeout's sleep is gone, not while both sleep.
    @Test func theOnlySleeperIsWaitedForUntilTheOtherSleepAtItsInstantEnds() async throws {
        let clock = TestClock()
        let instant = TestClock.Instant.zero.advanced(by: .seconds(1.5))
        let timeout = Task { try await clock.sleep(until: instant, tolerance: nil) }
        let backoff = Task { try await clock.sleep(until: instant, tolerance: nil) }
        await clock.waitForSleepers(2)
        let waiter = Task { await clock.waitForOnlySleeper(wakingAt: instant) }
        try await Task.sleep(for: .milliseconds(50))
        #expect(clock.sleepingDeadlines == [instant, instant], "the wait may not move time")
        timeout.cancel()
        await waiter.value
        #expect(clock.sleepingDeadlines == [instant])
        await clock.advance(to: instant)
        try await backoff.value
    }

    @Test func waitingForAnOnlySleeperWhileTwoSleepIsAnIssue() async {
        let clock = TestClock()
        let instant = TestClock.Instant.zero.advanced(by: .seconds(1))
        let sleepers = [Task { try await clock.sleep(until: instant, tolerance: nil) }, Task { try await clock.sleep(until: instant, tolerance: nil) }]
        await clock.waitForSleepers(2)
        await withKnownIssue {
            await clock.waitForOnlySleeper(wakingAt: instant, timeout: .milliseconds(20))
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix("The test clock did not come to have one task sleeping")
        }
        for sleeper in sleepers { sleeper.cancel() }
    }

    /// The timeout of an attempt, alone on the clock at the instant its retry's backoff will
    /// end, is not taken for the backoff: it began to sleep before the mark.
    @Test func theOnlySleeperSinceAMarkIsNotOneThatSleptBeforeIt() async throws {
        let clock = TestClock()
        let instant = TestClock.Instant.zero.advanced(by: .seconds(1.5))
        let timeout = Task { try await clock.sleep(until: instant, tolerance: nil) }
        await clock.waitForSleepers(1)
        let mark = clock.sleepMark
        let waiter = Task { await clock.waitForOnlySleeper(wakingAt: instant, sleepingSince: mark) }
        try await Task.sleep(for: .milliseconds(50))
        #expect(clock.sleepingDeadlines == [instant], "the timeout alone does not end the wait")
        let backoff = Task { try await clock.sleep(until: instant, tolerance: nil) }
        await clock.waitForSleepers(2)
        timeout.cancel()
        await waiter.value
        #expect(clock.sleepingDeadlines == [instant])
        await clock.advance(to: instant)
        try await backoff.value
    }

    @Test func waitingForASleeperSinceAMarkWhenOnlyAnEarlierOneSleepsIsAnIssue() async {
        let clock = TestClock()
        let instant = TestClock.Instant.zero.advanced(by: .seconds(1))
        let earlier = Task { try await clock.sleep(until: instant, tolerance: nil) }
        await clock.waitForSleepers(1)
        let mark = clock.sleepMark
        await withKnownIssue {
            await clock.waitForOnlySleeper(wakingAt: instant, sleepingSince: mark, timeout: .milliseconds(20))
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix("The test clock did not come to have one task sleeping, until")
        }
        earlier.cancel()
    }
}
