/// Where a request keeps its failures (`failureInto: loadError`): an optional state field
/// that each failure sets, that a success leaves, and that the reducer logic (or the dismiss
/// action) clears.
package struct FailureInto: Hashable, Sendable {
    /// The state field.
    package var field: String
    /// Where the spec names the field.
    package var declared: SourcePosition
}
