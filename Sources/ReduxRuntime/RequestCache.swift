/// When each cached request last succeeded, measured on the store's clock, so that a loader
/// can skip a request whose answer is still fresh (`cache:` in a spec).
///
/// ```swift
/// let cache = RequestCache(context: context)
/// let call = CachedCall(id: RequestID("loadInbox"), arguments: CallArguments(), lifetime: .seconds(60), forcedBy: "forceLoadInbox")
/// // before the request action reaches the reducer:
/// if cache.skips(call) { return }  // fresh: skipped, and logged
/// next(action)
/// cache.run(request, as: call, on: requests)
/// // after its success action has been reduced:
/// cache.succeeded(RequestID("loadInbox"))
/// ```
///
/// An answer is fresh for the id and the arguments of the call that got it: `loadRoom` with
/// another key, or `loadMore` of another page, is not. A cached request runs one call at a
/// time per id (policy `latest` or `first`), so the cache knows which arguments the success
/// of an id answers: those of the call that ``run(_:as:on:)`` started last. Answers are
/// forgotten once they are stale, so the cache holds at most the answers of one lifetime.
@MainActor
public final class RequestCache<State, Action: Sendable> {
    private struct Answer: Hashable {
        let id: RequestID
        let arguments: CallArguments
    }

    private struct Freshness {
        /// The time elapsed since the answer arrived.
        let age: () -> Duration
        let lifetime: Duration
    }

    private let environment: StoreEnvironment
    /// The call in flight, by id.
    private var inFlight: [RequestID: CachedCall] = [:]
    /// The answers that may still be fresh, by id and arguments.
    private var answered: [Answer: Freshness] = [:]

    /// Creates a cache that measures time on `context`'s clock and logs through its
    /// environment.
    public init(context: MiddlewareContext<State, Action>) {
        environment = context.environment
    }

    /// Whether `call` is to be skipped: it is not forced, and the last success of its id with
    /// its arguments is younger than the lifetime that success was given. A skip is logged,
    /// naming the action that calls anyway.
    public func skips(_ call: CachedCall) -> Bool {
        guard !call.isForced, let answer = answered[Answer(id: call.id, arguments: call.arguments)] else { return false }
        let age = answer.age()
        guard age < answer.lifetime else { return false }
        let name = call.arguments == CallArguments() ? "\(call.id)" : "\(call.id)\(call.arguments)"
        environment.logger.log(.debug, "reduxgen: skipped \(name): its last answer is \(age) old, fresh for \(answer.lifetime) (\(call.forcedBy) calls anyway)")
        return true
    }

    /// Runs `request` on `runner`, noting `call` as the call in flight of its id unless the
    /// runner drops it (policy `first` while a call is in flight).
    public func run(_ request: Request<Action>, as call: CachedCall, on runner: RequestRunner<State, Action>) {
        if request.policy != .first || !runner.isRunning(id: request.id) {
            inFlight[request.id] = call
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

/// One call of a cached request, as a ``RequestCache`` tells it apart: its id and arguments,
/// how long its answer stays fresh, and whether it is forced.
///
/// ```swift
/// CachedCall(id: RequestID("loadRoom", key: id), arguments: CallArguments(id), lifetime: .seconds(60),
///            forcedBy: "forceLoadRoom", isForced: false)
/// ```
public struct CachedCall: Sendable {
    /// The request's id.
    public let id: RequestID
    /// The params and the state fields read that the call is made with.
    public let arguments: CallArguments
    /// How long a success of the call stays fresh.
    public let lifetime: Duration
    /// The name of the action that calls even while an answer is fresh, for the log.
    public let forcedBy: String
    /// Whether this call is made by that action: it runs whatever the cache holds.
    public let isForced: Bool

    /// Creates a call.
    /// - Parameters:
    ///   - id: The request's id.
    ///   - arguments: The params and the state fields read that the call is made with.
    ///   - lifetime: How long a success of the call stays fresh.
    ///   - forcedBy: The name of the action that calls even while an answer is fresh.
    ///   - isForced: Whether this call is made by that action.
    public init(id: RequestID, arguments: CallArguments, lifetime: Duration, forcedBy: String, isForced: Bool = false) {
        self.id = id
        self.arguments = arguments
        self.lifetime = lifetime
        self.forcedBy = forcedBy
        self.isForced = isForced
    }
}
