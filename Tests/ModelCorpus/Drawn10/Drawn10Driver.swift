// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn10: every call waits on the board until the test answers it.
struct Drawn10TestService: Drawn10Service {
    let board: CallBoard

    func lookup() async throws -> Int {
        let reply = await board.call("Drawn10", "lookup", [])
        return try reply.value(Int.self)
    }

    func post(query: String) async throws -> [Int] {
        let reply = await board.call("Drawn10", "post", [query.model])
        return try reply.value([Int].self)
    }

    func load(query: String, page: Int) async throws {
        let reply = await board.call("Drawn10", "load", [query.model, page.model])
        return try reply.void()
    }

    func sync() async throws(ModelFailure) {
        let reply = await board.call("Drawn10", "sync", [])
        return try reply.void()
    }
}

/// How the model test drives Drawn10: the action of each event, the name of each action.
enum Drawn10Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn10Action? {
        switch event {
        case .request("lookup", _):
            return .lookup
        case .dismiss("lookup", _):
            return .dismissLookupError
        case .request("post", _):
            return .post
        case .force("post", _):
            return .forcePost
        case .cancel("post", _):
            return .cancelPost
        case .request("load", _):
            return .load
        case .cancel("load", _):
            return .cancelLoad
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
        case .set("query", let value):
            return .setQuery(String(model: value))
        case .set("ready", let value):
            return .setReady(Bool(model: value))
        case .openPane(let id):
            return .openPane(id: id)
        case .pane(let event):
            return Drawn10PaneDriver.action(for: event).map { .pane($0) }
        default:
            return nil
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn10Action) -> String {
        if case .pane(let child) = action { return "pane." + Drawn10PaneDriver.name(of: child) }
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn10State) -> [String] {
        var lines = [
            "page = \(state.page.model)",
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "lookupItems = \(state.lookupItems.model)",
            "postValue = \(state.postValue.model)",
            "lookupStatus = \(ObservedStatus.text(of: state.lookupStatus))",
            "postStatus = \(ObservedStatus.text(of: state.postStatus))",
            "loadStatus = \(ObservedStatus.text(of: state.loadStatus))",
            "syncStatus = \(ObservedStatus.text(of: state.syncStatus))",
            "syncInFlight = \(state.syncInFlight)",
        ]
        if let pane = state.pane { lines += Drawn10PaneDriver.lines(of: pane).map { "pane." + $0 } } else { lines.append("pane = nil") }
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
            middlewares: [Drawn10Loader(service: Drawn10TestService(board: board)).middleware] + Drawn10Children.loaders(pane: Drawn10PaneTestService(board: board)))
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
