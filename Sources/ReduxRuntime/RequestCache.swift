/// The fresh answers of cached requests (`cache:` in a spec), measured on the store's clock:
/// a call with the same id and arguments as a success younger than its lifetime is answered
/// again with that success, without calling the service.
///
/// ```swift
/// let cache = RequestCache(context: context)
/// let call = CachedCall(id: RequestID("loadInbox"), arguments: CallArguments(folder), lifetime: .seconds(60), forcedBy: "forceLoadInbox")
/// // once the request action has been reduced:
/// cache.run(request, as: call, on: requests)  // a fresh answer again, or the call
/// // once its success action has been reduced:
/// cache.succeeded(call, answer: action)
/// ```
///
/// An answer is fresh for the id and the arguments of the call that got it (its params and
/// the fields it read, which its success carries): `loadRoom` with another key, or
/// `loadInbox` of another folder, is not. A fresh answer is not a skip: the request action
/// reaches the reducer and every middleware, and the stored success action is dispatched
/// again, which the reducer applies as any success. For the request's policy it is a call:
/// under `latest` it supersedes the call in flight, under `first` it is dropped while one is
/// in flight. Answers are forgotten once they are stale, so the cache holds at most the
/// answers of one lifetime.
@MainActor
public final class RequestCache<State, Action: Sendable> {
    private struct Key: Hashable {
        let id: RequestID
        let arguments: CallArguments
    }

    private struct Answer {
        let action: Action
        /// The time elapsed since the answer arrived.
        let age: () -> Duration
        let lifetime: Duration

        var isFresh: Bool { age() < lifetime }
    }

    private let environment: StoreEnvironment
    /// The answers that may still be fresh, by id and arguments.
    private var answers: [Key: Answer] = [:]
    /// The answers dispatched again that have not been noted yet, by id and arguments: their
    /// note keeps the age of the answer they repeat.
    private var repeated: [Key: Int] = [:]

    /// Creates a cache that measures time on `context`'s clock and logs through its
    /// environment.
    public init(context: MiddlewareContext<State, Action>) {
        environment = context.environment
    }

    /// Runs `call`, a call of `request`, on `runner`: unless it is forced, a fresh answer of
    /// its id and arguments is dispatched again under the request's policy (and logged,
    /// naming the action that calls anyway); otherwise the runner runs the request, checking
    /// `condition` when the call is about to start
    /// (``RequestRunner/run(_:checking:)``).
    public func run(_ request: Request<Action>, as call: CachedCall, on runner: RequestRunner<State, Action>, checking condition: StartCondition<State, Action>? = nil) {
        let key = Key(id: call.id, arguments: call.arguments)
        guard !call.isForced, let answer = answers[key], answer.isFresh else {
            runner.run(request, checking: condition)
            return
        }
        let age = answer.age()
        repeated[key, default: 0] += 1
        guard runner.answer(request, with: answer.action) else {
            noteRepeated(key)
            return
        }
        let name = call.arguments == CallArguments() ? "\(call.id)" : "\(call.id)\(call.arguments)"
        environment.logger.log(.debug, "reduxgen: answered \(name) again: its last answer is \(age) old, fresh for \(answer.lifetime) (\(call.forcedBy) calls anyway)")
    }

    /// Notes `answer`, the success action of `call`: fresh from now on, unless it is a fresh
    /// answer dispatched again, which stays as old as it was. Answers that have gone stale are
    /// forgotten.
    public func succeeded(_ call: CachedCall, answer: Action) {
        let key = Key(id: call.id, arguments: call.arguments)
        answers = answers.filter { $0.value.isFresh }
        if noteRepeated(key), let repeated = answers[key] {
            answers[key] = Answer(action: answer, age: repeated.age, lifetime: repeated.lifetime)
        } else {
            answers[key] = Answer(action: answer, age: Self.stopwatch(on: environment.clock), lifetime: call.lifetime)
        }
    }

    /// Notes that one answer of `key` dispatched again has arrived (or will not); whether
    /// one was awaited.
    @discardableResult
    private func noteRepeated(_ key: Key) -> Bool {
        guard let count = repeated[key] else { return false }
        repeated[key] = count > 1 ? count - 1 : nil
        return true
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

    /// The same call, made by the action that calls whatever the cache holds.
    ///
    /// ```swift
    /// CachedCall(id: RequestID("loadInbox"), arguments: CallArguments(), lifetime: .seconds(60), forcedBy: "forceLoadInbox").forced
    /// ```
    public var forced: CachedCall {
        CachedCall(id: id, arguments: arguments, lifetime: lifetime, forcedBy: forcedBy, isForced: true)
    }
}
