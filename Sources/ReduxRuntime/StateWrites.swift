/// The fields of a state that a run of the reducer wrote, by their places among the state's
/// properties: what ``StoreProtocol/observeDerivationsAndWrites(_:owner:onDerive:)``
/// hands a view model with its props.
///
/// ```swift
/// if writes.contains(0) {
///     withMutation(keyPath: \.items) {}  // the state's `items`, its first property, was written
/// }
/// ```
///
/// Of a state that records nothing, every field counts as written.
public struct StateWrites: Sendable {
    @usableFromInline let fields: StateFields
    /// Whether the state records its writes (a generated state); when not, every field
    /// counts as written.
    public let isRecorded: Bool

    init(fields: StateFields, isRecorded: Bool) {
        self.fields = fields
        self.isRecorded = isRecorded
    }

    /// Whether the run wrote the state's property at `field`, its place among the state's
    /// properties (as its accessors report their reads and writes).
    @inlinable
    public func contains(_ field: Int) -> Bool {
        fields.bits & StateFields.bit(field) != 0
    }
}
