/// A value that `==` does not look at: every two `Uncompared` values are equal by `==`.
///
/// A stream whose element type is not `Equatable` (`equatable: false` on the stream in the
/// spec) delivers each element wrapped in it, so that the feature's action stays `Equatable`:
///
/// ```swift
/// case framesReceived(ReduxRuntime.Uncompared<Frame>)   // generated
///
/// case .framesReceived(let frame):                      // in reduceLogic
///     state.lastFrameSize = frame.value.size
/// ```
///
/// Two such actions are equal by `==` whatever their elements. A `TestStore` of ReduxTesting
/// compares what an `Uncompared` holds by its dump instead, so `receive` fails when a
/// different element arrived:
///
/// ```swift
/// await store.receive(.framesReceived(Uncompared(frame))) { $0.lastFrameSize = frame.size }
/// ```
public struct Uncompared<Value>: Hashable {
    /// The value.
    public var value: Value

    /// Wraps `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// Always true: the values are not compared.
    public static func == (lhs: Self, rhs: Self) -> Bool { true }

    /// Hashes nothing, as equal values must hash alike.
    public func hash(into hasher: inout Hasher) {}
}

extension Uncompared: Sendable where Value: Sendable {}
