// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn13: every call waits on the board until the test answers it.
struct Drawn13TestService: Drawn13Service {
    let board: CallBoard

    func load() async throws {
        let reply = await board.call("Drawn13", "load", [])
        return try reply.void()
    }

    func fetch(ref: Int) async throws -> [Item] {
        let reply = await board.call("Drawn13", "fetch", [ref.model])
        return try reply.value([Item].self)
    }

    func submit(page: Int) async throws(ModelFailure) -> Int {
        let reply = await board.call("Drawn13", "submit", [page.model])
        return try reply.value(Int.self)
    }

    func rate(page: Int, ready: Bool) async throws(ModelFailure) -> [Item] {
        let reply = await board.call("Drawn13", "rate", [page.model, ready.model])
        return try reply.value([Item].self)
    }
}

/// How the model test drives Drawn13: the action of each event, the name of each action.
enum Drawn13Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn13Action? {
        switch event {
        case .request("load", _):
            return .load
        case .request("fetch", let values):
            return .fetch(ref: Int(model: values[0]))
        case .request("submit", _):
            return .submit
        case .request("rate", _):
            return .rate
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
        case .set("ready", let value):
            return .setReady(Bool(model: value))
        case .openPane(let id):
            return .openPane(id: id)
        case .pane(let event):
            return Drawn13PaneDriver.action(for: event).map { .pane($0) }
        default:
            return nil
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn13Action) -> String {
        if case .pane(let child) = action { return "pane." + Drawn13PaneDriver.name(of: child) }
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn13State) -> [String] {
        var lines = [
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "fetchItems = \(state.fetchItems.model)",
            "submitItems = \(state.submitItems.model)",
            "rateValue = \(state.rateValue.model)",
            "loadStatus = \(ObservedStatus.text(of: state.loadStatus))",
            "loadInFlight = \(state.loadInFlight)",
            "fetchStatus = \(ObservedStatus.text(of: state.fetchStatus))",
            "fetchInFlight = \(state.fetchInFlight)",
            "submitStatus = \(ObservedStatus.text(of: state.submitStatus))",
            "submitInFlight = \(state.submitInFlight)",
            "rateStatus = \(ObservedStatus.text(of: state.rateStatus))",
        ]
        if let pane = state.pane { lines += Drawn13PaneDriver.lines(of: pane).map { "pane." + $0 } } else { lines.append("pane = nil") }
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
            middlewares: [Drawn13Loader(service: Drawn13TestService(board: board)).middleware] + Drawn13Children.loaders(pane: Drawn13PaneTestService(board: board)))
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
