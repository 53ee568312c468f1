/// A drawn feature's store as the model test drives it: the corpus writes one per feature
/// (`<Feature>Harness`), around its generated code and the runtime.
@MainActor
public protocol FeatureHarness: AnyObject {
    /// Creates the feature's store, with a test clock, whose service's calls wait on `board`.
    init(board: CallBoard)

    /// Dispatches the action of `event`; false when the feature has none (a corpus out of
    /// step with the grammar).
    func send(_ event: FeatureEvent) -> Bool

    /// What the state shows, as ``ModelWorld`` prints its own.
    var stateLines: [String] { get }

    /// The names of the actions the store has dispatched so far, in order.
    var dispatched: [String] { get }

    /// The deadlines of the sleeps on the store's clock, in milliseconds, earliest first.
    var deadlines: [Int] { get }

    /// How many sleeps on the store's clock have begun so far.
    var sleepsBegun: Int { get }

    /// Moves the store's clock to `milliseconds` (from its start).
    func advance(to milliseconds: Int) async
}
