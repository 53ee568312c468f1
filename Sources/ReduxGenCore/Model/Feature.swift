/// A validated feature spec: everything the templates need, and nothing that can be wrong.
///
/// Names are valid Swift identifiers that are not keywords, types and default expressions
/// are single well-formed Swift types and expressions, and no two generated names collide.
public struct Feature: Hashable, Sendable {
    /// The feature's name, `TeamChat`, which prefixes every generated type.
    public var name: String
    /// The spec file's name as written, `TeamChat.yaml`, named in the generated headers.
    public var specFileName: String
    /// Modules imported by every generated file, in the spec's order.
    public var imports: [String]
    /// The access level of the generated declarations.
    public var access: AccessLevel
    /// The state's fields, in the spec's order.
    public var fields: [StateField]
    /// The synchronous actions, in the spec's order.
    public var actions: [Action]
    /// The async requests, in the spec's order.
    public var requests: [Request]
    /// The push streams, in the spec's order.
    public var streams: [Stream]
    /// What the view shows, in the spec's order (`props:`); empty: no view model.
    public var props: [Prop]
    /// Where the feature can send the user (`routes:`), in the spec's order.
    public var routes: [Action]
    /// The state fields a view edits directly (`bindings:`), in the spec's order.
    public var bindings: [FieldBinding] = []
    /// How the routes are kept as state (`navigation:`); `nil`: they are one-shot triggers.
    public var navigation: Navigation?
    /// For an app spec (`app:`), the features it composes, in the spec's order; `nil` for a
    /// feature spec.
    public var composedFeatures: [ComposedFeature]?
    /// The state fields saved and restored across launches (`persist:`), in the spec's order.
    public var persisted: [PersistedStateField] = []
    /// The side effects the reducer logic asks for (`effects:`), in the spec's order: each
    /// a case of `<Feature>Effect` and a method of `<Feature>Effects`, carrying its payload.
    public var effects: [Action] = []
    /// The child features whose states the state holds (`children:`), in the spec's order.
    public var children: [ChildFeature] = []

    /// Whether this is an app spec, which composes features instead of declaring a state.
    public var isApp: Bool { composedFeatures != nil }
    /// Whether State and Action conform to `Equatable` (`equatable: false` turns it off).
    public var isEquatable: Bool
    /// The spec's path as the run was given it, which `#sourceLocation` lines name so that
    /// the compiler reports errors in the spec's types and defaults at the spec's lines.
    public var specPath: String
    /// The spec line the State's declaration maps to (`state:`, or an app's `features:`),
    /// where the compiler reports a conformance that one of its types breaks.
    public var stateLine = 1
    /// The spec line the Action's declaration maps to (`actions:`, else `requests:`,
    /// `streams:` or `state:`; an app's `features:`).
    public var actionLine = 1

    /// Creates a feature.
    public init(
        name: String, specFileName: String, imports: [String] = [], access: AccessLevel = .internal,
        fields: [StateField] = [], actions: [Action] = [], requests: [Request] = [], streams: [Stream] = [],
        props: [Prop] = [], routes: [Action] = [], isEquatable: Bool = true, specPath: String? = nil
    ) {
        self.props = props
        self.routes = routes
        self.name = name
        self.specFileName = specFileName
        self.imports = imports
        self.access = access
        self.fields = fields
        self.actions = actions
        self.requests = requests
        self.streams = streams
        self.isEquatable = isEquatable
        self.specPath = specPath ?? specFileName
    }
}

/// The access level written on every generated declaration.
public enum AccessLevel: String, CaseIterable, Hashable, Sendable {
    case `internal`
    case `public`
    case `package`
}

/// A stored property of the state.
public struct StateField: Hashable, Sendable {
    /// The property's name.
    public var name: String
    /// Its Swift type, as written.
    public var type: String
    /// The default value's Swift expression, or `nil` when the field is an init parameter
    /// without a default.
    public var defaultValue: String?
    /// The spec line of the field's type, or of its default when the spec writes one.
    public var line: Int
    /// Where its name is written in the spec (the key's position), for diagnostics about it.
    public var declared = SourcePosition(line: 1, column: 1)
    /// The type's text and where the spec writes it, if known.
    public var typeSource: TypeSource?

