import ReduxRuntime
import ReduxTestSupport
import ReduxTesting
import XCTest

private enum RoomAction: Equatable, Sendable {
    case load(room: Int)
    case forceLoad(room: Int)
    case loaded(room: Int, String)
    case failed(room: Int)
}

/// Freshness on a test clock: a request whose last success is younger than its lifetime is
/// skipped and logged; older, with other arguments, forced, or after a failure, it runs.
@MainActor
final class RequestCacheTests: XCTestCase {
    private let clock = TestClock()
    private let log = LogCapture()
    private let calls = ControlledCalls<Int, Result<String, Offline>>()
    private let reduced = Recorder<RoomAction>()

    /// A store whose `load(room:)` is cached for 60 seconds per room, the way a generated loader
    /// caches a request.
    private func makeStore(policy: RequestPolicy = .latest) -> Store<Int, RoomAction> {
        let calls = calls
        let loader = Middleware<Int, RoomAction> { context in
            let requests = RequestRunner(context: context)
            let cache = RequestCache(context: context)
            func cachedCall(_ room: Int, isForced: Bool) -> CachedCall {
                CachedCall(id: RequestID("load"), arguments: CallArguments(room), lifetime: .seconds(60), forcedBy: "forceLoad", isForced: isForced)
            }
            return { action, next in
                if case .load(let room) = action, cache.skips(cachedCall(room, isForced: false)) { return }
                if case .forceLoad(let room) = action, cache.skips(cachedCall(room, isForced: true)) {
                    XCTFail("a forced call was skipped")
                }
                next(action)
                switch action {
                case .load(let room), .forceLoad(let room):
                    let request = Request<RoomAction>(id: RequestID("load"), policy: policy) { () async throws(Offline) -> String in
                        try await calls.call(room).get()
                    } success: { .loaded(room: room, $0) } failure: { _ in .failed(room: room) }
                    cache.run(request, as: cachedCall(room, isForced: action == .forceLoad(room: room)), on: requests)
                case .loaded:
                    cache.succeeded(RequestID("load"))
                case .failed:
                    break
                }
            }
        }
        return Store(
            initialState: 0, reducer: { state, _ in state + 1 }, middlewares: [loader, recordingMiddleware(into: reduced)],
            environment: StoreEnvironment(clock: clock, log: log.append, storage: InMemoryStorage()))
    }

    private func load(_ room: Int, in store: Store<Int, RoomAction>, answer: Result<String, Offline> = .success("hi")) async {
        store.dispatch(.load(room: room))
        await calls.answer(to: room, with: answer)
        await settle(store)
    }

    func testARequestWithinItsLifetimeIsSkippedAndLoggedAndRunsAfterIt() async {
        let store = makeStore()
        await load(1, in: store)
        await clock.advance(by: .seconds(59))
        store.dispatch(.load(room: 1))
        XCTAssertEqual(reduced.values, [.load(room: 1), .loaded(room: 1, "hi")], "the skipped request reached the reducer")
        XCTAssertEqual(log.lines, ["reduxgen: skipped load(1): its last answer is 59.0 seconds old, fresh for 60.0 seconds (forceLoad calls anyway)"])
        await clock.advance(by: .seconds(1))
        await load(1, in: store)
        let count = await calls.count
        XCTAssertEqual(count, 2)
        XCTAssertEqual(log.lines.count, 1)
    }

    func testAForcedRequestRunsWithinTheLifetimeAndItsAnswerIsFreshFromThen() async {
        let store = makeStore()
        await load(1, in: store)
        await clock.advance(by: .seconds(30))
        store.dispatch(.forceLoad(room: 1))
        await calls.answer(to: 1, with: .success("newer"))
        await settle(store)
        await clock.advance(by: .seconds(59))
        store.dispatch(.load(room: 1))
        let count = await calls.count
        XCTAssertEqual(count, 2)
        XCTAssertEqual(reduced.values.last, .loaded(room: 1, "newer"))
    }

    func testAnswersAreFreshForTheirArgumentsOnly() async {
        let store = makeStore()
        await load(1, in: store)
        await load(2, in: store)
        let count = await calls.count
        XCTAssertEqual(count, 2, "room 2 was skipped for room 1's answer")
        XCTAssertEqual(log.lines, [])
    }

    func testAFailureLeavesNothingFresh() async {
        let store = makeStore()
        await load(1, in: store, answer: .failure(Offline()))
        await load(1, in: store)
        let count = await calls.count
        XCTAssertEqual(count, 2)
    }

    func testACallThatPolicyFirstDropsIsNotTheOneTheAnswerIsFor() async {
        let store = makeStore(policy: .first)
        store.dispatch(.load(room: 1))
        store.dispatch(.load(room: 2))  // dropped: room 1's call is in flight
        await calls.answer(to: 1, with: .success("one"))
        await settle(store)
        store.dispatch(.load(room: 2))
        await calls.answer(to: 2, with: .success("two"))
        await settle(store)
        let arguments = await calls.arguments
        XCTAssertEqual(arguments, [1, 2], "room 2 was taken for fresh with room 1's answer")
    }
}
