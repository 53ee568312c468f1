/// Something the test does to a drawn feature's store, by name: the driver of the corpus
/// maps it to the feature's action, the model to its own.
public indirect enum FeatureEvent: Hashable, Sendable, CustomStringConvertible {
    /// The request action, with its params.
    case request(String, [ModelValue])
    /// The request's `force…` action.
    case force(String, [ModelValue])
    /// `cancel…`, with the key of a keyed request.
    case cancel(String, ModelValue?)
    /// `dismiss…Error`, with the key of a keyed request.
    case dismiss(String, ModelValue?)
    case startPolling(String, [ModelValue])
    case stopPolling(String, ModelValue?)
    /// `bump`, `poke`, `resetStatuses`, `closePane`, `go`.
    case plain(String)
    /// The stream's start action.
    case startStream
    /// The stream's stop action.
    case stopStream
    /// The navigation's `push(_:)`.
    case push(DrawnRoute)
    case pop
    case popToRoot
    /// The navigation's `setPath(_:)`.
    case setPath([DrawnRoute])
    /// A binding's setter.
    case set(String, ModelValue)
    /// `nudge(ref:text:)`.
    case nudge(ModelValue, ModelValue)
    case addRow(Int)
    case removeRow(Int)
    case openPane(Int)
    /// An event of the row `id`.
    case row(Int, FeatureEvent)
    /// An event of the pane.
    case pane(FeatureEvent)

    public var description: String {
        func call(_ name: String, _ values: [ModelValue]) -> String {
            name + "(" + values.map(\.description).joined(separator: ", ") + ")"
        }
        switch self {
        case .request(let name, let params): return call(name, params)
        case .force(let name, let params): return call("force " + name, params)
        case .cancel(let name, let key): return call("cancel " + name, key.map { [$0] } ?? [])
        case .dismiss(let name, let key): return call("dismiss " + name, key.map { [$0] } ?? [])
        case .startPolling(let name, let params): return call("start polling " + name, params)
        case .stopPolling(let name, let key): return call("stop polling " + name, key.map { [$0] } ?? [])
        case .plain(let name): return name
        case .startStream: return "start the stream"
        case .stopStream: return "stop the stream"
        case .push(let route): return "push \(route)"
        case .pop: return "pop"
        case .popToRoot: return "pop to root"
        case .setPath(let routes): return "set path [" + routes.map(\.description).joined(separator: ", ") + "]"
        case .set(let field, let value): return "set \(field) = \(value)"
        case .nudge(let ref, let text): return call(DrawnFeature.nudge, [ref, text])
        case .addRow(let id): return "add row \(id)"
        case .removeRow(let id): return "remove row \(id)"
        case .openPane(let id): return "open pane \(id)"
        case .row(let id, let event): return "rows[\(id)]: \(event)"
        case .pane(let event): return "pane: \(event)"
        }
    }
}

/// What a test's service answers a call: a success (its payload drawn from `sample` for the
/// call's success type) or a failure.
public enum AnswerValue: Hashable, Sendable, CustomStringConvertible {
    case success(sample: Int)
    case failure(ModelError)

    public var description: String {
        switch self {
        case .success(let sample): return "success #\(sample)"
        case .failure(let error): return "failure (\(error))"
        }
    }
}

/// One step of a test sequence.
public enum ModelEvent: Hashable, Sendable {
    /// An action dispatched to the store.
    case send(FeatureEvent)
    /// The call at `pick` (modulo the calls in flight, in the order they came) answers.
    case answer(pick: Int, AnswerValue)
    /// The clock moves forward by `milliseconds`.
    case advance(milliseconds: Int)
    /// The stream's subscription, if one runs, delivers `value`.
    case streamElement(Int)
    /// The stream's subscription, if one runs, ends: with a failure when `failed`.
    case streamEnd(failed: Bool)
}

/// What the test compares after each step: what the state shows, the calls the service
/// has not answered, the sleeps on the clock, and the actions the store dispatched during
/// the step.
public struct Observation: Hashable, Sendable {
    public var state: [String]
    public var calls: [String]
    public var deadlines: [Int]
    public var dispatched: [String]

    public init(state: [String], calls: [String], deadlines: [Int], dispatched: [String]) {
        self.state = state
        self.calls = calls
        self.deadlines = deadlines
        self.dispatched = dispatched
    }

    /// The observation as lines, for a diff.
    public var lines: [String] {
        state + calls.map { "call in flight: " + $0 } + ["sleeping until: " + deadlines.map(String.init).joined(separator: ", ")]
            + ["dispatched: " + dispatched.joined(separator: ", ")]
    }
}
