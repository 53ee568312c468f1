// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn13: every call waits on the board until the test answers it.
struct Drawn13TestService: Drawn13Service {
    let board: CallBoard

    func load(ready: Bool, query: String) async throws -> [Int] {
        let reply = await board.call("Drawn13", "load", [ready.model, query.model])
        return try reply.value([Int].self)
    }

    func search(query: String) async throws {
        let reply = await board.call("Drawn13", "search", [query.model])
        return try reply.void()
    }

    func submit() async throws -> Int {
        let reply = await board.call("Drawn13", "submit", [])
        return try reply.value(Int.self)
    }

    func send(text: String, query: String) async throws -> [Item] {
        let reply = await board.call("Drawn13", "send", [text.model, query.model])
        return try reply.value([Item].self)
    }

    func updates() -> AsyncThrowingStream<Int, any Error> {
        board.stream("Drawn13", "updates")
    }
}

/// How the model test drives Drawn13: the action of each event, the name of each action.
enum Drawn13Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn13Action? {
        switch event {
        case .request("load", _):
            return .load
        case .startPolling("load", _):
            return .startPollingLoad
        case .stopPolling("load", _):
            return .stopPollingLoad
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
        case .request("submit", _):
            return .submit
        case .startPolling("submit", _):
            return .startPollingSubmit
        case .stopPolling("submit", _):
            return .stopPollingSubmit
        case .request("send", let values):
            return .send(text: String(model: values[0]))
        case .startPolling("send", let values):
            return .startPollingSend(text: String(model: values[0]))
        case .stopPolling("send", _):
            return .stopPollingSend
        case .plain("bump"):
            return .bump
        case .plain("poke"):
            return .poke
        case .plain("resetStatuses"):
            return .resetStatuses
        case .startStream:
            return .startUpdates
        case .stopStream:
            return .stopUpdates
        case .plain("go"):
            return .go
        case .push(let drawn):
            return .push(route(drawn))
        case .pop:
            return .pop
        case .popToRoot:
            return .popToRoot
        case .setPath(let drawn):
            return .setPath(drawn.map(route))
        case .set("query", let value):
            return .setQuery(String(model: value))
        case .set("ready", let value):
            return .setReady(Bool(model: value))
        case .addRow(let id):
            return .addRow(id: id)
        case .removeRow(let id):
            return .removeRow(id: id)
        case .row(let id, let event):
            return Drawn13RowDriver.action(for: event).map { .rows(id: id, $0) }
        default:
            return nil
        }
    }

    /// The route of the model's `drawn`.
    static func route(_ drawn: DrawnRoute) -> Drawn13Route {
        switch drawn {
        case .home: return .home
        case .item(let ref): return .item(ref: ref)
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn13Action) -> String {
        if case .rows(let id, let child) = action { return "rows[\(id)]." + Drawn13RowDriver.name(of: child) }
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn13State) -> [String] {
        var lines = [
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "loadItems = \(state.loadItems.model)",
            "submitItems = \(state.submitItems.model)",
            "sendItems = \(state.sendItems.model)",
            "updatesItems = \(state.updatesItems.model)",
            "updatesFailures = \(state.updatesFailures.model)",
            "loadStatus = \(ObservedStatus.text(of: state.loadStatus))",
            "loadInFlight = \(state.loadInFlight)",
            "loadFailed = \(state.loadPredictions.failed.model)",
            "searchStatus = \(ObservedStatus.text(of: state.searchStatus))",
            "searchInFlight = \(state.searchInFlight)",
            "submitStatus = \(ObservedStatus.text(of: state.submitStatus))",
            "submitInFlight = \(state.submitInFlight)",
            "sendStatus = \(ObservedStatus.text(of: state.sendStatus))",
            "sendInFlight = \(state.sendInFlight)",
            "sendIsLoading = \(state.sendIsLoading)",
            "updatesActive = \(state.updatesActive)",
            "path = [" + state.path.map(\.model.description).joined(separator: ", ") + "]",
        ]
        lines.append("rows = [" + state.rows.map { String($0.id) }.joined(separator: ", ") + "]")
        for row in state.rows { lines += Drawn13RowDriver.lines(of: row).map { "rows[\(row.id)]." + $0 } }
        return lines
    }
}

extension Drawn13Route {
    /// The route as the model names it.
    var model: DrawnRoute {
        switch self {
        case .home: return .home
        case .item(let ref): return .item(ref)
        }
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
            middlewares: [Drawn13Loader(service: Drawn13TestService(board: board)).middleware] + Drawn13Children.loaders(rows: Drawn13RowTestService(board: board)))
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
