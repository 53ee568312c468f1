// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn08: every call waits on the board until the test answers it.
struct Drawn08TestService: Drawn08Service {
    let board: CallBoard

    func load(_ value: Int, ready: Bool) async throws -> [Int] {
        let reply = await board.call("Drawn08", "load", [value.model, ready.model])
        return try reply.value([Int].self)
    }

    func upload(text: String, count: Int) async throws -> Item {
        let reply = await board.call("Drawn08", "upload", [text.model, count.model])
        return try reply.value(Item.self)
    }

    func send(count: Int, page: Int) async throws -> [Item] {
        let reply = await board.call("Drawn08", "send", [count.model, page.model])
        return try reply.value([Item].self)
    }

    func search(text: String) async throws -> String {
        let reply = await board.call("Drawn08", "search", [text.model])
        return try reply.value(String.self)
    }
}

/// How the model test drives Drawn08: the action of each event, the name of each action.
enum Drawn08Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn08Action? {
        switch event {
        case .request("load", let values):
            return .load(Int(model: values[0]))
        case .force("load", let values):
            return .forceLoad(Int(model: values[0]))
        case .cancel("load", _):
            return .cancelLoad
        case .request("upload", let values):
            return .upload(text: String(model: values[0]), count: Int(model: values[1]))
        case .force("upload", let values):
            return .forceUpload(text: String(model: values[0]), count: Int(model: values[1]))
        case .cancel("upload", let key):
            return .cancelUpload(count: Int(model: key!))
        case .request("send", let values):
            return .send(count: Int(model: values[0]))
        case .force("send", let values):
            return .forceSend(count: Int(model: values[0]))
        case .startPolling("send", let values):
            return .startPollingSend(count: Int(model: values[0]))
        case .stopPolling("send", _):
            return .stopPollingSend
        case .request("search", let values):
            return .search(text: String(model: values[0]))
        case .force("search", let values):
            return .forceSearch(text: String(model: values[0]))
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
            "query = \(state.query.model)",
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "loadValue = \(state.loadValue.model)",
            "uploadByKey = \(state.uploadByKey.model)",
            "sendItems = \(state.sendItems.model)",
            "searchByKey = \(state.searchByKey.model)",
            "loadStatus = \(ObservedStatus.text(of: state.loadStatus))",
            "uploadStatus = \(ObservedStatus.text(of: state.uploadStatus))",
            "sendStatus = \(ObservedStatus.text(of: state.sendStatus))",
            "searchStatus = \(ObservedStatus.text(of: state.searchStatus))",
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
