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
