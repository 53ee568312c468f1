/// A fake asynchronous call: it records each call and suspends until the test answers it, so
/// that tests choose the order in which answers arrive. An answer given before its call arrives
/// is kept for it. Once `open(with:)` has been called, pending and later calls without an
/// answer of their own return that answer at once.
public actor ControlledCalls<Argument: Sendable, Answer: Sendable> {
    /// The arguments of the calls, in the order they arrived (which, for calls made from
    /// different tasks, need not be the order the tasks were started in).
    public private(set) var arguments: [Argument] = []
    private var pending: [Int: CheckedContinuation<Answer, Never>] = [:]
    private var early: [(matches: @Sendable (Int, Argument) -> Bool, answer: Answer)] = []
    private var countWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    private var openAnswer: Answer?

    public init() {}

    /// The number of calls so far.
    public var count: Int { arguments.count }

    /// Records a call and returns the answer the test gives to it.
    public func call(_ argument: Argument) async -> Answer {
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
    public func waitForCalls(_ count: Int) async {
        if arguments.count >= count { return }
        await withCheckedContinuation { countWaiters.append((count, $0)) }
    }

    /// Answers the call at `index` (0-based, in arrival order).
    public func answer(_ index: Int, with answer: Answer) {
        if let continuation = pending.removeValue(forKey: index) {
            continuation.resume(returning: answer)
        } else {
            early.append(({ arrival, _ in arrival == index }, answer))
        }
    }

    /// Answers the (first unanswered) call made with `argument`.
    public func answer(to argument: Argument, with answer: Answer) where Argument: Equatable {
        if let index = pending.keys.sorted().first(where: { arguments[$0] == argument }) {
            pending.removeValue(forKey: index)?.resume(returning: answer)
        } else {
            early.append(({ _, made in made == argument }, answer))
        }
    }

    /// Answers every waiting call and every later call with `answer`.
    public func open(with answer: Answer) {
        openAnswer = answer
        let waiting = pending
        pending = [:]
        for continuation in waiting.values { continuation.resume(returning: answer) }
    }
}
