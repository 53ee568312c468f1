// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn01: every call waits on the board until the test answers it.
struct Drawn01TestService: Drawn01Service {
    let board: CallBoard

    func search(ready: Bool, query: String) async throws -> String {
        let reply = await board.call("Drawn01", "search", [ready.model, query.model])
        return try reply.value(String.self)
    }

    func send(_ value: String, query: String, ready: Bool) async throws(ModelFailure) {
        let reply = await board.call("Drawn01", "send", [value.model, query.model, ready.model])
        return try reply.void()
    }

    func save() async throws -> Item {
        let reply = await board.call("Drawn01", "save", [])
        return try reply.value(Item.self)
    }
}

/// How the model test drives Drawn01: the action of each event, the name of each action.
enum Drawn01Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn01Action? {
        switch event {
        case .request("search", _):
            return .search
        case .force("search", _):
            return .forceSearch
        case .dismiss("search", _):
            return .dismissSearchError
        case .startPolling("search", _):
            return .startPollingSearch
        case .stopPolling("search", _):
            return .stopPollingSearch
        case .request("send", let values):
            return .send(String(model: values[0]))
        case .force("send", let values):
            return .forceSend(String(model: values[0]))
        case .cancel("send", _):
            return .cancelSend
        case .dismiss("send", _):
            return .dismissSendError
        case .request("save", _):
            return .save
        case .cancel("save", _):
            return .cancelSave
        case .startPolling("save", _):
            return .startPollingSave
        case .stopPolling("save", _):
            return .stopPollingSave
        case .plain("bump"):
            return .bump
        case .plain("poke"):
            return .poke
        case .plain("resetStatuses"):
            return .resetStatuses
        case .plain("closePane"):
            return .closePane
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
            return Drawn01RowDriver.action(for: event).map { .rows(id: id, $0) }
        case .openPane(let id):
            return .openPane(id: id)
        case .pane(let event):
            return Drawn01PaneDriver.action(for: event).map { .pane($0) }
        default:
            return nil
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
            "searchStatus = \(ObservedStatus.text(of: state.searchStatus))",
            "sendStatus = \(ObservedStatus.text(of: state.sendStatus))",
            "saveStatus = \(ObservedStatus.text(of: state.saveStatus))",
            "saveInFlight = \(state.saveInFlight)",
        ]
        lines.append("rows = [" + state.rows.map { String($0.id) }.joined(separator: ", ") + "]")
        for row in state.rows { lines += Drawn01RowDriver.lines(of: row).map { "rows[\(row.id)]." + $0 } }
        if let pane = state.pane { lines += Drawn01PaneDriver.lines(of: pane).map { "pane." + $0 } } else { lines.append("pane = nil") }
        return lines
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
