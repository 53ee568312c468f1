/// A status of a request, as `RequestStatus` has them (and a stream's two, active or not).
package enum MachineState: String, CaseIterable, Hashable, Sendable {
    case idle, loading, succeeded, failed
    case inactive, active
}
