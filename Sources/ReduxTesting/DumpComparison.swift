import ReduxRuntime

/// A value whose `==` does not look at what it holds, such as `Uncompared`: a ``TestStore``
/// compares what it holds by its dump instead.
protocol ComparedByDump {
    /// What the value holds.
    var comparedValue: Any { get }
}

extension Uncompared: ComparedByDump {
    var comparedValue: Any { value }
}

/// How a ``TestStore`` compares what it asserts: with `==`, and the values inside an
/// `Uncompared` (equal to every other by `==`) by their dumps, so that a stream element that
/// is not `Equatable` still makes two actions differ when it differs.
enum DumpComparison {
    /// How deep a value is searched for values compared by dump.
    private static let maximumDepth = 24

    /// Whether `lhs` and `rhs` are equal and hold the same dumps in their `Uncompared` values.
    static func same<Value: Equatable>(_ lhs: Value, _ rhs: Value) -> Bool {
        lhs == rhs && dumpsOfUncompared(in: lhs) == dumpsOfUncompared(in: rhs)
    }

    /// Whether `lhs` and `rhs` hold the same dumps in their `Uncompared` values (for values
    /// compared with `==` already).
    static func sameUncompared(_ lhs: Any, _ rhs: Any) -> Bool {
        dumpsOfUncompared(in: lhs) == dumpsOfUncompared(in: rhs)
    }

    /// The dump of each value inside an `Uncompared` in `value`, in the order a mirror
    /// visits them.
    static func dumpsOfUncompared(in value: Any) -> [[String]] {
        var dumps: [[String]] = []
        collect(value, depth: 0, into: &dumps)
        return dumps
    }

    private static func collect(_ value: Any, depth: Int, into dumps: inout [[String]]) {
        if let uncompared = value as? any ComparedByDump {
            dumps.append(ValueDump.lines(of: uncompared.comparedValue, spreadingOutermost: false))
            return
        }
        guard depth < maximumDepth else { return }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle != nil else { return }
        for child in mirror.children {
            collect(child.value, depth: depth + 1, into: &dumps)
        }
    }
}