    /// Creates a field.
    public init(name: String, type: String, defaultValue: String?, line: Int = 1) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.line = line
    }
}

/// What an action (or a request) carries.
public enum Payload: Hashable, Sendable {
    /// Nothing: `case clearDraft`.
    case none
    /// One unlabelled value: `case select(Message.ID)`, with the type's text and where the
    /// spec writes it, if known.
    case unlabelled(type: String, source: TypeSource? = nil)
    /// Labelled values in order: `case deleteMessage(id: Message.ID)`.
    case labelled([LabelledValue])

    /// The labels of the values, in order; none for an unlabelled value.
    var labels: [String] {
        if case .labelled(let values) = self { values.map(\.label) } else { [] }
    }
}

/// One labelled value of a payload.
public struct LabelledValue: Hashable, Sendable {
    /// The label, a Swift identifier.
    public var label: String
    /// The value's Swift type.
    public var type: String
    /// The type's text and where the spec writes it, if known.
    public var typeSource: TypeSource?

    /// Creates a labelled value.
    public init(label: String, type: String, typeSource: TypeSource? = nil) {
        self.label = label
        self.type = type
        self.typeSource = typeSource
    }
}

/// A synchronous action.
public struct Action: Hashable, Sendable {
    /// The enum case's name.
    public var name: String
    /// What it carries.
    public var payload: Payload
    /// The spec line of its payload.
    public var line: Int
    /// Where its name is written in the spec (the key's position), for diagnostics about it.
    public var declared = SourcePosition(line: 1, column: 1)

    /// Creates an action.
    public init(name: String, payload: Payload, line: Int = 1) {
        self.name = name
        self.payload = payload
        self.line = line
    }
}

/// What a new call does while one is in flight.
public enum RequestPolicy: String, CaseIterable, Hashable, Sendable {
    /// A new call cancels the one in flight.
    case latest
    /// A call while one is in flight is ignored (and logged).
    case first
    /// Calls run one after another in dispatch order; none is dropped.
    case queue
    /// Every call runs at once.
    case concurrent

    /// Whether several calls of one request can be in flight, so that the state counts them
    /// and the answers carry the params.
    public var overlaps: Bool { self == .queue || self == .concurrent }
}

/// How `into:` stores the success payload in its state field.
public enum IntoMode: String, CaseIterable, Hashable, Sendable {
    /// `field = payload`.
    case assign
    /// `field.append(payload)` or `append(contentsOf:)`.
    case append
    /// The payload inserted at the start of the field.
    case prepend
    /// Elements replaced by `id`, new ones appended.
    case upsert
    /// `field[key] = payload`, for a dictionary field and a keyed request.
    case keyed
}

/// Where a request's success payload goes.
public struct Into: Hashable, Sendable {
    /// The state field.
    public var field: String
    /// How the payload is stored.
    public var mode: IntoMode
    /// Whether the payload is one element of the field's collection rather than a collection.
    public var isElement: Bool

    /// Creates a target.
    public init(field: String, mode: IntoMode = .assign, isElement: Bool = false) {
        self.field = field
        self.mode = mode
        self.isElement = isElement
    }
}

/// A request's retry of failed calls, with exponential backoff.
public struct Retry: Hashable, Sendable {
    /// How many times a failed call is retried.
    public var attempts: Int
    /// The wait before the first retry, in seconds (a Swift literal without exponent or
    /// separators, `0.5`, as `SpecNumber.literal` writes it); each next retry waits twice as long.
    public var backoff: String

    /// Creates a retry.
    public init(attempts: Int, backoff: String) {
        self.attempts = attempts
        self.backoff = backoff
    }
}

/// The spec lines of a request's parts, for `#sourceLocation`.
public struct RequestLines: Hashable, Sendable {
    /// The request's key.
    public var name: Int
    /// `params:` (or the key when absent).
    public var params: Int
    /// `success:` (or the key).
    public var success: Int
    /// `failure:` (or the key).
    public var failure: Int
    /// `into:` (or the key).
    public var into: Int
    /// `timeout:` (or the key).
    public var timeout: Int
    /// `optimistic:` (or the key).
    public var optimistic: Int

    /// Every part on the key's line.
    public init(_ line: Int) {
        name = line
        params = line
        success = line
        failure = line
        into = line
        timeout = line
        optimistic = line
    }
}

