/// Where a feature instance stands: the feature itself, one of its rows, its pane.
public enum InstancePath: Hashable, Sendable {
    case root
    case row(Int)
    case pane
}

/// A call of the service that the model expects the store to have made and not yet had
/// answered: one attempt of a request's call. It is *current* while its call is (not
/// superseded, cancelled, timed out or dropped with its child); a call that is not current
/// can still answer, late, and its answer must go nowhere.
public struct ServiceCall: Hashable, Sendable {
    let serial: Int
    let path: InstancePath
    let generation: Int
    let call: Int
    let attempt: Int
    /// The feature whose service is called.
    public let service: String
    public let request: String
    /// The params, then the values read.
    public let arguments: [ModelValue]
    public internal(set) var isCurrent: Bool

    /// `Drawn01.load(1, "a")`, followed by ` (cancelled)` for a call that is not current:
    /// how the test's service lists its calls too.
    public var line: String {
        "\(service).\(request)(" + arguments.map(\.description).joined(separator: ", ") + ")" + (isCurrent ? "" : " (cancelled)")
    }
}

/// The reference model: what a drawn feature's store shows after each event, by the rules of
/// the request semantics, with the clock, the service's calls in flight and the actions the
/// store dispatches.
///
/// It holds every instance of the feature (the feature, its rows and its pane) flat, each
/// with a generation that a child's leaving ends: timers, calls and polls of an ended
/// generation go nowhere.
public struct ModelWorld: Sendable {
    /// A call's identity for its request's policy: the request and its key.
    struct CallID: Hashable, Sendable {
        var request: String
        var key: ModelValue?
    }

    /// One call of a request, from its request action until its answer is dispatched.
    struct Call: Sendable {
        enum Phase: Hashable, Sendable {
            case debouncing
            case queued
            case attempting(Int)
            case backingOff(next: Int)
        }

        let serial: Int
        let path: InstancePath
        let generation: Int
        let id: CallID
        let params: [ModelValue]
        let reads: [ModelValue]
        var phase: Phase

        var arguments: [ModelValue] { params + reads }
        var isUnderWay: Bool {
            switch phase {
            case .attempting, .backingOff: return true
            case .debouncing, .queued: return false
            }
        }
    }

    /// A sleep on the store's clock.
    struct Timer: Sendable {
        enum Kind: Hashable, Sendable {
            case debounce(call: Int)
            case timeout(call: Int, attempt: Int)
            case backoff(call: Int, attempt: Int)
            case poll(CallID)
        }

        let serial: Int
        let deadline: Int
        let path: InstancePath
        let generation: Int
        let kind: Kind
    }

    /// A success kept by `cache:`, per instance, call id and arguments.
    struct CacheKey: Hashable, Sendable {
        var path: InstancePath
        var generation: Int
        var id: CallID
        var arguments: [ModelValue]
    }

    struct CachedSuccess: Sendable {
        var time: Int
        var payload: ModelValue?
    }

    struct PollKey: Hashable, Sendable {
        var path: InstancePath
        var generation: Int
        var id: CallID
    }

    public let feature: DrawnFeature
    /// Whether the test's service ends a call at once when its task is cancelled (a call that
    /// is not current then leaves the calls in flight), or lets it run until answered.
    public let honorsCancellation: Bool
    /// The store's clock, in milliseconds.
    public internal(set) var now = 0
    var states: [InstancePath: FeatureState] = [:]
    var generations: [InstancePath: Int] = [:]
    /// The rows' ids, in the order of the state's collection.
    var rowOrder: [Int] = []
    var calls: [Call] = []
    var timers: [Timer] = []
    var cache: [CacheKey: CachedSuccess] = [:]
    var polls: [PollKey: [ModelValue]] = [:]
    /// The service's calls in flight, in the order they came.
    public internal(set) var serviceCalls: [ServiceCall] = []
    /// Whether the stream's subscription runs: from the start action (while none runs) until
    /// its stop action or the stream's end.
    public internal(set) var isSubscribed = false
    var queue: [(InstancePath, ModelAction)] = []
    var dispatched: [String] = []
    var lastSerial = 0
    /// How many calls of the service the store has made so far (one per attempt).
    public internal(set) var callsMade = 0
    /// How many sleeps on the clock the store has begun so far (a zero backoff included):
    /// with `callsMade` and the dispatches, a count that only grows, so that the test knows
    /// when the store has done all that the model expects.
    public internal(set) var sleepsBegun = 0
    /// Whether the clock has woken a sleep while another one ended at the same instant.
    var wokeTiedSleeps = false

