/// What a new call does while one is in flight.
package enum RequestPolicy: String, CaseIterable, Hashable, Sendable {
    /// A new call cancels the one in flight.
    case latest
    /// A call while one is in flight is ignored (and logged).
    case first
    /// Calls run one after another in dispatch order; none is dropped.
    case queue
    /// Every call runs at once.
    case concurrent

    /// Whether several calls of one request can be in flight, so that the state counts them
    /// and the answers carry the params.
    package var overlaps: Bool { self == .queue || self == .concurrent }
}
