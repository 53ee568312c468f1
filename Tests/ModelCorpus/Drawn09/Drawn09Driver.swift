// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn09: every call waits on the board until the test answers it.
struct Drawn09TestService: Drawn09Service {
    let board: CallBoard

    func sync() async throws -> [Item] {
        let reply = await board.call("Drawn09", "sync", [])
        return try reply.value([Item].self)
    }

    func save(text: String, count: Int) async throws {
        let reply = await board.call("Drawn09", "save", [text.model, count.model])
        return try reply.void()
    }

    func upload(ref: Int, text: String, query: String) async throws -> [Item] {
        let reply = await board.call("Drawn09", "upload", [ref.model, text.model, query.model])
        return try reply.value([Item].self)
    }
}

/// How the model test drives Drawn09: the action of each event, the name of each action.
enum Drawn09Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn09Action? {
        switch event {
        case .request("sync", _):
            return .sync
        case .cancel("sync", _):
            return .cancelSync
        case .dismiss("sync", _):
            return .dismissSyncError
        case .request("save", let values):
            return .save(text: String(model: values[0]), count: Int(model: values[1]))
        case .cancel("save", _):
            return .cancelSave
        case .dismiss("save", _):
            return .dismissSaveError
        case .request("upload", let values):
            return .upload(ref: Int(model: values[0]), text: String(model: values[1]))
        case .cancel("upload", let key):
            return .cancelUpload(text: String(model: key!))
        case .dismiss("upload", let key):
            return .dismissUploadError(text: String(model: key!))
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
        case .set("ready", let value):
            return .setReady(Bool(model: value))
        case .addRow(let id):
            return .addRow(id: id)
        case .removeRow(let id):
            return .removeRow(id: id)
        case .row(let id, let event):
            return Drawn09RowDriver.action(for: event).map { .rows(id: id, $0) }
        case .openPane(let id):
            return .openPane(id: id)
        case .pane(let event):
            return Drawn09PaneDriver.action(for: event).map { .pane($0) }
        default:
            return nil
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn09Action) -> String {
        if case .rows(let id, let child) = action { return "rows[\(id)]." + Drawn09RowDriver.name(of: child) }
        if case .pane(let child) = action { return "pane." + Drawn09PaneDriver.name(of: child) }
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn09State) -> [String] {
        var lines = [
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "syncItems = \(state.syncItems.model)",
            "uploadItems = \(state.uploadItems.model)",
            "syncStatus = \(ObservedStatus.text(of: state.syncStatus))",
            "saveStatus = \(ObservedStatus.text(of: state.saveStatus))",
            "saveInFlight = \(state.saveInFlight)",
            "uploadStatus = \(ObservedStatus.text(of: state.uploadStatus))",
            "uploadError = \(ObservedStatus.text(of: state.uploadError))",
        ]
        lines.append("rows = [" + state.rows.map { String($0.id) }.joined(separator: ", ") + "]")
        for row in state.rows { lines += Drawn09RowDriver.lines(of: row).map { "rows[\(row.id)]." + $0 } }
        if let pane = state.pane { lines += Drawn09PaneDriver.lines(of: pane).map { "pane." + $0 } } else { lines.append("pane = nil") }
        return lines
    }
}

/// The store of Drawn09, its service waiting on the board and its clock a test clock.
@MainActor
final class Drawn09Harness: FeatureHarness {
    private let driver: StoreDriver<Drawn09State, Drawn09Action>

    init(board: CallBoard) {
        driver = StoreDriver(
            initialState: Drawn09State(),
            reducer: Drawn09Reducer.reduce,
            name: Drawn09Driver.name(of:),
            middlewares: [Drawn09Loader(service: Drawn09TestService(board: board)).middleware] + Drawn09Children.loaders(rows: Drawn09RowTestService(board: board), pane: Drawn09PaneTestService(board: board)))
    }

    func send(_ event: FeatureEvent) -> Bool {
        guard let action = Drawn09Driver.action(for: event) else { return false }
        driver.store.dispatch(action)
        return true
    }

    var stateLines: [String] { Drawn09Driver.lines(of: driver.store.state) }
    var dispatched: [String] { driver.dispatched }
    var deadlines: [Int] { driver.deadlines }
    var sleepsBegun: Int { driver.clock.sleepsBegun }
    func advance(to milliseconds: Int) async { await driver.advance(to: milliseconds) }
}