    public init(feature: DrawnFeature, honorsCancellation: Bool) {
        self.feature = feature
        self.honorsCancellation = honorsCancellation
        states[.root] = FeatureState(feature: feature)
        generations[.root] = nextSerial()
    }

    mutating func nextSerial() -> Int {
        lastSerial += 1
        return lastSerial
    }

    /// The spec of the instance at `path`.
    func spec(at path: InstancePath) -> DrawnFeature {
        switch path {
        case .root: return feature
        case .row: return feature.rows!
        case .pane: return feature.pane!
        }
    }

    func isLive(_ path: InstancePath, _ generation: Int) -> Bool {
        generations[path] == generation
    }

    // MARK: Events

    /// Dispatches the action of `event` and everything it leads to.
    public mutating func send(_ event: FeatureEvent) {
        switch event {
        case .row(let id, let inner): queue.append((.row(id), Self.action(of: inner)))
        case .pane(let inner): queue.append((.pane, Self.action(of: inner)))
        default: queue.append((.root, Self.action(of: event)))
        }
        drain()
    }

    static func action(of event: FeatureEvent) -> ModelAction {
        switch event {
        case .request(let name, let params): return .request(name, params: params, forced: false)
        case .force(let name, let params): return .request(name, params: params, forced: true)
        case .cancel(let name, let key): return .cancel(name, key: key)
        case .dismiss(let name, let key): return .dismiss(name, key: key)
        case .startPolling(let name, let params): return .startPolling(name, params: params)
        case .stopPolling(let name, let key): return .stopPolling(name, key: key)
        case .plain(let name): return .plain(name)
        case .startStream: return .startStream
        case .stopStream: return .stopStream
        case .push(let route): return .push(route)
        case .pop: return .pop
        case .popToRoot: return .popToRoot
        case .setPath(let routes): return .setPath(routes)
        case .set(let field, let value): return .set(field, value)
        case .nudge(let ref, let text): return .nudge([ref, text])
        case .addRow(let id): return .addRow(id)
        case .removeRow(let id): return .removeRow(id)
        case .openPane(let id): return .openPane(id)
        case .row, .pane: preconditionFailure("a child's event nested in a child's")
        }
    }

    /// The call in flight that `pick` names (modulo their count), if any: of calls alike
    /// (the same request, arguments and currency), the one that came first, which the test's
    /// service answers too, not knowing them apart.
    public func serviceCall(picked pick: Int) -> ServiceCall? {
        guard !serviceCalls.isEmpty else { return nil }
        let picked = serviceCalls[abs(pick) % serviceCalls.count]
        return serviceCalls.first { $0.line == picked.line && $0.path == picked.path }
    }

    /// The service answers `call` with `answer`.
    public mutating func answer(_ call: ServiceCall, with answer: AnswerValue) {
        guard let index = serviceCalls.firstIndex(where: { $0.serial == call.serial }) else { return }
        let answered = serviceCalls.remove(at: index)
        guard answered.isCurrent else { return }
        deliver(answered, answer)
        drain()
    }

    /// The stream's subscription delivers `value`, or ends (`failed` or not): nothing when
    /// none runs.
    public mutating func streamDelivers(_ value: Int) {
        guard isSubscribed else { return }
        dispatch(.streamReceived(value), from: .root, generation: generations[.root]!)
        drain()
    }

