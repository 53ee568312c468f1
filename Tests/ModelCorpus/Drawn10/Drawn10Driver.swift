// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn10: every call waits on the board until the test answers it.
struct Drawn10TestService: Drawn10Service {
    let board: CallBoard

    func sync(_ value: String) async throws(ModelFailure) -> [Item] {
        let reply = await board.call("Drawn10", "sync", [value.model])
        return try reply.value([Item].self)
    }

    func load(ref: Int, ready: Bool) async throws -> Item {
        let reply = await board.call("Drawn10", "load", [ref.model, ready.model])
        return try reply.value(Item.self)
    }

    func submit(_ value: Int) async throws(ModelFailure) -> [Int] {
        let reply = await board.call("Drawn10", "submit", [value.model])
        return try reply.value([Int].self)
    }

    func post(query: String) async throws(ModelFailure) -> Int {
        let reply = await board.call("Drawn10", "post", [query.model])
        return try reply.value(Int.self)
    }
}

/// How the model test drives Drawn10: the action of each event, the name of each action.
enum Drawn10Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn10Action? {
        switch event {
        case .request("sync", let values):
            return .sync(String(model: values[0]))
        case .request("load", let values):
            return .load(ref: Int(model: values[0]))
        case .startPolling("load", let values):
            return .startPollingLoad(ref: Int(model: values[0]))
        case .stopPolling("load", let key):
            return .stopPollingLoad(ref: Int(model: key!))
        case .request("submit", let values):
            return .submit(Int(model: values[0]))
        case .request("post", _):
            return .post
        case .plain("bump"):
            return .bump
        case .plain("poke"):
            return .poke
        case .plain("resetStatuses"):
            return .resetStatuses
        case .set("query", let value):
            return .setQuery(String(model: value))
        case .set("ready", let value):
            return .setReady(Bool(model: value))
        case .addRow(let id):
            return .addRow(id: id)
        case .removeRow(let id):
            return .removeRow(id: id)
        case .row(let id, let event):
            return Drawn10RowDriver.action(for: event).map { .rows(id: id, $0) }
        default:
            return nil
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn10Action) -> String {
        if case .rows(let id, let child) = action { return "rows[\(id)]." + Drawn10RowDriver.name(of: child) }
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn10State) -> [String] {
        var lines = [
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "syncItems = \(state.syncItems.model)",
            "loadItems = \(state.loadItems.model)",
            "submitItems = \(state.submitItems.model)",
            "postItems = \(state.postItems.model)",
            "syncStatus = \(ObservedStatus.text(of: state.syncStatus))",
            "loadStatus = \(ObservedStatus.text(of: state.loadStatus))",
            "submitStatus = \(ObservedStatus.text(of: state.submitStatus))",
            "postStatus = \(ObservedStatus.text(of: state.postStatus))",
        ]
        lines.append("rows = [" + state.rows.map { String($0.id) }.joined(separator: ", ") + "]")
        for row in state.rows { lines += Drawn10RowDriver.lines(of: row).map { "rows[\(row.id)]." + $0 } }
        return lines
    }
}

/// The store of Drawn10, its service waiting on the board and its clock a test clock.
@MainActor
final class Drawn10Harness: FeatureHarness {
    private let driver: StoreDriver<Drawn10State, Drawn10Action>

    init(board: CallBoard) {
        driver = StoreDriver(
            initialState: Drawn10State(),
            reducer: Drawn10Reducer.reduce,
            name: Drawn10Driver.name(of:),
            middlewares: [Drawn10Loader(service: Drawn10TestService(board: board)).middleware] + Drawn10Children.loaders(rows: Drawn10RowTestService(board: board)))
    }

    func send(_ event: FeatureEvent) -> Bool {
        guard let action = Drawn10Driver.action(for: event) else { return false }
        driver.store.dispatch(action)
        return true
    }

    var stateLines: [String] { Drawn10Driver.lines(of: driver.store.state) }
    var dispatched: [String] { driver.dispatched }
    var deadlines: [Int] { driver.deadlines }
    var sleepsBegun: Int { driver.clock.sleepsBegun }
    func advance(to milliseconds: Int) async { await driver.advance(to: milliseconds) }
}
