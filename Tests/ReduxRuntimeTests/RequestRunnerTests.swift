import ReduxRuntime
import XCTest
import ReduxTestSupport

private struct SearchState: Equatable, Sendable {
    var results: [String] = []
}

private enum SearchAction: Equatable, Sendable {
    case search(String, RequestPolicy)
    case searchOther(String)
    case found(String)
}

private typealias SearchStore = Store<SearchState, SearchAction>

/// Gives the test the store's runner (weakly, so that it goes away with the store).
@MainActor
private final class RunnerHandle: Sendable {
    weak var runner: RequestRunner<SearchState, SearchAction>?
}

@MainActor
final class RequestRunnerTests: XCTestCase {
    private let calls = ControlledCalls<String, String>()
    /// "query, cancelled: Bool" for each call whose `perform` returned.
    private let performed = Recorder<String>()
    private let reduced = Recorder<SearchAction>()
    private let handle = RunnerHandle()

    private func makeStore() -> SearchStore {
        let calls = calls, performed = performed, handle = handle
        func request(id: String, policy: RequestPolicy, query: String) -> Request<SearchAction> {
            Request(id: id, policy: policy) {
                let answer = await calls.call(query)
                await performed.record("\(query), cancelled: \(Task.isCancelled)")
                return .found(answer)
            }
        }
        let searching = Middleware<SearchState, SearchAction> { context in
            let runner = RequestRunner(context: context)
            handle.runner = runner
            return { action, next in
                next(action)
                switch action {
                case .search(let query, let policy): runner.run(request(id: "search", policy: policy, query: query))
                case .searchOther(let query): runner.run(request(id: "other", policy: .latest, query: query))
                case .found: break
                }
            }
        }
        let reduced = reduced
        return Store(
            initialState: SearchState(),
            reducer: { state, action in
                reduced.record(action)
                var state = state
                if case .found(let result) = action { state.results.append(result) }
                return state
            },
            middlewares: [searching]
        )
    }

    private var foundActions: [SearchAction] {
        reduced.values.filter { if case .found = $0 { true } else { false } }
    }

    // MARK: latest

    func testLatestDropsTheAnswerOfTheSupersededCallEvenWhenItArrivesLast() async {
        let store = makeStore()
        let states = store.states
        store.dispatch(.search("a", .latest))
        store.dispatch(.search("ab", .latest))
        await awaitCompletion(of: "both calls") { [calls] in await calls.waitForCalls(2) }

        await calls.answer(to: "ab", with: "answer to ab")
        await awaitCompletion(of: "the second answer arrives") {
            for await state in states where !state.results.isEmpty { break }
        }
        await calls.answer(to: "a", with: "answer to a")
        await settle(store)

        XCTAssertEqual(store.state.results, ["answer to ab"])
        XCTAssertEqual(foundActions, [.found("answer to ab")], "the stale answer reached the reducer")
        XCTAssertEqual(Set(performed.values), ["a, cancelled: true", "ab, cancelled: false"])
        XCTAssertEqual(handle.runner?.isRunning(id: "search"), false)
    }

    func testLatestDropsTheSupersededAnswerWhenItArrivesFirst() async {
        let store = makeStore()
        store.dispatch(.search("a", .latest))
        store.dispatch(.search("ab", .latest))
        await awaitCompletion(of: "both calls") { [calls] in await calls.waitForCalls(2) }
        await calls.answer(to: "a", with: "answer to a")
        await calls.answer(to: "ab", with: "answer to ab")
        await settle(store)
        XCTAssertEqual(foundActions, [.found("answer to ab")])
    }

    func testRequestsWithDifferentIdsDoNotSupersedeEachOther() async {
        let store = makeStore()
        store.dispatch(.search("a", .latest))
        store.dispatch(.searchOther("b"))
        await calls.open(with: "answer")
        await settle(store)
        XCTAssertEqual(foundActions, [.found("answer"), .found("answer")])
        XCTAssertEqual(Set(performed.values), ["a, cancelled: false", "b, cancelled: false"])
    }

    // MARK: first

    func testFirstIgnoresACallWhileOneRuns() async {
        let store = makeStore()
        store.dispatch(.search("a", .first))
        XCTAssertEqual(handle.runner?.isRunning(id: "search"), true)
        store.dispatch(.search("ab", .first))
        await awaitCompletion(of: "the first call") { [calls] in await calls.waitForCalls(1) }
        await calls.open(with: "answer")
        await settle(store)

        let arguments = await calls.arguments
        XCTAssertEqual(arguments, ["a"], "the service was called for the ignored request")
        XCTAssertEqual(foundActions, [.found("answer")])
        XCTAssertEqual(handle.runner?.isRunning(id: "search"), false)

        // Once the first call is done, a new one runs.
        store.dispatch(.search("abc", .first))
        await settle(store)
        let laterArguments = await calls.arguments
        XCTAssertEqual(laterArguments, ["a", "abc"])
    }

    // MARK: cancel

    func testCancelDropsTheAnswerAndCancelsTheTask() async {
        let store = makeStore()
        store.dispatch(.search("a", .latest))
        store.dispatch(.searchOther("b"))
        handle.runner?.cancel(id: "search")
        XCTAssertEqual(handle.runner?.isRunning(id: "search"), false)
        XCTAssertEqual(handle.runner?.isRunning(id: "other"), true)
        await calls.open(with: "answer")
        await settle(store)
        XCTAssertEqual(foundActions, [.found("answer")], "only the uncancelled call is answered")
        XCTAssertEqual(Set(performed.values), ["a, cancelled: true", "b, cancelled: false"])
    }

    func testCancelAll() async {
        let store = makeStore()
        store.dispatch(.search("a", .latest))
        store.dispatch(.searchOther("b"))
        handle.runner?.cancelAll()
        await calls.open(with: "answer")
        await settle(store)
        XCTAssertEqual(foundActions, [])
        XCTAssertEqual(Set(performed.values), ["a, cancelled: true", "b, cancelled: true"])
        XCTAssertEqual(handle.runner?.isRunning(id: "other"), false)
    }

    func testDeallocatingTheStoreCancelsItsRequests() async {
        var store: SearchStore? = makeStore()
        store?.dispatch(.search("a", .latest))
        store = nil
        XCTAssertNil(handle.runner, "the runner outlived its store")
        await awaitCompletion(of: "the call") { [calls] in await calls.waitForCalls(1) }
        await calls.open(with: "answer")
        await awaitCompletion(of: "the call returns") { [performed] in
            await performed.waitForCount(1)
        }
        XCTAssertEqual(performed.values, ["a, cancelled: true"])
        XCTAssertEqual(foundActions, [])
    }
}
