// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn13: every call waits on the board until the test answers it.
struct Drawn13TestService: Drawn13Service {
    let board: CallBoard

    func load() async throws(ModelFailure) -> Item {
        let reply = await board.call("Drawn13", "load", [])
        return try reply.value(Item.self)
    }

    func archive(text: String, ref: Int, query: String) async throws(ModelFailure) -> Item {
        let reply = await board.call("Drawn13", "archive", [text.model, ref.model, query.model])
        return try reply.value(Item.self)
    }

    func fetch() async throws -> Item {
        let reply = await board.call("Drawn13", "fetch", [])
        return try reply.value(Item.self)
    }
}

/// How the model test drives Drawn13: the action of each event, the name of each action.
enum Drawn13Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn13Action? {
        switch event {
        case .request("load", _):
            return .load
        case .cancel("load", _):
            return .cancelLoad
        case .request("archive", let values):
            return .archive(text: String(model: values[0]), ref: Int(model: values[1]))
        case .request("fetch", _):
            return .fetch
        case .cancel("fetch", _):
            return .cancelFetch
        case .startPolling("fetch", _):
            return .startPollingFetch
        case .stopPolling("fetch", _):
            return .stopPollingFetch
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
    static func name(of action: Drawn13Action) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn13State) -> [String] {
        let lines = [
            "query = \(state.query.model)",
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "loadItems = \(state.loadItems.model)",
            "archiveItems = \(state.archiveItems.model)",
            "fetchItems = \(state.fetchItems.model)",
            "loadStatus = \(ObservedStatus.text(of: state.loadStatus))",
            "loadInFlight = \(state.loadInFlight)",
            "archiveStatus = \(ObservedStatus.text(of: state.archiveStatus))",
            "fetchStatus = \(ObservedStatus.text(of: state.fetchStatus))",
        ]
        return lines
    }
}

/// The store of Drawn13, its service waiting on the board and its clock a test clock.
@MainActor
final class Drawn13Harness: FeatureHarness {
    private let driver: StoreDriver<Drawn13State, Drawn13Action>

    init(board: CallBoard) {
        driver = StoreDriver(
            initialState: Drawn13State(),
            reducer: Drawn13Reducer.reduce,
            name: Drawn13Driver.name(of:),
            middlewares: [Drawn13Loader(service: Drawn13TestService(board: board)).middleware])
    }

    func send(_ event: FeatureEvent) -> Bool {
        guard let action = Drawn13Driver.action(for: event) else { return false }
        driver.store.dispatch(action)
        return true
    }

    var stateLines: [String] { Drawn13Driver.lines(of: driver.store.state) }
    var dispatched: [String] { driver.dispatched }
    var deadlines: [Int] { driver.deadlines }
    var sleepsBegun: Int { driver.clock.sleepsBegun }
    func advance(to milliseconds: Int) async { await driver.advance(to: milliseconds) }
}
