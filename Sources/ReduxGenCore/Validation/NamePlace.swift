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

/// A kind of place in Swift code where a name stands, with the words Swift refuses there.
enum SwiftPosition: Sendable {
    /// A stored property, a case without payload, a member type: no keyword, not `_`, and
    /// not `Type` or `Protocol`, which Swift reads after a type as its metatype.
    case member
    /// A method or a case with a payload: no keyword and not `_` (`Type` and `Protocol` are
    /// accepted: `Item.Type(…)` is no metatype).
    case function
    /// A value that generated code names alone, such as an init's parameter: no keyword but
    /// `Type` and `Protocol`, not `_`, and not `await`, which Swift reads alone as its operator.
    case value
    /// A stored property of an `@Observable` class: as a member, and not `borrowing`, whose
    /// getter the Observation macro writes as a `return` with its value on the next line,
    /// which Swift warns about.
    case observed
    /// An argument label, of an associated value or a method: not `inout`, `var` or `let`,
    /// which Swift reads there as modifiers, and not `_`, which means no label.
    case label

    /// Why Swift refuses `name` here, or `nil` when it accepts it.
    func refusal(of name: String) -> String? {
        switch self {
        case .member:
            if name == "Type" || name == "Protocol" { return "Swift reads 'X.\(name)' as a metatype, not a member" }
            return Self.keywordRefusal(of: name)
        case .function:
            return name == "Type" || name == "Protocol" ? nil : Self.keywordRefusal(of: name)
        case .value:
            if name == "await" { return "generated code names it alone too, where Swift reads it as the await operator" }
            return name == "Type" || name == "Protocol" ? nil : Self.keywordRefusal(of: name)
        case .observed:
            if name == "borrowing" { return "the view model's @Observable macro expands such a property into code that Swift warns about" }
            return SwiftPosition.member.refusal(of: name)
        case .label:
            if name == "_" { return "it means no label; write the payload without labels" }
            if ["inout", "var", "let"].contains(name) { return "Swift reads it in a parameter list as a modifier, not a label" }
            return nil
        }
    }

    /// Why a keyword (or `_`) is refused, or `nil` for another name.
    private static func keywordRefusal(of name: String) -> String? {
        if name == "_" { return "it discards a value in Swift" }
        return SwiftNames.keywords.contains(name) ? "it is a Swift keyword" : nil
    }
}
