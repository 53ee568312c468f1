// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn14: every call waits on the board until the test answers it.
struct Drawn14TestService: Drawn14Service {
    let board: CallBoard

    func send(ref: Int) async throws(ModelFailure) -> [Item] {
        let reply = await board.call("Drawn14", "send", [ref.model])
        return try reply.value([Item].self)
    }

    func archive(ref: Int, query: String) async throws -> [Int] {
        let reply = await board.call("Drawn14", "archive", [ref.model, query.model])
        return try reply.value([Int].self)
    }

    func fetch(text: String) async throws(ModelFailure) -> [Int] {
        let reply = await board.call("Drawn14", "fetch", [text.model])
        return try reply.value([Int].self)
    }
}

/// How the model test drives Drawn14: the action of each event, the name of each action.
enum Drawn14Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn14Action? {
        switch event {
        case .request("send", let values):
            return .send(ref: Int(model: values[0]))
        case .request("archive", let values):
            return .archive(ref: Int(model: values[0]))
        case .cancel("archive", let key):
            return .cancelArchive(ref: Int(model: key!))
        case .request("fetch", let values):
            return .fetch(text: String(model: values[0]))
        case .dismiss("fetch", let key):
            return .dismissFetchError(text: String(model: key!))
        case .plain("bump"):
            return .bump
        case .plain("poke"):
            return .poke
        case .plain("resetStatuses"):
            return .resetStatuses
        case .set("query", let value):
            return .setQuery(String(model: value))
        case .set("page", let value):
            return .setPage(Int(model: value))
        case .set("ready", let value):
            return .setReady(Bool(model: value))
        default:
            return nil
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn14Action) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn14State) -> [String] {
        let lines = [
            "query = \(state.query.model)",
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "sendItems = \(state.sendItems.model)",
            "archiveItems = \(state.archiveItems.model)",
            "fetchItems = \(state.fetchItems.model)",
            "sendStatus = \(ObservedStatus.text(of: state.sendStatus))",
            "archiveStatus = \(ObservedStatus.text(of: state.archiveStatus))",
            "fetchStatus = \(ObservedStatus.text(of: state.fetchStatus))",
        ]
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
            middlewares: [Drawn14Loader(service: Drawn14TestService(board: board)).middleware])
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
