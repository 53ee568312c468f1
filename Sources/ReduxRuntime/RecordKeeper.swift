#if canImport(FoundationEssentials)
import FoundationEssentials
#elseif canImport(Foundation)
import Foundation
#endif

/// Reads, saves and removes the records of one persisting middleware of a store, through the
/// environment's ``StoreEnvironment/storage``.
///
/// Reading is at once, on the main actor. Saves and removals run one at a time in a task the
/// store tracks, off the main actor, newest first: a change asked for while one runs waits,
/// and replaces any change of the same record that waits. A change that fails is logged once
/// per failure (until a change succeeds) and tried again after each of ``retryDelays`` on the
/// store's clock, the newest change of its record each time; after the last, it waits for the
/// next change asked for.
@MainActor
final class RecordKeeper {
    /// What a record becomes.
    enum Change {
        /// Replaced by the bytes that `encode` makes (off the main actor).
        case save(_ encode: @Sendable () throws -> Data)
        /// Removed.
        case remove
    }

    /// The waits on the store's clock before each retry of a change that failed.
    static let retryDelays: [Duration] = [.seconds(1), .seconds(2), .seconds(4), .seconds(8), .seconds(16)]

    private let environment: StoreEnvironment
    /// Starts the saving task, tracked by the store.
    private let run: @MainActor (@escaping @Sendable () async -> Void) -> Void
    /// The changes not made yet, by key, and the keys in the order they were first asked for.
    private var pending: [String: Change] = [:]
    private var order = ActionQueue<String>()
    /// The changes that failed in the current pass, by key, to retry.
    private var failed: [String: Change] = [:]
    private var isSaving = false
    /// The failure logged last, so that a failure repeated on every change is logged once
    /// until a change succeeds.
    private var loggedFailure: String?

    init(environment: StoreEnvironment, run: @escaping @MainActor (@escaping @Sendable () async -> Void) -> Void) {
        self.environment = environment
        self.run = run
    }

    /// What the storage holds for `key`, read over `defaults`; see ``PersistedRecord/read(_:from:over:log:)``.
    func read<Fields: PersistedFields>(_ key: String, over defaults: Fields) -> PersistedRecord.Reading<Fields>? {
        PersistedRecord.read(key, from: environment.storage, over: defaults, log: environment.log)
    }

    /// Makes `change` to the record of `key` after the changes that run or wait.
    func change(_ key: String, to change: Change) {
        if pending.updateValue(change, forKey: key) == nil { order.append(key) }
        failed[key] = nil
        guard !isSaving else { return }
        isSaving = true
        let storage = environment.storage, clock = environment.clock
        // The task runs off the main actor, and a cancelled one (its store released right
        // after a change) still makes the changes asked for; it only stops retrying.
        run { [self] in
            var retries = 0
            while true {
                switch await next(retries: retries) {
                case .make(let key, let change):
                    let failure: String?
                    do {
                        switch change {
                        case .save(let encode): try storage.save(try encode(), for: key)
                        case .remove: try storage.remove(key)
                        }
                        failure = nil
                    } catch {
                        failure = "\(error)"
                    }
                    await report(failure, of: change, for: key)
                case .retry(let delay):
                    do {
                        try await clock.sleep(for: delay)
                    } catch {
                        return await giveUp(after: retries)
                    }
                    retries += 1
                    await retryFailures()
                case .done:
                    return
                }
            }
        }
    }

    /// What the saving task does next.
    private enum Step {
        /// Makes a change.
        case make(String, Change)
        /// Waits, then retries the changes that failed.
        case retry(after: Duration)
        /// Ends: no change waits.
        case done
    }

    /// The saving task's next step, after `retries` retries. Decided on the main actor, so
    /// that a change asked for meanwhile is never left without a task to make it.
    private func next(retries: Int) -> Step {
        if let key = order.popFirst(), let change = pending.removeValue(forKey: key) {
            // A newer change of a record replaces one of it that failed.
            failed[key] = nil
            return .make(key, change)
        }
        if failed.isEmpty {
            isSaving = false
            return .done
        }
        guard retries < Self.retryDelays.count else {
            giveUp(after: retries)
            return .done
        }
        return .retry(after: Self.retryDelays[retries])
    }

    /// The failed changes wait again.
    private func retryFailures() {
        for (key, change) in failed.sorted(by: { $0.key < $1.key }) where pending[key] == nil {
            pending[key] = change
            order.append(key)
        }
        failed = [:]
    }

    /// No more retries: the failed changes wait for the next change asked for, which starts
    /// the saving task again.
    private func giveUp(after retries: Int) {
        let keys = failed.keys.sorted().joined(separator: ", ")
        environment.log("reduxgen: gave up saving the \(keys) fields after \(retries) retries; the next change saves them again")
        retryFailures()
        isSaving = false
    }

    private func report(_ failure: String?, of change: Change, for key: String) {
        guard let failure else {
            loggedFailure = nil
            return
        }
        if pending[key] == nil { failed[key] = change }
        guard failure != loggedFailure else { return }
        loggedFailure = failure
        let total = Self.retryDelays.reduce(Duration.zero, +)
        let what = if case .remove = change { "remove the saved \(key) fields" } else { "save the \(key) fields" }
        environment.log(
            "reduxgen: could not \(what) (\(failure)); the app goes on, and it is tried again \(Self.retryDelays.count) times "
                + "within \(total), then at the next change")
    }
}
