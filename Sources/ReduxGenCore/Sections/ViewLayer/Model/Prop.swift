/// One value the view shows, and how the props skeleton first makes it from the state.
package struct Prop: Hashable, Sendable {
    /// How `make(from:)` starts out making the prop, in the skeleton.
    package enum Derivation: Hashable, Sendable {
        /// `state.<field>`: a state field of the same name and type.
        case stateField
        /// A Swift expression: the spec's `default:`, or the type's empty value.
        case expression(String)
    }

    /// The property's name.
    package var name: String
    /// Its Swift type.
    package var type: String
    /// The type's text and where the spec writes it, if known.
    package var typeSource: TypeSource?
    /// How the skeleton makes it.
    package var derivation: Derivation
    /// The spec line of its type (or default).
    package var line: Int
    /// Where its name is written in the spec (the key's position), for diagnostics about it.
    package var declared = SourcePosition(line: 1, column: 1)

    /// Creates a prop.
    package init(name: String, type: String, derivation: Derivation, line: Int = 1) {
        self.name = name
        self.type = type
        self.derivation = derivation
        self.line = line
    }
}
