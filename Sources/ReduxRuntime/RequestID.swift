/// The identity of a request (or stream subscription) for its policy and for cancelling it:
/// a name, usually the request's name in the spec, and optionally a key (a param's value), so
/// that calls with different keys are independent.
///
/// ```swift
/// RequestID("loadMore")              // one policy for every call
/// RequestID("loadRoom", key: roomID) // one policy per room
/// ```
///
/// Two ids are equal when their names are equal and both have no key or equal keys (keys of
/// different types are different).
public struct RequestID: Hashable, Sendable, CustomStringConvertible {
    /// The name, usually the request's name in the spec.
    public let name: String
    private let box: KeyBox?

    /// Creates an id without a key.
    /// - Parameter name: The name, usually the request's name in the spec.
    public init(_ name: String) {
        self.name = name
        box = nil
    }

    /// Creates an id with a key: calls with the same name and different keys are independent.
    /// - Parameters:
    ///   - name: The name, usually the request's name in the spec.
    ///   - key: The key, usually the value of the spec's `key` param.
    public init<Key: Hashable & Sendable>(_ name: String, key: Key) {
        self.name = name
        box = KeyBox(key)
    }

    /// The key, if the id has one.
    public var key: (any Hashable & Sendable)? { box?.value }

    /// The name, followed by the key in brackets when there is one: `loadRoom[42]`.
    public var description: String {
        guard let box else { return name }
        return "\(name)[\(box.value)]"
    }
}

/// A type-erased, `Sendable` hashable key (`AnyHashable` is not `Sendable`).
struct KeyBox: Hashable, Sendable {
    let value: any Hashable & Sendable

    init(_ value: some Hashable & Sendable) {
        self.value = value
    }

    static func == (lhs: KeyBox, rhs: KeyBox) -> Bool {
        func equals<Value: Hashable>(_ value: Value, _ other: any Hashable) -> Bool {
            guard let other = other as? Value else { return false }
            return value == other
        }
        return equals(lhs.value, rhs.value) && equals(rhs.value, lhs.value)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: value)))
        hasher.combine(value)
    }
}
