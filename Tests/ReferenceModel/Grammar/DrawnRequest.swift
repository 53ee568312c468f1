/// One request of a drawn spec: a combination of request keys that the spec language
/// accepts, as the model interprets it and `SpecYAML` writes it.
public struct DrawnRequest: Hashable, Sendable {
    /// What the request action carries.
    public enum Params: Hashable, Sendable {
        case none
        /// One unlabelled value: `params: Int`.
        case unlabelled(ValueType)
        /// Labelled values in order: `params: { id: Int, text: String }`.
        case labelled([Param])

        /// The values, in order (an unlabelled one without a label).
        public var values: [Param] {
            switch self {
            case .none: return []
            case .unlabelled(let type): return [Param(label: nil, type: type)]
            case .labelled(let params): return params
            }
        }
    }

    /// One param.
    public struct Param: Hashable, Sendable {
        public var label: String?
        public var type: ValueType
    }

    /// `policy:`.
    public enum Policy: String, CaseIterable, Hashable, Sendable {
        case latest, first, queue, concurrent

        /// Whether the state counts the calls in flight (`queue`, `concurrent`).
        public var countsCalls: Bool { self == .queue || self == .concurrent }
    }

    /// `into:`'s mode.
    public enum IntoMode: String, CaseIterable, Hashable, Sendable {
        case assign, append, prepend, upsert, keyed
    }

    /// `into: { field, mode }`; `isElement` when the success is one element of the field,
    /// `isOptional` when a plain field holds the success's optional.
    public struct Into: Hashable, Sendable {
        public var field: String
        public var mode: IntoMode
        public var isElement: Bool
        public var isOptional = false
    }

    /// `retry: { attempts, backoff }`, the backoff in milliseconds (none: 0).
    public struct Retry: Hashable, Sendable {
        public var attempts: Int
        public var backoff: Int?
    }

    public var name: String
    public var params: Params = .none
    /// The state fields the service reads too, after the params.
    public var reads: [String] = []
    public var success: ValueType?
    /// Whether the failure is typed (`failure: ModelFailure`); otherwise `RequestError`.
    public var typedFailure = false
    public var into: Into?
    /// The optional field that keeps the request's failures (`failureInto:`), of the failure
    /// type's optional.
    public var failureInto: String?
    /// The `Bool` field that shows whether a call is in flight (`loadingInto:`).
    public var loadingInto: String?
    public var policy: Policy = .latest
    /// The label of the param that keys the request.
    public var key: String?
    public var cancel = false
    public var dismiss = false
    public var retry: Retry?
    /// Milliseconds.
    public var timeout: Int?
    /// Milliseconds.
    public var debounce: Int?
    /// The actions after which the request starts by itself.
    public var on: [String] = []
    /// For a request with params, what `on:` gives them after each of its actions: an
    /// expression per param, in order (written as `on:`'s mapping form).
    public var onArguments: [String: [TriggerExpression]] = [:]
    public var when: Condition?
    /// The actions and requests dispatched after each success.
    public var then: [String] = []
    public var optimistic = false
    /// Whether a failed call leaves its prediction shown, marked failed
    /// (`optimistic: { onFailure: keep }`), drawn for into modes append, prepend and upsert.
    public var keepsFailed = false
    /// Milliseconds a success stays fresh.
    public var cache: Int?
    /// Milliseconds between polling rounds.
    public var poll: Int?

    public init(name: String) {
        self.name = name
    }

    /// The key param's type.
    public var keyType: ValueType? {
        key.flatMap { key in params.values.first { $0.label == key }?.type }
    }

    /// The position of the key among the params.
    public var keyIndex: Int? {
        key.flatMap { key in params.values.firstIndex { $0.label == key } }
    }

    /// Whether `key:` goes with a plain `into` field, so that calls are `latest` across keys.
    public var isLatestAcrossKeys: Bool { key != nil && into?.mode == .assign }

    // MARK: Generated names

    public var successName: String { name + "Success" }
    public var failureName: String { name + "Failure" }
    public var cancelName: String { "cancel" + name.uppercasingFirst }
    public var dismissName: String { "dismiss" + name.uppercasingFirst + "Error" }
    public var forceName: String { "force" + name.uppercasingFirst }
    public var startPollingName: String { "startPolling" + name.uppercasingFirst }
    public var stopPollingName: String { "stopPolling" + name.uppercasingFirst }
    public var statusName: String { name + "Status" }
    public var inFlightName: String { name + "InFlight" }
    public var predictName: String { "predict" + name.uppercasingFirst }
    /// The field `failureInto:` names, when the grammar draws it.
    public var keptFailureName: String { name + "Error" }
    /// The type of the `failureInto` field, as the spec spells it.
    public var keptFailureType: String { (typedFailure ? "ModelFailure" : "RequestError") + "?" }
    /// The field `loadingInto:` names, when the grammar draws it.
    public var loadingFlagName: String { name + "IsLoading" }
}

/// An expression that `on:` gives a param: a state field as the action left it, or a value
/// of the action's payload by its label.
public enum TriggerExpression: Hashable, Sendable {
    case field(String)
    case label(String)

    /// The expression as the spec writes it: `state.page`, `ref`.
    public var swift: String {
        switch self {
        case .field(let name): return "state." + name
        case .label(let label): return label
        }
    }
}

extension String {
    /// `load` → `Load`.
    public var uppercasingFirst: String { prefix(1).uppercased() + dropFirst() }
}
