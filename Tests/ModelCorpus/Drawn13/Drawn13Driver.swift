// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn13: every call waits on the board until the test answers it.
struct Drawn13TestService: Drawn13Service {
    let board: CallBoard

    func sync(text: String, ref: Int) async throws -> Item {
        let reply = await board.call("Drawn13", "sync", [text.model, ref.model])
        return try reply.value(Item.self)
    }

    func upload(count: Int, text: String) async throws(ModelFailure) -> Item {
        let reply = await board.call("Drawn13", "upload", [count.model, text.model])
        return try reply.value(Item.self)
    }

    func load(text: String, page: Int, ready: Bool) async throws -> Int {
        let reply = await board.call("Drawn13", "load", [text.model, page.model, ready.model])
        return try reply.value(Int.self)
    }

    func submit(count: Int) async throws -> Int {
        let reply = await board.call("Drawn13", "submit", [count.model])
        return try reply.value(Int.self)
    }
}

/// How the model test drives Drawn13: the action of each event, the name of each action.
enum Drawn13Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn13Action? {
        switch event {
        case .request("sync", let values):
            return .sync(text: String(model: values[0]), ref: Int(model: values[1]))
        case .force("sync", let values):
            return .forceSync(text: String(model: values[0]), ref: Int(model: values[1]))
        case .dismiss("sync", let key):
            return .dismissSyncError(text: String(model: key!))
        case .startPolling("sync", let values):
            return .startPollingSync(text: String(model: values[0]), ref: Int(model: values[1]))
        case .stopPolling("sync", let key):
            return .stopPollingSync(text: String(model: key!))
        case .request("upload", let values):
            return .upload(count: Int(model: values[0]), text: String(model: values[1]))
        case .cancel("upload", let key):
            return .cancelUpload(text: String(model: key!))
        case .request("load", let values):
            return .load(text: String(model: values[0]))
        case .request("submit", let values):
            return .submit(count: Int(model: values[0]))
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
            return Drawn13RowDriver.action(for: event).map { .rows(id: id, $0) }
        default:
            return nil
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn13Action) -> String {
        if case .rows(let id, let child) = action { return "rows[\(id)]." + Drawn13RowDriver.name(of: child) }
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn13State) -> [String] {
        var lines = [
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "syncByKey = \(state.syncByKey.model)",
            "uploadItems = \(state.uploadItems.model)",
            "loadItems = \(state.loadItems.model)",
            "submitByKey = \(state.submitByKey.model)",
            "syncStatus = \(ObservedStatus.text(of: state.syncStatus))",
            "uploadStatus = \(ObservedStatus.text(of: state.uploadStatus))",
            "loadStatus = \(ObservedStatus.text(of: state.loadStatus))",
            "submitStatus = \(ObservedStatus.text(of: state.submitStatus))",
        ]
        lines.append("rows = [" + state.rows.map { String($0.id) }.joined(separator: ", ") + "]")
        for row in state.rows { lines += Drawn13RowDriver.lines(of: row).map { "rows[\(row.id)]." + $0 } }
        return lines
    }
}

/// The store of Drawn13, its service waiting on the board and its clock a test clock.
@MainActor
final class Drawn13Harness: FeatureHarness {
    private let driver: StoreDriver<Drawn13State, Drawn13Action>

    init(board: CallBoard) {
        driver = StoreDriver(
            initialState: Drawn13State(),
            reducer: Drawn13Reducer.reduce,
            name: Drawn13Driver.name(of:),
            middlewares: [Drawn13Loader(service: Drawn13TestService(board: board)).middleware] + Drawn13Children.loaders(rows: Drawn13RowTestService(board: board)))
    }

    func send(_ event: FeatureEvent) -> Bool {
        guard let action = Drawn13Driver.action(for: event) else { return false }
        driver.store.dispatch(action)
        return true
    }

    var stateLines: [String] { Drawn13Driver.lines(of: driver.store.state) }
    var dispatched: [String] { driver.dispatched }
    var deadlines: [Int] { driver.deadlines }
    var sleepsBegun: Int { driver.clock.sleepsBegun }
    func advance(to milliseconds: Int) async { await driver.advance(to: milliseconds) }
}
