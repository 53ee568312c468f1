// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn12: every call waits on the board until the test answers it.
struct Drawn12TestService: Drawn12Service {
    let board: CallBoard

    func sync(_ value: String, page: Int) async throws(ModelFailure) -> Int {
        let reply = await board.call("Drawn12", "sync", [value.model, page.model])
        return try reply.value(Int.self)
    }

    func upload(_ value: Int, ready: Bool) async throws -> [Item] {
        let reply = await board.call("Drawn12", "upload", [value.model, ready.model])
        return try reply.value([Item].self)
    }

    func load(_ value: Int, query: String) async throws(ModelFailure) -> Item {
        let reply = await board.call("Drawn12", "load", [value.model, query.model])
        return try reply.value(Item.self)
    }
}

/// How the model test drives Drawn12: the action of each event, the name of each action.
enum Drawn12Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn12Action? {
        switch event {
        case .request("sync", let values):
            return .sync(String(model: values[0]))
        case .request("upload", let values):
            return .upload(Int(model: values[0]))
        case .cancel("upload", _):
            return .cancelUpload
        case .dismiss("upload", _):
            return .dismissUploadError
        case .request("load", let values):
            return .load(Int(model: values[0]))
        case .dismiss("load", _):
            return .dismissLoadError
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
            return Drawn12PaneDriver.action(for: event).map { .pane($0) }
        default:
            return nil
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn12Action) -> String {
        if case .pane(let child) = action { return "pane." + Drawn12PaneDriver.name(of: child) }
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn12State) -> [String] {
        var lines = [
            "page = \(state.page.model)",
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "syncItems = \(state.syncItems.model)",
            "uploadItems = \(state.uploadItems.model)",
            "loadItems = \(state.loadItems.model)",
            "syncStatus = \(ObservedStatus.text(of: state.syncStatus))",
            "uploadStatus = \(ObservedStatus.text(of: state.uploadStatus))",
            "loadStatus = \(ObservedStatus.text(of: state.loadStatus))",
        ]
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
            middlewares: [Drawn12Loader(service: Drawn12TestService(board: board)).middleware] + Drawn12Children.loaders(pane: Drawn12PaneTestService(board: board)))
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
