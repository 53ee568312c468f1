import Foundation
import ReduxTestSupport

@testable import GoldenFeatures

/// A `ChecklistRowService` whose saves wait until the test answers them (see
/// `ControlledCalls`), keyed by the row's id, and that notes the rows whose save was cancelled.
struct FakeChecklistRowService: ChecklistRowService {
    let saves = ControlledCalls<Int, Result<Void, any Error>>()
    let cancelled = CancelledCalls<Int>()

    func save(id: Int, done: Bool) async throws {
        try await withTaskCancellationHandler {
            try await saves.call(id).get()
        } onCancel: {
            cancelled.note(id)
        }
    }
}

/// A `ChecklistEditorService` whose suggestions wait until the test answers them, keyed by
/// the text, and that notes the texts whose suggestion was cancelled.
struct FakeChecklistEditorService: ChecklistEditorService {
    let suggestions = ControlledCalls<String, Result<String, any Error>>()
    let cancelled = CancelledCalls<String>()

    func suggest(text: String) async throws -> String {
        try await withTaskCancellationHandler {
            try await suggestions.call(text).get()
        } onCancel: {
            cancelled.note(text)
        }
    }
}

/// The calls whose task was cancelled, noted from any thread (a cancellation handler runs
/// on the thread that cancels).
final class CancelledCalls<Argument: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var noted: [Argument] = []

    func note(_ argument: Argument) {
        lock.withLock { noted.append(argument) }
    }

    /// The arguments of the cancelled calls, in the order they were cancelled.
    var arguments: [Argument] { lock.withLock { noted } }
}
