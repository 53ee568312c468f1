// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn06: every call waits on the board until the test answers it.
struct Drawn06TestService: Drawn06Service {
    let board: CallBoard

    func rate(ref: Int, page: Int) async throws -> String {
        let reply = await board.call("Drawn06", "rate", [ref.model, page.model])
        return try reply.value(String.self)
    }

    func lookup(text: String) async throws -> Int {
        let reply = await board.call("Drawn06", "lookup", [text.model])
        return try reply.value(Int.self)
    }

    func fetch(count: Int, ready: Bool) async throws -> Int {
        let reply = await board.call("Drawn06", "fetch", [count.model, ready.model])
        return try reply.value(Int.self)
    }

    func send(count: Int, ref: Int, page: Int) async throws(ModelFailure) -> [Item] {
        let reply = await board.call("Drawn06", "send", [count.model, ref.model, page.model])
        return try reply.value([Item].self)
    }
}

/// How the model test drives Drawn06: the action of each event, the name of each action.
enum Drawn06Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn06Action? {
        switch event {
        case .request("rate", let values):
            return .rate(ref: Int(model: values[0]))
        case .dismiss("rate", _):
            return .dismissRateError
        case .request("lookup", let values):
            return .lookup(text: String(model: values[0]))
        case .request("fetch", let values):
            return .fetch(count: Int(model: values[0]))
        case .dismiss("fetch", let key):
            return .dismissFetchError(count: Int(model: key!))
        case .startPolling("fetch", let values):
            return .startPollingFetch(count: Int(model: values[0]))
        case .stopPolling("fetch", let key):
            return .stopPollingFetch(count: Int(model: key!))
        case .request("send", let values):
            return .send(count: Int(model: values[0]), ref: Int(model: values[1]))
        case .cancel("send", let key):
            return .cancelSend(ref: Int(model: key!))
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
            "ready = \(state.ready.model)",
            "rateValue = \(state.rateValue.model)",
            "lookupItems = \(state.lookupItems.model)",
            "fetchByKey = \(state.fetchByKey.model)",
            "sendItems = \(state.sendItems.model)",
            "rateStatus = \(ObservedStatus.text(of: state.rateStatus))",
            "lookupStatus = \(ObservedStatus.text(of: state.lookupStatus))",
            "fetchStatus = \(ObservedStatus.text(of: state.fetchStatus))",
            "sendStatus = \(ObservedStatus.text(of: state.sendStatus))",
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
