// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn08: every call waits on the board until the test answers it.
struct Drawn08TestService: Drawn08Service {
    let board: CallBoard

    func upload(_ value: String, page: Int) async throws -> Item {
        let reply = await board.call("Drawn08", "upload", [value.model, page.model])
        return try reply.value(Item.self)
    }

    func sync(text: String, ref: Int) async throws -> [Item] {
        let reply = await board.call("Drawn08", "sync", [text.model, ref.model])
        return try reply.value([Item].self)
    }

    func rate() async throws(ModelFailure) -> Int {
        let reply = await board.call("Drawn08", "rate", [])
        return try reply.value(Int.self)
    }

    func send(page: Int, ready: Bool) async throws -> [Item] {
        let reply = await board.call("Drawn08", "send", [page.model, ready.model])
        return try reply.value([Item].self)
    }

    func updates() -> AsyncThrowingStream<Int, any Error> {
        board.stream("Drawn08", "updates")
    }
}

/// How the model test drives Drawn08: the action of each event, the name of each action.
enum Drawn08Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn08Action? {
        switch event {
        case .request("upload", let values):
            return .upload(String(model: values[0]))
        case .force("upload", let values):
            return .forceUpload(String(model: values[0]))
        case .request("sync", let values):
            return .sync(text: String(model: values[0]), ref: Int(model: values[1]))
        case .startPolling("sync", let values):
            return .startPollingSync(text: String(model: values[0]), ref: Int(model: values[1]))
        case .stopPolling("sync", _):
            return .stopPollingSync
        case .request("rate", _):
            return .rate
        case .request("send", _):
            return .send
        case .cancel("send", _):
            return .cancelSend
        case .plain("bump"):
            return .bump
        case .plain("poke"):
            return .poke
        case .plain("resetStatuses"):
            return .resetStatuses
        case .startStream:
            return .startUpdates
        case .stopStream:
            return .stopUpdates
        case .nudge(let ref, let text):
            return .nudge(ref: Int(model: ref), text: String(model: text))
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
            return Drawn08RowDriver.action(for: event).map { .rows(id: id, $0) }
        default:
            return nil
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn08Action) -> String {
        if case .rows(let id, let child) = action { return "rows[\(id)]." + Drawn08RowDriver.name(of: child) }
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn08State) -> [String] {
        var lines = [
            "query = \(state.query.model)",
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "uploadItems = \(state.uploadItems.model)",
            "syncValue = \(state.syncValue.model)",
            "rateItems = \(state.rateItems.model)",
            "sendItems = \(state.sendItems.model)",
            "updatesItems = \(state.updatesItems.model)",
            "updatesFailures = \(state.updatesFailures.model)",
            "uploadStatus = \(ObservedStatus.text(of: state.uploadStatus))",
            "syncStatus = \(ObservedStatus.text(of: state.syncStatus))",
            "syncError = \(ObservedStatus.text(of: state.syncError))",
            "rateStatus = \(ObservedStatus.text(of: state.rateStatus))",
            "sendStatus = \(ObservedStatus.text(of: state.sendStatus))",
            "updatesActive = \(state.updatesActive)",
        ]
        lines.append("rows = [" + state.rows.map { String($0.id) }.joined(separator: ", ") + "]")
        for row in state.rows { lines += Drawn08RowDriver.lines(of: row).map { "rows[\(row.id)]." + $0 } }
        return lines
    }
}

/// The store of Drawn08, its service waiting on the board and its clock a test clock.
@MainActor
final class Drawn08Harness: FeatureHarness {
    private let driver: StoreDriver<Drawn08State, Drawn08Action>

    init(board: CallBoard) {
        driver = StoreDriver(
            initialState: Drawn08State(),
            reducer: Drawn08Reducer.reduce,
            name: Drawn08Driver.name(of:),
            middlewares: [Drawn08Loader(service: Drawn08TestService(board: board)).middleware] + Drawn08Children.loaders(rows: Drawn08RowTestService(board: board)))
    }

    func send(_ event: FeatureEvent) -> Bool {
        guard let action = Drawn08Driver.action(for: event) else { return false }
        driver.store.dispatch(action)
        return true
    }

    var stateLines: [String] { Drawn08Driver.lines(of: driver.store.state) }
    var dispatched: [String] { driver.dispatched }
    var deadlines: [Int] { driver.deadlines }
    var sleepsBegun: Int { driver.clock.sleepsBegun }
    func advance(to milliseconds: Int) async { await driver.advance(to: milliseconds) }
}
