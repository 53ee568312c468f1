// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn08: every call waits on the board until the test answers it.
struct Drawn08TestService: Drawn08Service {
    let board: CallBoard

    func save(text: String, ready: Bool, page: Int) async throws -> [Item] {
        let reply = await board.call("Drawn08", "save", [text.model, ready.model, page.model])
        return try reply.value([Item].self)
    }

    func fetch(_ value: String, ready: Bool) async throws -> [Int] {
        let reply = await board.call("Drawn08", "fetch", [value.model, ready.model])
        return try reply.value([Int].self)
    }

    func load(count: Int) async throws -> String {
        let reply = await board.call("Drawn08", "load", [count.model])
        return try reply.value(String.self)
    }

    func sync(ready: Bool) async throws -> [Item] {
        let reply = await board.call("Drawn08", "sync", [ready.model])
        return try reply.value([Item].self)
    }
}

/// How the model test drives Drawn08: the action of each event, the name of each action.
enum Drawn08Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn08Action? {
        switch event {
        case .request("save", let values):
            return .save(text: String(model: values[0]))
        case .dismiss("save", let key):
            return .dismissSaveError(text: String(model: key!))
        case .request("fetch", let values):
            return .fetch(String(model: values[0]))
        case .startPolling("fetch", let values):
            return .startPollingFetch(String(model: values[0]))
        case .stopPolling("fetch", _):
            return .stopPollingFetch
        case .request("load", let values):
            return .load(count: Int(model: values[0]))
        case .cancel("load", let key):
            return .cancelLoad(count: Int(model: key!))
        case .request("sync", _):
            return .sync
        case .dismiss("sync", _):
            return .dismissSyncError
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
        case .openPane(let id):
            return .openPane(id: id)
        case .pane(let event):
            return Drawn08PaneDriver.action(for: event).map { .pane($0) }
        default:
            return nil
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn08Action) -> String {
        if case .pane(let child) = action { return "pane." + Drawn08PaneDriver.name(of: child) }
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn08State) -> [String] {
        var lines = [
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "saveValue = \(state.saveValue.model)",
            "fetchValue = \(state.fetchValue.model)",
            "loadByKey = \(state.loadByKey.model)",
            "syncItems = \(state.syncItems.model)",
            "saveStatus = \(ObservedStatus.text(of: state.saveStatus))",
            "fetchStatus = \(ObservedStatus.text(of: state.fetchStatus))",
            "fetchInFlight = \(state.fetchInFlight)",
            "fetchError = \(ObservedStatus.text(of: state.fetchError))",
            "loadStatus = \(ObservedStatus.text(of: state.loadStatus))",
            "syncStatus = \(ObservedStatus.text(of: state.syncStatus))",
            "syncInFlight = \(state.syncInFlight)",
            "syncError = \(ObservedStatus.text(of: state.syncError))",
        ]
        if let pane = state.pane { lines += Drawn08PaneDriver.lines(of: pane).map { "pane." + $0 } } else { lines.append("pane = nil") }
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
            middlewares: [Drawn08Loader(service: Drawn08TestService(board: board)).middleware] + Drawn08Children.loaders(pane: Drawn08PaneTestService(board: board)))
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
