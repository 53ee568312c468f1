/// A state field that a view edits directly (`bindings:`): it gets a setter action, which the
/// generated reducer reduces by assigning the field, and a two-way accessor on the view model.
package struct FieldBinding: Hashable, Sendable {
    /// The state field.
    package var field: StateField
    /// Where its name is written in `bindings:`, for diagnostics about it.
    package var declared: SourcePosition
    /// The setter's name that the spec gives (`setter: draftEdited`); `nil` for `set<Field>`.
    package var setter: String?
    /// Where the spec gives the setter's name, if it does.
    package var setterDeclared: SourcePosition?

    /// Creates a binding of `field`, written at `declared`, whose setter is `setter` (written
    /// at `setterDeclared`), or `set<Field>` without one.
    package init(
        field: StateField, declared: SourcePosition = SourcePosition(line: 1, column: 1), setter: String? = nil, setterDeclared: SourcePosition? = nil
    ) {
        self.field = field
        self.declared = declared
        self.setter = setter
        self.setterDeclared = setterDeclared
    }

    /// The field's name, and the view model's accessor's: `query`.
    package var name: String { field.name }
    /// The setter action's case name: `setQuery`, or the name `setter:` gives.
    package var setterCaseName: String { setter ?? "set" + field.name.uppercasingFirst }
    /// Where the setter's name is written: at `setter:`, or the field's name in `bindings:`.
    package var setterPosition: SourcePosition { setterDeclared ?? declared }
}
