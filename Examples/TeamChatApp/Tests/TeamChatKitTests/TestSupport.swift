import ReduxRuntime
import XCTest

/// A set of named gates that fake services wait at, so that a test decides when (and in
/// which order) their calls return, without sleeping. A gate opened before anyone waits
/// at it stays open.
actor Gates<Key: Hashable & Sendable> {
    private var opened: Set<Key> = []
    private var waiting: [Key: [CheckedContinuation<Void, Never>]] = [:]

    /// Returns once the gate `key` is open.
    func pass(_ key: Key) async {
        if opened.contains(key) { return }
        await withCheckedContinuation { waiting[key, default: []].append($0) }
    }

    /// Opens the gate `key`, letting every waiter through.
    func open(_ key: Key) {
        opened.insert(key)
        for waiter in waiting.removeValue(forKey: key) ?? [] { waiter.resume() }
    }
}

/// Collects every state a store reaches, in order.
@MainActor
final class StateHistory<State> {
    private(set) var states: [State] = []

    init<Action>(of store: Store<State, Action>) {
        store.subscribe(removingDuplicates: { _, _ in false }) { [weak self] in self?.states.append($0) }
    }
}

extension XCTestCase {
    /// `await store.settle()`, failing the test instead of hanging it if the store's work never
    /// ends. The timeout is only a safety net: no test waits for time to pass.
    @MainActor
    func settle<State, Action>(_ store: Store<State, Action>, timeout: TimeInterval = 10) async {
        let settled = XCTestExpectation(description: "the store settles")
        let waiter = Task { @MainActor in
            await store.settle()
            settled.fulfill()
        }
        await fulfillment(of: [settled], timeout: timeout)
        waiter.cancel()
    }
}
