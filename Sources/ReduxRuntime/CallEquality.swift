/// How ``OptimisticCalls`` compares two of its calls, whose type need not be `Equatable`: a
/// key or a param with `==`, several params (a tuple) one by one, `Void` equal to itself.
enum CallEquality {
    /// Whether `lhs` and `rhs` are the same call. A value of another type (which reduxgen
    /// never makes a call of) is compared by its description, never taken as equal unseen.
    static func same(_ lhs: Any, _ rhs: Any) -> Bool {
        if let lhs = lhs as? any Equatable { return isEqual(lhs, rhs) }
        let left = Mirror(reflecting: lhs), right = Mirror(reflecting: rhs)
        guard left.displayStyle == .tuple, right.displayStyle == .tuple, left.children.count == right.children.count else {
            return String(reflecting: lhs) == String(reflecting: rhs)
        }
        return zip(left.children, right.children).allSatisfy { $0.label == $1.label && same($0.value, $1.value) }
    }

    private static func isEqual<Value: Equatable>(_ lhs: Value, _ rhs: Any) -> Bool {
        (rhs as? Value) == lhs
    }
}
