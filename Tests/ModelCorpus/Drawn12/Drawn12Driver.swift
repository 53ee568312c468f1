// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn12: every call waits on the board until the test answers it.
struct Drawn12TestService: Drawn12Service {
    let board: CallBoard

    func fetch(count: Int, page: Int) async throws {
        let reply = await board.call("Drawn12", "fetch", [count.model, page.model])
        return try reply.void()
    }

    func load() async throws -> [Item] {
        let reply = await board.call("Drawn12", "load", [])
        return try reply.value([Item].self)
    }

    func rate() async throws(ModelFailure) -> Item {
        let reply = await board.call("Drawn12", "rate", [])
        return try reply.value(Item.self)
    }
}

/// How the model test drives Drawn12: the action of each event, the name of each action.
enum Drawn12Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn12Action? {
        switch event {
        case .request("fetch", let values):
            return .fetch(count: Int(model: values[0]))
        case .request("load", _):
            return .load
        case .startPolling("load", _):
            return .startPollingLoad
        case .stopPolling("load", _):
            return .stopPollingLoad
        case .request("rate", _):
            return .rate
        case .plain("bump"):
            return .bump
        case .plain("poke"):
            return .poke
        case .plain("resetStatuses"):
            return .resetStatuses
        case .set("query", let value):
            return .setQuery(String(model: value))
        case .set("page", let value):
            return .setPage(Int(model: value))
        case .set("ready", let value):
            return .setReady(Bool(model: value))
        default:
            return nil
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn12Action) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn12State) -> [String] {
        let lines = [
            "query = \(state.query.model)",
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "loadItems = \(state.loadItems.model)",
            "rateItems = \(state.rateItems.model)",
            "fetchStatus = \(ObservedStatus.text(of: state.fetchStatus))",
            "fetchError = \(ObservedStatus.text(of: state.fetchError))",
            "loadStatus = \(ObservedStatus.text(of: state.loadStatus))",
            "rateStatus = \(ObservedStatus.text(of: state.rateStatus))",
            "rateInFlight = \(state.rateInFlight)",
            "rateFailed = \(state.ratePredictions.failed.model)",
        ]
        return lines
    }
}

/// The store of Drawn12, its service waiting on the board and its clock a test clock.
@MainActor
final class Drawn12Harness: FeatureHarness {
    private let driver: StoreDriver<Drawn12State, Drawn12Action>

    init(board: CallBoard) {
        driver = StoreDriver(
            initialState: Drawn12State(),
            reducer: Drawn12Reducer.reduce,
            name: Drawn12Driver.name(of:),
            middlewares: [Drawn12Loader(service: Drawn12TestService(board: board)).middleware])
    }

    func send(_ event: FeatureEvent) -> Bool {
        guard let action = Drawn12Driver.action(for: event) else { return false }
        driver.store.dispatch(action)
        return true
    }

    var stateLines: [String] { Drawn12Driver.lines(of: driver.store.state) }
    var dispatched: [String] { driver.dispatched }
    var deadlines: [Int] { driver.deadlines }
    var sleepsBegun: Int { driver.clock.sleepsBegun }
    func advance(to milliseconds: Int) async { await driver.advance(to: milliseconds) }
}
