// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn10: every call waits on the board until the test answers it.
struct Drawn10TestService: Drawn10Service {
    let board: CallBoard

    func rate() async throws(ModelFailure) -> Item {
        let reply = await board.call("Drawn10", "rate", [])
        return try reply.value(Item.self)
    }

    func lookup(page: Int, ready: Bool) async throws -> [Item] {
        let reply = await board.call("Drawn10", "lookup", [page.model, ready.model])
        return try reply.value([Item].self)
    }

    func post(count: Int, ref: Int) async throws -> [Int] {
        let reply = await board.call("Drawn10", "post", [count.model, ref.model])
        return try reply.value([Int].self)
    }
}

/// How the model test drives Drawn10: the action of each event, the name of each action.
enum Drawn10Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn10Action? {
        switch event {
        case .request("rate", _):
            return .rate
        case .cancel("rate", _):
            return .cancelRate
        case .request("lookup", _):
            return .lookup
        case .startPolling("lookup", _):
            return .startPollingLookup
        case .stopPolling("lookup", _):
            return .stopPollingLookup
        case .request("post", let values):
            return .post(count: Int(model: values[0]), ref: Int(model: values[1]))
        case .cancel("post", _):
            return .cancelPost
        case .plain("bump"):
            return .bump
        case .plain("poke"):
            return .poke
        case .plain("resetStatuses"):
            return .resetStatuses
        case .set("page", let value):
            return .setPage(Int(model: value))
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
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "rateItems = \(state.rateItems.model)",
            "lookupItems = \(state.lookupItems.model)",
            "postValue = \(state.postValue.model)",
            "rateStatus = \(ObservedStatus.text(of: state.rateStatus))",
            "lookupStatus = \(ObservedStatus.text(of: state.lookupStatus))",
            "postStatus = \(ObservedStatus.text(of: state.postStatus))",
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
