import ReduxRuntime
import XCTest

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

private struct Friendly: Error, CustomStringConvertible {
    var description: String { "Friendly(code: 7)" }
}

private struct Localized: LocalizedError {
    var errorDescription: String? { "The server is down for maintenance." }
}

/// A typed failure that a request's timeout can produce.
private enum TimelineError: TimeoutFailure, Equatable {
    case offline
    case timedOut(after: Duration)
}

/// `RequestID`, `RetryPolicy`, `RequestError` v2 and the `Request` initializers.
final class RequestValueTests: XCTestCase {
    func testRequestIDsAreEqualByNameAndKey() {
        XCTAssertEqual(RequestID("load"), RequestID("load"))
        XCTAssertNotEqual(RequestID("load"), RequestID("save"))
        XCTAssertEqual(RequestID("load", key: 1), RequestID("load", key: 1))
        XCTAssertNotEqual(RequestID("load", key: 1), RequestID("load", key: 2))
        XCTAssertNotEqual(RequestID("load", key: 1), RequestID("load"))
        XCTAssertNotEqual(RequestID("load", key: 1), RequestID("load", key: "1"), "keys of different types")
        XCTAssertEqual(Set([RequestID("load", key: 1), RequestID("load", key: 1), RequestID("load", key: 2)]).count, 2)
        XCTAssertEqual(RequestID("load", key: 42).description, "load[42]")
        XCTAssertEqual(RequestID("load").description, "load")
        XCTAssertEqual(RequestID("load", key: 42).key as? Int, 42)
        XCTAssertNil(RequestID("load").key)
    }

    func testRetryDelaysDoubleFromTheBackoff() {
        let retry = RetryPolicy(attempts: 3, backoff: .milliseconds(500))
        XCTAssertEqual((1...3).map(retry.delay(beforeRetry:)), [.milliseconds(500), .seconds(1), .seconds(2)])
        XCTAssertEqual(RetryPolicy(attempts: 100, backoff: .nanoseconds(1)).delay(beforeRetry: 100), .nanoseconds(1 << 30))
    }

    func testRequestErrorKeepsTheUnderlyingErrorAndAMessage() {
        let error = RequestError(Friendly())
        XCTAssertTrue(error.underlying is Friendly)
        XCTAssertEqual(error.message, "Friendly(code: 7)", "without errorDescription the message is the description")
        XCTAssertFalse(error.isTimeout)
        XCTAssertEqual(RequestError(Localized()).message, "The server is down for maintenance.")
    }

    func testATimeoutRequestError() {
        let error = RequestError.timedOut(after: .seconds(10))
        XCTAssertTrue(error.isTimeout)
        XCTAssertEqual((error.underlying as? RequestTimedOut)?.duration, .seconds(10))
        XCTAssertEqual(error.description, "timed out after 10.0 seconds")
        XCTAssertEqual(error.message, "The request timed out after 10.0 seconds.")
        XCTAssertEqual(error, .timedOut(after: .seconds(10)))
        XCTAssertNotEqual(error, .timedOut(after: .seconds(5)))
        XCTAssertNotEqual(error, RequestError(Friendly()))
        XCTAssertEqual(RequestError(error), error)
    }

    func testTypedFailuresCanBeTimeouts() {
        func timeout<Failure: TimeoutFailure>(_: Failure.Type) -> Failure { .timedOut(after: .seconds(1)) }
        XCTAssertEqual(timeout(TimelineError.self), .timedOut(after: .seconds(1)))
        XCTAssertTrue(timeout(RequestError.self).isTimeout)
    }

    func testTheTypedInitializerTurnsAnswersAndErrorsIntoOutcomes() async {
        let succeeding = Request<String>(id: RequestID("a"), policy: .queue) { () async throws(TimelineError) -> Int in
            42
        } success: { "got \($0)" } failure: { "failed \($0)" }
        let failing = Request<String>(id: RequestID("a")) { () async throws(TimelineError) -> Int in
            throw .offline
        } success: { "got \($0)" } failure: { "failed \($0)" } timedOut: { "timed out after \($0)" }

        guard case .success("got 42") = await succeeding.perform() else { return XCTFail("not a success") }
        // TimelineError is not a RetryableFailure: a failure that is never retried.
        guard case .finalFailure("failed offline") = await failing.perform() else { return XCTFail("not a failure") }
        XCTAssertEqual(succeeding.policy, .queue)
        XCTAssertNil(succeeding.timedOut)
        XCTAssertEqual(failing.timedOut?(.seconds(1)), "timed out after 1.0 seconds")
    }

    func testTheV1InitializerCountsEveryAnswerAsASuccess() async {
        let request = Request<String>(id: "load", policy: .first) { "answer" }
        XCTAssertEqual(request.id, RequestID("load"))
        XCTAssertEqual(request.policy, .first)
        XCTAssertNil(request.retry)
        XCTAssertNil(request.timeout)
        XCTAssertNil(request.debounce)
        guard case .success("answer") = await request.perform() else { return XCTFail("not a success") }
    }
}
