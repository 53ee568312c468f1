/// A state field that a view edits directly (`bindings:`): it gets a setter action, which the
/// generated reducer reduces by assigning the field, and a two-way accessor on the view model.
public struct FieldBinding: Hashable, Sendable {
    /// The state field.
    public var field: StateField
    /// Where its name is written in `bindings:`, for diagnostics about it.
    public var declared: SourcePosition

    /// Creates a binding of `field`, written at `declared`.
    public init(field: StateField, declared: SourcePosition = SourcePosition(line: 1, column: 1)) {
        self.field = field
        self.declared = declared
    }

    /// The field's name, and the view model's accessor's: `query`.
    public var name: String { field.name }
    /// The setter action's case name: `setQuery`.
    public var setterCaseName: String { "set" + field.name.uppercasingFirst }
}
