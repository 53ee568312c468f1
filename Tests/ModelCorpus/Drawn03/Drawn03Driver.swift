// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn03: every call waits on the board until the test answers it.
struct Drawn03TestService: Drawn03Service {
    let board: CallBoard

    func lookup() async throws -> Item {
        let reply = await board.call("Drawn03", "lookup", [])
        return try reply.value(Item.self)
    }

    func load(count: Int, page: Int, ready: Bool) async throws -> Int {
        let reply = await board.call("Drawn03", "load", [count.model, page.model, ready.model])
        return try reply.value(Int.self)
    }

    func fetch(ref: Int) async throws -> Item {
        let reply = await board.call("Drawn03", "fetch", [ref.model])
        return try reply.value(Item.self)
    }

    func rate(text: String, query: String, page: Int) async throws -> Item {
        let reply = await board.call("Drawn03", "rate", [text.model, query.model, page.model])
        return try reply.value(Item.self)
    }

    func updates() -> AsyncThrowingStream<Int, any Error> {
        board.stream("Drawn03", "updates")
    }
}

/// How the model test drives Drawn03: the action of each event, the name of each action.
enum Drawn03Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn03Action? {
        switch event {
        case .request("lookup", _):
            return .lookup
        case .request("load", let values):
            return .load(count: Int(model: values[0]))
        case .force("load", let values):
            return .forceLoad(count: Int(model: values[0]))
        case .request("fetch", let values):
            return .fetch(ref: Int(model: values[0]))
        case .startPolling("fetch", let values):
            return .startPollingFetch(ref: Int(model: values[0]))
        case .stopPolling("fetch", let key):
            return .stopPollingFetch(ref: Int(model: key!))
        case .request("rate", let values):
            return .rate(text: String(model: values[0]))
        case .startPolling("rate", let values):
            return .startPollingRate(text: String(model: values[0]))
        case .stopPolling("rate", _):
            return .stopPollingRate
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
            return Drawn03RowDriver.action(for: event).map { .rows(id: id, $0) }
        case .openPane(let id):
            return .openPane(id: id)
        case .pane(let event):
            return Drawn03PaneDriver.action(for: event).map { .pane($0) }
        default:
            return nil
        }
    }

    /// The route of the model's `drawn`.
    static func route(_ drawn: DrawnRoute) -> Drawn03Route {
        switch drawn {
        case .home: return .home
        case .item(let ref): return .item(ref: ref)
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn03Action) -> String {
        if case .rows(let id, let child) = action { return "rows[\(id)]." + Drawn03RowDriver.name(of: child) }
        if case .pane(let child) = action { return "pane." + Drawn03PaneDriver.name(of: child) }
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn03State) -> [String] {
        var lines = [
            "page = \(state.page.model)",
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "lookupItems = \(state.lookupItems.model)",
            "loadValue = \(state.loadValue.model)",
            "fetchByKey = \(state.fetchByKey.model)",
            "rateItems = \(state.rateItems.model)",
            "updatesItems = \(state.updatesItems.model)",
            "updatesFailures = \(state.updatesFailures.model)",
            "lookupStatus = \(ObservedStatus.text(of: state.lookupStatus))",
            "lookupIsLoading = \(state.lookupIsLoading)",
            "loadStatus = \(ObservedStatus.text(of: state.loadStatus))",
            "fetchStatus = \(ObservedStatus.text(of: state.fetchStatus))",
            "rateStatus = \(ObservedStatus.text(of: state.rateStatus))",
            "updatesActive = \(state.updatesActive)",
            "path = [" + state.path.map(\.model.description).joined(separator: ", ") + "]",
        ]
        lines.append("rows = [" + state.rows.map { String($0.id) }.joined(separator: ", ") + "]")
        for row in state.rows { lines += Drawn03RowDriver.lines(of: row).map { "rows[\(row.id)]." + $0 } }
        if let pane = state.pane { lines += Drawn03PaneDriver.lines(of: pane).map { "pane." + $0 } } else { lines.append("pane = nil") }
        return lines
    }
}

extension Drawn03Route {
    /// The route as the model names it.
    var model: DrawnRoute {
        switch self {
        case .home: return .home
        case .item(let ref): return .item(ref)
        }
    }
}

/// The store of Drawn03, its service waiting on the board and its clock a test clock.
@MainActor
final class Drawn03Harness: FeatureHarness {
    private let driver: StoreDriver<Drawn03State, Drawn03Action>

    init(board: CallBoard) {
        driver = StoreDriver(
            initialState: Drawn03State(),
            reducer: Drawn03Reducer.reduce,
            name: Drawn03Driver.name(of:),
            middlewares: [Drawn03Loader(service: Drawn03TestService(board: board)).middleware] + Drawn03Children.loaders(rows: Drawn03RowTestService(board: board), pane: Drawn03PaneTestService(board: board)))
    }

    func send(_ event: FeatureEvent) -> Bool {
        guard let action = Drawn03Driver.action(for: event) else { return false }
        driver.store.dispatch(action)
        return true
    }

    var stateLines: [String] { Drawn03Driver.lines(of: driver.store.state) }
    var dispatched: [String] { driver.dispatched }
    var deadlines: [Int] { driver.deadlines }
    var sleepsBegun: Int { driver.clock.sleepsBegun }
    func advance(to milliseconds: Int) async { await driver.advance(to: milliseconds) }
}
