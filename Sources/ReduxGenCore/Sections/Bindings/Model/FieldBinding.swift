/// A state field that a view edits directly (`bindings:`): it gets a setter action, which the
/// generated reducer reduces by assigning the field, and a two-way accessor on the view model.
package struct FieldBinding: Hashable, Sendable {
    /// The state field.
    package var field: StateField
    /// Where its name is written in `bindings:`, for diagnostics about it.
    package var declared: SourcePosition

    /// Creates a binding of `field`, written at `declared`.
    package init(field: StateField, declared: SourcePosition = SourcePosition(line: 1, column: 1)) {
        self.field = field
        self.declared = declared
    }

    /// The field's name, and the view model's accessor's: `query`.
    package var name: String { field.name }
    /// The setter action's case name: `setQuery`.
    package var setterCaseName: String { "set" + field.name.uppercasingFirst }
}
