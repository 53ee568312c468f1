#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation
import ReduxRuntime
import ReduxTestSupport
import ReduxTesting
import XCTest

/// Which failures a retry policy retries, and the jitter of its waits.
@MainActor
final class RetryTests: XCTestCase {
    /// A typed failure that says which of its cases are worth retrying.
    private enum PaymentError: Error, RetryableFailure {
        case busy
        case declined
        var isRetryable: Bool { self == .busy }
    }

    /// A typed failure that cannot say.
    private struct NotFound: Error {}

    private func outcome<Failure: Error>(of failure: Failure, retry: RetryPolicy? = nil) async -> RequestOutcome<String> {
        await Request<String>(id: RequestID("call"), retry: retry) { () async throws(Failure) -> Int in
            throw failure
        } success: { "got \($0)" } failure: { "failed with \($0)" }.perform()
    }

    func testATypedFailureIsRetriedWhenItSaysSo() async {
        let busy = await outcome(of: PaymentError.busy)
        let declined = await outcome(of: PaymentError.declined)
        XCTAssertTrue(busy.isRetryable)
        XCTAssertFalse(declined.isRetryable)
        XCTAssertTrue(declined.isFailure)
    }

    func testATypedFailureThatCannotSayIsNotRetried() async {
        let notFound = await outcome(of: NotFound())
        XCTAssertFalse(notFound.isRetryable)
    }

    func testUntypedFailuresAreClassifiedErrorByError() async {
        let retried: [any Error] = [
            URLError(.notConnectedToInternet),
            URLError(.timedOut),
            NSError(domain: NSURLErrorDomain, code: NSURLErrorNetworkConnectionLost),
            PaymentError.busy,
        ]
        let final: [any Error] = [URLError(.badURL), URLError(.cancelled), NotFound(), CocoaError(.fileNoSuchFile), PaymentError.declined]
        for error in retried {
            let isRetryable = await outcome(of: error).isRetryable
            XCTAssertTrue(isRetryable, "\(error)")
        }
        for error in final {
            let isRetryable = await outcome(of: error).isRetryable
            XCTAssertFalse(isRetryable, "\(error)")
        }
    }

    func testARequestErrorIsRetryableWhenWhatItWrapsIs() async {
        XCTAssertTrue(RequestError.timedOut(after: .seconds(1)).isRetryable)
        XCTAssertTrue(RequestError(URLError(.cannotConnectToHost)).isRetryable)
        XCTAssertTrue(RequestError(PaymentError.busy).isRetryable)
        XCTAssertFalse(RequestError(PaymentError.declined).isRetryable)
        XCTAssertFalse(RequestError(NotFound()).isRetryable)
    }

    func testAFailureThatIsNotRetriedIsDispatchedAtOnceAndLogged() async {
        let harness = RequestHarness()
        let calls = ControlledCalls<String, Result<String, PaymentError>>()
        let log = LogCapture()
        let reduced = Recorder<String>()
        let fetching = Middleware<Int, String> { context in
            let runner = RequestRunner(context: context)
            return { action, next in
                next(action)
                guard action.hasPrefix("pay ") else { return }
                runner.run(Request(id: RequestID("pay"), retry: RetryPolicy(attempts: 3, backoff: .seconds(1))) { () async throws(NotFound) -> String in
                    _ = await calls.call(action)
                    throw NotFound()
                } success: { $0 } failure: { _ in "not found" })
            }
        }
        let store = Store(initialState: 0, reducer: { (state: inout Int, action: String) in
            reduced.record(action)
            state += 1
        }, middlewares: [fetching], environment: StoreEnvironment(clock: harness.clock, log: log.append))
        store.dispatch("pay 10")
        await calls.open(with: .success(""))
        await settle(store)
        XCTAssertEqual(reduced.values, ["pay 10", "not found"])
        XCTAssertEqual(harness.clock.sleeperCount, 0)
        let count = await calls.count
        XCTAssertEqual(count, 1, "a failure that cannot say it is transient was retried")
        XCTAssertEqual(log.lines.count, 1)
        XCTAssertTrue(log.lines.first?.contains("pay failed and is not retried") == true, log.lines.first ?? "")
        XCTAssertTrue(log.lines.first?.contains("RetryableFailure") == true)
    }

    func testEachWaitIsShortenedByTheJitterDrawnFromTheEnvironment() async {
        let harness = RequestHarness()
        let random = DrawSequence([0.5, 1.0])
        let store = harness.makeStore(environment: StoreEnvironment(clock: harness.clock, log: harness.log.append, random: random.next)) {
            harness.request($0, retry: RetryPolicy(attempts: 2, backoff: .seconds(4), jitter: 0.5))
        }
        store.dispatch(.fetch("a"))
        await harness.calls.open(with: .failure(Offline()))
        // Retry 1: 4 s shortened by 0.5 × 0.5 → 3 s. Retry 2: 8 s shortened by 0.5 × 1.0 → 4 s.
        await waitForSleepers(1, on: harness.clock)
        XCTAssertEqual(harness.clock.sleepingDeadlines, [TestClock.Instant(offset: .seconds(3))])
        await harness.clock.advance(by: .seconds(3))
        await waitForSleepers(1, on: harness.clock)
        XCTAssertEqual(harness.clock.sleepingDeadlines, [TestClock.Instant(offset: .seconds(7))])
        await harness.clock.advance(by: .seconds(4))
        await settle(store)
        XCTAssertEqual(harness.answers, [.failed("a", RequestError(Offline()))])
    }

    func testTheWaitsOfAPolicy() async {
        let policy = RetryPolicy(attempts: 3, backoff: .seconds(1))
        XCTAssertEqual(policy.jitter, 0.5, "the default jitter")
        XCTAssertEqual(policy.delay(beforeRetry: 3), .seconds(4))
        XCTAssertEqual(policy.delay(beforeRetry: 1, random: 0), .seconds(1))
        XCTAssertEqual(policy.delay(beforeRetry: 1, random: 0.5), .milliseconds(750))
        XCTAssertEqual(policy.delay(beforeRetry: 2, random: 0.999), .seconds(2) - .seconds(2) * 0.4995)
        XCTAssertEqual(RetryPolicy(attempts: 1, backoff: .seconds(1), jitter: 0).delay(beforeRetry: 1, random: 0.9), .seconds(1))
        XCTAssertEqual(RetryPolicy(attempts: 1, backoff: .seconds(1), jitter: 1).delay(beforeRetry: 1, random: 0.25), .milliseconds(750))
    }

    func testATestClocksEnvironmentHasNoJitterUnlessTheTestGivesOne() async {
        XCTAssertEqual(StoreEnvironment(clock: TestClock()).random(), 0)
        XCTAssertEqual(StoreEnvironment(clock: TestClock(), random: { 0.25 }).random(), 0.25)
        let drawn = StoreEnvironment(clock: ContinuousClock()).random()
        XCTAssertTrue((0..<1).contains(drawn))
    }
}

/// Hands out the given numbers in turn, from any task.
private final class DrawSequence: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Double]

    init(_ values: [Double]) { self.values = values }

    func next() -> Double {
        lock.withLock { values.isEmpty ? 0 : values.removeFirst() }
    }
}
