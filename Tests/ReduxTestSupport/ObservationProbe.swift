import Observation

/// Whether what `read` reads of an `@Observable` object is invalidated by `change`: a view
/// that reads it would be redrawn.
///
/// ```swift
/// XCTAssertTrue(observationFires(reading: { _ = viewModel.path }, when: { viewModel.send(.pop) }))
/// ```
@MainActor
public func observationFires(reading read: () -> Void, when change: () -> Void) -> Bool {
    let changes = Recorder<Void>()
    withObservationTracking(read) {
        MainActor.assumeIsolated { changes.record(()) }
    }
    change()
    return !changes.values.isEmpty
}
