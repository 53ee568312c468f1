// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn10: every call waits on the board until the test answers it.
struct Drawn10TestService: Drawn10Service {
    let board: CallBoard

    func lookup(ref: Int) async throws -> Item {
        let reply = await board.call("Drawn10", "lookup", [ref.model])
        return try reply.value(Item.self)
    }

    func rate(ref: Int, ready: Bool) async throws(ModelFailure) -> Item {
        let reply = await board.call("Drawn10", "rate", [ref.model, ready.model])
        return try reply.value(Item.self)
    }

    func fetch(count: Int) async throws -> Item {
        let reply = await board.call("Drawn10", "fetch", [count.model])
        return try reply.value(Item.self)
    }

    func search(query: String) async throws(ModelFailure) -> [Item] {
        let reply = await board.call("Drawn10", "search", [query.model])
        return try reply.value([Item].self)
    }
}

/// How the model test drives Drawn10: the action of each event, the name of each action.
enum Drawn10Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn10Action? {
        switch event {
        case .request("lookup", let values):
            return .lookup(ref: Int(model: values[0]))
        case .force("lookup", let values):
            return .forceLookup(ref: Int(model: values[0]))
        case .startPolling("lookup", let values):
            return .startPollingLookup(ref: Int(model: values[0]))
        case .stopPolling("lookup", let key):
            return .stopPollingLookup(ref: Int(model: key!))
        case .request("rate", let values):
            return .rate(ref: Int(model: values[0]))
        case .force("rate", let values):
            return .forceRate(ref: Int(model: values[0]))
        case .request("fetch", let values):
            return .fetch(count: Int(model: values[0]))
        case .force("fetch", let values):
            return .forceFetch(count: Int(model: values[0]))
        case .request("search", _):
            return .search
        case .cancel("search", _):
            return .cancelSearch
        case .dismiss("search", _):
            return .dismissSearchError
        case .startPolling("search", _):
            return .startPollingSearch
        case .stopPolling("search", _):
            return .stopPollingSearch
        case .plain("bump"):
            return .bump
        case .plain("poke"):
            return .poke
        case .plain("resetStatuses"):
            return .resetStatuses
        case .plain("closePane"):
            return .closePane
        case .set("query", let value):
            return .setQuery(String(model: value))
        case .set("ready", let value):
            return .setReady(Bool(model: value))
        case .openPane(let id):
            return .openPane(id: id)
        case .pane(let event):
            return Drawn10PaneDriver.action(for: event).map { .pane($0) }
        default:
            return nil
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn10Action) -> String {
        if case .pane(let child) = action { return "pane." + Drawn10PaneDriver.name(of: child) }
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn10State) -> [String] {
        var lines = [
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "lookupByKey = \(state.lookupByKey.model)",
            "rateItems = \(state.rateItems.model)",
            "fetchItems = \(state.fetchItems.model)",
            "searchItems = \(state.searchItems.model)",
            "lookupStatus = \(ObservedStatus.text(of: state.lookupStatus))",
            "rateStatus = \(ObservedStatus.text(of: state.rateStatus))",
            "fetchStatus = \(ObservedStatus.text(of: state.fetchStatus))",
            "searchStatus = \(ObservedStatus.text(of: state.searchStatus))",
            "searchInFlight = \(state.searchInFlight)",
        ]
        if let pane = state.pane { lines += Drawn10PaneDriver.lines(of: pane).map { "pane." + $0 } } else { lines.append("pane = nil") }
        return lines
    }
}

/// The store of Drawn10, its service waiting on the board and its clock a test clock.
@MainActor
final class Drawn10Harness: FeatureHarness {
    private let driver: StoreDriver<Drawn10State, Drawn10Action>

    init(board: CallBoard) {
        driver = StoreDriver(
            initialState: Drawn10State(),
            reducer: Drawn10Reducer.reduce,
            name: Drawn10Driver.name(of:),
            middlewares: [Drawn10Loader(service: Drawn10TestService(board: board)).middleware] + Drawn10Children.loaders(pane: Drawn10PaneTestService(board: board)))
    }

    func send(_ event: FeatureEvent) -> Bool {
        guard let action = Drawn10Driver.action(for: event) else { return false }
        driver.store.dispatch(action)
        return true
    }

    var stateLines: [String] { Drawn10Driver.lines(of: driver.store.state) }
    var dispatched: [String] { driver.dispatched }
    var deadlines: [Int] { driver.deadlines }
    var sleepsBegun: Int { driver.clock.sleepsBegun }
    func advance(to milliseconds: Int) async { await driver.advance(to: milliseconds) }
}
