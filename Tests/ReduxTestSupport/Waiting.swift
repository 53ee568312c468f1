import Foundation
import ReduxRuntime
import XCTest

extension XCTestCase {
    /// Awaits `operation`, failing the test (instead of hanging it) if it has not returned after
    /// `timeout` seconds. The timeout is only a safety net: no test relies on time passing.
    @MainActor
    public func awaitCompletion(
        of what: String,
        timeout: TimeInterval = 10,
        _ operation: @escaping @Sendable () async -> Void
    ) async {
        let done = XCTestExpectation(description: what)
        let task = Task {
            await operation()
            done.fulfill()
        }
        await fulfillment(of: [done], timeout: timeout)
        task.cancel()
    }

    /// `await store.settle()`, with the safety net of ``awaitCompletion(of:timeout:_:)``.
    @MainActor
    public func settle<State, Action>(_ store: Store<State, Action>) async {
        await awaitCompletion(of: "store settles") { await store.settle() }
    }
}
