/// When each cached request last succeeded, measured on the store's clock, so that a loader
/// can skip a request whose answer is still fresh (`cache:` in a spec).
///
/// ```swift
/// let cache = RequestCache(context: context)
/// // before the request action reaches the reducer:
/// if cache.isFresh(RequestID("loadInbox"), arguments: CallArguments(), forcedBy: "forceLoadInbox") {
///     return  // skipped, and logged
/// }
/// next(action)
/// cache.run(request, arguments: CallArguments(), freshFor: .seconds(60), on: requests)
/// // after its success action has been reduced:
/// cache.succeeded(RequestID("loadInbox"))
/// ```
///
/// An answer is fresh for the id and the arguments of the call that got it: `loadRoom` with
/// another key, or `loadMore` of another page, is not. A cached request runs one call at a
/// time per id (policy `latest` or `first`), so the cache knows which arguments the success
/// of an id answers: those of the call that ``run(_:arguments:freshFor:on:)`` started last.
/// Answers are forgotten once they are stale, so the cache holds at most the answers of one
/// lifetime.
@MainActor
public final class RequestCache<State, Action: Sendable> {
    private struct Answer: Hashable {
        let id: RequestID
        let arguments: CallArguments
    }

    private struct Call {
        let arguments: CallArguments
        let lifetime: Duration
    }

    private struct Freshness {
        /// The time elapsed since the answer arrived.
        let age: () -> Duration
        let lifetime: Duration
    }

    private let environment: StoreEnvironment
    /// The call in flight, by id.
    private var inFlight: [RequestID: Call] = [:]
    /// The answers that may still be fresh, by id and arguments.
    private var answered: [Answer: Freshness] = [:]

    /// Creates a cache that measures time on `context`'s clock and logs through its
    /// environment.
    public init(context: MiddlewareContext<State, Action>) {
        environment = context.environment
    }

    /// Whether the last success of `id` with `arguments` is younger than the lifetime its
    /// call was run with. When it is, the skip is logged, naming `force`, the action that
    /// calls anyway.
    public func isFresh(_ id: RequestID, arguments: CallArguments, forcedBy force: String) -> Bool {
        guard let answer = answered[Answer(id: id, arguments: arguments)] else { return false }
        let age = answer.age()
        guard age < answer.lifetime else { return false }
        let call = arguments == CallArguments() ? "\(id)" : "\(id)\(arguments)"
        environment.log("reduxgen: skipped \(call): its last answer is \(age) old, fresh for \(answer.lifetime) (\(force) calls anyway)")
        return true
    }

    /// Runs `request` on `runner`, noting it as the call in flight of its id (made with
    /// `arguments`, its answer fresh for `lifetime`) unless the runner drops it (policy
    /// `first` while a call is in flight).
    public func run(
        _ request: Request<Action>,
        arguments: CallArguments,
        freshFor lifetime: Duration,
        on runner: RequestRunner<State, Action>
    ) {
        if request.policy != .first || !runner.isRunning(id: request.id) {
            inFlight[request.id] = Call(arguments: arguments, lifetime: lifetime)
        }
        runner.run(request)
    }

    /// Notes that the call of `id` in flight succeeded now: its answer is fresh from now on.
    /// Answers that have gone stale are forgotten.
    public func succeeded(_ id: RequestID) {
        guard let call = inFlight.removeValue(forKey: id) else { return }
        answered = answered.filter { $0.value.age() < $0.value.lifetime }
        answered[Answer(id: id, arguments: call.arguments)] = Freshness(
            age: Self.stopwatch(on: environment.clock), lifetime: call.lifetime)
    }

    /// A function that returns the time elapsed on `clock` since it was made.
    private static func stopwatch(on clock: some Clock<Duration>) -> () -> Duration {
        let start = clock.now
        return { start.duration(to: clock.now) }
    }
}
