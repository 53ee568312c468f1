// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn06: every call waits on the board until the test answers it.
struct Drawn06TestService: Drawn06Service {
    let board: CallBoard

    func upload(ready: Bool, page: Int) async throws(ModelFailure) -> Item {
        let reply = await board.call("Drawn06", "upload", [ready.model, page.model])
        return try reply.value(Item.self)
    }

    func sync(_ value: Int, ready: Bool, page: Int) async throws(ModelFailure) -> Item {
        let reply = await board.call("Drawn06", "sync", [value.model, ready.model, page.model])
        return try reply.value(Item.self)
    }

    func archive(ready: Bool, page: Int) async throws(ModelFailure) {
        let reply = await board.call("Drawn06", "archive", [ready.model, page.model])
        return try reply.void()
    }

    func fetch(page: Int) async throws -> String {
        let reply = await board.call("Drawn06", "fetch", [page.model])
        return try reply.value(String.self)
    }
}

/// How the model test drives Drawn06: the action of each event, the name of each action.
enum Drawn06Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn06Action? {
        switch event {
        case .request("upload", _):
            return .upload
        case .request("sync", let values):
            return .sync(Int(model: values[0]))
        case .request("archive", _):
            return .archive
        case .cancel("archive", _):
            return .cancelArchive
        case .request("fetch", _):
            return .fetch
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
            "uploadItems = \(state.uploadItems.model)",
            "syncItems = \(state.syncItems.model)",
            "fetchValue = \(state.fetchValue.model)",
            "uploadStatus = \(ObservedStatus.text(of: state.uploadStatus))",
            "uploadInFlight = \(state.uploadInFlight)",
            "syncStatus = \(ObservedStatus.text(of: state.syncStatus))",
            "syncIsLoading = \(state.syncIsLoading)",
            "archiveStatus = \(ObservedStatus.text(of: state.archiveStatus))",
            "archiveIsLoading = \(state.archiveIsLoading)",
            "fetchStatus = \(ObservedStatus.text(of: state.fetchStatus))",
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
