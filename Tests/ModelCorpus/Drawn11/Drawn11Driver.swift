// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn11: every call waits on the board until the test answers it.
struct Drawn11TestService: Drawn11Service {
    let board: CallBoard

    func save() async throws -> [Int] {
        let reply = await board.call("Drawn11", "save", [])
        return try reply.value([Int].self)
    }

    func submit(_ value: String) async throws(ModelFailure) -> Item {
        let reply = await board.call("Drawn11", "submit", [value.model])
        return try reply.value(Item.self)
    }

    func fetch(_ value: String, page: Int) async throws(ModelFailure) -> String {
        let reply = await board.call("Drawn11", "fetch", [value.model, page.model])
        return try reply.value(String.self)
    }

    func load() async throws(ModelFailure) {
        let reply = await board.call("Drawn11", "load", [])
        return try reply.void()
    }
}

/// How the model test drives Drawn11: the action of each event, the name of each action.
enum Drawn11Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn11Action? {
        switch event {
        case .request("save", _):
            return .save
        case .cancel("save", _):
            return .cancelSave
        case .startPolling("save", _):
            return .startPollingSave
        case .stopPolling("save", _):
            return .stopPollingSave
        case .request("submit", let values):
            return .submit(String(model: values[0]))
        case .request("fetch", let values):
            return .fetch(String(model: values[0]))
        case .cancel("fetch", _):
            return .cancelFetch
        case .request("load", _):
            return .load
        case .startPolling("load", _):
            return .startPollingLoad
        case .stopPolling("load", _):
            return .stopPollingLoad
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
            return Drawn11PaneDriver.action(for: event).map { .pane($0) }
        default:
            return nil
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn11Action) -> String {
        if case .pane(let child) = action { return "pane." + Drawn11PaneDriver.name(of: child) }
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn11State) -> [String] {
        var lines = [
            "page = \(state.page.model)",
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "saveValue = \(state.saveValue.model)",
            "submitItems = \(state.submitItems.model)",
            "fetchValue = \(state.fetchValue.model)",
            "saveStatus = \(ObservedStatus.text(of: state.saveStatus))",
            "saveInFlight = \(state.saveInFlight)",
            "submitStatus = \(ObservedStatus.text(of: state.submitStatus))",
            "submitInFlight = \(state.submitInFlight)",
            "fetchStatus = \(ObservedStatus.text(of: state.fetchStatus))",
            "fetchInFlight = \(state.fetchInFlight)",
            "loadStatus = \(ObservedStatus.text(of: state.loadStatus))",
            "loadInFlight = \(state.loadInFlight)",
        ]
        if let pane = state.pane { lines += Drawn11PaneDriver.lines(of: pane).map { "pane." + $0 } } else { lines.append("pane = nil") }
        return lines
    }
}

/// The store of Drawn11, its service waiting on the board and its clock a test clock.
@MainActor
final class Drawn11Harness: FeatureHarness {
    private let driver: StoreDriver<Drawn11State, Drawn11Action>

    init(board: CallBoard) {
        driver = StoreDriver(
            initialState: Drawn11State(),
            reducer: Drawn11Reducer.reduce,
            name: Drawn11Driver.name(of:),
            middlewares: [Drawn11Loader(service: Drawn11TestService(board: board)).middleware] + Drawn11Children.loaders(pane: Drawn11PaneTestService(board: board)))
    }

    func send(_ event: FeatureEvent) -> Bool {
        guard let action = Drawn11Driver.action(for: event) else { return false }
        driver.store.dispatch(action)
        return true
    }

    var stateLines: [String] { Drawn11Driver.lines(of: driver.store.state) }
    var dispatched: [String] { driver.dispatched }
    var deadlines: [Int] { driver.deadlines }
    var sleepsBegun: Int { driver.clock.sleepsBegun }
    func advance(to milliseconds: Int) async { await driver.advance(to: milliseconds) }
}
