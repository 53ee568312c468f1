/// A view model's prop that shows a field of the state as it is, such as a list: kept only
/// while it differs from that field, so that the view model shares no storage with the
/// store's state and an action that appends to the list appends in place.
///
/// ```swift
/// var messages: [Message] {
///     access(keyPath: \.messages)
///     return messagesProp.read(field: store.state.messages)
/// }
/// @ObservationIgnored private var messagesProp: StateFieldProp<[Message]>
///
/// // After each derivation of the props (`observeDerivationsAndWrites`), `messages` being
/// // the state's first property:
/// if messagesProp.update(props.messages, field: store.state.messages, at: 0, writes: writes)
///     && messagesProp.takeRead() {
///     withMutation(keyPath: \.messages) {}
/// }
/// ```
///
/// As with ``ShownValue``, a change is told to Observation only when a view read the prop
/// since it was last told (``takeRead()``): no other view can be observing it.
///
/// A prop is the field when it is identical to it (the same bits: the same list's storage),
/// as it is when `make(from:)` passes the field through; a prop made otherwise (a filtered
/// list) is kept, and compared with the next one.
public struct StateFieldProp<Value: Equatable> {
    // Inlinable, so that the view model's code compares its own type's bits: generic, it
    // would look the type up at run time for each comparison.

    /// The prop when it is not the field itself.
    @usableFromInline var kept: Value?
    /// The field the prop showed last, kept only for a state that records no writes, whose
    /// changes can only be told by comparing.
    @usableFromInline var lastShownField: Value?
    /// Whether a view read the prop since ``takeRead()`` last returned true.
    @usableFromInline var isRead = false

    /// The prop `value`, made from a state whose field is `field`.
    @inlinable
    public init(_ value: Value, field: Value) {
        kept = Self.isIdentical(value, field) ? nil : value
    }

    /// The prop `value`, made from the current state of `store`, whose field is `field`:
    /// what ``update(_:field:at:writes:)`` starts from. Of a store whose state records no
    /// writes, the field is kept, to tell its changes by comparing.
    @inlinable
    @MainActor
    public init(_ value: Value, field: Value, of store: some StoreProtocol) {
        self.init(value, field: field)
        if showsField && !store.recordsWrites { lastShownField = field }
    }

    /// Whether the prop is the state's field itself: a write of the field changes it.
    @inlinable
    public var showsField: Bool { kept == nil }

    /// The prop, given the state's field as it is now.
    @inlinable
    public func value(field: @autoclosure () -> Value) -> Value {
        kept ?? field()
    }

    /// The prop, for a view, given the state's field as it is now: it is read.
    @inlinable
    public mutating func read(field: @autoclosure () -> Value) -> Value {
        isRead = true
        return kept ?? field()
    }

    /// Whether a view read the prop since this last returned true, which it resets: a
    /// change is to be told to Observation only then (see ``ShownValue/takeRead()``).
    @inlinable
    public mutating func takeRead() -> Bool {
        guard isRead else { return false }
        isRead = false
        return true
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

    /// Takes `value`, the prop made from a state whose field is `field`, the state's property
    /// at `place`, and returns whether the view must hear of the prop again: it differs from
    /// the prop before, or it is the field and `writes` wrote the field.
    ///
    /// Of a state that records no writes, whether the field changed is told by comparing it
    /// with the field shown before, which is then kept.
    @inlinable
    public mutating func update(_ value: Value, field: Value, at place: Int, writes: StateWrites) -> Bool {
        let changed = update(value, field: field)
        guard showsField else {
            lastShownField = nil
            return changed
        }
        guard writes.isRecorded else {
            defer { lastShownField = field }
            return changed || lastShownField != field
        }
        return changed || writes.contains(place)
    }

    /// Whether `a` and `b` have the same bits: the same list's storage, the same number.
    @inlinable
    static func isIdentical(_ a: Value, _ b: Value) -> Bool {
        BitIdentity.same(a, b)
    }
}

extension StateFieldProp: Sendable where Value: Sendable {}
