// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn14: every call waits on the board until the test answers it.
struct Drawn14TestService: Drawn14Service {
    let board: CallBoard

    func archive(count: Int, query: String) async throws(ModelFailure) -> Item {
        let reply = await board.call("Drawn14", "archive", [count.model, query.model])
        return try reply.value(Item.self)
    }

    func rate(count: Int, page: Int) async throws -> Int {
        let reply = await board.call("Drawn14", "rate", [count.model, page.model])
        return try reply.value(Int.self)
    }

    func sync(count: Int, ref: Int, query: String) async throws(ModelFailure) -> Int {
        let reply = await board.call("Drawn14", "sync", [count.model, ref.model, query.model])
        return try reply.value(Int.self)
    }
}

/// How the model test drives Drawn14: the action of each event, the name of each action.
enum Drawn14Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn14Action? {
        switch event {
        case .request("archive", let values):
            return .archive(count: Int(model: values[0]))
        case .cancel("archive", let key):
            return .cancelArchive(count: Int(model: key!))
        case .startPolling("archive", let values):
            return .startPollingArchive(count: Int(model: values[0]))
        case .stopPolling("archive", let key):
            return .stopPollingArchive(count: Int(model: key!))
        case .request("rate", let values):
            return .rate(count: Int(model: values[0]))
        case .startPolling("rate", let values):
            return .startPollingRate(count: Int(model: values[0]))
        case .stopPolling("rate", let key):
            return .stopPollingRate(count: Int(model: key!))
        case .request("sync", let values):
            return .sync(count: Int(model: values[0]), ref: Int(model: values[1]))
        case .force("sync", let values):
            return .forceSync(count: Int(model: values[0]), ref: Int(model: values[1]))
        case .dismiss("sync", let key):
            return .dismissSyncError(count: Int(model: key!))
        case .startPolling("sync", let values):
            return .startPollingSync(count: Int(model: values[0]), ref: Int(model: values[1]))
        case .stopPolling("sync", let key):
            return .stopPollingSync(count: Int(model: key!))
        case .plain("bump"):
            return .bump
        case .plain("poke"):
            return .poke
        case .plain("resetStatuses"):
            return .resetStatuses
        case .plain("closePane"):
            return .closePane
        case .set("query", let value):
            return .setQuery(String(model: value))
        case .set("page", let value):
            return .setPage(Int(model: value))
        case .set("ready", let value):
            return .setReady(Bool(model: value))
        case .addRow(let id):
            return .addRow(id: id)
        case .removeRow(let id):
            return .removeRow(id: id)
        case .row(let id, let event):
            return Drawn14RowDriver.action(for: event).map { .rows(id: id, $0) }
        case .openPane(let id):
            return .openPane(id: id)
        case .pane(let event):
            return Drawn14PaneDriver.action(for: event).map { .pane($0) }
        default:
            return nil
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn14Action) -> String {
        if case .rows(let id, let child) = action { return "rows[\(id)]." + Drawn14RowDriver.name(of: child) }
        if case .pane(let child) = action { return "pane." + Drawn14PaneDriver.name(of: child) }
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn14State) -> [String] {
        var lines = [
            "query = \(state.query.model)",
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "archiveByKey = \(state.archiveByKey.model)",
            "rateByKey = \(state.rateByKey.model)",
            "syncByKey = \(state.syncByKey.model)",
            "archiveStatus = \(ObservedStatus.text(of: state.archiveStatus))",
            "archiveError = \(ObservedStatus.text(of: state.archiveError))",
            "rateStatus = \(ObservedStatus.text(of: state.rateStatus))",
            "syncStatus = \(ObservedStatus.text(of: state.syncStatus))",
        ]
        lines.append("rows = [" + state.rows.map { String($0.id) }.joined(separator: ", ") + "]")
        for row in state.rows { lines += Drawn14RowDriver.lines(of: row).map { "rows[\(row.id)]." + $0 } }
        if let pane = state.pane { lines += Drawn14PaneDriver.lines(of: pane).map { "pane." + $0 } } else { lines.append("pane = nil") }
        return lines
    }
}

/// The store of Drawn14, its service waiting on the board and its clock a test clock.
@MainActor
final class Drawn14Harness: FeatureHarness {
    private let driver: StoreDriver<Drawn14State, Drawn14Action>

    init(board: CallBoard) {
        driver = StoreDriver(
            initialState: Drawn14State(),
            reducer: Drawn14Reducer.reduce,
            name: Drawn14Driver.name(of:),
            middlewares: [Drawn14Loader(service: Drawn14TestService(board: board)).middleware] + Drawn14Children.loaders(rows: Drawn14RowTestService(board: board), pane: Drawn14PaneTestService(board: board)))
    }

    func send(_ event: FeatureEvent) -> Bool {
        guard let action = Drawn14Driver.action(for: event) else { return false }
        driver.store.dispatch(action)
        return true
    }

    var stateLines: [String] { Drawn14Driver.lines(of: driver.store.state) }
    var dispatched: [String] { driver.dispatched }
    var deadlines: [Int] { driver.deadlines }
    var sleepsBegun: Int { driver.clock.sleepsBegun }
    func advance(to milliseconds: Int) async { await driver.advance(to: milliseconds) }
}
