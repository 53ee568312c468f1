// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn15: every call waits on the board until the test answers it.
struct Drawn15TestService: Drawn15Service {
    let board: CallBoard

    func sync() async throws(ModelFailure) {
        let reply = await board.call("Drawn15", "sync", [])
        return try reply.void()
    }

    func post() async throws -> [Int] {
        let reply = await board.call("Drawn15", "post", [])
        return try reply.value([Int].self)
    }

    func send(text: String) async throws -> String {
        let reply = await board.call("Drawn15", "send", [text.model])
        return try reply.value(String.self)
    }

    func fetch(page: Int) async throws -> [Item] {
        let reply = await board.call("Drawn15", "fetch", [page.model])
        return try reply.value([Item].self)
    }
}

/// How the model test drives Drawn15: the action of each event, the name of each action.
enum Drawn15Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn15Action? {
        switch event {
        case .request("sync", _):
            return .sync
        case .dismiss("sync", _):
            return .dismissSyncError
        case .request("post", _):
            return .post
        case .cancel("post", _):
            return .cancelPost
        case .dismiss("post", _):
            return .dismissPostError
        case .request("send", let values):
            return .send(text: String(model: values[0]))
        case .dismiss("send", _):
            return .dismissSendError
        case .request("fetch", _):
            return .fetch
        case .dismiss("fetch", _):
            return .dismissFetchError
        case .plain("bump"):
            return .bump
        case .plain("poke"):
            return .poke
        case .plain("resetStatuses"):
            return .resetStatuses
        case .set("page", let value):
            return .setPage(Int(model: value))
        case .set("ready", let value):
            return .setReady(Bool(model: value))
        case .addRow(let id):
            return .addRow(id: id)
        case .removeRow(let id):
            return .removeRow(id: id)
        case .row(let id, let event):
            return Drawn15RowDriver.action(for: event).map { .rows(id: id, $0) }
        default:
            return nil
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn15Action) -> String {
        if case .rows(let id, let child) = action { return "rows[\(id)]." + Drawn15RowDriver.name(of: child) }
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn15State) -> [String] {
        var lines = [
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "postValue = \(state.postValue.model)",
            "fetchItems = \(state.fetchItems.model)",
            "syncStatus = \(ObservedStatus.text(of: state.syncStatus))",
            "postStatus = \(ObservedStatus.text(of: state.postStatus))",
            "sendStatus = \(ObservedStatus.text(of: state.sendStatus))",
            "sendInFlight = \(state.sendInFlight)",
            "fetchStatus = \(ObservedStatus.text(of: state.fetchStatus))",
        ]
        lines.append("rows = [" + state.rows.map { String($0.id) }.joined(separator: ", ") + "]")
        for row in state.rows { lines += Drawn15RowDriver.lines(of: row).map { "rows[\(row.id)]." + $0 } }
        return lines
    }
}

/// The store of Drawn15, its service waiting on the board and its clock a test clock.
@MainActor
final class Drawn15Harness: FeatureHarness {
    private let driver: StoreDriver<Drawn15State, Drawn15Action>

    init(board: CallBoard) {
        driver = StoreDriver(
            initialState: Drawn15State(),
            reducer: Drawn15Reducer.reduce,
            name: Drawn15Driver.name(of:),
            middlewares: [Drawn15Loader(service: Drawn15TestService(board: board)).middleware] + Drawn15Children.loaders(rows: Drawn15RowTestService(board: board)))
    }

    func send(_ event: FeatureEvent) -> Bool {
        guard let action = Drawn15Driver.action(for: event) else { return false }
        driver.store.dispatch(action)
        return true
    }

    var stateLines: [String] { Drawn15Driver.lines(of: driver.store.state) }
    var dispatched: [String] { driver.dispatched }
    var deadlines: [Int] { driver.deadlines }
    var sleepsBegun: Int { driver.clock.sleepsBegun }
    func advance(to milliseconds: Int) async { await driver.advance(to: milliseconds) }
}
