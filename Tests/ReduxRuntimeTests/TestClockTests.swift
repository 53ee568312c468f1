import ReduxTestSupport
import ReduxTesting
import XCTest

/// The test clock itself: time moves only when advanced, sleepers wake in deadline order, and
/// cancellation wakes them at once.
@MainActor
final class TestClockTests: XCTestCase {
    private let clock = TestClock()
    private let woken = Recorder<String>()

    /// Starts a main-actor task that sleeps `duration` on the clock, then records `name` (or
    /// "name: cancelled").
    @discardableResult
    private func sleeper(_ name: String, _ duration: Duration) -> Task<Void, Never> {
        let clock = clock, woken = woken
        return Task { @MainActor in
            do {
                try await clock.sleep(for: duration)
                woken.record(name)
            } catch {
                woken.record("\(name): \(error is CancellationError ? "cancelled" : "\(error)")")
            }
        }
    }

    func testTimeMovesOnlyWhenAdvanced() async {
        XCTAssertEqual(clock.now, .zero)
        await clock.advance(by: .seconds(2))
        XCTAssertEqual(clock.now, TestClock.Instant(offset: .seconds(2)))
        await clock.advance(to: TestClock.Instant(offset: .seconds(1)))
        XCTAssertEqual(clock.now, TestClock.Instant(offset: .seconds(2)), "advancing to the past moved time back")
        XCTAssertEqual(clock.now.duration(to: .zero), .seconds(-2))
    }

    func testASleeperWakesWhenTimeReachesItsDeadlineAndNotBefore() async {
        sleeper("a", .seconds(1))
        await waitForSleepers(1, on: clock)
        await clock.advance(by: .milliseconds(999))
        XCTAssertEqual(clock.sleeperCount, 1)
        XCTAssertEqual(woken.values, [])
        await clock.advance(by: .milliseconds(1))
        XCTAssertEqual(clock.sleeperCount, 0)
        await waitForCount(1, in: woken)
        XCTAssertEqual(woken.values, ["a"])
    }

    func testSleepersWakeInDeadlineOrderAndOnlyThoseReached() async {
        sleeper("three", .seconds(3))
        sleeper("one", .seconds(1))
        sleeper("two", .seconds(2))
        await waitForSleepers(3, on: clock)
        await clock.advance(by: .milliseconds(2500))
        await waitForCount(2, in: woken)
        XCTAssertEqual(woken.values, ["one", "two"])
        XCTAssertEqual(clock.sleeperCount, 1)
        await clock.run()
        await waitForCount(3, in: woken)
        XCTAssertEqual(woken.values, ["one", "two", "three"])
        XCTAssertEqual(clock.now, TestClock.Instant(offset: .seconds(3)))
    }

    func testASleepWhoseDeadlineHasPassedReturnsAtOnce() async throws {
        await clock.advance(by: .seconds(5))
        try await clock.sleep(until: TestClock.Instant(offset: .seconds(4)))
        try await clock.sleep(for: .zero)
        XCTAssertEqual(clock.sleeperCount, 0)
    }

    func testCancellingASleeperWakesItWithCancellationError() async {
        let task = sleeper("a", .seconds(1))
        sleeper("b", .seconds(1))
        await waitForSleepers(2, on: clock)
        task.cancel()
        XCTAssertEqual(clock.sleeperCount, 1, "the cancelled sleeper still sleeps")
        await waitForCount(1, in: woken)
        XCTAssertEqual(woken.values, ["a: cancelled"])
        await clock.advance(by: .seconds(1))
        await waitForCount(2, in: woken)
        XCTAssertEqual(woken.values, ["a: cancelled", "b"])
    }

    func testATaskCancelledBeforeItSleepsThrowsWithoutSleeping() async {
        let clock = clock
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            do {
                try await clock.sleep(for: .seconds(1))
                return "slept"
            } catch {
                return error is CancellationError ? "cancelled" : "\(error)"
            }
        }
        let result = await task.value
        XCTAssertEqual(result, "cancelled")
        XCTAssertEqual(clock.sleeperCount, 0)
    }
}
