import Foundation
import ReduxRuntime
import ReduxTestSupport
import XCTest

private struct LoadState: Equatable, Sendable {
    var sum = 0
    var reduced = 0
    var answers: [String: String] = [:]
}

private enum LoadAction: Equatable, Sendable {
    case add(Int)
    /// Dispatched by a middleware after every thousandth `add`; swallowed by another.
    case milestone
    case request(id: String, query: String, RequestPolicy)
    case answered(id: String, String)
}

private typealias LoadStore = Store<LoadState, LoadAction>

/// Counts the live instances of something, and lets a test wait, without sleeping, until
/// none are left.
private final class LiveCount: @unchecked Sendable {
    private let lock = NSLock()
    private var live = 0
    private var waiters: [CheckedContinuation<Void, Never>] = []

    var current: Int { lock.withLock { live } }

    func increment() { lock.withLock { live += 1 } }

    func decrement() {
        let ready: [CheckedContinuation<Void, Never>] = lock.withLock {
            live -= 1
            guard live == 0 else { return [] }
            defer { waiters = [] }
            return waiters
        }
        for waiter in ready { waiter.resume() }
    }

    /// Returns once the count is zero.
    func waitUntilZero() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let isZero = lock.withLock {
                if live == 0 { return true }
                waiters.append(continuation)
                return false
            }
            if isZero { continuation.resume() }
        }
    }
}

/// An object that a request's closure holds: it is freed only when the closure is.
private final class Token: Sendable {
    private let count: LiveCount
    init(_ count: LiveCount) {
        self.count = count
        count.increment()
    }
    deinit { count.decrement() }
}

/// Gives the test the store's runner, weakly.
@MainActor
private final class RunnerHandle: Sendable {
    weak var runner: RequestRunner<LoadState, LoadAction>?
}

/// The runtime under load: many dispatches, many overlapping requests answered out of order,
/// stores released mid-request; and nothing left behind (counted, not assumed).
@MainActor
final class RuntimeLoadTests: XCTestCase {
    private let calls = ControlledCalls<String, String>()
    /// Requests' closures alive (held by a task or the runner).
    private let closures = LiveCount()
    /// Calls between the start and the end of `perform`.
    private let performing = LiveCount()
    /// "query, cancelled: Bool" for each call whose `perform` returned.
    private let performed = Recorder<String>()
    private let handle = RunnerHandle()

    // MARK: dispatches

    func testAHundredThousandDispatchesThroughMiddlewares() {
        @MainActor final class Counts {
            var seenFirst = 0, afterReducer = 0, swallowed = 0, milestones = 0, notified = 0
        }
        let counts = Counts()
        let outermost = Middleware<LoadState, LoadAction>.handler { context, action, next in
            counts.seenFirst += 1
            let before = context.state.reduced
            next(action)
            if case .add = action, context.state.reduced == before + 1 { counts.afterReducer += 1 }
        }
        let milestones = Middleware<LoadState, LoadAction>.handler { context, action, next in
            next(action)
            if case .add(let value) = action, value % 1_000 == 0 { context.dispatch(.milestone) }
        }
        let swallowing = Middleware<LoadState, LoadAction>.handler { _, action, next in
            if action == .milestone {
                counts.swallowed += 1
                return
            }
            next(action)
        }
        let store = LoadStore(
            initialState: LoadState(),
            reducer: { state, action in
                var state = state
                if case .add(let value) = action {
                    state.sum += value
                    state.reduced += 1
                }
                return state
            },
            middlewares: [outermost, milestones, swallowing])
        let subscription = store.subscribe { _ in counts.notified += 1 }

        for value in 1...100_000 { store.dispatch(.add(value)) }

        XCTAssertEqual(store.state.sum, 100_000 * 100_001 / 2)
        XCTAssertEqual(store.state.reduced, 100_000)
        XCTAssertEqual(counts.seenFirst, 100_100, "each add and each milestone goes through the whole chain")
        XCTAssertEqual(counts.afterReducer, 100_000, "an add had not been reduced when next returned")
        XCTAssertEqual(counts.swallowed, 100)
        XCTAssertEqual(counts.notified, 100_001, "the state at subscription, then each add's")
        XCTAssertFalse(store.hasPendingWork)
        withExtendedLifetime(subscription) {}
    }

    // MARK: overlapping requests

    private func makeStore() -> LoadStore {
        let calls = calls, closures = closures, performing = performing, performed = performed, handle = handle
        let requests = Middleware<LoadState, LoadAction> { context in
            let runner = RequestRunner(context: context)
            handle.runner = runner
            return { action, next in
                next(action)
                guard case .request(let id, let query, let policy) = action else { return }
                let token = Token(closures)
                runner.run(
                    Request(id: id, policy: policy) {
                        withExtendedLifetime(token) {}
                        performing.increment()
                        let answer = await calls.call(query)
                        performing.decrement()
                        await performed.record("\(query), cancelled: \(Task.isCancelled)")
                        return .answered(id: id, answer)
                    })
            }
        }
        return LoadStore(
            initialState: LoadState(),
            reducer: { state, action in
                var state = state
                if case .answered(let id, let answer) = action {
                    state.reduced += 1
                    state.answers[id] = answer
                }
                return state
            },
            middlewares: [requests])
    }

