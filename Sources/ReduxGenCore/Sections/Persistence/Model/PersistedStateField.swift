/// A state field that `persist:` saves and restores across launches.
package struct PersistedStateField: Hashable, Sendable {
    /// The state field.
    package var field: StateField
    /// Where `persist:` names it, where the compiler reports a type that is not `Codable`.
    package var declared: SourcePosition

    /// Creates a persisted field.
    package init(field: StateField, declared: SourcePosition) {
        self.field = field
        self.declared = declared
    }
}
