// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn15: every call waits on the board until the test answers it.
struct Drawn15TestService: Drawn15Service {
    let board: CallBoard

    func fetch(count: Int, text: String, page: Int, ready: Bool) async throws -> Item {
        let reply = await board.call("Drawn15", "fetch", [count.model, text.model, page.model, ready.model])
        return try reply.value(Item.self)
    }

    func save(ready: Bool, page: Int) async throws(ModelFailure) {
        let reply = await board.call("Drawn15", "save", [ready.model, page.model])
        return try reply.void()
    }

    func rate(ref: Int) async throws(ModelFailure) -> Int {
        let reply = await board.call("Drawn15", "rate", [ref.model])
        return try reply.value(Int.self)
    }

    func post(count: Int, ref: Int) async throws -> [Item] {
        let reply = await board.call("Drawn15", "post", [count.model, ref.model])
        return try reply.value([Item].self)
    }
}

/// How the model test drives Drawn15: the action of each event, the name of each action.
enum Drawn15Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn15Action? {
        switch event {
        case .request("fetch", let values):
            return .fetch(count: Int(model: values[0]), text: String(model: values[1]))
        case .request("save", _):
            return .save
        case .startPolling("save", _):
            return .startPollingSave
        case .stopPolling("save", _):
            return .stopPollingSave
        case .request("rate", let values):
            return .rate(ref: Int(model: values[0]))
        case .dismiss("rate", _):
            return .dismissRateError
        case .request("post", let values):
            return .post(count: Int(model: values[0]), ref: Int(model: values[1]))
        case .plain("bump"):
            return .bump
        case .plain("poke"):
            return .poke
        case .plain("resetStatuses"):
            return .resetStatuses
        case .set("page", let value):
            return .setPage(Int(model: value))
        case .set("query", let value):
            return .setQuery(String(model: value))
        case .set("ready", let value):
            return .setReady(Bool(model: value))
        default:
            return nil
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn15Action) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn15State) -> [String] {
        let lines = [
            "page = \(state.page.model)",
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "fetchValue = \(state.fetchValue.model)",
            "rateValue = \(state.rateValue.model)",
            "postItems = \(state.postItems.model)",
            "fetchStatus = \(ObservedStatus.text(of: state.fetchStatus))",
            "saveStatus = \(ObservedStatus.text(of: state.saveStatus))",
            "rateStatus = \(ObservedStatus.text(of: state.rateStatus))",
            "postStatus = \(ObservedStatus.text(of: state.postStatus))",
        ]
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
            middlewares: [Drawn15Loader(service: Drawn15TestService(board: board)).middleware])
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