    /// Answers every query in `queries` with `answer to <query>`, in an order drawn from `seed`.
    private func answerOutOfOrder(_ queries: [String], seed: UInt64) async {
        var random = SplitMix64(seed: seed)
        for query in queries.shuffled(using: &random) {
            await calls.answer(to: query, with: "answer to \(query)")
        }
    }

    func testManyOverlappingLatestRequestsAnsweredOutOfOrderReduceOnlyEachIdsLast() async {
        let store = makeStore()
        let ids = (0..<10).map { "id\($0)" }
        var queries: [String] = []
        for round in 0..<30 {
            for id in ids {
                queries.append("\(id)-\(round)")
                store.dispatch(.request(id: id, query: "\(id)-\(round)", .latest))
            }
        }
        await awaitCompletion(of: "every call") { [calls] in await calls.waitForCalls(300) }
        await answerOutOfOrder(queries, seed: 0x1A7E57)
        await settle(store)

        XCTAssertEqual(store.state.reduced, ids.count, "a superseded answer reached the reducer")
        XCTAssertEqual(store.state.answers, Dictionary(uniqueKeysWithValues: ids.map { ($0, "answer to \($0)-29") }))
        XCTAssertEqual(performed.values.count, 300, "a call did not return")
        XCTAssertEqual(Set(performed.values.filter { !$0.hasSuffix("cancelled: true") }), Set(ids.map { "\($0)-29, cancelled: false" }))
        for id in ids { XCTAssertEqual(handle.runner?.isRunning(id: id), false) }
        XCTAssertEqual(performing.current, 0)
        await awaitCompletion(of: "every request's closure is freed") { [closures] in await closures.waitUntilZero() }
    }

    func testManyOverlappingFirstRequestsRunOnlyTheFirstOfEachIdWhileItRuns() async {
        let store = makeStore()
        let ids = (0..<10).map { "id\($0)" }
        for round in 0..<20 {
            // Thirty requests per id while the first is unanswered: one call per id.
            for attempt in 0..<30 {
                for id in ids { store.dispatch(.request(id: id, query: "\(id)-\(round)-\(attempt)", .first)) }
            }
            await awaitCompletion(of: "round \(round)'s calls") { [calls] in await calls.waitForCalls(10 * (round + 1)) }
            await answerOutOfOrder(ids.map { "\($0)-\(round)-0" }, seed: UInt64(round))
            await settle(store)
            XCTAssertEqual(store.state.reduced, 10 * (round + 1), "round \(round)")
        }
        let arguments = await calls.arguments
        XCTAssertEqual(arguments.count, 200, "an ignored request was called")
        XCTAssertEqual(Set(arguments), Set((0..<20).flatMap { round in ids.map { "\($0)-\(round)-0" } }))
        XCTAssertEqual(store.state.answers, Dictionary(uniqueKeysWithValues: ids.map { ($0, "answer to \($0)-19-0") }))
        await awaitCompletion(of: "every request's closure is freed") { [closures] in await closures.waitUntilZero() }
    }

    // MARK: releasing the store

    func testReleasingTheStoreMidRequestCancelsItsTasksAndFreesEverything() async {
        weak var weakStore: LoadStore?
        do {
            let store = makeStore()
            weakStore = store
            for index in 0..<50 {
                store.dispatch(.request(id: "latest\(index % 5)", query: "latest-\(index)", .latest))
                store.dispatch(.request(id: "first\(index % 5)", query: "first-\(index)", .first))
            }
            XCTAssertTrue(store.hasPendingWork)
        }
        XCTAssertNil(weakStore, "a request in flight kept its store alive")
        XCTAssertNil(handle.runner, "the runner outlived its store")

        // 50 latest calls (each superseding the last of its id) and one first call per id.
        await awaitCompletion(of: "every call") { [calls] in await calls.waitForCalls(55) }
        await calls.open(with: "late answer")
        await awaitCompletion(of: "every call returns") { [performed] in await performed.waitForCount(55) }
        XCTAssertEqual(performed.values.filter { $0.hasSuffix("cancelled: true") }.count, 55, "a call was not cancelled")
        XCTAssertEqual(performing.current, 0)
        await awaitCompletion(of: "every request's closure is freed") { [closures] in await closures.waitUntilZero() }
    }

    func testManyStoresReleasedWithRequestsInFlightLeaveNothingBehind() async {
        var weakStores: [() -> LoadStore?] = []
        for index in 0..<100 {
            let store = makeStore()
            weakStores.append { [weak store] in store }
            store.dispatch(.request(id: "load", query: "store\(index)", .latest))
        }
        XCTAssertEqual(weakStores.filter { $0() != nil }.count, 0, "stores were kept alive")
        await awaitCompletion(of: "every call") { [calls] in await calls.waitForCalls(100) }
        await answerOutOfOrder((0..<100).map { "store\($0)" }, seed: 0x5707E5)
        await awaitCompletion(of: "every call returns") { [performed] in await performed.waitForCount(100) }
        XCTAssertEqual(performing.current, 0)
        await awaitCompletion(of: "every request's closure is freed") { [closures] in await closures.waitUntilZero() }
    }
}

