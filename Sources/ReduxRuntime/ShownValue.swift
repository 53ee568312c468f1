/// A value a view model shows (a prop, a binding's field), kept with whether a view has read
/// it since Observation was last told that it changed.
///
/// ```swift
/// var title: String {
///     access(keyPath: \.title)
///     return titleStorage.read()
/// }
/// @ObservationIgnored private var titleStorage = ShownValue("")
///
/// // After each derivation of the props:
/// if titleStorage.update(props.title) && titleStorage.takeRead() {
///     withMutation(keyPath: \.title) {}
/// }
/// ```
///
/// Observation registers a view's interest in a property when the view reads it, and ends
/// that interest at the first change it is told of (SwiftUI reads the property again when
/// it renders). So a value that no view read since the last change it was told of has no
/// one to tell: the view model skips Observation for it, which costs a lock and a lookup
/// of the property in its registrar for every change, read or not.
public struct ShownValue<Value: Equatable> {
    // Inlinable, so that the view model's code compares its own type: generic, it would look
    // the type up at run time for each comparison.

    /// The value shown.
    @usableFromInline var value: Value
    /// Whether a view read the value since ``takeRead()`` last returned true.
    @usableFromInline var isRead = false

    /// A value no view has read yet.
    @inlinable
    public init(_ value: Value) {
        self.value = value
    }

    /// The value, for a view: it is read.
    @inlinable
    public mutating func read() -> Value {
        isRead = true
        return value
    }

    /// Takes `newValue` and returns whether it differs from the value before.
    @inlinable
    public mutating func update(_ newValue: Value) -> Bool {
        guard value != newValue else { return false }
        value = newValue
        return true
    }

    /// Whether a view read the value since this last returned true, which it resets: a
    /// change is to be told to Observation only then. Reset before telling, so that a view
    /// that reads the value again while it is told counts as a read of the new value.
    @inlinable
    public mutating func takeRead() -> Bool {
        guard isRead else { return false }
        isRead = false
        return true
    }
}

extension ShownValue: Sendable where Value: Sendable {}