/// An async call, which becomes a request/success/failure action triple, a status field,
/// a service method and a case of the loader middleware.
public struct Request: Hashable, Sendable {
    /// The request action's name; success and failure add `Success` and `Failure`.
    public var name: String
    /// The payload of the request action.
    public var params: Payload
    /// State fields passed to the service too, read after the request action is reduced.
    public var reads: [StateField]
    /// The success action's payload type, if any.
    public var success: String?
    /// The success type's text and where the spec writes it, if known.
    public var successSource: TypeSource?
    /// The failure type named by the spec; `nil` means the runtime's `RequestError`.
    public var failure: String?
    /// The failure type's text and where the spec writes it, if known.
    public var failureSource: TypeSource?
    /// Where the success payload goes.
    public var into: Into?
    /// What a new call does while one is in flight.
    public var policy: RequestPolicy
    /// The param whose value keys the request (per-key policy and status), and its type.
    public var key: LabelledValue?
    /// Whether the request has a cancel action.
    public var cancel: Bool
    /// Whether the request has a dismiss-error action.
    public var dismiss: Bool
    /// The retry of failed calls.
    public var retry: Retry?
    /// Seconds (a Swift literal) after which a call fails with a timeout.
    public var timeout: String?
    /// Seconds (a Swift literal) of quiet after the last request action before the call.
    public var debounce: String?
    /// The actions after which the request starts by itself (`on:`), in the spec's order.
    public var on: [NamedAction] = []
    /// The actions and requests dispatched after each success (`then:`), in the spec's order.
    public var then: [NamedAction] = []
    /// A Swift `Bool` expression over `state` (`when:`): false skips the call, status unchanged.
    public var when: String?
    /// The spec line of `when:`.
    public var whenLine: Int?
    /// Whether the request action shows the predicted success payload in the `into` field
    /// until the call answers (`optimistic: true`).
    public var optimistic = false
    /// Seconds (a Swift literal) between rounds while the request polls (`poll:`).
    public var poll: String?
    /// Seconds (a Swift literal) a success stays fresh, during which the request is skipped
    /// (`cache:`).
    public var cache: String?
    /// Where its parts are written in the spec.
    public var lines: RequestLines
    /// Where its name is written in the spec (the key's position), for diagnostics about it.
    public var declared = SourcePosition(line: 1, column: 1)

    /// The success action's case name: `loadMessagesSuccess`.
    public var successCaseName: String { name + Self.successSuffix }
    /// The failure action's case name: `loadMessagesFailure`.
    public var failureCaseName: String { name + Self.failureSuffix }
    /// The state's status property: `loadMessagesStatus`.
    public var statusFieldName: String { name + Self.statusSuffix }
    /// The state's count of calls in flight (queue and concurrent): `sendMessageInFlight`.
    public var inFlightFieldName: String { name + "InFlight" }
    /// The cancel action's case name: `cancelLoadMessages`.
    public var cancelCaseName: String { "cancel" + name.uppercasingFirst }
    /// The dismiss action's case name: `dismissLoadMessagesError`.
    public var dismissCaseName: String { "dismiss" + name.uppercasingFirst + "Error" }
    /// Whether the success and failure actions carry the request's params.
    public var answersCarryParams: Bool { params != .none && (policy.overlaps || key != nil) }
    /// Whether the state counts the calls in flight.
    public var countsCalls: Bool { policy.overlaps }

    /// What the success case adds to the request's name.
    public static let successSuffix = "Success"
    /// What the failure case adds to the request's name.
    public static let failureSuffix = "Failure"
    /// What the status property adds to the request's name.
    public static let statusSuffix = "Status"

    /// Creates a request.
    public init(
        name: String, params: Payload = .none, reads: [StateField] = [], success: String? = nil, failure: String? = nil,
        into: Into? = nil, policy: RequestPolicy = .latest, key: LabelledValue? = nil, cancel: Bool = false,
        dismiss: Bool = false, retry: Retry? = nil, timeout: String? = nil, debounce: String? = nil,
        lines: RequestLines = RequestLines(1)
    ) {
        self.name = name
        self.params = params
        self.reads = reads
        self.success = success
        self.failure = failure
        self.into = into
        self.policy = policy
        self.key = key
        self.cancel = cancel
        self.dismiss = dismiss
        self.retry = retry
        self.timeout = timeout
        self.debounce = debounce
        self.lines = lines
    }
}

