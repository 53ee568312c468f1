/// A validated feature spec: everything the templates need, and nothing that can be wrong.
///
/// Names are valid Swift identifiers that are not keywords, types and default expressions
/// are single well-formed Swift types and expressions, and no two generated names collide.
package struct Feature: Hashable, Sendable {
    /// The feature's name, `TeamChat`, which prefixes every generated type.
    package var name: String
    /// The spec file's name as written, `TeamChat.yaml`, named in the generated headers.
    package var specFileName: String
    /// Modules imported by every generated file, in the spec's order.
    package var imports: [String]
    /// The access level of the generated declarations.
    package var access: AccessLevel
    /// The state's fields, in the spec's order.
    package var fields: [StateField]
    /// The synchronous actions, in the spec's order.
    package var actions: [Action]
    /// The async requests, in the spec's order.
    package var requests: [Request]
    /// The push streams, in the spec's order.
    package var streams: [Stream]
    /// What the view shows, in the spec's order (`props:`); empty: no view model.
    package var props: [Prop]
    /// Where the feature can send the user (`routes:`), in the spec's order.
    package var routes: [Action]
    /// The state fields a view edits directly (`bindings:`), in the spec's order.
    package var bindings: [FieldBinding] = []
    /// How the routes are kept as state (`navigation:`); `nil`: they are one-shot triggers.
    package var navigation: Navigation?
    /// For an app spec (`app:`), the features it composes, in the spec's order; `nil` for a
    /// feature spec.
    package var composedFeatures: [ComposedFeature]?
    /// The state fields saved and restored across launches (`persist:`), in the spec's order.
    package var persisted: [PersistedStateField] = []
    /// The side effects the reducer logic asks for (`effects:`), in the spec's order: each
    /// a case of `<Feature>Effect` and a method of `<Feature>Effects`, carrying its payload.
    package var effects: [Action] = []
    /// The child features whose states the state holds (`children:`), in the spec's order.
    package var children: [ChildFeature] = []

    /// Whether this is an app spec, which composes features instead of declaring a state.
    package var isApp: Bool { composedFeatures != nil }
    /// Whether State and Action conform to `Equatable` (`equatable: false` turns it off).
    package var isEquatable: Bool
    /// The spec's path as the run was given it, which `#sourceLocation` lines name so that
    /// the compiler reports errors in the spec's types and defaults at the spec's lines.
    package var specPath: String
    /// The spec line the State's declaration maps to (`state:`, or an app's `features:`),
    /// where the compiler reports a conformance that one of its types breaks.
    package var stateLine = 1
    /// The spec line the Action's declaration maps to (`actions:`, else `requests:`,
    /// `streams:` or `state:`; an app's `features:`).
    package var actionLine = 1

    /// Creates a feature.
    package init(
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
