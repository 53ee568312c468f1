// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn09: every call waits on the board until the test answers it.
struct Drawn09TestService: Drawn09Service {
    let board: CallBoard

    func send(ref: Int) async throws -> Item {
        let reply = await board.call("Drawn09", "send", [ref.model])
        return try reply.value(Item.self)
    }

    func search() async throws(ModelFailure) -> [Int] {
        let reply = await board.call("Drawn09", "search", [])
        return try reply.value([Int].self)
    }

    func fetch(_ value: String) async throws -> Int {
        let reply = await board.call("Drawn09", "fetch", [value.model])
        return try reply.value(Int.self)
    }
}

/// How the model test drives Drawn09: the action of each event, the name of each action.
enum Drawn09Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn09Action? {
        switch event {
        case .request("send", let values):
            return .send(ref: Int(model: values[0]))
        case .request("search", _):
            return .search
        case .request("fetch", let values):
            return .fetch(String(model: values[0]))
        case .plain("bump"):
            return .bump
        case .plain("poke"):
            return .poke
        case .plain("resetStatuses"):
            return .resetStatuses
        case .nudge(let ref, let text):
            return .nudge(ref: Int(model: ref), text: String(model: text))
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
    static func name(of action: Drawn09Action) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn09State) -> [String] {
        let lines = [
            "page = \(state.page.model)",
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "sendByKey = \(state.sendByKey.model)",
            "searchValue = \(state.searchValue.model)",
            "fetchValue = \(state.fetchValue.model)",
            "sendStatus = \(ObservedStatus.text(of: state.sendStatus))",
            "searchStatus = \(ObservedStatus.text(of: state.searchStatus))",
            "searchInFlight = \(state.searchInFlight)",
            "searchError = \(ObservedStatus.text(of: state.searchError))",
            "fetchStatus = \(ObservedStatus.text(of: state.fetchStatus))",
            "fetchInFlight = \(state.fetchInFlight)",
            "fetchError = \(ObservedStatus.text(of: state.fetchError))",
        ]
        return lines
    }
}

/// The store of Drawn09, its service waiting on the board and its clock a test clock.
@MainActor
final class Drawn09Harness: FeatureHarness {
    private let driver: StoreDriver<Drawn09State, Drawn09Action>

    init(board: CallBoard) {
        driver = StoreDriver(
            initialState: Drawn09State(),
            reducer: Drawn09Reducer.reduce,
            name: Drawn09Driver.name(of:),
            middlewares: [Drawn09Loader(service: Drawn09TestService(board: board)).middleware])
    }

    func send(_ event: FeatureEvent) -> Bool {
        guard let action = Drawn09Driver.action(for: event) else { return false }
        driver.store.dispatch(action)
        return true
    }

    var stateLines: [String] { Drawn09Driver.lines(of: driver.store.state) }
    var dispatched: [String] { driver.dispatched }
    var deadlines: [Int] { driver.deadlines }
    var sleepsBegun: Int { driver.clock.sleepsBegun }
    func advance(to milliseconds: Int) async { await driver.advance(to: milliseconds) }
}
