/// The `Bool` state field of the user's that shows whether a request's call is in flight
/// (`loadingInto: isLoading`): the request action sets it, the answer of the last call in
/// flight, a cancel or a skip clears it, and the reducer logic may clear it at any time
/// without dropping the answer (answers are accepted by call, not by this field).
package struct LoadingInto: Hashable, Sendable {
    /// The state field.
    package var field: String
    /// Where the spec names the field.
    package var declared: SourcePosition
}
