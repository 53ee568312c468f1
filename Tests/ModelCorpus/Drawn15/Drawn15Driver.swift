// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn15: every call waits on the board until the test answers it.
struct Drawn15TestService: Drawn15Service {
    let board: CallBoard

    func post(count: Int, ref: Int, query: String) async throws {
        let reply = await board.call("Drawn15", "post", [count.model, ref.model, query.model])
        return try reply.void()
    }

    func submit(_ value: Int, ready: Bool) async throws -> String {
        let reply = await board.call("Drawn15", "submit", [value.model, ready.model])
        return try reply.value(String.self)
    }

    func sync(ready: Bool) async throws(ModelFailure) -> Item {
        let reply = await board.call("Drawn15", "sync", [ready.model])
        return try reply.value(Item.self)
    }
}

/// How the model test drives Drawn15: the action of each event, the name of each action.
enum Drawn15Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn15Action? {
        switch event {
        case .request("post", let values):
            return .post(count: Int(model: values[0]), ref: Int(model: values[1]))
        case .startPolling("post", let values):
            return .startPollingPost(count: Int(model: values[0]), ref: Int(model: values[1]))
        case .stopPolling("post", _):
            return .stopPollingPost
        case .request("submit", let values):
            return .submit(Int(model: values[0]))
        case .request("sync", _):
            return .sync
        case .force("sync", _):
            return .forceSync
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
        case .openPane(let id):
            return .openPane(id: id)
        case .pane(let event):
            return Drawn15PaneDriver.action(for: event).map { .pane($0) }
        default:
            return nil
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn15Action) -> String {
        if case .pane(let child) = action { return "pane." + Drawn15PaneDriver.name(of: child) }
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn15State) -> [String] {
        var lines = [
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "syncValue = \(state.syncValue.model)",
            "postStatus = \(ObservedStatus.text(of: state.postStatus))",
            "postInFlight = \(state.postInFlight)",
            "submitStatus = \(ObservedStatus.text(of: state.submitStatus))",
            "syncStatus = \(ObservedStatus.text(of: state.syncStatus))",
        ]
        if let pane = state.pane { lines += Drawn15PaneDriver.lines(of: pane).map { "pane." + $0 } } else { lines.append("pane = nil") }
        return lines
    }
}

/// The store of Drawn15, its service waiting on the board and its clock a test clock.
@MainActor
final class Drawn15Harness: FeatureHarness {
    private let driver: StoreDriver<Drawn15State, Drawn15Action>

    init(board: CallBoard) {
        driver = StoreDriver(
            initialState: Drawn15State(),
            reducer: Drawn15Reducer.reduce,
            name: Drawn15Driver.name(of:),
            middlewares: [Drawn15Loader(service: Drawn15TestService(board: board)).middleware] + Drawn15Children.loaders(pane: Drawn15PaneTestService(board: board)))
    }

    func send(_ event: FeatureEvent) -> Bool {
        guard let action = Drawn15Driver.action(for: event) else { return false }
        driver.store.dispatch(action)
        return true
    }

    var stateLines: [String] { Drawn15Driver.lines(of: driver.store.state) }
    var dispatched: [String] { driver.dispatched }
    var deadlines: [Int] { driver.deadlines }
    var sleepsBegun: Int { driver.clock.sleepsBegun }
    func advance(to milliseconds: Int) async { await driver.advance(to: milliseconds) }
}
