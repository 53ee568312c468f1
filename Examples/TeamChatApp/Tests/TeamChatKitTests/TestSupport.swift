import ReduxRuntime
import XCTest

/// A set of named gates that fake services wait at, so that a test decides when (and in
/// which order) their calls return, without sleeping. A gate opened before anyone waits
/// at it stays open.
actor Gates<Key: Hashable & Sendable> {
    private var opened: Set<Key> = []
    private var waiting: [Key: [CheckedContinuation<Void, Never>]] = [:]
    private var arrivals: [Key: Int] = [:]
    private var arrivalWaiters: [(key: Key, count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    /// Returns once the gate `key` is open.
    func pass(_ key: Key) async {
        arrivals[key, default: 0] += 1
        let count = arrivals[key, default: 0]
        for waiter in arrivalWaiters where waiter.key == key && waiter.count <= count { waiter.continuation.resume() }
        arrivalWaiters.removeAll { $0.key == key && $0.count <= count }
        if opened.contains(key) { return }
        await withCheckedContinuation { waiting[key, default: []].append($0) }
    }

    /// Opens the gate `key`, letting every waiter through.
    func open(_ key: Key) {
        opened.insert(key)
        for waiter in waiting.removeValue(forKey: key) ?? [] { waiter.resume() }
    }

    /// Returns once `count` calls have arrived at the gate `key` (open or not).
    func waitForArrivals(at key: Key, count: Int = 1) async {
        if arrivals[key, default: 0] >= count { return }
        await withCheckedContinuation { arrivalWaiters.append((key, count, $0)) }
    }
}

extension XCTestCase {
    /// `await store.settle()`, failing the test instead of hanging it if the store's work never
    /// ends. The timeout is only a safety net: no test waits for time to pass.
    @MainActor
    func settle(_ store: some StoreProtocol, timeout: TimeInterval = 10) async {
        await awaitCompletion(of: "the store settles", timeout: timeout) { await store.settle() }
    }

    /// Awaits `work`, failing the test instead of hanging it if `work` never returns.
    @MainActor
    func awaitCompletion(of what: String, timeout: TimeInterval = 10, _ work: @escaping @MainActor () async -> Void) async {
        let done = XCTestExpectation(description: what)
        let waiter = Task { @MainActor in
            await work()
            done.fulfill()
        }
        await fulfillment(of: [done], timeout: timeout)
        waiter.cancel()
    }
}

/// Collects the routes a view model publishes, in order, from its `routes` stream.
@MainActor
final class RouteRecorder<Route: Sendable> {
    private(set) var routes: [Route] = []
    private var listener: Task<Void, Never>?
    private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    init(_ stream: AsyncStream<Route>) {
        listener = Task { [weak self] in
            for await route in stream {
                guard let self else { return }
                self.routes.append(route)
                let ready = self.waiters.filter { $0.count <= self.routes.count }
                self.waiters.removeAll { $0.count <= self.routes.count }
                for waiter in ready { waiter.continuation.resume() }
            }
        }
    }

    deinit { listener?.cancel() }

    /// Returns once `count` routes have arrived.
    func waitForRoutes(_ count: Int) async {
        if routes.count >= count { return }
        await withCheckedContinuation { waiters.append((count, $0)) }
    }
}
