// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn14: every call waits on the board until the test answers it.
struct Drawn14TestService: Drawn14Service {
    let board: CallBoard

    func rate() async throws -> Item {
        let reply = await board.call("Drawn14", "rate", [])
        return try reply.value(Item.self)
    }

    func fetch(count: Int, ref: Int, page: Int, ready: Bool) async throws(ModelFailure) -> Int {
        let reply = await board.call("Drawn14", "fetch", [count.model, ref.model, page.model, ready.model])
        return try reply.value(Int.self)
    }

    func post() async throws -> [Item] {
        let reply = await board.call("Drawn14", "post", [])
        return try reply.value([Item].self)
    }

    func save() async throws -> [Item] {
        let reply = await board.call("Drawn14", "save", [])
        return try reply.value([Item].self)
    }
}

/// How the model test drives Drawn14: the action of each event, the name of each action.
enum Drawn14Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn14Action? {
        switch event {
        case .request("rate", _):
            return .rate
        case .request("fetch", let values):
            return .fetch(count: Int(model: values[0]), ref: Int(model: values[1]))
        case .dismiss("fetch", _):
            return .dismissFetchError
        case .request("post", _):
            return .post
        case .cancel("post", _):
            return .cancelPost
        case .request("save", _):
            return .save
        case .dismiss("save", _):
            return .dismissSaveError
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
        case .addRow(let id):
            return .addRow(id: id)
        case .removeRow(let id):
            return .removeRow(id: id)
        case .row(let id, let event):
            return Drawn14RowDriver.action(for: event).map { .rows(id: id, $0) }
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
        if case .rows(let id, let child) = action { return "rows[\(id)]." + Drawn14RowDriver.name(of: child) }
        if case .pane(let child) = action { return "pane." + Drawn14PaneDriver.name(of: child) }
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn14State) -> [String] {
        var lines = [
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "rateItems = \(state.rateItems.model)",
            "fetchItems = \(state.fetchItems.model)",
            "postItems = \(state.postItems.model)",
            "saveItems = \(state.saveItems.model)",
            "rateStatus = \(ObservedStatus.text(of: state.rateStatus))",
            "rateInFlight = \(state.rateInFlight)",
            "fetchStatus = \(ObservedStatus.text(of: state.fetchStatus))",
            "fetchInFlight = \(state.fetchInFlight)",
            "postStatus = \(ObservedStatus.text(of: state.postStatus))",
            "postInFlight = \(state.postInFlight)",
            "saveStatus = \(ObservedStatus.text(of: state.saveStatus))",
            "saveInFlight = \(state.saveInFlight)",
        ]
        lines.append("rows = [" + state.rows.map { String($0.id) }.joined(separator: ", ") + "]")
        for row in state.rows { lines += Drawn14RowDriver.lines(of: row).map { "rows[\(row.id)]." + $0 } }
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
            middlewares: [Drawn14Loader(service: Drawn14TestService(board: board)).middleware] + Drawn14Children.loaders(rows: Drawn14RowTestService(board: board), pane: Drawn14PaneTestService(board: board)))
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
