// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn11: every call waits on the board until the test answers it.
struct Drawn11TestService: Drawn11Service {
    let board: CallBoard

    func lookup(ready: Bool) async throws(ModelFailure) -> Int {
        let reply = await board.call("Drawn11", "lookup", [ready.model])
        return try reply.value(Int.self)
    }

    func search(_ value: Int, query: String) async throws -> [Int] {
        let reply = await board.call("Drawn11", "search", [value.model, query.model])
        return try reply.value([Int].self)
    }

    func archive() async throws -> Item {
        let reply = await board.call("Drawn11", "archive", [])
        return try reply.value(Item.self)
    }
}

/// How the model test drives Drawn11: the action of each event, the name of each action.
enum Drawn11Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn11Action? {
        switch event {
        case .request("lookup", _):
            return .lookup
        case .cancel("lookup", _):
            return .cancelLookup
        case .dismiss("lookup", _):
            return .dismissLookupError
        case .startPolling("lookup", _):
            return .startPollingLookup
        case .stopPolling("lookup", _):
            return .stopPollingLookup
        case .request("search", let values):
            return .search(Int(model: values[0]))
        case .startPolling("search", let values):
            return .startPollingSearch(Int(model: values[0]))
        case .stopPolling("search", _):
            return .stopPollingSearch
        case .request("archive", _):
            return .archive
        case .force("archive", _):
            return .forceArchive
        case .dismiss("archive", _):
            return .dismissArchiveError
        case .plain("bump"):
            return .bump
        case .plain("poke"):
            return .poke
        case .plain("resetStatuses"):
            return .resetStatuses
        case .set("page", let value):
            return .setPage(Int(model: value))
        case .set("query", let value):
            return .setQuery(String(model: value))
        case .set("ready", let value):
            return .setReady(Bool(model: value))
        default:
            return nil
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn11Action) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn11State) -> [String] {
        let lines = [
            "page = \(state.page.model)",
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "lookupItems = \(state.lookupItems.model)",
            "searchItems = \(state.searchItems.model)",
            "lookupStatus = \(ObservedStatus.text(of: state.lookupStatus))",
            "searchStatus = \(ObservedStatus.text(of: state.searchStatus))",
            "searchInFlight = \(state.searchInFlight)",
            "archiveStatus = \(ObservedStatus.text(of: state.archiveStatus))",
        ]
        return lines
    }
}

/// The store of Drawn11, its service waiting on the board and its clock a test clock.
@MainActor
final class Drawn11Harness: FeatureHarness {
    private let driver: StoreDriver<Drawn11State, Drawn11Action>

    init(board: CallBoard) {
        driver = StoreDriver(
            initialState: Drawn11State(),
            reducer: Drawn11Reducer.reduce,
            name: Drawn11Driver.name(of:),
            middlewares: [Drawn11Loader(service: Drawn11TestService(board: board)).middleware])
    }

    func send(_ event: FeatureEvent) -> Bool {
        guard let action = Drawn11Driver.action(for: event) else { return false }
        driver.store.dispatch(action)
        return true
    }

    var stateLines: [String] { Drawn11Driver.lines(of: driver.store.state) }
    var dispatched: [String] { driver.dispatched }
    var deadlines: [Int] { driver.deadlines }
    var sleepsBegun: Int { driver.clock.sleepsBegun }
    func advance(to milliseconds: Int) async { await driver.advance(to: milliseconds) }
}
