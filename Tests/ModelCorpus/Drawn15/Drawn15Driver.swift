// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn15: every call waits on the board until the test answers it.
struct Drawn15TestService: Drawn15Service {
    let board: CallBoard

    func search(_ value: Int) async throws {
        let reply = await board.call("Drawn15", "search", [value.model])
        return try reply.void()
    }

    func send(ready: Bool, page: Int) async throws -> [Item] {
        let reply = await board.call("Drawn15", "send", [ready.model, page.model])
        return try reply.value([Item].self)
    }

    func load() async throws -> Item {
        let reply = await board.call("Drawn15", "load", [])
        return try reply.value(Item.self)
    }
}

/// How the model test drives Drawn15: the action of each event, the name of each action.
enum Drawn15Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn15Action? {
        switch event {
        case .request("search", let values):
            return .search(Int(model: values[0]))
        case .startPolling("search", let values):
            return .startPollingSearch(Int(model: values[0]))
        case .stopPolling("search", _):
            return .stopPollingSearch
        case .request("send", _):
            return .send
        case .force("send", _):
            return .forceSend
        case .dismiss("send", _):
            return .dismissSendError
        case .request("load", _):
            return .load
        case .cancel("load", _):
            return .cancelLoad
        case .plain("bump"):
            return .bump
        case .plain("poke"):
            return .poke
        case .plain("resetStatuses"):
            return .resetStatuses
        case .set("page", let value):
            return .setPage(Int(model: value))
        case .set("ready", let value):
            return .setReady(Bool(model: value))
        default:
            return nil
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn15Action) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn15State) -> [String] {
        let lines = [
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "sendValue = \(state.sendValue.model)",
            "loadItems = \(state.loadItems.model)",
            "searchStatus = \(ObservedStatus.text(of: state.searchStatus))",
            "searchError = \(ObservedStatus.text(of: state.searchError))",
            "sendStatus = \(ObservedStatus.text(of: state.sendStatus))",
            "loadStatus = \(ObservedStatus.text(of: state.loadStatus))",
            "loadInFlight = \(state.loadInFlight)",
        ]
        return lines
    }
}

/// The store of Drawn15, its service waiting on the board and its clock a test clock.
@MainActor
final class Drawn15Harness: FeatureHarness {
    private let driver: StoreDriver<Drawn15State, Drawn15Action>

    init(board: CallBoard) {
        driver = StoreDriver(
            initialState: Drawn15State(),
            reducer: Drawn15Reducer.reduce,
            name: Drawn15Driver.name(of:),
            middlewares: [Drawn15Loader(service: Drawn15TestService(board: board)).middleware])
    }

    func send(_ event: FeatureEvent) -> Bool {
        guard let action = Drawn15Driver.action(for: event) else { return false }
        driver.store.dispatch(action)
        return true
    }

    var stateLines: [String] { Drawn15Driver.lines(of: driver.store.state) }
    var dispatched: [String] { driver.dispatched }
    var deadlines: [Int] { driver.deadlines }
    var sleepsBegun: Int { driver.clock.sleepsBegun }
    func advance(to milliseconds: Int) async { await driver.advance(to: milliseconds) }
}
