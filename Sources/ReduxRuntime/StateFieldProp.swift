/// A view model's prop that shows a field of the state as it is, such as a list: kept only
/// while it differs from that field, so that the view model shares no storage with the
/// store's state and an action that appends to the list appends in place.
///
/// ```swift
/// var messages: [Message] {
///     access(keyPath: \.messages)
///     return messagesProp.value(field: store.state.messages)
/// }
/// @ObservationIgnored private var messagesProp: StateFieldProp<[Message]>
///
/// // After each derivation of the props:
/// if messagesProp.update(props.messages, field: store.state.messages) {
///     withMutation(keyPath: \.messages) {}
/// }
/// // After each action that wrote the field (`observeWrites(\.messages, …)`):
/// if messagesProp.showsField { withMutation(keyPath: \.messages) {} }
/// ```
///
/// A prop is the field when it is identical to it (the same bits: the same list's storage),
/// as it is when `make(from:)` passes the field through; a prop made otherwise (a filtered
/// list) is kept, and compared with the next one.
public struct StateFieldProp<Value: Equatable> {
    // Inlinable, so that the view model's code compares its own type's bits: generic, it
    // would look the type up at run time for each comparison.

    /// The prop when it is not the field itself.
    @usableFromInline var kept: Value?

    /// The prop `value`, made from a state whose field is `field`.
    @inlinable
    public init(_ value: Value, field: Value) {
        kept = Self.isIdentical(value, field) ? nil : value
    }

    /// Whether the prop is the state's field itself: a write of the field changes it.
    @inlinable
    public var showsField: Bool { kept == nil }

    /// The prop, given the state's field as it is now.
    @inlinable
    public func value(field: @autoclosure () -> Value) -> Value {
        kept ?? field()
    }

    /// Takes `value`, the prop made from a state whose field is `field`, and returns whether
    /// it differs from the prop before. A prop that was the field and still is returns false:
    /// whether the field changed is told by its writes (``showsField``).
    @inlinable
    public mutating func update(_ value: Value, field: Value) -> Bool {
        let old = kept
        kept = Self.isIdentical(value, field) ? nil : value
        guard let old else { return kept != nil }
        return old != value
    }

    /// Whether `a` and `b` have the same bits: the same list's storage, the same number.
    @inlinable
    static func isIdentical(_ a: Value, _ b: Value) -> Bool {
        BitIdentity.same(a, b)
    }
}

extension StateFieldProp: Sendable where Value: Sendable {}
