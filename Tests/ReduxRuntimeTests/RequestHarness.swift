import ReduxRuntime
import ReduxTestSupport
import ReduxTesting
import XCTest

struct FetchState: Equatable, Sendable {
    var answers: [String] = []
}

enum FetchAction: Hashable, Sendable {
    case fetch(String)
    case answered(String)
    case failed(String, RequestError)
}

/// The error a fake call fails with: a transient one, which a retry policy retries.
struct Offline: Error, Hashable, RetryableFailure {
    var isRetryable: Bool { true }
}

typealias FetchStore = Store<FetchState, FetchAction>

/// A store whose `fetch(query)` actions run a request that the test configures, through fake
/// calls that the test answers, on a test clock.
@MainActor
final class RequestHarness {
    let clock = TestClock()
    let log = LogCapture()
    /// The fake service: each call records its query and waits for the test's answer.
    let calls = ControlledCalls<String, Result<String, Offline>>()
    /// "query, cancelled: Bool" for each call that returned.
    let performed = Recorder<String>()
    /// Every action the reducer saw, in order.
    let reduced = Recorder<FetchAction>()
    weak var runner: RequestRunner<FetchState, FetchAction>?

    /// A store whose `fetch(query)` runs `request(query)`, on the harness's clock and log
    /// unless `environment` says otherwise.
    func makeStore(
        environment: StoreEnvironment? = nil,
        _ request: @escaping @MainActor @Sendable (String) -> Request<FetchAction>
    ) -> FetchStore {
        let reduced = reduced
        let fetching = Middleware<FetchState, FetchAction> { [weak self] context in
            let runner = RequestRunner(context: context)
            self?.runner = runner
            return { action, next in
                next(action)
                if case .fetch(let query) = action { runner.run(request(query)) }
            }
        }
        return Store(
            initialState: FetchState(),
            reducer: { state, action in
                reduced.record(action)
                var state = state
                if case .answered(let answer) = action { state.answers.append(answer) }
                return state
            },
            middlewares: [fetching],
            environment: environment ?? StoreEnvironment(clock: clock, log: log.append)
        )
    }

    /// A request whose call asks the fake service with `query`; success dispatches
    /// `answered(answer)`, failure and timeout `failed(query, error)`.
    func request(
        _ query: String,
        id: RequestID = RequestID("fetch"),
        policy: RequestPolicy = .latest,
        retry: RetryPolicy? = nil,
        timeout: Duration? = nil,
        debounce: Duration? = nil,
        supersedesOtherKeys: Bool = false
    ) -> Request<FetchAction> {
        let calls = calls, performed = performed
        return Request(
            id: id, policy: policy, retry: retry, timeout: timeout, debounce: debounce, supersedesOtherKeys: supersedesOtherKeys
        ) { () async throws(Offline) -> String in
            let answer = await calls.call(query)
            await performed.record("\(query), cancelled: \(Task.isCancelled)")
            return try answer.get()
        } success: {
            .answered($0)
        } failure: {
            .failed(query, RequestError($0))
        } timedOut: {
            .failed(query, .timedOut(after: $0))
        }
    }

    /// The actions the calls' answers became, in the order they were reduced.
    var answers: [FetchAction] {
        reduced.values.filter { if case .fetch = $0 { false } else { true } }
    }

    /// The queries the fake service was called with, in arrival order.
    var arguments: [String] {
        get async { await calls.arguments }
    }
}

extension XCTestCase {
    /// Waits (with a safety net) until the fake service has had `count` calls.
    @MainActor
    func waitForCalls(_ count: Int, of harness: RequestHarness) async {
        await awaitCompletion(of: "\(count) calls") { [calls = harness.calls] in await calls.waitForCalls(count) }
    }

    /// Waits (with a safety net) until `count` tasks sleep on the harness's clock.
    @MainActor
    func waitForSleepers(_ count: Int, on clock: TestClock) async {
        await awaitCompletion(of: "\(count) sleepers") { await clock.waitForSleepers(count) }
    }

    /// Waits (with a safety net) until `recorder` holds `count` values.
    @MainActor
    func waitForCount<Value>(_ count: Int, in recorder: Recorder<Value>) async {
        await awaitCompletion(of: "\(count) recorded values") { await recorder.waitForCount(count) }
    }
}