/// A state field that `persist:` saves and restores across launches.
public struct PersistedStateField: Hashable, Sendable {
    /// The state field.
    public var field: StateField
    /// Where `persist:` names it, where the compiler reports a type that is not `Codable`.
    public var declared: SourcePosition

    /// Creates a persisted field.
    public init(field: StateField, declared: SourcePosition) {
        self.field = field
        self.declared = declared
    }
}

/// A push stream: start and stop actions, an action per element and one at the end, a
/// service method returning an async sequence, and a state field of the running ones.
public struct Stream: Hashable, Sendable {
    /// The stream's name: `roomUpdates`.
    public var name: String
    /// The params that start it; one subscription runs per params value.
    public var params: Payload
    /// The element type.
    public var element: String
    /// The element type's text and where the spec writes it, if known.
    public var elementSource: TypeSource?
    /// The failure type named by the spec; `nil` means the runtime's `RequestError`.
    public var failure: String?
    /// The failure type's text and where the spec writes it, if known.
    public var failureSource: TypeSource?
    /// Whether the element type is `Equatable`; `false` wraps it in `Uncompared` in actions.
    public var isElementEquatable = true
    /// Whether the stream has an action that stops all its subscriptions.
    public var stopAll = false
    /// The spec line of the stream's key.
    public var line: Int
    /// Where its name is written in the spec (the key's position), for diagnostics about it.
    public var declared = SourcePosition(line: 1, column: 1)

    /// Creates a stream.
    public init(name: String, params: Payload = .none, element: String, failure: String? = nil, line: Int = 1) {
        self.name = name
        self.params = params
        self.element = element
        self.failure = failure
        self.line = line
    }

    /// `startRoomUpdates`.
    public var startCaseName: String { "start" + name.uppercasingFirst }
    /// `stopRoomUpdates`.
    public var stopCaseName: String { "stop" + name.uppercasingFirst }
    /// `stopAllRoomUpdates`.
    public var stopAllCaseName: String { "stopAll" + name.uppercasingFirst }
    /// `roomUpdatesReceived`.
    public var receivedCaseName: String { name + "Received" }
    /// `roomUpdatesFinished`.
    public var finishedCaseName: String { name + "Finished" }
    /// `roomUpdatesActive`.
    public var activeFieldName: String { name + "Active" }
}

extension String {
    /// The string with its first character uppercased: `loadMore` → `LoadMore`.
    var uppercasingFirst: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}

/// One value the view shows, and how the props skeleton first makes it from the state.
public struct Prop: Hashable, Sendable {
    /// How `make(from:)` starts out making the prop, in the skeleton.
    public enum Derivation: Hashable, Sendable {
        /// `state.<field>`: a state field of the same name and type.
        case stateField
        /// A Swift expression: the spec's `default:`, or the type's empty value.
        case expression(String)
    }

    /// The property's name.
    public var name: String
    /// Its Swift type.
    public var type: String
    /// The type's text and where the spec writes it, if known.
    public var typeSource: TypeSource?
    /// How the skeleton makes it.
    public var derivation: Derivation
    /// The spec line of its type (or default).
    public var line: Int
    /// Where its name is written in the spec (the key's position), for diagnostics about it.
    public var declared = SourcePosition(line: 1, column: 1)

    /// Creates a prop.
    public init(name: String, type: String, derivation: Derivation, line: Int = 1) {
        self.name = name
        self.type = type
        self.derivation = derivation
        self.line = line
    }
}

/// One feature of an app spec: the app state's property that holds it, and the feature.
public struct ComposedFeature: Hashable, Sendable {
    /// The property of the app state and the case of the app action: `catalog`.
    public var property: String
    /// The feature's name, the name of its spec in the same run: `Catalog`.
    public var feature: String
    /// The spec line that lists it.
    public var line: Int
    /// Where its name is written in the spec (the key's position), for diagnostics about it.
    public var declared = SourcePosition(line: 1, column: 1)

    /// Creates a composed feature.
    public init(property: String, feature: String, line: Int = 1) {
        self.property = property
        self.feature = feature
        self.line = line
    }
}
