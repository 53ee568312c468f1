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
}
