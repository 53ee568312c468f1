// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn02: every call waits on the board until the test answers it.
struct Drawn02TestService: Drawn02Service {
    let board: CallBoard

    func archive(ready: Bool) async throws(ModelFailure) -> [Int] {
        let reply = await board.call("Drawn02", "archive", [ready.model])
        return try reply.value([Int].self)
    }

    func search(ref: Int, count: Int) async throws -> Int {
        let reply = await board.call("Drawn02", "search", [ref.model, count.model])
        return try reply.value(Int.self)
    }

    func lookup(text: String, page: Int) async throws -> Item {
        let reply = await board.call("Drawn02", "lookup", [text.model, page.model])
        return try reply.value(Item.self)
    }
}

/// How the model test drives Drawn02: the action of each event, the name of each action.
enum Drawn02Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn02Action? {
        switch event {
        case .request("archive", _):
            return .archive
        case .startPolling("archive", _):
            return .startPollingArchive
        case .stopPolling("archive", _):
            return .stopPollingArchive
        case .request("search", let values):
            return .search(ref: Int(model: values[0]), count: Int(model: values[1]))
        case .request("lookup", let values):
            return .lookup(text: String(model: values[0]))
        case .startPolling("lookup", let values):
            return .startPollingLookup(text: String(model: values[0]))
        case .stopPolling("lookup", let key):
            return .stopPollingLookup(text: String(model: key!))
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
        case .set("page", let value):
            return .setPage(Int(model: value))
        case .set("query", let value):
            return .setQuery(String(model: value))
        case .set("ready", let value):
            return .setReady(Bool(model: value))
        case .addRow(let id):
            return .addRow(id: id)
        case .removeRow(let id):
            return .removeRow(id: id)
        case .row(let id, let event):
            return Drawn02RowDriver.action(for: event).map { .rows(id: id, $0) }
        case .openPane(let id):
            return .openPane(id: id)
        case .pane(let event):
            return Drawn02PaneDriver.action(for: event).map { .pane($0) }
        default:
            return nil
        }
    }

    /// The route of the model's `drawn`.
    static func route(_ drawn: DrawnRoute) -> Drawn02Route {
        switch drawn {
        case .home: return .home
        case .item(let ref): return .item(ref: ref)
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn02Action) -> String {
        if case .rows(let id, let child) = action { return "rows[\(id)]." + Drawn02RowDriver.name(of: child) }
        if case .pane(let child) = action { return "pane." + Drawn02PaneDriver.name(of: child) }
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn02State) -> [String] {
        var lines = [
            "page = \(state.page.model)",
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "archiveValue = \(state.archiveValue.model)",
            "searchItems = \(state.searchItems.model)",
            "lookupByKey = \(state.lookupByKey.model)",
            "archiveStatus = \(ObservedStatus.text(of: state.archiveStatus))",
            "archiveError = \(ObservedStatus.text(of: state.archiveError))",
            "searchStatus = \(ObservedStatus.text(of: state.searchStatus))",
            "lookupStatus = \(ObservedStatus.text(of: state.lookupStatus))",
            "path = [" + state.path.map(\.model.description).joined(separator: ", ") + "]",
        ]
        lines.append("rows = [" + state.rows.map { String($0.id) }.joined(separator: ", ") + "]")
        for row in state.rows { lines += Drawn02RowDriver.lines(of: row).map { "rows[\(row.id)]." + $0 } }
        if let pane = state.pane { lines += Drawn02PaneDriver.lines(of: pane).map { "pane." + $0 } } else { lines.append("pane = nil") }
        return lines
    }
}

extension Drawn02Route {
    /// The route as the model names it.
    var model: DrawnRoute {
        switch self {
        case .home: return .home
        case .item(let ref): return .item(ref)
        }
    }
}

/// The store of Drawn02, its service waiting on the board and its clock a test clock.
@MainActor
final class Drawn02Harness: FeatureHarness {
    private let driver: StoreDriver<Drawn02State, Drawn02Action>

    init(board: CallBoard) {
        driver = StoreDriver(
            initialState: Drawn02State(),
            reducer: Drawn02Reducer.reduce,
            name: Drawn02Driver.name(of:),
            middlewares: [Drawn02Loader(service: Drawn02TestService(board: board)).middleware] + Drawn02Children.loaders(rows: Drawn02RowTestService(board: board), pane: Drawn02PaneTestService(board: board)))
    }

    func send(_ event: FeatureEvent) -> Bool {
        guard let action = Drawn02Driver.action(for: event) else { return false }
        driver.store.dispatch(action)
        return true
    }

    var stateLines: [String] { Drawn02Driver.lines(of: driver.store.state) }
    var dispatched: [String] { driver.dispatched }
    var deadlines: [Int] { driver.deadlines }
    var sleepsBegun: Int { driver.clock.sleepsBegun }
    func advance(to milliseconds: Int) async { await driver.advance(to: milliseconds) }
}
