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

    /// Creates a feature.
    public init(
        name: String, specFileName: String, imports: [String] = [], access: AccessLevel = .internal,
        fields: [StateField] = [], actions: [Action] = [], requests: [Request] = []
    ) {
        self.name = name
        self.specFileName = specFileName
        self.imports = imports
        self.access = access
        self.fields = fields
        self.actions = actions
        self.requests = requests
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

    /// Creates a field.
    public init(name: String, type: String, defaultValue: String?) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }
}

/// What an action (or a request) carries.
public enum Payload: Hashable, Sendable {
    /// Nothing: `case clearDraft`.
    case none
    /// One unlabelled value: `case select(Message.ID)`.
    case unlabelled(type: String)
    /// Labelled values in order: `case deleteMessage(id: Message.ID)`.
    case labelled([LabelledValue])
}

/// One labelled value of a payload.
public struct LabelledValue: Hashable, Sendable {
    /// The label, a Swift identifier.
    public var label: String
    /// The value's Swift type.
    public var type: String

    /// Creates a labelled value.
    public init(label: String, type: String) {
        self.label = label
        self.type = type
    }
}

/// A synchronous action.
public struct Action: Hashable, Sendable {
    /// The enum case's name.
    public var name: String
    /// What it carries.
    public var payload: Payload

    /// Creates an action.
    public init(name: String, payload: Payload) {
        self.name = name
        self.payload = payload
    }
}

/// What a new call does while one is in flight.
public enum RequestPolicy: String, CaseIterable, Hashable, Sendable {
    /// A new call cancels the one in flight.
    case latest
    /// A call while one is in flight is ignored.
    case first
}

/// An async call, which becomes a request/success/failure action triple, a status field,
/// a service method and a case of the loader middleware.
public struct Request: Hashable, Sendable {
    /// The request action's name; success and failure add `Success` and `Failure`.
    public var name: String
    /// The payload of the request action.
    public var params: Payload
    /// The success action's payload type, if any.
    public var success: String?
    /// The failure type named by the spec; `nil` means the runtime's `RequestError`.
    public var failure: String?
    /// The state field the success payload is assigned to.
    public var into: String?
    /// What a new call does while one is in flight.
    public var policy: RequestPolicy

    /// The success action's case name: `loadMessagesSuccess`.
    public var successCaseName: String { name + Self.successSuffix }
    /// The failure action's case name: `loadMessagesFailure`.
    public var failureCaseName: String { name + Self.failureSuffix }
    /// The state's status property: `loadMessagesStatus`.
    public var statusFieldName: String { name + Self.statusSuffix }

    /// What the success case adds to the request's name.
    public static let successSuffix = "Success"
    /// What the failure case adds to the request's name.
    public static let failureSuffix = "Failure"
    /// What the status property adds to the request's name.
    public static let statusSuffix = "Status"

    /// Creates a request.
    public init(
        name: String, params: Payload = .none, success: String? = nil, failure: String? = nil,
        into: String? = nil, policy: RequestPolicy = .latest
    ) {
        self.name = name
        self.params = params
        self.success = success
        self.failure = failure
        self.into = into
        self.policy = policy
    }
}
