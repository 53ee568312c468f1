// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn01: every call waits on the board until the test answers it.
struct Drawn01TestService: Drawn01Service {
    let board: CallBoard

    func search() async throws -> [Int] {
        let reply = await board.call("Drawn01", "search", [])
        return try reply.value([Int].self)
    }

    func lookup(ref: Int, count: Int) async throws(ModelFailure) -> Item {
        let reply = await board.call("Drawn01", "lookup", [ref.model, count.model])
        return try reply.value(Item.self)
    }

    func save(_ value: Int) async throws(ModelFailure) -> Item {
        let reply = await board.call("Drawn01", "save", [value.model])
        return try reply.value(Item.self)
    }

    func updates() -> AsyncThrowingStream<Int, any Error> {
        board.stream("Drawn01", "updates")
    }
}

/// How the model test drives Drawn01: the action of each event, the name of each action.
enum Drawn01Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn01Action? {
        switch event {
        case .request("search", _):
            return .search
        case .dismiss("search", _):
            return .dismissSearchError
        case .startPolling("search", _):
            return .startPollingSearch
        case .stopPolling("search", _):
            return .stopPollingSearch
        case .request("lookup", let values):
            return .lookup(ref: Int(model: values[0]), count: Int(model: values[1]))
        case .force("lookup", let values):
            return .forceLookup(ref: Int(model: values[0]), count: Int(model: values[1]))
        case .dismiss("lookup", _):
            return .dismissLookupError
        case .request("save", let values):
            return .save(Int(model: values[0]))
        case .cancel("save", _):
            return .cancelSave
        case .plain("bump"):
            return .bump
        case .plain("poke"):
            return .poke
        case .plain("resetStatuses"):
            return .resetStatuses
        case .plain("closePane"):
            return .closePane
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
        case .nudge(let ref, let text):
            return .nudge(ref: Int(model: ref), text: String(model: text))
        case .set("page", let value):
            return .setPage(Int(model: value))
        case .set("query", let value):
            return .setQuery(String(model: value))
        case .set("ready", let value):
            return .readyChanged(Bool(model: value))
        case .addRow(let id):
            return .addRow(id: id)
        case .removeRow(let id):
            return .removeRow(id: id)
        case .row(let id, let event):
            return Drawn01RowDriver.action(for: event).map { .rows(id: id, $0) }
        case .openPane(let id):
            return .openPane(id: id)
        case .pane(let event):
            return Drawn01PaneDriver.action(for: event).map { .pane($0) }
        default:
            return nil
        }
    }

    /// The route of the model's `drawn`.
    static func route(_ drawn: DrawnRoute) -> Drawn01Route {
        switch drawn {
        case .home: return .home
        case .item(let ref): return .item(ref: ref)
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn01Action) -> String {
        if case .rows(let id, let child) = action { return "rows[\(id)]." + Drawn01RowDriver.name(of: child) }
        if case .pane(let child) = action { return "pane." + Drawn01PaneDriver.name(of: child) }
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn01State) -> [String] {
        var lines = [
            "page = \(state.page.model)",
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "searchValue = \(state.searchValue.model)",
            "saveItems = \(state.saveItems.model)",
            "updatesItems = \(state.updatesItems.model)",
            "updatesFailures = \(state.updatesFailures.model)",
            "searchStatus = \(ObservedStatus.text(of: state.searchStatus))",
            "searchIsLoading = \(state.searchIsLoading)",
            "lookupStatus = \(ObservedStatus.text(of: state.lookupStatus))",
            "saveStatus = \(ObservedStatus.text(of: state.saveStatus))",
            "saveInFlight = \(state.saveInFlight)",
            "saveFailed = \(state.savePredictions.failed.model)",
            "updatesActive = \(state.updatesActive)",
            "path = [" + state.path.map(\.model.description).joined(separator: ", ") + "]",
        ]
        lines.append("rows = [" + state.rows.map { String($0.id) }.joined(separator: ", ") + "]")
        for row in state.rows { lines += Drawn01RowDriver.lines(of: row).map { "rows[\(row.id)]." + $0 } }
        if let pane = state.pane { lines += Drawn01PaneDriver.lines(of: pane).map { "pane." + $0 } } else { lines.append("pane = nil") }
        return lines
    }
}

extension Drawn01Route {
    /// The route as the model names it.
    var model: DrawnRoute {
        switch self {
        case .home: return .home
        case .item(let ref): return .item(ref)
        }
    }
}

/// The store of Drawn01, its service waiting on the board and its clock a test clock.
@MainActor
final class Drawn01Harness: FeatureHarness {
    private let driver: StoreDriver<Drawn01State, Drawn01Action>

    init(board: CallBoard) {
        driver = StoreDriver(
            initialState: Drawn01State(),
            reducer: Drawn01Reducer.reduce,
            name: Drawn01Driver.name(of:),
            middlewares: [Drawn01Loader(service: Drawn01TestService(board: board)).middleware] + Drawn01Children.loaders(rows: Drawn01RowTestService(board: board), pane: Drawn01PaneTestService(board: board)))
    }

    func send(_ event: FeatureEvent) -> Bool {
        guard let action = Drawn01Driver.action(for: event) else { return false }
        driver.store.dispatch(action)
        return true
    }

    var stateLines: [String] { Drawn01Driver.lines(of: driver.store.state) }
    var dispatched: [String] { driver.dispatched }
    var deadlines: [Int] { driver.deadlines }
    var sleepsBegun: Int { driver.clock.sleepsBegun }
    func advance(to milliseconds: Int) async { await driver.advance(to: milliseconds) }
}
