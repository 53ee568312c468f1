import ReduxRuntime
import XCTest

// The shapes of generated loader code compile against the runtime and behave as the reducer
// expects. (Stand-ins for a spec's models and service.)

private struct Tweet: Equatable, Sendable {
    let id: Int
}

private enum TimelineError: TimeoutFailure, Equatable {
    case offline
    case timedOut(after: Duration)
}

private struct Unreachable: Error {}

private enum TimelineAction: Equatable, Sendable {
    case loadMoreSuccess(page: Int, [Tweet])
    case loadMoreFailure(page: Int, TimelineError)
    case refreshSuccess(Int)
    case refreshFailure(RequestError)
}

private struct TimelineService: Sendable {
    var fail = false

    func loadMore(page: Int, query: String) async throws(TimelineError) -> [Tweet] {
        if fail { throw .offline }
        return [Tweet(id: page)]
    }

    func refresh() async throws -> Int {
        if fail { throw Unreachable() }
        return 7
    }
}

final class GeneratedRequestShapeTests: XCTestCase {
    private func loadMore(page: Int, query: String, service: TimelineService) -> Request<TimelineAction> {
        return Request(id: RequestID("loadMore", key: page), policy: .latest, retry: RetryPolicy(attempts: 3, backoff: .milliseconds(500)), timeout: .seconds(10), debounce: .milliseconds(300)) { [service] () async throws(TimelineError) -> [Tweet] in
            try await service.loadMore(page: page, query: query)
        } success: { .loadMoreSuccess(page: page, $0) } failure: { .loadMoreFailure(page: page, $0) } timedOut: { .loadMoreFailure(page: page, .timedOut(after: $0)) }
    }

    private func refresh(service: TimelineService) -> Request<TimelineAction> {
        return Request(id: RequestID("refresh"), policy: .queue) { [service] () async throws -> Int in
            try await service.refresh()
        } success: { .refreshSuccess($0) } failure: { .refreshFailure(RequestError($0)) } timedOut: { .refreshFailure(.timedOut(after: $0)) }
    }

    func testTheTypedFailureShape() async {
        let request = loadMore(page: 2, query: "swift", service: TimelineService())
        XCTAssertEqual(request.id, RequestID("loadMore", key: 2))
        XCTAssertEqual(request.retry, RetryPolicy(attempts: 3, backoff: .milliseconds(500)))
        XCTAssertEqual(request.timeout, .seconds(10))
        XCTAssertEqual(request.debounce, .milliseconds(300))
        XCTAssertEqual(request.timedOut?(.seconds(10)), .loadMoreFailure(page: 2, .timedOut(after: .seconds(10))))
        guard case .success(.loadMoreSuccess(page: 2, [Tweet(id: 2)])) = await request.perform() else {
            return XCTFail("not the success action")
        }
        let failing = loadMore(page: 3, query: "swift", service: TimelineService(fail: true))
        // TimelineError is not a RetryableFailure: its failures are not retried.
        guard case .finalFailure(.loadMoreFailure(page: 3, .offline)) = await failing.perform() else {
            return XCTFail("not the failure action")
        }
    }

    func testTheUntypedFailureShape() async {
        let request = refresh(service: TimelineService(fail: true))
        // An untyped error is classified as it comes: Unreachable cannot say, so it is final.
        guard case .finalFailure(.refreshFailure(let error)) = await request.perform() else {
            return XCTFail("not the failure action")
        }
        XCTAssertTrue(error.underlying is Unreachable)
        XCTAssertFalse(error.isRetryable)
        XCTAssertFalse(error.isTimeout)
        XCTAssertEqual(request.timedOut?(.seconds(1)), .refreshFailure(.timedOut(after: .seconds(1))))
    }
}