    /// The stream's subscription ends, with a failure when `failed`: the runner forgets it,
    /// then dispatches its end.
    public mutating func streamEnds(failed: Bool) {
        guard isSubscribed else { return }
        isSubscribed = false
        dispatch(.streamFinished(failed: failed), from: .root, generation: generations[.root]!)
        drain()
    }

    /// The line of the stream's subscription among the calls in flight, as the test's
    /// service lists it.
    var subscriptionLines: [String] {
        guard isSubscribed, let stream = feature.stream else { return [] }
        return [CallBoard.subscriptionLine(service: feature.name, stream: stream.name)]
    }

    /// Whether two sleeps end at the same time, or did when the clock woke one of them (a
    /// retry's backoff begun by an earlier wake of the same advance ending when another
    /// request's timeout does): which one's consequences come first is then the scheduler's
    /// to decide, in the store, so test sequences avoid it.
    public var hasTiedSleeps: Bool {
        wokeTiedSleeps || Set(timers.map(\.deadline)).count < timers.count
    }

    /// The earliest deadline of a sleep on the clock, if any.
    public var nextDeadline: Int? { timers.map(\.deadline).min() }

    /// Moves the clock to `target`, waking each sleep it reaches in deadline order (ties in
    /// the order they began), each with its consequences.
    public mutating func advance(to target: Int) {
        while let timer = timers.filter({ $0.deadline <= target }).min(by: { ($0.deadline, $0.serial) < ($1.deadline, $1.serial) }) {
            timers.removeAll { $0.serial == timer.serial }
            if timers.contains(where: { $0.deadline == timer.deadline }) { wokeTiedSleeps = true }
            now = max(now, timer.deadline)
            fire(timer)
            drain()
        }
        now = max(now, target)
    }

    // MARK: Observation

    /// What the model expects the store to show now; `since` is how many actions of the
    /// whole run came before the step.
    public func observation(dispatchedSince start: Int) -> Observation {
        Observation(
            state: stateLines,
            calls: (serviceCalls.map(\.line) + subscriptionLines).sorted(),
            deadlines: timers.map(\.deadline).sorted(),
            dispatched: Array(dispatched.dropFirst(start)))
    }

    /// How many actions the store has dispatched so far.
    public var dispatchedCount: Int { dispatched.count }

    var stateLines: [String] {
        var lines = states[.root]!.lines
        if feature.rows != nil {
            lines.append("rows = [" + rowOrder.map(String.init).joined(separator: ", ") + "]")
            for id in rowOrder { lines += states[.row(id)]!.lines.map { "rows[\(id)]." + $0 } }
        }
        if feature.pane != nil {
            if let pane = states[.pane] {
                lines += pane.lines.map { "pane." + $0 }
            } else {
                lines.append("pane = nil")
            }
        }
        return lines
    }

    // MARK: Dispatching

    /// Queues `action` of the instance at `path` (of `generation`), as its middleware
    /// dispatches it: dropped when that instance has left the state.
    mutating func dispatch(_ action: ModelAction, from path: InstancePath, generation: Int) {
        guard isLive(path, generation) else { return }
        queue.append((path, action))
    }

    /// Processes the queued actions in order, each with the actions it queues.
    mutating func drain() {
        while !queue.isEmpty {
            let (path, action) = queue.removeFirst()
            process(action, at: path)
        }
    }

    private mutating func process(_ action: ModelAction, at path: InstancePath) {
        let name = action.name(in: spec(at: path))
        switch path {
        case .root: dispatched.append(name)
        case .row(let id): dispatched.append("rows[\(id)].\(name)")
        case .pane: dispatched.append("pane.\(name)")
        }
        // An action for a child that is not in the state is ignored.
        guard let generation = generations[path] else { return }
        handle(action, at: path, generation: generation)
    }
}
