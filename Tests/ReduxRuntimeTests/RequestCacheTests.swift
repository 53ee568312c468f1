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

/// Freshness on a test clock: a request whose last success with its arguments is younger than
/// its lifetime is answered again with that success (logged), without a call, and is a call
/// for its policy; older, with other arguments, forced, or after a failure, it calls.
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
            func cachedCall(_ room: Int) -> CachedCall {
                CachedCall(id: RequestID("load"), arguments: CallArguments(room), lifetime: .seconds(60), forcedBy: "forceLoad")
            }
            return { action, next in
                next(action)
                switch action {
                case .load(let room), .forceLoad(let room):
                    let request = Request<RoomAction>(id: RequestID("load"), policy: policy) { () async throws(Offline) -> String in
                        try await calls.call(room).get()
                    } success: { .loaded(room: room, $0) } failure: { _ in .failed(room: room) }
                    let call = action == .forceLoad(room: room) ? cachedCall(room).forced : cachedCall(room)
                    cache.run(request, as: call, on: requests)
                case .loaded(let room, _):
                    cache.succeeded(cachedCall(room), answer: action)
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

    private var callCount: Int {
        get async { await calls.count }
    }

    func testAFreshAnswerIsGivenAgainWithoutACallAndLogged() async {
        let store = makeStore()
        await load(1, in: store)
        await clock.advance(by: .seconds(59))
        store.dispatch(.load(room: 1))
        XCTAssertEqual(reduced.values, [.load(room: 1), .loaded(room: 1, "hi"), .load(room: 1), .loaded(room: 1, "hi")],
                       "the request action and its answer given again reach the reducer and the later middlewares")
        XCTAssertEqual(log.lines, ["reduxgen: answered load(1) again: its last answer is 59.0 seconds old, fresh for 60.0 seconds (forceLoad calls anyway)"])
        await clock.advance(by: .seconds(1))
        await load(1, in: store)
        let count = await callCount
        XCTAssertEqual(count, 2)
        XCTAssertEqual(log.lines.count, 1)
    }

    func testAnAnswerGivenAgainIsAsOldAsTheAnswerItRepeats() async {
        let store = makeStore()
        await load(1, in: store)
        await clock.advance(by: .seconds(30))
        store.dispatch(.load(room: 1))  // given again, 30 seconds old
        await settle(store)
        await clock.advance(by: .seconds(30))
        await load(1, in: store)  // 60 seconds old: stale
        let count = await callCount
        XCTAssertEqual(count, 2, "an answer given again became fresh again")
    }

    func testAForcedRequestCallsWithinTheLifetimeAndItsAnswerIsFreshFromThen() async {
        let store = makeStore()
        await load(1, in: store)
        await clock.advance(by: .seconds(30))
        store.dispatch(.forceLoad(room: 1))
        await calls.answer(to: 1, with: .success("newer"))
        await settle(store)
        await clock.advance(by: .seconds(59))
        store.dispatch(.load(room: 1))
        let count = await callCount
        XCTAssertEqual(count, 2)
        XCTAssertEqual(reduced.values.last, .loaded(room: 1, "newer"))
    }

    func testAnswersAreFreshForTheirArgumentsOnly() async {
        let store = makeStore()
        await load(1, in: store)
        await load(2, in: store)
        let count = await callCount
        XCTAssertEqual(count, 2, "room 2 was answered with room 1's answer")
        XCTAssertEqual(log.lines, [])
    }

    func testAFailureLeavesNothingFresh() async {
        let store = makeStore()
        await load(1, in: store, answer: .failure(Offline()))
        await load(1, in: store)
        let count = await callCount
        XCTAssertEqual(count, 2)
    }

    func testUnderLatestAFreshAnswerSupersedesTheCallInFlight() async {
        let store = makeStore()
        await load(1, in: store, answer: .success("one"))
        store.dispatch(.load(room: 2))
        await calls.waitForCalls(2)
        store.dispatch(.load(room: 1))  // fresh: given again, and room 2's call is cancelled
        await calls.answer(to: 2, with: .success("two"))
        await settle(store)
        XCTAssertEqual(reduced.values.last, .loaded(room: 1, "one"), "the superseded call's answer was dispatched")
    }

    func testUnderFirstAFreshAnswerWhileACallIsInFlightIsDropped() async {
        let store = makeStore(policy: .first)
        await load(1, in: store, answer: .success("one"))
        store.dispatch(.load(room: 2))
        store.dispatch(.load(room: 1))  // dropped: room 2's call is in flight
        XCTAssertEqual(log.lines, ["reduxgen: dropped load: a call is in flight (policy first)"])
        await calls.answer(to: 2, with: .success("two"))
        await settle(store)
        XCTAssertEqual(reduced.values.last, .loaded(room: 2, "two"))
        XCTAssertEqual(reduced.values.filter { $0 == .loaded(room: 1, "one") }.count, 1, "the dropped answer was dispatched")
    }
}
