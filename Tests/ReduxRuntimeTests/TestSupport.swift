import ReduxRuntime
import XCTest

// MARK: - A small counter feature

struct Counter: Equatable, Sendable {
    var value = 0
    var log: [String] = []
}

enum CounterAction: Hashable, Sendable {
    case add(Int)
    case note(String)
    case noop
}

enum CounterReducer {
    static func reduce(_ state: Counter, _ action: CounterAction) -> Counter {
        var state = state
        switch action {
        case .add(let amount): state.value += amount
        case .note(let text): state.log.append(text)
        case .noop: break
        }
        return state
    }
}

/// Collects values in order, on the main actor.
@MainActor
final class Recorder<Value>: Sendable {
    private(set) var values: [Value] = []
    private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    func record(_ value: Value) {
        values.append(value)
        let ready = waiters.filter { $0.count <= values.count }
        waiters.removeAll { $0.count <= values.count }
        for waiter in ready { waiter.continuation.resume() }
    }

    /// Returns once at least `count` values have been recorded.
    func waitForCount(_ count: Int) async {
        if values.count >= count { return }
        await withCheckedContinuation { waiters.append((count, $0)) }
    }
}

// MARK: - Waiting without sleeping

extension XCTestCase {
    /// Awaits `operation`, failing the test (instead of hanging it) if it has not returned after
    /// `timeout` seconds. The timeout is only a safety net: no test relies on time passing.
    @MainActor
    func awaitCompletion(
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
    func settle<State, Action>(_ store: Store<State, Action>) async {
        await awaitCompletion(of: "store settles") { await store.settle() }
    }
}

// MARK: - An asynchronous call the test answers

/// A fake asynchronous call: it records each call and suspends until the test answers it, so
/// that tests choose the order in which answers arrive. An answer given before its call arrives
/// is kept for it. Once `open(with:)` has been called, pending and later calls without an
/// answer of their own return that answer at once.
actor ControlledCalls<Argument: Sendable, Answer: Sendable> {
    /// The arguments of the calls, in the order they arrived (which, for calls made from
    /// different tasks, need not be the order the tasks were started in).
    private(set) var arguments: [Argument] = []
    private var pending: [Int: CheckedContinuation<Answer, Never>] = [:]
    private var early: [(matches: @Sendable (Int, Argument) -> Bool, answer: Answer)] = []
    private var countWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    private var openAnswer: Answer?

    /// The number of calls so far.
    var count: Int { arguments.count }

    /// Records a call and returns the answer the test gives to it.
    func call(_ argument: Argument) async -> Answer {
        let index = arguments.count
        arguments.append(argument)
        let ready = countWaiters.filter { $0.count <= arguments.count }
        countWaiters.removeAll { $0.count <= arguments.count }
        for waiter in ready { waiter.continuation.resume() }
        if let kept = early.firstIndex(where: { $0.matches(index, argument) }) {
            return early.remove(at: kept).answer
        }
        if let openAnswer { return openAnswer }
        return await withCheckedContinuation { pending[index] = $0 }
    }

    /// Returns once at least `count` calls have been made.
    func waitForCalls(_ count: Int) async {
        if arguments.count >= count { return }
        await withCheckedContinuation { countWaiters.append((count, $0)) }
    }

    /// Answers the call at `index` (0-based, in arrival order).
    func answer(_ index: Int, with answer: Answer) {
        if let continuation = pending.removeValue(forKey: index) {
            continuation.resume(returning: answer)
        } else {
            early.append(({ arrival, _ in arrival == index }, answer))
        }
    }

    /// Answers the (first unanswered) call made with `argument`.
    func answer(to argument: Argument, with answer: Answer) where Argument: Equatable {
        if let index = pending.keys.sorted().first(where: { arguments[$0] == argument }) {
            pending.removeValue(forKey: index)?.resume(returning: answer)
        } else {
            early.append(({ _, made in made == argument }, answer))
        }
    }

    /// Answers every waiting call and every later call with `answer`.
    func open(with answer: Answer) {
        openAnswer = answer
        let waiting = pending
        pending = [:]
        for continuation in waiting.values { continuation.resume(returning: answer) }
    }
}
