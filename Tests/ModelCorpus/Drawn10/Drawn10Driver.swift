// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn10: every call waits on the board until the test answers it.
struct Drawn10TestService: Drawn10Service {
    let board: CallBoard

    func archive() async throws(ModelFailure) {
        let reply = await board.call("Drawn10", "archive", [])
        return try reply.void()
    }

    func load(count: Int, text: String, query: String, ready: Bool) async throws(ModelFailure) -> Item {
        let reply = await board.call("Drawn10", "load", [count.model, text.model, query.model, ready.model])
        return try reply.value(Item.self)
    }

    func submit(ref: Int, ready: Bool) async throws -> Item {
        let reply = await board.call("Drawn10", "submit", [ref.model, ready.model])
        return try reply.value(Item.self)
    }
}

/// How the model test drives Drawn10: the action of each event, the name of each action.
enum Drawn10Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn10Action? {
        switch event {
        case .request("archive", _):
            return .archive
        case .request("load", let values):
            return .load(count: Int(model: values[0]), text: String(model: values[1]))
        case .force("load", let values):
            return .forceLoad(count: Int(model: values[0]), text: String(model: values[1]))
        case .request("submit", let values):
            return .submit(ref: Int(model: values[0]))
        case .cancel("submit", _):
            return .cancelSubmit
        case .startPolling("submit", let values):
            return .startPollingSubmit(ref: Int(model: values[0]))
        case .stopPolling("submit", _):
            return .stopPollingSubmit
        case .plain("bump"):
            return .bump
        case .plain("poke"):
            return .poke
        case .plain("resetStatuses"):
            return .resetStatuses
        case .set("query", let value):
            return .setQuery(String(model: value))
        case .set("ready", let value):
            return .setReady(Bool(model: value))
        default:
            return nil
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn10Action) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn10State) -> [String] {
        let lines = [
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "loadByKey = \(state.loadByKey.model)",
            "submitItems = \(state.submitItems.model)",
            "archiveStatus = \(ObservedStatus.text(of: state.archiveStatus))",
            "archiveInFlight = \(state.archiveInFlight)",
            "loadStatus = \(ObservedStatus.text(of: state.loadStatus))",
            "submitStatus = \(ObservedStatus.text(of: state.submitStatus))",
        ]
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
            middlewares: [Drawn10Loader(service: Drawn10TestService(board: board)).middleware])
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
