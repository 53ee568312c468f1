import Foundation
import ReduxRuntime
import ReduxTestSupport
import ReduxTesting
import XCTest

@testable import GoldenFeatures

/// Specs/Timeline.yaml's `updates` stream has `failure: TimelineError`: its end carries the
/// error its sequence threw, and an error of another type as `TimelineError.unexpected`,
/// never as a normal end.
@MainActor
final class TimelineStreamTests: XCTestCase {
    /// A service whose `updates` the test feeds; its requests are not called here.
    private struct Service: TimelineService {
        let updatesFeeds = MockFeeds<Tweet>()

        func loadMore(page: Int, query: String, pageSize: Int) async throws(TimelineError) -> [Tweet] { [] }
        func refresh(query: String) async throws -> [Tweet] { [] }
        func post(text: String) async throws(TimelineError) -> Tweet { Tweet(id: 0, text: text) }
        func loadLikes(id: Int) async throws -> Int { 0 }
        func suggest(_ payload: String) async throws -> [String] { [] }
        func markRead(id: Int) async throws {}
        func updates(topic: String) -> AsyncThrowingStream<Tweet, any Error> { updatesFeeds.stream() }
        func connection() -> AsyncStream<Bool> { AsyncStream { $0.finish() } }
    }

    private func finished(endingWith error: (any Error)?) async -> [TimelineAction] {
        let service = Service()
        let recorder = Recorder<TimelineAction>()
        let store = Store(
            initialState: TimelineState(), reducer: TimelineReducer.reduce,
            middlewares: [TimelineLoader(service: service).middleware, recordingMiddleware(into: recorder)])
        store.dispatch(.startUpdates(topic: "swift"))
        service.updatesFeeds.finish(throwing: error)
        await settle(store)
        XCTAssertEqual(store.state.updatesActive, [], "the stream that ended is not active")
        return recorder.values.filter { if case .updatesFinished = $0 { true } else { false } }
    }

    func testAnErrorOfTheFailureTypeEndsTheStreamWithIt() async {
        let ends = await finished(endingWith: TimelineError.offline)
        XCTAssertEqual(ends, [.updatesFinished(topic: "swift", error: .offline)])
    }

    func testAnErrorOfAnotherTypeEndsTheStreamAsUnexpectedNotAsANormalEnd() async {
        let ends = await finished(endingWith: URLError(.networkConnectionLost))
        XCTAssertEqual(ends, [.updatesFinished(topic: "swift", error: .unexpected(RequestError(URLError(.networkConnectionLost))))])
        guard case .updatesFinished(_, .unexpected(let error))? = ends.first else { return XCTFail("not unexpected: \(ends)") }
        XCTAssertTrue(error.underlying is URLError, "the error keeps what the sequence threw")
    }

    func testASequenceThatEndsNormallyEndsTheStreamWithoutAnError() async {
        let ends = await finished(endingWith: nil)
        XCTAssertEqual(ends, [.updatesFinished(topic: "swift", error: nil)])
    }
}
