/// A feature spec drawn from the key grammar: its state fields, actions, requests and
/// children, as the model interprets it, `SpecYAML` writes it and the corpus's drivers
/// drive it.
///
/// Every drawn feature has the same actions besides its requests: `bump` and `poke` (which
/// change nothing: `on:` and `then:` name them, and the test sees them dispatched), `resetStatuses`
/// (reducer logic that sets every request's status to idle, as a user's logic may), the
/// bindings' setters, with children the actions that add and remove them, and with a
/// navigation `go` (``DrawnNavigation/go``), which only the routing acts on.
public struct DrawnFeature: Hashable, Sendable {
    /// Where the feature stands in the corpus.
    public enum Role: Hashable, Sendable {
        /// A feature of its own, on a store.
        case top
        /// The child feature of a collection (`rows`): a child per element, found by its `id`.
        case row
        /// An optional child feature (`pane`), whose `id` is its identity.
        case pane
    }

    /// One state field.
    public struct Field: Hashable, Sendable {
        public var name: String
        public var type: ValueType
        /// The value the state starts with; `nil` for a field without a default (an init
        /// parameter: a child's `id`).
        public var initial: ModelValue?
        /// Whether the field is a binding (`set<Field>`, or the setter `setter:` names).
        public var isBinding: Bool
        /// The setter's name a binding's `setter:` gives, if drawn.
        public var setter: String?
        /// Whether the spec's `actions:` declares the setter that `setter:` names (with the
        /// field's type), which the binding then takes as its setter; otherwise the setter is
        /// generated with that name.
        public var declaresSetter: Bool

        public init(name: String, type: ValueType, initial: ModelValue?, isBinding: Bool, setter: String? = nil, declaresSetter: Bool = false) {
            self.name = name
            self.type = type
            self.initial = initial
            self.isBinding = isBinding
            self.setter = setter
            self.declaresSetter = declaresSetter
        }

        /// The binding's setter action: `setReady`, or the name `setter:` gives.
        public var setterName: String { setter ?? "set" + name.uppercasingFirst }
    }

    public var name: String
    public var role: Role
    public var fields: [Field]
    public var requests: [DrawnRequest]
    /// The stream, if any (a feature of its own only).
    public var stream: DrawnStream?
    /// The navigation stack and its routing, if any (a feature of its own only).
    public var navigation: DrawnNavigation?
    /// The collection child (`rows`), if any.
    public var rows: DrawnFeature? {
        get { rowsStorage.first }
        set { rowsStorage = newValue.map { [$0] } ?? [] }
    }
    /// The optional child (`pane`), if any.
    public var pane: DrawnFeature? {
        get { paneStorage.first }
        set { paneStorage = newValue.map { [$0] } ?? [] }
    }
    // Arrays, because a struct cannot hold an optional of itself.
    private var rowsStorage: [DrawnFeature] = []
    private var paneStorage: [DrawnFeature] = []

    public init(name: String, role: Role, fields: [Field], requests: [DrawnRequest], rows: DrawnFeature? = nil, pane: DrawnFeature? = nil) {
        self.name = name
        self.role = role
        self.fields = fields
        self.requests = requests
        self.rowsStorage = rows.map { [$0] } ?? []
        self.paneStorage = pane.map { [$0] } ?? []
    }

    /// The actions without payload every drawn feature has, which `on:` and `then:` name.
    public static let plainActions = ["bump", "poke"]

    /// The action with a payload that a request's `on:` may name to give it params from the
    /// payload's labels (`on: { nudge: { ref: ref } }`); it changes nothing. A feature
    /// declares it when one of its requests names it.
    public static let nudge = "nudge"

    /// The labelled values `nudge` carries.
    public static let nudgeLabels = [DrawnRequest.Param(label: "ref", type: .int), DrawnRequest.Param(label: "text", type: .string)]

    /// Whether a request's `on:` names `nudge`, so that the feature declares it.
    public var hasNudge: Bool { requests.contains { $0.on.contains(Self.nudge) } }

    /// The reducer-logic action that sets every request's status to idle.
    public static let resetStatuses = "resetStatuses"

    /// The field `name`.
    public func field(_ name: String) -> Field? {
        fields.first { $0.name == name }
    }

    /// The request `name`.
    public func request(_ name: String) -> DrawnRequest? {
        requests.first { $0.name == name }
    }

    /// The bindings, in the order of the fields.
    public var bindings: [Field] { fields.filter(\.isBinding) }

    /// The fields a request may read: the bindings, and a child's `id`.
    public var readableFields: [Field] {
        fields.filter { $0.isBinding || $0.name == "id" }
    }

    /// The actions a request's `on:` may name: the plain actions and the bindings' setters.
    public var triggers: [String] {
        Self.plainActions + bindings.map(\.setterName)
    }

    /// The features of the spec files the feature needs: itself, then its children.
    public var specs: [DrawnFeature] {
        [self] + [rows, pane].compactMap { $0 }
    }
}
