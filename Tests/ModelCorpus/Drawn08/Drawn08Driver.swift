// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn08: every call waits on the board until the test answers it.
struct Drawn08TestService: Drawn08Service {
    let board: CallBoard

    func send(count: Int, ref: Int) async throws -> Item {
        let reply = await board.call("Drawn08", "send", [count.model, ref.model])
        return try reply.value(Item.self)
    }

    func upload(count: Int, text: String) async throws(ModelFailure) -> Item {
        let reply = await board.call("Drawn08", "upload", [count.model, text.model])
        return try reply.value(Item.self)
    }

    func load(text: String, count: Int, ready: Bool) async throws(ModelFailure) -> [Item] {
        let reply = await board.call("Drawn08", "load", [text.model, count.model, ready.model])
        return try reply.value([Item].self)
    }

    func lookup() async throws -> Int {
        let reply = await board.call("Drawn08", "lookup", [])
        return try reply.value(Int.self)
    }
}

/// How the model test drives Drawn08: the action of each event, the name of each action.
enum Drawn08Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn08Action? {
        switch event {
        case .request("send", let values):
            return .send(count: Int(model: values[0]), ref: Int(model: values[1]))
        case .dismiss("send", let key):
            return .dismissSendError(ref: Int(model: key!))
        case .request("upload", let values):
            return .upload(count: Int(model: values[0]), text: String(model: values[1]))
        case .cancel("upload", let key):
            return .cancelUpload(count: Int(model: key!))
        case .request("load", let values):
            return .load(text: String(model: values[0]), count: Int(model: values[1]))
        case .request("lookup", _):
            return .lookup
        case .startPolling("lookup", _):
            return .startPollingLookup
        case .stopPolling("lookup", _):
            return .stopPollingLookup
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
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "sendByKey = \(state.sendByKey.model)",
            "uploadItems = \(state.uploadItems.model)",
            "loadItems = \(state.loadItems.model)",
            "lookupItems = \(state.lookupItems.model)",
            "sendStatus = \(ObservedStatus.text(of: state.sendStatus))",
            "uploadStatus = \(ObservedStatus.text(of: state.uploadStatus))",
            "loadStatus = \(ObservedStatus.text(of: state.loadStatus))",
            "lookupStatus = \(ObservedStatus.text(of: state.lookupStatus))",
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
