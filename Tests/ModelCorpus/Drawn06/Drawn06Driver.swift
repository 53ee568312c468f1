// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn06: every call waits on the board until the test answers it.
struct Drawn06TestService: Drawn06Service {
    let board: CallBoard

    func rate(count: Int, ref: Int, page: Int) async throws(ModelFailure) -> Item {
        let reply = await board.call("Drawn06", "rate", [count.model, ref.model, page.model])
        return try reply.value(Item.self)
    }

    func save() async throws -> [Item] {
        let reply = await board.call("Drawn06", "save", [])
        return try reply.value([Item].self)
    }

    func load(_ value: String) async throws -> Item {
        let reply = await board.call("Drawn06", "load", [value.model])
        return try reply.value(Item.self)
    }
}

/// How the model test drives Drawn06: the action of each event, the name of each action.
enum Drawn06Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn06Action? {
        switch event {
        case .request("rate", let values):
            return .rate(count: Int(model: values[0]), ref: Int(model: values[1]))
        case .cancel("rate", let key):
            return .cancelRate(count: Int(model: key!))
        case .request("save", _):
            return .save
        case .request("load", let values):
            return .load(String(model: values[0]))
        case .cancel("load", _):
            return .cancelLoad
        case .startPolling("load", let values):
            return .startPollingLoad(String(model: values[0]))
        case .stopPolling("load", _):
            return .stopPollingLoad
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
            return Drawn06RowDriver.action(for: event).map { .rows(id: id, $0) }
        case .openPane(let id):
            return .openPane(id: id)
        case .pane(let event):
            return Drawn06PaneDriver.action(for: event).map { .pane($0) }
        default:
            return nil
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn06Action) -> String {
        if case .rows(let id, let child) = action { return "rows[\(id)]." + Drawn06RowDriver.name(of: child) }
        if case .pane(let child) = action { return "pane." + Drawn06PaneDriver.name(of: child) }
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn06State) -> [String] {
        var lines = [
            "page = \(state.page.model)",
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "rateByKey = \(state.rateByKey.model)",
            "saveItems = \(state.saveItems.model)",
            "loadItems = \(state.loadItems.model)",
            "rateStatus = \(ObservedStatus.text(of: state.rateStatus))",
            "saveStatus = \(ObservedStatus.text(of: state.saveStatus))",
            "saveInFlight = \(state.saveInFlight)",
            "loadStatus = \(ObservedStatus.text(of: state.loadStatus))",
            "loadFailed = \(state.loadPredictions.failed.model)",
        ]
        lines.append("rows = [" + state.rows.map { String($0.id) }.joined(separator: ", ") + "]")
        for row in state.rows { lines += Drawn06RowDriver.lines(of: row).map { "rows[\(row.id)]." + $0 } }
        if let pane = state.pane { lines += Drawn06PaneDriver.lines(of: pane).map { "pane." + $0 } } else { lines.append("pane = nil") }
        return lines
    }
}

/// The store of Drawn06, its service waiting on the board and its clock a test clock.
@MainActor
final class Drawn06Harness: FeatureHarness {
    private let driver: StoreDriver<Drawn06State, Drawn06Action>

    init(board: CallBoard) {
        driver = StoreDriver(
            initialState: Drawn06State(),
            reducer: Drawn06Reducer.reduce,
            name: Drawn06Driver.name(of:),
            middlewares: [Drawn06Loader(service: Drawn06TestService(board: board)).middleware] + Drawn06Children.loaders(rows: Drawn06RowTestService(board: board), pane: Drawn06PaneTestService(board: board)))
    }

    func send(_ event: FeatureEvent) -> Bool {
        guard let action = Drawn06Driver.action(for: event) else { return false }
        driver.store.dispatch(action)
        return true
    }

    var stateLines: [String] { Drawn06Driver.lines(of: driver.store.state) }
    var dispatched: [String] { driver.dispatched }
    var deadlines: [Int] { driver.deadlines }
    var sleepsBegun: Int { driver.clock.sleepsBegun }
    func advance(to milliseconds: Int) async { await driver.advance(to: milliseconds) }
}
