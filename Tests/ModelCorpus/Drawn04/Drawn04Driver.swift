// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn04: every call waits on the board until the test answers it.
struct Drawn04TestService: Drawn04Service {
    let board: CallBoard

    func archive() async throws(ModelFailure) -> [Item] {
        let reply = await board.call("Drawn04", "archive", [])
        return try reply.value([Item].self)
    }

    func send(query: String) async throws -> Item {
        let reply = await board.call("Drawn04", "send", [query.model])
        return try reply.value(Item.self)
    }

    func load(ready: Bool) async throws -> Int {
        let reply = await board.call("Drawn04", "load", [ready.model])
        return try reply.value(Int.self)
    }

    func search(query: String) async throws -> Int {
        let reply = await board.call("Drawn04", "search", [query.model])
        return try reply.value(Int.self)
    }
}

/// How the model test drives Drawn04: the action of each event, the name of each action.
enum Drawn04Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn04Action? {
        switch event {
        case .request("archive", _):
            return .archive
        case .cancel("archive", _):
            return .cancelArchive
        case .dismiss("archive", _):
            return .dismissArchiveError
        case .request("send", _):
            return .send
        case .cancel("send", _):
            return .cancelSend
        case .request("load", _):
            return .load
        case .cancel("load", _):
            return .cancelLoad
        case .request("search", _):
            return .search
        case .dismiss("search", _):
            return .dismissSearchError
        case .plain("bump"):
            return .bump
        case .plain("poke"):
            return .poke
        case .plain("resetStatuses"):
            return .resetStatuses
        case .plain("closePane"):
            return .closePane
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
            return Drawn04RowDriver.action(for: event).map { .rows(id: id, $0) }
        case .openPane(let id):
            return .openPane(id: id)
        case .pane(let event):
            return Drawn04PaneDriver.action(for: event).map { .pane($0) }
        default:
            return nil
        }
    }

    /// The route of the model's `drawn`.
    static func route(_ drawn: DrawnRoute) -> Drawn04Route {
        switch drawn {
        case .home: return .home
        case .item(let ref): return .item(ref: ref)
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn04Action) -> String {
        if case .rows(let id, let child) = action { return "rows[\(id)]." + Drawn04RowDriver.name(of: child) }
        if case .pane(let child) = action { return "pane." + Drawn04PaneDriver.name(of: child) }
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn04State) -> [String] {
        var lines = [
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "archiveValue = \(state.archiveValue.model)",
            "sendValue = \(state.sendValue.model)",
            "loadItems = \(state.loadItems.model)",
            "searchItems = \(state.searchItems.model)",
            "archiveStatus = \(ObservedStatus.text(of: state.archiveStatus))",
            "archiveInFlight = \(state.archiveInFlight)",
            "archiveIsLoading = \(state.archiveIsLoading)",
            "sendStatus = \(ObservedStatus.text(of: state.sendStatus))",
            "sendInFlight = \(state.sendInFlight)",
            "sendError = \(ObservedStatus.text(of: state.sendError))",
            "loadStatus = \(ObservedStatus.text(of: state.loadStatus))",
            "loadIsLoading = \(state.loadIsLoading)",
            "searchStatus = \(ObservedStatus.text(of: state.searchStatus))",
            "searchError = \(ObservedStatus.text(of: state.searchError))",
            "searchFailed = \(state.searchPredictions.failed.model)",
            "searchIsLoading = \(state.searchIsLoading)",
            "path = [" + state.path.map(\.model.description).joined(separator: ", ") + "]",
        ]
        lines.append("rows = [" + state.rows.map { String($0.id) }.joined(separator: ", ") + "]")
        for row in state.rows { lines += Drawn04RowDriver.lines(of: row).map { "rows[\(row.id)]." + $0 } }
        if let pane = state.pane { lines += Drawn04PaneDriver.lines(of: pane).map { "pane." + $0 } } else { lines.append("pane = nil") }
        return lines
    }
}

extension Drawn04Route {
    /// The route as the model names it.
    var model: DrawnRoute {
        switch self {
        case .home: return .home
        case .item(let ref): return .item(ref)
        }
    }
}

/// The store of Drawn04, its service waiting on the board and its clock a test clock.
@MainActor
final class Drawn04Harness: FeatureHarness {
    private let driver: StoreDriver<Drawn04State, Drawn04Action>

    init(board: CallBoard) {
        driver = StoreDriver(
            initialState: Drawn04State(),
            reducer: Drawn04Reducer.reduce,
            name: Drawn04Driver.name(of:),
            middlewares: [Drawn04Loader(service: Drawn04TestService(board: board)).middleware] + Drawn04Children.loaders(rows: Drawn04RowTestService(board: board), pane: Drawn04PaneTestService(board: board)))
    }

    func send(_ event: FeatureEvent) -> Bool {
        guard let action = Drawn04Driver.action(for: event) else { return false }
        driver.store.dispatch(action)
        return true
    }

    var stateLines: [String] { Drawn04Driver.lines(of: driver.store.state) }
    var dispatched: [String] { driver.dispatched }
    var deadlines: [Int] { driver.deadlines }
    var sleepsBegun: Int { driver.clock.sleepsBegun }
    func advance(to milliseconds: Int) async { await driver.advance(to: milliseconds) }
}
