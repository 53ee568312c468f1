/// The work still running when ``Store/settle(ignoringStreams:timeout:)`` gave up waiting:
/// what a test that would have hung is told.
///
/// ```swift
/// if let unsettled = await store.settle(timeout: .seconds(2)) {
///     print(unsettled.running)   // ["the request search (Contacts/Contacts.yaml:20), asleep on the store's clock for 0.2 seconds more"]
/// }
/// ```
public struct UnsettledWork: Sendable, Equatable, CustomStringConvertible {
    /// How long a settle waits by default before it gives up: 5 seconds of real time, which
    /// only a test that would hang waits.
    public static let settleTimeout: Duration = .seconds(5)

    /// How long the settle waited.
    public let waited: Duration
    /// Each piece of work still running, oldest first: what it is, where it was made (a
    /// request's spec line), and how long it still sleeps on the store's clock if it does.
    public let running: [String]

    /// Creates the report of a settle that waited `waited` with `running` still running.
    public init(waited: Duration, running: [String]) {
        self.waited = waited
        self.running = running
    }

    /// The report, with what to do: `work is still running 5.0 seconds after settle() began
    /// waiting: …`.
    public var description: String {
        "work is still running \(waited) after settle() began waiting:\(runningList)\n\(advice)"
    }

    /// The work still running, a line each: `\n  - the request search (…)`.
    public var runningList: String {
        running.map { "\n  - " + $0 }.joined()
    }

    /// What to do about it: advance the test clock when work sleeps on it, else answer or
    /// cancel what runs.
    public var advice: String {
        running.contains { $0.contains(WorkTracker.Work.sleepNote) }
            ? "Advance the test clock past its sleepers (TestClock.advance(by:) or run()), or answer or cancel the rest."
            : "Answer or cancel it (an unanswered call, an endless stream?), or stop it before the test ends."
    }
}
