// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn10: every call waits on the board until the test answers it.
struct Drawn10TestService: Drawn10Service {
    let board: CallBoard

    func search() async throws(ModelFailure) -> [Item] {
        let reply = await board.call("Drawn10", "search", [])
        return try reply.value([Item].self)
    }

    func sync(_ value: String) async throws -> [Item] {
        let reply = await board.call("Drawn10", "sync", [value.model])
        return try reply.value([Item].self)
    }

    func post(ready: Bool) async throws -> [Item] {
        let reply = await board.call("Drawn10", "post", [ready.model])
        return try reply.value([Item].self)
    }
}

/// How the model test drives Drawn10: the action of each event, the name of each action.
enum Drawn10Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn10Action? {
        switch event {
        case .request("search", _):
            return .search
        case .request("sync", let values):
            return .sync(String(model: values[0]))
        case .request("post", _):
            return .post
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
    static func name(of action: Drawn10Action) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn10State) -> [String] {
        let lines = [
            "query = \(state.query.model)",
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "searchItems = \(state.searchItems.model)",
            "syncItems = \(state.syncItems.model)",
            "postValue = \(state.postValue.model)",
            "searchStatus = \(ObservedStatus.text(of: state.searchStatus))",
            "syncStatus = \(ObservedStatus.text(of: state.syncStatus))",
            "syncInFlight = \(state.syncInFlight)",
            "postStatus = \(ObservedStatus.text(of: state.postStatus))",
        ]
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
            middlewares: [Drawn10Loader(service: Drawn10TestService(board: board)).middleware])
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
