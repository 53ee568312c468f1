// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn13: every call waits on the board until the test answers it.
struct Drawn13TestService: Drawn13Service {
    let board: CallBoard

    func search(ready: Bool, page: Int) async throws -> Item {
        let reply = await board.call("Drawn13", "search", [ready.model, page.model])
        return try reply.value(Item.self)
    }

    func submit() async throws -> Item {
        let reply = await board.call("Drawn13", "submit", [])
        return try reply.value(Item.self)
    }

    func post(count: Int, ref: Int) async throws -> [Item] {
        let reply = await board.call("Drawn13", "post", [count.model, ref.model])
        return try reply.value([Item].self)
    }
}

/// How the model test drives Drawn13: the action of each event, the name of each action.
enum Drawn13Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn13Action? {
        switch event {
        case .request("search", _):
            return .search
        case .request("submit", _):
            return .submit
        case .cancel("submit", _):
            return .cancelSubmit
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
        case .set("ready", let value):
            return .setReady(Bool(model: value))
        default:
            return nil
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn13Action) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn13State) -> [String] {
        let lines = [
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "searchValue = \(state.searchValue.model)",
            "submitItems = \(state.submitItems.model)",
            "postItems = \(state.postItems.model)",
            "searchStatus = \(ObservedStatus.text(of: state.searchStatus))",
            "searchError = \(ObservedStatus.text(of: state.searchError))",
            "submitStatus = \(ObservedStatus.text(of: state.submitStatus))",
            "submitInFlight = \(state.submitInFlight)",
            "postStatus = \(ObservedStatus.text(of: state.postStatus))",
        ]
        return lines
    }
}

/// The store of Drawn13, its service waiting on the board and its clock a test clock.
@MainActor
final class Drawn13Harness: FeatureHarness {
    private let driver: StoreDriver<Drawn13State, Drawn13Action>

    init(board: CallBoard) {
        driver = StoreDriver(
            initialState: Drawn13State(),
            reducer: Drawn13Reducer.reduce,
            name: Drawn13Driver.name(of:),
            middlewares: [Drawn13Loader(service: Drawn13TestService(board: board)).middleware])
    }

    func send(_ event: FeatureEvent) -> Bool {
        guard let action = Drawn13Driver.action(for: event) else { return false }
        driver.store.dispatch(action)
        return true
    }

    var stateLines: [String] { Drawn13Driver.lines(of: driver.store.state) }
    var dispatched: [String] { driver.dispatched }
    var deadlines: [Int] { driver.deadlines }
    var sleepsBegun: Int { driver.clock.sleepsBegun }
    func advance(to milliseconds: Int) async { await driver.advance(to: milliseconds) }
}
