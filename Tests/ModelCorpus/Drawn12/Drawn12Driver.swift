// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn12: every call waits on the board until the test answers it.
struct Drawn12TestService: Drawn12Service {
    let board: CallBoard

    func fetch(ready: Bool) async throws -> [Int] {
        let reply = await board.call("Drawn12", "fetch", [ready.model])
        return try reply.value([Int].self)
    }

    func post(_ value: String) async throws -> [Item] {
        let reply = await board.call("Drawn12", "post", [value.model])
        return try reply.value([Item].self)
    }

    func upload(count: Int, ref: Int) async throws(ModelFailure) -> Item {
        let reply = await board.call("Drawn12", "upload", [count.model, ref.model])
        return try reply.value(Item.self)
    }
}

/// How the model test drives Drawn12: the action of each event, the name of each action.
enum Drawn12Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn12Action? {
        switch event {
        case .request("fetch", _):
            return .fetch
        case .cancel("fetch", _):
            return .cancelFetch
        case .request("post", let values):
            return .post(String(model: values[0]))
        case .request("upload", let values):
            return .upload(count: Int(model: values[0]), ref: Int(model: values[1]))
        case .force("upload", let values):
            return .forceUpload(count: Int(model: values[0]), ref: Int(model: values[1]))
        case .dismiss("upload", _):
            return .dismissUploadError
        case .startPolling("upload", let values):
            return .startPollingUpload(count: Int(model: values[0]), ref: Int(model: values[1]))
        case .stopPolling("upload", _):
            return .stopPollingUpload
        case .plain("bump"):
            return .bump
        case .plain("poke"):
            return .poke
        case .plain("resetStatuses"):
            return .resetStatuses
        case .plain("closePane"):
            return .closePane
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
            return Drawn12RowDriver.action(for: event).map { .rows(id: id, $0) }
        case .openPane(let id):
            return .openPane(id: id)
        case .pane(let event):
            return Drawn12PaneDriver.action(for: event).map { .pane($0) }
        default:
            return nil
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn12Action) -> String {
        if case .rows(let id, let child) = action { return "rows[\(id)]." + Drawn12RowDriver.name(of: child) }
        if case .pane(let child) = action { return "pane." + Drawn12PaneDriver.name(of: child) }
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn12State) -> [String] {
        var lines = [
            "query = \(state.query.model)",
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "fetchItems = \(state.fetchItems.model)",
            "postItems = \(state.postItems.model)",
            "uploadItems = \(state.uploadItems.model)",
            "fetchStatus = \(ObservedStatus.text(of: state.fetchStatus))",
            "postStatus = \(ObservedStatus.text(of: state.postStatus))",
            "uploadStatus = \(ObservedStatus.text(of: state.uploadStatus))",
        ]
        lines.append("rows = [" + state.rows.map { String($0.id) }.joined(separator: ", ") + "]")
        for row in state.rows { lines += Drawn12RowDriver.lines(of: row).map { "rows[\(row.id)]." + $0 } }
        if let pane = state.pane { lines += Drawn12PaneDriver.lines(of: pane).map { "pane." + $0 } } else { lines.append("pane = nil") }
        return lines
    }
}

/// The store of Drawn12, its service waiting on the board and its clock a test clock.
@MainActor
final class Drawn12Harness: FeatureHarness {
    private let driver: StoreDriver<Drawn12State, Drawn12Action>

    init(board: CallBoard) {
        driver = StoreDriver(
            initialState: Drawn12State(),
            reducer: Drawn12Reducer.reduce,
            name: Drawn12Driver.name(of:),
            middlewares: [Drawn12Loader(service: Drawn12TestService(board: board)).middleware] + Drawn12Children.loaders(rows: Drawn12RowTestService(board: board), pane: Drawn12PaneTestService(board: board)))
    }

    func send(_ event: FeatureEvent) -> Bool {
        guard let action = Drawn12Driver.action(for: event) else { return false }
        driver.store.dispatch(action)
        return true
    }

    var stateLines: [String] { Drawn12Driver.lines(of: driver.store.state) }
    var dispatched: [String] { driver.dispatched }
    var deadlines: [Int] { driver.deadlines }
    var sleepsBegun: Int { driver.clock.sleepsBegun }
    func advance(to milliseconds: Int) async { await driver.advance(to: milliseconds) }
}
