// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn12: every call waits on the board until the test answers it.
struct Drawn12TestService: Drawn12Service {
    let board: CallBoard

    func send() async throws -> [Item] {
        let reply = await board.call("Drawn12", "send", [])
        return try reply.value([Item].self)
    }

    func upload(count: Int, text: String, query: String, page: Int) async throws(ModelFailure) -> [Item] {
        let reply = await board.call("Drawn12", "upload", [count.model, text.model, query.model, page.model])
        return try reply.value([Item].self)
    }

    func lookup(ref: Int, count: Int, page: Int) async throws -> [Int] {
        let reply = await board.call("Drawn12", "lookup", [ref.model, count.model, page.model])
        return try reply.value([Int].self)
    }
}

/// How the model test drives Drawn12: the action of each event, the name of each action.
enum Drawn12Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn12Action? {
        switch event {
        case .request("send", _):
            return .send
        case .startPolling("send", _):
            return .startPollingSend
        case .stopPolling("send", _):
            return .stopPollingSend
        case .request("upload", let values):
            return .upload(count: Int(model: values[0]), text: String(model: values[1]))
        case .request("lookup", let values):
            return .lookup(ref: Int(model: values[0]), count: Int(model: values[1]))
        case .dismiss("lookup", _):
            return .dismissLookupError
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
            "sendItems = \(state.sendItems.model)",
            "uploadItems = \(state.uploadItems.model)",
            "lookupItems = \(state.lookupItems.model)",
            "sendStatus = \(ObservedStatus.text(of: state.sendStatus))",
            "sendInFlight = \(state.sendInFlight)",
            "uploadStatus = \(ObservedStatus.text(of: state.uploadStatus))",
            "lookupStatus = \(ObservedStatus.text(of: state.lookupStatus))",
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
