/// Where a name of the spec lands in generated Swift, which decides the words Swift refuses
/// for it: a state field is a stored property and a parameter of the state's init, an
/// action without payload a case, an action's label an associated value's label.
///
/// ```swift
/// SwiftNames.problem(with: "open", as: .action(hasPayload: false))     // nil: `case open` compiles
/// SwiftNames.problem(with: "default", as: .stateField)                 // "'default' cannot name a state field: …"
/// SwiftNames.problem(with: "default", as: .label)                      // nil: `case select(default: Int)` compiles
/// ```
struct NamePlace: Sendable {
    /// What the name names, for messages: `a state field`.
    let what: String
    /// The declarations and expressions the name makes in generated code.
    let positions: [SwiftPosition]

    /// A state field: a stored property, and a parameter of the state's init that the init
    /// names alone.
    static let stateField = NamePlace(what: "a state field", positions: [.member, .value])
    /// A prop: a stored property of the props and a parameter of their init, and a property
    /// of the `@Observable` view model.
    static let prop = NamePlace(what: "a prop", positions: [.member, .value, .observed])
    /// A child: a property of the state, a case of the action, and a parameter of the
    /// children's middleware factory.
    static let child = NamePlace(what: "a child", positions: [.member, .value])
    /// A feature of an app: a property of the app's state, a case of its action, and a
    /// parameter of its middleware factory.
    static let appProperty = NamePlace(what: "a feature of the app", positions: [.member, .value])
    /// A label of a payload or a param: an associated value's label and a method's argument
    /// label, whose bindings in generated code take other names when needed.
    static let label = NamePlace(what: "a label", positions: [.label])
    /// A stream: the name of a service method (its start, stop and received cases and its
    /// state field add words to it).
    static let stream = NamePlace(what: "a stream", positions: [.function])

    /// An action: a case, without payload a bare one.
    static func action(hasPayload: Bool) -> NamePlace {
        NamePlace(what: "an action", positions: [hasPayload ? .function : .member])
    }

    /// An effect: a case and a method of the effects protocol.
    static func effect(hasPayload: Bool) -> NamePlace {
        NamePlace(what: "an effect", positions: [hasPayload ? .function : .member, .function])
    }

    /// A route: a case, without payload a bare one.
    static func route(hasPayload: Bool) -> NamePlace {
        NamePlace(what: "a route", positions: [hasPayload ? .function : .member])
    }

    /// A request: its request case (bare without params) and a service method.
    static func request(hasParams: Bool) -> NamePlace {
        NamePlace(what: "a request", positions: [hasParams ? .function : .member, .function])
    }
}

extension SwiftNames {
    /// Why `name` cannot name what `place` says in generated code, with what to write
    /// instead; `nil` when it can.
    static func problem(with name: String, as place: NamePlace) -> String? {
        if let problem = identifierProblem(name) { return problem }
        guard let reason = place.positions.lazy.compactMap({ $0.refusal(of: name) }).first else { return nil }
        let instead = name == "_" ? "" : "; choose another name, like '\(name.prefix(1).lowercased() + name.dropFirst())Value'"
        return "'\(name)' cannot name \(place.what): \(reason)" + instead
    }
}
