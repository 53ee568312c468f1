/// A state field that `persist:` saves and restores across launches.
public struct PersistedStateField: Hashable, Sendable {
    /// The state field.
    public var field: StateField
    /// Where `persist:` names it, where the compiler reports a type that is not `Codable`.
    public var declared: SourcePosition

    /// Creates a persisted field.
    public init(field: StateField, declared: SourcePosition) {
        self.field = field
        self.declared = declared
    }
}
