// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn14: every call waits on the board until the test answers it.
struct Drawn14TestService: Drawn14Service {
    let board: CallBoard

    func send(query: String) async throws {
        let reply = await board.call("Drawn14", "send", [query.model])
        return try reply.void()
    }

    func post(query: String) async throws {
        let reply = await board.call("Drawn14", "post", [query.model])
        return try reply.void()
    }

    func archive() async throws(ModelFailure) -> String {
        let reply = await board.call("Drawn14", "archive", [])
        return try reply.value(String.self)
    }
}

/// How the model test drives Drawn14: the action of each event, the name of each action.
enum Drawn14Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn14Action? {
        switch event {
        case .request("send", _):
            return .send
        case .request("post", _):
            return .post
        case .startPolling("post", _):
            return .startPollingPost
        case .stopPolling("post", _):
            return .stopPollingPost
        case .request("archive", _):
            return .archive
        case .force("archive", _):
            return .forceArchive
        case .cancel("archive", _):
            return .cancelArchive
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
            return Drawn14PaneDriver.action(for: event).map { .pane($0) }
        default:
            return nil
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn14Action) -> String {
        if case .pane(let child) = action { return "pane." + Drawn14PaneDriver.name(of: child) }
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn14State) -> [String] {
        var lines = [
            "page = \(state.page.model)",
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "archiveValue = \(state.archiveValue.model)",
            "sendStatus = \(ObservedStatus.text(of: state.sendStatus))",
            "sendError = \(ObservedStatus.text(of: state.sendError))",
            "postStatus = \(ObservedStatus.text(of: state.postStatus))",
            "postError = \(ObservedStatus.text(of: state.postError))",
            "archiveStatus = \(ObservedStatus.text(of: state.archiveStatus))",
        ]
        if let pane = state.pane { lines += Drawn14PaneDriver.lines(of: pane).map { "pane." + $0 } } else { lines.append("pane = nil") }
        return lines
    }
}

/// The store of Drawn14, its service waiting on the board and its clock a test clock.
@MainActor
final class Drawn14Harness: FeatureHarness {
    private let driver: StoreDriver<Drawn14State, Drawn14Action>

    init(board: CallBoard) {
        driver = StoreDriver(
            initialState: Drawn14State(),
            reducer: Drawn14Reducer.reduce,
            name: Drawn14Driver.name(of:),
            middlewares: [Drawn14Loader(service: Drawn14TestService(board: board)).middleware] + Drawn14Children.loaders(pane: Drawn14PaneTestService(board: board)))
    }

    func send(_ event: FeatureEvent) -> Bool {
        guard let action = Drawn14Driver.action(for: event) else { return false }
        driver.store.dispatch(action)
        return true
    }

    var stateLines: [String] { Drawn14Driver.lines(of: driver.store.state) }
    var dispatched: [String] { driver.dispatched }
    var deadlines: [Int] { driver.deadlines }
    var sleepsBegun: Int { driver.clock.sleepsBegun }
    func advance(to milliseconds: Int) async { await driver.advance(to: milliseconds) }
}
